#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  // UITableViewDataSourcePrefetching, dispatched to the registry (the app's object first). The
  // conformance is declared here for the reason given in `TableViewAdapter+Delegate.swift`.
  extension TableViewAdapterBase: PrefetchingRequirements {
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
      handlers.answer(.prefetchRows, indexPaths.map { TablePosition($0) }, on: tableView)
    }

    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
      handlers.answer(
        .cancelPrefetchingForRows, indexPaths.map { TablePosition($0) }, on: tableView)
    }
  }
#endif
