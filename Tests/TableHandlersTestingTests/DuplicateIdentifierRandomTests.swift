import TableHandlersCore
import TableHandlersDeclarative
import TableHandlersTesting
import TestSupport
import Testing

/// Random declarations that sometimes repeat identifiers, applied one after another with
/// keep-first, against a reference that de-duplicates them the simple way: the table's shape,
/// identifiers, reports and tapped handlers are the reference's.
@MainActor
@Suite struct DuplicateIdentifierRandomTests {
  /// A declared section as the generator draws it: identifier, omitted while empty, rows.
  struct DrawnSection {
    var id: Int
    var omittedWhenEmpty: Bool
    var rows: [Int]
  }

  /// The tap log's name of the row declared at `row` of the declaration's section `section`,
  /// in declaration `generation`.
  nonisolated static func name(_ generation: Int, _ section: Int, _ row: Int) -> String {
    "\(generation):\(section).\(row)"
  }

  static func draw(_ random: inout SplitMix64) -> [DrawnSection] {
    (0..<Int.random(in: 0...5, using: &random)).map { _ in
      DrawnSection(
        id: Int.random(in: 0..<4, using: &random),
        omittedWhenEmpty: Bool.random(using: &random),
        rows: (0..<Int.random(in: 0...4, using: &random)).map { _ in
          Int.random(in: 0..<10, using: &random)
        })
    }
  }

  static func declaration(_ drawn: [DrawnSection], generation: Int, taps: Box)
    -> TableDeclaration<Int, Int>
  {
    TableDeclaration(
      sections: drawn.enumerated().map { sectionOffset, section in
        Section(
          section.id,
          rows: section.rows.enumerated().map { rowOffset, id in
            Row(id, text: "\(id)").onSelect { _ in
              taps.log.append(name(generation, sectionOffset, rowOffset))
            }
          }
        )
        .omittedWhenEmpty(section.omittedWhenEmpty)
      })
  }

  final class Box { var log: [String] = [] }

  /// The reference: each kept section with its kept rows, as (identifier, tap name), and the
  /// dropped items as (kind, identifier, dropped place, kept place).
  struct Reference {
    var sections: [(id: Int, rows: [(id: Int, name: String)])] = []
    var dropped: [DroppedDuplicate] = []

    init(_ drawn: [DrawnSection], generation: Int) {
      var keptSections: [Int: DroppedDuplicate.Place] = [:]
      var keptRows: [Int: DroppedDuplicate.Place] = [:]
      for (offset, section) in drawn.enumerated() {
        if section.omittedWhenEmpty && section.rows.isEmpty { continue }
        let place = DroppedDuplicate.Place(section: "\(section.id)", sectionOffset: offset)
        if let first = keptSections[section.id] {
          dropped.append(
            DroppedDuplicate(kind: .section, id: "\(section.id)", dropped: place, kept: first))
          continue
        }
        var rows: [(id: Int, name: String)] = []
        for (rowOffset, id) in section.rows.enumerated() {
          let rowPlace = DroppedDuplicate.Place(
            section: "\(section.id)", sectionOffset: offset, rowOffset: rowOffset)
          if let first = keptRows[id] {
            dropped.append(
              DroppedDuplicate(kind: .row, id: "\(id)", dropped: rowPlace, kept: first))
          } else {
            keptRows[id] = rowPlace
            rows.append((id, DuplicateIdentifierRandomTests.name(generation, offset, rowOffset)))
          }
        }
        if section.omittedWhenEmpty && rows.isEmpty { continue }
        keptSections[section.id] = place
        sections.append((section.id, rows))
      }
    }
  }

  @Test(arguments: 0..<40)
  func keepFirstMatchesTheReference(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let taps = Box()
    var dropped: [DroppedDuplicate] = []
    var drawn = Self.draw(&random)
    let declared = try DeclaredTable(
      declaration: Self.declaration(drawn, generation: 0, taps: taps),
      duplicateIdentifiers: .keepFirst, droppedDuplicatesHandler: { dropped += $0 })
    declared.rejectedUpdateHandler = { Issue.record("seed \(seed): rejected \($0)") }
    let table = HeadlessTable(declared: declared)
    for generation in 0..<12 {
      if generation > 0 {
        drawn = Self.draw(&random)
        dropped = []
        declared.update(to: Self.declaration(drawn, generation: generation, taps: taps))
      }
      let reference = Reference(drawn, generation: generation)
      let comment: Comment = "seed \(seed), declaration \(generation)"
      #expect(declared.sections.map(\.id) == reference.sections.map(\.id), comment)
      #expect(
        declared.sections.map { $0.rows.map(\.id) } == reference.sections.map { $0.rows.map(\.id) },
        comment)
      #expect(dropped == reference.dropped, comment)
      for (section, kept) in reference.sections.enumerated() {
        #expect(!table.contains(TablePosition(section: section, row: kept.rows.count)), comment)
        for (row, expected) in kept.rows.enumerated() {
          let position = TablePosition(section: section, row: row)
          #expect(declared.rowID(at: position) == expected.id, comment)
          taps.log = []
          _ = table.tap(position)
          table.deselectRow(at: position, animated: false)
          #expect(taps.log == [expected.name], comment)
        }
      }
      #expect(
        !table.contains(TablePosition(section: reference.sections.count, row: 0)), comment)
    }
  }

  @Test(arguments: 0..<20)
  func rejectKeepsThePreviousTableWheneverAnIdentifierRepeats(seed: UInt64) throws {
    var random = SplitMix64(seed: seed &+ 1000)
    let declared = try DeclaredTable(declaration: TableDeclaration<Int, Int>())
    var rejected = 0
    declared.rejectedUpdateHandler = { _ in rejected += 1 }
    var shown: [Int] = []
    for generation in 0..<12 {
      let drawn = Self.draw(&random)
      let reference = Reference(drawn, generation: generation)
      let before = rejected
      declared.update(to: Self.declaration(drawn, generation: generation, taps: Box()))
      if reference.dropped.isEmpty {
        #expect(rejected == before)
        shown = reference.sections.map(\.id)
      } else {
        #expect(rejected == before + 1)
      }
      #expect(declared.sections.map(\.id) == shown, "seed \(seed), declaration \(generation)")
    }
  }
}
