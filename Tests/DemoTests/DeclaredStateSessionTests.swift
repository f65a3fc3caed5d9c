import TableHandlersCore
import Testing

@testable import DemoScenarios

/// The interactive mode on the screens that declare state: the feed loads its next page as the
/// cursor nears the end, once; the contacts screen jumps by its index and, once empty, taps its
/// empty state's button.
@MainActor
@Suite("The interactive mode on declared state")
struct DeclaredStateSessionTests {
  @Test func theCursorNearingTheEndOfTheFeedLoadsTheNextPageOnce() {
    let session = InteractiveSession(scenario: .feed)
    let firstScreen = Array(repeating: "down", count: 7).joined(separator: " ")
    #expect(session.play(firstScreen).isEmpty, "the first page's end is not on screen yet")
    #expect(session.play("down down") == ["  → reached the end: load page 2"])
    #expect(session.play("down down down").isEmpty, "one page, one load")
    #expect(session.play("tap") == ["  → didSelectRow: open post 13"])
  }

  @Test func contactsJumpByTheIndexAndTheEmptyStatesButtonBringsThemBack() {
    let session = InteractiveSession(scenario: .contacts)
    #expect(session.play([.jump("Q")]) == ["  Q jumps to section 6"])
    #expect(session.screen.contains(">   Radia Perlman"))
    let deleteAll = Array(repeating: "up delete confirm", count: 8).joined(separator: " ")
    _ = session.play(deleteAll)
    #expect(session.screen.contains("(empty: No Contacts"))
    #expect(session.play("tap") == ["  → empty state's button: add the sample contacts"])
    #expect(session.screen.contains("Ada Lovelace"))
  }

  @Test func jumpReadsTheTitleAfterTheWord() {
    #expect(InteractiveCommand(line: "jump m") == .jump("M"))
    #expect(InteractiveCommand(line: "Jump #") == .jump("#"))
  }
}
