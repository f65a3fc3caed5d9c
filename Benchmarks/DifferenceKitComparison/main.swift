// Times a declared table's update against DifferenceKit's `StagedChangeset` on the same rows.
//
// Not part of the package: `Benchmarks/compare-differencekit.sh` copies this file, with
// `UpdateRecipe.swift` and `IdentityDiffFloor.swift` from the benchmark target, into a
// scratch package outside the repository that depends on a DifferenceKit checkout the user
// provides. Release build, one process, the three measurements of each case run back to back
// in every round (their order alternating), each keeping its best; the ratios of each round's
// pair are reported by their median too.

import DifferenceKit
import TableHandlersCore
import TableHandlersDeclarative

/// Consumes a value through a call the optimizer cannot see through.
@inline(never)
@_optimize(none)
func blackHole<Value>(_ value: Value) {}

/// A section for DifferenceKit: its identifier is the declaration's, and it has no content.
struct SectionModel: Differentiable, Hashable {
  let id: Int
}

/// A row for DifferenceKit: the declaration's identifier and content, compared as the
/// declared table compares them.
struct RowModel: Differentiable {
  let id: Int
  let content: RowContent?

  var differenceIdentifier: Int { id }

  func isContentEqual(to source: RowModel) -> Bool { content == source.content }
}

/// The same rows as DifferenceKit's sectioned input.
func sections(_ declaration: TableDeclaration<Int, Int>) -> [ArraySection<SectionModel, RowModel>] {
  declaration.sections.map { section in
    ArraySection(
      model: SectionModel(id: section.id),
      elements: section.rows.map { RowModel(id: $0.id, content: $0.content) })
  }
}

/// Nanoseconds elapsed while `body` runs.
func elapsedNanoseconds(_ body: () -> Void) -> Double {
  let clock = ContinuousClock()
  let start = clock.now
  body()
  let components = (clock.now - start).components
  return Double(components.seconds) * 1e9 + Double(components.attoseconds) / 1e9
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
}

/// `value` with `digits` decimals.
func format(_ value: Double, _ digits: Int) -> String {
  var scale = 1
  for _ in 0..<digits { scale *= 10 }
  let scaled = Int((value * Double(scale)).rounded())
  guard digits > 0 else { return String(scaled) }
  let fraction = String(scaled % scale)
  return "\(scaled / scale)." + String(repeating: "0", count: digits - fraction.count) + fraction
}

/// `text` padded with spaces to `width`, on the left, or on the right for `left`.
func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
  let spaces = String(repeating: " ", count: max(0, width - text.count))
  return left ? text + spaces : spaces + text
}

/// One recipe, layout and form of row, with its table, its declarations and DifferenceKit's
/// input.
@MainActor
struct Case {
  let label: String
  let table: DeclaredTable<Int, Int>
  /// The rows before and after the recipe; the table shows `declarations[0]` first, then
  /// alternates.
  let declarations: [TableDeclaration<Int, Int>]
  let differenceKitInput: [[ArraySection<SectionModel, RowModel>]]
  let floorInput: [IdentityDiffFloor.Input<Int>]
  var update: [Double] = []
  var differenceKit: [Double] = []
  var floor: [Double] = []

  init(_ recipe: UpdateRecipe, _ layout: RowLayout, _ form: RowForm) {
    label = "\(recipe.label), \(layout.label), \(form.rawValue)"
    let rows = RecipeRows(recipe, layout)
    declarations = [
      rows.declaration(form, changed: false), rows.declaration(form, changed: true),
    ]
    differenceKitInput = declarations.map(sections)
    floorInput = declarations.map(IdentityDiffFloor.Input.init)
    do {
      table = try DeclaredTable(declaration: declarations[0])
    } catch {
      fatalError("declaration rejected: \(error)")
    }
  }

  /// Runs round `round` of the three measurements, in an order that alternates by round.
  mutating func measure(round: Int) {
    let source = round % 2
    let target = 1 - source
    var timings = [0.0, 0.0, 0.0]
    let order = round % 2 == 0 ? [0, 1, 2] : [2, 1, 0]
    for which in order {
      switch which {
      case 0:
        timings[0] = elapsedNanoseconds {
          let diff = table.update(to: declarations[target])
          blackHole(diff.update.movedRows.count)
        }
      case 1:
        timings[1] = elapsedNanoseconds {
          let changeset = StagedChangeset(
            source: differenceKitInput[source], target: differenceKitInput[target])
          blackHole(changeset.count)
        }
      default:
        timings[2] = elapsedNanoseconds {
          let diff = IdentityDiffFloor(from: floorInput[source], to: floorInput[target])
          blackHole(diff.editCount)
        }
      }
    }
    update.append(timings[0])
    differenceKit.append(timings[1])
    floor.append(timings[2])
  }
}

let rounds = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 30 : 30
var cases: [Case] = []
// One case at a time (a case of 100,000 rows holds two declarations, a table and
// DifferenceKit's input): one untimed warm-up round, then `rounds` timed ones.
for recipe in UpdateRecipe.all {
  for layout in RowLayout.allCases {
    for form in RowForm.allCases {
      var item = Case(recipe, layout, form)
      for round in 0...rounds {
        item.measure(round: round)
        if round == 0 {
          item.update = []
          item.differenceKit = []
          item.floor = []
        }
      }
      cases.append(item)
    }
  }
}

print("DeclaredTable.update(to:) (diff and registry apply) against DifferenceKit's")
print("StagedChangeset(source:target:) and the benchmark's identity-diff floor, same rows")
print("(table-bench's recipes, layouts and forms of row), one process, \(rounds) rounds after a")
print("warm-up; ms = best round,")
print("ratios = best / best, with the median of the rounds' paired ratios in parentheses.")
print("")
let columns: [(String, Int)] = [
  ("update ms", 11), ("DK ms", 9), ("floor ms", 10), ("update/DK", 18), ("DK/floor", 18),
  ("update/floor", 18),
]
print(columns.reduce(pad("case", 56, left: true)) { $0 + pad($1.0, $1.1) })
for item in cases {
  let best = [item.update.min()!, item.differenceKit.min()!, item.floor.min()!]
  let pairs = item.update.indices.map {
    (
      item.update[$0] / item.differenceKit[$0], item.differenceKit[$0] / item.floor[$0],
      item.update[$0] / item.floor[$0]
    )
  }
  func ratio(_ value: Double, _ paired: [Double]) -> String {
    format(value, 2) + " (" + format(median(paired), 2) + ")"
  }
  let cells = [
    format(best[0] / 1e6, 2), format(best[1] / 1e6, 2), format(best[2] / 1e6, 2),
    ratio(best[0] / best[1], pairs.map(\.0)), ratio(best[1] / best[2], pairs.map(\.1)),
    ratio(best[0] / best[2], pairs.map(\.2)),
  ]
  var line = pad(item.label, 56, left: true)
  for (cell, column) in zip(cells, columns) { line += pad(cell, column.1) }
  print(line)
}
