#if os(Linux)
  import StandInDoubles
  import Foundation
  import TableHandlersCore
  import Testing
  import UIKitStandIn

  @testable import TableHandlersUIKit

  /// Every method of the three protocols, called as UIKit calls it: the app's object first,
  /// then the handler, whose answer wins; UIKit's default when neither answers.
  @MainActor
  @Suite("Delegate first, then the handler, else UIKit's default")
  struct DelegateFirstTests {
    @Test func everyMethodHasACase() {
      #expect(methodCases.map(\.selector) == allSelectors)
    }

    /// With no handler, the app's answer is returned and only the app's method runs: this
    /// exercises every line of the Linux twin of the app-delegate calls.
    @Test(arguments: allSelectors)
    func theAppsAnswerWithoutAHandler(selector: String) {
      let tableView = UITableView()
      let app = RecordingApp()
      let handlers = TableHandlers()
      handlers.attach(to: tableView, dataSource: app, delegate: app, prefetchDataSource: app)
      let method = methodCase(selector)
      #expect(method.invoke(tableView) == method.appAnswer)
      #expect(app.calls == [selector] + Self.alsoAsked(selector))
    }

    /// The app's methods a method asks besides its own: a cell request asks whether the row
    /// moves (`canMoveRowAt`, through the adapter's own method) of an app that follows moves, as
    /// the app does here, for the cell's VoiceOver moves, which are offered exactly where its
    /// reorder control is.
    static func alsoAsked(_ selector: String) -> [String] {
      selector == TableSelectors.cellForRow ? [TableSelectors.canMoveRow] : []
    }

    /// With a handler, the app's method runs first, then the handler, whose answer wins; for a
    /// method that asks the handler first (a cell), only the handler runs.
    @Test(arguments: allSelectors)
    func theHandlerOverridesTheApp(selector: String) {
      let tableView = UITableView()
      let app = RecordingApp()
      var log: [String] = []
      app.onCall = { log.append("app \($0)") }
      let handlers = TableHandlers()
      let method = methodCase(selector)
      method.register?(handlers) { log.append("handler") }
      handlers.attach(to: tableView, dataSource: app, delegate: app, prefetchDataSource: app)
      #expect(method.invoke(tableView) == method.handlerAnswer)
      let handlerFirst = AdapterMethod.bySelector[selector]?.asksHandlerFirst ?? false
      let expected =
        method.register == nil
        ? ["app \(selector)"] : handlerFirst ? ["handler"] : ["app \(selector)", "handler"]
      #expect(log == expected + Self.alsoAsked(selector).map { "app \($0)" })
    }

    /// With neither, UIKit's own default: what UIKit does when the method is absent.
    @Test(arguments: allSelectors)
    func uiKitsDefaultWithNeither(selector: String) {
      let tableView = UITableView()
      let handlers = TableHandlers()
      handlers.attach(to: tableView, dataSource: nil, delegate: nil)
      let method = methodCase(selector)
      #expect(method.invoke(tableView) == method.defaultAnswer)
    }

    /// An app that implements nothing optional is not asked for optional methods.
    @Test(arguments: allSelectors)
    func anAppThatDoesNotImplementAMethodIsNotAsked(selector: String) {
      let tableView = UITableView()
      let app = RecordingApp(implementing: RecordingApp.requiredOnly)
      TableHandlers().attach(
        to: tableView, dataSource: app, delegate: app, prefetchDataSource: app)
      let method = methodCase(selector)
      let answer = method.invoke(tableView)
      if RecordingApp.requiredOnly.contains(selector) {
        #expect(app.calls == [selector])
      } else {
        #expect(app.calls.isEmpty)
        #expect(answer == method.defaultAnswer)
      }
    }

    @Test func theAppsNilIsAnAnswer() {
      let tableView = UITableView()
      let app = vetoingApp()
      TableHandlers().attach(to: tableView, dataSource: app, delegate: app)
      let path = IndexPath(row: 0, section: 0)
      #expect(
        tableView.send(.willSelectRow(at: path), to: delegate(tableView)) as IndexPath? == nil)
      #expect(
        tableView.send(.indexPathForPreferredFocusedView, to: delegate(tableView)) as IndexPath?
          == nil)
      #expect(
        tableView.send(.titleForHeader(section: 0), to: dataSource(tableView)) as String? == nil)
    }

    @Test func theLegacyMenuPassesTheSenderOnToTheApp() {
      let tableView = UITableView()
      let app = RecordingApp()
      TableHandlers().attach(to: tableView, dataSource: app, delegate: app)
      let path = IndexPath(row: 0, section: 0)
      let menu = delegate(tableView)
      #expect(
        tableView.send(.canPerformAction(action: "copy:", at: path, sender: "m"), to: menu) as Bool)
      #expect(
        !tableView.send(.canPerformAction(action: "copy:", at: path, sender: nil), to: menu) as Bool
      )
      #expect(
        !tableView.send(.canPerformAction(action: "cut:", at: path, sender: "m"), to: menu) as Bool)
    }

    @Test func theLegacyMenuGivesHandlersTheSelectorsName() {
      let tableView = UITableView()
      let handlers = TableHandlers()
      var actions: [String] = []
      handlers.on(.performAction, at: .table) { call in actions.append(call.arguments) }
      handlers.attach(to: tableView)
      tableView.send(
        .performAction(action: "paste:", at: IndexPath(row: 0, section: 0), sender: nil),
        to: delegate(tableView))
      #expect(actions == ["paste:"])
    }

    @Test func heightsConvertAutomaticDimensionBothWays() {
      let tableView = UITableView()
      let handlers = TableHandlers()
      handlers.on(.heightForRow, at: .row(0, inSection: 0)) { _ in TableDimension.automatic }
      handlers.on(.heightForRow, at: .row(1, inSection: 0)) { _ in 44 }
      handlers.attach(to: tableView)
      #expect(
        tableView.send(.heightForRow(at: IndexPath(row: 0, section: 0)), to: delegate(tableView))
          == UITableView.automaticDimension)
      #expect(
        tableView.send(.heightForRow(at: IndexPath(row: 1, section: 0)), to: delegate(tableView))
          as CGFloat == 44)
      #expect(Double(tableDimension: UITableView.automaticDimension) == TableDimension.automatic)
      #expect(CGFloat(tableDimension: TableDimension.automatic) == UITableView.automaticDimension)
    }

    @Test func thePrimaryActionDefaultFollowsEditing() {
      let tableView = UITableView()
      TableHandlers().attach(to: tableView)
      let path = IndexPath(row: 0, section: 0)
      #expect(tableView.send(.canPerformPrimaryAction(at: path), to: delegate(tableView)) as Bool)
      tableView.setEditing(true, animated: false)
      #expect(!tableView.send(.canPerformPrimaryAction(at: path), to: delegate(tableView)) as Bool)
    }

    @Test func editingStylesConvertBothWays() {
      for style in RowEditingStyle.allCases {
        #expect(RowEditingStyle(UITableViewCell.EditingStyle(style)) == style)
      }
      for accessory in RowAccessory.allCases {
        #expect(UITableViewCell.AccessoryType(accessory).rawValue == accessory.rawValue)
      }
    }
  }

  /// An app whose optional answers are all `nil`: it implements a header title, the row to
  /// select and the focused row, and answers `nil` to each.
  @MainActor
  func vetoingApp() -> StubApp {
    let app = StubApp()
    app.titleForHeader = { _, _ in nil }
    app.willSelectRow = { _, _ in nil }
    app.indexPathForPreferredFocusedView = { _ in nil }
    return app
  }
#endif
