#if !canImport(UIKit)
  import Foundation

  // The cells and supplementary views a collection view shows and those it keeps for reuse, as
  // UIKit does, modelled as the table's are (`CellReuse.swift`): a test says which items are on
  // screen with `displayItem(at:)` (the data source's `cellForItemAt`, then `willDisplay`) and
  // `endDisplayingItem(at:)` (`didEndDisplaying`, then the cell waits for reuse).
  // - A dequeue returns a waiting view of the identifier first, after its `prepareForReuse()`,
  //   and creates one only when none waits; an identifier nothing is registered for stops the
  //   program with UIKit's text (`UICollectionView.h`: there is no dequeue that returns nil).
  // - An insertion, deletion or move moves the shown cells to their items' new positions (the
  //   table's plan, `DisplayedCellsPlan`); a reloaded item gets a new cell; a reconfigured item
  //   is asked again and its dequeue returns its existing cell without `prepareForReuse()`
  //   ("Reconfiguring … does not replace the existing cell", Apple,
  //   `reconfigureItems(at:)`), at once, inside a batch too, at its index path before the
  //   batch (code-payments/code-ios-app PR #483, observed on devices: "UIKit resolves a
  //   reconfigure synchronously against the data source at its pre-update index path").
  // - After `reloadData()`, the collection view asks again for the cells and supplementary
  //   views it shows, at its next layout (`layoutIfNeeded()`, or an item or header shown):
  //   reloading "causes the collection view to discard any currently visible items (including
  //   placeholders) and recreate items based on the current state of the data source object
  //   … the collection view only displays those cells and supplementary views that are
  //   visible" (Apple, `UICollectionView.reloadData()`); "All cells are recycled and reused in
  //   an unordered manner" (observed on devices, dev.to/jacoli, "Testing UICollectionViewCell
  //   reuse behavior"). Each shown view ends displaying and waits for reuse, then each item,
  //   header and footer the data source and the list configuration still have is shown again.
  //   Until that layout the old views stay, with their old content.
  // - A section's header and footer are shown only where its list configuration's
  //   `headerMode`/`footerMode` is `.supplementary` (`UICollectionLayoutList.h`: with `.none`
  //   "No headers are shown"), whatever the data source can make; with `.firstItemInSection`
  //   the header is the section's item 0, an ordinary cell.

  /// The layout environment the stand-in gives a section provider: an empty shell.
  final class StandInLayoutEnvironment: NSObject, NSCollectionLayoutEnvironment {}

  extension UICollectionView {
    /// The list configuration of a section, as the layout makes it, or `nil` when the section
    /// is not a list section (stand-in only).
    ///
    /// A `UICollectionViewCompositionalLayout(sectionProvider:)` is asked for the section then,
    /// as UIKit asks it while it lays the section out.
    ///
    /// - Parameter section: The section.
    /// - Returns: The configuration.
    public func standInListConfiguration(forSection section: Int)
      -> UICollectionLayoutListConfiguration?
    {
      collectionViewLayout.listConfiguration(
        forSection: section, environment: StandInLayoutEnvironment())
    }

    /// Shows an item (stand-in only): learns the counts if it knows none, asks the data source
    /// for the item's cell, which must have been dequeued
    /// (``StandInCollectionRuleViolation/Rule/viewNotDequeued``), records it as shown (a cell
    /// shown there before ends displaying first), then tells the delegate `willDisplay` if it
    /// implements it.
    ///
    /// - Parameter indexPath: The item.
    /// - Returns: The cell.
    @discardableResult
    public func displayItem(at indexPath: IndexPath) -> UICollectionViewCell {
      guard dataSource != nil else {
        preconditionFailure("UICollectionView stand-in: displayItem(at:) needs a data source")
      }
      if displayedCells[indexPath] != nil { endDisplayingItem(at: indexPath) }
      layOut()
      return updatingVisibleCells {
        guard let cell = requestCell(at: indexPath) else {
          preconditionFailure("UICollectionView stand-in: the data source left during display")
        }
        show(cell, at: indexPath)
        return cell
      }
    }

    /// Stops showing an item (stand-in only), as when it scrolls off: the delegate is told
    /// `didEndDisplaying` if it implements it, and the cell waits for reuse.
    ///
    /// - Parameter indexPath: The item.
    public func endDisplayingItem(at indexPath: IndexPath) {
      guard let cell = displayedCells.removeValue(forKey: indexPath) else { return }
      updatingVisibleCells { tellDelegateDidEndDisplaying(cell, forItemAt: indexPath) }
      enqueue(cell)
    }

    /// Shows a section's header or footer (stand-in only), if its list configuration has one:
    /// asks the data source for the view, which must have been dequeued, then tells the
    /// delegate `willDisplaySupplementaryView`.
    ///
    /// - Parameters:
    ///   - elementKind: `UICollectionView.elementKindSectionHeader` or `…Footer`.
    ///   - indexPath: The view's index path: the section's, item 0.
    /// - Returns: The view, or `nil` when the section has no such supplementary view (not a
    ///   list section, or a mode other than `.supplementary`).
    /// - Precondition: The data source implements
    ///   `collectionView(_:viewForSupplementaryElementOfKind:at:)`, as UIKit needs a view there.
    @discardableResult
    public func displaySupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
      -> UICollectionReusableView?
    {
      guard hasSupplementaryView(ofKind: elementKind, inSection: indexPath.section) else {
        return nil
      }
      let key = Self.supplementaryKey(elementKind, indexPath)
      if displayedSupplementaryViews[key] != nil {
        endDisplayingSupplementaryView(ofKind: elementKind, at: indexPath)
      }
      layOut()
      return updatingVisibleCells {
        guard let view = askedSupplementaryView(ofKind: elementKind, at: indexPath) else {
          preconditionFailure(
            "UICollectionView stand-in: the layout shows a \(elementKind) in section"
              + " \(indexPath.section), and the data source cannot make it")
        }
        checkDequeued(view, kind: elementKind)
        displayedSupplementaryViews[key] = view
        addSubview(view)
        tellDelegateWillDisplaySupplementaryView(view, ofKind: elementKind, at: indexPath)
        return view
      }
    }

    /// Stops showing a header or footer (stand-in only): the delegate is told
    /// `didEndDisplayingSupplementaryView`, and the view waits for reuse.
    ///
    /// - Parameters:
    ///   - elementKind: The view's kind.
    ///   - indexPath: The view's index path.
    public func endDisplayingSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
    {
      let key = Self.supplementaryKey(elementKind, indexPath)
      guard let view = displayedSupplementaryViews.removeValue(forKey: key) else { return }
      updatingVisibleCells {
        tellDelegateDidEndDisplayingSupplementaryView(view, ofKind: elementKind, at: indexPath)
      }
      enqueue(view, kind: elementKind)
    }

    /// Whether a section's list configuration shows a supplementary view of the kind.
    func hasSupplementaryView(ofKind elementKind: String, inSection section: Int) -> Bool {
      guard let configuration = standInListConfiguration(forSection: section) else { return false }
      switch elementKind {
      case Self.elementKindSectionHeader: return configuration.headerMode == .supplementary
      case Self.elementKindSectionFooter: return configuration.footerMode == .supplementary
      default: return false
      }
    }

    /// The cell shown at an item, or `nil` when the item is not shown.
    ///
    /// - Parameter indexPath: The item.
    /// - Returns: The cell.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
      displayedCells[indexPath]
    }

    /// The item a shown cell is at now, or `nil` when the cell is not shown.
    ///
    /// - Parameter cell: The cell.
    /// - Returns: The item.
    /// - Complexity: O(*n*) in the shown cells.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
      displayedCells.first { $0.value === cell }?.key
    }

    /// The shown cells, in no documented order: the stand-in's is never item order when two or
    /// more are shown (`VisibleOrder.swift`).
    public var visibleCells: [UICollectionViewCell] {
      StandInVisibleOrder.scrambled(displayedCells).map(\.1)
    }

    /// The shown items, unsorted as Apple documents ("an unsorted array"; the stand-in's order
    /// is never item order when two or more are shown: `VisibleOrder.swift`), or empty.
    public var indexPathsForVisibleItems: [IndexPath] {
      StandInVisibleOrder.scrambled(displayedCells).map(\.0)
    }

    /// The supplementary view shown for a kind at an index path, or `nil`.
    ///
    /// - Parameters:
    ///   - elementKind: The kind.
    ///   - indexPath: The index path.
    /// - Returns: The view.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
      -> UICollectionReusableView?
    {
      displayedSupplementaryViews[Self.supplementaryKey(elementKind, indexPath)]
    }

    /// The shown supplementary views of a kind, in section order.
    ///
    /// - Parameter elementKind: The kind.
    /// - Returns: The views.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView]
    {
      indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap {
        supplementaryView(forElementKind: elementKind, at: $0)
      }
    }

    /// The index paths of the shown supplementary views of a kind, in order.
    ///
    /// - Parameter elementKind: The kind.
    /// - Returns: The index paths.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String)
      -> [IndexPath]
    {
      displayedSupplementaryViews.keys.filter { $0.kind == elementKind }
        .map { IndexPath(item: 0, section: Int($0.name) ?? 0) }.sorted()
    }

    /// The items (after their update) whose reconfiguration got another cell than the item's
    /// existing one, which UIKit forbids (stand-in only).
    public var reconfiguredWithAnotherCell: [IndexPath] { reconfigureMismatches }

    /// How many cells wait for reuse with an identifier (stand-in only).
    ///
    /// - Parameter identifier: The reuse identifier.
    /// - Returns: The number of waiting cells.
    public func reusableCellCount(withReuseIdentifier identifier: String) -> Int {
      reusableCells[identifier]?.count ?? 0
    }

    // MARK: Internals

    /// Learns the counts before showing anything, as UIKit lays out before it displays (the
    /// next updates are checked from them), and asks again for the views a reload left.
    private func layOut() {
      if !isUpdatingVisibleCells { _ = itemCounts() }
      if shownViewsAwaitReload { layoutIfNeeded() }
    }

    /// Shows again, after `reloadData()`, the items and supplementary views the collection view
    /// shows (see the file's notes).
    ///
    /// Every shown cell and supplementary view ends displaying and waits for reuse, then the
    /// items the data source still has, and the headers and footers their sections' list
    /// configurations still show, are shown again, in order.
    func reloadShownViewsIfNeeded() {
      guard shownViewsAwaitReload, dataSource != nil, !isPerformingBatchUpdates,
        !isUpdatingVisibleCells
      else { return }
      shownViewsAwaitReload = false
      let cells = displayedCells.sorted { $0.key < $1.key }
      let views = displayedSupplementaryViews.map { (key: $0.key, view: $0.value) }
        .sorted { ($0.key.kind, Int($0.key.name) ?? 0) < ($1.key.kind, Int($1.key.name) ?? 0) }
      displayedCells = [:]
      displayedSupplementaryViews = [:]
      updatingVisibleCells {
        for (path, cell) in cells {
          tellDelegateDidEndDisplaying(cell, forItemAt: path)
          enqueue(cell)
        }
        for (key, view) in views {
          let path = IndexPath(item: 0, section: Int(key.name) ?? 0)
          tellDelegateDidEndDisplayingSupplementaryView(view, ofKind: key.kind, at: path)
          enqueue(view, kind: key.kind)
        }
      }
      let counts = itemCounts()
      for (key, _) in views where (Int(key.name) ?? 0) < counts.count {
        displaySupplementaryView(
          ofKind: key.kind, at: IndexPath(item: 0, section: Int(key.name) ?? 0))
      }
      for (path, _) in cells where path.section < counts.count && path.item < counts[path.section] {
        displayItem(at: path)
      }
    }

    /// The key of a shown supplementary view: its kind and section.
    static func supplementaryKey(_ kind: String, _ indexPath: IndexPath) -> StandInSupplementaryKey
    {
      StandInSupplementaryKey(kind: kind, name: "\(indexPath.section)")
    }

    /// Asks the data source for an item's cell, as a cell request (a registration made now is
    /// made inside a cell provider), and checks that it was dequeued.
    private func requestCell(at indexPath: IndexPath) -> UICollectionViewCell? {
      let cell = StandInRegistrations.insideCellRequest { askedCell(forItemAt: indexPath) }
      if let cell { checkDequeued(cell, kind: Self.elementKindCell) }
      return cell
    }

    /// The reconfigured item's own cell, or a waiting cell prepared for reuse, or `nil`.
    func reusedCell(withIdentifier identifier: String) -> UICollectionViewCell? {
      if let cell = cellBeingReconfigured, cell.reuseIdentifier == identifier {
        cellBeingReconfigured = nil
        return cell
      }
      guard let cell = reusableCells[identifier]?.popLast() else { return nil }
      cell.prepareForReuse()
      return cell
    }

    /// Moves, drops, reloads and reconfigures the shown cells and supplementary views for
    /// finished updates.
    func updateDisplayedCells(for updates: [StandInCollectionUpdate]) {
      let plan = DisplayedCellsPlan(updates.map(\.tableEquivalent)[...])
      carrySelection(through: plan)
      forgetLayout()
      updatingVisibleCells {
        moveSupplementaryViews(with: plan)
        moveCells(with: plan)
      }
    }

    private func moveCells(with plan: DisplayedCellsPlan) {
      let placement = plan.place(displayedCells)
      for (old, cell) in placement.removed {
        tellDelegateDidEndDisplaying(cell, forItemAt: old)
        enqueue(cell)
      }
      displayedCells = placement.moved
      for path in placement.reloads { displayItem(at: path) }
    }

    /// Asks the data source again for the shown items among `paths`, at once, at the index
    /// paths the shown cells have now (before the edits of an open batch), as the table does
    /// (`CellReuse.swift`): the dequeue of an item's identifier returns its own cell.
    func reconfigureShownItems(_ paths: [IndexPath]) {
      updatingVisibleCells {
        for path in paths {
          guard dataSource != nil, let cell = displayedCells[path] else { continue }
          cellBeingReconfigured = cell
          let asked = requestCell(at: path)
          cellBeingReconfigured = nil
          guard let answer = asked, answer !== cell else { continue }
          reconfigureMismatches.append(path)
          displayedCells[path] = nil
          enqueue(cell)
          show(answer, at: path)
        }
      }
    }

    private func moveSupplementaryViews(with plan: DisplayedCellsPlan) {
      var moved: [StandInSupplementaryKey: UICollectionReusableView] = [:]
      for (key, view) in displayedSupplementaryViews {
        let old = Int(key.name) ?? 0
        if let new = plan.newSection(of: old), !plan.reloadedSection(old) {
          moved[StandInSupplementaryKey(kind: key.kind, name: "\(new)")] = view
        } else {
          let path = IndexPath(item: 0, section: old)
          tellDelegateDidEndDisplayingSupplementaryView(view, ofKind: key.kind, at: path)
          enqueue(view, kind: key.kind)
        }
      }
      displayedSupplementaryViews = moved
    }

    private func show(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
      displayedCells[indexPath] = cell
      cell.isSelected = selectedItems.contains(indexPath)
      addSubview(cell)
      tellDelegateWillDisplay(cell, forItemAt: indexPath)
    }

    private func enqueue(_ cell: UICollectionViewCell) {
      cell.removeFromSuperview()
      guard let identifier = cell.reuseIdentifier else { return }
      reusableCells[identifier, default: []].append(cell)
    }

    private func enqueue(_ view: UICollectionReusableView, kind: String) {
      view.removeFromSuperview()
      guard let identifier = view.reuseIdentifier else { return }
      reusableSupplementaryViews[StandInSupplementaryKey(kind: kind, name: identifier), default: []]
        .append(view)
    }
  }
#endif
