import Observation
import TableHandlersCore
import TableHandlersDeclarative

/// One folder of an app's `@Observable` model: one section's row texts.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable
@MainActor
final class BenchFolder {
  var texts: [String]

  init(texts: [String]) { self.texts = texts }
}

/// The model of the observed table: its folders, fixed.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class BenchMailbox {
  let folders: [BenchFolder]

  init(folders: [BenchFolder]) { self.folders = folders }
}

/// Counts the runs of a closure.
@MainActor
final class RunCounter {
  private(set) var runs = 0

  /// Counts one run.
  ///
  /// - Returns: The runs so far.
  func count() -> Int {
    runs += 1
    return runs
  }
}

/// An observed table whose sections declare their rows in closures of their own
/// (`Section.observed`), against a full `update(to:)` of the same table: 100 sections of 1,000
/// rows, one row's text changed in one section.
@MainActor
enum ObservedFigures {
  static let sectionCount = 100
  static let rowsPerSection = 1_000
  /// The section whose row changes, and the row.
  static let changedSection = 42
  static let changedRow = 500

  /// The figures measured: the best observed update and the best full update, in nanoseconds.
  @MainActor
  struct Figures {
    var observed = Double.infinity
    var full = Double.infinity
    /// Building the changed section's rows alone: the app's closure, part of `observed`.
    var sectionRows = Double.infinity

    func add(to report: inout Report) {
      let size = "\(sectionCount) sections of \(rowsPerSection) rows, one row's text changed"
      report.add(
        "observed.sectionUpdate",
        "observed table, \(size): the model change to the update applied (one section)",
        observed, "ns/op")
      report.add(
        "observed.sectionRows",
        "of which the section's closure: building its \(rowsPerSection) rows, with handlers",
        sectionRows, "ns/op")
      report.add(
        "observed.fullUpdate", "the same table, \(size): update(to:) of the whole declaration",
        full, "ns/op")
      report.add(
        "observed.sectionOverFull", "observed section update / full update(to:)",
        observed / full, "ratio")
    }
  }

  /// The text of a row, changed in round `round` for the changed row.
  static func text(section: Int, row: Int, round: Int?) -> String {
    let id = section * rowsPerSection + row
    guard let round else { return "Row \(id)" }
    return "Row \(id) (edited \(round))"
  }

  /// A section's rows from its texts, each with content and a handler, as the declarative
  /// figures' rows.
  static func rows(section: Int, texts: [String]) -> [Row<Int>] {
    texts.indices.map { row in
      Row(section * rowsPerSection + row, text: texts[row])
        .onSelect { call in blackHole(call.row) }
    }
  }

  /// The full declaration, with the changed row's text of round `round` (`nil`: unchanged).
  static func declaration(round: Int?) -> TableDeclaration<Int, Int> {
    TableDeclaration(
      sections: (0..<sectionCount).map { section in
        Section(
          section,
          rows: rows(
            section: section,
            texts: (0..<rowsPerSection).map { row in
              text(
                section: section, row: row,
                round: section == changedSection && row == changedRow ? round : nil)
            }))
      })
  }

  /// Measures round-robin: each round times one observed update (the model change, then the
  /// end of the turn, where the table applies it) and one full update of a plain table to a
  /// declaration built beforehand, and each keeps its best.
  static func measure(_ settings: Settings) async -> Figures? {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return nil }
    let mailbox = BenchMailbox(
      folders: (0..<sectionCount).map { section in
        BenchFolder(
          texts: (0..<rowsPerSection).map { text(section: section, row: $0, round: nil) })
      })
    let tableRuns = RunCounter()
    let observed = DeclaredTable<Int, Int>(observing: mailbox) { mailbox in
      let _ = tableRuns.count()
      for section in 0..<sectionCount {
        Section.observed(section) {
          rows(section: section, texts: mailbox.folders[section].texts)
        }
      }
    }
    var observedUpdates = 0
    observed.didApplyUpdate = { _ in observedUpdates += 1 }
    let full: DeclaredTable<Int, Int>
    do {
      full = try DeclaredTable(declaration: declaration(round: nil))
    } catch {
      fatalError("benchmark declaration rejected: \(error)")
    }
    var figures = Figures()
    let folder = mailbox.folders[changedSection]
    for round in 0...settings.declarativeRepetitions {
      // The full update's declaration, built untimed.
      let target = declaration(round: round)
      let fullTime = elapsedNanoseconds {
        blackHole(full.update(to: target).reconfiguredRows.count)
      }
      let clock = ContinuousClock()
      let start = clock.now
      folder.texts[changedRow] = text(section: changedSection, row: changedRow, round: round)
      await Task.yield()
      let components = (clock.now - start).components
      let observedTime = Double(components.seconds) * 1e9 + Double(components.attoseconds) / 1e9
      guard observedUpdates == round + 1, tableRuns.runs == 1 else {
        fatalError(
          "observed figure: \(observedUpdates) updates after \(round + 1) changes, "
            + "the table's closure run \(tableRuns.runs) times: not one section update a change")
      }
      let texts = folder.texts
      let rowsTime = elapsedNanoseconds {
        blackHole(rows(section: changedSection, texts: texts).count)
      }
      guard round > 0 else { continue }
      figures.sectionRows = min(figures.sectionRows, rowsTime)
      figures.full = min(figures.full, fullTime)
      figures.observed = min(figures.observed, observedTime)
    }
    blackHole(observed)
    return figures
  }
}
