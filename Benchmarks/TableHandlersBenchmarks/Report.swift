/// The figures of one run, in the order measured, with headings and notes for the table.
struct Report {
  /// One measured value.
  struct Figure {
    var id: String
    var label: String
    var value: Double
    var unit: String
  }

  /// A line of the printed table.
  enum Line {
    case heading(String)
    case figure(Figure)
    case dispatch(DispatchFigure)
    /// A line printed as it is (a row of a group's own table).
    case text(String)
  }

  private(set) var lines: [Line] = []
  private(set) var figures: [Figure] = []
  private(set) var notes: [String] = []
  private var values: [String: Double] = [:]

  /// Instructions per call from `Scripts/bench-instructions.sh`, by dispatch figure id.
  var instructions: [String: Double] = [:]

  mutating func heading(_ text: String) {
    lines.append(.heading(text))
  }

  mutating func add(_ id: String, _ label: String, _ value: Double, _ unit: String) {
    let figure = Figure(id: id, label: label, value: value, unit: unit)
    figures.append(figure)
    values[id] = value
    lines.append(.figure(figure))
  }

  /// Records a figure for the targets and the JSON output without a line of its own (a
  /// group that prints its figures as its own table adds ``text(_:)`` lines).
  mutating func record(_ id: String, _ label: String, _ value: Double, _ unit: String) {
    figures.append(Figure(id: id, label: label, value: value, unit: unit))
    values[id] = value
  }

  /// Adds a line printed as it is.
  mutating func text(_ line: String) {
    lines.append(.text(line))
  }

  /// Adds a dispatch figure's nanoseconds and heap counts as one table line.
  mutating func addDispatch(
    _ dispatch: DispatchFigure, nanoseconds: Double, counts: HeapProbe.Counts?, iterations: Int
  ) {
    func record(_ id: String, _ value: Double, _ unit: String) {
      figures.append(Figure(id: id, label: dispatch.label, value: value, unit: unit))
      values[id] = value
    }
    record(dispatch.rawValue, nanoseconds, "ns/op")
    if let counts {
      record(
        dispatch.rawValue + ".allocations", Double(counts.allocations) / Double(iterations),
        "allocations/op")
      record(
        dispatch.rawValue + ".retains", Double(counts.retains) / Double(iterations), "retains/op")
    }
    lines.append(.dispatch(dispatch))
  }

  mutating func note(_ text: String) {
    notes.append(text)
  }

  /// A figure's value by id.
  func value(_ id: String) -> Double? { values[id] }

  /// The instruction figures as JSON figures, when the instruction counts were supplied.
  var instructionFigures: [Figure] {
    DispatchFigure.allCases.compactMap { dispatch in
      instructions[dispatch.rawValue].map {
        Figure(
          id: dispatch.rawValue + ".instructions", label: dispatch.label, value: $0,
          unit: "instructions/op")
      }
    }
  }
}

// MARK: - Printing

extension Report {
  /// The table, target lines and `MISSED` lines.
  func printTable(mode: String, targets: [TargetResult]) {
    print("TableHandlers benchmark — \(mode)")
    print("ns: best of the repetitions after a warm-up, in this one process; ×proto: ratio to")
    print("baseline.protocolCall; Ir: instructions per call from Scripts/bench-instructions.sh.")
    let protocolNs = value(DispatchFigure.protocolCall.rawValue)
    let protocolIr = instructions[DispatchFigure.protocolCall.rawValue]
    for line in lines {
      switch line {
      case .heading(let text):
        print("")
        print("## \(text)")
        if text.hasPrefix("Per call") {
          print(
            pad("figure", 38) + pad("ns/op", 10, right: true) + pad("×proto", 8, right: true)
              + pad("Ir/op", 9, right: true) + pad("×proto", 8, right: true)
              + pad("alloc/op", 10, right: true) + pad("retain/op", 10, right: true) + "  what")
        }
      case .dispatch(let dispatch):
        let ns = value(dispatch.rawValue)
        let ir = instructions[dispatch.rawValue]
        let allocations = value(dispatch.rawValue + ".allocations")
        let retains = value(dispatch.rawValue + ".retains")
        print(
          pad(dispatch.rawValue, 38) + pad(format(ns, 2), 10, right: true)
            + pad(format(ratio(ns, protocolNs), 2), 8, right: true)
            + pad(format(ir, 1), 9, right: true)
            + pad(format(ratio(ir, protocolIr), 2), 8, right: true)
            + pad(format(allocations, 2), 10, right: true)
            + pad(format(retains, 2), 10, right: true) + "  \(dispatch.label)")
      case .text(let text):
        print(text)
      case .figure(let figure):
        print(
          pad(figure.id, 38)
            + pad(format(figure.value, figure.value < 100 ? 2 : 0), 12, right: true)
            + " " + pad(figure.unit, 15) + " \(figure.label)")
      }
    }
    if !notes.isEmpty {
      print("")
      for note in notes { print("note: \(note)") }
    }
    print("")
    print("## Targets (judged on nanoseconds and in-process heap figures; Ir ratio beside)")
    print(
      pad("target", 72) + pad("value", 10, right: true) + pad("limit", 11, right: true)
        + pad("met", 6, right: true) + pad("Ir ratio", 10, right: true))
    for target in targets {
      print(
        pad(target.name, 72) + pad(format(target.value, 2), 10, right: true)
          + pad(
            target.relation.symbol + " "
              + format(target.limit, target.limit < 1 ? 2 : target.limit < 10 ? 1 : 0), 11,
            right: true)
          + pad(target.met ? "yes" : "NO", 6, right: true)
          + pad(format(target.instructionRatio, 2), 10, right: true))
    }
    print("")
    for target in targets where !target.met { print(target.missedLine) }
  }

  /// One JSON object: `{"figures": [...], "targets": [...]}`.
  func printJSON(targets: [TargetResult]) {
    let allFigures = figures + instructionFigures
    let figureItems = allFigures.map {
      "{\"name\": \(jsonString($0.id)), \"value\": \(jsonNumber($0.value)), "
        + "\"unit\": \(jsonString($0.unit))}"
    }
    let targetItems = targets.map {
      "{\"name\": \(jsonString($0.name)), \"value\": \(jsonNumber($0.value)), "
        + "\"limit\": \(jsonNumber($0.limit)), \"met\": \($0.met)}"
    }
    print("{\"figures\": [")
    print(figureItems.map { "  " + $0 }.joined(separator: ",\n"))
    print("], \"targets\": [")
    print(targetItems.map { "  " + $0 }.joined(separator: ",\n"))
    print("]}")
  }
}

/// `value / reference`, or `nil` if either is missing or the reference is 0.
func ratio(_ value: Double?, _ reference: Double?) -> Double? {
  guard let value, let reference, reference != 0 else { return nil }
  return value / reference
}

/// A number with a fixed count of decimals, or `-` for none; no Foundation needed.
func format(_ value: Double?, _ decimals: Int) -> String {
  guard let value else { return "-" }
  guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let scaled = Int((abs(value) * scale).rounded())
  let sign = value < 0 && scaled != 0 ? "-" : ""
  if decimals == 0 { return sign + String(scaled) }
  let whole = scaled / Int(scale)
  let fraction = String(scaled % Int(scale))
  return sign + String(whole) + "."
    + String(repeating: "0", count: decimals - fraction.count) + fraction
}

/// Pads `text` to `width` columns, on the left when `right` is set.
func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
  let count = text.count
  guard count < width else { return right ? " " + text : text + " " }
  let spaces = String(repeating: " ", count: width - count)
  return right ? spaces + text : text + spaces
}

private func jsonString(_ text: String) -> String {
  var result = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    case "\n": result += "\\n"
    default:
      if scalar.value < 0x20 {
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
  }
  return result + "\""
}

private func jsonNumber(_ value: Double?) -> String {
  guard let value, value.isFinite else { return "null" }
  return format(value, 3)
}
