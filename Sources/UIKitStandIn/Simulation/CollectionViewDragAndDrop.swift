#if !canImport(UIKit)
  import Foundation

  // A user's drag and drop on a collection view: the drivers a test calls, over the shared
  // simulation (`DragAndDrop.swift`, where each rule names its source), and the collection
  // view's drop coordinator.

  /// The collection view's drop coordinator (`UICollectionViewDropCoordinator`).
  @MainActor
  final class StandInCollectionDropCoordinator: NSObject,
    UICollectionViewDropCoordinator
  {
    private let core: StandInDrop
    let proposal: UICollectionViewDropProposal

    init(_ core: StandInDrop) {
      self.core = core
      proposal = UICollectionViewDropProposal(
        operation: core.proposal.operation,
        intent: UICollectionViewDropProposal.Intent(rawValue: core.proposal.intent)
          ?? .unspecified)
      proposal.isPrecise = core.proposal.isPrecise
      proposal.prefersFullSizePreview = core.proposal.prefersFullSizePreview
    }

    var items: [any UICollectionViewDropItem] { core.items }
    var destinationIndexPath: IndexPath? { core.destination }
    var session: any UIDropSession { core.session }

    func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder)
      -> any UICollectionViewDropPlaceholderContext
    {
      core.insertPlaceholder(for: dragItem, at: placeholder.standInInsertionIndexPath)
    }

    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating {
      core.animate(dragItem, to: indexPath)
    }

    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect)
      -> any UIDragAnimating
    {
      core.animate(dragItem, to: indexPath)
    }
  }

  extension UICollectionView: StandInDragDropView {
    var standInDragEnabled: Bool { dragInteractionEnabled }
    var standInHasDragDelegate: Bool { dragDelegate != nil }
    var standInHasDropDelegate: Bool { dropDelegate != nil }

    func standInKnownCounts() -> [Int] { itemCounts() }

    func standInAdjustKnownCount(inSection section: Int, by change: Int) {
      var counts = itemCounts()
      counts[section] += change
      knownItemCounts = counts
    }

    func standInCheckCounts(before: [Int]) { checkUpdates([], countsBefore: before) }

    func standInReorder(from source: IndexPath, to destination: IndexPath) -> Bool {
      userMovesItem(at: source, to: destination) != nil
    }

    func tellPerformDrop(_ drop: StandInDrop) {
      tellPerformDrop(with: StandInCollectionDropCoordinator(drop))
    }

    // MARK: The user's gestures (stand-in only)

    /// The user long-presses the item at `indexPath` and lifts it (stand-in only); see the
    /// table's `userBeginsDrag(at:)`.
    ///
    /// - Parameter indexPath: The item.
    /// - Returns: Whether a drag began.
    @discardableResult
    public func userBeginsDrag(at indexPath: IndexPath) -> Bool { beginDrag(at: indexPath) }

    /// The user taps another item while dragging, to add it to the drag (stand-in only).
    ///
    /// - Precondition: A drag began in this collection view.
    /// - Parameters:
    ///   - indexPath: The item tapped.
    ///   - point: The tap, in the collection view's coordinates.
    /// - Returns: How many items were added.
    @discardableResult
    public func userAddsToDrag(at indexPath: IndexPath, point: CGPoint = .zero) -> Int {
      addToDrag(at: indexPath, point: point)
    }

    /// The user moves the drag that began here over the collection view, to `destination`: an
    /// item, the end of a section (its item count), or `nil` (stand-in only).
    ///
    /// - Precondition: A drag began in this collection view.
    /// - Parameter destination: Where the drag is.
    /// - Returns: The operation in force there.
    @discardableResult
    public func userDragsOver(_ destination: IndexPath?) -> UIDropOperation {
      guard let drag = dragDropState.drag else {
        preconditionFailure("no drag began in this collection view: call userBeginsDrag(at:)")
      }
      return dragOver(drag.dropSession, to: destination).operation
    }

    /// The user moves a drag from another app, carrying `items`, over the collection view
    /// (stand-in only); the same items again continue that drag.
    ///
    /// - Parameters:
    ///   - destination: An item, the end of a section, or `nil`.
    ///   - items: The dragged items.
    ///   - allowsMoveOperation: Whether the other app allows a move.
    /// - Returns: The operation in force there.
    @discardableResult
    public func userDragsOver(
      _ destination: IndexPath?, carrying items: [UIDragItem], allowsMoveOperation: Bool = false
    ) -> UIDropOperation {
      let tracked = dragDropState.drop.flatMap { $0.drag == nil && $0.items == items ? $0 : nil }
      let session =
        tracked ?? StandInDropSession(items: items, drag: nil, allowsMove: allowsMoveOperation)
      return dragOver(session, to: destination).operation
    }

    /// The user drags out of the collection view without dropping (stand-in only).
    public func userDragsOut() { dragExits() }

    /// The user drops the drag over the collection view (stand-in only).
    ///
    /// - Precondition: A drag is over the collection view.
    /// - Returns: Whether the drop was performed.
    @discardableResult
    public func userDrops() -> Bool { drop() }

    /// The user cancels the drag without a drop (stand-in only).
    public func userCancelsDrag() {
      guard let session = dragDropState.drop ?? dragDropState.drag?.dropSession else { return }
      endDrag(session)
    }

    /// The index paths of the drop placeholders shown, oldest first (stand-in only).
    public var standInPlaceholderIndexPaths: [IndexPath] { dragDropState.placeholderPaths }

    /// The operation and intent in force where the drag is, or `nil` when no accepted drag is
    /// over the collection view (stand-in only).
    public var standInDropProposal: (UIDropOperation, UICollectionViewDropProposal.Intent)? {
      guard dragDropState.dropInside, !dragDropState.dropRefused else { return nil }
      let intent = UICollectionViewDropProposal.Intent(rawValue: dragDropState.proposal.intent)
      return (dragDropState.proposal.operation, intent ?? .unspecified)
    }

    /// Ends the drop animations (stand-in only): their animations run and completions get
    /// `.end`.
    public func standInFinishDropAnimations() { finishDropAnimations() }
  }
#endif
