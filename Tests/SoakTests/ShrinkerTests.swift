import Foundation
import RegistryReferenceModel
import SoakSupport
import TableHandlersCore
import Testing

/// The planted bug, in the test and never in the library.
///
/// A reference that, when a row with a handler of its own moves across sections into a section
/// that has a section-wide handler, forgets the row's handlers. Showing it takes at least a row handler, a section handler and
/// a move, on a table with two sections, among whatever else the soak did.
@MainActor
func plantedBugReference(_ model: inout ReferenceModel, _ update: TableUpdate) -> Bool {
  let before = model
  guard model.apply(update) else { return false }
  for move in update.movedRows where move.from.section != move.to.section {
    let token = before.sections[move.from.section].rows[move.from.row]
    let section = model.sections[move.to.section].token
    let rowHasHandler = model.rowHandlers.values.contains { $0[token] != nil }
    let sectionHasHandler = model.sectionHandlers.values.contains { $0[section] != nil }
    if rowHasHandler, sectionHasHandler {
      for event in model.rowHandlers.keys { model.rowHandlers[event]![token] = nil }
    }
  }
  return true
}

@MainActor
func plantedBugLayers() -> [any SoakLayer] {
  [RegistryLayer(applyToReference: plantedBugReference)]
}

/// Whether a replay against the buggy reference shows a divergence.
@MainActor
func failsWithPlantedBug(_ operations: [SoakOperation]) -> Bool {
  !Soak.replay(operations, layers: plantedBugLayers).isEmpty
}

@MainActor
@Suite("The shrinker, on a planted bug")
struct ShrinkerTests {
  /// A push and the pop that undoes it can go only together: the pair pass removes them.
  @Test func stepsThatGoOnlyAsAPairAreRemoved() {
    // Positive numbers push, 0 pops; the sequence fails when 1, 2, 3 are ever on top.
    func fails(_ steps: [Int]) -> Bool {
      var stack: [Int] = []
      for step in steps {
        if step == 0 { _ = stack.popLast() } else { stack.append(step) }
        if stack.suffix(3) == [1, 2, 3] { return true }
      }
      return false
    }
    let steps = [1, 3, 0, 2, 3]
    #expect(fails(steps))
    #expect(Shrinker.shrink(steps, fails: fails) == [1, 2, 3])
  }

  /// The soak finds the planted bug among noise; the shrinker returns a sequence that still
  /// fails, from which no single step can be removed, and that needs three or more operations.
  ///
  /// For seed 1 the test printed is also the one committed in `PrintedRegressionTests.swift`,
  /// which this target compiles and runs: so a printed test compiles as pasted, and passes once
  /// the bug is gone (there: against the real reference).
  @Test(arguments: [UInt64(1), 2])
  func shrinksToAMinimalSequence(seed: UInt64) throws {
    let soak = Soak(layers: plantedBugLayers)
    let failure = try #require(soak.run(seed: seed, operations: 100_000))
    #expect(failure.operations.count > 50, "the bug should show among noise")
    let minimal = Shrinker.shrink(failure.operations, fails: failsWithPlantedBug)
    #expect(failsWithPlantedBug(minimal))
    #expect(minimal.count >= 3)
    #expect(minimal.count < failure.operations.count / 2)
    for index in minimal.indices {
      var shorter = minimal
      shorter.remove(at: index)
      #expect(!failsWithPlantedBug(shorter), "step \(index) of \(minimal) can be removed")
    }
    let kinds = Set(minimal.map(\.kind))
    #expect(kinds.contains(.register))
    #expect(kinds.contains(.moveRow) || kinds.contains(.batch))
    // Against the real reference the same operations agree: the bug is the reference's.
    #expect(Soak.replay(minimal).isEmpty)
    guard seed == 1 else { return }
    let printed = RegressionTest.source(
      name: "plantedBugSeed1", operations: minimal,
      comment: "The planted bug of ShrinkerTests, seed 1, step \(failure.step)")
    let file = try String(
      contentsOfFile: #filePath.replacingOccurrences(
        of: "ShrinkerTests.swift", with: "PrintedRegressionTests.swift"), encoding: .utf8)
    #expect(
      file.contains(printed + "\n"), "commit this in PrintedRegressionTests.swift:\n\(printed)")
  }
}
