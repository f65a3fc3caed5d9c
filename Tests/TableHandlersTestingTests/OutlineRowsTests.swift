import TableHandlersCore
import TableHandlersDeclarative
import TableHandlersTesting
import Testing

/// Outline rows on the headless table: children shown indented below an expanded row, the
/// expansion kept by identifier through re-declarations, toggled by a tap or the disclosure
/// control as one update in which handlers follow their rows, and the selection moved to a
/// row whose collapse hides it.
@MainActor
@Suite("Outline rows")
struct OutlineRowsTests {
  /// A folder tree three levels deep; every row's select handler records its identifier.
  @MainActor
  final class Files {
    var folders: [(id: String, files: [String], sub: [(id: String, files: [String])])]
    var opened: [String] = []
    var openOnTap: Set<String> = []
    init() {
      folders = [
        ("Documents", ["cv"], [("Taxes", ["2025", "2026"])]),
        ("Music", ["song"], []),
      ]
    }

    func screen() -> TableDeclaration<String, String> {
      TableDeclaration {
        Section("files") {
          for folder in folders {
            folderRow(folder.id).children(expanded: folder.id == "Documents") {
              for sub in folder.sub {
                folderRow(sub.id).children {
                  for file in sub.files { fileRow(file) }
                }
              }
              for file in folder.files { fileRow(file) }
            }
          }
        }
      }
    }

    private func folderRow(_ id: String) -> Row<String> {
      let row = Row(id, text: id)
      guard openOnTap.contains(id) else { return row }
      return row.onSelect { [weak self] _ in self?.opened.append(id) }
    }

    private func fileRow(_ id: String) -> Row<String> {
      Row(id, text: id).onSelect { [weak self] _ in self?.opened.append(id) }
    }
  }

  func make() throws -> (Files, DeclaredTable<String, String>, HeadlessTable) {
    let files = Files()
    let declared = try DeclaredTable(declaration: files.screen())
    return (files, declared, HeadlessTable(declared: declared))
  }

  func at(_ row: Int) -> TablePosition { TablePosition(section: 0, row: row) }

  @Test func childrenShowIndentedBelowAnExpandedRowWithItsDisclosure() throws {
    let (_, declared, table) = try make()
    #expect(
      table.render() == """
          ▾ Documents
            ▸ Taxes
            cv
          ▸ Music
        """)
    #expect(declared.expandedRows == ["Documents"])
    #expect(table.outlineDisclosure(at: at(0)) == .expanded)
    #expect(table.outlineDisclosure(at: at(1)) == .collapsed)
    #expect(table.outlineDisclosure(at: at(2)) == nil)
  }

  @Test func aTapTogglesARowWithChildrenWithoutSelectingIt() throws {
    let (_, declared, table) = try make()
    var changes: [ExpansionChange<String>] = []
    declared.expansionDidChange = { changes.append($0) }
    #expect(table.tap(at(1)) == nil)
    #expect(
      table.render() == """
          ▾ Documents
            ▾ Taxes
              2025
              2026
            cv
          ▸ Music
        """)
    #expect(table.selectedRows.isEmpty)
    table.tap(at(0))
    #expect(table.render() == "  ▸ Documents\n  ▸ Music")
    #expect(
      changes == [
        ExpansionChange(row: "Taxes", isExpanded: true, cause: .user),
        ExpansionChange(row: "Documents", isExpanded: false, cause: .user),
      ])
    // Taxes stays expanded while its parent hides it.
    #expect(declared.expandedRows == ["Taxes"])
    table.tap(at(0))
    #expect(table.numberOfRows(inSection: 0) == 6)
  }

  @Test func aRowThatHandlesSelectionTogglesOnlyByItsDisclosure() throws {
    let (files, declared, table) = try make()
    files.openOnTap = ["Music"]
    declared.update(to: files.screen())
    table.tap(at(3))
    #expect(files.opened == ["Music"])
    #expect(declared.selection == ["Music"])
    #expect(!declared.isExpanded("Music"))
    #expect(table.tapDisclosure(at(3)))
    #expect(declared.isExpanded("Music"))
    #expect(table.render().hasSuffix("▶ ▾ Music\n    song"))
    #expect(!table.tapDisclosure(at(2)))
  }

  @Test func handlersFollowTheirRowsThroughExpansion() throws {
    let (files, _, table) = try make()
    // "cv" is row 2; expanding Taxes above it moves it to row 4.
    table.tapDisclosure(at(1))
    table.tap(at(4))
    #expect(files.opened == ["cv"])
    table.tap(at(2))
    #expect(files.opened == ["cv", "2025"])
  }

  @Test func theExpansionIsKeptByIdentifierThroughReDeclarations() throws {
    let (files, declared, table) = try make()
    table.tapDisclosure(at(1))  // Taxes
    // New children, a folder that moves first: the states stay with the identifiers.
    files.folders[0].sub[0].files.append("2027")
    files.folders.swapAt(0, 1)
    declared.update(to: files.screen())
    #expect(
      table.render() == """
          ▸ Music
          ▾ Documents
            ▾ Taxes
              2025
              2026
              2027
            cv
        """)
    // Documents leaves the table, then comes back as it was.
    let documents = files.folders.removeLast()
    declared.update(to: files.screen())
    #expect(table.numberOfRows(inSection: 0) == 1)
    files.folders.append(documents)
    declared.update(to: files.screen())
    #expect(table.numberOfRows(inSection: 0) == 7)
    #expect(declared.expandedRows == ["Documents", "Taxes"])
  }

  @Test func theAppExpandsAndCollapsesByIdentifierAsOneUpdate() throws {
    let (_, declared, table) = try make()
    var diffs: [DeclarationDiff] = []
    declared.didApplyUpdate = { diffs.append($0) }
    var changes: [ExpansionChange<String>] = []
    declared.expansionDidChange = { changes.append($0) }
    declared.expandedRows = ["Music", "Taxes", "Documents"]
    #expect(diffs.count == 1)
    #expect(diffs.first?.update.insertedRows.count == 3)
    #expect(Set(changes.map(\.row)) == ["Music", "Taxes"])
    #expect(changes.allSatisfy { $0.isExpanded && $0.cause == .app })
    declared.setExpanded(false, for: "Documents", animated: false)
    #expect(table.render() == "  ▸ Documents\n  ▾ Music\n    song")
    // Set before the row is declared: it starts that way.
    declared.setExpanded(true, for: "Videos")
    #expect(declared.isExpanded("Videos"))
    #expect(!declared.isExpanded("Nowhere"))
  }

  @Test func collapsingARowThatHidesTheSelectionSelectsThatRow() throws {
    let (files, declared, table) = try make()
    files.openOnTap = ["Music"]
    declared.update(to: files.screen())
    table.tapDisclosure(at(1))  // Taxes: 2025 and 2026 shown
    table.allowsMultipleSelection = true
    table.tap(at(3))  // 2026
    table.tap(at(5))  // Music
    var changes: [SelectionChange<String>] = []
    declared.selectionDidChange = { changes.append($0) }
    table.tap(at(0))  // collapses Documents, hiding 2026
    #expect(declared.selection == ["Documents", "Music"])
    #expect(
      changes == [
        SelectionChange(
          selection: ["Documents", "Music"], selected: ["Documents"], deselected: ["2026"],
          cause: .user)
      ])
    #expect(table.render() == "▶ ▸ Documents\n▶ ▸ Music")
  }

  @Test func whileEditingATapSelectsARowWithChildren() throws {
    let (_, declared, table) = try make()
    table.allowsSelectionDuringEditing = true
    table.setEditing(true)
    table.tap(at(0))
    #expect(declared.selection == ["Documents"])
    #expect(declared.isExpanded("Documents"))
  }

  @Test func voiceOverExpandsAndCollapsesAsTheDisclosureDoes() throws {
    let (_, declared, table) = try make()
    declared.handlers.outlineActionNames = OutlineActionNames(expand: "Open", collapse: "Close")
    #expect(table.accessibilityActions(at: at(0)) == ["Close"])
    #expect(table.accessibilityActions(at: at(1)) == ["Open"])
    #expect(table.accessibilityActions(at: at(2)).isEmpty)
    #expect(table.performAccessibilityAction("Open", at: at(1)))
    #expect(declared.isExpanded("Taxes"))
    #expect(table.accessibilityActions(at: at(1)) == ["Close"])
    #expect(!table.performAccessibilityAction("Open", at: at(1)))
  }

  @Test func aRowKeepsTheIndentationItDeclares() throws {
    let declared = try DeclaredTable<Int, String> {
      Section(0) {
        Row("parent", text: "Parent").children(expanded: true) {
          Row("flat", text: "Flat").indentationLevel(0)
          Row("deep", text: "Deep")
        }
      }
    }
    let table = HeadlessTable(declared: declared)
    #expect(table.render() == "  ▾ Parent\n  Flat\n    Deep")
  }

  @Test func aCollapsedChildThatRepeatsAnIdentifierIsRejectedAndNothingChanges() throws {
    let (files, declared, table) = try make()
    var rejected: [any Error] = []
    declared.rejectedUpdateHandler = { rejected.append($0) }
    let before = table.render()
    files.folders[1].files.append("cv")  // under Music, collapsed
    declared.update(to: files.screen())
    #expect(
      rejected.first as? DeclarationError
        == .duplicateRowID("cv", inSection: "files", alreadyInSection: "files"))
    #expect(table.render() == before)
    // Nothing of the rejected declaration was kept: expanding re-declares the shown one.
    table.tapDisclosure(at(3))
    #expect(table.render().hasSuffix("▾ Music\n    song"))
  }

  @Test func aDeclarationWithoutChildrenLeavesNoOutlineHandler() throws {
    let (_, declared, table) = try make()
    declared.update(to: TableDeclaration { Section("files") { Row("a", text: "A") } })
    #expect(table.render() == "  A")
    #expect(!table.tapDisclosure(at(0)))
    #expect(declared.expandedRows == ["Documents"])
  }
}
