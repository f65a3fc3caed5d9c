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

    /// The methods of the view's protocols that the adapter implements, each with its event.
    let methods: [AdapterMethod]

    /// What `responds(to:)` answers; see ``SelectorSnapshot``.
    nonisolated let snapshot: SelectorSnapshot

    /// The answered methods as the view last cached them.
    var cached = AnsweredMethods()

    /// The contextual actions made from platform-neutral swipe actions while a row's
    /// accessibility actions are collected, each with the action it was made of; `nil` when
    /// nothing is collecting (`AccessibilityActions+UIKit.swift`).
    var madeContextualActions: [(contextual: UIContextualAction, action: SwipeAction)]?

    /// The drop placeholder rows the view shows, which the registry counts as rows
    /// (`DragAndDrop+UIKit.swift`), each removing itself once committed or removed.
    var dropPlaceholders: [DropPlaceholderRow] = []

    /// What waits for the view to show no drop gap and no drop placeholders (a declared
    /// update), by its owner's identity; run by ``settleAfterDrop()``.
    var afterDrop: [ObjectIdentifier: @MainActor () -> Void] = [:]

    /// Whether the view shows a drop gap or drop placeholders (`hasUncommittedUpdates`); each
    /// host's adapter asks its view.
    var viewHasUncommittedUpdates: Bool { false }

    /// Whether the view tracks a drop session (`hasActiveDrop`); each host's adapter asks its
    /// view.
    var viewHasActiveDrop: Bool { false }

    /// Applies the declared update that waits, if any (``BatchedDeclaredHost``): the latest
    /// request to apply it, kept beside the queue it waits in.
    var declaredUpdateSettle: (@MainActor () -> Void)?

    /// Whether a declared update is being applied inside a drop, where UIKit takes a batch
    /// (``applyDeclaredUpdateForDrop()``): the declared host then waits for nothing.
    var appliesDeclaredUpdateForDrop = false

    /// The user's reorder as the adapter follows it: the move UIKit is telling, the turn it
    /// settles in, and the app's updates that wait for that (`UpdatesAroundReorder.swift`).
    var reorder = ReorderFollowing()

    /// The view's `dragInteractionEnabled` before the adapter turned it on to reorder by drag,
    /// given back when it detaches; `nil` while the adapter has not changed it.
    var dragInteractionBefore: Bool?

    /// The registry's `handledEventsDidChange` before the adapter replaced it; still called.
    var previousHandledEventsDidChange: ((EventSet) -> Void)?

    /// Makes an adapter for a registry.
    ///
    /// - Parameters:
    ///   - handlers: The registry.
    ///   - methods: The methods of the view's data source, delegate and prefetching protocols
    ///     the adapter implements; the scroll view's are added.
    init(handlers: TableHandlers, methods: [AdapterMethod]) {
      self.handlers = handlers
      self.methods = methods
      snapshot = SelectorSnapshot(
        implemented: Set(methods.map(\.selector) + AdapterMethod.scrollViewSelectors))
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
      handlers.handles(eventID: id) || appImplements(id) || handlers.hostsObserve(eventID: id)
    }

    /// Stops serving the view; each host's adapter gives its view back its app's objects.
    func detach() {}

    /// The app's delegate, which is also the view's scroll-view delegate; the adapter passes the
    /// scroll view's calls on to it.
    var appScrollViewDelegate: (any UIScrollViewDelegate)? { nil }

    /// Brings the snapshot and the view's cached answers up to date; each host's adapter
    /// re-assigns its view's properties whose answered methods changed.
    func refresh() {}

    // MARK: What each view's adapter says, for its rows' VoiceOver actions and moves

    /// The view, as handlers are given it; `nil` once it is gone.
    var servedHost: (any TableHost)? { nil }

    /// The cells the view shows, each with its row's index path.
    var visibleRowCells: [(indexPath: IndexPath, cell: UIView)] { [] }

    /// The index path of the row a cell shows now, if any.
    func indexPath(ofShown cell: UIView) -> IndexPath? { nil }

    /// The swipe actions the view shows from an edge of a row, its defaults included.
    func shownSwipeActions(_ edge: SwipeEdge, at indexPath: IndexPath)
      -> UISwipeActionsConfiguration?
    { nil }

    /// Whether the user may move a row, asked as UIKit asks it for the row's reorder control.
    ///
    /// Asked through the view's own `canMoveRowAt` or `canMoveItemAt` method of the adapter
    /// (`TableHandlers.userMayMove`, with whether the app follows moves and its answer). Every
    /// gesture that moves a row asks this: the reorder control, a list's reorder accessory,
    /// VoiceOver's moves and a drag to reorder.
    func userMayMoveAsUIKitAsks(_ indexPath: IndexPath) -> Bool { false }

    /// Where a row moved one place lands, as UIKit asks it during a drag.
    func moveTargetAsUIKitAsks(from source: IndexPath, proposed: IndexPath) -> IndexPath {
      proposed
    }

    /// Moves a row as a drop does: the data source is told through the adapter's own move
    /// method, then the view is shown the move, which a drag makes itself.
    func moveAsDropDoes(from source: IndexPath, to destination: IndexPath) {}

    /// Re-caches the answered methods now, or once the running batch or edit callback returned.
    func refreshWhenSafe() {
      whenSafe.perform(ReattachKey()) { [weak self] in self?.refresh() }
    }

    /// The methods to answer yes for now, from the events the registry's handlers and the app's
    /// objects answer, and the scroll-view methods the app's delegate implements.
    ///
    /// The prefetching methods are answered only when a prefetching event is: otherwise the
    /// adapter is not the view's prefetch data source. The drag (drop) delegate's methods are
    /// answered only when its required method is (a row's `dragItems`, the table's
    /// `reordersByDrag`, `performDrop`, or the app's own drag or drop delegate): otherwise the
    /// adapter is not the view's drag (drop) delegate, and UIKit behaves as without one.
    ///
    /// - Complexity: O(*m*) for the *m* methods of the protocols.
    func answeredMethods() -> AnsweredMethods {
      var result = AnsweredMethods()
      var prefetches = false
      var drags = false
      var drops = false
      for method in methods {
        let answered = answers(method.event) || method.companions.contains(where: answers)
        guard answered || method.isRequired else { continue }
        switch method.role {
        case .dataSource: result.dataSource.insert(method.selector)
        case .delegate: result.delegate.insert(method.selector)
        case .prefetching:
          result.prefetching.insert(method.selector)
          prefetches = prefetches || answered
        case .dragDelegate:
          result.drag.insert(method.selector)
          drags = drags || (answered && method.isRequired)
        case .dropDelegate:
          result.drop.insert(method.selector)
          drops = drops || (answered && method.isRequired)
        }
      }
      if !prefetches { result.prefetching = [] }
      // The view's drag (drop) delegate only where its required method is answered.
      if !drags { result.drag = [] }
      if !drops { result.drop = [] }
      if let delegate = appScrollViewDelegate {
        result.scrollView = Set(
          AdapterMethod.scrollViewSelectors.filter {
            objectResponds(delegate, toSelectorNamed: $0)
          })
      }
      if handlers.links.userDidEndScrolling != nil {
        result.scrollView.formUnion(AdapterMethod.scrollEndSelectors)
      }
      return result
    }

    /// Becomes the adapter serving the registry and follows its handled events: a change
    /// re-caches the answered methods once it is safe, and still calls what the registry called
    /// before.
    func followRegistry() {
      Self.attached[ObjectIdentifier(handlers)] = WeakAdapter(adapter: self)
      let previous = handlers.handledEventsDidChange
      previousHandledEventsDidChange = previous
      // Holds the adapter weakly (the adapter holds the registry) and keeps calling what was
      // there before, even after the view and its adapter are gone. The re-attach waits for the
      // running batch or edit callback, if any (`ApplyWhenSafe`).
      handlers.handledEventsDidChange = { [weak self] events in
        self?.refreshWhenSafe()
        previous?(events)
      }
      handlers.links.hostedEventsDidChange = { [weak self] in self?.refreshWhenSafe() }
    }

    /// Stops serving the registry: it gets back its earlier `handledEventsDidChange`.
    func stopFollowingRegistry() {
      if Self.attached[ObjectIdentifier(handlers)]?.adapter === self {
        Self.attached[ObjectIdentifier(handlers)] = nil
      }
      handlers.handledEventsDidChange = previousHandledEventsDidChange
      previousHandledEventsDidChange = nil
      handlers.links.hostedEventsDidChange = nil
    }

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

  /// The key of the re-attach in ``ApplyWhenSafe``: one re-attach waits at a time.
  struct ReattachKey: Hashable {}

  /// A weak reference to an adapter.
  struct WeakAdapter {
    weak var adapter: HostAdapter?
  }
#endif
