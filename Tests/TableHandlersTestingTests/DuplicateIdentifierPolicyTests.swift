import TableHandlersCore
import TableHandlersDeclarative
import TableHandlersTesting
import Testing

/// What a declaration that repeats an identifier does on the headless table: rejected by
/// default; with keep-first, the table, its diffs and its handlers are those of the
/// declaration without the duplicates, each dropped item reported with where it was.
@MainActor
@Suite struct DuplicateIdentifierPolicyTests {
  /// Rows whose select handler records which declared row it is ("s.r", by declared offsets).
  final class Taps { var log: [String] = [] }

  typealias Place = DroppedDuplicate.Place

  static func row(_ id: String, _ place: String, _ taps: Taps) -> Row<String> {
    Row(id, text: id).onSelect { _ in taps.log.append(place) }
  }

  /// Every row's identifier, by section, as the headless table shows them.
  static func shown(_ table: HeadlessTable, _ declared: DeclaredTable<String, String>)
    -> [[String]]
  {
    var sections: [[String]] = []
    var section = 0
    while table.contains(TablePosition(section: section, row: 0)) {
      var rows: [String] = []
      while table.contains(TablePosition(section: section, row: rows.count)) {
        rows.append(declared.rowID(at: TablePosition(section: section, row: rows.count)) ?? "?")
      }
      sections.append(rows)
      section += 1
    }
    return sections
  }

  @Test func rejectIsTheDefaultAndChangesNothing() throws {
    let taps = Taps()
    let declared = try DeclaredTable<String, String> {
      Section("a") { Self.row("1", "0.0", taps) }
    }
    #expect(declared.duplicateIdentifiers == .reject)
    let table = HeadlessTable(declared: declared)
    var rejections: [String] = []
    declared.rejectedUpdateHandler = { rejections.append("\($0)") }
    var dropped: [DroppedDuplicate] = []
    declared.droppedDuplicatesHandler = { dropped += $0 }
    let diff = declared.update {
      Section("a") {
        Self.row("1", "0.0", taps)
        Self.row("1", "0.1", taps)
      }
    }
    #expect(diff.isEmpty)
    #expect(rejections == ["duplicate row identifier 1 in section a"])
    #expect(dropped.isEmpty)
    #expect(Self.shown(table, declared) == [["1"]])
    #expect(
      throws: DeclarationError.duplicateSectionID("a"),
      performing: {
        try DeclaredTable<String, String> {
          Section("a") { Row("1", text: "1") }
          Section("a") { Row("2", text: "2") }
        }
      })
  }

  @Test func keepFirstDropsARepeatedRowAndItsHandlers() throws {
    let taps = Taps()
    let declared = try DeclaredTable<String, String> {
      Section("a") { Self.row("1", "0.0", taps) }
    }
    declared.duplicateIdentifiers = .keepFirst
    var dropped: [DroppedDuplicate] = []
    declared.droppedDuplicatesHandler = { dropped += $0 }
    declared.rejectedUpdateHandler = { Issue.record("rejected: \($0)") }
    let table = HeadlessTable(declared: declared)
    let diff = declared.update {
      Section("a") {
        Self.row("1", "0.0", taps)
        Self.row("2", "0.1", taps)
        Self.row("1", "0.2", taps)
      }
      Section("b") {
        Self.row("2", "1.0", taps)
        Self.row("3", "1.1", taps)
      }
    }
    #expect(diff.description == "insert section 1; insert row 0.1")
    #expect(Self.shown(table, declared) == [["1", "2"], ["3"]])
    #expect(
      dropped == [
        DroppedDuplicate(
          kind: .row, id: "1", dropped: Place(section: "a", sectionOffset: 0, rowOffset: 2),
          kept: Place(section: "a", sectionOffset: 0, rowOffset: 0)),
        DroppedDuplicate(
          kind: .row, id: "2", dropped: Place(section: "b", sectionOffset: 1, rowOffset: 0),
          kept: Place(section: "a", sectionOffset: 0, rowOffset: 1)),
      ])
    #expect(
      dropped[1].description
        == "row 2 at row 0 of section b (section 1 of the declaration), kept at row 1 of "
        + "section a (section 0 of the declaration)")
    for position in [(0, 0), (0, 1), (1, 0)] {
      _ = table.tap(TablePosition(section: position.0, row: position.1))
    }
    #expect(taps.log == ["0.0", "0.1", "1.1"])
  }

  @Test func keepFirstDropsARepeatedSectionWithItsRows() throws {
    let taps = Taps()
    var dropped: [DroppedDuplicate] = []
    let declared = try DeclaredTable<String, String>(
      declaration: TableDeclaration {
        Section("empty") {}.omittedWhenEmpty()
        Section("a") { Self.row("1", "1.0", taps) }
        Section("a") {
          Self.row("2", "2.0", taps)
          Self.row("1", "2.1", taps)
        }
        Section("empty") { Self.row("3", "3.0", taps) }
      },
      duplicateIdentifiers: .keepFirst
    ) { dropped += $0 }
    let table = HeadlessTable(declared: declared)
    // The first "empty" is left out, so the second is no duplicate; the second "a" goes with
    // its rows, which are not reported one by one.
    #expect(Self.shown(table, declared) == [["1"], ["3"]])
    #expect(declared.sections.map(\.id) == ["a", "empty"])
    #expect(
      dropped == [
        DroppedDuplicate(
          kind: .section, id: "a", dropped: Place(section: "a", sectionOffset: 2),
          kept: Place(section: "a", sectionOffset: 1))
      ])
    _ = table.tap(TablePosition(section: 1, row: 0))
    #expect(taps.log == ["3.0"])
  }

  @Test func aSectionLeftEmptyByItsDroppedRowsIsOmitted() throws {
    var dropped: [DroppedDuplicate] = []
    let declared = try DeclaredTable<String, String>(
      declaration: TableDeclaration {
        Section("a") { Row("1", text: "1") }
        Section("b") { Row("1", text: "1") }.omittedWhenEmpty()
        Section("b") { Row("2", text: "2") }
      },
      duplicateIdentifiers: .keepFirst, droppedDuplicatesHandler: { dropped += $0 })
    #expect(declared.sections.map(\.id) == ["a", "b"])
    #expect(declared.sections[1].rows.map(\.id) == ["2"])
    #expect(dropped.map(\.kind) == [.row])
  }

  @Test func keepFirstStillRejectsOtherErrors() throws {
    let declared = try DeclaredTable<String, String>(
      declaration: TableDeclaration { Section("a") { Row("1", text: "1") } },
      duplicateIdentifiers: .keepFirst)
    var dropped: [DroppedDuplicate] = []
    declared.droppedDuplicatesHandler = { dropped += $0 }
    #expect(throws: DeclarationError.reservedEvent("numberOfRows", inSection: "b")) {
      try declared.checkedUpdate {
        Section("a") { Row("1", text: "1") }
        Section("a") { Row("2", text: "2") }
        Section("b") { Row("3", text: "3") }.on(.numberOfRows) { _ in 1 }
      }
    }
    #expect(dropped.isEmpty)
    #expect(declared.sections.map(\.id) == ["a"])
  }

  @Test func aWaitingUpdateIsDeduplicatedWhenItIsChecked() throws {
    let taps = Taps()
    let declared = try DeclaredTable<String, String>(
      declaration: TableDeclaration { Section("a") { Row("0", text: "0") } },
      duplicateIdentifiers: .keepFirst)
    var dropped: [DroppedDuplicate] = []
    declared.droppedDuplicatesHandler = { dropped += $0 }
    declared.rejectedUpdateHandler = { Issue.record("rejected: \($0)") }
    // After the move, the model declares row 2 twice.
    let moved = TableDeclaration<String, String> {
      Section("a") {
        Self.row("2", "0.0", taps)
        Self.row("1", "0.1", taps)
        Self.row("2", "0.2", taps)
      }
    }
    var waited: DeclarationDiff?
    try declared.checkedUpdate {
      Section("a") {
        Self.row("1", "0.0", taps).onMove { _ in waited = declared.update(to: moved) }
        Self.row("2", "0.1", taps)
      }
    }
    let table = HeadlessTable(declared: declared)
    table.setEditing(true)
    // The row's move handler declares the model again while the row moves: the update waits,
    // checked (and its duplicate reported) at once, applied once the row has moved.
    try table.drag(TablePosition(section: 0, row: 0), over: [TablePosition(section: 0, row: 1)])
    #expect(waited?.waitingFor == .interactiveMove)
    #expect(dropped.map(\.dropped) == [Place(section: "a", sectionOffset: 0, rowOffset: 2)])
    #expect(declared.waitingFor == nil)
    #expect(Self.shown(table, declared) == [["2", "1"]])
    table.setEditing(false)
    _ = table.tap(TablePosition(section: 0, row: 0))
    _ = table.tap(TablePosition(section: 0, row: 1))
    #expect(taps.log == ["0.0", "0.1"])
  }

  @Test func aSelfDeclaringTableKeepsTheFirstFromItsFirstDeclaration() {
    final class Screen { var ids = ["a", "a", "b"] }
    let screen = Screen()
    var dropped: [DroppedDuplicate] = []
    let declared = DeclaredTable<String, String>(
      owner: screen, duplicateIdentifiers: .keepFirst, droppedDuplicatesHandler: { dropped += $0 },
      rejectedUpdateHandler: { Issue.record("rejected: \($0)") },
      declaring: { screen in
        Section("s") { for id in screen.ids { Row(id, text: id) } }
      })
    #expect(declared.sections.first?.rows.map(\.id) == ["a", "b"])
    #expect(dropped.map(\.dropped.rowOffset) == [1])
    screen.ids = ["b", "c", "b"]
    dropped = []
    declared.redeclare()
    #expect(declared.sections.first?.rows.map(\.id) == ["b", "c"])
    #expect(dropped.map(\.dropped.rowOffset) == [2])
    // The closure form too; rejecting from the first declaration on is the default.
    let plain = DeclaredTable<String, String>(duplicateIdentifiers: .keepFirst) {
      Section("s") {
        Row("x", text: "x")
        Row("x", text: "x")
      }
    }
    #expect(plain.sections.first?.rows.count == 1)
  }

  @Test func withoutAHandlerTheTableKeepsWorking() throws {
    let declared = try DeclaredTable<String, String>(
      declaration: TableDeclaration {
        Section("a") {
          Row("1", text: "1")
          Row("1", text: "1 again")
        }
      },
      duplicateIdentifiers: .keepFirst)
    #expect(declared.sections.first?.rows.map(\.content?.text) == ["1"])
  }
}
