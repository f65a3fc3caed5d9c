#if os(Linux)
  import Foundation
  import StandInDoubles
  import TableHandlersCore
  import TableHandlersDeclarative
  import TableHandlersUIKit
  import Testing
  import UIKitStandIn

  /// One `attach` shape on a table view and on a collection view's list.
  ///
  /// For a registry and for a declared table alike: without objects the view's current data
  /// source, delegate and prefetch data source stay the app's, asked first; with `dataSource:`
  /// and `delegate:` the objects given are, `nil` meaning none; attaching again only replaces
  /// them. A declared table's `animation:` is the table view's type on both views. Each test
  /// runs the same calls on both views, written side by side, through the public API as an app
  /// uses it.
  @MainActor
  @Suite("One attach shape on a table view and a list")
  struct AttachShapeTests {
    enum ViewKind: String, CaseIterable, CustomTestStringConvertible, Sendable {
      case tableView, list
      var testDescription: String { rawValue }
    }

    enum TableKind: String, CaseIterable, CustomTestStringConvertible, Sendable {
      case registry, declared
      var testDescription: String { rawValue }
    }

    /// What the handlers and the app's objects did, in order.
    @MainActor final class Log {
      var entries: [String] = []
      func append(_ entry: String) { entries.append(entry) }
    }

    /// An app's data source, delegate and prefetch data source for either view, one object
    /// for all three as a view controller is, logging its selections and prefetches under its
    /// name.
    @MainActor final class AppObjects {
      let forTable = StubApp()
      let forList = ListStubApp()

      init(_ name: String, log: Log) {
        forTable.numberOfRows = { _, _ in 0 }
        forTable.cellForRow = { _, _ in
          Issue.record("the app was asked for a cell a handler answers")
          return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        forTable.didSelectRow = { _, path in log.append("\(name) selects \(path.row)") }
        forTable.prefetchRows = { _, paths in log.append("\(name) prefetches \(paths.map(\.row))") }
        forList.numberOfItems = { _, _ in 0 }
        forList.cellForItem = { _, _ in
          Issue.record("the app was asked for a cell a handler answers")
          return UICollectionViewListCell()
        }
        forList.didSelectItem = { _, path in log.append("\(name) selects \(path.item)") }
        forList.prefetchItems = { _, paths in
          log.append("\(name) prefetches \(paths.map(\.item))")
        }
      }
    }

    /// Two rows, whose selection the table's handler logs, as a registry or a declared table,
    /// on a table view or a list in a window.
    @MainActor final class Screen {
      let view: ViewKind
      let log = Log()
      let handlers: TableHandlers
      let declared: DeclaredTable<String, String>?
      let tableView = UITableView()
      let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())

      init(_ view: ViewKind, _ kind: TableKind) {
        self.view = view
        let log = log
        switch kind {
        case .registry:
          declared = nil
          handlers = TableHandlers()
          handlers.on(.numberOfRows, at: .allSections) { _ in 2 }
          handlers.on(.rowContent, at: .table) { call in RowContent(text: "\(call.position.row)") }
          handlers.on(.didSelectRow, at: .table) { call in
            log.append("handler selects \(call.position.row)")
          }
        case .declared:
          let table = DeclaredTable<String, String>(declaring: {
            TableDeclaration {
              Section("rows") {
                for (row, id) in ["a", "b"].enumerated() {
                  Row(id, text: id).onSelect { _ in log.append("handler selects \(row)") }
                }
              }
            }
          })
          declared = table
          handlers = table.handlers
        }
        tableView.standInMove(toWindow: UIWindow())
        list.standInMove(toWindow: UIWindow())
      }

      /// Gives the view the app's objects, as a storyboard or the app's own code does.
      func setViewObjects(_ app: AppObjects) {
        switch view {
        case .tableView:
          tableView.dataSource = app.forTable
          tableView.delegate = app.forTable
          tableView.prefetchDataSource = app.forTable
        case .list:
          list.dataSource = app.forList
          list.delegate = app.forList
          list.prefetchDataSource = app.forList
        }
      }

      /// `attach(to:)`, the shape without objects.
      func attach() {
        switch (view, declared) {
        case (.tableView, nil): handlers.attach(to: tableView)
        case (.list, nil): handlers.attach(to: list)
        case (.tableView, let table?): table.attach(to: tableView)
        case (.list, let table?): table.attach(to: list)
        }
      }

      /// `attach(to:dataSource:delegate:prefetchDataSource:)`, the shape with objects: the
      /// app's data source, delegate and prefetch data source, each where `app` is given, none
      /// otherwise.
      func attach(_ app: AppObjects?) {
        switch (view, declared) {
        case (.tableView, nil):
          handlers.attach(
            to: tableView, dataSource: app?.forTable, delegate: app?.forTable,
            prefetchDataSource: app?.forTable)
        case (.list, nil):
          handlers.attach(
            to: list, dataSource: app?.forList, delegate: app?.forList,
            prefetchDataSource: app?.forList)
        case (.tableView, let table?):
          table.attach(
            to: tableView, dataSource: app?.forTable, delegate: app?.forTable,
            prefetchDataSource: app?.forTable)
        case (.list, let table?):
          table.attach(
            to: list, dataSource: app?.forList, delegate: app?.forList,
            prefetchDataSource: app?.forList)
        }
      }

      /// The view's data source, delegate and prefetch data source now.
      var viewObjects: [AnyObject?] {
        switch view {
        case .tableView: [tableView.dataSource, tableView.delegate, tableView.prefetchDataSource]
        case .list: [list.dataSource, list.delegate, list.prefetchDataSource]
        }
      }

      /// Whether the view's data source, delegate and prefetch data source are `app`'s.
      func viewHasObjects(of app: AppObjects) -> Bool {
        let object: AnyObject = view == .tableView ? app.forTable : app.forList
        return viewObjects.allSatisfy { $0 === object }
      }

      /// UIKit tells the view's delegate that the user selected a row, then its prefetch data
      /// source that another is near; returns what ran.
      func selectAndPrefetch(_ row: Int) -> [String] {
        log.entries = []
        switch view {
        case .tableView:
          let path = IndexPath(row: row, section: 0)
          tableView.send(.didSelectRow(at: path), to: tableView.delegate!)
          if let prefetching = tableView.prefetchDataSource {
            tableView.send(.prefetchRows(at: [path]), to: prefetching)
          }
        case .list:
          let path = IndexPath(item: row, section: 0)
          list.send(.didSelectItem(at: path), to: list.delegate!)
          if let prefetching = list.prefetchDataSource {
            list.send(.prefetchItems(at: [path]), to: prefetching)
          }
        }
        return log.entries
      }

      /// The number of rows the view shows in its one section.
      var rowCount: Int {
        view == .tableView ? tableView.numberOfRows(inSection: 0) : list.numberOfItems(inSection: 0)
      }
    }

    @Test(arguments: ViewKind.allCases, TableKind.allCases)
    func withoutObjectsTheViewsCurrentObjectsStayTheAppsAskedFirst(
      view: ViewKind, kind: TableKind
    ) {
      let screen = Screen(view, kind)
      let storyboard = AppObjects("storyboard", log: screen.log)
      screen.setViewObjects(storyboard)
      screen.attach()
      #expect(screen.rowCount == 2)
      #expect(!screen.viewHasObjects(of: storyboard))
      #expect(
        screen.selectAndPrefetch(1) == [
          "storyboard selects 1", "handler selects 1", "storyboard prefetches [1]",
        ])
      screen.handlers.detach()
      #expect(screen.viewHasObjects(of: storyboard))
    }

    @Test(arguments: ViewKind.allCases, TableKind.allCases)
    func withObjectsTheyAreTheAppsWhateverTheViewHad(view: ViewKind, kind: TableKind) {
      let screen = Screen(view, kind)
      let storyboard = AppObjects("storyboard", log: screen.log)
      let given = AppObjects("given", log: screen.log)
      screen.setViewObjects(storyboard)
      screen.attach(given)
      #expect(screen.rowCount == 2)
      #expect(
        screen.selectAndPrefetch(0) == [
          "given selects 0", "handler selects 0", "given prefetches [0]",
        ])
      screen.handlers.detach()
      #expect(screen.viewHasObjects(of: given))
    }

    @Test(arguments: ViewKind.allCases, TableKind.allCases)
    func nilMeansNoneWhateverTheViewHad(view: ViewKind, kind: TableKind) {
      let screen = Screen(view, kind)
      screen.setViewObjects(AppObjects("storyboard", log: screen.log))
      screen.attach(nil)
      #expect(screen.rowCount == 2)
      #expect(screen.selectAndPrefetch(1) == ["handler selects 1"])
      screen.handlers.detach()
      #expect(screen.viewObjects.allSatisfy { $0 == nil })
    }

    @Test(arguments: ViewKind.allCases, TableKind.allCases)
    func attachingAgainOnlyReplacesTheAppsObjects(view: ViewKind, kind: TableKind) {
      let screen = Screen(view, kind)
      let first = AppObjects("first", log: screen.log)
      let second = AppObjects("second", log: screen.log)
      screen.attach(first)
      let served = screen.viewObjects
      screen.attach(second)
      #expect(zip(screen.viewObjects, served).allSatisfy { $0 === $1 })
      #expect(
        screen.selectAndPrefetch(0) == [
          "second selects 0", "handler selects 0", "second prefetches [0]",
        ])
      // Without objects, the ones asked first stay: the view's current objects are the
      // registry's own, which stand for them.
      screen.attach()
      #expect(zip(screen.viewObjects, served).allSatisfy { $0 === $1 })
      #expect(
        screen.selectAndPrefetch(1) == [
          "second selects 1", "handler selects 1", "second prefetches [1]",
        ])
      // With none, the registry still serves the view; nobody prefetches any more, so the view
      // has no prefetch data source.
      screen.attach(nil)
      #expect(zip(screen.viewObjects.prefix(2), served).allSatisfy { $0 === $1 })
      #expect(screen.viewObjects[2] == nil)
      #expect(screen.selectAndPrefetch(1) == ["handler selects 1"])
      screen.handlers.detach()
      #expect(screen.viewObjects.allSatisfy { $0 == nil })
    }

    @Test(arguments: ViewKind.allCases, TableKind.allCases)
    func anotherRegistrysAppObjectsAreTakenOverWithoutObjects(view: ViewKind, kind: TableKind) {
      let screen = Screen(view, kind)
      let app = AppObjects("app", log: screen.log)
      let earlier = TableHandlers()
      earlier.on(.didSelectRow, at: .table) { _ in Issue.record("the detached registry ran") }
      switch view {
      case .tableView:
        earlier.attach(
          to: screen.tableView, dataSource: app.forTable, delegate: app.forTable,
          prefetchDataSource: app.forTable)
      case .list:
        earlier.attach(
          to: screen.list, dataSource: app.forList, delegate: app.forList,
          prefetchDataSource: app.forList)
      }
      screen.attach()
      #expect(earlier.attachedTableView == nil && earlier.attachedCollectionView == nil)
      #expect(
        screen.selectAndPrefetch(0) == ["app selects 0", "handler selects 0", "app prefetches [0]"])
      screen.handlers.detach()
      #expect(screen.viewHasObjects(of: app))
    }

    // MARK: The list's deprecated partial forms

    /// Calls the forms that name some of the app's objects and not others, deprecated since
    /// `nil` means none, as code written before calls them: what they leave out is the
    /// collection view's current object, as before.
    @available(*, deprecated, message: "calls the deprecated partial forms on purpose")
    @Test func theListsPartialFormsStillKeepWhatTheyLeaveOut() {
      let screen = Screen(.list, .registry)
      let storyboard = AppObjects("storyboard", log: screen.log)
      let given = AppObjects("given", log: screen.log)
      screen.setViewObjects(storyboard)
      screen.handlers.attach(to: screen.list, delegate: given.forList)
      #expect(
        screen.selectAndPrefetch(0) == [
          "given selects 0", "handler selects 0", "storyboard prefetches [0]",
        ])
      screen.handlers.attach(to: screen.list, dataSource: nil, prefetchDataSource: given.forList)
      #expect(
        screen.selectAndPrefetch(1) == [
          "given selects 1", "handler selects 1", "given prefetches [1]",
        ])
      screen.handlers.attach(to: screen.list, appearance: .insetGrouped, prefetchDataSource: nil)
      screen.handlers.detach()
      #expect(screen.list.dataSource === storyboard.forList)
      #expect(screen.list.delegate === given.forList)
      #expect(screen.list.prefetchDataSource === given.forList)
    }

    // MARK: A declared table's animation

    /// A declared table of rows named by strings on a view in a window, as it was before an
    /// update: the view knows its counts, and has been told nothing since.
    static func declaredScreen(
      on view: ViewKind, animation: UITableView.RowAnimation
    ) -> (DeclaredTable<String, String>, UITableView, UICollectionView) {
      let table = DeclaredTable<String, String>(declaring: {
        TableDeclaration { Section("rows") { Row("a", text: "a") } }
      })
      let tableView = UITableView()
      let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
      tableView.standInMove(toWindow: UIWindow())
      list.standInMove(toWindow: UIWindow())
      switch view {
      case .tableView:
        table.attach(to: tableView, dataSource: nil, delegate: nil, animation: animation)
        _ = tableView.numberOfRows(inSection: 0)
        tableView.recordedUpdates = []
      case .list:
        table.attach(to: list, dataSource: nil, delegate: nil, animation: animation)
        _ = list.numberOfItems(inSection: 0)
        list.recordedUpdates = []
        list.recordedAnimations = []
      }
      return (table, tableView, list)
    }

    /// An update that inserts a row (a batch) and changes another's text (a reconfiguration
    /// after it).
    static func insertAndRename(_ table: DeclaredTable<String, String>) {
      table.update(
        to: TableDeclaration {
          Section("rows") {
            Row("a", text: "A")
            Row("b", text: "b")
          }
        })
    }

    @Test(
      arguments: [ViewKind.tableView, .list], [UITableView.RowAnimation.none, .fade, .automatic])
    func aDeclaredTableAnimatesItsUpdatesAsAskedOnBothViews(
      view: ViewKind, animation: UITableView.RowAnimation
    ) {
      let (table, tableView, list) = Self.declaredScreen(on: view, animation: animation)
      Self.insertAndRename(table)
      switch view {
      case .tableView:
        #expect(
          tableView.updateLog == [
            "performBatchUpdates begin", "insertRows [0.1]", "performBatchUpdates end",
            "reconfigureRows [0.0]",
          ])
        #expect(tableView.recordedUpdates.compactMap(\.animation) == [animation])
      case .list:
        // The same batch, not a reload: the list has no per-row animation, so `.none` runs the
        // batch and what follows it with animations off, any other value with them on.
        #expect(
          list.updateLog == [
            "performBatchUpdates begin", "insertItems [0.1]", "performBatchUpdates end",
            "reconfigureItems [0.0]",
          ])
        #expect(list.recordedAnimations == [animation != .none, animation != .none])
      }
      #expect(table.sections.map(\.rows.count) == [2])
    }

    @Test func withoutAnimationAListStillRunsBatchesAndKeepsItsSelection() {
      let (table, _, list) = Self.declaredScreen(on: .list, animation: .none)
      list.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
      Self.insertAndRename(table)
      #expect(!list.updateLog.contains("reloadData"))
      #expect(list.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    }
  }
#endif
