import TableHandlersCore

// Drag and drop in a declared table. Rows offer items through their own `dragItems` handlers
// (`Row.draggable`); the table-wide answers here read the current layout: whether rows are
// reordered by drag, and which drops the sections and the table accept, where, and with which
// operation. They are registered while the layout declares them and removed when it stops, so
// that an adapter stops being a drag or drop delegate with them.

/// Which drag and drop answers a declared table has registered.
struct DragAndDropClaims {
  /// `reordersByDrag`.
  var reorder = false
  /// `canHandleDrop`, `dropProposal` and `performDrop`.
  var drops = false
}

extension DeclarationEngine {
  /// Registers the drag and drop answers the layout declares, and removes those it no longer
  /// does.
  func registerDragAndDrop(in handlers: TableHandlers) {
    if layout.reordersByDrag {
      if !dragAndDropClaims.reorder { handlers.on(.reordersByDrag) { _ in true } }
      dragAndDropClaims.reorder = true
    } else if dragAndDropClaims.reorder {
      dragAndDropClaims.reorder = false
      _ = handlers.remove(.reordersByDrag)
    }
    if layout.acceptsDrops {
      guard !dragAndDropClaims.drops else { return }
      dragAndDropClaims.drops = true
      handlers.on(.canHandleDrop) { [self] call in canHandle(call.arguments) }
      handlers.on(.dropProposal) { [self] call in proposal(for: call.arguments) }
      handlers.on(.performDrop) { [self] call in perform(call.arguments) }
    } else if dragAndDropClaims.drops {
      dragAndDropClaims.drops = false
      _ = handlers.remove(.canHandleDrop)
      _ = handlers.remove(.dropProposal)
      _ = handlers.remove(.performDrop)
    }
  }

  /// Whether some acceptance takes an item of the session.
  private func canHandle(_ session: DropSession) -> Bool {
    if let table = layout.dropAcceptance,
      session.hasItems(conformingToAnyOf: table.typeIdentifiers)
    {
      return true
    }
    return layout.sections.contains { section in
      section.dropAcceptance.map { session.hasItems(conformingToAnyOf: $0.typeIdentifiers) }
        ?? false
    }
  }

  /// The acceptance that covers a destination, with the destination resolved: a position, or
  /// the end of the last section for none.
  private func acceptance(at destination: TablePosition?)
    -> (acceptance: DropAcceptance<SectionID, RowID>, position: TablePosition, rowCount: Int)?
  {
    let position: TablePosition
    if let destination {
      position = destination
    } else {
      guard let last = layout.sections.indices.last else { return nil }
      position = TablePosition(section: last, row: layout.sections[last].rows.count)
    }
    guard layout.sections.indices.contains(position.section) else { return nil }
    let section = layout.sections[position.section]
    guard let acceptance = section.dropAcceptance ?? layout.dropAcceptance,
      (0...section.rows.count).contains(position.row)
    else { return nil }
    return (acceptance, position, section.rows.count)
  }

  /// The proposal for a session where it is now: the acceptance's operation and intent where an
  /// item conforms and the place accepts, else forbidden.
  private func proposal(for session: DropSession) -> DropProposal {
    guard let (acceptance, position, rowCount) = acceptance(at: session.destination),
      session.hasItems(conformingToAnyOf: acceptance.typeIdentifiers),
      let intent = acceptance.intent(forRow: position.row, rowCount: rowCount)
    else { return .forbidden }
    let operation =
      acceptance.operation == .move && !session.allowsMove ? .copy : acceptance.operation
    return DropProposal(operation, intent: session.destination == nil ? .unspecified : intent)
  }

  /// Hands the accepted items of a drop to the acceptance that covers where it landed.
  private func perform(_ drop: TableDrop) {
    guard let (acceptance, position, rowCount) = acceptance(at: drop.destination),
      let intent = acceptance.intent(forRow: position.row, rowCount: rowCount)
    else { return }
    let items = drop.items.filter { $0.firstConforming(to: acceptance.typeIdentifiers) != nil }
    guard !items.isEmpty else { return }
    let section = layout.sections[position.section]
    let onto =
      position.row < rowCount
      && (intent == .insertIntoDestination
        || (intent == .automatic && drop.proposal.intent == .insertIntoDestination))
    let destination: DeclaredDropDestination<SectionID, RowID> =
      onto
      ? .onto(row: section.rows[position.row].id, section: section.id)
      : .insert(section: section.id, index: position.row)
    acceptance.perform(
      DeclaredDrop(
        items: items, destination: destination, operation: drop.proposal.operation,
        tableDrop: drop))
  }
}
