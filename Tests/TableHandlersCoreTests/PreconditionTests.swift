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
        TableHandlers().on(.titleForHeader, in: .section(TableHandlers.maximumIndex + 1)) { _ in nil
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
