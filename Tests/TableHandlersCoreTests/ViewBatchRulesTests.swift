import TestSupport
import Testing

@testable import TableHandlersCore

/// The batches a view is told: the rules devices keep beyond UIKit's documentation
/// (`ViewBatchBreak`), and an app's update told as one batch that keeps them
/// (`TableUpdate.forOneViewBatch()`).
@Suite("Batches a device survives")
struct ViewBatchRulesTests {
  static func update(_ body: (inout TableUpdate) -> Void) -> TableUpdate {
    var update = TableUpdate()
    body(&update)
    return update
  }

  @Test func eachRuleIsFoundWithTheRowThatBreaksIt() {
    let move = TableUpdate.SectionMove(from: 1, to: 0)
    #expect(
      Self.update {
        $0.moveSection(1, toSection: 0)
        $0.deleteRows(at: [pos(1, 1)])
      }.firstViewBatchBreak == .rowEditInMovedSection(move, row: pos(1, 1)))
    #expect(
      Self.update {
        $0.moveSection(1, toSection: 0)
        $0.insertRows(at: [pos(0, 0)])
      }.firstViewBatchBreak == .rowEditInMovedSection(move, row: pos(0, 0)))
    // A row moving into the moved section, named by the section's index after the batch.
    #expect(
      Self.update {
        $0.moveSection(1, toSection: 0)
        $0.moveRow(at: pos(0, 1), to: pos(0, 1))
      }.firstViewBatchBreak == .rowEditInMovedSection(move, row: pos(0, 1)))
    #expect(
      Self.update {
        $0.moveSection(1, toSection: 0)
        $0.reloadRows(at: [pos(1, 0)])
      }.firstViewBatchBreak == .reloadInMovedSection(move, row: pos(1, 0)))
    #expect(
      Self.update { $0.deleteRows(at: [pos(0, 1), pos(0, 1)]) }.firstViewBatchBreak
        == .deletedTwice(pos(0, 1)))
    // Row edits in sections that do not move, beside a section move, are fine.
    #expect(
      Self.update {
        $0.moveSection(2, toSection: 0)
        $0.deleteRows(at: [pos(0, 1)])
        $0.insertRows(at: [pos(2, 0)])
        $0.reloadRows(at: [pos(1, 0)])
      }.firstViewBatchBreak == nil)
  }

  @Test func aMovedSectionWithRowEditsIsDeletedAndInserted() {
    // [A(a1, a2), B(b1, b2)] to [B(b0, b1), A(a1, a2)]
    let logical = Self.update {
      $0.moveSection(1, toSection: 0)
      $0.deleteRows(at: [pos(1, 1)])
      $0.insertRows(at: [pos(0, 0)])
    }
    let batch = logical.forOneViewBatch()
    #expect(batch.update.description == "delete section 1; insert section 0")
    #expect(batch.rebuiltSections == [TableUpdate.SectionMove(from: 1, to: 0)])
    // Moving rows between two sections that also swap: the rows moved out of the rebuilt one
    // are inserted where they go, those moved into it deleted where they were.
    let swap = Self.update {
      $0.moveSection(1, toSection: 0)
      $0.moveRow(at: pos(0, 1), to: pos(0, 1))
      $0.moveRow(at: pos(1, 1), to: pos(1, 1))
    }.forOneViewBatch()
    #expect(
      swap.update.description
        == "delete section 1; insert section 0; delete row 0.1; insert row 1.1")
    #expect(swap.update.firstViewBatchBreak == nil)
  }

  @Test func anUpdateWithoutABreakIsToldAsItIs() {
    let logical = Self.update {
      $0.moveSection(2, toSection: 0)
      $0.deleteRows(at: [pos(0, 1), pos(0, 1)])
      $0.moveRow(at: pos(1, 0), to: pos(2, 0))
    }
    let batch = logical.forOneViewBatch()
    #expect(batch.rebuildsNothing)
    #expect(batch.update.deletedRows == [pos(0, 1)])
    #expect(batch.update.movedSections == logical.movedSections)
    #expect(batch.update.movedRows == logical.movedRows)
  }

  // MARK: The property

  /// A table of tokens, a random end state of it, and a valid update from one to the other:
  /// every kept section and row whose index changed is moved, so that the update has many
  /// section moves beside row edits; some kept rows are reloaded.
  struct Scenario {
    var old: [(token: Int, rows: [Int])] = []
    var new: [(token: Int, rows: [Int])] = []
    var update = TableUpdate()

    init(_ random: inout SplitMix64) {
      var next = 0
      func token() -> Int {
        next += 1
        return next
      }
      func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }
      for _ in 0..<Int.random(in: 1...5, using: &random) {
        old.append((token(), (0..<Int.random(in: 0...4, using: &random)).map { _ in token() }))
      }
      // Sections: some deleted, the rest shuffled a little, some inserted (empty, as a
      // registry starts them).
      var sections = old.filter { _ in !chance(15) }.map { (token: $0.token, rows: $0.rows) }
      if chance(60), sections.count > 1 {
        let moved = sections.remove(at: Int.random(in: sections.indices, using: &random))
        sections.insert(moved, at: Int.random(in: 0...sections.count, using: &random))
      }
      if chance(20) { sections.shuffle(using: &random) }
      let oldRows = Set(old.flatMap(\.rows))
      // Rows: some deleted, some moved across, some inserted, a few reordered.
      var wandering: [Int] = []
      for index in sections.indices {
        sections[index].rows = sections[index].rows.filter { row in
          if chance(15) { return false }
          if chance(15) {
            wandering.append(row)
            return false
          }
          return true
        }
        if chance(15) { sections[index].rows.shuffle(using: &random) }
      }
      for row in wandering + (0..<Int.random(in: 0...3, using: &random)).map({ _ in token() }) {
        guard !sections.isEmpty else { break }
        let section = Int.random(in: sections.indices, using: &random)
        sections[section].rows.insert(
          row, at: Int.random(in: 0...sections[section].rows.count, using: &random))
      }
      for _ in 0..<Int.random(in: 0...2, using: &random) {
        sections.insert(
          (token(), []), at: Int.random(in: 0...sections.count, using: &random))
      }
      new = sections
      // The update, the naive way.
      let oldSectionIndex = Dictionary(
        uniqueKeysWithValues: old.enumerated().map { ($1.token, $0) })
      let newSectionIndex = Dictionary(
        uniqueKeysWithValues: new.enumerated().map { ($1.token, $0) })
      var oldRowPlace: [Int: TablePosition] = [:]
      for (section, declared) in old.enumerated() {
        for (row, token) in declared.rows.enumerated() { oldRowPlace[token] = pos(section, row) }
      }
      for (index, section) in old.enumerated() where newSectionIndex[section.token] == nil {
        update.deleteSections([index])
      }
      for (index, section) in new.enumerated() {
        guard let from = oldSectionIndex[section.token] else {
          update.insertSections([index])
          continue
        }
        if from != index { update.moveSection(from, toSection: index) }
      }
      var newRowPlace: [Int: TablePosition] = [:]
      for (section, declared) in new.enumerated() {
        for (row, token) in declared.rows.enumerated() { newRowPlace[token] = pos(section, row) }
      }
      let deletedSections = Set(update.deletedSections)
      for (section, declared) in old.enumerated() where !deletedSections.contains(section) {
        for (row, token) in declared.rows.enumerated() where newRowPlace[token] == nil {
          update.deleteRows(at: [pos(section, row)])
        }
      }
      for (section, declared) in new.enumerated() {
        for (row, token) in declared.rows.enumerated() {
          let to = pos(section, row)
          guard let from = oldRowPlace[token], oldRows.contains(token),
            !deletedSections.contains(from.section)
          else {
            update.insertRows(at: [to])
            continue
          }
          let sameSection = old[from.section].token == declared.token
          if !sameSection || from.row != row {
            update.moveRow(at: from, to: to)
          } else if chance(10) {
            update.reloadRows(at: [from])
          }
        }
      }
    }

    var shape: TableShape { TableShape(rowCounts: old.map(\.rows.count)) }
  }

  /// 5,000 random updates with section moves mixed with row edits and reloads: told as one
  /// batch, each breaks no rule, fits the table, ends with the update's counts, takes every row
  /// it keeps where the update takes it, and the selection the view keeps plus the rows the
  /// host selects again is the selection the update leaves.
  @Test(arguments: [51, 52, 53, 54, 55] as [UInt64])
  func everyUpdateToldAsOneBatchKeepsTheRulesAndTheRows(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    var rebuilt = 0
    for index in 0..<1_000 {
      let scenario = Scenario(&random)
      let context = "seed \(seed) update \(index): \(scenario.update)"
      let logical = try scenario.update.mapping(from: scenario.shape)
      let batch = scenario.update.forOneViewBatch()
      if !batch.rebuildsNothing { rebuilt += 1 }
      #expect(batch.update.firstViewBatchBreak == nil, "\(context) → \(batch.update)")
      let told = try #require(
        try? batch.update.mapping(from: scenario.shape), "\(context) → \(batch.update)")
      // A section the batch inserts comes with the rows the data source counts (the end
      // state's, which the update's counts are); every other section's count is the batch's.
      let inserted = Set(batch.update.insertedSections)
      #expect(told.newCounts.count == logical.newCounts.count, "\(context) → \(batch.update)")
      for section in told.newCounts.indices where !inserted.contains(section) {
        #expect(
          told.newCounts[section] == logical.newCounts[section],
          "\(context) → \(batch.update): section \(section)")
      }
      let rebuiltFrom = Set(batch.rebuiltSections.map(\.from))
      let rebuiltMoves = Set(batch.rebuiltRowMoves.map(\.from))
      var selected: [TablePosition] = []
      for (section, declared) in scenario.old.enumerated() {
        for row in declared.rows.indices {
          let position = pos(section, row)
          if Int.random(in: 0..<3, using: &random) == 0 { selected.append(position) }
          guard !rebuiltFrom.contains(section), !rebuiltMoves.contains(position) else { continue }
          #expect(
            told.newPosition(of: position) == logical.newPosition(of: position),
            "\(context) → \(batch.update): row \(position)")
        }
      }
      // A view drops the selection of the rows it is told deleted or reloaded.
      let toldReloads = Set(batch.update.reloadedRows)
      let kept = selected.filter { !toldReloads.contains($0) }.compactMap {
        told.newPosition(of: $0)
      }
      let restored = batch.rowsLosingSelection(selected, through: logical)
      let logicalReloads = Set(scenario.update.reloadedRows)
      let expected = selected.filter { !logicalReloads.contains($0) }.compactMap {
        logical.newPosition(of: $0)
      }
      #expect(Set(kept + restored) == Set(expected), "\(context) → \(batch.update)")
    }
    #expect(rebuilt > 100)
  }
}
