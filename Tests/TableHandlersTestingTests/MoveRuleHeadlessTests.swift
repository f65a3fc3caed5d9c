import TableHandlersCore
import TableHandlersTesting
import Testing

/// Whether the user may move a row on the headless table: as on a table view and a list
/// (`TableHandlers.userMayMove`), only where a `moveRow` handler reaches the row.
@MainActor
@Suite("Headless table: which rows the user may move")
struct MoveRuleHeadlessTests {
  @Test func aRowNoMoveHandlerReachesShowsNoReorderControlAndCannotBeDragged() throws {
    let handlers = TableHandlers()
    handlers.on(.numberOfSections) { _ in 2 }
    handlers.on(.numberOfRows, at: .allSections) { _ in 2 }
    handlers.on(.rowContent, at: .table) { call in RowContent(text: "\(call.section).\(call.row)") }
    handlers.on(.reordersByDrag) { _ in true }
    var moves: [String] = []
    handlers.on(.moveRow, at: .section(0)) { call in moves.append("\(call.row)→\(call.arguments)") }
    let table = HeadlessTable(handlers: handlers)
    table.reloadData()
    table.setEditing(true)
    #expect(table.render() == ["  0.0 ≡", "  0.1 ≡", "", "  1.0", "  1.1"].joined(separator: "\n"))
    let other = TablePosition(section: 1, row: 0)
    #expect(try table.drag(other, over: [TablePosition(section: 1, row: 1)]) == nil)
    #expect(try table.dragToReorder(other, over: [TablePosition(section: 1, row: 1)]) == nil)
    #expect(!table.accessibilityActions(at: other).contains(handlers.moveActionNames.down))
    #expect(moves.isEmpty)
    let first = TablePosition(section: 0, row: 0)
    #expect(try table.drag(first, over: [TablePosition(section: 0, row: 1)]) != nil)
    #expect(moves.count == 1)
  }
}
