import TableHandlersCore
import Testing

/// Whether the user may move a row: the one rule the table view, the list and the headless
/// table read.
@MainActor
@Suite("Move rules")
struct MoveRulesTests {
  @Test func aRowMovesOnlyWhereAMoveHandlerReachesItOrTheAppFollows() {
    let handlers = TableHandlers()
    handlers.on(.moveRow, at: .section(0)) { _ in }
    let table = TestTable()
    var asked: [TablePosition] = []
    let canMove: (TablePosition) -> () -> Bool = { position in
      {
        asked.append(position)
        return true
      }
    }
    #expect(handlers.userMayMove(at: pos(0, 1), canMoveRow: canMove(pos(0, 1))))
    #expect(!handlers.userMayMove(at: pos(1, 0), canMoveRow: canMove(pos(1, 0))))
    #expect(asked == [pos(0, 1)])
    #expect(handlers.userMayMove(at: pos(1, 0), appFollows: true, canMoveRow: canMove(pos(1, 0))))
    #expect(handlers.userMayMove(at: pos(1, 0), on: table, appFollows: true))
    #expect(!handlers.userMayMove(at: pos(1, 0), on: table))
  }

  @Test func whereSomeoneFollowsCanMoveRowDecidesAHandlerOverTheApp() {
    let handlers = TableHandlers()
    handlers.on(.moveRow, at: .section(0)) { _ in }
    let table = TestTable()
    #expect(handlers.userMayMove(at: pos(0, 0), on: table))
    #expect(!handlers.userMayMove(at: pos(0, 0), on: table, app: false))
    handlers.on(.canMoveRow, at: .section(0)) { call in call.position.row > 0 }
    #expect(!handlers.userMayMove(at: pos(0, 0), on: table, app: true))
    #expect(handlers.userMayMove(at: pos(0, 1), on: table, app: false))
  }
}

/// Whether a table takes a drop session and who answers what a drop would do: the one order
/// the table view, the list and the headless table read.
@Suite("Drop proposal order")
struct DropProposalOrderTests {
  @Test func aReorderedRowIsHandledWithoutAskingCanHandleDrop() {
    var asked = 0
    let ask: () -> Bool = {
      asked += 1
      return false
    }
    #expect(DropRules.handlesSession(reordersRow: true, canHandleDrop: ask))
    #expect(asked == 0)
    #expect(!DropRules.handlesSession(reordersRow: false, canHandleDrop: ask))
    #expect(asked == 1)
  }

  /// Who answered: `"reorder"`, `"handler"`, `"app"`, or the unanswered proposal (`"copy"`,
  /// `"cancel"`).
  private static func answer(
    reordering: Bool, handler: Bool, app: Bool, performsDrops: Bool
  ) -> String {
    DropRules.proposal(
      reordering: reordering ? pos(0, 0) : nil, reordered: { _ in "reorder" },
      handlerAnswers: handler, handler: { "handler" }, app: app ? "app" : nil,
      performsDrops: performsDrops,
      as: { $0 == DropProposal(.copy) ? "copy" : $0 == .cancel ? "cancel" : "\($0)" })
  }

  @Test func theReorderedRowThenAHandlerThenTheAppAnswer() {
    for handler in [false, true] {
      for app in [false, true] {
        for performs in [false, true] {
          #expect(
            Self.answer(reordering: true, handler: handler, app: app, performsDrops: performs)
              == "reorder")
          #expect(
            Self.answer(reordering: false, handler: true, app: app, performsDrops: performs)
              == "handler")
        }
      }
    }
    #expect(
      Self.answer(reordering: false, handler: false, app: true, performsDrops: false) == "app")
  }

  @Test func whereNobodyAnswersADropIsACopyOnlyWhereSomeonePerformsIt() {
    #expect(
      Self.answer(reordering: false, handler: false, app: false, performsDrops: true)
        == "copy")
    #expect(
      Self.answer(reordering: false, handler: false, app: false, performsDrops: false)
        == "cancel")
  }
}

/// When an update a handler asks for is applied, by the kind of run: the one table every host
/// reads.
@Suite("Handler run timing")
struct HandlerRunTimingTests {
  @Test func callbacksMenuItemsAndTheDetailButtonWaitForTheCallbackTheRestForTheHandler() {
    let timing = Dictionary(uniqueKeysWithValues: HandlerRun.allCases.map { ($0, $0.updateTiming) })
    #expect(
      timing == [
        .callback: .afterCallback, .menuItem: .afterCallback, .accessoryButton: .afterCallback,
        .swipeAction: .afterHandler, .control: .afterHandler, .disclosure: .afterHandler,
      ])
  }
}
