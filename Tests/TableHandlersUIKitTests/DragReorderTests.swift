#if os(Linux)
  import Foundation
  import StandInDoubles
  import TableHandlersCore
  import TableHandlersTesting
  import TableHandlersUIKit
  import Testing
  import UIKitStandIn

  /// Reordering rows by drag (`reordersByDrag`) on a table view and on a list: the row's drop
  /// reaches the `moveRow` handlers, whose row handlers follow; `targetForMove` keeps a row
  /// where it allows; a drop from elsewhere still reaches `performDrop`.
  @MainActor
  @Suite("Drag and drop: reordering rows by drag")
  struct DragReorderTests {
    /// A screen whose rows move by drag, each row's own indentation handler marking it.
    func reorderingScreen(_ host: DragDropHost, _ sections: [[String]]) -> DragDropScreen {
      let screen = DragDropScreen(host, sections)
      screen.handlers.on(.reordersByDrag) { _ in true }
      screen.handlers.on(.moveRow, at: .table) { [unowned screen] call in
        let name = screen.sections[call.section].remove(at: call.row)
        screen.sections[call.arguments.section].insert(name, at: call.arguments.row)
      }
      for (section, rows) in sections.enumerated() {
        for (row, name) in rows.enumerated() {
          let mark = Int(name.unicodeScalars.first!.value)
          screen.handlers.on(.indentationLevel, at: .row(row, inSection: section)) { _ in mark }
        }
      }
      return screen
    }

    /// The name whose row handler answers at a position, from its indentation mark.
    func handlerName(_ screen: DragDropScreen, at position: TablePosition) -> String? {
      let host: any TableHost = screen.host == .table ? screen.tableView : screen.list
      let mark = screen.handlers.answer(.indentationLevel, at: position, on: host)
      return mark == 0 ? nil : String(UnicodeScalar(UInt8(mark)))
    }

    /// Every row's handler name, section by section.
    func handlerNames(_ screen: DragDropScreen) -> [[String?]] {
      screen.sections.indices.map { section in
        (0..<screen.count(section)).map { handlerName(screen, at: position(section, $0)) }
      }
    }

    @Test(
      "a row dragged to another section moves there, its handlers with it",
      arguments: DragDropHost.allCases)
    func acrossSections(host: DragDropHost) {
      let screen = reorderingScreen(host, [["a", "b", "c"], ["d"]])
      #expect(screen.view.userBeginsDrag(at: path(0, 0)))
      #expect(screen.view.userDragsOver(path(1, 1)) == .move)
      #expect(screen.view.hasUncommittedUpdates)
      #expect(screen.view.userDrops())
      #expect(screen.sections == [["b", "c"], ["d", "a"]])
      #expect(handlerNames(screen) == [["b", "c"], ["d", "a"]])
      #expect(screen.inconsistencies.isEmpty && screen.misuses.isEmpty)
    }

    @Test("a row dragged within its section, to its end", arguments: DragDropHost.allCases)
    func withinSection(host: DragDropHost) {
      let screen = reorderingScreen(host, [["a", "b", "c"]])
      #expect(screen.view.userBeginsDrag(at: path(0, 0)))
      #expect(screen.view.userDragsOver(path(0, 3)) == .move)
      #expect(screen.view.userDrops())
      #expect(screen.sections == [["b", "c", "a"]])
      #expect(handlerNames(screen) == [["b", "c", "a"]])
    }

    @Test("a row dragged into an empty section", arguments: DragDropHost.allCases)
    func intoAnEmptySection(host: DragDropHost) {
      let screen = reorderingScreen(host, [["a", "b"], []])
      #expect(screen.view.userBeginsDrag(at: path(0, 1)))
      #expect(screen.view.userDragsOver(path(1, 0)) == .move)
      #expect(screen.view.userDrops())
      #expect(screen.sections == [["a"], ["b"]])
      #expect(handlerNames(screen) == [["a"], ["b"]])
      #expect(screen.inconsistencies.isEmpty)
    }

    @Test(
      "targetForMove keeping rows in their section forbids other sections",
      arguments: DragDropHost.allCases)
    func targetKeepsTheSection(host: DragDropHost) {
      let screen = reorderingScreen(host, [["a", "b"], ["c"]])
      screen.handlers.on(.targetForMove, at: .table) { call in
        call.arguments.section == call.section
          ? call.arguments : TablePosition(section: call.section, row: 0)
      }
      #expect(screen.view.userBeginsDrag(at: path(0, 1)))
      #expect(screen.view.userDragsOver(path(1, 0)) == .forbidden)
      #expect(!screen.view.userDrops())
      #expect(screen.sections == [["a", "b"], ["c"]])
      #expect(screen.view.userBeginsDrag(at: path(0, 1)))
      #expect(screen.view.userDragsOver(path(0, 0)) == .move)
      #expect(screen.view.userDrops())
      #expect(screen.sections == [["b", "a"], ["c"]])
      #expect(handlerNames(screen) == [["b", "a"], ["c"]])
    }

    @Test("a row that cannot move is not dragged", arguments: DragDropHost.allCases)
    func cannotMove(host: DragDropHost) {
      let screen = reorderingScreen(host, [["a", "b"]])
      screen.handlers.on(.canMoveRow, at: .row(0, inSection: 0)) { _ in false }
      #expect(!screen.view.userBeginsDrag(at: path(0, 0)))
      #expect(screen.view.userBeginsDrag(at: path(0, 1)))
      screen.view.userCancelsDrag()
    }

    @Test("reordersByDrag answering false drags nothing", arguments: DragDropHost.allCases)
    func answeringFalse(host: DragDropHost) {
      let screen = DragDropScreen(host, [["a", "b"]])
      screen.handlers.on(.reordersByDrag) { _ in false }
      screen.handlers.on(.moveRow, at: .table) { _ in }
      #expect(!screen.view.userBeginsDrag(at: path(0, 0)))
    }

    @Test("a drop from another app still reaches performDrop", arguments: DragDropHost.allCases)
    func dropFromElsewhere(host: DragDropHost) {
      let screen = reorderingScreen(host, [["a"]])
      var drops: [TablePosition?] = []
      screen.handlers.on(.performDrop) { call in drops.append(call.arguments.destination) }
      #expect(screen.view.userDragsOver(path(0, 1), carrying: [outsideTextItem("x")]) == .copy)
      #expect(screen.view.userDrops())
      #expect(drops == [position(0, 1)])
      #expect(screen.sections == [["a"]])
    }

    @Test(
      "without performDrop, a drop from another app is refused", arguments: DragDropHost.allCases)
    func onlyReorderRefusesOthers(host: DragDropHost) {
      let screen = reorderingScreen(host, [["a"]])
      #expect(screen.view.userDragsOver(path(0, 1), carrying: [outsideTextItem("x")]) == .cancel)
      #expect(!screen.view.userDrops())
    }

    @Test(
      "without performDrop, a dropProposal handler's answer is what a drop from another app shows",
      arguments: DragDropHost.allCases)
    func proposalWithoutPerformDrop(host: DragDropHost) {
      let screen = reorderingScreen(host, [["a"]])
      screen.handlers.on(.dropProposal) { _ in DropProposal(.copy) }
      #expect(screen.view.userDragsOver(path(0, 1), carrying: [outsideTextItem("x")]) == .copy)
      // The headless table decides it by the same rule (`DropRules.proposal`).
      let handlers = TableHandlers()
      handlers.on(.numberOfRows, at: .allSections) { _ in 1 }
      handlers.on(.reordersByDrag) { _ in true }
      handlers.on(.moveRow, at: .table) { _ in }
      let headless = HeadlessTable(handlers: handlers)
      headless.reloadData()
      let item = DragItem(.text("x"))
      #expect(headless.dragOver([item], at: position(0, 1)) == .cancel)
      handlers.on(.dropProposal) { _ in DropProposal(.copy) }
      #expect(headless.dragOver([item], at: position(0, 1)) == DropProposal(.copy))
      #expect(headless.drop([item], at: position(0, 1)) == DropProposal(.copy))
      #expect(headless.render() == "  ·")
    }

    @Test(
      "a row with items of its own is dragged with them and still reorders",
      arguments: DragDropHost.allCases)
    func itemsAndReorder(host: DragDropHost) {
      let screen = reorderingScreen(host, [["a", "b"]])
      screen.handlers.on(.dragItems, at: .table) { call in [DragItem(.text("row \(call.row)"))] }
      #expect(screen.view.userBeginsDrag(at: path(0, 0)))
      #expect(screen.view.userDragsOver(path(0, 2)) == .move)
      #expect(screen.view.userDrops())
      #expect(screen.sections == [["b", "a"]])
    }
  }
#endif
