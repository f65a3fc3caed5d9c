import TableHandlersCore
import TableHandlersDeclarative

/// What a declared table holds per row, in every form of row: the declaration it keeps, the
/// registry and the engine, measured on the C heap as ``MemoryFigures`` measures the registry.
@MainActor
enum DeclaredMemoryFigures {
  /// The rows of the measured tables.
  static let rows = 100_000

  static func measure(into report: inout Report) {
    guard HeapProbe.bytesInUse() != nil else { return }
    // The model the rows are declared from, built before measuring: an identifier and a
    // title (short enough to be stored inline, as most titles are).
    let model = (0..<rows).map { (id: $0, title: "Row \($0)") }
    report.add(
      "memory.declared.model", "the model's own bytes per row: an Int and a String",
      Double(MemoryLayout<(id: Int, title: String)>.stride), "bytes/row")
    report.add(
      "memory.declared.rowStride", "a declared row's inline size, Row<Int> (its stride)",
      Double(MemoryLayout<Row<Int>>.stride), "bytes/row")
    for layout in RowLayout.allCases {
      for form in RowForm.allCases {
        let size = layout == .oneSection ? rows : 100
        let bytes =
          HeapProbe.bytesRetained {
            let declaration = TableDeclaration(
              sections: stride(from: 0, to: rows, by: size).map { start in
                Section(
                  start / size,
                  rows: model[start..<(start + size)].map { form.row($0.id, $0.title) })
              })
            do {
              return try DeclaredTable(handlers: TableHandlers(), declaration: declaration)
            } catch {
              fatalError("benchmark declaration rejected: \(error)")
            }
          } ?? 0
        report.add(
          "memory.declared.\(layout.rawValue).\(form.rawValue)",
          "declared table of \(rows) rows, \(layout.label), \(form.label): declaration, "
            + "registry and engine",
          Double(bytes) / Double(rows), "bytes/row")
      }
    }
  }
}
