/// Shrinks a failing sequence of operations to one from which no single step can be removed.
///
/// Delta debugging (Zeller's ddmin) removes ever smaller chunks while the sequence still fails;
/// a last pass then tries every single step again, and, for a sequence of at most
/// ``pairPassLimit`` steps, every pair of steps, repeating until nothing goes. The result is
/// 1-minimal (it fails, and it passes without any one of its steps) and, when short, 2-minimal:
/// steps that only fail together with another, such as a push and the pop that undoes it, go
/// too.
///
/// - Complexity: O(*n*²) replays in the worst case, O(*n* log *n*) typically, for *n* steps;
///   the pair pass adds O(*m*²) replays for the *m* ≤ ``pairPassLimit`` steps left.
package enum Shrinker {
  /// The shortest failing sequence found.
  ///
  /// - Parameters:
  ///   - operations: A failing sequence.
  ///   - fails: Whether a sequence still fails.
  /// - Returns: A failing subsequence from which no single step (and, when short, no pair of
  ///   steps) can be removed.
  package static func shrink<Operation>(
    _ operations: [Operation], fails: ([Operation]) -> Bool
  ) -> [Operation] {
    var current = operations
    var chunks = 2
    while current.count >= 2 {
      let size = (current.count + chunks - 1) / chunks
      var removedOne = false
      var start = 0
      while start < current.count {
        let candidate = Array(current[..<start] + current[min(start + size, current.count)...])
        if fails(candidate) {
          current = candidate
          removedOne = true
          chunks = max(chunks - 1, 2)
        } else {
          start += size
        }
      }
      if !removedOne {
        if size == 1 { break }
        chunks = min(chunks * 2, current.count)
      }
    }
    // One step at a time until nothing can go; then, while the sequence is short, any two
    // steps together (a push and the pop that undoes it go only as a pair), and again.
    var removed = true
    while removed {
      removed = false
      var index = current.count - 1
      while index >= 0 {
        var candidate = current
        candidate.remove(at: index)
        if fails(candidate) {
          current = candidate
          removed = true
        }
        index -= 1
      }
      if !removed, current.count <= pairPassLimit, let pair = removablePair(current, fails) {
        current = pair
        removed = true
      }
    }
    return current
  }

  /// The longest sequence whose pairs of steps are each tried: O(*n*²) tries.
  static let pairPassLimit = 24

  /// The sequence without the first pair of steps whose removal still fails, if any.
  private static func removablePair<Operation>(
    _ operations: [Operation], _ fails: ([Operation]) -> Bool
  ) -> [Operation]? {
    for first in operations.indices {
      for second in operations.indices where second > first {
        var candidate = operations
        candidate.remove(at: second)
        candidate.remove(at: first)
        if fails(candidate) { return candidate }
      }
    }
    return nil
  }
}

/// A failing soak as a Swift Testing regression test, ready to paste into `Tests/SoakTests`.
package enum RegressionTest {
  /// The test's source.
  ///
  /// - Parameters:
  ///   - name: The test function's name.
  ///   - operations: The operations to replay.
  ///   - comment: What the soak found, for the doc comment.
  /// - Returns: A test function, indented for a suite.
  package static func source(name: String, operations: [SoakOperation], comment: String)
    -> String
  {
    // Written as the repository's strict format lint wants it, so it pastes as it is.
    var lines = documentation("A sequence of operations the soak found and shrank.", comment)
    lines += [
      "  @Test func \(name)() {",
      "    let failures = Soak.replay([",
    ]
    lines += operations.map { "      SoakOperation(.\($0.kind.name), \(grouped($0.bits)))," }
    lines += [
      "    ])",
      "    #expect(failures.isEmpty, \"\\(failures)\")",
      "  }",
    ]
    return lines.joined(separator: "\n")
  }

  /// A trap's test: an exit test, since the replay stops the process, that expects the replay
  /// to finish without a difference once the bug is fixed.
  ///
  /// - Parameters:
  ///   - name: The test function's name.
  ///   - operations: The operations to replay.
  ///   - comment: What the soak found, for the doc comment.
  /// - Returns: A test function, indented for a suite.
  package static func trapSource(name: String, operations: [SoakOperation], comment: String)
    -> String
  {
    var lines = documentation(
      "A sequence of operations the soak found trapping, and shrank.", comment)
    lines += [
      "  @Test func \(name)() async {",
      "    await #expect(processExitsWith: .success) {",
      "      let failures = await Soak.replay([",
    ]
    lines += operations.map { "        SoakOperation(.\($0.kind.name), \(grouped($0.bits)))," }
    lines += [
      "      ])",
      "      precondition(failures.isEmpty, \"\\(failures)\")",
      "    }",
      "  }",
    ]
    return lines.joined(separator: "\n")
  }

  /// A test's doc comment: a summary, then what the soak found, wrapped at 100 columns.
  private static func documentation(_ summary: String, _ comment: String) -> [String] {
    var lines = ["  /// " + summary, "  ///"]
    var line = "  ///"
    for word in (comment.hasSuffix(".") ? comment : comment + ".").split(separator: " ") {
      if line.count + word.count + 1 > 100 {
        lines.append(line)
        line = "  ///"
      }
      line += " " + word
    }
    return lines + [line]
  }

  /// A hexadecimal literal grouped by four digits, as the format lint wants.
  static func grouped(_ bits: UInt64) -> String {
    let digits = Array(String(bits, radix: 16, uppercase: true))
    var groups: [String] = []
    var end = digits.count
    while end > 0 {
      groups.insert(String(digits[max(0, end - 4)..<end]), at: 0)
      end -= 4
    }
    return "0x" + groups.joined(separator: "_")
  }
}
