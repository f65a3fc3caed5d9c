// Also compiled into the fuzz target (Scripts/fuzz.sh), which imports the same modules.
import TableHandlersCore
import TableHandlersDeclarative

/// What a chain of updates showed.
struct ChainOutcome {
  /// Differences from the reference or from a fresh build; empty when all is well.
  var failures: [String] = []
  /// Bad declarations rejected, updates applied and interactive moves made.
  var rejected = 0
  var applied = 0
  var userMoves = 0
  /// Updates asked for from `didApplyUpdate` of another update, which waited for it.
  var waitedForAnUpdate = 0
}

/// Drives one declared table through `steps` random updates, one in ten bad and some preceded
/// by an interactive move, checking after each against the brute-force ``Reference`` and a
/// registry built from scratch.
///
/// One good update in ten is asked for from `didApplyUpdate` of an update to a declaration in
/// between: it must wait (`.applyingUpdate`, in its diff and in `waitingFor`), leave the table
/// showing the declaration in between however it is read, and be applied once that update has
/// been reported. After every step nothing waits.
///
/// A pair check starts every update from a fresh table; a chain shows what one table carries
/// from update to update: its row index after rejected updates, rows that leave and come back,
/// and moves the user made in between.
@MainActor
func checkChain<Random: RandomNumberGenerator>(
  _ generator: inout SpecGenerator<Random>, steps: Int, host: TestTable
) throws -> ChainOutcome {
  var outcome = ChainOutcome()
  var spec = generator.spec()
  let handlers = TableHandlers()
  let table = try DeclaredTable(handlers: handlers, declaration: declaration(spec, log: Log()))
  for step in 0..<steps {
    func check(_ condition: Bool, _ message: @autoclosure () -> String) {
      if !condition { outcome.failures.append("step \(step): \(message())") }
    }
    if generator.chance(15), let move = generator.userMove(in: spec) {
      try table.userMovedRow(from: move.from, to: move.to, on: host)
      spec = move.spec
      outcome.userMoves += 1
    }
    var new = generator.edit(spec)
    if generator.chance(10) { new = generator.breaking(new) }
    let before = handlers.dump
    if let expected = new.expectedError {
      outcome.rejected += 1
      do {
        try table.checkedUpdate(to: declaration(new, log: Log()))
        check(false, "a bad declaration was accepted; expected \(expected)")
      } catch let error as DeclarationError {
        check(error == expected, "rejected with \(error), expected \(expected)")
      }
      check(handlers.dump == before, "a rejected update changed the registry")
    } else if generator.chance(10) {
      let middle = generator.edit(spec)
      var inner: (diff: DeclarationDiff, wait: DeclaredUpdateWait?, rows: [[Int]])?
      var reported: [DeclarationDiff] = []
      table.didApplyUpdate = { [weak table] diff in
        reported.append(diff)
        guard let table, inner == nil else { return }
        let waiting = table.update(to: declaration(new, log: Log()))
        inner = (waiting, table.waitingFor, table.sections.map { $0.rows.map(\.id) })
      }
      let diff = try table.checkedUpdate(to: declaration(middle, log: Log()))
      table.didApplyUpdate = nil
      outcome.failures += Reference(old: spec.shown, new: middle.shown).problems(with: diff).map {
        "step \(step), the update in between: \($0)"
      }
      if let inner {
        check(
          inner.diff.waitingFor == .applyingUpdate && inner.diff.isEmpty,
          "an update from didApplyUpdate returned \(inner.diff)")
        check(inner.wait == .applyingUpdate, "waitingFor was \(String(describing: inner.wait))")
        check(
          inner.rows == middle.shown.map { $0.rows.map(\.id) },
          "reading the table during an update showed \(inner.rows)")
        check(reported.count <= 2, "\(reported.count) diffs reported")
        // Reported after the update in between, unless it changed nothing.
        let waited = reported.count == 2 ? reported[1] : DeclarationDiff()
        outcome.failures += Reference(old: middle.shown, new: new.shown).problems(with: waited)
          .map { "step \(step), the update that waited: \($0)" }
        outcome.waitedForAnUpdate += 1
      } else {
        // The update in between changed nothing, so nobody was told of it.
        check(diff.isEmpty, "a diff was not reported")
        let direct = try table.checkedUpdate(to: declaration(new, log: Log()))
        outcome.failures += Reference(old: middle.shown, new: new.shown).problems(with: direct)
          .map { "step \(step): \($0)" }
      }
      spec = new
      outcome.applied += 1
    } else {
      let diff = try table.checkedUpdate(to: declaration(new, log: Log()))
      outcome.failures += Reference(old: spec.shown, new: new.shown).problems(with: diff).map {
        "step \(step): \($0)"
      }
      spec = new
      outcome.applied += 1
    }
    check(
      table.waitingFor == nil, "an update still waits for \(String(describing: table.waitingFor))")
    // Whatever happened, the table is now the declaration of `spec`.
    let fresh = try DeclaredTable(
      handlers: TableHandlers(), declaration: declaration(spec, log: Log()))
    check(handlers.dump == fresh.handlers.dump, "the dump differs from a fresh build")
    check(
      answers(of: handlers, on: host) == answers(of: fresh.handlers, on: host),
      "the answers differ from a fresh build")
    var shownRows: Set<Int> = []
    for (index, section) in spec.shown.enumerated() {
      check(table.index(ofSection: section.id) == index, "section \(section.id) lookup")
      for (row, declared) in section.rows.enumerated() {
        shownRows.insert(declared.id)
        check(
          table.position(ofRow: declared.id) == pos(index, row)
            && table.rowID(at: pos(index, row)) == declared.id,
          "row \(declared.id) lookup")
      }
    }
    for id in 0..<generator.rowPool + 90 where !shownRows.contains(id) {
      check(table.position(ofRow: id) == nil, "row \(id) is gone but still found")
    }
    if !outcome.failures.isEmpty { return outcome }
  }
  return outcome
}

extension SpecGenerator {
  /// A random drop of a shown row somewhere in the shown sections, and the spec after it;
  /// `nil` when there is no row, or when the drop would empty a section that is omitted when
  /// empty (a table keeps showing such a section until the next declaration).
  mutating func userMove(in spec: Spec) -> (from: TablePosition, to: TablePosition, spec: Spec)? {
    let shown = spec.sections.indices.filter {
      !(spec.sections[$0].omittedWhenEmpty && spec.sections[$0].rows.isEmpty)
    }
    let withRows = shown.indices.filter { !spec.sections[shown[$0]].rows.isEmpty }
    guard let fromSection = withRows.randomElement(using: &random) else { return nil }
    let source = spec.sections[shown[fromSection]]
    if source.omittedWhenEmpty && source.rows.count == 1 { return nil }
    let fromRow = Int.random(in: source.rows.indices, using: &random)
    let toSection = Int.random(in: shown.indices, using: &random)
    var moved = spec
    let row = moved.sections[shown[fromSection]].rows.remove(at: fromRow)
    let toRow = Int.random(
      in: 0...moved.sections[shown[toSection]].rows.count, using: &random)
    moved.sections[shown[toSection]].rows.insert(row, at: toRow)
    return (pos(fromSection, fromRow), pos(toSection, toRow), moved)
  }
}
