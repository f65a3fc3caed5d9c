/// A validated update, worked out as where each section and row of the new table comes from.
///
/// Built before anything changes, so a rejected update leaves the registry untouched.
struct UpdatePlan {
  /// For each new section, the old section it continues, or -1 for an inserted one.
  var sectionSource: [Int]
  /// Old sections that the update deletes.
  var deletedSections: [Int]
  /// For each new section whose rows change, where each row comes from (`nil`: inserted).
  var rowSources: [Int: [TablePosition?]]
  /// Rows the update deletes, by old position.
  var deletedRows: [TablePosition]
  /// The old and new row counts of every section.
  var oldCounts: [Int]
  var newCounts: [Int]

  // swift-format-ignore: ValidateDocumentationComments
  /// Validates `update` against `shape` and works out the new table.
  /// - Complexity: O(*s* + *u* + *r*) for *s* sections, *u* edits and *r* rows in the sections
  ///   whose rows change.
  init(_ update: TableUpdate, shape: TableShape) throws {
    let oldCounts = shape.rowCounts
    let oldSectionCount = oldCounts.count

    // Sections, old side.
    var oldRole = [TableUpdate.Operation?](repeating: nil, count: oldSectionCount)
    func claimOld(_ section: Int, _ operation: TableUpdate.Operation) throws {
      guard section >= 0, section < oldSectionCount else {
        throw TableUpdateError.sectionOutOfRange(
          section, operation: operation, sectionCount: oldSectionCount)
      }
      if let other = oldRole[section] {
        throw TableUpdateError.conflictingSection(
          section, operation: operation, conflictsWith: other)
      }
      oldRole[section] = operation
    }
    for section in update.deletedSections { try claimOld(section, .deleteSection) }
    for section in update.reloadedSections { try claimOld(section, .reloadSection) }
    for move in update.movedSections { try claimOld(move.from, .moveSectionFrom) }

    // Sections, new side.
    let newSectionCount =
      oldSectionCount - update.deletedSections.count + update.insertedSections.count
    var sectionSource = [Int](repeating: -2, count: newSectionCount)
    var newRole = [TableUpdate.Operation?](repeating: nil, count: newSectionCount)
    func claimNew(_ section: Int, _ operation: TableUpdate.Operation, source: Int)
      throws
    {
      guard section >= 0, section < newSectionCount else {
        throw TableUpdateError.sectionOutOfRange(
          section, operation: operation, sectionCount: newSectionCount)
      }
      if let other = newRole[section] {
        throw TableUpdateError.conflictingSection(
          section, operation: operation, conflictsWith: other)
      }
      newRole[section] = operation
      sectionSource[section] = source
    }
    for section in update.insertedSections { try claimNew(section, .insertSection, source: -1) }
    for move in update.movedSections { try claimNew(move.to, .moveSectionTo, source: move.from) }
    var nextSlot = 0
    for old in 0..<oldSectionCount where oldRole[old] == nil || oldRole[old] == .reloadSection {
      while sectionSource[nextSlot] != -2 { nextSlot += 1 }
      sectionSource[nextSlot] = old
    }
    var oldToNew = [Int](repeating: -1, count: oldSectionCount)
    for (new, old) in sectionSource.enumerated() where old >= 0 { oldToNew[old] = new }

    // Rows, old side.
    var oldRowRole: [TablePosition: TableUpdate.Operation] = [:]
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
      if let other = oldRowRole.updateValue(operation, forKey: position) {
        throw TableUpdateError.conflictingRow(position, operation: operation, conflictsWith: other)
      }
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
    var placed: [Int: [TablePosition?]] = [:]
    var taken: [TablePosition: TableUpdate.Operation] = [:]
    let sources =
      update.insertedRows.map { ($0, TablePosition?.none, TableUpdate.Operation.insertRow) }
      + update.movedRows.map { ($0.to, Optional($0.from), TableUpdate.Operation.moveRowTo) }
    var fixed: [Int: [Int: TablePosition?]] = [:]
    for (position, source, operation) in sources {
      let count = newCounts[position.section]
      guard position.row >= 0, position.row < count else {
        throw TableUpdateError.rowOutOfRange(position, operation: operation, rowCount: count)
      }
      if let other = taken.updateValue(operation, forKey: position) {
        throw TableUpdateError.conflictingRow(position, operation: operation, conflictsWith: other)
      }
      fixed[position.section, default: [:]][position.row] = .some(source)
    }

    // Every section that loses or gains rows gets a row plan; the rest keep theirs whole.
    var changed = Set(fixed.keys)
    for (old, count) in leaving.enumerated() where count > 0 && oldToNew[old] >= 0 {
      changed.insert(oldToNew[old])
    }
    // The rows leaving each old section, so that survivors are found without hashing each row.
    var leavingRows: [Int: [Int]] = [:]
    for position in update.deletedRows {
      leavingRows[position.section, default: []].append(position.row)
    }
    for move in update.movedRows {
      leavingRows[move.from.section, default: []].append(move.from.row)
    }
    for new in changed {
      let source = sectionSource[new]
      var survivors: [TablePosition] = []
      if source >= 0 {
        var leaves = [Bool](repeating: false, count: oldCounts[source])
        for row in leavingRows[source] ?? [] { leaves[row] = true }
        survivors.reserveCapacity(oldCounts[source])
        for row in 0..<oldCounts[source] where !leaves[row] {
          survivors.append(TablePosition(section: source, row: row))
        }
      }
      var plan = [TablePosition?](repeating: nil, count: newCounts[new])
      // The arriving rows first, then the survivors in order in the other places: a flag per
      // row rather than a lookup of `fixed` per row, so that no row is hashed.
      var isPinned = [Bool](repeating: false, count: plan.count)
      for (row, pin) in fixed[new] ?? [:] {
        plan[row] = pin
        isPinned[row] = true
      }
      var next = survivors.makeIterator()
      for row in 0..<plan.count where !isPinned[row] { plan[row] = next.next() }
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
