import TableHandlersCore

/// Registering and removing row handlers, as an app does in `cellForRow`.
@MainActor
enum RegistrationFigures {
  /// Registers a closure literal at rows `0..<count` of each of `sections` sections; each
  /// evaluation of the literal makes its own context, as an app's handler would.
  @inline(never)
  static func registerLiterals(
    _ handlers: TableHandlers, sections: Int = 1, count: Int, mask: Int
  ) {
    for section in 0..<sections {
      for row in 0..<count {
        handlers.on(.canEditRow, at: .row(TablePosition(section: section, row: row))) { call in
          call.position.row & mask == 0
        }
      }
    }
  }

  /// Registers one shared closure at rows `0..<count` of each of `sections` sections.
  @inline(never)
  static func registerShared(
    _ handlers: TableHandlers, sections: Int, count: Int,
    handler: @escaping @MainActor (RowCall<Void>) -> Bool
  ) {
    for section in 0..<sections {
      for row in 0..<count {
        handlers.on(
          .canEditRow, at: .row(TablePosition(section: section, row: row)), perform: handler)
      }
    }
  }

  /// Removes the handlers at rows `0..<count` of section 0.
  @inline(never)
  static func remove(_ handlers: TableHandlers, count: Int) -> Int {
    var removed = 0
    for row in 0..<count
    where handlers.remove(.canEditRow, at: .row(TablePosition(section: 0, row: row))) {
      removed &+= 1
    }
    return removed
  }

  /// Nanoseconds to register one row handler and to remove one, best of the repetitions of a
  /// pass over 1,000 rows whose storage already exists (steady state), and what one
  /// registration allocates.
  static func measure(_ settings: Settings, into report: inout Report) {
    let count = 1_000
    let handlers = opaque(TableHandlers())
    let mask = opaque(1)
    handlers.setShape(TableShape(rowCounts: [count]))
    registerLiterals(handlers, count: count, mask: mask)
    blackHole(remove(handlers, count: count))
    var register = Double.infinity
    var remove = Double.infinity
    var sink = 0
    for _ in 0..<settings.registrationRepetitions {
      register = min(
        register, elapsedNanoseconds { registerLiterals(handlers, count: count, mask: mask) })
      remove = min(remove, elapsedNanoseconds { sink &+= Self.remove(handlers, count: count) })
    }
    blackHole(sink)
    report.add(
      "registration.register", "register a row handler (closure literal, storage exists)",
      register / Double(count), "ns/op")
    report.add(
      "registration.remove", "remove a row handler", remove / Double(count), "ns/op")

    let literal = HeapProbe.count { registerLiterals(handlers, count: count, mask: mask) }
    blackHole(Self.remove(handlers, count: count))
    let shared = makeRowHandler(mask: mask)
    let sharedCounts = HeapProbe.count {
      registerShared(handlers, sections: 1, count: count, handler: shared)
    }
    blackHole(Self.remove(handlers, count: count))
    if let literal, let sharedCounts {
      report.add(
        "registration.allocationsLiteral",
        "Swift heap objects allocated per registration, closure literal",
        Double(literal.allocations) / Double(count), "allocations/op")
      report.add(
        "registration.objectBytesLiteral",
        "object bytes requested per registration, closure literal (its context included)",
        Double(literal.allocatedBytes) / Double(count), "bytes/op")
      report.add(
        "registration.allocationsShared",
        "Swift heap objects allocated per registration, one closure value at every row",
        Double(sharedCounts.allocations) / Double(count), "allocations/op")
      report.add(
        "registration.objectBytesShared",
        "object bytes requested per registration, one closure value at every row",
        Double(sharedCounts.allocatedBytes) / Double(count), "bytes/op")
    } else {
      report.note("allocation counts per registration: the runtime hooks are not available")
    }
  }
}
