import TableHandlersCore
import TableHandlersTesting

/// The BlocksKit sample: the sample screen of the BlocksKit category, whose handlers were keyed
/// by index path and never moved.
///
/// Here, after a delete and a move, each row still fires its own handler. The Editing rows also
/// offer a context menu, and Rows C and D swipe actions (a destructive Delete and a Flag, which
/// replace UIKit's Delete button, so Rows A and B keep the sample's swipe-to-delete), beside the
/// legacy copy menu of the Copy & Paste rows: registered per row too, built when the row is
/// swiped or long-pressed, and changing the table only through the model.
@MainActor
struct BlocksKitScenario {
  let log: DemoLog

  /// The sample screen's handlers on a loaded table, before any step: where `run()` and the
  /// interactive mode start.
  ///
  /// - Returns: The table.
  func makeTable() -> HeadlessTable {
    var rows = ["Row A", "Row B", "Row C", "Row D"]
    var flagged: Set<String> = []
    var pasteboard = ""
    let handlers = TableHandlers()
    handlers.on(.numberOfSections) { _ in 2 }

    // Section 0: copy and paste.
    handlers.on(.titleForHeader, at: .section(0)) { _ in "Copy & Paste" }
    handlers.on(.titleForFooter, at: .section(0)) { _ in "Menu is shown by LongPress" }
    handlers.on(.numberOfRows, at: .section(0)) { _ in 2 }
    let copyable = [("Mail", "hmori@example.com"), ("Phone", "+81 3 0000 0000")]
    handlers.on(.rowContent, at: .section(0)) { call in
      RowContent(text: copyable[call.row].0, secondaryText: copyable[call.row].1)
    }
    handlers.on(.canEditRow, at: .section(0)) { _ in false }
    handlers.on(.canMoveRow, at: .section(0)) { _ in false }
    handlers.on(.shouldShowMenu, at: .section(0)) { _ in true }
    handlers.on(.canPerformAction, at: .section(0)) { call in call.arguments == "copy:" }
    handlers.on(.performAction, at: .section(0)) { [log] call in
      pasteboard = copyable[call.row].1
      log.fired("performAction \(call.arguments) at \(call.position): pasteboard = \(pasteboard)")
    }

    // Section 1: editing.
    handlers.on(.titleForHeader, at: .section(1)) { _ in "Editing" }
    handlers.on(.titleForFooter, at: .section(1)) { _ in "EDIT button press." }
    handlers.on(.numberOfRows, at: .section(1)) { _ in rows.count }
    for (index, name) in rows.enumerated() {
      let row = TablePosition(section: 1, row: index)
      handlers.on(.rowContent, at: .row(row)) { _ in
        RowContent(
          text: name, accessory: .detailButton,
          trailingText: flagged.contains(name) ? "Flagged" : nil)
      }
      handlers.on(.didSelectRow, at: .row(row)) { [log] call in
        log.fired("didSelectRow \(call.position): the handler registered for \(name)")
        call.table.deselectRow(at: call.position, animated: true)
      }
      handlers.on(.accessoryButtonTapped, at: .row(row)) { [log] call in
        log.fired("accessoryButtonTapped \(call.position): details of \(name)")
      }

      // What a swipe action or a menu item does goes through the model: the row leaves the
      // table because the model lost it, and a flag shows because the row's content reads it.
      func delete(at position: TablePosition, on table: (any TableHost)?) -> Bool {
        rows.remove(at: position.row)
        do {
          try table?.deleteRows(at: [position])
          return true
        } catch {
          log.note("error: \(error)")
          return false
        }
      }
      func toggleFlag(at position: TablePosition, on table: (any TableHost)?) {
        flagged.formSymmetricDifference([name])
        do {
          try table?.reloadRows(at: [position])
        } catch {
          log.note("error: \(error)")
        }
      }
      // Rows A and B keep the sample's swipe-to-delete: trailing swipe actions replace UIKit's
      // Delete button, so only Rows C and D offer them.
      if index >= 2 {
        handlers.on(.trailingSwipeActions, at: .row(row)) { [log] call in
          let flag = flagged.contains(name) ? "Unflag" : "Flag"
          return SwipeActions([
            SwipeAction(title: "Delete", style: .destructive) {
              [weak table = call.table] at, done in
              log.fired("swipe action Delete \(at): delete \(name)")
              done(delete(at: at, on: table))
            },
            SwipeAction(title: flag, backgroundColor: .orange) {
              [weak table = call.table] at, done in
              log.fired("swipe action \(flag) \(at): \(flag.lowercased()) \(name)")
              toggleFlag(at: at, on: table)
              done(true)
            },
          ])
        }
      }
      handlers.on(.contextMenu, at: .row(row)) { [log] call in
        let position = call.position
        return RowMenu(children: [
          .action(
            RowMenuAction(title: "Details") {
              log.fired("menu Details \(position): details of \(name)")
            }),
          .action(
            RowMenuAction(title: "Flag", state: flagged.contains(name) ? .on : .off) {
              [weak table = call.table] in
              let verb = flagged.contains(name) ? "unflag" : "flag"
              log.fired("menu Flag \(position): \(verb) \(name)")
              toggleFlag(at: position, on: table)
            }),
          .action(
            RowMenuAction(title: "Delete", isDestructive: true) { [weak table = call.table] in
              log.fired("menu Delete \(position): delete \(name)")
              _ = delete(at: position, on: table)
            }),
        ])
      }
    }
    handlers.on(.commitEditing, at: .section(1)) { [log] call in
      log.fired("commitEditing \(call.arguments) \(call.position): delete \(rows[call.row])")
      rows.remove(at: call.row)
      do {
        try call.table.deleteRows(at: [call.position])
      } catch {
        log.note("error: \(error)")
      }
    }
    handlers.on(.moveRow, at: .section(1)) { [log] call in
      log.fired("moveRow \(call.position) -> \(call.arguments): \(rows[call.row])")
      rows.insert(rows.remove(at: call.row), at: call.arguments.row)
    }
    handlers.on(.targetForMove, at: .section(1)) { call in
      // Rows stay in the Editing section.
      call.arguments.section == 1
        ? call.arguments
        : TablePosition(section: 1, row: call.arguments.section < 1 ? 0 : rows.count - 1)
    }

    let table = HeadlessTable(handlers: handlers)
    table.reloadData()
    return table
  }

  /// The walk that `table-demo blockskit-sample` prints.
  func run() {
    log.title("BlocksKit sample: the BlocksKit category's sample screen")
    let table = makeTable()
    log.step("Headers, footers, rows with detail buttons")
    log.show(table)

    log.step("Tap Row B: its handler fires and deselects it")
    table.tap(TablePosition(section: 1, row: 1))
    log.show(table)

    log.step("Tap Row A's detail button")
    table.tapAccessory(TablePosition(section: 1, row: 0))

    log.step("Long-press the Mail row: the legacy menu offers copy")
    let actions = table.longPress(TablePosition(section: 0, row: 0)) ?? []
    log.note("menu: \(actions)")
    if actions.contains("copy:") {
      table.performMenuAction("copy:", at: TablePosition(section: 0, row: 0))
    }

    log.step("Swipe Row A and tap Delete")
    if let title = table.swipe(TablePosition(section: 1, row: 0)) {
      log.note("the swipe shows a [\(title)] button")
      log.show(table)
      table.confirmDelete()
    }
    log.show(table)

    log.step("Tap the first row: Row B's own handler fires, not Row A's")
    table.tap(TablePosition(section: 1, row: 0))

    log.step("Edit, and drag Row D to the top")
    table.setEditing(true)
    log.show(table)
    do {
      try table.drag(
        TablePosition(section: 1, row: 2),
        over: [TablePosition(section: 1, row: 1), TablePosition(section: 0, row: 1)])
    } catch {
      log.note("error: \(error)")
    }
    table.setEditing(false)
    log.show(table)

    log.step("Tap each row: every row fires its own handler")
    for row in 0..<table.numberOfRows(inSection: 1) {
      table.tap(TablePosition(section: 1, row: row))
    }

    // The rows are named below by their titles, which the walk keeps in the table.
    log.step("Swipe Row C from the trailing edge and tap Flag")
    let rowC = table.position(ofRowTitled: "Row C")!
    log.note("the swipe shows \(table.swipeActions(.trailing, at: rowC) ?? [])")
    table.performSwipeAction("Flag", edge: .trailing, at: rowC)
    log.show(table)

    log.step("Long-press Row C: a context menu, beside the Copy & Paste rows' legacy menu")
    log.note("menu: \((table.menuLines(at: rowC) ?? []).joined(separator: " · "))")
    table.chooseMenuItem(["Details"], at: rowC)

    log.step("Swipe Row D all the way: its destructive Delete removes it through the model")
    let outcome = table.fullSwipe(.trailing, at: table.position(ofRowTitled: "Row D")!)
    log.note("the swipe \(outcome == .completed(performed: true) ? "deleted the row" : "stays")")
    log.show(table)
  }
}
