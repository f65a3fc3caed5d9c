import TableHandlersCore

extension DeclaredTable {
  /// What a declaration that repeats a section or row identifier does:
  /// ``DuplicateIdentifierPolicy/reject`` it (the default), or
  /// ``DuplicateIdentifierPolicy/keepFirst`` of each identifier.
  ///
  /// ```swift
  /// table.duplicateIdentifiers = .keepFirst
  /// table.droppedDuplicatesHandler = { dropped in log.warning("\(dropped)") }
  /// table.update(to: screen(feed))  // a repeated item is dropped; the screen keeps working
  /// ```
  ///
  /// It applies to the declarations checked after it is set: every update, including one that
  /// waits (it is checked at once) and ``redeclare()``. For the first declaration, pass it to
  /// ``init(handlers:declaration:duplicateIdentifiers:droppedDuplicatesHandler:)``, or to
  /// ``init(handlers:owner:duplicateIdentifiers:droppedDuplicatesHandler:rejectedUpdateHandler:declaring:)``
  /// for a table that declares itself.
  public var duplicateIdentifiers: DuplicateIdentifierPolicy {
    get { engine.duplicatePolicy }
    set { engine.duplicatePolicy = newValue }
  }

  /// Called with the items ``DuplicateIdentifierPolicy/keepFirst`` dropped from a declaration,
  /// in declaration order, once per declaration that had any.
  ///
  /// Called when the declaration has been checked and, unless it waits
  /// (``DeclarationDiff/waitingFor``), applied: the table then shows it without the dropped
  /// items. A dropped item is not a rejection, and does not reach ``rejectedUpdateHandler``:
  /// the update is applied, and an app that logs rejections as errors can log these as
  /// warnings, with where each item was.
  ///
  /// When `nil`, the table prints the dropped items, in debug and release builds alike, and
  /// carries on: an app that chose keep-first expects duplicates now and then (a feed that
  /// repeats an item), and its screen keeps working. Set a handler to assert, log or count.
  public var droppedDuplicatesHandler: (([DroppedDuplicate]) -> Void)? {
    get { engine.droppedDuplicatesHandler }
    set { engine.droppedDuplicatesHandler = newValue }
  }

  /// Checks a declaration and registers it on a registry, with a policy for repeated
  /// identifiers that applies to this first declaration too.
  ///
  /// ```swift
  /// let table = try DeclaredTable(
  ///   declaration: screen(feed), duplicateIdentifiers: .keepFirst
  /// ) { dropped in log.warning("\(dropped)") }
  /// ```
  ///
  /// - Parameters:
  ///   - handlers: The registry to fill; a new one by default.
  ///   - declaration: The table.
  ///   - duplicateIdentifiers: What a repeated identifier does; see
  ///     ``duplicateIdentifiers``.
  ///   - droppedDuplicatesHandler: Receives the items keep-first drops, from this declaration
  ///     on; see ``droppedDuplicatesHandler``.
  /// - Throws: ``DeclarationError`` naming the first bad section or row (a repeated identifier
  ///   only under ``DuplicateIdentifierPolicy/reject``); nothing is registered.
  /// - Complexity: As ``init(handlers:declaration:)``, plus O(*s* + *r*) when the declaration
  ///   repeats an identifier.
  public convenience init(
    handlers: TableHandlers = TableHandlers(), declaration: TableDeclaration<SectionID, RowID>,
    duplicateIdentifiers: DuplicateIdentifierPolicy,
    droppedDuplicatesHandler: (([DroppedDuplicate]) -> Void)? = nil
  ) throws {
    try self.init(
      handlers: handlers,
      engine: DeclarationEngine(
        handlers: handlers, declaration: declaration, duplicatePolicy: duplicateIdentifiers))
    engine.droppedDuplicatesHandler = droppedDuplicatesHandler
    engine.reportDrops(engine.initialDrops)
  }

  /// Declares a table with a closure that receives an owner, held weakly, as
  /// ``init(handlers:owner:rejectedUpdateHandler:declaring:)`` does, with a policy for repeated
  /// identifiers that applies to the first declaration too.
  ///
  /// ```swift
  /// private lazy var table = DeclaredTable<String, Int>(
  ///   owner: self, duplicateIdentifiers: .keepFirst
  /// ) { screen in
  ///   Section("news") { for item in screen.items { Row(item.id, text: item.title) } }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - handlers: The registry to fill; a new one by default.
  ///   - owner: The object passed to the closure; not retained.
  ///   - duplicateIdentifiers: What a repeated identifier does; see ``duplicateIdentifiers``.
  ///   - droppedDuplicatesHandler: Receives the items keep-first drops, from the first
  ///     declaration on; see ``droppedDuplicatesHandler``.
  ///   - rejectedUpdateHandler: Receives rejected declarations; see ``rejectedUpdateHandler``.
  ///   - declare: Declares the table from the owner's model, each time it is called.
  /// - Complexity: As ``init(handlers:declaration:)``, plus O(*s* + *r*) when the declaration
  ///   repeats an identifier.
  public convenience init<Owner: AnyObject>(
    handlers: TableHandlers = TableHandlers(), owner: Owner,
    duplicateIdentifiers: DuplicateIdentifierPolicy,
    droppedDuplicatesHandler: (([DroppedDuplicate]) -> Void)? = nil,
    rejectedUpdateHandler: ((any Error) -> Void)? = nil,
    @TableBuilder<SectionID, RowID> declaring declare:
      @escaping @MainActor (Owner) -> TableDeclaration<SectionID, RowID>
  ) {
    self.init(
      handlers: handlers, rejectedUpdateHandler: rejectedUpdateHandler,
      duplicateIdentifiers: duplicateIdentifiers,
      droppedDuplicatesHandler: droppedDuplicatesHandler,
      declaring: Self.declaring(owner: owner, handlers: handlers, declare))
  }

  /// Declares a table with a closure, as ``init(handlers:rejectedUpdateHandler:declaring:)``
  /// does, with a policy for repeated identifiers that applies to the first declaration too.
  ///
  /// - Parameters:
  ///   - handlers: The registry to fill; a new one by default.
  ///   - duplicateIdentifiers: What a repeated identifier does; see ``duplicateIdentifiers``.
  ///   - droppedDuplicatesHandler: Receives the items keep-first drops, from the first
  ///     declaration on; see ``droppedDuplicatesHandler``.
  ///   - rejectedUpdateHandler: Receives rejected declarations; see ``rejectedUpdateHandler``.
  ///   - declare: Declares the table from the model, each time it is called.
  /// - Complexity: As ``init(handlers:declaration:)``, plus O(*s* + *r*) when the declaration
  ///   repeats an identifier.
  public convenience init(
    handlers: TableHandlers = TableHandlers(),
    duplicateIdentifiers: DuplicateIdentifierPolicy,
    droppedDuplicatesHandler: (([DroppedDuplicate]) -> Void)? = nil,
    rejectedUpdateHandler: ((any Error) -> Void)? = nil,
    @TableBuilder<SectionID, RowID> declaring declare:
      @escaping @MainActor () -> TableDeclaration<SectionID, RowID>
  ) {
    self.init(
      handlers: handlers, rejectedUpdateHandler: rejectedUpdateHandler,
      duplicateIdentifiers: duplicateIdentifiers,
      droppedDuplicatesHandler: droppedDuplicatesHandler,
      declaring: { () -> TableDeclaration<SectionID, RowID>? in declare() })
  }
}
