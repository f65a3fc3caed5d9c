#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  /// The cell the adapter shows for a row that no cell handler answers: its
  /// ``RowEvent/rowContent``, with the text on the left and the secondary text on the right
  /// (UIKit's `.value1` layout).
  @MainActor
  enum ContentCell {
    /// The reuse identifier of the adapter's cells.
    static let reuseIdentifier = "TableHandlers.ContentCell"

    /// A reused cell, or a new one with the `.value1` layout.
    ///
    /// The class is not registered for the identifier: a registered class would be created with
    /// the `.default` layout, which has no secondary label before iOS 14.
    ///
    /// - Parameter tableView: The table view.
    /// - Returns: The cell.
    static func dequeue(from tableView: UITableView) -> UITableViewCell {
      tableView.dequeueReusableCell(withIdentifier: reuseIdentifier)
        ?? UITableViewCell(style: .value1, reuseIdentifier: reuseIdentifier)
    }

    /// Shows a row's content in a cell; `nil` clears it.
    ///
    /// On iOS 14 and later (and in the Linux stand-in), through a `UIListContentConfiguration`,
    /// the image name being a system symbol's; on iOS 13, through the cell's labels.
    ///
    /// - Parameters:
    ///   - content: The row's content, or `nil`.
    ///   - cell: The cell to configure.
    static func apply(_ content: RowContent?, to cell: UITableViewCell) {
      let content = content ?? RowContent()
      cell.accessoryType = UITableViewCell.AccessoryType(content.accessory)
      // The stand-in has `UIListContentConfiguration` too, so this path is the tested one.
      if #available(iOS 14, *) {
        var configuration = UIListContentConfiguration.valueCell()
        configuration.text = content.text
        configuration.secondaryText = content.secondaryText
        configuration.image = content.imageName.flatMap { UIImage(systemName: $0) }
        cell.contentConfiguration = configuration
        return
      }
      // iOS 13 only; compiled, never reached on Linux.
      #if canImport(UIKit)
        cell.imageView?.image = content.imageName.flatMap { UIImage(systemName: $0) }
      #endif
      cell.textLabel?.text = content.text
      cell.detailTextLabel?.text = content.secondaryText
    }
  }
#endif
