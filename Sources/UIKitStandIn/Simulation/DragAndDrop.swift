#if !canImport(UIKit)
  import Foundation

  // A user's drag and drop on a table or a collection view, written once for both views
  // (`StandInDragDropView`); each view binds its own delegates' members beside their
  // declarations in `../Signatures/` (`standInDragMembers` in `UITableViewDragDelegate.swift`,
  // …), and the simulation applies UIKit's answer for a member absent. Sources, one
  // per rule where it is applied: [H] `UITableView.h:590-807` and `UICollectionView.h:374-760`,
  // `UIDropInteraction.h` (operations); [D] Apple's pages of the delegate methods; [S] Apple's
  // sample *Adopting drag and drop in a table view* (the local reorder).

  /// A proposal as the simulation keeps it, for either view: the operation and the intent's raw
  /// value (the two views' intents share their first three values).
  struct StandInDropProposal: Equatable {
    var operation: UIDropOperation
    var intent: Int
    var isPrecise = false
    var prefersFullSizePreview = false

    /// The intent that opens a gap at the destination (`insertAtDestinationIndexPath`).
    static let insertAt = 1
  }

  /// The stand-in's drag session: the items a user lifted from a view.
  @MainActor final class StandInDragSession: NSObject, UIDragSession {
    var items: [UIDragItem] = []
    /// The row or item each of `items` was lifted from, in the source view.
    var sourceIndexPaths: [IndexPath] = []
    var localContext: Any?
    var allowsMoveOperation = true
    var isRestrictedToDraggingApplication = false
    /// The view the drag began in.
    weak var sourceView: (any StandInDragDropView)?
    /// The drop session the drag is to views it goes over (one per drag, as UIKit's).
    lazy var dropSession = StandInDropSession(items: [], drag: self, allowsMove: true)

    func location(in view: UIView) -> CGPoint { .zero }

    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
      standInHasItems(items, conformingTo: typeIdentifiers)
    }
  }

  /// The stand-in's drop session: a drag as a view it goes over sees it.
  @MainActor final class StandInDropSession: NSObject, UIDropSession {
    /// The drag, when it began in this app; held weakly, since the drag keeps its drop session
    /// (`StandInDragSession.dropSession`), and the view's drag state keeps the drag until the
    /// session ends.
    weak var drag: StandInDragSession?
    /// The items of a drag from another app.
    private let outsideItems: [UIDragItem]
    private let allowsMove: Bool
    var progressIndicatorStyle = UIDropSessionProgressIndicatorStyle.default

    init(items: [UIDragItem], drag: StandInDragSession?, allowsMove: Bool) {
      outsideItems = items
      self.drag = drag
      self.allowsMove = allowsMove
    }

    /// The views that tracked the session, in the order it came over them.
    var trackingViews: [StandInWeakDragDropView] = []

    /// The drag's items now (a drag in this app may gain items on its way).
    var items: [UIDragItem] { drag?.items ?? outsideItems }

    var localDragSession: (any UIDragSession)? { drag }
    var allowsMoveOperation: Bool { drag?.allowsMoveOperation ?? allowsMove }
    var isRestrictedToDraggingApplication: Bool { drag?.isRestrictedToDraggingApplication ?? false }

    func location(in view: UIView) -> CGPoint { .zero }

    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
      standInHasItems(items, conformingTo: typeIdentifiers)
    }
  }

  /// A view held weakly, as a session holds the views it went over.
  @MainActor struct StandInWeakDragDropView {
    weak var view: (any StandInDragDropView)?
  }

  /// Whether an item's provider has a representation of one of the types.
  @MainActor private func standInHasItems(_ items: [UIDragItem], conformingTo types: [String])
    -> Bool
  {
    items.contains { $0.itemProvider.registeredTypeIdentifiers.contains(where: types.contains) }
  }

  /// An animation of a dropped item (stand-in only): its added animations and completions run
  /// when the view's drop animations finish.
  @MainActor final class StandInDragAnimator: NSObject, UIDragAnimating {
    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }

    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
      completions.append(completion)
    }

    /// Runs the animations, then the completions with `.end`.
    func finish() {
      let (animations, completions) = (self.animations, self.completions)
      (self.animations, self.completions) = ([], [])
      for animation in animations { animation() }
      for completion in completions { completion(.end) }
    }
  }

  /// A placeholder row or item shown while a dropped item's data loads (stand-in only).
  ///
  /// Its index path is a data source index path: the place between the data source's rows
  /// where its row goes once committed, which no count includes. UIKit shows the placeholder
  /// "without requiring a data source update" ([H] `UITableView.h:751`,
  /// `UICollectionView.h:683`) and keeps the data source's index paths apart from the ones it
  /// presents: "UITableView must account for the presence of placeholder cells, which appear
  /// as rows in the table but don't have a corresponding entry in the data source object"
  /// (Apple's documentation of `UIDataSourceTranslating`, which both views adopt); arguments
  /// and results are data source values unless an action runs inside
  /// `performUsingPresentationValues(_:)` ([H] `UIDataSourceTranslating.h`). So the data
  /// source's counts, the index paths of its callbacks and of the view's own methods do not
  /// count placeholders, and a commit's `dataSourceUpdates` receives where the model inserts.
  @MainActor final class StandInPlaceholder {
    /// Where it is now, between the data source's rows; it follows the updates made
    /// meanwhile.
    var indexPath: IndexPath
    let dragItem: UIDragItem
    init(indexPath: IndexPath, dragItem: UIDragItem) {
      self.indexPath = indexPath
      self.dragItem = dragItem
    }
  }

  /// One dropped item, for either view's coordinator.
  @MainActor final class StandInDropItem: NSObject, UITableViewDropItem, UICollectionViewDropItem {
    let dragItem: UIDragItem
    /// Where it was lifted from in this view, as the drop began; `nil` for an item from
    /// elsewhere, and once the view was updated or reloaded after the drag began
    /// ([H] `UITableView.h:778-783`).
    let sourceIndexPath: IndexPath?
    init(dragItem: UIDragItem, sourceIndexPath: IndexPath?) {
      self.dragItem = dragItem
      self.sourceIndexPath = sourceIndexPath
    }

    var previewSize: CGSize { .zero }
  }

  /// A drop being performed, for either view's coordinator.
  @MainActor final class StandInDrop {
    weak var view: (any StandInDragDropView)?
    let session: StandInDropSession
    let destination: IndexPath?
    let proposal: StandInDropProposal
    let items: [StandInDropItem]

    init(
      view: any StandInDragDropView, session: StandInDropSession, destination: IndexPath?,
      proposal: StandInDropProposal
    ) {
      self.view = view
      self.session = session
      self.destination = destination
      self.proposal = proposal
      let fromView = session.drag?.sourceView === view && !view.dragDropState.sourcesStale
      let sources = fromView ? session.drag?.sourceIndexPaths : nil
      items = session.items.enumerated().map { index, item in
        StandInDropItem(dragItem: item, sourceIndexPath: sources?[index])
      }
    }

    /// An animation of an item to an existing or newly inserted row or item.
    ///
    /// - Precondition: The view has the row or item: "You must call
    ///   -performBatchUpdates:completion: to update your data source and insert a new row into
    ///   the table view prior to calling this method" ([H] `UITableView.h:731-734`,
    ///   `UICollectionView.h:692-697`).
    ///
    /// An item dropped to a new row asks the drop delegate for its preview ("use the drop
    /// delegate method -tableView:dropPreviewParametersForRowAtIndexPath: to provide preview
    /// parameters": [H] `UITableView.h:733`); one dropped into a row does not.
    func animate(_ dragItem: UIDragItem, to indexPath: IndexPath, newRow: Bool)
      -> any UIDragAnimating
    {
      guard let view else { return StandInDragAnimator() }
      let counts = view.standInKnownCounts()
      precondition(
        counts.indices.contains(indexPath.section)
          && (0..<counts[indexPath.section]).contains(indexPath.row),
        "a drop to \(indexPath), which the view does not have: insert it with"
          + " performBatchUpdates(_:completion:) first")
      if newRow { _ = view.standInDropMembers?.previewParameters?(indexPath) }
      return view.dragDropState.animation()
    }

    /// Inserts a placeholder at `indexPath` without a data source update ([H]
    /// `UITableView.h:726-728`, `UICollectionView.h:681-690`): the data source's counts do not
    /// include it (see ``StandInPlaceholder``).
    func insertPlaceholder(for dragItem: UIDragItem, at indexPath: IndexPath)
      -> StandInPlaceholderContext
    {
      guard let view else { preconditionFailure("the view of the drop is gone") }
      let placeholder = view.dragDropState.insertPlaceholder(
        at: indexPath, for: dragItem, counts: view.standInKnownCounts())
      return StandInPlaceholderContext(placeholder: placeholder, view: view)
    }
  }

  /// A placeholder's context, for either view (`UITableViewDropPlaceholderContext`,
  /// `UICollectionViewDropPlaceholderContext`).
  @MainActor
  final class StandInPlaceholderContext: NSObject, UITableViewDropPlaceholderContext,
    UICollectionViewDropPlaceholderContext
  {
    private let placeholder: StandInPlaceholder
    private weak var view: (any StandInDragDropView)?
    private let animator = StandInDragAnimator()

    init(placeholder: StandInPlaceholder, view: any StandInDragDropView) {
      self.placeholder = placeholder
      self.view = view
      super.init()
      view.dragDropState.animators.append(animator)
    }

    var dragItem: UIDragItem { placeholder.dragItem }

    func addAnimations(_ animations: @escaping () -> Void) { animator.addAnimations(animations) }

    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
      animator.addCompletion(completion)
    }

    /// Exchanges the placeholder for the row or item the data source inserts.
    ///
    /// [H] `UITableView.h:798-802`: "If the placeholder is no longer available (e.g.
    /// -reloadData has been called) the dataSourceUpdates block will not be executed and this
    /// will return NO." Otherwise `dataSourceUpdates` receives the data source index path where
    /// the placeholder is now, the data source inserts the item there, and the row takes the
    /// placeholder's place: checked as a batch that inserts that one row (the data source's
    /// count of the section one more than before, or the exception a batch raises).
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
      guard let view else { return false }
      guard view.dragDropState.remove(placeholder) else { return false }
      let indexPath = placeholder.indexPath
      view.standInCommitPlaceholder(at: indexPath) { dataSourceUpdates(indexPath) }
      return true
    }

    /// Removes the placeholder; `false` when it is gone ([H] `UITableView.h:804-807`).
    ///
    /// The data source's counts never included it.
    func deletePlaceholder() -> Bool {
      guard let view else { return false }
      guard view.dragDropState.remove(placeholder) else { return false }
      view.dragDropState.sourcesStale = true
      return true
    }

    /// Nothing to do: the stand-in shows no placeholder cell.
    func setNeedsCellUpdate() {}
  }

  /// What a view's drags and drops are doing (stand-in only).
  @MainActor struct StandInDragDropState {
    /// The drag that began in the view, until it ends.
    var drag: StandInDragSession?
    /// The drop session the view tracks, whether the drag is inside it, and the answers of its
    /// drop delegate for it.
    var drop: StandInDropSession?
    var dropInside = false
    var dropRefused = false
    var destination: IndexPath?
    var proposal = StandInDropProposal(operation: .cancel, intent: 0)
    /// The placeholders shown, oldest first.
    private(set) var placeholders: [StandInPlaceholder] = []
    /// The animations of the drops, until they finish.
    var animators: [StandInDragAnimator] = []
    /// Whether the view was updated or reloaded since its drag began.
    var sourcesStale = false

    /// Whether the view shows a gap or placeholders ([H] `UITableView.h:426`: "in the middle of
    /// reordering, is displaying a drop target gap, or has drop placeholders").
    var hasUncommittedUpdates: Bool {
      !placeholders.isEmpty
        || (dropInside && !dropRefused && destination != nil
          && proposal.intent == StandInDropProposal.insertAt)
    }

    /// The index paths of the placeholders shown, oldest first.
    var placeholderPaths: [IndexPath] { placeholders.map(\.indexPath) }

    mutating func animation() -> StandInDragAnimator {
      let animator = StandInDragAnimator()
      animators.append(animator)
      return animator
    }

    /// Inserts a placeholder between the data source's rows; no other placeholder moves (their
    /// index paths are the data source's, which do not count placeholders).
    ///
    /// - Precondition: `indexPath` is in a section of `counts` and at most its count.
    mutating func insertPlaceholder(
      at indexPath: IndexPath, for dragItem: UIDragItem, counts: [Int]
    ) -> StandInPlaceholder {
      precondition(
        counts.indices.contains(indexPath.section) && indexPath.row >= 0
          && indexPath.row <= counts[indexPath.section],
        "a placeholder's insertion index path \(indexPath) is past the end of its section")
      let placeholder = StandInPlaceholder(indexPath: indexPath, dragItem: dragItem)
      placeholders.append(placeholder)
      return placeholder
    }

    /// Removes a placeholder; `false` when it was already gone.
    mutating func remove(_ placeholder: StandInPlaceholder) -> Bool {
      guard let index = placeholders.firstIndex(where: { $0 === placeholder }) else {
        return false
      }
      placeholders.remove(at: index)
      return true
    }

    /// The placeholders follow a group of updates, as the rows around them do: each stays
    /// before the row that was after it (or the next one after it still in its section), goes
    /// to the end of its section when none is left, and is gone with its section.
    ///
    /// How UIKit moves a placeholder through a batch is not documented beyond "the table view
    /// manages the placeholder" (Apple's documentation of `drop(_:to:)`); this rule keeps it
    /// between the same rows wherever they stay together. The drag's source index paths are
    /// stale from then on.
    ///
    /// - Parameters:
    ///   - updates: The group's updates.
    ///   - before: The data source's counts before the group.
    ///   - after: The data source's counts after it.
    mutating func follow(_ updates: ArraySlice<StandInTableUpdate>, before: [Int], after: [Int]) {
      guard updates.contains(where: { $0.changesRows }) else { return }
      sourcesStale = true
      guard !placeholders.isEmpty else { return }
      let plan = DisplayedCellsPlan(updates)
      placeholders = placeholders.compactMap { placeholder in
        let old = placeholder.indexPath
        guard let section = plan.newSection(of: old.section), after.indices.contains(section)
        else { return nil }
        let oldCount = before.indices.contains(old.section) ? before[old.section] : 0
        var new = IndexPath(row: after[section], section: section)
        for row in old.row..<max(oldCount, old.row) {
          if let moved = plan.newPath(of: IndexPath(row: row, section: old.section)),
            moved.section == section
          {
            new = moved
            break
          }
        }
        placeholder.indexPath = new
        return placeholder
      }
    }

    /// Removes the placeholders, as a reload does.
    ///
    /// [H] `UITableView.h:429`: "this will cause any existing drop placeholder rows to be
    /// removed"; `UICollectionView.h:760-782` says the same of a collection view's.
    mutating func reload() {
      placeholders = []
      sourcesStale = true
    }
  }

  extension StandInTableUpdate {
    /// Whether the update inserts, deletes, moves or reloads rows or sections ("updated or
    /// reloaded": [H] `UITableView.h:778-783`).
    fileprivate var changesRows: Bool {
      switch self {
      case .insertRows, .deleteRows, .moveRow, .reloadRows, .insertSections, .deleteSections,
        .moveSection, .reloadSections:
        return true
      default:
        return false
      }
    }
  }

  /// The drag delegate members of a view (stand-in only), each bound to the delegate and view.
  ///
  /// A member is `nil` when the delegate did not implement it when it was assigned (UIKit caches
  /// `respondsToSelector:` then) or there is no delegate. Each view builds them beside its
  /// protocol in `../Signatures/`, so that a member is named in one place; the simulation
  /// applies UIKit's answer without a member where it asks it.
  @MainActor struct StandInDragMembers {
    var itemsForBeginning: ((any UIDragSession, IndexPath) -> [UIDragItem])?
    var itemsForAdding: ((any UIDragSession, IndexPath, CGPoint) -> [UIDragItem])?
    var sessionWillBegin: ((any UIDragSession) -> Void)?
    var sessionDidEnd: ((any UIDragSession) -> Void)?
    var sessionAllowsMove: ((any UIDragSession) -> Bool)?
    var sessionIsRestricted: ((any UIDragSession) -> Bool)?
    var previewParameters: ((IndexPath) -> UIDragPreviewParameters?)?
  }

  /// The drop delegate members of a view (stand-in only), as ``StandInDragMembers``.
  @MainActor struct StandInDropMembers {
    /// Makes the view's coordinator for the drop and gives it to the delegate.
    var performDrop: ((StandInDrop) -> Void)?
    var canHandle: ((any UIDropSession) -> Bool)?
    var sessionDidEnter: ((any UIDropSession) -> Void)?
    var sessionDidUpdate: ((any UIDropSession, IndexPath?) -> StandInDropProposal)?
    var sessionDidExit: ((any UIDropSession) -> Void)?
    var sessionDidEnd: ((any UIDropSession) -> Void)?
    var previewParameters: ((IndexPath) -> UIDragPreviewParameters?)?
  }

  /// A member of `delegate` bound by `bind`, when the delegate implemented `selector` when it
  /// was assigned (`cached`); otherwise `nil`.
  @MainActor func standInMember<Delegate, Member>(
    of delegate: Delegate?, _ selector: String, cached: Set<String>,
    _ bind: (Delegate) -> Member
  ) -> Member? {
    guard let delegate, cached.contains(selector) else { return nil }
    return bind(delegate)
  }

  extension StandInDropProposal {
    /// A delegate's proposal, its intent given as its raw value.
    @MainActor init(_ proposal: UIDropProposal, intent: Int) {
      self.init(
        operation: proposal.operation, intent: intent, isPrecise: proposal.isPrecise,
        prefersFullSizePreview: proposal.prefersFullSizePreview)
    }
  }

  /// A view a user drags from and drops on (stand-in only): a table or a collection view.
  ///
  /// `UITableView` and `UICollectionView` conform. Its drivers (`userBeginsDrag(at:)`, …) and its drag and drop state
  /// (`hasActiveDrag`, …) are written once, here.
  @MainActor public protocol StandInDragAndDropView: UIScrollView {}

  /// What the simulation needs of a view: its state, its counts, and its delegates' members.
  @MainActor protocol StandInDragDropView: StandInDragAndDropView {
    var dragDropState: StandInDragDropState { get set }
    /// `dragInteractionEnabled`.
    var dragInteractionEnabled: Bool { get }
    /// The drag delegate's members, `nil` without a drag delegate.
    var standInDragMembers: StandInDragMembers? { get }
    /// The drop delegate's members, `nil` without a drop delegate.
    var standInDropMembers: StandInDropMembers? { get }
    /// The data source's rows or items, as the view knows them now.
    func standInKnownCounts() -> [Int]
    /// Commits a placeholder: runs `dataSourceUpdates`, then checks and shows the one row or
    /// item inserted at `indexPath` as a batch does.
    func standInCommitPlaceholder(at indexPath: IndexPath, _ dataSourceUpdates: () -> Void)
    /// Moves a row or item as the reorder control does, if the data source moves them;
    /// `false` when it does not.
    func standInReorder(from source: IndexPath, to destination: IndexPath) -> Bool
  }

  extension StandInDragAndDropView {
    /// The view as the simulation knows it.
    private var simulated: any StandInDragDropView {
      guard let view = self as? any StandInDragDropView else {
        preconditionFailure("\(type(of: self)) is not simulated")
      }
      return view
    }

    /// Whether rows or items a user lifted from the view are being dragged
    /// (`UITableView.h:508-509`, `UICollectionView.h:497-499`).
    public var hasActiveDrag: Bool { simulated.dragDropState.drag != nil }

    /// Whether the view tracks a drop session (`UITableView.h:511-512`,
    /// `UICollectionView.h:501-503`).
    public var hasActiveDrop: Bool { simulated.dragDropState.drop != nil }

    /// Whether the view shows a row being reordered, a drop gap or drop placeholders
    /// (`UITableView.h:425-426`: "in the middle of reordering, is displaying a drop target gap,
    /// or has drop placeholders"; `UICollectionView.h:418-419` names reordering and
    /// placeholders): a reorder in progress (`Reordering.swift`) counts.
    public var hasUncommittedUpdates: Bool {
      simulated.dragDropState.hasUncommittedUpdates || isReordering
    }

    /// The user long-presses the row or item at `indexPath` and lifts it (stand-in only).
    ///
    /// Nothing is lifted while `dragInteractionEnabled` is off, without a `dragDelegate`, or
    /// when it gives no items; otherwise the drag begins (`hasActiveDrag`) and the delegate is
    /// told `dragSessionWillBegin`.
    ///
    /// - Parameter indexPath: The row or item.
    /// - Returns: Whether a drag began.
    @discardableResult
    public func userBeginsDrag(at indexPath: IndexPath) -> Bool {
      simulated.beginDrag(at: indexPath)
    }

    /// The user taps another row or item while dragging, to add it to the drag (stand-in
    /// only).
    ///
    /// - Precondition: A drag began in this view (`userBeginsDrag(at:)`).
    /// - Parameters:
    ///   - indexPath: The row or item tapped.
    ///   - point: The tap, in the view's coordinates.
    /// - Returns: How many items were added.
    @discardableResult
    public func userAddsToDrag(at indexPath: IndexPath, point: CGPoint = .zero) -> Int {
      simulated.addToDrag(at: indexPath, point: point)
    }

    /// The user moves the drag that began in this view over it, to `destination` (stand-in
    /// only): a row or item, the end of a section (its count), or `nil` for empty space.
    ///
    /// - Precondition: A drag began in this view.
    /// - Parameter destination: Where the drag is.
    /// - Returns: The operation in force there (`.cancel` when the view takes no drop).
    @discardableResult
    public func userDragsOver(_ destination: IndexPath?) -> UIDropOperation {
      userDragsOver(destination, from: self)
    }

    /// The user moves the drag that began in `source`, a view of the same app, over this view,
    /// to `destination` (stand-in only); the drop session's `localDragSession` is that drag.
    ///
    /// - Precondition: A drag began in `source`.
    /// - Parameters:
    ///   - destination: A row or item, the end of a section, or `nil`.
    ///   - source: The view the drag began in.
    /// - Returns: The operation in force there.
    @discardableResult
    public func userDragsOver(_ destination: IndexPath?, from source: any StandInDragAndDropView)
      -> UIDropOperation
    {
      guard let drag = (source as? any StandInDragDropView)?.dragDropState.drag else {
        preconditionFailure(
          "no drag began in \(type(of: source)): begin one with userBeginsDrag(at:)")
      }
      return simulated.dragOver(drag.dropSession, to: destination).operation
    }

    /// The user moves a drag from another app, carrying `items`, over the view, to
    /// `destination` (stand-in only); the same items again continue that drag.
    ///
    /// - Parameters:
    ///   - destination: Where the drag is: a row or item, the end of a section, or `nil`.
    ///   - items: The items dragged.
    ///   - allowsMoveOperation: Whether the other app allows a move.
    /// - Returns: The operation in force there.
    @discardableResult
    public func userDragsOver(
      _ destination: IndexPath?, carrying items: [UIDragItem], allowsMoveOperation: Bool = false
    ) -> UIDropOperation {
      let tracked = simulated.dragDropState.drop.flatMap {
        $0.drag == nil && $0.items == items ? $0 : nil
      }
      let session =
        tracked ?? StandInDropSession(items: items, drag: nil, allowsMove: allowsMoveOperation)
      return simulated.dragOver(session, to: destination).operation
    }

    /// The user drags out of the view without dropping (stand-in only): `dropSessionDidExit`.
    public func userDragsOut() { simulated.dragExits() }

    /// The user lifts the finger over the view, dropping the drag there (stand-in only).
    ///
    /// - Precondition: A drag is over the view.
    /// - Returns: Whether the drop was performed (by the drop delegate, or by the data
    ///   source's move for a local reorder).
    @discardableResult
    public func userDrops() -> Bool { simulated.drop() }

    /// The user cancels the drag the view tracks, or the one that began in it, without a drop
    /// (stand-in only).
    public func userCancelsDrag() {
      let state = simulated.dragDropState
      guard let session = state.drop ?? state.drag?.dropSession else { return }
      simulated.endDrag(session)
    }

    /// The index paths of the drop placeholders the view shows, oldest first (stand-in only).
    public var standInPlaceholderIndexPaths: [IndexPath] {
      simulated.dragDropState.placeholderPaths
    }

    /// Ends the drop animations: the animations added to them run and their completions are
    /// called with `.end` (stand-in only).
    public func standInFinishDropAnimations() { simulated.finishDropAnimations() }
  }
  // The user's gestures, for either view; each view's public drivers call these.
  extension StandInDragDropView {
    /// A long press lifts the row or item at `indexPath`.
    ///
    /// [H] `UITableView.h:502-506` / `UICollectionView.h:379-382`: no drag while
    /// `dragInteractionEnabled` is off; the drag delegate gives the items, and "If an empty
    /// array is returned a drag session will not begin" (`UITableView.h:598-601`); without a
    /// drag delegate nothing is asked. Then, "after the lift animation has completed",
    /// `dragSessionWillBegin`, which "will always be balanced" by `dragSessionDidEnd`
    /// (`:615-617`); the session's move and restriction answers are asked as it begins.
    func beginDrag(at indexPath: IndexPath) -> Bool {
      guard dragDropState.drag == nil, dragInteractionEnabled, let members = standInDragMembers
      else { return false }
      let session = StandInDragSession()
      session.sourceView = self
      // The one required member; a delegate that lacks it gives nothing.
      let items = members.itemsForBeginning?(session, indexPath) ?? []
      guard !items.isEmpty else { return false }
      session.items = items
      session.sourceIndexPaths = Array(repeating: indexPath, count: items.count)
      // "If not implemented, defaults to YES" and "… defaults to NO" (`UITableView.h:622-628`).
      session.allowsMoveOperation = members.sessionAllowsMove?(session) ?? true
      session.isRestrictedToDraggingApplication = members.sessionIsRestricted?(session) ?? false
      // The lifted row's preview: "If not implemented or if nil is returned, the entire cell
      // will be used" (`UITableView.h:611-613`); the stand-in draws nothing with it.
      _ = members.previewParameters?(indexPath)
      dragDropState.drag = session
      dragDropState.sourcesStale = false
      members.sessionWillBegin?(session)
      return true
    }

    /// A tap on another row or item during the drag adds its items: "If not implemented, or if
    /// an empty array is returned, no items will be added" ([H] `UITableView.h:605-609`).
    func addToDrag(at indexPath: IndexPath, point: CGPoint) -> Int {
      guard let session = dragDropState.drag else {
        preconditionFailure("no drag began in this view: begin one with userBeginsDrag(at:)")
      }
      let added = standInDragMembers?.itemsForAdding?(session, indexPath, point) ?? []
      session.items += added
      session.sourceIndexPaths += Array(repeating: indexPath, count: added.count)
      return added.count
    }

    /// The drag `session` moves over the view, to `destination`.
    ///
    /// [H] `UITableView.h:645-660` / `UICollectionView.h:595-611`: without a drop delegate the
    /// view takes no drop; `canHandle` is asked once per session, and "If NO is returned no
    /// further delegate methods will be called for this drop session"; then `dropSessionDidEnter`
    /// as the drag comes in, and `dropSessionDidUpdate` at each move, whose destination is a
    /// row that does not exist yet at the end of a section ("equal to the number of rows in
    /// that section") and may be `nil` over empty space. A `.move` the session does not allow
    /// is `.cancel` ([H] `UIDropInteraction.h`: "Otherwise it will be treated as
    /// UIDropOperationCancel").
    ///
    /// - Precondition: `destination` is `nil` or in a section the view has, its row at most
    ///   the section's count.
    func dragOver(_ session: StandInDropSession, to destination: IndexPath?)
      -> StandInDropProposal
    {
      if let destination {
        let counts = standInKnownCounts()
        precondition(
          counts.indices.contains(destination.section)
            && (0...counts[destination.section]).contains(destination.row),
          "a drag's destination \(destination) is not a row or item of the view, nor the end of"
            + " a section")
      }
      let members = standInDropMembers
      if dragDropState.drop !== session {
        session.trackingViews.append(StandInWeakDragDropView(view: self))
        dragDropState.drop = session
        dragDropState.dropInside = false
        // "If not implemented, a default value of YES is assumed" (`UITableView.h:647-649`).
        dragDropState.dropRefused = members.map { $0.canHandle?(session) ?? true } != true
      }
      guard let members, !dragDropState.dropRefused else {
        return StandInDropProposal(operation: .cancel, intent: 0)
      }
      if !dragDropState.dropInside {
        dragDropState.dropInside = true
        members.sessionDidEnter?(session)
      }
      // Without the member, a copy with no place proposed (the protocols' default
      // `dropSessionDidUpdate`, with its sources, in `../Signatures/UITableViewDropDelegate.swift`).
      var proposal =
        members.sessionDidUpdate?(session, destination)
        ?? StandInDropProposal(operation: .copy, intent: 0)
      if proposal.operation == .move, !session.allowsMoveOperation { proposal.operation = .cancel }
      dragDropState.destination = destination
      dragDropState.proposal = proposal
      return proposal
    }

    /// The drag leaves the view: `dropSessionDidExit` ([H] `UITableView.h:662-663`).
    func dragExits() {
      guard let session = dragDropState.drop, dragDropState.dropInside,
        !dragDropState.dropRefused
      else { return }
      dragDropState.dropInside = false
      dragDropState.destination = nil
      standInDropMembers?.sessionDidExit?(session)
    }

    /// The user lifts the finger over the view.
    ///
    /// A `.copy` or `.move` proposal is performed; `.cancel` and `.forbidden` are not
    /// ([H] `UIDropInteraction.h`: "If the user drops here, … performDrop: method will NOT be
    /// called"). A drop of one item the user dragged from this same view, proposed as `.move`
    /// with `insertAtDestinationIndexPath` at a destination, goes to the data source's move
    /// member as the reorder control's drop does, when the data source implements it, instead
    /// of `performDropWith`: UIKit documents no such routing; Apple's sample *Adopting drag and
    /// drop in a table view* states it ("Local drags with one item go through the existing
    /// `tableView(_:moveRowAt:to:)` method on the data source"). The coordinator's proposal has
    /// the intent `.unspecified` when there is no destination ([H] `UITableView.h:714-717`).
    /// Then the drop session ends for the view ([D] `tableView(_:dropSessionDidEnd:)`: "at the
    /// conclusion of a drag that was over the table view at one point … regardless of whether
    /// the data was actually dropped") and the drag ends at its source.
    ///
    /// - Returns: Whether the drop was performed (by the drop delegate or the move).
    func drop() -> Bool {
      guard let session = dragDropState.drop else {
        preconditionFailure("no drag is over this view: move one over it first")
      }
      var performed = false
      if dragDropState.dropInside, !dragDropState.dropRefused,
        [.copy, .move].contains(dragDropState.proposal.operation)
      {
        performed = true
        if !reorderLocally(session) {
          var proposal = dragDropState.proposal
          if dragDropState.destination == nil { proposal.intent = 0 }
          dragDropState.dropInside = false
          standInDropMembers?.performDrop?(
            StandInDrop(
              view: self, session: session, destination: dragDropState.destination,
              proposal: proposal))
        }
      }
      endDrag(session)
      return performed
    }

    /// The drag session ends: `dropSessionDidEnd` to the view that tracked it (unless it
    /// refused it) and `dragSessionDidEnd` to the view it began in.
    func endDrag(_ session: StandInDropSession) {
      for view in session.trackingViews.compactMap(\.view) where view.dragDropState.drop === session
      {
        let told = !view.dragDropState.dropRefused
        view.dragDropState.drop = nil
        view.dragDropState.dropInside = false
        view.dragDropState.destination = nil
        if told { view.standInDropMembers?.sessionDidEnd?(session) }
      }
      if let drag = session.drag, let source = drag.sourceView, source.dragDropState.drag === drag {
        source.dragDropState.drag = nil
        source.standInDragMembers?.sessionDidEnd?(drag)
      }
    }

    /// The local reorder: one item dragged from this view, `.move` at a gap.
    private func reorderLocally(_ session: StandInDropSession) -> Bool {
      guard let drag = session.drag, drag.sourceView === self, drag.items.count == 1,
        let source = drag.sourceIndexPaths.first, !dragDropState.sourcesStale,
        var destination = dragDropState.destination,
        dragDropState.proposal.operation == .move,
        dragDropState.proposal.intent == StandInDropProposal.insertAt
      else { return false }
      // The end of the source's own section is its last row once the row is lifted out.
      let counts = standInKnownCounts()
      if destination.section == source.section {
        destination.row = min(destination.row, counts[source.section] - 1)
      }
      // The gap closes as the row lands: the data source's move is told with the reorder
      // ended, as the reorder control's is (`Reordering.swift`).
      dragDropState.dropInside = false
      return standInReorder(from: source, to: destination)
    }

    /// Runs the drop animations' added animations and completions (stand-in only).
    func finishDropAnimations() {
      let animators = dragDropState.animators
      dragDropState.animators = []
      for animator in animators { animator.finish() }
    }
  }
#endif
