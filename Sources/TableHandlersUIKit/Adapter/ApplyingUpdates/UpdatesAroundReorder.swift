#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  // What UIKit does not survive around the user's reorder, written down once for both hosts, as
  // `IGListBatchUpdateData.mm` writes down its batch rules:
  //
  // - While the user drags a row (the reorder control, a list's reorder accessory, or a drag
  //   over the view's own gap), `hasUncommittedUpdates` is `true` ("in the middle of
  //   reordering": `UITableView.h`), the view shows the row where the finger is, and its data
  //   source is told the move only at the drop. An update then crashes on devices
  //   (square/Listable#513, whose `ListChangesQueue` pauses while `hasUncommittedUpdates`). A
  //   declared update waits (`HostAdapter.waitsForDropOrReorder`, ``BatchedDeclaredHost``).
  // - UIKit settles the end of a reorder only on the next turn of the run loop: an update that
  //   deletes rows or sections in the turn the data source was told the move crashes a
  //   collection view, "because it's internal index path cache / data model has not yet been
  //   updated" (square/Listable#308 and its `ListChangesQueue`, which waits one turn). No source
  //   says a table view survives it, so the adapter treats both views alike. Every update that
  //   waits for a drop also waits for that turn (``ReorderFollowing/settles``).
  // - The registry moves a dropped row's handlers after its `moveRow` handler returns
  //   (`TableHandlers.userMovedRow`): an update applied from inside that handler would meet the
  //   registry without the move, the view with it.
  //
  // So an update an app forces through the table (`performUpdates` on the table view or list,
  // `call.table.deleteRows(at:)` and the rest) from inside the move, or one that deletes later in
  // the same turn, waits for the next turn, where the adapter applies it to the registry and
  // the view together, after the move: the library owns that batch, so it can hold it. It is
  // checked first, against the shape it will meet, so that a bad one still throws at the call.
  // A deletion held back this way is reported (`TableMisuse.deletionAfterReorderDeferred`):
  // the app's call returned before its update took effect. One forced while the user still
  // drags cannot be held back: the app's model has already changed, and the drop will tell the
  // move in the positions the view shows, which only an update applied now keeps true; the
  // adapter applies it as asked and reports it (`TableMisuse.updateWhileReordering`), which no
  // code of ours can make safe. A reorder the user cancels tells the data source nothing, so
  // what waits for it runs at the next redeclaration, drop or move.

  /// The user's reorder as an adapter follows it (`UpdatesAroundReorder.swift`).
  @MainActor
  struct ReorderFollowing {
    /// The row UIKit is telling the data source the user moved, while the adapter's move method
    /// runs: the registry moves its handlers once the `moveRow` handler has returned.
    var move: (from: TablePosition, to: TablePosition)?

    /// Whether a reorder ended in this turn of the run loop: UIKit settles it on the next.
    var settles = false

    /// The app's updates that wait for the next turn, in the order asked, each applying to the
    /// registry and the view together.
    var waiting: [@MainActor () throws -> Void] = []

    /// The registry's shape once the move and the waiting updates are applied, against which
    /// the next update is checked; `nil` while none waits.
    var shapeAfterWaiting: TableShape?

    /// Whether the adapter's own drop proposal opens a gap for a row reordered by drag.
    var showsReorderGap = false
  }

  extension HostAdapter {
    /// The user dropped a dragged row (UIKit's `moveRowAt`, `moveItemAt`): the app's data
    /// source and the handler are told, then the row's handlers move with it, as UIKit has
    /// already moved the row.
    ///
    /// The reorder settles on the next turn of the run loop, where the updates asked for
    /// meanwhile run (``reorderDidSettle()``).
    ///
    /// - Parameters:
    ///   - sourceIndexPath: Where the row was.
    ///   - destinationIndexPath: Where the user dropped it.
    ///   - host: The view.
    ///   - app: Calls the app's data source's method, where it implements it.
    func userMovedRow(
      from sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath, on host: any TableHost,
      app: () -> Void
    ) {
      let source = TablePosition(sourceIndexPath)
      let destination = TablePosition(destinationIndexPath)
      reorder.showsReorderGap = false
      reorderSettlesNextTurn()
      reorder.move = (source, destination)
      defer { reorder.move = nil }
      whenSafe.running(.callback) {
        if appImplements(RowEvent<TablePosition, Void>.moveRow.id) { app() }
        do {
          try handlers.userMovedRow(from: source, to: destination, on: host)
        } catch {
          // The registry's shape disagrees with the view's, so the handlers cannot follow; the
          // move is still reported, so that the app's model follows the view, and the misuse
          // too, so that the app learns its view was edited behind the registry's back.
          handlers.answer(.moveRow, at: source, destination, on: host)
          handlers.reportMisuse(
            .unfollowedMove(from: source, to: destination, reason: "\(error)"))
        }
      }
    }

    /// Whether the app's data source is told the user's moves (it implements `moveRowAt`,
    /// `moveItemAt`), for `TableHandlers.userMayMove`.
    var appFollowsMoves: Bool { appImplements(RowEvent<TablePosition, Void>.moveRow.id) }

    /// Prepares the registry for the row count UIKit asks (`numberOfRowsInSection`,
    /// `numberOfItemsInSection`).
    ///
    /// UIKit asks the section count only of a data source that implements
    /// `numberOfSections(in:)`, and otherwise assumes one section: the registry, which checks
    /// edits against the counts it was told, is told that one section here. The drop
    /// placeholders UIKit removed by itself are forgotten.
    ///
    /// - Parameter host: The view.
    func willCountRows(on host: any TableHost) {
      if !answers(TableEvent<Void, Int>.numberOfSections.id) {
        _ = handlers.numberOfSections(on: host, after: nil)
      }
      forgetRemovedDropPlaceholders()
    }

    /// Notes that a reorder ended in this turn; the next turn settles it, once per turn.
    private func reorderSettlesNextTurn() {
      guard !reorder.settles else { return }
      reorder.settles = true
      whenSafe.nextTurn { [weak self] in self?.reorderDidSettle() }
    }

    /// The turn after a reorder ended: the app's updates that waited are applied, in the order
    /// asked, then what waited for the drop; then the rows on screen are named their VoiceOver
    /// moves from their places now.
    func reorderDidSettle() {
      reorder.settles = false
      let waiting = reorder.waiting
      reorder.waiting = []
      reorder.shapeAfterWaiting = nil
      for update in waiting {
        // Checked against the shape it meets when it was asked for: it throws only if the
        // registry was edited around this queue meanwhile, which the registry reports when the
        // view next answers its counts (`TableMisuse.unfollowedCountChange`).
        try? update()
      }
      settleAfterDrop()
      renameVisibleRowsActions()
    }

    /// Whether the user reorders a row now: the view shows one being reordered (its uncommitted
    /// updates are neither drop placeholders nor a drop from elsewhere), or the adapter's reorder
    /// proposal shows its gap.
    var viewReorders: Bool {
      viewHasUncommittedUpdates && dropPlaceholders.isEmpty
        && (!viewHasActiveDrop || reorder.showsReorderGap)
    }

    /// Applies an update the app asks for through the view, now or on the next turn (see the
    /// notes at the top of `UpdatesAroundReorder.swift`).
    ///
    /// - Parameters:
    ///   - update: The update, as the app asked for it.
    ///   - apply: Applies it to the registry and the view, in one batch.
    /// - Throws: `TableUpdateError` when the update does not fit the registry's shape (after the
    ///   move and the updates waiting before it); nothing changes then.
    /// - Complexity: O(*s* + *u* + *r*) to check an update that waits, as applying it.
    func performAppUpdate(
      _ update: TableUpdate, _ apply: @escaping @MainActor () throws -> Void
    ) throws {
      let deletes = !update.deletedRows.isEmpty || !update.deletedSections.isEmpty
      guard reorder.move != nil || (reorder.settles && (deletes || !reorder.waiting.isEmpty))
      else {
        if viewReorders { handlers.reportMisuse(.updateWhileReordering(update)) }
        return try apply()
      }
      let mapping = try update.mapping(from: reorder.shapeAfterWaiting ?? shapeAfterMove)
      reorder.shapeAfterWaiting = TableShape(rowCounts: mapping.newCounts)
      reorder.waiting.append(apply)
      if deletes { handlers.reportMisuse(.deletionAfterReorderDeferred(update)) }
    }

    /// The registry's shape once the move UIKit is telling is applied (the registry's shape
    /// outside the move).
    private var shapeAfterMove: TableShape {
      var counts = handlers.shape.rowCounts
      if let move = reorder.move, counts.indices.contains(move.from.section),
        counts.indices.contains(move.to.section)
      {
        counts[move.from.section] -= 1
        counts[move.to.section] += 1
      }
      return TableShape(rowCounts: counts)
    }
  }
#endif
