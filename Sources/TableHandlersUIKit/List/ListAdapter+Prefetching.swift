#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  // UICollectionViewDataSourcePrefetching for a list: the app's prefetch data source first, then
  // the registry's table events, as on a table view. The conformance is declared here for the
  // reason given in `HostAdapter+Conformances.swift`.
  @available(iOS 14, *)
  extension ListAdapterBase: ListPrefetchingRequirements {
    func collectionView(
      _ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]
    ) {
      app.prefetchDataSource?.collectionView(collectionView, prefetchItemsAt: indexPaths)
      handlers.answer(.prefetchRows, indexPaths.map { TablePosition($0) }, on: collectionView)
    }

    func collectionView(
      _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
    ) {
      tell(.cancelPrefetchingForRows, indexPaths.map { TablePosition($0) }, on: collectionView) {
        (app.prefetchDataSource?.collectionView(_:cancelPrefetchingForItemsAt:))?(
          collectionView, indexPaths)
      }
    }
  }
#endif
