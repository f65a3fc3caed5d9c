import Testing

@testable import TableHandlersCore

/// One core event, type-erased for the event × scope grid: registers a handler that answers
/// something no default answers, and tells whether a dispatch got the handler's answer.
struct GridEvent: CustomTestStringConvertible, Sendable {
  let name: String
  let register: @MainActor @Sendable (TableHandlers, RowScope) -> Void
  let answeredByHandler: @MainActor @Sendable (TableHandlers, TablePosition, TestTable) -> Bool

  var testDescription: String { name }

  /// A row event whose handler answers `sentinel`.
  static func row<Arguments, Output: Equatable & Sendable>(
    _ name: String, _ event: RowEvent<Arguments, Output>,
    _ arguments: @autoclosure @escaping @Sendable () -> Arguments,
    _ sentinel: Output
  ) -> GridEvent {
    GridEvent(
      name: name,
      register: { handlers, scope in handlers.on(event, at: scope) { _ in sentinel } },
      answeredByHandler: { handlers, position, table in
        handlers.answer(event, at: position, arguments(), on: table) == sentinel
      })
  }

  /// A row event whose answer is not `Equatable` (it holds closures): the handler's answer is
  /// recognized by a title no default gives.
  static func titled<Output>(
    _ name: String, _ event: RowEvent<Void, Output?>, _ make: @escaping @Sendable () -> Output,
    title: @escaping @Sendable (Output) -> String?
  ) -> GridEvent {
    GridEvent(
      name: name,
      register: { handlers, scope in handlers.on(event, at: scope) { _ in make() } },
      answeredByHandler: { handlers, position, table in
        handlers.answer(event, at: position, on: table).flatMap(title) == "sentinel"
      })
  }

  /// A row event that returns nothing: the handler records that it ran.
  static func void<Arguments>(
    _ name: String, _ event: RowEvent<Arguments, Void>,
    _ arguments: @autoclosure @escaping @Sendable () -> Arguments
  ) -> GridEvent {
    GridEvent(
      name: name,
      register: { handlers, scope in
        handlers.on(event, at: scope) { call in fired.append(call.position) }
      },
      answeredByHandler: { handlers, position, table in
        fired = []
        handlers.answer(event, at: position, arguments(), on: table)
        return fired == [position]
      })
  }
}

@MainActor var fired: [TablePosition] = []

/// Every core row event, each with an answer no UIKit default gives.
let rowEvents: [GridEvent] = [
  .row("rowContent", .rowContent, (), RowContent(text: "x")),
  .row("shouldHighlightRow", .shouldHighlightRow, (), false),
  .void("didHighlightRow", .didHighlightRow, ()),
  .void("didUnhighlightRow", .didUnhighlightRow, ()),
  .row("willSelectRow", .willSelectRow, (), TablePosition(section: 9, row: 9)),
  .row("willDeselectRow", .willDeselectRow, (), nil),
  .void("didSelectRow", .didSelectRow, ()),
  .void("didDeselectRow", .didDeselectRow, ()),
  .void("accessoryButtonTapped", .accessoryButtonTapped, ()),
  .row("canPerformPrimaryAction", .canPerformPrimaryAction, (), false),
  .void("performPrimaryAction", .performPrimaryAction, ()),
  .void("controlValueChanged", .controlValueChanged, .toggle(true)),
  .void("textFieldDidSubmit", .textFieldDidSubmit, "text"),
  .titled(
    "leadingSwipeActions", .leadingSwipeActions,
    { SwipeActions([SwipeAction(title: "sentinel") { _, done in done(true) }]) },
    title: { $0.actions.first?.title }),
  .titled(
    "trailingSwipeActions", .trailingSwipeActions,
    { SwipeActions([SwipeAction(title: "sentinel") { _, done in done(true) }]) },
    title: { $0.actions.first?.title }),
  .titled(
    "contextMenu", .contextMenu, { RowMenu(title: "sentinel", children: []) },
    title: { $0.title }),
  .row("canEditRow", .canEditRow, (), false),
  .row("editingStyle", .editingStyle, (), .insert),
  .void("commitEditing", .commitEditing, .delete),
  .row("titleForDeleteConfirmationButton", .titleForDeleteConfirmationButton, (), "Remove"),
  .row("shouldIndentWhileEditing", .shouldIndentWhileEditing, (), false),
  .void("willBeginEditing", .willBeginEditing, ()),
  .row("indentationLevel", .indentationLevel, (), 3),
  .row("canMoveRow", .canMoveRow, (), false),
  .row(
    "targetForMove", .targetForMove, TablePosition(section: 0, row: 0),
    TablePosition(section: 7, row: 7)),
  .void("moveRow", .moveRow, TablePosition(section: 0, row: 0)),
  .row("shouldShowMenu", .shouldShowMenu, (), true),
  .row("canPerformAction", .canPerformAction, "copy:", true),
  .void("performAction", .performAction, "copy:"),
  .row("heightForRow", .heightForRow, (), 44),
  .row("estimatedHeightForRow", .estimatedHeightForRow, (), 40),
  .row("canFocusRow", .canFocusRow, (), false),
  .row("selectionFollowsFocus", .selectionFollowsFocus, (), true),
  .row(
    "shouldBeginMultipleSelectionInteraction", .shouldBeginMultipleSelectionInteraction, (), true),
  .void("didBeginMultipleSelectionInteraction", .didBeginMultipleSelectionInteraction, ()),
  GridEvent(
    name: "dragItems",
    register: { handlers, scope in
      handlers.on(.dragItems, at: scope) { _ in [DragItem(.text("x"), suggestedName: "sentinel")] }
    },
    answeredByHandler: { handlers, position, table in
      handlers.answer(.dragItems, at: position, on: table).map(\.suggestedName) == ["sentinel"]
    }),
]

/// A drop host for drops dispatched without a table: nothing is ever placed.
@MainActor
final class GridDropHost: DropHosting {
  func insertPlaceholder(forItemAt index: Int, at position: TablePosition, rowHeight: Double?)
    -> any DropPlaceholderHosting
  {
    preconditionFailure("The grid's drops place no placeholder")
  }

  func animate(itemAt index: Int, toRowAt position: TablePosition) {}
}

/// Every core section event, with an answer no default gives.
let sectionEvents:
  [(
    String, @MainActor @Sendable (TableHandlers, SectionScope) -> Void,
    @MainActor @Sendable (TableHandlers, Int, TestTable) -> Bool
  )] = {
    func make<Output: Equatable & Sendable>(
      _ name: String, _ event: SectionEvent<Void, Output>, _ sentinel: Output
    )
      -> (
        String, @MainActor @Sendable (TableHandlers, SectionScope) -> Void,
        @MainActor @Sendable (TableHandlers, Int, TestTable) -> Bool
      )
    {
      (
        name, { handlers, scope in handlers.on(event, at: scope) { _ in sentinel } },
        { handlers, section, table in handlers.answer(event, in: section, on: table) == sentinel }
      )
    }
    return [
      make("numberOfRows", .numberOfRows, 5),
      make("titleForHeader", .titleForHeader, "H"),
      make("titleForFooter", .titleForFooter, "F"),
      make(
        "customHeaderView", .customHeaderView,
        CustomViewDescription(kind: "Header", description: "H")),
      make(
        "customFooterView", .customFooterView,
        CustomViewDescription(kind: "Footer", description: "F")),
      make("heightForHeader", .heightForHeader, 30),
      make("estimatedHeightForHeader", .estimatedHeightForHeader, 31),
      make("heightForFooter", .heightForFooter, 32),
      make("estimatedHeightForFooter", .estimatedHeightForFooter, 33),
    ]
  }()

@MainActor
@Suite("Every core event at every scope")
struct EventGridTests {
  nonisolated static let scopes: [RowScope] = [
    .row(TablePosition(section: 1, row: 1)), .section(1), .table,
  ]

  /// A handler at a scope answers exactly the positions the scope covers, and the handled set
  /// holds the event.
  @Test(arguments: rowEvents, scopes)
  func rowEventAtScope(event: GridEvent, scope: RowScope) {
    let handlers = TableHandlers()
    let table = TestTable()
    event.register(handlers, scope)
    #expect(Array(handlers.handledEvents).count == 1)
    let probes = [
      TablePosition(section: 1, row: 1), TablePosition(section: 1, row: 0),
      TablePosition(section: 0, row: 1),
    ]
    for probe in probes {
      let covered: Bool
      switch scope {
      case .row(let position): covered = probe == position
      case .section(let section): covered = probe.section == section
      case .table: covered = true
      }
      #expect(event.answeredByHandler(handlers, probe, table) == covered, "\(event.name) \(probe)")
    }
  }

  @Test(arguments: sectionEvents.indices, [SectionScope.section(1), .allSections])
  func sectionEventAtScope(index: Int, scope: SectionScope) {
    let (name, register, answered) = sectionEvents[index]
    let handlers = TableHandlers()
    let table = TestTable()
    register(handlers, scope)
    #expect(answered(handlers, 1, table), "\(name)")
    #expect(answered(handlers, 0, table) == (scope == .allSections), "\(name)")
  }

  @Test func tableEvents() {
    let handlers = TableHandlers()
    let table = TestTable()
    handlers.on(.numberOfSections) { _ in 4 }
    handlers.on(.sectionIndexTitles) { _ in ["A"] }
    handlers.on(.sectionForSectionIndexTitle) { _ in 9 }
    handlers.on(.indexPathForPreferredFocusedView) { _ in TablePosition(section: 2, row: 2) }
    var ended: [String] = []
    handlers.on(.didEndEditing) { call in ended.append("edit \(String(describing: call.arguments))")
    }
    handlers.on(.didEndMultipleSelectionInteraction) { _ in ended.append("multi") }
    handlers.on(.reordersByDrag) { _ in true }
    handlers.on(.canHandleDrop) { call in call.arguments.items.count == 2 }
    handlers.on(.dropProposal) { call in
      DropProposal(call.arguments.isFromThisTable ? .move : .copy, intent: .insertAtDestination)
    }
    handlers.on(.performDrop) { call in ended.append("drop \(call.arguments.items.count)") }
    #expect(handlers.answer(.numberOfSections, on: table) == 4)
    #expect(handlers.answer(.sectionIndexTitles, on: table) == ["A"])
    #expect(handlers.answer(.sectionForSectionIndexTitle, (title: "A", index: 0), on: table) == 9)
    #expect(
      handlers.answer(.indexPathForPreferredFocusedView, on: table)
        == TablePosition(section: 2, row: 2))
    handlers.answer(.didEndEditing, nil, on: table)
    handlers.answer(.didEndMultipleSelectionInteraction, on: table)
    let session = DropSession(
      items: [DropItem(DragItem(.text("a"))), DropItem(DragItem(.text("b")))],
      destination: nil, isFromThisTable: true, allowsMove: true)
    #expect(handlers.answer(.reordersByDrag, on: table))
    #expect(handlers.answer(.canHandleDrop, session, on: table))
    #expect(
      handlers.answer(.dropProposal, session, on: table)
        == DropProposal(.move, intent: .insertAtDestination))
    handlers.answer(
      .performDrop, TableDrop(session: session, proposal: .cancel, host: GridDropHost()), on: table)
    #expect(ended == ["edit nil", "multi", "drop 2"])
    #expect(Array(handlers.handledEvents).count == 10)
  }

  /// The grid covers every core event.
  @Test func theGridNamesEveryCoreEvent() {
    let tableEventNames = [
      "numberOfSections", "sectionIndexTitles", "sectionForSectionIndexTitle",
      "indexPathForPreferredFocusedView", "didEndEditing", "didEndMultipleSelectionInteraction",
      "reordersByDrag", "canHandleDrop", "dropProposal", "performDrop",
    ]
    let names = Set(rowEvents.map(\.name) + sectionEvents.map(\.0) + tableEventNames)
    #expect(names == Set(CoreEvent.allCases.map(\.name)))
  }
}
