import Testing

@testable import TableHandlersCore

@MainActor
@Suite("Structural edits carry handlers with their rows")
struct UpdateTests {
  let table = TestTable()

  /// A registry with shape [3, 3, 3] whose every row answers its original "s.r" label, and
  /// whose every section answers its original section number.
  func labelled() -> TableHandlers {
    let handlers = TableHandlers()
    handlers.setShape(TableShape(rowCounts: [3, 3, 3]))
    for section in 0..<3 {
      handlers.on(.titleForHeader, at: .section(section)) { _ in "S\(section)" }
      for row in 0..<3 {
        handlers.on(.titleForDeleteConfirmationButton, at: .row(row, inSection: section)) { _ in
          "\(section).\(row)"
        }
      }
    }
    return handlers
  }

  func labels(_ handlers: TableHandlers) -> [[String]] {
    handlers.shape.rowCounts.enumerated().map { section, count in
      [handlers.answer(.titleForHeader, in: section, on: table) ?? "-"]
        + (0..<count).map {
          handlers.answer(.titleForDeleteConfirmationButton, at: pos(section, $0), on: table)
            ?? "-"
        }
    }
  }

  @Test func deleteRowShiftsTheRowsBelow() throws {
    let handlers = labelled()
    try handlers.followDeletedRows(at: [pos(0, 0)])
    #expect(labels(handlers)[0] == ["S0", "0.1", "0.2"])
    #expect(handlers.shape.rowCounts == [2, 3, 3])
  }

  @Test func insertRowStartsWithoutHandlers() throws {
    let handlers = labelled()
    try handlers.followInsertedRows(at: [pos(1, 1)])
    #expect(labels(handlers)[1] == ["S1", "1.0", "Delete", "1.1", "1.2"])
  }

  @Test func moveRowWithinAndAcrossSections() throws {
    let handlers = labelled()
    try handlers.followMovedRow(at: pos(0, 0), to: pos(0, 2))
    #expect(labels(handlers)[0] == ["S0", "0.1", "0.2", "0.0"])
    try handlers.followMovedRow(at: pos(0, 2), to: pos(2, 0))
    #expect(
      labels(handlers) == [
        ["S0", "0.1", "0.2"], ["S1", "1.0", "1.1", "1.2"], ["S2", "0.0", "2.0", "2.1", "2.2"],
      ])
  }

  @Test func sectionEditsCarrySectionAndRowHandlers() throws {
    let handlers = labelled()
    try handlers.followMovedSection(0, toSection: 2)
    #expect(labels(handlers).map(\.first) == ["S1", "S2", "S0"])
    #expect(labels(handlers)[2] == ["S0", "0.0", "0.1", "0.2"])
    try handlers.followDeletedSections([0])
    #expect(labels(handlers).map(\.first) == ["S2", "S0"])
    try handlers.followInsertedSections([0])
    #expect(labels(handlers).map(\.first) == ["-", "S2", "S0"])
    #expect(handlers.shape.rowCounts == [0, 3, 3])
  }

  @Test func batchUsesBeforeAndAfterIndexes() throws {
    let handlers = labelled()
    try handlers.followBatchUpdates { update in
      update.deleteRows(at: [pos(0, 0)])
      update.insertRows(at: [pos(0, 0)])
      update.moveRow(at: pos(1, 2), to: pos(0, 1))
      update.deleteSections([2])
      update.reloadRows(at: [pos(1, 0)])
    }
    #expect(labels(handlers) == [["S0", "Delete", "1.2", "0.1", "0.2"], ["S1", "1.0", "1.1"]])
  }

  @Test func reloadKeepsHandlers() throws {
    let handlers = labelled()
    let before = handlers.dump
    try handlers.followReloadedRows(at: [pos(0, 1)])
    try handlers.followReloadedSections([2])
    #expect(handlers.dump == before)
  }

  @Test func handlersPastTheShapeKeepTheirDistanceFromTheEnd() throws {
    let handlers = TableHandlers()
    handlers.setShape(TableShape(rowCounts: [2]))
    handlers.on(.indentationLevel, at: .row(4, inSection: 0)) { _ in 4 }
    handlers.on(.indentationLevel, at: .section(3)) { _ in 3 }
    try handlers.followDeletedRows(at: [pos(0, 0)])
    #expect(handlers.answer(.indentationLevel, at: pos(0, 3), on: table) == 4)
    try handlers.followBatchUpdates { $0.insertRows(at: [pos(0, 0), pos(0, 1)]) }
    #expect(handlers.answer(.indentationLevel, at: pos(0, 5), on: table) == 4)
    try handlers.followInsertedSections([0])
    #expect(handlers.answer(.indentationLevel, at: pos(4, 9), on: table) == 3)
    #expect(handlers.answer(.indentationLevel, at: pos(1, 5), on: table) == 4)
  }

  @Test func userMovedRowAnswersMoveThenCarriesHandlers() throws {
    let handlers = labelled()
    var moved: [(TablePosition, TablePosition)] = []
    handlers.on(.moveRow, at: .table) { call in moved.append((call.position, call.arguments)) }
    try handlers.userMovedRow(from: pos(2, 2), to: pos(0, 0), on: table)
    #expect(moved.count == 1)
    #expect(moved.first?.0 == pos(2, 2))
    #expect(labels(handlers)[0] == ["S0", "2.2", "0.0", "0.1", "0.2"])
    #expect(throws: TableUpdateError.self) {
      try handlers.userMovedRow(from: pos(9, 0), to: pos(0, 0), on: table)
    }
    #expect(moved.count == 1)
  }

  nonisolated static let badUpdates: [(TableUpdate, TableUpdateError)] = {
    func make(_ body: (inout TableUpdate) -> Void) -> TableUpdate {
      var update = TableUpdate()
      body(&update)
      return update
    }
    return [
      (
        make { $0.deleteRows(at: [pos(0, 3)]) },
        .rowOutOfRange(pos(0, 3), operation: .deleteRow, rowCount: 3)
      ),
      (
        make { $0.deleteRows(at: [pos(0, -1)]) },
        .rowOutOfRange(pos(0, -1), operation: .deleteRow, rowCount: 3)
      ),
      (
        make { $0.deleteRows(at: [pos(3, 0)]) },
        .sectionOutOfRange(3, operation: .deleteRow, sectionCount: 3)
      ),
      (
        make { $0.insertRows(at: [pos(0, 4)]) },
        .rowOutOfRange(pos(0, 4), operation: .insertRow, rowCount: 4)
      ),
      (
        make { $0.insertRows(at: [pos(Int.max, 0)]) },
        .sectionOutOfRange(Int.max, operation: .insertRow, sectionCount: 3)
      ),
      (
        make { $0.moveRow(at: pos(0, 0), to: pos(0, 3)) },
        .rowOutOfRange(pos(0, 3), operation: .moveRowTo, rowCount: 3)
      ),
      (
        make { $0.deleteSections([-1]) },
        .sectionOutOfRange(-1, operation: .deleteSection, sectionCount: 3)
      ),
      (
        make { $0.deleteSections([1, 1]) },
        .conflictingSection(1, operation: .deleteSection, conflictsWith: .deleteSection)
      ),
      (
        make {
          $0.deleteSections([1])
          $0.moveSection(1, toSection: 0)
        }, .conflictingSection(1, operation: .moveSectionFrom, conflictsWith: .deleteSection)
      ),
      (
        make { $0.insertSections([4]) },
        .sectionOutOfRange(4, operation: .insertSection, sectionCount: 4)
      ),
      (
        make {
          $0.moveSection(0, toSection: 1)
          $0.moveSection(2, toSection: 1)
        }, .conflictingSection(1, operation: .moveSectionTo, conflictsWith: .moveSectionTo)
      ),
      (
        make {
          $0.deleteRows(at: [pos(1, 1)])
          $0.deleteSections([1])
        }, .rowInReplacedSection(pos(1, 1), operation: .deleteRow, sectionOperation: .deleteSection)
      ),
      (
        make {
          $0.reloadRows(at: [pos(2, 0)])
          $0.reloadSections([2])
        }, .rowInReplacedSection(pos(2, 0), operation: .reloadRow, sectionOperation: .reloadSection)
      ),
      (
        make {
          $0.deleteRows(at: [pos(0, 1)])
          $0.moveRow(at: pos(0, 1), to: pos(1, 0))
        }, .conflictingRow(pos(0, 1), operation: .moveRowFrom, conflictsWith: .deleteRow)
      ),
      (
        make {
          $0.insertRows(at: [pos(1, 0)])
          $0.moveRow(at: pos(0, 1), to: pos(1, 0))
        }, .conflictingRow(pos(1, 0), operation: .moveRowTo, conflictsWith: .insertRow)
      ),
      (
        make {
          $0.deleteRows(at: [pos(0, 0)])
          $0.insertRows(at: [pos(0, 3)])
        }, .rowOutOfRange(pos(0, 3), operation: .insertRow, rowCount: 3)
      ),
      (
        // UIKit raises "cannot move a row into a newly inserted section".
        make {
          $0.insertSections([1])
          $0.moveRow(at: pos(0, 0), to: pos(1, 0))
        }, .rowInReplacedSection(pos(1, 0), operation: .moveRowTo, sectionOperation: .insertSection)
      ),
    ]
  }()

  @Test(arguments: 0..<badUpdates.count)
  func badUpdatesThrowANamedErrorAndChangeNothing(index: Int) {
    let (update, expected) = Self.badUpdates[index]
    let handlers = labelled()
    let before = handlers.dump
    #expect(throws: expected) { try handlers.apply(update) }
    #expect(handlers.dump == before)
    #expect(!expected.description.isEmpty)
  }

  @Test func emptyBatchAndMoveOntoItselfChangeNothing() throws {
    let handlers = labelled()
    let before = handlers.dump
    try handlers.apply(TableUpdate())
    try handlers.followMovedRow(at: pos(1, 1), to: pos(1, 1))
    try handlers.followMovedSection(2, toSection: 2)
    #expect(handlers.dump == before)
  }
}
