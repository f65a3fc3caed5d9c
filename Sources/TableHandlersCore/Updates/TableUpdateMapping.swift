/// Where each row and section of a table went through one applied update.
///
/// Returned by ``TableHandlers/apply(_:)`` so that hosts can carry their own per-row state
/// (selection, a swiped row) along with the handlers.
public struct TableUpdateMapping: Sendable, CustomStringConvertible {
  enum Kind: Sendable {
    case identity
    case deleteRow(TablePosition)
    case insertRow(TablePosition)
    case moveRow(TablePosition, TablePosition)
    /// `rows[old section]?[old row]` is where a row of a section whose rows changed went (nil:
    /// deleted); `rows[old section]` is nil for a section whose rows did not change. Arrays
    /// indexed by old section, not dictionaries, so that building it costs no hashing.
    case planned(oldToNewSection: [Int], rows: [[TablePosition?]?])
  }

  let kind: Kind
  package let oldCounts: [Int]
  package let newCounts: [Int]

  /// The table's shape before and after the update, as "[3, 1] → [2, 1]".
  public var description: String { "\(oldCounts) → \(newCounts)" }

  /// The section's index after the update, or `nil` if the update deleted it.
  ///
  /// - Parameter section: The index before the update.
  /// - Returns: The index after it.
  public func newSection(of section: Int) -> Int? {
    guard case .planned(let oldToNew, _) = kind else { return section }
    if section >= 0, section < oldToNew.count {
      return oldToNew[section] >= 0 ? oldToNew[section] : nil
    }
    return section + newCounts.count - oldCounts.count
  }

  /// Where an insertion point, a place between rows where a row could be inserted, is after
  /// the update: before the row that was after it, or the next one after it that is still in
  /// its section; at the end of its section when none is; `nil` with its section.
  ///
  /// A drop placeholder is such a point: it stays where the row it stands before goes.
  ///
  /// - Parameter point: The insertion point before the update (its row at most the section's
  ///   row count then).
  /// - Returns: The insertion point after it.
  package func newInsertionPoint(of point: TablePosition) -> TablePosition? {
    guard let section = newSection(of: point.section) else { return nil }
    let oldCount = oldCounts.indices.contains(point.section) ? oldCounts[point.section] : 0
    for row in point.row..<max(oldCount, point.row) {
      if let moved = newPosition(of: TablePosition(section: point.section, row: row)),
        moved.section == section
      {
        return moved
      }
    }
    return TablePosition(
      section: section, row: newCounts.indices.contains(section) ? newCounts[section] : 0)
  }

  /// The row's position after the update, or `nil` if the update deleted it.
  ///
  /// - Parameter position: The position before the update.
  /// - Returns: The position after it.
  public func newPosition(of position: TablePosition) -> TablePosition? {
    switch kind {
    case .identity:
      return position
    case .deleteRow(let deleted):
      guard position.section == deleted.section, position.row >= deleted.row else {
        return position
      }
      if position.row == deleted.row { return nil }
      return TablePosition(section: position.section, row: position.row - 1)
    case .insertRow(let inserted):
      guard position.section == inserted.section, position.row >= inserted.row else {
        return position
      }
      return TablePosition(section: position.section, row: position.row + 1)
    case .moveRow(let from, let to):
      guard position.section == from.section else { return position }
      if position.row == from.row { return to }
      if position.row >= oldCounts[from.section] { return position }
      var row = position.row
      if from.row < row { row -= 1 }
      if to.row <= row { row += 1 }
      return TablePosition(section: position.section, row: row)
    case .planned(_, let rows):
      let oldSection = position.section
      if oldSection >= 0, oldSection < rows.count, let targets = rows[oldSection] {
        if position.row >= 0, position.row < targets.count { return targets[position.row] }
        guard let section = newSection(of: oldSection), position.row >= targets.count else {
          return nil
        }
        // Past the known rows: keep the distance from the end.
        return TablePosition(
          section: section, row: position.row - oldCounts[oldSection] + newCounts[section])
      }
      guard let section = newSection(of: oldSection) else { return nil }
      return TablePosition(section: section, row: position.row)
    }
  }
}

extension UpdatePlan {
  /// The old-to-new mapping of this plan.
  var mapping: TableUpdateMapping {
    var oldToNew = [Int](repeating: -1, count: oldCounts.count)
    for (new, old) in sectionSource.enumerated() where old >= 0 { oldToNew[old] = new }
    var rows = [[TablePosition?]?](repeating: nil, count: oldCounts.count)
    func touch(_ section: Int) {
      if rows[section] == nil {
        rows[section] = [TablePosition?](repeating: nil, count: oldCounts[section])
      }
    }
    for (new, sources) in rowSources.enumerated() {
      guard let sources else { continue }
      if sectionSource[new] >= 0 { touch(sectionSource[new]) }
      for (row, source) in sources.enumerated() {
        guard let source else { continue }
        touch(source.section)
        rows[source.section]![source.row] = TablePosition(section: new, row: row)
      }
    }
    for position in deletedRows { touch(position.section) }
    return TableUpdateMapping(
      kind: .planned(oldToNewSection: oldToNew, rows: rows), oldCounts: oldCounts,
      newCounts: newCounts)
  }
}

extension TableUpdate {
  /// Where each row and section of a table of `shape` goes through this update, without
  /// applying it to anything.
  ///
  /// For hosts that show an update a registry has already applied (the declarative layer
  /// applies its own), so that their per-row state follows the rows.
  ///
  /// - Parameter shape: The table's shape before the update.
  /// - Returns: The mapping.
  /// - Throws: ``TableUpdateError`` if the update does not fit `shape`.
  /// - Complexity: O(*s* + *u* + *r*), as validating the update.
  public func mapping(from shape: TableShape) throws -> TableUpdateMapping {
    try UpdatePlan(self, shape: shape).mapping
  }
}
