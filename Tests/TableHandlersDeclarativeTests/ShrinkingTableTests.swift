import TableHandlersCore
import TableHandlersDeclarative
import Testing

/// The declared table's row index gives memory back when the table shrinks, and the table
/// keeps working afterwards.
@MainActor
@Suite struct ShrinkingTableTests {
  func declaration(_ ids: [Int]) -> TableDeclaration<Int, Int> {
    TableDeclaration {
      Section(0) { for id in ids where id % 2 == 0 { Row(id, text: "\(id)").onSelect { _ in } } }
      Section(1) { for id in ids where id % 2 == 1 { Row(id, text: "\(id)") } }
    }
  }

  @Test func aTableThatShrankKeepsMatchingRows() throws {
    let handlers = TableHandlers()
    let table = try DeclaredTable(handlers: handlers, declaration: declaration(Array(0..<200)))
    // 200 rows to 3, then growing and reordering again, with identifiers old and new.
    let steps: [[Int]] = [
      [5, 100, 7], [7, 5, 100, 300, 301], Array((0..<150).reversed()), [149, 2], [2, 149, 3, 4],
    ]
    for ids in steps {
      try table.checkedUpdate(to: declaration(ids))
      let fresh = try DeclaredTable(handlers: TableHandlers(), declaration: declaration(ids))
      #expect(handlers.dump == fresh.handlers.dump, "after \(ids)")
      for id in ids {
        #expect(table.position(ofRow: id) == fresh.position(ofRow: id), "row \(id)")
      }
      for id in [0, 1, 6, 199, 300] where !ids.contains(id) {
        #expect(table.position(ofRow: id) == nil, "row \(id) is gone")
      }
    }
  }
}
