#if !canImport(UIKit)
  import Foundation

  // Signatures declared by UIKit in `UICollectionView.h` and `UICollectionViewLayout.h`
  // (`UICollectionElementKindSection…`) (the iOS 17 SDK's UIKit headers), and the Swift
  // overlay's `CellRegistration`, `SupplementaryRegistration` and their dequeues
  // (`UICollectionViewItemRegistration.h`).

  /// A stand-in for UIKit's `UICollectionView`, as a list uses it, that records what a real
  /// collection view would be told.
  ///
  /// Like the table stand-in, it lays nothing out on its own: a test shows items with
  /// `displayItem(at:)` and headers and footers with `displaySupplementaryView(ofKind:at:)`;
  /// the shown cells then follow updates and go to a reuse queue as UIKit's do
  /// (`../Simulation/CollectionViewCells.swift`). Structural edits are recorded in
  /// `recordedUpdates` and checked against the data source as UIKit checks them
  /// (`../Simulation/CollectionViewUpdates.swift`). Its layout decides which sections are lists
  /// and how (`standInListConfiguration(forSection:)`).
  @MainActor open class UICollectionView: UIScrollView {
    /// Where an item ends up after scrolling to it.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
      /// The raw bits, as in UIKit.
      public let rawValue: UInt

      /// A position from its raw bits.
      ///
      /// - Parameter rawValue: The bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }

      /// The item is at the top of the visible area.
      public static let top = ScrollPosition(rawValue: 1 << 0)
      /// The item is centred vertically.
      public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
      /// The item is at the bottom of the visible area.
      public static let bottom = ScrollPosition(rawValue: 1 << 2)
      /// The item is at the left of the visible area.
      public static let left = ScrollPosition(rawValue: 1 << 3)
      /// The item is centred horizontally.
      public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
      /// The item is at the right of the visible area.
      public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The kind of a section header's supplementary view, as UIKit spells it.
    ///
    /// UIKit declares it `class let`, which Swift allows only for imported declarations; a
    /// `static let` is read the same way (`UICollectionView.elementKindSectionHeader`).
    public nonisolated static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"

    /// The kind of a section footer's supplementary view, as UIKit spells it.
    public nonisolated static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The kind of a cell, as UIKit's exception texts name it (stand-in only).
    nonisolated static let elementKindCell = "UICollectionElementKindCell"

    /// The layout, which says which sections are lists and how.
    open var collectionViewLayout: UICollectionViewLayout {
      didSet {
        if oldValue !== collectionViewLayout { oldValue.collectionView = nil }
        collectionViewLayout.collectionView = self
      }
    }

    /// The object that supplies sections, items, cells and supplementary views; held weakly.
    ///
    /// Every assignment increments `dataSourceAssignments`, forgets the counts the collection
    /// view knew (UIKit reloads) and refreshes `cachedDataSourceSelectors`.
    open weak var dataSource: (any UICollectionViewDataSource)? {
      didSet {
        dataSourceAssignments += 1
        forgetLayout()
        knownItemCounts = nil
        cachedDataSourceSelectors = respondingSelectors(
          of: dataSource, among: CollectionViewSelectors.dataSource)
      }
    }

    /// The object that receives display, selection, editing and menu callbacks; held weakly.
    ///
    /// Every assignment increments `delegateAssignments` and refreshes
    /// `cachedDelegateSelectors`.
    open weak var delegate: (any UICollectionViewDelegate)? {
      didSet {
        delegateAssignments += 1
        forgetLayout()
        cachedDelegateSelectors = respondingSelectors(
          of: delegate, among: CollectionViewSelectors.delegate + TableSelectors.scrollView)
      }
    }

    /// The object that prefetches item data; held weakly.
    ///
    /// Every assignment increments `prefetchDataSourceAssignments` and refreshes
    /// `cachedPrefetchingSelectors`.
    open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)? {
      didSet {
        prefetchDataSourceAssignments += 1
        cachedPrefetchingSelectors = respondingSelectors(
          of: prefetchDataSource, among: CollectionViewSelectors.prefetching)
      }
    }

    /// The `CollectionViewSelectors.prefetching` selectors that `prefetchDataSource`
    /// implemented when it was last assigned (stand-in only).
    public private(set) var cachedPrefetchingSelectors: Set<String> = []

    /// How many times `prefetchDataSource` has been set, `nil` included (stand-in only).
    public private(set) var prefetchDataSourceAssignments = 0

    /// Whether the collection view asks its `prefetchDataSource` to prefetch; `true` by
    /// default.
    open var isPrefetchingEnabled = true

    /// The view behind every cell and supplementary view; `nil` by default.
    ///
    /// UICollectionView.h: "will be automatically resized to track the size of the collection
    /// view and placed behind all cells and supplementary views". The stand-in makes it a
    /// subview of the collection view, and the view it replaces leaves it.
    open var backgroundView: UIView? {
      didSet { standInPlaceBackgroundView(backgroundView, replacing: oldValue) }
    }

    /// The object that gives the items a user drags out; held weakly.
    ///
    /// iOS 11.
    open weak var dragDelegate: (any UICollectionViewDragDelegate)? {
      didSet {
        cachedDragDelegateSelectors = respondingSelectors(
          of: dragDelegate, among: CollectionViewSelectors.dragDelegate)
      }
    }

    /// The object that takes the items a user drops; held weakly.
    ///
    /// iOS 11.
    open weak var dropDelegate: (any UICollectionViewDropDelegate)? {
      didSet {
        cachedDropDelegateSelectors = respondingSelectors(
          of: dropDelegate, among: CollectionViewSelectors.dropDelegate)
      }
    }

    /// The `CollectionViewSelectors.dragDelegate` selectors `dragDelegate` implemented when it
    /// was last assigned (stand-in only).
    public private(set) var cachedDragDelegateSelectors: Set<String> = []

    /// The `CollectionViewSelectors.dropDelegate` selectors `dropDelegate` implemented when it
    /// was last assigned (stand-in only).
    public private(set) var cachedDropDelegateSelectors: Set<String> = []

    /// Whether a user can drag items; `true` by default (`UICollectionView.h:379-382`: "As of
    /// iOS 15, this is true for both iPhone and iPad by default").
    open var dragInteractionEnabled = true

    /// How easily items reorder while a drag goes over them.
    ///
    /// `.immediate` by default (`UICollectionView.h:386-389`). The stand-in reorders at once whatever it is.
    open var reorderingCadence = UICollectionView.ReorderingCadence.immediate

    /// How easily items reorder under a drag; the raw values are `UICollectionView.h`'s
    /// `UICollectionViewReorderingCadence`.
    public enum ReorderingCadence: Int, Sendable {
      /// At once.
      case immediate = 0
      /// After a short pause.
      case fast = 1
      /// After a longer pause.
      case slow = 2
    }

    /// What the collection view's drags and drops are doing (`../Simulation/DragAndDrop.swift`).
    var dragDropState = StandInDragDropState()

    /// What the user's reorder is doing (`../Simulation/Reordering.swift`).
    var reorderState = StandInReorderState()

    /// The `CollectionViewSelectors.dataSource` selectors that `dataSource` implemented when it
    /// was last assigned (stand-in only), as UIKit caches `respondsToSelector:` then.
    public private(set) var cachedDataSourceSelectors: Set<String> = []

    /// The `CollectionViewSelectors.delegate` and scroll-view selectors that `delegate`
    /// implemented when it was last assigned (stand-in only).
    public private(set) var cachedDelegateSelectors: Set<String> = []

    /// The delegate, when it implements a scroll-view method (as cached when it was assigned).
    override func standInScrollDelegate(implementing selector: String)
      -> (any UIScrollViewDelegate)?
    {
      cachedDelegateSelectors.contains(selector) ? delegate : nil
    }

    /// How many times `dataSource` has been set, `nil` included (stand-in only).
    public private(set) var dataSourceAssignments = 0

    /// How many times `delegate` has been set, `nil` included (stand-in only).
    public private(set) var delegateAssignments = 0

    /// Whether items can be selected when not editing; `true` by default.
    open var allowsSelection = true

    /// Whether several items can be selected when not editing; `false` by default.
    open var allowsMultipleSelection = false

    /// Whether items can be selected while editing (iOS 14); `false` by default.
    open var allowsSelectionDuringEditing = false

    /// Whether several items can be selected while editing (iOS 14); `false` by default.
    open var allowsMultipleSelectionDuringEditing = false

    /// Whether the collection view is editing (iOS 14); list cells show their `.whenEditing`
    /// accessories then.
    open var isEditing = false

    /// Whether items can take focus where the delegate does not implement
    /// `collectionView(_:canFocusItemAt:)` (iOS 15); the stand-in starts at `true`.
    open var allowsFocus = true

    /// Whether focusing an item selects it (iOS 14); `false` by default.
    open var selectionFollowsFocus = false

    /// Every structural update the collection view was told about, in order (stand-in only).
    public var recordedUpdates: [StandInCollectionUpdate] = []

    /// `recordedUpdates` as text, such as `"deleteItems [0.1]"` (stand-in only).
    public var updateLog: [String] { recordedUpdates.map(\.logEntry) }

    /// The classes registered for cell reuse identifiers (stand-in only).
    public private(set) var registeredCellClasses: [String: UICollectionViewCell.Type] = [:]

    /// The classes registered for supplementary views, by kind and then reuse identifier
    /// (stand-in only).
    public private(set) var registeredSupplementaryClasses:
      [String: [String: UICollectionReusableView.Type]] = [:]

    /// The cells shown, by item (`CollectionViewCells.swift`).
    var displayedCells: [IndexPath: UICollectionViewCell] = [:]

    /// Whether `reloadData()` left the shown views to be asked again at the next layout.
    var shownViewsAwaitReload = false

    /// The cells waiting to be reused, by reuse identifier.
    var reusableCells: [String: [UICollectionViewCell]] = [:]

    /// The supplementary views shown, by kind and index path.
    var displayedSupplementaryViews: [StandInSupplementaryKey: UICollectionReusableView] = [:]

    /// The supplementary views waiting to be reused, by kind and reuse identifier.
    var reusableSupplementaryViews: [StandInSupplementaryKey: [UICollectionReusableView]] = [:]

    /// The cell whose item is being reconfigured: dequeuing its identifier returns it.
    var cellBeingReconfigured: UICollectionViewCell?

    /// The items whose reconfiguration got another cell (`reconfiguredWithAnotherCell`).
    var reconfigureMismatches: [IndexPath] = []

    var selectedItems: [IndexPath] = []

    /// The layout last computed, until the next edit, reload or delegate (`ScrollLayout.swift`).
    var layoutCache: StandInTableLayout?

    /// What the runtime rules depend on (`CollectionViewRuntimeRules.swift`).
    var runtimeState = StandInCollectionRuntimeState()

    /// Receives each broken runtime rule (stand-in only).
    ///
    /// The call then goes on as UIKit's does (`CollectionViewRuntimeRules.swift`). When `nil`, a
    /// broken rule stops the program with UIKit's text, so that no test passes over one.
    public var runtimeRuleHandler: ((StandInCollectionRuleViolation) -> Void)?

    /// Receives UIKit's exception text for a batch that breaks the counts rule, instead of
    /// stopping the program (stand-in only).
    public var inconsistentUpdateHandler: ((String) -> Void)?

    /// The item counts of each section the collection view last learned, or `nil` when it must
    /// ask again.
    var knownItemCounts: [Int]?

    /// The height of every item in the stand-in's list layout model (stand-in only;
    /// `ScrollLayout.swift`).
    public var standInItemHeight: CGFloat = 44

    var batchDepth = 0

    var pendingCompletions: [(Bool) -> Void] = []

    /// Whether batch updates animate (stand-in only).
    ///
    /// Their completions then wait for `finishAnimations()`. Off by default, so that
    /// completions run at once.
    public var animatesBatchUpdates = false

    /// Whether animations were on for each batch and each edit outside one (stand-in only).
    ///
    /// One entry per `performBatchUpdates(_:completion:)` and per edit outside one, in the
    /// order they ran: `UIView.areAnimationsEnabled` then, `false` for one run inside
    /// `UIView.performWithoutAnimation(_:)`. A collection view takes no animation per edit;
    /// this is how a test sees whether its updates animate.
    public var recordedAnimations: [Bool] = []

    /// Creates a collection view with a frame and a layout.
    ///
    /// - Parameters:
    ///   - frame: The frame rectangle.
    ///   - layout: The layout; a list's is `UICollectionViewCompositionalLayout.list(using:)`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
      collectionViewLayout = layout
      super.init(frame: frame)
      layout.collectionView = self
    }

    /// Creates a collection view from an archive, with a layout without list sections; the
    /// stand-in decodes nothing.
    ///
    /// - Parameter coder: The unarchiver, which is ignored.
    public required init?(coder: NSCoder) {
      collectionViewLayout = UICollectionViewLayout()
      super.init(coder: coder)
    }

    // MARK: Reuse

    /// Registers a cell class for a reuse identifier; `nil` unregisters it.
    ///
    /// - Parameters:
    ///   - cellClass: A `UICollectionViewCell` subclass, or `nil`.
    ///   - identifier: The reuse identifier.
    /// - Precondition: `cellClass` is `nil` or a `UICollectionViewCell` subclass.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
      guard let cellClass else {
        registeredCellClasses[identifier] = nil
        return
      }
      guard let cellType = cellClass as? UICollectionViewCell.Type else {
        preconditionFailure("\(cellClass) is not a subclass of UICollectionViewCell")
      }
      registeredCellClasses[identifier] = cellType
    }

    /// Registers a supplementary view class for a kind and a reuse identifier; `nil`
    /// unregisters it.
    ///
    /// - Parameters:
    ///   - viewClass: A `UICollectionReusableView` subclass, or `nil`.
    ///   - elementKind: The kind, such as `UICollectionView.elementKindSectionHeader`.
    ///   - identifier: The reuse identifier.
    /// - Precondition: `viewClass` is `nil` or a `UICollectionReusableView` subclass.
    open func register(
      _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
      withReuseIdentifier identifier: String
    ) {
      guard let viewClass else {
        registeredSupplementaryClasses[elementKind]?[identifier] = nil
        return
      }
      guard let viewType = viewClass as? UICollectionReusableView.Type else {
        preconditionFailure("\(viewClass) is not a subclass of UICollectionReusableView")
      }
      registeredSupplementaryClasses[elementKind, default: [:]][identifier] = viewType
    }

    /// Returns a cell for the item the data source is asked for.
    ///
    /// It is a waiting one of the identifier (after its `prepareForReuse()`), else a new
    /// instance of the class registered for it. There is no dequeue that returns `nil`
    /// (`UICollectionView.h`).
    ///
    /// While the collection view updates its visible cells, an index path may be dequeued once
    /// (``StandInCollectionRuleViolation/Rule/dequeueTwiceForOneIndexPath``).
    ///
    /// - Parameters:
    ///   - identifier: The reuse identifier.
    ///   - indexPath: The item the cell is for.
    /// - Returns: A cell whose `reuseIdentifier` is `identifier`.
    /// - Precondition: A class is registered for `identifier`; otherwise UIKit raises
    ///   `NSInternalInconsistencyException`: "could not dequeue a view of kind:
    ///   UICollectionElementKindCell with identifier … - must register a nib or a class for the
    ///   identifier or connect a prototype cell in a storyboard" (crash reports).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
      -> UICollectionViewCell
    {
      checkDequeue(for: indexPath, kind: Self.elementKindCell, identifier: identifier)
      if let reused = reusedCell(withIdentifier: identifier) { return reused }
      guard let cellType = registeredCellClasses[identifier] else {
        preconditionFailure(
          Self.unregisteredDequeueText(kind: Self.elementKindCell, identifier: identifier))
      }
      let cell = cellType.init(frame: .zero)
      cell.reuseIdentifier = identifier
      return cell
    }

    /// Returns a supplementary view for a kind and index path: a waiting one of the kind and
    /// identifier (after its `prepareForReuse()`), else a new instance of the class registered
    /// for them.
    ///
    /// - Parameters:
    ///   - elementKind: The kind, such as `UICollectionView.elementKindSectionHeader`.
    ///   - identifier: The reuse identifier.
    ///   - indexPath: The view's index path (a section's header or footer: item 0).
    /// - Returns: A view whose `reuseIdentifier` is `identifier`.
    /// - Precondition: A class is registered for the kind and identifier; otherwise UIKit
    ///   raises "could not dequeue a view of kind: … with identifier …" as for cells.
    open func dequeueReusableSupplementaryView(
      ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
      checkDequeue(for: indexPath, kind: elementKind, identifier: identifier)
      let key = StandInSupplementaryKey(kind: elementKind, name: identifier)
      if let reused = reusableSupplementaryViews[key]?.popLast() {
        reused.prepareForReuse()
        return reused
      }
      guard let viewType = registeredSupplementaryClasses[elementKind]?[identifier] else {
        preconditionFailure(Self.unregisteredDequeueText(kind: elementKind, identifier: identifier))
      }
      let view = viewType.init(frame: .zero)
      view.reuseIdentifier = identifier
      return view
    }

    /// UIKit's text for a dequeue of an identifier nothing is registered for.
    static func unregisteredDequeueText(kind: String, identifier: String) -> String {
      "NSInternalInconsistencyException: could not dequeue a view of kind: \(kind) with"
        + " identifier \(identifier) - must register a nib or a class for the identifier or"
        + " connect a prototype cell in a storyboard"
    }

    // MARK: Selection

    /// The selected items in the order they were selected, or `nil` when none is selected.
    open var indexPathsForSelectedItems: [IndexPath]? {
      selectedItems.isEmpty ? nil : selectedItems
    }

    /// Selects an item, replacing the selection unless multiple selection is allowed; as in
    /// UIKit, it calls no delegate method.
    ///
    /// - Parameters:
    ///   - indexPath: The item, or `nil` to clear the selection.
    ///   - animated: Whether the change is animated; ignored.
    ///   - scrollPosition: Where to scroll the item; ignored.
    open func selectItem(
      at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition
    ) {
      guard let indexPath else {
        setSelection([])
        return
      }
      guard checkSelectionTarget(indexPath) else { return }
      if !allowsMultipleSelectionNow {
        setSelection([indexPath])
      } else if !selectedItems.contains(indexPath) {
        setSelection(selectedItems + [indexPath])
      }
    }

    /// Deselects an item; as in UIKit, it calls no delegate method.
    ///
    /// - Parameters:
    ///   - indexPath: The item.
    ///   - animated: Whether the change is animated; ignored.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
      setSelection(selectedItems.filter { $0 != indexPath })
    }

    /// Whether several items can be selected now: the editing or the non-editing property.
    var allowsMultipleSelectionNow: Bool {
      isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    /// Sets the selection and the shown cells' `isSelected`.
    func setSelection(_ items: [IndexPath]) {
      selectedItems = items
      for (path, cell) in displayedCells { cell.isSelected = items.contains(path) }
    }

    // MARK: Counts

    /// The number of sections, as the collection view knows it (it asks its data source when
    /// it knows none, and remembers the answer until `reloadData()` or a new data source).
    open var numberOfSections: Int { itemCounts().count }

    /// The number of items in a section, as the collection view knows it.
    ///
    /// - Parameter section: The section.
    /// - Returns: Its item count.
    /// - Precondition: The section exists; otherwise UIKit raises "request for number of items
    ///   in section S when there are only N sections in the collection view" (crash reports).
    open func numberOfItems(inSection section: Int) -> Int {
      let counts = itemCounts()
      guard section >= 0, section < counts.count else {
        preconditionFailure(
          "NSInternalInconsistencyException: request for number of items in section \(section)"
            + " when there are only \(counts.count) sections in the collection view")
      }
      return counts[section]
    }

    // MARK: Scrolling

    /// Scrolls so that an item is at a position; the stand-in records the item in
    /// `scrollTargets` after checking it against the counts the collection view knows
    /// (``StandInCollectionRuleViolation/Rule/scrollToItemOutOfBounds``).
    ///
    /// - Parameters:
    ///   - indexPath: The item.
    ///   - scrollPosition: Where the item ends up; recorded only.
    ///   - animated: Whether the scroll is animated; ignored.
    open func scrollToItem(
      at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool
    ) {
      guard checkScrollTarget(indexPath) else { return }
      scrollTargets.append(indexPath)
      standInScroll(toItem: indexPath, at: scrollPosition)
    }

    /// The layout attributes of an item, from the list layout model (`ScrollLayout.swift`).
    ///
    /// - Parameter indexPath: The item.
    /// - Returns: Its attributes, or `nil` for an item the collection view does not have.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    {
      guard let frame = standInLayout().rect(ofRow: indexPath, width: frame.width) else {
        return nil
      }
      let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
      attributes.frame = frame
      return attributes
    }

    /// The item whose frame holds a point of the collection view's content, if any.
    ///
    /// - Parameter point: The point.
    /// - Returns: The item.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
      guard point.x >= 0, point.x < max(frame.width, 1) else { return nil }
      return standInLayout().rows(in: CGRect(x: 0, y: point.y, width: 1, height: 0.001)).first
    }

    /// The height of all sections, from the list layout model; setting it is ignored, as the
    /// layout sets it.
    open override var contentSize: CGSize {
      get { CGSize(width: frame.width, height: standInLayout().height) }
      set {}
    }

    /// The items `scrollToItem(at:at:animated:)` scrolled to, in order (stand-in only).
    public private(set) var scrollTargets: [IndexPath] = []

    // MARK: Updates

    /// Reloads everything: the stand-in records `"reloadData"`, forgets the counts it knew until
    /// it next needs them, and asks again for the cells and supplementary views it shows at its
    /// next layout (`layoutIfNeeded()`, or an item shown with `displayItem(at:)`;
    /// `CollectionViewCells.swift`).
    open func reloadData() {
      checkEdit("reloadData()")
      if isPerformingBatchUpdates {
        report(
          .reloadDataInsideUpdates,
          "reloadData() was called inside performBatchUpdates(_:completion:), where it should"
            + " not be (Apple's documentation of reloadData(): \"You should not call this method"
            + " in the middle of animation blocks where items are being inserted or deleted.\")")
      }
      if !checkReorderReload(in: .collectionView), hasUncommittedUpdates {
        report(
          .reloadDataWithUncommittedUpdates,
          "reloadData() was called while the collection view had uncommitted updates (drop"
            + " placeholders), which it removes (UICollectionView.h: \"If the placeholder is no"
            + " longer available (e.g. -reloadData has been called)\")")
      }
      dragDropState.reload()
      recordedUpdates.append(.reloadData)
      knownItemCounts = nil
      shownViewsAwaitReload = !displayedCells.isEmpty || !displayedSupplementaryViews.isEmpty
      keepSelectionOnReload()
      forgetLayout()
    }

    /// Lays the collection view out if it needs it.
    ///
    /// The stand-in learns the counts it does not know and, after `reloadData()`, asks again
    /// for the cells and supplementary views it shows (`CollectionViewCells.swift`). Tests call
    /// it where a run-loop turn would pass.
    open override func layoutIfNeeded() {
      guard dataSource != nil, !isPerformingBatchUpdates, !isUpdatingVisibleCells else { return }
      _ = itemCounts()
      reloadShownViewsIfNeeded()
    }

    /// Runs a group of updates as one animation, checking them against the data source as UIKit
    /// does (`CollectionViewUpdates.swift`): deletes and reloads name items before the batch,
    /// inserts items after it ("Deletes are processed before inserts", Apple,
    /// `performBatchUpdates(_:completion:)`), and the counts after must follow from those before.
    ///
    /// `completion` is called with `true` at once, or, while `animatesBatchUpdates` is on, by
    /// `finishAnimations()`.
    ///
    /// - Parameters:
    ///   - updates: The insertions, deletions, reloads and moves to perform.
    ///   - completion: Called with whether the animations completed.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
      runBatch(updates)
      guard let completion else { return }
      if animatesBatchUpdates {
        pendingCompletions.append(completion)
      } else {
        completion(true)
      }
    }

    /// Inserts items; the stand-in records it.
    ///
    /// - Parameter indexPaths: The items to insert, after the batch's deletions.
    open func insertItems(at indexPaths: [IndexPath]) {
      recordEdit(.insertItems(indexPaths))
    }

    /// Deletes items; the stand-in records it.
    ///
    /// - Parameter indexPaths: The items to delete, as they were before the batch.
    open func deleteItems(at indexPaths: [IndexPath]) {
      recordEdit(.deleteItems(indexPaths))
    }

    /// Reloads items in new cells; the stand-in records it.
    ///
    /// - Parameter indexPaths: The items to reload, as they were before the batch.
    open func reloadItems(at indexPaths: [IndexPath]) {
      recordEdit(.reloadItems(indexPaths))
    }

    /// Updates items in their existing cells (iOS 15); the stand-in records it and asks the
    /// data source for the shown ones at once, inside a batch too, at their index paths before
    /// the batch (`CollectionViewCells.swift`).
    ///
    /// - Parameter indexPaths: The items to reconfigure.
    open func reconfigureItems(at indexPaths: [IndexPath]) {
      recordEdit(.reconfigureItems(indexPaths))
      reconfigureShownItems(indexPaths)
    }

    /// Moves an item; the stand-in records it.
    ///
    /// - Parameters:
    ///   - indexPath: The item's position before the batch.
    ///   - newIndexPath: Its position after it.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
      recordEdit(.moveItem(from: indexPath, to: newIndexPath))
    }

    /// Inserts sections; the stand-in records it.
    ///
    /// - Parameter sections: The sections to insert.
    open func insertSections(_ sections: IndexSet) {
      recordEdit(.insertSections(sections))
    }

    /// Deletes sections; the stand-in records it.
    ///
    /// - Parameter sections: The sections to delete.
    open func deleteSections(_ sections: IndexSet) {
      recordEdit(.deleteSections(sections))
    }

    /// Reloads sections; the stand-in records it.
    ///
    /// - Parameter sections: The sections to reload.
    open func reloadSections(_ sections: IndexSet) {
      recordEdit(.reloadSections(sections))
    }

    /// Moves a section; the stand-in records it.
    ///
    /// - Parameters:
    ///   - section: The section's index before the batch.
    ///   - newSection: Its index after it.
    open func moveSection(_ section: Int, toSection newSection: Int) {
      recordEdit(.moveSection(from: section, to: newSection))
    }

    /// Whether `performBatchUpdates` is running its updates (stand-in only).
    public var isPerformingBatchUpdates: Bool { batchDepth > 0 }

    /// Whether a batch's animation is still running (stand-in only).
    public var isAnimatingBatchUpdates: Bool { !pendingCompletions.isEmpty }

    /// Ends the running animations, calling the waiting completions with `true` in the order
    /// their batches ran (stand-in only).
    public func finishAnimations() {
      let waiting = pendingCompletions
      pendingCompletions = []
      for completion in waiting { completion(true) }
    }
  }

  extension UICollectionView {
    /// A registration of a cell class and the handler that configures its cells (iOS 14).
    ///
    /// "Don't create your cell registration inside a … CellProvider closure; doing so prevents
    /// cell reuse, and generates an exception in iOS 15 and higher" (Apple,
    /// `UICollectionView.CellRegistration`): the stand-in remembers whether a registration was
    /// made while a collection view asked its data source for a cell, and dequeuing with it then
    /// breaks a runtime rule
    /// (``StandInCollectionRuleViolation/Rule/registrationCreatedInsideCellProvider``).
    public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
      /// Configures a dequeued cell for its item.
      public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item)
        -> Void

      let handler: Handler

      /// The reuse identifier the registration's cells get (stand-in only).
      public let standInReuseIdentifier: String

      /// Whether the registration was made inside a cell request (stand-in only).
      public let standInCreatedInsideCellProvider: Bool

      /// A registration of `Cell` configured by `handler`.
      ///
      /// - Parameter handler: Configures each dequeued cell.
      public init(handler: @escaping Handler) {
        self.handler = handler
        let (identifier, inside) = StandInRegistrations.make(named: "\(Cell.self)")
        standInReuseIdentifier = identifier
        standInCreatedInsideCellProvider = inside
      }
    }

    /// A registration of a supplementary view class for a kind and the handler that configures
    /// its views (iOS 14).
    public struct SupplementaryRegistration<Supplementary>
    where Supplementary: UICollectionReusableView {
      /// Configures a dequeued supplementary view.
      public typealias Handler = (
        _ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath
      ) -> Void

      let handler: Handler

      /// The kind of the registration's views.
      let elementKind: String

      /// The reuse identifier the registration's views get (stand-in only).
      public let standInReuseIdentifier: String

      /// Whether the registration was made inside a cell request (stand-in only).
      public let standInCreatedInsideCellProvider: Bool

      /// A registration of `Supplementary` for a kind, configured by `handler`.
      ///
      /// - Parameters:
      ///   - elementKind: The kind, such as `UICollectionView.elementKindSectionHeader`.
      ///   - handler: Configures each dequeued view.
      public init(elementKind: String, handler: @escaping Handler) {
        self.elementKind = elementKind
        self.handler = handler
        let (identifier, inside) = StandInRegistrations.make(named: "\(Supplementary.self)")
        standInReuseIdentifier = identifier
        standInCreatedInsideCellProvider = inside
      }
    }

    /// Dequeues a cell of a registration and configures it for an item (iOS 14).
    ///
    /// The registration's class is registered under its own identifier on first use, as UIKit
    /// does, and the handler runs with the cell, the index path and the item.
    ///
    /// - Parameters:
    ///   - registration: The registration.
    ///   - indexPath: The item's index path.
    ///   - item: The item.
    /// - Returns: The configured cell.
    /// - Precondition: `item` is not `nil`, unless `Item` is itself optional.
    public func dequeueConfiguredReusableCell<Cell, Item>(
      using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath,
      item: Item?
    ) -> Cell where Cell: UICollectionViewCell {
      checkRegistration(made: registration.standInCreatedInsideCellProvider, for: indexPath)
      let identifier = registration.standInReuseIdentifier
      if registeredCellClasses[identifier] == nil {
        register(Cell.self, forCellWithReuseIdentifier: identifier)
      }
      guard let cell = dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath) as? Cell
      else {
        preconditionFailure("a cell of \(identifier) is not a \(Cell.self)")
      }
      let given: Any? = item
      let none: Any? = nil
      guard let value = given.flatMap({ $0 as? Item }) ?? (none as? Item) else {
        preconditionFailure("dequeueConfiguredReusableCell got a nil item of type \(Item.self)")
      }
      registration.handler(cell, indexPath, value)
      return cell
    }

    /// Dequeues a supplementary view of a registration and configures it (iOS 14).
    ///
    /// - Parameters:
    ///   - registration: The registration.
    ///   - indexPath: The view's index path.
    /// - Returns: The configured view.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
      using registration: UICollectionView.SupplementaryRegistration<Supplementary>,
      for indexPath: IndexPath
    ) -> Supplementary where Supplementary: UICollectionReusableView {
      checkRegistration(made: registration.standInCreatedInsideCellProvider, for: indexPath)
      let kind = registration.elementKind
      let identifier = registration.standInReuseIdentifier
      if registeredSupplementaryClasses[kind]?[identifier] == nil {
        register(
          Supplementary.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
      }
      guard
        let view = dequeueReusableSupplementaryView(
          ofKind: kind, withReuseIdentifier: identifier, for: indexPath) as? Supplementary
      else {
        preconditionFailure("a view of \(identifier) is not a \(Supplementary.self)")
      }
      registration.handler(view, kind, indexPath)
      return view
    }
  }

  /// A supplementary view's kind and a name: its index path as text where it is shown, its
  /// reuse identifier where it waits.
  struct StandInSupplementaryKey: Hashable {
    let kind: String
    let name: String
  }

  /// The registrations made so far, and whether a collection view is asking for a cell now:
  /// what a registration made inside a cell provider is told apart by.
  ///
  /// A registration's initializer is not isolated to the main actor in UIKit, so the state
  /// sits behind a lock rather than on the main actor.
  enum StandInRegistrations {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var made = 0
    nonisolated(unsafe) private static var cellRequestDepth = 0

    /// A new registration's reuse identifier, and whether a cell request is under way.
    static func make(named name: String) -> (identifier: String, insideCellProvider: Bool) {
      lock.lock()
      defer { lock.unlock() }
      made += 1
      return ("\(name)-registration-\(made)", cellRequestDepth > 0)
    }

    /// Runs `body` as a cell request.
    static func insideCellRequest<Result>(_ body: () -> Result) -> Result {
      lock.withLock { cellRequestDepth += 1 }
      defer { lock.withLock { cellRequestDepth -= 1 } }
      return body()
    }
  }

  /// A stand-in for UIKit's `UICollectionViewLayoutAttributes` (`UICollectionViewLayout.h`):
  /// where the layout puts an element.
  @MainActor open class UICollectionViewLayoutAttributes: NSObject {
    /// The element's frame in the collection view's content.
    open var frame: CGRect = .zero

    /// The element's index path.
    open var indexPath: IndexPath

    /// Creates the attributes of a cell.
    ///
    /// - Parameter indexPath: The cell's item.
    public init(forCellWith indexPath: IndexPath) {
      self.indexPath = indexPath
      super.init()
    }
  }
#endif
