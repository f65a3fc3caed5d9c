#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore
  import TableHandlersDeclarative

  extension DeclaredTable {
    /// Shows the declared table on a table view, which then follows every update.
    ///
    /// ```swift
    /// table.attach(to: tableView)
    /// // later, after every model change:
    /// table.update(to: screen(model))
    /// ```
    ///
    /// Attaches the registry to the table view (the table view's current data source, delegate
    /// and prefetch data source stay, asked first) and reloads its data. Then each
    /// `update(to:animated:)` reaches the table view:
    /// - deletions, insertions and moves of sections and rows in one `performBatchUpdates`,
    ///   with `animation`, the registry changing inside the batch;
    /// - rows whose content changed reconfigured in their cells (`reconfigureRows` on iOS 15
    ///   and later, `reloadRows` without animation before);
    /// - `animated: false`, or a table view in no window, reloads the data instead.
    ///
    /// An update asked for while the table view cannot take a batch (a batch is running or
    /// animating, or a UIKit callback such as the commit of a swipe-to-delete or a drop is
    /// running, or any handler) waits, and is applied once it can: after the batch or its
    /// animation, or on the next turn of the main run loop. Updates asked for meanwhile
    /// replace it (each declares the whole table), so the table view goes straight to the
    /// latest. Rows the user dragged are already where the model puts them: the next update
    /// does not move them again.
    ///
    /// The declared table shows on one host at a time: attaching replaces a headless table,
    /// another table view or a list. The same call shows it on a collection view's list
    /// (``attach(to:appearance:animation:)``).
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - animation: The animation of inserted, deleted and reloaded rows and sections.
    public func attach(
      to tableView: UITableView, animation: UITableView.RowAnimation = .automatic
    ) {
      handlers.attach(to: tableView)
      show(on: tableView, animation: animation)
    }

    /// Shows the declared table on a table view, with the given app's own objects asked first;
    /// see ``attach(to:animation:)``.
    ///
    /// ```swift
    /// // In a UITableViewController, which answers the data-source methods itself:
    /// table.attach(to: tableView, dataSource: nil, delegate: self)
    /// ```
    ///
    /// `nil` means none, whatever the table view had before
    /// (`TableHandlers.attach(to:dataSource:delegate:prefetchDataSource:)`). The same call
    /// shows the table on a collection view's list
    /// (``attach(to:appearance:dataSource:delegate:prefetchDataSource:animation:)``).
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - dataSource: The app's data source, asked before the declaration; `nil` for none.
    ///   - delegate: The app's delegate, asked before the declaration; `nil` for none.
    ///   - prefetchDataSource: The app's prefetch data source, asked before the declaration's
    ///     prefetching handlers; `nil` for none.
    ///   - animation: The animation of inserted, deleted and reloaded rows and sections.
    public func attach(
      to tableView: UITableView, dataSource: (any UITableViewDataSource)?,
      delegate: (any UITableViewDelegate)?,
      prefetchDataSource: (any UITableViewDataSourcePrefetching)? = nil,
      animation: UITableView.RowAnimation = .automatic
    ) {
      handlers.attach(
        to: tableView, dataSource: dataSource, delegate: delegate,
        prefetchDataSource: prefetchDataSource)
      show(on: tableView, animation: animation)
    }

    private func show(on tableView: UITableView, animation: UITableView.RowAnimation) {
      tableView.reloadData()
      // Loaded first: an update that waited for the previous host is offered to this one.
      host = TableViewDeclaredHost(tableView: tableView, handlers: handlers, animation: animation)
    }
  }
#endif
