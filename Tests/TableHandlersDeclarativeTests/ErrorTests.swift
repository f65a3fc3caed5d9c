import TableHandlersCore
import TableHandlersDeclarative
import Testing

struct BadDeclaration: Sendable, CustomTestStringConvertible {
  var name: String
  var error: DeclarationError
  var description: String
  var declaration: @Sendable () -> TableDeclaration<String, String>

  var testDescription: String { name }
}

@MainActor
@Suite struct ErrorTests {
  nonisolated static let bad: [BadDeclaration] = [
    BadDeclaration(
      name: "duplicate section", error: .duplicateSectionID("a"),
      description: "duplicate section identifier a"
    ) {
      TableDeclaration {
        Section("a") { Row("1") }
        Section("b") { Row("2") }
        Section("a") { Row("3") }
      }
    },
    BadDeclaration(
      name: "duplicate row in one section",
      error: .duplicateRowID("1", inSection: "a", alreadyInSection: "a"),
      description: "duplicate row identifier 1 in section a"
    ) {
      TableDeclaration {
        Section("a") {
          Row("1")
          Row("2")
          Row("1")
        }
      }
    },
    BadDeclaration(
      name: "duplicate row across sections",
      error: .duplicateRowID("1", inSection: "b", alreadyInSection: "a"),
      description: "duplicate row identifier 1 in section b, already in section a"
    ) {
      TableDeclaration {
        Section("a") { Row("1") }
        Section("b") {
          Row("2")
          Row("1")
        }
      }
    },
    BadDeclaration(
      name: "row outside any section", error: .rowOutsideSection("stray"),
      description: "row stray is declared outside any section"
    ) {
      TableDeclaration {
        Section("a") { Row("1") }
        Row("stray")
      }
    },
    BadDeclaration(
      name: "section declares its row count",
      error: .reservedEvent("numberOfRows", inSection: "a"),
      description: "section a declares numberOfRows, which the declaration answers itself"
    ) {
      TableDeclaration { Section("a") { Row("1") }.on(.numberOfRows) { _ in 3 } }
    },
  ]

  static func good() -> TableDeclaration<String, String> {
    TableDeclaration {
      Section("a", header: "A") { Row("1", text: "one").onSelect { _ in } }
      Section("b") { Row("2").height(40) }
    }
  }

  @Test(arguments: bad)
  func aBadUpdateChangesNothing(_ bad: BadDeclaration) throws {
    let handlers = TableHandlers()
    let table = try DeclaredTable(handlers: handlers, declaration: Self.good())
    handlers.on(.didDeselectRow, at: .row(0, inSection: 1)) { _ in }
    let before = handlers.dump
    #expect(throws: bad.error) { try table.checkedUpdate(to: bad.declaration()) }
    #expect(handlers.dump == before)
    #expect(table.sections.map(\.id) == ["a", "b"])
    #expect(table.position(ofRow: "2") == pos(1, 0))
    #expect(bad.error.description == bad.description)
  }

  @Test(arguments: bad)
  func aBadDeclarationRegistersNothing(_ bad: BadDeclaration) {
    let handlers = TableHandlers()
    handlers.on(.didDeselectRow, at: .table) { _ in }
    let before = handlers.dump
    #expect(throws: bad.error) {
      try DeclaredTable(handlers: handlers, declaration: bad.declaration())
    }
    #expect(handlers.dump == before)
  }

  @Test func anEmptyOmittedSectionDoesNotCountAsADuplicate() throws {
    let table = try DeclaredTable<String, String>(handlers: TableHandlers()) {
      Section("a") { Row("1") }
      Section("a") {}.omittedWhenEmpty()
    }
    #expect(table.sections.map(\.id) == ["a"])
  }

  @Test func editingTheStructureBehindTheTablesBackIsReported() throws {
    let handlers = TableHandlers()
    let table = try DeclaredTable(handlers: handlers, declaration: Self.good())
    try handlers.followDeletedRows(at: [pos(1, 0)])
    let before = handlers.dump
    let error = DeclarationError.registryOutOfStep(
      declared: TableShape(rowCounts: [1, 1]), registry: TableShape(rowCounts: [1, 0]))
    #expect(throws: error) { try table.checkedUpdate(to: Self.good()) }
    #expect(handlers.dump == before)
    #expect(error.description.contains("[1, 0]"))
  }
}
