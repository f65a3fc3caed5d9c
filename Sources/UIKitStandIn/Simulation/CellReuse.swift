#if !canImport(UIKit)
  import Foundation

  // The cells a table shows and the cells it keeps for reuse, as UIKit does, so that reuse bugs
  // (a control keeping an old row's value, a captured index path) show in tests.
  //
  // The stand-in lays nothing out: a test says which rows are on screen with
  // `displayRow(at:)` (the data source's `cellForRowAt`, then `willDisplay`) and
  // `endDisplayingRow(at:)` (`didEndDisplaying`, then the cell waits in the reuse queue). What
  // UIKit does with shown cells is modelled:
  // - `dequeueReusableCell(withIdentifier:)` returns a waiting cell of that identifier first,
  //   after calling its `prepareForReuse()` ("called just before the object is returned from
  //   the table view method dequeueReusableCell(withIdentifier:)", Apple,
  //   `UITableViewCell.prepareForReuse()`), and creates one only when none waits;
  // - an insertion, deletion or move moves the shown cells to their rows' new positions without
  //   asking the data source (`indexPath(for:)` then answers the new position); the cells of
  //   deleted rows go to the reuse queue. In a batch, deletions and reloads name rows before the
  //   batch and insertions rows after it, as `performBatchUpdates(_:completion:)` documents;
  // - a reloaded row that is shown gets a new cell from the data source, its old cell going to
  //   the queue first (so it may come back);
  // - a reconfigured row that is shown is asked again, and dequeuing its identifier returns its
  //   existing cell without `prepareForReuse()` (Apple, `reconfigureRows(at:)`: "Your cell
  //   provider must dequeue the same type of cell for the provided index path, and must return
  //   the same existing cell for a given index path. Because this method reconfigures existing
  //   cells, the table view doesn't call prepareForReuse for each cell dequeued. If you need to
  //   return a different type of cell for an index path, use reloadRows(at:with:) instead.");
  //   a data source that returns another cell breaks that rule, which
  //   `reconfiguredWithAnotherCell` records. The row is asked at once, inside a batch too, at
  //   the index path it has then, before the batch's edits: "UIKit resolves a reconfigure
  //   synchronously against the data source at its pre-update index path"
  //   (code-payments/code-ios-app PR #483, observed on devices: a data source already holding
  //   the batch's new data answers another row's content there, or another kind of cell). The
  //   cells then move with the batch like the others;
  // - after `reloadData()`, the table asks again for the rows it shows, at its next layout
  //   (`layoutIfNeeded()`, or a row shown with `displayRow(at:)`): "For efficiency, the table
  //   view redisplays only those rows that are visible" (Apple, `UITableView.reloadData()`),
  //   "which recreates and reconfigures all visible cells" (airbnb/epoxy-ios,
  //   `CollectionViewConfiguration.swift`). Each shown cell ends displaying and goes to the
  //   reuse queue, then each row that the data source still has is shown again from its
  //   `cellForRowAt`, so a reused cell may come back at another row (a collection view's
  //   cells "are recycled and reused in an unordered manner", observed on devices,
  //   dev.to/jacoli, "Testing UICollectionViewCell reuse behavior"; the stand-in's table does
  //   the same). Until that layout the old cells stay, with their old content.
  // Header and footer views on screen move with their sections the same way; a deleted or
  // reloaded section's views, and every one at `reloadData()`, leave the screen.
  // Not modelled: a new data source keeps the shown cells.
  extension UITableView {
    /// Shows a row (stand-in only): asks the data source for its cell, records it as shown at
    /// the row (a cell shown there before ends displaying first), then tells the delegate
    /// `willDisplay` if it implements it.
    ///
    /// - Parameter indexPath: The row.
    /// - Returns: The cell.
    @discardableResult
    public func displayRow(at indexPath: IndexPath) -> UITableViewCell {
      guard dataSource != nil else {
        preconditionFailure("UITableView stand-in: displayRow(at:) needs a data source")
      }
      // Showing a row is a layout pass: the cells a reload left are asked again first.
      if shownCellsAwaitReload { layoutIfNeeded() }
      if displayedCells[indexPath] != nil { endDisplayingRow(at: indexPath) }
      return updatingVisibleCells {
        guard let cell = askedCell(forRowAt: indexPath) else {
          preconditionFailure("UITableView stand-in: the data source left during displayRow(at:)")
        }
        measure(indexPath)
        show(cell, at: indexPath)
        return cell
      }
    }

    /// Asks the delegate for a shown row's height when it implemented the method when
    /// assigned, after the cell and before `willDisplay`, the order observed on devices (the
    /// sequence UIKit's layout follows, not a documented contract).
    private func measure(_ indexPath: IndexPath) {
      _ = askedHeightForRow(at: indexPath)
    }

    /// Stops showing a row (stand-in only), as when it scrolls off: the delegate is told
    /// `didEndDisplaying` if it implements it, and the cell waits in the reuse queue.
    ///
    /// - Parameter indexPath: The row.
    public func endDisplayingRow(at indexPath: IndexPath) {
      guard let cell = displayedCells.removeValue(forKey: indexPath) else { return }
      updatingVisibleCells {
        tellDelegateDidEndDisplaying(cell, forRowAt: indexPath)
      }
      enqueue(cell)
    }

    /// The cell shown at a row, or `nil` when the row is not shown (UIKit:
    /// `cellForRow(at:)`).
    ///
    /// - Parameter indexPath: The row.
    /// - Returns: The cell.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
      checkVisibleCellsRead(.cellForRowWhileUpdatingVisibleCells)
      return displayedCells[indexPath]
    }

    /// The row a shown cell is at now, or `nil` when the cell is not shown (UIKit:
    /// `indexPath(for:)`).
    ///
    /// - Parameter cell: The cell.
    /// - Returns: The row.
    /// - Complexity: O(*n*) in the shown cells.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
      displayedCells.first { $0.value === cell }?.key
    }

    /// The shown cells, in no documented order: the stand-in's is never row order when two or
    /// more are shown (`VisibleOrder.swift`); sort them by `indexPath(for:)` where order matters.
    public var visibleCells: [UITableViewCell] {
      checkVisibleCellsRead(.visibleCellsWhileUpdatingVisibleCells)
      return StandInVisibleOrder.scrambled(displayedCells).map(\.1)
    }

    /// The shown rows, in no documented order (the stand-in's is never row order when two or
    /// more are shown: `VisibleOrder.swift`), or `nil` when none is shown.
    public var indexPathsForVisibleRows: [IndexPath]? {
      checkVisibleCellsRead(.visibleRowsWhileUpdatingVisibleCells)
      return displayedCells.isEmpty ? nil : StandInVisibleOrder.scrambled(displayedCells).map(\.0)
    }

    /// The rows (after their update) whose reconfiguration got another cell than the row's
    /// existing one, which UIKit forbids (stand-in only; see `reconfigureRows(at:)`).
    public var reconfiguredWithAnotherCell: [IndexPath] { reconfigureMismatches }

    /// How many cells wait in the reuse queue for an identifier (stand-in only).
    ///
    /// - Parameter identifier: The reuse identifier.
    /// - Returns: The number of waiting cells.
    public func reusableCellCount(withIdentifier identifier: String) -> Int {
      reusableCells[identifier]?.count ?? 0
    }

    // MARK: Internals

    /// Whether a `performBatchUpdates` or a `beginUpdates` group is open.
    var isInUpdateGroup: Bool { isPerformingBatchUpdates || !updateGroupStarts.isEmpty }

    /// The reconfigured row's own cell, or a waiting cell prepared for reuse, or `nil`.
    func reusedCell(withIdentifier identifier: String) -> UITableViewCell? {
      if let cell = cellBeingReconfigured, cell.reuseIdentifier == identifier {
        cellBeingReconfigured = nil
        return cell
      }
      guard let cell = reusableCells[identifier]?.popLast() else { return nil }
      cell.prepareForReuse()
      return cell
    }

    /// Applies the last recorded update to the shown cells when no group is open.
    func updateDisplayedCellsOutsideGroups() {
      guard !isInUpdateGroup, let last = recordedUpdates.indices.last else { return }
      updateDisplayedCells(for: recordedUpdates[last...])
    }

    /// Moves, drops, reloads and reconfigures the shown cells for a group of updates.
    func updateDisplayedCells(for updates: ArraySlice<StandInTableUpdate>) {
      carrySelection(through: DisplayedCellsPlan(updates))
      forgetLayout()
      updatingVisibleCells { layOutDisplayedCells(for: updates) }
    }

    private func layOutDisplayedCells(for updates: ArraySlice<StandInTableUpdate>) {
      let plan = DisplayedCellsPlan(updates)
      updateHeaderFooterViews(for: plan)
      guard !displayedCells.isEmpty else { return }
      let placement = plan.place(displayedCells)
      for (old, cell) in placement.removed {
        tellDelegateDidEndDisplaying(cell, forRowAt: old)
        enqueue(cell)
      }
      displayedCells = placement.moved
      for path in placement.reloads { displayRow(at: path) }
    }

    /// Shows again, after `reloadData()`, the rows the table shows (see the file's notes).
    ///
    /// Every shown cell ends displaying and waits for reuse, then the rows the data source
    /// still has are shown again, in order. Not while a group of updates is open or the
    /// visible cells update.
    func reloadShownCellsIfNeeded() {
      guard shownCellsAwaitReload, dataSource != nil, !isInUpdateGroup, !isUpdatingVisibleCells
      else { return }
      shownCellsAwaitReload = false
      let shown = displayedCells.sorted { $0.key < $1.key }
      displayedCells = [:]
      updatingVisibleCells {
        for (path, cell) in shown {
          tellDelegateDidEndDisplaying(cell, forRowAt: path)
          enqueue(cell)
        }
      }
      let counts = standInKnownCounts()
      for (path, _) in shown
      where path.section < counts.count && path.row < counts[path.section] {
        displayRow(at: path)
      }
    }

    /// Asks the data source again for the shown rows among `paths`, at once, at the index paths
    /// the shown cells have now (before the edits of an open group): the dequeue of a row's
    /// identifier returns its own cell (see the file's notes).
    func reconfigureShownRows(_ paths: [IndexPath]) {
      updatingVisibleCells {
        for path in paths {
          guard dataSource != nil, let cell = displayedCells[path] else { continue }
          cellBeingReconfigured = cell
          let asked = askedCell(forRowAt: path)
          cellBeingReconfigured = nil
          guard let answer = asked, answer !== cell else { continue }
          reconfigureMismatches.append(path)
          displayedCells[path] = nil
          enqueue(cell)
          show(answer, at: path)
        }
      }
    }

    private func show(_ cell: UITableViewCell, at indexPath: IndexPath) {
      displayedCells[indexPath] = cell
      addSubview(cell)
      tellDelegateWillDisplay(cell, forRowAt: indexPath)
    }

    private func enqueue(_ cell: UITableViewCell) {
      cell.removeFromSuperview()
      guard let identifier = cell.reuseIdentifier else { return }
      reusableCells[identifier, default: []].append(cell)
    }
  }

  /// Where the rows of a group of updates go: deletions, reloads and move sources name rows
  /// before the group, insertions and move destinations rows after it.
  struct DisplayedCellsPlan {
    private var deletedSections: Set<Int> = []
    private var insertedSections: Set<Int> = []
    private var sectionMoves: [Int: Int] = [:]
    private var deletedRows: Set<IndexPath> = []
    private var insertedRows: Set<IndexPath> = []
    private var rowMoves: [IndexPath: IndexPath] = [:]
    private var reloadedRows: Set<IndexPath> = []
    private var reloadedSections: Set<Int> = []

    init(_ updates: ArraySlice<StandInTableUpdate>) {
      for update in updates {
        switch update {
        case .insertRows(let paths, _): insertedRows.formUnion(paths)
        case .deleteRows(let paths, _): deletedRows.formUnion(paths)
        case .reloadRows(let paths, _): reloadedRows.formUnion(paths)
        case .moveRow(let from, let to): rowMoves[from] = to
        case .insertSections(let sections, _): insertedSections.formUnion(sections)
        case .deleteSections(let sections, _): deletedSections.formUnion(sections)
        case .reloadSections(let sections, _): reloadedSections.formUnion(sections)
        case .moveSection(let from, let to): sectionMoves[from] = to
        // A reconfiguration was resolved when it was made (`reconfigureShownRows(_:)`).
        case .reconfigureRows, .reloadData, .beginUpdates, .endUpdates, .batchUpdatesBegin,
          .batchUpdatesEnd:
          break
        }
      }
    }

    /// Whether a row (before the group) was reloaded, by itself or with its section.
    func reloaded(_ old: IndexPath) -> Bool {
      reloadedRows.contains(old) || reloadedSections.contains(old.section)
    }

    /// The position after the group of a row before it, or `nil` when it was deleted.
    func newPath(of old: IndexPath) -> IndexPath? {
      if let moved = rowMoves[old] { return moved }
      guard !deletedRows.contains(old), let section = newSection(of: old.section) else {
        return nil
      }
      let removed = Set(
        (deletedRows.union(rowMoves.keys)).filter { $0.section == old.section }.map(\.row))
      let fixed = insertedRows.union(rowMoves.values).filter { $0.section == section }.map(\.row)
      guard let row = Self.newIndex(of: old.row, removed: removed, fixed: fixed) else {
        return nil
      }
      return IndexPath(row: row, section: section)
    }

    /// Where shown views go (a table's cells, a collection view's): each to its position after
    /// the group, or removed (in the order of their positions before it); the positions after
    /// the group of those reloaded.
    func place<View>(_ shown: [IndexPath: View]) -> StandInPlacement<View> {
      var placement = StandInPlacement<View>()
      for (old, view) in shown.sorted(by: { $0.key < $1.key }) {
        guard let new = newPath(of: old) else {
          placement.removed.append((old, view))
          continue
        }
        placement.moved[new] = view
        if reloaded(old) { placement.reloads.append(new) }
      }
      return placement
    }

    /// Whether a section (before the group) was reloaded.
    func reloadedSection(_ old: Int) -> Bool { reloadedSections.contains(old) }

    /// The index after the group of a section before it, or `nil` when it was deleted.
    func newSection(of old: Int) -> Int? {
      if let moved = sectionMoves[old] { return moved }
      return Self.newIndex(
        of: old, removed: deletedSections.union(sectionMoves.keys),
        fixed: Array(insertedSections.union(sectionMoves.values)))
    }

    /// An index after removing `removed` (old indexes) and placing `fixed` (new indexes): the
    /// survivors keep their order and fill the places the fixed ones leave.
    private static func newIndex(of old: Int, removed: Set<Int>, fixed: [Int]) -> Int? {
      guard !removed.contains(old) else { return nil }
      var index = old - removed.filter { $0 < old }.count
      for place in fixed.sorted() {
        guard place <= index else { break }
        index += 1
      }
      return index
    }
  }

  /// Where a group of updates takes the shown views (`DisplayedCellsPlan.place(_:)`).
  struct StandInPlacement<View> {
    /// The views that stay, by their position after the group.
    var moved: [IndexPath: View] = [:]
    /// The views whose rows or items were deleted, with their position before the group.
    var removed: [(IndexPath, View)] = []
    /// The positions after the group whose views are reloaded.
    var reloads: [IndexPath] = []
  }
#endif
