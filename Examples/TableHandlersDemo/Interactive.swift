import DemoScenarios

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a session: key by key when standard input is a terminal, one command a line otherwise.
///
/// After each command the main actor runs what the command scheduled (``InteractiveSession/
/// settle()``): a table that follows an observable model shows the change before the screen is
/// drawn and the next command is read.
///
/// - Parameter session: The session.
@MainActor
func runInteractive(_ session: InteractiveSession) async {
  if isatty(STDIN_FILENO) == 1, let terminal = RawTerminal() {
    defer { terminal.restore() }
    terminal.draw(session.screen)
    while !session.isFinished {
      let keys = terminal.readKeys()
      if keys.isEmpty { break }  // The end of the input quits.
      for command in InteractiveCommand.commands(fromKeys: keys) {
        session.perform(command)
        await session.settle()
      }
      if !session.isFinished { terminal.draw(session.screen) }
    }
  } else {
    // Scriptable: one command a line, the screen printed after each; the end of the input quits.
    print(session.screen)
    while !session.isFinished, let line = readLine() {
      guard let command = InteractiveCommand(line: line) else { continue }
      session.perform(command)
      await session.settle()
      if !session.isFinished { print("\n» \(line)\n\(session.screen)") }
    }
  }
}

/// The terminal's settings before raw mode.
///
/// A global, for the exit and signal handlers, which can capture nothing. Written on the main
/// thread before they are installed, and only read afterwards.
nonisolated(unsafe) private var originalAttributes: termios?

/// Whether the cursor was hidden; written and read like ``originalAttributes``.
nonisolated(unsafe) private var cursorIsHidden = false

/// Puts the terminal back as it was and shows the cursor again, once.
///
/// It calls only `tcsetattr` and `write`, so a signal handler may call it too.
private func restoreTerminal() {
  guard var attributes = originalAttributes else { return }
  originalAttributes = nil
  _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &attributes)
  if cursorIsHidden {
    cursorIsHidden = false
    let showCursor: StaticString = "\u{1B}[?25h"
    _ = write(STDOUT_FILENO, showCursor.utf8Start, showCursor.utf8CodeUnitCount)
  }
}

/// Standard input in raw mode: keys arrive as they are pressed, unechoed, Ctrl-C included.
///
/// The terminal is put back by ``restore()``, at exit, and on a terminating signal.
@MainActor
final class RawTerminal {
  /// Whether standard output is a terminal too, which ``draw(_:)`` then clears.
  private let clears = isatty(STDOUT_FILENO) == 1

  /// Puts standard input in raw mode.
  ///
  /// Output processing stays on, so `\n` still starts a new line.
  ///
  /// - Returns: `nil` if standard input is not a terminal whose settings can change.
  init?() {
    var attributes = termios()
    guard tcgetattr(STDIN_FILENO, &attributes) == 0 else { return nil }
    var raw = attributes
    // No echo, no line editing, no signals from Ctrl-C or Ctrl-Z (they arrive as keys), no
    // Ctrl-S/Ctrl-Q flow control, and Enter as a carriage return.
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
    withUnsafeMutableBytes(of: &raw.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    originalAttributes = attributes
    guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else {
      originalAttributes = nil
      return nil
    }
    atexit { restoreTerminal() }
    for terminating in [SIGTERM, SIGHUP, SIGINT, SIGQUIT] {
      _ = signal(terminating) { number in
        restoreTerminal()
        _exit(128 + number)
      }
    }
    if clears {
      cursorIsHidden = true
      print("\u{1B}[?25l", terminator: "")
    }
  }

  /// Puts the terminal back as it was.
  func restore() {
    restoreTerminal()
  }

  /// Shows a screen, from the top of a cleared terminal.
  ///
  /// - Parameter screen: The screen.
  func draw(_ screen: String) {
    print((clears ? "\u{1B}[H\u{1B}[2J" : "\n") + screen)
    fflush(nil)
  }

  /// Waits for the next key presses.
  ///
  /// - Returns: Their bytes, or none at the end of the input.
  func readKeys() -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: 64)
    var count: Int
    repeat {
      count = read(STDIN_FILENO, &buffer, buffer.count)
    } while count < 0 && errno == EINTR
    guard count > 0 else { return [] }
    var keys = Array(buffer[..<count])
    // A lone escape byte is the Esc key, or an arrow key whose other bytes are on their way.
    if keys.last == 0x1B, hasInput(withinMilliseconds: 30) { keys += readKeys() }
    return keys
  }

  private func hasInput(withinMilliseconds timeout: Int32) -> Bool {
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, timeout) > 0
  }
}
