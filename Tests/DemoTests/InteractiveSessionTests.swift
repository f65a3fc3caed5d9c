import TableHandlersCore
import TestSupport
import Testing

@testable import DemoScenarios

@MainActor
@Suite("The interactive mode, driven by scripts")
struct InteractiveSessionTests {
  @Test func afterADeleteAndAMoveEachRowFiresItsOwnHandler() {
    let session = InteractiveSession(scenario: .blocksKitSample)
    #expect(
      session.play("down down delete confirm") == [
        "  the swipe shows a [Delete] button: d or y taps it, n or Esc hides it",
        "  → commitEditing delete 1.0: delete Row A",
      ])
    #expect(
      session.play("edit down down move up up drop edit").filter { $0.contains("→") } == [
        "  → moveRow 1.2 -> 1.0: Row D"
      ])
    #expect(
      session.play("tap down tap down tap") == [
        "  → didSelectRow 1.0: the handler registered for Row D",
        "  → didSelectRow 1.1: the handler registered for Row B",
        "  → didSelectRow 1.2: the handler registered for Row C",
      ])
    #expect(session.play("accessory") == ["  → accessoryButtonTapped 1.2: details of Row C"])
  }

  @Test func inEditingModeDeletesThroughTheRowsControl() {
    let session = InteractiveSession(scenario: .blocksKitSample)
    #expect(
      session.play("edit down down down delete") == [
        "  editing: m moves a row that shows ≡, d deletes one that shows ⊖",
        "  → commitEditing delete 1.1: delete Row B",
      ])
    #expect(
      session.play("edit up tap").last == "  → didSelectRow 1.0: the handler registered for Row A")
  }

  @Test func keysFromTheTerminalDriveTheSameSession() {
    let session = InteractiveSession(scenario: .blocksKitSample)
    // ↓ j d d: swipe Row A and tap Delete; then Enter on the row that took its place.
    for command in InteractiveCommand.commands(fromKeys: [0x1B, 0x5B, 0x42, 0x6A, 0x64, 0x64]) {
      session.perform(command)
    }
    #expect(session.log.lines.last == "  → commitEditing delete 1.0: delete Row A")
    session.perform(InteractiveCommand.commands(fromKeys: [0x0D])[0])
    #expect(session.log.lines.last == "  → didSelectRow 1.0: the handler registered for Row B")
  }

  @Test func theDropFollowsTargetForMove() {
    let session = InteractiveSession(scenario: .blocksKitSample)
    // Row D hovers up to the Phone row; the handler keeps it in the Editing section.
    #expect(
      session.play("edit down down down down down move up up up up drop").suffix(2) == [
        "  → moveRow 1.3 -> 1.0: Row D",
        "  targetForMove sent the row to 1.0 instead of 0.1",
      ])
    #expect(session.cursorPosition == TablePosition(section: 1, row: 0))
    #expect(session.screen.contains(">   ⊖ Row D ⓘ ≡"))
  }

  @Test func theScreenMarksTheCursorAndTheRowBeingMoved() {
    let session = InteractiveSession(scenario: .blocksKitSample)
    session.play("down down down")
    #expect(session.screen.split(separator: "\n").filter { $0.hasPrefix(">") } == [">   Row B ⓘ"])
    session.play("edit move down")
    let marked = session.screen.split(separator: "\n").filter {
      $0.hasPrefix(">") || $0.hasPrefix("*")
    }
    #expect(marked == ["*   ⊖ Row B ⓘ ≡", ">   ⊖ Row C ⓘ ≡"])
    #expect(session.screen.hasSuffix("↑↓/jk choose where · ⏎ drop · n/Esc cancel · q quit"))
  }

  @Test(arguments: [
    (Scenario.arrayOfArrays, "delete", "no swipe-to-delete here: commitEditing is not answered"),
    (.blocksKitSample, "delete", "no swipe-to-delete on 0.0: canEditRow says no"),
    (
      .blocksKitSample, "edit delete",
      "no delete control on 0.0: canEditRow says no, or its editingStyle is none"
    ),
    (.arrayOfArrays, "edit delete", "no delete control here: commitEditing is not answered"),
    (.blocksKitSample, "move", "no move outside editing mode: e shows the reorder controls"),
    (.blocksKitSample, "edit move", "0.0 cannot move: canMoveRow says no"),
    (.arrayOfArrays, "edit move", "no move here: moveRow is not answered"),
    (
      .blocksKitSample, "accessory", "no detail button on 0.0: only ⓘ reports accessoryButtonTapped"
    ),
    (
      .arrayOfArrays, "copy",
      "no menu here: shouldShowMenu, canPerformAction and performAction are not all answered"
    ),
    (.blocksKitSample, "down down copy", "no menu on 1.0: shouldShowMenu says no"),
    (.blocksKitSample, "tap", "selected 0.0: no handler fired"),
    (.blocksKitSample, "edit down down tap", "no selection while editing: e leaves editing mode"),
    (.blocksKitSample, "confirm", "no delete button to tap: d swipes the row first"),
    (.blocksKitSample, "drop", "nothing to drop: in editing mode, m starts a move"),
    (.blocksKitSample, "up", "already on the first row"),
    (.itemDetail, "up", "already on the first row"),
    (
      .blocksKitSample, "down down delete tap",
      "the delete button shows: d or y taps it, n or Esc hides it"
    ),
    (
      .blocksKitSample, "edit down down move copy",
      "moving 1.0: ↑/↓ choose where, Enter drops, Esc cancels"
    ),
    (.blocksKitSample, "x", "'x' means nothing here: the keys are listed below"),
    (
      .blocksKitSample, "p",
      "no item to change here: p, w, + and - change seed 000's item (table-demo -i 000)"
    ),
    (
      .arrayOfArrays, "+",
      "no item to change here: p, w, + and - change seed 000's item (table-demo -i 000)"
    ),
    (.itemDetail, "- - -", "no comment to remove: + adds one"),
    (
      .settings, "down down down down down down down down tap",
      "2.0 is disabled: it cannot be selected"
    ),
  ])
  func anUnavailableActionSaysWhy(scenario: Scenario, script: String, reason: String) {
    let session = InteractiveSession(scenario: scenario)
    #expect(session.play(script).last == "  " + reason)
    #expect(session.screen.contains("\n  \(reason)\n"))
  }

  @Test func cancellingADeleteOrAMoveChangesNothing() {
    let session = InteractiveSession(scenario: .blocksKitSample)
    let before = session.table.render()
    #expect(session.play("down down delete cancel").last == "  the delete button is hidden")
    #expect(session.table.render() == before)
    #expect(session.play("edit down move down down cancel").last == "  move cancelled")
    #expect(session.cursorPosition == TablePosition(section: 1, row: 1))
    session.play("edit")
    #expect(session.table.render() == before)
  }

  @Test func theDeclaredItemScreenStaysAlive() {
    let session = InteractiveSession(scenario: .itemDetail)
    #expect(session.play("down down tap") == ["  → didSelectRow 0.2: show Japan"])
    #expect(session.play("p") == ["  cleared the price", "  → update: delete row 3.1"])
  }

  @Test func theSettingsChoiceMarksTheModelsValue() {
    let session = InteractiveSession(scenario: .settings)
    #expect(
      session.play("down down down down down down tap") == [
        "  → singleChoice Sort By: Sender", "  → update: reload rows 1.0, 1.1",
      ])
    // Tapping the chosen row keeps the choice: exactly one.
    #expect(session.play("tap") == ["  selected 1.1: no handler fired"])
    #expect(session.screen.contains(">   Sender ✓\n    Subject\n"))
    #expect(
      session.play("down down down tap") == [
        "  → didSelectRow 2.1: sign out (a confirmation would ask first)"
      ])
  }

  @Test func eachChangeOfTheItemPrintsItsBatchAndTheTableShowsIt() {
    let session = InteractiveSession(scenario: .itemDetail)
    #expect(
      session.screen.hasSuffix("\nthe item: p price · w memo · + add a comment · - remove one"))
    #expect(session.play("p") == ["  cleared the price", "  → update: delete row 3.1"])
    #expect(session.play("w") == ["  cleared the memo", "  → update: delete row 2.1"])
    #expect(
      session.play("- -") == [
        "  removed a comment: 1 comment left", "  → update: reload row 4.0",
        "  removed a comment: no comments left", "  → update: delete section 4",
      ])
    #expect(
      session.table.render() == """
        Item
          Name — Matcha KitKat
          Photo — kitkat.jpg
          Country — Japan

        Like
          Like ›

        Memo
          Tags — sweets, gift
          User — hmori

        Info
          Bought — 2013-04-01
          Where — Narita airport

        Your comment
          Add a comment… ›
        """)
    #expect(
      session.play("+ price memo") == [
        "  added a comment: 1 comment", "  → update: insert section 4",
        "  filled the price: ¥500", "  → update: insert row 3.1",
        "  filled the memo: Bought two boxes", "  → update: insert row 2.1",
      ])
    #expect(
      session.table.render() == """
        Item
          Name — Matcha KitKat
          Photo — kitkat.jpg
          Country — Japan

        Like
          Like ›

        Memo
          Tags — sweets, gift
          Memo — Bought two boxes
          User — hmori

        Info
          Bought — 2013-04-01
          Price — ¥500
          Where — Narita airport

        Comments
          Comments — 1 ›

        Your comment
          Add a comment… ›
        """)
    // The rows the update inserted fire their declared handlers.
    #expect(session.play("down down down down down tap") == ["  → didSelectRow 2.1: edit the memo"])
  }

  @Test func theCursorStaysOnItsRowWhenTheItemChanges() {
    let session = InteractiveSession(scenario: .itemDetail)
    session.play("down down down down down down down down down")
    #expect(session.cursorPosition == TablePosition(section: 3, row: 2))
    session.play("p")
    #expect(session.cursorPosition == TablePosition(section: 3, row: 1))
    #expect(
      session.screen.split(separator: "\n").filter { $0.hasPrefix(">") } == [
        ">   Where — Narita airport"
      ])
    session.play("- - w up")
    #expect(session.cursorPosition == TablePosition(section: 3, row: 0))
    // The memo comes back above the cursor's row: the cursor stays on Bought.
    session.play("w")
    #expect(session.cursorPosition == TablePosition(section: 3, row: 0))
    // The row under the cursor goes: the cursor takes the row that comes next.
    session.play("up up w")
    #expect(session.cursorPosition == TablePosition(section: 2, row: 1))
    #expect(
      session.screen.split(separator: "\n").filter { $0.hasPrefix(">") } == [">   User — hmori"])
  }

  @Test(arguments: ["quit", "down down delete quit", "edit down down down move up quit"])
  func quittingEndsTheSession(script: String) {
    let session = InteractiveSession(scenario: .blocksKitSample)
    session.play(script)
    #expect(session.isFinished)
    let lines = session.log.lines
    let render = session.table.render()
    session.play("down tap confirm drop edit")
    #expect(session.log.lines == lines)
    #expect(session.table.render() == render)
  }

  /// Random commands on every scenario: the cursor stays on a row of the table, exactly one
  /// line of the screen carries it, and no command is silent, except an arrow that moves.
  @Test(arguments: Scenario.allCases)
  func randomCommandsKeepTheCursorOnARowAndAreNeverSilent(scenario: Scenario) throws {
    let commands: [InteractiveCommand] = [
      .up, .down, .up, .down, .tap, .accessory, .delete, .confirm, .cancel, .edit, .move, .drop,
      .copy, .price, .memo, .addComment, .removeComment,
    ]
    var random = SplitMix64(seed: 0x7AB1E + (UInt64(scenario.rawValue) ?? 0x5E7))
    let session = InteractiveSession(scenario: scenario)
    for step in 0..<600 {
      let command = commands[Int(random.next() % UInt64(commands.count))]
      let cursor = session.cursorPosition
      let lines = session.play([command])
      let position = try #require(session.cursorPosition, "step \(step)")
      #expect(session.table.contains(position), "step \(step): \(command)")
      #expect(
        session.screen.split(separator: "\n").filter { $0.hasPrefix(">") }.count == 1,
        "step \(step): \(command)")
      let moved = (command == .up || command == .down) && session.cursorPosition != cursor
      #expect(!lines.isEmpty || moved, "step \(step): \(command) was silent")
      #expect(!lines.contains { $0.contains("error:") }, "step \(step): \(command)")
    }
  }
}

extension InteractiveSession {
  /// Performs a script of command names, as typed one a line, and returns the lines it wrote.
  @discardableResult
  fileprivate func play(_ script: String) -> [String] {
    play(script.split(separator: " ").compactMap { InteractiveCommand(line: String($0)) })
  }

  /// Performs commands and returns the lines they wrote.
  @discardableResult
  fileprivate func play(_ commands: [InteractiveCommand]) -> [String] {
    let start = log.lines.count
    for command in commands { perform(command) }
    return Array(log.lines[start...])
  }
}
