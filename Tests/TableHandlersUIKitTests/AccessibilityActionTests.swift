#if os(Linux)
  import Foundation
  import StandInReplay
  import TableHandlersCore
  import TableHandlersDeclarative
  import TableHandlersTesting
  import TableHandlersUIKit
  import TestSupport
  import Testing
  import UIKitStandIn

  /// A declared inbox with swipe actions on both edges, a context menu and moves, on the
  /// headless table, a table view or a list, driven by gestures and by VoiceOver's custom
  /// actions alike.
  @MainActor
  final class AccessibleInbox {
    enum Host: String, CaseIterable, CustomStringConvertible {
      case headless, table, list
      var description: String { rawValue }

      /// The UIKit hosts, whose rows' actions are their cells'.
      static let views: [Host] = [.table, .list]
    }

    var sections = [("pinned", ["p1"]), ("inbox", ["m1", "m2", "m3"])]
    /// Messages the app has made immovable, besides the last one.
    var immovable: Set<String> = []
    var log: [String] = []
    var declared: DeclaredTable<String, String>!
    let runLoop = StandInRunLoop()
    var headless: HeadlessTable?
    var tableView: UITableView?
    var list: UICollectionView?

    init(on host: Host) throws {
      declared = try DeclaredTable(declaration: declaration())
      declared.rejectedUpdateHandler = { Issue.record("rejected: \($0)") }
      switch host {
      case .headless:
        headless = HeadlessTable(declared: declared)
      case .table:
        let tableView = UITableView()
        tableView.standInMove(toWindow: UIWindow())
        declared.attach(to: tableView)
        tableView.handlersNextTurn = { [runLoop] in runLoop.schedule($0) }
        tableView.layoutIfNeeded()
        self.tableView = tableView
      case .list:
        let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
        list.standInMove(toWindow: UIWindow())
        declared.attach(to: list, appearance: .plain)
        list.handlersNextTurn = { [runLoop] in runLoop.schedule($0) }
        self.list = list
      }
    }

    func refresh() { declared.update(to: declaration()) }

    func remove(_ item: String) {
      for index in sections.indices { sections[index].1.removeAll { $0 == item } }
      refresh()
    }

    func declaration() -> TableDeclaration<String, String> {
      TableDeclaration {
        for (section, items) in sections {
          Section(section) {
            for item in items { row(item, inInbox: section == "inbox") }
          }
        }
      }
    }

    /// A message's row: trailing actions in the inbox only (a pinned message has leading ones
    /// alone), a menu, and moves that may not enter the pinned section; the last message
    /// cannot move.
    private func row(_ item: String, inInbox: Bool) -> Row<String> {
      var row = Row(item, text: item)
        .swipeActions(edge: .leading) { [unowned self] in
          SwipeAction(title: "Read") { [unowned self] position, done in
            log.append("read \(item) at \(position)")
            done(true)
          }
        }
        .contextMenu { [unowned self] in
          RowMenuAction(title: "Reply") { [unowned self] in log.append("reply \(item)") }
          RowMenu(
            title: "Move to",
            children: [
              .action(
                RowMenuAction(title: "Receipts") { [unowned self] position in
                  log.append("file \(item) at \(position)")
                }),
              .deferred { completion in
                completion([.action(RowMenuAction(title: "Later") {})])
              },
            ])
          RowMenu(
            isInline: true,
            children: [
              .action(RowMenuAction(title: "Flag") { [unowned self] in log.append("flag \(item)") })
            ])
          RowMenuAction(title: "Forward", isEnabled: false) {}
        }
        .onMove { [unowned self] call in
          log.append("move \(item) from \(call.position) to \(call.arguments)")
          let moved = sections[call.section].1.remove(at: call.row)
          sections[call.arguments.section].1.insert(moved, at: call.arguments.row)
          refresh()
        }
        .targetForMove { call in
          call.arguments.section == 0 && call.section != 0 ? call.position : call.arguments
        }
        .canMove(item != "m3" && !immovable.contains(item))
      if inInbox {
        row = row.swipeActions(edge: .trailing) { [unowned self] in
          SwipeAction(title: "Delete", style: .destructive) { [unowned self] position, done in
            log.append("delete \(item) at \(position)")
            remove(item)
            done(true)
          }
          SwipeAction(
            title: nil, image: .system("archivebox"), accessibilityIdentifier: "archive",
            accessibilityLabel: "Archive"
          ) { [unowned self] position, done in
            log.append("archive \(item) at \(position)")
            done(true)
          }
          // An image alone, without a label: nothing for VoiceOver to read.
          SwipeAction(title: nil, image: .system("star")) { _, done in done(true) }
          SwipeAction(title: "Pin", isEnabled: false) { _, done in done(true) }
        }
      }
      return row
    }

    static func path(_ position: TablePosition) -> IndexPath {
      IndexPath(row: position.row, section: position.section)
    }

    /// Shows a row's cell on a UIKit host, configured now.
    @discardableResult
    func cell(at position: TablePosition) -> UIView {
      if let tableView { return tableView.displayRow(at: Self.path(position)) }
      return list!.displayItem(at: IndexPath(item: position.row, section: position.section))
    }

    /// A VoiceOver user's actions on a row: the headless table's, or the row's cell's.
    func accessibilityActions(at position: TablePosition) -> [String] {
      if let headless { return headless.accessibilityActions(at: position) }
      return cell(at: position).standInAccessibilityActionNames
    }

    /// A VoiceOver user performs an action on a row, by name.
    func perform(_ name: String, at position: TablePosition) -> Bool {
      if let headless { return headless.performAccessibilityAction(name, at: position) }
      return cell(at: position).standInPerformAccessibilityAction(named: name)
    }

    /// Swipes a row and taps an action by what VoiceOver reads, as a user does.
    @discardableResult
    func swipe(_ edge: SwipeEdge, tap label: String, at position: TablePosition) -> Bool {
      if let headless {
        // The headless swipe finds an action by its title, else its identifier.
        guard
          let action = headless.shownSwipeActions(edge, at: position)?.first(where: {
            ($0.accessibilityLabel ?? $0.title) == label
          })
        else { return false }
        headless.performSwipeAction(
          action.title ?? action.accessibilityIdentifier ?? "", edge: edge, at: position)
        return true
      }
      let side: StandInSwipeEdge = edge == .leading ? .leading : .trailing
      let swipe =
        tableView?.swipeRow(at: Self.path(position), from: side)
        ?? list?.swipeItem(
          at: IndexPath(item: position.row, section: position.section), from: side)
      let action = swipe?.configuration.actions.first {
        ($0.accessibilityLabel ?? $0.title) == label
      }
      guard let action else { return false }
      action.perform(in: UIView())
      return true
    }

    /// Long-presses a row and chooses an item by its menu path, as a user does.
    @discardableResult
    func choose(_ path: [String], at position: TablePosition) -> Bool {
      if let headless { return headless.chooseMenuItem(path, at: position) }
      let configuration: UIContextMenuConfiguration? =
        if let tableView {
          tableView.send(
            .contextMenuConfiguration(at: Self.path(position), point: .zero),
            to: delegate(tableView))
        } else {
          list!.userOpensContextMenu(
            forItemsAt: [IndexPath(item: position.row, section: position.section)])?
            .configuration
        }
      var elements = configuration?.openMenu()?.children ?? []
      for title in path.dropLast() {
        elements = (elements.first { $0.title == title } as? UIMenu)?.children ?? []
      }
      // An inline menu's items show among the menu's own.
      elements = elements.flatMap { element -> [UIMenuElement] in
        guard let menu = element as? UIMenu, menu.options.contains(.displayInline) else {
          return [element]
        }
        return menu.children
      }
      return (elements.first { $0.title == path.last } as? UIAction)?.choose() ?? false
    }

    /// Drags a row by its reorder control and drops it, as a user does.
    func drag(_ source: TablePosition, to destination: TablePosition) {
      if let headless {
        headless.setEditing(true)
        _ = try? headless.drag(source, over: [destination])
        headless.setEditing(false)
      } else if let tableView {
        tableView.userMovesRow(at: Self.path(source), to: Self.path(destination))
      } else {
        list!.userMovesItem(
          at: IndexPath(item: source.row, section: source.section),
          to: IndexPath(item: destination.row, section: destination.section))
      }
    }

    /// Inserts a message at the top of the inbox.
    func receive(_ item: String) {
      sections[1].1.insert(item, at: 0)
      refresh()
    }

    /// Runs the UIKit hosts' next turns until nothing waits; the headless table has none.
    func settle() {
      if let tableView { #expect(runLoop.settle(tableView)) }
      if let list { #expect(runLoop.settle(list)) }
    }

    /// Everything an outcome is compared by: the log, the model, the declaration's rows, the
    /// registry's handlers and, headless, what the table shows.
    var state: String {
      "\(log)\n\(sections)\n\(declared.sections.map { $0.rows.map(\.id) })\n"
        + declared.handlers.dump + "\n" + (headless?.render() ?? "")
    }
  }

  @MainActor
  @Suite("VoiceOver's actions on every host: a row's swipe actions, menu and moves by name")
  struct AccessibilityActionTests {
    func pos(_ section: Int, _ row: Int) -> TablePosition {
      TablePosition(section: section, row: row)
    }

    @Test(arguments: AccessibleInbox.Host.allCases)
    func trailingThenLeadingThenMenuThenMoves(host: AccessibleInbox.Host) throws {
      let inbox = try AccessibleInbox(on: host)
      #expect(
        inbox.accessibilityActions(at: pos(1, 1)) == [
          "Delete", "Archive", "Read", "Reply", "Move to: Receipts", "Flag", "Move up",
          "Move down",
        ])
      // Listing opens no menu.
      if let headless = inbox.headless {
        #expect(!headless.callLog.contains { $0.hasPrefix("menu ") })
      }
    }

    @Test(arguments: AccessibleInbox.Host.allCases)
    func leadingOnlySwipeActionsAppear(host: AccessibleInbox.Host) throws {
      let inbox = try AccessibleInbox(on: host)
      #expect(
        inbox.accessibilityActions(at: pos(0, 0)) == [
          "Read", "Reply", "Move to: Receipts", "Flag", "Move down",
        ])
    }

    @Test(arguments: AccessibleInbox.Host.allCases)
    func movesOnlyWhereTheRowMayMove(host: AccessibleInbox.Host) throws {
      let inbox = try AccessibleInbox(on: host)
      // The target rule keeps an inbox message out of the pinned section: no "Move up" at the
      // inbox's top; the last message cannot move at all.
      #expect(inbox.accessibilityActions(at: pos(1, 0)).suffix(1) == ["Move down"])
      let last = inbox.accessibilityActions(at: pos(1, 2))
      #expect(!last.contains("Move up") && !last.contains("Move down"))
      #expect(!inbox.perform("Move up", at: pos(1, 2)))
      #expect(!inbox.perform("Nothing", at: pos(1, 1)))
      #expect(inbox.log.isEmpty)
      // No row there, no actions.
      if let headless = inbox.headless {
        #expect(headless.accessibilityActions(at: pos(2, 0)).isEmpty)
      }
    }

    @Test(arguments: AccessibleInbox.Host.allCases)
    func theMovesTakeTheNamesTheAppGivesThem(host: AccessibleInbox.Host) throws {
      let inbox = try AccessibleInbox(on: host)
      inbox.declared.handlers.moveActionNames = MoveActionNames(up: "Nach oben", down: "Nach unten")
      #expect(inbox.accessibilityActions(at: pos(1, 1)).suffix(2) == ["Nach oben", "Nach unten"])
      #expect(!inbox.perform("Move down", at: pos(1, 1)))
      #expect(inbox.perform("Nach unten", at: pos(1, 1)))
      inbox.settle()
      #expect(inbox.declared.rowID(at: pos(1, 2)) == "m2")
    }

    /// One gesture and the action that stands for it.
    struct Pair: CustomStringConvertible, Sendable {
      var action: String
      var row: TablePosition
      var gesture: @MainActor @Sendable (AccessibleInbox) -> Void
      var description: String { "\(action) at \(row)" }
    }

    nonisolated static let pairs: [Pair] = [
      Pair(action: "Delete", row: TablePosition(section: 1, row: 1)) {
        $0.swipe(.trailing, tap: "Delete", at: TablePosition(section: 1, row: 1))
      },
      Pair(action: "Archive", row: TablePosition(section: 1, row: 0)) {
        $0.swipe(.trailing, tap: "Archive", at: TablePosition(section: 1, row: 0))
      },
      Pair(action: "Read", row: TablePosition(section: 0, row: 0)) {
        $0.swipe(.leading, tap: "Read", at: TablePosition(section: 0, row: 0))
      },
      Pair(action: "Reply", row: TablePosition(section: 1, row: 2)) {
        $0.choose(["Reply"], at: TablePosition(section: 1, row: 2))
      },
      Pair(action: "Move to: Receipts", row: TablePosition(section: 1, row: 1)) {
        $0.choose(["Move to", "Receipts"], at: TablePosition(section: 1, row: 1))
      },
      Pair(action: "Flag", row: TablePosition(section: 0, row: 0)) {
        $0.choose(["Flag"], at: TablePosition(section: 0, row: 0))
      },
      Pair(action: "Move up", row: TablePosition(section: 1, row: 1)) {
        $0.drag(TablePosition(section: 1, row: 1), to: TablePosition(section: 1, row: 0))
      },
      Pair(action: "Move down", row: TablePosition(section: 1, row: 0)) {
        $0.drag(TablePosition(section: 1, row: 0), to: TablePosition(section: 1, row: 1))
      },
      Pair(action: "Move down", row: TablePosition(section: 0, row: 0)) {
        $0.drag(TablePosition(section: 0, row: 0), to: TablePosition(section: 1, row: 0))
      },
    ]

    @Test(arguments: AccessibleInbox.Host.allCases, pairs)
    func performingAnActionEqualsItsGesture(host: AccessibleInbox.Host, pair: Pair) throws {
      let byGesture = try AccessibleInbox(on: host)
      let byName = try AccessibleInbox(on: host)
      if host != .headless { byGesture.cell(at: pair.row) }
      pair.gesture(byGesture)
      byGesture.settle()
      #expect(byName.perform(pair.action, at: pair.row))
      byName.settle()
      #expect(!byGesture.log.isEmpty)
      #expect(byName.state == byGesture.state)
    }

    @Test(arguments: AccessibleInbox.Host.allCases)
    func anActionActsOnTheRowAtThePositionGiven(host: AccessibleInbox.Host) throws {
      let inbox = try AccessibleInbox(on: host)
      inbox.receive("new")
      inbox.settle()
      #expect(inbox.perform("Read", at: pos(1, 2)))
      #expect(inbox.perform("Move down", at: pos(1, 2)))
      inbox.settle()
      #expect(inbox.perform("Delete", at: pos(1, 3)))
      inbox.settle()
      #expect(inbox.log == ["read m2 at 1.2", "move m2 from 1.2 to 1.3", "delete m2 at 1.3"])
      #expect(inbox.sections[1].1 == ["new", "m1", "m3"])
    }

    /// Random rows and actions on two inboxes: one driven by gestures, one by name, against each
    /// other after every step.
    @Test(arguments: AccessibleInbox.Host.allCases)
    func randomActionsMatchTheirGestures(host: AccessibleInbox.Host) throws {
      var generator = SplitMix64(seed: 0xA11E_5EED)
      let byGesture = try AccessibleInbox(on: host)
      let byName = try AccessibleInbox(on: host)
      for step in 0..<300 {
        let counts = byName.sections.map(\.1.count)
        let section = Int(generator.next() % 2)
        guard counts[section] > 0 else {
          byGesture.receive("r\(step)")
          byName.receive("r\(step)")
          byGesture.settle()
          byName.settle()
          continue
        }
        let row = pos(section, Int(generator.next() % UInt64(counts[section])))
        let names = byName.accessibilityActions(at: row)
        #expect(byGesture.accessibilityActions(at: row) == names)
        guard !names.isEmpty else { continue }
        let name = names[Int(generator.next() % UInt64(names.count))]
        gesture(for: name, at: row, on: byGesture)
        byGesture.settle()
        #expect(byName.perform(name, at: row))
        byName.settle()
        #expect(byName.state == byGesture.state, "step \(step): \(name) at \(row)")
        if byName.sections[1].1.count < 2 {
          byGesture.receive("r\(step)")
          byName.receive("r\(step)")
          byGesture.settle()
          byName.settle()
        }
      }
    }

    /// The gesture an action stands for, as a user finds it: on the swipe edge that shows it
    /// (the inbox's trailing actions, its leading one), by dragging to the neighbouring position,
    /// or in the menu.
    private func gesture(for name: String, at row: TablePosition, on inbox: AccessibleInbox) {
      if ["Delete", "Archive", "Read"].contains(name) {
        #expect(inbox.swipe(name == "Read" ? .leading : .trailing, tap: name, at: row))
        return
      }
      if name == "Move up" || name == "Move down" {
        let counts = inbox.sections.map(\.1.count)
        var proposed = row
        if name == "Move up" {
          proposed =
            row.row > 0
            ? pos(row.section, row.row - 1) : pos(row.section - 1, counts[row.section - 1])
        } else {
          proposed =
            row.row < counts[row.section] - 1
            ? pos(row.section, row.row + 1) : pos(row.section + 1, 0)
        }
        inbox.drag(row, to: proposed)
        return
      }
      #expect(inbox.choose(name.split(separator: ": ").map(String.init), at: row))
    }

    @Test(arguments: AccessibleInbox.Host.views)
    func anActionSetEarlierActsOnItsOwnRowAfterRowsAreInsertedAbove(
      host: AccessibleInbox.Host
    ) throws {
      let inbox = try AccessibleInbox(on: host)
      let cell = inbox.cell(at: pos(1, 1))
      inbox.receive("new")
      inbox.settle()
      #expect(cell.standInPerformAccessibilityAction(named: "Read"))
      #expect(cell.standInPerformAccessibilityAction(named: "Move to: Receipts"))
      #expect(cell.standInPerformAccessibilityAction(named: "Move down"))
      inbox.settle()
      #expect(
        inbox.log == [
          "read m2 at 1.2", "file m2 at 1.2", "move m2 from 1.2 to 1.3",
        ])
      #expect(inbox.sections[1].1 == ["new", "m1", "m3", "m2"])
      #expect(cell.standInPerformAccessibilityAction(named: "Delete"))
      inbox.settle()
      #expect(inbox.sections[1].1 == ["new", "m1", "m3"])
    }

    @Test(arguments: AccessibleInbox.Host.views)
    func aCellOnScreenLosesItsMovesWhenAnUpdateChangesOnlyWhetherItsRowMayMove(
      host: AccessibleInbox.Host
    ) throws {
      let inbox = try AccessibleInbox(on: host)
      let cell = inbox.cell(at: pos(1, 0))
      #expect(cell.standInAccessibilityActionNames.suffix(1) == ["Move down"])
      // The row's content is the same, so nothing reconfigures its cell, and no row moves:
      // only its handlers change.
      inbox.immovable = ["m1"]
      inbox.refresh()
      inbox.settle()
      #expect(
        cell.standInAccessibilityActionNames == [
          "Delete", "Archive", "Read", "Reply", "Move to: Receipts", "Flag",
        ])
      inbox.immovable = []
      inbox.refresh()
      inbox.settle()
      #expect(cell.standInAccessibilityActionNames.suffix(1) == ["Move down"])
    }

    @Test(arguments: AccessibleInbox.Host.views)
    func aCellOnScreenIsNamedItsRowsMovesFromItsPlaceAfterTheAppsUpdate(
      host: AccessibleInbox.Host
    ) throws {
      var rows = 3
      let handlers = TableHandlers()
      handlers.on(.numberOfRows, at: .allSections) { _ in rows }
      handlers.on(.rowContent, at: .table) { call in RowContent(text: "\(call.position)") }
      handlers.on(.moveRow, at: .table) { _ in }
      var deletion = TableUpdate()
      deletion.deleteRows(at: [pos(0, 0)])
      let cell: UIView
      let delete: () throws -> Void
      switch host {
      case .headless: return  // no cells: the views only
      case .table:
        let tableView = UITableView()
        handlers.attach(to: tableView)
        tableView.layoutIfNeeded()
        cell = tableView.displayRow(at: IndexPath(row: 1, section: 0))
        delete = { try tableView.performUpdates(deletion, with: .none) }
      case .list:
        let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
        handlers.attach(to: list, appearance: .plain)
        cell = list.displayItem(at: IndexPath(item: 1, section: 0))
        delete = { try list.performUpdates(deletion, animated: false) }
      }
      #expect(cell.standInAccessibilityActionNames == ["Move up", "Move down"])
      rows = 2
      try delete()
      #expect(cell.standInAccessibilityActionNames == ["Move down"])
    }

    @Test(arguments: AccessibleInbox.Host.views)
    func theAppsOwnActionsOnTheCellAreKeptWhenTheCellIsConfiguredAgain(
      host: AccessibleInbox.Host
    ) throws {
      let inbox = try AccessibleInbox(on: host)
      let cell = inbox.cell(at: pos(1, 2))
      let own = UIAccessibilityCustomAction(name: "Speak") { _ in true }
      cell.accessibilityCustomActions = [own] + (cell.accessibilityCustomActions ?? [])
      #expect(
        cell.standInAccessibilityActionNames == [
          "Speak", "Delete", "Archive", "Read", "Reply", "Move to: Receipts", "Flag",
        ])
      let again = inbox.cell(at: pos(1, 2))
      try #require(again === cell)
      #expect(
        again.standInAccessibilityActionNames == [
          "Speak", "Delete", "Archive", "Read", "Reply", "Move to: Receipts", "Flag",
        ])
    }

    /// The Delete a swipe reveals commits the deletion, and VoiceOver is told whether the row
    /// left, as of a destructive swipe action: not where the app keeps the row (its first).
    @Test(arguments: AccessibleInbox.Host.allCases)
    func theDeleteASwipeRevealsIsOfferedAndCommits(host: AccessibleInbox.Host) {
      var rows = 3
      var deleted: [TablePosition] = []
      let handlers = TableHandlers()
      handlers.on(.numberOfRows, at: .allSections) { _ in rows }
      handlers.on(.titleForDeleteConfirmationButton, at: .table) { _ in "Remove" }
      func deletion(_ position: TablePosition) -> TableUpdate {
        var update = TableUpdate()
        update.deleteRows(at: [position])
        return update
      }
      // What waits for the next turn (the cells on screen named again after the commit) runs
      // when the test says, not on a run loop the test leaves behind.
      let runLoop = StandInRunLoop()
      let names: () -> [String]
      // Performs an action on a row: the first, which the app keeps, or the second.
      let perform: (_ row: Int, _ action: String) -> Bool
      let settle: () -> Bool
      switch host {
      case .headless:
        let table = HeadlessTable(handlers: handlers)
        handlers.on(.commitEditing, at: .table) { [weak table] call in
          deleted.append(call.position)
          guard call.position.row != 0 else { return }
          rows -= 1
          try? table?.performUpdates(deletion(call.position), animated: false)
        }
        table.reloadData()
        names = { table.accessibilityActions(at: TablePosition(section: 0, row: 1)) }
        perform = { table.performAccessibilityAction($1, at: TablePosition(section: 0, row: $0)) }
        settle = { true }
      case .table:
        let tableView = UITableView()
        // Held weakly: the table view keeps its adapter, which keeps the registry and this
        // handler, so that the table view and everything it holds go when the test ends.
        handlers.on(.commitEditing, at: .table) { [weak tableView] call in
          deleted.append(call.position)
          guard call.position.row != 0 else { return }
          rows -= 1
          try? tableView?.performUpdates(deletion(call.position), animated: false)
        }
        handlers.attach(to: tableView)
        tableView.handlersNextTurn = { runLoop.schedule($0) }
        tableView.layoutIfNeeded()
        let cells = [0, 1].map { tableView.displayRow(at: IndexPath(row: $0, section: 0)) }
        names = { cells[1].standInAccessibilityActionNames }
        perform = { cells[$0].standInPerformAccessibilityAction(named: $1) }
        settle = { runLoop.settle(tableView) }
      case .list:
        let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
        handlers.on(.commitEditing, at: .table) { [weak list] call in
          deleted.append(call.position)
          guard call.position.row != 0 else { return }
          rows -= 1
          try? list?.performUpdates(deletion(call.position), animated: false)
        }
        handlers.attach(to: list, appearance: .plain)
        list.handlersNextTurn = { runLoop.schedule($0) }
        let cells = [0, 1].map { list.displayItem(at: IndexPath(item: $0, section: 0)) }
        names = { cells[1].standInAccessibilityActionNames }
        perform = { cells[$0].standInPerformAccessibilityAction(named: $1) }
        settle = { runLoop.settle(list) }
      }
      #expect(names() == ["Remove"])
      #expect(!perform(0, "Remove"))
      #expect(settle())
      #expect(perform(1, "Remove"))
      #expect(settle())
      #expect(deleted == [pos(0, 0), pos(0, 1)])
      #expect(rows == 2)
    }

    /// A row's swipe actions and Delete are offered to VoiceOver while the table is editing
    /// too, on every host: a cell's actions are set when it is configured, and a swipe action
    /// or a Delete performed then runs as at any other time.
    @Test(arguments: AccessibleInbox.Host.allCases)
    func theSwipeActionsAndTheDeleteAreOfferedWhileEditing(host: AccessibleInbox.Host) {
      var ran: [String] = []
      let handlers = TableHandlers()
      handlers.on(.numberOfRows, at: .allSections) { _ in 2 }
      handlers.on(.commitEditing, at: .table) { call in ran.append("delete \(call.position.row)") }
      handlers.on(.leadingSwipeActions, at: .row(0, inSection: 0)) { _ in
        SwipeActions([
          SwipeAction(title: "Pin") { _, done in
            ran.append("pin")
            done(true)
          }
        ])
      }
      let names: (Int) -> [String]
      let perform: (Int, String) -> Bool
      // The view, kept while the test performs: a gone view's rows' actions do nothing.
      var view: AnyObject?
      switch host {
      case .headless:
        let table = HeadlessTable(handlers: handlers)
        table.reloadData()
        table.setEditing(true)
        names = { table.accessibilityActions(at: TablePosition(section: 0, row: $0)) }
        perform = { table.performAccessibilityAction($1, at: TablePosition(section: 0, row: $0)) }
      case .table:
        let tableView = UITableView()
        view = tableView
        handlers.attach(to: tableView)
        tableView.setEditing(true, animated: false)
        tableView.layoutIfNeeded()
        let cells = [0, 1].map { tableView.displayRow(at: IndexPath(row: $0, section: 0)) }
        names = { cells[$0].standInAccessibilityActionNames }
        perform = { cells[$0].standInPerformAccessibilityAction(named: $1) }
      case .list:
        let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
        view = list
        handlers.attach(to: list, appearance: .plain)
        list.isEditing = true
        let cells = [0, 1].map { list.displayItem(at: IndexPath(item: $0, section: 0)) }
        names = { cells[$0].standInAccessibilityActionNames }
        perform = { cells[$0].standInPerformAccessibilityAction(named: $1) }
      }
      #expect(names(0) == ["Delete", "Pin"])
      #expect(names(1) == ["Delete"])
      #expect(perform(0, "Pin"))
      #expect(!perform(1, "Delete"))
      #expect(ran == ["pin", "delete 1"])
      withExtendedLifetime(view) {}
    }

    /// A `titleForDeleteConfirmationButton` answer of `nil` leaves UIKit's title, "Delete"
    /// (`TableHandlers.deleteTitle`).
    @Test(arguments: AccessibleInbox.Host.allCases)
    func aDeleteTitledNilIsCalledDelete(host: AccessibleInbox.Host) {
      let handlers = TableHandlers()
      handlers.on(.numberOfRows, at: .allSections) { _ in 1 }
      handlers.on(.commitEditing, at: .table) { _ in }
      handlers.on(.titleForDeleteConfirmationButton, at: .table) { _ in nil }
      let names: [String]
      switch host {
      case .headless:
        let table = HeadlessTable(handlers: handlers)
        table.reloadData()
        names = table.accessibilityActions(at: pos(0, 0))
      case .table:
        let tableView = UITableView()
        handlers.attach(to: tableView)
        tableView.layoutIfNeeded()
        names =
          tableView.displayRow(at: IndexPath(row: 0, section: 0)).standInAccessibilityActionNames
      case .list:
        let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
        handlers.attach(to: list, appearance: .plain)
        names = list.displayItem(at: IndexPath(item: 0, section: 0)).standInAccessibilityActionNames
      }
      #expect(names == ["Delete"])
    }

    @Test(arguments: AccessibleInbox.Host.views)
    func aRowNoActionHandlerReachesAsksNothingAndGetsNoActions(host: AccessibleInbox.Host) {
      var asked: [TablePosition] = []
      let handlers = TableHandlers()
      handlers.on(.numberOfSections) { _ in 2 }
      handlers.on(.numberOfRows, at: .allSections) { _ in 2 }
      handlers.on(.rowContent, at: .table) { call in RowContent(text: "\(call.position)") }
      handlers.on(.trailingSwipeActions, at: .section(0)) { call in
        asked.append(call.position)
        return SwipeActions([SwipeAction(title: "Flag") { _, done in done(true) }])
      }
      let cells: [UIView]
      switch host {
      case .headless: return  // no cells: the views only
      case .table:
        let tableView = UITableView()
        handlers.attach(to: tableView)
        tableView.layoutIfNeeded()
        cells = [0, 1].map { tableView.displayRow(at: IndexPath(row: 0, section: $0)) }
      case .list:
        let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
        handlers.attach(to: list, appearance: .plain)
        cells = [0, 1].map { list.displayItem(at: IndexPath(item: 0, section: $0)) }
      }
      #expect(cells[0].standInAccessibilityActionNames == ["Flag"])
      #expect(cells[1].accessibilityCustomActions == nil)
      #expect(asked == [pos(0, 0)])
    }

    /// VoiceOver is answered what the swipe reported, as on a device: an action that completes
    /// with `false`, or a destructive one whose row stays, did not succeed; one still waiting for
    /// its completion has run.
    @Test(arguments: AccessibleInbox.Host.allCases)
    func anActionAnswersWhatItsSwipeActionToldUIKit(host: AccessibleInbox.Host) {
      var later: (@MainActor (Bool) -> Void)?
      let handlers = TableHandlers()
      handlers.on(.numberOfRows, at: .allSections) { _ in 1 }
      handlers.on(.trailingSwipeActions, at: .table) { _ in
        SwipeActions([
          SwipeAction(title: "Keep") { _, done in done(false) },
          SwipeAction(title: "Flag") { _, done in done(true) },
          SwipeAction(title: "Ask") { _, done in later = done },
          // Destructive, and its row stays: not performed.
          SwipeAction(title: "Delete", style: .destructive) { _, done in done(true) },
        ])
      }
      let perform: (String) -> Bool
      var view: UIView?
      switch host {
      case .headless:
        let table = HeadlessTable(handlers: handlers)
        table.reloadData()
        perform = { table.performAccessibilityAction($0, at: TablePosition(section: 0, row: 0)) }
      case .table:
        let tableView = UITableView()
        handlers.attach(to: tableView)
        tableView.layoutIfNeeded()
        let cell = tableView.displayRow(at: IndexPath(row: 0, section: 0))
        perform = { cell.standInPerformAccessibilityAction(named: $0) }
        view = tableView
      case .list:
        let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
        handlers.attach(to: list, appearance: .plain)
        let cell = list.displayItem(at: IndexPath(item: 0, section: 0))
        perform = { cell.standInPerformAccessibilityAction(named: $0) }
        view = list
      }
      #expect(!perform("Keep"))
      #expect(perform("Flag"))
      #expect(!perform("Delete"))
      // Still waiting for a confirmation: done for VoiceOver, finished later.
      #expect(perform("Ask"))
      #expect(later != nil)
      later?(true)
      #expect(!perform("Archive"))
      guard host != .headless else { return }
      // Once the table view or list is gone, its rows' actions do nothing.
      #expect(view != nil)
      view = nil
      #expect(!perform("Flag"))
    }
  }
#endif
