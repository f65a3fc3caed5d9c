#if os(Linux)
  import Foundation
  import StandInDoubles
  import TableHandlersCore
  import TableHandlersDeclarative
  import Testing
  import UIKitStandIn

  @testable import TableHandlersUIKit

  /// An app's data source that makes its cells as apps do.
  ///
  /// A registered class, dequeued with the index path; it counts the cells it is asked for.
  @MainActor
  final class DequeuingDataSource {
    var rows = 3
    private(set) var askedRows: [IndexPath] = []
    /// The app's data source, which implements the two required members only.
    private(set) var dataSource: RequiredMembersDataSource!

    init() {
      dataSource = RequiredMembersDataSource(
        numberOfRows: { [unowned self] _, _ in rows },
        cellForRow: { [unowned self] tableView, indexPath in
          askedRows.append(indexPath)
          let cell = tableView.dequeueReusableCell(withIdentifier: "app", for: indexPath)
          cell.textLabel?.text = "app \(indexPath.row)"
          return cell
        })
    }
  }

  /// Cells are made by one party: a row's handler first, the app's data source only for rows no
  /// handler answers (`Docs/Dispatch.md`, "Cells: the handler first").
  @MainActor
  @Suite("Cells: the handler first")
  struct CellsByHandlerFirstTests {
    let first = IndexPath(row: 0, section: 0)
    let second = IndexPath(row: 1, section: 0)

    /// The text a cell shows: its list configuration's (the adapter's content cells), else its
    /// label's (the app's cells).
    func text(_ cell: UITableViewCell) -> String? {
      (cell.contentConfiguration as? UIListContentConfiguration)?.text ?? cell.textLabel?.text
    }

    /// A table view whose app data source dequeues its cells, with the runtime rules recorded.
    func tableView(
      _ handlers: TableHandlers, _ app: DequeuingDataSource
    ) -> (UITableView, () -> [StandInRuntimeRuleViolation.Rule]) {
      let tableView = UITableView()
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "app")
      var rules: [StandInRuntimeRuleViolation.Rule] = []
      tableView.runtimeRuleHandler = { rules.append($0.rule) }
      handlers.attach(to: tableView, dataSource: app.dataSource, delegate: nil)
      tableView.layoutIfNeeded()
      return (tableView, { rules })
    }

    /// The crash found on devices: one dequeue per cell request.
    ///
    /// A data source that dequeues with the index path and an `onCell` handler for the same row
    /// made two dequeues in one cell request, which UIKit raises for. The handler now makes the
    /// cell alone.
    @Test func anOnCellHandlerBesideAnAppThatDequeuesDequeuesOnce() {
      let app = DequeuingDataSource()
      let handlers = TableHandlers()
      handlers.onCell(BadgeCell.self, at: .section(0)) { cell, call in
        cell.badge = "handler \(call.row)"
      }
      let (tableView, rules) = tableView(handlers, app)
      let cell = tableView.displayRow(at: first)
      #expect(rules().isEmpty)
      #expect((cell as? BadgeCell)?.badge == "handler 0")
      #expect(app.askedRows.isEmpty)
    }

    @Test func theAppMakesTheCellsOfRowsNoHandlerAnswers() {
      let app = DequeuingDataSource()
      let handlers = TableHandlers()
      handlers.onCell(BadgeCell.self, at: .row(0, inSection: 0)) { cell, _ in cell.badge = "own" }
      let (tableView, rules) = tableView(handlers, app)
      let handled = tableView.displayRow(at: first)
      let appCell = tableView.displayRow(at: second)
      #expect(rules().isEmpty)
      #expect((handled as? BadgeCell)?.badge == "own")
      #expect(appCell.textLabel?.text == "app 1")
      #expect(app.askedRows == [second])
    }

    /// A row's declared content wins over the app's cell: "a handler's answer wins".
    @Test func aRowContentHandlerOverridesTheAppsCell() {
      let app = DequeuingDataSource()
      let handlers = TableHandlers()
      handlers.on(.rowContent, at: .row(1, inSection: 0)) { _ in
        RowContent(text: "declared", control: .toggle(isOn: true))
      }
      let (tableView, rules) = tableView(handlers, app)
      let declared = tableView.displayRow(at: second)
      #expect(rules().isEmpty)
      #expect(declared.reuseIdentifier == ContentCell.reuseIdentifier)
      #expect(text(declared) == "declared")
      #expect(declared.accessoryView is UISwitch)
      #expect(app.askedRows.isEmpty)
      #expect(tableView.displayRow(at: first).textLabel?.text == "app 0")
    }

    /// Of a cell handler and a content handler, the one registered closer to the row answers;
    /// at the same reach the cell handler.
    @Test(arguments: [
      (RowScope.table, RowScope.row(0, inSection: 0), "content"),
      (RowScope.row(0, inSection: 0), RowScope.section(0), "cell"),
      (RowScope.section(0), RowScope.section(0), "cell"),
    ])
    func theCloserHandlerMakesTheCell(cellScope: RowScope, contentScope: RowScope, winner: String) {
      let app = DequeuingDataSource()
      let handlers = TableHandlers()
      handlers.onCell(BadgeCell.self, at: cellScope) { cell, _ in cell.badge = "cell" }
      handlers.on(.rowContent, at: contentScope) { _ in RowContent(text: "content") }
      let (tableView, rules) = tableView(handlers, app)
      let cell = tableView.displayRow(at: first)
      #expect(rules().isEmpty)
      #expect((cell is BadgeCell ? "cell" : text(cell)) == winner)
      #expect(app.askedRows.isEmpty)
    }

    /// A cell handler that answers `nil` leaves the row to the next party.
    @Test func aCellHandlerThatAnswersNilLeavesTheRowToTheApp() {
      let app = DequeuingDataSource()
      let handlers = TableHandlers()
      handlers.on(.cellForRow, at: .table) { _ in nil }
      let (tableView, rules) = tableView(handlers, app)
      #expect(tableView.displayRow(at: first).textLabel?.text == "app 0")
      #expect(rules().isEmpty)
    }

    /// A declared table attached beside an app's data source that makes cells: its rows show
    /// their declared content and controls, and no cell request dequeues twice.
    @Test func aDeclaredTableBesideAnAppThatMakesCells() throws {
      let app = DequeuingDataSource()
      var isOn = false
      let table = try DeclaredTable(
        declaration: TableDeclaration<String, String> {
          Section("settings") {
            Row("wifi", text: "Wi-Fi").toggle(isOn: isOn) { isOn = $0 }
            Row("about", text: "About")
          }
        })
      let tableView = UITableView()
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "app")
      var rules: [StandInRuntimeRuleViolation.Rule] = []
      tableView.runtimeRuleHandler = { rules.append($0.rule) }
      table.attach(to: tableView, dataSource: app.dataSource, delegate: nil)
      let wifi = tableView.displayRow(at: first)
      #expect(text(wifi) == "Wi-Fi")
      let toggle = try #require(wifi.accessoryView as? UISwitch)
      toggle.isOn = true
      #expect(toggle.userSendsActions(for: .valueChanged))
      #expect(isOn)
      #expect(text(tableView.displayRow(at: second)) == "About")
      #expect(rules.isEmpty)
      #expect(app.askedRows.isEmpty)
    }
  }
#endif
