#if os(Linux)
  import Foundation
  import UIKitStandIn

  /// A collection view that reports each update it is told, once it is complete (a batch at its
  /// end), so that the test replays it with the counts of that moment, as
  /// ``ReplayingTableView`` does for a table view.
  @MainActor
  package final class ReplayingCollectionView: UICollectionView {
    /// Called after each complete update.
    package var didRecord: (() -> Void)?

    /// A collection view whose layout the attached list adapter replaces.
    package init() {
      super.init(frame: .zero, collectionViewLayout: UICollectionViewLayout())
    }

    /// Not used: the stand-in decodes nothing.
    package required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

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

    package override func reconfigureItems(at indexPaths: [IndexPath]) {
      super.reconfigureItems(at: indexPaths)
      if !isPerformingBatchUpdates { didRecord?() }
    }

    package override func reloadItems(at indexPaths: [IndexPath]) {
      super.reloadItems(at: indexPaths)
      if !isPerformingBatchUpdates { didRecord?() }
    }
  }
#endif
