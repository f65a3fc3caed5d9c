// Regression tests as the soak prints them. The first is printed for the planted bug of
// ShrinkerTests (`shrinksToAMinimalSequence`, seed 1, checks this text is what the shrinker
// prints), so compiling this file shows that a printed test compiles as pasted.
import SoakSupport
import Testing

@MainActor
@Suite("Regression tests printed by the soak")
struct PrintedRegressionTests {
  /// A sequence of operations the soak found and shrank.
  ///
  /// The planted bug of ShrinkerTests, seed 1, step 169.
  @Test func plantedBugSeed1() {
    let failures = Soak.replay([
      SoakOperation(.insertSections, 0x4083_DA61_BD55_A196),
      SoakOperation(.insertSections, 0x1158_03C3_1E60_5C40),
      SoakOperation(.register, 0xB0F4_9A25_E26C_EC1A),
      SoakOperation(.register, 0x10DD_612A_743B_3D0D),
      SoakOperation(.moveRow, 0xF021_A06C_3994_C719),
    ])
    #expect(failures.isEmpty, "\(failures)")
  }
}
