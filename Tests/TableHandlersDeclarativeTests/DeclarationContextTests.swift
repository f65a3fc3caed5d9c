import TableHandlersCore
import TableHandlersDeclarative
import Testing

// Declarations compile wherever an app writes them, in Swift 6 mode: in a free (nonisolated)
// function, in a main-actor class and in a plain struct; their handlers run on the main actor
// and may call the app's main-actor code. This file failing to compile is the test failing.

/// The app's model, isolated to the main actor as view models usually are.
@MainActor
final class Inbox {
  var messages: [String] = ["Hello", "Lunch?"]
  var opened: [String] = []

  func open(_ message: String) { opened.append(message) }
  func delete(_ message: String) { messages.removeAll { $0 == message } }
}

/// A free function, nonisolated, whose handlers call main-actor methods of `inbox`.
func inboxScreen(_ messages: [String], inbox: Inbox) -> TableDeclaration<Int, String> {
  TableDeclaration {
    Section(0, header: "Inbox") {
      for message in messages {
        Row(message, text: message)
          .onSelect { _ in inbox.open(message) }
          .onDelete { _ in inbox.delete(message) }
      }
    }
  }
}

/// A main-actor view controller-like class that declares its table in a method.
@MainActor
final class InboxScreen {
  let inbox = Inbox()
  private(set) var table: DeclaredTable<Int, String>?

  func load() throws {
    table = try DeclaredTable(declaration: declaration())
  }

  func declaration() -> TableDeclaration<Int, String> {
    TableDeclaration {
      Section(0) {
        for message in inbox.messages {
          Row(message, text: message).onSelect { [unowned self] _ in inbox.open(message) }
        }
      }
    }
  }

  func refresh() {
    // No `try`: a rejected declaration (a bug in the app) keeps the previous table and is
    // reported to the table's `rejectedUpdateHandler`.
    table?.update(to: declaration())
  }
}

/// A plain struct (a view model's builder), not isolated.
struct InboxDeclaration {
  var messages: [String]
  var inbox: Inbox

  func make() -> TableDeclaration<Int, String> {
    TableDeclaration {
      Section(0) {
        for message in messages {
          Row(message, text: message)
            .onSelect { _ in inbox.open(message) }
            .height(52)
        }
      }
    }
  }
}

@MainActor
@Suite("Declarations compile in any function")
struct DeclarationContextTests {
  @Test func aFreeFunctionsDeclarationRunsItsMainActorHandlers() throws {
    let inbox = Inbox()
    let table = try DeclaredTable(declaration: inboxScreen(inbox.messages, inbox: inbox))
    let host = TestTable()
    table.handlers.answer(.didSelectRow, at: pos(0, 1), on: host)
    table.handlers.answer(.commitEditing, at: pos(0, 0), .delete, on: host)
    #expect(inbox.opened == ["Lunch?"])
    #expect(inbox.messages == ["Lunch?"])
  }

  @Test func aMainActorClassDeclaresAndRefreshes() throws {
    let screen = InboxScreen()
    try screen.load()
    screen.inbox.messages.append("Later")
    screen.refresh()
    #expect(screen.table?.sections.first?.rows.count == 3)
    screen.table?.handlers.answer(.didSelectRow, at: pos(0, 2), on: TestTable())
    #expect(screen.inbox.opened == ["Later"])
  }

  @Test func aPlainStructDeclares() throws {
    let inbox = Inbox()
    let table = try DeclaredTable(
      declaration: InboxDeclaration(messages: ["One"], inbox: inbox).make())
    table.handlers.answer(.didSelectRow, at: pos(0, 0), on: TestTable())
    #expect(inbox.opened == ["One"])
    #expect(table.handlers.answer(.heightForRow, at: pos(0, 0), on: TestTable()) == 52)
  }
}

@MainActor
@Suite("A diff reads in words")
struct DiffDescriptionTests {
  @Test func aDiffSaysWhatItDoesThenWhatToReconfigure() throws {
    let table = try DeclaredTable<Int, String> {
      Section(0) {
        Row("a", text: "A")
        Row("b", text: "B")
      }
    }
    func edited() -> TableDeclaration<Int, String> {
      TableDeclaration {
        Section(0) {
          Row("b", text: "B, edited")
          Row("a", text: "A")
        }
        Section(1, header: "New") { Row("c", text: "C") }
      }
    }
    let diff = try table.checkedUpdate(to: edited())
    #expect(diff.description == "insert section 1; move row 0.1 to 0.0; then reconfigure row 0.0")
    #expect(try table.checkedUpdate(to: edited()).description == "no changes")
  }

  @Test func aRejectedUpdateIsReportedAndChangesNothing() throws {
    let table = try DeclaredTable<Int, String> {
      Section(0) { Row("a", text: "A") }
    }
    var rejections: [String] = []
    table.rejectedUpdateHandler = { rejections.append("\($0)") }
    let diff = table.update {
      Section(0) {
        Row("b", text: "B")
        Row("b", text: "B again")
      }
    }
    #expect(diff.isEmpty)
    #expect(rejections == ["duplicate row identifier b in section 0"])
    #expect(table.sections.first?.rows.map(\.id) == ["a"])
    #expect(throws: DeclarationError.self) {
      try table.checkedUpdate {
        Section(0) {
          Row("b", text: "B")
          Row("b", text: "B again")
        }
      }
    }
  }
}

@MainActor
@Suite("A declaration notices every field of a row's content")
struct ContentFieldDiffTests {
  @Test(arguments: [
    RowContent(text: "Wi-Fi", image: .system("wifi")),
    RowContent(text: "Wi-Fi", style: .valueCell),
    RowContent(text: "Wi-Fi", trailingText: "On"),
    RowContent(text: "Wi-Fi", control: .toggle(isOn: true)),
    RowContent(text: "Wi-Fi", role: .button),
    RowContent(text: "Wi-Fi", textColor: .red),
    RowContent(text: "Wi-Fi", isEnabled: false),
    RowContent(text: "Wi-Fi", selectionStyle: .none),
    RowContent(text: "Wi-Fi", accessibilityIdentifier: "wifi"),
    RowContent(text: "Wi-Fi", accessibilityLabel: "Wireless"),
  ])
  func aChangedFieldShowsTheRowAgain(changed: RowContent) throws {
    let table = try DeclaredTable<Int, String> {
      Section(0) { Row("wifi", content: RowContent(text: "Wi-Fi")) }
    }
    let diff = try table.checkedUpdate {
      Section(0) { Row("wifi", content: changed) }
    }
    #expect(diff.update.isEmpty)
    // Another style needs another kind of cell: reloaded; anything else keeps its cell.
    let shown = changed.style == .default ? diff.reconfiguredRows : diff.reloadedRows
    #expect(shown == [TablePosition(section: 0, row: 0)])
    #expect(diff.reconfiguredRows.count + diff.reloadedRows.count == 1)
  }
}
