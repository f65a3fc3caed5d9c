import TableHandlersCore
import TableHandlersDeclarative
import TableHandlersTesting
import TestSupport
import Testing

/// The reference: which rows are on screen, and whether reaching the end is armed, written
/// plainly from the documented rules.
private struct ReachEndModel {
  var rows: [Int] = []
  var first = 0
  var visible: Set<Int> = []
  let limit: Int
  let within: Int
  var armed = true
  var countWhenRun = 0
  var lastWhenRun: Int?
  var runs = 0

  var window: [Int] {
    let start = min(first, rows.count)
    return Array(rows[start..<min(start + limit, rows.count)])
  }

  /// Rows coming on screen outside an update: each within the end runs it once armed.
  mutating func show(_ shown: [Int]) {
    for id in shown {
      guard let index = rows.firstIndex(of: id) else { continue }
      if armed, index >= rows.count - within {
        armed = false
        runs += 1
        countWhenRun = rows.count
        lastWhenRun = rows.last
      }
    }
  }

  mutating func scroll(toShow index: Int) {
    if index < first {
      first = index
    } else if index >= first + limit {
      first = index - limit + 1
    } else {
      return
    }
    let appeared = window.filter { !visible.contains($0) }
    visible = Set(window)
    show(appeared)
  }

  mutating func update(to new: [Int]) {
    rows = new
    if !armed, rows.count > countWhenRun || rows.last != lastWhenRun { armed = true }
    first = min(first, rows.count)
    // Rows the update itself shows do not count.
    visible = Set(window)
  }

  mutating func reload() {
    visible = []
    let appeared = window
    visible = Set(appeared)
    show(appeared)
  }
}

@MainActor
@Suite("Reaching the end against a reference model of armed and run")
struct ReachEndModelTests {
  @Test(arguments: 0..<40)
  func randomShowsAppendsShrinksAndRearmsAgreeWithTheModel(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let limit = Int.random(in: 2...5, using: &random)
    let within = Int.random(in: 1...3, using: &random)
    var model = ReachEndModel(limit: limit, within: within)
    var next = 0
    var runs = 0
    func declaration(_ rows: [Int]) -> TableDeclaration<String, Int> {
      TableDeclaration(sections: [Section("rows", rows: rows.map { Row($0, text: "\($0)") })])
        .onReachEnd(within: within) { runs += 1 }
    }
    let start = (0..<Int.random(in: 0...8, using: &random)).map { _ in
      defer { next += 1 }
      return next
    }
    let declared = try DeclaredTable(declaration: declaration(start))
    model.rows = start
    model.first = 0
    let table = HeadlessTable(declared: declared, visibleRowLimit: limit)
    model.reload()
    var steps: [String] = []
    for _ in 0..<60 {
      var rows = model.rows
      switch Int.random(in: 0..<10, using: &random) {
      case 0..<4 where !rows.isEmpty:
        let index = Int.random(in: 0..<rows.count, using: &random)
        steps.append("show \(index)")
        table.scroll(toShow: TablePosition(section: 0, row: index))
        model.scroll(toShow: index)
      case 4, 5:
        let count = Int.random(in: 1...4, using: &random)
        steps.append("append \(count)")
        for _ in 0..<count {
          rows.append(next)
          next += 1
        }
      case 6 where !rows.isEmpty:
        let count = Int.random(in: 1...min(3, rows.count), using: &random)
        steps.append("shrink \(count)")
        rows.removeLast(count)
      case 7 where !rows.isEmpty:
        steps.append("replace last")
        rows[rows.count - 1] = next
        next += 1
      case 8:
        steps.append("rearm")
        declared.rearmReachEnd()
        model.armed = true
      case 9:
        steps.append("reload")
        table.reloadData()
        model.reload()
      default:
        break
      }
      if rows != model.rows {
        declared.update(to: declaration(rows))
        model.update(to: rows)
      }
      #expect(runs == model.runs, "seed \(seed): \(steps)")
      if runs != model.runs { return }
    }
    #expect(runs == model.runs, "seed \(seed): \(steps)")
    #expect(table.firstVisibleRow == min(model.first, model.rows.count))
  }
}
