#if os(Linux)
  import Foundation
  import TableHandlersCore
  import Testing
  import UIKitStandIn

  @testable import TableHandlersUIKit

  /// Conveniences that edit the table view and the registry in one call: handlers follow their
  /// rows, and the table view is told the same edits inside `performBatchUpdates`.
  @MainActor
  @Suite("Editing the table view and the registry in one call")
  struct UpdateTests {
    func p(_ section: Int, _ row: Int) -> TablePosition {
      TablePosition(section: section, row: row)
    }

    /// The app's model: the row count of each section, which the table view asks before and
    /// after each batch and checks the batch against, as UIKit does.
    final class Model {
      var rowCounts = [3, 2]
    }

    let model = Model()

    /// A table view attached to a registry that knows a shape of `[3, 2]`, with a handler on
    /// row 0.2, answering the counts from ``model``.
    func fixture() -> (UITableView, TableHandlers) {
      let tableView = UITableView()
      let handlers = TableHandlers()
      handlers.setShape(TableShape(rowCounts: [3, 2]))
      handlers.on(.numberOfSections) { [model] _ in model.rowCounts.count }
      handlers.on(.numberOfRows, at: .allSections) { [model] call in model.rowCounts[call.section] }
      handlers.on(.didSelectRow, at: .row(2, inSection: 0)) { _ in }
      handlers.attach(to: tableView)
      tableView.layoutIfNeeded()
      return (tableView, handlers)
    }

    /// The registry's dump without the count handlers, which answer for every section.
    func placed(_ handlers: TableHandlers) -> String {
      handlers.dump.split(separator: "\n").filter {
        !$0.hasPrefix("numberOfSections:") && !$0.hasPrefix("numberOfRows:")
      }.joined(separator: "\n")
    }

    /// Sets the model's counts to the shape a registry dump starts with, as the app updates its
    /// model before the edit.
    func updateModel(toShapeOf dump: String) {
      let counts = dump.split(separator: "\n")[0].dropFirst("shape [".count).dropLast()
      model.rowCounts = counts.split(separator: ", ").compactMap { Int($0) }
    }

    @Test func deleteRowsEditsBoth() throws {
      let (tableView, handlers) = fixture()
      model.rowCounts = [2, 2]
      try tableView.deleteRows(at: [p(0, 0)])
      #expect(
        tableView.updateLog == [
          "performBatchUpdates begin", "deleteRows [0.0]", "performBatchUpdates end",
        ])
      #expect(tableView.recordedUpdates[1].animation == .automatic)
      #expect(placed(handlers) == "shape [2, 2]\ndidSelectRow: row 0.1")
    }

    @Test(
      arguments: [
        ("insertRows", "insertRows [1.0]", "shape [3, 3]\ndidSelectRow: row 0.2"),
        ("reloadRows", "reloadRows [0.2]", "shape [3, 2]\ndidSelectRow: row 0.2"),
        ("moveRow", "moveRow 0.2 -> 1.0", "shape [2, 3]\ndidSelectRow: row 1.0"),
        ("insertSections", "insertSections [0]", "shape [0, 3, 2]\ndidSelectRow: row 1.2"),
        ("deleteSections", "deleteSections [0]", "shape [2]"),
        ("reloadSections", "reloadSections [1]", "shape [3, 2]\ndidSelectRow: row 0.2"),
        ("moveSection", "moveSection 0 -> 1", "shape [2, 3]\ndidSelectRow: row 1.2"),
      ])
    func eachConvenienceEditsBoth(operation: String, logged: String, dump: String) throws {
      let (tableView, handlers) = fixture()
      updateModel(toShapeOf: dump)
      switch operation {
      case "insertRows": try tableView.insertRows(at: [p(1, 0)])
      case "reloadRows": try tableView.reloadRows(at: [p(0, 2)])
      case "moveRow": try tableView.moveRow(at: p(0, 2), to: p(1, 0))
      case "insertSections": try tableView.insertSections([0])
      case "deleteSections": try tableView.deleteSections([0])
      case "reloadSections": try tableView.reloadSections([1])
      default:
        // Not UIKit's `moveSection(_:toSection:)`, which moves the table view only.
        try tableView.moveSection(at: 0, to: 1)
      }
      #expect(
        tableView.updateLog == ["performBatchUpdates begin", logged, "performBatchUpdates end"])
      #expect(placed(handlers) == dump)
    }

    @Test func theBatchFormWrapsPerformBatchUpdates() throws {
      let (tableView, handlers) = fixture()
      model.rowCounts = [1, 3, 0]
      try tableView.performBatchUpdates(with: .fade) { update in
        update.deleteRows(at: [p(0, 0)])
        update.insertSections([2])
        update.moveRow(at: p(0, 2), to: p(1, 0))
      }
      #expect(
        tableView.updateLog == [
          "performBatchUpdates begin", "insertSections [2]", "deleteRows [0.0]",
          "moveRow 0.2 -> 1.0", "performBatchUpdates end",
        ])
      #expect(tableView.recordedUpdates[1].animation == .fade)
      #expect(placed(handlers) == "shape [1, 3, 0]\ndidSelectRow: row 1.0")
    }

    @Test func handlersEditThroughCallTable() throws {
      let (tableView, handlers) = fixture()
      handlers.on(.commitEditing, at: .section(0)) { [model] call in
        model.rowCounts[call.section] -= 1
        try? call.table.deleteRows(at: [call.position])
      }
      // The new handler re-attached the adapter; UIKit lays out before the user swipes.
      tableView.layoutIfNeeded()
      tableView.send(
        .commitEditing(editingStyle: .delete, at: IndexPath(row: 1, section: 0)),
        to: dataSource(tableView))
      #expect(tableView.updateLog.contains("deleteRows [0.1]"))
      #expect(placed(handlers).contains("didSelectRow: row 0.1"))
    }

    @Test func unanimatedUpdatesUseNoAnimation() throws {
      let (tableView, _) = fixture()
      try tableView.performBatchUpdates(animated: false) { $0.reloadRows(at: [p(0, 0)]) }
      #expect(tableView.recordedUpdates[1].animation == UITableView.RowAnimation.none)
    }

    @Test func aRejectedEditChangesNeitherTheTableNorTheRegistry() {
      let (tableView, handlers) = fixture()
      let before = placed(handlers)
      #expect(throws: TableUpdateError.self) { try tableView.deleteRows(at: [self.p(0, 3)]) }
      #expect(tableView.updateLog.isEmpty)
      #expect(placed(handlers) == before)
    }

    @Test func withoutARegistryOnlyTheTableIsUpdated() throws {
      let tableView = UITableView()
      try tableView.deleteRows(at: [p(4, 4)])
      #expect(
        tableView.updateLog == [
          "performBatchUpdates begin", "deleteRows [4.4]", "performBatchUpdates end",
        ])
    }

    @Test func anEmptyBatchStillTellsTheTable() throws {
      let (tableView, _) = fixture()
      try tableView.performUpdates(TableUpdate(), animated: true)
      #expect(tableView.updateLog == ["performBatchUpdates begin", "performBatchUpdates end"])
    }

    /// A drag the handlers cannot follow (the table view shows a row the registry was never
    /// told of, as after an edit behind its back) still tells the `moveRow` handler, leaves the
    /// handlers where they were, and reports it to `misuseHandler` instead of swallowing it.
    @Test func aMoveTheHandlersCannotFollowIsReported() {
      let (tableView, handlers) = fixture()
      var moves: [TablePosition] = []
      handlers.on(.moveRow, at: .table) { call in moves.append(call.arguments) }
      var misuses: [TableMisuse] = []
      handlers.misuseHandler = { misuses.append($0) }
      let before = placed(handlers)
      tableView.send(
        .moveRow(from: IndexPath(row: 5, section: 0), to: IndexPath(row: 0, section: 1)),
        to: tableView.dataSource!)
      #expect(moves == [p(1, 0)])
      #expect(placed(handlers) == before)
      #expect(misuses.count == 1)
      guard case .unfollowedMove(let from, let to, _) = misuses.first else {
        Issue.record("no unfollowed move reported: \(misuses)")
        return
      }
      #expect(from == p(0, 5) && to == p(1, 0))
      #expect(
        misuses[0].description.hasPrefix(
          "the move of row 0.5 to 1.0 could not move its handlers ("))
    }
  }
#endif
