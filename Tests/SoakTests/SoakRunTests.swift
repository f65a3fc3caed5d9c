import SoakSupport
import Testing

@testable import TableHandlersCore

@MainActor
@Suite("The soak, briefly")
struct SoakRunTests {
  /// 20,000 operations over every layer from two seeds, with the soak's own checks.
  @Test(arguments: [UInt64(1), 2])
  func twentyThousandOperationsShowNoDivergence(seed: UInt64) {
    let soak = Soak()
    let failure = soak.run(seed: seed, operations: 10_000)
    #expect(failure == nil, "\(failure?.messages ?? [])")
    #expect(soak.performed == 10_000)
  }

  /// The soak's event list is the core's: every core event, each once.
  @Test func theSoakDispatchesEveryCoreEvent() {
    let names = SoakEvents.all.map(\.name)
    #expect(names.count == SoakEvents.count)
    #expect(Set(names) == Set(CoreEvent.allCases.map(\.name)))
    #expect(Set(names).count == names.count)
  }
}
