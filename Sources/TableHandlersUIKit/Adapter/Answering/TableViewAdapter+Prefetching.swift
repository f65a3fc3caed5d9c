#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  // UITableViewDataSourcePrefetching: the app's prefetch data source first, then the registry.
  // The conformance is declared here for the reason given in `TableViewAdapter+Delegate.swift`.
  extension TableViewAdapterBase: PrefetchingRequirements {
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
      app.prefetchDataSource?.tableView(tableView, prefetchRowsAt: indexPaths)
      handlers.answer(.prefetchRows, indexPaths.map { TablePosition($0) }, on: tableView)
    }

    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
      tell(.cancelPrefetchingForRows, indexPaths.map { TablePosition($0) }, on: tableView) {
        (app.prefetchDataSource?.tableView(_:cancelPrefetchingForRowsAt:))?(tableView, indexPaths)
      }
    }
  }
#endif
