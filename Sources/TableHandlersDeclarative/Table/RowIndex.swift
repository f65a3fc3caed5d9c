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
///
/// The identifier map is a ``HandleTable`` of handles by their identifiers' hash values, not a
/// `[RowID: Int32]`: this generic code runs unspecialized for the app's identifier type, and a
/// generic dictionary would ask the runtime for its metadata on every lookup. Each identifier
/// is hashed once per lookup, insertion or removal, through `Hashable`; the rest is integer
/// code, and identifiers are compared with `==` only where the tags of their hash values
/// match, read from the layout at the handle's position.
struct RowIndex<RowID: Hashable> {
  /// The handle of each row in the table, and during a match of each row it adds, by the tag
  /// of its identifier's hash value.
  private var handles = HandleTable()

  /// Each handle's position in the current layout; `section` is -1 for a free handle, and
  /// `-2 - s` for one added by the match in progress at row `row` of section `s` of the new
  /// layout (where its identifier is).
  private(set) var positions: [TablePosition] = []

  /// During a match, the section of the new layout whose row claimed each handle.
  ///
  /// -1 for an unclaimed handle; all are -1 between updates.
  private(set) var claimer: [Int32] = []

  /// Handles of rows that left the table, for reuse.
  private var freeHandles: [Int32] = []

  /// The handles the match in progress added, with their identifiers' tags, to undo a failed
  /// match.
  private var added: [(handle: Int32, tag: UInt32)] = []

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

  /// Where the row `id` is in the current layout, `layout`.
  func position<SectionID>(of id: RowID, in layout: DeclaredLayout<SectionID, RowID>)
    -> TablePosition?
  {
    let handle = handles.handle(withTag: Self.tag(of: id)) { handle in
      let position = positions[Int(handle)]
      return position.section >= 0 && layout.rowIDs[position.section][position.row] == id
    }
    return handle.flatMap(oldPosition(of:))
  }

  /// The tag of an identifier's hash value in ``handles``.
  private static func tag(of id: RowID) -> UInt32 { HandleTable.tag(ofHashValue: id.hashValue) }

  /// Gives every row of `new` a handle, in `new.rowHandles`: the handle of the row with the
  /// same identifier in `old` (the current layout), or a new one.
  ///
  /// Afterwards ``claimer`` says for each handle of `old` which section of `new` kept its row.
  /// Call ``commit(old:new:sections:)`` once the update is applied, or
  /// ``rollBack(_:sections:)`` to undo.
  ///
  /// With `sections`, only those sections of `new` changed: `new` is `old` with the rows of
  /// those sections replaced (the same sections, in the same order), the other sections keep
  /// their handles, and only the rows of those sections are matched. A row of a changed section
  /// whose identifier a row of an unchanged section has is then a duplicate.
  ///
  /// - Returns: `false` if two rows of `new` have the same identifier; the index is then as it
  ///   was, and `new.rowHandles` must not be used.
  /// - Complexity: O(*r*) for *r* rows of `new` (of `sections` only, when given), with a hash
  ///   lookup only for a row that is not where the row before it suggests.
  mutating func match<SectionID>(
    _ new: inout DeclaredLayout<SectionID, RowID>, against old: DeclaredLayout<SectionID, RowID>,
    sections changed: [Int]? = nil
  ) -> Bool {
    if changed == nil {
      // Every section is matched, and appends its handles.
      new.rowHandles.removeAll(keepingCapacity: true)
      new.rowHandles.reserveCapacity(new.rowIDs.count)
    }
    added.removeAll()
    rowsWithFewerEvents.removeAll()
    // Identifiers are read through buffers: in this unspecialized code, each read of a nested
    // array's element asks the runtime for the inner array's metadata.
    let oldRowIDs = old.rowIDs
    let newRowIDs = new.rowIDs
    return oldRowIDs.withUnsafeBufferPointer { oldRowIDs in
      newRowIDs.withUnsafeBufferPointer { newRowIDs in
        for section in changed ?? Array(newRowIDs.indices) {
          // A changed section continues the old section at its index.
          let oldSection = changed == nil ? old.sectionIndexes[new.sections[section].id] : section
          let matched = newRowIDs[section].withUnsafeBufferPointer { ids in
            (oldSection.map { oldRowIDs[$0] } ?? []).withUnsafeBufferPointer { oldIDs in
              matchRows(
                of: section, ids, in: &new, against: old, oldSection, oldIDs,
                allIDs: (oldRowIDs, newRowIDs), changed: changed)
            }
          }
          if !matched {
            rollBack(new, sections: changed)
            return false
          }
        }
        return true
      }
    }
  }

  /// Matches the rows of one section of `new`, with identifiers `ids`, for
  /// ``match(_:against:sections:)``: appends their handles to `new.rowHandles`.
  ///
  /// - Parameters:
  ///   - section: The section's index in `new`.
  ///   - ids: Its rows' identifiers.
  ///   - new: The layout being matched.
  ///   - old: The current layout.
  ///   - oldSection: The section of `old` with the same identifier, if any.
  ///   - oldIDs: Its rows' identifiers (none without one).
  ///   - allIDs: The row identifiers of every section of `old` and `new`.
  ///   - changed: For a match of some sections only, those sections; `nil` for all.
  /// - Returns: `false` at a row whose identifier an earlier row of `new` has (with `changed`,
  ///   or a row of a section not in it); the handles of the rows before it are appended (or
  ///   set, with `changed`), and the rest are -1.
  private mutating func matchRows<SectionID>(
    of section: Int, _ ids: UnsafeBufferPointer<RowID>,
    in new: inout DeclaredLayout<SectionID, RowID>, against old: DeclaredLayout<SectionID, RowID>,
    _ oldSection: Int?, _ oldIDs: UnsafeBufferPointer<RowID>,
    allIDs: (old: UnsafeBufferPointer<[RowID]>, new: UnsafeBufferPointer<[RowID]>),
    changed: [Int]?
  ) -> Bool {
    let oldHandles = oldSection.map { old.rowHandles[$0] } ?? []
    let oldEvents = oldSection.map { old.rowEvents[$0] } ?? []
    let events = new.rowEvents[section]
    let claimant = Int32(section)
    var offset = 0
    var rowHandles = [Int32](repeating: -1, count: ids.count)
    defer {
      if changed == nil {
        new.rowHandles.append(rowHandles)
      } else {
        new.rowHandles[section] = rowHandles
      }
    }
    for row in ids.indices {
      let guess = row + offset
      if guess >= 0, guess < oldIDs.count, oldIDs[guess] == ids[row] {
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
      let tag = Self.tag(of: ids[row])
      let found = handles.handle(withTag: tag) { handle in
        // A row of the old layout, or one this match added.
        let position = positions[Int(handle)]
        if position.section >= 0 { return allIDs.old[position.section][position.row] == ids[row] }
        return position.section < -1
          && allIDs.new[-2 - position.section][position.row] == ids[row]
      }
      if let handle = found {
        guard claimer[Int(handle)] < 0 else { return false }
        // A row of a section that keeps its rows: this one repeats its identifier.
        if let changed, positions[Int(handle)].section >= 0,
          !changed.contains(positions[Int(handle)].section)
        {
          return false
        }
        claimer[Int(handle)] = claimant
        rowHandles[row] = handle
        let position = positions[Int(handle)]
        if position.section >= 0 {
          if position.section == oldSection { offset = position.row - row }
          let oldEvents = old.eventSets[old.rowEvents[position.section][position.row]]
          if !oldEvents.isSubset(of: new.eventSets[events[row]]) {
            rowsWithFewerEvents.append((TablePosition(section: section, row: row), position))
          }
        }
        continue
      }
      let handle = newHandle()
      handles.insert(handle, tag: tag)
      positions[Int(handle)] = TablePosition(section: -2 - section, row: row)
      added.append((handle, tag))
      claimer[Int(handle)] = claimant
      rowHandles[row] = handle
    }
    return true
  }

  /// Undoes a match: releases its claims and forgets the identifiers it added.
  ///
  /// - Parameters:
  ///   - new: The layout matched; rows without a handle hold -1.
  ///   - sections: The sections matched, as ``match(_:against:sections:)`` was given them.
  mutating func rollBack<SectionID>(_ new: DeclaredLayout<SectionID, RowID>, sections: [Int]? = nil)
  {
    for section in sections ?? Array(new.rowHandles.indices) {
      for handle in new.rowHandles[section] where handle >= 0 { claimer[Int(handle)] = -1 }
    }
    for (handle, tag) in added { free(handle, tag: tag) }
    added.removeAll()
    rowsWithFewerEvents.removeAll()
  }

  /// Makes a matched layout current: frees the handles of the rows of `old` that no row of
  /// `new` claimed, records every row's new position, and clears the claims.
  ///
  /// With `sections` (as ``match(_:against:sections:)`` was given them), only the rows of those
  /// sections are visited: the others kept their handles and positions.
  mutating func commit<SectionID>(
    old: DeclaredLayout<SectionID, RowID>, new: DeclaredLayout<SectionID, RowID>,
    sections: [Int]? = nil
  ) {
    old.rowIDs.withUnsafeBufferPointer { oldRowIDs in
      for section in sections ?? Array(old.rowHandles.indices) {
        let rowHandles = old.rowHandles[section]
        for row in rowHandles.indices where claimer[Int(rowHandles[row])] < 0 {
          free(rowHandles[row], tag: Self.tag(of: oldRowIDs[section][row]))
        }
      }
    }
    for section in sections ?? Array(new.rowHandles.indices) {
      let rowHandles = new.rowHandles[section]
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
    let count = layout.rowCount
    var handles = HandleTable(minimumCapacity: count)
    var positions: [TablePosition] = []
    positions.reserveCapacity(count)
    for (section, ids) in layout.rowIDs.enumerated() {
      var rowHandles = [Int32](repeating: -1, count: ids.count)
      for row in ids.indices {
        rowHandles[row] = Int32(positions.count)
        handles.insert(Int32(positions.count), tag: Self.tag(of: ids[row]))
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

  /// Forgets a row's handle, with its identifier's tag, for reuse.
  private mutating func free(_ handle: Int32, tag: UInt32) {
    handles.remove(handle, tag: tag)
    positions[Int(handle)] = TablePosition(section: -1, row: -1)
    freeHandles.append(handle)
  }

  private mutating func newHandle() -> Int32 {
    if let handle = freeHandles.popLast() { return handle }
    precondition(positions.count < Int(Int32.max), "TableHandlers: too many declared rows")
    positions.append(TablePosition(section: -1, row: -1))
    claimer.append(-1)
    return Int32(positions.count - 1)
  }
}
