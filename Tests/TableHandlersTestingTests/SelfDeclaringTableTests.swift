import TableHandlersCore
import TableHandlersDeclarative
import TableHandlersTesting
import Testing

/// A screen written the way the docs recommend: a declared table that declares itself from
/// its owner, rows whose handlers take the owner, and `redeclare()` after each model change.
@MainActor
final class SelfDeclaringScreen {
  var messages: [String]
  var opened: [String] = []
  var muted = false
  lazy var table: DeclaredTable<String, String> = DeclaredTable(owner: self) { screen in
    Section("inbox", header: "Inbox") {
      for message in screen.messages {
        Row(message, text: message)
          .onSelect(owner: screen) { screen, _ in screen.opened.append(message) }
          .onDelete(owner: screen) { screen, _ in screen.delete(message) }
      }
    }
    Section("settings") {
      Row("mute", text: "Mute")
        .toggle(isOn: screen.muted, owner: screen) { screen, isOn in
          screen.muted = isOn
          screen.table.redeclare()
        }
    }
  }

  init(messages: [String]) {
    self.messages = messages
  }

  func delete(_ message: String) {
    messages.removeAll { $0 == message }
    table.redeclare()
  }
}

@MainActor
@Suite("A declared table that declares itself, with owners")
struct SelfDeclaringTableTests {
  let first = TablePosition(section: 0, row: 0)

  @Test func handlersReceiveTheOwnerAndRedeclareFollowsTheModel() {
    let screen = SelfDeclaringScreen(messages: ["Hello", "Lunch?"])
    let table = HeadlessTable(declared: screen.table)
    #expect(table.tap(first) == first)
    #expect(screen.opened == ["Hello"])
    #expect(table.swipeToDelete(first))
    #expect(screen.messages == ["Lunch?"])
    #expect(table.render() == "Inbox\n  Lunch?\n\n  Mute [off]")
    #expect(table.toggle(TablePosition(section: 1, row: 0)))
    #expect(screen.muted)
    #expect(table.render() == "Inbox\n  Lunch?\n\n  Mute [on]")
    screen.messages.append("Invoice")
    let diff = screen.table.redeclare()
    #expect(diff.description == "insert row 0.1")
    #expect(table.numberOfRows(inSection: 0) == 2)
  }

  @Test func theTableDoesNotKeepItsOwnerAlive() {
    weak var gone: SelfDeclaringScreen?
    do {
      let screen = SelfDeclaringScreen(messages: ["Hello"])
      _ = screen.table
      gone = screen
    }
    #expect(gone == nil)
  }

  /// Once the owner is gone every `owner:` handler answers its default and reports it, and so
  /// does `redeclare()`: one failure mode, never a trap, never a silently inert row.
  @Test func aGoneOwnerIsReportedByEveryHandlerAndByRedeclare() throws {
    var declared: DeclaredTable<String, String>?
    var reports: [TableMisuse] = []
    do {
      let screen = SelfDeclaringScreen(messages: ["Hello"])
      declared = screen.table
    }
    let table = try #require(declared)
    table.handlers.misuseHandler = { reports.append($0) }
    let headless = HeadlessTable(declared: table)
    _ = headless.tap(first)
    #expect(headless.toggle(TablePosition(section: 1, row: 0)))
    #expect(table.redeclare().isEmpty)
    #expect(
      reports == [
        .ownerGone(event: "didSelectRow", section: 0, row: 0),
        .ownerGone(event: "controlValueChanged", section: 1, row: 0),
        .ownerGone(event: "redeclare", section: nil, row: nil),
      ])
    #expect(
      reports.first?.description
        == "the owner of the didSelectRow handler at 0.0 is gone; it answered the default (the"
        + " handler outlived the object it was registered with: remove it, or declare the table"
        + " again, when the owner goes)")
    // The table still shows what it showed (the tapped row selected, as UIKit selects it).
    #expect(headless.render() == "Inbox\n▶ Hello\n\n  Mute [off]")
  }

  @Test func aRejectedFirstDeclarationGoesToTheHandlerAndLeavesTheTableEmpty() {
    var ids = ["a", "a"]
    var rejections: [any Error] = []
    let reject: (any Error) -> Void = { rejections.append($0) }
    let table = DeclaredTable<String, String>(rejectedUpdateHandler: reject) {
      Section("s") { for id in ids { Row(id, text: id) } }
    }
    #expect(rejections.count == 1)
    guard case .duplicateRowID("a", _, _)? = rejections.first as? DeclarationError else {
      Issue.record("not a duplicate row: \(rejections)")
      return
    }
    #expect(table.sections.isEmpty)
    ids = ["a", "b"]
    #expect(table.redeclare().description == "insert section 0")
    #expect(table.sections.map { $0.rows.map(\.id) } == [["a", "b"]])
    ids = ["b", "b"]
    #expect(table.redeclare().isEmpty)
    #expect(rejections.count == 2)
    #expect(table.sections.map { $0.rows.map(\.id) } == [["a", "b"]])
  }

  @Test func redeclaringATableMadeFromADeclarationValueTraps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let table = try? DeclaredTable<String, String>(declaration: TableDeclaration())
        _ = table?.redeclare()
      }
    }
  }
}
