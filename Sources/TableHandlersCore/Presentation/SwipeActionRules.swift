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

  /// What VoiceOver is told of a swipe action it performed as a custom action: the completion
  /// the swipe reported, where one was reported by the time the action returned
  /// (``reportedCompletion(ofActionStyled:performed:rowLeft:)``: `false` for a destructive
  /// action whose row did not leave); `true` for one still pending, which ran.
  ///
  /// - Parameter reported: The reported completion, or `nil` while it is pending.
  /// - Returns: Whether the custom action succeeded.
  package static func accessibilityAnswer(reported: Bool?) -> Bool { reported ?? true }

  /// What a row's Delete reports once its deletion was committed: whether its row left.
  ///
  /// The Delete a row offers where it has no trailing swipe actions commits `.delete`; what it
  /// reports, and so what VoiceOver is told of it, is what a destructive action whose handler
  /// completed reports (``reportedCompletion(ofActionStyled:performed:rowLeft:)``). A table
  /// view's Delete, a list's (a destructive swipe action, a list having no editing-style
  /// Delete) and the headless table's answer alike.
  ///
  /// - Parameter rowLeft: Whether the row has left the table once the commit's updates were
  ///   applied.
  /// - Returns: The completion to report.
  package static func deleteCompletion(rowLeft: Bool) -> Bool {
    reportedCompletion(ofActionStyled: .destructive, performed: true, rowLeft: rowLeft)
  }

  /// Runs the handler of a swipe action chosen on a row and reports the swipe's completion
  /// once, in the order every host follows.
  ///
  /// An action that hides when selected is reported at once (``completionAtTap(of:)``). The
  /// handler runs in `run`, the host's run of the kind `HandlerRun.swipeAction`, so that an
  /// update it asks for is applied as it returns; a completion it calls meanwhile is decided
  /// then, once its row may have left, and one called later is decided when it is called
  /// (``reportedCompletion(ofActionStyled:performed:rowLeft:)``). Only the first completion is
  /// reported.
  ///
  /// - Parameters:
  ///   - action: The action, enabled.
  ///   - position: Its row, as the table shows it now.
  ///   - rowLeft: Whether the action's row has left the table.
  ///   - run: Runs the handler as the host runs a swipe action's.
  ///   - report: Tells the swipe its completion; called once.
  @MainActor
  package static func perform(
    _ action: SwipeAction, at position: TablePosition, rowLeft: @escaping @MainActor () -> Bool,
    run: (() -> Void) -> Void, report: @escaping @MainActor (Bool) -> Void
  ) {
    // The style alone: a completion the app keeps must not keep the action's handler, and what
    // that captures, alive.
    let style = action.style
    var pending: ((Bool) -> Void)? = {
      report(reportedCompletion(ofActionStyled: style, performed: $0, rowLeft: rowLeft()))
    }
    var handlerRuns = false
    var heldAnswer: Bool?
    let finish = { (performed: Bool) in
      guard !handlerRuns else {
        heldAnswer = heldAnswer ?? performed
        return
      }
      let report = pending
      pending = nil
      report?(performed)
    }
    if let atTap = completionAtTap(of: action) { finish(atTap) }
    handlerRuns = true
    run { action.handler(position) { finish($0) } }
    handlerRuns = false
    if let heldAnswer { finish(heldAnswer) }
  }
}
