import Testing

@testable import TableHandlersCore

@Suite("Documented preconditions")
struct PreconditionTests {
  @Test func registeringAtANegativeRowTraps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        TableHandlers().on(.didSelectRow, at: .row(-1, inSection: 0)) { _ in }
      }
    }
  }

  @Test func registeringPastTheMaximumIndexTraps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        TableHandlers().on(.titleForHeader, at: .section(TableHandlers.maximumIndex + 1)) { _ in nil
        }
      }
    }
  }

  @Test func aNegativeShapeTraps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run { TableHandlers().setShape(TableShape(rowCounts: [1, -1])) }
    }
  }

  @Test func runningOutOfEventIdentifiersTraps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        for index in 0...EventID.capacity { _ = EventID.make(named: "event\(index)") }
      }
    }
  }
}

@Suite("Documented preconditions, continued")
struct MorePreconditionTests {
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
  @Test func registeringAtRowIntMaxTraps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        TableHandlers().on(.canEditRow, at: .row(Int.max, inSection: 0)) { _ in true }
      }
    }
  }

  @Test func registeringAtANegativeSectionTraps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        TableHandlers().on(.titleForHeader, at: .section(-1)) { _ in nil }
      }
    }
  }

  @Test func aSectionCountPastTheMaximumTraps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        final class Host: TableHost {
          var isEditing = false
          func deselectRow(at position: TablePosition, animated: Bool) {}
          func performUpdates(_ update: TableUpdate, animated: Bool) throws {}
        }
        let handlers = TableHandlers()
        handlers.on(.numberOfSections) { _ in Int.max }
        _ = handlers.numberOfSections(on: Host())
      }
    }
  }
}
