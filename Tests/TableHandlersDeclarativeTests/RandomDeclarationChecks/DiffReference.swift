// Also compiled into the fuzz target (Scripts/fuzz.sh), which imports the same modules.
import TableHandlersCore
import TableHandlersDeclarative

/// A declaration as plain data: what the random tests generate, declare and check against.
struct Spec {
  struct RowSpec {
    var id: Int
    var content: RowContent?
    var deleteTitle = false
    var height = false
    var selects = false
  }

  struct SectionSpec {
    var id: Int
    var header: String?
    var footer: String?
    var rows: [RowSpec] = []
    var headerHeight = false
    var omittedWhenEmpty = false
    var declaresRowCount = false
  }

  var sections: [SectionSpec] = []
  var strayRow: Int?

  /// The sections a table shows: empty omitted ones left out.
  var shown: [SectionSpec] { sections.filter { !($0.omittedWhenEmpty && $0.rows.isEmpty) } }

  /// The error a declaration of this spec must be rejected with, found the naive way.
  var expectedError: DeclarationError? {
    if let strayRow { return .rowOutsideSection("\(strayRow)") }
    var seenSections: [Int] = []
    var seenRows: [(row: Int, section: Int)] = []
    for section in shown {
      if seenSections.contains(section.id) { return .duplicateSectionID("\(section.id)") }
      seenSections.append(section.id)
      if section.declaresRowCount {
        return .reservedEvent("numberOfRows", inSection: "\(section.id)")
      }
      for row in section.rows {
        if let first = seenRows.first(where: { $0.row == row.id }) {
          return .duplicateRowID(
            "\(row.id)", inSection: "\(section.id)", alreadyInSection: "\(first.section)")
        }
        seenRows.append((row.id, section.id))
      }
    }
    return nil
  }
}

/// Declares a spec with the builders; every row answers `indentationLevel` with its own
/// identifier, so a dispatch tells which row's handler answered.
@MainActor
func declaration(_ spec: Spec, log: Log) -> TableDeclaration<Int, Int> {
  TableDeclaration {
    for section in spec.sections {
      declaredSection(section, log: log)
    }
    if let stray = spec.strayRow { Row(stray, text: "stray") }
  }
}

@MainActor
func declaredSection(_ spec: Spec.SectionSpec, log: Log) -> Section<Int, Int> {
  var section = Section(spec.id, header: spec.header, footer: spec.footer) {
    for row in spec.rows { declaredRow(row, log: log) }
  }
  if spec.headerHeight { section = section.headerHeight(Double(spec.id)) }
  if spec.omittedWhenEmpty { section = section.omittedWhenEmpty() }
  if spec.declaresRowCount { section = section.on(.numberOfRows) { _ in 0 } }
  return section
}

@MainActor
func declaredRow(_ spec: Spec.RowSpec, log: Log) -> Row<Int> {
  var row = Row(spec.id, content: spec.content).indentationLevel(spec.id)
  if spec.deleteTitle { row = row.deleteConfirmationTitle("delete \(spec.id)") }
  if spec.height { row = row.height(Double(spec.id)) }
  if spec.selects {
    let id = spec.id
    row = row.onSelect { call in log.append("select \(id) at \(call.position)") }
  }
  return row
}

/// Random specs and random edits of them.
struct SpecGenerator<Random: RandomNumberGenerator> {
  var random: Random
  let contents: [RowContent?] = [
    nil, RowContent(text: "a"), RowContent(text: "b"), RowContent(text: "a", accessory: .checkmark),
    RowContent(text: "a", style: .subtitle),
    RowContent(customCell: CustomViewDescription(kind: "Cell", description: "a")),
    RowContent(customCell: CustomViewDescription(kind: "Cell", description: "b")),
    RowContent(customCell: CustomViewDescription(kind: "Other", description: "a")),
  ]
  let headers: [String?] = [nil, "H1", "H2"]
  let sectionPool = 10
  let rowPool = 40

  mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }

  mutating func newRow(_ id: Int) -> Spec.RowSpec {
    Spec.RowSpec(
      id: id, content: contents.randomElement(using: &random)!, deleteTitle: chance(30),
      height: chance(20), selects: chance(40))
  }

  mutating func newSection(_ id: Int) -> Spec.SectionSpec {
    Spec.SectionSpec(
      id: id, header: headers.randomElement(using: &random)!, footer: chance(20) ? "F" : nil,
      headerHeight: chance(30), omittedWhenEmpty: chance(15))
  }

  mutating func spec() -> Spec {
    var sectionIDs = Array(0..<sectionPool).shuffled(using: &random)
    var rowIDs = Array(0..<rowPool).shuffled(using: &random)
    var spec = Spec()
    for _ in 0..<Int.random(in: 0...5, using: &random) {
      var section = newSection(sectionIDs.removeLast())
      for _ in 0..<Int.random(in: 0...5, using: &random) {
        section.rows.append(newRow(rowIDs.removeLast()))
      }
      spec.sections.append(section)
    }
    return spec
  }

  /// An edit of `old`: sections and rows deleted, inserted and moved (across sections too),
  /// contents, titles and handlers changed; sometimes an unrelated spec or no change at all.
  mutating func edit(_ old: Spec) -> Spec {
    if chance(8) { return spec() }
    if chance(5) { return old }
    var spec = old
    spec.sections.removeAll { _ in chance(15) }
    let usedSections = Set(spec.sections.map(\.id))
    var freeSections = (0..<sectionPool).filter { !usedSections.contains($0) }.shuffled(
      using: &random)
    for _ in 0..<Int.random(in: 0...2, using: &random) where !freeSections.isEmpty {
      let section = newSection(freeSections.removeLast())
      spec.sections.insert(section, at: Int.random(in: 0...spec.sections.count, using: &random))
    }
    if chance(25) {
      spec.sections.shuffle(using: &random)
    } else if chance(40), spec.sections.count > 1 {
      let section = spec.sections.remove(at: Int.random(in: spec.sections.indices, using: &random))
      spec.sections.insert(section, at: Int.random(in: 0...spec.sections.count, using: &random))
    }
    var moving: [Spec.RowSpec] = []
    for index in spec.sections.indices {
      if chance(10) { spec.sections[index].header = headers.randomElement(using: &random)! }
      if chance(5) { spec.sections[index].footer = spec.sections[index].footer == nil ? "F" : nil }
      if chance(10) { spec.sections[index].headerHeight.toggle() }
      var rows: [Spec.RowSpec] = []
      for var row in spec.sections[index].rows {
        if chance(12) { continue }
        if chance(25) { row.content = contents.randomElement(using: &random)! }
        if chance(10) { row.deleteTitle.toggle() }
        if chance(10) { row.selects.toggle() }
        if chance(15) { moving.append(row) } else { rows.append(row) }
      }
      if chance(15) { rows.shuffle(using: &random) }
      spec.sections[index].rows = rows
    }
    let usedRows = Set(spec.sections.flatMap { $0.rows.map(\.id) } + moving.map(\.id))
    var freeRows = (0..<rowPool).filter { !usedRows.contains($0) }.shuffled(using: &random)
    for _ in 0..<Int.random(in: 0...3, using: &random) where !freeRows.isEmpty {
      moving.append(newRow(freeRows.removeLast()))
    }
    for row in moving where !spec.sections.isEmpty {
      let section = Int.random(in: spec.sections.indices, using: &random)
      let at = Int.random(in: 0...spec.sections[section].rows.count, using: &random)
      spec.sections[section].rows.insert(row, at: at)
    }
    return spec
  }

  /// Breaks a spec in one of the ways a declaration can be bad.
  mutating func breaking(_ spec: Spec) -> Spec {
    var spec = spec
    for index in spec.sections.indices { spec.sections[index].omittedWhenEmpty = false }
    if spec.sections.count < 2 {
      spec.sections.append(Spec.SectionSpec(id: 90))
      spec.sections.append(Spec.SectionSpec(id: 91))
    }
    let first = Int.random(in: spec.sections.indices, using: &random)
    var second = Int.random(in: spec.sections.indices, using: &random)
    if second == first { second = (first + 1) % spec.sections.count }
    switch Int.random(in: 0..<5, using: &random) {
    case 0:
      spec.sections[second].id = spec.sections[first].id
    case 1:
      let row = newRow(80)
      spec.sections[first].rows.append(row)
      spec.sections[second].rows.insert(row, at: 0)
    case 2:
      let row = newRow(81)
      spec.sections[first].rows += [row, row]
    case 3:
      spec.strayRow = 82
    default:
      spec.sections[first].declaresRowCount = true
    }
    return spec
  }
}

/// The brute-force reference: applies a diff to plain arrays of identifiers with UIKit's batch
/// semantics and checks that it yields the new declaration, with no unnecessary edit.
struct Reference {
  let old: [Spec.SectionSpec]
  let new: [Spec.SectionSpec]

  enum Slot: Equatable {
    case carried(Int)
    case inserted
  }

  /// The longest increasing subsequence's length, by the quadratic textbook method.
  static func lisLength(_ values: [Int]) -> Int {
    var best = [Int](repeating: 1, count: values.count)
    for index in values.indices {
      for earlier in 0..<index where values[earlier] < values[index] {
        best[index] = max(best[index], best[earlier] + 1)
      }
    }
    return best.max() ?? 0
  }

  /// Every problem found; empty when the diff is right and minimal.
  func problems(with diff: DeclarationDiff) -> [String] {
    var problems: [String] = []
    let update = diff.update
    let oldIDs = old.map(\.id)
    let newIDs = new.map(\.id)
    let oldRowSection = Dictionary(
      uniqueKeysWithValues: old.flatMap { section in section.rows.map { ($0.id, section.id) } })
    let newRowSection = Dictionary(
      uniqueKeysWithValues: new.flatMap { section in section.rows.map { ($0.id, section.id) } })
    let keptSectionIDs = Set(oldIDs).intersection(newIDs)

    // Sections: remove, place moves and inserts, fill the rest in order.
    let deletedSections = Set(update.deletedSections)
    let movedFrom = Set(update.movedSections.map(\.from))
    let removed = Set(update.deletedRows + update.movedRows.map(\.from))
    var remaining: [[Slot]] = old.enumerated().map { index, section in
      section.rows.enumerated().compactMap { row, declared in
        removed.contains(pos(index, row)) ? nil : .carried(declared.id)
      }
    }
    for position in removed where deletedSections.contains(position.section) {
      problems.append("row edit \(position) in a deleted section")
    }
    let newCount = old.count - update.deletedSections.count + update.insertedSections.count
    guard newCount == new.count else { return ["section count \(newCount), want \(new.count)"] }
    var placed = [Int?](repeating: nil, count: newCount)  // old index, or -1 for inserted
    for move in update.movedSections { placed[move.to] = move.from }
    for index in update.insertedSections { placed[index] = -1 }
    var next = 0
    for index in old.indices where !deletedSections.contains(index) && !movedFrom.contains(index) {
      while placed[next] != nil { next += 1 }
      placed[next] = index
    }
    var rows: [[Slot]] = []
    for (index, source) in placed.enumerated() {
      guard let source else { return ["section \(index) left empty"] }
      if source >= 0 {
        if oldIDs[source] != newIDs[index] { problems.append("section \(index) is not its id") }
        rows.append(remaining[source])
        remaining[source] = []
      } else {
        if keptSectionIDs.contains(newIDs[index]) {
          problems.append("kept section \(newIDs[index]) inserted")
        }
        // An inserted section brings its rows.
        rows.append(new[index].rows.map { .carried($0.id) })
      }
    }
    let arrivals =
      update.insertedRows.map { ($0, Slot.inserted) }
      + update.movedRows.map { move in
        (move.to, Slot.carried(old[move.from.section].rows[move.from.row].id))
      }
    for (position, slot) in arrivals.sorted(by: { $0.0 < $1.0 }) {
      guard placed[position.section]! >= 0, position.row <= rows[position.section].count else {
        problems.append("arrival at \(position) is out of place")
        continue
      }
      rows[position.section].insert(slot, at: position.row)
    }

    // The result is the new declaration, and only rows that cannot move are inserted.
    for (index, section) in new.enumerated() {
      guard rows[index].count == section.rows.count else {
        problems.append("section \(index) has \(rows[index].count) rows")
        continue
      }
      for (row, declared) in section.rows.enumerated() {
        switch rows[index][row] {
        case .carried(let id):
          if id != declared.id { problems.append("\(pos(index, row)) is \(id)") }
        case .inserted:
          if let from = oldRowSection[declared.id], keptSectionIDs.contains(from) {
            problems.append("movable row \(declared.id) inserted")
          }
        }
      }
    }

    // Deletes: exactly the rows of kept sections that are gone or go to an inserted section.
    var wantDeleted: Set<TablePosition> = []
    for (index, section) in old.enumerated() where keptSectionIDs.contains(section.id) {
      for (row, declared) in section.rows.enumerated() {
        if let to = newRowSection[declared.id], keptSectionIDs.contains(to) { continue }
        wantDeleted.insert(pos(index, row))
      }
    }
    if Set(update.deletedRows) != wantDeleted { problems.append("deleted rows") }

    // Moves: as few as possible.
    let keptInNewOrder = new.compactMap { section in oldIDs.firstIndex(of: section.id) }
    if update.movedSections.count != keptInNewOrder.count - Self.lisLength(keptInNewOrder) {
      problems.append("\(update.movedSections.count) section moves are not the fewest")
    }
    var wantRowMoves = 0
    for section in new where keptSectionIDs.contains(section.id) {
      let oldSection = old.first { $0.id == section.id }!
      var staying: [Int] = []
      for row in section.rows {
        guard let from = oldRowSection[row.id], keptSectionIDs.contains(from) else { continue }
        if from == section.id {
          staying.append(oldSection.rows.firstIndex { $0.id == row.id }!)
        } else {
          wantRowMoves += 1
        }
      }
      wantRowMoves += staying.count - Self.lisLength(staying)
    }
    if update.movedRows.count != wantRowMoves {
      problems.append("\(update.movedRows.count) row moves, want \(wantRowMoves)")
    }

    // Content: shown after the batch, moved or not: reconfigured in the same kind of cell, or
    // reloaded in a new one; the batch reloads nothing.
    var wantReconfigured: [TablePosition] = []
    var wantReloadedAfter: [TablePosition] = []
    for (index, section) in new.enumerated() {
      guard oldIDs.contains(section.id) else { continue }
      for (row, declared) in section.rows.enumerated() {
        guard let fromSection = oldRowSection[declared.id], keptSectionIDs.contains(fromSection)
        else { continue }
        let source = oldIDs.firstIndex(of: fromSection)!
        let sourceRow = old[source].rows.firstIndex { $0.id == declared.id }!
        let before = old[source].rows[sourceRow].content
        guard before != declared.content else { continue }
        // Another style or another kind of custom cell needs a new cell: reload, not reconfigure.
        let newCell =
          (before?.style ?? .default) != (declared.content?.style ?? .default)
          || before?.customCell?.kind != declared.content?.customCell?.kind
        if newCell {
          wantReloadedAfter.append(pos(index, row))
        } else {
          wantReconfigured.append(pos(index, row))
        }
      }
    }
    if !update.reloadedRows.isEmpty { problems.append("row reloads in the batch") }
    if diff.reconfiguredRows != wantReconfigured.sorted() { problems.append("reconfigured rows") }
    if diff.reloadedRows != wantReloadedAfter.sorted() { problems.append("rows reloaded after") }
    let wantTitles = new.indices.filter { index in
      guard let before = old.first(where: { $0.id == new[index].id }) else { return false }
      return before.header != new[index].header || before.footer != new[index].footer
    }
    if diff.reconfiguredSections != wantTitles { problems.append("reconfigured sections") }
    if !update.reloadedSections.isEmpty { problems.append("section reloads") }
    return problems
  }
}
