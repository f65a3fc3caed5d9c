import TableHandlersCore

extension DeclaredLayout {
  // swift-format-ignore: ValidateDocumentationComments
  /// The edits that turn this layout into `new`, matched by identifier.
  ///
  /// 1. Sections: a kept section (its identifier in both) stays in place if it belongs to a
  ///    longest increasing subsequence of the kept sections' old indexes, taken in new order;
  ///    the others move. That is the fewest section moves possible. The rest are deleted or
  ///    inserted.
  /// 2. Rows, in each section kept from the old layout: a row from the same section stays if it
  ///    belongs to a longest increasing subsequence of those rows' old indexes, else it moves;
  ///    a row from another kept section moves across; any other row is inserted. Old rows of
  ///    kept sections that are gone, or whose new section is inserted, are deleted. Rows of
  ///    deleted and inserted sections go and come with their sections.
  /// 3. Content: a row kept in place whose content changed is reloaded, unless its section
  ///    moves; a moved row or one in a moved section is reconfigured after the batch instead.
  ///    A kept section whose titles changed is reconfigured.
  ///
  /// - Complexity: O(*s* + *r*) for *s* sections and *r* rows in both layouts — a hash lookup
  ///   only for a row that is not where the row before it suggests — plus the subsequence
  ///   searches: O(*k* log *k*) at worst for *k* kept items, O(*k*) when their order did not
  ///   change.
  func difference(to new: DeclaredLayout) -> DeclarationDiff {
    let old = self
    var update = TableUpdate()
    var reconfiguredRows: [TablePosition] = []
    var reconfiguredSections: [Int] = []

    // Sections.
    var newIndexOfOld = [Int](repeating: -1, count: old.sections.count)
    for (oldIndex, section) in old.sections.enumerated() {
      if let newIndex = new.sectionIndexes[section.id] {
        newIndexOfOld[oldIndex] = newIndex
      } else {
        update.deletedSections.append(oldIndex)
      }
    }
    var oldIndexOfNew = [Int](repeating: -1, count: new.sections.count)
    var keptOld: [Int] = []
    var keptNew: [Int] = []
    for (newIndex, section) in new.sections.enumerated() {
      if let oldIndex = old.sectionIndexes[section.id] {
        oldIndexOfNew[newIndex] = oldIndex
        keptOld.append(oldIndex)
        keptNew.append(newIndex)
      } else {
        update.insertedSections.append(newIndex)
      }
    }
    var sectionMoves = [Bool](repeating: false, count: new.sections.count)
    for (kept, inPlace) in longestIncreasingSubsequence(keptOld).enumerated() {
      let oldIndex = keptOld[kept]
      let newIndex = keptNew[kept]
      if !inPlace {
        update.moveSection(oldIndex, toSection: newIndex)
        sectionMoves[newIndex] = true
      }
      let before = old.sections[oldIndex]
      let after = new.sections[newIndex]
      if before.header != after.header || before.footer != after.footer {
        reconfiguredSections.append(newIndex)
      }
    }

    // Rows leaving kept sections (found with `find`, which mostly needs no hash lookup).
    for (oldIndex, ids) in old.rowIDs.enumerated() where newIndexOfOld[oldIndex] >= 0 {
      var offset = 0
      for row in ids.indices {
        if let destination = new.find(
          ids[row], at: row, inSection: newIndexOfOld[oldIndex], offset: &offset),
          oldIndexOfNew[destination.section] >= 0
        {
          continue
        }
        update.deletedRows.append(TablePosition(section: oldIndex, row: row))
      }
    }

    // Rows arriving in, moving within and staying in kept sections.
    var stayingOld: [Int] = []
    var stayingNew: [Int] = []
    for (newIndex, section) in new.sections.enumerated() {
      let oldIndex = oldIndexOfNew[newIndex]
      guard oldIndex >= 0 else { continue }
      stayingOld.removeAll(keepingCapacity: true)
      stayingNew.removeAll(keepingCapacity: true)
      var offset = 0
      let newIDs = new.rowIDs[newIndex]
      for row in newIDs.indices {
        let destination = TablePosition(section: newIndex, row: row)
        guard
          let source = old.find(newIDs[row], at: row, inSection: oldIndex, offset: &offset),
          newIndexOfOld[source.section] >= 0
        else {
          update.insertedRows.append(destination)
          continue
        }
        if source.section == oldIndex {
          stayingOld.append(source.row)
          stayingNew.append(row)
        } else {
          update.moveRow(at: source, to: destination)
          if old.sections[source.section].rows[source.row].content != section.rows[row].content {
            reconfiguredRows.append(destination)
          }
        }
      }
      let oldRows = old.sections[oldIndex].rows
      for (staying, inPlace) in longestIncreasingSubsequence(stayingOld).enumerated() {
        let source = TablePosition(section: oldIndex, row: stayingOld[staying])
        let destination = TablePosition(section: newIndex, row: stayingNew[staying])
        let changed = oldRows[source.row].content != section.rows[destination.row].content
        if !inPlace {
          update.moveRow(at: source, to: destination)
          if changed { reconfiguredRows.append(destination) }
        } else if changed {
          if sectionMoves[newIndex] {
            reconfiguredRows.append(destination)
          } else {
            update.reloadedRows.append(source)
          }
        }
      }
    }
    reconfiguredRows.sort()
    return DeclarationDiff(
      update: update, reconfiguredRows: reconfiguredRows,
      reconfiguredSections: reconfiguredSections)
  }
}
