#if os(Linux)
  import Foundation
  import UIKitStandIn

  /// A table view that reports each update it is told, once it is complete (a batch at its
  /// end), so that the test replays it with the counts of that moment.
  @MainActor
  package final class ReplayingTableView: UITableView {
    /// Called after each complete update.
    package var didRecord: (() -> Void)?

    package override func reloadData() {
      super.reloadData()
      didRecord?()
    }

    package override func performBatchUpdates(
      _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
      super.performBatchUpdates(updates, completion: completion)
      didRecord?()
    }

    package override func reconfigureRows(at indexPaths: [IndexPath]) {
      super.reconfigureRows(at: indexPaths)
      if !isPerformingBatchUpdates { didRecord?() }
    }

    package override func reloadRows(
      at indexPaths: [IndexPath], with animation: UITableView.RowAnimation
    ) {
      super.reloadRows(at: indexPaths, with: animation)
      if !isPerformingBatchUpdates { didRecord?() }
    }
  }
#endif
