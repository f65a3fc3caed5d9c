extension TableHandlers {
  /// Applies a batch of structural edits with `performBatchUpdates` index semantics, moving
  /// every row and section handler along with its row or section.
  ///
  /// Deleted rows and sections drop their handlers; inserted ones start with none; reloaded
  /// ones keep theirs. Handlers registered past the end of ``shape`` keep their distance from
  /// the end. The update is checked in full against ``shape`` before anything changes, and
  /// ``shape`` then becomes the table's new shape.
  ///
  /// - Parameter update: The edits.
  /// - Returns: Where each old row and section went, for hosts that keep per-row state.
  /// - Throws: ``TableUpdateError`` naming the first bad index; the registry is unchanged.
  /// - Complexity: O(*e* × (*s* + *r*)) for *e* events with handlers, *s* sections and *r* rows
  ///   in sections whose rows change; a single row edit is one array shift per event.
  @discardableResult
  public func apply(_ update: TableUpdate) throws -> TableUpdateMapping {
    let mapping = try applyEdits(update).mapping
    followTrackedRows(mapping)
    return mapping
  }

  /// Applies a batch of structural edits as ``apply(_:)`` does, without working out where
  /// each row went: for the declarative layer, whose diff tells its hosts that already.
  ///
  /// - Parameter update: The edits.
  /// - Throws: ``TableUpdateError`` naming the first bad index; the registry is unchanged.
  /// - Complexity: As ``apply(_:)``.
  package func applyWithoutMapping(_ update: TableUpdate) throws {
    let edits = try applyEdits(update)
    // The mapping is worked out only while a host follows a row (TableHandlers+RowTracking).
    if !trackedRows.isEmpty { followTrackedRows(edits.mapping) }
  }

  /// What an applied update leaves to work out its mapping from.
  private enum AppliedEdits {
    case mapping(TableUpdateMapping)
    case plan(UpdatePlan)

    var mapping: TableUpdateMapping {
      switch self {
      case .mapping(let mapping): return mapping
      case .plan(let plan): return plan.mapping
      }
    }
  }

  private func applyEdits(_ update: TableUpdate) throws -> AppliedEdits {
    if update.isEmpty {
      return .mapping(
        TableUpdateMapping(
          kind: .identity, oldCounts: shape.rowCounts, newCounts: shape.rowCounts))
    }
    if let mapping = try applySingleRowEdit(update) { return .mapping(mapping) }
    let plan = try UpdatePlan(update, shape: shape)
    var changed: [EventID] = []
    var dropped: [BoxPointer] = []
    for index in slots.indices where slots[index].count > 0 {
      let before = dropped.count
      slots[index].follow(plan, dropping: &dropped)
      if dropped.count > before { changed.append(EventID(rawValue: index)) }
    }
    // Released once every slot is rebuilt: a release can run a deinit that reads the registry.
    for pointer in dropped { discard(pointer) }
    shape = TableShape(rowCounts: plan.newCounts)
    countsFollowed(sectionSource: plan.sectionSource, reloaded: update.reloadedSections)
    countsChanged(changed)
    return .plan(plan)
  }

  /// Builds a batch with a closure and moves the handlers as ``apply(_:)`` does.
  ///
  /// Changes the registry only, never a table view: for edits that the table has made or will
  /// make itself. To change an attached table and its registry in one step, edit through the
  /// table (`call.table.performBatchUpdates`, or the attached table view's position-taking
  /// methods).
  ///
  /// ```swift
  /// try handlers.followBatchUpdates { update in
  ///   update.deleteRows(at: [TablePosition(section: 0, row: 0)])
  ///   update.insertSections([2])
  /// }
  /// ```
  ///
  /// - Parameter updates: Adds the edits to the batch.
  /// - Returns: Where each old row and section went, as ``apply(_:)`` returns it.
  /// - Throws: ``TableUpdateError``; the registry is unchanged.
  @discardableResult
  public func followBatchUpdates(_ updates: (inout TableUpdate) -> Void) throws
    -> TableUpdateMapping
  {
    var update = TableUpdate()
    updates(&update)
    return try apply(update)
  }

  /// Drops the handlers of deleted rows and moves those below them up, as the table's rows were
  /// deleted; changes no table view (see ``followBatchUpdates(_:)``).
  ///
  /// - Parameter positions: Positions before the delete.
  /// - Throws: ``TableUpdateError``; the registry is unchanged.
  public func followDeletedRows(at positions: [TablePosition]) throws {
    try followBatchUpdates { $0.deleteRows(at: positions) }
  }

  /// Moves the handlers of the rows below inserted rows down, as rows were inserted in the
  /// table; changes no table view (see ``followBatchUpdates(_:)``).
  ///
  /// - Parameter positions: Positions after the insert.
  /// - Throws: ``TableUpdateError``; the registry is unchanged.
  public func followInsertedRows(at positions: [TablePosition]) throws {
    try followBatchUpdates { $0.insertRows(at: positions) }
  }

  /// Checks reloaded rows against the registry's shape.
  ///
  /// Their handlers stay. Changes no table view (see ``followBatchUpdates(_:)``).
  ///
  /// - Parameter positions: Positions of the rows.
  /// - Throws: ``TableUpdateError`` for a bad position.
  public func followReloadedRows(at positions: [TablePosition]) throws {
    try followBatchUpdates { $0.reloadRows(at: positions) }
  }

  /// Moves a row's handlers with the row, possibly to another section, as the table moved it;
  /// changes no table view (see ``followBatchUpdates(_:)``).
  ///
  /// - Parameters:
  ///   - position: The row's position before the move.
  ///   - newPosition: Its position after the move.
  /// - Throws: ``TableUpdateError``; the registry is unchanged.
  public func followMovedRow(at position: TablePosition, to newPosition: TablePosition) throws {
    try followBatchUpdates { $0.moveRow(at: position, to: newPosition) }
  }

  /// Moves the handlers of the sections after inserted sections, as sections were inserted in
  /// the table; changes no table view (see ``followBatchUpdates(_:)``).
  ///
  /// - Parameter sections: Indexes after the insert.
  /// - Throws: ``TableUpdateError``; the registry is unchanged.
  public func followInsertedSections(_ sections: [Int]) throws {
    try followBatchUpdates { $0.insertSections(sections) }
  }

  /// Drops the section and row handlers of deleted sections and moves later sections' handlers
  /// up, as the table's sections were deleted; changes no table view (see
  /// ``followBatchUpdates(_:)``).
  ///
  /// - Parameter sections: Indexes before the delete.
  /// - Throws: ``TableUpdateError``; the registry is unchanged.
  public func followDeletedSections(_ sections: [Int]) throws {
    try followBatchUpdates { $0.deleteSections(sections) }
  }

  /// Checks reloaded sections against the registry's shape.
  ///
  /// Their handlers stay. Changes no table view (see ``followBatchUpdates(_:)``).
  ///
  /// - Parameter sections: Indexes of the sections.
  /// - Throws: ``TableUpdateError`` for a bad index.
  public func followReloadedSections(_ sections: [Int]) throws {
    try followBatchUpdates { $0.reloadSections(sections) }
  }

  /// Moves a section's handlers with the section, as the table moved it; changes no table view
  /// (see ``followBatchUpdates(_:)``).
  ///
  /// - Parameters:
  ///   - section: The index before the move.
  ///   - newSection: The index after the move.
  /// - Throws: ``TableUpdateError``; the registry is unchanged.
  public func followMovedSection(_ section: Int, toSection newSection: Int) throws {
    try followBatchUpdates { $0.moveSection(section, toSection: newSection) }
  }

  /// Replaces what the registry knows of the table's shape, without moving any handler.
  ///
  /// For tables whose counts the registry has not been asked yet; hosts normally record the
  /// shape as they ask the counts.
  ///
  /// - Precondition: No count is negative.
  /// - Parameter shape: The row count of each section.
  public func setShape(_ shape: TableShape) {
    precondition(
      shape.rowCounts.allSatisfy { $0 >= 0 },
      "TableHandlers.setShape: row counts must not be negative: \(shape.rowCounts)")
    self.shape = shape
    toldCounts = .allTold(sections: shape.sectionCount)
  }

  /// The user dropped a dragged row: answers ``RowEvent/moveRow`` (the delegate first, then
  /// the handler), then moves the handlers with the row, as the table has already moved it.
  ///
  /// - Parameters:
  ///   - source: Where the row was.
  ///   - destination: Where it was dropped.
  ///   - table: The table being served.
  /// - Returns: Where each old row went.
  /// - Throws: ``TableUpdateError`` if the positions do not fit ``shape``; nothing is called
  ///   and nothing changes then.
  @discardableResult
  public func userMovedRow(
    from source: TablePosition, to destination: TablePosition, on table: any TableHost
  ) throws -> TableUpdateMapping {
    var update = TableUpdate()
    update.moveRow(at: source, to: destination)
    _ = try UpdatePlan(update, shape: shape)
    answer(.moveRow, at: source, destination, on: table)
    return try apply(update)
  }

  /// Notifies once for all events whose handler count changed.
  func countsChanged(_ ids: [EventID]) {
    let before = handled
    for id in ids {
      if slots[id.rawValue].count > 0 { handled.insert(id) } else { handled.remove(id) }
    }
    if handled != before { handledEventsDidChange?(handled) }
  }

  /// Applies a lone row insert, delete or same-section move as one array shift per event.
  ///
  /// Returns `nil` for any other update.
  private func applySingleRowEdit(_ update: TableUpdate) throws -> TableUpdateMapping? {
    let rowEdits = update.deletedRows.count + update.insertedRows.count + update.movedRows.count
    guard rowEdits == 1, update.reloadedRows.isEmpty, update.deletedSections.isEmpty,
      update.insertedSections.isEmpty, update.reloadedSections.isEmpty,
      update.movedSections.isEmpty
    else { return nil }
    if let move = update.movedRows.first, move.from.section != move.to.section { return nil }
    try validateSingleRowEdit(update)
    var changed: [EventID] = []
    var dropped: [BoxPointer] = []
    for index in slots.indices where slots[index].count > 0 {
      if let position = update.deletedRows.first {
        if let pointer = slots[index].followDeletedRow(at: position) {
          dropped.append(pointer)
          changed.append(EventID(rawValue: index))
        }
      } else if let position = update.insertedRows.first {
        slots[index].followInsertedRow(at: position)
      } else if let move = update.movedRows.first {
        slots[index].followMovedRow(from: move.from, to: move.to)
      }
    }
    for pointer in dropped { discard(pointer) }
    let oldCounts = shape.rowCounts
    let kind: TableUpdateMapping.Kind
    if let position = update.deletedRows.first {
      shape.rowCounts[position.section] -= 1
      kind = .deleteRow(position)
    } else if let position = update.insertedRows.first {
      shape.rowCounts[position.section] += 1
      kind = .insertRow(position)
    } else {
      let move = update.movedRows[0]
      kind = .moveRow(move.from, move.to)
    }
    countsChanged(changed)
    return TableUpdateMapping(kind: kind, oldCounts: oldCounts, newCounts: shape.rowCounts)
  }

  /// Checks a lone row edit as the planner would, in O(1), with the planner's errors.
  private func validateSingleRowEdit(_ update: TableUpdate) throws {
    if let position = update.deletedRows.first {
      try checkSingleRow(position, .deleteRow, extra: 0)
    } else if let position = update.insertedRows.first {
      try checkSingleRow(position, .insertRow, extra: 1)
    } else if let move = update.movedRows.first {
      try checkSingleRow(move.from, .moveRowFrom, extra: 0)
      try checkSingleRow(move.to, .moveRowTo, extra: 0)
    }
  }

  private func checkSingleRow(
    _ position: TablePosition, _ operation: TableUpdate.Operation, extra: Int
  ) throws {
    let counts = shape.rowCounts
    guard position.section >= 0, position.section < counts.count else {
      throw TableUpdateError.sectionOutOfRange(
        position.section, operation: operation, sectionCount: counts.count)
    }
    let count = counts[position.section] + extra
    guard position.row >= 0, position.row < count else {
      throw TableUpdateError.rowOutOfRange(position, operation: operation, rowCount: count)
    }
  }

}
