import DemoScenarios

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One line per scenario, its name padded so that the summaries line up.
let scenarioList = Scenario.allCases.map { scenario in
  let name = scenario.rawValue
  return "  \(name + String(repeating: " ", count: max(0, 8 - name.count)))  \(scenario.summary)"
}.joined(separator: "\n")

let usage = """
  table-demo: TableHandlers on a headless table, walking the seeds' screens and a settings one.

  Usage: table-demo [SCENARIO...]
         table-demo --interactive [SCENARIO]
         table-demo --help

  With no argument, runs every scenario in turn. Each step prints the table as text and one
  "→" line for every handler that fires.

  -i, --interactive  Drive one scenario's table yourself (default 003). On a terminal:
                     ↑/↓ or k/j move the cursor, Enter or space taps, a taps the accessory,
                     d swipes to delete (d or y again deletes, Esc or n cancels), e edits,
                     m moves the row (↑/↓ choose where, Enter drops), c long-presses and copies,
                     t flips a switch, ←/→ or h/l change a stepper, slider or segments, s lists
                     the row's swipe actions and o its context menu (a number performs or
                     chooses one), q quits. In 000, p and w fill or clear the item's price and
                     memo, + and - add and remove a comment; each change prints the batch it
                     applies.
                     From a pipe, one command a line, the table printed after each:
                     up, down, tap, accessory, delete, confirm, cancel, edit, move, drop, copy,
                     toggle, increment, decrement, swipe, menu, choose 2, price, memo,
                     add comment, remove comment, quit, or the keys' letters and digits.
                     Example: printf 'down\\ntap\\nquit\\n' | table-demo -i 003

  Scenarios:
  \(scenarioList)
  """

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
  print(usage)
} else if let flag = arguments.firstIndex(where: { $0 == "--interactive" || $0 == "-i" }) {
  let rest = arguments.enumerated().filter { $0.offset != flag }.map(\.element)
  guard rest.count <= 1 else {
    print("table-demo: --interactive takes one scenario, not \(rest.count)\n\n\(usage)")
    exit(2)
  }
  guard let scenario = rest.isEmpty ? .blocksKitSample : Scenario(rawValue: rest[0]) else {
    print("table-demo: unknown scenario '\(rest[0])'\n\n\(usage)")
    exit(2)
  }
  runInteractive(InteractiveSession(scenario: scenario))
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
