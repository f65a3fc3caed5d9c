#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  /// The app's own table view data source, delegate, prefetch data source and drag and drop
  /// delegates, held weakly and asked first (``ViewAppObjects``): each adapter method calls the
  /// app's method it answers itself (`TableViewAdapter+DataSource.swift`, `+Delegate.swift`,
  /// `+Prefetching.swift`, `HostAdapter+ScrollView.swift`).
  @MainActor
  final class AppDelegates: ViewAppObjects {
    typealias View = UITableView
    static var methods: [AdapterMethod] { AdapterMethod.all + AdapterMethod.dragAndDropMethods }

    weak var dataSource: (any UITableViewDataSource)?
    weak var delegate: (any UITableViewDelegate)?
    weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?
    weak var dragDelegate: (any UITableViewDragDelegate)?
    weak var dropDelegate: (any UITableViewDropDelegate)?
    var implementedEvents = EventSet()
    var implementedSelectors: Set<String> = []

    init() {}
  }

  /// The app's own collection-view data source, delegate, prefetch data source and drag and
  /// drop delegates, held weakly and asked first, as ``AppDelegates`` holds a table view's.
  @available(iOS 14, *)
  @MainActor
  final class ListAppDelegates: ViewAppObjects {
    typealias View = UICollectionView
    static var methods: [AdapterMethod] {
      AdapterMethod.listMethods + AdapterMethod.listDragAndDropMethods
    }

    weak var dataSource: (any UICollectionViewDataSource)?
    weak var delegate: (any UICollectionViewDelegate)?
    weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
    weak var dragDelegate: (any UICollectionViewDragDelegate)?
    weak var dropDelegate: (any UICollectionViewDropDelegate)?
    var implementedEvents = EventSet()
    var implementedSelectors: Set<String> = []

    init() {}
  }
#endif
