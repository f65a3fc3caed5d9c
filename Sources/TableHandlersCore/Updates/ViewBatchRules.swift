/// A batch that UIKit's table and collection views accept by their documented index semantics,
/// and that devices were seen not to survive.
///
/// The library decides here, once for every host, what it never hands a view in one
/// `performBatchUpdates`:
///
/// - **Rows edited in a section the batch moves.** IGListKit turns every section move whose
///   section also has row inserts, deletes, reloads or moves into a section delete plus insert,
///   "in order to avoid UICollectionView heap corruptions, exceptions, and animation/snapshot
///   bugs" (`Source/IGListDiffKit/IGListBatchUpdateData.mm`: inserting into a moved section
///   corrupts the heap; deleting from one leaves a snapshot cell in the view for good).
///   DifferenceKit applies a sectioned change in stages so that a section move never shares a
///   batch with an element change ("there are combinations of diffs that cause crash when
///   applied simultaneously", its README; `Sources/Algorithm.swift`), on table views and
///   collection views alike. Observed on devices; Apple documents no such rule.
/// - **A row reloaded in a section the batch moves** (rdar://27041784). Observed on devices.
/// - **An index path deleted twice** in one batch: accepted, then `EXC_BAD_ACCESS` later
///   (rdar://31786176, IGListKit #689, whose batch data removes the repeated deletes). Observed
///   on devices.
///
/// A row is *in* a moved section when the batch deletes, reloads or moves it from the section's
/// index before the batch, or inserts or moves it to the section's index after the batch.
///
/// How the library keeps them: an app's update through a registry's table
/// (`performUpdates`) becomes one batch by ``TableUpdate/forOneViewBatch()``; a declared
/// table's update is shown in consecutive batches, the rows first and the sections after
/// (the declarative layer's engine), so that its rows keep their cells.
package enum ViewBatchBreak: Hashable, Sendable, CustomStringConvertible {
  /// The batch moves a section and inserts, deletes or moves a row in it.
  case rowEditInMovedSection(TableUpdate.SectionMove, row: TablePosition)
  /// The batch moves a section and reloads a row in it.
  case reloadInMovedSection(TableUpdate.SectionMove, row: TablePosition)
  /// The batch deletes the same row twice.
  case deletedTwice(TablePosition)

  /// The break in words, naming the section move and the row.
  package var description: String {
    switch self {
    case .rowEditInMovedSection(let move, let row):
      return "moves section \(move.from) to \(move.to) and edits row \(row) in it"
    case .reloadInMovedSection(let move, let row):
      return "moves section \(move.from) to \(move.to) and reloads row \(row) in it"
    case .deletedTwice(let row):
      return "deletes row \(row) twice"
    }
  }
}

extension TableUpdate {
  /// Whether a view given this batch drops a row's selection: the row, or its section, is
  /// reloaded.
  ///
  /// The view makes the row's cell anew. A table view and a collection view both do
  /// (`reloadRows(at:with:)` inside an update block "behaves similarly to" a delete and an
  /// insert of the row, Apple's documentation); the headless table follows this.
  ///
  /// - Parameter row: The row, by its position before the batch.
  /// - Returns: `true` when the row's selection is dropped.
  /// - Complexity: O(*r*) for the *r* rows and sections reloaded.
  package func dropsSelection(of row: TablePosition) -> Bool {
    reloadedRows.contains(row) || reloadedSections.contains(row.section)
  }

  /// The first thing in this batch that devices were seen not to survive, or `nil`.
  ///
  /// See ``ViewBatchBreak`` for the rules and their sources.
  ///
  /// - Complexity: O(*u*) for *u* edits, with one hash per deleted row when there are two or
  ///   more.
  package var firstViewBatchBreak: ViewBatchBreak? {
    if deletedRows.count > 1 {
      var deleted = Set<TablePosition>(minimumCapacity: deletedRows.count)
      for row in deletedRows where !deleted.insert(row).inserted { return .deletedTwice(row) }
    }
    guard !movedSections.isEmpty else { return nil }
    let moves = SectionMoveLookup(movedSections)
    for row in reloadedRows {
      if let move = moves.from(row.section) { return .reloadInMovedSection(move, row: row) }
    }
    for row in deletedRows {
      if let move = moves.from(row.section) { return .rowEditInMovedSection(move, row: row) }
    }
    for row in insertedRows {
      if let move = moves.to(row.section) { return .rowEditInMovedSection(move, row: row) }
    }
    for move in movedRows {
      if let section = moves.from(move.from.section) {
        return .rowEditInMovedSection(section, row: move.from)
      }
      if let section = moves.to(move.to.section) {
        return .rowEditInMovedSection(section, row: move.to)
      }
    }
    return nil
  }

  /// Whether the batch moves a section in which it also inserts, deletes or moves rows: a
  /// declared table then shows it in stages (see ``ViewBatchBreak``).
  ///
  /// A declared update's batch reloads no row and deletes none twice, so this is all that
  /// decides its staging.
  ///
  /// - Complexity: O(1) without section moves; O(*u*) for *u* edits with them.
  package var editsRowsInMovedSections: Bool {
    guard !movedSections.isEmpty else { return false }
    let moves = SectionMoveLookup(movedSections)
    return deletedRows.contains { moves.from($0.section) != nil }
      || insertedRows.contains { moves.to($0.section) != nil }
      || movedRows.contains { moves.from($0.from.section) != nil || moves.to($0.to.section) != nil }
  }

  /// The same change told as one batch that breaks none of the rules of ``ViewBatchBreak``,
  /// for a view whose data source already answers the update's end state (an app's own model).
  ///
  /// Each section move that has row edits inside it is told as a delete of the section's old
  /// index plus an insert of its new one, as IGListKit does: the view takes the section's rows
  /// anew from the data source, so its row edits are left out, a row moved out of it to a kept
  /// section is told as inserted there, and a row moved into it from a kept section as deleted
  /// there. Those can break the rule for another moved section, which is then rebuilt too,
  /// until none does. A row deleted twice is deleted once.
  ///
  /// Staging the change into consecutive batches instead (as DifferenceKit does), which would
  /// keep the section's cells, needs the data source to answer the state between the batches;
  /// an app's model holds only the end state, so an app's update takes this form. The counts
  /// and every other row's fate are those of the update: a registry applies the update itself,
  /// so its handlers follow their rows whatever the view is told.
  ///
  /// ```swift
  /// var update = TableUpdate()
  /// update.moveSection(1, toSection: 0)
  /// update.deleteRows(at: [TablePosition(section: 1, row: 1)])
  /// update.forOneViewBatch().update  // "delete section 1; insert section 0"
  /// ```
  ///
  /// - Returns: The batch to tell the view, and what it tells differently.
  /// - Complexity: O(*u*) for *u* edits per rebuilt section move, at most O(*u* × *m*) for *m*
  ///   section moves; O(*u*) with one hash per deleted row when no section moves.
  package func forOneViewBatch() -> ViewBatch {
    var batch = self
    if deletedRows.count > 1 {
      var seen = Set<TablePosition>(minimumCapacity: deletedRows.count)
      if deletedRows.contains(where: { !seen.insert($0).inserted }) {
        seen.removeAll(keepingCapacity: true)
        batch.deletedRows = deletedRows.filter { seen.insert($0).inserted }
      }
    }
    guard !movedSections.isEmpty else { return ViewBatch(update: batch) }
    var rebuilt: [SectionMove] = []
    var rebuiltRowMoves: [RowMove] = []
    var absorbedReloads: [TablePosition] = []
    while true {
      let moves = SectionMoveLookup(batch.movedSections)
      var conflicting = Set<Int>()
      func note(_ move: SectionMove?) { if let move { conflicting.insert(move.from) } }
      for row in batch.deletedRows { note(moves.from(row.section)) }
      for row in batch.reloadedRows { note(moves.from(row.section)) }
      for row in batch.insertedRows { note(moves.to(row.section)) }
      for move in batch.movedRows {
        note(moves.from(move.from.section))
        note(moves.to(move.to.section))
      }
      guard !conflicting.isEmpty else { break }
      let newlyRebuilt = batch.movedSections.filter { conflicting.contains($0.from) }
      batch.movedSections.removeAll { conflicting.contains($0.from) }
      rebuilt += newlyRebuilt
      batch.deletedSections += newlyRebuilt.map(\.from)
      batch.insertedSections += newlyRebuilt.map(\.to)
      let fromRebuilt = Set(newlyRebuilt.map(\.from))
      let toRebuilt = Set(newlyRebuilt.map(\.to))
      batch.deletedRows.removeAll { fromRebuilt.contains($0.section) }
      absorbedReloads += batch.reloadedRows.filter { fromRebuilt.contains($0.section) }
      batch.reloadedRows.removeAll { fromRebuilt.contains($0.section) }
      batch.insertedRows.removeAll { toRebuilt.contains($0.section) }
      var keptRowMoves: [RowMove] = []
      for move in batch.movedRows {
        let leavesRebuilt = fromRebuilt.contains(move.from.section)
        let entersRebuilt = toRebuilt.contains(move.to.section)
        switch (leavesRebuilt, entersRebuilt) {
        case (false, false):
          keptRowMoves.append(move)
          continue
        case (true, false): batch.insertedRows.append(move.to)
        case (false, true): batch.deletedRows.append(move.from)
        case (true, true): break
        }
        rebuiltRowMoves.append(move)
      }
      batch.movedRows = keptRowMoves
    }
    return ViewBatch(
      update: batch, rebuiltSections: rebuilt, rebuiltRowMoves: rebuiltRowMoves,
      absorbedReloads: absorbedReloads)
  }
}

/// An update as a view is told it in one batch (``TableUpdate/forOneViewBatch()``).
package struct ViewBatch: Hashable, Sendable {
  /// The edits to tell the view, inside one `performBatchUpdates`.
  package var update: TableUpdate

  /// The section moves told as a delete plus an insert: the view takes their rows anew.
  package var rebuiltSections: [TableUpdate.SectionMove] = []

  /// The row moves into or out of a rebuilt section, told as an insert or a delete (or left to
  /// the section's rebuild).
  package var rebuiltRowMoves: [TableUpdate.RowMove] = []

  /// The update's reloads of rows in rebuilt sections, which the rebuild does.
  package var absorbedReloads: [TablePosition] = []

  /// Whether the view is told the update as it is, but for repeated deletes.
  package var rebuildsNothing: Bool { rebuiltSections.isEmpty }

  /// The rows whose selection the view drops because it is told a delete where the update keeps
  /// the row, by position after the update: a host selects them again after the batch, so that
  /// the selection follows its rows as the update says.
  ///
  /// A row in a rebuilt section (but one the update deletes or reloads: a view drops a reloaded
  /// row's selection too), and a row moved into or out of one.
  ///
  /// - Parameters:
  ///   - selected: The selected rows before the update.
  ///   - mapping: Where the update takes each row.
  /// - Returns: Their positions after the update.
  package func rowsLosingSelection(_ selected: [TablePosition], through mapping: TableUpdateMapping)
    -> [TablePosition]
  {
    guard !rebuiltSections.isEmpty, !selected.isEmpty else { return [] }
    let rebuiltFrom = Set(rebuiltSections.map(\.from))
    let reloaded = Set(absorbedReloads)
    let movedFrom = Set(rebuiltRowMoves.map(\.from))
    return selected.compactMap { row in
      guard
        movedFrom.contains(row) || (rebuiltFrom.contains(row.section) && !reloaded.contains(row))
      else { return nil }
      return mapping.newPosition(of: row)
    }
  }
}

/// A batch's section moves by their index before and after the batch.
private struct SectionMoveLookup {
  private var byFrom: [Int: TableUpdate.SectionMove] = [:]
  private var byTo: [Int: TableUpdate.SectionMove] = [:]

  init(_ moves: [TableUpdate.SectionMove]) {
    byFrom.reserveCapacity(moves.count)
    byTo.reserveCapacity(moves.count)
    for move in moves {
      byFrom[move.from] = move
      byTo[move.to] = move
    }
  }

  /// The move of the section whose index before the batch is `section`.
  func from(_ section: Int) -> TableUpdate.SectionMove? { byFrom[section] }

  /// The move of the section whose index after the batch is `section`.
  func to(_ section: Int) -> TableUpdate.SectionMove? { byTo[section] }
}
