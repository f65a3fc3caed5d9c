#if os(Linux)
  import Foundation
  import TableHandlersCore
  import TableHandlersDeclarative
  import TableHandlersUIKit
  import UIKitStandIn

  /// What keeping state by identity adds to a declared update, and what showing one in two
  /// batches costs.
  ///
  /// The same update of 10,000 rows (sections of 100, 1% of the rows changed) on a table view,
  /// once with nothing kept (no selection, `ScrollAnchor.none`) and once with ten rows selected
  /// and the first visible row anchored, the table scrolled to its middle. Both on the
  /// stand-in's table view, in a window, so that each update is a batch the view checks, and
  /// both lay the view out after the batch (the stand-in asks every row's height then, as
  /// UIKit's layout does for rows of fixed height), so that the difference is what keeping the
  /// state costs. A third update is the first with the last section, whose rows change, moved
  /// to the front (and back): devices do not survive that in one batch, so the host shows the
  /// rows' edits, then the section move, each in a batch of its own.
  @MainActor
  enum StateFigures {
    static let rows = 10_000

    /// A declared table on a table view, and the two declarations it alternates between.
    @MainActor
    struct Subject {
      let kept: Bool
      let table: DeclaredTable<Int, Int>
      let tableView: UITableView
      let declarations: [TableDeclaration<Int, Int>]
      var best = Double.infinity

      init(kept: Bool, staged: Bool = false) {
        self.kept = kept
        let original = DeclarativeData.declaration(rows: StateFigures.rows, changed: false)
        declarations = [
          DeclarativeData.declaration(
            rows: StateFigures.rows, changed: true, lastSectionFirst: staged),
          original,
        ]
        do {
          table = try DeclaredTable(handlers: TableHandlers(), declaration: original)
        } catch {
          fatalError("benchmark declaration rejected: \(error)")
        }
        tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 800), style: .plain)
        tableView.standInMove(toWindow: UIWindow())
        tableView.allowsMultipleSelection = true
        table.attach(to: tableView, animation: .none)
        table.scrollAnchor = kept ? .firstVisibleRow : .none
        if kept {
          // Rows a section apart that every update keeps (row 50 of a section may change).
          table.selection = Set((0..<10).map { $0 * 1_000 + 10 })
          tableView.contentOffset.y = 44 * CGFloat(StateFigures.rows / 2)
        }
      }

      /// Times one update, to the declaration of round `round`.
      func timeUpdate(round: Int) -> Double {
        let target = declarations[round % 2]
        return elapsedNanoseconds {
          do {
            let diff = try table.checkedUpdate(to: target)
            blackHole(diff.update.movedRows.count)
            // The view lays itself out after the batch, as UIKit does before the next frame
            // whether or not anything is kept (the stand-in asks every row's height then).
            blackHole(tableView.contentSize.height)
          } catch {
            fatalError("benchmark update rejected: \(error)")
          }
        }
      }
    }

    /// Measures round-robin, as the declarative figures are.
    static func measure(_ settings: Settings, into report: inout Report) {
      var subjects = [
        Subject(kept: false), Subject(kept: true), Subject(kept: false, staged: true),
      ]
      for round in 0...settings.declarativeRepetitions {
        for index in subjects.indices {
          let time = subjects[index].timeUpdate(round: round)
          if round > 0 { subjects[index].best = min(subjects[index].best, time) }
        }
      }
      let kept = subjects[1]
      precondition(kept.table.selection.count == 10, "the benchmark's selection was lost")
      report.add(
        "state.update\(rows).plain",
        "declared table of \(rows) rows on a table view, 1% changed: nothing kept",
        subjects[0].best, "ns/op")
      report.add(
        "state.update\(rows).kept",
        "the same update with 10 rows selected and the first visible row anchored",
        kept.best, "ns/op")
      report.add(
        "state.update\(rows).staged",
        "the plain update with the last section, whose rows change, moved too: two batches",
        subjects[2].best, "ns/op")
    }
  }
#endif
