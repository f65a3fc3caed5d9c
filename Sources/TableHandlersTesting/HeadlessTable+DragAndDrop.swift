import TableHandlersCore

extension HeadlessTable {
  /// The items a drag of a row begins with, as on a table view and a list
  /// (`DragRules.beginning`); empty when it cannot be dragged.
  ///
  /// A row that takes no touch (a disabled one) gives none; otherwise its `dragItems`. A row
  /// that may be reordered by drag (``reordersByDrag``, and the user may move it) and gives no
  /// item is dragged as one item that carries no data, which ``dragToReorder(_:over:)`` drags.
  ///
  /// - Parameter position: The row.
  /// - Returns: The items, or none if the row is not in the table or offers none.
  public func dragItems(at position: TablePosition) -> [DragItem] {
    beginDrag(at: position).compactMap { begun in
      if case .row(let item, _) = begun { item } else { nil }
    }
  }

  /// The items a drag of a row begins with, each marked whether it is the row being reordered
  /// (`DragRules.beginning`); none for a position outside the table.
  private func beginDrag(at position: TablePosition) -> [DragRules.BegunItem<Never>] {
    guard contains(position) else { return [] }
    return DragRules.beginning(
      takesTouches: isEnabled(position), mayReorder: { reordersByDrag && userMayMove(position) },
      answered: { ask(.dragItems, position) }, app: nil)
  }

  /// Whether rows that can move are reordered by dragging them (`reordersByDrag`).
  public var reordersByDrag: Bool {
    ask(.reordersByDrag, ()) ?? false
  }

  /// Drags a row within the table and drops it, reordering it without editing mode, as a
  /// table that reorders by drag lets the user do on iPhone and iPad.
  ///
  /// The drag must be a reorder, as on a table view and a list (`DragRules.reorders`): the row
  /// takes touches, the table reorders by drag, the row must move (a `moveRow` handler reaches
  /// it, `canMoveRow` not `false`), and it is dragged as one item (``dragItems(at:)``: none of
  /// its own, or one). Over each position the drag goes over, the drop is proposed as
  /// on a table view and a list (`DropRules.reorderProposal`): `targetForMove` is asked, and
  /// where it keeps the position, a drop there moves the row; where it sends the row elsewhere,
  /// a drop there is forbidden. Dropped where a move is proposed, `moveRow` receives the move
  /// and the row's handlers go with it; dropped where it is forbidden, the row stays. A
  /// destination may be the end of a section or an empty section's first row.
  ///
  /// - Parameters:
  ///   - source: The row dragged.
  ///   - path: The positions the drag goes over, the last one where it is dropped; each the
  ///     position the row would have once moved there.
  /// - Returns: Where the row landed, the source if it did not move (dropped in place, or where
  ///   the drop is forbidden), or `nil` if it could not be dragged or a position is outside
  ///   the table.
  /// - Throws: `TableUpdateError` if the registry refuses the move; nothing changes then.
  @discardableResult
  public func dragToReorder(_ source: TablePosition, over path: [TablePosition]) throws
    -> TablePosition?
  {
    guard contains(source), DragRules.reorders(beginDrag(at: source)),
      path.allSatisfy({ canLand(at: $0, from: source) })
    else { return nil }
    log("drag \(source)")
    var target = source
    for proposed in path {
      let proposal = DropRules.reorderProposal(
        from: source, to: proposed, rowCount: { numberOfRows(inSection: $0) },
        target: { ask(.targetForMove, $0, $1) ?? $1 })
      target = proposal.operation == .move ? proposed : source
    }
    guard target != source else { return source }
    try drop(source, at: target)
    return target
  }

  /// What a drop of items would do over a position: the table's proposal (`dropProposal`),
  /// after asking once whether it handles such a session at all (`canHandleDrop`).
  ///
  /// - Parameters:
  ///   - items: The items dragged over the table, as another table or app offers them.
  ///   - destination: Where they would land: a row, the end of a section (its row count), or
  ///     `nil` over space that is no position.
  ///   - allowsMove: Whether the drag allows a move (a drag from another app does not).
  /// - Returns: The proposal; `cancel` when the table takes no drop, or refuses the session.
  public func dragOver(
    _ items: [DragItem], at destination: TablePosition?, allowsMove: Bool = false
  ) -> DropProposal {
    let session = dropSession(items, at: destination, allowsMove: allowsMove)
    return proposal(for: session)
  }

  /// Drops items on the table: asks `canHandleDrop`, then `dropProposal` for the destination,
  /// and, for a copy or an allowed move, hands the drop to `performDrop`.
  ///
  /// The drop's placeholders (`TableDrop.insertPlaceholder(forItemAt:at:rowHeight:)`) are
  /// shown by ``dropPlaceholderPositions`` and in ``render()``; this table shows them beside
  /// its rows rather than among them, so rows keep their positions while one shows. A
  /// placeholder follows its place through the updates shown meanwhile.
  ///
  /// - Parameters:
  ///   - items: The items dropped.
  ///   - destination: Where they land, or `nil` over space that is no position.
  ///   - allowsMove: Whether the drag allows a move.
  /// - Returns: The proposal the drop was made with; the drop reached `performDrop` if its
  ///   operation is a copy or a move.
  @discardableResult
  public func drop(
    _ items: [DragItem], at destination: TablePosition?, allowsMove: Bool = false
  ) -> DropProposal {
    beginGesture()
    defer { endGesture() }
    let session = dropSession(items, at: destination, allowsMove: allowsMove)
    let proposal = proposal(for: session)
    guard proposal.operation == .copy || proposal.operation == .move,
      handlers.handles(eventID: TableEvent<TableDrop, Void>.performDrop.id)
    else { return proposal }
    let host = HeadlessDropHost(table: self)
    _ = ask(.performDrop, TableDrop(session: session, proposal: proposal, host: host))
    return proposal
  }

  /// The positions of the placeholder rows drops show, in the order they were inserted; each
  /// is where the row would be inserted once its item has loaded.
  public var dropPlaceholderPositions: [TablePosition] {
    dropPlaceholders.compactMap(\.position)
  }

  private func dropSession(_ items: [DragItem], at destination: TablePosition?, allowsMove: Bool)
    -> DropSession
  {
    DropSession(
      items: items.map { DropItem($0) }, destination: destination, isFromThisTable: false,
      allowsMove: allowsMove)
  }

  /// What a drop would do, in UIKit's order and by the core's rules.
  ///
  /// Whether the table handles the session (`DropRules.handlesSession`), then the proposal
  /// where it is (`DropRules.proposal`); a move the drag does not allow becomes a cancel
  /// (`UIDropInteraction.h`). A table that neither performs drops nor reorders by drag has no
  /// drop delegate on a UIKit host, and takes no drop.
  private func proposal(for session: DropSession) -> DropProposal {
    guard handlers.takesDrops else { return .cancel }
    let performsDrops = handlers.handles(eventID: TableEvent<TableDrop, Void>.performDrop.id)
    let located = DropSession(
      items: session.items, destination: nil, isFromThisTable: session.isFromThisTable,
      allowsMove: session.allowsMove)
    guard
      DropRules.handlesSession(
        reordersRow: false, canHandleDrop: { ask(.canHandleDrop, located) ?? true })
    else { return .cancel }
    var proposal = DropRules.proposal(
      reordering: nil, reordered: { _ in .cancel },
      handlerAnswers: handlers.handles(
        eventID: TableEvent<DropSession, DropProposal>.dropProposal.id),
      handler: { ask(.dropProposal, session) ?? .cancel }, app: nil,
      performsDrops: performsDrops, as: { $0 })
    if proposal.operation == .move && !session.allowsMove { proposal.operation = .cancel }
    return proposal
  }
}

/// A placeholder a drop shows on the headless table: an insertion point that follows the
/// updates the table shows, as the row after it moves.
@MainActor
final class HeadlessDropPlaceholder: DropPlaceholderHosting {
  private(set) var position: TablePosition?
  private weak var table: HeadlessTable?

  init(position: TablePosition, table: HeadlessTable) {
    self.position = position
    self.table = table
  }

  /// Moves the insertion point as an update moved the rows: it stays before the row that was
  /// after it (or the next one that is left), else at the end of its section, and goes with its
  /// section.
  func follow(_ mapping: TableUpdateMapping) {
    position = position.flatMap { mapping.newInsertionPoint(of: $0) }
  }

  /// Commits as a UIKit host does: on a declared table, the update asked for in `updateModel`
  /// waits for the commit, and the row it inserts at the placeholder is taken in with it
  /// (`DroppedRowAdopting`); the rest of the update, or all of it when it inserts more, is
  /// applied as the commit ends.
  func commit(_ updateModel: (TablePosition) -> Void) -> Bool {
    guard let position, let table else { return false }
    self.position = nil
    table.dropPlaceholders.removeAll { $0 === self }
    table.log("commit placeholder \(position)")
    guard let owner = table.handlers.links.droppedRowAdopter, owner.beginPlaceholderCommit() else {
      updateModel(position)
      return true
    }
    defer { owner.endPlaceholderCommit() }
    updateModel(position)
    if owner.prepareDroppedRow(at: position) {
      owner.adoptDroppedRow()
      var inserted = TableUpdate()
      inserted.insertedRows = [position]
      do {
        try table.showUpdate(inserted)
      } catch {
        preconditionFailure(
          "HeadlessTable: a committed placeholder's row does not fit the rows shown: \(error)")
      }
    }
    return true
  }

  func remove() -> Bool {
    guard position != nil, let table else { return false }
    position = nil
    table.dropPlaceholders.removeAll { $0 === self }
    table.log("remove placeholder")
    return true
  }
}

/// The headless table's side of a drop: placeholders as insertion points beside the rows.
@MainActor
final class HeadlessDropHost: DropHosting {
  private weak var table: HeadlessTable?

  init(table: HeadlessTable) {
    self.table = table
  }

  func insertPlaceholder(forItemAt index: Int, at position: TablePosition, rowHeight: Double?)
    -> any DropPlaceholderHosting
  {
    guard let table else {
      preconditionFailure("TableDrop.insertPlaceholder: the table is gone")
    }
    precondition(
      table.loaded.sections.indices.contains(position.section) && position.row >= 0
        && position.row <= table.loaded.sections[position.section].rowCount,
      "TableDrop.insertPlaceholder: \(position) is not a position where a row can be inserted")
    let placeholder = HeadlessDropPlaceholder(position: position, table: table)
    table.dropPlaceholders.append(placeholder)
    table.log("placeholder \(position)")
    return placeholder
  }

  /// Logs the animation; the row must be one the table shows, as UIKit requires of
  /// `drop(_:toRowAt:)` ("insert a new row into the table view prior to calling this method").
  func animate(itemAt index: Int, toRowAt position: TablePosition) {
    guard let table else { return }
    precondition(
      table.contains(position),
      "TableDrop.animate: the table shows no row at \(position); insert it first")
    table.log("drop item \(index) to \(position)")
  }
}
