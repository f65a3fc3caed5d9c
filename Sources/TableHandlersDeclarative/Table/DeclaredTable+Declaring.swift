import TableHandlersCore

// A declared table that declares itself: the screen's code says once how the model becomes
// the table, and calls `redeclare()` after each change of the model. No optional or implicitly
// unwrapped property, no `try`, and with `owner:`, no capture list.

extension DeclaredTable {
  /// Declares a table with a closure, and declares it again with the same closure on
  /// ``redeclare()``.
  ///
  /// ```swift
  /// let table = DeclaredTable<String, String> {
  ///   Section("inbox", header: "Inbox") {
  ///     for message in inbox.messages { Row(message, text: message) }
  ///   }
  /// }
  /// inbox.messages.append("Lunch?")
  /// table.redeclare()  // inserts the row
  /// ```
  ///
  /// The initializer does not throw: a declaration the table rejects (a duplicate identifier),
  /// the first one included, goes to `rejectedUpdateHandler`, as ``update(to:)``'s rejections
  /// do, and the table keeps what it showed (empty, for the first). Pass the handler here to
  /// receive a rejection of the first declaration; without one, a debug build stops with an
  /// assertion naming the culprit and a release build prints it.
  ///
  /// The table keeps the closure: a closure that captures a view controller that keeps the
  /// table is a retain cycle. A screen passes itself as the owner instead
  /// (``init(handlers:owner:rejectedUpdateHandler:declaring:)``).
  ///
  /// - Parameters:
  ///   - handlers: The registry to fill; a new one by default.
  ///   - rejectedUpdateHandler: Receives rejected declarations; see ``rejectedUpdateHandler``.
  ///   - declare: Declares the table from the model, each time it is called.
  /// - Complexity: As ``init(handlers:declaration:)``.
  public convenience init(
    handlers: TableHandlers = TableHandlers(),
    rejectedUpdateHandler: ((any Error) -> Void)? = nil,
    @TableBuilder<SectionID, RowID> declaring declare:
      @escaping @MainActor () -> TableDeclaration<SectionID, RowID>
  ) {
    self.init(
      handlers: handlers, rejectedUpdateHandler: rejectedUpdateHandler,
      declaring: { () -> TableDeclaration<SectionID, RowID>? in declare() })
  }

  /// Declares a table with a closure that receives an owner, held weakly, and declares it
  /// again with the same closure on ``redeclare()``: the way to write a view controller.
  ///
  /// ```swift
  /// final class InboxViewController: UITableViewController {
  ///   private var messages = ["Lunch?", "Invoice"]
  ///   private lazy var table: DeclaredTable<String, String> = DeclaredTable(owner: self) {
  ///     screen in
  ///     Section("inbox", header: "Inbox") {
  ///       for message in screen.messages {
  ///         Row(message, text: message)
  ///           .onDelete(owner: screen) { screen, _ in screen.delete(message) }
  ///       }
  ///     }
  ///   }
  ///
  ///   override func viewDidLoad() {
  ///     super.viewDidLoad()
  ///     table.attach(to: tableView, dataSource: nil, delegate: self)
  ///   }
  ///
  ///   private func delete(_ message: String) {
  ///     messages.removeAll { $0 == message }
  ///     table.redeclare()
  ///   }
  /// }
  /// ```
  ///
  /// The table does not keep the owner alive; the closure and every `owner:` handler get it
  /// while it lives. Once it is gone ``redeclare()`` changes nothing and reports
  /// `TableMisuse.ownerGone(event: "redeclare", section: nil, row: nil)` to the registry's
  /// `misuseHandler`, as the rows' `owner:` handlers report theirs.
  ///
  /// With an `@Observable` model (iOS 17),
  /// ``init(handlers:observing:rejectedUpdateHandler:declaring:)`` calls ``redeclare()`` itself
  /// when something the closure read changes.
  ///
  /// - Parameters:
  ///   - handlers: The registry to fill; a new one by default.
  ///   - owner: The object passed to the closure; not retained.
  ///   - rejectedUpdateHandler: Receives rejected declarations; see ``rejectedUpdateHandler``.
  ///   - declare: Declares the table from the owner's model, each time it is called.
  /// - Complexity: As ``init(handlers:declaration:)``.
  public convenience init<Owner: AnyObject>(
    handlers: TableHandlers = TableHandlers(), owner: Owner,
    rejectedUpdateHandler: ((any Error) -> Void)? = nil,
    @TableBuilder<SectionID, RowID> declaring declare:
      @escaping @MainActor (Owner) -> TableDeclaration<SectionID, RowID>
  ) {
    self.init(
      handlers: handlers, rejectedUpdateHandler: rejectedUpdateHandler,
      declaring: Self.declaring(owner: owner, handlers: handlers, declare))
  }

  /// A closure that declares the table from an owner, held weakly, while it lives; once it is
  /// gone, the closure reports `TableMisuse.ownerGone` for `redeclare` to the registry and
  /// returns `nil`.
  static func declaring<Owner: AnyObject>(
    owner: Owner, handlers: TableHandlers,
    _ declare: @escaping @MainActor (Owner) -> TableDeclaration<SectionID, RowID>
  ) -> @MainActor () -> TableDeclaration<SectionID, RowID>? {
    { [weak owner, weak handlers] in
      guard let owner else {
        handlers?.reportMisuse(.ownerGone(event: "redeclare", section: nil, row: nil))
        return nil
      }
      return declare(owner)
    }
  }

  /// Declares the table again with the closure it was made with, and moves it to that
  /// declaration as ``update(to:)`` does.
  ///
  /// ```swift
  /// model.delete(message)
  /// table.redeclare()
  /// ```
  ///
  /// - Precondition: The table was made with a closure
  ///   (``init(handlers:rejectedUpdateHandler:declaring:)`` or
  ///   ``init(handlers:owner:rejectedUpdateHandler:declaring:)``), not from a declaration.
  /// - Returns: The difference applied, as ``update(to:)`` returns it; empty when the
  ///   declaration was rejected (reported to ``rejectedUpdateHandler``) or the owner is gone.
  /// - Complexity: The closure's, plus ``update(to:)``'s.
  @discardableResult
  public func redeclare() -> DeclarationDiff {
    redeclare(animated: true)
  }

  /// Declares the table again, as ``redeclare()`` does, saying whether the table view showing
  /// it animates the change.
  ///
  /// - Precondition: The table was made with a closure.
  /// - Parameter animated: `false` to show the change at once, without animation.
  /// - Returns: The difference applied, as ``update(to:animated:)`` returns it.
  /// - Complexity: As ``redeclare()``.
  @discardableResult
  public func redeclare(animated: Bool) -> DeclarationDiff {
    guard let declare else {
      preconditionFailure(
        "DeclaredTable.redeclare(): this table was made from a declaration, not a closure;"
          + " call update(to:) with the new declaration")
    }
    guard let declaration = declare() else { return DeclarationDiff() }
    let version = engine.layoutVersion
    let diff = update(to: declaration, animated: animated)
    // Applied now, and nothing else since (an update asked for from `didApplyUpdate`).
    observation?.didDeclare(
      shown: engine.layoutVersion == version + 1, layoutVersion: engine.layoutVersion)
    return diff
  }
}
