import Testing

@testable import TableHandlersCore

/// One test per row of the bad-input table in Docs/Reliability.md (the preconditions are in
/// PreconditionTests, the batch errors in UpdateTests.badUpdates).
@MainActor
@Suite("Bad input: a typed error or a documented result, and nothing half-applied")
struct BadInputTests {
  let table = TestTable()

  func populated() -> TableHandlers {
    let handlers = TableHandlers()
    handlers.setShape(TableShape(rowCounts: [2, 2]))
    handlers.on(.indentationLevel, at: .row(1, inSection: 0)) { _ in 1 }
    handlers.on(.indentationLevel, at: .section(1)) { _ in 2 }
    handlers.on(.titleForHeader, at: .section(0)) { _ in "A" }
    return handlers
  }

  nonisolated static let badIndexes = [-1, 2, 99, Int.max, Int.min]

  @Test(arguments: badIndexes)
  func removingAtABadIndexRemovesNothing(index: Int) {
    let handlers = populated()
    let before = handlers.dump
    #expect(!handlers.remove(.indentationLevel, at: .row(index, inSection: 0)))
    #expect(!handlers.remove(.indentationLevel, at: .row(0, inSection: index)))
    #expect(!handlers.remove(.indentationLevel, at: .section(index)))
    #expect(!handlers.remove(.titleForHeader, at: .section(index)))
    #expect(!handlers.remove(.numberOfSections))
    #expect(handlers.dump == before)
  }

  @Test(arguments: badIndexes)
  func dispatchingAtABadPositionFallsBackWithoutTrapping(index: Int) {
    let handlers = populated()
    handlers.on(.indentationLevel, at: .table) { _ in 9 }
    #expect(handlers.answer(.indentationLevel, at: pos(index, 0), on: table) == 9)
    #expect(handlers.answer(.indentationLevel, at: pos(0, index), on: table) == 9)
    #expect(handlers.answer(.titleForHeader, in: index, on: table) == nil)
    #expect(handlers.answer(.canEditRow, at: pos(index, index), on: table))
  }

  @Test(arguments: badIndexes)
  func everySingleEditRejectsABadIndexAndChangesNothing(index: Int) {
    let handlers = populated()
    let before = handlers.dump
    let edits: [(String, () throws -> Void)] = [
      ("deleteRows", { try handlers.followDeletedRows(at: [pos(0, index)]) }),
      ("deleteRows section", { try handlers.followDeletedRows(at: [pos(index, 0)]) }),
      ("insertRows", { try handlers.followInsertedRows(at: [pos(0, index == 2 ? 3 : index)]) }),
      ("reloadRows", { try handlers.followReloadedRows(at: [pos(index, 0)]) }),
      ("moveRow from", { try handlers.followMovedRow(at: pos(0, index), to: pos(0, 0)) }),
      ("moveRow to", { try handlers.followMovedRow(at: pos(0, 0), to: pos(index, 0)) }),
      ("deleteSections", { try handlers.followDeletedSections([index]) }),
      ("insertSections", { try handlers.followInsertedSections([index == 2 ? 3 : index]) }),
      ("reloadSections", { try handlers.followReloadedSections([index]) }),
      ("moveSection from", { try handlers.followMovedSection(index, toSection: 0) }),
      ("moveSection to", { try handlers.followMovedSection(0, toSection: index) }),
      (
        "userMovedRow", { try handlers.userMovedRow(from: pos(0, index), to: pos(0, 0), on: table) }
      ),
    ]
    for (name, edit) in edits {
      #expect(throws: TableUpdateError.self, "\(name) \(index)") { try edit() }
      #expect(handlers.dump == before, "\(name) \(index)")
    }
  }

  @Test func aRejectedUserMoveDoesNotAnswerMoveRow() {
    let handlers = populated()
    var moved = false
    handlers.on(.moveRow, at: .table) { _ in moved = true }
    #expect(throws: TableUpdateError.self) {
      try handlers.userMovedRow(from: pos(0, 0), to: pos(0, 7), on: table)
    }
    #expect(!moved)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity, -2, -0.5])
  func unusableHeightsBecomeAutomaticAndAreReported(value: Double) {
    let handlers = TableHandlers()
    var misuse: [TableMisuse] = []
    handlers.misuseHandler = { misuse.append($0) }
    handlers.on(.heightForRow, at: .table) { _ in value }
    handlers.on(.heightForHeader, at: .allSections) { _ in value }
    #expect(handlers.height(.heightForRow, at: pos(0, 1), on: table) == TableDimension.automatic)
    #expect(handlers.height(.heightForHeader, in: 3, on: table) == TableDimension.automatic)
    #expect(misuse.count == 2)
    if case .invalidHeight(_, let event, let section, let row) = misuse.first {
      #expect(event == "heightForRow" && section == 0 && row == 1)
    } else {
      Issue.record("expected an invalid height report")
    }
  }

  @Test(arguments: [0, 44, TableDimension.automatic])
  func usableHeightsPassUnreported(value: Double) {
    let handlers = TableHandlers()
    var misuse: [TableMisuse] = []
    handlers.misuseHandler = { misuse.append($0) }
    handlers.on(.heightForRow, at: .table) { _ in value }
    #expect(handlers.height(.heightForRow, at: pos(0, 0), on: table) == value)
    #expect(misuse.isEmpty)
  }

  @Test func negativeSectionCountBecomesZeroAndIsReported() {
    let handlers = TableHandlers()
    var misuse: [TableMisuse] = []
    handlers.misuseHandler = { misuse.append($0) }
    handlers.on(.numberOfSections) { _ in -3 }
    #expect(handlers.numberOfSections(on: table) == 0)
    #expect(misuse == [.negativeCount(-3, event: "numberOfSections", section: nil)])
    #expect(!misuse[0].description.isEmpty)
  }
}
