#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  // The conformance lets handlers written against `call.table` run unchanged on a table view.
  // The core's protocol is in the same package (every build passes the package name, as the
  // declarative layer uses the core's `package` API), so the conformance is not retroactive.
  extension UITableView: TableHost {}

  extension UITableView {
    /// Deselects a row without calling the delegate, as `deselectRow(at:animated:)` does for an
    /// index path.
    ///
    /// - Parameters:
    ///   - position: The row.
    ///   - animated: Whether to animate the change.
    public func deselectRow(at position: TablePosition, animated: Bool) {
      deselectRow(at: IndexPath(position), animated: animated)
    }

    /// Applies structural edits to the attached registry (its handlers follow their rows) and
    /// to the table view, in one `performBatchUpdates`; see ``performUpdates(_:with:)``.
    ///
    /// - Parameters:
    ///   - update: The edits, with `performBatchUpdates` index semantics.
    ///   - animated: `true` for the `.automatic` row animation, `false` for `.none`.
    /// - Throws: `TableUpdateError` when the edits do not fit the registry's shape; nothing
    ///   changes then.
    public func performUpdates(_ update: TableUpdate, animated: Bool) throws {
      try performUpdates(update, with: animated ? .automatic : .none)
    }

    /// Applies structural edits to the attached registry and to the table view, in one step.
    ///
    /// The registry checks the whole batch against its shape first and moves its handlers with
    /// their rows; then the table view performs the same edits inside `performBatchUpdates`
    /// (`deleteSections`, `insertSections`, `reloadSections`, `moveSection`, `deleteRows`,
    /// `insertRows`, `reloadRows`, `moveRow`). Update the model first, as UIKit requires: the
    /// table view asks the counts again.
    ///
    /// A section move whose section also has rows inserted, deleted, reloaded or moved is told
    /// to the table view as a delete plus an insert of the section, which devices survive where
    /// the move does not (`TableUpdate`'s device rules, Docs/UIKitRules.md): the section's rows
    /// fade out and in rather than move, their selection is given back, and their handlers
    /// follow them as the update says.
    ///
    /// ```swift
    /// handlers.on(.commitEditing, at: .section(0)) { call in
    ///   items.remove(at: call.row)
    ///   var update = TableUpdate()
    ///   update.deleteRows(at: [call.position])
    ///   try? call.tableView.performUpdates(update, with: .fade)
    /// }
    /// ```
    ///
    /// Without an attached registry only the table view is updated.
    ///
    /// Around the user's reorder, UIKit does not survive every update: one asked for from a
    /// `moveRow` handler, or one that deletes later in the turn the user dropped a row, is
    /// checked now and applied on the next turn of the run loop, after the move, and a deletion
    /// so held back is reported to the registry's `misuseHandler`; one asked for while the user
    /// still drags a row is applied and reported (`Docs/DragAndDrop.md`, "Updates around the
    /// user's reorder").
    ///
    /// - Parameters:
    ///   - update: The edits, with `performBatchUpdates` index semantics.
    ///   - animation: The animation for inserted, deleted and reloaded rows and sections.
    /// - Throws: `TableUpdateError` when the edits do not fit the registry's shape; nothing
    ///   changes then.
    public func performUpdates(_ update: TableUpdate, with animation: UITableView.RowAnimation)
      throws
    {
      try applyAppUpdate(update, animation)
    }

    var servingAdapter: HostAdapter? { handlersAdapter }

    var shownRowCounts: [Int] { (0..<numberOfSections).map { numberOfRows(inSection: $0) } }

    var selectedPositions: [TablePosition] {
      (indexPathsForSelectedRows ?? []).map { TablePosition($0) }
    }

    func performBatch(_ update: TableUpdate, _ animation: UITableView.RowAnimation) {
      performBatchUpdates({ self.tell(update, with: animation) }, completion: nil)
    }

    func selectAgain(_ position: TablePosition) {
      selectRow(at: IndexPath(position), animated: false, scrollPosition: .none)
    }

    /// Tells the table view the edits of one batch; call it inside `performBatchUpdates`.
    ///
    /// - Parameters:
    ///   - update: The edits, with `performBatchUpdates` index semantics.
    ///   - animation: The animation for inserted, deleted and reloaded rows and sections.
    func tell(_ update: TableUpdate, with animation: UITableView.RowAnimation) {
      if !update.deletedSections.isEmpty {
        deleteSections(IndexSet(update.deletedSections), with: animation)
      }
      if !update.insertedSections.isEmpty {
        insertSections(IndexSet(update.insertedSections), with: animation)
      }
      if !update.reloadedSections.isEmpty {
        reloadSections(IndexSet(update.reloadedSections), with: animation)
      }
      for move in update.movedSections { moveSection(move.from, toSection: move.to) }
      if !update.deletedRows.isEmpty {
        deleteRows(at: update.deletedRows.map { IndexPath($0) }, with: animation)
      }
      if !update.insertedRows.isEmpty {
        insertRows(at: update.insertedRows.map { IndexPath($0) }, with: animation)
      }
      if !update.reloadedRows.isEmpty {
        reloadRows(at: update.reloadedRows.map { IndexPath($0) }, with: animation)
      }
      for move in update.movedRows { moveRow(at: IndexPath(move.from), to: IndexPath(move.to)) }
    }

    /// Applies a batch of edits built by a closure to the attached registry and the table view;
    /// see ``performUpdates(_:with:)``.
    ///
    /// ```swift
    /// try tableView.performBatchUpdates(with: .fade) { update in
    ///   update.deleteRows(at: [TablePosition(section: 0, row: 2)])
    ///   update.insertSections([1])
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - animation: The animation for inserted, deleted and reloaded rows and sections.
    ///   - updates: Adds the edits to the batch.
    /// - Throws: `TableUpdateError`; nothing changes then.
    public func performBatchUpdates(
      with animation: UITableView.RowAnimation, _ updates: (inout TableUpdate) -> Void
    ) throws {
      var update = TableUpdate()
      updates(&update)
      try performUpdates(update, with: animation)
    }

    /// Reloads sections of the table view; their handlers stay.
    ///
    /// - Parameter sections: Indexes of the sections.
    /// - Throws: `TableUpdateError` for an index outside the registry's shape.
    public func reloadSections(_ sections: [Int]) throws {
      try performBatchUpdates(with: .automatic) { $0.reloadSections(sections) }
    }
  }
#endif
