// The soak driver: `table-soak [OPERATIONS] [SEED] [--seconds N]`, built in release by
// Scripts/soak.sh. Runs seeded random operations over every layer (Tests/SoakSupport), prints
// operations per second and what was exercised and checked; on a divergence prints the seed and
// step, shrinks the failing episode to a minimal sequence, prints it as a Swift Testing
// regression test, and exits 1.

import SoakSupport

#if canImport(Glibc)
  import Glibc
#endif

@MainActor
func main() -> Int32 {
  var arguments = Array(CommandLine.arguments.dropFirst())
  var seconds: Double?
  if let flag = arguments.firstIndex(of: "--seconds"), flag + 1 < arguments.count {
    seconds = Double(arguments[flag + 1])
    arguments.removeSubrange(flag...(flag + 1))
  }
  let operations =
    arguments.first.flatMap { Int(String($0.filter { $0 != "_" })) }
    ?? 1_000_000
  let seed = arguments.dropFirst().first.flatMap { UInt64($0) } ?? 1
  print(
    "soak: seed \(seed), up to \(operations) operations"
      + (seconds.map { ", at most \($0) s" } ?? ""))
  let soak = Soak()
  let clock = ContinuousClock()
  let start = clock.now
  var lastReport = start
  let failure = soak.run(seed: seed, operations: operations, seconds: seconds) { done in
    if clock.now - lastReport > .seconds(30) {
      lastReport = clock.now
      print("  \(done) operations")
    }
  }
  let elapsed = clock.now - start
  let time = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  print(
    "soak: \(soak.performed) operations in \(Int(time)) s: \(Int(Double(soak.performed) / time)) operations/s"
  )
  print(
    "peak live handler boxes: \(soak.peakBoxes) (after every operation exactly those the references account for)"
  )
  for line in soak.coverage.lines { print(line) }
  guard let failure else {
    print("soak: no divergence")
    return 0
  }
  print("soak: DIVERGENCE at seed \(failure.seed), step \(failure.step):")
  for message in failure.messages.prefix(5) { print("  \(message)") }
  print("shrinking the episode's \(failure.operations.count) operations…")
  let minimal = Shrinker.shrink(failure.operations) { !Soak.replay($0).isEmpty }
  print("minimal: \(minimal.count) operations; replayed, it shows:")
  for message in Soak.replay(minimal).prefix(5) { print("  \(message)") }
  print("regression test (paste into Tests/SoakTests):\n")
  print(
    RegressionTest.source(
      name: "soakSeed\(failure.seed)Step\(failure.step)", operations: minimal,
      comment: "seed \(failure.seed), step \(failure.step): \(failure.messages.first ?? "")"))
  return 1
}

exit(MainActor.assumeIsolated { main() })
