// libFuzzer entry point. The first byte picks what the rest drives:
// - even: the operations of the core's `ModelChecker` (registrations and removals at every
//   scope, single and batch edits with invalid indexes, dispatches), against its reference
//   model;
// - odd: random pairs of declarations through `checkPair` (declarative updates, bad
//   declarations), against the brute-force diff reference and a fresh build; when the first
//   byte also has bit 1 set, one table through a chain of updates and user moves instead
//   (`checkChain`), checked after every step.
// Any difference, or any crash, is a finding. Built by Scripts/fuzz.sh.

import TableHandlersCore
import TableHandlersDeclarative

#if canImport(Glibc)
  import Glibc
#endif

/// Reads choices from the fuzzer's bytes; once they run out, every choice is the lowest.
struct ByteSource: ChoiceSource {
  let bytes: [UInt8]
  var index = 0

  var exhausted: Bool { index >= bytes.count }

  mutating func pick(_ range: ClosedRange<Int>) -> Int {
    guard index < bytes.count else { return range.lowerBound }
    let byte = Int(bytes[index])
    index += 1
    return range.lowerBound + byte % (range.upperBound - range.lowerBound + 1)
  }
}

/// A random number generator that reads the fuzzer's bytes, one per number, so that a mutated
/// byte changes one choice; then a SplitMix64 sequence seeded from the input, never a constant:
/// the standard library's bounded random numbers reject some values and draw again, so a
/// constant generator could loop forever.
struct ByteRandom: RandomNumberGenerator {
  let bytes: [UInt8]
  var index = 0
  var state: UInt64

  init(bytes: [UInt8]) {
    self.bytes = bytes
    state = bytes.reduce(0x9E37_79B9_7F4A_7C15) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
  }

  var exhausted: Bool { index >= bytes.count }

  mutating func next() -> UInt64 {
    if index < bytes.count {
      index += 1
      // The byte fills every byte of the number, so it decides the high bits that choices use.
      return UInt64(bytes[index - 1]) &* 0x0101_0101_0101_0101
    }
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Totals for Docs/Reliability.md, printed when the fuzzer exits.
nonisolated(unsafe) var executions = 0
nonisolated(unsafe) var operations = 0
nonisolated(unsafe) var checks = 0
nonisolated(unsafe) var rejectedUpdates = 0
nonisolated(unsafe) var declarationPairs = 0
nonisolated(unsafe) var rejectedDeclarations = 0
nonisolated(unsafe) var chainSteps = 0
nonisolated(unsafe) var registeredExitHandler = false

/// libFuzzer's entry point: runs one input's operations and traps on any divergence.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  if !registeredExitHandler {
    registeredExitHandler = true
    atexit {
      print(
        "fuzz totals: \(executions) inputs, \(operations) operations, \(checks) answers checked, "
          + "\(rejectedUpdates) invalid updates rejected, \(declarationPairs) declaration pairs, "
          + "\(rejectedDeclarations) bad declarations rejected, \(chainSteps) chained updates")
    }
  }
  guard let data else { return 0 }
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  if let first = bytes.first, first & 1 == 1 {
    MainActor.assumeIsolated {
      var generator = SpecGenerator(random: ByteRandom(bytes: Array(bytes.dropFirst())))
      let host = TestTable()
      if first & 2 == 2 {
        do {
          let outcome = try checkChain(&generator, steps: 20, host: host)
          if !outcome.failures.isEmpty {
            fatalError("declarative chain divergence: \(outcome.failures.prefix(3))")
          }
          chainSteps += outcome.applied + outcome.rejected
          rejectedDeclarations += outcome.rejected
        } catch {
          fatalError("a valid declaration or move was rejected: \(error)")
        }
        executions += 1
        return
      }
      var pairs = 0
      while !generator.random.exhausted, pairs < 50 {
        pairs += 1
        do {
          let outcome = try checkPair(&generator, settle: pairs % 4 == 0, host: host)
          if !outcome.failures.isEmpty {
            fatalError("declarative divergence: \(outcome.failures.prefix(3))")
          }
          if outcome.rejected { rejectedDeclarations += 1 }
        } catch {
          fatalError("a valid declaration was rejected: \(error)")
        }
      }
      executions += 1
      declarationPairs += pairs
    }
    return 0
  }
  MainActor.assumeIsolated {
    let checker = ModelChecker()
    var source = ByteSource(bytes: bytes)
    while !source.exhausted, checker.steps < 500 {
      let failures = checker.step(&source)
      if !failures.isEmpty {
        fatalError("divergence from the reference model: \(failures.prefix(3))")
      }
    }
    // Every core event at a few positions, valid or not, must answer without trapping.
    let handlers = checker.handlers
    for _ in 0..<4 {
      let position = TablePosition(section: source.pick(-2...8), row: source.pick(-2...8))
      _ = handlers.answer(.canEditRow, at: position, on: checker.host)
      _ = handlers.answer(.targetForMove, at: position, position, on: checker.host)
      _ = handlers.answer(.titleForHeader, in: position.section, on: checker.host)
      _ = handlers.numberOfRows(inSection: position.section, on: checker.host)
    }
    executions += 1
    operations += checker.steps
    checks += checker.checks
    rejectedUpdates += checker.rejected
  }
  return 0
}
