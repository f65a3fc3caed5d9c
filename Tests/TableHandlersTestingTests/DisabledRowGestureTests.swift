import TableHandlersCore
import TableHandlersTesting
import Testing

/// A disabled row takes no touch on the headless table, as its cell takes none on a device
/// (`RowTouchRules.takesTouches`): no drag begins on it, so it is not reordered by drag, and no
/// multiple-selection pan starts on it.
@MainActor
@Suite("Headless table: the gestures a disabled row refuses")
struct DisabledRowGestureTests {
  /// Three rows, the middle one disabled, each with one drag item, reordered by drag through a
  /// `moveRow` handler, in editing mode with multiple selection by a pan; `log` records the
  /// handlers a gesture asked.
  @MainActor final class Screen {
    var rows = ["a", "b", "c"]
    var log: [String] = []
    let handlers = TableHandlers()
    private(set) var table: HeadlessTable!

    init() {
      handlers.on(.numberOfRows, at: .allSections) { [unowned self] _ in rows.count }
      handlers.on(.rowContent, at: .table) { [unowned self] call in
        RowContent(text: rows[call.row], isEnabled: rows[call.row] != "b")
      }
      handlers.on(.reordersByDrag) { _ in true }
      handlers.on(.moveRow, at: .table) { [unowned self] call in
        rows.insert(rows.remove(at: call.row), at: call.arguments.row)
      }
      handlers.on(.dragItems, at: .table) { [unowned self] call in
        log.append("dragItems \(call.row)")
        return [DragItem(.text(rows[call.row]))]
      }
      handlers.on(.shouldBeginMultipleSelectionInteraction, at: .table) { [unowned self] call in
        log.append("shouldBegin \(call.row)")
        return true
      }
      table = HeadlessTable(handlers: handlers)
      table.reloadData()
      table.allowsMultipleSelectionDuringEditing = true
      table.setEditing(true)
    }
  }

  func at(_ row: Int) -> TablePosition { TablePosition(section: 0, row: row) }

  @Test func noDragBeginsOnADisabledRow() throws {
    let screen = Screen()
    #expect(screen.table.dragItems(at: at(1)).isEmpty)
    #expect(try screen.table.dragToReorder(at(1), over: [at(2)]) == nil)
    #expect(screen.rows == ["a", "b", "c"])
    #expect(screen.log.isEmpty)
    // An enabled row is dragged, and reordered.
    #expect(screen.table.dragItems(at: at(0)).count == 1)
    #expect(try screen.table.dragToReorder(at(0), over: [at(2)]) == at(2))
    #expect(screen.rows == ["b", "c", "a"])
  }

  @Test func noMultipleSelectionPanStartsOnADisabledRow() {
    let screen = Screen()
    #expect(!screen.table.beginMultipleSelection(at: at(1)))
    #expect(screen.log.isEmpty)
    #expect(screen.table.selectedRows.isEmpty)
    // On an enabled row it starts.
    #expect(screen.table.beginMultipleSelection(at: at(0)))
    #expect(screen.log == ["shouldBegin 0"])
    #expect(screen.table.selectedRows == [at(0)])
  }
}
