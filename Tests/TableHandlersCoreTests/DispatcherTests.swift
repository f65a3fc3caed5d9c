import Testing

@testable import TableHandlersCore

@MainActor
@Suite("Dispatcher: the app's answer first, a handler's wins, else UIKit's default")
struct DispatcherTests {
  let table = TestTable()

  /// The one path an app's answer takes: the host asks the app's object, then passes the
  /// answer; it is used where no handler answers.
  @Test func theAppsAnswerIsUsedWhereNoHandlerAnswers() {
    let handlers = TableHandlers()
    #expect(handlers.answer(.canEditRow, at: pos(0, 0), (), on: table, after: false) == false)
    #expect(handlers.answer(.titleForHeader, in: 0, (), on: table, after: .some("app")) == "app")
    #expect(handlers.answer(.numberOfSections, (), on: table, after: 4) == 4)
  }

  @Test func aHandlersAnswerWinsOverTheApps() {
    let handlers = TableHandlers()
    handlers.on(.titleForHeader, at: .section(1)) { _ in "handler" }
    handlers.on(.canEditRow, at: .row(0, inSection: 0)) { _ in true }
    handlers.on(.numberOfSections) { _ in 2 }
    #expect(
      handlers.answer(.titleForHeader, in: 1, (), on: table, after: .some("app")) == "handler")
    #expect(handlers.answer(.titleForHeader, in: 0, (), on: table, after: .some("app")) == "app")
    #expect(handlers.answer(.canEditRow, at: pos(0, 0), (), on: table, after: false))
    #expect(handlers.answer(.canEditRow, at: pos(0, 1), (), on: table, after: false) == false)
    #expect(handlers.answer(.numberOfSections, (), on: table, after: 4) == 2)
  }

  @Test func withoutTheAppsAnswerTheDefault() {
    let handlers = TableHandlers()
    #expect(handlers.answer(.canMoveRow, at: pos(0, 0), (), on: table, after: nil))
    #expect(handlers.answer(.numberOfSections, (), on: table, after: nil) == 1)
  }

  /// `answerIfAnswered` leaves the host's own absent-method answer where nobody answers.
  @Test func answerIfAnsweredIsNilWhereNobodyAnswers() {
    let handlers = TableHandlers()
    handlers.on(.indentationLevel, at: .section(1)) { _ in 3 }
    #expect(
      handlers.answerIfAnswered(.indentationLevel, at: pos(0, 0), (), on: table, after: nil) == nil)
    #expect(
      handlers.answerIfAnswered(.indentationLevel, at: pos(0, 0), (), on: table, after: 1) == 1)
    #expect(
      handlers.answerIfAnswered(.indentationLevel, at: pos(1, 0), (), on: table, after: 1) == 3)
  }

  /// Reach: the row's own handler, else its section's, else the table's; nothing for the
  /// app's answer.
  @Test func reachNamesWhereTheAnsweringHandlerIs() {
    let handlers = TableHandlers()
    let id = RowEvent<Void, Int>.indentationLevel.id
    #expect(handlers.rowHandlerReach(id, at: pos(0, 0)) == nil)
    handlers.on(.indentationLevel, at: .table) { _ in 1 }
    handlers.on(.indentationLevel, at: .section(1)) { _ in 2 }
    handlers.on(.indentationLevel, at: .row(2, inSection: 1)) { _ in 3 }
    #expect(handlers.rowHandlerReach(id, at: pos(0, 0)) == 1)
    #expect(handlers.rowHandlerReach(id, at: pos(1, 0)) == 2)
    #expect(handlers.rowHandlerReach(id, at: pos(1, 2)) == 3)
  }

  /// Every core event's answer when no handler answers: UIKit's defaults, as Docs/Registry.md's
  /// table of core events lists them.
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
    try handlers.followDeletedRows(at: [pos(0, 1)])
    #expect(notifications == [[edit], []])
    #expect(!handlers.handles(.canEditRow))
    try handlers.followInsertedRows(at: [pos(0, 0)])
    #expect(notifications.count == 2)
  }

  @Test func aBatchThatDropsSeveralEventsNotifiesOnce() throws {
    let handlers = TableHandlers()
    handlers.setShape(TableShape(rowCounts: [1, 1]))
    handlers.on(.canEditRow, at: .row(0, inSection: 0)) { _ in true }
    handlers.on(.titleForHeader, at: .section(0)) { _ in "a" }
    var notifications = 0
    handlers.handledEventsDidChange = { _ in notifications += 1 }
    try handlers.followDeletedSections([0])
    #expect(notifications == 1)
    #expect(handlers.handledEvents.isEmpty)
  }
}
