#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  /// The app's own data source, delegate, prefetch data source and drag and drop delegates,
  /// held weakly: the adapter
  /// asks them first, with UIKit's own arguments: each adapter method calls the app's method it
  /// answers itself (`TableViewAdapter+DataSource.swift`, `+Delegate.swift`, `+Prefetching.swift`,
  /// `+ScrollView.swift`).
  ///
  /// Which events they implement is learned from `responds(to:)` (on Linux, from
  /// `StandInResponding`), one selector per event, through ``AdapterMethod/all``, when they are
  /// set (``learnImplementedEvents()``), as UIKit learns it when its properties are assigned.
  @MainActor
  final class AppDelegates {
    /// The app's data source.
    weak var dataSource: (any UITableViewDataSource)?

    /// The app's delegate, which also receives every scroll-view callback.
    weak var delegate: (any UITableViewDelegate)?

    /// The app's prefetch data source.
    weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?

    /// The app's drag delegate, taken from the table view when the adapter attaches and given
    /// back when it detaches.
    weak var dragDelegate: (any UITableViewDragDelegate)?

    /// The app's drop delegate, taken and given back as ``dragDelegate``.
    weak var dropDelegate: (any UITableViewDropDelegate)?

    /// The events whose UIKit method the app's objects implement, as last learned.
    private(set) var implementedEvents = EventSet()

    init(
      dataSource: (any UITableViewDataSource)?, delegate: (any UITableViewDelegate)?,
      prefetchDataSource: (any UITableViewDataSourcePrefetching)?
    ) {
      self.dataSource = dataSource
      self.delegate = delegate
      self.prefetchDataSource = prefetchDataSource
      learnImplementedEvents()
    }

    /// Asks the app's objects again which methods they implement.
    ///
    /// - Complexity: O(*m*) `responds(to:)` calls for the *m* methods of the five protocols.
    func learnImplementedEvents() {
      implementedEvents = EventSet(
        (AdapterMethod.all + AdapterMethod.dragAndDropMethods).lazy.filter { self.implements($0) }
          .map(\.event))
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

    /// The app's object that implements a protocol's methods.
    ///
    /// - Parameter role: The protocol.
    /// - Returns: The object, or `nil` if there is none or it is gone.
    func object(for role: AdapterMethod.Role) -> AnyObject? {
      switch role {
      case .dataSource: return dataSource
      case .delegate: return delegate
      case .prefetching: return prefetchDataSource
      case .dragDelegate: return dragDelegate
      case .dropDelegate: return dropDelegate
      }
    }

    /// Whether the app's object for a method implements it.
    ///
    /// Required methods are implemented by every conforming object.
    ///
    /// - Parameter method: The method.
    /// - Returns: `true` if the app's object implements it.
    func implements(_ method: AdapterMethod) -> Bool {
      guard let object = object(for: method.role) else { return false }
      return method.isRequired || objectResponds(object, toSelectorNamed: method.selector)
    }
  }
#endif
