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

  @Test func theReorderedRowThenAHandlerThenTheAppAnswer() {
    for handler in [false, true] {
      for app in [false, true] {
        for performs in [false, true] {
          #expect(
            DropRules.proposalAnswer(
              reordersRow: true, handlerAnswers: handler, appAnswers: app, performsDrops: performs)
              == .reorder)
          #expect(
            DropRules.proposalAnswer(
              reordersRow: false, handlerAnswers: true, appAnswers: app, performsDrops: performs)
              == .handler)
        }
      }
    }
    #expect(
      DropRules.proposalAnswer(
        reordersRow: false, handlerAnswers: false, appAnswers: true, performsDrops: false) == .app)
  }

  @Test func whereNobodyAnswersADropIsACopyOnlyWhereSomeonePerformsIt() {
    #expect(
      DropRules.proposalAnswer(
        reordersRow: false, handlerAnswers: false, appAnswers: false, performsDrops: true)
        == .unanswered(DropProposal(.copy)))
    #expect(
      DropRules.proposalAnswer(
        reordersRow: false, handlerAnswers: false, appAnswers: false, performsDrops: false)
        == .unanswered(.cancel))
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
