/// The kinds of run in which a host calls a handler, and when an update a handler asks for is
/// applied in each: decided here, once, for the table view, the list and the headless table
/// alike.
///
/// On a device, an update applied while UIKit runs one of its callbacks (a selection, a
/// commit, a drop) turns the callback's own edit into UIKit's "invalid number of rows"; so it
/// waits until the callback has returned to UIKit. A handler that UIKit calls outside any of
/// its callbacks (a swipe action's, a control's action, a disclosure's) runs as a batch of its
/// own, and what it asks for is applied as soon as it returns. A new gesture's handler takes
/// its kind here; each host runs the kind's timing.
package enum HandlerRun: CaseIterable, Sendable {
  /// A data-source or delegate callback (a selection, a commit, a move, a drop, an editing
  /// question): UIKit is in the middle of something.
  case callback
  /// A context-menu item chosen (its `UIAction`, or VoiceOver's action for it): UIKit runs it
  /// as the menu closes, still inside its interaction.
  case menuItem
  /// The detail button's tap: the table view reports it as a delegate callback, and a list's
  /// accessory action runs it as one.
  case accessoryButton
  /// A swipe action's handler, from its button, a full swipe or VoiceOver.
  case swipeAction
  /// A row control's value change, or its text field's return: a control's action is no table
  /// view callback.
  case control
  /// The tap on a row's outline disclosure, from its control or VoiceOver.
  case disclosure

  /// When an update asked for during the run is applied.
  package enum UpdateTiming: Sendable {
    /// Once the UIKit callback has returned (a UIKit host: on the next turn of the run loop).
    case afterCallback
    /// As soon as the handler returns (the run is a batch).
    case afterHandler
  }

  /// When an update asked for during a run of this kind is applied.
  package var updateTiming: UpdateTiming {
    switch self {
    case .callback, .menuItem, .accessoryButton: return .afterCallback
    case .swipeAction, .control, .disclosure: return .afterHandler
    }
  }
}
