import TableHandlersCore

/// The registry's memory, measured on the C heap of this process.
///
/// Counted: bytes glibc has handed out and not taken back (`mallinfo2`: `uordblks`, chunk
/// headers and 16-byte rounding included, plus `hblkhd`, the large `mmap` blocks that hold the
/// big arrays), before and after building the registry; see ``HeapProbe/bytesRetained(by:)``.
/// Array capacity beyond the count is counted too: it is memory the registry holds.
@MainActor
enum MemoryFigures {
  static func measure(into report: inout Report) {
    guard HeapProbe.bytesInUse() != nil else {
      report.note("memory figures: mallinfo2 is not available on this platform")
      return
    }
    let count = 1_000_000
    let mask = opaque(1)

    // The probe itself, on blocks of known size: 1,000 objects of 32 bytes (48-byte chunks).
    let probe = HeapProbe.bytesRetained { (0..<1_000).map { _ in ProbeObject() } } ?? 0
    report.note(
      "heap probe check: 1,000 objects of 32 B (48-byte chunks) and their 8,032-byte array "
        + "(an 8,048-byte chunk) measured as \(probe) B; 56,048 B expected")

    // What a closure literal's own context costs: 1,000,000 of them, kept in an array whose
    // storage is reserved before the first reading.
    var closures: [(RowCall<Void>) -> Bool] = []
    closures.reserveCapacity(count)
    let contexts =
      HeapProbe.bytesRetained {
        for _ in 0..<count { closures.append { call in call.position.row & mask == 0 } }
        return closures.count
      } ?? 0
    closures = []
    let contextBytes = Double(contexts) / Double(count)
    report.add(
      "memory.closureContext", "heap bytes of one handler literal's own context (one Int captured)",
      contextBytes, "bytes/handler")

    // Closure literals, as an app writes them, minus their own contexts.
    let oneSection =
      HeapProbe.bytesRetained {
        let handlers = TableHandlers()
        RegistrationFigures.registerLiterals(handlers, sections: 1, count: count, mask: mask)
        return handlers
      } ?? 0
    report.add(
      "memory.bytesPerRowHandler",
      "heap bytes per row handler beyond its context: 1,000,000 literals in one section",
      Double(oneSection) / Double(count) - contextBytes, "bytes/handler")
    let grid =
      HeapProbe.bytesRetained {
        let handlers = TableHandlers()
        RegistrationFigures.registerLiterals(handlers, sections: 1_000, count: 1_000, mask: mask)
        return handlers
      } ?? 0
    report.add(
      "memory.bytesPerRowHandlerGrid",
      "heap bytes per row handler beyond its context: 1,000 sections × 1,000 rows of literals",
      Double(grid) / Double(count) - contextBytes, "bytes/handler")

    // The bytes the registry itself requests per row handler, as the allocator the library
    // ships on (Apple's, which rounds small blocks to 16 bytes) sees them: counted at
    // `swift_allocObject` while registering, minus the literals' own contexts. The last row is
    // registered first, so that the row array is allocated once at its final size.
    var kept: TableHandlers?
    let registration = HeapProbe.count {
      let handlers = TableHandlers()
      handlers.on(.canEditRow, at: .row(count - 1, inSection: 0)) { call in
        call.position.row & mask == 0
      }
      for row in 0..<(count - 1) {
        handlers.on(.canEditRow, at: .row(row, inSection: 0)) { call in
          call.position.row & mask == 0
        }
      }
      kept = handlers
    }
    kept = nil
    var literalContexts: [(RowCall<Void>) -> Bool] = []
    literalContexts.reserveCapacity(count)
    let contextRequests = HeapProbe.count {
      for _ in 0..<count { literalContexts.append { call in call.position.row & mask == 0 } }
    }
    literalContexts = []
    if let registration, let contextRequests {
      report.add(
        "memory.requestedBytesPerRowHandler",
        "bytes the registry requests per row handler (box + pointer), beyond the context",
        Double(registration.allocatedBytes - contextRequests.allocatedBytes) / Double(count),
        "bytes/handler")
    }
    blackHole(kept)

    // The layout the registry rejected (see `alternative.inlineClosureArray`): the closures
    // themselves in the row array, no box.
    let inline =
      HeapProbe.bytesRetained {
        var sections: [[((RowCall<Void>) -> Bool)?]] = [[]]
        for _ in 0..<count { sections[0].append { call in call.position.row & mask == 0 } }
        return sections
      } ?? 0
    report.add(
      "memory.bytesPerRowHandlerInline",
      "rejected layout: heap bytes per row closure stored inline, beyond its context",
      Double(inline) / Double(count) - contextBytes, "bytes/handler")

    // One closure value registered at every row: no context per handler, but see the label.
    let shared = makeRowHandler(mask: mask)
    let sharedBytes =
      HeapProbe.bytesRetained {
        let handlers = TableHandlers()
        RegistrationFigures.registerShared(handlers, sections: 1, count: count, handler: shared)
        return handlers
      } ?? 0
    report.add(
      "memory.bytesPerRowHandlerClosureValue",
      "heap bytes per row handler, one closure value at every row (a thunk context each)",
      Double(sharedBytes) / Double(count), "bytes/handler")

    // A 1,000,000-row table served by one table-wide handler, every row dispatched once.
    let host = BenchmarkHost()
    let tableWide =
      HeapProbe.bytesRetained {
        let handlers = TableHandlers()
        handlers.setShape(TableShape(rowCounts: [count]))
        handlers.on(.canEditRow, at: .table) { call in call.position.row & mask == 0 }
        var sink = 0
        for row in 0..<count
        where handlers.answer(.canEditRow, at: TablePosition(section: 0, row: row), on: host) {
          sink &+= 1
        }
        blackHole(sink)
        return handlers
      } ?? 0
    report.add(
      "memory.tableWideHandler1MRows",
      "registry heap bytes, 1,000,000-row table served by one table-wide handler",
      Double(tableWide), "bytes")
  }
}

/// A 32-byte object (16-byte header, two words), to check the heap probe.
private final class ProbeObject {
  var first = 0
  var second = 0
}
