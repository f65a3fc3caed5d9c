#if os(Linux)
  import StandInDoubles
  import Foundation
  import TableHandlersCore
  import Testing
  import UIKitStandIn

  @testable import TableHandlersUIKit

  /// What the adapter says it implements, and where it forwards the rest.
  ///
  /// `responds(to:)` answers yes only for methods a handler or the app's object answers; every
  /// other selector goes to the app's delegate. The decisions are the ones the Objective-C
  /// override reads on iOS (`SelectorSnapshot`); here the Linux twin asks them.
  @MainActor
  @Suite("responds(to:)")
  struct RespondsTests {
    func adapter(_ handlers: TableHandlers, app: RecordingApp? = nil) -> TableViewAdapter {
      let tableView = UITableView()
      handlers.attach(to: tableView, dataSource: app, delegate: app, prefetchDataSource: app)
      return tableView.handlersAdapter!
    }

    func responding(_ adapter: TableViewAdapter) -> [String] {
      allSelectors.filter { adapter.responds(to: Selector($0)) }
    }

    @Test func nothingRegisteredAnswersOnlyTheRequiredMethods() {
      let handlers = TableHandlers()
      let adapter = adapter(handlers)
      #expect(
        responding(adapter) == [
          TableSelectors.numberOfRows, TableSelectors.cellForRow,
        ])
    }

    @Test(arguments: allSelectors.filter { $0 != TableSelectors.editActions })
    func aHandlerSwitchesItsMethodOn(selector: String) throws {
      let method = methodCase(selector)
      let register = try #require(method.register)
      let handlers = TableHandlers()
      register(handlers) {}
      let adapter = adapter(handlers)
      #expect(adapter.responds(to: Selector(selector)))
      let required = AdapterMethod.all.filter(\.isRequired).map(\.selector)
      let event = try #require(AdapterMethod.bySelector[selector]).event
      let companions = AdapterMethod.all.filter { $0.companions.contains(event) }.map(\.selector)
      #expect(
        Set(responding(adapter)).subtracting(required).subtracting([selector] + companions)
          .isEmpty,
        "only \(selector) and its companions \(companions) are switched on")
    }

    @Test func theDeprecatedEditActionsHasNoEvent() {
      #expect(methodCase(TableSelectors.editActions).register == nil)
    }

    @Test(arguments: allSelectors)
    func theAppsImplementationSwitchesItsMethodOn(selector: String) {
      let app = RecordingApp(implementing: [selector])
      let adapter = adapter(TableHandlers(), app: app)
      #expect(adapter.responds(to: Selector(selector)))
    }

    @Test func anAppThatImplementsEverythingSwitchesEverythingOn() {
      let app = RecordingApp()
      let adapter = adapter(TableHandlers(), app: app)
      #expect(responding(adapter) == allSelectors)
    }

    @Test(arguments: TableSelectors.scrollView)
    func aScrollViewMethodIsAnsweredWhenTheAppsDelegateImplementsIt(selector: String) {
      let withScrolling = RecordingApp(implementing: [selector])
      let adapter = adapter(TableHandlers(), app: withScrolling)
      #expect(adapter.responds(to: Selector(selector)))

      let without = RecordingApp(implementing: RecordingApp.requiredOnly)
      let other = self.adapter(TableHandlers(), app: without)
      #expect(!other.responds(to: Selector(selector)))
    }

    @Test func scrollViewMethodsNeverGoToTheAppsDataSource() {
      let dataSource = RecordingApp(implementing: [
        TableSelectors.scrollViewDidScroll, "unknownMethod:",
      ])
      let tableView = UITableView()
      TableHandlers().attach(to: tableView, dataSource: dataSource, delegate: nil)
      let adapter = tableView.handlersAdapter!
      #expect(!adapter.responds(to: Selector(TableSelectors.scrollViewDidScroll)))
      #expect(!adapter.responds(to: "unknownMethod:"))
      tableView.send(.scrollViewDidScroll, to: adapter)
      #expect(dataSource.calls.isEmpty)
    }

    @Test func theSnapshotIsThePureDecision() {
      let snapshot = SelectorSnapshot(implemented: ["a:", "b:"])
      snapshot.setAnswered(["a:"])
      #expect(snapshot.answers(selectorNamed: "a:") == true)
      #expect(snapshot.answers(selectorNamed: "b:") == false)
      #expect(snapshot.answers(selectorNamed: "c:") == nil)
    }

    @Test func anAdapterIsNeverTheAppsObject() {
      let tableView = UITableView()
      let app = RecordingApp()
      let first = TableHandlers()
      first.attach(to: tableView, dataSource: app, delegate: app)
      let adapter = tableView.handlersAdapter!
      // Attaching with the table view's current objects, which are the adapter, keeps the app's.
      let second = TableHandlers()
      second.attach(to: tableView, dataSource: adapter, delegate: adapter)
      #expect(tableView.handlersAdapter?.app.delegate === app)
      #expect(tableView.handlersAdapter?.app.dataSource === app)
    }

    @Test func anAdapterWithoutAppObjectsStandsForNone() {
      let tableView = UITableView()
      TableHandlers().attach(to: tableView, dataSource: nil, delegate: nil)
      let adapter = tableView.handlersAdapter!
      TableHandlers().attach(to: tableView, dataSource: adapter, delegate: adapter)
      #expect(tableView.handlersAdapter?.app.delegate == nil)
      #expect(tableView.handlersAdapter?.app.dataSource == nil)
      #expect(
        !tableView.handlersAdapter!.responds(to: Selector(TableSelectors.scrollViewDidScroll)))
    }
  }
#endif
