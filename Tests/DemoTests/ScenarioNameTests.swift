import Testing

@testable import DemoScenarios

@Suite("Naming a scenario on the command line")
struct ScenarioNameTests {
  @Test(arguments: [
    ("item-detail", Scenario.itemDetail), ("moving-sections", .movingSections),
    ("blockskit-sample", .blocksKitSample), ("settings", .settings), ("reminders", .reminders),
    // The numbers the first three were run by before they had names still work.
    ("000", .itemDetail), ("001", .movingSections), ("003", .blocksKitSample),
  ])
  func aNameOrANumberNamesItsScenario(name: String, scenario: Scenario) {
    #expect(Scenario(named: name) == scenario)
  }

  @Test(arguments: ["", "002", "Item-Detail", "blockskit", "seed"])
  func anythingElseNamesNone(name: String) {
    #expect(Scenario(named: name) == nil)
  }

  @Test func noTwoScenariosShareANameOrANumber() {
    let names = Scenario.allCases.flatMap { [$0.rawValue, $0.alias].compactMap { $0 } }
    #expect(Set(names).count == names.count)
  }
}
