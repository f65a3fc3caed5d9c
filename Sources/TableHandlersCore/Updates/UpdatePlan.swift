/// A validated update, worked out as where each section and row of the new table comes from.
///
/// Built before anything changes, so a rejected update leaves the registry untouched.
struct UpdatePlan {
  /// For each new section, the old section it continues, or -1 for an inserted one.
  var sectionSource: [Int]
  /// Old sections that the update deletes.
  var deletedSections: [Int]
  /// For each new section, where each row comes from (`nil`: inserted); `nil` for a section
  /// whose rows do not change.
  var rowSources: [[TablePosition?]?]
  /// Rows the update deletes, by old position.
  var deletedRows: [TablePosition]
  /// The old and new row counts of every section.
  var oldCounts: [Int]
  var newCounts: [Int]

  // swift-format-ignore: ValidateDocumentationComments
  /// Validates `update` against `shape` and works out the new table.
  /// - Complexity: O(*s* + *u* + *r*) for *s* sections, *u* edits and *r* rows in the sections
  ///   whose rows change. No edit is hashed: each section a row edit names gets an array of
  ///   flags, one per row.
  init(_ update: TableUpdate, shape: TableShape) throws {
    let oldCounts = shape.rowCounts
    let oldSectionCount = oldCounts.count

    // Sections: each index one operation on each side.
    func claim(
      _ section: Int, _ operation: TableUpdate.Operation,
      in roles: inout [TableUpdate.Operation?]
    ) throws {
      guard section >= 0, section < roles.count else {
        throw TableUpdateError.sectionOutOfRange(
          section, operation: operation, sectionCount: roles.count)
      }
      if let other = roles[section] {
        throw TableUpdateError.conflictingSection(
          section, operation: operation, conflictsWith: other)
      }
      roles[section] = operation
    }
    var oldRole = [TableUpdate.Operation?](repeating: nil, count: oldSectionCount)
    for section in update.deletedSections { try claim(section, .deleteSection, in: &oldRole) }
    for section in update.reloadedSections { try claim(section, .reloadSection, in: &oldRole) }
    for move in update.movedSections { try claim(move.from, .moveSectionFrom, in: &oldRole) }
    let newSectionCount =
      oldSectionCount - update.deletedSections.count + update.insertedSections.count
    var sectionSource = [Int](repeating: -2, count: newSectionCount)
    var newRole = [TableUpdate.Operation?](repeating: nil, count: newSectionCount)
    for section in update.insertedSections {
      try claim(section, .insertSection, in: &newRole)
      sectionSource[section] = -1
    }
    for move in update.movedSections {
      try claim(move.to, .moveSectionTo, in: &newRole)
      sectionSource[move.to] = move.from
    }
    var nextSlot = 0
    for old in 0..<oldSectionCount where oldRole[old] == nil || oldRole[old] == .reloadSection {
      while sectionSource[nextSlot] != -2 { nextSlot += 1 }
      sectionSource[nextSlot] = old
    }
    var oldToNew = [Int](repeating: -1, count: oldSectionCount)
    for (new, old) in sectionSource.enumerated() where old >= 0 { oldToNew[old] = new }

    // Rows, old side: each old section a row edit names gets the role of each of its rows.
    var oldRowRoles = [[TableUpdate.Operation?]](repeating: [], count: oldSectionCount)
    var leaving = [Int](repeating: 0, count: oldSectionCount)
    func claimOldRow(_ position: TablePosition, _ operation: TableUpdate.Operation)
      throws
    {
      let section = position.section
      guard section >= 0, section < oldSectionCount else {
        throw TableUpdateError.sectionOutOfRange(
          section, operation: operation, sectionCount: oldSectionCount)
      }
      if let sectionOperation = oldRole[section],
        sectionOperation == .deleteSection || sectionOperation == .reloadSection
      {
        throw TableUpdateError.rowInReplacedSection(
          position, operation: operation, sectionOperation: sectionOperation)
      }
      guard position.row >= 0, position.row < oldCounts[section] else {
        throw TableUpdateError.rowOutOfRange(
          position, operation: operation, rowCount: oldCounts[section])
      }
      if oldRowRoles[section].isEmpty {
        oldRowRoles[section] = [TableUpdate.Operation?](repeating: nil, count: oldCounts[section])
      }
      if let other = oldRowRoles[section][position.row] {
        throw TableUpdateError.conflictingRow(position, operation: operation, conflictsWith: other)
      }
      oldRowRoles[section][position.row] = operation
      if operation != .reloadRow { leaving[section] += 1 }
    }
    for position in update.deletedRows { try claimOldRow(position, .deleteRow) }
    for position in update.reloadedRows { try claimOldRow(position, .reloadRow) }
    for move in update.movedRows { try claimOldRow(move.from, .moveRowFrom) }

    // Rows, new side: counts first, then destinations.
    var newCounts = sectionSource.map { $0 >= 0 ? oldCounts[$0] - leaving[$0] : 0 }
    let arriving =
      update.insertedRows.map { ($0, TableUpdate.Operation.insertRow) }
      + update.movedRows.map { ($0.to, TableUpdate.Operation.moveRowTo) }
    for (position, operation) in arriving {
      guard position.section >= 0, position.section < newSectionCount else {
        throw TableUpdateError.sectionOutOfRange(
          position.section, operation: operation, sectionCount: newSectionCount)
      }
      // UIKit raises "cannot move a row into a newly inserted section": a host could not show
      // such a batch.
      if operation == .moveRowTo, newRole[position.section] == .insertSection {
        throw TableUpdateError.rowInReplacedSection(
          position, operation: operation, sectionOperation: .insertSection)
      }
      newCounts[position.section] += 1
    }
    // Each new section a row arrives in gets its plan, the arriving rows pinned in place
    // first; a pinned row says which operation took its place.
    var placed = [[TablePosition?]?](repeating: nil, count: newSectionCount)
    var pinned = [[TableUpdate.Operation?]](repeating: [], count: newSectionCount)
    let sources =
      update.insertedRows.map { ($0, TablePosition?.none, TableUpdate.Operation.insertRow) }
      + update.movedRows.map { ($0.to, Optional($0.from), TableUpdate.Operation.moveRowTo) }
    for (position, source, operation) in sources {
      let section = position.section
      let count = newCounts[section]
      guard position.row >= 0, position.row < count else {
        throw TableUpdateError.rowOutOfRange(position, operation: operation, rowCount: count)
      }
      if pinned[section].isEmpty {
        pinned[section] = [TableUpdate.Operation?](repeating: nil, count: count)
        placed[section] = [TablePosition?](repeating: nil, count: count)
      }
      if let other = pinned[section][position.row] {
        throw TableUpdateError.conflictingRow(position, operation: operation, conflictsWith: other)
      }
      pinned[section][position.row] = operation
      placed[section]![position.row] = source
    }

    // Every section that loses or gains rows gets a row plan; the rest keep theirs whole. The
    // survivors of its old section fill the places no arriving row took, in order.
    for new in 0..<newSectionCount {
      let source = sectionSource[new]
      let loses = source >= 0 && leaving[source] > 0
      guard loses || !pinned[new].isEmpty else { continue }
      var plan = placed[new] ?? [TablePosition?](repeating: nil, count: newCounts[new])
      let isPinned = pinned[new]
      var row = 0
      if source >= 0 {
        let roles = oldRowRoles[source]
        for oldRow in 0..<oldCounts[source] {
          if !roles.isEmpty, let role = roles[oldRow], role != .reloadRow { continue }
          while !isPinned.isEmpty && isPinned[row] != nil { row += 1 }
          plan[row] = TablePosition(section: source, row: oldRow)
          row += 1
        }
      }
      placed[new] = plan
    }
    self.sectionSource = sectionSource
    self.deletedSections = update.deletedSections
    self.rowSources = placed
    self.deletedRows = update.deletedRows
    self.oldCounts = oldCounts
    self.newCounts = newCounts
  }
}
