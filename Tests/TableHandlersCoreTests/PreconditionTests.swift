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
