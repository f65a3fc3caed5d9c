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
    /// left, as time passing would; each round is a turn of the run loop, which the table view
    /// is told of first (a reorder that ended settles: `standInPassRunLoopTurn()`).
    ///
    /// - Parameter tableView: The table view whose animations end.
    /// - Returns: `false` if work kept coming back after 100 rounds.
    @discardableResult
    package func settle(_ tableView: UITableView) -> Bool {
      settle(
        view: tableView, animating: { tableView.isAnimatingBatchUpdates },
        finish: tableView.finishAnimations)
    }

    /// Runs the waiting turns and ends the collection view's running animations until neither
    /// is left, as time passing would, telling the collection view of each turn first.
    ///
    /// - Parameter collectionView: The collection view whose animations end.
    /// - Returns: `false` if work kept coming back after 100 rounds.
    @discardableResult
    package func settle(_ collectionView: UICollectionView) -> Bool {
      settle(
        view: collectionView, animating: { collectionView.isAnimatingBatchUpdates },
        finish: collectionView.finishAnimations)
    }

    private func settle(
      view: any StandInDragAndDropView, animating: () -> Bool, finish: () -> Void
    ) -> Bool {
      var rounds = 0
      // A turn passes even with nothing queued: the view's own work of the turn (a reorder
      // settling) comes before what the app queued for it.
      view.standInPassRunLoopTurn()
      while !turns.isEmpty || animating() {
        let work = turns
        turns = []
        for turn in work { turn() }
        finish()
        view.standInPassRunLoopTurn()
        rounds += 1
        if rounds > 100 { return false }
      }
      return true
    }

    /// Forgets the waiting turns.
    package func clear() { turns = [] }
  }
#endif
