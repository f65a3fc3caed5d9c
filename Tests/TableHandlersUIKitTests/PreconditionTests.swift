#if os(Linux)
  import Foundation
  import TableHandlersCore
  import TableHandlersTesting
  import Testing
  import UIKitStandIn

  @testable import TableHandlersUIKit

  /// The adapter's documented preconditions trap with a message.
  @Suite("The adapter's preconditions")
  struct PreconditionTests {
    @Test func callTableViewTrapsOnAnotherHost() async {
      await #expect(processExitsWith: .failure) {
        await MainActor.run {
          let handlers = TableHandlers()
          handlers.on(.didSelectRow, at: .table) { call in _ = call.tableView }
          handlers.on(.numberOfRows, at: .allSections) { _ in 1 }
          let headless = HeadlessTable(handlers: handlers)
          headless.reloadData()
          headless.tap(TablePosition(section: 0, row: 0))
        }
      }
    }

    @Test func onCellTrapsWhenAnotherClassHasItsIdentifier() async {
      await #expect(processExitsWith: .failure) {
        await MainActor.run {
          let tableView = UITableView()
          let handlers = TableHandlers()
          handlers.onCell(BadgeCell.self, at: .table, reuseIdentifier: "shared") { _, _ in }
          handlers.attach(to: tableView)
          tableView.handlersAdapter?.registeredCellIdentifiers.insert("shared")
          tableView.register(UITableViewCell.self, forCellReuseIdentifier: "shared")
          _ = tableView.send(
            .cellForRow(at: IndexPath(row: 0, section: 0)), to: dataSource(tableView))
        }
      }
    }

    @Test func anIndexPathWithoutTwoIndexesTraps() async {
      await #expect(processExitsWith: .failure) {
        await MainActor.run { _ = TablePosition(IndexPath(index: 3)) }
      }
    }
  }
#endif
