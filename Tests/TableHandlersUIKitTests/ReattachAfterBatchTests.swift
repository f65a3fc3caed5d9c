#if os(Linux)
  import Foundation
  import TableHandlersCore
  import Testing
  import UIKitStandIn

  @testable import TableHandlersUIKit

  /// A table view that records, at each assignment of `dataSource` or `delegate`, whether a
  /// batch of updates or the commit callback was running.
  @MainActor
  final class AssignmentRecordingTableView: UITableView {
    /// Set by the test while UIKit's commit callback runs.
    var inCommitCallback = false

    /// One entry per assignment: `"dataSource"` or `"delegate"`, with `" in batch"` or
    /// `" in commit"` when one was running.
    private(set) var assignments: [String] = []

    private func record(_ property: String) {
      assignments.append(
        property + (isPerformingBatchUpdates ? " in batch" : "")
          + (inCommitCallback ? " in commit" : ""))
    }

    override weak var dataSource: (any UITableViewDataSource)? {
      didSet { record("dataSource") }
    }

    override weak var delegate: (any UITableViewDelegate)? {
      didSet { record("delegate") }
    }
  }

  @MainActor
  @Suite("Re-attaching waits until the batch is applied")
  struct ReattachAfterBatchTests {
    final class Model {
      var rowCounts = [3, 2]
    }

    /// A registry whose only commit handler is on row 0.1, answering the counts from `model`.
    func screen(_ model: Model) -> TableHandlers {
      let handlers = TableHandlers()
      handlers.on(.numberOfSections) { _ in model.rowCounts.count }
      handlers.on(.numberOfRows, at: .allSections) { call in model.rowCounts[call.section] }
      handlers.on(.commitEditing, at: .row(1, inSection: 0)) { call in
        model.rowCounts[call.section] -= 1
        try? call.table.deleteRows(at: [call.position])
      }
      return handlers
    }

    @Test func deletingTheLastCommitHandlerReattachesOnlyAfterTheBatch() {
      let model = Model()
      let handlers = screen(model)
      let tableView = AssignmentRecordingTableView()
      var failures: [String] = []
      tableView.inconsistentUpdateHandler = { failures.append($0) }
      handlers.attach(to: tableView)
      tableView.layoutIfNeeded()
      #expect(
        tableView.cachedDataSourceSelectors.contains(
          TableSelectors.commitEditing))
      let before = tableView.assignments.count
      var nextTurn: [@MainActor () -> Void] = []
      tableView.handlersAdapter!.whenSafe.nextTurn = { nextTurn.append($0) }

      tableView.inCommitCallback = true
      tableView.send(
        .commitEditing(editingStyle: .delete, at: IndexPath(row: 1, section: 0)),
        to: tableView.handlersAdapter!)
      tableView.inCommitCallback = false

      #expect(failures.isEmpty)
      #expect(tableView.updateLog.contains("deleteRows [0.1]"))
      #expect(tableView.assignments.count == before)
      // The commit handler left with its row: on the next turn of the run loop, after UIKit's
      // callback returned, the adapter re-attaches and no longer offers swipe-to-delete.
      #expect(nextTurn.count == 1)
      for work in nextTurn { work() }
      let after = Array(tableView.assignments[before...])
      #expect(after == ["dataSource", "dataSource", "delegate", "delegate"])
      #expect(
        !tableView.cachedDataSourceSelectors.contains(
          TableSelectors.commitEditing))
      #expect(tableView.dataSourceAssignmentsDuringBatchUpdates == 0)
      #expect(tableView.delegateAssignmentsDuringBatchUpdates == 0)
    }

    @Test func aChangeFromADisplayCallbackReattachesOnTheNextTurn() {
      let model = Model()
      let handlers = screen(model)
      let tableView = AssignmentRecordingTableView()
      handlers.attach(to: tableView)
      tableView.layoutIfNeeded()
      var nextTurn: [@MainActor () -> Void] = []
      tableView.handlersAdapter!.whenSafe.nextTurn = { nextTurn.append($0) }
      // A display handler that drops the last commit handler: UIKit is in the middle of
      // laying out, so the table view must not be re-told its methods until it is done.
      handlers.on(.willDisplayCell, at: .table) { [unowned handlers] _ in
        handlers.remove(.commitEditing, at: .row(1, inSection: 0))
      }
      let before = tableView.assignments.count
      tableView.send(
        .willDisplayCell(cell: UITableViewCell(), at: IndexPath(row: 0, section: 0)),
        to: tableView.handlersAdapter!)
      #expect(tableView.assignments.count == before)
      #expect(nextTurn.count == 1)
      for work in nextTurn { work() }
      #expect(
        Array(tableView.assignments[before...])
          == ["dataSource", "dataSource", "delegate", "delegate"])
    }

    @Test func anEditOutsideCallbacksReattachesAfterItsBatch() throws {
      let model = Model()
      let handlers = screen(model)
      let tableView = AssignmentRecordingTableView()
      handlers.attach(to: tableView)
      tableView.layoutIfNeeded()
      let before = tableView.assignments.count
      model.rowCounts[0] -= 1
      try tableView.deleteRows(at: [TablePosition(section: 0, row: 1)])
      #expect(
        Array(tableView.assignments[before...])
          == ["dataSource", "dataSource", "delegate", "delegate"])
    }

    @Test func theQueueRunsWhenTheOutermostBatchReturnsAndCoalescesByKey() {
      let queue = ApplyWhenSafe()
      var log: [String] = []
      queue.perform("a") { log.append("a now") }
      queue.whileApplying {
        queue.perform("a") { log.append("a first") }
        queue.perform("b") { log.append("b") }
        queue.whileApplying { queue.perform("a") { log.append("a second") } }
        log.append("inner returned")
        #expect(!queue.isSafe)
      }
      #expect(log == ["a now", "inner returned", "b", "a second"])
      #expect(queue.isSafe)
    }

    @Test func afterACallbackTheQueueRunsOnTheNextTurn() {
      let queue = ApplyWhenSafe()
      var nextTurn: [@MainActor () -> Void] = []
      queue.nextTurn = { nextTurn.append($0) }
      var log: [String] = []
      queue.duringCallback {
        queue.whileApplying { queue.perform("a") { log.append("a") } }
        #expect(log.isEmpty)
      }
      #expect(log.isEmpty)
      #expect(queue.isSafe)
      for work in nextTurn { work() }
      #expect(log == ["a"])
      // A callback that enqueues nothing schedules nothing.
      queue.duringCallback {}
      #expect(nextTurn.count == 1)
    }

    @Test func anUpdateWhileTheLastOneAnimatesIsCheckedAgainstItsCounts() throws {
      let model = Model()
      let handlers = screen(model)
      let tableView = AssignmentRecordingTableView()
      var failures: [String] = []
      tableView.inconsistentUpdateHandler = { failures.append($0) }
      tableView.animatesBatchUpdates = true
      handlers.attach(to: tableView)
      tableView.layoutIfNeeded()
      var completed: [Bool] = []
      model.rowCounts[1] += 1
      tableView.performBatchUpdates(
        { tableView.insertRows(at: [IndexPath(row: 2, section: 1)], with: .fade) },
        completion: { completed.append($0) })
      #expect(tableView.isAnimatingBatchUpdates)
      model.rowCounts[0] -= 1
      try tableView.deleteRows(at: [TablePosition(section: 0, row: 0)])
      #expect(completed.isEmpty)
      tableView.finishAnimations()
      #expect(completed == [true])
      #expect(failures.isEmpty)
      // An update the model does not follow fails with UIKit's text.
      try tableView.deleteRows(at: [TablePosition(section: 0, row: 0)])
      #expect(
        failures == [
          "Invalid batch updates detected: the number of sections and/or rows returned by the"
            + " data source before and after performing the batch updates are inconsistent with"
            + " the updates. Data source before updates = { 2 sections with row counts: [2, 3] }"
            + " Data source after updates = { 2 sections with row counts: [2, 3] } Updates = ["
            + " Delete row (0 - 0) ] Table view: <UITableView>"
        ])
    }
  }
#endif
