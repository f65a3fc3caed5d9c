#if !canImport(UIKit)
  import Foundation

  // The two views' drop coordinators, over the shared drop (`DragAndDrop.swift`, where each rule
  // names its source), and what each view gives the shared simulation.

  /// A view's drop coordinator: `UITableViewDropCoordinator` with a table's proposal,
  /// `UICollectionViewDropCoordinator` with a collection view's.
  @MainActor final class StandInDropCoordinator<Proposal: UIDropProposal>: NSObject {
    let core: StandInDrop
    let proposal: Proposal

    /// A coordinator of `core`, its proposal made by `make` from the operation and the intent's
    /// raw value.
    init(_ core: StandInDrop, _ make: (UIDropOperation, Int) -> Proposal) {
      self.core = core
      proposal = make(core.proposal.operation, core.proposal.intent)
      proposal.isPrecise = core.proposal.isPrecise
      proposal.prefersFullSizePreview = core.proposal.prefersFullSizePreview
    }

    var destinationIndexPath: IndexPath? { core.destination }
    var session: any UIDropSession { core.session }
  }

  extension StandInDropCoordinator: UITableViewDropCoordinator
  where Proposal == UITableViewDropProposal {
    var items: [any UITableViewDropItem] { core.items }

    func drop(_ dragItem: UIDragItem, to placeholder: UITableViewDropPlaceholder)
      -> any UITableViewDropPlaceholderContext
    { core.insertPlaceholder(for: dragItem, at: placeholder.standInInsertionIndexPath) }

    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating {
      core.animate(dragItem, to: indexPath, newRow: true)
    }

    func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect)
      -> any UIDragAnimating
    { core.animate(dragItem, to: indexPath, newRow: false) }
  }

  extension StandInDropCoordinator: UICollectionViewDropCoordinator
  where Proposal == UICollectionViewDropProposal {
    var items: [any UICollectionViewDropItem] { core.items }

    func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder)
      -> any UICollectionViewDropPlaceholderContext
    { core.insertPlaceholder(for: dragItem, at: placeholder.standInInsertionIndexPath) }

    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating {
      core.animate(dragItem, to: indexPath, newRow: true)
    }

    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect)
      -> any UIDragAnimating
    { core.animate(dragItem, to: indexPath, newRow: false) }
  }

  extension UITableView: StandInDragDropView {
    func standInKnownCounts() -> [Int] { knownRowCounts ?? countsBeforeUpdates() ?? [] }

    func standInCommitPlaceholder(at indexPath: IndexPath, _ dataSourceUpdates: () -> Void) {
      let before = countsBeforeUpdates()
      dataSourceUpdates()
      let insert = StandInTableUpdate.insertRows([indexPath], .automatic)
      checkUpdates([insert], countsBefore: before)
      updateDisplayedCells(for: [insert][...])
    }

    /// The table's reorder control moves a row only for a data source that moves rows
    /// (`userMovesRow(at:to:)`).
    func standInReorder(from source: IndexPath, to destination: IndexPath) -> Bool {
      guard dataSourceMovesRows else { return false }
      userMovesRow(at: source, to: destination)
      return true
    }
  }

  extension UICollectionView: StandInDragDropView {
    func standInKnownCounts() -> [Int] { itemCounts() }

    func standInCommitPlaceholder(at indexPath: IndexPath, _ dataSourceUpdates: () -> Void) {
      let before = countsBeforeUpdates()
      dataSourceUpdates()
      let insert = StandInCollectionUpdate.insertItems([indexPath])
      checkUpdates([insert], countsBefore: before)
      updateDisplayedCells(for: [insert])
    }

    /// A list moves an item for a data source that moves items and lets it
    /// (`userMovesItem(at:to:)`).
    func standInReorder(from source: IndexPath, to destination: IndexPath) -> Bool {
      userMovesItem(at: source, to: destination) != nil
    }
  }
#endif
