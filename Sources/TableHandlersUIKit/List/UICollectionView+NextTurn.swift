#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitStandIn
  #endif

  @available(iOS 14, *)
  extension UICollectionView {
    /// How the attached list adapter schedules work for the next turn of the main run loop, as
    /// `UITableView.handlersNextTurn` does for a table view's adapter.
    ///
    /// `nil` when no registry is attached; tests and the soak replace it to run that turn
    /// themselves. Setting `nil` changes nothing.
    package var handlersNextTurn: ((@escaping @MainActor () -> Void) -> Void)? {
      get { listAdapter?.whenSafe.nextTurn }
      set {
        if let newValue { listAdapter?.whenSafe.nextTurn = newValue }
      }
    }
  }
#endif
