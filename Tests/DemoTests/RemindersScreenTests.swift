import TableHandlersCore
import Testing

@testable import DemoScenarios

/// The reminders screen follows its `@Observable` model: a change leaves the table as it was
/// until the main actor runs, so nothing in the screen, its handlers or the session updates the
/// table itself; once it runs, one update follows a turn's changes, and a change the
/// declaration did not read declares nothing.
@MainActor
@Suite("The reminders screen follows its observable model")
struct RemindersScreenTests {
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  @Test func changesInOneTurnLeaveTheTableUntilItEndsThenMakeOneUpdate() async {
    let screen = RemindersScreen(log: DemoLog())
    let before = screen.table.render()
    #expect(screen.declarations == 1)
    screen.model.add("Call the bank")
    screen.model.rename("milk", to: "Buy oat milk")
    screen.model.setDone("rent", true)
    // An explicit update would have changed the table by now.
    #expect(screen.table.render() == before)
    #expect(screen.updates == 0)
    await screen.settle()
    #expect(screen.declarations == 2)
    #expect(screen.updates == 1)
    #expect(
      screen.table.render() == """
        To Do
          Buy oat milk [off]
          Water the plants [off]
          Call the bank [off]

        Completed
          Pay rent [on]
          Renew passport [on]

          Show Completed [on]
        """)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  @Test func aChangeNoRowReadsDeclaresNothing() async {
    let screen = RemindersScreen(log: DemoLog())
    let before = screen.table.render()
    screen.table.tap(TablePosition(section: 0, row: 1))
    #expect(screen.model.lastOpened == "rent")
    await screen.settle()
    #expect(screen.declarations == 1, "the closure did not read lastOpened: it did not run")
    #expect(screen.updates == 0)
    #expect(screen.table.render() == before)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  @Test func aHandlerChangesOnlyTheModelAndTheTableFollows() async {
    let log = DemoLog()
    let screen = RemindersScreen(log: log)
    let showCompleted = TablePosition(section: 2, row: 0)
    #expect(screen.table.toggle(showCompleted))
    #expect(!screen.model.showsCompleted)
    #expect(screen.table.numberOfSections == 3, "the handler did not update the table")
    await screen.settle()
    #expect(
      screen.table.render() == """
        To Do
          Buy milk [off]
          Pay rent [off]
          Water the plants [off]

          Show Completed [off]
        """)
    #expect(
      log.lines.suffix(2) == [
        "  → toggle Show Completed: off", "  → update: delete section 1; then reconfigure row 1.0",
      ])
    // Showing them again is one more change of the model: the table follows it back.
    screen.model.showsCompleted = true
    await screen.settle()
    #expect(screen.table.numberOfSections == 3)
    #expect(screen.updates == 2)
  }

  @Test func theSessionsCommandsChangeTheModelAndTheTableFollowsOnceSettled() async {
    let session = InteractiveSession(scenario: .reminders)
    #expect(
      session.screen.hasSuffix(
        "\nthe model: + add a reminder · - remove it · r rename it (the table follows)"))
    let before = session.table.render()
    #expect(session.play("+") == ["  added New reminder 1 to the model"])
    #expect(session.table.render() == before, "the command changed the model, not the table")
    await session.settle()
    #expect(session.log.lines.last == "  → update: insert row 0.3")
    #expect(session.table.render().contains("  New reminder 1 [off]\n"))

    #expect(
      await session.playSettling("down r") == [
        "  renamed Pay rent to Pay rent (renamed) in the model", "  → update: reconfigure row 0.1",
      ])
    #expect(
      await session.playSettling("t") == [
        "  → toggle Pay rent (renamed): done",
        "  → update: move row 0.1 to 1.0; then reconfigure row 1.0",
      ])
    // The cursor followed its row to the other section.
    #expect(session.cursorPosition == TablePosition(section: 1, row: 0))
    #expect(
      await session.playSettling("r -") == [
        "  renamed Pay rent (renamed) to Pay rent in the model", "  → update: reconfigure row 1.0",
        "  removed Pay rent from the model", "  → update: delete row 1.0",
      ])
    #expect(session.cursorPosition == TablePosition(section: 1, row: 0))
    #expect(session.screen.contains(">   Renew passport [on]\n"))
  }

  @Test func withoutSettlingTheTableHasNotFollowedYet() {
    let session = InteractiveSession(scenario: .reminders)
    let before = session.table.render()
    session.play("+ + down r")
    #expect(session.table.render() == before)
  }
}
