import TableHandlersCore

/// Which row each identifier names, kept from one update to the next.
///
/// Every row in the table has a *handle*, an integer it keeps while it stays in the table; the
/// index maps identifiers to handles and handles to positions. An update gives each new row
/// the handle of the old row with its identifier. Most rows are found without hashing: a row
/// is usually where the row before it suggests, in the same section of the old layout, so the
/// identifier map is read only for rows that moved and written only for rows that come or go.
/// Rebuilding a map of every identifier on every update would cost a hash insert per row, which
/// on large tables is mostly cache misses.
///
/// Matching doubles as the duplicate check: a handle can be claimed by one new row only, so
/// a second row with the same identifier finds its handle taken.
struct RowIndex<RowID: Hashable> {
  /// The handle of each row in the table, and during a match of each row it adds.
  private(set) var handles: [RowID: Int32] = [:]

  /// Each handle's position in the current layout; `section` is -1 for a free handle and for
  /// one added by the match in progress.
  private(set) var positions: [TablePosition] = []

  /// During a match, the section of the new layout whose row claimed each handle.
  ///
  /// -1 for an unclaimed handle; all are -1 between updates.
  private(set) var claimer: [Int32] = []

  /// Handles of rows that left the table, for reuse.
  private var freeHandles: [Int32] = []

  /// The identifiers the match in progress added, with their handles, to undo a failed match.
  private var added: [(id: RowID, handle: Int32)] = []

  /// The rows of the layout last matched that declared an event in the old layout that they
  /// no longer declare: their positions in the new layout and in the old one.
  ///
  /// Found while matching, where the old row is at hand, rather than in a pass of its own.
  private(set) var rowsWithFewerEvents: [(position: TablePosition, old: TablePosition)] = []

  /// A handle's position in the current layout, or `nil` for a row new to the table.
  func oldPosition(of handle: Int32) -> TablePosition? {
    let position = positions[Int(handle)]
    return position.section >= 0 ? position : nil
  }

  /// Where the row `id` is in the current layout.
  func position(of id: RowID) -> TablePosition? {
    handles[id].flatMap(oldPosition(of:))
  }

  /// Gives every row of `new` a handle, in `new.rowHandles`: the handle of the row with the
  /// same identifier in `old` (the current layout), or a new one.
  ///
  /// Afterwards ``claimer`` says for each handle of `old` which section of `new` kept its row.
  /// Call ``commit(old:new:)`` once the update is applied, or ``rollBack(_:)`` to undo.
  ///
  /// - Returns: `false` if two rows of `new` have the same identifier; the index is then as it
  ///   was, and `new.rowHandles` must not be used.
  /// - Complexity: O(*r*) for *r* rows of `new`, with a hash lookup only for a row that is not
  ///   where the row before it suggests.
  mutating func match<SectionID>(
    _ new: inout DeclaredLayout<SectionID, RowID>, against old: DeclaredLayout<SectionID, RowID>
  ) -> Bool {
    new.rowHandles.removeAll(keepingCapacity: true)
    new.rowHandles.reserveCapacity(new.rowIDs.count)
    added.removeAll()
    rowsWithFewerEvents.removeAll()
    for (section, ids) in new.rowIDs.enumerated() {
      let oldSection = old.sectionIndexes[new.sections[section].id]
      let oldIDs = oldSection.map { old.rowIDs[$0] } ?? []
      let oldHandles = oldSection.map { old.rowHandles[$0] } ?? []
      let oldEvents = oldSection.map { old.rowEvents[$0] } ?? []
      let events = new.rowEvents[section]
      let claimant = Int32(section)
      var offset = 0
      var rowHandles = [Int32](repeating: -1, count: ids.count)
      for row in ids.indices {
        let id = ids[row]
        let guess = row + offset
        if guess >= 0, guess < oldIDs.count, oldIDs[guess] == id {
          let handle = oldHandles[guess]
          if claimer[Int(handle)] < 0 {
            claimer[Int(handle)] = claimant
            rowHandles[row] = handle
            if oldEvents[guess] != 0,
              !old.eventSets[oldEvents[guess]].isSubset(of: new.eventSets[events[row]]),
              let oldSection
            {
              rowsWithFewerEvents.append(
                (
                  TablePosition(section: section, row: row),
                  TablePosition(section: oldSection, row: guess)
                ))
            }
            continue
          }
        }
        if let handle = handles[id] {
          guard claimer[Int(handle)] < 0 else {
            new.rowHandles.append(rowHandles)
            rollBack(new)
            return false
          }
          claimer[Int(handle)] = claimant
          rowHandles[row] = handle
          let position = positions[Int(handle)]
          if position.section >= 0 {
            if position.section == oldSection { offset = position.row - row }
            if !old.events(at: position).isSubset(of: new.eventSets[events[row]]) {
              rowsWithFewerEvents.append((TablePosition(section: section, row: row), position))
            }
          }
          continue
        }
        let handle = newHandle()
        handles[id] = handle
        added.append((id, handle))
        claimer[Int(handle)] = claimant
        rowHandles[row] = handle
      }
      new.rowHandles.append(rowHandles)
    }
    return true
  }

  /// Undoes a match: releases its claims and forgets the identifiers it added.
  ///
  /// - Parameter new: The layout matched; rows without a handle hold -1.
  mutating func rollBack<SectionID>(_ new: DeclaredLayout<SectionID, RowID>) {
    for rowHandles in new.rowHandles {
      for handle in rowHandles where handle >= 0 { claimer[Int(handle)] = -1 }
    }
    for (id, handle) in added {
      handles[id] = nil
      freeHandles.append(handle)
    }
    added.removeAll()
    rowsWithFewerEvents.removeAll()
  }

  /// Makes a matched layout current: frees the handles of the rows of `old` that no row of
  /// `new` claimed, records every row's new position, and clears the claims.
  mutating func commit<SectionID>(
    old: DeclaredLayout<SectionID, RowID>, new: DeclaredLayout<SectionID, RowID>
  ) {
    for (section, rowHandles) in old.rowHandles.enumerated() {
      for row in rowHandles.indices where claimer[Int(rowHandles[row])] < 0 {
        let handle = rowHandles[row]
        handles[old.rowIDs[section][row]] = nil
        positions[Int(handle)] = TablePosition(section: -1, row: -1)
        freeHandles.append(handle)
      }
    }
    for (section, rowHandles) in new.rowHandles.enumerated() {
      for row in rowHandles.indices {
        let handle = Int(rowHandles[row])
        positions[handle] = TablePosition(section: section, row: row)
        claimer[handle] = -1
      }
    }
    added.removeAll()
    rowsWithFewerEvents.removeAll()
  }

  /// Whether most handles are free: the table shrank a lot, and the index should be
  /// compacted (``compact(_:)``) to give the memory back.
  var isSparse: Bool {
    positions.count >= 32 && (positions.count - freeHandles.count) * 4 < positions.count
  }

  /// Numbers the rows of the current layout `0..<r` in order and drops everything else, so
  /// that the index's memory follows the table's size after it shrank.
  ///
  /// - Parameter layout: The current layout, whose ``DeclaredLayout/rowHandles`` are renumbered.
  /// - Complexity: O(*r*) for *r* rows; called only once three quarters of the handles are
  ///   free, so its cost is spread over the rows that left.
  mutating func compact<SectionID>(_ layout: inout DeclaredLayout<SectionID, RowID>) {
    let count = layout.rowIDs.reduce(0) { $0 + $1.count }
    var handles: [RowID: Int32] = [:]
    handles.reserveCapacity(count)
    var positions: [TablePosition] = []
    positions.reserveCapacity(count)
    for (section, ids) in layout.rowIDs.enumerated() {
      var rowHandles = [Int32](repeating: -1, count: ids.count)
      for row in ids.indices {
        rowHandles[row] = Int32(positions.count)
        handles[ids[row]] = Int32(positions.count)
        positions.append(TablePosition(section: section, row: row))
      }
      layout.rowHandles[section] = rowHandles
    }
    self.handles = handles
    self.positions = positions
    claimer = [Int32](repeating: -1, count: count)
    freeHandles = []
    added = []
  }

  /// Records the positions of a section's rows from `start` on, after an interactive move.
  mutating func reindexRows<SectionID>(
    of layout: DeclaredLayout<SectionID, RowID>, inSection section: Int, from start: Int
  ) {
    let rowHandles = layout.rowHandles[section]
    guard start < rowHandles.count else { return }
    for row in start..<rowHandles.count {
      positions[Int(rowHandles[row])] = TablePosition(section: section, row: row)
    }
  }

  private mutating func newHandle() -> Int32 {
    if let handle = freeHandles.popLast() { return handle }
    precondition(positions.count < Int(Int32.max), "TableHandlers: too many declared rows")
    positions.append(TablePosition(section: -1, row: -1))
    claimer.append(-1)
    return Int32(positions.count - 1)
  }
}
