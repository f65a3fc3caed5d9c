import Observation
import TableHandlersCore

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

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
  /// **Sections on their own.** A section made with
  /// ``Section/observed(_:header:footer:rows:)`` inside the closure declares its rows in a
  /// closure of its own, which the table runs after this one, under its own tracking: a change
  /// to what only sections' closures read runs those closures alone, and applies the difference
  /// of those sections alone, the other sections kept as they are. Anything else declares the
  /// whole table (see the page "Tables that follow an observable model").
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
    let observer = DeclarationObserver<SectionID, RowID>()
    let declareFromOwner = Self.declaring(owner: owner, handlers: handlers, declare)
    self.init(
      handlers: handlers, rejectedUpdateHandler: rejectedUpdateHandler,
      declaring: { observer.run(declareFromOwner) })
    observer.table = self
    observation = observer
    // The first declaration is shown now, unless it was rejected: then the table is empty,
    // and no section of it is shown to be declared alone.
    observer.didDeclare(shown: true, layoutVersion: engine.layoutVersion)
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

  /// Whether the re-declarations a change of the model makes animate on the table view that
  /// shows the table; `true` by default.
  ///
  /// ```swift
  /// table.animatesObservedUpdates = false  // the table view shows each change at once
  /// ```
  ///
  /// As the `animated:` argument of ``redeclare(animated:)`` for the updates the table makes
  /// itself; ``redeclare()`` and ``update(to:)`` keep their own. The headless table ignores
  /// it. A table that does not observe keeps the value and never uses it.
  public var animatesObservedUpdates: Bool {
    get { observation?.animates ?? true }
    set { observation?.animates = newValue }
  }

  /// How many observation trackings of the table's model are live, for tests.
  ///
  /// Live means registered and not yet fired: at most one for the table's closure, and one for
  /// each section it declared with `Section.observed`.
  package var liveObservationTrackings: Int { observation?.liveTrackings ?? 0 }
}

/// What re-declares a table when its model changes, as the table keeps it.
@MainActor
protocol DeclarationObserving: AnyObject, Sendable {
  /// Whether a change re-declares the table.
  var isObserving: Bool { get }

  /// Whether the table's own re-declarations animate.
  var animates: Bool { get set }

  /// How many trackings are live; see `DeclaredTable.liveObservationTrackings`.
  var liveTrackings: Int { get }

  /// Stops watching; a re-declaration scheduled is dropped.
  func stop()

  /// Declares again what the changes noted since the last update call for.
  func flush()

  /// The table applied the declaration the observer made last (`shown`), or did not (it was
  /// rejected, or waits): the table's layout is now `layoutVersion`.
  func didDeclare(shown: Bool, layoutVersion: Int)
}

/// What an observed table's sections can do alone, after the table's closure last ran.
enum ObservedSectionsState: Equatable {
  /// A change to a section's reads declares the whole table again: the table shows something
  /// else than the observer's last declaration (an explicit update, a move, an update that
  /// waited or was rejected), or that declaration repeats a section identifier.
  case wholeTable

  /// The observer made a declaration, which the table has not applied yet.
  case declared

  /// The table shows the observer's last declaration, with the sections re-declared since,
  /// as its layout `layoutVersion`: a change to what only sections read declares them alone.
  case shown(layoutVersion: Int)
}

/// Runs a declared table's closure under observation tracking, then the closure of each of
/// its sections made by `Section.observed`, each under a tracking of its own; declares the
/// table again on the main actor when something the table's closure read changes, and only
/// the sections whose reads changed when nothing else did.
///
/// The table keeps the observer (through its declaring closure); the observer holds the table
/// weakly, and the trackings the observer, so a released table stops all of it.
///
/// Each run of the table's closure is one generation; each run of a section's closure one
/// generation of that section. A tracking calls its `onChange` once, in the changed property's
/// `willSet`, on the thread that changes it; `onChange` notes the change (``ObservedChanges``)
/// and, for the first change noted since the last update, schedules ``flush()`` on the main
/// actor, which takes every change noted by then: one update for all of them. A change seen by
/// an earlier generation's tracking is ignored. Before a closure runs again, the tracking of its
/// last run, if it has not fired, is retired (``TrackingSwitch``): at most one tracking is live
/// per closure.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor
final class DeclarationObserver<SectionID: Hashable, RowID: Hashable>: DeclarationObserving {
  /// A section of the last declaration whose rows a closure of their own declares.
  private struct ObservedSection {
    var id: SectionID
    var rows: @MainActor () -> [Row<RowID>]?
    /// The run of `rows` whose reads are watched.
    var generation: Int
    /// Retires the tracking of that run.
    var tracking: TrackingSwitch
  }

  /// The table, held weakly; set once the table is made.
  weak var table: DeclaredTable<SectionID, RowID>?

  private(set) var isObserving = true
  var animates = true

  /// The changes noted since the last update, from any thread.
  private let changes = ObservedChanges()

  /// The run of the table's closure whose reads are watched.
  private var generation = 0

  /// Retires the tracking of that run.
  private var tableTracking = TrackingSwitch()

  /// The sections of that run's declaration that declare their rows in closures.
  private var sections: [ObservedSection] = []

  /// What those sections can do alone.
  private var sectionsState = ObservedSectionsState.wholeTable

  var liveTrackings: Int { changes.liveTrackings }

  /// Runs the table's closure, watching what it reads while the observer observes, then the
  /// closures of its observed sections, each watched on its own.
  func run(
    _ body: () -> TableDeclaration<SectionID, RowID>?
  ) -> TableDeclaration<SectionID, RowID>? {
    retireAll()
    sections = []
    guard isObserving else {
      sectionsState = .wholeTable
      // Not observing: the sections are ordinary ones.
      return body()
    }
    generation += 1
    tableTracking = TrackingSwitch(change: .table(generation: generation))
    let tracking = tableTracking
    let declaration = ObservedSectionRecording.recording {
      withObservationTracking(
        { () -> TableDeclaration<SectionID, RowID>? in
          tracking.watch()
          return body()
        }, onChange: onChange(.table(generation: generation)))
    }
    changes.didInstall()
    guard var declaration else {
      sectionsState = .wholeTable
      return nil
    }
    var ids = Set<SectionID>(minimumCapacity: declaration.sections.count)
    var unique = true
    for index in declaration.sections.indices {
      if !ids.insert(declaration.sections[index].id).inserted { unique = false }
      guard let rows = declaration.sections[index].deferredRows else { continue }
      declaration.sections[index].deferredRows = nil
      sections.append(
        ObservedSection(
          id: declaration.sections[index].id, rows: rows, generation: 0,
          tracking: TrackingSwitch()))
      declaration.sections[index].rows = runSection(at: sections.count - 1) ?? []
    }
    sectionsState = unique ? .declared : .wholeTable
    return declaration
  }

  /// Runs the closure of the observed section at `index` of ``sections``, watching what it
  /// reads.
  ///
  /// - Returns: Its rows, or `nil` once its owner is gone.
  private func runSection(at index: Int) -> [Row<RowID>]? {
    sections[index].generation += 1
    sections[index].tracking = TrackingSwitch(
      change: .section(
        generation: generation, index: index, sectionGeneration: sections[index].generation))
    let section = sections[index]
    let rows = ObservedSectionRecording.notRecording {
      withObservationTracking(
        { () -> [Row<RowID>]? in
          section.tracking.watch()
          return section.rows()
        },
        onChange: onChange(
          .section(generation: generation, index: index, sectionGeneration: section.generation)))
    }
    changes.didInstall()
    return rows
  }

  func didDeclare(shown: Bool, layoutVersion: Int) {
    guard sectionsState == .declared else { return }
    sectionsState = shown ? .shown(layoutVersion: layoutVersion) : .wholeTable
  }

  /// What a tracking calls, in `willSet`, on the thread that changes the model: notes the
  /// change, and schedules ``flush()`` on the main actor for the first one since the last.
  private func onChange(_ change: ObservedChanges.Change) -> @Sendable () -> Void {
    let changes = changes
    // Weak all the way: a tracking's registrars keep its `onChange` until it fires, and the
    // observer keeps the switch whose registrar is one of them. (A capture list naming a weak
    // variable without `weak`, `[observer]`, would copy it into a strong reference and close
    // that cycle.) The observer is held as the non-generic protocol, so that the closures
    // capture no generic metatype.
    weak let observer: (any DeclarationObserving)? = self
    return { [weak observer] in
      guard changes.note(change) else { return }
      Task { @MainActor [weak observer] in observer?.flush() }
    }
  }

  /// Declares again what the changes noted since the last update call for: the whole table if
  /// its closure's reads changed, otherwise the sections whose reads changed, in one update.
  func flush() {
    let noted = changes.take()
    guard isObserving, let table else { return }
    var changed: [Int] = []
    for change in noted {
      switch change {
      case .table(let run):
        if run == generation {
          redeclareTable(table)
          return
        }
      case .section(let run, let index, let sectionRun):
        if run == generation, sections[index].generation == sectionRun, !changed.contains(index) {
          changed.append(index)
        }
      }
    }
    guard !changed.isEmpty else { return }
    guard case .shown(let version) = sectionsState, version == table.engine.layoutVersion,
      table.engine.duplicatePolicy == .reject
    else {
      redeclareTable(table)
      return
    }
    changed.sort()
    var rows: [(id: SectionID, rows: [Row<RowID>])] = []
    for index in changed {
      sections[index].tracking.retire(in: changes)
      // A section whose owner is gone declares nothing more.
      if let declared = runSection(at: index) { rows.append((sections[index].id, declared)) }
    }
    guard !rows.isEmpty else { return }
    do {
      guard try table.engine.updateRows(of: rows, animated: animates) != nil else {
        redeclareTable(table)
        return
      }
      let now = table.engine.layoutVersion
      // Applied, and nothing else since (an update asked for from `didApplyUpdate`).
      sectionsState = now == version + 1 ? .shown(layoutVersion: now) : .wholeTable
    } catch {
      sectionsState = .wholeTable
      table.engine.report(error)
    }
  }

  /// Declares the whole table again, as ``DeclaredTable/redeclare(animated:)`` does.
  private func redeclareTable(_ table: DeclaredTable<SectionID, RowID>) {
    table.redeclare(animated: animates)
  }

  /// Retires the trackings of the last run of every closure.
  private func retireAll() {
    tableTracking.retire(in: changes)
    for section in sections { section.tracking.retire(in: changes) }
  }

  func stop() {
    isObserving = false
    generation += 1
    retireAll()
    sections = []
    sectionsState = .wholeTable
  }
}

/// The changes an observer's trackings noted since its last update, and the trackings live,
/// shared with the trackings' `onChange`, which runs on the thread that changes the model.
///
/// `@unchecked Sendable`: every stored property is read and written only while `mutex` is
/// held; `mutex` is allocated and initialized in `init` and destroyed in `deinit`.
final class ObservedChanges: @unchecked Sendable {
  /// What a tracking saw change.
  enum Change: Equatable {
    /// The reads of run `generation` of the table's closure.
    case table(generation: Int)
    /// The reads of run `sectionGeneration` of the closure of section `index` of the table
    /// closure's run `generation`.
    case section(generation: Int, index: Int, sectionGeneration: Int)
  }

  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private var noted: [Change] = []
  /// Whether a flush is scheduled: set by the first change noted, cleared by ``take()``.
  private var scheduled = false
  /// The change of the tracking being retired, whose `onChange` notes nothing.
  ///
  /// Only that one, so that a change made on another thread meanwhile, seen by another
  /// tracking, is noted.
  private var retiringChange: Change?
  private var live = 0

  init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    let status = pthread_mutex_init(mutex, nil)
    precondition(status == 0, "TableHandlers: cannot create an observer's lock (\(status))")
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  private func withLock<Result>(_ body: () -> Result) -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return body()
  }

  /// How many trackings are live.
  var liveTrackings: Int { withLock { live } }

  /// A tracking was installed.
  func didInstall() { withLock { live += 1 } }

  /// A tracking fired: notes its change, unless it was retired.
  ///
  /// - Returns: Whether a flush is to be scheduled (the first change since the last).
  func note(_ change: Change) -> Bool {
    withLock {
      live -= 1
      guard change != retiringChange else { return false }
      noted.append(change)
      guard !scheduled else { return false }
      scheduled = true
      return true
    }
  }

  /// Takes the changes noted; the next one schedules a flush again.
  func take() -> [Change] {
    withLock {
      defer {
        noted = []
        scheduled = false
      }
      return noted
    }
  }

  /// Runs `body`, which fires the tracking of `change` to retire it: its `onChange` notes
  /// nothing.
  ///
  /// A change made on another thread that fires the same tracking meanwhile is not noted
  /// either; the closure that tracking watched runs again at once, on the main actor, and reads
  /// the model as it is then.
  func retiring(_ change: Change, _ body: () -> Void) {
    withLock { retiringChange = change }
    body()
    withLock { retiringChange = nil }
  }
}

/// An observable value that every tracked run reads, so that its tracking can be fired, and so
/// removed from every object it watches, before the closure runs again: Observation has no
/// other way to end a tracking that has not fired.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
final class TrackingSwitch: Observable {
  /// The change the tracking that reads it notes; `nil` for a switch no tracking reads yet.
  let change: ObservedChanges.Change?
  private let registrar = ObservationRegistrar()
  private var firings = 0

  init(change: ObservedChanges.Change? = nil) {
    self.change = change
  }

  /// Read by the tracked run.
  func watch() {
    registrar.access(self, keyPath: \.firings)
  }

  /// Fires the tracking that read it, if it is still live; its change is not noted.
  func retire(in changes: ObservedChanges) {
    guard let change else { return }
    changes.retiring(change) {
      registrar.withMutation(of: self, keyPath: \.firings) { firings += 1 }
    }
  }
}
