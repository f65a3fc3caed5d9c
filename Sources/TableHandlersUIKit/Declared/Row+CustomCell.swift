#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore
  import TableHandlersDeclarative

  extension Row {
    /// Shows the row in a `UITableViewCell` subclass of the app's, configured from the model,
    /// with a one-line description for the headless table; the row keeps every other handler.
    ///
    /// ```swift
    /// Row(Profile.card, text: profile.name)
    ///   .cell(ProfileCell.self, description: "\(profile.name), \(profile.posts) posts") {
    ///     cell, _ in cell.show(profile)
    ///   }
    ///   .onSelect { _ in showProfile() }
    /// ```
    ///
    /// The class is registered with the table view once, by reuse identifier
    /// (`register(_:forCellReuseIdentifier:)`), and the row's cell is dequeued with
    /// `dequeueReusableCell(withIdentifier:for:)` and configured by `configure` whenever UIKit
    /// asks `tableView(_:cellForRowAt:)`: a `cellForRow` handler at the row, beside its
    /// selection, swipe, menu and other handlers.
    ///
    /// The row's content records the cell (`RowContent.customCell`: the reuse identifier as
    /// its kind, and `description`), so that the diff compares it: a changed description
    /// reconfigures the row (the same cell is configured again), a changed class or reuse
    /// identifier reloads it (`DeclarationDiff.reloadedRows` where it moves), since
    /// `reconfigureRows(at:)` must get the same kind of cell back. Put in the description what
    /// the cell shows of the model. The headless table shows `▤ ` and the description in place
    /// of the row's texts.
    ///
    /// Like every modifier it is nonisolated, so a declaration using it compiles anywhere; only
    /// `configure` runs on the main actor.
    ///
    /// - Parameters:
    ///   - cellType: The `UITableViewCell` subclass.
    ///   - reuseIdentifier: The reuse identifier; by default the class's full name.
    ///   - description: What the cell shows, in one line.
    ///   - configure: Configures the dequeued cell for the row.
    /// - Returns: The row with its custom cell.
    public func cell<Cell: UITableViewCell>(
      _ cellType: Cell.Type, reuseIdentifier: String? = nil, description: String,
      configure: @escaping @MainActor (Cell, RowCall<Void>) -> Void
    ) -> Row {
      let identifier = reuseIdentifier ?? String(reflecting: cellType)
      var row = self
      var content = row.content ?? RowContent()
      content.customCell = CustomViewDescription(kind: identifier, description: description)
      row.content = content
      return row.on(.cellForRow) { call in
        let cell = call.tableView.dequeueReusableCell(
          cellType, withIdentifier: identifier, for: call.indexPath)
        configure(cell, call)
        return cell
      }
    }
  }
#endif
