import TableHandlersCore
import TableHandlersDeclarative
import TestSupport
import Testing

/// A host that shows a declared table as a view would, by identity: it takes each step of an
/// update as one batch, checks the batch against the rules devices keep (`ViewBatchBreak`) and
/// against the counts the registry answers after it (UIKit's count check), carries its rows and
/// its selection through the batch, and asks the registry for the rows the batch inserted, as
/// a view asks its data source for their cells.
@MainActor
final class BatchReplayingHost: DeclaredTableHost {
  /// Not kept alive by the host: the registry keeps the declared table's engine, which keeps
  /// its host.
  unowned let handlers: TableHandlers
  /// Each shown row's identity, read from its content's text, by section.
  private(set) var rows: [[String]] = []
  /// The selected rows, as a view keeps them.
  private(set) var selected: [TablePosition] = []
  /// Every batch shown, by update.
  private(set) var batchesByUpdate: [[TableUpdate]] = []
  /// What went wrong, if anything.
  private(set) var failures: [String] = []

  init(handlers: TableHandlers) {
    self.handlers = handlers
    rows = shownRows()
  }

  private func shownRows() -> [[String]] {
    handlers.shape.rowCounts.enumerated().map { section, count in
      (0..<count).map { text(at: TablePosition(section: section, row: $0)) }
    }
  }

  private func text(at position: TablePosition) -> String {
    handlers.answer(.rowContent, at: position, on: TestTable())?.text ?? "?"
  }

  func performUpdate(
    _ diff: DeclarationDiff, animated: Bool, in steps: [DeclaredUpdateStep]
  ) throws {
    var batches: [TableUpdate] = []
    for step in steps {
      let shapeBefore = TableShape(rowCounts: rows.map(\.count))
      let batch = try step()
      batches.append(batch)
      if let broken = batch.firstViewBatchBreak {
        failures.append("a batch \(broken): \(batch)")
      }
      guard let mapping = try? batch.mapping(from: shapeBefore) else {
        failures.append("a batch does not fit the rows shown \(shapeBefore.rowCounts): \(batch)")
        return
      }
      // An inserted section comes with the rows the data source counts, as in UIKit.
      let counts = handlers.shape.rowCounts
      let inserted = Set(batch.insertedSections)
      guard counts.count == mapping.newCounts.count,
        counts.indices.allSatisfy({ inserted.contains($0) || counts[$0] == mapping.newCounts[$0] })
      else {
        failures.append(
          "after \(batch) the view counts \(mapping.newCounts), the registry \(counts)")
        return
      }
      var next = counts.map { [String?](repeating: nil, count: $0) }
      for (section, ids) in rows.enumerated() {
        for row in ids.indices {
          if let to = mapping.newPosition(of: TablePosition(section: section, row: row)) {
            next[to.section][to.row] = ids[row]
          }
        }
      }
      rows = next.enumerated().map { section, ids in
        ids.enumerated().map { row, id in
          id ?? text(at: TablePosition(section: section, row: row))
        }
      }
      selected = selected.compactMap { mapping.newPosition(of: $0) }
    }
    batchesByUpdate.append(batches)
  }

  func didApplyUpdate(_ diff: DeclarationDiff) {}

  var selectedRows: [TablePosition]? { selected }

  func setSelected(_ isSelected: Bool, rows: [TablePosition]) {
    for row in rows {
      selected.removeAll { $0 == row }
      if isSelected { selected.append(row) }
    }
  }
}

@MainActor
@Suite struct StagedUpdateTests {
  nonisolated static let seeds: [UInt64] = [41, 42, 43, 44, 45]
  static let pairsPerSeed = 1_000

  /// A declaration of a spec whose rows show their identifiers and log their taps.
  static func declaration(_ spec: Spec, log: Log) -> TableDeclaration<Int, Int> {
    TableDeclaration {
      for section in spec.sections {
        Section(section.id, header: section.header) {
          for row in section.rows {
            Row(row.id, text: "\(row.id)").onSelect { _ in log.append("\(row.id)") }
          }
        }
        .omittedWhenEmpty(section.omittedWhenEmpty)
      }
    }
  }

  /// 5,000 random pairs of declarations, with section moves mixed with row edits, each shown
  /// by a host that takes every step as a view takes a batch: no batch breaks a rule devices
  /// keep, every batch's counts are the registry's, the rows shown after the last step are the
  /// declaration's, every row's handler is its own, and the selection stays with its rows.
  @Test(arguments: seeds)
  func everyBatchIsOneADeviceSurvivesAndTheEndIsTheDeclaration(seed: UInt64) throws {
    var generator = SpecGenerator(random: SplitMix64(seed: seed))
    var staged = 0
    var sectionMovesWithRowEdits = 0
    for pair in 0..<Self.pairsPerSeed {
      let old = generator.spec()
      let new = generator.edit(old)
      guard new.expectedError == nil else { continue }
      let log = Log()
      let handlers = TableHandlers()
      let table = try DeclaredTable(
        handlers: handlers, declaration: Self.declaration(old, log: log))
      let host = BatchReplayingHost(handlers: handlers)
      table.host = host
      let oldIDs = old.shown.flatMap { $0.rows.map(\.id) }
      let selection = Set(oldIDs.filter { _ in generator.chance(30) })
      table.selection = selection
      let diff = try table.checkedUpdate(to: Self.declaration(new, log: log))
      if diff.update.editsRowsInMovedSections { sectionMovesWithRowEdits += 1 }
      let batches = host.batchesByUpdate.last ?? []
      if batches.count > 1 { staged += 1 }
      let context = "seed \(seed) pair \(pair): \(diff)"
      #expect(host.failures.isEmpty, "\(context): \(host.failures)")
      #expect(batches.count == (diff.update.editsRowsInMovedSections ? 2 : 1), "\(context)")
      let declared = new.shown.map { $0.rows.map { "\($0.id)" } }
      #expect(host.rows == declared, "\(context)")
      log.lines = []
      for (section, ids) in declared.enumerated() {
        for row in ids.indices {
          handlers.answer(
            .didSelectRow, at: TablePosition(section: section, row: row), on: TestTable())
        }
      }
      #expect(log.lines == declared.flatMap { $0 }, "\(context)")
      let newIDs = Set(new.shown.flatMap { $0.rows.map(\.id) })
      #expect(table.selection == selection.intersection(newIDs), "\(context)")
    }
    // The property is about these: enough of them in every seed.
    #expect(sectionMovesWithRowEdits > Self.pairsPerSeed / 10)
    #expect(staged == sectionMovesWithRowEdits)
  }
}
