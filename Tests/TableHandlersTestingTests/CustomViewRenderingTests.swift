import TableHandlersCore
import TableHandlersDeclarative
import TableHandlersTesting
import Testing

/// Custom cells and header and footer views, shown by their descriptions.
@MainActor
@Suite("Custom views in the headless rendering")
struct CustomViewRenderingTests {
  @Test func customViewsShowTheirDescriptionsInPlaceOfTextsAndTitles() throws {
    var name = "Ann"
    func declaration() -> TableDeclaration<String, String> {
      TableDeclaration {
        Section("profile", header: "Hidden by the view", footer: "Hidden too") {
          Row(
            "card",
            content: RowContent(
              text: "hidden", accessory: .disclosureIndicator,
              customCell: CustomViewDescription(kind: "ProfileCell", description: "Card of \(name)")
            )
          )
          Row("plain", text: "Plain", accessory: .checkmark)
        }
        .headerView(CustomViewDescription(kind: "ProfileHeader", description: "Header of \(name)"))
        .footerView(CustomViewDescription(kind: "Banner", description: "Banner"))
        Section("titles", header: "Title", footer: "Footer") { Row("row", text: "Row") }
      }
    }
    let declared = try DeclaredTable(declaration: declaration())
    let table = HeadlessTable(declared: declared)
    #expect(
      table.render() == """
        ▤ Header of Ann
          ▤ Card of Ann
          Plain ✓
          (▤ Banner)

        Title
          Row
          (Footer)
        """)
    name = "Bo"
    declared.update(to: declaration())
    #expect(table.render().hasPrefix("▤ Header of Bo\n  ▤ Card of Bo\n"))
    #expect(table.callLog.contains("customHeaderView 0"))
  }

  /// A row that moves and needs a new cell (`reloadedRows`) is shown anew, as a reconfigured
  /// one is.
  @Test func aMovedRowReloadedInANewCellShowsItsNewContent() throws {
    var order = ["a", "b"]
    var kind = "Cell"
    func declaration() -> TableDeclaration<String, String> {
      TableDeclaration {
        Section("s") {
          for id in order {
            Row(
              id,
              content: RowContent(
                customCell: CustomViewDescription(kind: kind, description: "\(kind) \(id)")))
          }
        }
      }
    }
    let declared = try DeclaredTable(declaration: declaration())
    let table = HeadlessTable(declared: declared, style: .plain)
    order = ["b", "a"]
    kind = "Other"
    let diff = declared.update(to: declaration())
    #expect(diff.reloadedRows.count == 2)
    #expect(table.render() == "  ▤ Other b\n  ▤ Other a")
  }

  @Test func tablesWithoutCustomViewsAreNotAskedForThem() throws {
    let declared = try DeclaredTable<String, String> {
      Section("s", header: "H") { Row("r", text: "R") }
    }
    let table = HeadlessTable(declared: declared)
    #expect(!table.callLog.contains { $0.hasPrefix("custom") })
  }
}
