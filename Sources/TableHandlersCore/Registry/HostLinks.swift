/// What the layers above a registry keep with it, apart from its handlers: the state and the
/// hooks through which its hosts (a UIKit adapter, the headless table) and a declared table
/// reach one another.
///
/// The registry stores closures by event and position, and nothing of its hosts; it holds this
/// one object for them (``TableHandlers/links``), so that every host finds the same links from
/// the registry it serves.
@MainActor
package final class HostLinks {
  /// What a host module keeps by the identity of its type: the UIKit module's view classes
  /// registered by kind, so that they serve every table view and list the registry is attached
  /// to, before and after attaching.
  package var hostState: [ObjectIdentifier: AnyObject] = [:]

  /// The owner of the rows that takes part when a host commits a drop placeholder into a row:
  /// a declared table registers itself here (`DroppedRowAdopting`).
  package weak var droppedRowAdopter: (any DroppedRowAdopting)?

  /// Called by the host after the user changed the selection (a tap, a multiple-selection pan,
  /// the row a new single selection replaced), once the app's handlers have answered: set by a
  /// declared table that reports its selection by identifier.
  ///
  /// While it is set, a host tells the registry every selection and deselection, so a UIKit
  /// adapter answers the selection methods even when no handler does.
  package var userChangedSelection: (@MainActor () -> Void)? {
    didSet {
      if (oldValue == nil) != (userChangedSelection == nil) { hostedEventsDidChange?() }
    }
  }

  /// Called by the host when the user stops scrolling (a drag that ends without deceleration, or
  /// the end of a deceleration): set by a declared table's host that keeps a row in place and
  /// waits for the scrolling to end to do it.
  ///
  /// While it is set, a UIKit adapter answers the scroll view's did-end-dragging and
  /// did-end-decelerating methods even when the app's delegate does not.
  package var userDidEndScrolling: (@MainActor () -> Void)? {
    didSet {
      if (oldValue == nil) != (userDidEndScrolling == nil) { hostedEventsDidChange?() }
    }
  }

  /// Called when what a host must answer changes for a reason other than the handlers (see
  /// ``userChangedSelection``); a UIKit adapter re-caches the methods it answers.
  package var hostedEventsDidChange: (() -> Void)?

  /// Makes links with nothing linked.
  package init() {}
}

extension TableHandlers {
  /// Whether a host must answer an event although no handler does: the selection events while
  /// ``HostLinks/userChangedSelection`` is set, and the selection of a row while handlers answer
  /// content, since a button row deselects itself once tapped (`RowTouchRules.deselectsAfterTap`).
  ///
  /// - Parameter id: The event.
  /// - Returns: `true` if a host must tell the registry about the event.
  package func hostsObserve(eventID id: EventID) -> Bool {
    if id == CoreEvent.didSelectRow.id, handled.contains(CoreEvent.rowContent.id) { return true }
    return links.userChangedSelection != nil
      && (id == CoreEvent.didSelectRow.id || id == CoreEvent.didDeselectRow.id)
  }
}
