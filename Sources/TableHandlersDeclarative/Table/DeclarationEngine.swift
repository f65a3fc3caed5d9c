import TableHandlersCore

/// The state behind a ``DeclaredTable``: the current layout, and the work of applying a new
/// one to the registry.
///
/// The registry's closures (counts, titles, content, declared `moveRow` handlers) keep the
/// engine alive, so a registry keeps answering its last declaration even after its
/// ``DeclaredTable`` is gone; the engine holds the registry weakly, so there is no cycle.
///
/// What the engine is doing, and what an update kept for later waits for, is one
/// ``DeclarationEngineState``, changed only through its transitions. Nothing that reads the
/// engine changes it: a waiting update is applied where its wait ends (the host's callbacks,
/// the end of the update being applied, the end of a move reported through
/// ``userMovedRow(from:to:on:)``) or where the app asks (``settle()``).
@MainActor
final class DeclarationEngine<SectionID: Hashable, RowID: Hashable>: UserMoveTracking {
  typealias Layout = DeclaredLayout<SectionID, RowID>

  weak var handlers: TableHandlers?

  /// What the registry answers: the layout last applied, with the interactive moves made
  /// since.
  private(set) var layout = Layout()

  /// Each row's handle and position, by identifier, for ``layout``.
  private var index = RowIndex<RowID>()

  /// Counts the layouts the engine has shown: one more each time ``layout`` is replaced (an
  /// update applied, a move folded in), so that an observed table can tell whether the table
  /// still shows what it declared last (`DeclaredTable+Observation.swift`).
  private(set) var layoutVersion = 0

  /// Called with every non-empty diff once it is applied to the registry.
  var didApplyUpdate: ((DeclarationDiff) -> Void)?

  /// The host showing the table: it says when an update may change the registry, wraps the
  /// change, and is told each diff before ``didApplyUpdate``.
  var host: (any DeclaredTableHost)? {
    didSet {
      // The view the table leaves gets its own background back.
      if let oldValue, oldValue !== host { oldValue.showEmptyState(nil) }
      host?.scrollAnchor = scrollAnchor
      hostDidChange()
      // An update that waited for the old host (or for a move nobody reported the end of)
      // is offered to the new one, which the old one's callback may never reach.
      if state.waitingUpdate != nil { settleReporting() }
      host?.showEmptyState(layout.shownEmptyState)
    }
  }

  /// Called with each change of the selection; see `DeclaredTable.selectionDidChange`.
  var selectionDidChange: ((SelectionChange<RowID>) -> Void)? {
    didSet { connectSelectionObserver() }
  }

  /// What an update keeps in place on screen; see `DeclaredTable.scrollAnchor`.
  var scrollAnchor = ScrollAnchor.firstVisibleRow {
    didSet { host?.scrollAnchor = scrollAnchor }
  }

  /// The selection last reported, by identifier.
  var knownSelection: Set<RowID> = []

  /// The selection of a table whose host shows none (or that has no host).
  var keptSelection: Set<RowID> = []

  /// Called with a declaration rejected by an update nobody could receive an error from (one
  /// the host applied later); see `DeclaredTable.rejectedUpdateHandler`.
  var rejectedUpdateHandler: ((any Error) -> Void)?

  /// What the engine is doing, and the update that waits, if any.
  private(set) var state = DeclarationEngineState<Layout>.idle

  // Empty state and reaching the end: see `DeclarationEngine+EmptyStateAndPaging.swift`.
  /// Whether each reach-the-end handler may run.
  var reachEnd = ReachEndTracker<SectionID, RowID>()
  /// Whether the registry has the engine's `rowWillShow` handler.
  var handlesRowWillShow = false

  /// What a declaration with a repeated identifier does; see
  /// `DeclaredTable.duplicateIdentifiers`.
  var duplicatePolicy = DuplicateIdentifierPolicy.reject

  /// Receives the items ``DuplicateIdentifierPolicy/keepFirst`` dropped; see
  /// `DeclaredTable.droppedDuplicatesHandler`.
  var droppedDuplicatesHandler: (([DroppedDuplicate]) -> Void)?

  // Outline rows: see `DeclarationEngine+Outline.swift`.
  /// Each outline row's expansion, by identifier, and the declaration its rows came from.
  var outline = DeclaredOutline<SectionID, RowID>()
  /// Called with each expansion change; see `DeclaredTable.expansionDidChange`.
  var expansionDidChange: ((ExpansionChange<RowID>) -> Void)?
  /// Whether the registry has the engine's handler of taps on disclosure controls.
  var handlesDisclosureTaps = false

  /// The row a drop placeholder's commit is about to take in; see
  /// ``prepareDroppedRow(at:)``.
  var preparedDroppedRow: PreparedDroppedRow<Layout>?

  /// The items dropped from the first declaration, reported once it is installed
  /// (``reportDrops(_:)``).
  private(set) var initialDrops: [DroppedDuplicate] = []

  /// Checks a declaration and makes it the engine's layout; ``install()`` registers it, and
  /// ``initialDrops`` lists what ``DuplicateIdentifierPolicy/keepFirst`` dropped from it.
  ///
  /// - Throws: ``DeclarationError`` naming the first bad section or row.
  init(
    handlers: TableHandlers, declaration: TableDeclaration<SectionID, RowID>,
    duplicatePolicy: DuplicateIdentifierPolicy = .reject
  ) throws {
    self.handlers = handlers
    self.duplicatePolicy = duplicatePolicy
    var drops: [DroppedDuplicate] = []
    var new = try checkedLayout(declaration, &drops)
    var shown = declaration
    if new.declaresChildren {
      let flattened = try flattened(declaration)
      shown = flattened.declaration
      new = try checkedLayout(shown, &drops)
      outline.commit(flattened, declaredAs: declaration)
    }
    try match(&new, declaredBy: shown, &drops)
    index.commit(old: layout, new: new)
    layout = new
    initialDrops = drops
  }

  /// A declaration's layout, checked but for its row identifiers; under
  /// ``DuplicateIdentifierPolicy/keepFirst``, without its repeated sections (and rows, when
  /// there are such sections), added to `drops`.
  ///
  /// - Throws: ``DeclarationError``: under keep-first, any but a repeated identifier.
  private func checkedLayout(
    _ declaration: TableDeclaration<SectionID, RowID>, _ drops: inout [DroppedDuplicate]
  ) throws -> Layout {
    do {
      return try Layout(declaration)
    } catch let error as DeclarationError where error.isDuplicate && duplicatePolicy == .keepFirst {
      return try deduplicatedLayout(declaration, &drops)
    }
  }

  /// The layout of a declaration without its duplicates; the items dropped are added to
  /// `drops`.
  private func deduplicatedLayout(
    _ declaration: TableDeclaration<SectionID, RowID>, _ drops: inout [DroppedDuplicate]
  ) throws -> Layout {
    let (kept, dropped) = declaration.keepingFirst()
    let layout = try Layout(kept)
    drops = dropped
    return layout
  }

  /// Reports the items dropped from the declaration last checked, if any, to
  /// ``droppedDuplicatesHandler``; without one, prints them.
  ///
  /// Without a handler, every build prints and none stops: an app that chose keep-first
  /// expects duplicates (a feed that repeats an item), and its screen keeps working.
  func reportDrops(_ dropped: [DroppedDuplicate]) {
    guard !dropped.isEmpty else { return }
    if let droppedDuplicatesHandler {
      droppedDuplicatesHandler(dropped)
    } else {
      print(
        "DeclaredTable kept the first of each repeated identifier and dropped: "
          + dropped.map(\.description).joined(separator: "; "))
    }
  }

  /// Asks the host to apply the waiting update once it is ready; a later request replaces an
  /// earlier one that has not run.
  private func askHostToSettle() {
    host?.settleWhenReady { [weak self] in self?.settleReporting() }
  }

  /// Applies the waiting update if its wait is over, reporting a rejection: for the waits that
  /// end where nobody can receive an error (a host's callback, the end of another update).
  private func settleReporting() {
    do {
      _ = try settle()
    } catch {
      report(error)
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
    handlers.links.droppedRowAdopter = self
    registerAnswers(in: handlers)
    registerHandlers(in: handlers, replacing: nil)
    layout.releaseRowHandlers()
    registerRowWillShow(in: handlers)
    registerDisclosureTaps(in: handlers)
  }

  /// Applies a new declaration, or keeps it for after the update being applied, the move
  /// being answered, or until the host is ready.
  ///
  /// - Returns: The diff applied; for an update that waits, an empty diff saying what for.
  /// - Throws: ``DeclarationError``, at once even when the update waits; nothing changes then,
  ///   and an update that was waiting still waits.
  func update(to asked: TableDeclaration<SectionID, RowID>, animated: Bool = true) throws
    -> DeclarationDiff
  {
    var drops: [DroppedDuplicate] = []
    var new = try checkedLayout(asked, &drops)
    // A declaration with outline rows is shown flattened, as the rows' expansion says.
    var declaration = asked
    let outlineBefore = outline
    if new.declaresChildren {
      let flattened = try flattened(asked)
      declaration = flattened.declaration
      drops = []
      new = try checkedLayout(declaration, &drops)
      outline.commit(flattened, declaredAs: asked)
    } else if outline.declaration != nil {
      outline.commit(nil, declaredAs: asked)
    }
    do {
      return try ask(new, declaredBy: declaration, animated: animated, &drops)
    } catch {
      outline = outlineBefore
      throw error
    }
  }

  /// Applies a checked layout, or keeps it for later; see ``update(to:animated:)``.
  private func ask(
    _ new: Layout, declaredBy declaration: TableDeclaration<SectionID, RowID>, animated: Bool,
    _ drops: inout [DroppedDuplicate]
  ) throws -> DeclarationDiff {
    let wait = try state.ask(new, animated: animated, hostWait: host?.updateWait) { new in
      // The rows are matched when the update is applied; check their identifiers now, the
      // slow way.
      if let error = Layout.firstError(in: new.sections) {
        guard error.isDuplicate, duplicatePolicy == .keepFirst else { throw error }
        new = try deduplicatedLayout(declaration, &drops)
      }
    }
    if let wait {
      // Kept for the host (nothing runs in the engine): it says when the wait ends.
      if state.waitingUpdate != nil { askHostToSettle() }
      reportDrops(drops)
      return DeclarationDiff(waitingFor: wait)
    }
    let diff = try apply(new, animated: animated, declaredBy: declaration, &drops)
    reportDrops(drops)
    return diff
  }

  /// Replaces the rows of some sections and applies their difference alone, leaving every
  /// other section as it is: its rows are neither read, diffed nor registered again.
  ///
  /// For an observed table whose sections declare their rows in closures of their own
  /// (`DeclaredTable+Observation.swift`).
  ///
  /// - Parameters:
  ///   - changes: Each changed section's identifier and new rows; an identifier at most once.
  ///   - animated: Whether the host animates the change.
  /// - Returns: The diff applied; `nil`, with nothing changed, when the change needs the whole
  ///   table's update (``update(to:animated:)``): an update waits or runs, the host cannot
  ///   take one now, a section is not shown, or would be left out or shown again, a row
  ///   declares children (or the table shows outline rows), or a row repeats an identifier
  ///   (which the whole update reports, or drops under
  ///   ``DuplicateIdentifierPolicy/keepFirst``).
  /// - Throws: What the registry threw as the update was applied; nothing changed then.
  /// - Complexity: O(*s*) for *s* sections, plus O(*r*) for the *r* rows of the changed
  ///   sections, old and new, plus the registry's edit of those sections.
  func updateRows(of changes: [(id: SectionID, rows: [Row<RowID>])], animated: Bool) throws
    -> DeclarationDiff?
  {
    guard case .idle = state, host?.updateWait == nil, let handlers,
      outline.declaration == nil, !layout.declaresChildren, handlers.shape == layout.shape
    else { return nil }
    var new = layout
    var sections: [Int] = []
    for (id, rows) in changes {
      guard let section = layout.sectionIndexes[id], !sections.contains(section),
        new.replaceRows(inSection: section, with: rows)
      else { return nil }
      sections.append(section)
    }
    sections.sort()
    guard index.match(&new, against: layout, sections: sections) else { return nil }
    var drops: [DroppedDuplicate] = []
    return try apply(new, animated: animated, &drops, matchedSections: sections)
  }

  /// Gives the rows of `new` their handles against the current layout.
  ///
  /// Under ``DuplicateIdentifierPolicy/keepFirst``, a repeated row identifier makes `new` the
  /// layout of `declaration` without its duplicates (the items dropped in `drops`), matched: the
  /// identifiers are hashed again only then.
  ///
  /// - Parameters:
  ///   - new: The layout to match.
  ///   - declaration: The declaration `new` was made from; `nil` for one already checked for
  ///     duplicates.
  ///   - drops: Receives the items dropped.
  /// - Throws: ``DeclarationError`` for a duplicate row identifier; the index is unchanged.
  private func match(
    _ new: inout Layout, declaredBy declaration: TableDeclaration<SectionID, RowID>?,
    _ drops: inout [DroppedDuplicate]
  ) throws {
    if index.match(&new, against: layout) { return }
    guard duplicatePolicy == .keepFirst, let declaration else {
      throw Layout.knownError(in: new.sections)
    }
    new = try deduplicatedLayout(declaration, &drops)
    if !index.match(&new, against: layout) { throw Layout.knownError(in: new.sections) }
  }

  /// Applies the update that waits while nothing runs, if the host is ready; else asks the
  /// host again to apply it when it is.
  ///
  /// - Returns: The diff applied; an empty one saying what the update still waits for, or
  ///   an empty one if none waited.
  /// - Throws: What applying the update threw; the update is dropped then.
  func settle() throws -> DeclarationDiff {
    guard let waiting = state.waitingUpdate else { return DeclarationDiff(waitingFor: state.wait) }
    do {
      // Checked when it was kept.
      let wait = try state.ask(
        waiting.layout, animated: waiting.animates, hostWait: host?.updateWait)
      if let wait {
        askHostToSettle()
        return DeclarationDiff(waitingFor: wait)
      }
      var drops: [DroppedDuplicate] = []
      return try apply(waiting.layout, animated: waiting.animates, &drops)
    } catch {
      state.rollBack(to: .idle)
      throw error
    }
  }

  /// Diffs against the current layout and applies the edits and the new handlers.
  ///
  /// `new` then becomes current, and replaces any update that waited. Throws before changing
  /// anything, or with the state as it was. An update asked for while this one is applied is
  /// applied right after it, its diff passed to ``didApplyUpdate``.
  ///
  /// With `sections`, `checked` is the current layout with the rows of those sections
  /// replaced, already matched against it (``updateRows(of:animated:)``): only those sections
  /// are diffed, and only their handlers registered.
  private func apply(
    _ checked: Layout, animated: Bool,
    declaredBy declaration: TableDeclaration<SectionID, RowID>? = nil,
    _ drops: inout [DroppedDuplicate], matchedSections sections: [Int]? = nil
  ) throws -> DeclarationDiff {
    var new = checked
    let old = layout
    guard let handlers else {
      precondition(sections == nil, "a section update went on without a registry")
      try match(&new, declaredBy: declaration, &drops)
      _ = state.beginApplying()
      index.commit(old: old, new: new)
      layout = new
      layoutVersion += 1
      if index.isSparse { index.compact(&layout) }
      reachEnd.didApply(layout)
      _ = state.endApplying()
      return DeclarationDiff()
    }
    // A section update checked it before its match.
    guard sections != nil || handlers.shape == old.shape else {
      throw DeclarationError.registryOutOfStep(declared: old.shape, registry: handlers.shape)
    }
    if sections == nil { try match(&new, declaredBy: declaration, &drops) }
    let before = state.beginApplying()
    // Noted while applying: an update the selection observer asks for waits for this one.
    let selectedBefore = selectionBeforeUpdate()
    var diff = old.difference(to: new, index: index, sections: sections)
    diff.sectionIndexChanged = old.sectionIndexChanged(to: new)
    do {
      if let host {
        // Called before the registry changes, while `layout` is still `old`; the follower
        // holds the identifier only, never the old declaration's rows and handlers.
        host.willPerformUpdate { [unowned self] row in
          guard let id = layout.rowID(at: row) else { return nil }
          return { [unowned self] in position(ofRow: id) }
        }
        let steps = updateSteps(diff, new, replacing: old, in: handlers, sections: sections)
        try host.performUpdate(diff, animated: animated, in: steps)
      } else {
        try applyMatched(diff, new, replacing: old, in: handlers, sections: sections)
      }
    } catch {
      state.rollBack(to: before)
      throw error
    }
    if !diff.isEmpty {
      host?.didApplyUpdate(diff)
      if let selectedBefore { restoreSelection(selectedBefore) }
    }
    // Every applied update, even one with no edit: the rows' handlers may have changed alone,
    // and the empty state's own text may change.
    host?.didRegisterHandlers()
    host?.showEmptyState(layout.shownEmptyState)
    if !diff.isEmpty { didApplyUpdate?(diff) }
    // An update asked for meanwhile: its caller received an empty diff, so a rejection goes
    // to the handler.
    if state.endApplying() { settleReporting() }
    return diff
  }

  /// The steps in which a host shows a matched layout (``DeclaredUpdateStep``): one that
  /// applies `diff`, or two when `diff` moves a section whose rows change, which devices do not
  /// survive in one batch (`ViewBatchBreak`).
  ///
  /// The two steps go through a layout of their own: `new`'s rows in the sections `old` has
  /// too, in `old`'s order. The first step applies the rows' edits (and the section deletes)
  /// and shows that layout; the second moves and inserts the sections, with no row edit. Each
  /// row keeps its handle, its handlers and its cell throughout, and the registry answers each
  /// batch's counts from the layout it shows. Only the second counts as a new layout
  /// (``layoutVersion``).
  ///
  /// - Complexity: One step: O(1). Two: a second match and diff of the rows, O(*s* + *r*).
  private func updateSteps(
    _ diff: DeclarationDiff, _ new: Layout, replacing old: Layout, in handlers: TableHandlers,
    sections: [Int]?
  ) -> [DeclaredUpdateStep] {
    guard sections == nil, diff.update.editsRowsInMovedSections else {
      return [
        { [self] in
          try applyMatched(diff, new, replacing: old, in: handlers, sections: sections)
          return diff.update
        }
      ]
    }
    index.rollBack(new)
    var between = new.keepingSections(inOrderOf: old)
    guard index.match(&between, against: old) else {
      preconditionFailure("TableHandlers internal error: a matched declaration's rows repeat")
    }
    let rows = old.difference(to: between, index: index)
    return [
      { [self] in
        try applyMatched(rows, between, replacing: old, in: handlers, sections: nil, last: false)
        return rows.update
      },
      { [self] in
        var final = new
        guard index.match(&final, against: between) else {
          preconditionFailure("TableHandlers internal error: a matched declaration's rows repeat")
        }
        let sectionsDiff = between.difference(to: final, index: index)
        do {
          try applyMatched(sectionsDiff, final, replacing: between, in: handlers, sections: nil)
        } catch {
          // The registry took the first step's edits, and has the shape of `between`.
          preconditionFailure("TableHandlers internal error: a staged update's sections: \(error)")
        }
        return sectionsDiff.update
      },
    ]
  }

  /// Applies a layout matched against the current one: the registry's edit, then the index
  /// and the layout, then the handlers.
  ///
  /// Throws only if the registry rejects the edit, with the match rolled back. With
  /// `sections`, only those sections' rows changed (see ``apply(_:animated:declaredBy:_:matchedSections:)``).
  /// `last` is `false` for the first step of a staged update (``updateSteps(_:_:replacing:in:sections:)``):
  /// its layout is not the one declared, so it counts as no new layout and arms no reach-end
  /// handler.
  private func applyMatched(
    _ diff: DeclarationDiff, _ new: Layout, replacing old: Layout, in handlers: TableHandlers,
    sections: [Int]?, last: Bool = true
  ) throws {
    if !diff.update.isEmpty {
      do {
        try handlers.applyWithoutMapping(diff.update)
      } catch {
        index.rollBack(new, sections: sections)
        throw error
      }
      // Inserted sections arrive with their rows, as in UIKit; the registry starts them empty.
      if !diff.update.insertedSections.isEmpty { handlers.setShape(new.shape) }
    }
    // Found by the match; the commit forgets them.
    let shrunk = index.rowsWithFewerEvents
    index.commit(old: old, new: new, sections: sections)
    layout = new
    if last {
      layoutVersion += 1
      if index.isSparse { index.compact(&layout) }
    }
    registerAnswers(in: handlers)
    registerHandlers(in: handlers, replacing: old, shrunk: shrunk, sections: sections)
    layout.releaseRowHandlers()
    if last { reachEnd.didApply(layout) }
    registerRowWillShow(in: handlers)
    registerDisclosureTaps(in: handlers)
  }

  /// Where the row `id` is now.
  func position(ofRow id: RowID) -> TablePosition? {
    index.position(of: id, in: layout)
  }

  /// Registers the table-wide answers that read the current layout: counts, titles and
  /// declared content.
  private func registerAnswers(in handlers: TableHandlers) {
    handlers.on(.numberOfSections) { [self] _ in layout.sections.count }
    handlers.on(.numberOfRows, at: .allSections) { [self] call in
      layout.section(at: call.section)?.rows.count ?? 0
    }
    handlers.on(.titleForHeader, at: .allSections) { [self] call in
      layout.section(at: call.section)?.header
    }
    handlers.on(.titleForFooter, at: .allSections) { [self] call in
      layout.section(at: call.section)?.footer
    }
    handlers.on(.rowContent, at: .table) { [self] call in layout.content(at: call.position) }
    registerSectionIndex(in: handlers)
    registerDragAndDrop(in: handlers)
  }

  /// Whether the table-wide section index answers are the declaration's: registered for a
  /// layout with an index, removed once a layout has none.
  private var claimsSectionIndex = false

  /// The drag and drop answers the declaration registered, so that a layout without them
  /// removes them (`DeclarationEngine+DragAndDrop.swift`).
  var dragAndDropClaims = DragAndDropClaims()

  /// Registers the section index answers for a layout with an index; for one without, removes
  /// those it registered, so that a handler registered later by hand, or the app's data
  /// source, answers (and an adapter leaves UIKit's index methods unanswered without one).
  private func registerSectionIndex(in handlers: TableHandlers) {
    guard layout.sectionIndex != nil else {
      guard claimsSectionIndex else { return }
      claimsSectionIndex = false
      _ = handlers.remove(.sectionIndexTitles)
      _ = handlers.remove(.sectionForSectionIndexTitle)
      return
    }
    claimsSectionIndex = true
    handlers.on(.sectionIndexTitles) { [self] _ in layout.shownIndexTitles }
    handlers.on(.sectionForSectionIndexTitle) { [self] call in
      layout.sectionIndex?.section(
        forTitle: call.arguments.title, at: call.arguments.index,
        sectionCount: layout.sections.count) ?? call.arguments.index
    }
  }

  /// Registers every declared handler at its section or row, and removes the events that the
  /// same section or row declared in `old` (`nil` on a registry that never served the
  /// declaration) but no longer does.
  ///
  /// Runs after the structural edits, so the old handlers have already followed their rows.
  /// `shrunk` lists the rows that dropped events, with their positions in `old`. With
  /// `sections`, only those sections changed, and only theirs are registered.
  private func registerHandlers(
    in handlers: TableHandlers, replacing old: Layout?,
    shrunk: [(position: TablePosition, old: TablePosition)] = [], sections: [Int]? = nil
  ) {
    for sectionIndex in sections ?? Array(layout.sections.indices) {
      let section = layout.sections[sectionIndex]
      for handler in section.handlers { handler.register(in: handlers, at: sectionIndex) }
      if let old, let oldIndex = old.sectionIndexes[section.id] {
        for handler in old.sections[oldIndex].handlers
        where !section.events.contains(handler.eventID) {
          handler.unregister(from: handlers, at: sectionIndex)
        }
      }
      // Most of the section's row handlers go to the registry in one call.
      let rowHandlers = layout.rowHandlers(inSection: sectionIndex)
      handlers.registerRowHandlers(rowHandlers.entries, inSection: sectionIndex)
      for (row, handler) in rowHandlers.single {
        handler.register(
          in: handlers, at: TablePosition(section: sectionIndex, row: row), tracker: self)
      }
    }
    guard let old else { return }
    // Clear the keys those rows declared before and no longer do.
    for (position, oldPosition) in shrunk {
      let events = layout.events(at: position)
      old.sections[oldPosition.section].rows[oldPosition.row].storage.handlers.forEachHandler {
        handler in
        if !events.contains(handler.eventID) { handler.unregister(from: handlers, at: position) }
      }
    }
  }

  // MARK: - Interactive moves

  /// Answers a move through the registry and folds it into the layout, then applies an update
  /// asked for meanwhile (or one that waited for an earlier move).
  func userMovedRow(
    from source: TablePosition, to destination: TablePosition, on table: any TableHost
  )
    throws -> DeclarationDiff
  {
    guard !state.isAnsweringMove else { throw DeclarationError.userMoveInProgress }
    guard !state.isApplying else { throw DeclarationError.updateInProgress }
    guard let handlers else { return DeclarationDiff() }
    // An update that waited for an earlier move made on the registry: that move is over.
    if state.wait == .interactiveMove { _ = try settle() }
    guard handlers.shape == layout.shape else {
      throw DeclarationError.registryOutOfStep(declared: layout.shape, registry: handlers.shape)
    }
    // The whole move counts as one answer, so that an update asked for by a handler
    // registered by hand, or by the app's delegate, waits for it too.
    let before = state
    state.beginMoveAnswer()
    do {
      try handlers.userMovedRow(from: source, to: destination, on: table)
    } catch {
      state.rollBack(to: before)
      throw error
    }
    // A row's declared `moveRow` answer ran inside this one, so the move is folded here, after
    // the registry has moved the row, whoever answered it.
    foldMove(from: source, to: destination)
    _ = state.endMoveAnswer()
    return try settle()
  }

  func willAnswerMove(from source: TablePosition, to destination: TablePosition) {
    precondition(
      !state.isApplying,
      "TableHandlers: a row move was answered while a declared table was applying an update; "
        + "move rows after update(to:) returns")
    state.beginMoveAnswer()
  }

  func didAnswerMove(from source: TablePosition, to destination: TablePosition) {
    let (outermost, updateWaits) = state.endMoveAnswer()
    // Inside ``userMovedRow(from:to:on:)``, which folds the move and settles itself.
    guard outermost else { return }
    // The registry moves the row's handlers right after this returns, and nothing asks the
    // table in between: the layout moves now, so that whatever asks next finds the two in
    // step.
    foldMove(from: source, to: destination)
    // An update the move's handler asked for must wait until the registry has moved the row.
    // A host that made the move is not ready until then, and applies it when it is (the
    // headless table when its drag returns, a table view on the next turn of the run loop
    // after the drop); with any other, the update waits for the app.
    if updateWaits, host?.updateWait != nil { askHostToSettle() }
  }

  /// Moves a row the user dropped in the layout and the row index.
  private func foldMove(from source: TablePosition, to destination: TablePosition) {
    layout.moveRow(from: source, to: destination)
    layoutVersion += 1
    index.reindexRows(of: layout, inSection: source.section, from: source.row)
    index.reindexRows(
      of: layout, inSection: destination.section, from: min(destination.row, source.row))
  }
}

// MARK: - Rows a host inserts: drop placeholders

extension DeclarationEngine: DroppedRowAdopting {
  // A placeholder's commit counts as one move answer (``DeclarationEngineState``): an update
  // asked for meanwhile (the app's, after it inserted the item into its model) waits, and the
  // row it inserts at the placeholder is taken in inside UIKit's block, as a user's move is
  // folded in, while the rest of that update is applied once the commit ends.

  func beginPlaceholderCommit() -> Bool {
    guard !state.isApplying, !state.isAnsweringMove else { return false }
    state.beginMoveAnswer()
    return true
  }

  func prepareDroppedRow(at position: TablePosition) -> Bool {
    forgetPreparedDroppedRow()
    guard case .answeringMove(_, let waiting?) = state, let handlers,
      handlers.shape == layout.shape, outline.declaration == nil, !layout.declaresChildren,
      layout.sections.indices.contains(position.section)
    else { return false }
    let section = position.section
    let shownIDs = layout.rowIDs[section]
    guard let asked = waiting.layout.sectionIndexes[layout.sections[section].id] else {
      return false
    }
    let rows = waiting.layout.sections[asked].rows
    guard rows.count == shownIDs.count + 1, (0...shownIDs.count).contains(position.row),
      index.position(of: rows[position.row].id, in: layout) == nil
    else { return false }
    for row in shownIDs.indices where shownIDs[row] != rows[row < position.row ? row : row + 1].id {
      return false
    }
    var new = layout
    guard new.replaceRows(inSection: section, with: rows) else { return false }
    guard index.match(&new, against: layout, sections: [section]) else { return false }
    preparedDroppedRow = PreparedDroppedRow(layout: new, section: section)
    return true
  }

  func adoptDroppedRow() {
    guard let prepared = preparedDroppedRow, let handlers else { return }
    preparedDroppedRow = nil
    let old = layout
    let sections = [prepared.section]
    let diff = old.difference(to: prepared.layout, index: index, sections: sections)
    do {
      try applyMatched(diff, prepared.layout, replacing: old, in: handlers, sections: sections)
    } catch {
      // Not reached: the registry's shape was the layout's when the row was prepared, and
      // nothing ran since.
      report(error)
      return
    }
    host?.showEmptyState(layout.shownEmptyState)
    didApplyUpdate?(diff)
  }

  func endPlaceholderCommit() {
    forgetPreparedDroppedRow()
    let (outermost, updateWaits) = state.endMoveAnswer()
    if outermost, updateWaits { settleReporting() }
  }

  /// Undoes the match of a row prepared and not adopted (UIKit had dropped the placeholder).
  private func forgetPreparedDroppedRow() {
    guard let prepared = preparedDroppedRow else { return }
    preparedDroppedRow = nil
    index.rollBack(prepared.layout, sections: [prepared.section])
  }
}

/// The layout a placeholder's commit adopts: the current one with one section's rows replaced
/// by those of the update asked for during the commit, matched.
struct PreparedDroppedRow<Layout> {
  /// The layout, matched against the current one.
  var layout: Layout
  /// The section whose rows it replaced.
  var section: Int
}
