import Observation
import TableHandlersCore

// A declared table that follows an observable model: its declaring closure runs under
// observation tracking, and a change to anything the closure read declares the table again,
// once, on a later turn of the main actor. No `redeclare()` to forget, none to call twice.

extension DeclaredTable {
  /// Declares a table with a closure that receives an object, held weakly, and declares it
  /// again whenever something the closure read from an `@Observable` model changes: once for
  /// all the changes made in one turn of the main actor.
  ///
  /// ```swift
  /// let table = DeclaredTable<String, String>(observing: inbox) { inbox in
  ///   Section("inbox", header: "Inbox") {
  ///     for message in inbox.messages { Row(message, text: message) }
  ///   }
  /// }
  /// inbox.messages.append("Lunch?")
  /// inbox.messages.append("Invoice")  // one update inserts both rows, once this turn ends
  /// ```
  ///
  /// A view controller passes itself, and reads its model through the closure's argument
  /// (`DeclaredTable(observing: self) { screen in … screen.inbox.messages … }`), as with
  /// ``init(handlers:owner:rejectedUpdateHandler:declaring:)``: the table does not keep the
  /// object alive, and the closure needs no capture list.
  ///
  /// **What is watched.** The closure runs under Observation's `withObservationTracking`:
  /// every property of an `@Observable` object that it reads, of `owner` or of any object it
  /// reaches, is watched, and the set is chosen again each time it runs (a property read only
  /// under a condition is watched while the condition holds). A change to a property it did not
  /// read declares nothing; so does a change to anything that is not `@Observable`, which
  /// still needs ``redeclare()``.
  ///
  /// **When the update comes.** The first change to a watched property schedules one
  /// re-declaration on the main actor (`Task { @MainActor in … }`): it runs once the code that
  /// changed the model has returned to the main actor's executor (on a device, once the
  /// current event has been handled), with no host code involved. Every further change before
  /// then lands in the same update, so a handler that edits the model three times animates one
  /// batch. The re-declaration runs the closure then, with the model as it is, and moves the
  /// table there as ``redeclare()`` does: it waits, as any update does, while the table view
  /// showing the table is in a batch, an animation or a callback (``DeclaredUpdateWait``), and
  /// is applied when the wait ends. A model changed on another thread is read on the main
  /// actor all the same. A test on the main actor reaches the end of the turn with
  /// `await Task.yield()`: the scheduled re-declaration is already queued on the main actor,
  /// ahead of the test's continuation.
  ///
  /// **Beside explicit updates.** ``redeclare()`` runs the closure, and so watches what it
  /// reads now; a re-declaration scheduled before it is dropped, the table showing the model
  /// already. After ``update(to:)``, the scheduled re-declaration still runs the closure, with
  /// the model as it is when it runs.
  ///
  /// **Lifetime.** What watches the model holds the table weakly: once the table is gone, a
  /// change to the model declares nothing, and nothing runs. Once the object is gone, nothing
  /// is watched, and ``redeclare()`` changes nothing and reports
  /// `TableMisuse.ownerGone(event: "redeclare", section: nil, row: nil)` to the registry's
  /// `misuseHandler`. ``stopObserving()`` stops watching earlier.
  ///
  /// The initializer does not throw: a declaration the table rejects (a duplicate identifier),
  /// the first one included, goes to `rejectedUpdateHandler`, as
  /// ``init(handlers:owner:rejectedUpdateHandler:declaring:)``'s do; a rejected declaration's
  /// reads are watched all the same.
  ///
  /// - Parameters:
  ///   - handlers: The registry to fill; a new one by default.
  ///   - owner: The object passed to the closure, usually the screen or the model; not
  ///     retained.
  ///   - rejectedUpdateHandler: Receives rejected declarations; see ``rejectedUpdateHandler``.
  ///   - declare: Declares the table from the owner's model, each time it is called.
  /// - Complexity: As ``init(handlers:declaration:)``; each re-declaration as ``redeclare()``.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  public convenience init<Owner: AnyObject>(
    handlers: TableHandlers = TableHandlers(), observing owner: Owner,
    rejectedUpdateHandler: ((any Error) -> Void)? = nil,
    @TableBuilder<SectionID, RowID> declaring declare:
      @escaping @MainActor (Owner) -> TableDeclaration<SectionID, RowID>
  ) {
    let observer = DeclarationObserver()
    let declareFromOwner = Self.declaring(owner: owner, handlers: handlers, declare)
    self.init(
      handlers: handlers, rejectedUpdateHandler: rejectedUpdateHandler,
      declaring: { observer.run(declareFromOwner) })
    observer.redeclare = { [weak self] in self?.redeclare() }
    observation = observer
  }

  /// Whether a change to the model the table's closure read declares the table again.
  ///
  /// `true` for a table made with ``init(handlers:observing:rejectedUpdateHandler:declaring:)``
  /// until ``stopObserving()``; `false` for any other table.
  public var isObserving: Bool { observation?.isObserving ?? false }

  /// Stops declaring the table again when the model changes; a re-declaration already
  /// scheduled is dropped.
  ///
  /// ```swift
  /// table.stopObserving()
  /// inbox.messages.append("Lunch?")  // the table stays as it is
  /// table.redeclare()  // inserts the row
  /// ```
  ///
  /// ``redeclare()`` still declares the table with its closure, without watching it. A table
  /// that does not observe is left as it is.
  public func stopObserving() {
    observation?.stop()
  }
}

/// What re-declares a table when its model changes, as the table keeps it.
@MainActor
protocol DeclarationObserving: AnyObject {
  /// Whether a change re-declares the table.
  var isObserving: Bool { get }

  /// Stops watching; a re-declaration scheduled is dropped.
  func stop()
}

/// Runs a declared table's closure under observation tracking, and re-declares the table
/// (``DeclaredTable/redeclare()``) on the main actor when something the closure read changes.
///
/// The table keeps the observer (through its declaring closure); the observer holds the table
/// weakly, and the tracking the observer, so a released table stops all of it.
///
/// Each run of the closure is one generation, watched by its own tracking. A tracking calls
/// its `onChange` once, in the changed property's `willSet`, on the thread that changes it;
/// `onChange` only schedules ``changed(in:)`` on the main actor, which re-declares the table
/// unless a later run (a ``DeclaredTable/redeclare()`` made meanwhile) already read the model
/// after the change. Re-declaring runs the closure, which watches again: the changes made
/// before that run fire nothing more, so they make one update.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor
final class DeclarationObserver: DeclarationObserving {
  /// Re-declares the table, held weakly; set once the table is made.
  var redeclare: (@MainActor () -> Void)?

  private(set) var isObserving = true

  /// The run of the closure whose reads are watched; a change seen by an earlier run's
  /// tracking is ignored.
  private var generation = 0

  /// Runs the table's closure, watching what it reads while the observer observes.
  func run<Declaration>(_ body: () -> Declaration) -> Declaration {
    guard isObserving else { return body() }
    generation += 1
    return withObservationTracking(body, onChange: onChange(of: generation))
  }

  /// What a tracking calls, in `willSet`, on the thread that changes the model: schedules the
  /// re-declaration on the main actor, where the model is read once it is set.
  private func onChange(of run: Int) -> @Sendable () -> Void {
    { [weak self] in
      Task { @MainActor [weak self] in self?.changed(in: run) }
    }
  }

  /// Re-declares the table for a change the tracking of run `run` saw.
  private func changed(in run: Int) {
    guard isObserving, run == generation else { return }
    redeclare?()
  }

  func stop() {
    isObserving = false
    generation += 1
  }
}
