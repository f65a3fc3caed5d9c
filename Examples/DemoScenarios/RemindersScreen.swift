import Observation
import TableHandlersCore
import TableHandlersDeclarative
import TableHandlersTesting

/// A list of reminders as an app's `@Observable` model: what the reminders screen declares its
/// table from, and all its handlers change.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@Observable
@MainActor
final class RemindersModel {
  /// One reminder: its identifier, its title, and whether it is done.
  struct Reminder: Equatable {
    var id: String
    var title: String
    var isDone = false
  }

  /// The reminders, in order; the to-do ones and the completed ones are shown apart.
  var reminders = [
    Reminder(id: "milk", title: "Buy milk"), Reminder(id: "rent", title: "Pay rent"),
    Reminder(id: "plants", title: "Water the plants"),
    Reminder(id: "passport", title: "Renew passport", isDone: true),
  ]

  /// Whether the completed reminders are shown.
  var showsCompleted = true

  /// The reminder opened last: kept by the model, shown by no row, so changing it declares
  /// nothing.
  var lastOpened: String?

  /// How many reminders were added, for their identifiers; read by no declaration.
  @ObservationIgnored private(set) var added = 0

  /// Adds a reminder to do, at the end.
  ///
  /// - Parameter title: Its title.
  /// - Returns: Its identifier.
  @discardableResult
  func add(_ title: String) -> String {
    added += 1
    let id = "added-\(added)"
    reminders.append(Reminder(id: id, title: title))
    return id
  }

  /// The reminder with this identifier, if there is one.
  func reminder(_ id: String) -> Reminder? {
    reminders.first { $0.id == id }
  }

  /// Renames a reminder; an unknown identifier changes nothing.
  func rename(_ id: String, to title: String) {
    guard let index = reminders.firstIndex(where: { $0.id == id }) else { return }
    reminders[index].title = title
  }

  /// Marks a reminder done or to do; an unknown identifier changes nothing.
  func setDone(_ id: String, _ isDone: Bool) {
    guard let index = reminders.firstIndex(where: { $0.id == id }) else { return }
    reminders[index].isDone = isDone
  }

  /// Removes a reminder; an unknown identifier changes nothing.
  func remove(_ id: String) {
    reminders.removeAll { $0.id == id }
  }
}

/// A screen whose interactive session follows an observable model: its table changes once the
/// main actor has run the re-declaration a change of the model scheduled.
@MainActor
protocol ModelFollowingScreen: AnyObject {
  /// The identifier of the row at a position of the table, if there is one.
  func rowID(at position: TablePosition) -> String?

  /// Where a row is now, if the table shows it.
  func position(ofRow id: String) -> TablePosition?

  /// Returns once the re-declaration a change of the model scheduled has run.
  func settle() async
}

/// A reminders screen whose table follows its `@Observable` model.
///
/// Declared with `DeclaredTable(observing:declaring:)`, the table is declared again, on the main
/// actor, after a change to anything its closure read. No handler and no method here calls `update(to:)` or
/// `redeclare()`: they change the model, and the table follows, once for all the changes of a
/// turn of the main actor.
///
/// The reminders to do and the completed ones are two sections, each row with a switch that
/// marks it done (and moves it to the other section); a switch in a third section hides the
/// completed ones. Tapping a reminder sets the model's `lastOpened`, which no row shows: the
/// closure did not read it, so nothing is declared.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor
final class RemindersScreen: ModelFollowingScreen {
  /// The model the table follows.
  let model = RemindersModel()

  let log: DemoLog

  /// How many times the declaring closure ran: once when the table was made, then once for
  /// each turn in which the model changed something it read.
  private(set) var declarations = 0

  /// How many updates the table applied, each printed as a `→ update:` line.
  private(set) var updates = 0

  /// The table, declared from ``model`` and declared again when it changes.
  private(set) lazy var declared: DeclaredTable<String, String> = DeclaredTable(observing: self) {
    screen in screen.declaration()
  }

  /// The headless table showing ``declared``.
  private(set) var table: HeadlessTable!

  /// Declares the screen and loads its headless table.
  ///
  /// - Parameter log: Where the handlers and the updates write.
  init(log: DemoLog) {
    self.log = log
    table = HeadlessTable(declared: declared)
    declared.didApplyUpdate = { [unowned self] diff in
      updates += 1
      log.fired("update: \(diff)")
    }
    declared.rejectedUpdateHandler = { [log] error in log.note("error: \(error)") }
  }

  /// The screen as a declaration of the model; what it reads is what the table watches.
  func declaration() -> TableDeclaration<String, String> {
    declarations += 1
    let reminders = model.reminders
    return TableDeclaration {
      Section("todo", header: "To Do") {
        for reminder in reminders where !reminder.isDone { row(for: reminder) }
      }
      .omittedWhenEmpty()
      // Read only while the completed reminders show: hidden, they are not watched.
      if model.showsCompleted {
        Section("done", header: "Completed") {
          for reminder in reminders where reminder.isDone { row(for: reminder) }
        }
        .omittedWhenEmpty()
      }
      Section("options") {
        // A setting, not a reminder: no delete control in editing mode.
        Row("show-completed", text: "Show Completed").canEdit(false)
          .toggle(isOn: model.showsCompleted, owner: self) { screen, isOn in
            screen.log.fired("toggle Show Completed: \(isOn ? "on" : "off")")
            screen.model.showsCompleted = isOn
          }
      }
    }
  }

  /// A reminder's row: its switch marks it done, a tap opens it, a swipe deletes it; every
  /// handler only changes the model.
  private func row(for reminder: RemindersModel.Reminder) -> Row<String> {
    let id = reminder.id
    let title = reminder.title
    return Row(id, text: title)
      .toggle(isOn: reminder.isDone, owner: self) { screen, isDone in
        screen.log.fired("toggle \(title): \(isDone ? "done" : "to do")")
        screen.model.setDone(id, isDone)
      }
      .onSelect(owner: self) { screen, call in
        screen.log.fired("didSelectRow \(call.position): open \(title)")
        call.table.deselectRow(at: call.position, animated: true)
        screen.model.lastOpened = id
      }
      .onDelete(owner: self) { screen, _ in
        screen.log.fired("commitEditing: delete \(title)")
        screen.model.remove(id)
      }
  }

  func rowID(at position: TablePosition) -> String? {
    declared.rowID(at: position)
  }

  func position(ofRow id: String) -> TablePosition? {
    declared.position(ofRow: id)
  }

  /// Returns once the table's pending re-declaration, if a change of the model scheduled one,
  /// has run.
  ///
  /// The observing table schedules its re-declaration on the main actor as the model changes
  /// (`Task { @MainActor in … }`), so the job is already queued on the main actor when this
  /// yields: the caller, on the main actor too, resumes after it, as `Docs/ObservedTables.md`
  /// describes. No sleep, no polling.
  func settle() async {
    await Task.yield()
  }
}
