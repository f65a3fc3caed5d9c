import TableHandlersCore
import TableHandlersDeclarative
import TableHandlersTesting
import TestSupport

/// A declared outline through `HeadlessTable(declared:)` against `OutlineReference`, the
/// rules written plainly: random trees declared again (nodes inserted, deleted, moved under
/// other parents), a person's taps on rows and on disclosure controls, and the app setting the
/// expanded rows, one row's expansion, or the selection (one row: the headless table selects
/// one row at a time).
///
/// Checked after every operation: the rows shown, in order, with their depth and their
/// disclosure's state; the table's expanded rows and selection; and that a tap ran the
/// handler of the row tapped. Its handler-box bound: the table's own handlers (counted when the
/// layer starts), one box a node that handles selection (shown or not: the declaration the
/// table keeps holds them), one a shown row with children that toggles on a tap, and the
/// disclosure's table-wide handler while a row has children.
@MainActor
package final class OutlineLayer: SoakLayer {
  private var declared: DeclaredTable<Int, Int>?
  private var table: HeadlessTable?
  private var reference = OutlineReference()
  private var tableBoxes = 0
  /// The rows whose select handler ran during the operation.
  private var selected: [Int] = []
  static let pool = 24

  /// An outline layer; its table is made with the first operation.
  package init() {}

  package var operations: [(kind: SoakOperation.Kind, weight: Int)] {
    [
      (.outlineDeclare, 3), (.outlineTap, 3), (.outlineDisclosure, 2), (.outlineExpand, 1),
      (.outlineSelect, 1),
    ]
  }

  package var handlerBoxBound: Int {
    guard declared != nil else { return 0 }
    let all = reference.all
    let toggles = reference.shown.filter { $0.expanded != nil && !$0.selects }.count
    let hasChildren = all.contains { !$0.children.isEmpty }
    return tableBoxes + all.filter(\.selects).count + toggles + (hasChildren ? 1 : 0)
  }

  package func tearDown() {
    table = nil
    declared = nil
    reference = OutlineReference()
    selected = []
  }

  private func declaration(_ roots: [OutlineNode]) -> TableDeclaration<Int, Int> {
    func row(_ node: OutlineNode) -> Row<Int> {
      let id = node.id
      let row = Row(id, text: "\(id)").children(node.children.map(row), expanded: node.expanded)
      return node.selects ? row.onSelect { [weak self] _ in self?.selected.append(id) } : row
    }
    return TableDeclaration(sections: [Section(0, rows: roots.map(row))])
  }

  private func start() throws -> (DeclaredTable<Int, Int>, HeadlessTable) {
    if let declared, let table { return (declared, table) }
    let before = LiveHandlerBoxes.count
    let declared = try DeclaredTable(declaration: declaration([]))
    tableBoxes = LiveHandlerBoxes.count - before
    let table = HeadlessTable(declared: declared, visibleRowLimit: 1_000)
    self.declared = declared
    self.table = table
    return (declared, table)
  }

  package func perform(_ operation: SoakOperation, coverage: inout SoakCoverage) -> [String] {
    let (declared, table): (DeclaredTable<Int, Int>, HeadlessTable)
    do {
      (declared, table) = try start()
    } catch {
      return ["the empty outline was rejected: \(error)"]
    }
    var draw = Draw(operation.bits)
    let kind = operation.kind
    coverage.exercised[kind.rawValue] += 1
    selected = []
    var failures: [String] = []
    var rejected: [String] = []
    declared.rejectedUpdateHandler = { rejected.append("\($0)") }
    defer { declared.rejectedUpdateHandler = nil }
    let rows = reference.shown
    switch kind {
    case .outlineDeclare:
      reference.declare(
        OutlineReference.edit(reference.roots, pool: Self.pool) { draw.below($0) })
      declared.update(to: declaration(reference.roots))
    case .outlineTap:
      guard !rows.isEmpty else { return [] }
      let row = draw.below(rows.count)
      let shown = rows[row]
      // A row with children and no selection handler toggles; any other is selected (a
      // selected one again, in single selection), running its handler if it has one.
      if let expanded = shown.expanded, !shown.selects {
        reference.set([(shown.id, !expanded)])
      } else {
        reference.selection = [shown.id]
      }
      table.tap(TablePosition(section: 0, row: row))
      let ran = shown.selects ? [shown.id] : []
      if selected != ran { failures.append("tap on \(shown.id) ran the handlers of \(selected)") }
    case .outlineDisclosure:
      let parents = rows.indices.filter { rows[$0].expanded != nil }
      guard !parents.isEmpty else { return [] }
      let row = parents[draw.below(parents.count)]
      reference.set([(rows[row].id, !rows[row].expanded!)])
      if !table.tapDisclosure(TablePosition(section: 0, row: row)) {
        failures.append("row \(rows[row].id) shows no disclosure")
      }
    case .outlineExpand:
      if draw.chance(50) {
        let wanted = Set(reference.expansion.keys.sorted().filter { _ in draw.chance(50) })
        reference.set(reference.changes(expanding: wanted))
        declared.expandedRows = wanted
      } else {
        let id = draw.below(Self.pool)
        let open = draw.chance(50)
        reference.set([(id, open)])
        declared.setExpanded(open, for: id)
      }
    default:
      let ids: Set<Int> = rows.isEmpty || draw.chance(20) ? [] : [rows[draw.below(rows.count)].id]
      reference.selection = ids
      declared.selection = ids
    }
    failures += rejected.map { "rejected: \($0)" }
    if failures.isEmpty { coverage.checked[kind.rawValue] += 1 }
    return failures.map { "\(kind.name): \($0)" }
  }

  package func check(full: Bool, coverage: inout SoakCoverage) -> [String] {
    guard let declared, let table else { return [] }
    var failures: [String] = []
    let expected = reference.shown
    let shownIDs = declared.sections.first?.rows.map(\.id) ?? []
    if shownIDs != expected.map(\.id) {
      failures.append("outline shows \(shownIDs), the reference \(expected.map(\.id))")
      return failures
    }
    if full {
      let lines = table.render().split(separator: "\n")
      for (index, row) in expected.enumerated() {
        let position = TablePosition(section: 0, row: index)
        let disclosure = row.expanded.map { $0 ? OutlineDisclosure.expanded : .collapsed }
        if table.outlineDisclosure(at: position) != disclosure {
          failures.append("outline row \(row.id) shows \(String(describing: disclosure))")
        }
        let body = lines[index].dropFirst(2)
        let depth = (body.count - body.drop { $0 == " " }.count) / 2
        if depth != row.depth { failures.append("outline row \(row.id) at depth \(depth)") }
      }
    }
    if declared.expandedRows != reference.expanded {
      failures.append(
        "outline expanded \(declared.expandedRows.sorted()), the reference "
          + "\(reference.expanded.sorted())")
    }
    if declared.selection != reference.selection {
      failures.append(
        "outline selection \(declared.selection.sorted()), the reference "
          + "\(reference.selection.sorted())")
    }
    return failures
  }
}
