import TableHandlersCore
import TableHandlersDeclarative
import TableHandlersTesting
import Testing

/// A declared section index on the headless table: the sections' own titles, a table's titles
/// of its own (a collation's A-Z and #) with the nearest section for a title without one, and
/// the index following its sections through updates.
@MainActor
@Suite struct DeclaredSectionIndexTests {
  /// Contacts grouped by initial, each group a section titled and indexed by its letter.
  static func contacts(_ names: [String], omitEmpty: Set<String> = [])
    -> TableDeclaration<String, String>
  {
    let letters = Array(Set(names.map { String($0.prefix(1)) })).sorted()
    return TableDeclaration {
      for letter in letters {
        Section(letter, header: letter) {
          for name in names where name.hasPrefix(letter) { Row(name, text: name) }
        }
        .indexTitle(letter)
      }
    }
  }

  static let collation = (65...90).map { String(UnicodeScalar(UInt8($0))) } + ["#"]

  static func collated(_ letters: [String]) -> TableDeclaration<String, String> {
    TableDeclaration {
      for letter in letters {
        Section(letter, header: letter) { Row("\(letter)1", text: "\(letter)1") }
      }
    }
    .sectionIndex(titles: collation) { $0 }
  }

  @Test func theSectionsIndexTitlesAreTheIndexInSectionOrder() throws {
    let declared = try DeclaredTable(declaration: Self.contacts(["Ann", "Bob", "Dan", "Dee"]))
    let table = HeadlessTable(declared: declared)
    #expect(table.sectionIndexTitles == ["A", "B", "D"])
    #expect(table.jump(toIndexTitle: "D") == 2)
    #expect(table.jump(toIndexTitle: "A") == 0)
    #expect(table.jump(toIndexTitle: "C") == nil)
    #expect(table.sectionIndexJumps == [2, 0])
    #expect(table.callLog.contains("scrollToSection 2"))
  }

  @Test func aSectionWithoutATitleOrOmittedIsNotInTheIndex() throws {
    let declared = try DeclaredTable<String, String> {
      Section("top") { Row("search", text: "Search") }
      Section("a") { Row("ann", text: "Ann") }.indexTitle("A")
      Section("b") {}.indexTitle("B").omittedWhenEmpty()
      Section("c") { Row("cy", text: "Cy") }.indexTitle("C")
    }
    let table = HeadlessTable(declared: declared)
    #expect(table.sectionIndexTitles == ["A", "C"])
    #expect(table.jump(toIndexTitle: "C") == 2)
  }

  @Test func aTableWithoutAnIndexAnswersNoIndex() throws {
    let handlers = TableHandlers()
    let declared = try DeclaredTable<String, String>(handlers: handlers) {
      Section("a") { Row("ann", text: "Ann") }
    }
    let table = HeadlessTable(declared: declared)
    #expect(table.sectionIndexTitles == nil)
    #expect(!handlers.handles(.sectionIndexTitles))
    #expect(!handlers.handles(.sectionForSectionIndexTitle))
    #expect(table.jump(toIndexTitleAt: 0) == nil)
  }

  @Test func collationTitlesWithoutASectionJumpToTheNextPresentOne() throws {
    let declared = try DeclaredTable(declaration: Self.collated(["B", "D", "X"]))
    let table = HeadlessTable(declared: declared)
    #expect(table.sectionIndexTitles == Self.collation)
    // A and B jump to B (section 0), C and D to D, E...X to X, then Y, Z and # (no present
    // section after them) to the last one before them, X.
    let expected = Self.collation.map { title -> Int in
      switch title {
      case "A", "B": return 0
      case "C", "D": return 1
      default: return 2
      }
    }
    #expect(Self.collation.indices.map { table.jump(toIndexTitleAt: $0) } == expected)
  }

  @Test func aMappingToAnAbsentSectionJumpsToTheNearest() throws {
    let declared = try DeclaredTable<String, String>(
      declaration: TableDeclaration {
        Section("one") { Row("1", text: "1") }
        Section("empty") {}.omittedWhenEmpty()
        Section("two") { Row("2", text: "2") }
      }
      .sectionIndex(titles: ["1", "E", "?", "2"]) { title in
        ["1": "one", "E": "empty", "2": "two"][title]
      })
    let table = HeadlessTable(declared: declared)
    #expect([0, 1, 2, 3].map { table.jump(toIndexTitleAt: $0) } == [0, 1, 1, 1])
  }

  @Test func anIndexWithNoPresentSectionJumpsToTheFirstAndAnEmptyTableShowsNone() throws {
    let declared = try DeclaredTable<String, String>(
      declaration: TableDeclaration {
        Section("a") { Row("1", text: "1") }
        Section("b") { Row("2", text: "2") }
      }
      .sectionIndex(titles: ["X", "Y"]) { _ in nil })
    let table = HeadlessTable(declared: declared)
    #expect([0, 1].map { table.jump(toIndexTitleAt: $0) } == [0, 0])
    declared.update(to: TableDeclaration().sectionIndex(titles: ["X", "Y"]) { _ in nil })
    #expect(table.sectionIndexTitles == nil)
  }

  @Test func theIndexFollowsInsertedRemovedAndMovedSections() throws {
    let declared = try DeclaredTable(declaration: Self.contacts(["Ann", "Bob", "Dan"]))
    let table = HeadlessTable(declared: declared)
    table.clearCallLog()
    // Insert C, remove B.
    let diff = declared.update(to: Self.contacts(["Ann", "Cy", "Dan"]))
    #expect(diff.sectionIndexChanged)
    #expect(table.callLog.contains("reloadSectionIndexTitles"))
    #expect(table.sectionIndexTitles == ["A", "C", "D"])
    #expect(table.jump(toIndexTitle: "D") == 2)
    // Move D before A: the sections' order is the index's.
    let moved = TableDeclaration<String, String> {
      Section("D") { Row("Dan", text: "Dan") }.indexTitle("D")
      Section("A") { Row("Ann", text: "Ann") }.indexTitle("A")
      Section("C") { Row("Cy", text: "Cy") }.indexTitle("C")
    }
    #expect(declared.update(to: moved).sectionIndexChanged)
    #expect(table.sectionIndexTitles == ["D", "A", "C"])
    #expect(table.jump(toIndexTitle: "C") == 2)
    #expect(table.jump(toIndexTitle: "A") == 1)
  }

  @Test func collationJumpsFollowTheSectionsThroughUpdatesWithoutReloadingTheIndex() throws {
    let declared = try DeclaredTable(declaration: Self.collated(["B", "D"]))
    let table = HeadlessTable(declared: declared)
    #expect(table.jump(toIndexTitle: "C") == 1)
    table.clearCallLog()
    // The titles stay A-Z and #: the index is not reloaded, its jumps follow the sections.
    let diff = declared.update(to: Self.collated(["A", "C", "D"]))
    #expect(!diff.sectionIndexChanged)
    #expect(!table.callLog.contains("reloadSectionIndexTitles"))
    #expect(table.jump(toIndexTitle: "B") == 1)
    #expect(table.jump(toIndexTitle: "D") == 2)
    #expect(table.jump(toIndexTitle: "#") == 2)
  }

  @Test func aDiffThatOnlyChangesIndexTitlesIsNotEmptyAndSaysSo() throws {
    let declared = try DeclaredTable<String, String> {
      Section("a") { Row("1", text: "1") }.indexTitle("A")
    }
    let table = HeadlessTable(declared: declared)
    table.clearCallLog()
    let diff = declared.update {
      Section("a") { Row("1", text: "1") }.indexTitle("Á")
    }
    #expect(!diff.isEmpty)
    #expect(diff.update.isEmpty)
    #expect(diff.description == "reload the section index")
    #expect(table.callLog.contains("reloadSectionIndexTitles"))
    #expect(table.sectionIndexTitles == ["Á"])
  }

  @Test func droppingTheIndexGivesTheEventsBackToAHandlerRegisteredLater() throws {
    let handlers = TableHandlers()
    let declared = try DeclaredTable<String, String>(handlers: handlers) {
      Section("a") { Row("1", text: "1") }.indexTitle("A")
    }
    let table = HeadlessTable(declared: declared)
    #expect(handlers.handles(.sectionIndexTitles))
    let diff = declared.update { Section("a") { Row("1", text: "1") } }
    #expect(diff.sectionIndexChanged)
    #expect(!handlers.handles(.sectionIndexTitles))
    #expect(!handlers.handles(.sectionForSectionIndexTitle))
    handlers.on(.sectionIndexTitles) { _ in ["hand"] }
    declared.update { Section("a") { Row("2", text: "2") } }
    #expect(table.sectionIndexTitles == ["hand"])
  }

  @Test func aTableIndexReplacesTheSectionsTitles() throws {
    let declared = try DeclaredTable<String, String>(
      declaration: TableDeclaration {
        Section("a") { Row("1", text: "1") }.indexTitle("A")
        Section("b") { Row("2", text: "2") }.indexTitle("B")
      }
      .sectionIndex(titles: ["•", "B"]) { $0 == "B" ? "b" : nil })
    let table = HeadlessTable(declared: declared)
    #expect(table.sectionIndexTitles == ["•", "B"])
    #expect(table.jump(toIndexTitle: "•") == 1)
  }
}
