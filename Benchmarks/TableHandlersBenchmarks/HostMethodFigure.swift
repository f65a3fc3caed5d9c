#if os(Linux)
  /// A figure of a host adapter's method called as UIKit calls it (the table adapter's, the
  /// list adapter's): its name in the report, what it measures, and its loop.
  protocol HostMethodFigure: CaseIterable, RawRepresentable where RawValue == String {
    /// What the figure measures.
    var label: String { get }

    /// Builds the figure's objects and returns its loop.
    @MainActor
    func makeLoop() -> (Int) -> Int
  }

  @MainActor
  enum HostMethodFigures {
    /// Times every figure of a kind (best of the settings' repetitions, round-robin) and counts
    /// its heap allocations per call.
    static func measure<Figure: HostMethodFigure>(
      _ kind: Figure.Type, _ settings: Settings, into report: inout Report
    ) {
      let loops = Figure.allCases.map { $0.makeLoop() }
      let nanoseconds = bestNanosecondsPerIteration(settings, loops)
      let iterations = 100_000
      for (index, figure) in Figure.allCases.enumerated() {
        report.add(figure.rawValue, figure.label, nanoseconds[index], "ns/call")
        if let counts = HeapProbe.count({ blackHole(loops[index](iterations)) }) {
          report.add(
            figure.rawValue + ".allocations", figure.label + " (heap allocations per call)",
            Double(counts.allocations) / Double(iterations), "alloc/call")
        }
      }
    }
  }
#endif
