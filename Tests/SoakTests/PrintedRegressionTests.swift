// Regression tests as the soak prints them. The first is printed for the planted bug of
// ShrinkerTests (`shrinksToAMinimalSequence`, seed 1, checks this text is what the shrinker
// prints), the second for the planted trap (Scripts/check-soak-trap.sh checks it is what
// `SOAK_PLANTED_TRAP=1 Scripts/soak.sh 20000 1` prints), so compiling this file shows that a
// printed test compiles as pasted. Here the planted layers are absent (their operations do
// nothing), so both pass, as a regression test does once its bug is fixed.
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

  /// A sequence of operations the soak found trapping, and shrank.
  ///
  /// seed 1, episode 3: a trap (signal 4).
  @Test func soakSeed1Episode3Trap() async {
    await #expect(processExitsWith: .success) {
      let failures = await Soak.replay([
        SoakOperation(.plantedPush, 0xBFD6_4810_F842_D891),
        SoakOperation(.plantedPush, 0x6577_B1C0_9CFC_2ED6),
        SoakOperation(.plantedPush, 0x64A_9D45_9D33_5B57),
      ])
      precondition(failures.isEmpty, "\(failures)")
    }
  }
}
