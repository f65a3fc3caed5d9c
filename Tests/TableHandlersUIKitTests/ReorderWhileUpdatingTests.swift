#if os(Linux)
  import Foundation
  import StandInReplay
  import TableHandlersCore
  import TableHandlersDeclarative
  import TableHandlersTesting
  import TableHandlersUIKit
  import Testing
  import UIKitStandIn

  /// How the user reorders a row in a test: by the reorder control (a list's reorder
  /// accessory), or by dragging it (`reordersByDrag`).
  enum ReorderGesture: String, CaseIterable, Sendable, CustomStringConvertible {
    case control
    case drag

    var description: String { rawValue }
  }

  /// Where the rows are reordered: the headless table, a table view or a list.
  enum ReorderHost: String, CaseIterable, Sendable, CustomStringConvertible {
    case headless
    case table
    case list

    /// The UIKit hosts, where a reorder is in progress between the lift and the drop.
    static let views: [ReorderHost] = [.table, .list]

    var description: String { rawValue }
  }

  /// Named rows in sections on the headless table, a table view or a list, through a declared
  /// table or a registry's handlers, with the stand-in's runtime rules, batch checks and the
  /// registry's misuses recorded, and the run loop's turns run by the test.
  @MainActor
  final class ReorderScreen {
    let host: ReorderHost
    var sections: [[String]]
    let handlers: TableHandlers
    let declared: DeclaredTable<Int, String>?
    let tableView = UITableView(frame: .zero, style: .plain)
    let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
    private(set) var headless: HeadlessTable?
    let runLoop = StandInRunLoop()
    /// The runtime rules the view reported broken, by name.
    var violations: [String] = []
    var inconsistencies: [String] = []
    var misuses: [TableMisuse] = []
    /// Runs in the move handler, after the model moved the row.
    var afterMove: (@MainActor (_ call: ReorderScreen, _ table: any TableHost) -> Void)?
    /// Whether a declared row's move handler declares the model again.
    var redeclaresOnMove = true

    /// A declared screen: rows that move by the reorder control and by drag, each move
    /// declared again from the model.
    init(declaredOn host: ReorderHost, _ sections: [[String]]) throws {
      self.host = host
      self.sections = sections
      let declared = try DeclaredTable<Int, String>(declaration: TableDeclaration())
      self.declared = declared
      handlers = declared.handlers
      declared.rejectedUpdateHandler = { Issue.record("rejected: \($0)") }
      declared.update(to: declaration())
      attach()
    }

    /// A screen of a registry's handlers: the counts, content, a `moveRow` handler for every
    /// row, reordering by drag, and each row's name as its indentation handler's mark.
    init(handlersOn host: ReorderHost, _ sections: [[String]]) {
      self.host = host
      self.sections = sections
      declared = nil
      handlers = TableHandlers()
      handlers.on(.numberOfSections) { [unowned self] _ in self.sections.count }
      handlers.on(.numberOfRows, at: .allSections) { [unowned self] call in
        self.sections[call.section].count
      }
      handlers.on(.rowContent, at: .table) { [unowned self] call in
        RowContent(text: self.sections[call.section][call.row])
      }
      handlers.on(.reordersByDrag) { _ in true }
      handlers.on(.moveRow, at: .table) { [unowned self] call in
        moved(from: call.position, to: call.arguments)
        afterMove?(self, call.table)
      }
      for (section, rows) in sections.enumerated() {
        for (row, name) in rows.enumerated() {
          mark(name, at: TablePosition(section: section, row: row))
        }
      }
      attach()
    }

    private func attach() {
      handlers.misuseHandler = { [unowned self] in misuses.append($0) }
      tableView.inconsistentUpdateHandler = { [unowned self] in inconsistencies.append($0) }
      list.inconsistentUpdateHandler = { [unowned self] in inconsistencies.append($0) }
      tableView.runtimeRuleHandler = { [unowned self] in violations.append($0.rule.rawValue) }
      list.runtimeRuleHandler = { [unowned self] in violations.append($0.rule.rawValue) }
      switch host {
      case .headless:
        let table =
          declared.map { HeadlessTable(declared: $0) } ?? HeadlessTable(handlers: handlers)
        table.reloadData()
        headless = table
      case .table:
        tableView.standInMove(toWindow: UIWindow())
        if let declared {
          declared.attach(to: tableView)
        } else {
          handlers.attach(to: tableView)
        }
        tableView.handlersNextTurn = { [runLoop] in runLoop.schedule($0) }
        tableView.layoutIfNeeded()
      case .list:
        list.standInMove(toWindow: UIWindow())
        if let declared {
          declared.attach(to: list, appearance: .plain)
        } else {
          handlers.attach(to: list, appearance: .plain)
        }
        list.handlersNextTurn = { [runLoop] in runLoop.schedule($0) }
      }
    }

    /// A row's name, as its indentation handler's mark, registered for one row.
    func mark(_ name: String, at position: TablePosition) {
      let mark = Int(name.unicodeScalars.first!.value)
      handlers.on(.indentationLevel, at: .row(position.row, inSection: position.section)) { _ in
        mark
      }
    }

    /// The rows' names as their handlers answer them, section by section.
    var handlerNames: [[String]] {
      return sections.indices.map { section in
        (0..<count(section)).map { row in
          let mark = handlers.answer(
            .indentationLevel, at: TablePosition(section: section, row: row), on: tableHost)
          return mark == 0 ? "?" : String(UnicodeScalar(UInt8(mark)))
        }
      }
    }

    func declaration() -> TableDeclaration<Int, String> {
      TableDeclaration {
        for (index, rows) in sections.enumerated() {
          Section(index) {
            for name in rows {
              Row(name, text: name).onMove { [unowned self] call in
                moved(from: call.position, to: call.arguments)
                afterMove?(self, call.table)
                if redeclaresOnMove { redeclare() }
              }
            }
          }
        }
      }
      .reorderingByDrag()
    }

    func redeclare() { declared?.update(to: declaration()) }

    /// The model follows a row the user moved.
    func moved(from source: TablePosition, to destination: TablePosition) {
      let name = sections[source.section].remove(at: source.row)
      sections[destination.section].insert(name, at: destination.row)
    }

    /// The view, for the stand-in's drivers.
    var view: any StandInDragAndDropView { host == .table ? tableView : list }

    /// The host the handlers run on.
    var tableHost: any TableHost { headless ?? (host == .table ? tableView : list) }

    /// The rows the host counts in a section now.
    func count(_ section: Int) -> Int {
      if let headless { return headless.numberOfRows(inSection: section) }
      return host == .table
        ? tableView.numberOfRows(inSection: section) : list.numberOfItems(inSection: section)
    }

    /// The user moves the row at `source` to `destination` and lifts the finger: on a view
    /// step by step, on the headless table at once.
    func reorder(_ gesture: ReorderGesture, at source: IndexPath, over destination: IndexPath)
      throws
    {
      guard let headless else {
        beginReorder(gesture, at: source, over: destination)
        return endReorder(gesture)
      }
      let from = TablePosition(section: source.section, row: source.row)
      let to = TablePosition(section: destination.section, row: destination.row)
      switch gesture {
      case .control:
        headless.setEditing(true)
        #expect(try headless.drag(from, over: [to]) == to)
      case .drag:
        #expect(try headless.dragToReorder(from, over: [to]) == to)
      }
    }

    /// The user lifts the row at `source` and holds it over `destination`, where it would land.
    func beginReorder(_ gesture: ReorderGesture, at source: IndexPath, over destination: IndexPath)
    {
      switch gesture {
      case .control:
        #expect(view.userBeginsReorder(at: source))
        view.userDragsReorder(to: destination)
      case .drag:
        #expect(view.userBeginsDrag(at: source))
        #expect(view.userDragsOver(destination) == .move)
      }
      #expect(view.isReordering)
    }

    /// The user lifts the finger.
    func endReorder(_ gesture: ReorderGesture) {
      switch gesture {
      case .control: view.userEndsReorder()
      case .drag: #expect(view.userDrops())
      }
    }

    /// Runs the turns of the run loop until nothing is left.
    func settle() {
      guard headless == nil else { return }
      let settled = host == .table ? runLoop.settle(tableView) : runLoop.settle(list)
      #expect(settled, "the view does not settle")
    }

    /// The rows the host shows, by their cells' texts.
    var shown: [[String]] {
      sections.indices.map { section in
        (0..<count(section)).map { row in
          if let headless {
            return headless.content(at: TablePosition(section: section, row: row))?.text ?? "?"
          }
          let path = IndexPath(row: row, section: section)
          let configuration =
            host == .table
            ? tableView.displayRow(at: path).contentConfiguration
            : list.displayItem(at: path).contentConfiguration
          return (configuration as? UIListContentConfiguration)?.text ?? "?"
        }
      }
    }
  }

  /// Updates and the user's reorder on the UIKit hosts, by the reorder control and by drag, and
  /// what a move handler forces through the table on the headless table too.
  ///
  /// A declared update waits while the user drags a row and until the reorder has settled; an
  /// update a move handler forces through the table waits for the next turn, after the move; an
  /// update forced while the user drags is reported. The stand-in's rules
  /// (`editWhileReordering`, `deletionWhileReorderSettles`) are recorded, and must stay unbroken
  /// wherever the library owns the update.
  @MainActor
  @Suite("Updates around the user's reorder")
  struct ReorderWhileUpdatingTests {
    @Test(
      "a declared update asked for while the user drags a row waits for the drop, then for the next turn",
      arguments: ReorderHost.views, ReorderGesture.allCases)
    func declaredUpdateWaitsForTheReorder(host: ReorderHost, gesture: ReorderGesture) throws {
      let screen = try ReorderScreen(declaredOn: host, [["a", "b", "c"], ["d"]])
      screen.beginReorder(gesture, at: path(0, 0), over: path(1, 1))
      // The app deletes a row meanwhile: the update waits, as UIKit does not survive it now.
      screen.sections[0].removeAll { $0 == "c" }
      screen.redeclare()
      #expect(screen.declared?.waitingFor == .interactiveMove)
      screen.endReorder(gesture)
      #expect(screen.sections == [["b"], ["d", "a"]])
      // Dropped: the deletion still waits for the reorder to settle, on the next turn.
      #expect(screen.declared?.waitingFor != nil)
      #expect(screen.violations.isEmpty)
      screen.settle()
      #expect(screen.declared?.waitingFor == nil)
      #expect(screen.shown == [["b"], ["d", "a"]])
      #expect(screen.violations.isEmpty)
      #expect(screen.inconsistencies.isEmpty)
    }

    @Test(
      "a declared update that waited for the reorder control is applied after the drop, with no other declaration",
      arguments: ReorderHost.views)
    func declaredUpdateAfterTheReorderControl(host: ReorderHost) throws {
      // The reorder control's drag ends in no drop session: the move itself settles the wait.
      let screen = try ReorderScreen(declaredOn: host, [["a", "b", "c"]])
      screen.redeclaresOnMove = false
      screen.beginReorder(.control, at: path(0, 0), over: path(0, 1))
      screen.sections[0].append("d")
      screen.redeclare()
      #expect(screen.declared?.waitingFor == .interactiveMove)
      screen.endReorder(.control)
      screen.settle()
      #expect(screen.declared?.waitingFor == nil)
      // The declaration given last, made before the drop, which no move handler replaced.
      #expect(screen.shown == [["a", "b", "c", "d"]])
      #expect(screen.violations.isEmpty && screen.inconsistencies.isEmpty)
    }

    @Test(
      "a declared move handler's update that deletes a row is applied on the next turn",
      arguments: ReorderHost.views, ReorderGesture.allCases)
    func moveHandlerDeletes(host: ReorderHost, gesture: ReorderGesture) throws {
      let screen = try ReorderScreen(declaredOn: host, [["a", "b"], ["c", "d"]])
      screen.afterMove = { screen, _ in screen.sections[1].removeAll { $0 == "d" } }
      screen.beginReorder(gesture, at: path(0, 0), over: path(1, 0))
      screen.endReorder(gesture)
      #expect(screen.violations.isEmpty)
      screen.settle()
      #expect(screen.shown == [["b"], ["a", "c"]])
      #expect(screen.violations.isEmpty)
      #expect(screen.inconsistencies.isEmpty)
    }

    @Test(
      "an update a move handler forces through the table is applied after the move (on a view, on the next turn), and reported",
      arguments: ReorderHost.allCases, ReorderGesture.allCases)
    func forcedFromTheMoveHandler(host: ReorderHost, gesture: ReorderGesture) throws {
      let screen = ReorderScreen(handlersOn: host, [["a", "b", "c"], ["d"]])
      screen.afterMove = { screen, table in
        // The moved row lands at 1.1; the app deletes "d" and inserts "e" at the top.
        screen.sections[1].removeAll { $0 == "d" }
        screen.sections[0].insert("e", at: 0)
        #expect(throws: Never.self) {
          try table.performBatchUpdates { update in
            update.deleteRows(at: [position(1, 0)])
            update.insertRows(at: [position(0, 0)])
          }
        }
      }
      try screen.reorder(gesture, at: path(0, 0), over: path(1, 1))
      #expect(screen.violations.isEmpty)
      #expect(screen.misuses.count == 1)
      if case .deletionAfterReorderDeferred = screen.misuses.first {
      } else {
        Issue.record("misuses: \(screen.misuses)")
      }
      screen.settle()
      screen.mark("e", at: position(0, 0))
      #expect(screen.sections == [["e", "b", "c"], ["a"]])
      #expect(screen.handlerNames == [["e", "b", "c"], ["a"]])
      #expect(screen.shown == [["e", "b", "c"], ["a"]])
      #expect(screen.handlers.shape.rowCounts == [3, 1])
      #expect(screen.violations.isEmpty)
      #expect(screen.inconsistencies.isEmpty)
      #expect(screen.misuses.count == 1)
    }

    @Test(
      "a forced update that does not fit the table after the move throws at once, and changes nothing",
      arguments: ReorderHost.allCases)
    func forcedUpdateThatDoesNotFit(host: ReorderHost) throws {
      let screen = ReorderScreen(handlersOn: host, [["a", "b"]])
      var thrown: (any Error)?
      screen.afterMove = { _, table in
        do {
          try table.deleteRows(at: [position(0, 2)])
        } catch {
          thrown = error
        }
      }
      try screen.reorder(.control, at: path(0, 0), over: path(0, 1))
      #expect(thrown is TableUpdateError)
      screen.settle()
      #expect(screen.handlerNames == [["b", "a"]])
      #expect(screen.misuses.isEmpty)
      #expect(screen.violations.isEmpty && screen.inconsistencies.isEmpty)
    }

    @Test(
      "an update forced while the user drags a row is applied as asked, and reported",
      arguments: ReorderHost.views, ReorderGesture.allCases)
    func forcedWhileReordering(host: ReorderHost, gesture: ReorderGesture) throws {
      let screen = ReorderScreen(handlersOn: host, [["a", "b"], ["c"]])
      screen.beginReorder(gesture, at: path(0, 0), over: path(0, 1))
      screen.sections[1].append("d")
      try screen.tableHost.insertRows(at: [position(1, 1)])
      // The registry cannot hold it back (see `Docs/DragAndDrop.md`): it tells the app.
      if case .updateWhileReordering = screen.misuses.first {
      } else {
        Issue.record("misuses: \(screen.misuses)")
      }
      #expect(screen.violations == ["editWhileReordering"])
      screen.view.userCancelsReorder()
      screen.view.userCancelsDrag()
    }
  }
#endif
