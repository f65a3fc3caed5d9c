import TableHandlersCore
import TableHandlersDeclarative
import TableHandlersTesting
import Testing

/// Two row shapes that settings screens repeat on every row: a button row that clears its own
/// selection, and a row that does nothing when tapped.
@MainActor
@Suite("Button rows deselect themselves; rows can be made not selectable")
struct ButtonAndSelectableRowTests {
  final class Log {
    var lines: [String] = []
  }

  func table(_ log: Log) throws -> HeadlessTable {
    let declared = try DeclaredTable<String, String>(
      declaration: TableDeclaration {
        Section("s") {
          Row("add", text: "Add Account").role(.button)
            .onSelect { _ in log.lines.append("add") }
            .onDeselect { _ in log.lines.append("deselect add") }
          Row("leave", text: "Leave Group").role(.destructiveButton)
            .onSelect { _ in log.lines.append("leave") }
          Row("version", text: "Version", secondaryText: "2.1").selectable(false)
            .onSelect { _ in log.lines.append("version") }
          Row("plain", text: "Plain").onSelect { _ in log.lines.append("plain") }
          Row("same", text: "Same").selectable(true).onSelect { _ in log.lines.append("same") }
        }
      })
    return HeadlessTable(declared: declared)
  }

  func p(_ row: Int) -> TablePosition { TablePosition(section: 0, row: row) }

  @Test func aButtonRowRunsItsHandlerThenClearsItsSelection() throws {
    let log = Log()
    let table = try table(log)
    #expect(table.tap(p(0)) == p(0))
    #expect(table.tap(p(1)) == p(1))
    #expect(log.lines == ["add", "leave"])
    // Deselected by itself, and without a deselection callback, as `deselectRow` makes none.
    #expect(table.selectedRows.isEmpty)
  }

  @Test func anOrdinaryRowStaysSelected() throws {
    let log = Log()
    let table = try table(log)
    #expect(table.tap(p(3)) == p(3))
    #expect(table.selectedRows == [p(3)])
    #expect(table.tap(p(4)) == p(4))
    #expect(log.lines == ["plain", "same"])
  }

  @Test func aRowThatIsNotSelectableNeitherHighlightsNorSelectsNorRunsItsHandler() throws {
    let log = Log()
    let table = try table(log)
    table.clearCallLog()
    #expect(table.tap(p(2)) == nil)
    #expect(table.selectedRows.isEmpty)
    #expect(log.lines.isEmpty)
    #expect(!table.callLog.contains { $0.hasPrefix("didHighlightRow") })
    // It is not disabled: it looks as any row does.
    #expect(table.content(at: p(2))?.isEnabled == true)
  }
}
