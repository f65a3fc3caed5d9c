#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The command line.
struct Options {
  var json = false
  var quick = false
  /// A file of `figure-id instructions-per-call` lines to show beside the nanoseconds.
  var instructionsPath: String?
  /// Print only the instruction table of this file: no timing.
  var instructionTablePath: String?
  /// Run one dispatch figure's loop once, for callgrind.
  var callgrindFigure: DispatchFigure?
  var iterations = 0
  var listCallgrindFigures = false
  /// Run updates of one recipe subject (`recipe.layout.form`), for callgrind.
  var profileRecipe: String?
  /// Measure only these groups (all when empty); targets need figures of the groups run.
  var groups: Set<FigureGroup> = []

  static let usage = """
    usage: table-bench [--quick] [--json] [--instructions FILE] [--only GROUP]...
           table-bench --instruction-table FILE

      --quick               a short pass for CI (well under 30 s)
      --json                print one JSON object: {"figures": [...], "targets": [...]}
      --instructions FILE   show the instruction counts of Scripts/bench-instructions.sh
                            beside the nanoseconds, and their ratios beside the targets
      --only GROUP          measure only this group: dispatch, adapter, registration, edits,
                            memory, declarative, observed, state or recipes (repeatable);
                            targets of other groups are left out
      --instruction-table FILE
                            print the instruction table and ratios of FILE; measure nothing

    Used by Scripts/bench-instructions.sh:
      --list-callgrind-figures                 dispatch figure ids and two iteration counts
      --callgrind-figure ID --iterations N     run that figure's loop once, N iterations
    Used by Scripts/declared-update-phases.sh:
      --profile-recipe RECIPE.LAYOUT.FORM --iterations N
                                               N updates of that recipe subject, untimed
    """

  /// Parses the arguments, or prints the usage and exits.
  static func parse(_ arguments: [String]) -> Options {
    var options = Options()
    var remaining = arguments[...]
    func value(for flag: String) -> String {
      guard let value = remaining.popFirst() else { fail("\(flag) needs a value") }
      return value
    }
    while let argument = remaining.popFirst() {
      switch argument {
      case "--json": options.json = true
      case "--quick": options.quick = true
      case "--instructions": options.instructionsPath = value(for: argument)
      case "--instruction-table": options.instructionTablePath = value(for: argument)
      case "--list-callgrind-figures": options.listCallgrindFigures = true
      case "--only":
        let name = value(for: argument)
        guard let group = FigureGroup(rawValue: name) else { fail("unknown group \(name)") }
        options.groups.insert(group)
      case "--callgrind-figure":
        let id = value(for: argument)
        guard let figure = DispatchFigure(rawValue: id) else { fail("unknown figure \(id)") }
        options.callgrindFigure = figure
      case "--profile-recipe": options.profileRecipe = value(for: argument)
      case "--iterations":
        guard let count = Int(value(for: argument)), count >= 0 else {
          fail("--iterations needs a count")
        }
        options.iterations = count
      case "--help", "-h":
        print(usage)
        exit(0)
      default: fail("unknown argument \(argument)")
      }
    }
    return options
  }

  private static func fail(_ message: String) -> Never {
    printError("table-bench: \(message)\n\(usage)")
    exit(2)
  }
}

/// The groups of figures, in the order a run measures them.
enum FigureGroup: String, CaseIterable {
  case dispatch, adapter, registration, edits, memory, declarative, observed, state, recipes
}

extension Options {
  /// Whether this run measures a group.
  func measures(_ group: FigureGroup) -> Bool { groups.isEmpty || groups.contains(group) }
}

/// Writes a line to standard error.
func printError(_ text: String) {
  var bytes = Array((text + "\n").utf8)
  while !bytes.isEmpty {
    let written = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    if written <= 0 { return }
    bytes.removeFirst(written)
  }
}

/// Reads `figure-id value` lines, as `Scripts/bench-instructions.sh` writes them.
///
/// - Parameter path: The file.
/// - Returns: Values by figure id, or `nil` if the file cannot be read.
func readInstructionCounts(_ path: String) -> [String: Double]? {
  guard let file = fopen(path, "r") else { return nil }
  defer { fclose(file) }
  var counts: [String: Double] = [:]
  var buffer = [CChar](repeating: 0, count: 4_096)
  while fgets(&buffer, Int32(buffer.count), file) != nil {
    let line = String(
      decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
    guard words.count >= 2, let value = Double(words[1]) else { continue }
    counts[String(words[0])] = value
  }
  return counts
}
