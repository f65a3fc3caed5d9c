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
    /// display the default set of actions"). Tapping it commits the deletion, as UIKit does.
    func defaultDelete(at indexPath: IndexPath, on tableView: UITableView)
      -> UISwipeActionsConfiguration?
    {
      let position = TablePosition(indexPath)
      guard handlers.deletesByHandler(at: position, on: tableView) else { return nil }
      let title =
        (handlers.handles(.titleForDeleteConfirmationButton)
          ? handlers.answer(.titleForDeleteConfirmationButton, at: position, on: tableView) : nil)
        ?? "Delete"
      let delete = UIContextualAction(style: .destructive, title: title) {
        [weak self, weak tableView] _, _, completion in
        guard let self, let tableView else { return completion(false) }
        self.commitAsUIKitDoes(.delete, at: indexPath, on: tableView)
        completion(true)
      }
      return UISwipeActionsConfiguration(actions: [delete])
    }
  }
#endif
