import TableHandlersCore
import TableHandlersDeclarative
import Testing

/// Declared sections next to hand-registered handlers: who answers, and what follows what.
@MainActor
@Suite struct PrecedenceTests {
  let host = TestTable()

  func declaration(_ sections: [(String, [String])], selecting: Set<String> = [], log: Log)
    -> TableDeclaration<String, String>
  {
    TableDeclaration {
      for (id, rows) in sections {
        Section(id, header: "header \(id)") {
          for row in rows {
            if selecting.contains(row) {
              Row(row, text: row).onSelect { _ in log.append("declared \(row)") }
            } else {
              Row(row, text: row)
            }
          }
        }
      }
    }
  }

  @Test func theDeclarationOwnsTheTableWideAnswers() throws {
    let log = Log()
    let handlers = TableHandlers()
    let table = try DeclaredTable(
      handlers: handlers, declaration: declaration([("A", ["a"])], log: log))
    handlers.on(.titleForHeader, at: .allSections) { _ in "by hand" }
    #expect(handlers.answer(.titleForHeader, in: 0, on: host) == "by hand")
    try table.checkedUpdate(to: declaration([("A", ["a"])], log: log))
    #expect(handlers.answer(.titleForHeader, in: 0, on: host) == "header A")
  }

  @Test func narrowerHandRegisteredHandlersOverrideAndFollowTheirSection() throws {
    let log = Log()
    let handlers = TableHandlers()
    let table = try DeclaredTable(
      handlers: handlers, declaration: declaration([("A", ["a"]), ("B", ["b"])], log: log))
    handlers.on(.titleForHeader, at: .section(1)) { _ in "custom B" }
    handlers.on(.rowContent, at: .row(0, inSection: 1)) { _ in RowContent(text: "custom b") }
    try table.checkedUpdate(to: declaration([("B", ["b"]), ("A", ["a"])], log: log))
    #expect(handlers.answer(.titleForHeader, in: 0, on: host) == "custom B")
    #expect(handlers.answer(.titleForHeader, in: 1, on: host) == "header A")
    #expect(handlers.answer(.rowContent, at: pos(0, 0), on: host)?.text == "custom b")
    #expect(handlers.answer(.rowContent, at: pos(1, 0), on: host)?.text == "a")
  }

  @Test func aDeclaredHandlerReplacesAHandRegisteredOneAtItsKey() throws {
    let log = Log()
    let handlers = TableHandlers()
    let table = try DeclaredTable(
      handlers: handlers, declaration: declaration([("A", ["a", "b"])], selecting: ["a"], log: log))
    handlers.on(.didSelectRow, at: .row(0, inSection: 0)) { _ in log.append("hand a") }
    handlers.on(.didSelectRow, at: .row(1, inSection: 0)) { _ in log.append("hand b") }
    handlers.answer(.didSelectRow, at: pos(0, 0), on: host)
    // The next update puts the declaration back at its key; b's hand handler is b's alone.
    try table.checkedUpdate(to: declaration([("A", ["b", "a"])], selecting: ["a"], log: log))
    handlers.answer(.didSelectRow, at: pos(0, 0), on: host)
    handlers.answer(.didSelectRow, at: pos(0, 1), on: host)
    #expect(log.lines == ["hand a", "hand b", "declared a"])
  }

  @Test func aKeyTheDeclarationGivesUpIsCleared() throws {
    let log = Log()
    let handlers = TableHandlers()
    let table = try DeclaredTable(
      handlers: handlers, declaration: declaration([("A", ["a"])], selecting: ["a"], log: log))
    try table.checkedUpdate(to: declaration([("A", ["a"])], log: log))
    #expect(!handlers.handles(.didSelectRow))
  }

  @Test func broaderHandRegisteredHandlersAnswerRowsThatDeclareNothing() throws {
    let log = Log()
    let handlers = TableHandlers()
    _ = try DeclaredTable(
      handlers: handlers,
      declaration: declaration([("A", ["a", "b"]), ("B", ["c"])], selecting: ["a"], log: log))
    handlers.on(.didSelectRow, at: .table) { call in log.append("table \(call.position)") }
    handlers.on(.didSelectRow, at: .section(1)) { call in log.append("section \(call.position)") }
    for position in [pos(0, 0), pos(0, 1), pos(1, 0)] {
      handlers.answer(.didSelectRow, at: position, on: host)
    }
    #expect(log.lines == ["declared a", "table 0.1", "section 1.0"])
  }

  @Test func deletingInsideTheRowsOwnHandler() throws {
    let handlers = TableHandlers()
    var comments = ["c1", "c2", "c3"]
    // Captured weakly, as an app would: the registry holds the handlers.
    weak var table: DeclaredTable<String, String>?
    let log = Log()
    func declaration() -> TableDeclaration<String, String> {
      TableDeclaration {
        Section("comments") {
          for comment in comments {
            Row(comment, text: comment)
              .onDelete { _ in
                comments.removeAll { $0 == comment }
                let diff = try? table?.checkedUpdate(to: declaration())
                log.append("\(diff?.update.deletedRows ?? [])")
              }
              .onSelect { _ in log.append("select \(comment)") }
          }
        }
      }
    }
    let owner = try DeclaredTable(handlers: handlers, declaration: declaration())
    table = owner
    handlers.answer(.commitEditing, at: pos(0, 1), .delete, on: host)
    handlers.answer(.didSelectRow, at: pos(0, 1), on: host)
    #expect(log.lines == ["[0.1]", "select c3"])
    #expect(owner.sections[0].rows.map(\.id) == ["c1", "c3"])
    #expect(handlers.shape == TableShape(rowCounts: [2]))
  }

  @Test func theRegistryKeepsAnsweringWithoutItsDeclaredTable() throws {
    let handlers = TableHandlers()
    weak var weakTable: DeclaredTable<String, String>?
    do {
      let table = try DeclaredTable(
        handlers: handlers, declaration: declaration([("A", ["a"])], log: Log()))
      weakTable = table
    }
    #expect(weakTable == nil)
    #expect(handlers.answer(.numberOfSections, on: host) == 1)
    #expect(handlers.answer(.rowContent, at: pos(0, 0), on: host)?.text == "a")
  }

  @Test func updatesAreReportedToTheHost() throws {
    let log = Log()
    let table = try DeclaredTable(
      handlers: TableHandlers(), declaration: declaration([("A", ["a"])], log: log))
    var reported: [DeclarationDiff] = []
    table.didApplyUpdate = { reported.append($0) }
    try table.checkedUpdate(to: declaration([("A", ["a"])], log: log))
    let diff = try table.checkedUpdate(to: declaration([("A", ["a", "b"])], log: log))
    #expect(reported == [diff])
  }
}
