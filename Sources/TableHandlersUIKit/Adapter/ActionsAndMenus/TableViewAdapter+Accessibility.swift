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
    /// The Delete a swipe reveals where the row's trailing configuration is `nil`
    /// (``HostAdapter/defaultDelete(at:on:commit:)``).
    ///
    /// Where a handler commits the row's edits, it can be edited and its editing style is
    /// delete ([D] `trailingSwipeActionsConfigurationForRowAt`: "Return nil if you want the
    /// table to display the default set of actions"). Tapping it commits the deletion through
    /// the data source's method, as UIKit does.
    func defaultDelete(at indexPath: IndexPath, on tableView: UITableView)
      -> UISwipeActionsConfiguration?
    {
      defaultDelete(at: TablePosition(indexPath), on: tableView) {
        [weak self, weak tableView] position in
        guard let self, let tableView else { return }
        self.commitAsUIKitDoes(.delete, at: IndexPath(position), on: tableView)
        // UIKit is in the middle of nothing here (VoiceOver runs the action, not a swipe): what
        // the commit asked for is applied now, so that the answer says whether the row left.
        self.whenSafe.runWaitingNow()
      }
    }
  }
#endif
