import TableHandlersCore

/// The state behind a ``DeclaredTable``: the current layout, and the work of applying a new
/// one to the registry.
///
/// The registry's closures (counts, titles, content, declared `moveRow` handlers) keep the
/// engine alive, so a registry keeps answering its last declaration even after its
/// ``DeclaredTable`` is gone; the engine holds the registry weakly, so there is no cycle.
@MainActor
final class DeclarationEngine<SectionID: Hashable, RowID: Hashable>: UserMoveTracking {
  typealias Layout = DeclaredLayout<SectionID, RowID>

  weak var handlers: TableHandlers?

  /// The layout last applied; read ``current`` instead, which first catches up with a finished
  /// interactive move.
  private(set) var layout = Layout()

  /// Each row's handle and position, by identifier, for ``layout``.
  private var index = RowIndex<RowID>()

  /// Called with every non-empty diff once it is applied to the registry.
  var didApplyUpdate: ((DeclarationDiff) -> Void)?

  /// The host showing the table: it says when an update may change the registry, wraps the
  /// change, and is told each diff before ``didApplyUpdate``.
  var host: (any DeclaredTableHost)? {
    didSet { settleScheduled = false }
  }

  /// Called with a declaration rejected by an update nobody could receive an error from (one
  /// the host applied later); see `DeclaredTable.rejectedUpdateHandler`.
  var rejectedUpdateHandler: ((any Error) -> Void)?

  /// Whether the host has been asked to settle a waiting update.
  private var settleScheduled = false

  /// How many `moveRow` answers are running: while one is, the registry has not moved the row
  /// yet, so updates wait.
  private var answeringMove = 0

  /// A move the registry has made (or is about to make, right after the answer returns) that
  /// the layout does not show yet.
  private var unfoldedMove: (from: TablePosition, to: TablePosition)?

  /// A declaration applied while a move was being answered, or while another update was being
  /// applied, waiting for it to finish.
  private var deferred: Layout?

  /// Whether the update kept in ``deferred`` animates: only if every update it replaced asked
  /// for an animation.
  private var deferredAnimates = true

  /// Whether an update is being applied, from its match until ``didApplyUpdate`` returns.
  ///
  /// An update asked for meanwhile (from a callback the registry makes, such as
  /// `handledEventsDidChange`, or from ``didApplyUpdate``) waits until this one is done, so
  /// that the host showing a diff asks the counts of that diff's declaration.
  private var isApplying = false

  /// Checks a declaration and makes it the engine's layout; ``install()`` registers it.
  ///
  /// - Throws: ``DeclarationError`` naming the first bad section or row.
  init(handlers: TableHandlers, declaration: TableDeclaration<SectionID, RowID>) throws {
    self.handlers = handlers
    var new = try Layout(declaration)
    try match(&new)
    index.commit(old: layout, new: new)
    layout = new
  }

  /// The current layout, after any finished interactive move and any update that waited for
  /// it.
  var current: Layout {
    if answeringMove == 0, !isApplying, unfoldedMove != nil || deferred != nil {
      // Nobody can receive an error here (a table is asking for its counts): an update that
      // fails now fails again, by name, on the app's next update. A host that is not ready
      // (its table view is inside a batch or a callback) is asked to settle later instead.
      _ = try? settle()
    }
    return layout
  }

  /// Whether an update may change the registry now, as the host says.
  private var hostIsReady: Bool { host?.isReadyForUpdate ?? true }

  /// Asks the host to apply the waiting update once it is ready, once.
  private func scheduleSettle() {
    guard let host, !settleScheduled else { return }
    settleScheduled = true
    host.settleWhenReady { [weak self] in
      guard let self else { return }
      self.settleScheduled = false
      do {
        _ = try self.settle()
      } catch {
        self.report(error)
      }
    }
  }

  /// Reports a rejected declaration to ``rejectedUpdateHandler``; without one, a debug build
  /// stops with an assertion naming the culprit and a release build prints it.
  func report(_ error: any Error) {
    if let rejectedUpdateHandler {
      rejectedUpdateHandler(error)
    } else {
      assertionFailure("DeclaredTable.update(to:) rejected the declaration: \(error)")
      print("DeclaredTable.update(to:) rejected the declaration: \(error)")
    }
  }

  // MARK: - Applying

  /// Registers the layout on a registry that has not served it: the shape, the answers and
  /// every declared handler; nothing moves.
  func install() {
    guard let handlers else { return }
    handlers.setShape(layout.shape)
    registerAnswers(in: handlers)
    registerHandlers(in: handlers, replacing: nil)
  }

  /// Applies a new declaration, or keeps it for after the move being answered, the update
  /// being applied, or until the host is ready.
  ///
  /// - Throws: ``DeclarationError``, at once even when the update waits; nothing changes then,
  ///   and an update that was waiting still waits.
  func update(to declaration: TableDeclaration<SectionID, RowID>, animated: Bool = true) throws
    -> DeclarationDiff
  {
    let new = try Layout(declaration)
    if answeringMove > 0 || isApplying || !hostIsReady {
      // The rows are matched once the table is settled; check their identifiers now, the slow
      // way.
      if let error = Layout.firstError(in: new.sections) { throw error }
      deferredAnimates = (deferred == nil || deferredAnimates) && animated
      deferred = new
      if answeringMove == 0, !isApplying { scheduleSettle() }
      return DeclarationDiff()
    }
    foldMove()
    let waiting = deferred
    deferred = nil
    do {
      return try apply(new, animated: animated)
    } catch {
      deferred = waiting
      throw error
    }
  }

  /// Gives the rows of `new` their handles against the current layout.
  ///
  /// - Throws: ``DeclarationError`` for a duplicate row identifier; the index is unchanged.
  private func match(_ new: inout Layout) throws {
    if !index.match(&new, against: layout) { throw Layout.knownError(in: new.sections) }
  }

  /// Catches up with a finished move, then applies an update that waited for it, or, if the
  /// host is not ready, asks it to settle later.
  func settle() throws -> DeclarationDiff {
    foldMove()
    guard let next = deferred else { return DeclarationDiff() }
    guard hostIsReady else {
      scheduleSettle()
      return DeclarationDiff()
    }
    deferred = nil
    let animated = deferredAnimates
    deferredAnimates = true
    return try apply(next, animated: animated)
  }

  /// Diffs against the current layout and applies the edits and the new handlers.
  ///
  /// `new` then becomes current. Throws before changing anything. An update asked for while
  /// this one is applied is applied right after it, its diff passed to ``didApplyUpdate``.
  private func apply(_ checked: Layout, animated: Bool) throws -> DeclarationDiff {
    var new = checked
    let old = layout
    guard let handlers else {
      try match(&new)
      index.commit(old: old, new: new)
      layout = new
      if index.isSparse { index.compact(&layout) }
      return DeclarationDiff()
    }
    guard handlers.shape == old.shape else {
      throw DeclarationError.registryOutOfStep(declared: old.shape, registry: handlers.shape)
    }
    try match(&new)
    isApplying = true
    let diff = old.difference(to: new, index: index)
    do {
      if let host {
        try host.performUpdate(diff, animated: animated) {
          try applyMatched(diff, new, replacing: old, in: handlers)
        }
      } else {
        try applyMatched(diff, new, replacing: old, in: handlers)
      }
    } catch {
      isApplying = false
      throw error
    }
    if !diff.isEmpty {
      host?.didApplyUpdate(diff)
      didApplyUpdate?(diff)
    }
    isApplying = false
    if deferred != nil, answeringMove == 0 {
      // As in `current`: an update that fails here fails again, by name, on the next one.
      _ = try? settle()
    }
    return diff
  }

  /// Applies a layout matched against the current one: the registry's edit, then the index
  /// and the layout, then the handlers.
  ///
  /// Throws only if the registry rejects the edit, with the match rolled back.
  private func applyMatched(
    _ diff: DeclarationDiff, _ new: Layout, replacing old: Layout, in handlers: TableHandlers
  ) throws {
    if !diff.update.isEmpty {
      do {
        try handlers.applyWithoutMapping(diff.update)
      } catch {
        index.rollBack(new)
        throw error
      }
      // Inserted sections arrive with their rows, as in UIKit; the registry starts them empty.
      if !diff.update.insertedSections.isEmpty { handlers.setShape(new.shape) }
    }
    // Found by the match; the commit forgets them.
    let shrunk = index.rowsWithFewerEvents
    index.commit(old: old, new: new)
    layout = new
    if index.isSparse { index.compact(&layout) }
    registerAnswers(in: handlers)
    registerHandlers(in: handlers, replacing: old, shrunk: shrunk)
  }

  /// Where the row `id` is now.
  func position(ofRow id: RowID) -> TablePosition? {
    _ = current
    return index.position(of: id)
  }

  /// Registers the table-wide answers that read the current layout: counts, titles and
  /// declared content.
  private func registerAnswers(in handlers: TableHandlers) {
    handlers.on(.numberOfSections) { [self] _ in current.sections.count }
    handlers.on(.numberOfRows, at: .allSections) { [self] call in
      current.section(at: call.section)?.rows.count ?? 0
    }
    handlers.on(.titleForHeader, at: .allSections) { [self] call in
      current.section(at: call.section)?.header
    }
    handlers.on(.titleForFooter, at: .allSections) { [self] call in
      current.section(at: call.section)?.footer
    }
    handlers.on(.rowContent, at: .table) { [self] call in current.content(at: call.position) }
  }

  /// Registers every declared handler at its section or row, and removes the events that the
  /// same section or row declared in `old` (`nil` on a registry that never served the
  /// declaration) but no longer does.
  ///
  /// Runs after the structural edits, so the old handlers have already followed their rows.
  /// `shrunk` lists the rows that dropped events, with their positions in `old`.
  private func registerHandlers(
    in handlers: TableHandlers, replacing old: Layout?,
    shrunk: [(position: TablePosition, old: TablePosition)] = []
  ) {
    for (sectionIndex, section) in layout.sections.enumerated() {
      for handler in section.handlers { handler.register(in: handlers, at: sectionIndex) }
      if let old, let oldIndex = old.sectionIndexes[section.id] {
        for handler in old.sections[oldIndex].handlers
        where !section.events.contains(handler.eventID) {
          handler.unregister(from: handlers, at: sectionIndex)
        }
      }
      // Most of the section's row handlers go to the registry in one call.
      handlers.registerRowHandlers(layout.rowHandlerEntries[sectionIndex], inSection: sectionIndex)
      for (row, handler) in layout.singleRowHandlers[sectionIndex] {
        handler.register(
          in: handlers, at: TablePosition(section: sectionIndex, row: row), tracker: self)
      }
    }
    guard let old else { return }
    // Clear the keys those rows declared before and no longer do.
    for (position, oldPosition) in shrunk {
      let events = layout.rowEvents[position.section][position.row]
      for handler in old.sections[oldPosition.section].rows[oldPosition.row].handlers
      where !events.contains(handler.eventID) {
        handler.unregister(from: handlers, at: position)
      }
    }
  }

  // MARK: - Interactive moves

  /// Answers a move through the registry and folds it into the layout.
  func userMovedRow(
    from source: TablePosition, to destination: TablePosition, on table: any TableHost
  )
    throws -> DeclarationDiff
  {
    guard answeringMove == 0 else { throw DeclarationError.userMoveInProgress }
    guard !isApplying else { throw DeclarationError.updateInProgress }
    _ = current
    guard let handlers else { return DeclarationDiff() }
    guard handlers.shape == layout.shape else {
      throw DeclarationError.registryOutOfStep(declared: layout.shape, registry: handlers.shape)
    }
    answeringMove += 1
    do {
      try handlers.userMovedRow(from: source, to: destination, on: table)
    } catch {
      answeringMove -= 1
      deferred = nil
      throw error
    }
    answeringMove -= 1
    // A row without a declared `moveRow` handler did not report its move.
    if unfoldedMove == nil { unfoldedMove = (source, destination) }
    return try settle()
  }

  func willAnswerMove(from source: TablePosition, to destination: TablePosition) {
    precondition(
      !isApplying,
      "TableHandlers: a row move was answered while a declared table was applying an update; "
        + "move rows after update(to:) returns")
    // A move nobody has read the table since (two drags in a row) is folded before the next
    // one replaces it.
    if answeringMove == 0 { foldMove() }
    answeringMove += 1
  }

  func didAnswerMove(from source: TablePosition, to destination: TablePosition) {
    answeringMove -= 1
    unfoldedMove = (source, destination)
    // An update the move's handler asked for waits for the registry to move the row, right
    // after this returns. A host that is not ready now (a table view inside UIKit's drop
    // callback) settles it when it is; a ready one (the headless table) reads the table
    // right after the move, which settles it.
    if answeringMove == 0, deferred != nil, let host, !host.isReadyForUpdate { scheduleSettle() }
  }

  private func foldMove() {
    guard let move = unfoldedMove else { return }
    unfoldedMove = nil
    layout.moveRow(from: move.from, to: move.to)
    index.reindexRows(of: layout, inSection: move.from.section, from: move.from.row)
    index.reindexRows(
      of: layout, inSection: move.to.section, from: min(move.to.row, move.from.row))
  }
}
