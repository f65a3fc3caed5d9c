import TableHandlersCore
import TableHandlersDeclarative

/// The declarative layer's update at 1,000, 10,000 and 100,000 rows with 1% of the rows
/// changed, to show that it grows linearly; and at 10,000 and 100,000 rows, with 1% changed
/// and with an identical declaration, beside the identity-diff floor (``IdentityDiffFloor``).
@MainActor
enum DeclarativeFigures {
  /// The table sizes measured.
  static let sizes = [1_000, 10_000, 100_000]

  /// The sizes also measured against the floor, and with identical declarations.
  static let floorSizes = [10_000, 100_000]

  /// A declared table and the two declarations it alternates between.
  @MainActor
  struct Subject {
    let rows: Int
    let kind: String
    let table: DeclaredTable<Int, Int>
    /// The table shows `declarations[1]` first; round `r` updates it to `declarations[r % 2]`.
    let declarations: [TableDeclaration<Int, Int>]
    /// The floor's input of each declaration.
    let floorInputs: [IdentityDiffFloor.Input<Int>]
    var best = Double.infinity
    var bestFloor = Double.infinity

    init(rows: Int, changed: Bool) {
      self.rows = rows
      kind = changed ? "changed" : "identical"
      let original = DeclarativeData.declaration(rows: rows, changed: false)
      // Built again when identical: new rows and new handler closures, equal content.
      let other = DeclarativeData.declaration(rows: rows, changed: changed)
      declarations = [other, original]
      floorInputs = declarations.map(IdentityDiffFloor.Input.init)
      do {
        table = try DeclaredTable(handlers: TableHandlers(), declaration: original)
      } catch {
        fatalError("benchmark declaration rejected: \(error)")
      }
    }

    /// Times one update, to the declaration of round `round`.
    func timeUpdate(round: Int) -> Double {
      let target = declarations[round % 2]
      return elapsedNanoseconds {
        do {
          let diff = try table.checkedUpdate(to: target)
          blackHole(diff.update.movedRows.count)
        } catch {
          fatalError("benchmark update rejected: \(error)")
        }
      }
    }

    /// Times the floor's diff of the same two declarations as the update of round `round`.
    func timeFloor(round: Int) -> Double {
      let source = floorInputs[(round + 1) % 2]
      let target = floorInputs[round % 2]
      return elapsedNanoseconds {
        blackHole(IdentityDiffFloor(from: source, to: target).editCount)
      }
    }
  }

  /// Measures round-robin, as the per-call figures are: each round times one update of every
  /// subject (and the floor beside it, before or after it in alternate rounds), so that all
  /// see the same moments of a noisy machine, and each keeps its best.
  static func measure(_ settings: Settings, into report: inout Report) {
    var subjects = sizes.map { Subject(rows: $0, changed: true) }
    subjects += floorSizes.map { Subject(rows: $0, changed: false) }
    // One untimed warm-up round, then the timed ones; updates alternate between the two
    // declarations, so every changed update changes 1% of the rows.
    for round in 0...settings.declarativeRepetitions {
      for index in subjects.indices {
        let withFloor = floorSizes.contains(subjects[index].rows)
        var floor = Double.infinity
        if withFloor, round % 2 == 1 { floor = subjects[index].timeFloor(round: round) }
        let update = subjects[index].timeUpdate(round: round)
        if withFloor, round % 2 == 0 { floor = subjects[index].timeFloor(round: round) }
        guard round > 0 else { continue }
        subjects[index].best = min(subjects[index].best, update)
        subjects[index].bestFloor = min(subjects[index].bestFloor, floor)
      }
    }
    for subject in subjects where subject.kind == "changed" {
      report.add(
        "declarative.update\(subject.rows)",
        "declared table of \(subject.rows) rows (sections of 100): update with 1% of rows changed",
        subject.best, "ns/op")
    }
    // The floor's own growth, beside the update's linearity target: what the machine's caches
    // make of ten times the rows for a diff that does nothing else.
    let floors = subjects.filter { $0.kind == "changed" && floorSizes.contains($0.rows) }
    if floors.count == 2 {
      report.add(
        "declarative.floorGrowth",
        "identity-diff floor, time(\(floors[1].rows) rows) / time(\(floors[0].rows) rows), 1% changed",
        floors[1].bestFloor / floors[0].bestFloor, "ratio")
    }
    for rows in floorSizes {
      for subject in subjects where subject.rows == rows {
        let what = subject.kind == "changed" ? "1% of rows changed" : "an identical declaration"
        let id = "declarative.\(subject.kind)\(rows)"
        let perRow = Double(rows)
        report.add(
          id + ".update", "\(rows) rows, \(what): update (diff and registry apply), per row",
          subject.best / perRow, "ns/row")
        report.add(
          id + ".floor", "\(rows) rows, \(what): identity-diff floor, per row",
          subject.bestFloor / perRow, "ns/row")
        report.add(
          id + ".overFloor", "\(rows) rows, \(what): update / floor",
          subject.best / subject.bestFloor, "×floor")
      }
    }
  }
}
