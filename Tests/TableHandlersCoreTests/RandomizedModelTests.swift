import TestSupport
import Testing

@testable import TableHandlersCore

extension SplitMix64: ChoiceSource {
  mutating func pick(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
}

@MainActor
@Suite("Randomized operations against a naive reference model")
struct RandomizedModelTests {
  /// Four seeds of 5,000 steps: 20,000 operations — registrations, removals, single edits and
  /// batches, about a third of the batches invalid — each followed by a comparison of every
  /// event at every position.
  @Test(arguments: [UInt64(1), 2, 3, 4])
  func twentyThousandOperationsMatchTheReference(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    let checker = ModelChecker()
    var failures: [String] = []
    while checker.steps < 5_000, failures.isEmpty {
      failures = checker.step(&rng)
    }
    #expect(failures.isEmpty, "seed \(seed): \(failures.prefix(5))")
    #expect(checker.steps == 5_000)
    #expect(checker.rejected > 100)
  }
}
