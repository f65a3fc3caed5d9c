import Observation
import TableHandlersCore
import TableHandlersDeclarative
import TableHandlersTesting
import Testing

/// A two-folder mail model, `@Observable`.
@Observable
@MainActor
final class ObservedTwoFolders {
  var inbox: [String]
  var sent: [String]

  init(inbox: [String], sent: [String]) {
    self.inbox = inbox
    self.sent = sent
  }
}

/// A screen whose observed table declares each folder in a section closure of its own; its
/// handlers only change the model.
@MainActor
final class ObservedTwoFolderScreen {
  let folders: ObservedTwoFolders
  var updates: [DeclarationDiff] = []
  var opened: [String] = []
  var sectionRuns = 0

  lazy var table: DeclaredTable<String, String> = DeclaredTable(observing: self) { screen in
    Section.observed("inbox", header: "Inbox", owner: screen) { screen in
      screen.rows(screen.folders.inbox) { screen, message in
        screen.folders.inbox.removeAll { $0 == message }
      }
    }
    Section.observed("sent", header: "Sent", owner: screen) { screen in
      screen.rows(screen.folders.sent) { screen, message in
        screen.folders.sent.removeAll { $0 == message }
      }
    }
  }

  init(_ folders: ObservedTwoFolders) {
    self.folders = folders
    table.didApplyUpdate = { [unowned self] in self.updates.append($0) }
  }

  func rows(
    _ messages: [String], delete: @escaping @MainActor (ObservedTwoFolderScreen, String) -> Void
  ) -> [Row<String>] {
    sectionRuns += 1
    return messages.map { message in
      Row(message, text: message)
        .onSelect(owner: self) { screen, _ in screen.opened.append(message) }
        .onDelete(owner: self) { screen, _ in delete(screen, message) }
    }
  }
}

/// Observed sections on the headless table: a swipe in one folder re-declares that folder
/// alone, the other's rows keep answering, and two folders changed in one turn are one update.
@MainActor
@Suite struct ObservedSectionHeadlessTests {
  @Test func aSwipeInOneFolderDeclaresItAlone() async {
    let screen = ObservedTwoFolderScreen(ObservedTwoFolders(inbox: ["a", "b"], sent: ["s"]))
    let table = HeadlessTable(declared: screen.table)
    let runs = screen.sectionRuns
    #expect(table.swipeToDelete(TablePosition(section: 0, row: 0)))
    await endOfTurn()
    #expect(table.render() == "Inbox\n  b\n\nSent\n  s")
    #expect(screen.sectionRuns == runs + 1)
    #expect(screen.updates.map(\.description) == ["delete row 0.0"])
    let sent = TablePosition(section: 1, row: 0)
    #expect(table.tap(sent) == sent)
    #expect(screen.opened == ["s"])
  }

  @Test func twoFoldersChangedInOneTurnAreOneUpdate() async {
    let screen = ObservedTwoFolderScreen(ObservedTwoFolders(inbox: ["a"], sent: ["s"]))
    let table = HeadlessTable(declared: screen.table)
    screen.folders.inbox.insert("z", at: 0)
    screen.folders.sent.append("t")
    screen.folders.sent.removeFirst()
    await endOfTurn()
    #expect(screen.updates.count == 1)
    #expect(screen.updates.first?.description == "delete row 1.0; insert rows 0.0, 1.0")
    #expect(table.render() == "Inbox\n  z\n  a\n\nSent\n  t")
  }
}
