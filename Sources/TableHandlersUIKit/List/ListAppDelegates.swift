#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  /// The app's own collection-view data source and delegate, held weakly and asked first, as
  /// ``AppDelegates`` holds a table view's.
  ///
  /// Which events they implement is learned from `responds(to:)`, one selector per event,
  /// through ``AdapterMethod/listMethods``, when they are set, as UIKit learns it when its
  /// properties are assigned.
  @MainActor
  final class ListAppDelegates {
    /// The app's data source.
    weak var dataSource: (any UICollectionViewDataSource)?

    /// The app's delegate.
    weak var delegate: (any UICollectionViewDelegate)?

    /// The events whose list method the app's objects implement, as last learned.
    private(set) var implementedEvents = EventSet()

    init(dataSource: (any UICollectionViewDataSource)?, delegate: (any UICollectionViewDelegate)?) {
      self.dataSource = dataSource
      self.delegate = delegate
      learnImplementedEvents()
    }

    /// Asks the app's objects again which methods they implement.
    func learnImplementedEvents() {
      implementedEvents = EventSet(
        AdapterMethod.listMethods.lazy.filter { self.implements($0) }.map(\.event))
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
        case .prefetching: nil
        }
      guard let object else { return false }
      return method.isRequired || objectResponds(object, toSelectorNamed: method.selector)
    }
  }
#endif
