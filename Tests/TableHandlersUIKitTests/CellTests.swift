#if os(Linux)
  import StandInDoubles
  import Foundation
  import TableHandlersCore
  import Testing
  import UIKitStandIn

  @testable import TableHandlersUIKit

  /// A cell class registered and dequeued by `onCell`.
  @MainActor
  final class BadgeCell: UITableViewCell {
    var badge: String?
  }

  /// Cells: the cell convenience, the adapter's own cell for `rowContent`, and the app's cells.
  @MainActor
  @Suite("Cells")
  struct CellTests {
    let path = IndexPath(row: 1, section: 0)

    func cell(_ tableView: UITableView, _ path: IndexPath) -> UITableViewCell {
      tableView.send(.cellForRow(at: path), to: dataSource(tableView))
    }

    @Test func onCellRegistersTheClassOnceAndDequeuesIt() throws {
      let tableView = UITableView()
      let handlers = TableHandlers()
      var configured: [TablePosition] = []
      handlers.onCell(BadgeCell.self, at: .section(0)) { cell, call in
        cell.badge = "row \(call.row)"
        configured.append(call.position)
      }
      handlers.attach(to: tableView)
      let first = try #require(cell(tableView, path) as? BadgeCell)
      let second = try #require(cell(tableView, IndexPath(row: 0, section: 0)) as? BadgeCell)
      #expect(first.badge == "row 1")
      #expect(second.badge == "row 0")
      #expect(first.reuseIdentifier == String(reflecting: BadgeCell.self))
      #expect(configured == [TablePosition(section: 0, row: 1), TablePosition(section: 0, row: 0)])
      #expect(tableView.registeredCellClasses[String(reflecting: BadgeCell.self)] == BadgeCell.self)
      #expect(
        tableView.handlersAdapter?.registeredCellIdentifiers == [String(reflecting: BadgeCell.self)]
      )
    }

    @Test func onCellTakesACustomReuseIdentifier() {
      let tableView = UITableView()
      let handlers = TableHandlers()
      handlers.onCell(BadgeCell.self, at: .table, reuseIdentifier: "badge") { _, _ in }
      handlers.attach(to: tableView)
      #expect(cell(tableView, path).reuseIdentifier == "badge")
      #expect(tableView.registeredCellClasses["badge"] == BadgeCell.self)
    }

    @Test func theAdaptersCellShowsTheRowContent() {
      let tableView = UITableView()
      let handlers = TableHandlers()
      handlers.on(.rowContent, at: .table) { call in
        RowContent(
          text: "Row \(call.row)", secondaryText: "detail", accessory: .disclosureIndicator,
          style: .valueCell)
      }
      handlers.attach(to: tableView)
      let shown = cell(tableView, path)
      #expect(shown.reuseIdentifier == ContentCell.reuseIdentifier(for: .valueCell))
      #expect(shown.style == .value1)
      let configuration = shown.contentConfiguration as? UIListContentConfiguration
      #expect(configuration?.layout == .valueCell)
      #expect(configuration?.text == "Row 1")
      #expect(configuration?.secondaryText == "detail")
      #expect(configuration?.image == nil)
      #expect(shown.accessoryType == .disclosureIndicator)
    }

    @Test func anImageNameBecomesASystemSymbol() {
      let tableView = UITableView()
      let handlers = TableHandlers()
      handlers.on(.rowContent, at: .table) { _ in RowContent(text: "Inbox", imageName: "tray") }
      handlers.attach(to: tableView)
      let configuration = cell(tableView, path).contentConfiguration as? UIListContentConfiguration
      #expect(configuration?.image?.systemName == "tray")
    }

    @Test func noContentGivesAnEmptyCell() {
      let tableView = UITableView()
      TableHandlers().attach(to: tableView)
      let shown = cell(tableView, path)
      let configuration = shown.contentConfiguration as? UIListContentConfiguration
      #expect(configuration?.text == nil)
      #expect(configuration?.secondaryText == nil)
      #expect(shown.accessoryType == UITableViewCell.AccessoryType.none)
    }

    @Test func aReusedCellIsReconfigured() {
      let tableView = UITableView()
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: ContentCell.reuseIdentifier)
      let handlers = TableHandlers()
      handlers.on(.rowContent, at: .row(0, inSection: 0)) { _ in
        RowContent(text: "checked", accessory: .checkmark)
      }
      handlers.attach(to: tableView)
      #expect(cell(tableView, IndexPath(row: 0, section: 0)).accessoryType == .checkmark)
      let other = cell(tableView, path)
      #expect(other.accessoryType == UITableViewCell.AccessoryType.none)
      #expect((other.contentConfiguration as? UIListContentConfiguration)?.text == nil)
    }

    @Test func aCellHandlerReturningNilGetsTheAdaptersCell() {
      let tableView = UITableView()
      let handlers = TableHandlers()
      handlers.on(.cellForRow, at: .table) { _ in nil }
      handlers.on(.rowContent, at: .table) { _ in RowContent(text: "fallback") }
      handlers.attach(to: tableView)
      #expect(
        (cell(tableView, path).contentConfiguration as? UIListContentConfiguration)?.text
          == "fallback")
    }

    @Test func aRowsOwnCellHandlerBeatsTheTables() {
      let tableView = UITableView()
      let handlers = TableHandlers()
      handlers.onCell(BadgeCell.self, at: .table) { cell, _ in cell.badge = "table" }
      handlers.on(.cellForRow, at: .row(1, inSection: 0)) { call in
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "row \(call.position)"
        return cell
      }
      handlers.attach(to: tableView)
      #expect(cell(tableView, path).textLabel?.text == "row 0.1")
      #expect((cell(tableView, IndexPath(row: 0, section: 0)) as? BadgeCell)?.badge == "table")
    }

    @Test func willDisplayAndDidEndDisplayingReceiveTheCell() {
      let tableView = UITableView()
      let handlers = TableHandlers()
      var log: [String] = []
      handlers.on(.willDisplayCell, at: .table) { call in
        log.append("will \(call.position) \(call.arguments.textLabel?.text ?? "")")
      }
      handlers.on(.didEndDisplayingCell, at: .table) { call in
        log.append("end \(call.position) \(call.arguments.textLabel?.text ?? "")")
      }
      handlers.on(.willDisplayHeaderView, at: .allSections) { call in
        log.append("header \(call.section) \((call.arguments as? NamedView)?.name ?? "")")
      }
      handlers.attach(to: tableView)
      let shown = UITableViewCell(style: .default, reuseIdentifier: nil)
      shown.textLabel?.text = "x"
      tableView.send(.willDisplayCell(cell: shown, at: path), to: delegate(tableView))
      tableView.send(.didEndDisplayingCell(cell: shown, at: path), to: delegate(tableView))
      tableView.send(
        .willDisplayHeaderView(view: NamedView("h"), section: 2), to: delegate(tableView))
      #expect(log == ["will 0.1 x", "end 0.1 x", "header 2 h"])
    }
  }
#endif
