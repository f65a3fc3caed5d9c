#if os(Linux)
  import Foundation
  import TableHandlersCore
  import TableHandlersTesting
  import TableHandlersUIKit
  import Testing
  import UIKitStandIn

  /// A row an app's batch reloads, itself or with its section, loses its selection on every
  /// host: a view makes its cell anew (`TableUpdate.dropsSelection(of:)`); the other selected
  /// rows follow their rows.
  @MainActor
  @Suite("A reloaded row's selection on every host")
  struct ReloadedSelectionHostTests {
    enum Host: CaseIterable { case headless, table, list }

    func pos(_ section: Int, _ row: Int) -> TablePosition {
      TablePosition(section: section, row: row)
    }

    @Test(arguments: Host.allCases)
    func aReloadedRowOrSectionLosesItsSelection(_ host: Host) throws {
      let handlers = TableHandlers()
      var rows = [3, 2]
      handlers.on(.numberOfSections) { _ in rows.count }
      handlers.on(.numberOfRows, at: .allSections) { call in rows[call.section] }
      let select: (TablePosition) -> Void
      let selected: () -> [TablePosition]
      let perform: (TableUpdate) throws -> Void
      let reloadData: () -> Void
      switch host {
      case .headless:
        let table = HeadlessTable(handlers: handlers)
        table.allowsMultipleSelection = true
        table.reloadData()
        select = { table.selectRow(at: $0) }
        selected = { table.selectedRows }
        perform = { try table.performUpdates($0, animated: false) }
        reloadData = { table.reloadData() }
      case .table:
        let tableView = UITableView()
        tableView.allowsMultipleSelection = true
        handlers.attach(to: tableView)
        tableView.layoutIfNeeded()
        select = {
          tableView.selectRow(at: IndexPath($0), animated: false, scrollPosition: .none)
        }
        selected = {
          (tableView.indexPathsForSelectedRows ?? []).map { TablePosition($0) }.sorted()
        }
        perform = { try tableView.performUpdates($0, with: .none) }
        reloadData = { tableView.reloadData() }
      case .list:
        let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
        list.allowsMultipleSelection = true
        handlers.attach(to: list, appearance: .plain)
        _ = list.numberOfItems(inSection: 0)
        select = { list.selectItem(at: IndexPath($0), animated: false, scrollPosition: []) }
        selected = { (list.indexPathsForSelectedItems ?? []).map { TablePosition($0) }.sorted() }
        perform = { try list.performUpdates($0, animated: false) }
        reloadData = { list.reloadData() }
      }
      for row in [pos(0, 0), pos(0, 2), pos(1, 1)] { select(row) }
      var update = TableUpdate()
      update.reloadRows(at: [pos(0, 2)])
      update.insertRows(at: [pos(0, 0)])
      rows[0] += 1
      try perform(update)
      #expect(selected() == [pos(0, 1), pos(1, 1)])
      var sectionReload = TableUpdate()
      sectionReload.reloadSections([1])
      try perform(sectionReload)
      #expect(selected() == [pos(0, 1)])
      // A table view's `reloadData()` clears the selection; a collection view's keeps its
      // index paths.
      reloadData()
      #expect(selected() == (host == .list ? [pos(0, 1)] : []))
    }
  }
#endif
