#if os(Linux)
  import Foundation
  import TableHandlersCore
  import TableHandlersTesting
  import Testing
  import UIKitStandIn

  @testable import TableHandlersUIKit

  /// Handlers get typed access to the table view, and handlers written against `call.table`
  /// run on a table view as on the headless host.
  @MainActor
  @Suite("Calls on a table view")
  struct CallTests {
    @Test func callsReachTheTableView() {
      let tableView = UITableView()
      // Compared by identity, not captured: a handler that captured the table view would make a
      // cycle (table view → adapter → registry → handler → table view).
      let tableViewID = ObjectIdentifier(tableView)
      let handlers = TableHandlers()
      var seen: [String] = []
      handlers.on(.didSelectRow, at: .table) { call in
        seen.append(
          "row \(ObjectIdentifier(call.tableView) == tableViewID) "
            + "\(call.indexPath.section).\(call.indexPath.row)")
      }
      handlers.on(.titleForHeader, at: .allSections) { call in
        seen.append("section \(ObjectIdentifier(call.tableView) == tableViewID)")
        return nil
      }
      handlers.on(.sectionIndexTitles) { call in
        seen.append("table \(ObjectIdentifier(call.tableView) == tableViewID)")
        return nil
      }
      handlers.attach(to: tableView)
      tableView.send(.didSelectRow(at: IndexPath(row: 2, section: 1)), to: delegate(tableView))
      _ = tableView.send(.titleForHeader(section: 0), to: dataSource(tableView))
      _ = tableView.send(.sectionIndexTitles, to: dataSource(tableView))
      #expect(seen == ["row true 1.2", "section true", "table true"])
    }

    @Test func tableHostDeselectsOnTheTableView() {
      let tableView = UITableView()
      let handlers = TableHandlers()
      handlers.on(.didSelectRow, at: .table) { call in
        call.table.deselectRow(at: call.position, animated: true)
      }
      handlers.attach(to: tableView)
      let path = IndexPath(row: 0, section: 0)
      tableView.selectRow(at: path, animated: false, scrollPosition: .none)
      tableView.send(.didSelectRow(at: path), to: delegate(tableView))
      #expect(tableView.indexPathsForSelectedRows == nil)
      let host: any TableHost = tableView
      tableView.setEditing(true, animated: false)
      #expect(host.isEditing)
    }

    @Test func positionsAndIndexPathsConvert() {
      let position = TablePosition(section: 3, row: 7)
      #expect(IndexPath(position) == IndexPath(row: 7, section: 3))
      #expect(TablePosition(IndexPath(row: 7, section: 3)) == position)
    }

    @Test func theSameHandlersRunHeadless() {
      let handlers = TableHandlers()
      var seen: [Bool] = []
      handlers.on(.didSelectRow, at: .table) { call in
        seen.append(call.table is UITableView)
        call.table.deselectRow(at: call.position, animated: false)
      }
      handlers.on(.numberOfRows, at: .allSections) { _ in 1 }
      let headless = HeadlessTable(handlers: handlers)
      headless.reloadData()
      headless.tap(TablePosition(section: 0, row: 0))
      let tableView = UITableView()
      handlers.attach(to: tableView)
      tableView.send(.didSelectRow(at: IndexPath(row: 0, section: 0)), to: delegate(tableView))
      #expect(seen == [false, true])
      #expect(headless.selectedRows.isEmpty)
    }
  }
#endif
