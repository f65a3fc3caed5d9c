#if !canImport(UIKit)
  import Foundation
  import StandInDoubles
  import Testing
  import UIKitStandIn

  /// A data source of rows whose cells are dequeued with their index path, as apps do, which
  /// can break the runtime rules on purpose from inside its callbacks.
  @MainActor
  final class RuleBreakingDataSource {
    var rows: [Int]
    /// Dequeues a second cell with the requested index path inside a cell request.
    var dequeuesTwice = false
    /// Runs inside each cell request, after the dequeue.
    var insideCellRequest: ((UITableView, IndexPath) -> Void)?
    /// Runs inside each height request.
    var insideHeightRequest: ((UITableView, IndexPath) -> Void)?
    /// Runs inside each `willDisplay`.
    var insideWillDisplay: ((UITableView, IndexPath) -> Void)?
    /// Runs inside each `didEndDisplaying`.
    var insideDidEndDisplaying: ((UITableView, IndexPath) -> Void)?
    /// Runs inside each commit of an edit.
    var insideCommit: ((UITableView, IndexPath) -> Void)?
    /// The table view's data source and delegate: the counts, the cells, the row heights, the
    /// display notifications and the commits.
    let app = StubApp()

    init(rows: [Int]) {
      self.rows = rows
      app.numberOfSections = { [unowned self] _ in self.rows.count }
      app.numberOfRows = { [unowned self] _, section in self.rows[section] }
      app.cellForRow = { [unowned self] tableView, indexPath in
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        if dequeuesTwice {
          _ = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
        insideCellRequest?(tableView, indexPath)
        return cell
      }
      app.heightForRow = { [unowned self] tableView, indexPath in
        insideHeightRequest?(tableView, indexPath)
        return 44
      }
      app.willDisplayCell = { [unowned self] tableView, _, indexPath in
        insideWillDisplay?(tableView, indexPath)
      }
      app.didEndDisplayingCell = { [unowned self] tableView, _, indexPath in
        insideDidEndDisplaying?(tableView, indexPath)
      }
      app.commitEditing = { [unowned self] tableView, _, indexPath in
        insideCommit?(tableView, indexPath)
      }
    }
  }

  /// A data source that implements only the two required methods.
  @MainActor
  func requiredOnlyDataSource() -> StubApp {
    let app = StubApp()
    app.numberOfRows = { _, _ in 1 }
    app.cellForRow = { _, _ in UITableViewCell(style: .default, reuseIdentifier: nil) }
    return app
  }

  /// The broken rules and inconsistent batches a view reported.
  @MainActor final class Recorder {
    var violations: [StandInRuntimeRuleViolation] = []
    var inconsistencies: [String] = []
    var rules: [StandInRuntimeRuleViolation.Rule] { violations.map(\.rule) }
  }

  /// The rules UIKit checks at run time (`RuntimeRules.swift`): each one broken on purpose, with
  /// UIKit's text and what the call then does, and kept by the same calls made where UIKit
  /// allows them.
  @MainActor
  @Suite("The stand-in's runtime rules")
  struct RuntimeRuleTests {
    typealias Rule = StandInRuntimeRuleViolation.Rule

    let path = IndexPath(row: 0, section: 0)

    /// A table view with its data source and delegate, recording the broken rules.
    func table(rows: [Int] = [2]) -> (UITableView, RuleBreakingDataSource, Recorder) {
      let tableView = UITableView()
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
      let source = RuleBreakingDataSource(rows: rows)
      tableView.dataSource = source.app
      tableView.delegate = source.app
      tableView.layoutIfNeeded()
      let recorder = Recorder()
      tableView.runtimeRuleHandler = { recorder.violations.append($0) }
      return (tableView, source, recorder)
    }

    @Test func aSecondDequeueWithOneIndexPathRaises() {
      let (tableView, source, recorder) = table()
      source.dequeuesTwice = true
      let cell = tableView.displayRow(at: path)
      #expect(recorder.rules == [.dequeueTwiceForOneIndexPath])
      let violation = recorder.violations[0]
      #expect(violation.exceptionName == "NSInternalInconsistencyException")
      #expect(
        violation.message.hasPrefix(
          "Attempted to dequeue multiple cells for the same index path, which is not allowed."))
      #expect(
        violation.message.hasSuffix(
          "Cell identifier: row, index path: "
            + "(<NSIndexPath> {length = 2, path = 0 - 0})"))
      #expect(tableView.cellForRow(at: path) === cell)
    }

    @Test func oneDequeuePerRowAndWithoutAnIndexPathAreAllowed() {
      let (tableView, source, recorder) = table()
      source.insideCellRequest = { tableView, _ in
        // Dequeuing without an index path is what UIKit's text recommends for extra cells.
        _ = tableView.dequeueReusableCell(withIdentifier: "row")
      }
      tableView.displayRow(at: path)
      tableView.displayRow(at: IndexPath(row: 1, section: 0))
      tableView.displayRow(at: path)  // shown again: a new request
      #expect(recorder.violations.isEmpty)
    }

    @Test func aDequeueInAHeightRequestAndAgainInTheCellRequestRaises() {
      // The height is asked inside the same update of the visible cells.
      let (tableView, source, recorder) = table()
      source.insideHeightRequest = { tableView, path in
        _ = tableView.dequeueReusableCell(withIdentifier: "row", for: path)
      }
      tableView.displayRow(at: path)
      #expect(recorder.rules == [.dequeueTwiceForOneIndexPath])
    }

    @Test(arguments: ["cell", "height", "willDisplay", "didEndDisplaying"])
    func readingTheVisibleCellsInsideARowCallbackIsReported(callback: String) {
      let (tableView, source, recorder) = table()
      tableView.displayRow(at: IndexPath(row: 1, section: 0))
      var answers: [String] = []
      let read: (UITableView, IndexPath) -> Void = { tableView, path in
        let cell = tableView.cellForRow(at: IndexPath(row: 1, section: 0))
        answers.append(cell == nil ? "no cell" : "cell")
        answers.append("\(tableView.visibleCells.count) visible")
        answers.append("\(tableView.indexPathsForVisibleRows ?? [])")
      }
      switch callback {
      case "cell": source.insideCellRequest = read
      case "height": source.insideHeightRequest = read
      case "willDisplay": source.insideWillDisplay = read
      default: source.insideDidEndDisplaying = read
      }
      tableView.displayRow(at: path)
      tableView.endDisplayingRow(at: path)
      #expect(
        recorder.rules == [
          .cellForRowWhileUpdatingVisibleCells, .visibleCellsWhileUpdatingVisibleCells,
          .visibleRowsWhileUpdatingVisibleCells,
        ])
      #expect(recorder.violations.allSatisfy { $0.exceptionName == nil })
      #expect(
        recorder.violations[0].message.hasPrefix(
          "Attempted to call -cellForRowAtIndexPath: on the table view while it was in the"
            + " process of updating its visible cells, which is not allowed."))
      #expect(
        recorder.violations[1].message.hasPrefix(
          "Attempted to access the table view's visibleCells while they were in the process of"
            + " being updated, which is not allowed."))
      // UIKit goes on: the cells shown so far.
      #expect(answers[0] == "cell")
      #expect(recorder.violations[0].description.hasPrefix("[Assert] Attempted to call"))
    }

    @Test func readingTheVisibleCellsOutsideTheirUpdateIsAllowed() {
      let (tableView, source, recorder) = table()
      tableView.displayRow(at: path)
      source.insideCommit = { tableView, path in
        _ = tableView.cellForRow(at: path)
        _ = tableView.visibleCells
        _ = tableView.indexPathsForVisibleRows
      }
      #expect(tableView.userCommits(.delete, forRowAt: path))
      #expect(tableView.cellForRow(at: path) != nil)
      #expect(tableView.visibleCells.count == 1)
      #expect(recorder.violations.isEmpty)
    }

    @Test func laidOutCellsAfterABatchAreAnUpdateOfTheVisibleCells() {
      let (tableView, source, recorder) = table(rows: [3])
      tableView.displayRow(at: path)
      tableView.displayRow(at: IndexPath(row: 2, section: 0))
      source.insideCellRequest = { tableView, _ in _ = tableView.visibleCells }
      tableView.performBatchUpdates { tableView.reloadRows(at: [self.path], with: .fade) }
      #expect(recorder.rules == [.visibleCellsWhileUpdatingVisibleCells])
    }

    @Test func scrollingToARowOrSectionTheTableDoesNotHaveRaises() {
      let (tableView, source, recorder) = table(rows: [2, 0])
      defer { withExtendedLifetime(source) {} }
      tableView.scrollToRow(at: IndexPath(row: 2, section: 0), at: .top, animated: false)
      tableView.scrollToRow(at: IndexPath(row: 0, section: 1), at: .top, animated: false)
      tableView.scrollToRow(at: IndexPath(row: 0, section: 2), at: .top, animated: false)
      #expect(
        recorder.rules == [
          .scrollToRowOutOfBounds, .scrollToRowOutOfBounds, .scrollToSectionOutOfBounds,
        ])
      #expect(recorder.violations.allSatisfy { $0.exceptionName == "NSRangeException" })
      #expect(
        recorder.violations.map(\.message) == [
          "Attempted to scroll the table view to an out-of-bounds row (2) when there are only 2"
            + " rows in section 0.",
          "Attempted to scroll the table view to an out-of-bounds row (0) when there are only 0"
            + " rows in section 1.",
          "Attempted to scroll the table view to an out-of-bounds section (2) when there are only"
            + " 2 sections.",
        ])
      #expect(tableView.scrollTargets.isEmpty)
    }

    @Test func scrollingToARowOrToASectionItselfIsAllowed() {
      let (tableView, source, recorder) = table(rows: [2, 0])
      defer { withExtendedLifetime(source) {} }
      tableView.scrollToRow(at: IndexPath(row: 1, section: 0), at: .middle, animated: true)
      // A row of NSNotFound scrolls to the section, even an empty one.
      tableView.scrollToRow(at: IndexPath(row: NSNotFound, section: 1), at: .top, animated: false)
      #expect(recorder.violations.isEmpty)
      #expect(
        tableView.scrollTargets == [
          IndexPath(row: 1, section: 0), IndexPath(row: NSNotFound, section: 1),
        ])
    }

    @Test func scrollingChecksTheCountsAfterABatch() {
      let (tableView, source, recorder) = table(rows: [2])
      source.rows = [3]
      tableView.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
      tableView.scrollToRow(at: IndexPath(row: 2, section: 0), at: .bottom, animated: true)
      #expect(recorder.violations.isEmpty)
    }

    @Test func reloadDataInsideABatchOrAGroupIsReported() {
      let (tableView, _, recorder) = table()
      tableView.performBatchUpdates { tableView.reloadData() }
      tableView.beginUpdates()
      tableView.reloadData()
      tableView.endUpdates()
      tableView.reloadData()
      #expect(recorder.rules == [.reloadDataInsideUpdates, .reloadDataInsideUpdates])
      #expect(recorder.violations.allSatisfy { $0.exceptionName == nil })
    }

    @Test func setEditingInsideACommitIsReported() {
      let (tableView, source, recorder) = table()
      source.insideCommit = { tableView, _ in tableView.setEditing(false, animated: true) }
      tableView.setEditing(true, animated: false)
      #expect(tableView.userCommits(.delete, forRowAt: path))
      #expect(recorder.rules == [.setEditingInsideCommit])
      // UIKit changes the state all the same.
      #expect(!tableView.isEditing)
      tableView.setEditing(true, animated: false)
      #expect(recorder.rules.count == 1)
    }

    @Test func aCommitReachesOnlyADataSourceThatImplementsIt() {
      let tableView = UITableView()
      let source = requiredOnlyDataSource()
      tableView.dataSource = source
      #expect(!tableView.userCommits(.delete, forRowAt: path))
    }

    @Test(arguments: ["cell", "height", "willDisplay", "didEndDisplaying"])
    func editingTheTableInsideARowCallbackIsReported(callback: String) {
      let (tableView, source, recorder) = table()
      let edit: (UITableView, IndexPath) -> Void = { tableView, _ in
        tableView.performBatchUpdates(nil)
        tableView.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .none)
      }
      switch callback {
      case "cell": source.insideCellRequest = edit
      case "height": source.insideHeightRequest = edit
      case "willDisplay": source.insideWillDisplay = edit
      default: source.insideDidEndDisplaying = edit
      }
      tableView.displayRow(at: path)
      tableView.endDisplayingRow(at: path)
      #expect(recorder.rules == [.editWhileUpdatingVisibleCells, .editWhileUpdatingVisibleCells])
      #expect(recorder.violations[0].message.hasPrefix("performBatchUpdates(_:completion:) was"))
    }

    @Test func everyRuleHasItsReport() {
      let exceptions = Rule.allCases.map {
        StandInRuntimeRuleViolation($0, "text").exceptionName
      }
      #expect(
        exceptions.filter { $0 != nil }.count == 3,
        "the dequeue and the two scroll rules raise; the others log or are documented only")
    }
  }
#endif
