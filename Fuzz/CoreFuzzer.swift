// libFuzzer entry point for the core: the fuzzer's bytes choose the operations of a
// `ModelChecker` (the same operations as the randomized tests: registrations and removals at
// every scope, single and batch edits with invalid indexes, dispatches) and any difference
// from the reference model, or any crash, is a finding. Built by Scripts/fuzz.sh.

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

/// Totals for Docs/Reliability.md, printed when the fuzzer exits.
nonisolated(unsafe) var executions = 0
nonisolated(unsafe) var operations = 0
nonisolated(unsafe) var checks = 0
nonisolated(unsafe) var rejectedUpdates = 0
nonisolated(unsafe) var registeredExitHandler = false

/// libFuzzer's entry point: runs one input's operations and traps on any divergence.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  if !registeredExitHandler {
    registeredExitHandler = true
    atexit {
      print(
        "fuzz totals: \(executions) inputs, \(operations) operations, \(checks) answers checked, "
          + "\(rejectedUpdates) invalid updates rejected")
    }
  }
  guard let data else { return 0 }
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
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
