#if !canImport(UIKit)
  import Foundation

  // Signatures declared by UIKit in `UITableView.h` (the iOS 17 SDK's UIKit headers).

  /// The stand-in for UIKit's `UITableViewDataSourcePrefetching`: prepares rows before display.
  ///
  /// Set it as a table's `prefetchDataSource`. `tableView(_:prefetchRowsAt:)` is required; the
  /// cancellation member gets a default implementation.
  @MainActor public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
    /// Asks to start preparing data for rows, nearest to the visible area first.
    ///
    /// `tableView:prefetchRowsAtIndexPaths:`, iOS 10.0. Required.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])

    /// Cancels preparation of data for rows that are no longer needed.
    ///
    /// `tableView:cancelPrefetchingForRowsAtIndexPaths:`, iOS 10.0.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
  }

  /// Defaults for the optional `UITableViewDataSourcePrefetching` member.
  @MainActor
  extension UITableViewDataSourcePrefetching {
    /// Does nothing.
    public func tableView(
      _ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]
    ) {}
  }

#endif
