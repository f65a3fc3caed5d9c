import TableHandlersCore

/// A table declared from a model: builds a registry's counts, titles, content and handlers
/// from a ``TableDeclaration``, and moves it to each new declaration by identifier.
///
/// ```swift
/// let table = try DeclaredTable<DetailSection, DetailRow>(handlers: handlers) { screen(item) }
/// // The model changed: declare it again; only the difference is applied.
/// let diff = table.update(to: screen(refreshedItem))
/// ```
///
/// **What it registers.** The table-wide answers `numberOfSections`, and for all sections
/// `numberOfRows`, `titleForHeader` and `titleForFooter`, and for the whole table `rowContent`,
/// each reading the current declaration in O(1). While the declaration has a section index
/// (``Section/indexTitle(_:)``, ``TableDeclaration/sectionIndex(titles:section:)``), also
/// `sectionIndexTitles` and `sectionForSectionIndexTitle`, in O(1) and O(*t*) for *t* titles at
/// worst; without one it leaves them to a hand-registered handler or the app's data source.
/// Every handler a ``Section`` or ``Row`` declares is registered at that section's or row's
/// position, so structural edits carry it.
///
/// **Precedence with hand-registered handlers.** The registry's rule applies unchanged (row,
/// then section, then table scope), and the declaration claims these keys:
/// - The five table-wide answers above belong to the declared table; it registers them again
///   on every update, replacing a hand-registered handler at the same key. So do the two
///   section index answers while the declaration has an index; an update that drops the index
///   removes them.
/// - A key (event and section, or event and row) belongs to the declaration when that
///   section or row declares that event: the declared handler replaces a hand-registered one
///   there on every update, and when the declaration stops declaring the event the key is
///   cleared.
/// - Every other hand-registered handler is kept. Section- and row-scoped ones follow their
///   sections and rows through updates; they override the table-wide answers (a hand-registered
///   `titleForHeader` for section 2 beats the declared header), and table- or section-scoped
///   ones answer the rows whose declaration has no handler for that event.
///
/// **Lifetime.** The registry keeps the current declaration alive and answering, even once
/// the declared table is gone. A handler that updates the declared table should capture it
/// weakly (`[weak table]`, or `[unowned self]` in its owner): the registry holds the handler,
/// and the declared table holds the registry.
///
/// **Interactive moves.** A drop must reach the declaration: call ``userMovedRow(from:to:on:)``,
/// or let the host call the registry's `userMovedRow` for a row that declares
/// ``Row/onMove(_:)``, which reports the move. An ``update(to:)`` made while the move is being
/// answered waits for the move to finish.
///
/// **Updates that wait.** An update is applied at once unless another update is being
/// applied, a move is being answered, or the host showing the table cannot take it yet (a
/// table view inside a batch, an animation or a UIKit callback). Then ``update(to:)`` checks
/// the declaration, keeps it (a later update replaces it) and returns an empty diff whose
/// ``DeclarationDiff/waitingFor`` names the ``DeclaredUpdateWait``; ``waitingFor`` says the
/// same until the wait ends, when the update is applied and its diff passed to
/// ``didApplyUpdate``. Reading the table never applies it: ``sections`` and the lookups answer
/// as the declaration the table shows.
///
/// - Precondition: No move reaches the registry's `userMovedRow` while an update is being
///   applied (from a registry callback during ``update(to:)``, or from ``didApplyUpdate``);
///   through ``userMovedRow(from:to:on:)`` such a move throws
///   ``DeclarationError/updateInProgress`` instead.
@MainActor
public final class DeclaredTable<SectionID: Hashable, RowID: Hashable> {
  /// The registry the declaration fills.
  public let handlers: TableHandlers

  let engine: DeclarationEngine<SectionID, RowID>

  /// The closure the table declares itself with, for ``redeclare()``.
  ///
  /// `nil` for a table made from a declaration value. It returns `nil` once an owner it was
  /// given is gone.
  let declare: (@MainActor () -> TableDeclaration<SectionID, RowID>?)?

  // Observation: see `DeclaredTable+Observation.swift`.
  /// What re-declares the table when the model its closure read changes; `nil` for a table
  /// that does not observe.
  var observation: (any DeclarationObserving)?

  /// Checks a declaration and registers it on a registry.
  ///
  /// The registry's shape becomes the declaration's; handlers already registered stay.
  ///
  /// ```swift
  /// let table = try DeclaredTable(declaration: screen(item))  // a new registry
  /// ```
  ///
  /// - Parameters:
  ///   - handlers: The registry to fill; a new one by default.
  ///   - declaration: The table.
  /// - Throws: ``DeclarationError`` naming the first bad section or row; nothing is registered.
  /// - Complexity: O(*s* + *r* + *h*) for *s* sections, *r* rows and *h* declared handlers.
  public init(
    handlers: TableHandlers = TableHandlers(), declaration: TableDeclaration<SectionID, RowID>
  ) throws {
    self.handlers = handlers
    engine = try DeclarationEngine(handlers: handlers, declaration: declaration)
    declare = nil
    engine.install()
  }

  /// Registers an engine's checked first declaration on its registry.
  init(handlers: TableHandlers, engine: DeclarationEngine<SectionID, RowID>) {
    self.handlers = handlers
    self.engine = engine
    declare = nil
    engine.install()
  }

  /// Declares a table with a closure that it calls again on ``redeclare()``: never throws, a
  /// rejected declaration goes to `rejectedUpdateHandler`, as ``update(to:)``'s does.
  ///
  /// See `init(handlers:rejectedUpdateHandler:declaring:)`; a first declaration that is
  /// rejected leaves the table empty.
  init(
    handlers: TableHandlers, rejectedUpdateHandler: ((any Error) -> Void)?,
    duplicateIdentifiers: DuplicateIdentifierPolicy = .reject,
    droppedDuplicatesHandler: (([DroppedDuplicate]) -> Void)? = nil,
    declaring declare: @escaping @MainActor () -> TableDeclaration<SectionID, RowID>?
  ) {
    self.handlers = handlers
    self.declare = declare
    var rejection: (any Error)?
    do {
      engine = try DeclarationEngine(
        handlers: handlers, declaration: declare() ?? TableDeclaration(sections: []),
        duplicatePolicy: duplicateIdentifiers)
    } catch {
      rejection = error
      // An empty declaration has no identifier to repeat, and a new engine has no layout that
      // a registry could have been edited around: it cannot be rejected.
      engine = try! DeclarationEngine(
        handlers: handlers, declaration: TableDeclaration(sections: []))
    }
    engine.rejectedUpdateHandler = rejectedUpdateHandler
    engine.duplicatePolicy = duplicateIdentifiers
    engine.droppedDuplicatesHandler = droppedDuplicatesHandler
    engine.install()
    if let rejection { engine.report(rejection) }
    engine.reportDrops(engine.initialDrops)
  }

  /// Declares a table with a ``TableBuilder`` and registers it on a registry.
  ///
  /// ```swift
  /// let table = try DeclaredTable<Fruit, String>(handlers: handlers) {
  ///   Section(.apples, header: "Apples") { Row("gala", text: "Gala") }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - handlers: The registry to fill; a new one by default.
  ///   - content: Declares the table.
  /// - Throws: ``DeclarationError`` naming the first bad section or row; nothing is registered.
  public convenience init(
    handlers: TableHandlers = TableHandlers(),
    @TableBuilder<SectionID, RowID> _ content: () -> TableDeclaration<SectionID, RowID>
  ) throws {
    try self.init(handlers: handlers, declaration: content())
  }

  /// The sections shown now, omitted empty sections left out, after any interactive move.
  ///
  /// While an update waits (``waitingFor``), these are the sections of the declaration shown
  /// before it; reading them applies nothing.
  public var sections: [Section<SectionID, RowID>] { engine.layout.sections }

  /// What the update waiting to be applied waits for; `nil` when none waits.
  ///
  /// ```swift
  /// table.update(to: screen(model))  // while the table view animates a batch
  /// table.waitingFor  // .animation, until the animation completes
  /// ```
  ///
  /// The same as the ``DeclarationDiff/waitingFor`` of the diff ``update(to:)`` returned for
  /// the update that waits, until that update is applied (or replaced by one applied at once).
  /// The reason can change while the update waits: an update asked for from
  /// ``didApplyUpdate`` waits for that update to be reported, then, on a table view, for the
  /// animation of its batch.
  public var waitingFor: DeclaredUpdateWait? { engine.state.wait }

  /// Applies the update that waits, if what it waits for is over.
  ///
  /// ```swift
  /// try handlers.userMovedRow(from: source, to: destination, on: myTable)
  /// table.applyWaitingUpdate()  // the row's onMove handler declared the model again
  /// ```
  ///
  /// The hosts showing a declared table (`HeadlessTable(declared:)`, `attach(to:animation:)`)
  /// apply a waiting update themselves when its wait ends. Call this after moving a row on the
  /// registry yourself (`TableHandlers.userMovedRow(from:to:on:)` on a `TableHost` of your
  /// own): the declared table cannot see that call return, so an update its `moveRow` handler
  /// asked for waits for ``DeclaredUpdateWait/interactiveMove`` until the next update or this
  /// call. A rejection goes to ``rejectedUpdateHandler``, and the update is dropped.
  ///
  /// - Returns: The difference applied, also passed to ``didApplyUpdate``; empty if nothing
  ///   waited, or if the update still waits, its ``DeclarationDiff/waitingFor`` saying for
  ///   what.
  /// - Complexity: As ``update(to:)`` when an update is applied; O(1) otherwise.
  @discardableResult
  public func applyWaitingUpdate() -> DeclarationDiff {
    do {
      return try engine.settle()
    } catch {
      engine.report(error)
      return DeclarationDiff()
    }
  }

  /// Called with every non-empty diff once it is applied to the registry, including an update
  /// that waited for an interactive move, after the host showing the table has been told.
  ///
  /// While it runs, the table answers with the declaration whose diff it receives: an update
  /// asked for meanwhile waits, and is applied (and reported) when the call returns.
  public var didApplyUpdate: ((DeclarationDiff) -> Void)? {
    get { engine.didApplyUpdate }
    set { engine.didApplyUpdate = newValue }
  }

  /// The host that shows the table (the headless table, a table view), told before
  /// ``didApplyUpdate`` so that the app's own ``didApplyUpdate`` stays the app's; setting
  /// another replaces it.
  package var host: (any DeclaredTableHost)? {
    get { engine.host }
    set { engine.host = newValue }
  }

  /// Called with a declaration that ``update(to:)`` rejected; the table keeps showing the
  /// previous one.
  ///
  /// A rejected declaration is a bug in the app (a duplicate identifier, unless
  /// ``duplicateIdentifiers`` is ``DuplicateIdentifierPolicy/keepFirst``) or a registry edited
  /// around the declared table. When `nil`, a debug build stops with an assertion naming the
  /// culprit and a release build prints it. Tests set it to observe rejections. An update that
  /// waited for its table view (see `attach(to:animation:)` in TableHandlersUIKit) is checked
  /// at once, but the registry can still reject it when it is applied: that rejection comes
  /// here too.
  public var rejectedUpdateHandler: ((any Error) -> Void)? {
    get { engine.rejectedUpdateHandler }
    set { engine.rejectedUpdateHandler = newValue }
  }

  /// Moves the table to a new declaration: diffs it against the current one by identifier and
  /// applies the difference to the registry.
  ///
  /// ```swift
  /// model.delete(message)
  /// table.update(to: screen(model))  // inside a handler too
  /// ```
  ///
  /// Rows and sections keep, with their identity, every handler registered for them, declared
  /// or by hand; the new declaration's handlers then replace the old ones at their new
  /// positions, so the registry answers exactly as one built from the new declaration would.
  /// An identical declaration changes nothing and returns an empty diff.
  ///
  /// A rejected declaration changes nothing: it is reported to ``rejectedUpdateHandler`` and
  /// the diff is empty. ``checkedUpdate(to:)`` throws instead.
  ///
  /// - Parameter declaration: The new table.
  /// - Returns: The difference applied, for the host to show. For an update that waits, an
  ///   empty diff whose ``DeclarationDiff/waitingFor`` says what for:
  ///   ``DeclaredUpdateWait/interactiveMove`` while a move is being answered (the update is
  ///   applied once the row has moved, and its diff returned by ``userMovedRow(from:to:on:)``
  ///   when the move came through it); ``DeclaredUpdateWait/applyingUpdate`` while another
  ///   update is being applied (from a callback the registry makes during it, such as
  ///   `handledEventsDidChange`, or from ``didApplyUpdate``), applied right after that one;
  ///   ``DeclaredUpdateWait/batch``, ``DeclaredUpdateWait/animation`` or
  ///   ``DeclaredUpdateWait/callback`` while the table view showing the table cannot take it
  ///   (see `attach(to:animation:)` in TableHandlersUIKit), applied once it can. The diff of a
  ///   waiting update is passed to ``didApplyUpdate`` when it is applied.
  /// - Complexity: O(*s* + *r* + *h*) for *s* sections, *r* rows and *h* declared handlers in
  ///   both declarations, plus O(*k* log *k*) at worst to find which of *k* kept items moved
  ///   (O(*k*) when their order did not change), plus the registry's edit.
  @discardableResult
  public func update(to declaration: TableDeclaration<SectionID, RowID>) -> DeclarationDiff {
    update(to: declaration, animated: true)
  }

  /// Moves the table to a new declaration as ``update(to:)`` does, saying whether the table
  /// view showing it animates the change.
  ///
  /// ```swift
  /// table.update(to: screen(model), animated: false)  // the table view reloads its data
  /// ```
  ///
  /// An update that waits (see ``update(to:)``) and is then replaced by a later one animates
  /// only if both asked for an animation. The headless table ignores the flag.
  ///
  /// - Parameters:
  ///   - declaration: The new table.
  ///   - animated: `false` to show the change at once, without animation.
  /// - Returns: The difference applied, as ``update(to:)`` returns it.
  /// - Complexity: As ``update(to:)``.
  @discardableResult
  public func update(to declaration: TableDeclaration<SectionID, RowID>, animated: Bool)
    -> DeclarationDiff
  {
    do {
      return try engine.update(to: declaration, animated: animated)
    } catch {
      engine.report(error)
      return DeclarationDiff()
    }
  }

  /// Moves the table to a new declaration written with a ``TableBuilder``; see
  /// ``update(to:)``.
  ///
  /// - Parameter content: Declares the new table.
  /// - Returns: The difference applied; empty if the declaration was rejected.
  /// - Complexity: As ``update(to:)``.
  @discardableResult
  public func update(
    @TableBuilder<SectionID, RowID> _ content: () -> TableDeclaration<SectionID, RowID>
  ) -> DeclarationDiff {
    update(to: content())
  }

  /// Moves the table to a new declaration as ``update(to:)`` does, but throws a rejection
  /// instead of reporting it.
  ///
  /// ```swift
  /// let diff = try table.checkedUpdate(to: screen(model))
  /// ```
  ///
  /// - Parameter declaration: The new table.
  /// - Returns: The difference applied, as ``update(to:)`` returns it.
  /// - Throws: ``DeclarationError`` naming the first bad section or row, or saying the
  ///   registry's structure was edited behind the declared table's back; nothing changes then,
  ///   and an update waiting for a move still waits.
  /// - Complexity: As ``update(to:)``.
  @discardableResult
  public func checkedUpdate(to declaration: TableDeclaration<SectionID, RowID>) throws
    -> DeclarationDiff
  {
    try engine.update(to: declaration)
  }

  /// Moves the table to a new declaration as ``update(to:animated:)`` does, but throws a
  /// rejection instead of reporting it.
  ///
  /// - Parameters:
  ///   - declaration: The new table.
  ///   - animated: `false` to show the change at once, without animation.
  /// - Returns: The difference applied, as ``update(to:)`` returns it.
  /// - Throws: ``DeclarationError``; nothing changes then.
  /// - Complexity: As ``update(to:)``.
  @discardableResult
  public func checkedUpdate(
    to declaration: TableDeclaration<SectionID, RowID>, animated: Bool
  ) throws -> DeclarationDiff {
    try engine.update(to: declaration, animated: animated)
  }

  /// Moves the table to a new declaration written with a ``TableBuilder``; see
  /// ``checkedUpdate(to:)``.
  ///
  /// - Parameter content: Declares the new table.
  /// - Returns: The difference applied.
  /// - Throws: ``DeclarationError``; nothing changes then.
  /// - Complexity: As ``update(to:)``.
  @discardableResult
  public func checkedUpdate(
    @TableBuilder<SectionID, RowID> _ content: () -> TableDeclaration<SectionID, RowID>
  ) throws -> DeclarationDiff {
    try checkedUpdate(to: content())
  }

  /// The user dropped a row: answers `moveRow` (the delegate, then the row's handler), moves
  /// the row's handlers, and records the move in the declaration.
  ///
  /// The table has already moved the row; a declaration that agrees with the model afterwards
  /// changes nothing.
  ///
  /// - Parameters:
  ///   - source: Where the row was.
  ///   - destination: Where it was dropped.
  ///   - table: The table being served.
  /// - Returns: The diff of an update made while the move was answered (the row's handler
  ///   may update the model and the declaration), applied after the move; empty if none, or
  ///   if the host showing the table cannot take it yet (its ``DeclarationDiff/waitingFor``
  ///   says why; it is applied once the host can).
  /// - Throws: `TableUpdateError` for positions outside the table (nothing is called then),
  ///   or ``DeclarationError``.
  /// - Complexity: O(*r*) in the rows of the two sections, plus any waiting update.
  @discardableResult
  public func userMovedRow(
    from source: TablePosition, to destination: TablePosition, on table: any TableHost
  ) throws -> DeclarationDiff {
    try engine.userMovedRow(from: source, to: destination, on: table)
  }

  /// Where a row is now.
  ///
  /// - Parameter id: The row's identifier.
  /// - Returns: Its position, or `nil` if no row has that identifier.
  public func position(ofRow id: RowID) -> TablePosition? {
    engine.position(ofRow: id)
  }

  /// Where a section is now.
  ///
  /// - Parameter id: The section's identifier.
  /// - Returns: Its index, or `nil` if no section has that identifier.
  public func index(ofSection id: SectionID) -> Int? {
    engine.layout.sectionIndexes[id]
  }

  /// The row at a position.
  ///
  /// ```swift
  /// switch table.rowID(at: call.position) {
  /// case .comment(let id)?: open(id)
  /// default: break
  /// }
  /// ```
  ///
  /// - Parameter position: The position.
  /// - Returns: The row's identifier, or `nil` outside the table.
  public func rowID(at position: TablePosition) -> RowID? {
    engine.layout.rowID(at: position)
  }

  /// The section at an index.
  ///
  /// - Parameter index: The index.
  /// - Returns: The section's identifier, or `nil` outside the table.
  public func sectionID(at index: Int) -> SectionID? {
    engine.layout.section(at: index)?.id
  }
}
