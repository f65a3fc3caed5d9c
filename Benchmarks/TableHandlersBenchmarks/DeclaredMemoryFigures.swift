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
    let forms =
      RowForm.allCases.map { ($0.rawValue, $0.label, $0.row) }
      + HandlerForm.allCases.map { ($0.rawValue, $0.label, $0.row) }
    for layout in RowLayout.allCases {
      for (name, label, row) in forms {
        let size = layout == .oneSection ? rows : 100
        let bytes =
          HeapProbe.bytesRetained {
            let declaration = TableDeclaration(
              sections: stride(from: 0, to: rows, by: size).map { start in
                Section(
                  start / size,
                  rows: model[start..<(start + size)].map { row($0.id, $0.title) })
              })
            do {
              return try DeclaredTable(handlers: TableHandlers(), declaration: declaration)
            } catch {
              fatalError("benchmark declaration rejected: \(error)")
            }
          } ?? 0
        report.add(
          "memory.declared.\(layout.rawValue).\(name)",
          "declared table of \(rows) rows, \(layout.label), \(label): declaration, "
            + "registry and engine",
          Double(bytes) / Double(rows), "bytes/row")
      }
    }
  }
}

/// Rows declared with the other modifiers that take a closure, measured for memory only (the
/// recipes time ``RowForm``): a modifier that handed its closure on to the generic
/// registration as a value of a concrete function type wrapped it in a reabstraction thunk,
/// 48 bytes a row.
enum HandlerForm: String, CaseIterable {
  /// `Row(id, text:).onDeselect { … }`.
  case textOnDeselect
  /// `Row(id, text:).onSelect(owner:) { … }`.
  case textOnSelectOwner

  /// How the row is written.
  var label: String {
    switch self {
    case .textOnDeselect: return "Row(id, text:).onDeselect"
    case .textOnSelectOwner: return "Row(id, text:).onSelect(owner:)"
    }
  }

  /// Whether the ≤ 200 bytes a row target applies: not to a row with an owner, whose handler
  /// is wrapped in a closure holding the owner weakly (a figure beside the targets).
  var isTargeted: Bool { self != .textOnSelectOwner }

  /// A row of this form.
  func row(_ id: Int, _ title: String) -> Row<Int> {
    switch self {
    case .textOnDeselect: return Row(id, text: title).onDeselect { call in blackHole(call.row) }
    case .textOnSelectOwner:
      return Row(id, text: title).onSelect(owner: Self.owner) { _, call in blackHole(call.row) }
    }
  }

  /// The owner of the rows of ``textOnSelectOwner``.
  private static let owner = MemoryFigureOwner()
}

/// An owner for rows declared with one: a screen, as an app's rows have.
final class MemoryFigureOwner: Sendable {}
