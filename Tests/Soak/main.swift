// The soak driver, built in release by Scripts/soak.sh:
//
//   table-soak [OPERATIONS] [SEED] [--seconds N]   a run; prints operations per second and
//       what was exercised and checked; on a divergence prints the seed and step, shrinks the
//       failing episode to a minimal sequence, prints it as a Swift Testing regression test,
//       and exits 1. With SOAK_EPISODE_FILE set it keeps "SEED EPISODE" of the episode it is in
//       there, so that a trap (which ends the process) can be shrunk afterwards.
//   table-soak --shrink-trap SEED EPISODE   shrinks a trapping episode: each candidate replayed
//       in a child process (this program with --replay), a try failing when the child ends by
//       the same signal in the same function (its backtrace's first frame that is not the
//       runtime's); a child that runs over a minute is stopped and counts as not trapping;
//       prints the minimal sequence as an exit test.
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
  // The run ended without a trap: nothing to shrink afterwards, once this function returns (a
  // trap while the divergence below is shrunk still leaves the episode to shrink).
  defer {
    if let episodeFile { try? "".write(toFile: episodeFile, atomically: false, encoding: .utf8) }
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
  case passed, differed, hung
  /// Ended by a signal; `place` is the first frame of the crashed thread's backtrace that is
  /// not the runtime's (the function that trapped), so that shrinking stays on one bug.
  case trapped(signal: Int32, place: String)
}

/// The most a replay in a child process may take before it counts as hung (and not trapping).
let childTimeLimit: Duration = .seconds(60)

/// Replays operations in a child process (this program with `--replay`), its output shown or
/// kept for reading the backtrace.
func replayInChild(_ operations: [SoakOperation], showingOutput: Bool = false) -> ReplayEnd {
  let directory = FileManager.default.temporaryDirectory
  let id = ProcessInfo.processInfo.processIdentifier
  let file = directory.appendingPathComponent("soak-replay-\(id).txt")
  let errors = directory.appendingPathComponent("soak-replay-\(id).err")
  defer {
    try? FileManager.default.removeItem(at: file)
    try? FileManager.default.removeItem(at: errors)
  }
  let text = operations.map { "\($0.kind.rawValue) \($0.bits)\n" }.joined()
  do {
    try text.write(to: file, atomically: true, encoding: .utf8)
    fflush(nil)
    let child = Process()
    child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    child.arguments = ["--replay", file.path]
    var environment = ProcessInfo.processInfo.environment
    // A plain backtrace of a few frames, to tell where the child trapped.
    environment["SWIFT_BACKTRACE"] = "enable=yes,interactive=no,color=no,limit=12"
    child.environment = environment
    if !showingOutput {
      _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
      child.standardOutput = FileHandle.nullDevice
      child.standardError = try FileHandle(forWritingTo: errors)
    }
    try child.run()
    let clock = ContinuousClock()
    let deadline = clock.now + childTimeLimit
    while child.isRunning {
      if clock.now > deadline {
        child.terminate()
        child.waitUntilExit()
        return .hung
      }
      usleep(5_000)
    }
    if child.terminationReason == .uncaughtSignal {
      let output = showingOutput ? "" : (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
      return .trapped(signal: child.terminationStatus, place: trapPlace(in: output))
    }
    return child.terminationStatus == 0 ? .passed : .differed
  } catch {
    print("soak: cannot replay in a child process: \(error)")
    return .differed
  }
}

/// The first frame of the crashed thread in a Swift backtrace that is not the runtime's:
/// `0 [inlined] [system] 0x… Swift runtime failure: …` is skipped, and
/// `1 [ra] 0x… PlantedTrapLayer.perform(_:coverage:) + 76 in table-soak at …` gives
/// `PlantedTrapLayer.perform(_:coverage:)`; empty when there is none.
func trapPlace(in backtrace: String) -> String {
  var inCrashedThread = false
  for line in backtrace.split(separator: "\n") {
    if line.contains(" crashed:") {
      inCrashedThread = true
      continue
    }
    guard inCrashedThread else { continue }
    if line.hasPrefix("Thread ") { break }
    let fields = line.split(separator: " ", omittingEmptySubsequences: true)
    guard let first = fields.first, Int(first) != nil, !line.contains("[system]"),
      let address = fields.firstIndex(where: { $0.hasPrefix("0x") })
    else { continue }
    let symbol = fields[(address + 1)...].joined(separator: " ")
    let end = symbol.range(of: " + ")?.lowerBound ?? symbol.range(of: " in ")?.lowerBound
    return String(symbol[..<(end ?? symbol.endIndex)])
  }
  return ""
}

/// Shrinks an episode that trapped, replaying each candidate in a child process.
@MainActor
func shrinkTrap(seed: UInt64, episode: Int) -> Int32 {
  let operations = Soak(layers: layers).operations(seed: seed, episode: episode)
  let first = episode * Soak.episodeLength + 1
  print(
    "soak: shrinking episode \(episode) of seed \(seed) (operations \(first) to"
      + " \(first + operations.count - 1)), each try in a child process…")
  let trap = replayInChild(operations)
  guard case .trapped(let signal, let place) = trap else {
    print("soak: the episode does not trap when replayed in a fresh process (\(trap))")
    return 1
  }
  print("soak: it traps with signal \(signal) in \(place.isEmpty ? "an unknown place" : place)")
  // A try fails only when it traps the same way in the same place: a shorter sequence that
  // traps elsewhere is another bug.
  var tries = 0
  let minimal = Shrinker.shrink(operations) { candidate in
    tries += 1
    return replayInChild(candidate) == trap
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
