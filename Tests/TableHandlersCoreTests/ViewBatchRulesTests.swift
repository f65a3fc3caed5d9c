import RegistryReferenceModel
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

  /// 5,000 random updates with section moves mixed with row edits and reloads: told as one
  /// batch, each breaks no rule, fits the table, ends with the update's counts, takes every row
  /// it keeps where the update takes it, and the selection the view keeps plus the rows the
  /// host selects again is the selection the update leaves.
  @Test(arguments: [51, 52, 53, 54, 55] as [UInt64])
  func everyUpdateToldAsOneBatchKeepsTheRulesAndTheRows(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    var rebuilt = 0
    for index in 0..<1_000 {
      let scenario = UpdateScenario(&random)
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
