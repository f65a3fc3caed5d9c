import DemoScenarios

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One line per scenario: its name and the number it is also run by, padded so that the
/// summaries line up.
let scenarioNames = Scenario.allCases.map { scenario in
  [scenario.rawValue, scenario.alias].compactMap { $0 }.joined(separator: ", ")
}
let scenarioList = zip(scenarioNames, Scenario.allCases).map { names, scenario in
  let width = scenarioNames.map(\.count).max() ?? 0
  return "  \(names + String(repeating: " ", count: width - names.count))  \(scenario.summary)"
}.joined(separator: "\n")

let usage = """
  table-demo: TableHandlers on a headless table, walking eight screens step by step.

  Usage: table-demo [SCENARIO...]
         table-demo --interactive [SCENARIO]
         table-demo --help

  With no argument, runs every scenario in turn. Each step prints the table as text and one
  "→" line for every handler that fires. A scenario is named by its name or by its number.

  -i, --interactive  Drive one scenario's table yourself (default blockskit-sample). On a
                     terminal: ↑/↓ or k/j move the cursor, Enter or space taps, a taps the
                     accessory, d swipes to delete (d or y again deletes, Esc or n cancels),
                     e edits, m moves the row (↑/↓ choose where, Enter drops), c long-presses
                     and copies, t flips a switch, ←/→ or h/l change a stepper, slider or
                     segments, s lists the row's swipe actions and o its context menu (a
                     number performs or chooses one), q quits. In item-detail, p and w fill or
                     clear the item's price and memo, + and - add and remove a comment; each
                     change prints the batch it applies. In feed the cursor scrolls the table
                     and nearing the end loads the next page; in contacts, Enter on the empty
                     table taps its button. In reminders, + adds a reminder, - removes and r
                     renames the one under the cursor: the commands change the model, and the
                     table follows it, with no update call.
                     From a pipe, one command a line, the table printed after each:
                     up, down, tap, accessory, delete, confirm, cancel, edit, move, drop, copy,
                     toggle, increment, decrement, swipe, menu, choose 2, price, memo,
                     add comment, remove comment, add, rename, jump M (the section index), quit,
                     or the keys' letters and digits.
                     Example: printf 'down\\ntap\\nquit\\n' | table-demo -i blockskit-sample

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
  guard let scenario = rest.isEmpty ? .blocksKitSample : Scenario(named: rest[0]) else {
    print("table-demo: unknown scenario '\(rest[0])'\n\n\(usage)")
    exit(2)
  }
  await runInteractive(InteractiveSession(scenario: scenario))
} else {
  var chosen: [Scenario] = []
  for argument in arguments {
    guard let scenario = Scenario(named: argument) else {
      print("table-demo: unknown scenario '\(argument)'\n\n\(usage)")
      exit(2)
    }
    chosen.append(scenario)
  }
  let log = DemoLog()
  for scenario in chosen.isEmpty ? Scenario.allCases : chosen { await scenario.run(into: log) }
  print(log.text, terminator: "")
}
