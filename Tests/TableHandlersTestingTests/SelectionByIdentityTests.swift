import TableHandlersCore
import TableHandlersDeclarative
import TableHandlersTesting
import Testing

/// A declared table's selection by row identifier on the headless table: read, set and
/// observed; kept through moves, reconfigures and reloads; left, and reported, by a row the
/// update removed; never re-running a selection handler.
@MainActor
@Suite("Selection by identity")
struct SelectionByIdentityTests {
  /// A mail list: each message a row whose select handler counts its calls.
  @MainActor
  final class Inbox {
    var messages: [(id: String, text: String, flagged: Bool)]
    var selectCalls: [String] = []
    init(_ ids: [String]) { messages = ids.map { ($0, $0, false) } }

    func screen() -> TableDeclaration<String, String> {
      TableDeclaration {
        Section("inbox", header: "Inbox") {
          for message in messages {
            Row(message.id, text: message.text)
              .style(message.flagged ? .subtitle : .default)
              .onSelect { _ in self.selectCalls.append(message.id) }
          }
        }
      }
    }
  }

  func make(_ ids: [String]) throws -> (Inbox, DeclaredTable<String, String>, HeadlessTable) {
    let inbox = Inbox(ids)
    let declared = try DeclaredTable(declaration: inbox.screen())
    return (inbox, declared, HeadlessTable(declared: declared))
  }

  func at(_ row: Int) -> TablePosition { TablePosition(section: 0, row: row) }

  @Test func aTapSelectsByIdentifierAndIsReportedAsTheUsers() throws {
    let (_, declared, table) = try make(["a", "b", "c"])
    var changes: [SelectionChange<String>] = []
    declared.selectionDidChange = { changes.append($0) }
    table.tap(at(1))
    #expect(declared.selection == ["b"])
    table.tap(at(2))
    #expect(declared.selection == ["c"])
    #expect(
      changes == [
        SelectionChange(selection: ["b"], selected: ["b"], deselected: [], cause: .user),
        SelectionChange(selection: [], selected: [], deselected: ["b"], cause: .user),
        SelectionChange(selection: ["c"], selected: ["c"], deselected: [], cause: .user),
      ])
  }

  @Test func settingTheSelectionSelectsWithoutCallingSelectHandlers() throws {
    let (inbox, declared, table) = try make(["a", "b", "c"])
    var changes: [SelectionChange<String>] = []
    declared.selectionDidChange = { changes.append($0) }
    declared.selection = ["c", "missing"]
    #expect(declared.selection == ["c"])
    #expect(table.selectedRows == [at(2)])
    #expect(table.render().contains("▶ c"))
    #expect(inbox.selectCalls.isEmpty)
    #expect(changes.map(\.cause) == [.app])
    declared.selection = []
    #expect(table.selectedRows.isEmpty)
    #expect(changes.last?.deselected == ["c"])
  }

  @Test func aSelectedRowThatMovesIsReconfiguredOrReloadedStaysSelected() throws {
    let (inbox, declared, table) = try make(["a", "b", "c"])
    var changes: [SelectionChange<String>] = []
    declared.selection = ["b"]
    declared.selectionDidChange = { changes.append($0) }
    // Twenty rows inserted above, and the selected row moved to the end.
    inbox.messages = (0..<20).map { ("new\($0)", "new\($0)", false) } + inbox.messages
    inbox.messages.append(inbox.messages.remove(at: 21))
    declared.update(to: inbox.screen())
    #expect(declared.selection == ["b"])
    #expect(table.selectedRows == [at(22)])
    // Reconfigured: its text changed.
    inbox.messages[22].text = "b, edited"
    declared.update(to: inbox.screen())
    #expect(table.selectedRows == [at(22)])
    // Reloaded: another kind of cell, which drops a table view's selection of the row.
    inbox.messages[22].flagged = true
    let diff = declared.update(to: inbox.screen())
    #expect(diff.reloadedRows == [at(22)])
    #expect(table.selectedRows == [at(22)])
    #expect(declared.selection == ["b"])
    #expect(changes.isEmpty, "the row never left the selection")
    #expect(inbox.selectCalls.isEmpty, "re-selecting calls no select handler")
  }

  @Test func aDeletedSelectedRowLeavesTheSelectionAndIsReported() throws {
    let (inbox, declared, table) = try make(["a", "b", "c"])
    declared.selection = ["b"]
    var changes: [SelectionChange<String>] = []
    declared.selectionDidChange = { changes.append($0) }
    inbox.messages.remove(at: 1)
    declared.update(to: inbox.screen())
    #expect(declared.selection.isEmpty)
    #expect(table.selectedRows.isEmpty)
    #expect(
      changes == [SelectionChange(selection: [], selected: [], deselected: ["b"], cause: .update)])
  }

  @Test func multipleSelectionWhileEditingIsKeptThroughAReorder() throws {
    let (inbox, declared, table) = try make(["a", "b", "c", "d"])
    table.allowsSelectionDuringEditing = true
    table.allowsMultipleSelectionDuringEditing = true
    table.setEditing(true)
    table.tap(at(0))
    table.tap(at(2))
    #expect(declared.selection == ["a", "c"])
    inbox.messages.reverse()
    declared.update(to: inbox.screen())
    #expect(table.selectedRows == [at(1), at(3)])
    #expect(declared.selection == ["a", "c"])
    // A second tap on a selected row deselects it, as in multiple selection on a table view.
    table.tap(at(1))
    #expect(declared.selection == ["a"])
  }

  @Test func aChangeMadeOnTheTableByTheAppIsReportedAtTheNextUpdate() throws {
    let (inbox, declared, table) = try make(["a", "b", "c"])
    var changes: [SelectionChange<String>] = []
    declared.selectionDidChange = { changes.append($0) }
    table.selectRow(at: at(0))
    inbox.messages.append(("d", "d", false))
    declared.update(to: inbox.screen())
    #expect(
      changes == [SelectionChange(selection: ["a"], selected: ["a"], deselected: [], cause: .app)])
  }

  @Test func aTableShownNowhereKeepsTheSelectionAndItsHostTakesItOver() throws {
    let inbox = Inbox(["a", "b", "c"])
    let declared = try DeclaredTable(declaration: inbox.screen())
    declared.selection = ["c"]
    inbox.messages.insert(("z", "z", false), at: 0)
    declared.update(to: inbox.screen())
    #expect(declared.selection == ["c"])
    inbox.messages.removeLast()
    declared.update(to: inbox.screen())
    #expect(declared.selection.isEmpty)
    declared.selection = ["b"]
    let table = HeadlessTable(declared: declared)
    #expect(table.selectedRows == [at(2)])
  }
}

/// Scrolling to a row by identifier on the headless table: the row comes among the visible
/// rows, which runs a declared reach-the-end as a device would.
@MainActor
@Suite("Scrolling by identity, headless")
struct HeadlessScrollByIdentityTests {
  @Test func scrollingToARowShowsItAndReachesTheEnd() throws {
    var reached = 0
    let declared = try DeclaredTable<String, Int>(
      declaration: TableDeclaration {
        Section("feed") { for id in 0..<100 { Row(id, text: "\(id)") } }
      }
      .onReachEnd(within: 3) { reached += 1 })
    let table = HeadlessTable(declared: declared, visibleRowLimit: 10)
    #expect(reached == 0)
    #expect(declared.scroll(to: 98))
    #expect(table.firstVisibleRow == 89)
    #expect(reached == 1)
    #expect(!declared.scroll(to: 100))
    #expect(table.firstVisibleRow == 89)
  }
}
