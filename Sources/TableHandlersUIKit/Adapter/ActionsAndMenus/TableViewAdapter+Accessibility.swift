#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  // The table view's part of its rows' accessibility actions (`AccessibilityActions+UIKit.swift`):
  // the Delete a swipe reveals where no trailing configuration is answered.
  extension TableViewAdapterBase {
    /// The Delete a swipe reveals where the row's trailing configuration is `nil`.
    ///
    /// Where a handler commits the row's edits, it can be edited and its editing style is
    /// delete ([D]
    /// `trailingSwipeActionsConfigurationForRowAt`: "Return nil if you want the table to
    /// display the default set of actions"). Tapping it commits the deletion, as UIKit does,
    /// and reports whether the row left (`SwipeActionRules.deleteCompletion(rowLeft:)`).
    func defaultDelete(at indexPath: IndexPath, on tableView: UITableView)
      -> UISwipeActionsConfiguration?
    {
      let position = TablePosition(indexPath)
      guard handlers.deletesByHandler(at: position, on: tableView) else { return nil }
      let title =
        (handlers.handles(.titleForDeleteConfirmationButton)
          ? handlers.answer(.titleForDeleteConfirmationButton, at: position, on: tableView) : nil)
        ?? "Delete"
      let row = handlers.track(position)
      let delete = UIContextualAction(style: .destructive, title: title) {
        [weak self, weak tableView] _, _, completion in
        guard let self, let tableView else { return completion(false) }
        self.commitAsUIKitDoes(.delete, at: indexPath, on: tableView)
        // UIKit is in the middle of nothing here (VoiceOver runs the action, not a swipe): what
        // the commit asked for is applied now, so that the answer says whether the row left.
        self.whenSafe.runWaitingNow()
        completion(SwipeActionRules.deleteCompletion(rowLeft: row.position == nil))
      }
      return UISwipeActionsConfiguration(actions: [delete])
    }
  }
#endif
