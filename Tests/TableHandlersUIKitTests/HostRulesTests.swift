#if os(Linux)
  import Foundation
  import TableHandlersCore
  import TableHandlersDeclarative
  import TableHandlersTesting
  import TableHandlersUIKit
  import Testing
  import UIKitStandIn

  /// Rules decided once in core and shown alike by the headless table, the table view and the
  /// list: each case drives the three with the same declarations or handlers and reads back
  /// what each shows.
  @MainActor
  @Suite("Rules shown alike on the three hosts")
  struct HostRulesTests {
    enum Host: CaseIterable { case headless, table, list }

    func pos(_ section: Int, _ row: Int) -> TablePosition {
      TablePosition(section: section, row: row)
    }

    /// A row's indentation level is the same on every host: an `indentationLevel` handler's
    /// answer for its row, else the level its content declares, else none
    /// (`TableHandlers.indentationLevel(answered:content:)`).
    ///
    /// A table view asks its delegate for every row once the method is implemented, so a handler
    /// for one row must not flatten the others (a declared outline's children, whose depth is
    /// their content's level).
    @Test(arguments: Host.allCases)
    func aHandlerForOneRowLeavesTheOthersTheirContentsLevel(_ host: Host) throws {
      var deep = RowContent(text: "Deep")
      deep.indentationLevel = 2
      let declared = try DeclaredTable(
        declaration: TableDeclaration<String, String> {
          Section("folders") {
            Row("Mail", text: "Mail").children([Row("Work", text: "Work")], expanded: true)
            Row("Notes", text: "Notes").indentationLevel(3)
            Row("Deep", content: deep)
            Row("Flat", text: "Flat")
          }
        })
      let levels: [Int]
      switch host {
      case .headless:
        let table = HeadlessTable(declared: declared)
        // Each row's line: its selection and editing marks, two spaces a level, its disclosure.
        levels = table.render().split(separator: "\n").map { line in
          (line.dropFirst(2).prefix { $0 == " " }.count) / 2
        }
      case .table:
        let tableView = UITableView()
        declared.attach(to: tableView)
        tableView.layoutIfNeeded()
        levels = (0..<tableView.numberOfRows(inSection: 0)).map {
          tableView.visibleBehaviourOfRow(at: IndexPath(row: $0, section: 0)).indentationLevel
        }
      case .list:
        let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
        declared.attach(to: list, appearance: .plain)
        levels = (0..<list.numberOfItems(inSection: 0)).map {
          let cell = list.displayItem(at: IndexPath(item: $0, section: 0))
          return (cell as? UICollectionViewListCell)?.indentationLevel ?? -1
        }
      }
      // Mail, its child Work, Notes (its handler), Deep (its content), Flat.
      #expect(levels == [0, 1, 3, 2, 0])
    }

    /// The editing control a row shows while the table edits, and what tapping it commits, on
    /// every host (`TableHandlers.editingStyleByHandler`): a list shows a table view's insert
    /// control as its insert accessory, and a row that deletes as its delete accessory.
    @Test(arguments: Host.allCases)
    func anInsertRowShowsTheInsertControlAndCommitsAnInsertion(_ host: Host) throws {
      var committed: [String] = []
      let declared = try DeclaredTable(
        declaration: TableDeclaration<String, String> {
          Section("people") {
            Row("ann", text: "Ann").onDelete { _ in committed.append("delete ann") }
            Row("add", text: "Add a person").editingStyle(.insert)
              .onCommitEditing { call in committed.append("\(call.arguments) add") }
          }
        })
      let controls: [String]
      let tapInsert: () -> Void
      switch host {
      case .headless:
        let table = HeadlessTable(declared: declared)
        table.setEditing(true)
        controls = table.render().split(separator: "\n").map {
          $0.contains("⊕") ? "insert" : $0.contains("⊖") ? "delete" : "none"
        }
        tapInsert = { table.tapEditingControl(TablePosition(section: 0, row: 1)) }
      case .table:
        let tableView = UITableView()
        declared.attach(to: tableView)
        tableView.setEditing(true, animated: false)
        tableView.layoutIfNeeded()
        controls = (0..<2).map {
          switch tableView.visibleBehaviourOfRow(at: IndexPath(row: $0, section: 0))
            .editingControl
          {
          case .insert: "insert"
          case .delete: "delete"
          default: "none"
          }
        }
        tapInsert = { tableView.userCommits(.insert, forRowAt: IndexPath(row: 1, section: 0)) }
      case .list:
        let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
        declared.attach(to: list, appearance: .plain)
        list.isEditing = true
        controls = (0..<2).map {
          let cell = list.displayItem(at: IndexPath(item: $0, section: 0))
          let kinds = ((cell as? UICollectionViewListCell)?.accessories ?? []).map(\.accessoryType)
          return kinds.contains(.insert) ? "insert" : kinds.contains(.delete) ? "delete" : "none"
        }
        tapInsert = {
          list.userTapsAccessory(.insert, ofItemAt: IndexPath(item: 1, section: 0))
        }
      }
      #expect(controls == ["delete", "insert"])
      tapInsert()
      #expect(committed == ["insert add"])
    }

    /// After a row's control changes, every host shows the row's whole content as the handler
    /// left it, not only the control: its texts and whether it is enabled too.
    @Test(arguments: Host.allCases)
    func theRowShowsItsTextsAsTheHandlerLeftThem(_ host: Host) throws {
      var isOn = false
      let handlers = TableHandlers()
      handlers.on(.numberOfRows, at: .allSections) { _ in 1 }
      handlers.on(.rowContent, at: .table) { _ in
        RowContent(
          text: "Wi-Fi", secondaryText: isOn ? "Connected" : "Off", style: .subtitle,
          control: .toggle(isOn: isOn))
      }
      handlers.on(.controlValueChanged, at: .table) { call in
        if case .toggle(let value) = call.arguments { isOn = value }
      }
      let position = TablePosition(section: 0, row: 0)
      let shown: () -> String?
      switch host {
      case .headless:
        let table = HeadlessTable(handlers: handlers)
        table.reloadData()
        table.toggle(position)
        shown = { table.content(at: position)?.secondaryText }
      case .table:
        let tableView = UITableView()
        handlers.attach(to: tableView)
        tableView.layoutIfNeeded()
        let cell = tableView.displayRow(at: IndexPath(row: 0, section: 0))
        let toggle = try #require(cell.accessoryView as? UISwitch)
        toggle.isOn = true
        toggle.sendActions(for: .valueChanged)
        shown = {
          (cell.contentConfiguration as? UIListContentConfiguration)?.secondaryText
            ?? cell.detailTextLabel?.text
        }
      case .list:
        let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
        handlers.attach(to: list, appearance: .plain)
        let cell = try #require(
          list.displayItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        let toggle = try #require(
          cell.accessories.lazy.compactMap { $0.standInCustomView as? UISwitch }.first)
        toggle.isOn = true
        toggle.sendActions(for: .valueChanged)
        shown = { (cell.contentConfiguration as? UIListContentConfiguration)?.secondaryText }
      }
      #expect(isOn)
      #expect(shown() == "Connected")
    }

    /// A row an app's batch reloads, itself or with its section, loses its selection on every
    /// host: a view makes its cell anew (`TableUpdate.dropsSelection(of:)`); the other selected
    /// rows follow their rows.
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
