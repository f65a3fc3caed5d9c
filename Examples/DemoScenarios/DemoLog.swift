import TableHandlersCore
import TableHandlersTesting

/// Collects the demo's output: rendered tables and one line per handler that fires.
@MainActor
public final class DemoLog {
  /// The lines written so far.
  public private(set) var lines: [String] = []

  /// Creates an empty log.
  public init() {}

  /// The whole output.
  public var text: String { lines.joined(separator: "\n") + "\n" }

  func title(_ text: String) {
    if !lines.isEmpty { lines.append("") }
    lines.append(text)
    lines.append(String(repeating: "=", count: text.count))
  }

  func step(_ text: String) {
    lines.append("")
    lines.append("## " + text)
  }

  /// A handler fired.
  func fired(_ text: String) {
    lines.append("  → " + text)
  }

  func note(_ text: String) {
    lines.append("  " + text)
  }

  func show(_ table: HeadlessTable) {
    lines.append("")
    for line in table.render().split(separator: "\n", omittingEmptySubsequences: false) {
      lines.append(line.isEmpty ? "    |" : "    | " + line)
    }
  }
}
