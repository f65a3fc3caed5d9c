import Testing

@testable import DemoScenarios

@Suite("The interactive mode's keys and typed lines")
struct InteractiveCommandTests {
  @Test(arguments: [
    ("up", InteractiveCommand.up), ("k", .up), ("down", .down), ("j", .down), ("tap", .tap),
    ("accessory", .accessory), ("a", .accessory), ("delete", .delete), ("d", .delete),
    ("confirm", .confirm), ("y", .confirm), ("cancel", .cancel), ("n", .cancel),
    ("edit", .edit), ("e", .edit), ("move", .move), ("m", .move), ("drop", .drop),
    ("copy", .copy), ("c", .copy), ("price", .price), ("p", .price), ("memo", .memo),
    ("w", .memo), ("add comment", .addComment), ("+", .addComment),
    ("remove comment", .removeComment), ("-", .removeComment), ("add", .addComment),
    ("rename", .rename), ("r", .rename), ("quit", .quit), ("q", .quit),
    ("toggle", .toggle), ("t", .toggle), ("increment", .increment), ("l", .increment),
    ("decrement", .decrement), ("h", .decrement), ("swipe", .swipe), ("s", .swipe),
    ("menu", .menu), ("o", .menu), ("choose 2", .choose(2)), ("Choose9", .choose(9)),
    ("1", .choose(1)), ("9", .choose(9)), ("0", .unknown("0")), ("choose 0", .unknown("choose0")),
    ("choose 12", .unknown("choose12")),
    ("  Down \t", .down),
    ("dance", .unknown("dance")),
  ])
  func aLineNamesACommandOrItsKey(line: String, command: InteractiveCommand) {
    #expect(InteractiveCommand(line: line) == command)
  }

  @Test func aBlankLineIsNoCommand() {
    #expect(InteractiveCommand(line: "") == nil)
    #expect(InteractiveCommand(line: "   ") == nil)
  }

  @Test(
    arguments: [
      ([0x1B, 0x5B, 0x41], [InteractiveCommand.up]),  // ESC [ A
      ([0x1B, 0x5B, 0x42], [.down]),  // ESC [ B
      ([0x1B, 0x4F, 0x41], [.up]),  // ESC O A, application cursor keys
      ([0x1B], [.cancel]),  // Esc alone
      ([0x1B, 0x5B, 0x33, 0x7E], [.delete]),  // the forward-delete key
      ([0x0D], [.tap]), ([0x0A], [.tap]), ([0x20], [.tap]),
      ([0x03], [.quit]), ([0x04], [.quit]),  // Ctrl-C, Ctrl-D
      ([0x6A, 0x6A, 0x0D], [.down, .down, .tap]),  // typed ahead: j j Enter
      ([0x1B, 0x5B, 0x42, 0x1B], [.down, .cancel]),
      ([0x1B, 0x5B, 0x43], [.increment]),  // →
      ([0x1B, 0x5B, 0x44], [.decrement]),  // ←
      ([0x1B, 0x5B, 0x48], [.unknown("escape sequence")]),  // Home
      (
        [0x74, 0x68, 0x6C, 0x73, 0x6F, 0x32],
        [.toggle, .decrement, .increment, .swipe, .menu, .choose(2)]
      ),  // t h l s o 2
      ([0x70, 0x77, 0x2B, 0x2D], [.price, .memo, .addComment, .removeComment]),  // p w + -
      ([0x78], [.unknown("x")]),
      ([0xC3, 0xA9, 0x71], [.unknown("é"), .quit]),
      ([0x1A], [.unknown("control-Z")]),
    ] as [([UInt8], [InteractiveCommand])])
  func keysDecodeToCommands(bytes: [UInt8], commands: [InteractiveCommand]) {
    #expect(InteractiveCommand.commands(fromKeys: bytes) == commands)
  }
}
