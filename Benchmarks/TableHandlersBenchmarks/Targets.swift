/// How a target's value must compare with its limit.
enum Relation {
  case atMost
  case atLeast
  case below

  var symbol: String {
    switch self {
    case .atMost: return "≤"
    case .atLeast: return "≥"
    case .below: return "<"
    }
  }

  func holds(_ value: Double, _ limit: Double) -> Bool {
    switch self {
    case .atMost: return value <= limit
    case .atLeast: return value >= limit
    case .below: return value < limit
    }
  }
}

/// One of the benchmark's targets, computed from the figures of the same run.
struct Target {
  var name: String
  var relation: Relation
  var limit: Double
  /// Computes the value from a figure lookup (nanoseconds, or instructions for the Ir ratio).
  var compute: ((String) -> Double?) -> Double?
  /// Whether the value is a ratio of dispatch figures, which then also has an Ir ratio.
  var hasInstructionRatio: Bool

  /// The benchmark's targets (Docs/Performance.md, "What the targets mean for an app").
  static var all: [Target] {
    let protocolCall = DispatchFigure.protocolCall.rawValue
    let rowHit = DispatchFigure.rowHit.rawValue
    func quotient(_ numerator: String, _ denominator: String) -> ((String) -> Double?) -> Double? {
      { figure in ratio(figure(numerator), figure(denominator)) }
    }
    return [
      Target(
        name: "row-scoped dispatch / direct protocol call", relation: .atMost, limit: 3,
        compute: quotient(rowHit, protocolCall), hasInstructionRatio: true),
      Target(
        name: "table-scoped fallback / direct protocol call", relation: .atMost, limit: 4,
        compute: quotient(DispatchFigure.tableFallback.rawValue, protocolCall),
        hasInstructionRatio: true),
      Target(
        name: "struct-key dictionary port / row-scoped dispatch (speed-up)", relation: .atLeast,
        limit: 5, compute: quotient(DispatchFigure.structKeyDictionary.rawValue, rowHit),
        hasInstructionRatio: true),
      Target(
        name: "string-key scheme / row-scoped dispatch (speed-up)", relation: .atLeast, limit: 50,
        compute: quotient(DispatchFigure.stringKeyDictionary.rawValue, rowHit),
        hasInstructionRatio: true),
      Target(
        name: "heap allocations per dispatch (worst registry dispatch figure)", relation: .atMost,
        limit: 0,
        compute: { figure in
          let counts = DispatchFigure.allCases.filter(\.isRegistry).map {
            figure($0.rawValue + ".allocations")
          }
          guard counts.allSatisfy({ $0 != nil }) else { return nil }
          return counts.compactMap { $0 }.max()
        }, hasInstructionRatio: false),
      Target(
        name: "adapter method, row handler, no app object / direct protocol call",
        relation: .atMost, limit: 3,
        compute: quotient("adapter.handler", "adapter.baseline.protocolCall"),
        hasInstructionRatio: false),
      Target(
        name: "adapter method, app object then handler / (weak-delegate call + closure call)",
        relation: .atMost, limit: 1.5,
        compute: { figure in
          guard let weak = figure("adapter.baseline.weakAppCall"),
            let closure = figure("adapter.baseline.closureCall")
          else { return nil }
          return ratio(figure("adapter.appThenHandler"), weak + closure)
        }, hasInstructionRatio: false),
      Target(
        name: "heap allocations per adapter call (worst adapter figure)", relation: .atMost,
        limit: 0,
        compute: { figure in
          let counts = [
            "adapter.handler", "adapter.appThenHandler", "adapter.appOnly", "adapter.nobody",
          ].map {
            figure($0 + ".allocations")
          }
          guard counts.allSatisfy({ $0 != nil }) else { return nil }
          return counts.compactMap { $0 }.max()
        }, hasInstructionRatio: false),
      // The same three for the list adapter, on the same event (`canEditRow`).
      Target(
        name: "list method, row handler, no app object / direct protocol call",
        relation: .atMost, limit: 3,
        compute: quotient("list.handler", "list.baseline.protocolCall"),
        hasInstructionRatio: false),
      Target(
        name: "list method, app object then handler / (weak-delegate call + closure call)",
        relation: .atMost, limit: 1.5,
        compute: { figure in
          guard let weak = figure("list.baseline.weakAppCall"),
            let closure = figure("list.baseline.closureCall")
          else { return nil }
          return ratio(figure("list.appThenHandler"), weak + closure)
        }, hasInstructionRatio: false),
      Target(
        name: "heap allocations per list call (worst list figure)", relation: .atMost,
        limit: 0,
        compute: { figure in
          let counts = ["list.handler", "list.appThenHandler", "list.appOnly", "list.nobody"].map {
            figure($0 + ".allocations")
          }
          guard counts.allSatisfy({ $0 != nil }) else { return nil }
          return counts.compactMap { $0 }.max()
        }, hasInstructionRatio: false),
      Target(
        name: "declared update of 10,000 rows with a selection and a scroll anchor / without",
        relation: .atMost, limit: 1.1,
        compute: quotient("state.update10000.kept", "state.update10000.plain"),
        hasInstructionRatio: false),
      Target(
        name: "delete row 0 of 1,000,000 row handlers / Array.remove(at: 0) of 1,000,000",
        relation: .atMost, limit: 3,
        compute: quotient("edit.oneSection.deleteRow0", "edit.arrayRemoveFirstBaseline"),
        hasInstructionRatio: false),
      // Judged where the library ships: the bytes the registry requests. Apple's allocator
      // rounds small blocks to 16 bytes; glibc serves a 32-byte box from a 48-byte chunk, so
      // the glibc heap figure (`memory.bytesPerRowHandler`) is printed beside it, not judged.
      Target(
        name: "bytes the registry requests per row handler, beyond the closure's own context",
        relation: .atMost, limit: 48, compute: { $0("memory.requestedBytesPerRowHandler") },
        hasInstructionRatio: false),
      Target(
        name: "registry heap bytes, 1,000,000-row table, one table-wide handler",
        relation: .below, limit: 65_536, compute: { $0("memory.tableWideHandler1MRows") },
        hasInstructionRatio: false),
      Target(
        name: "declarative update, time(100,000 rows) / time(10,000 rows)", relation: .atMost,
        limit: 12, compute: quotient("declarative.update100000", "declarative.update10000"),
        hasInstructionRatio: false),
      // "No slower than DifferenceKit's StagedChangeset", judged against the in-process floor
      // instead of DifferenceKit, which the package cannot depend on. The measurement these
      // targets were set from found the floor 3.7× faster than DifferenceKit at 10,000 rows
      // and 2.2× at 100,000 on this machine, so an update no slower than DifferenceKit is at
      // most 3.7× the floor at 10,000 rows and 2.2× at 100,000. (The aim set with them, about
      // twice the floor, would be a limit of 2.0 at both sizes.)
      // Docs/Performance.md records DifferenceKit itself, timed beside the floor by
      // Benchmarks/compare-differencekit.sh.
      Target(
        name: "declarative update / identity-diff floor, 10,000 rows, 1% changed",
        relation: .atMost, limit: 3.7, compute: { $0("declarative.changed10000.overFloor") },
        hasInstructionRatio: false),
      Target(
        name: "declarative update / identity-diff floor, 100,000 rows, 1% changed",
        relation: .atMost, limit: 2.2, compute: { $0("declarative.changed100000.overFloor") },
        hasInstructionRatio: false),
      Target(
        name:
          "observed section update / full update(to:), 100 sections of 1,000 rows, one row changed",
        relation: .atMost, limit: 0.05, compute: { $0("observed.sectionOverFull") },
        hasInstructionRatio: false),
    ] + recipeTargets + declaredMemoryTargets
  }

  /// DifferenceKit's `StagedChangeset` time over the identity-diff floor's on the same rows.
  ///
  /// No DifferenceKit runs in this process (the package depends on nothing), so the recipe
  /// targets stand for "no slower than DifferenceKit" as update / floor ≤ this factor. Every
  /// measurement recorded in Docs/Performance.md put DifferenceKit at 3.0× the floor or more:
  /// 3.1–3.7× with heavy churn (10,000 and 100,000 rows, one section and sections of 100), and
  /// 3.2–5.2× with 1% changed. The factor takes the lowest, rounded down; the DifferenceKit
  /// comparison script measures the real ratio on the same recipes.
  static let differenceKitOverFloor = 3.0

  /// Per recipe and layout, the worst form of row: the update against DifferenceKit's
  /// equivalent, and the identical re-declaration against the floor of the changed update.
  static var recipeTargets: [Target] {
    UpdateRecipe.all.flatMap { recipe in
      RowLayout.allCases.flatMap { layout in
        let prefix = "recipe.\(recipe.name).\(layout.rawValue)."
        func worst(_ suffix: String, scale: Double) -> ((String) -> Double?) -> Double? {
          { figure in
            // The forms measured (a quick pass measures two).
            RowForm.allCases.compactMap { figure(prefix + $0.rawValue + suffix) }.max().map {
              $0 / scale
            }
          }
        }
        return [
          Target(
            name: "update / DifferenceKit equivalent, \(recipe.label), \(layout.label)",
            relation: .atMost, limit: 1,
            compute: worst(".overFloor", scale: differenceKitOverFloor), hasInstructionRatio: false),
          Target(
            name: "identical / floor of the changed, \(recipe.label), \(layout.label)",
            relation: .atMost, limit: 1.5, compute: worst(".identicalOverFloor", scale: 1),
            hasInstructionRatio: false),
        ]
      }
    }
  }

  /// Per form of row, the worst layout: the bytes a declared table holds per row.
  static var declaredMemoryTargets: [Target] {
    let forms =
      RowForm.allCases.map { ($0.rawValue, $0.label) }
      + HandlerForm.allCases.filter(\.isTargeted).map { ($0.rawValue, $0.label) }
    return forms.map { name, label in
      Target(
        name: "bytes per declared row, 100,000 rows, \(label)", relation: .atMost,
        limit: 200,
        compute: { figure in
          let values = RowLayout.allCases.map {
            figure("memory.declared.\($0.rawValue).\(name)")
          }
          guard values.allSatisfy({ $0 != nil }) else { return nil }
          return values.compactMap { $0 }.max()
        }, hasInstructionRatio: false)
    }
  }

  /// Judges the target on a run's figures.
  func evaluate(_ report: Report) -> TargetResult {
    let value = compute(report.value)
    let instructionRatio = hasInstructionRatio ? compute { report.instructions[$0] } : nil
    return TargetResult(
      name: name, relation: relation, limit: limit, value: value,
      met: value.map { relation.holds($0, limit) } ?? false, instructionRatio: instructionRatio)
  }
}

/// A target judged on one run.
struct TargetResult {
  var name: String
  var relation: Relation
  var limit: Double
  var value: Double?
  var met: Bool
  var instructionRatio: Double?

  /// The line that reports a missed target.
  var missedLine: String {
    guard let value else { return "MISSED \(name): not measured in this run" }
    var line =
      "MISSED \(name): \(format(value, 2)), limit \(relation.symbol) \(format(limit, limit < 1 ? 2 : limit < 10 ? 1 : 0))"
    if let instructionRatio { line += " (instruction ratio \(format(instructionRatio, 2)))" }
    return line
  }
}
