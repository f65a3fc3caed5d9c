import TableHandlersCore
import TableHandlersDeclarative

/// The declarative layer's update at 1,000, 10,000 and 100,000 rows with 1% of the rows
/// changed, to show that it grows linearly.
@MainActor
enum DeclarativeFigures {
  /// The table sizes measured.
  static let sizes = [1_000, 10_000, 100_000]

  /// A declaration of `rows` rows in sections of 100, each row with content and a handler.
  ///
  /// In `changed`, one row in a hundred differs, in turn: new content, deleted, a new row
  /// inserted after it, or moved to the start of the next section.
  static func declaration(rows: Int, changed: Bool) -> TableDeclaration<Int, Int> {
    let sectionCount = rows / 100
    var sections = (0..<sectionCount).map { section in
      (0..<100).map { section * 100 + $0 }
    }
    var retitled: Set<Int> = []
    if changed {
      var moves: [(Int, Int)] = []
      for section in 0..<sectionCount {
        let id = section * 100 + 50
        switch section % 4 {
        case 0: retitled.insert(id)
        case 1: sections[section].removeAll { $0 == id }
        case 2:
          sections[section].insert(
            rows + section, at: sections[section].firstIndex(of: id)! + 1)
        default: moves.append((section, id))
        }
      }
      for (section, id) in moves {
        sections[section].removeAll { $0 == id }
        sections[(section + 1) % sectionCount].insert(id, at: 0)
      }
    }
    return TableDeclaration(
      sections: sections.enumerated().map { section, ids in
        Section(
          section,
          rows: ids.map { id in
            Row(id, text: retitled.contains(id) ? "Row \(id) (edited)" : "Row \(id)")
              .onSelect { call in blackHole(call.row) }
          })
      })
  }

  /// Measures the sizes round-robin, as the per-call figures are: each round times one
  /// update of every size, so that all sizes see the same moments of a noisy machine, and each
  /// size keeps its best update.
  static func measure(_ settings: Settings, into report: inout Report) {
    let tables = sizes.map { rows in
      let original = declaration(rows: rows, changed: false)
      let changed = declaration(rows: rows, changed: true)
      let table: DeclaredTable<Int, Int>
      do {
        table = try DeclaredTable(handlers: TableHandlers(), declaration: original)
      } catch {
        fatalError("benchmark declaration rejected: \(error)")
      }
      return (table: table, declarations: [changed, original])
    }
    var best = [Double](repeating: .infinity, count: sizes.count)
    // One untimed warm-up round, then the timed ones; updates alternate between the two
    // declarations, so every update changes 1% of the rows.
    for round in 0...settings.declarativeRepetitions {
      for (index, subject) in tables.enumerated() {
        let nanoseconds = elapsedNanoseconds {
          do {
            let diff = try subject.table.checkedUpdate(to: subject.declarations[round % 2])
            blackHole(diff.update.movedRows.count)
          } catch {
            fatalError("benchmark update rejected: \(error)")
          }
        }
        if round > 0 { best[index] = min(best[index], nanoseconds) }
      }
    }
    for (index, rows) in sizes.enumerated() {
      report.add(
        "declarative.update\(rows)",
        "declared table of \(rows) rows (sections of 100): update with 1% of rows changed",
        best[index], "ns/op")
    }
  }
}
