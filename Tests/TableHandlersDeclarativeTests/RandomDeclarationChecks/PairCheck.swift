// Also compiled into the fuzz target (Scripts/fuzz.sh), which imports the same modules.
import TableHandlersCore
import TableHandlersDeclarative

/// What one random pair of declarations showed.
struct PairOutcome {
  /// Differences from the reference or from a fresh build; empty when all is well.
  var failures: [String] = []
  /// Whether the new declaration was bad and was rejected.
  var rejected = false
  /// Moves in the applied update, and how many of them crossed sections.
  var moves = 0
  var crossSectionMoves = 0
}

/// Checks one random pair of declarations.
///
/// Declares a random spec, hand-registers a few handlers, updates to a random edit of it (bad
/// one time in ten) and checks the result against the brute-force ``Reference``, against a
/// registry built from scratch, and — for a bad declaration — that nothing changed. Shared by
/// the randomized tests and the fuzz target.
@MainActor
func checkPair<Random: RandomNumberGenerator>(
  _ generator: inout SpecGenerator<Random>, settle: Bool, host: TestTable
) throws -> PairOutcome {
  var outcome = PairOutcome()
  func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { outcome.failures.append(message()) }
  }
  let old = generator.spec()
  var new = generator.edit(old)
  let broken = generator.chance(10)
  if broken { new = generator.breaking(new) }

  let oldLog = Log()
  let handlers = TableHandlers()
  let table = try DeclaredTable(handlers: handlers, declaration: declaration(old, log: oldLog))
  // Hand-registered handlers on a few rows and sections, which must follow them.
  let oldShown = old.shown
  var handRows: [Int] = []
  var handSections: [Int] = []
  for (index, section) in oldShown.enumerated() {
    if generator.chance(20) {
      handSections.append(section.id)
      let id = section.id
      handlers.on(.heightForFooter, at: .section(index)) { _ in Double(id) }
    }
    for (row, declared) in section.rows.enumerated() where generator.chance(10) {
      handRows.append(declared.id)
      let id = declared.id
      handlers.on(.didDeselectRow, at: .row(row, inSection: index)) { _ in
        oldLog.append("hand \(id)")
      }
    }
  }
  let newLog = Log()
  if let expected = new.expectedError {
    let before = handlers.dump
    check(broken, "a declaration the generator did not break was bad: \(expected)")
    outcome.rejected = true
    do {
      try table.checkedUpdate(to: declaration(new, log: newLog))
      outcome.failures.append("a bad declaration was accepted; expected \(expected)")
    } catch let error as DeclarationError {
      check(error == expected, "rejected with \(error), expected \(expected)")
    }
    check(handlers.dump == before, "a rejected update changed the registry")
    check(table.sections.map(\.id) == oldShown.map(\.id), "a rejected update changed the sections")
    return outcome
  }

  let newDeclaration = declaration(new, log: newLog)
  let diff = try table.checkedUpdate(to: newDeclaration)
  let newShown = new.shown
  outcome.failures += Reference(old: oldShown, new: newShown).problems(with: diff)
  outcome.moves = diff.update.movedRows.count + diff.update.movedSections.count
  outcome.crossSectionMoves =
    diff.update.movedRows.filter { $0.from.section != $0.to.section }
    .count

  // Built from scratch, plus the hand-registered handlers where their rows now are.
  let freshHandlers = TableHandlers()
  let fresh = try DeclaredTable(handlers: freshHandlers, declaration: newDeclaration)
  let keptSections = Set(oldShown.map(\.id)).intersection(newShown.map(\.id))
  for id in handSections {
    if let index = fresh.index(ofSection: id) {
      freshHandlers.on(.heightForFooter, at: .section(index)) { _ in Double(id) }
    }
  }
  let oldRowSection = Dictionary(
    uniqueKeysWithValues: oldShown.flatMap { s in s.rows.map { ($0.id, s.id) } })
  for id in handRows {
    guard let position = fresh.position(ofRow: id), keptSections.contains(oldRowSection[id]!),
      keptSections.contains(fresh.sectionID(at: position.section)!)
    else { continue }
    freshHandlers.on(.didDeselectRow, at: .row(position)) { _ in oldLog.append("hand \(id)") }
  }
  check(handlers.dump == freshHandlers.dump, "the dump differs from a fresh build")
  check(
    answers(of: handlers, on: host) == answers(of: freshHandlers, on: host),
    "the answers differ from a fresh build")
  check(table.sections.map(\.id) == newShown.map(\.id), "the sections differ")
  for (index, section) in newShown.enumerated() {
    check(
      table.index(ofSection: section.id) == index && table.sectionID(at: index) == section.id,
      "section lookups for \(section.id)")
    for (row, declared) in section.rows.enumerated() {
      check(
        table.position(ofRow: declared.id) == pos(index, row)
          && table.rowID(at: pos(index, row)) == declared.id,
        "row lookups for \(declared.id)")
    }
  }
  // Handlers that return nothing: the updated and the fresh registry run the same closures.
  func selectEveryRow(_ registry: TableHandlers) -> [String] {
    newLog.lines = []
    oldLog.lines = []
    for (index, section) in newShown.enumerated() {
      for row in section.rows.indices {
        registry.answer(.didSelectRow, at: pos(index, row), on: host)
        registry.answer(.didDeselectRow, at: pos(index, row), on: host)
      }
    }
    return newLog.lines + oldLog.lines
  }
  check(selectEveryRow(handlers) == selectEveryRow(freshHandlers), "the handlers that ran differ")

  // Declaring the same again changes nothing.
  if settle {
    let settled = handlers.dump
    check(
      try table.checkedUpdate(to: newDeclaration).isEmpty,
      "an identical declaration changed something")
    check(handlers.dump == settled, "an identical declaration changed the registry")
  }
  return outcome
}
