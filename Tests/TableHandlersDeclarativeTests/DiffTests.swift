import TableHandlersCore
import TableHandlersDeclarative
import Testing

/// A declaration from a compact layout: `[("A", ["a1", "a2"]), ("B", [])]`, every row showing
/// its identifier unless `contents` says otherwise.
func layout(
  _ sections: [(String, [String])], contents: [String: String] = [:],
  headers: [String: String] = [:]
) -> TableDeclaration<String, String> {
  TableDeclaration {
    for (id, rows) in sections {
      Section(id, header: headers[id]) {
        for row in rows { Row(row, text: contents[row] ?? row) }
      }
    }
  }
}

@MainActor
@Suite struct DiffTests {
  func diff(
    from old: TableDeclaration<String, String>, to new: TableDeclaration<String, String>
  ) throws -> DeclarationDiff {
    let table = try DeclaredTable(handlers: TableHandlers(), declaration: old)
    let diff = try table.checkedUpdate(to: new)
    let fresh = try DeclaredTable(handlers: TableHandlers(), declaration: new)
    #expect(table.handlers.dump == fresh.handlers.dump)
    return diff
  }

  @Test func identicalDeclarationsChangeNothing() throws {
    let declaration = layout([("A", ["a1", "a2"]), ("B", [])])
    #expect(try diff(from: declaration, to: declaration).isEmpty)
    #expect(try diff(from: layout([]), to: layout([])).isEmpty)
  }

  /// The diff compares contents field by field in place; every field counts, a missing
  /// content differs from an empty one, and equal strings built separately are equal.
  @Test(
    arguments: [
      (RowContent(text: "a"), RowContent(text: "b"), true),
      (RowContent(secondaryText: "a"), RowContent(secondaryText: "b"), true),
      (RowContent(imageName: "a"), RowContent(imageName: "b"), true),
      (RowContent(accessory: .checkmark), RowContent(accessory: .none), true),
      (RowContent(), nil, true),
      (nil, RowContent(), true),
      (nil, nil, false),
      (
        RowContent(text: "Row \(41 + 1) of many", secondaryText: "x", imageName: "y"),
        RowContent(text: "Row 42 of many", secondaryText: "x", imageName: "y"), false
      ),
    ] as [(RowContent?, RowContent?, Bool)])
  func everyContentFieldCounts(old: RowContent?, new: RowContent?, reloads: Bool) throws {
    let before = TableDeclaration<String, String> {
      Section("A") { Row("a", content: old) }
    }
    let after = TableDeclaration<String, String> {
      Section("A") { Row("a", content: new) }
    }
    let result = try diff(from: before, to: after)
    #expect(result.update.isEmpty)
    let shown = result.reconfiguredRows + result.reloadedRows
    #expect(shown == (reloads ? [pos(0, 0)] : []))
  }

  @Test func onlyTheSectionThatBrokeTheOrderMoves() throws {
    let result = try diff(
      from: layout([("A", []), ("B", []), ("C", []), ("D", [])]),
      to: layout([("B", []), ("C", []), ("D", []), ("A", [])]))
    var expected = TableUpdate()
    expected.moveSection(0, toSection: 3)
    #expect(result.update == expected)
  }

  @Test func rowsMoveAcrossSections() throws {
    let result = try diff(
      from: layout([("A", ["a1", "a2", "a3"]), ("B", ["b1"])]),
      to: layout([("A", ["a1", "a3"]), ("B", ["a2", "b1"])]))
    var expected = TableUpdate()
    expected.moveRow(at: pos(0, 1), to: pos(1, 0))
    #expect(result.update == expected)
  }

  @Test func rowsGoingToAnInsertedSectionAreDeletedAndComeWithIt() throws {
    let result = try diff(
      from: layout([("A", ["a1", "a2"])]),
      to: layout([("N", ["a2", "n1"]), ("A", ["a1"])]))
    var expected = TableUpdate()
    expected.insertSections([0])
    expected.deleteRows(at: [pos(0, 1)])
    #expect(result.update == expected)
  }

  @Test func rowsLeavingADeletedSectionAreInserted() throws {
    let result = try diff(
      from: layout([("A", ["a1"]), ("B", ["b1"])]),
      to: layout([("A", ["b1", "a1"])]))
    var expected = TableUpdate()
    expected.deleteSections([1])
    expected.insertRows(at: [pos(0, 0)])
    #expect(result.update == expected)
  }

  @Test func changedContentIsReconfiguredAfterTheBatchWhetherItMovesOrNot() throws {
    let old = layout([("A", ["a1", "a2", "a3"]), ("B", ["b1"])])
    let new = layout(
      [("B", ["b1"]), ("A", ["a3", "a1", "a2"])],
      contents: ["a1": "new", "a3": "new", "b1": "new"])
    let result = try diff(from: old, to: new)
    var expected = TableUpdate()
    expected.moveSection(1, toSection: 0)
    expected.moveRow(at: pos(0, 2), to: pos(1, 0))
    #expect(result.update == expected)
    // b1 is in a moved section, a3 moved, a1 stays: all keep their cells, by new position.
    #expect(result.reconfiguredRows == [pos(0, 0), pos(1, 0), pos(1, 1)])
  }

  @Test func changedTitlesReconfigureTheirSection() throws {
    let result = try diff(
      from: layout([("A", []), ("B", [])], headers: ["A": "x"]),
      to: layout([("A", []), ("B", [])], headers: ["A": "y", "B": "z"]))
    #expect(result.update.isEmpty)
    #expect(result.reconfiguredSections == [0, 1])
  }

  @Test func contentClosuresAreNotCompared() throws {
    func declaration(_ suffix: String) -> TableDeclaration<String, String> {
      TableDeclaration {
        Section("A") { Row("a").rowContent { _ in RowContent(text: "a" + suffix) } }
      }
    }
    let table = try DeclaredTable(handlers: TableHandlers(), declaration: declaration("1"))
    #expect(try table.checkedUpdate(to: declaration("2")).isEmpty)
    #expect(table.handlers.answer(.rowContent, at: pos(0, 0), on: TestTable())?.text == "a2")
  }

  @Test func theUpdateIsValidForTheRegistry() throws {
    let old = layout([("A", ["a1", "a2", "a3"]), ("B", ["b1", "b2"]), ("C", ["c1"])])
    let new = layout([("C", ["b2", "c1"]), ("D", ["a1"]), ("A", ["a3", "x"])])
    let result = try diff(from: old, to: new)
    let handlers = TableHandlers()
    handlers.setShape(TableShape(rowCounts: [3, 2, 1]))
    try handlers.apply(result.update)
    // D arrives with its row; the registry alone starts it empty.
    #expect(handlers.shape == TableShape(rowCounts: [2, 0, 2]))
  }
}
