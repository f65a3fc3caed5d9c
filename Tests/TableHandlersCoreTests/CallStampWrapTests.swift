import Testing

@testable import TableHandlersCore

/// A dispatch scope's stamp after its depth's count of openings has wrapped (2⁵¹ openings at
/// one depth): the dispatch goes on, its calls are valid while their handlers run and only
/// then, as before the wrap.
@MainActor
@Suite("Call stamps past the wrap of their count")
struct CallStampWrapTests {
  let table = TestTable()

  /// Runs `body` with the next scope opened at depth 0 given the first negative stamp, and
  /// puts the depth's slot back afterwards (the stamps made meanwhile are negative, so none of
  /// them can come back once the count resumes from where it was).
  func withWrappedDepthZero(_ body: () throws -> Void) rethrows {
    let slot = CallScope.storage + 1
    let saved = slot.pointee
    // The largest stamp of depth 0: the next one wraps to `Int.min`.
    slot.pointee = Int.max & ~CallStamp.depthMask
    defer { slot.pointee = saved }
    try body()
  }

  @Test func aWrappedStampIsValidWhileItsHandlerRunsAndOnlyThen() {
    withWrappedDepthZero {
      let handlers = TableHandlers()
      var kept: [RowCall<Void>] = []
      var validInside: [Bool] = []
      handlers.on(.canEditRow, at: .table) { call in
        kept.append(call)
        validInside.append(CallScope.isOpen(call.stamp))
        // Reading the table checks the stamp: it must not trap.
        _ = call.table
        return true
      }
      let position = TablePosition(section: 0, row: 0)
      #expect(handlers.answer(.canEditRow, at: position, on: table))
      #expect(handlers.answer(.canEditRow, at: position, on: table))
      #expect(validInside == [true, true])
      #expect(kept.map { $0.stamp.raw < 0 } == [true, true])
      #expect(kept[0].stamp.raw != kept[1].stamp.raw)
      #expect(kept.allSatisfy { !CallScope.isOpen($0.stamp) })
    }
  }

  @Test func aDispatchNestedInAWrappedScopeKeepsBothCallsValid() throws {
    try withWrappedDepthZero {
      let handlers = TableHandlers()
      var outerValidAfterInner = false
      var innerValid = false
      var outerCall: RowCall<Void>?
      var innerCall: RowCall<Void>?
      handlers.on(.canEditRow, at: .row(0, inSection: 0)) { [unowned handlers] call in
        outerCall = call
        _ = handlers.answer(.canEditRow, at: TablePosition(section: 0, row: 1), on: call.table)
        outerValidAfterInner = CallScope.isOpen(call.stamp)
        return true
      }
      handlers.on(.canEditRow, at: .row(1, inSection: 0)) { call in
        innerCall = call
        innerValid = CallScope.isOpen(call.stamp)
        return false
      }
      #expect(handlers.answer(.canEditRow, at: TablePosition(section: 0, row: 0), on: table))
      #expect(innerValid)
      #expect(outerValidAfterInner)
      let outer = try #require(outerCall)
      let inner = try #require(innerCall)
      #expect(outer.stamp.raw < 0)
      #expect(!CallScope.isOpen(outer.stamp))
      #expect(!CallScope.isOpen(inner.stamp))
      #expect(TableHandlers.isDispatching == false)
    }
  }
}
