import TableHandlersCore
import TableHandlersDeclarative
import Testing

/// A changed row that moves is reconfigured after the batch when the same kind of cell shows
/// it, and reloaded after the batch when it needs another: `reconfigureRows` must get the same
/// cell type back.
@MainActor
@Suite("Reload, not reconfigure, when a row needs a new cell")
struct ReloadOrReconfigureTests {
  nonisolated static let cell = CustomViewDescription(kind: "PersonCell", description: "Ann")

  /// Rows `a`, `b` and `c` of section `A`, `a` showing `first`; `a` moves to the end when
  /// `moved`.
  func declaration(_ first: RowContent?, moved: Bool) -> TableDeclaration<String, String> {
    TableDeclaration {
      Section("A") {
        if !moved { Row("a", content: first) }
        Row("b", text: "b")
        Row("c", text: "c")
        if moved { Row("a", content: first) }
      }
    }
  }

  func diff(_ old: RowContent?, _ new: RowContent?, moved: Bool) throws -> DeclarationDiff {
    let table = try DeclaredTable(declaration: declaration(old, moved: false))
    let diff = try table.checkedUpdate(to: declaration(new, moved: moved))
    let fresh = try DeclaredTable(declaration: declaration(new, moved: moved))
    #expect(table.handlers.dump == fresh.handlers.dump)
    return diff
  }

  @Test(
    arguments: [
      // Another style: another content cell.
      (RowContent(text: "a"), RowContent(text: "a", style: .subtitle), true),
      (RowContent(text: "a", style: .valueCell), RowContent(text: "a", style: .value2), true),
      // A custom cell that comes, goes or changes kind.
      (RowContent(text: "a"), RowContent(customCell: cell), true),
      (RowContent(customCell: cell), RowContent(text: "a"), true),
      (
        RowContent(customCell: cell),
        RowContent(customCell: CustomViewDescription(kind: "Other", description: "Ann")), true
      ),
      // The same kind of cell with new content: reconfigured.
      (RowContent(text: "a"), RowContent(text: "b"), false),
      (
        RowContent(customCell: cell),
        RowContent(customCell: CustomViewDescription(kind: "PersonCell", description: "Bo")), false
      ),
      // No content shows in the default-style content cell.
      (nil, RowContent(text: "a"), false),
      (RowContent(text: "a", style: .subtitle), nil, true),
    ] as [(RowContent?, RowContent?, Bool)])
  func aRowNeedingANewCellIsReloaded(old: RowContent?, new: RowContent?, newCell: Bool)
    throws
  {
    let moved = try diff(old, new, moved: true)
    let position = TablePosition(section: 0, row: 2)
    #expect(moved.update.movedRows.map(\.to) == [position])
    #expect(moved.reloadedRows == (newCell ? [position] : []))
    #expect(moved.reconfiguredRows == (newCell ? [] : [position]))
    #expect(moved.update.reloadedRows.isEmpty)
    #expect(!moved.isEmpty)
    // A row that stays follows the same rule, after the batch; the batch reloads nothing.
    let staying = try diff(old, new, moved: false)
    let here = TablePosition(section: 0, row: 0)
    #expect(staying.update.isEmpty)
    #expect(staying.reloadedRows == (newCell ? [here] : []))
    #expect(staying.reconfiguredRows == (newCell ? [] : [here]))
  }

  @Test func rowsOfAMovedSectionAreReloadedToo() throws {
    // A moves behind B and C, which stay.
    func declaration(_ style: RowStyle, moved: Bool) -> TableDeclaration<String, String> {
      TableDeclaration {
        if !moved { Section("A") { Row("a", content: RowContent(text: "a", style: style)) } }
        Section("B") { Row("b", text: "b") }
        Section("C") { Row("c", text: "c") }
        if moved { Section("A") { Row("a", content: RowContent(text: "a", style: style)) } }
      }
    }
    let table = try DeclaredTable(declaration: declaration(.default, moved: false))
    let diff = try table.checkedUpdate(to: declaration(.subtitle, moved: true))
    #expect(diff.update.movedSections.map(\.to) == [2])
    #expect(diff.reloadedRows == [TablePosition(section: 2, row: 0)])
    #expect(diff.reconfiguredRows.isEmpty)
  }

  @Test func theDescriptionAndEqualityIncludeTheReloads() {
    let reload = DeclarationDiff(reloadedRows: [TablePosition(section: 2, row: 1)])
    #expect(!reload.isEmpty)
    #expect(reload != DeclarationDiff())
    #expect(reload.description == "reload row 2.1 in a new cell")
    var both = reload
    both.reconfiguredRows = [TablePosition(section: 0, row: 0)]
    both.reloadedRows.append(TablePosition(section: 3, row: 0))
    #expect(
      both.description == "reconfigure row 0.0; then reload rows 2.1, 3.0 in new cells")
  }

  @Test func aChangedHeaderOrFooterViewReconfiguresItsSection() throws {
    func declaration(_ header: String, _ footerKind: String) -> TableDeclaration<String, String> {
      TableDeclaration {
        Section("A") { Row("a", text: "a") }
          .headerView(CustomViewDescription(kind: "Header", description: header))
        Section("B") { Row("b", text: "b") }
          .footerView(CustomViewDescription(kind: footerKind, description: "F"))
        Section("C") { Row("c", text: "c") }
          .headerView(CustomViewDescription(kind: "Header", description: "same"))
      }
    }
    let table = try DeclaredTable(declaration: declaration("Ann", "Footer"))
    #expect(table.sections[0].headerView?.description == "Ann")
    #expect(try table.checkedUpdate(to: declaration("Ann", "Footer")).isEmpty)
    let diff = try table.checkedUpdate(to: declaration("Bo", "Banner"))
    #expect(diff.reconfiguredSections == [0, 1])
    #expect(diff.update.isEmpty)
  }

  @Test func aSectionAnswersItsViewsDescriptionsUntilItDropsThem() throws {
    func declaration(_ views: Bool) -> TableDeclaration<String, String> {
      TableDeclaration {
        Section("A") { Row("a", text: "a") }
          .headerView(views ? CustomViewDescription(kind: "H", description: "Header") : nil)
          .footerView(views ? CustomViewDescription(kind: "F", description: "Footer") : nil)
      }
    }
    let table = try DeclaredTable(declaration: declaration(true))
    let host = TestTable()
    #expect(
      table.handlers.answer(.customHeaderView, in: 0, on: host)
        == CustomViewDescription(kind: "H", description: "Header"))
    #expect(table.handlers.answer(.customFooterView, in: 0, on: host)?.description == "Footer")
    _ = try table.checkedUpdate(to: declaration(false))
    #expect(!table.handlers.handles(.customHeaderView))
    #expect(!table.handlers.handles(.customFooterView))
    #expect(table.sections[0].headerView == nil)
  }
}
