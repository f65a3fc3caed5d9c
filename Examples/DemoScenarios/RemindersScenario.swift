import TableHandlersCore
import TableHandlersTesting

/// A reminders screen whose table follows an `@Observable` model (see RemindersScreen.swift):
/// the walk changes the model, never the table, and lets the main actor run between steps.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor
struct RemindersScenario {
  let log: DemoLog

  /// The screen, its table loaded: where `run()` and the interactive mode start.
  func makeScreen() -> RemindersScreen { RemindersScreen(log: log) }

  /// The walk that `table-demo reminders` prints.
  func run() async {
    log.title("Reminders: the table follows an @Observable model, with no update call")
    let screen = makeScreen()
    let table = screen.table!
    let model = screen.model
    func row(_ text: String) -> TablePosition {
      // Every title the walk names is shown when it is named.
      table.position(ofRowTitled: text)!
    }
    func declared() {
      log.note(
        "the closure has run \(times(screen.declarations)), the table applied "
          + "\(screen.updates == 1 ? "1 update" : "\(screen.updates) updates")")
    }
    log.step("Declared with DeclaredTable(observing:): the closure's reads are watched")
    log.show(table)
    declared()

    log.step("Add, rename and complete, in one turn: the table waits for the turn's end")
    model.add("Call the bank")
    model.rename("milk", to: "Buy oat milk")
    model.setDone("rent", true)
    log.note(
      "three changes made; the table still shows "
        + "\(table.numberOfRows(inSection: 0)) reminders to do")
    await screen.settle()
    log.note("the turn ended: one re-declaration, one update for the three")
    log.show(table)
    declared()

    log.step("Tap Water the plants: its handler sets lastOpened, which no row reads")
    table.tap(row("Water the plants"))
    await screen.settle()
    log.note("lastOpened = \(model.lastOpened ?? "nil"): nothing declared, no update")
    declared()

    log.step("Flip Call the bank's switch: the handler changes the model, the table follows")
    table.toggle(row("Call the bank"))
    await screen.settle()
    log.show(table)

    log.step("Hide the completed reminders: their section goes")
    table.toggle(row("Show Completed"))
    await screen.settle()
    log.show(table)
    declared()
  }

  private func times(_ count: Int) -> String {
    count == 1 ? "once" : count == 2 ? "twice" : "\(count) times"
  }
}
