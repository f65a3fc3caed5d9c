import TableHandlersCore
import TableHandlersTesting

/// A contacts screen declared from its model (see ContactsScreen.swift): the alphabet as its
/// section index, and an empty state once every contact is gone.
@MainActor
struct ContactsScenario {
  let log: DemoLog

  /// The declared screen, its table loaded: where `run()` and the interactive mode start.
  func makeScreen() -> ContactsScreen { ContactsScreen(log: log) }

  /// The walk that `table-demo contacts` prints.
  func run() {
    log.title("Contacts: a declared section index, and an empty state")
    let screen = makeScreen()
    let table = screen.table!
    log.step("A section per initial; the index is the whole alphabet")
    log.show(table)
    log.note("index: \((table.sectionIndexTitles ?? []).joined(separator: " "))")

    log.step("Jump to M, then to Q, which has no contact: the nearest letter that has one")
    for title in ["M", "Q"] {
      if let section = table.jump(toIndexTitle: title) {
        log.note(
          "\(title) jumps to section \(section), \(table.headerTitle(inSection: section) ?? "")")
      }
    }

    log.step("Delete every contact: the empty state shows, and the index goes")
    while table.numberOfSections > 0 {
      table.swipeToDelete(TablePosition(section: 0, row: 0))
    }
    log.show(table)
    log.note("index: \(table.sectionIndexTitles.map { $0.joined(separator: " ") } ?? "none")")

    log.step("Tap the empty state's button: the contacts come back, and so does the index")
    table.tapEmptyStateButton()
    log.show(table)
  }
}
