#if os(Linux)
  import Foundation
  import TableHandlersCore
  import TableHandlersDeclarative
  import TableHandlersTesting
  import Testing

  @testable import TableHandlersUIKit
  // The table view asks for section views as it asks when it lays them out
  // (`askedViewForHeader(inSection:)`, `askedViewForFooter(inSection:)`).
  @testable import UIKitStandIn

  /// A cell class of the app's, shown by declared rows.
  @MainActor
  final class PersonCell: UITableViewCell {
    var person: String?
  }

  /// A header or footer view class of the app's.
  @MainActor
  final class PeopleBanner: UITableViewHeaderFooterView {
    var title: String?
  }

  /// A declaration with custom cells and header and footer views, in a nonisolated function.
  nonisolated func personScreen(people: [String]) -> TableDeclaration<String, String> {
    TableDeclaration {
      Section("people") {
        for person in people {
          Row(person).cell(PersonCell.self, description: person) { cell, _ in cell.person = person }
        }
      }
      .headerView(PeopleBanner.self, description: "People: \(people.count)") { view, _ in
        view.title = "People: \(people.count)"
      }
      .footerView(PeopleBanner.self, reuseIdentifier: "footer", description: people.joined()) {
        view, _ in view.title = people.joined()
      }
    }
  }

  /// Custom cells beside declared rows.
  @MainActor
  @Suite("Custom cells on declared rows")
  struct CustomCellRowTests {
    final class Screen {
      var people = ["Ann", "Bob"]
      var selected: [String] = []
      var cellIdentifier: String? = nil
      var status = ""
    }

    static func declaration(_ screen: Screen) -> TableDeclaration<String, String> {
      TableDeclaration {
        Section("people", header: "People") {
          for person in screen.people {
            Row(person)
              .cell(
                PersonCell.self, reuseIdentifier: screen.cellIdentifier,
                description: "Person \(person)\(screen.status)"
              ) { cell, _ in cell.person = person }
              .onSelect { [unowned screen] _ in screen.selected.append(person) }
          }
          Row("add", text: "Add Person").role(.button)
        }
      }
    }

    @Test func aCustomCellRowDequeuesTheAppsClassAndKeepsItsHandlers() throws {
      let screen = Screen()
      let tableView = UITableView()
      let declared = try DeclaredTable(declaration: Self.declaration(screen))
      declared.handlers.attach(to: tableView)
      let adapter = try #require(tableView.handlersAdapter)
      let path = IndexPath(row: 1, section: 0)
      let cell = try #require(tableView.send(.cellForRow(at: path), to: adapter) as? PersonCell)
      #expect(cell.person == "Bob")
      #expect(cell.reuseIdentifier == String(reflecting: PersonCell.self))
      #expect(
        tableView.registeredCellClasses[String(reflecting: PersonCell.self)] == PersonCell.self)
      // The plain row beside it keeps the adapter's content cell.
      let plain: UITableViewCell = tableView.send(
        .cellForRow(at: IndexPath(row: 2, section: 0)), to: adapter)
      #expect(!(plain is PersonCell))
      #expect((plain.contentConfiguration as? UIListContentConfiguration)?.text == "Add Person")
      // Its declared selection handler still runs.
      tableView.send(.didSelectRow(at: path), to: adapter)
      #expect(screen.selected == ["Bob"])
    }

    @Test func theCellIsRegisteredOnceForEveryRow() throws {
      let screen = Screen()
      let tableView = UITableView()
      let declared = try DeclaredTable(declaration: Self.declaration(screen))
      declared.handlers.attach(to: tableView)
      let adapter = try #require(tableView.handlersAdapter)
      for row in 0..<2 {
        _ = tableView.send(.cellForRow(at: IndexPath(row: row, section: 0)), to: adapter)
      }
      #expect(adapter.registeredCellIdentifiers == [String(reflecting: PersonCell.self)])
    }

    @Test func aCustomReuseIdentifierIsTheCellsKind() throws {
      let screen = Screen()
      screen.cellIdentifier = "person"
      let declared = try DeclaredTable(declaration: Self.declaration(screen))
      let content = declared.sections[0].rows[0].content
      #expect(
        content?.customCell == CustomViewDescription(kind: "person", description: "Person Ann"))
    }

    @Test func theHeadlessTableShowsTheDescriptionAndSelectsTheRow() throws {
      let screen = Screen()
      let declared = try DeclaredTable(declaration: Self.declaration(screen))
      let table = HeadlessTable(declared: declared)
      #expect(
        table.render() == """
          People
            ▤ Person Ann
            ▤ Person Bob
            ( Add Person )
          """)
      _ = table.tap(TablePosition(section: 0, row: 0))
      #expect(screen.selected == ["Ann"])
    }

    @Test func anotherCellClassOrIdentifierReloadsAMovedRowInsteadOfReconfiguringIt() throws {
      let screen = Screen()
      let declared = try DeclaredTable(declaration: Self.declaration(screen))
      screen.people = ["Bob", "Ann"]
      screen.cellIdentifier = "person"
      let diff = declared.update(to: Self.declaration(screen))
      // Both rows need a new cell, the one that moves and the one that stays: reloaded after
      // the batch, which reloads nothing.
      #expect(diff.update.movedRows.count == 1)
      let moved = try #require(diff.update.movedRows.first).to
      #expect(diff.reloadedRows.contains(moved) && diff.reloadedRows.count == 2)
      #expect(diff.reconfiguredRows.isEmpty)
      #expect(diff.update.reloadedRows.isEmpty)
      // Only the description changes: the same cell is configured again.
      screen.people = ["Ann", "Bob"]
      screen.status = " (away)"
      let described = declared.update(to: Self.declaration(screen))
      #expect(described.reloadedRows.isEmpty)
      #expect(described.reconfiguredRows.count == 2)
    }

    @Test func aDeclarationWithCustomViewsBuiltInANonisolatedFunctionShowsThem() throws {
      // `personScreen` is nonisolated, as any declaration may be: only the configure closures
      // are main-actor.
      let declaration = personScreen(people: ["Ann"])
      let tableView = UITableView()
      let declared = try DeclaredTable(declaration: declaration)
      declared.handlers.attach(to: tableView)
      let adapter = try #require(tableView.handlersAdapter)
      let cell = try #require(
        tableView.send(.cellForRow(at: IndexPath(row: 0, section: 0)), to: adapter) as? PersonCell)
      #expect(cell.person == "Ann")
      let header = tableView.askedViewForHeader(inSection: 0)
      #expect((header as? PeopleBanner)?.title == "People: 1")
      let footer = tableView.askedViewForFooter(inSection: 0)
      #expect((footer as? PeopleBanner)?.title == "Ann")
    }
  }
#endif
