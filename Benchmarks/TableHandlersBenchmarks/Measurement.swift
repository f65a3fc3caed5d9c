/// How long and how often each figure is measured.
struct Settings {
  /// Timed repetitions per figure, after one untimed warm-up repetition; the best one counts.
  var repetitions: Int
  /// The length each repetition of a per-call loop is sized to, in nanoseconds.
  var repetitionNanoseconds: Double
  /// Repetitions of each structural edit (one edit per repetition).
  var editRepetitions: Int
  /// Repetitions of registering and removing 1,000 handlers.
  var registrationRepetitions: Int
  /// Repetitions of each declarative update.
  var declarativeRepetitions: Int
  /// Rounds of each recipe subject (``RecipeFigures``).
  var recipeRepetitions: Int
  /// Whether this is the short pass (the recipes then measure two forms of row, not four).
  var quick = false

  /// The full run: a few minutes at most.
  static let full = Settings(
    repetitions: 15, repetitionNanoseconds: 40_000_000, editRepetitions: 25,
    registrationRepetitions: 60, declarativeRepetitions: 24, recipeRepetitions: 10)

  /// The short CI pass.
  static let quick = Settings(
    repetitions: 9, repetitionNanoseconds: 10_000_000, editRepetitions: 5,
    registrationRepetitions: 10, declarativeRepetitions: 2, recipeRepetitions: 1, quick: true)
}

/// Returns its argument through a call the optimizer cannot see through, so that values built
/// in the benchmark are unknown to the loops that use them.
@inline(never)
@_optimize(none)
func opaque<Value>(_ value: Value) -> Value { value }

/// Consumes a value through a call the optimizer cannot see through.
@inline(never)
@_optimize(none)
func blackHole<Value>(_ value: Value) {}

/// Nanoseconds elapsed while `body` runs.
func elapsedNanoseconds(_ body: () -> Void) -> Double {
  let clock = ContinuousClock()
  let start = clock.now
  body()
  let components = (clock.now - start).components
  return Double(components.seconds) * 1e9 + Double(components.attoseconds) / 1e9
}

/// Nanoseconds per iteration of each loop, measured round-robin so that every figure sees the
/// same moments of a noisy machine: calibrates for each loop an iteration count that fills one
/// repetition, runs one untimed warm-up repetition of each, then times `repetitions` rounds of
/// one repetition of each loop and keeps each loop's best.
///
/// - Parameters:
///   - settings: Repetition count and length.
///   - loops: Each runs its loop for the given number of iterations and returns its consumed
///     result.
/// - Returns: The best nanoseconds per iteration of each loop, in order.
@MainActor
func bestNanosecondsPerIteration(_ settings: Settings, _ loops: [(Int) -> Int]) -> [Double] {
  var sink = 0
  let counts = loops.map { loop in
    var iterations = 1_000
    var elapsed = 0.0
    // Grow the count until one pass takes a tenth of a repetition.
    while true {
      elapsed = elapsedNanoseconds { sink &+= loop(iterations) }
      if elapsed >= settings.repetitionNanoseconds / 10 || iterations >= 1 << 32 { break }
      iterations *= 4
    }
    let perIteration = max(elapsed / Double(iterations), 0.01)
    let count = max(1_000, Int(settings.repetitionNanoseconds / perIteration))
    sink &+= loop(count)
    return count
  }
  var best = [Double](repeating: .infinity, count: loops.count)
  for _ in 0..<settings.repetitions {
    for (index, loop) in loops.enumerated() {
      let nanoseconds = elapsedNanoseconds { sink &+= loop(counts[index]) }
      best[index] = min(best[index], nanoseconds / Double(counts[index]))
    }
  }
  blackHole(sink)
  return best
}

/// The best time of one operation over `repetitions` runs, after one untimed warm-up run;
/// `prepare` runs untimed before each run of `operation`.
///
/// - Parameters:
///   - repetitions: Timed runs.
///   - prepare: Untimed set-up before each run.
///   - operation: The timed operation.
/// - Returns: The best nanoseconds of one run.
func bestNanoseconds(
  repetitions: Int, prepare: () -> Void = {}, _ operation: () -> Void
) -> Double {
  prepare()
  operation()
  var best = Double.infinity
  for _ in 0..<repetitions {
    prepare()
    best = min(best, elapsedNanoseconds(operation))
  }
  return best
}
