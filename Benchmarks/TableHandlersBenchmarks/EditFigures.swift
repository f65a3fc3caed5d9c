import TableHandlersCore

/// Structural edits with a million row-scoped handlers: one section of 1,000,000 rows, and
/// 1,000 sections of 1,000 rows.
@MainActor
enum EditFigures {
  /// Applies an edit the benchmark knows to be valid.
  private static func edit(_ body: () throws -> Void) {
    do {
      try body()
    } catch {
      fatalError("benchmark edit rejected: \(error)")
    }
  }

  /// A registry with one shared handler at every row of `sections` sections of `rows` rows.
  private static func makeRegistry(sections: Int, rows: Int) -> (
    TableHandlers, @MainActor (RowCall<Void>) -> Bool
  ) {
    let handlers = opaque(TableHandlers())
    let handler = makeRowHandler(mask: opaque(1))
    handlers.setShape(TableShape(rowCounts: Array(repeating: rows, count: sections)))
    RegistrationFigures.registerShared(handlers, sections: sections, count: rows, handler: handler)
    return (handlers, handler)
  }

  /// Removes the first element of an array; `@inline(never)` so that the call is what an
  /// app's own code would make.
  @inline(never)
  private static func removeFirst(_ array: inout [(() -> Void)?]) -> (() -> Void)? {
    array.remove(at: 0)
  }

  static func measure(_ settings: Settings, into report: inout Report) {
    let repetitions = settings.editRepetitions

    // The reference: removing the first element of a 1,000,000-element `[(() -> Void)?]`.
    let mask = opaque(1)
    var array = [(() -> Void)?](repeating: { blackHole(mask) }, count: 1_000_000)
    var removed: (() -> Void)? = nil
    let arrayRemove = bestNanoseconds(
      repetitions: repetitions,
      prepare: {
        if let removed { array.append(removed) }
      },
      { removed = removeFirst(&array) })
    report.add(
      "edit.arrayRemoveFirstBaseline",
      "baseline: remove(at: 0) of a 1,000,000-element [(() -> Void)?]", arrayRemove, "ns/op")
    array = []

    do {
      let rows = 1_000_000
      let (handlers, handler) = makeRegistry(sections: 1, rows: rows)
      let figures = rowEdits(
        handlers, handler: handler, last: TablePosition(section: 0, row: rows - 1),
        repetitions: repetitions)
      report.add(
        "edit.oneSection.deleteRow0", "1 section × 1,000,000 rows: delete row 0",
        figures.delete, "ns/op")
      report.add(
        "edit.oneSection.insertRow0", "1 section × 1,000,000 rows: insert at row 0",
        figures.insert, "ns/op")
      report.add(
        "edit.oneSection.moveFirstToLast", "1 section × 1,000,000 rows: move first row to last",
        figures.move, "ns/op")
    }

    do {
      let sections = 1_000
      let rows = 1_000
      let (handlers, handler) = makeRegistry(sections: sections, rows: rows)
      let figures = rowEdits(
        handlers, handler: handler, last: TablePosition(section: 0, row: rows - 1),
        repetitions: repetitions)
      // Across sections: the table's first row becomes its last, then moves back (untimed).
      let first = TablePosition(section: 0, row: 0)
      let tableLast = TablePosition(section: sections - 1, row: rows)
      let crossMove = bestNanoseconds(
        repetitions: repetitions,
        prepare: {
          if handlers.shape.rowCounts[sections - 1] > rows {
            edit { try handlers.followMovedRow(at: tableLast, to: first) }
          }
        },
        { edit { try handlers.followMovedRow(at: first, to: tableLast) } })
      report.add(
        "edit.grid.deleteRow0", "1,000 sections × 1,000 rows: delete row 0 of section 0",
        figures.delete, "ns/op")
      report.add(
        "edit.grid.insertRow0", "1,000 sections × 1,000 rows: insert at row 0 of section 0",
        figures.insert, "ns/op")
      report.add(
        "edit.grid.moveFirstToLastInSection",
        "1,000 sections × 1,000 rows: move section 0's first row to its last", figures.move,
        "ns/op")
      report.add(
        "edit.grid.moveFirstToLastOfTable",
        "1,000 sections × 1,000 rows: move the table's first row to its last (across sections)",
        crossMove, "ns/op")
    }
  }

  /// Best times of deleting row 0 of section 0 (which has a handler), inserting a row there,
  /// and moving row 0 to `last`; the untimed set-up keeps the section's row count steady.
  private static func rowEdits(
    _ handlers: TableHandlers, handler: @escaping @MainActor (RowCall<Void>) -> Bool,
    last: TablePosition,
    repetitions: Int
  ) -> (delete: Double, insert: Double, move: Double) {
    let first = TablePosition(section: 0, row: 0)
    let delete = bestNanoseconds(
      repetitions: repetitions,
      prepare: {
        edit { try handlers.followInsertedRows(at: [first]) }
        handlers.on(.canEditRow, at: .row(first), perform: handler)
      },
      { edit { try handlers.followDeletedRows(at: [first]) } })
    let insert = bestNanoseconds(
      repetitions: repetitions,
      prepare: { edit { try handlers.followDeletedRows(at: [first]) } },
      { edit { try handlers.followInsertedRows(at: [first]) } })
    let move = bestNanoseconds(repetitions: repetitions) {
      edit { try handlers.followMovedRow(at: first, to: last) }
    }
    return (delete, insert, move)
  }
}
