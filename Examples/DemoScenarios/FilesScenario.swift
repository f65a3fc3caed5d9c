import TableHandlersCore
import TableHandlersTesting

/// A file browser declared from its model (see FilesScreen.swift): folders are outline rows.
@MainActor
struct FilesScenario {
  let log: DemoLog

  /// The declared screen, its table loaded: where `run()` and the interactive mode start.
  func makeScreen() -> FilesScreen { FilesScreen(log: log) }

  /// The walk that `table-demo files` prints.
  func run() {
    log.title("Files: outline rows, expanded by identifier")
    let screen = makeScreen()
    let table = screen.table!
    func row(_ text: String) -> TablePosition {
      // Every title the walk names is shown when it is named.
      table.position(ofRowTitled: text)!
    }
    log.step("Folders are rows with children; Documents starts expanded")
    log.show(table)

    log.step("Tap Taxes: a folder expands, its files one level deeper")
    table.tap(row("Taxes"))
    log.show(table)

    log.step("Select 2026.pdf, then collapse Documents: the selection moves to the folder")
    table.tap(row("2026.pdf"))
    table.tapDisclosure(row("Documents"))
    log.show(table)

    log.step("A file arrives in Documents; expand it again: Taxes kept its state")
    screen.add("Letter.pdf", to: "Documents")
    table.tap(row("Documents"))
    log.show(table)
    log.note("expanded: \(screen.declared.expandedRows.sorted().joined(separator: ", "))")
  }
}
