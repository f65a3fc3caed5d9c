#if os(Linux)
  import Foundation
  import UIKitStandIn

  /// The main run loop's next turns, run by a test instead of by time passing.
  ///
  /// Give ``schedule(_:)`` to the adapter (`UITableView.handlersNextTurn`,
  /// `UICollectionView.handlersNextTurn`), then call
  /// ``settle(_:)`` where time would pass on a device.
  @MainActor
  package final class StandInRunLoop {
    private var turns: [@MainActor () -> Void] = []

    /// A run loop with nothing scheduled.
    package init() {}

    /// How many turns are waiting.
    package var waiting: Int { turns.count }

    /// Schedules work for the next turn.
    ///
    /// - Parameter work: The work.
    package func schedule(_ work: @escaping @MainActor () -> Void) {
      turns.append(work)
    }

    /// Runs the waiting turns and ends the table view's running animations until neither is
    /// left, as time passing would.
    ///
    /// - Parameter tableView: The table view whose animations end.
    /// - Returns: `false` if work kept coming back after 100 rounds.
    @discardableResult
    package func settle(_ tableView: UITableView) -> Bool {
      settle(animating: { tableView.isAnimatingBatchUpdates }, finish: tableView.finishAnimations)
    }

    /// Runs the waiting turns and ends the collection view's running animations until neither
    /// is left, as time passing would.
    ///
    /// - Parameter collectionView: The collection view whose animations end.
    /// - Returns: `false` if work kept coming back after 100 rounds.
    @discardableResult
    package func settle(_ collectionView: UICollectionView) -> Bool {
      settle(
        animating: { collectionView.isAnimatingBatchUpdates },
        finish: collectionView.finishAnimations)
    }

    private func settle(animating: () -> Bool, finish: () -> Void) -> Bool {
      var rounds = 0
      while !turns.isEmpty || animating() {
        let work = turns
        turns = []
        for turn in work { turn() }
        finish()
        rounds += 1
        if rounds > 100 { return false }
      }
      return true
    }

    /// Forgets the waiting turns.
    package func clear() { turns = [] }
  }
#endif
