import TableHandlersCore
import TableHandlersTesting
import Testing

/// What an app's own unit test looks like: the app's screen code registers its handlers, and
/// the test drives them through the public testing API only, comparing renderings.
@MainActor
final class ShoppingListScreen {
  let handlers = TableHandlers()
  private(set) var items: [String]
  private(set) var opened: [String] = []

  init(items: [String]) {
    self.items = items
    handlers.on(.titleForHeader, at: .section(0)) { _ in "Groceries" }
    handlers.on(.numberOfRows, at: .section(0)) { [unowned self] _ in self.items.count }
    handlers.on(.rowContent, at: .section(0)) { [unowned self] call in
      RowContent(text: self.items[call.row], accessory: .disclosureIndicator)
    }
    handlers.on(.didSelectRow, at: .section(0)) { [unowned self] call in
      opened.append(self.items[call.row])
      call.table.deselectRow(at: call.position, animated: true)
    }
    handlers.on(.commitEditing, at: .section(0)) { [unowned self] call in
      self.items.remove(at: call.row)
      try? call.table.deleteRows(at: [call.position])
    }
    handlers.on(.moveRow, at: .section(0)) { [unowned self] call in
      self.items.insert(self.items.remove(at: call.row), at: call.arguments.row)
    }
  }
}

@MainActor
@Suite("An app's table logic, tested without a simulator")
struct AppStyleTests {
  @Test func deleteMoveAndSelect() throws {
    let screen = ShoppingListScreen(items: ["Milk", "Eggs", "Bread"])
    let table = HeadlessTable(handlers: screen.handlers)
    table.reloadData()
    #expect(
      table.render() == """
        Groceries
          Milk ›
          Eggs ›
          Bread ›
        """)
    #expect(table.swipeToDelete(TablePosition(section: 0, row: 0)))
    table.setEditing(true)
    try table.drag(TablePosition(section: 0, row: 1), over: [TablePosition(section: 0, row: 0)])
    table.setEditing(false)
    table.tap(TablePosition(section: 0, row: 0))
    #expect(screen.items == ["Bread", "Eggs"])
    #expect(screen.opened == ["Bread"])
    #expect(table.selectedRows.isEmpty)
    #expect(
      table.render() == """
        Groceries
          Bread ›
          Eggs ›
        """)
  }
}
