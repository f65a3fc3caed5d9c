import TableHandlersCore

extension DeclaredLayout {
  // swift-format-ignore: ValidateDocumentationComments
  /// The edits that turn this layout into `new`, matched by identifier.
  ///
  /// `new` has been matched against this layout (``RowIndex/match(_:against:sections:)``) and `index`
  /// not yet committed: a row's handle gives its old position, and the claims say which old
  /// rows stay.
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
  /// 3. Content: a kept row whose content changed, moved or not, is reconfigured after the
  ///    batch in its cell, or reloaded after the batch when it needs another kind of cell
  ///    (``ContentChange``); the batch itself reloads nothing. A kept section whose titles or
  ///    custom views changed is reconfigured.
  ///
  /// - Complexity: O(*s* + *r*) for *s* sections and *r* rows in both layouts, with no hashing
  ///   of rows, plus the subsequence
  ///   searches: O(*k* log *k*) at worst for *k* kept items, O(*k*) when their order did not
  ///   change.
  ///
  /// With `sections` (as the match was given them), only the rows of those sections changed:
  /// the rows of the other sections are not visited, and the cost is O(*s*) plus the rows of
  /// those sections.
  func difference(to new: DeclaredLayout, index: RowIndex<RowID>, sections changed: [Int]? = nil)
    -> DeclarationDiff
  {
    let old = self
    var update = TableUpdate()
    var reconfiguredRows: [TablePosition] = []
    var reloadedRows: [TablePosition] = []
    var reconfiguredSections: [Int] = []

    // Sections.
    var newIndexOfOld = [Int](repeating: -1, count: old.sections.count)
    // By index: iterating the sections would copy each one.
    for oldIndex in old.sections.indices {
      if let newIndex = new.sectionIndexes[old.sections[oldIndex].id] {
        newIndexOfOld[oldIndex] = newIndex
      } else {
        update.deletedSections.append(oldIndex)
      }
    }
    var oldIndexOfNew = [Int](repeating: -1, count: new.sections.count)
    var keptOld: [Int] = []
    var keptNew: [Int] = []
    for newIndex in new.sections.indices {
      if let oldIndex = old.sectionIndexes[new.sections[newIndex].id] {
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
      if old.sections[oldIndex].header != new.sections[newIndex].header
        || old.sections[oldIndex].footer != new.sections[newIndex].footer
        || old.sections[oldIndex].headerView != new.sections[newIndex].headerView
        || old.sections[oldIndex].footerView != new.sections[newIndex].footerView
      {
        reconfiguredSections.append(newIndex)
      }
    }

    // Rows leaving kept sections: those whose handle no kept section claimed.
    for oldIndex in changed ?? Array(old.rowHandles.indices) where newIndexOfOld[oldIndex] >= 0 {
      let handles = old.rowHandles[oldIndex]
      for row in handles.indices {
        let claimer = Int(index.claimer[Int(handles[row])])
        if claimer >= 0, oldIndexOfNew[claimer] >= 0 { continue }
        update.deletedRows.append(TablePosition(section: oldIndex, row: row))
      }
    }

    // Rows arriving in, moving within and staying in kept sections.
    let contents = ContentComparison<RowID>()
    var stayingOld: [Int] = []
    var stayingNew: [Int] = []
    for newIndex in changed ?? Array(new.sections.indices) {
      let oldIndex = oldIndexOfNew[newIndex]
      guard oldIndex >= 0 else { continue }
      stayingOld.removeAll(keepingCapacity: true)
      stayingNew.removeAll(keepingCapacity: true)
      var inOrder = true
      let handles = new.rowHandles[newIndex]
      for row in handles.indices {
        let destination = TablePosition(section: newIndex, row: row)
        guard
          let source = index.oldPosition(of: handles[row]),
          newIndexOfOld[source.section] >= 0
        else {
          update.insertedRows.append(destination)
          continue
        }
        if source.section == oldIndex {
          if let last = stayingOld.last, last > source.row { inOrder = false }
          stayingOld.append(source.row)
          stayingNew.append(row)
        } else {
          update.moveRow(at: source, to: destination)
          let change = contents.withContentComparison(
            old.sections[source.section].rows, new.sections[newIndex].rows
          ) { differ in differ(source.row, row) }
          switch change {
          case .none: break
          case .sameCell: reconfiguredRows.append(destination)
          case .newCell: reloadedRows.append(destination)
          }
        }
      }
      // Rows that kept their order (the usual case) all stay: no subsequence to search.
      let inPlaceRows = inOrder ? nil : longestIncreasingSubsequence(stayingOld)
      // The contents are compared where the rows keep them, one section at a time.
      contents.withContentComparison(old.sections[oldIndex].rows, new.sections[newIndex].rows) {
        differ in
        for staying in stayingOld.indices {
          let inPlace = inPlaceRows?[staying] ?? true
          let source = TablePosition(section: oldIndex, row: stayingOld[staying])
          let destination = TablePosition(section: newIndex, row: stayingNew[staying])
          let change = differ(source.row, destination.row)
          if !inPlace { update.moveRow(at: source, to: destination) }
          switch change {
          case .none: break
          case .sameCell: reconfiguredRows.append(destination)
          case .newCell: reloadedRows.append(destination)
          }
        }
      }
    }
    reconfiguredRows.sort()
    reloadedRows.sort()
    return DeclarationDiff(
      update: update, reconfiguredRows: reconfiguredRows, reloadedRows: reloadedRows,
      reconfiguredSections: reconfiguredSections)
  }

  /// Whether the section index's titles differ in `new`, for
  /// ``DeclarationDiff/sectionIndexChanged``.
  ///
  /// - Complexity: O(1) when neither layout has an index; O(*t*) in the titles otherwise.
  func sectionIndexChanged(to new: DeclaredLayout) -> Bool {
    guard sectionIndex != nil || new.sectionIndex != nil else { return false }
    return shownIndexTitles != new.shownIndexTitles
  }
}
