// The soak driver, built in release by Scripts/soak.sh:
//
//   table-soak [OPERATIONS] [SEED] [--seconds N]   a run; prints operations per second and
//       what was exercised and checked; on a divergence prints the seed and step, shrinks the
//       failing episode to a minimal sequence, prints it as a Swift Testing regression test,
//       and exits 1. With SOAK_EPISODE_FILE set it keeps "SEED EPISODE" of the episode it is in
//       there, so that a trap (which ends the process) can be shrunk afterwards.
//   table-soak --shrink-trap SEED EPISODE   shrinks a trapping episode: each candidate replayed
//       in a child process (this program with --replay), a trap being the child's end by a
//       signal; prints the minimal sequence as an exit test.
//   table-soak --replay FILE   replays the operations in FILE ("KIND BITS" per line) on fresh
//       layers; exits 0 without a difference, 1 with one, and ends by a signal on a trap.
//
// SOAK_PLANTED_TRAP=1 adds the planted trap's layer (Tests/SoakSupport/PlantedTrapLayer.swift)
// to every mode, to show the trap shrinking works.

import Foundation
import SoakSupport

/// The layers every mode runs: the default ones, and the planted trap's when asked.
@MainActor
func layers() -> [any SoakLayer] {
  Soak.layers(plantingTrap: ProcessInfo.processInfo.environment["SOAK_PLANTED_TRAP"] == "1")
}

@MainActor
func main() -> Int32 {
  var arguments = Array(CommandLine.arguments.dropFirst())
  if arguments.first == "--replay", arguments.count == 2 {
    return replay(file: arguments[1])
  }
  if arguments.first == "--shrink-trap", arguments.count == 3,
    let seed = UInt64(arguments[1]), let episode = Int(arguments[2])
  {
    return shrinkTrap(seed: seed, episode: episode)
  }
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
  let episodeFile = ProcessInfo.processInfo.environment["SOAK_EPISODE_FILE"]
  func noteEpisode(_ episode: Int) {
    guard let episodeFile else { return }
    try? "\(seed) \(episode)\n".write(toFile: episodeFile, atomically: false, encoding: .utf8)
  }
  let soak = Soak(layers: layers)
  let clock = ContinuousClock()
  let start = clock.now
  var lastReport = start
  noteEpisode(0)
  // What is printed is flushed at each episode's end and before a child runs, so that a trap
  // loses none of it and a child's output comes where it belongs.
  fflush(nil)
  let failure = soak.run(seed: seed, operations: operations, seconds: seconds) { done in
    noteEpisode(done / Soak.episodeLength)
    fflush(nil)
    if clock.now - lastReport > .seconds(30) {
      lastReport = clock.now
      print("  \(done) operations")
    }
  }
  // The run ended without a trap: nothing to shrink afterwards.
  if let episodeFile { try? "".write(toFile: episodeFile, atomically: false, encoding: .utf8) }
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
  let minimal = Shrinker.shrink(failure.operations) { !Soak.replay($0, layers: layers).isEmpty }
  print("minimal: \(minimal.count) operations; replayed, it shows:")
  for message in Soak.replay(minimal, layers: layers).prefix(5) { print("  \(message)") }
  print("regression test (paste into Tests/SoakTests):\n")
  print(
    RegressionTest.source(
      name: "soakSeed\(failure.seed)Step\(failure.step)", operations: minimal,
      comment: "seed \(failure.seed), step \(failure.step): \(failure.messages.first ?? "")"))
  return 1
}

/// Replays the operations of a file: 0 without a difference, 1 with one; a trap ends the
/// process by a signal.
@MainActor
func replay(file: String) -> Int32 {
  guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
    print("soak: cannot read \(file)")
    return 2
  }
  let operations = text.split(separator: "\n").compactMap { line -> SoakOperation? in
    let fields = line.split(separator: " ")
    guard fields.count == 2, let raw = Int(fields[0]), let kind = SoakOperation.Kind(rawValue: raw),
      let bits = UInt64(fields[1])
    else { return nil }
    return SoakOperation(kind, bits)
  }
  let failures = Soak.replay(operations, layers: layers)
  for failure in failures.prefix(5) { print(failure) }
  return failures.isEmpty ? 0 : 1
}

/// How a replay in a child process ended.
enum ReplayEnd: Equatable {
  case passed, differed
  case trapped(signal: Int32)
}

/// Replays operations in a child process (this program with `--replay`), its output shown or
/// not.
func replayInChild(_ operations: [SoakOperation], showingOutput: Bool = false) -> ReplayEnd {
  let file = FileManager.default.temporaryDirectory
    .appendingPathComponent("soak-replay-\(ProcessInfo.processInfo.processIdentifier).txt")
  defer { try? FileManager.default.removeItem(at: file) }
  let text = operations.map { "\($0.kind.rawValue) \($0.bits)\n" }.joined()
  do {
    try text.write(to: file, atomically: true, encoding: .utf8)
    fflush(nil)
    let child = Process()
    child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    child.arguments = ["--replay", file.path]
    var environment = ProcessInfo.processInfo.environment
    // A child's trap is expected: no backtrace for each of the shrinker's hundreds of tries.
    if !showingOutput { environment["SWIFT_BACKTRACE"] = "enable=no" }
    child.environment = environment
    if !showingOutput {
      child.standardOutput = FileHandle.nullDevice
      child.standardError = FileHandle.nullDevice
    }
    try child.run()
    child.waitUntilExit()
    if child.terminationReason == .uncaughtSignal {
      return .trapped(signal: child.terminationStatus)
    }
    return child.terminationStatus == 0 ? .passed : .differed
  } catch {
    print("soak: cannot replay in a child process: \(error)")
    return .differed
  }
}

/// Shrinks an episode that trapped, replaying each candidate in a child process.
@MainActor
func shrinkTrap(seed: UInt64, episode: Int) -> Int32 {
  let operations = Soak(layers: layers).operations(seed: seed, episode: episode)
  let first = episode * Soak.episodeLength + 1
  print(
    "soak: shrinking episode \(episode) of seed \(seed) (operations \(first) to"
      + " \(first + operations.count - 1)), each try in a child process…")
  guard case .trapped(let signal) = replayInChild(operations) else {
    print("soak: the episode does not trap when replayed in a fresh process")
    return 1
  }
  var tries = 0
  let minimal = Shrinker.shrink(operations) { candidate in
    tries += 1
    return replayInChild(candidate) == .trapped(signal: signal)
  }
  print(
    "minimal: \(minimal.count) operations (\(tries) tries), trapping with signal \(signal);"
      + " replayed, it shows:")
  _ = replayInChild(minimal, showingOutput: true)
  print("regression test (paste into Tests/SoakTests):\n")
  print(
    RegressionTest.trapSource(
      name: "soakSeed\(seed)Episode\(episode)Trap", operations: minimal,
      comment: "seed \(seed), episode \(episode): a trap (signal \(signal))"))
  return 1
}

exit(MainActor.assumeIsolated { main() })
