#if !canImport(UIKit)
  import Foundation

  // Signatures declared by UIKit in `UITableView.h` (the iOS 17 SDK's UIKit headers).

  /// A stand-in for UIKit's `UITableView` that records what a real table would be told.
  ///
  /// It does not lay out rows or call its data source and delegate on its own. Instead it keeps
  /// the state a test wants to inspect: how often `dataSource` and `delegate` were assigned, the
  /// editing and selection state, the registered classes, and every structural update in
  /// `recordedUpdates` and `updateLog`. A test shows rows with `displayRow(at:)`; the shown
  /// cells then follow updates and go to a reuse queue as UIKit's do (`CellReuse.swift`).
  @MainActor open class UITableView: UIScrollView {
    /// The appearance of a table.
    public enum Style: Int, Sendable {
      /// Rows with floating section headers and footers.
      case plain
      /// Sections set apart by space, with headers and footers that scroll.
      case grouped
      /// Grouped sections inset from the edges, with rounded corners.
      case insetGrouped
    }

    /// The animation used when rows or sections are inserted, deleted or reloaded.
    ///
    /// The raw values are UIKit's.
    public enum RowAnimation: Int, Sendable {
      /// The rows fade in or out.
      case fade = 0
      /// The rows slide in from, or out to, the right.
      case right = 1
      /// The rows slide in from, or out to, the left.
      case left = 2
      /// The rows slide in from, or out to, the top.
      case top = 3
      /// The rows slide in from, or out to, the bottom.
      case bottom = 4
      /// No animation.
      case none = 5
      /// The cell's position is kept while the table animates around it.
      case middle = 6
      /// The table picks an appropriate animation.
      case automatic = 100
    }

    /// Where a row ends up after scrolling to it.
    public enum ScrollPosition: Int, Sendable {
      /// The table scrolls as little as possible.
      case none
      /// The row is at the top of the visible area.
      case top
      /// The row is in the middle of the visible area.
      case middle
      /// The row is at the bottom of the visible area.
      case bottom
    }

    /// The value that asks the table to size an element itself; `-1`, as in UIKit.
    public nonisolated static let automaticDimension: CGFloat = -1

    /// The appearance the table was created with.
    public let style: Style

    /// The object that supplies sections, rows and cells; held weakly, as in UIKit.
    ///
    /// Every assignment, including `nil` and the same object again, increments
    /// `dataSourceAssignments` and refreshes `cachedDataSourceSelectors`.
    open weak var dataSource: (any UITableViewDataSource)? {
      didSet {
        dataSourceAssignments += 1
        forgetLayout()
        dataSourceAssignmentsDuringBatchUpdates += isPerformingBatchUpdates ? 1 : 0
        // UIKit reloads on the assignment: the counts it knew are gone until its next layout.
        knownRowCounts = nil
        cachedDataSourceSelectors = respondingSelectors(
          of: dataSource, among: TableSelectors.dataSource)
      }
    }

    /// The object that receives display, selection and editing callbacks; held weakly.
    ///
    /// Every assignment, including `nil` and the same object again, increments
    /// `delegateAssignments` and refreshes `cachedDelegateSelectors`.
    open weak var delegate: (any UITableViewDelegate)? {
      didSet {
        delegateAssignments += 1
        forgetLayout()
        delegateAssignmentsDuringBatchUpdates += isPerformingBatchUpdates ? 1 : 0
        cachedDelegateSelectors = respondingSelectors(
          of: delegate, among: TableSelectors.delegate + TableSelectors.scrollView)
      }
    }

    /// The object that prefetches row data; held weakly.
    ///
    /// Every assignment increments `prefetchDataSourceAssignments` and refreshes
    /// `cachedPrefetchingSelectors`.
    open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)? {
      didSet {
        prefetchDataSourceAssignments += 1
        cachedPrefetchingSelectors = respondingSelectors(
          of: prefetchDataSource, among: TableSelectors.prefetching)
      }
    }

    /// The object that gives the rows a user drags out of the table; held weakly.
    ///
    /// iOS 11.
    ///
    /// Every assignment refreshes `cachedDragDelegateSelectors`.
    open weak var dragDelegate: (any UITableViewDragDelegate)? {
      didSet {
        cachedDragDelegateSelectors = respondingSelectors(
          of: dragDelegate, among: TableSelectors.dragDelegate)
      }
    }

    /// The object that takes the items a user drops on the table; held weakly.
    ///
    /// iOS 11.
    ///
    /// Every assignment refreshes `cachedDropDelegateSelectors`.
    open weak var dropDelegate: (any UITableViewDropDelegate)? {
      didSet {
        cachedDropDelegateSelectors = respondingSelectors(
          of: dropDelegate, among: TableSelectors.dropDelegate)
      }
    }

    /// The `TableSelectors.dragDelegate` selectors that `dragDelegate` implemented when it was
    /// last assigned (stand-in only); see `cachedDataSourceSelectors`.
    public private(set) var cachedDragDelegateSelectors: Set<String> = []

    /// The `TableSelectors.dropDelegate` selectors that `dropDelegate` implemented when it was
    /// last assigned (stand-in only); see `cachedDataSourceSelectors`.
    public private(set) var cachedDropDelegateSelectors: Set<String> = []

    /// Whether a user can drag rows; `true` by default ("As of iOS 15, this is true for both
    /// iPhone and iPad by default": `UITableView.h:504-505`).
    open var dragInteractionEnabled = true

    /// What the table's drags and drops are doing (`../Simulation/DragAndDrop.swift`).
    var dragDropState = StandInDragDropState()

    /// What the user's reorder is doing (`../Simulation/Reordering.swift`).
    var reorderState = StandInReorderState()

    /// The `TableSelectors.dataSource` selectors that `dataSource` implemented when it was last
    /// assigned (stand-in only).
    ///
    /// UIKit asks `responds(to:)` when the property is assigned and caches the answers; a table
    /// driven in a test should call only these. An object that does not conform to
    /// `StandInResponding` counts as implementing every member.
    public private(set) var cachedDataSourceSelectors: Set<String> = []

    /// The `TableSelectors.delegate` and `TableSelectors.scrollView` selectors that `delegate`
    /// implemented when it was last assigned (stand-in only); see `cachedDataSourceSelectors`.
    public private(set) var cachedDelegateSelectors: Set<String> = []

    /// The delegate, when it implements a scroll-view method (as cached when it was assigned).
    override func standInScrollDelegate(implementing selector: String)
      -> (any UIScrollViewDelegate)?
    {
      cachedDelegateSelectors.contains(selector) ? delegate : nil
    }

    /// The `TableSelectors.prefetching` selectors that `prefetchDataSource` implemented when it
    /// was last assigned (stand-in only); see `cachedDataSourceSelectors`.
    public private(set) var cachedPrefetchingSelectors: Set<String> = []

    /// How many times `dataSource` has been set, `nil` included (stand-in only).
    public private(set) var dataSourceAssignments = 0

    /// How many times `delegate` has been set, `nil` included (stand-in only).
    public private(set) var delegateAssignments = 0

    /// How many times `prefetchDataSource` has been set, `nil` included (stand-in only).
    public private(set) var prefetchDataSourceAssignments = 0

    /// Whether the table asks its `prefetchDataSource` to prefetch; `true` by default.
    open var isPrefetchingEnabled = true

    /// The view behind every cell, header and footer; `nil` by default here.
    ///
    /// UITableView.h: "the background view will be automatically resized to track the size of
    /// the table view. this will be placed as a subview of the table view behind all cells and
    /// headers/footers. default may be non-nil for some devices". The stand-in makes it a
    /// subview of the table view, and the view it replaces leaves it.
    open var backgroundView: UIView? {
      didSet { standInPlaceBackgroundView(backgroundView, replacing: oldValue) }
    }

    /// The height of every row when the delegate does not supply one.
    open var rowHeight: CGFloat = UITableView.automaticDimension

    /// The height of every section header when the delegate does not supply one.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension

    /// The height of every section footer when the delegate does not supply one.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension

    /// The estimated height of every row; `0` disables estimation.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension

    /// The estimated height of every section header; `0` disables estimation.
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension

    /// The estimated height of every section footer; `0` disables estimation.
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension

    /// Whether rows can take focus where the delegate does not implement
    /// `tableView(_:canFocusRowAt:)` (iOS 15).
    ///
    /// UIKit picks the default "according to the platform and other properties of the table
    /// view" (Apple, `UITableView.allowsFocus`); the stand-in starts at `true`.
    open var allowsFocus = true

    /// Whether focusing a row selects it (iOS 14); `false` by default.
    ///
    /// UIKit asks `tableView(_:selectionFollowsFocusForRowAt:)` only while this is on
    /// (UITableView.h); for a delegate that does not implement it, this is every row's answer.
    open var selectionFollowsFocus = false

    /// Whether rows can be selected when not editing; `true` by default.
    open var allowsSelection = true

    /// Whether rows can be selected while editing; `false` by default.
    open var allowsSelectionDuringEditing = false

    /// Whether several rows can be selected when not editing; `false` by default.
    open var allowsMultipleSelection = false

    /// Whether several rows can be selected while editing; `false` by default.
    open var allowsMultipleSelectionDuringEditing = false

    /// Every structural update the table was told about, in order (stand-in only).
    ///
    /// Clear it with `recordedUpdates.removeAll()`.
    public var recordedUpdates: [StandInTableUpdate] = []

    /// `recordedUpdates` as text, such as `"deleteRows [0.1]"` (stand-in only).
    public var updateLog: [String] { recordedUpdates.map(\.logEntry) }

    /// The classes registered for cell reuse identifiers (stand-in only).
    public private(set) var registeredCellClasses: [String: UITableViewCell.Type] = [:]

    /// The classes registered for header and footer reuse identifiers (stand-in only).
    public private(set) var registeredHeaderFooterClasses:
      [String: UITableViewHeaderFooterView.Type] = [:]

    /// The header and footer views on screen and those waiting to be reused (stand-in only;
    /// `HeaderFooterViews.swift`).
    var headerFooterViews = StandInHeaderFooterViews()

    private var editing = false

    /// The selected rows, in the order they were selected (`SelectionThroughUpdates.swift`).
    var selectedRows: [IndexPath] = []

    /// The layout last computed, until the next edit, reload or delegate (`ScrollLayout.swift`).
    var layoutCache: StandInTableLayout?

    /// The cells shown, by row (stand-in only; see `CellReuse.swift`).
    var displayedCells: [IndexPath: UITableViewCell] = [:]

    /// Whether `reloadData()` left the shown cells to be asked again at the next layout.
    var shownCellsAwaitReload = false

    /// The cells waiting to be reused, by reuse identifier (stand-in only).
    var reusableCells: [String: [UITableViewCell]] = [:]

    /// The cell whose row is being reconfigured: dequeuing its identifier returns it.
    var cellBeingReconfigured: UITableViewCell?

    /// Where each open `beginUpdates()` group starts in `recordedUpdates`.
    var updateGroupStarts: [Int] = []

    /// The rows whose reconfiguration got another cell (`reconfiguredWithAnotherCell`).
    var reconfigureMismatches: [IndexPath] = []

    /// What the runtime rules depend on (`RuntimeRules.swift`).
    var runtimeState = StandInRuntimeState()

    /// Receives each broken runtime rule (stand-in only).
    ///
    /// The call then goes on as UIKit's does (`RuntimeRules.swift`). When `nil`, a broken rule
    /// stops the program with UIKit's text, so that no test passes over one.
    public var runtimeRuleHandler: ((StandInRuntimeRuleViolation) -> Void)?

    /// Creates a table with a frame and a style.
    ///
    /// - Parameters:
    ///   - frame: The frame rectangle.
    ///   - style: The appearance of the table.
    public init(frame: CGRect, style: UITableView.Style) {
      self.style = style
      super.init(frame: frame)
    }

    /// Creates a plain table from an archive; the stand-in decodes nothing.
    ///
    /// - Parameter coder: The unarchiver, which is ignored.
    public required init?(coder: NSCoder) {
      self.style = .plain
      super.init(coder: coder)
    }

    /// Creates a plain table.
    ///
    /// - Parameter frame: The frame rectangle.
    public override convenience init(frame: CGRect) {
      self.init(frame: frame, style: .plain)
    }

    // MARK: Editing

    /// Whether the table is in edit mode; setting it calls `setEditing(_:animated:)` unanimated.
    open var isEditing: Bool {
      get { editing }
      set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves edit mode.
    ///
    /// The stand-in only records the state.
    ///
    /// - Parameters:
    ///   - editing: Whether to enter edit mode.
    ///   - animated: Whether the change is animated; ignored.
    open func setEditing(_ editing: Bool, animated: Bool) {
      checkSetEditing()
      self.editing = editing
    }

    // MARK: Selection

    /// The selected rows in the order they were selected, or `nil` when none is selected.
    open var indexPathsForSelectedRows: [IndexPath]? {
      selectedRows.isEmpty ? nil : selectedRows
    }

    /// The first selected row, or `nil` when none is selected.
    open var indexPathForSelectedRow: IndexPath? { selectedRows.first }

    /// Selects a row, replacing the selection unless multiple selection is allowed.
    ///
    /// As in UIKit, it calls no delegate method. Multiple selection is governed by
    /// `allowsMultipleSelectionDuringEditing` while editing and `allowsMultipleSelection`
    /// otherwise.
    ///
    /// - Parameters:
    ///   - indexPath: The row to select, or `nil` to clear the selection.
    ///   - animated: Whether the change is animated; ignored.
    ///   - scrollPosition: Where to scroll the row; ignored.
    open func selectRow(
      at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition
    ) {
      guard let indexPath else {
        selectedRows.removeAll()
        return
      }
      let allowsMultiple =
        editing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
      if !allowsMultiple {
        selectedRows = [indexPath]
      } else if !selectedRows.contains(indexPath) {
        selectedRows.append(indexPath)
      }
    }

    /// Deselects a row.
    ///
    /// As in UIKit, it calls no delegate method.
    ///
    /// - Parameters:
    ///   - indexPath: The row to deselect.
    ///   - animated: Whether the change is animated; ignored.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
      selectedRows.removeAll { $0 == indexPath }
    }

    // MARK: Scrolling

    /// Scrolls the table so that a row is at a position.
    ///
    /// The stand-in lays nothing out: it checks the row against the counts the table knows
    /// (those of its last layout or batch, else the data source's now), as UIKit raises
    /// `NSRangeException` for a row or section the table does not have
    /// (``StandInRuntimeRuleViolation/Rule/scrollToRowOutOfBounds``), and records the row in
    /// `scrollTargets`. A row of `NSNotFound` scrolls to the section itself, which UIKit
    /// accepts for any section the table has, even an empty one.
    ///
    /// - Parameters:
    ///   - indexPath: The row.
    ///   - scrollPosition: Where the row ends up; recorded only.
    ///   - animated: Whether the scroll is animated; ignored.
    open func scrollToRow(
      at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool
    ) {
      guard checkScrollTarget(indexPath, counts: countsBeforeUpdates() ?? []) else { return }
      scrollTargets.append(indexPath)
      if indexPath.row != NSNotFound { standInScroll(toRow: indexPath, at: scrollPosition) }
    }

    /// The rectangle of a row in the table's coordinates, from the layout model
    /// (`ScrollLayout.swift`).
    ///
    /// - Parameter indexPath: The row.
    /// - Returns: Its rectangle; `.zero` for a row the table does not have.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
      standInLayout().rect(ofRow: indexPath, width: frame.width) ?? .zero
    }

    /// The rectangle of a whole section: its header, rows and footer.
    ///
    /// - Parameter section: The section.
    /// - Returns: Its rectangle; `.zero` for a section the table does not have.
    open func rect(forSection section: Int) -> CGRect {
      standInLayout().rect(ofSection: section, width: frame.width) ?? .zero
    }

    /// The row whose rectangle contains a point of the table's coordinates, from the layout
    /// model; `nil` for a point in a header, a footer or outside the rows.
    ///
    /// - Parameter point: The point.
    /// - Returns: The row.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
      guard point.x >= 0, point.x < max(frame.width, 1) else { return nil }
      return standInLayout().rows(in: CGRect(x: 0, y: point.y, width: 1, height: 0.001)).first
    }

    /// The height of all sections, from the layout model; setting it is ignored, as the table
    /// sets it itself.
    open override var contentSize: CGSize {
      get { CGSize(width: frame.width, height: standInLayout().height) }
      set {}
    }

    /// The rows `scrollToRow(at:at:animated:)` scrolled to, in order (stand-in only).
    public private(set) var scrollTargets: [IndexPath] = []

    // MARK: Reuse

    /// Registers a cell class for a reuse identifier; `nil` unregisters it.
    ///
    /// - Parameters:
    ///   - cellClass: A `UITableViewCell` subclass, or `nil`.
    ///   - identifier: The reuse identifier.
    /// - Precondition: `cellClass` is `nil` or a `UITableViewCell` subclass.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
      guard let cellClass else {
        registeredCellClasses[identifier] = nil
        return
      }
      guard let cellType = cellClass as? UITableViewCell.Type else {
        preconditionFailure("\(cellClass) is not a subclass of UITableViewCell")
      }
      registeredCellClasses[identifier] = cellType
    }

    /// Registers a header or footer class for a reuse identifier; `nil` unregisters it.
    ///
    /// - Parameters:
    ///   - aClass: A `UITableViewHeaderFooterView` subclass, or `nil`.
    ///   - identifier: The reuse identifier.
    /// - Precondition: `aClass` is `nil` or a `UITableViewHeaderFooterView` subclass.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
      guard let aClass else {
        registeredHeaderFooterClasses[identifier] = nil
        return
      }
      guard let viewType = aClass as? UITableViewHeaderFooterView.Type else {
        preconditionFailure("\(aClass) is not a subclass of UITableViewHeaderFooterView")
      }
      registeredHeaderFooterClasses[identifier] = viewType
    }

    /// Returns a cell for the row the data source is asked for: a waiting one of the
    /// identifier, else a new instance of the class registered for it.
    ///
    /// While the table updates its visible cells, an index path may be dequeued once: a
    /// second dequeue with it breaks a runtime rule
    /// (``StandInRuntimeRuleViolation/Rule/dequeueTwiceForOneIndexPath``).
    ///
    /// - Parameters:
    ///   - identifier: The reuse identifier.
    ///   - indexPath: The row the cell is for.
    /// - Returns: A cell whose `reuseIdentifier` is `identifier`.
    /// - Precondition: A class is registered for `identifier`, as UIKit requires.
    open func dequeueReusableCell(
      withIdentifier identifier: String, for indexPath: IndexPath
    ) -> UITableViewCell {
      checkDequeue(for: indexPath, identifier: identifier)
      guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
        preconditionFailure(
          "unable to dequeue a cell with identifier \(identifier) - "
            + "must register a nib or a class for the identifier")
      }
      return cell
    }

    /// Returns a cell waiting for reuse with the identifier (after its `prepareForReuse()`), or
    /// else a new instance of the class registered for it, if any.
    ///
    /// - Parameter identifier: The reuse identifier.
    /// - Returns: A cell whose `reuseIdentifier` is `identifier`, or `nil` if none waits and
    ///   none is registered.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
      if let reused = reusedCell(withIdentifier: identifier) { return reused }
      guard let cellType = registeredCellClasses[identifier] else { return nil }
      return cellType.init(style: .default, reuseIdentifier: identifier)
    }

    /// Returns a view waiting to be reused with the identifier, else a new instance of the header
    /// or footer class registered for it, if any.
    ///
    /// A reused view is told `prepareForReuse()` first (`HeaderFooterViews.swift`).
    ///
    /// - Parameter identifier: The reuse identifier.
    /// - Returns: A view whose `reuseIdentifier` is `identifier`, or `nil` if none is registered.
    open func dequeueReusableHeaderFooterView(
      withIdentifier identifier: String
    ) -> UITableViewHeaderFooterView? {
      if let reused = reusedHeaderFooterView(withIdentifier: identifier) { return reused }
      guard let viewType = registeredHeaderFooterClasses[identifier] else { return nil }
      return viewType.init(reuseIdentifier: identifier)
    }

    // MARK: Updates

    /// Reloads everything; the stand-in records `"reloadData"`, forgets the counts it knew, and
    /// asks again for the cells it shows, at its next layout (`layoutIfNeeded()`, or a row shown
    /// with `displayRow(at:)`; `CellReuse.swift`).
    open func reloadData() {
      checkEdit("reloadData()")
      if isInUpdateGroup {
        report(
          .reloadDataInsideUpdates,
          "reloadData() was called inside performBatchUpdates(_:completion:) or a"
            + " beginUpdates()/endUpdates() group, where it should not be (Apple's"
            + " documentation of reloadData())")
      }
      if !checkReorderReload(in: .table), hasUncommittedUpdates {
        report(
          .reloadDataWithUncommittedUpdates,
          "reloadData() was called while the table had uncommitted updates (a drop gap or drop"
            + " placeholders), which it removes (UITableView.h: \"If possible, avoid calling"
            + " -reloadData while there are uncommitted updates\")")
      }
      dragDropState.reload()
      recordedUpdates.append(.reloadData)
      knownRowCounts = nil
      shownCellsAwaitReload = !displayedCells.isEmpty
      forgetHeaderFooterViewsOnReload()
      clearSelectionOnReload()
      forgetLayout()
    }

    /// Reloads the items in the index bar along the right side of the table view; the stand-in
    /// asks its data source for the titles again (`standInSectionIndexTitles`).
    open func reloadSectionIndexTitles() {
      standInSectionIndexReloads += 1
      standInSectionIndexTitles = askedSectionIndexTitles()
    }

    /// Lays the table out if it needs it.
    ///
    /// The stand-in asks the data source for the counts it does not know (after `reloadData()`
    /// or a new data source), as UIKit's layout does on the next turn of the run loop, then,
    /// after `reloadData()`, for the cells of the rows it shows (`CellReuse.swift`). Tests call
    /// it where a run-loop turn would pass.
    open override func layoutIfNeeded() {
      if knownRowCounts == nil, dataSource != nil, !isPerformingBatchUpdates {
        knownRowCounts = askRowCounts()
        standInSectionIndexTitles = askedSectionIndexTitles()
      }
      reloadShownCellsIfNeeded()
    }

    /// The number of rows in a section, as the table knows it: its data source's count when it
    /// last asked, the drop placeholders it shows included.
    ///
    /// - Parameter section: The section.
    /// - Returns: Its row count.
    /// - Precondition: The table has the section (UIKit documents no answer for another).
    open func numberOfRows(inSection section: Int) -> Int {
      let counts = standInKnownCounts()
      precondition(
        counts.indices.contains(section),
        "numberOfRows(inSection: \(section)) asked of a table with \(counts.count) sections")
      return counts[section]
    }

    /// Begins a group of updates; the stand-in records `"beginUpdates"`.
    open func beginUpdates() {
      checkEdit("beginUpdates()")
      if !isInUpdateGroup { groupCountsBefore = countsBeforeUpdates() }
      recordedUpdates.append(.beginUpdates)
      updateGroupStarts.append(recordedUpdates.count)
    }

    /// Ends a group of updates; the stand-in records `"endUpdates"`.
    open func endUpdates() {
      let start = updateGroupStarts.popLast()
      recordedUpdates.append(.endUpdates)
      if let start, !isInUpdateGroup {
        let group = recordedUpdates[start..<(recordedUpdates.count - 1)]
        checkUpdates(Array(group), countsBefore: groupCountsBefore)
        groupCountsBefore = nil
        updateDisplayedCells(for: group)
      }
    }

    /// Runs a group of updates as one animation, checking them against the data source as UIKit
    /// does.
    ///
    /// The stand-in records `"performBatchUpdates begin"`, runs `updates`, and records
    /// `"performBatchUpdates end"`. With a data source, it takes the row counts of each section
    /// before the updates (those it learned at its last layout or batch; the data source's
    /// answers now if it knows none, as UIKit lays out first), asks the data source again after
    /// them, and checks UIKit's rules (`StandInBatchCheck`): every deleted, reloaded or moved
    /// row and section existed before, every inserted or moved-to one exists after, no index
    /// path is both deleted (or reloaded) and moved from, or inserted and moved to, and for each
    /// section the rows after equal the rows before, plus the rows inserted, minus the rows
    /// deleted, plus the rows moved in, minus the rows moved out (and likewise for the section
    /// count). A batch that breaks one goes to `inconsistentUpdateHandler` with UIKit's exception
    /// text, or stops the program when there is none, as UIKit raises
    /// `NSInternalInconsistencyException`. A batch inside another batch or a
    /// `beginUpdates()`/`endUpdates()` group is checked with the outermost one, and a group
    /// when it ends; an edit outside any group is checked on its own, as UIKit's
    /// `_endCellAnimationsWithContext:` checks each.
    ///
    /// `completion` is called with `true` at once, or, while `animatesBatchUpdates` is on, by
    /// `finishAnimations()`, as UIKit calls it once the animations finish.
    ///
    /// - Parameters:
    ///   - updates: The insertions, deletions, reloads and moves to perform.
    ///   - completion: Called with whether the animations completed.
    open func performBatchUpdates(
      _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
      checkEdit("performBatchUpdates(_:completion:)")
      let outermost = !isInUpdateGroup
      let before = outermost ? countsBeforeUpdates() : nil
      recordedUpdates.append(.batchUpdatesBegin)
      let first = recordedUpdates.count
      batchDepth += 1
      updates?()
      batchDepth -= 1
      let batch = Array(recordedUpdates[first...])
      recordedUpdates.append(.batchUpdatesEnd)
      if outermost {
        checkUpdates(batch, countsBefore: before)
        updateDisplayedCells(for: batch[...])
      }
      guard let completion else { return }
      if animatesBatchUpdates {
        pendingCompletions.append(completion)
      } else {
        completion(true)
      }
    }

    /// The user drags the row at `source` by its reorder control and drops it at
    /// `destination` (stand-in only): `userBeginsReorder(at:)`, `userDragsReorder(to:)`,
    /// `userEndsReorder()` in one call (`../Simulation/Reordering.swift`).
    ///
    /// As in UIKit, the table has already moved the row when it tells its data source
    /// `tableView(_:moveRowAt:to:)` (the reference's "Reordering" sequence: "On drop:
    /// `moveRowAt(_:to:)` on the data source. Update the model only; the table has already
    /// moved the row"): the counts it knows follow the row, so a batch afterwards is checked
    /// against them. The reorder settles on the next turn of the run loop
    /// (`standInPassRunLoopTurn()`): until then no edit may delete rows or sections.
    ///
    /// - Parameters:
    ///   - source: Where the row was.
    ///   - destination: Where it is dropped.
    public func userMovesRow(at source: IndexPath, to destination: IndexPath) {
      userBeginsReorder(at: source)
      userDragsReorder(to: destination)
      userEndsReorder()
    }

    /// Whether `performBatchUpdates` is running its updates (stand-in only).
    public var isPerformingBatchUpdates: Bool { batchDepth > 0 }

    /// How many times `dataSource` was assigned while a batch ran its updates (stand-in only).
    ///
    /// UIKit reloads on that assignment, which breaks the batch.
    public private(set) var dataSourceAssignmentsDuringBatchUpdates = 0

    /// How many times `delegate` was assigned while a batch ran its updates (stand-in only).
    public private(set) var delegateAssignmentsDuringBatchUpdates = 0

    /// Whether batch updates animate (stand-in only).
    ///
    /// Their completions then wait for `finishAnimations()`. Off by default, so that completions
    /// run at once.
    public var animatesBatchUpdates = false

    /// Whether a batch's animation is still running: its completion has not been called
    /// (stand-in only).
    public var isAnimatingBatchUpdates: Bool { !pendingCompletions.isEmpty }

    /// Ends the running animations, calling the waiting completions with `true` in the order
    /// their batches ran (stand-in only); a completion that starts another animated batch waits
    /// for the next call.
    public func finishAnimations() {
      let waiting = pendingCompletions
      pendingCompletions = []
      for completion in waiting { completion(true) }
    }

    /// Receives UIKit's exception text for a batch that breaks the counts rule, instead of
    /// stopping the program (stand-in only; tests set it to observe the failure).
    public var inconsistentUpdateHandler: ((String) -> Void)?

    /// The row counts of each section that the table last learned from its data source, or
    /// `nil` when it must ask again.
    var knownRowCounts: [Int]?

    /// The number of sections, as the table knows it (`UITableView.h`: "the number of
    /// sections" it has "from the data source").
    open var numberOfSections: Int { standInKnownCounts().count }

    /// The section index titles the table shows, as it last asked its data source (stand-in
    /// only): on its layout after `reloadData()`, and on `reloadSectionIndexTitles()`, not after
    /// a batch; `nil` for no index.
    ///
    /// Sources: Apple's documentation of `reloadData()` ("reload all the data that is used to
    /// construct the table, including cells, section headers and footers, index arrays, and so
    /// on") and of `reloadSectionIndexTitles()` ("gives you a way to update the section index
    /// after inserting or deleting sections without having to reload the whole table").
    public internal(set) var standInSectionIndexTitles: [String]?

    /// How many times `reloadSectionIndexTitles()` was called (stand-in only).
    public internal(set) var standInSectionIndexReloads = 0

    /// The counts before the outermost `beginUpdates()` group, while one is open.
    var groupCountsBefore: [Int]?

    var batchDepth = 0

    var pendingCompletions: [(Bool) -> Void] = []

    /// Inserts rows; the stand-in records it.
    ///
    /// - Parameters:
    ///   - indexPaths: The rows to insert.
    ///   - animation: The animation to use.
    open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
      recordEdit(.insertRows(indexPaths, animation))
    }

    /// Deletes rows; the stand-in records it.
    ///
    /// - Parameters:
    ///   - indexPaths: The rows to delete.
    ///   - animation: The animation to use.
    open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
      recordEdit(.deleteRows(indexPaths, animation))
    }

    /// Reloads rows; the stand-in records it.
    ///
    /// - Parameters:
    ///   - indexPaths: The rows to reload.
    ///   - animation: The animation to use.
    open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
      recordEdit(.reloadRows(indexPaths, animation))
    }

    /// Updates rows in their existing cells; the stand-in records it and asks the data source
    /// for the shown ones at once, inside a batch too, at their index paths before the batch
    /// (`CellReuse.swift`).
    ///
    /// - Parameter indexPaths: The rows to reconfigure.
    open func reconfigureRows(at indexPaths: [IndexPath]) {
      checkEdit("reconfigureRows(at:)")
      recordedUpdates.append(.reconfigureRows(indexPaths))
      reconfigureShownRows(indexPaths)
      updateDisplayedCellsOutsideGroups()
    }

    /// Moves a row; the stand-in records it.
    ///
    /// - Parameters:
    ///   - indexPath: The row's current position.
    ///   - newIndexPath: The row's new position.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
      recordEdit(.moveRow(from: indexPath, to: newIndexPath))
    }

    /// Inserts sections; the stand-in records it.
    ///
    /// - Parameters:
    ///   - sections: The sections to insert.
    ///   - animation: The animation to use.
    open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
      recordEdit(.insertSections(sections, animation))
    }

    /// Deletes sections; the stand-in records it.
    ///
    /// - Parameters:
    ///   - sections: The sections to delete.
    ///   - animation: The animation to use.
    open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
      recordEdit(.deleteSections(sections, animation))
    }

    /// Reloads sections; the stand-in records it.
    ///
    /// - Parameters:
    ///   - sections: The sections to reload.
    ///   - animation: The animation to use.
    open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
      recordEdit(.reloadSections(sections, animation))
    }

    /// Moves a section; the stand-in records it.
    ///
    /// - Parameters:
    ///   - section: The section's current index.
    ///   - newSection: The section's new index.
    open func moveSection(_ section: Int, toSection newSection: Int) {
      recordEdit(.moveSection(from: section, to: newSection))
    }
  }

#endif
