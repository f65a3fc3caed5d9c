import Testing

@testable import TableHandlersCore

final class Token {
  let onDeinit: () -> Void
  init(_ onDeinit: @escaping () -> Void) { self.onDeinit = onDeinit }
  deinit { onDeinit() }
}

@MainActor
@Suite("Reentrancy and lifetimes")
struct ReentrancyTests {
  let table = TestTable()

  @Test func aHandlerThatRemovesItselfFinishesWithItsCapturesAlive() {
    let handlers = TableHandlers()
    var released = false
    var seenDuringCall: [Bool] = []
    do {
      let token = Token { released = true }
      handlers.on(.didSelectRow, at: .table) { [token, unowned handlers] _ in
        handlers.remove(.didSelectRow, at: .table)
        seenDuringCall.append(released)
        _ = token
      }
    }
    handlers.answer(.didSelectRow, at: pos(0, 0), on: table)
    #expect(seenDuringCall == [false])
    #expect(released)
    handlers.answer(.didSelectRow, at: pos(0, 0), on: table)
    #expect(seenDuringCall.count == 1)
  }

  @Test func aHandlerRemovedInANestedDispatchLivesUntilTheOutermostReturns() {
    let handlers = TableHandlers()
    var released = false
    var seen: [Bool] = []
    do {
      let token = Token { released = true }
      handlers.on(.canEditRow, at: .table) { [token, unowned handlers] _ in
        handlers.remove(.canEditRow, at: .table)
        _ = token
        return false
      }
    }
    handlers.on(.didSelectRow, at: .table) { [unowned handlers] call in
      // The nested dispatch removes its handler and returns; the outer one is still running.
      #expect(handlers.answer(.canEditRow, at: call.position, on: call.table) == false)
      seen.append(released)
      // A second nested dispatch, at the same depth, finds no handler and answers the default.
      #expect(handlers.answer(.canEditRow, at: call.position, on: call.table))
      seen.append(released)
    }
    handlers.answer(.didSelectRow, at: pos(0, 0), on: table)
    #expect(seen == [false, false])
    #expect(released)
  }

  @Test func registrationsAndEditsDuringADispatchApplyAtOnce() throws {
    let handlers = TableHandlers()
    handlers.setShape(TableShape(rowCounts: [2]))
    handlers.on(.didSelectRow, at: .row(1, inSection: 0)) { [unowned handlers] call in
      try? handlers.followDeletedRows(at: [pos(0, 0)])
      handlers.on(.indentationLevel, at: .row(0, inSection: 0)) { _ in 5 }
      // A nested dispatch sees the change.
      #expect(handlers.answer(.indentationLevel, at: pos(0, 0), on: call.table) == 5)
    }
    handlers.answer(.didSelectRow, at: pos(0, 1), on: table)
    #expect(handlers.shape.rowCounts == [1])
    #expect(handlers.dump == "shape [1]\ndidSelectRow: row 0.0\nindentationLevel: row 0.0")
  }

  @Test func replacingAHandlerWhileItRunsKeepsTheOldOneAliveUntilItReturns() {
    let handlers = TableHandlers()
    var released = 0
    var log: [Int] = []
    let token = Token { released += 1 }
    handlers.on(.indentationLevel, at: .table) { [token, unowned handlers] _ in
      handlers.on(.indentationLevel, at: .table) { _ in 2 }
      log.append(released)
      _ = token
      return 1
    }
    #expect(handlers.answer(.indentationLevel, at: pos(0, 0), on: table) == 1)
    #expect(handlers.answer(.indentationLevel, at: pos(0, 0), on: table) == 2)
    #expect(log == [0])
  }

  @Test func tearingDownTheRegistryReleasesEveryClosure() {
    var released = 0
    do {
      let handlers = TableHandlers()
      handlers.setShape(TableShape(rowCounts: [3]))
      for row in 0..<3 {
        let token = Token { released += 1 }
        handlers.on(.didSelectRow, at: .row(row, inSection: 0)) { _ in _ = token }
      }
      let token = Token { released += 1 }
      handlers.on(.numberOfSections) { _ in
        _ = token
        return 1
      }
      try? handlers.followDeletedRows(at: [pos(0, 0)])
      #expect(released == 1)
    }
    #expect(released == 4)
  }
}
