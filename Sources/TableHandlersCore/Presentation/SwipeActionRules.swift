/// What a row's swipe actions do, decided here, once, for the table view, the list and the
/// headless table alike.
///
/// UIKit's swipe reports each action's outcome through a completion: `true` closes the swipe
/// (and animates a destructive action's row away), `false` closes it and leaves the row. These
/// rules say what the library tells it, so that no host decides it for itself.
package enum SwipeActionRules {
  /// Whether a full swipe performs the first action: the actions ask for it and that action is
  /// enabled (a full swipe would perform a disabled action, which does nothing).
  ///
  /// - Parameter actions: The row's actions from one edge.
  /// - Returns: `true` when a full swipe performs the first action.
  package static func fullSwipePerformsFirst(_ actions: SwipeActions) -> Bool {
    actions.performsFirstActionWithFullSwipe && actions.actions.first?.isEnabled != false
  }

  /// What the swipe is told at the tap of an action that hides when selected
  /// (``SwipeAction/hidesWhenSelected``), before its handler runs: performed, unless the
  /// action is destructive, so that UIKit does not animate away a row the model still has (the
  /// model's next declaration removes it as an ordinary deletion); `nil` for an action that
  /// waits for its handler's completion.
  ///
  /// - Parameter action: The action tapped.
  /// - Returns: The completion to report at once, or `nil`.
  package static func completionAtTap(of action: SwipeAction) -> Bool? {
    action.hidesWhenSelected ? action.style != .destructive : nil
  }

  /// What the swipe is told when an action's handler completes: what the handler says, except
  /// that a destructive action is reported performed only when its row has left (UIKit
  /// animates a destructive action's row away when told it was performed).
  ///
  /// - Parameters:
  ///   - style: The action's style.
  ///   - performed: What the handler's completion said.
  ///   - rowLeft: Whether the action's row has left the table.
  /// - Returns: The completion to report.
  package static func reportedCompletion(
    ofActionStyled style: SwipeAction.Style, performed: Bool, rowLeft: Bool
  ) -> Bool {
    style == .destructive ? performed && rowLeft : performed
  }
}
