import Testing

@testable import TableHandlersCore

/// A documented precondition of the registry, broken by one call.
enum BrokenPrecondition: String, Codable, CaseIterable, Sendable {
  case registeringAtANegativeRow, registeringAtRowIntMax, registeringAtANegativeSection
  case registeringPastTheMaximumIndex, aNegativeShape, aSectionCountPastTheMaximum
  case runningOutOfEventIdentifiers
}

@Suite("Documented preconditions")
struct PreconditionTests {
  @Test(arguments: BrokenPrecondition.allCases)
  func aBrokenPreconditionTraps(_ broken: BrokenPrecondition) async {
    await #expect(processExitsWith: .failure) { [broken] in
      await MainActor.run {
        let handlers = TableHandlers()
        switch broken {
        case .registeringAtANegativeRow:
          handlers.on(.didSelectRow, at: .row(-1, inSection: 0)) { _ in }
        case .registeringAtRowIntMax:
          handlers.on(.canEditRow, at: .row(Int.max, inSection: 0)) { _ in true }
        case .registeringAtANegativeSection:
          handlers.on(.titleForHeader, at: .section(-1)) { _ in nil }
        case .registeringPastTheMaximumIndex:
          handlers.on(.titleForHeader, at: .section(TableHandlers.maximumIndex + 1)) { _ in nil }
        case .aNegativeShape:
          handlers.setShape(TableShape(rowCounts: [1, -1]))
        case .aSectionCountPastTheMaximum:
          handlers.on(.numberOfSections) { _ in Int.max }
          _ = handlers.numberOfSections(on: TestTable())
        case .runningOutOfEventIdentifiers:
          for index in 0...EventID.capacity { _ = EventID.make(named: "event\(index)") }
        }
      }
    }
  }

  @Test func dispatchesNestedPastTheMaximumDepthTrapWithTheirMessage() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let handlers = TableHandlers()
        let table = TestTable()
        // A handler that dispatches itself: the scopes nest until the limit traps.
        handlers.on(.didSelectRow, at: .table) { [unowned handlers] call in
          handlers.answer(.didSelectRow, at: call.position, on: table)
        }
        handlers.answer(.didSelectRow, at: TablePosition(section: 0, row: 0), on: table)
      }
    }
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(text.contains("dispatches nested 4096 deep; does a handler dispatch itself?"))
  }
}
