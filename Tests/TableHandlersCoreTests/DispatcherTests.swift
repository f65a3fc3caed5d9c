import Testing

@testable import TableHandlersCore

@MainActor
@Suite("Dispatcher: delegate first, handler overrides, UIKit defaults")
struct DispatcherTests {
  let table = TestTable()

  @Test func delegateAnswersWhenNoHandler() {
    let handlers = TableHandlers()
    let delegate = TestDelegate([RowEvent.canEditRow.id: { _ in false }])
    handlers.delegate = delegate
    #expect(handlers.answer(.canEditRow, at: pos(0, 0), on: table) == false)
    #expect(delegate.log == ["delegate canEditRow"])
  }

  @Test func handlerOverridesDelegateButDelegateIsStillAskedFirst() {
    let handlers = TableHandlers()
    let delegate = TestDelegate([SectionEvent.titleForHeader.id: { _ in "delegate" }])
    handlers.delegate = delegate
    handlers.on(.titleForHeader, at: .section(1)) { _ in "handler" }
    #expect(handlers.answer(.titleForHeader, in: 1, on: table) == "handler")
    #expect(handlers.answer(.titleForHeader, in: 0, on: table) == "delegate")
    #expect(delegate.log.count == 2)
  }

  @Test func voidEventsRunBothDelegateFirst() {
    let handlers = TableHandlers()
    var order: [String] = []
    let delegate = TestDelegate([
      RowEvent.didSelectRow.id: { _ in
        order.append("delegate")
        return ()
      }
    ])
    handlers.delegate = delegate
    handlers.on(.didSelectRow, at: .table) { _ in order.append("handler") }
    handlers.answer(.didSelectRow, at: pos(0, 0), on: table)
    #expect(order == ["delegate", "handler"])
  }

  @Test func delegateNotAskedForEventsItDoesNotImplement() {
    let handlers = TableHandlers()
    let delegate = TestDelegate([RowEvent.canEditRow.id: { _ in false }])
    handlers.delegate = delegate
    #expect(handlers.answer(.canMoveRow, at: pos(0, 0), on: table))
    #expect(delegate.log.isEmpty)
  }

  @Test func delegateIsHeldWeaklyAndItsEventsReReadOnRequest() {
    let handlers = TableHandlers()
    var delegate: TestDelegate? = TestDelegate([RowEvent.canEditRow.id: { _ in false }])
    handlers.delegate = delegate
    delegate?.implementedEvents = []
    #expect(handlers.answer(.canEditRow, at: pos(0, 0), on: table) == false)
    handlers.delegateDidChangeImplementedEvents()
    #expect(handlers.answer(.canEditRow, at: pos(0, 0), on: table) == true)
    delegate = nil
    #expect(handlers.delegate == nil)
    #expect(handlers.answer(.canEditRow, at: pos(0, 0), on: table) == true)
  }

  @Test func aRegistryCanBeAnotherRegistrysDelegate() {
    let app = TableHandlers()
    app.on(.numberOfSections) { _ in 4 }
    let handlers = TableHandlers()
    handlers.delegate = app
    #expect(handlers.answer(.numberOfSections, on: table) == 4)
  }

  /// Every core event's answer when neither a delegate nor a handler answers: UIKit's defaults,
  /// as Docs/Registry.md's table of core events lists them.
  @Test func defaultsMatchUIKit() {
    let handlers = TableHandlers()
    let at = pos(1, 2)
    #expect(handlers.answer(.numberOfSections, on: table) == 1)
    #expect(handlers.answer(.numberOfRows, in: 0, on: table) == 0)
    #expect(handlers.answer(.titleForHeader, in: 0, on: table) == nil)
    #expect(handlers.answer(.titleForFooter, in: 0, on: table) == nil)
    #expect(handlers.answer(.sectionIndexTitles, on: table) == nil)
    #expect(handlers.answer(.sectionForSectionIndexTitle, (title: "C", index: 2), on: table) == 2)
    #expect(handlers.answer(.rowContent, at: at, on: table) == nil)
    #expect(handlers.answer(.shouldHighlightRow, at: at, on: table) == true)
    #expect(handlers.answer(.willSelectRow, at: at, on: table) == at)
    #expect(handlers.answer(.willDeselectRow, at: at, on: table) == at)
    #expect(handlers.answer(.canPerformPrimaryAction, at: at, on: table) == true)
    table.isEditing = true
    #expect(handlers.answer(.canPerformPrimaryAction, at: at, on: table) == false)
    table.isEditing = false
    #expect(handlers.answer(.canEditRow, at: at, on: table) == true)
    #expect(handlers.answer(.editingStyle, at: at, on: table) == .delete)
    #expect(handlers.answer(.titleForDeleteConfirmationButton, at: at, on: table) == "Delete")
    #expect(handlers.answer(.shouldIndentWhileEditing, at: at, on: table) == true)
    #expect(handlers.answer(.indentationLevel, at: at, on: table) == 0)
    #expect(handlers.answer(.canMoveRow, at: at, on: table) == true)
    #expect(handlers.answer(.targetForMove, at: at, pos(0, 0), on: table) == pos(0, 0))
    #expect(handlers.answer(.shouldShowMenu, at: at, on: table) == false)
    #expect(handlers.answer(.canPerformAction, at: at, "copy:", on: table) == false)
    #expect(handlers.answer(.heightForRow, at: at, on: table) == TableDimension.automatic)
    #expect(handlers.answer(.estimatedHeightForRow, at: at, on: table) == TableDimension.automatic)
    #expect(handlers.answer(.heightForHeader, in: 0, on: table) == TableDimension.automatic)
    #expect(handlers.answer(.heightForFooter, in: 0, on: table) == TableDimension.automatic)
    #expect(handlers.answer(.canFocusRow, at: at, on: table) == true)
    #expect(handlers.answer(.selectionFollowsFocus, at: at, on: table) == false)
    #expect(handlers.answer(.indexPathForPreferredFocusedView, on: table) == nil)
    #expect(handlers.answer(.shouldBeginMultipleSelectionInteraction, at: at, on: table) == false)
  }

  @Test func countsAreRecordedIntoTheShape() {
    let handlers = TableHandlers()
    var misuse: [TableMisuse] = []
    handlers.misuseHandler = { misuse.append($0) }
    handlers.on(.numberOfSections) { _ in 3 }
    handlers.on(.numberOfRows, at: .allSections) { call in call.section &+ 1 }
    handlers.on(.numberOfRows, at: .section(2)) { _ in -4 }
    #expect(handlers.reloadShape(on: table) == TableShape(rowCounts: [1, 2, 0]))
    #expect(misuse == [.negativeCount(-4, event: "numberOfRows", section: 2)])
    // Sections the shape does not have are answered but not recorded.
    #expect(handlers.numberOfRows(inSection: Int.max, on: table) == 0)
    #expect(misuse.last == .negativeCount(Int.min, event: "numberOfRows", section: Int.max))
    #expect(handlers.numberOfRows(inSection: -1, on: table) == 0)
    #expect(handlers.shape.rowCounts == [1, 2, 0])
    handlers.on(.numberOfSections) { _ in 1 }
    #expect(handlers.numberOfSections(on: table) == 1)
    #expect(handlers.shape.rowCounts == [1])
  }
}

@MainActor
@Suite("Handled events and their notification")
struct HandledEventsTests {
  @Test func notifiesExactlyWhenTheSetChanges() throws {
    let handlers = TableHandlers()
    var notifications: [EventSet] = []
    handlers.handledEventsDidChange = { notifications.append($0) }
    let edit = RowEvent.canEditRow.id
    handlers.on(.canEditRow, at: .row(0, inSection: 0)) { _ in true }
    handlers.on(.canEditRow, at: .row(1, inSection: 0)) { _ in true }
    handlers.on(.canEditRow, at: .row(0, inSection: 0)) { _ in false }
    #expect(notifications == [[edit]])
    #expect(handlers.handles(.canEditRow))
    handlers.remove(.canEditRow, at: .row(0, inSection: 0))
    #expect(notifications.count == 1)
    handlers.setShape(TableShape(rowCounts: [2]))
    try handlers.deleteRows(at: [pos(0, 1)])
    #expect(notifications == [[edit], []])
    #expect(!handlers.handles(.canEditRow))
    try handlers.insertRows(at: [pos(0, 0)])
    #expect(notifications.count == 2)
  }

  @Test func aBatchThatDropsSeveralEventsNotifiesOnce() throws {
    let handlers = TableHandlers()
    handlers.setShape(TableShape(rowCounts: [1, 1]))
    handlers.on(.canEditRow, at: .row(0, inSection: 0)) { _ in true }
    handlers.on(.titleForHeader, at: .section(0)) { _ in "a" }
    var notifications = 0
    handlers.handledEventsDidChange = { _ in notifications += 1 }
    try handlers.deleteSections([0])
    #expect(notifications == 1)
    #expect(handlers.handledEvents.isEmpty)
  }
}
