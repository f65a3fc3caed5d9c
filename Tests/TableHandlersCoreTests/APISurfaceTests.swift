import TableHandlersCore
import Testing

/// The API as an app writes it: one scope label, typed removal, batches that return their
/// mapping, descriptions in the docs' words, calls that cannot dangle.
@MainActor
@Suite("The API without surprises")
struct APISurfaceTests {
  @Test func sectionAndRowEventsTakeTheSameScopeLabel() {
    let handlers = TableHandlers()
    handlers.on(.titleForHeader, at: .section(0)) { _ in "Zero" }
    handlers.on(.titleForHeader, at: .allSections) { _ in "Any" }
    handlers.on(.canEditRow, at: .section(0)) { _ in true }
    let table = TestTable()
    #expect(handlers.answer(.titleForHeader, in: 0, on: table) == "Zero")
    #expect(handlers.answer(.titleForHeader, in: 1, on: table) == "Any")
    #expect(handlers.remove(.titleForHeader, at: .section(0)))
    #expect(handlers.answer(.titleForHeader, in: 0, on: table) == "Any")
  }

  @Test func removeAllAndHandlesTakeTheEventItself() {
    let handlers = TableHandlers()
    handlers.on(.didSelectRow, at: .row(0, inSection: 0)) { _ in }
    handlers.on(.didSelectRow, at: .table) { _ in }
    handlers.on(.numberOfSections) { _ in 1 }
    #expect(handlers.handles(.didSelectRow) && handlers.handles(.numberOfSections))
    #expect(!handlers.handles(.titleForHeader))
    handlers.removeAll(for: .didSelectRow)
    handlers.removeAll(for: .numberOfSections)
    #expect(!handlers.handles(.didSelectRow) && !handlers.handles(.numberOfSections))
    #expect(handlers.handledEvents.isEmpty)
  }

  @Test func aBatchReturnsWhereEachRowWent() throws {
    let handlers = TableHandlers()
    handlers.setShape(TableShape(rowCounts: [3, 1]))
    let mapping = try handlers.followBatchUpdates { update in
      update.deleteRows(at: [pos(0, 0)])
      update.moveRow(at: pos(0, 2), to: pos(1, 0))
    }
    #expect(mapping.newPosition(of: pos(0, 0)) == nil)
    #expect(mapping.newPosition(of: pos(0, 1)) == pos(0, 0))
    #expect(mapping.newPosition(of: pos(0, 2)) == pos(1, 0))
    #expect(mapping.newPosition(of: pos(1, 0)) == pos(1, 1))
    #expect(mapping.description == "[3, 1] → [1, 2]")
  }

  @Test func updatesDescribeThemselvesInWords() {
    var update = TableUpdate()
    #expect(update.description == "no changes")
    update.deleteRows(at: [pos(0, 1), pos(2, 0)])
    update.insertSections([3])
    update.moveRow(at: pos(1, 2), to: pos(1, 0))
    #expect(update.description == "insert section 3; delete rows 0.1, 2.0; move row 1.2 to 1.0")
  }

  @Test(arguments: [
    (
      TableUpdateError.rowOutOfRange(pos(0, 4), operation: .deleteRow, rowCount: 3),
      "cannot delete row 4 of section 0: section 0 has 3 rows"
    ),
    (
      TableUpdateError.rowOutOfRange(pos(2, 0), operation: .moveRowTo, rowCount: 1),
      "cannot move a row to row 0 of section 2: section 2 has 1 row"
    ),
    (
      TableUpdateError.sectionOutOfRange(5, operation: .reloadSection, sectionCount: 1),
      "cannot reload section 5: the table has 1 section"
    ),
    (
      TableUpdateError.conflictingSection(
        2, operation: .moveSectionFrom, conflictsWith: .deleteSection),
      "cannot move section 2: the same update already deletes section 2"
    ),
  ])
  func errorsSpeakTheDocsWordsWithPlurals(error: TableUpdateError, text: String) {
    #expect(error.description == text)
  }

  @Test func aFreshRegistrysEditErrorSaysWhatToDo() throws {
    let handlers = TableHandlers()
    handlers.on(.numberOfSections) { _ in 2 }
    let error = #expect(throws: TableUpdateError.self) {
      try handlers.followMovedRow(at: pos(1, 0), to: pos(1, 3))
    }
    let text = error?.description ?? ""
    #expect(text.hasPrefix("cannot move a row from section 1: the table has no sections;"))
    #expect(text.contains("setShape(_:)") && text.contains("HeadlessTable"))
  }

  @Test func aWeaklyHeldOwnerNeedsNoWeakSelf() {
    final class Screen {
      var opened: [Int] = []
    }
    let handlers = TableHandlers()
    var screen: Screen? = Screen()
    handlers.on(.didSelectRow, at: .section(0), owner: screen!) { owner, call in
      owner.opened.append(call.row)
    }
    handlers.on(.titleForHeader, at: .allSections, owner: screen!) { _, _ in "Title" }
    handlers.on(.numberOfSections, owner: screen!) { _, _ in 3 }
    let table = TestTable()
    handlers.answer(.didSelectRow, at: pos(0, 2), on: table)
    #expect(screen?.opened == [2])
    #expect(handlers.answer(.titleForHeader, in: 0, on: table) == "Title")
    screen = nil
    // The owner is gone: UIKit's defaults answer, nothing runs.
    handlers.answer(.didSelectRow, at: pos(0, 2), on: table)
    #expect(handlers.answer(.titleForHeader, in: 0, on: table) == nil)
    #expect(handlers.answer(.numberOfSections, on: table) == 1)
  }

  @Test func aCallIsUsableWhileItsHandlerRunsEvenAcrossNestedDispatches() {
    let handlers = TableHandlers()
    let table = TestTable()
    handlers.on(.canEditRow, at: .table) { call in call.table.isEditing }
    handlers.on(.didSelectRow, at: .table) { [unowned handlers] call in
      // A nested dispatch opens and closes a scope of its own; this call stays valid.
      _ = handlers.answer(.canEditRow, at: call.position, on: call.table)
      call.table.deselectRow(at: call.position, animated: false)
    }
    handlers.answer(.didSelectRow, at: pos(0, 1), on: table)
    handlers.answer(.didSelectRow, at: pos(0, 2), on: table)
    #expect(table.deselected == [pos(0, 1), pos(0, 2)])
  }

  @Test func dispatchesNestUpToTheMaximumDepthWithEveryCallValid() {
    let handlers = TableHandlers()
    let table = TestTable()
    var deepest = 0
    // 4,096 nested dispatches, the most that may be open at once (one more traps:
    // PreconditionTests); the innermost and every outer call can still reach the table.
    handlers.on(.indentationLevel, at: .table) { [unowned handlers] call in
      let level = call.row + 1
      deepest = max(deepest, level)
      if level < 4_096 {
        _ = handlers.answer(.indentationLevel, at: TablePosition(section: 0, row: level), on: table)
      }
      _ = call.table.isEditing
      return level
    }
    #expect(handlers.answer(.indentationLevel, at: pos(0, 0), on: table) == 1)
    #expect(deepest == 4_096)
  }
}

@Suite("Calls cannot dangle")
struct KeptCallTests {
  @Test func aKeptCallTrapsWhenItsTableIsRead() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let handlers = TableHandlers()
        var kept: RowCall<Void>?
        handlers.on(.didSelectRow, at: .table) { call in kept = call }
        handlers.answer(.didSelectRow, at: TablePosition(section: 0, row: 0), on: TestTable())
        // The handler returned: its call is no longer valid, whatever became of the table.
        _ = kept?.table.isEditing
      }
    }
  }

  @Test func aKeptCallsMessageSaysWhatToKeepInstead() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let handlers = TableHandlers()
        var kept: SectionCall<Void>?
        handlers.on(.titleForHeader, at: .allSections) { call in
          kept = call
          return nil
        }
        _ = handlers.answer(.titleForHeader, in: 0, on: TestTable())
        _ = kept?.table
      }
    }
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(text.contains("SectionCall was used after its handler returned"))
    #expect(text.contains("Keep call.position"))
  }

  @Test func aCallKeptPastAnotherDispatchAtTheSameDepthStillTraps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let handlers = TableHandlers()
        let table = TestTable()
        var kept: RowCall<Void>?
        handlers.on(.didSelectRow, at: .table) { call in
          if kept == nil { kept = call } else { _ = kept?.table }
        }
        handlers.answer(.didSelectRow, at: TablePosition(section: 0, row: 0), on: table)
        // A new dispatch at the same depth must not revive the first one's call.
        handlers.answer(.didSelectRow, at: TablePosition(section: 0, row: 1), on: table)
      }
    }
  }
}
