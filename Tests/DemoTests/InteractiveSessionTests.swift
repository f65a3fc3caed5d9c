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
    (Scenario.movingSections, "delete", "no swipe-to-delete here: commitEditing is not answered"),
    (.blocksKitSample, "delete", "no swipe-to-delete on 0.0: canEditRow says no"),
    (
      .blocksKitSample, "edit delete",
      "no delete control on 0.0: canEditRow says no, or its editingStyle is none"
    ),
    (.movingSections, "edit delete", "no delete control here: commitEditing is not answered"),
    (.blocksKitSample, "move", "no move outside editing mode: e shows the reorder controls"),
    (.blocksKitSample, "edit move", "0.0 cannot move: canMoveRow says no"),
    (.movingSections, "edit move", "no move here: moveRow is not answered"),
    (
      .blocksKitSample, "accessory", "no detail button on 0.0: only ⓘ reports accessoryButtonTapped"
    ),
    (
      .movingSections, "copy",
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
      .blocksKitSample, "r",
      "nothing to rename here: r renames a reminder in table-demo -i reminders"
    ),
    (
      .blocksKitSample, "p",
      "no item to change here: p, w, + and - change the item in table-demo -i item-detail"
    ),
    (
      .movingSections, "+",
      "no item to change here: p, w, + and - change the item in table-demo -i item-detail"
    ),
    (.itemDetail, "- - -", "no comment to remove: + adds one"),
    (
      .settings, "down down down down down down down down tap",
      "2.0 is disabled: it cannot be selected"
    ),
    (.blocksKitSample, "t", "no switch on 0.0: t flips a row's [on]/[off]"),
    (
      .settings, "down down down down down down down down t",
      "the switch of 2.0 is disabled"
    ),
    (.settings, "l", "no stepper, slider or segmented control on 0.0: ←/→ change one"),
    (.settings, "down down h h h h h h", "the stepper of 0.2 is already at its minimum"),
    (.settings, "down down down l l l l l l", "the slider of 0.3 is already at its maximum"),
    (
      .settings, "s",
      "no swipe actions here: leadingSwipeActions and trailingSwipeActions are not answered"
    ),
    (.blocksKitSample, "s", "no swipe actions on 0.0: no handler offers any for this row"),
    (
      .blocksKitSample, "edit down down s", "no swipe actions while editing: e leaves editing mode"
    ),
    (.settings, "o", "no context menu here: contextMenu is not answered"),
    (.blocksKitSample, "o", "no context menu on 0.0: no handler offers one for this row"),
    (
      .blocksKitSample, "2", "nothing to choose: s lists the row's swipe actions, o opens its menu"
    ),
    (.blocksKitSample, "down down down down s 9", "no action 9: 1 to 2 perform one"),
    (.blocksKitSample, "down down o 7", "no item 7: 1 to 3 choose one"),
    (
      .blocksKitSample, "down down down down s tap",
      "the swipe shows its actions: a number performs one, n or Esc closes it"
    ),
    (
      .blocksKitSample, "down down o tap",
      "the menu is open: a number chooses an item, n or Esc closes it"
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
        "  → singleChoice Sort By: Sender", "  → update: reconfigure rows 1.0, 1.1",
      ])
    // Tapping the chosen row keeps the choice: exactly one.
    #expect(session.play("tap") == ["  selected 1.1: no handler fired"])
    #expect(session.screen.contains(">   Sender ✓\n    Subject\n"))
    #expect(
      session.play("down down down tap") == [
        "  → didSelectRow 2.1: sign out (a confirmation would ask first)"
      ])
  }

  @Test func theSettingsControlsShowTheModelsValueAndARefusedChangeSpringsBack() {
    let session = InteractiveSession(scenario: .settings)
    #expect(session.screen.hasSuffix("\nt switch · ←→/hl value · s swipe actions · o menu"))
    #expect(
      session.play("t") == ["  → toggle Airplane Mode: on", "  → update: reconfigure row 0.0"])
    #expect(
      session.play("down toggle") == [
        "  → toggle Passcode Lock: on refused, authentication failed"
      ])
    #expect(session.screen.contains(">   Passcode Lock [off]\n"))
    #expect(
      session.play("down l increment h") == [
        "  → stepper Text Size: 18", "  → update: reconfigure row 0.2",
        "  → stepper Text Size: 19", "  → update: reconfigure row 0.2",
        "  → stepper Text Size: 18", "  → update: reconfigure row 0.2",
      ])
    // → and ← from the terminal move the slider by a tenth of its range.
    session.play("down")
    for command in InteractiveCommand.commands(fromKeys: [0x1B, 0x5B, 0x43, 0x1B, 0x5B, 0x43]) {
      session.perform(command)
    }
    #expect(
      session.log.lines.suffix(2) == [
        "  → slider Brightness: 0.7", "  → update: reconfigure row 0.3",
      ])
    #expect(
      session.table.render().hasPrefix(
        """
        General
          Airplane Mode [on]
          Passcode Lock [off]
          Text Size [− 18 +]
          Brightness [slider 0.7]
        """))
  }

  @Test func theEditingRowsSwipeActionsAndMenuGoThroughTheModel() {
    let session = InteractiveSession(scenario: .blocksKitSample)
    // Row A keeps the sample's swipe-to-delete: trailing swipe actions would replace it.
    #expect(
      session.play("down down s") == [
        "  no swipe actions on 1.0: no handler offers any for this row"
      ])
    #expect(
      session.play("down down s") == [
        "  trailing swipe actions of 1.2: 1 Delete (destructive) · 2 Flag"
      ])
    #expect(session.screen.hasSuffix("1–9 perform an action · n/Esc close the swipe · q quit"))
    #expect(
      session.play("2") == [
        "  → swipe action Flag 1.2: flag Row C", "  Flag performed: the swipe closes",
      ])
    #expect(session.screen.contains(">   Row C · Flagged ⓘ\n"))
    #expect(
      session.play("menu") == [
        "  context menu of 1.2: 1 Details · 2 ✓ Flag · 3 Delete (destructive)"
      ])
    #expect(session.screen.hasSuffix("1–9 choose an item · n/Esc close the menu · q quit"))
    #expect(session.play("3") == ["  → menu Delete 1.2: delete Row C"])
    // The row below took its place, with its own handlers.
    #expect(
      session.play("o 1") == [
        "  context menu of 1.2: 1 Details · 2 Flag · 3 Delete (destructive)",
        "  → menu Details 1.2: details of Row D",
      ])
    #expect(
      session.play("s n") == [
        "  trailing swipe actions of 1.2: 1 Delete (destructive) · 2 Flag", "  the swipe closes",
      ])
    #expect(
      session.play("s 1") == [
        "  trailing swipe actions of 1.2: 1 Delete (destructive) · 2 Flag",
        "  → swipe action Delete 1.2: delete Row D", "  Delete performed: the swipe closes",
      ])
    // The cursor stays on a row; the legacy copy menu of the Copy & Paste rows still works.
    #expect(session.cursorPosition == TablePosition(section: 1, row: 1))
    #expect(
      session.play("up up c").last
        == "  → performAction copy: at 0.1: pasteboard = +81 3 0000 0000")
    #expect(
      session.table.render().hasSuffix(
        """
        Editing
          Row A ⓘ
          Row B ⓘ
          (EDIT button press.)
        """))
  }

  @Test func eachChangeOfTheItemPrintsItsBatchAndTheTableShowsIt() {
    let session = InteractiveSession(scenario: .itemDetail)
    #expect(
      session.screen.hasSuffix("\nthe item: p price · w memo · + add a comment · - remove one"))
    #expect(session.play("p") == ["  cleared the price", "  → update: delete row 3.1"])
    #expect(session.play("w") == ["  cleared the memo", "  → update: delete row 2.1"])
    #expect(
      session.play("- -") == [
        "  removed a comment: 1 comment left", "  → update: reconfigure row 4.0",
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

  @Test(arguments: [
    "quit", "down down delete quit", "edit down down down move up quit", "down down s quit",
    "down down o quit",
  ])
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

  /// Random commands on every scenario keep the cursor on a row and are never silent.
  ///
  /// The cursor stays on a row of the table, exactly one line of the screen carries it, and no
  /// command is silent, except an arrow that moves. A table may lose every row only where it
  /// declares an empty state, which then shows. After each command the session settles, as the
  /// demo's loop does: a table that follows its model has followed it before the checks.
  @Test(arguments: Scenario.allCases)
  func randomCommandsKeepTheCursorOnARowAndAreNeverSilent(scenario: Scenario) async throws {
    let commands: [InteractiveCommand] = [
      .up, .down, .up, .down, .tap, .accessory, .delete, .confirm, .cancel, .edit, .move, .drop,
      .copy, .price, .memo, .addComment, .removeComment, .toggle, .increment, .decrement,
      .swipe, .menu, .choose(1), .choose(2), .choose(3), .rename,
    ]
    var random = SplitMix64(seed: 0x7AB1E + (scenario.alias.flatMap { UInt64($0) } ?? 0x5E7))
    let session = InteractiveSession(scenario: scenario)
    for step in 0..<600 {
      let command = commands[Int(random.next() % UInt64(commands.count))]
      let cursor = session.cursorPosition
      let lines = await session.playSettling([command])
      guard let position = session.cursorPosition else {
        #expect(session.table.emptyState != nil, "step \(step): no row, and no empty state")
        #expect(session.screen.contains("(empty: "), "step \(step)")
        #expect(!lines.isEmpty, "step \(step): \(command) was silent")
        continue
      }
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
  func play(_ script: String) -> [String] {
    play(script.split(separator: " ").compactMap { InteractiveCommand(line: String($0)) })
  }

  /// Performs commands and returns the lines they wrote.
  @discardableResult
  func play(_ commands: [InteractiveCommand]) -> [String] {
    let start = log.lines.count
    for command in commands { perform(command) }
    return Array(log.lines[start...])
  }

  /// Performs a script of command names, settling after each as the demo's loop does, and
  /// returns the lines they wrote, the updates that followed the model included.
  @discardableResult
  func playSettling(_ script: String) async -> [String] {
    await playSettling(
      script.split(separator: " ").compactMap { InteractiveCommand(line: String($0)) })
  }

  /// Performs commands, settling after each, and returns the lines they wrote.
  @discardableResult
  func playSettling(_ commands: [InteractiveCommand]) async -> [String] {
    let start = log.lines.count
    for command in commands {
      perform(command)
      await settle()
    }
    return Array(log.lines[start...])
  }
}
