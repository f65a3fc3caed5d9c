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
  /// The planted bug of ShrinkerTests, seed 1, step 125.
  @Test func plantedBugSeed1() {
    let failures = Soak.replay([
      SoakOperation(.insertSections, 0x85E7_BB0F_1227_8575),
      SoakOperation(.insertSections, 0xC43_407D_C177_B6F7),
      SoakOperation(.insertSections, 0xBF8C_59BB_0035_53C1),
      SoakOperation(.insertSections, 0xB0EB_094E_6F1D_CF73),
      SoakOperation(.register, 0xE31D_5CE0_684B_83F2),
      SoakOperation(.insertSections, 0x635B_0B7E_74F0_C83E),
      SoakOperation(.insertSections, 0x180A_2BD6_343D_01F8),
      SoakOperation(.insertSections, 0xD803_91FF_B30D_1390),
      SoakOperation(.insertSections, 0xFD84_5EF3_00CE_2D0B),
      SoakOperation(.moveSection, 0x6524_E51F_FE73_CB44),
      SoakOperation(.moveSection, 0xCA75_0608_B9BC_7CFC),
      SoakOperation(.insertRows, 0x723B_D128_E303_416D),
      SoakOperation(.insertRows, 0x4D69_0C33_C5A4_CC85),
      SoakOperation(.batch, 0xB4BD_C811_AD92_8FE1),
      SoakOperation(.register, 0x369_DD14_7CFF_D291),
      SoakOperation(.deleteSections, 0x7C72_DDF6_51E4_96EB),
      SoakOperation(.moveRow, 0x590A_AE46_4F2C_3718),
    ])
    #expect(failures.isEmpty, "\(failures)")
  }
}
