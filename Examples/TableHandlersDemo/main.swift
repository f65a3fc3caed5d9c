import DemoScenarios

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let usage = """
  table-demo: TableHandlers on a headless table, walking the seed documents' screens.

  Usage: table-demo [SCENARIO...]
         table-demo --help

  With no argument, runs every scenario in turn. Each step prints the table as text and one
  "→" line for every handler that fires.

  Scenarios:
  \(Scenario.allCases.map { "  \($0.rawValue)  \($0.summary)" }.joined(separator: "\n"))
  """

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
  print(usage)
} else {
  var chosen: [Scenario] = []
  for argument in arguments {
    guard let scenario = Scenario(rawValue: argument) else {
      print("table-demo: unknown scenario '\(argument)'\n\n\(usage)")
      exit(2)
    }
    chosen.append(scenario)
  }
  let log = DemoLog()
  for scenario in chosen.isEmpty ? Scenario.allCases : chosen { scenario.run(into: log) }
  print(log.text, terminator: "")
}
