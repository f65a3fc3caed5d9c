import TableHandlersCore
import TableHandlersDeclarative
import Testing

enum Owner {
  case me
  case someone(String)
  case nobody
}

/// Every builder construct in one declaration, driven by a few model flags.
func controlFlow(memo: String?, tagged: Bool, owner: Owner, comments: [Int], extra: Row<String>?)
  -> TableDeclaration<String, String>
{
  TableDeclaration {
    Section("fixed") {
      Row("always", text: "Always")
      extra
      [Row("mapped-1"), Row("mapped-2")]
    }
    Section("memo") {
      if let memo { Row("memo", text: memo) }
      if tagged {
        Row("tags")
      } else {
        Row("no-tags")
      }
      switch owner {
      case .me: Row("owner", text: "You")
      case .someone(let name): Row("owner", text: name)
      case .nobody: []
      }
      if #available(macOS 10.15, iOS 13, *) { Row("available") }
    }
    .omittedWhenEmpty()
    for id in comments {
      Section("comment \(id)") { Row("c\(id)") }
    }
    if comments.isEmpty {
      Section("empty", header: "Nothing yet") {}
    }
    [Section<String, String>("tail", rows: [Row("last")])]
  }
}

struct BuilderCase: Sendable, CustomTestStringConvertible {
  var memo: String?
  var tagged: Bool
  var owner: String?
  var comments: [Int]
  var withExtra: Bool
  var sections: [String]
  var memoRows: [String]

  var testDescription: String { sections.joined(separator: ",") }
}

@MainActor
@Suite struct BuilderTests {
  nonisolated static let cases: [BuilderCase] = [
    BuilderCase(
      memo: "hi", tagged: true, owner: "me", comments: [1, 2], withExtra: true,
      sections: ["fixed", "memo", "comment 1", "comment 2", "tail"],
      memoRows: ["memo", "tags", "owner", "available"]),
    BuilderCase(
      memo: nil, tagged: false, owner: nil, comments: [], withExtra: false,
      sections: ["fixed", "memo", "empty", "tail"], memoRows: ["no-tags", "available"]),
    BuilderCase(
      memo: nil, tagged: false, owner: "ann", comments: [7], withExtra: false,
      sections: ["fixed", "memo", "comment 7", "tail"],
      memoRows: ["no-tags", "owner", "available"]),
  ]

  @Test(arguments: cases)
  func controlFlowDecidesWhatAppears(_ test: BuilderCase) throws {
    let owner: Owner =
      switch test.owner {
      case nil: .nobody
      case "me": .me
      case let name?: .someone(name)
      }
    let declaration = controlFlow(
      memo: test.memo, tagged: test.tagged, owner: owner, comments: test.comments,
      extra: test.withExtra ? Row("extra") : nil)
    let table = try DeclaredTable(handlers: TableHandlers(), declaration: declaration)
    #expect(table.sections.map(\.id) == test.sections)
    #expect(
      table.sections[0].rows.map(\.id)
        == (test.withExtra
          ? ["always", "extra", "mapped-1", "mapped-2"] : ["always", "mapped-1", "mapped-2"]))
    #expect(table.sections[1].rows.map(\.id) == test.memoRows)
    let host = TestTable()
    if test.comments.isEmpty {
      #expect(table.handlers.answer(.titleForHeader, in: 2, on: host) == "Nothing yet")
      #expect(table.handlers.answer(.numberOfRows, in: 2, on: host) == 0)
    }
    if let name = test.owner, name != "me" {
      #expect(table.handlers.answer(.rowContent, at: pos(1, 1), on: host)?.text == name)
    }
  }

  @Test func omittedSectionsComeBackWhenTheyHaveRows() throws {
    func declaration(_ rows: [String]) -> TableDeclaration<String, String> {
      TableDeclaration {
        Section("a") { Row("a1") }
        Section("maybe") { for row in rows { Row(row) } }.omittedWhenEmpty()
        Section("b") { Row("b1") }
      }
    }
    let table = try DeclaredTable(handlers: TableHandlers(), declaration: declaration([]))
    #expect(table.sections.map(\.id) == ["a", "b"])
    var diff = try table.checkedUpdate(to: declaration(["m1", "m2"]))
    #expect(diff.update.insertedSections == [1])
    #expect(diff.update.insertedRows.isEmpty)
    #expect(table.handlers.shape == TableShape(rowCounts: [1, 2, 1]))
    diff = try table.checkedUpdate(to: declaration([]))
    #expect(diff.update.deletedSections == [1])
    #expect(table.handlers.shape == TableShape(rowCounts: [1, 1]))
  }

  @Test func modifiersRegisterTheirEventsAtTheRow() throws {
    let log = Log()
    let table = try DeclaredTable<Int, Int>(handlers: TableHandlers()) {
      Section(0, header: "H", footer: "F") {
        Row(0, text: "zero")
          .onSelect { _ in log.append("select") }
          .onDeselect { _ in log.append("deselect") }
          .willSelect { _ in nil }
          .shouldHighlight(false)
          .onAccessoryButtonTap { _ in log.append("accessory") }
          .onPrimaryAction { _ in log.append("primary") }
          .canEdit(false)
          .editingStyle(.insert)
          .onCommitEditing { call in log.append("commit \(call.arguments)") }
          .deleteConfirmationTitle("Remove")
          .indentationLevel(2)
          .canMove(false)
          .targetForMove { _ in pos(0, 0) }
          .height(60)
          .estimatedHeight(50)
        Row(1)
          .onDelete { call in log.append("delete \(call.position)") }
          .rowContent { call in RowContent(text: "live \(call.row)") }
          .on(.canFocusRow) { _ in false }
      }
      .headerHeight(30)
      .footerHeight(10)
      .on(.estimatedHeightForHeader) { _ in 28 }
    }
    let handlers = table.handlers
    let host = TestTable()
    let zero = pos(0, 0)
    let one = pos(0, 1)
    handlers.answer(.didSelectRow, at: zero, on: host)
    handlers.answer(.didDeselectRow, at: zero, on: host)
    handlers.answer(.accessoryButtonTapped, at: zero, on: host)
    handlers.answer(.performPrimaryAction, at: zero, on: host)
    handlers.answer(.commitEditing, at: zero, .insert, on: host)
    handlers.answer(.commitEditing, at: one, .insert, on: host)  // not a delete: ignored
    handlers.answer(.commitEditing, at: one, .delete, on: host)
    #expect(
      log.lines == ["select", "deselect", "accessory", "primary", "commit insert", "delete 0.1"])
    #expect(handlers.answer(.willSelectRow, at: zero, on: host) == nil)
    #expect(handlers.answer(.shouldHighlightRow, at: zero, on: host) == false)
    #expect(handlers.answer(.canEditRow, at: zero, on: host) == false)
    #expect(handlers.answer(.editingStyle, at: zero, on: host) == .insert)
    #expect(handlers.answer(.titleForDeleteConfirmationButton, at: zero, on: host) == "Remove")
    #expect(handlers.answer(.indentationLevel, at: zero, on: host) == 2)
    #expect(handlers.answer(.canMoveRow, at: zero, on: host) == false)
    #expect(handlers.answer(.targetForMove, at: zero, pos(0, 1), on: host) == zero)
    #expect(handlers.answer(.heightForRow, at: zero, on: host) == 60)
    #expect(handlers.answer(.estimatedHeightForRow, at: zero, on: host) == 50)
    #expect(handlers.answer(.rowContent, at: zero, on: host) == RowContent(text: "zero"))
    #expect(handlers.answer(.rowContent, at: one, on: host) == RowContent(text: "live 1"))
    #expect(handlers.answer(.canFocusRow, at: one, on: host) == false)
    #expect(handlers.answer(.canFocusRow, at: zero, on: host) == true)
    #expect(handlers.answer(.heightForHeader, in: 0, on: host) == 30)
    #expect(handlers.answer(.heightForFooter, in: 0, on: host) == 10)
    #expect(handlers.answer(.estimatedHeightForHeader, in: 0, on: host) == 28)
    #expect(handlers.answer(.titleForFooter, in: 0, on: host) == "F")
  }

  @Test func aSecondModifierForTheSameEventReplacesTheFirst() throws {
    let log = Log()
    let row = Row<Int>(0)
      .onCommitEditing { _ in log.append("commit") }
      .onDelete { _ in log.append("delete") }
      .height(10)
      .height(20)
    let table = try DeclaredTable<Int, Int>(handlers: TableHandlers()) { Section(0) { row } }
    table.handlers.answer(.commitEditing, at: pos(0, 0), .delete, on: TestTable())
    #expect(log.lines == ["delete"])
    #expect(table.handlers.answer(.heightForRow, at: pos(0, 0), on: TestTable()) == 20)
    #expect(table.handlers.dump.contains("commitEditing: row 0.0"))
  }

  @Test func aDeclarationMadeElsewhereTakesItsPlaceAmongSections() {
    let middle = TableDeclaration<Int, Int> {
      Section(1) { Row(10) }
      Section(2) { Row(20) }
    }
    let whole = TableDeclaration<Int, Int> {
      Section(0) { Row(0) }
      middle
      Section(3) { Row(30) }
    }
    #expect(whole.sections.map(\.id) == [0, 1, 2, 3])
    #expect(whole.sections.map { $0.rows.map(\.id) } == [[0], [10], [20], [30]])
  }
}
