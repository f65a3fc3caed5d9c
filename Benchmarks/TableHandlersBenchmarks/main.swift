// The release benchmark: `swift run -c release table-bench [--quick] [--json]`.
//
// Everything runs on the main actor (top-level code does in Swift 6), in this one process.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let options = Options.parse(Array(CommandLine.arguments.dropFirst()))

if options.listCallgrindFigures {
  for figure in DispatchFigure.allCases {
    let (first, second) = figure.callgrindIterations
    print(figure.rawValue, first, second)
  }
  exit(0)
}

if let figure = options.callgrindFigure {
  // One pass, no repetitions: the script subtracts two run lengths, so set-up cancels.
  let loop = figure.makeLoop()
  blackHole(loop(options.iterations))
  exit(0)
}

if let name = options.profileRecipe {
  // Set-up, then N updates alternating between the two declarations: the script subtracts
  // two counts of updates, so set-up cancels.
  guard let subject = RecipeFigures.subject(named: name) else {
    printError("table-bench: unknown recipe subject \(name)")
    exit(2)
  }
  subject.updates(options.iterations)
  exit(0)
}

if let path = options.instructionTablePath {
  guard let counts = readInstructionCounts(path) else {
    printError("table-bench: cannot read \(path)")
    exit(1)
  }
  var report = Report()
  report.instructions = counts
  let protocolIr = counts[DispatchFigure.protocolCall.rawValue]
  print("Instructions per call (callgrind, difference of two run lengths)")
  print(pad("figure", 38) + pad("Ir/op", 10, right: true) + pad("×proto", 8, right: true))
  for figure in DispatchFigure.allCases {
    let ir = counts[figure.rawValue]
    print(
      pad(figure.rawValue, 38) + pad(format(ir, 1), 10, right: true)
        + pad(format(ratio(ir, protocolIr), 2), 8, right: true) + "  \(figure.label)")
  }
  print("")
  print("Target ratios in instructions (the targets are judged on nanoseconds):")
  for target in Target.all where target.hasInstructionRatio {
    let result = target.evaluate(report)
    print(
      pad(target.name, 72) + pad(format(result.instructionRatio, 2), 9, right: true) + "  limit "
        + target.relation.symbol + " " + format(target.limit, 1))
  }
  exit(0)
}

let settings = options.quick ? Settings.quick : Settings.full
var report = Report()
if let path = options.instructionsPath {
  guard let counts = readInstructionCounts(path) else {
    printError("table-bench: cannot read \(path)")
    exit(1)
  }
  report.instructions = counts
}

let countedIterations = 100_000
var heapGrowth = 0
if options.measures(.dispatch) {
  report.heading(
    "Per call: baselines and registry dispatch (\(cycledRowCount) rows of section 0 cycled)")
  let loops = DispatchFigure.allCases.map { $0.makeLoop() }
  let nanoseconds = bestNanosecondsPerIteration(settings, loops)
  for (index, figure) in DispatchFigure.allCases.enumerated() {
    let before = HeapProbe.bytesInUse() ?? 0
    let counts = HeapProbe.count { blackHole(loops[index](countedIterations)) }
    if figure.isRegistry { heapGrowth = max(heapGrowth, (HeapProbe.bytesInUse() ?? 0) - before) }
    report.addDispatch(
      figure, nanoseconds: nanoseconds[index], counts: counts, iterations: countedIterations)
  }
  report.note(
    "alloc/op and retain/op count calls to swift_allocObject and swift_retain (the runtime's "
      + "Instruments hooks) over \(countedIterations) calls; mallinfo2 in-use bytes grew by at "
      + "most \(heapGrowth) B over those calls in any registry figure.")
}

if options.measures(.adapter) {
  #if os(Linux)
    report.heading(
      "The UIKit adapter on the stand-in: tableView(_:canEditRowAt:) as UIKit calls it "
        + "(\(cycledRowCount) rows cycled)")
    HostMethodFigures.measure(AdapterFigure.self, settings, into: &report)
    report.heading(
      "The list adapter on the stand-in: collectionView(_:canEditItemAt:) as UIKit calls it "
        + "(\(cycledRowCount) rows cycled)")
    HostMethodFigures.measure(ListFigure.self, settings, into: &report)
  #else
    report.note("adapter and list figures: measured on Linux, against the UIKit stand-in")
  #endif
}

if options.measures(.registration) {
  report.heading("Registering and removing (1,000 rows of section 0, best pass)")
  RegistrationFigures.measure(settings, into: &report)
}

if options.measures(.edits) {
  report.heading("Structural edits with 1,000,000 row-scoped handlers (best single edit)")
  EditFigures.measure(settings, into: &report)
}

if options.measures(.memory) {
  report.heading(
    "Memory (C heap in use, mallinfo2: uordblks + hblkhd, allocator overhead included)")
  MemoryFigures.measure(into: &report)
  DeclaredMemoryFigures.measure(into: &report)
  if let usable = HeapProbe.usableSize(ofRequest: 32) {
    report.note(
      "glibc serves a 32-byte request (a handler box: 16-byte object header + 16-byte closure) "
        + "with \(usable) usable bytes in a \(usable + 8)-byte chunk.")
  }
  if let requested = report.value("memory.requestedBytesPerRowHandler"),
    let glibc = report.value("memory.bytesPerRowHandler")
  {
    report.note(
      "the ≤ 48 B row-handler target is judged on the bytes the registry requests "
        + "(\(format(requested, 1)) B: box + pointer), as Apple's allocator, which apps run on, "
        + "rounds small blocks to 16 bytes and serves the 32-byte box in 32; on this glibc heap "
        + "the same handler holds \(format(glibc, 1)) B, the box taking a 48-byte chunk.")
  }
}

if options.measures(.declarative) {
  report.heading("Declarative updates (best update; per row beside the identity-diff floor)")
  DeclarativeFigures.measure(settings, into: &report)
}

if options.measures(.observed) {
  report.heading(
    "Observed sections: one section re-declared alone beside a full update (best update)")
  if let figures = await ObservedFigures.measure(settings) {
    figures.add(to: &report)
  } else {
    report.note("observed figures: Observation needs macOS 14")
  }
}

if options.measures(.state) {
  #if os(Linux)
    report.heading(
      "State kept by identity: a declared update on a table view with and without a selection "
        + "and a scroll anchor (best update)")
    StateFigures.measure(settings, into: &report)
  #else
    report.note("state figures: measured on Linux, against the UIKit stand-in")
  #endif
}

if options.measures(.recipes) {
  report.heading(
    "Declared updates on published recipes (ms = best round; every layout and form of row)")
  RecipeFigures.measure(settings, into: &report)
}

// The trade-off behind the memory target, from this run's own figures.
if let inline = report.value("memory.bytesPerRowHandlerInline"),
  let inlineCall = ratio(
    report.value(DispatchFigure.inlineClosureArray.rawValue),
    report.value(DispatchFigure.protocolCall.rawValue))
{
  report.note(
    "the rejected inline layout would meet the memory target (\(format(inline, 1)) B per row "
      + "handler) but its dispatch costs \(format(inlineCall, 1))× the direct protocol call "
      + "(target ≤ 3×): a closure loaded from memory is retained and released per call.")
}

// A run of some groups judges only the targets whose figures it measured.
let targets = Target.all.map { $0.evaluate(report) }.filter {
  options.groups.isEmpty || $0.value != nil
}
if options.json {
  report.printJSON(targets: targets)
  for target in targets where !target.met { printError(target.missedLine) }
} else {
  let mode =
    options.quick
    ? "quick pass (best of \(settings.repetitions))"
    : "full run (best of \(settings.repetitions))"
  report.printTable(mode: mode, targets: targets)
}
