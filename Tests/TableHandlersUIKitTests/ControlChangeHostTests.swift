#if os(Linux)
  import Foundation
  import TableHandlersCore
  import TableHandlersTesting
  import TableHandlersUIKit
  import Testing
  import UIKitStandIn

  /// After a row's control changes, every host shows the row's whole content as the handler
  /// left it, not only the control: its texts and whether it is enabled too.
  @MainActor
  @Suite("A control's change shown on every host")
  struct ControlChangeHostTests {
    enum Host: CaseIterable { case headless, table, list }

    @Test(arguments: Host.allCases)
    func theRowShowsItsTextsAsTheHandlerLeftThem(_ host: Host) throws {
      var isOn = false
      let handlers = TableHandlers()
      handlers.on(.numberOfRows, at: .allSections) { _ in 1 }
      handlers.on(.rowContent, at: .table) { _ in
        RowContent(
          text: "Wi-Fi", secondaryText: isOn ? "Connected" : "Off", style: .subtitle,
          control: .toggle(isOn: isOn))
      }
      handlers.on(.controlValueChanged, at: .table) { call in
        if case .toggle(let value) = call.arguments { isOn = value }
      }
      let position = TablePosition(section: 0, row: 0)
      let shown: () -> String?
      switch host {
      case .headless:
        let table = HeadlessTable(handlers: handlers)
        table.reloadData()
        table.toggle(position)
        shown = { table.content(at: position)?.secondaryText }
      case .table:
        let tableView = UITableView()
        handlers.attach(to: tableView)
        tableView.layoutIfNeeded()
        let cell = tableView.displayRow(at: IndexPath(row: 0, section: 0))
        let toggle = try #require(cell.accessoryView as? UISwitch)
        toggle.isOn = true
        toggle.sendActions(for: .valueChanged)
        shown = {
          (cell.contentConfiguration as? UIListContentConfiguration)?.secondaryText
            ?? cell.detailTextLabel?.text
        }
      case .list:
        let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
        handlers.attach(to: list, appearance: .plain)
        let cell = try #require(
          list.displayItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        let toggle = try #require(
          cell.accessories.lazy.compactMap { $0.standInCustomView as? UISwitch }.first)
        toggle.isOn = true
        toggle.sendActions(for: .valueChanged)
        shown = { (cell.contentConfiguration as? UIListContentConfiguration)?.secondaryText }
      }
      #expect(isOn)
      #expect(shown() == "Connected")
    }
  }
#endif
