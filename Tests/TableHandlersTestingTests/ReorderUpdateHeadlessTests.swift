import TableHandlersCore
import TableHandlersTesting
import Testing

/// An update a `moveRow` handler asks for through the headless table waits for the row to have
/// moved, as on a table view, where it waits for the next turn of the run loop
/// (`ReorderWhileUpdatingTests` in the UIKit tests): by the reorder control and by drag.
@MainActor
@Suite("Updates from a move handler on a headless table")
struct ReorderUpdateHeadlessTests {
  /// Named rows whose handlers each answer their name's mark, and a move handler that runs
  /// `afterMove` once the model moved the row.
  @MainActor
  final class Rows {
    var sections: [[String]]
    let handlers = TableHandlers()
    let table: HeadlessTable
    var misuses: [TableMisuse] = []
    var afterMove: ((any TableHost) -> Void)?

    init(_ sections: [[String]]) {
      self.sections = sections
      table = HeadlessTable(handlers: handlers)
      handlers.misuseHandler = { [unowned self] in misuses.append($0) }
      handlers.on(.numberOfSections) { [unowned self] _ in self.sections.count }
      handlers.on(.numberOfRows, at: .allSections) { [unowned self] call in
        self.sections[call.section].count
      }
      handlers.on(.rowContent, at: .table) { [unowned self] call in
        RowContent(text: self.sections[call.section][call.row])
      }
      handlers.on(.reordersByDrag) { _ in true }
      handlers.on(.moveRow, at: .table) { [unowned self] call in
        let name = self.sections[call.section].remove(at: call.row)
        self.sections[call.arguments.section].insert(name, at: call.arguments.row)
        afterMove?(call.table)
      }
      for (section, names) in sections.enumerated() {
        for (row, name) in names.enumerated() { mark(name, at: position(section, row)) }
      }
      table.reloadData()
    }

    func mark(_ name: String, at position: TablePosition) {
      let mark = Int(name.unicodeScalars.first!.value)
      handlers.on(.indentationLevel, at: .row(position.row, inSection: position.section)) { _ in
        mark
      }
    }

    /// The rows' names as their handlers answer them.
    var handlerNames: [[String]] {
      handlers.shape.rowCounts.enumerated().map { section, count in
        (0..<count).map { row in
          let mark = handlers.answer(.indentationLevel, at: position(section, row), on: table)
          return mark == 0 ? "?" : String(UnicodeScalar(UInt8(mark)))
        }
      }
    }
  }

  static func position(_ section: Int, _ row: Int) -> TablePosition {
    TablePosition(section: section, row: row)
  }

  @Test(
    "a deletion a move handler asks for is applied once the row moved, and reported",
    arguments: [false, true])
  func deletionWaitsForTheMove(byDrag: Bool) throws {
    let rows = Rows([["a", "b", "c"], ["d"]])
    rows.afterMove = { [unowned rows] table in
      let row = rows.sections[1].firstIndex(of: "d")!
      rows.sections[1].remove(at: row)
      #expect(throws: Never.self) { try table.deleteRows(at: [Self.position(1, row)]) }
    }
    // The reorder control drags over rows; a drag may land after a section's last row too.
    if byDrag {
      try rows.table.dragToReorder(Self.position(0, 0), over: [Self.position(1, 1)])
    } else {
      rows.table.setEditing(true)
      try rows.table.drag(Self.position(0, 0), over: [Self.position(1, 0)])
    }
    #expect(rows.sections == [["b", "c"], ["a"]])
    #expect(rows.handlerNames == [["b", "c"], ["a"]])
    #expect(rows.handlers.shape.rowCounts == [2, 1])
    #expect(rows.misuses.count == 1, "\(rows.misuses)")
    if case .deletionAfterReorderDeferred = rows.misuses.first {
    } else {
      Issue.record("misuses: \(rows.misuses)")
    }
  }

  @Test func anUpdateThatDoesNotFitAfterTheMoveThrowsAtOnce() throws {
    let rows = Rows([["a", "b"]])
    var thrown: (any Error)?
    rows.afterMove = { table in
      do {
        try table.insertRows(at: [Self.position(0, 3)])
      } catch {
        thrown = error
      }
    }
    rows.table.setEditing(true)
    try rows.table.drag(Self.position(0, 0), over: [Self.position(0, 1)])
    #expect(thrown is TableUpdateError)
    #expect(rows.handlerNames == [["b", "a"]])
    #expect(rows.misuses.isEmpty)
  }
}
