import Foundation
import Testing

@testable import DemoScenarios

@MainActor
@Suite("The demo's output")
struct DemoGoldenTests {
  /// The demo's full output, all scenarios, compared with the golden file line by line.
  ///
  /// To accept a deliberate change: `swift run table-demo > Tests/DemoTests/Golden/demo-output.txt`.
  @Test func fullOutputMatchesTheGoldenFile() async throws {
    let url = try #require(
      Bundle.module.url(forResource: "Golden/demo-output", withExtension: "txt"))
    let golden = try String(contentsOf: url, encoding: .utf8)
    let log = DemoLog()
    for scenario in Scenario.allCases { await scenario.run(into: log) }
    let expected = golden.split(separator: "\n", omittingEmptySubsequences: false)
    let actual = log.text.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, (want, got)) in zip(expected, actual).enumerated() where want != got {
      Issue.record("line \(index + 1): expected «\(want)», got «\(got)»")
      break
    }
    #expect(expected.count == actual.count)
  }

  @Test(arguments: Scenario.allCases)
  func eachScenarioRunsAlone(scenario: Scenario) async {
    let log = DemoLog()
    await scenario.run(into: log)
    #expect(log.lines.contains { $0.hasPrefix("  → ") })
    #expect(!log.text.contains("error:"))
  }
}
