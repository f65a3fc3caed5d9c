#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  /// The app's own collection-view data source, delegate and prefetch data source, held weakly
  /// and asked first, as ``AppDelegates`` holds a table view's.
  ///
  /// Which methods they implement is learned from `responds(to:)`, through
  /// ``AdapterMethod/listMethods``, when they are set, as UIKit learns it when its properties
  /// are assigned.
  @MainActor
  final class ListAppDelegates {
    /// The app's data source.
    weak var dataSource: (any UICollectionViewDataSource)?

    /// The app's delegate.
    weak var delegate: (any UICollectionViewDelegate)?

    /// The app's prefetch data source.
    weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?

    /// The app's drag delegate, taken from the collection view when the adapter attaches and
    /// given back when it detaches.
    weak var dragDelegate: (any UICollectionViewDragDelegate)?

    /// The app's drop delegate, taken and given back as ``dragDelegate``.
    weak var dropDelegate: (any UICollectionViewDropDelegate)?

    /// The events whose list method the app's objects implement, as last learned.
    private(set) var implementedEvents = EventSet()

    /// The list methods the app's objects implement, as last learned: where one event has two
    /// methods (a header's and a footer's display, a context menu's two generations), which one.
    private(set) var implementedSelectors: Set<String> = []

    init(
      dataSource: (any UICollectionViewDataSource)?, delegate: (any UICollectionViewDelegate)?,
      prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
    ) {
      self.dataSource = dataSource
      self.delegate = delegate
      self.prefetchDataSource = prefetchDataSource
      learnImplementedEvents()
    }

    /// Asks the app's objects again which methods they implement.
    func learnImplementedEvents() {
      let implemented = (AdapterMethod.listMethods + AdapterMethod.listDragAndDropMethods)
        .filter { self.implements($0) }
      implementedSelectors = Set(implemented.map(\.selector))
      implementedEvents = EventSet(implemented.map(\.event))
    }

    /// Whether the app's objects implement the list method with this selector.
    func implements(selector: String) -> Bool {
      implementedSelectors.contains(selector)
    }

    /// Whether the app's objects implement a row event's method.
    func implements<Arguments, Output>(_ event: RowEvent<Arguments, Output>) -> Bool {
      implementedEvents.contains(event.id)
    }

    /// Whether the app's objects implement a section event's method.
    func implements<Arguments, Output>(_ event: SectionEvent<Arguments, Output>) -> Bool {
      implementedEvents.contains(event.id)
    }

    /// Whether the app's objects implement a table event's method.
    func implements<Arguments, Output>(_ event: TableEvent<Arguments, Output>) -> Bool {
      implementedEvents.contains(event.id)
    }

    /// Whether the app's object for a method implements it; required methods are implemented
    /// by every conforming object.
    func implements(_ method: AdapterMethod) -> Bool {
      let object: AnyObject? =
        switch method.role {
        case .dataSource: dataSource
        case .delegate: delegate
        case .prefetching: prefetchDataSource
        case .dragDelegate: dragDelegate
        case .dropDelegate: dropDelegate
        }
      guard let object else { return false }
      return method.isRequired || objectResponds(object, toSelectorNamed: method.selector)
    }
  }
#endif
