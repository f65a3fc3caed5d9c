#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  /// The app's own data source, delegate and prefetch data source, held weakly, as the core
  /// dispatcher's delegate: asked first, before the registry's handlers.
  ///
  /// Which events they implement is learned from `responds(to:)` (on Linux, from
  /// `StandInResponding`), one selector per event, through ``AdapterMethod/all``.
  @MainActor
  final class AppDelegates {
    /// The app's data source.
    weak var dataSource: (any UITableViewDataSource)?

    /// The app's delegate, which also receives every scroll-view callback.
    weak var delegate: (any UITableViewDelegate)?

    /// The app's prefetch data source.
    weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?

    /// The adapter these delegates belong to.
    weak var adapter: TableViewAdapter?

    /// The `sender` of the legacy edit-menu call being dispatched, passed on to the app's
    /// delegate.
    var menuSender: Any?

    init(
      dataSource: (any UITableViewDataSource)?, delegate: (any UITableViewDelegate)?,
      prefetchDataSource: (any UITableViewDataSourcePrefetching)?
    ) {
      self.dataSource = dataSource
      self.delegate = delegate
      self.prefetchDataSource = prefetchDataSource
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

    /// The calls into the app's objects, made through the protocol so that the deprecated
    /// ones stay deprecated only where UIKit deprecates them.
    var calls: any AppCalling { self }
  }

  extension AppDelegates: TableDelegate {
    /// The events whose UIKit method the app's objects implement.
    var implementedEvents: EventSet {
      EventSet(AdapterMethod.all.lazy.filter { self.implements($0) }.map(\.event))
    }

    /// Calls the app's method for a row event, or returns the event's default when the app's
    /// object is gone.
    func answer<Arguments, Output>(
      _ event: RowEvent<Arguments, Output>, _ call: RowCall<Arguments>
    ) -> Output {
      if let tableView = call.table as? UITableView, let method = AdapterMethod.byEvent[event.id],
        object(for: method.role) != nil,
        // Succeeds whenever a call is stored: `AdapterMethod.row` boxed it for the event with
        // this id, and an id belongs to one event, whose types are these.
        let box = method.appCall as? RowAppCall<Arguments, Output>,
        let answer = box.call(self, tableView, call.position, call.arguments)
      {
        return answer
      }
      return event.defaultAnswer(call)
    }

    /// Calls the app's method for a section event, or returns the event's default when the
    /// app's object is gone.
    func answer<Arguments, Output>(
      _ event: SectionEvent<Arguments, Output>, _ call: SectionCall<Arguments>
    ) -> Output {
      if let tableView = call.table as? UITableView, let method = AdapterMethod.byEvent[event.id],
        object(for: method.role) != nil,
        // Succeeds whenever a call is stored, as for row events.
        let box = method.appCall as? SectionAppCall<Arguments, Output>,
        let answer = box.call(self, tableView, call.section, call.arguments)
      {
        return answer
      }
      return event.defaultAnswer(call)
    }

    /// Calls the app's method for a table event, or returns the event's default when the app's
    /// object is gone.
    func answer<Arguments, Output>(
      _ event: TableEvent<Arguments, Output>, _ call: TableCall<Arguments>
    ) -> Output {
      if let tableView = call.table as? UITableView, let method = AdapterMethod.byEvent[event.id],
        object(for: method.role) != nil,
        // Succeeds whenever a call is stored, as for row events.
        let box = method.appCall as? TableAppCall<Arguments, Output>,
        let answer = box.call(self, tableView, call.arguments)
      {
        return answer
      }
      return event.defaultAnswer(call)
    }
  }
#endif
