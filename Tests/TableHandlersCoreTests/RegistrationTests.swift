import Testing

@testable import TableHandlersCore

@MainActor
@Suite("Registration and precedence")
struct RegistrationTests {
  let table = TestTable()

  /// Row events with their three scopes: the answer comes from the most specific registration.
  @Test(arguments: [RowScope.row(pos(1, 2)), .section(1), .table])
  func rowEventAnswersAtEveryScope(scope: RowScope) {
    let handlers = TableHandlers()
    handlers.on(.indentationLevel, at: scope) { call in call.row * 10 + call.section }
    #expect(handlers.answer(.indentationLevel, at: pos(1, 2), on: table) == 21)
    let other = handlers.answer(.indentationLevel, at: pos(0, 2), on: table)
    let otherRow = handlers.answer(.indentationLevel, at: pos(1, 3), on: table)
    switch scope {
    case .row:
      #expect(other == 0)
      #expect(otherRow == 0)
    case .section:
      #expect(other == 0)
      #expect(otherRow == 31)
    case .table:
      #expect(other == 20)
      #expect(otherRow == 31)
    }
  }

  @Test(arguments: [SectionScope.section(2), .allSections])
  func sectionEventAnswersAtEveryScope(scope: SectionScope) {
    let handlers = TableHandlers()
    handlers.on(.titleForHeader, at: scope) { call in "header \(call.section)" }
    #expect(handlers.answer(.titleForHeader, in: 2, on: table) == "header 2")
    let other = handlers.answer(.titleForHeader, in: 0, on: table)
    #expect(other == (scope == .allSections ? "header 0" : nil))
  }

  @Test func mostSpecificWins() {
    let handlers = TableHandlers()
    handlers.on(.titleForDeleteConfirmationButton, at: .table) { _ in "table" }
    handlers.on(.titleForDeleteConfirmationButton, at: .section(0)) { _ in "section" }
    handlers.on(.titleForDeleteConfirmationButton, at: .row(1, inSection: 0)) { _ in "row" }
    #expect(handlers.answer(.titleForDeleteConfirmationButton, at: pos(0, 1), on: table) == "row")
    #expect(
      handlers.answer(.titleForDeleteConfirmationButton, at: pos(0, 0), on: table) == "section")
    #expect(handlers.answer(.titleForDeleteConfirmationButton, at: pos(3, 0), on: table) == "table")
    handlers.remove(.titleForDeleteConfirmationButton, at: .row(1, inSection: 0))
    #expect(
      handlers.answer(.titleForDeleteConfirmationButton, at: pos(0, 1), on: table) == "section")
  }

  @Test func secondRegistrationReplaces() {
    let handlers = TableHandlers()
    handlers.on(.canEditRow, at: .row(0, inSection: 0)) { _ in false }
    handlers.on(.canEditRow, at: .row(0, inSection: 0)) { _ in true }
    #expect(handlers.answer(.canEditRow, at: pos(0, 0), on: table))
    #expect(handlers.dump == "shape []\ncanEditRow: row 0.0")
  }

  @Test func removeIsExactAndReportsWhetherSomethingWasRemoved() {
    let handlers = TableHandlers()
    handlers.on(.canMoveRow, at: .section(0)) { _ in false }
    #expect(!handlers.remove(.canMoveRow, at: .row(0, inSection: 0)))
    #expect(!handlers.remove(.canMoveRow, at: .table))
    #expect(handlers.remove(.canMoveRow, at: .section(0)))
    #expect(!handlers.remove(.canMoveRow, at: .section(0)))
    #expect(!handlers.remove(.canMoveRow, at: .section(-1)))
    #expect(handlers.answer(.canMoveRow, at: pos(0, 0), on: table))
  }

  @Test func tableEventsAndArguments() {
    let handlers = TableHandlers()
    handlers.on(.numberOfSections) { _ in 3 }
    handlers.on(.sectionForSectionIndexTitle) { call in call.arguments.index * 2 }
    handlers.on(.canPerformAction, at: .table) { call in call.arguments == "copy:" }
    handlers.on(.targetForMove, at: .table) { call in
      TablePosition(section: call.arguments.section, row: 0)
    }
    #expect(handlers.answer(.numberOfSections, on: table) == 3)
    #expect(handlers.answer(.sectionForSectionIndexTitle, (title: "B", index: 2), on: table) == 4)
    #expect(handlers.answer(.canPerformAction, at: pos(0, 0), "copy:", on: table))
    #expect(!handlers.answer(.canPerformAction, at: pos(0, 0), "paste:", on: table))
    #expect(handlers.answer(.targetForMove, at: pos(0, 0), pos(2, 5), on: table) == pos(2, 0))
  }

  @Test func handlersReceiveTheTableInsteadOfCapturingIt() {
    let handlers = TableHandlers()
    handlers.on(.didSelectRow, at: .table) { call in
      call.table.deselectRow(at: call.position, animated: true)
    }
    handlers.answer(.didSelectRow, at: pos(2, 4), on: table)
    #expect(table.deselected == [pos(2, 4)])
  }

  @Test func negativeAndUnknownPositionsFallBackWithoutTrapping() {
    let handlers = TableHandlers()
    handlers.on(.indentationLevel, at: .table) { _ in 7 }
    #expect(handlers.answer(.indentationLevel, at: pos(-1, -5), on: table) == 7)
    #expect(handlers.answer(.indentationLevel, at: pos(Int.max, Int.max), on: table) == 7)
    #expect(handlers.answer(.shouldShowMenu, at: pos(-1, 0), on: table) == false)
  }

  @Test func removeAllForOneEventAndForAll() {
    let handlers = TableHandlers()
    handlers.on(.canEditRow, at: .table) { _ in false }
    handlers.on(.canEditRow, at: .row(3, inSection: 1)) { _ in false }
    handlers.on(.titleForHeader, at: .section(0)) { _ in "x" }
    handlers.removeAll(for: .canEditRow)
    #expect(!handlers.handles(.canEditRow) && handlers.handles(.titleForHeader))
    #expect(handlers.handledEvents == [SectionEvent.titleForHeader.id])
    handlers.removeAll()
    #expect(handlers.handledEvents.isEmpty)
    #expect(handlers.dump == "shape []")
  }

  /// A handler boxed once (as the declarative layer's rows are) registers like its closure,
  /// at several places at once, and lives as long as any registration or owner holds it.
  @Test func aBoxedHandlerRegistersLikeItsClosure() {
    let handlers = TableHandlers()
    final class Witness {}
    weak var weakWitness: Witness?
    do {
      let witness = Witness()
      weakWitness = witness
      let boxed = BoxedRowHandler<Void, Int> { [witness] call in
        withExtendedLifetime(witness) { call.row * 10 + call.section }
      }
      handlers.on(.indentationLevel, at: .row(pos(1, 2)), perform: boxed)
      handlers.on(.indentationLevel, at: .section(0), perform: boxed)
    }
    #expect(handlers.answer(.indentationLevel, at: pos(1, 2), on: table) == 21)
    #expect(handlers.answer(.indentationLevel, at: pos(0, 4), on: table) == 40)
    #expect(handlers.answer(.indentationLevel, at: pos(1, 3), on: table) == 0)
    #expect(handlers.remove(.indentationLevel, at: .row(pos(1, 2))))
    #expect(handlers.answer(.indentationLevel, at: pos(1, 2), on: table) == 0)
    #expect(handlers.answer(.indentationLevel, at: pos(0, 4), on: table) == 40)
    #expect(weakWitness != nil)
    #expect(handlers.remove(.indentationLevel, at: .section(0)))
    #expect(weakWitness == nil)
  }
}
