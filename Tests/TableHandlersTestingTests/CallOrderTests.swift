import TableHandlersCore
import TableHandlersTesting
import Testing

/// Each test plays one of UIKit's call orders, as observed on devices (Docs/Testing.md, "What
/// the headless table does"), and checks the questions the headless table asked, in order.
@MainActor
@Suite("Call orders follow UIKit's")
struct CallOrderTests {
  func p(_ section: Int, _ row: Int) -> TablePosition { TablePosition(section: section, row: row) }

  /// A registry that answers every event the sequences use, so that every step is asked.
  func fullyAnswered(rows: [Int] = [2, 1]) -> TableHandlers {
    let handlers = TableHandlers()
    handlers.on(.numberOfSections) { _ in rows.count }
    handlers.on(.numberOfRows, at: .allSections) { call in rows[call.section] }
    handlers.on(.titleForHeader, at: .allSections) { call in "H\(call.section)" }
    handlers.on(.titleForFooter, at: .allSections) { call in "F\(call.section)" }
    handlers.on(.heightForHeader, at: .allSections) { _ in 20 }
    handlers.on(.heightForFooter, at: .allSections) { _ in 10 }
    handlers.on(.heightForRow, at: .table) { _ in 44 }
    handlers.on(.canEditRow, at: .table) { _ in true }
    handlers.on(.rowContent, at: .table) { call in RowContent(text: "r\(call.position)") }
    return handlers
  }

  @Test func reloadData() {
    let table = HeadlessTable(handlers: fullyAnswered())
    table.reloadData()
    #expect(
      table.callLog == [
        "reloadData", "numberOfSections",
        // Per section: header and footer heights, the row count, every row's height.
        "heightForHeader 0", "heightForFooter 0", "numberOfRows 0", "heightForRow 0.0",
        "heightForRow 0.1",
        "heightForHeader 1", "heightForFooter 1", "numberOfRows 1", "heightForRow 1.0",
        // Per visible row: the cell (its content), its height, can-edit.
        "rowContent 0.0", "heightForRow 0.0", "canEditRow 0.0",
        "rowContent 0.1", "heightForRow 0.1", "canEditRow 0.1",
        "rowContent 1.0", "heightForRow 1.0", "canEditRow 1.0",
        // Per visible section: header then footer titles.
        "titleForHeader 0", "titleForFooter 0", "titleForHeader 1", "titleForFooter 1",
      ])
  }

  @Test func estimatesReplaceHeightsBeforeDisplay() {
    let handlers = fullyAnswered(rows: [2])
    handlers.on(.estimatedHeightForRow, at: .table) { _ in 40 }
    handlers.on(.estimatedHeightForHeader, at: .allSections) { _ in 20 }
    let table = HeadlessTable(handlers: handlers, visibleRowLimit: 1)
    table.reloadData()
    #expect(
      Array(table.callLog.prefix(7)) == [
        "reloadData", "numberOfSections", "estimatedHeightForHeader 0", "heightForFooter 0",
        "numberOfRows 0", "estimatedHeightForRow 0.0", "estimatedHeightForRow 0.1",
      ])
    #expect(!table.callLog.contains("rowContent 0.1"))
  }

  @Test func unansweredEventsAreNotAsked() {
    let handlers = TableHandlers()
    handlers.on(.numberOfRows, at: .allSections) { _ in 1 }
    let table = HeadlessTable(handlers: handlers)
    table.reloadData()
    // numberOfRows is required; everything else is asked only when answered.
    #expect(table.callLog == ["reloadData", "numberOfRows 0", "rowContent 0.0"])
    #expect(table.render() == "  ·")
  }

  @Test func tapInSingleSelection() {
    let handlers = fullyAnswered()
    for event in [RowEvent.didHighlightRow, .didUnhighlightRow, .didSelectRow, .didDeselectRow] {
      handlers.on(event, at: .table) { _ in }
    }
    handlers.on(.shouldHighlightRow, at: .table) { _ in true }
    handlers.on(.willSelectRow, at: .table) { call in call.position }
    handlers.on(.willDeselectRow, at: .table) { call in call.position }
    handlers.on(.canPerformPrimaryAction, at: .table) { _ in true }
    handlers.on(.performPrimaryAction, at: .table) { _ in }
    let table = HeadlessTable(handlers: handlers)
    table.reloadData()
    table.tap(p(0, 0))
    table.clearCallLog()
    table.tap(p(1, 0))
    #expect(
      table.callLog == [
        "shouldHighlightRow 1.0", "didHighlightRow 1.0", "willSelectRow 1.0",
        "willDeselectRow 0.0", "didDeselectRow 0.0", "didSelectRow 1.0",
        "canPerformPrimaryAction 1.0", "performPrimaryAction 1.0", "didUnhighlightRow 1.0",
      ])
    #expect(table.selectedRows == [p(1, 0)])
  }

  @Test func highlightVetoHaltsAndWillSelectRedirectsOrVetoes() {
    let handlers = fullyAnswered()
    handlers.on(.shouldHighlightRow, at: .row(p(0, 0))) { _ in false }
    handlers.on(.willSelectRow, at: .row(p(0, 1))) { _ in nil }
    handlers.on(.willSelectRow, at: .row(p(1, 0))) { _ in TablePosition(section: 0, row: 0) }
    handlers.on(.didSelectRow, at: .table) { _ in }
    let table = HeadlessTable(handlers: handlers)
    table.reloadData()
    table.clearCallLog()
    #expect(table.tap(p(0, 0)) == nil)
    #expect(table.callLog == ["shouldHighlightRow 0.0"])
    #expect(table.tap(p(0, 1)) == nil)
    #expect(table.selectedRows.isEmpty)
    #expect(table.tap(p(1, 0)) == p(0, 0))
    #expect(table.selectedRows == [p(0, 0)])
    #expect(table.callLog.last == "didSelectRow 0.0")
  }

  @Test func primaryActionRunsEvenWhenSelectionIsVetoedAndDefaultsToNotEditing() {
    let handlers = fullyAnswered()
    handlers.on(.willSelectRow, at: .table) { _ in nil }
    var performed = 0
    handlers.on(.performPrimaryAction, at: .table) { _ in performed += 1 }
    let table = HeadlessTable(handlers: handlers)
    table.allowsSelectionDuringEditing = true
    table.reloadData()
    table.tap(p(0, 0))
    #expect(performed == 1)
    table.setEditing(true)
    table.tap(p(0, 0))
    #expect(performed == 1)
  }

  @Test func multipleSelectionTogglesAndDoesNotDeselectOthers() {
    let handlers = fullyAnswered()
    handlers.on(.didSelectRow, at: .table) { _ in }
    handlers.on(.didDeselectRow, at: .table) { _ in }
    let table = HeadlessTable(handlers: handlers)
    table.allowsMultipleSelection = true
    table.reloadData()
    table.tap(p(0, 1))
    table.tap(p(0, 0))
    #expect(table.selectedRows == [p(0, 0), p(0, 1)])
    table.clearCallLog()
    table.tap(p(0, 1))
    #expect(table.callLog == ["didDeselectRow 0.1"])
    #expect(table.selectedRows == [p(0, 0)])
  }

  /// Only a detail button takes an accessory tap, and only on an enabled row.
  @Test(arguments: [true, false])
  func accessoryTapsOnlyForDetailButtonsOfEnabledRows(enabled: Bool) {
    let handlers = fullyAnswered()
    handlers.on(.rowContent, at: .row(p(0, 1))) { _ in
      RowContent(text: "i", accessory: .detailButton, isEnabled: enabled)
    }
    var tapped: [TablePosition] = []
    handlers.on(.accessoryButtonTapped, at: .table) { call in tapped.append(call.position) }
    let table = HeadlessTable(handlers: handlers)
    table.reloadData()
    #expect(!table.tapAccessory(p(0, 0)))
    #expect(table.tapAccessory(p(0, 1)) == enabled)
    #expect(tapped == (enabled ? [p(0, 1)] : []))
  }

  @Test func editModeAsksEditingQuestionsPerRow() {
    let handlers = fullyAnswered(rows: [1])
    handlers.on(.editingStyle, at: .table) { _ in .insert }
    handlers.on(.shouldIndentWhileEditing, at: .table) { _ in true }
    handlers.on(.canMoveRow, at: .table) { _ in true }
    handlers.on(.moveRow, at: .table) { _ in }
    let table = HeadlessTable(handlers: handlers)
    table.reloadData()
    table.clearCallLog()
    table.setEditing(true)
    #expect(
      table.callLog.filter { $0.hasSuffix("0.0") && !$0.hasPrefix("heightForRow") } == [
        "rowContent 0.0", "canEditRow 0.0", "editingStyle 0.0", "shouldIndentWhileEditing 0.0",
        "canMoveRow 0.0",
      ])
    #expect(table.render().contains("⊕ r0.0 ≡"))
  }

  @Test func swipeToDeleteNeedsCommitAndRunsInOrder() {
    let handlers = fullyAnswered()
    let table = HeadlessTable(handlers: handlers)
    table.reloadData()
    #expect(table.swipe(p(0, 0)) == nil)  // commit is not answered: no delete button
    var log: [String] = []
    handlers.on(.willBeginEditing, at: .table) { _ in log.append("willBegin") }
    handlers.on(.titleForDeleteConfirmationButton, at: .table) { _ in "Remove" }
    handlers.on(.commitEditing, at: .table) { call in
      log.append("commit \(call.arguments) \(call.position)")
      try? call.table.deleteRows(at: [call.position])
    }
    handlers.on(.didEndEditing) { call in log.append("didEnd \(call.arguments!)") }
    // Counts come from the handlers: make them follow the delete.
    var rows = [2, 1]
    handlers.on(.numberOfRows, at: .allSections) { call in rows[call.section] }
    handlers.on(.commitEditing, at: .section(1)) { call in
      rows[1] -= 1
      try? call.table.deleteRows(at: [call.position])
    }
    table.clearCallLog()
    #expect(table.swipe(p(0, 0)) == "Remove")
    // editingStyle is not answered here, so it is not asked (UIKit's default, .delete, holds).
    #expect(
      table.callLog == [
        "canEditRow 0.0", "willBeginEditing 0.0", "titleForDeleteConfirmationButton 0.0",
      ])
    handlers.on(.editingStyle, at: .row(p(1, 0))) { _ in .delete }
    handlers.on(.editingStyle, at: .row(p(0, 1))) { _ in .none }
    #expect(table.swipe(p(0, 1)) == nil)  // a row without the delete style shows no button
    #expect(table.render().contains("r0.0 [Remove]"))
    table.cancelSwipe()
    #expect(log == ["willBegin", "didEnd 0.0"])
    #expect(table.swipeToDelete(p(1, 0)))
    #expect(table.numberOfRows(inSection: 1) == 0)
    #expect(handlers.shape.rowCounts == [2, 0])
  }

  @Test func interactiveMoveNeedsMoveRowAndAsksTargetOnEachHover() throws {
    let handlers = fullyAnswered(rows: [3])
    let table = HeadlessTable(handlers: handlers)
    table.reloadData()
    table.setEditing(true)
    #expect(try table.drag(p(0, 0), over: [p(0, 2)]) == nil)  // no moveRow: no reorder control
    var moves: [String] = []
    handlers.on(.moveRow, at: .table) { call in moves.append("\(call.position)->\(call.arguments)")
    }
    handlers.on(.targetForMove, at: .table) { call in
      call.arguments.row == 2 ? TablePosition(section: 0, row: 1) : call.arguments
    }
    handlers.on(.didSelectRow, at: .row(p(0, 0))) { _ in moves.append("first row selected") }
    handlers.on(.canMoveRow, at: .row(p(0, 2))) { _ in false }
    table.clearCallLog()
    #expect(try table.drag(p(0, 2), over: [p(0, 0)]) == nil)
    #expect(try table.drag(p(0, 0), over: [p(0, 1), p(0, 2)]) == p(0, 1))
    #expect(
      table.callLog.prefix(5) == [
        "canMoveRow 0.2", "canMoveRow 0.0", "targetForMove 0.0", "targetForMove 0.0",
        "moveRow 0.0 -> 0.1",
      ])
    #expect(moves == ["0.0->0.1"])
    // The handler moved with its row.
    table.setEditing(false)
    table.tap(p(0, 1))
    #expect(moves.last == "first row selected")
  }

  @Test func legacyMenuNeedsAllThree() {
    let handlers = fullyAnswered()
    handlers.on(.shouldShowMenu, at: .table) { _ in true }
    handlers.on(.canPerformAction, at: .table) { call in call.arguments != "cut:" }
    let table = HeadlessTable(handlers: handlers)
    table.reloadData()
    #expect(table.longPress(p(0, 0)) == nil)
    var performed: [String] = []
    handlers.on(.performAction, at: .table) { call in performed.append(call.arguments) }
    table.clearCallLog()
    #expect(table.longPress(p(0, 0)) == ["copy:", "paste:"])
    #expect(
      table.callLog == [
        "shouldShowMenu 0.0", "canPerformAction 0.0", "canPerformAction 0.0",
        "canPerformAction 0.0",
      ])
    table.performMenuAction("copy:", at: p(0, 0))
    #expect(performed == ["copy:"])
  }

  @Test func multipleSelectionPan() {
    let handlers = fullyAnswered(rows: [3])
    handlers.on(.didSelectRow, at: .table) { _ in }
    handlers.on(.didBeginMultipleSelectionInteraction, at: .table) { _ in }
    handlers.on(.didEndMultipleSelectionInteraction) { _ in }
    let table = HeadlessTable(handlers: handlers)
    table.reloadData()
    table.setEditing(true)
    table.allowsMultipleSelectionDuringEditing = true
    #expect(!table.beginMultipleSelection(at: p(0, 0)))  // defaults to no
    handlers.on(.shouldBeginMultipleSelectionInteraction, at: .table) { _ in true }
    table.clearCallLog()
    #expect(table.beginMultipleSelection(at: p(0, 0)))
    table.continueMultipleSelection(over: [p(0, 1), p(0, 2)])
    table.endMultipleSelection()
    #expect(
      table.callLog == [
        "shouldBeginMultipleSelectionInteraction 0.0", "didBeginMultipleSelectionInteraction 0.0",
        "didSelectRow 0.0", "didSelectRow 0.1", "didSelectRow 0.2",
        "didEndMultipleSelectionInteraction",
      ])
    #expect(table.selectedRows == [p(0, 0), p(0, 1), p(0, 2)])
  }

  @Test func selectionFollowsStructuralEdits() throws {
    var rows = [3]
    let handlers = fullyAnswered(rows: rows)
    handlers.on(.numberOfRows, at: .allSections) { call in rows[call.section] }
    let table = HeadlessTable(handlers: handlers)
    table.reloadData()
    table.tap(p(0, 2))
    rows[0] += 1
    try table.insertRows(at: [p(0, 0)])
    #expect(table.selectedRows == [p(0, 3)])
    rows[0] -= 1
    try table.deleteRows(at: [p(0, 3)])
    #expect(table.selectedRows.isEmpty)
  }

  @Test(arguments: [(-1, 0), (0, -1), (0, 2), (2, 0), (Int.max, Int.max)])
  func gesturesOnRowsThatAreNotThereDoNothing(section: Int, row: Int) throws {
    let handlers = fullyAnswered()
    handlers.on(.didSelectRow, at: .table) { _ in }
    handlers.on(.commitEditing, at: .table) { _ in }
    handlers.on(.moveRow, at: .table) { _ in }
    handlers.on(.shouldShowMenu, at: .table) { _ in true }
    handlers.on(.canPerformAction, at: .table) { _ in true }
    handlers.on(.performAction, at: .table) { _ in }
    let table = HeadlessTable(handlers: handlers)
    table.reloadData()
    let nowhere = TablePosition(section: section, row: row)
    let before = handlers.dump
    table.clearCallLog()
    #expect(!table.contains(nowhere))
    #expect(table.tap(nowhere) == nil)
    #expect(!table.tapAccessory(nowhere))
    #expect(table.swipe(nowhere) == nil)
    #expect(table.longPress(nowhere) == nil)
    table.performMenuAction("copy:", at: nowhere)
    table.setEditing(true)
    table.clearCallLog()
    #expect(try table.drag(nowhere, over: [p(0, 0)]) == nil)
    #expect(try table.drag(p(0, 0), over: [nowhere]) == nil)
    #expect(!table.tapEditingControl(nowhere))
    #expect(table.callLog.isEmpty)
    #expect(table.selectedRows.isEmpty)
    #expect(handlers.dump == before)
  }
}
