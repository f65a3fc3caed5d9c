/// A table's behaviour as closures, registered per event for a row, a section or the whole
/// table, and dispatched on the table's callbacks.
///
/// ```swift
/// let handlers = TableHandlers()
/// handlers.on(.numberOfRows, at: .section(0)) { _ in items.count }
/// handlers.on(.rowContent, at: .section(0)) { call in RowContent(text: items[call.row]) }
/// handlers.on(.didSelectRow, at: .row(0, inSection: 0)) { call in
///   call.table.deselectRow(at: call.position, animated: true)
/// }
/// ```
///
/// **Precedence.** A row event is answered by the row's own handler, else its section's, else
/// the table's; a section event by the section's handler, else the all-sections one. Where no
/// handler answers, the event's ``RowEvent/defaultAnswer`` (UIKit's default) is used. A host that
/// also asks the app's own objects (the UIKit adapter asks the app's data source and delegate)
/// asks them first and lets a handler's answer win (`Docs/Dispatch.md`).
///
/// **Rows keep their handlers.** Inserting, deleting and moving rows and sections
/// (``followBatchUpdates(_:)`` and the single-edit `follow…` methods) carry row and section handlers
/// along with their rows.
///
/// **Reentrancy.** A handler may register, remove (itself included) or edit the structure while
/// it runs. The change takes effect at once for every later dispatch; the running closure, and
/// whatever it captures, stays alive until the outermost dispatch returns.
@MainActor
public final class TableHandlers {
  /// Per-event storage, indexed by ``EventID/rawValue``: a slot for every core event, and for
  /// events defined elsewhere up to the highest one registered (``EventSlotTable``).
  ///
  /// This and the two event sets below are read on every dispatch, and Swift checks each
  /// access to a class's stored property at run time when it cannot see the whole access
  /// (an adapter method that dispatches once pays about 75 instructions per property). The
  /// checks are off for these three: every access to them is instantaneous, none spans a call
  /// to a handler (which may edit the registry), so no two accesses can
  /// overlap. The reentrancy tests and the sanitizer runs exercise edits made from handlers.
  @usableFromInline
  @exclusivity(unchecked)
  var slots = EventSlotTable()

  /// Events with at least one handler.
  @usableFromInline
  @exclusivity(unchecked)
  var handled = EventSet()

  /// The dispatch scopes' storage, loaded once here so that a dispatch does not reach a
  /// global (HandlerStorage.swift).
  @usableFromInline
  let callScopes = CallScope.storage

  /// Boxes removed while a dispatch runs, released when the outermost one returns
  /// (HandlerStorage.swift).
  @usableFromInline
  var deferredReleases = DeferredReleases()

  /// The rows hosts follow through structural edits (TableHandlers+RowTracking.swift).
  var trackedRows: [WeakTrackedRow] = []

  /// The row count of each section, as the registry last learned it; structural edits are
  /// checked against it and keep it current.
  public internal(set) var shape = TableShape()

  /// Which of ``shape``'s counts the table has been told, so that a count that changes without
  /// an edit through the registry is reported (TableHandlers+UnfollowedEdits.swift).
  var toldCounts = ToldCounts()

  /// The state and hooks of the layers above the registry (its hosts, a declared table), kept
  /// apart from the handlers.
  package let links = HostLinks()

  /// Called with the new set whenever ``handledEvents`` changes, and only then.
  ///
  /// Hosts that cache which methods a delegate implements (UIKit does) re-attach here.
  public var handledEventsDidChange: ((EventSet) -> Void)?

  /// Called when a handler or the app's object answers something UIKit cannot use (a NaN height,
  /// a negative count) and the registry used a safe value instead.
  ///
  /// When `nil`, the registry prints the report. Tests set it to observe misuse.
  public var misuseHandler: ((TableMisuse) -> Void)?

  /// The names of the actions that move a row one place up or down, as assistive technologies
  /// read them; "Move up" and "Move down" until the app localizes them.
  public var moveActionNames = MoveActionNames.english

  /// The names of the actions that expand and collapse a row with children, as assistive
  /// technologies read them; "Expand" and "Collapse" until the app localizes them.
  public var outlineActionNames = OutlineActionNames.english

  /// The largest section or row index a handler may be registered at.
  ///
  /// Row storage is dense up to the highest registered index, so this bounds what one mistaken
  /// registration can allocate.
  public static let maximumIndex = 1 << 24 - 1

  /// Creates an empty registry.
  public init() {}

  deinit {
    releaseEverything(slots, deferredReleases)
  }

  /// The events at least one handler answers, at any scope.
  public var handledEvents: EventSet { handled }

  /// Whether any handler answers a row event, at any scope.
  ///
  /// ```swift
  /// if handlers.handles(.commitEditing) { … }
  /// ```
  ///
  /// - Parameter event: The event.
  /// - Returns: `true` if a handler is registered for it.
  public func handles<Arguments, Output>(_ event: RowEvent<Arguments, Output>) -> Bool {
    handled.contains(event.id)
  }

  /// Whether any handler answers a section event, at any scope.
  ///
  /// - Parameter event: The event.
  /// - Returns: `true` if a handler is registered for it.
  public func handles<Arguments, Output>(_ event: SectionEvent<Arguments, Output>) -> Bool {
    handled.contains(event.id)
  }

  /// Whether a handler answers a table event.
  ///
  /// - Parameter event: The event.
  /// - Returns: `true` if a handler is registered for it.
  public func handles<Arguments, Output>(_ event: TableEvent<Arguments, Output>) -> Bool {
    handled.contains(event.id)
  }

  /// Whether any handler answers the event with this identifier, at any scope.
  ///
  /// - Parameter id: The event's identifier.
  /// - Returns: `true` if a handler is registered for it.
  public func handles(eventID id: EventID) -> Bool { handled.contains(id) }

  /// Updates the handled set after an event's handler count changed, notifying on a change.
  @usableFromInline
  func countChanged(_ id: EventID) {
    let nowHandled = slots[id.rawValue].count > 0
    guard nowHandled != handled.contains(id) else { return }
    if nowHandled { handled.insert(id) } else { handled.remove(id) }
    handledEventsDidChange?(handled)
  }

  /// Makes sure `slots` has an entry for `id`.
  @usableFromInline
  func ensureSlot(_ id: EventID) {
    slots.ensureSlot(id.rawValue)
  }
}
