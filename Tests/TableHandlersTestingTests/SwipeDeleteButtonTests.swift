import TableHandlersCore
import TableHandlersTesting
import Testing

/// UIKit's trailing swipe configuration replaces the Delete button that `commitEditing`
/// enables: a headless swipe follows.
@MainActor
@Suite("The Delete button gives way to trailing swipe actions")
struct SwipeDeleteButtonTests {
  func table(trailing: @escaping @MainActor (RowCall<Void>) -> SwipeActions?) -> HeadlessTable {
    let handlers = TableHandlers()
    handlers.on(.numberOfRows, at: .allSections) { _ in 3 }
    handlers.on(.commitEditing, at: .table) { _ in }
    handlers.on(.trailingSwipeActions, at: .table, perform: trailing)
    let table = HeadlessTable(handlers: handlers)
    table.reloadData()
    return table
  }

  @Test func aRowWithTrailingActionsShowsThemInsteadOfDelete() {
    let table = table { call in
      call.row == 1 ? SwipeActions([SwipeAction(title: "Archive") { _, done in done(true) }]) : nil
    }
    let row = TablePosition(section: 0, row: 1)
    #expect(table.swipe(row) == nil)
    #expect(!table.swipeToDelete(row))
    #expect(table.swipeActions(.trailing, at: row) == ["Archive"])
    // Where the actions answer nil, UIKit's default stays: the Delete button.
    #expect(table.swipe(TablePosition(section: 0, row: 0)) == "Delete")
  }

  @Test func anEmptyConfigurationAlsoReplacesDelete() {
    let table = table { _ in SwipeActions([]) }
    #expect(table.swipe(TablePosition(section: 0, row: 2)) == nil)
  }
}
