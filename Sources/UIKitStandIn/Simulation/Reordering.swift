#if !canImport(UIKit)
  import Foundation

  // A user's reorder of a row or item as devices do it, written once for both views: the user
  // lifts the row by its reorder control (a table in edit mode, a list's reorder accessory),
  // drags it while the view shows it under the finger, and drops or cancels it.
  //
  // - While the reorder is in progress, `hasUncommittedUpdates` is `true` ([H]
  //   `UITableView.h:425-426`: "in the middle of reordering"; `UICollectionView.h:418-419` the
  //   same), and the view's counts follow the row where the finger is while its data source's
  //   do not: it is told `moveRowAt`/`moveItemAt` only at the drop ([D]
  //   `tableView(_:moveRowAt:to:)`; Apple's Table View Programming Guide, "Managing the
  //   Reordering of Rows": the delegate is asked the target each time the row is over a
  //   destination, then the data source is told the move). An update then is not survived on
  //   devices (square/Listable#513), a runtime rule
  //   (`StandInRuntimeRuleViolation.Rule.editWhileReordering`, the collection view's alike).
  // - The end of the reorder settles only in the next turn of the run loop: an edit that
  //   deletes rows or sections in the turn the reorder ended, from inside the data source's
  //   move for example, crashes a collection view on devices (square/Listable#308 and its
  //   `ListChangesQueue`, whose `CollectionViewLayout.sendEndQueuingEditsAfterDelay()` waits one
  //   turn with `OperationQueue.main.addOperation`, after a drop and after a cancel alike). No
  //   source says a table survives it: the stand-in holds a table to the
  //   same rule (`deletionWhileReorderSettles`), stricter than a device where a device is
  //   undocumented, so that nothing passes here that could fail there.
  //
  // The stand-in has no run loop of its own: a test says a turn has passed with
  // `standInPassRunLoopTurn()` (the tests' `StandInRunLoop` does, for the view it settles,
  // before it runs the queued turns).

  /// What a view's reorder is doing (stand-in only).
  @MainActor struct StandInReorderState {
    /// The row being reordered: where the user lifted it, and where the view shows it now.
    struct Lifted {
      var source: IndexPath
      var current: IndexPath
    }

    /// The reorder in progress, `nil` while none is.
    var lifted: Lifted?

    /// Whether a reorder ended (dropped or cancelled) in the current turn of the run loop.
    var settles = false
  }

  /// One of the reorder's runtime rules, reported by each view with its own rule type.
  enum StandInReorderRule {
    /// `editWhileReordering`.
    case editWhileReordering
    /// `deletionWhileReorderSettles`.
    case deletionWhileReorderSettles
  }

  /// What the reorder needs of a view beyond the drag and drop simulation's
  /// (`StandInDragDropView`): each view answers in its own words.
  @MainActor protocol StandInReorderingView: StandInDragDropView {
    /// What the reorder is doing.
    var reorderState: StandInReorderState { get set }
    /// Whether the user can lift the row or item at `indexPath` by its reorder control.
    func standInMayBeginReorder(at indexPath: IndexPath) -> Bool
    /// Where the row or item lands when the user drags it from `current` over `proposed`,
    /// lifted at `original`: the delegate's answer where the view asks one.
    func standInReorderTarget(original: IndexPath, current: IndexPath, proposed: IndexPath)
      -> IndexPath
    /// Shows the row or item at `source` at `destination`: the counts the view knows, its
    /// selection, its shown cells and layout follow it; the data source is not told.
    func standInShowReorderMove(from source: IndexPath, to destination: IndexPath)
    /// Tells the data source the row or item moved.
    func standInTellReorderEnded(from source: IndexPath, to destination: IndexPath)
    /// Reports a broken reorder rule, with the view's own rule type.
    func standInReport(_ rule: StandInReorderRule, _ message: String)
  }

  extension StandInDragAndDropView {
    /// The view as the reorder knows it.
    private var reordering: any StandInReorderingView {
      guard let view = self as? any StandInReorderingView else {
        preconditionFailure("\(type(of: self)) is not simulated")
      }
      return view
    }

    /// Whether the user reorders a row or item now (stand-in only).
    ///
    /// By its reorder control, from `userBeginsReorder(at:)` until the reorder ends or is
    /// cancelled, or by a drag of one row or item from this view over it, proposed as a move at
    /// a gap (the drag that `userDrops()` ends in the data source's move).
    /// `hasUncommittedUpdates` is then `true`, and no update may reach the view
    /// (``StandInRuntimeRuleViolation/Rule/editWhileReordering``).
    public var isReordering: Bool { reordering.standInIsReordering }

    /// Whether a reorder ended (dropped or cancelled) in this turn of the run loop, which the
    /// view settles only on the next one (stand-in only): until
    /// ``standInPassRunLoopTurn()``, no edit may delete rows, items or sections
    /// (``StandInRuntimeRuleViolation/Rule/deletionWhileReorderSettles``).
    public var isSettlingReorder: Bool { reordering.reorderState.settles }

    /// The user touches the reorder control of the row or item at `indexPath` and lifts it
    /// (stand-in only).
    ///
    /// The reorder is then in progress (``isReordering``, `hasUncommittedUpdates`) until
    /// ``userEndsReorder()`` or ``userCancelsReorder()``. A list lifts an item only for a data
    /// source that implements `moveItemAt` and a `canMoveItemAt` that allows it ("the
    /// collection view ignores any attempts to reorder items" without the first: [D] both
    /// methods). A table lifts any row: as with `userMovesRow(at:to:)`, the test says the user
    /// touched a reorder control; `visibleBehaviourOfRow(at:).showsReorderControl` says whether
    /// UIKit shows one.
    ///
    /// - Precondition: No reorder is in progress.
    /// - Parameter indexPath: The row or item.
    /// - Returns: Whether the reorder began.
    @discardableResult
    public func userBeginsReorder(at indexPath: IndexPath) -> Bool {
      let view = reordering
      precondition(
        view.reorderState.lifted == nil,
        "a reorder is in progress: end it with userEndsReorder() or userCancelsReorder() first")
      guard view.standInMayBeginReorder(at: indexPath) else { return false }
      view.reorderState.lifted = StandInReorderState.Lifted(source: indexPath, current: indexPath)
      return true
    }

    /// The user drags the row or item being reordered over `proposed`, the place it would have
    /// once moved there (stand-in only).
    ///
    /// The view shows it there at once, as UIKit does under the finger: the counts it knows, its
    /// selection, its shown cells and layout follow the row; its data source is not told. A
    /// list asks its delegate's `targetIndexPathForMoveOfItemFromOriginalIndexPath` first,
    /// which may send it elsewhere (absent: the proposed place); a table asks its delegate nothing here, as
    /// `userMovesRow(at:to:)` never did (the tests' own table asks
    /// `targetIndexPathForMoveFromRowAt` as UIKit does).
    ///
    /// - Precondition: A reorder is in progress.
    /// - Parameter proposed: Where the user drags it.
    /// - Returns: Where the view shows it now.
    @discardableResult
    public func userDragsReorder(to proposed: IndexPath) -> IndexPath {
      let view = reordering
      guard let lifted = view.reorderState.lifted else {
        preconditionFailure("no reorder is in progress: begin one with userBeginsReorder(at:)")
      }
      let target = view.standInReorderTarget(
        original: lifted.source, current: lifted.current, proposed: proposed)
      view.standInShowReorderMove(from: lifted.current, to: target)
      view.reorderState.lifted?.current = target
      return target
    }

    /// The user lifts the finger: the row or item stays where the view shows it, and the data
    /// source is told `tableView(_:moveRowAt:to:)` / `collectionView(_:moveItemAt:to:)` from
    /// where it was lifted to there, even where that is where it was (stand-in only).
    ///
    /// The reorder is no longer in progress when the data source is told, and settles on the
    /// next turn of the run loop (``isSettlingReorder``, ``standInPassRunLoopTurn()``).
    ///
    /// - Precondition: A reorder is in progress.
    /// - Returns: Where the row or item landed.
    @discardableResult
    public func userEndsReorder() -> IndexPath {
      let view = reordering
      guard let lifted = view.reorderState.lifted else {
        preconditionFailure("no reorder is in progress: begin one with userBeginsReorder(at:)")
      }
      view.reorderState.lifted = nil
      view.reorderState.settles = true
      view.standInTellReorderEnded(from: lifted.source, to: lifted.current)
      return lifted.current
    }

    /// The user's reorder is cancelled (stand-in only).
    ///
    /// The row or item goes back where it was lifted from, and the data source is told
    /// nothing. The view settles on the next turn of the run loop, as after a drop (square/Listable waits one turn after a cancelled interactive
    /// move too). Nothing happens when no reorder is in progress.
    public func userCancelsReorder() {
      let view = reordering
      guard let lifted = view.reorderState.lifted else { return }
      view.standInShowReorderMove(from: lifted.current, to: lifted.source)
      view.reorderState.lifted = nil
      view.reorderState.settles = true
    }

    /// A turn of the main run loop has passed (stand-in only).
    ///
    /// A reorder that ended has settled. The tests' run loop calls it for the view before it runs the work queued for
    /// the turn, as UIKit's own work of a turn comes before the blocks the app queued for the
    /// next one.
    public func standInPassRunLoopTurn() {
      reordering.reorderState.settles = false
    }
  }

  extension StandInReorderingView {
    /// Whether a reorder is in progress: by the reorder control, or by a drag of one row or
    /// item from this view over it that shows the gap its drop moves it to (the local reorder
    /// of `DragAndDrop.swift`).
    var standInIsReordering: Bool {
      if reorderState.lifted != nil { return true }
      let state = dragDropState
      guard let drag = state.drop?.drag, drag.sourceView === self, drag.items.count == 1,
        !state.sourcesStale, state.dropInside, !state.dropRefused, state.destination != nil
      else { return false }
      return state.proposal.operation == .move
        && state.proposal.intent == StandInDropProposal.insertAt
    }

    /// Checks one group of updates (a batch, a `beginUpdates()` group, or an edit outside
    /// both) against the reorder: none while it is in progress, no deletion while it settles.
    ///
    /// - Parameters:
    ///   - updates: The group's updates, as the table's (a collection view's equivalents).
    ///   - entries: The updates as the view's update log prints them.
    ///   - words: The view's words.
    func checkReorder(
      _ updates: [StandInTableUpdate], printed entries: [String], in words: StandInBatchVocabulary
    ) {
      let what =
        entries.isEmpty ? "an empty batch" : "an update (\(entries.joined(separator: ", ")))"
      if standInIsReordering {
        standInReport(
          .editWhileReordering,
          "\(what) was applied while the user reorders \(words.anItem), which devices do not"
            + " survive: the \(words.view) shows the \(words.item) where the finger is, and its"
            + " data source is told only at the drop (square/Listable#513)")
      } else if reorderState.settles, updates.contains(where: \.deletes) {
        standInReport(
          .deletionWhileReorderSettles,
          "\(what) deletes \(words.item)s or sections in the turn of the run loop in which the"
            + " user's reorder ended, before the \(words.view) has settled it"
            + " (square/Listable#308: \"internal index path cache / data model has not yet been"
            + " updated\"); delete on the next turn")
      }
    }

    /// Checks `reloadData()` against the reorder: none while it is in progress.
    ///
    /// - Returns: Whether the reload broke the rule (it then reports nothing else about
    ///   uncommitted updates).
    func checkReorderReload(in words: StandInBatchVocabulary) -> Bool {
      guard standInIsReordering else { return false }
      standInReport(
        .editWhileReordering,
        "reloadData() was called while the user reorders \(words.anItem), which devices do not"
          + " survive (hasUncommittedUpdates: \"in the middle of reordering\";"
          + " square/Listable#513)")
      return true
    }
  }

  extension StandInTableUpdate {
    /// Whether the update deletes rows or sections.
    fileprivate var deletes: Bool {
      switch self {
      case .deleteRows(let paths, _): return !paths.isEmpty
      case .deleteSections(let sections, _): return !sections.isEmpty
      default: return false
      }
    }
  }

  extension UITableView: StandInReorderingView {
    func standInMayBeginReorder(at indexPath: IndexPath) -> Bool { true }

    func standInReorderTarget(original: IndexPath, current: IndexPath, proposed: IndexPath)
      -> IndexPath
    { proposed }

    /// The counts the table knows follow the row (those of its last layout, else its data
    /// source's now), as do its selection, its shown cells and layout.
    func standInShowReorderMove(from source: IndexPath, to destination: IndexPath) {
      if var counts = knownRowCounts ?? (dataSource == nil ? nil : askRowCounts()) {
        counts[source.section] -= 1
        counts[destination.section] += 1
        knownRowCounts = counts
      }
      let plan = DisplayedCellsPlan([.moveRow(from: source, to: destination)])
      carrySelection(through: plan)
      // The cell under the finger goes with its row, those between shift with theirs.
      displayedCells = plan.place(displayedCells).moved
      forgetLayout()
    }

    func standInTellReorderEnded(from source: IndexPath, to destination: IndexPath) {
      tellDataSourceRowMoved(from: source, to: destination)
    }

    func standInReport(_ rule: StandInReorderRule, _ message: String) {
      switch rule {
      case .editWhileReordering: report(.editWhileReordering, message)
      case .deletionWhileReorderSettles: report(.deletionWhileReorderSettles, message)
      }
    }
  }

  extension UICollectionView: StandInReorderingView {
    /// "Without `moveItemAt`, the collection view ignores any attempts to reorder items"; with
    /// it and without `canMoveItemAt`, "the collection view allows all items to be reordered"
    /// ([D] both methods).
    func standInMayBeginReorder(at indexPath: IndexPath) -> Bool {
      dataSourceMovesItems && askedCanMoveItem(at: indexPath)
    }

    /// The delegate's `targetIndexPathForMoveOfItemFromOriginalIndexPath` (iOS 15), with where
    /// the item was lifted and where it is now; absent, the proposed place.
    func standInReorderTarget(original: IndexPath, current: IndexPath, proposed: IndexPath)
      -> IndexPath
    { askedTargetIndexPathForMove(from: original, at: current, to: proposed) }

    /// The counts the collection view knows follow the item, as do its selection, its shown
    /// cells and layout.
    func standInShowReorderMove(from source: IndexPath, to destination: IndexPath) {
      if var counts = countsBeforeUpdates(), counts.indices.contains(source.section),
        counts.indices.contains(destination.section)
      {
        counts[source.section] -= 1
        counts[destination.section] += 1
        knownItemCounts = counts
      }
      let plan = DisplayedCellsPlan([.moveRow(from: source, to: destination)])
      carrySelection(through: plan)
      // The cell under the finger goes with its row, those between shift with theirs.
      displayedCells = plan.place(displayedCells).moved
      forgetLayout()
    }

    func standInTellReorderEnded(from source: IndexPath, to destination: IndexPath) {
      tellDataSourceItemMoved(from: source, to: destination)
    }

    func standInReport(_ rule: StandInReorderRule, _ message: String) {
      switch rule {
      case .editWhileReordering: report(.editWhileReordering, message)
      case .deletionWhileReorderSettles: report(.deletionWhileReorderSettles, message)
      }
    }
  }
#endif
