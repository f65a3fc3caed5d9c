#if os(Linux)
  import StandInDoubles
  import Foundation
  import TableHandlersCore
  import Testing
  import UIKitStandIn

  @testable import TableHandlersUIKit

  /// The table view keeps the adapter (as an interaction), the adapter keeps the registry, and
  /// nothing keeps the table view or the app's objects: no retain cycle.
  @MainActor
  @Suite("Lifetimes: no retain cycle")
  struct LifetimeTests {
    @Test func everythingIsReleasedWithTheTableView() {
      var tableView: UITableView? = UITableView()
      var handlers: TableHandlers? = TableHandlers()
      var app: RecordingApp? = RecordingApp()
      weak let weakTable = tableView
      weak let weakHandlers = handlers
      weak let weakApp = app
      handlers!.on(.didSelectRow, at: .table) { call in
        call.tableView.deselectRow(at: call.position, animated: true)
      }
      handlers!.on(.numberOfRows, at: .allSections) { _ in 1 }
      handlers!.attach(to: tableView!, dataSource: app, delegate: app, prefetchDataSource: app)
      weak let weakAdapter = tableView!.handlersAdapter
      #expect(weakAdapter != nil)

      // The table view keeps the registry alive.
      handlers = nil
      #expect(weakHandlers != nil)
      #expect(tableView?.attachedHandlers === weakHandlers)

      // The app's objects are held weakly.
      app = nil
      #expect(weakApp == nil)

      tableView = nil
      #expect(weakTable == nil)
      #expect(weakAdapter == nil)
      #expect(weakHandlers == nil)
    }

    @Test func detachingRestoresTheAppsObjectsAndReleasesTheAdapter() {
      let tableView = UITableView()
      let app = RecordingApp()
      tableView.dataSource = app
      tableView.delegate = app
      tableView.prefetchDataSource = app
      let handlers = TableHandlers()
      handlers.attach(to: tableView)
      weak let weakAdapter = tableView.handlersAdapter
      #expect(handlers.attachedTableView === tableView)
      #expect(tableView.prefetchDataSource === weakAdapter)
      handlers.detach()
      #expect(weakAdapter == nil)
      #expect(tableView.dataSource === app)
      #expect(tableView.delegate === app)
      #expect(tableView.prefetchDataSource === app)
      #expect(tableView.interactions.isEmpty)
      #expect(tableView.attachedHandlers == nil)
      #expect(handlers.attachedTableView == nil)
    }

    @Test func attachingAnotherRegistryReplacesTheFirst() {
      let tableView = UITableView()
      let app = RecordingApp()
      tableView.dataSource = app
      tableView.delegate = app
      let first = TableHandlers()
      first.attach(to: tableView)
      let second = TableHandlers()
      second.attach(to: tableView)
      #expect(tableView.attachedHandlers === second)
      #expect(tableView.interactions.count == 1)
      #expect(first.attachedTableView == nil)
      #expect(tableView.handlersAdapter?.app.delegate === app)
    }

    @Test func attachingARegistryToAnotherTableDetachesItFromTheFirst() {
      let firstTable = UITableView()
      let secondTable = UITableView()
      let handlers = TableHandlers()
      handlers.attach(to: firstTable)
      handlers.attach(to: secondTable)
      #expect(firstTable.attachedHandlers == nil)
      #expect(firstTable.dataSource == nil)
      #expect(secondTable.attachedHandlers === handlers)
      #expect(handlers.attachedTableView === secondTable)
      handlers.on(.didSelectRow, at: .table) { _ in }
      #expect(secondTable.cachedDelegateSelectors.contains(TableSelectors.didSelectRow))
      #expect(firstTable.cachedDelegateSelectors.isEmpty)
    }

    @Test func handlersThatCaptureNothingKeepNothingAlive() {
      var tableView: UITableView? = UITableView()
      weak let weakTable = tableView
      let handlers = TableHandlers()
      handlers.on(.commitEditing, at: .table) { call in
        try? call.tableView.performBatchUpdates(with: .fade) { $0.deleteRows(at: [call.position]) }
      }
      handlers.attach(to: tableView!)
      tableView = nil
      #expect(weakTable == nil)
      #expect(handlers.attachedTableView == nil)
    }
  }
#endif
