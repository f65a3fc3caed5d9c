#if os(Linux)
  import Foundation
  import StandInReplay
  import TableHandlersCore
  import TableHandlersDeclarative
  import TableHandlersUIKit
  import Testing
  import UIKitStandIn

  /// A declared inbox with swipe actions on both edges, a context menu and moves, on a table
  /// view or a list, driven by gestures and by VoiceOver's custom actions alike.
  @MainActor
  final class AccessibleInbox {
    enum Host: CaseIterable, CustomStringConvertible {
      case table, list
      var description: String { self == .table ? "table" : "list" }
    }

    var sections = [("pinned", ["p1"]), ("inbox", ["m1", "m2", "m3"])]
    /// Messages the app has made immovable, besides the last one.
    var immovable: Set<String> = []
    var log: [String] = []
    var declared: DeclaredTable<String, String>!
    let runLoop = StandInRunLoop()
    var tableView: UITableView?
    var list: UICollectionView?

    init(on host: Host) throws {
      declared = try DeclaredTable(declaration: declaration())
      declared.rejectedUpdateHandler = { Issue.record("rejected: \($0)") }
      switch host {
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
                })
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
          SwipeAction(title: nil, image: .system("archivebox"), accessibilityLabel: "Archive") {
            [unowned self] position, done in
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

    /// Shows a row's cell, configured now.
    @discardableResult
    func cell(at position: TablePosition) -> UIView {
      if let tableView { return tableView.displayRow(at: Self.path(position)) }
      return list!.displayItem(at: IndexPath(item: position.row, section: position.section))
    }

    /// A VoiceOver user's actions on a row's cell.
    func accessibilityActions(at position: TablePosition) -> [String] {
      cell(at: position).standInAccessibilityActionNames
    }

    /// Swipes a row and taps an action, as a user does.
    @discardableResult
    func swipe(_ edge: StandInSwipeEdge, tap title: String, at position: TablePosition) -> Bool {
      let swipe =
        tableView?.swipeRow(at: Self.path(position), from: edge)
        ?? list?.swipeItem(
          at: IndexPath(item: position.row, section: position.section), from: edge)
      let action = swipe?.configuration.actions.first {
        ($0.accessibilityLabel ?? $0.title) == title
      }
      guard let action else { return false }
      action.perform(in: UIView())
      return true
    }

    /// Long-presses a row and chooses an item by its menu path, as a user does.
    @discardableResult
    func choose(_ path: [String], at position: TablePosition) -> Bool {
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
      return (elements.first { $0.title == path.last } as? UIAction)?.choose() ?? false
    }

    /// Drags a row and drops it, as a user does.
    func drag(_ source: TablePosition, to destination: TablePosition) {
      if let tableView {
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

    func settle() {
      if let tableView { #expect(runLoop.settle(tableView)) }
      if let list { #expect(runLoop.settle(list)) }
    }

    /// Everything an outcome is compared by: the log, the model, the declaration's rows and the
    /// registry's handlers.
    var state: String {
      "\(log)\n\(sections)\n\(declared.sections.map { $0.rows.map(\.id) })\n"
        + declared.handlers.dump
    }
  }

  @MainActor
  @Suite("VoiceOver's custom actions on both hosts: a row's swipe actions, menu and moves")
  struct AccessibilityActionTests {
    func pos(_ section: Int, _ row: Int) -> TablePosition {
      TablePosition(section: section, row: row)
    }

    @Test(arguments: AccessibleInbox.Host.allCases)
    func trailingThenLeadingThenMenuThenMoves(host: AccessibleInbox.Host) throws {
      let inbox = try AccessibleInbox(on: host)
      #expect(
        inbox.accessibilityActions(at: pos(1, 1)) == [
          "Delete", "Archive", "Read", "Reply", "Move to: Receipts", "Move up", "Move down",
        ])
    }

    @Test(arguments: AccessibleInbox.Host.allCases)
    func leadingOnlySwipeActionsAppear(host: AccessibleInbox.Host) throws {
      let inbox = try AccessibleInbox(on: host)
      #expect(
        inbox.accessibilityActions(at: pos(0, 0)) == [
          "Read", "Reply", "Move to: Receipts", "Move down",
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
    }

    /// One gesture and the custom action that stands for it.
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
      let byVoiceOver = try AccessibleInbox(on: host)
      byGesture.cell(at: pair.row)
      pair.gesture(byGesture)
      byGesture.settle()
      #expect(byVoiceOver.cell(at: pair.row).standInPerformAccessibilityAction(named: pair.action))
      byVoiceOver.settle()
      #expect(!byGesture.log.isEmpty)
      #expect(byVoiceOver.state == byGesture.state)
    }

    @Test(arguments: AccessibleInbox.Host.allCases)
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

    @Test(arguments: AccessibleInbox.Host.allCases)
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
          "Delete", "Archive", "Read", "Reply", "Move to: Receipts",
        ])
      inbox.immovable = []
      inbox.refresh()
      inbox.settle()
      #expect(cell.standInAccessibilityActionNames.suffix(1) == ["Move down"])
    }

    @Test(arguments: AccessibleInbox.Host.allCases)
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

    @Test(arguments: AccessibleInbox.Host.allCases)
    func theAppsOwnActionsOnTheCellAreKeptWhenTheCellIsConfiguredAgain(
      host: AccessibleInbox.Host
    ) throws {
      let inbox = try AccessibleInbox(on: host)
      let cell = inbox.cell(at: pos(1, 2))
      let own = UIAccessibilityCustomAction(name: "Speak") { _ in true }
      cell.accessibilityCustomActions = [own] + (cell.accessibilityCustomActions ?? [])
      #expect(
        cell.standInAccessibilityActionNames == [
          "Speak", "Delete", "Archive", "Read", "Reply", "Move to: Receipts",
        ])
      let again = inbox.cell(at: pos(1, 2))
      try #require(again === cell)
      #expect(
        again.standInAccessibilityActionNames == [
          "Speak", "Delete", "Archive", "Read", "Reply", "Move to: Receipts",
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
      let kept: UIView
      let cell: UIView
      let settle: () -> Bool
      switch host {
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
        kept = tableView.displayRow(at: IndexPath(row: 0, section: 0))
        cell = tableView.displayRow(at: IndexPath(row: 1, section: 0))
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
        kept = list.displayItem(at: IndexPath(item: 0, section: 0))
        cell = list.displayItem(at: IndexPath(item: 1, section: 0))
        settle = { runLoop.settle(list) }
      }
      #expect(cell.standInAccessibilityActionNames == ["Remove"])
      #expect(!kept.standInPerformAccessibilityAction(named: "Remove"))
      #expect(settle())
      #expect(cell.standInPerformAccessibilityAction(named: "Remove"))
      #expect(settle())
      #expect(deleted == [pos(0, 0), pos(0, 1)])
      #expect(rows == 2)
    }

    @Test(arguments: AccessibleInbox.Host.allCases)
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
      let cell: UIView
      var view: UIView?
      switch host {
      case .table:
        let tableView = UITableView()
        handlers.attach(to: tableView)
        tableView.layoutIfNeeded()
        cell = tableView.displayRow(at: IndexPath(row: 0, section: 0))
        view = tableView
      case .list:
        let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
        handlers.attach(to: list, appearance: .plain)
        cell = list.displayItem(at: IndexPath(item: 0, section: 0))
        view = list
      }
      #expect(!cell.standInPerformAccessibilityAction(named: "Keep"))
      #expect(cell.standInPerformAccessibilityAction(named: "Flag"))
      #expect(!cell.standInPerformAccessibilityAction(named: "Delete"))
      // Still waiting for a confirmation: done for VoiceOver, finished later.
      #expect(cell.standInPerformAccessibilityAction(named: "Ask"))
      #expect(later != nil)
      later?(true)
      // Once the table view or list is gone, its rows' actions do nothing.
      #expect(view != nil)
      view = nil
      #expect(!cell.standInPerformAccessibilityAction(named: "Flag"))
    }
  }
#endif
