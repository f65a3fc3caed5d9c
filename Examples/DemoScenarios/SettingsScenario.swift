import TableHandlersCore
import TableHandlersTesting

/// A settings screen declared from its model (see SettingsScreen.swift): each control shows the
/// model's value, and a handler that refuses a change leaves it as it was.
@MainActor
struct SettingsScenario {
  let log: DemoLog

  /// The declared screen, its table loaded: where `run()` and the interactive mode start.
  ///
  /// - Returns: The screen, which holds its declared table and its headless table.
  func makeScreen() -> SettingsScreen {
    // The declaration has no duplicate identifier, no stray row and no reserved event, the only
    // things `DeclaredTable` rejects: this cannot throw.
    SettingsScreen(log: log)
  }

  /// The walk that `table-demo settings` prints.
  func run() {
    log.title("Settings: switches, values and a choice, declared from the model")
    let screen = makeScreen()
    let table = screen.table!
    func row(_ text: String) -> TablePosition {
      // Every title the walk names is declared above.
      table.position(ofRowTitled: text)!
    }
    log.step("Switches, a stepper, a slider, a value cell, a choice, a disabled row, a button")
    log.show(table)

    log.step("Switch Airplane Mode on: the handler changes the model, the table shows it")
    table.toggle(row("Airplane Mode"))
    log.show(table)

    log.step("Switch Passcode Lock on: the handler refuses, the switch springs back")
    table.toggle(row("Passcode Lock"))
    log.show(table)

    log.step("Step Text Size up twice, set Brightness to 0.8")
    table.setControl(.stepper(screen.textSize + 1), at: row("Text Size"))
    table.setControl(.stepper(screen.textSize + 1), at: row("Text Size"))
    table.setControl(.slider(0.8), at: row("Brightness"))
    log.show(table)

    log.step("Choose Sender: the checkmark follows the model")
    table.tap(row("Sender"))
    log.show(table)

    log.step("Tap Family Sharing, and flip its switch: a disabled row does not respond")
    if table.tap(row("Family Sharing")) == nil { log.note("not selected: no handler fired") }
    if !table.toggle(row("Family Sharing")) { log.note("the switch stays: no handler fired") }

    log.step("Tap Sign Out, a destructive button row")
    table.tap(row("Sign Out"))
  }
}
