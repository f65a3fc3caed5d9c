import TableHandlersCore
import TableHandlersDeclarative
import TableHandlersTesting
import Testing

/// An inbox screen as an app declares it: deleting a message updates the model and declares
/// the table again, with no table code.
@MainActor
final class InboxScreen {
  private(set) var messages: [String]
  private(set) var table: DeclaredTable<String, String>!

  init(messages: [String]) throws {
    self.messages = messages
    table = try DeclaredTable(declaration: declaration())
  }

  func declaration() -> TableDeclaration<String, String> {
    TableDeclaration {
      Section("inbox", header: "Inbox") {
        for message in messages {
          Row(message, text: message).onDelete { [unowned self] _ in self.delete(message) }
        }
      }
      .omittedWhenEmpty()
    }
  }

  func delete(_ message: String) {
    messages.removeAll { $0 == message }
    refresh()
  }

  func receive(_ message: String) {
    messages.insert(message, at: 0)
    refresh()
  }

  private func refresh() {
    table.update(to: declaration())
  }
}

@MainActor
@Suite("Headless declared tables, with no glue")
struct DeclaredHeadlessTests {
  @Test func swipeToDeleteRemovesTheRowThroughTheModel() throws {
    let screen = try InboxScreen(messages: ["Hello", "Lunch?", "Invoice"])
    let table = HeadlessTable(declared: screen.table)
    #expect(table.swipeToDelete(TablePosition(section: 0, row: 1)))
    #expect(screen.messages == ["Hello", "Invoice"])
    #expect(table.render() == "Inbox\n  Hello\n  Invoice")
  }

  @Test func updatesMadeOutsideAHandlerShowAndSelectionFollowsItsRow() throws {
    let screen = try InboxScreen(messages: ["Hello", "Lunch?"])
    let table = HeadlessTable(declared: screen.table)
    table.selectRow(at: TablePosition(section: 0, row: 1))
    screen.receive("New")
    #expect(table.numberOfRows(inSection: 0) == 3)
    #expect(table.selectedRows == [TablePosition(section: 0, row: 2)])
    screen.delete("Hello")
    screen.delete("New")
    screen.delete("Lunch?")
    #expect(table.numberOfSections == 0)
  }

  @Test func theAppsOwnObserverStillRunsAfterTheTableShowedTheDiff() throws {
    let screen = try InboxScreen(messages: ["Hello"])
    let table = HeadlessTable(declared: screen.table)
    var seen: [(diff: String, rows: Int)] = []
    // Weakly: the declared table keeps its observer, and the table keeps the registry.
    screen.table.didApplyUpdate = { [unowned table] diff in
      seen.append((diff.description, table.numberOfRows(inSection: 0)))
    }
    screen.receive("New")
    #expect(seen.map(\.diff) == ["insert row 0.0"])
    #expect(seen.map(\.rows) == [2])
  }

  /// A declared row's move handler that declares the model again: the update waits for the
  /// move inside the handler, and the drag applies it once the registry has moved the row.
  @Test func anUpdateFromAMoveHandlerIsShownWhenTheDragReturns() throws {
    var model = ["a", "b", "c"]
    var moved: Set<String> = []
    weak var weakDeclared: DeclaredTable<String, String>?
    var inside: [DeclaredUpdateWait?] = []
    func declaration() -> TableDeclaration<String, String> {
      TableDeclaration {
        Section("list") {
          for id in model {
            Row(id, text: moved.contains(id) ? id + "!" : id).onMove { call in
              model.insert(model.remove(at: call.row), at: call.arguments.row)
              moved.insert(id)
              inside.append(weakDeclared?.update(to: declaration()).waitingFor)
              inside.append(weakDeclared?.waitingFor)
            }
          }
        }
      }
    }
    let declared = try DeclaredTable(declaration: declaration())
    weakDeclared = declared
    var reported: [String] = []
    declared.didApplyUpdate = { reported.append($0.description) }
    let table = HeadlessTable(declared: declared)
    table.setEditing(true)
    let landed = try table.drag(
      TablePosition(section: 0, row: 0),
      over: [
        TablePosition(section: 0, row: 2)
      ])
    #expect(landed == TablePosition(section: 0, row: 2))
    #expect(inside == [.interactiveMove, .interactiveMove])
    #expect(declared.waitingFor == nil)
    #expect(reported == ["reconfigure row 0.2"])
    #expect(declared.sections.first?.rows.map(\.id) == ["b", "c", "a"])
    #expect(table.content(at: TablePosition(section: 0, row: 2))?.text == "a!")
  }
}
