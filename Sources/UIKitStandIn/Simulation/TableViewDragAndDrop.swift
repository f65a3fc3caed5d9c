#if !canImport(UIKit)
  import Foundation

  // A user's drag and drop on a table: the drivers a test calls, over the shared simulation
  // (`DragAndDrop.swift`, where each rule names its source), and the table's drop coordinator.

  /// The table's drop coordinator (`UITableViewDropCoordinator`), over the shared drop.
  @MainActor final class StandInTableDropCoordinator: NSObject, UITableViewDropCoordinator {
    private let core: StandInDrop
    let proposal: UITableViewDropProposal

    init(_ core: StandInDrop) {
      self.core = core
      let proposal = UITableViewDropProposal(
        operation: core.proposal.operation,
        intent: UITableViewDropProposal.Intent(rawValue: core.proposal.intent) ?? .unspecified)
      proposal.isPrecise = core.proposal.isPrecise
      proposal.prefersFullSizePreview = core.proposal.prefersFullSizePreview
      self.proposal = proposal
    }

    var items: [any UITableViewDropItem] { core.items }
    var destinationIndexPath: IndexPath? { core.destination }
    var session: any UIDropSession { core.session }

    func drop(_ dragItem: UIDragItem, to placeholder: UITableViewDropPlaceholder)
      -> any UITableViewDropPlaceholderContext
    {
      core.insertPlaceholder(for: dragItem, at: placeholder.standInInsertionIndexPath)
    }

    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating {
      core.animate(dragItem, to: indexPath)
    }

    func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect)
      -> any UIDragAnimating
    {
      core.animate(dragItem, to: indexPath)
    }
  }

  extension UITableView: StandInDragDropView {
    var standInDragEnabled: Bool { dragInteractionEnabled }
    var standInHasDragDelegate: Bool { dragDelegate != nil }
    var standInHasDropDelegate: Bool { dropDelegate != nil }

    func standInKnownCounts() -> [Int] { knownRowCounts ?? countsBeforeUpdates() ?? [] }

    func standInAdjustKnownCount(inSection section: Int, by change: Int) {
      guard var counts = knownRowCounts ?? countsBeforeUpdates() else { return }
      counts[section] += change
      knownRowCounts = counts
    }

    func standInCheckCounts(before: [Int]) { checkUpdates([], countsBefore: before) }

    func standInReorder(from source: IndexPath, to destination: IndexPath) -> Bool {
      guard dataSourceMovesRows else { return false }
      userMovesRow(at: source, to: destination)
      return true
    }

    func tellPerformDrop(_ drop: StandInDrop) {
      tellPerformDrop(with: StandInTableDropCoordinator(drop))
    }

    // MARK: The user's gestures (stand-in only)

    /// The user long-presses the row at `indexPath` and lifts it (stand-in only).
    ///
    /// Nothing is lifted while `dragInteractionEnabled` is off, without a `dragDelegate`, or
    /// when it gives no items for the row; otherwise the drag begins (`hasActiveDrag`) and the
    /// delegate is told `dragSessionWillBegin`.
    ///
    /// - Parameter indexPath: The row.
    /// - Returns: Whether a drag began.
    @discardableResult
    public func userBeginsDrag(at indexPath: IndexPath) -> Bool { beginDrag(at: indexPath) }

    /// The user taps another row while dragging, to add it to the drag (stand-in only).
    ///
    /// - Precondition: A drag began in this table (`userBeginsDrag(at:)`).
    /// - Parameters:
    ///   - indexPath: The row tapped.
    ///   - point: The tap, in the table's coordinates.
    /// - Returns: How many items were added.
    @discardableResult
    public func userAddsToDrag(at indexPath: IndexPath, point: CGPoint = .zero) -> Int {
      addToDrag(at: indexPath, point: point)
    }

    /// The user moves the drag that began in this table over it, to `destination` (stand-in
    /// only): a row, the end of a section (its row count), or `nil` for empty space.
    ///
    /// - Precondition: A drag began in this table.
    /// - Parameter destination: Where the drag is.
    /// - Returns: The operation in force there (`.cancel` when the table takes no drop).
    @discardableResult
    public func userDragsOver(_ destination: IndexPath?) -> UIDropOperation {
      guard let drag = dragDropState.drag else {
        preconditionFailure("no drag began in this table: begin one with userBeginsDrag(at:)")
      }
      return dragOver(drag.dropSession, to: destination).operation
    }

    /// The user moves a drag from another app, carrying `items`, over the table, to
    /// `destination` (stand-in only); the same items again continue that drag.
    ///
    /// - Parameters:
    ///   - destination: Where the drag is: a row, the end of a section, or `nil`.
    ///   - items: The items dragged.
    ///   - allowsMoveOperation: Whether the other app allows a move.
    /// - Returns: The operation in force there.
    @discardableResult
    public func userDragsOver(
      _ destination: IndexPath?, carrying items: [UIDragItem], allowsMoveOperation: Bool = false
    ) -> UIDropOperation {
      let session =
        dragDropState.drop.flatMap { $0.drag == nil && $0.items == items ? $0 : nil }
        ?? StandInDropSession(items: items, drag: nil, allowsMove: allowsMoveOperation)
      return dragOver(session, to: destination).operation
    }

    /// The user drags out of the table without dropping (stand-in only): `dropSessionDidExit`.
    public func userDragsOut() { dragExits() }

    /// The user lifts the finger over the table, dropping the drag there (stand-in only).
    ///
    /// - Precondition: A drag is over the table.
    /// - Returns: Whether the drop was performed (by the drop delegate, or by the data
    ///   source's move for a local reorder).
    @discardableResult
    public func userDrops() -> Bool { drop() }

    /// The user cancels the drag the table tracks, or the one that began in it, without a drop
    /// (stand-in only).
    public func userCancelsDrag() {
      if let session = dragDropState.drop ?? dragDropState.drag?.dropSession {
        endDrag(session)
      }
    }

    /// The index paths of the drop placeholders the table shows, oldest first (stand-in only).
    public var standInPlaceholderIndexPaths: [IndexPath] { dragDropState.placeholderPaths }

    /// The proposal in force where the drag is, as the table shows it (stand-in only): the
    /// operation and the intent, or `nil` when no accepted drag is over the table.
    public var standInDropProposal: (UIDropOperation, UITableViewDropProposal.Intent)? {
      guard dragDropState.dropInside, !dragDropState.dropRefused else { return nil }
      return (
        dragDropState.proposal.operation,
        UITableViewDropProposal.Intent(rawValue: dragDropState.proposal.intent) ?? .unspecified
      )
    }

    /// Ends the drop animations: the animations added to them run and their completions are
    /// called with `.end` (stand-in only).
    public func standInFinishDropAnimations() { finishDropAnimations() }
  }
#endif
