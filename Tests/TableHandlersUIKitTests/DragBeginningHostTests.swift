#if os(Linux)
  import Foundation
  import StandInDoubles
  import TableHandlersCore
  import TableHandlersTesting
  import TableHandlersUIKit
  import Testing
  import UIKitStandIn

  /// Which items a drag of a row begins with, and whether it reorders the row, decided once
  /// (`DragRules.beginning`): the headless table agrees with the table view and the list.
  @MainActor
  @Suite("A drag's items and reorder: the headless table as the views")
  struct DragBeginningHostTests {
    /// What a drag of the first of three rows did: how many items it began with (none where no
    /// drag began), and the rows after it was dropped at the end of the section.
    struct Outcome: Equatable, CustomStringConvertible {
      var items: Int
      var rows: [String]
      var description: String { "\(items) items, \(rows)" }
    }

    /// Registers the rows, reordered by drag through a `moveRow` handler, the first with
    /// `items` drag items of its own (a handler that answers none where `items` is 0).
    func register(_ handlers: TableHandlers, items: Int) {
      handlers.on(.reordersByDrag) { _ in true }
      handlers.on(.dragItems, at: .row(0, inSection: 0)) { _ in
        (0..<items).map { DragItem(.text("item \($0)")) }
      }
    }

    func onHeadlessTable(items: Int) throws -> Outcome {
      final class Model { var rows = ["a", "b", "c"] }
      let model = Model()
      let handlers = TableHandlers()
      handlers.on(.numberOfRows, at: .allSections) { _ in model.rows.count }
      handlers.on(.rowContent, at: .table) { call in RowContent(text: model.rows[call.row]) }
      handlers.on(.moveRow, at: .table) { call in
        model.rows.insert(model.rows.remove(at: call.row), at: call.arguments.row)
      }
      register(handlers, items: items)
      let table = HeadlessTable(handlers: handlers)
      table.reloadData()
      let begun = table.dragItems(at: TablePosition(section: 0, row: 0)).count
      // The place the row has once moved: the end of the section.
      try table.dragToReorder(
        TablePosition(section: 0, row: 0), over: [TablePosition(section: 0, row: 2)])
      return Outcome(items: begun, rows: model.rows)
    }

    func onView(_ host: DragDropHost, items: Int) -> Outcome {
      let app = DragDropStub()
      // The app's drag delegate gives no items of its own, and sees the session begin.
      app.itemsForBeginning = { _, _, _ in [] }
      var begun = 0
      app.dragSessionWillBegin = { _, session in begun = session.items.count }
      let screen = DragDropScreen(host, [["a", "b", "c"]], dragApp: app, dropApp: nil)
      screen.handlers.on(.moveRow, at: .table) { [unowned screen] call in
        let name = screen.sections[call.section].remove(at: call.row)
        screen.sections[call.arguments.section].insert(name, at: call.arguments.row)
      }
      register(screen.handlers, items: items)
      defer { screen.detach() }
      guard screen.view.userBeginsDrag(at: path(0, 0)) else {
        return Outcome(items: 0, rows: screen.sections[0])
      }
      // The gap at the end of the section.
      if screen.view.userDragsOver(path(0, 3)) == .move {
        _ = screen.view.userDrops()
      } else {
        screen.view.userCancelsDrag()
      }
      return Outcome(items: begun, rows: screen.sections[0])
    }

    @Test(
      "a row that may be reordered, with 0, 1 or 2 drag items of its own",
      arguments: DragDropHost.allCases, [0, 1, 2])
    func headlessAgreesWithTheView(host: DragDropHost, items: Int) throws {
      let expected =
        items == 2
        // Two items: a drag of them, not a reorder; nobody performs drops, so nothing moves.
        ? Outcome(items: 2, rows: ["a", "b", "c"])
        // None of its own: one item that carries no data, the row itself; one: that one.
        : Outcome(items: 1, rows: ["b", "c", "a"])
      let headless = try onHeadlessTable(items: items)
      #expect(headless == expected)
      #expect(onView(host, items: items) == expected)
    }
  }
#endif
