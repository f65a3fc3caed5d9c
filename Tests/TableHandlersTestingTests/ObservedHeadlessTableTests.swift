import Observation
import TableHandlersCore
import TableHandlersDeclarative
import TableHandlersTesting
import Testing

/// A mail folder as an app's `@Observable` model.
@Observable
@MainActor
final class ObservedFolder {
  var messages: [String]
  var muted = false
  var lastOpened: String?

  init(messages: [String]) { self.messages = messages }
}

/// A screen written with an observing declared table: its handlers change the model and never
/// call `redeclare()`.
@MainActor
final class ObservedFolderScreen {
  let folder: ObservedFolder
  var updates: [DeclarationDiff] = []
  lazy var table: DeclaredTable<String, String> = DeclaredTable(observing: self) { screen in
    Section("inbox", header: "Inbox") {
      for message in screen.folder.messages {
        Row(message, text: message)
          .onSelect(owner: screen) { screen, _ in screen.folder.lastOpened = message }
          .onDelete(owner: screen) { screen, _ in screen.folder.messages.removeAll { $0 == message }
          }
          .onMove(owner: screen) { screen, call in
            let moved = screen.folder.messages.remove(at: call.position.row)
            screen.folder.messages.insert(moved, at: call.arguments.row)
          }
      }
    }
    Section("settings") {
      Row("mute", text: "Mute")
        .toggle(isOn: screen.folder.muted, owner: screen) { screen, isOn in
          screen.folder.muted = isOn
        }
    }
  }

  init(_ folder: ObservedFolder) {
    self.folder = folder
    table.didApplyUpdate = { [unowned self] in self.updates.append($0) }
  }
}

/// The end of the main actor's turn: the scheduled re-declaration runs first.
func endOfTurn() async { await Task.yield() }

/// An observing declared table on the headless table: what the user does through the handlers
/// changes the model, and the table follows once the turn ends, one update a turn.
@MainActor
@Suite struct ObservedHeadlessTableTests {
  let first = TablePosition(section: 0, row: 0)

  @Test func handlersThatOnlyChangeTheModelUpdateTheTableOnceTheTurnEnds() async throws {
    let screen = ObservedFolderScreen(ObservedFolder(messages: ["Hello", "Lunch?", "Invoice"]))
    let table = HeadlessTable(declared: screen.table)

    #expect(table.swipeToDelete(first))
    #expect(table.render() == "Inbox\n  Hello\n  Lunch?\n  Invoice\n\n  Mute [off]")
    await endOfTurn()
    #expect(table.render() == "Inbox\n  Lunch?\n  Invoice\n\n  Mute [off]")
    #expect(screen.updates.map(\.description) == ["delete row 0.0"])

    #expect(table.toggle(TablePosition(section: 1, row: 0)))
    await endOfTurn()
    #expect(table.render() == "Inbox\n  Lunch?\n  Invoice\n\n  Mute [on]")
    #expect(screen.updates.count == 2)

    // Read by no declaration: nothing to declare.
    #expect(table.tap(first) == first)
    await endOfTurn()
    #expect(screen.folder.lastOpened == "Lunch?")
    #expect(screen.updates.count == 2)
  }

  @Test func aDropThatChangesTheModelAgreesWithTheTable() async throws {
    let screen = ObservedFolderScreen(ObservedFolder(messages: ["a", "b", "c"]))
    let table = HeadlessTable(declared: screen.table)
    table.setEditing(true)
    let destination = TablePosition(section: 0, row: 2)
    #expect(try table.drag(first, over: [destination]) == destination)
    #expect(screen.folder.messages == ["b", "c", "a"])
    await endOfTurn()
    #expect(screen.table.sections.first?.rows.map(\.id) == ["b", "c", "a"])
    #expect(table.numberOfRows(inSection: 0) == 3)
    // The table recorded the drop; declared again from the model, it changes nothing more.
    #expect(screen.updates.isEmpty)
  }

  @Test func changesFromOneTurnMakeOneUpdate() async {
    let screen = ObservedFolderScreen(ObservedFolder(messages: ["a"]))
    let table = HeadlessTable(declared: screen.table)
    screen.folder.messages.append("b")
    screen.folder.messages.insert("z", at: 0)
    screen.folder.muted = true
    await endOfTurn()
    #expect(screen.updates.count == 1)
    #expect(table.render() == "Inbox\n  z\n  a\n  b\n\n  Mute [on]")
  }
}
