#if os(Linux)
  import Foundation
  import UIKitStandIn

  /// An app's drag delegate and drop delegate, for a table view and for a collection view, whose
  /// every member is answered by a closure that a test sets, and which implements only the
  /// members whose closure is set; every call is recorded by its selector.
  ///
  /// One closure serves a member of both views (the view comes first, as a scroll view), so a
  /// test of either view names members only by closure. A member without a closure is not
  /// implemented: the views learn it through `responds(to:)`, as UIKit does.
  ///
  /// ```swift
  /// let app = DragDropStub()
  /// app.itemsForBeginning = { _, _, _ in [UIDragItem(itemProvider: NSItemProvider())] }
  /// tableView.dragDelegate = app
  /// ```
  @MainActor
  package final class DragDropStub: ClosureApp, UITableViewDragDelegate, UITableViewDropDelegate,
    UICollectionViewDragDelegate, UICollectionViewDropDelegate
  {
    /// The selectors called, in order (a table's from `TableSelectors`, a list's from
    /// `CollectionViewSelectors`).
    package private(set) var calls: [String] = []

    /// The table and list selectors of one member, implemented together.
    private func implement(_ selectors: (String, String), _ isImplemented: Bool) {
      implement(selectors.0, isImplemented)
      implement(selectors.1, isImplemented)
    }

    /// Records the call and answers it with the member's closure.
    private func call<Closure>(_ closure: Closure?, _ selector: String) -> Closure {
      calls.append(selector)
      return answer(closure, selector)
    }

    // MARK: The closures, one per member of both views

    /// Answers `itemsForBeginningDragSession`.
    package var itemsForBeginning:
      (@MainActor (UIScrollView, any UIDragSession, IndexPath) -> [UIDragItem])?
    {
      didSet {
        implement(
          (TableSelectors.itemsForBeginningDrag, CollectionViewSelectors.itemsForBeginningDrag),
          itemsForBeginning != nil)
      }
    }

    /// Answers `itemsForAddingToDragSession`.
    package var itemsForAdding:
      (@MainActor (UIScrollView, any UIDragSession, IndexPath, CGPoint) -> [UIDragItem])?
    {
      didSet {
        implement(
          (TableSelectors.itemsForAddingToDrag, CollectionViewSelectors.itemsForAddingToDrag),
          itemsForAdding != nil)
      }
    }

    /// Answers the drag preview parameters of a row or item.
    package var dragPreviewParameters:
      (@MainActor (UIScrollView, IndexPath) -> UIDragPreviewParameters?)?
    {
      didSet {
        implement(
          (TableSelectors.dragPreviewParameters, CollectionViewSelectors.dragPreviewParameters),
          dragPreviewParameters != nil)
      }
    }

    /// Answers `dragSessionWillBegin`.
    package var dragSessionWillBegin: (@MainActor (UIScrollView, any UIDragSession) -> Void)? {
      didSet {
        implement(
          (TableSelectors.dragSessionWillBegin, CollectionViewSelectors.dragSessionWillBegin),
          dragSessionWillBegin != nil)
      }
    }

    /// Answers `dragSessionDidEnd`.
    package var dragSessionDidEnd: (@MainActor (UIScrollView, any UIDragSession) -> Void)? {
      didSet {
        implement(
          (TableSelectors.dragSessionDidEnd, CollectionViewSelectors.dragSessionDidEnd),
          dragSessionDidEnd != nil)
      }
    }

    /// Answers `dragSessionAllowsMoveOperation`.
    package var dragSessionAllowsMove: (@MainActor (UIScrollView, any UIDragSession) -> Bool)? {
      didSet {
        implement(
          (TableSelectors.dragSessionAllowsMove, CollectionViewSelectors.dragSessionAllowsMove),
          dragSessionAllowsMove != nil)
      }
    }

    /// Answers `dragSessionIsRestrictedToDraggingApplication`.
    package var dragSessionIsRestricted: (@MainActor (UIScrollView, any UIDragSession) -> Bool)? {
      didSet {
        implement(
          (TableSelectors.dragSessionIsRestricted, CollectionViewSelectors.dragSessionIsRestricted),
          dragSessionIsRestricted != nil)
      }
    }

    /// Answers `performDropWithCoordinator`, given the table's coordinator or the list's.
    package var performDrop: (@MainActor (UIScrollView, DropCoordinator) -> Void)? {
      didSet {
        implement(
          (TableSelectors.performDrop, CollectionViewSelectors.performDrop), performDrop != nil)
      }
    }

    /// Answers `canHandleDropSession`.
    package var canHandle: (@MainActor (UIScrollView, any UIDropSession) -> Bool)? {
      didSet {
        implement(
          (TableSelectors.canHandleDrop, CollectionViewSelectors.canHandleDrop), canHandle != nil)
      }
    }

    /// Answers `dropSessionDidEnter`.
    package var dropSessionDidEnter: (@MainActor (UIScrollView, any UIDropSession) -> Void)? {
      didSet {
        implement(
          (TableSelectors.dropSessionDidEnter, CollectionViewSelectors.dropSessionDidEnter),
          dropSessionDidEnter != nil)
      }
    }

    /// Answers `dropSessionDidUpdate` with an operation and an intent's raw value.
    package var dropSessionDidUpdate:
      (@MainActor (UIScrollView, any UIDropSession, IndexPath?) -> (UIDropOperation, Int))?
    {
      didSet {
        implement(
          (TableSelectors.dropSessionDidUpdate, CollectionViewSelectors.dropSessionDidUpdate),
          dropSessionDidUpdate != nil)
      }
    }

    /// Answers `dropSessionDidExit`.
    package var dropSessionDidExit: (@MainActor (UIScrollView, any UIDropSession) -> Void)? {
      didSet {
        implement(
          (TableSelectors.dropSessionDidExit, CollectionViewSelectors.dropSessionDidExit),
          dropSessionDidExit != nil)
      }
    }

    /// Answers `dropSessionDidEnd`.
    package var dropSessionDidEnd: (@MainActor (UIScrollView, any UIDropSession) -> Void)? {
      didSet {
        implement(
          (TableSelectors.dropSessionDidEnd, CollectionViewSelectors.dropSessionDidEnd),
          dropSessionDidEnd != nil)
      }
    }

    /// Answers the drop preview parameters of a row or item.
    package var dropPreviewParameters:
      (@MainActor (UIScrollView, IndexPath) -> UIDragPreviewParameters?)?
    {
      didSet {
        implement(
          (TableSelectors.dropPreviewParameters, CollectionViewSelectors.dropPreviewParameters),
          dropPreviewParameters != nil)
      }
    }

    /// Implements every drag and drop member, each answering what UIKit answers without it
    /// (the drop proposal: a copy, unspecified), and performing no drop.
    package func implementEverything() {
      itemsForBeginning = itemsForBeginning ?? { _, _, _ in [] }
      itemsForAdding = itemsForAdding ?? { _, _, _, _ in [] }
      dragPreviewParameters = dragPreviewParameters ?? { _, _ in nil }
      dragSessionWillBegin = dragSessionWillBegin ?? { _, _ in }
      dragSessionDidEnd = dragSessionDidEnd ?? { _, _ in }
      dragSessionAllowsMove = dragSessionAllowsMove ?? { _, _ in true }
      dragSessionIsRestricted = dragSessionIsRestricted ?? { _, _ in false }
      performDrop = performDrop ?? { _, _ in }
      canHandle = canHandle ?? { _, _ in true }
      dropSessionDidEnter = dropSessionDidEnter ?? { _, _ in }
      dropSessionDidUpdate = dropSessionDidUpdate ?? { _, _, _ in (.copy, 0) }
      dropSessionDidExit = dropSessionDidExit ?? { _, _ in }
      dropSessionDidEnd = dropSessionDidEnd ?? { _, _ in }
      dropPreviewParameters = dropPreviewParameters ?? { _, _ in nil }
    }

    // MARK: The table's members

    package func tableView(
      _ tableView: UITableView, itemsForBeginning session: any UIDragSession,
      at indexPath: IndexPath
    ) -> [UIDragItem] {
      call(itemsForBeginning, TableSelectors.itemsForBeginningDrag)(tableView, session, indexPath)
    }

    package func tableView(
      _ tableView: UITableView, itemsForAddingTo session: any UIDragSession,
      at indexPath: IndexPath, point: CGPoint
    ) -> [UIDragItem] {
      call(itemsForAdding, TableSelectors.itemsForAddingToDrag)(
        tableView, session, indexPath, point)
    }

    package func tableView(
      _ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath
    ) -> UIDragPreviewParameters? {
      call(dragPreviewParameters, TableSelectors.dragPreviewParameters)(tableView, indexPath)
    }

    package func tableView(
      _ tableView: UITableView, dragSessionWillBegin session: any UIDragSession
    ) {
      call(dragSessionWillBegin, TableSelectors.dragSessionWillBegin)(tableView, session)
    }

    package func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) {
      call(dragSessionDidEnd, TableSelectors.dragSessionDidEnd)(tableView, session)
    }

    package func tableView(
      _ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession
    ) -> Bool {
      call(dragSessionAllowsMove, TableSelectors.dragSessionAllowsMove)(tableView, session)
    }

    package func tableView(
      _ tableView: UITableView,
      dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool {
      call(dragSessionIsRestricted, TableSelectors.dragSessionIsRestricted)(tableView, session)
    }

    package func tableView(
      _ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator
    ) {
      call(performDrop, TableSelectors.performDrop)(tableView, .table(coordinator))
    }

    package func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool {
      call(canHandle, TableSelectors.canHandleDrop)(tableView, session)
    }

    package func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession)
    {
      call(dropSessionDidEnter, TableSelectors.dropSessionDidEnter)(tableView, session)
    }

    package func tableView(
      _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
      withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal {
      let (operation, intent) = call(dropSessionDidUpdate, TableSelectors.dropSessionDidUpdate)(
        tableView, session, destinationIndexPath)
      return UITableViewDropProposal(
        operation: operation, intent: UITableViewDropProposal.Intent(rawValue: intent)!)
    }

    package func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession)
    {
      call(dropSessionDidExit, TableSelectors.dropSessionDidExit)(tableView, session)
    }

    package func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession) {
      call(dropSessionDidEnd, TableSelectors.dropSessionDidEnd)(tableView, session)
    }

    package func tableView(
      _ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath
    ) -> UIDragPreviewParameters? {
      call(dropPreviewParameters, TableSelectors.dropPreviewParameters)(tableView, indexPath)
    }

    // MARK: The collection view's members

    package func collectionView(
      _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession,
      at indexPath: IndexPath
    ) -> [UIDragItem] {
      call(itemsForBeginning, CollectionViewSelectors.itemsForBeginningDrag)(
        collectionView, session, indexPath)
    }

    package func collectionView(
      _ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession,
      at indexPath: IndexPath, point: CGPoint
    ) -> [UIDragItem] {
      call(itemsForAdding, CollectionViewSelectors.itemsForAddingToDrag)(
        collectionView, session, indexPath, point)
    }

    package func collectionView(
      _ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath
    ) -> UIDragPreviewParameters? {
      call(dragPreviewParameters, CollectionViewSelectors.dragPreviewParameters)(
        collectionView, indexPath)
    }

    package func collectionView(
      _ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession
    ) {
      call(dragSessionWillBegin, CollectionViewSelectors.dragSessionWillBegin)(
        collectionView, session)
    }

    package func collectionView(
      _ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession
    ) {
      call(dragSessionDidEnd, CollectionViewSelectors.dragSessionDidEnd)(collectionView, session)
    }

    package func collectionView(
      _ collectionView: UICollectionView,
      dragSessionAllowsMoveOperation session: any UIDragSession
    ) -> Bool {
      call(dragSessionAllowsMove, CollectionViewSelectors.dragSessionAllowsMove)(
        collectionView, session)
    }

    package func collectionView(
      _ collectionView: UICollectionView,
      dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool {
      call(dragSessionIsRestricted, CollectionViewSelectors.dragSessionIsRestricted)(
        collectionView, session)
    }

    package func collectionView(
      _ collectionView: UICollectionView,
      performDropWith coordinator: any UICollectionViewDropCoordinator
    ) {
      call(performDrop, CollectionViewSelectors.performDrop)(collectionView, .list(coordinator))
    }

    package func collectionView(
      _ collectionView: UICollectionView, canHandle session: any UIDropSession
    ) -> Bool {
      call(canHandle, CollectionViewSelectors.canHandleDrop)(collectionView, session)
    }

    package func collectionView(
      _ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession
    ) {
      call(dropSessionDidEnter, CollectionViewSelectors.dropSessionDidEnter)(
        collectionView, session)
    }

    package func collectionView(
      _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
      withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal {
      let (operation, intent) = call(
        dropSessionDidUpdate, CollectionViewSelectors.dropSessionDidUpdate)(
          collectionView, session, destinationIndexPath)
      return UICollectionViewDropProposal(
        operation: operation, intent: UICollectionViewDropProposal.Intent(rawValue: intent)!)
    }

    package func collectionView(
      _ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession
    ) {
      call(dropSessionDidExit, CollectionViewSelectors.dropSessionDidExit)(collectionView, session)
    }

    package func collectionView(
      _ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession
    ) {
      call(dropSessionDidEnd, CollectionViewSelectors.dropSessionDidEnd)(collectionView, session)
    }

    package func collectionView(
      _ collectionView: UICollectionView, dropPreviewParametersForItemAt indexPath: IndexPath
    ) -> UIDragPreviewParameters? {
      call(dropPreviewParameters, CollectionViewSelectors.dropPreviewParameters)(
        collectionView, indexPath)
    }
  }

  /// A drop coordinator as a test reads it: the table's or the list's, with what both share.
  @MainActor
  package enum DropCoordinator {
    /// A table's coordinator.
    case table(any UITableViewDropCoordinator)
    /// A collection view's coordinator.
    case list(any UICollectionViewDropCoordinator)

    /// The dropped items' drag items, in order.
    package var dragItems: [UIDragItem] {
      switch self {
      case .table(let coordinator): coordinator.items.map(\.dragItem)
      case .list(let coordinator): coordinator.items.map(\.dragItem)
      }
    }

    /// The dropped items' source index paths, in order.
    package var sourceIndexPaths: [IndexPath?] {
      switch self {
      case .table(let coordinator): coordinator.items.map(\.sourceIndexPath)
      case .list(let coordinator): coordinator.items.map(\.sourceIndexPath)
      }
    }

    /// The destination index path.
    package var destinationIndexPath: IndexPath? {
      switch self {
      case .table(let coordinator): coordinator.destinationIndexPath
      case .list(let coordinator): coordinator.destinationIndexPath
      }
    }

    /// The proposal's operation and intent's raw value.
    package var proposal: (UIDropOperation, Int) {
      switch self {
      case .table(let coordinator):
        (coordinator.proposal.operation, coordinator.proposal.intent.rawValue)
      case .list(let coordinator):
        (coordinator.proposal.operation, coordinator.proposal.intent.rawValue)
      }
    }

    /// The drop session.
    package var session: any UIDropSession {
      switch self {
      case .table(let coordinator): coordinator.session
      case .list(let coordinator): coordinator.session
      }
    }

    /// Drops an item to a placeholder at `indexPath` (the table's placeholder row is 44 high).
    package func dropToPlaceholder(_ dragItem: UIDragItem, at indexPath: IndexPath)
      -> DropPlaceholderContext
    {
      switch self {
      case .table(let coordinator):
        let placeholder = UITableViewDropPlaceholder(
          insertionIndexPath: indexPath, reuseIdentifier: "placeholder", rowHeight: 44)
        return .table(coordinator.drop(dragItem, to: placeholder))
      case .list(let coordinator):
        let placeholder = UICollectionViewDropPlaceholder(
          insertionIndexPath: indexPath, reuseIdentifier: "placeholder")
        return .list(coordinator.drop(dragItem, to: placeholder))
      }
    }

    /// Drops an item to a row or item the app inserted.
    @discardableResult
    package func drop(_ dragItem: UIDragItem, to indexPath: IndexPath) -> any UIDragAnimating {
      switch self {
      case .table(let coordinator): coordinator.drop(dragItem, toRowAt: indexPath)
      case .list(let coordinator): coordinator.drop(dragItem, toItemAt: indexPath)
      }
    }

    /// Drops an item into an existing row or item.
    @discardableResult
    package func drop(_ dragItem: UIDragItem, into indexPath: IndexPath) -> any UIDragAnimating {
      switch self {
      case .table(let coordinator): coordinator.drop(dragItem, intoRowAt: indexPath, rect: .zero)
      case .list(let coordinator): coordinator.drop(dragItem, intoItemAt: indexPath, rect: .zero)
      }
    }
  }

  /// A placeholder's context as a test reads it: the table's or the list's.
  @MainActor
  package enum DropPlaceholderContext {
    /// A table's placeholder context.
    case table(any UITableViewDropPlaceholderContext)
    /// A collection view's placeholder context.
    case list(any UICollectionViewDropPlaceholderContext)

    /// Exchanges the placeholder for the final row or item.
    @discardableResult
    package func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
      switch self {
      case .table(let context): context.commitInsertion(dataSourceUpdates: dataSourceUpdates)
      case .list(let context): context.commitInsertion(dataSourceUpdates: dataSourceUpdates)
      }
    }

    /// Removes the placeholder.
    @discardableResult
    package func deletePlaceholder() -> Bool {
      switch self {
      case .table(let context): context.deletePlaceholder()
      case .list(let context): context.deletePlaceholder()
      }
    }

    /// Adds a completion to the placeholder's animation.
    package func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
      switch self {
      case .table(let context): context.addCompletion(completion)
      case .list(let context): context.addCompletion(completion)
      }
    }
  }
#endif
