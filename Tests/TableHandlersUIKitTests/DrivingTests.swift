#if os(Linux)
  import StandInDoubles
  import Foundation
  import TableHandlersCore
  import TableHandlersTesting
  import Testing
  import UIKitStandIn

  @testable import TableHandlersUIKit

  /// A screen's table logic, written once against the core: the same registry runs on the
  /// headless host and, through the adapter, on the stand-in's table view.
  @MainActor
  final class GroceryScreen {
    let handlers = TableHandlers()
    private(set) var items = [["Milk", "Eggs", "Bread"], ["Apples"]]
    private(set) var log: [String] = []

    init() {
      handlers.on(.numberOfSections, owner: self) { screen, _ in screen.items.count }
      handlers.on(.numberOfRows, at: .allSections, owner: self) { screen, call in
        screen.items[call.section].count
      }
      handlers.on(.titleForHeader, at: .allSections) { call in "Aisle \(call.section)" }
      handlers.on(.rowContent, at: .table, owner: self) { screen, call in
        RowContent(text: screen.items[call.section][call.row])
      }
      handlers.on(.heightForRow, at: .table) { _ in 44 }
      handlers.on(.canEditRow, at: .section(1)) { _ in false }
      handlers.on(.didSelectRow, at: .table, owner: self) { screen, call in
        screen.log.append("selected \(screen.items[call.section][call.row])")
      }
      // The first row's own handler: it must follow its row when the row moves.
      handlers.on(.didSelectRow, at: .row(0, inSection: 0), owner: self) { screen, call in
        screen.log.append("the first row's handler at \(call.position)")
      }
      handlers.on(.commitEditing, at: .section(0), owner: self) { screen, call in
        screen.log.append("deleted \(screen.items[0][call.row])")
        screen.items[0].remove(at: call.row)
        try? call.table.deleteRows(at: [call.position])
      }
      handlers.on(.targetForMove, at: .table) { call in
        call.arguments.section == call.section ? call.arguments : call.position
      }
      handlers.on(.moveRow, at: .section(0), owner: self) { screen, call in
        screen.log.append("moved \(call.row) to \(call.arguments.row)")
        screen.items[0].insert(screen.items[0].remove(at: call.row), at: call.arguments.row)
      }
    }
  }

  /// The stand-in's table view drives the adapter through the headless host's call orders; the
  /// same screen on both hosts asks the same questions in the same order and fires the same
  /// handlers.
  @MainActor
  @Suite("The stand-in table view drives the adapter as the headless host does")
  struct DrivingTests {
    func p(_ section: Int, _ row: Int) -> TablePosition {
      TablePosition(section: section, row: row)
    }
    func i(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

    @Test func reloadTapSwipeToDeleteAndDragFollowTheHeadlessOrders() throws {
      let headlessScreen = GroceryScreen()
      let headless = HeadlessTable(handlers: headlessScreen.handlers)
      headless.reloadData()
      headless.tap(p(0, 1))
      #expect(headless.swipeToDelete(p(0, 1)))
      headless.setEditing(true)
      #expect(try headless.drag(p(0, 0), over: [p(1, 0), p(0, 1)]) == p(0, 1))
      headless.setEditing(false)
      headless.tap(p(0, 1))
      headless.tap(p(0, 0))

      let screen = GroceryScreen()
      let tableView = DrivenTableView()
      screen.handlers.attach(to: tableView)
      tableView.reloadData()
      tableView.tap(i(0, 1))
      #expect(tableView.swipeToDelete(i(0, 1)))
      tableView.setEditing(true, animated: false)
      #expect(tableView.drag(i(0, 0), over: [i(1, 0), i(0, 1)]) == i(0, 1))
      tableView.setEditing(false, animated: false)
      tableView.tap(i(0, 1))
      tableView.tap(i(0, 0))

      // The adapter also implements the editing style and the move veto where a commit or move
      // handler answers part of the table (`AdapterMethod.companions`), so that the rows nobody
      // answers offer no delete or reorder control; the headless host does not model that.
      let asked = tableView.callLog.filter {
        !["canMoveRow", "editingStyle"].contains($0.split(separator: " ")[0])
      }
      #expect(asked == headless.callLog)
      #expect(screen.log == headlessScreen.log)
      #expect(
        screen.log == [
          "selected Eggs", "deleted Eggs", "moved 0 to 1", "the first row's handler at 0.1",
          "selected Bread",
        ])
      #expect(screen.items == [["Bread", "Milk"], ["Apples"]])
      #expect(
        tableView.updateLog == [
          "reloadData", "performBatchUpdates begin", "deleteRows [0.1]", "performBatchUpdates end",
        ])
      #expect(screen.handlers.dump == headlessScreen.handlers.dump)
      #expect(
        (tableView.cells[i(0, 1)]?.contentConfiguration as? UIListContentConfiguration)?.text
          == "Milk")
      #expect(tableView.headerTitles == ["Aisle 0", "Aisle 1"])
    }

    @Test func theReloadOrderIsUIKits() {
      let screen = GroceryScreen()
      let tableView = DrivenTableView()
      screen.handlers.attach(to: tableView)
      tableView.reloadData()
      #expect(
        tableView.callLog == [
          "reloadData", "numberOfSections",
          "numberOfRows 0", "heightForRow 0.0", "heightForRow 0.1", "heightForRow 0.2",
          "numberOfRows 1", "heightForRow 1.0",
          "rowContent 0.0", "heightForRow 0.0", "canEditRow 0.0",
          "rowContent 0.1", "heightForRow 0.1", "canEditRow 0.1",
          "rowContent 0.2", "heightForRow 0.2", "canEditRow 0.2",
          "rowContent 1.0", "heightForRow 1.0", "canEditRow 1.0",
          "titleForHeader 0", "titleForHeader 1",
        ])
    }

    @Test func unansweredMethodsAreNotCalled() {
      let handlers = TableHandlers()
      handlers.on(.numberOfRows, at: .allSections) { _ in 1 }
      let tableView = DrivenTableView()
      handlers.attach(to: tableView)
      tableView.reloadData()
      #expect(tableView.callLog == ["reloadData", "numberOfRows 0", "rowContent 0.0"])
      // Without a commitEditing answer there is no delete button, whatever canEditRow says.
      #expect(tableView.swipe(i(0, 0)) == nil)
      // Without a moveRow answer there is no reorder control.
      tableView.setEditing(true, animated: false)
      #expect(tableView.drag(i(0, 0), over: [i(0, 0)]) == nil)
    }

    @Test func theAppsDelegateRunsFirstWhileDriven() {
      let app = RecordingApp(
        implementing: RecordingApp.requiredOnly.union([TableSelectors.didSelectRow]))
      app.rowCounts = [2]
      var log: [String] = []
      app.onCall = { log.append("app \($0)") }
      let tableView = DrivenTableView()
      tableView.dataSource = app
      tableView.delegate = app
      let handlers = TableHandlers()
      handlers.on(.didSelectRow, at: .row(1, inSection: 0)) { _ in log.append("handler") }
      handlers.attach(to: tableView)
      tableView.reloadData()
      log = []
      tableView.tap(i(0, 1))
      tableView.tap(i(0, 0))
      #expect(
        log == [
          "app tableView:didSelectRowAtIndexPath:", "handler",
          "app tableView:didSelectRowAtIndexPath:",
        ])
      // The app's cells are used where no cell handler answers.
      #expect(tableView.cells[i(0, 0)]?.reuseIdentifier == "app")
    }

    @Test func aDropFollowsTheRowEvenWithoutAMoveRowHandlerAtItsScope() {
      let handlers = TableHandlers()
      handlers.on(.numberOfRows, at: .allSections) { _ in 3 }
      handlers.on(.moveRow, at: .table) { _ in }
      var selected: [String] = []
      handlers.on(.didSelectRow, at: .row(2, inSection: 0)) { call in
        selected.append("third row's handler at \(call.position)")
      }
      let tableView = DrivenTableView()
      handlers.attach(to: tableView)
      tableView.reloadData()
      tableView.setEditing(true, animated: false)
      tableView.allowsSelectionDuringEditing = true
      #expect(tableView.drag(i(0, 2), over: [i(0, 0)]) == i(0, 0))
      tableView.tap(i(0, 0))
      #expect(selected == ["third row's handler at 0.0"])
      #expect(handlers.shape == TableShape(rowCounts: [3]))
    }

    @Test func aMoveThatDoesNotFitTheShapeIsStillReported() {
      let handlers = TableHandlers()
      var moves: [String] = []
      handlers.on(.moveRow, at: .table) { call in moves.append("\(call.position)") }
      let tableView = UITableView()
      handlers.attach(to: tableView)
      // The registry was never asked its counts, so its shape has no rows to move.
      tableView.send(.moveRow(from: i(0, 1), to: i(0, 0)), to: dataSource(tableView))
      #expect(moves == ["0.1"])
    }
  }
#endif
