import TableHandlersCore
import TableHandlersDeclarative
import TestSupport
import Testing

@MainActor
@Suite struct RandomizedDiffTests {
  nonisolated static let seeds: [UInt64] = [1, 2, 3, 4, 5]
  static let pairsPerSeed = 1_000

  /// 5,000 random pairs of declarations (see `checkPair`): each diff against a brute-force
  /// reference and a fresh build; bad declarations rejected with nothing changed.
  @Test(arguments: seeds)
  func diffMatchesTheReference(seed: UInt64) throws {
    var generator = SpecGenerator(random: SplitMix64(seed: seed))
    let host = TestTable()
    var rejected = 0
    var moves = 0
    var crossSectionMoves = 0
    for pair in 0..<Self.pairsPerSeed {
      let outcome = try checkPair(&generator, settle: pair % 8 == 0, host: host)
      #expect(outcome.failures.isEmpty, "seed \(seed) pair \(pair): \(outcome.failures)")
      if outcome.rejected { rejected += 1 }
      moves += outcome.moves
      crossSectionMoves += outcome.crossSectionMoves
    }
    #expect(rejected > Self.pairsPerSeed / 20)
    #expect(crossSectionMoves > Self.pairsPerSeed / 4)
    #expect(moves > crossSectionMoves)
  }

  /// 5 × 40 tables, each through 40 random updates (one in ten bad, one good one in ten asked
  /// for while another update is applied) with interactive moves in between, checked after
  /// every step (see `checkChain`): what a table carries from one update to the next, such as
  /// its row index after a rejected update, and that an update that waited is applied.
  @Test(arguments: seeds)
  func chainsOfUpdatesMatchAFreshBuild(seed: UInt64) throws {
    var generator = SpecGenerator(random: SplitMix64(seed: seed &+ 100))
    let host = TestTable()
    var total = ChainOutcome()
    for chain in 0..<40 {
      let outcome = try checkChain(&generator, steps: 40, host: host)
      #expect(outcome.failures.isEmpty, "seed \(seed) chain \(chain): \(outcome.failures)")
      total.rejected += outcome.rejected
      total.applied += outcome.applied
      total.userMoves += outcome.userMoves
      total.waitedForAnUpdate += outcome.waitedForAnUpdate
    }
    #expect(total.rejected > 40 * 40 / 20)
    #expect(total.applied > 40 * 40 / 2)
    #expect(total.userMoves > 40 * 40 / 20)
    #expect(total.waitedForAnUpdate > 40 * 40 / 20)
  }
}
