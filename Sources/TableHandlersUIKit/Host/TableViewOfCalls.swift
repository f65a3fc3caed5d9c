#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  extension TableHost {
    /// The host as the table view the adapter serves.
    ///
    /// - Precondition: The host is a `UITableView`.
    var uiTableView: UITableView {
      guard let tableView = self as? UITableView else {
        preconditionFailure(
          "TableHandlers: call.tableView needs a UITableView, but the call comes from \(Self.self);"
            + " use call.table in handlers that also run on other hosts")
      }
      return tableView
    }
  }

  extension RowCall {
    /// The table view being served.
    ///
    /// Every call the adapter makes comes from a `UITableView`. Handlers that also run on
    /// another host, such as `HeadlessTable` in tests, use `call.table` instead.
    ///
    /// - Precondition: The call comes from a `UITableView`.
    public var tableView: UITableView { table.uiTableView }

    /// The row's index path, for UIKit calls such as `cellForRow(at:)`.
    public var indexPath: IndexPath { IndexPath(position) }
  }

  extension SectionCall {
    /// The table view being served; see ``RowCall/tableView``.
    ///
    /// - Precondition: The call comes from a `UITableView`.
    public var tableView: UITableView { table.uiTableView }
  }

  extension TableCall {
    /// The table view being served; see ``RowCall/tableView``.
    ///
    /// - Precondition: The call comes from a `UITableView`.
    public var tableView: UITableView { table.uiTableView }
  }
#endif
