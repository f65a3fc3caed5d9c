#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  // Handlers written against `call.table` run unchanged on a list: a collection view is a
  // table host from iOS 14, where it has `isEditing`.
  @available(iOS 14, *)
  extension UICollectionView: TableHost {}

  @available(iOS 14, *)
  extension UICollectionView {
    /// Deselects a row without calling the delegate, as `deselectItem(at:animated:)` does for an
    /// index path.
    ///
    /// - Parameters:
    ///   - position: The row.
    ///   - animated: Whether to animate the change.
    public func deselectRow(at position: TablePosition, animated: Bool) {
      deselectItem(at: IndexPath(position), animated: animated)
    }

    /// Applies structural edits to the attached registry (its handlers follow their rows) and
    /// to the collection view, in one `performBatchUpdates`, as a table view's
    /// `performUpdates(_:with:)` does, waiting as it does around the user's reorder.
    ///
    /// A section move whose section also has rows inserted, deleted, reloaded or moved is told
    /// to the collection view as a delete plus an insert of the section, which devices survive
    /// where the move does not (Docs/UIKitRules.md): the section's items are made anew, their
    /// selection is given back, and their handlers follow them as the update says.
    ///
    /// - Parameters:
    ///   - update: The edits, with `performBatchUpdates` index semantics.
    ///   - animated: Whether the collection view animates the edits.
    /// - Throws: `TableUpdateError` when the edits do not fit the registry's shape; nothing
    ///   changes then.
    public func performUpdates(_ update: TableUpdate, animated: Bool) throws {
      try applyAppUpdate(update, animated)
    }

    var servingAdapter: HostAdapter? { listAdapter }

    var shownRowCounts: [Int] { (0..<numberOfSections).map { numberOfItems(inSection: $0) } }

    var selectedPositions: [TablePosition] {
      (indexPathsForSelectedItems ?? []).map { TablePosition($0) }
    }

    func performBatch(_ update: TableUpdate, _ animated: Bool) {
      if animated {
        performBatchUpdates({ self.tell(update) }, completion: nil)
      } else {
        UIView.performWithoutAnimation {
          performBatchUpdates({ self.tell(update) }, completion: nil)
        }
      }
    }

    func selectAgain(_ position: TablePosition) {
      selectItem(at: IndexPath(position), animated: false, scrollPosition: [])
    }

    /// Tells the collection view the edits of one batch; call it inside `performBatchUpdates`.
    func tell(_ update: TableUpdate) {
      if !update.deletedSections.isEmpty { deleteSections(IndexSet(update.deletedSections)) }
      if !update.insertedSections.isEmpty { insertSections(IndexSet(update.insertedSections)) }
      if !update.reloadedSections.isEmpty { reloadSections(IndexSet(update.reloadedSections)) }
      for move in update.movedSections { moveSection(move.from, toSection: move.to) }
      if !update.deletedRows.isEmpty { deleteItems(at: update.deletedRows.map { IndexPath($0) }) }
      if !update.insertedRows.isEmpty {
        insertItems(at: update.insertedRows.map { IndexPath($0) })
      }
      if !update.reloadedRows.isEmpty { reloadItems(at: update.reloadedRows.map { IndexPath($0) }) }
      for move in update.movedRows { moveItem(at: IndexPath(move.from), to: IndexPath(move.to)) }
    }

    /// The list adapter attached to this collection view, if any.
    var listAdapter: ListAdapter? {
      for case let adapter as ListAdapter in interactions { return adapter }
      return nil
    }
  }
#endif
