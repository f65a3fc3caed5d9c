/// What a key or a typed line asks the interactive mode to do.
///
/// The same command can mean different things in different modes: ``tap`` drops a row being
/// moved, ``delete`` taps the delete button once it shows. ``InteractiveSession`` decides.
public enum InteractiveCommand: Equatable, Sendable {
  /// Moves the cursor, or the destination of a move, one row up (↑, `k`).
  case up
  /// Moves the cursor, or the destination of a move, one row down (↓, `j`).
  case down
  /// Taps the row under the cursor, or drops the row being moved (Enter, space).
  case tap
  /// Taps the row's detail button (`a`).
  case accessory
  /// Swipes the row to show its delete button, or taps the button once it shows (`d`).
  case delete
  /// Taps the delete button that a swipe shows (`y`).
  case confirm
  /// Hides the delete button, or cancels a move (Esc, `n`).
  case cancel
  /// Enters or leaves editing mode (`e`).
  case edit
  /// Starts moving the row under the cursor (`m`).
  case move
  /// Drops the row being moved where the cursor is.
  case drop
  /// Long-presses the row and chooses "copy:" if the menu offers it (`c`).
  case copy
  /// Flips the switch of the row under the cursor (`t`).
  case toggle
  /// Steps the row's stepper up, moves its slider up a tenth, or selects its next segment
  /// (→, `l`).
  case increment
  /// Steps the row's stepper down, moves its slider down a tenth, or selects its previous
  /// segment (←, `h`).
  case decrement
  /// Swipes the row: lists its swipe actions, numbered, to perform one (`s`).
  case swipe
  /// Opens the row's context menu: lists its items, numbered, to choose one (`o`).
  case menu
  /// Performs the swipe action or chooses the menu item with this number (`1` to `9`).
  case choose(Int)
  /// Fills the item's price, or clears it (`p`; the item detail screen).
  case price
  /// Fills the item's memo, or clears it (`w`; the item detail screen).
  case memo
  /// Adds a comment to the item (`+`; the item detail screen), or a reminder (`add`; the
  /// reminders screen).
  case addComment
  /// Removes the item's last comment (`-`; the item detail screen).
  case removeComment
  /// Renames the reminder under the cursor, or names it back (`r`; the reminders screen).
  case rename
  /// Jumps to a title of the section index (`jump M`, from a pipe; the contacts screen).
  case jump(String)
  /// Ends the session (`q`, Ctrl-C, Ctrl-D, the end of the input).
  case quit
  /// A key or line the interactive mode does not know, as typed.
  case unknown(String)

  /// Reads one typed line: a command's name (`down`, `tap`, `add comment`, `choose 2`, …) or
  /// its key's letter (`j`, `d`, `+`, `2`, …).
  ///
  /// A line it does not know reads as ``unknown(_:)``; a blank line reads as no command (`nil`).
  ///
  /// - Parameter line: The line, without its newline; spaces and case are ignored.
  public init?(line: String) {
    let word = String(line.filter { !$0.isWhitespace }).lowercased()
    guard !word.isEmpty else { return nil }
    let names: [String: InteractiveCommand] = [
      "up": .up, "down": .down, "tap": .tap, "accessory": .accessory, "delete": .delete,
      "confirm": .confirm, "cancel": .cancel, "edit": .edit, "move": .move, "drop": .drop,
      "copy": .copy, "price": .price, "memo": .memo, "addcomment": .addComment,
      "removecomment": .removeComment, "toggle": .toggle, "increment": .increment,
      "decrement": .decrement, "swipe": .swipe, "menu": .menu, "quit": .quit, "add": .addComment,
      "rename": .rename,
    ]
    if word.hasPrefix("jump"), word.count > "jump".count {
      self = .jump(String(line.filter { !$0.isWhitespace }.dropFirst("jump".count)).uppercased())
      return
    }
    if word.hasPrefix("choose"), let number = Int(word.dropFirst("choose".count)),
      (1...9).contains(number)
    {
      self = .choose(number)
      return
    }
    self = names[word] ?? Self.letters[word] ?? .unknown(word)
  }

  /// The single-character keys, the same in raw key mode and in line mode.
  private static let letters: [String: InteractiveCommand] = [
    "k": .up, "j": .down, "a": .accessory, "d": .delete, "y": .confirm, "n": .cancel,
    "e": .edit, "m": .move, "c": .copy, "p": .price, "w": .memo, "+": .addComment,
    "-": .removeComment, "t": .toggle, "l": .increment, "h": .decrement, "s": .swipe,
    "o": .menu, "r": .rename, "q": .quit, "1": .choose(1), "2": .choose(2), "3": .choose(3),
    "4": .choose(4),
    "5": .choose(5), "6": .choose(6), "7": .choose(7), "8": .choose(8), "9": .choose(9),
  ]

  /// Reads the bytes a terminal in raw mode sends for one or more key presses.
  ///
  /// Arrow keys arrive as escape sequences (`ESC [ A`, or `ESC O A` in application mode); an
  /// escape byte followed by nothing it starts is the Esc key itself. The forward-delete key
  /// (`ESC [ 3 ~`) deletes too; → and ← change a value.
  ///
  /// - Parameter bytes: The bytes read.
  /// - Returns: One command per key, in order.
  /// - Complexity: O(*n*), where *n* is the number of bytes.
  public static func commands(fromKeys bytes: [UInt8]) -> [InteractiveCommand] {
    var commands: [InteractiveCommand] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case 0x1B:
        guard index < bytes.count,
          bytes[index] == UInt8(ascii: "[") || bytes[index] == UInt8(ascii: "O")
        else {
          commands.append(.cancel)
          continue
        }
        // A control sequence: parameter bytes, then one final byte in 0x40...0x7E.
        let start = index + 1
        var end = start
        while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
        index = min(end + 1, bytes.count)
        commands.append(escapeSequence(Array(bytes[start..<min(end + 1, bytes.count)])))
      case 0x0D, 0x0A, UInt8(ascii: " "): commands.append(.tap)
      case 0x03, 0x04: commands.append(.quit)
      case 0x20..<0x7F:
        let key = String(UnicodeScalar(byte))
        commands.append(letters[key] ?? .unknown(key))
      case 0x80...:
        // A character beyond ASCII: its UTF-8 continuation bytes belong to the same key.
        var end = index
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        commands.append(.unknown(String(decoding: bytes[(index - 1)..<end], as: UTF8.self)))
        index = end
      case 0x7F: commands.append(.unknown("backspace"))
      default: commands.append(.unknown("control-\(Character(UnicodeScalar(byte + 0x40)))"))
      }
    }
    return commands
  }

  /// The command for the tail of an escape sequence, after `ESC [` or `ESC O`.
  private static func escapeSequence(_ tail: [UInt8]) -> InteractiveCommand {
    switch tail {
    case [UInt8(ascii: "A")]: return .up
    case [UInt8(ascii: "B")]: return .down
    case [UInt8(ascii: "3"), UInt8(ascii: "~")]: return .delete
    case [UInt8(ascii: "C")]: return .increment
    case [UInt8(ascii: "D")]: return .decrement
    default: return .unknown("escape sequence")
    }
  }
}
