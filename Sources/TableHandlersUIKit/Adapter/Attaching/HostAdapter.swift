#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  /// What every host's adapter has, whatever view it serves: the registry, the queue of work
  /// that waits until editing is safe, and whether someone answers an event.
  ///
  /// The conversions that do not depend on the view (swipe actions, context menus, a row's
  /// enabled state) are written once, on this class, for the table view's adapter and the list's
  /// alike; each host's subclass adds the protocol methods of its view and its app's objects.
  @MainActor
  class HostAdapter: NSObject {
    /// The registry, held strongly: the view keeps the adapter, which keeps the registry.
    let handlers: TableHandlers

    /// The queue for re-attaching (and anything else that must wait) until no batch of updates
    /// and no UIKit callback that edits is running.
    let whenSafe = ApplyWhenSafe()

    init(handlers: TableHandlers) {
      self.handlers = handlers
      super.init()
    }

    /// Whether the app's own objects implement an event's method; each host's adapter answers
    /// from what it learned of its app's objects.
    ///
    /// - Parameter id: The event.
    /// - Returns: `true` if the app's objects answer it.
    func appImplements(_ id: EventID) -> Bool { false }

    /// Whether a handler or the app's objects answer an event.
    ///
    /// - Parameter id: The event.
    /// - Returns: `true` if the adapter says yes to the event's method.
    func answers(_ id: EventID) -> Bool {
      handlers.handles(eventID: id) || appImplements(id)
    }

    /// Stops serving the view; each host's adapter gives its view back its app's objects.
    func detach() {}

    /// The adapter serving each attached registry, on whichever host, by the registry's identity.
    ///
    /// A registry serves one view at a time. The adapter holds its registry, so an identity is
    /// not reused while its entry's adapter lives.
    static var attached: [ObjectIdentifier: WeakAdapter] = [:]

    /// The adapter through which a registry serves a view, if any.
    ///
    /// - Parameter handlers: The registry.
    /// - Returns: Its adapter.
    static func anyServing(_ handlers: TableHandlers) -> HostAdapter? {
      attached[ObjectIdentifier(handlers)]?.adapter
    }
  }

  /// A weak reference to an adapter.
  struct WeakAdapter {
    weak var adapter: HostAdapter?
  }
#endif
