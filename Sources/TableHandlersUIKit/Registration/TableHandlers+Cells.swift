#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  extension TableHandlers {
    /// Registers a cell handler that dequeues a cell class, registering the class with the
    /// table view the first time, and lets a closure configure the cell.
    ///
    /// ```swift
    /// handlers.onCell(SubtitleCell.self, at: .section(0)) { cell, call in
    ///   cell.textLabel?.text = items[call.row].name
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - cellType: The `UITableViewCell` subclass to dequeue.
    ///   - scope: Where the handler applies.
    ///   - reuseIdentifier: The reuse identifier; by default the class's full name.
    ///   - configure: Configures the dequeued cell for the call's row.
    public func onCell<Cell: UITableViewCell>(
      _ cellType: Cell.Type, at scope: RowScope, reuseIdentifier: String? = nil,
      configure: @escaping @MainActor (Cell, RowCall<Void>) -> Void
    ) {
      let identifier = reuseIdentifier ?? String(reflecting: cellType)
      on(.cellForRow, at: scope) { call in
        let cell = call.tableView.dequeueReusableCell(
          cellType, withIdentifier: identifier, for: call.indexPath)
        configure(cell, call)
        return cell
      }
    }
  }

  extension UITableView {
    /// Dequeues a cell of a class, registering the class for the identifier the first time
    /// the attached adapter sees the identifier (every time without one).
    ///
    /// - Precondition: No other class is registered for `identifier`.
    func dequeueReusableCell<Cell: UITableViewCell>(
      _ cellType: Cell.Type, withIdentifier identifier: String, for indexPath: IndexPath
    ) -> Cell {
      if handlersAdapter?.registeredCellIdentifiers.insert(identifier).inserted ?? true {
        register(cellType, forCellReuseIdentifier: identifier)
      }
      let cell = dequeueReusableCell(withIdentifier: identifier, for: indexPath)
      guard let typed = cell as? Cell else {
        preconditionFailure(
          "TableHandlers.onCell: reuse identifier '\(identifier)' dequeues \(type(of: cell)), "
            + "not \(Cell.self); another class is registered for it")
      }
      return typed
    }
  }
#endif
