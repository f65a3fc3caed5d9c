#if os(Linux)
  import StandInDoubles
  import Foundation
  import TableHandlersCore
  import Testing
  import UIKitStandIn

  @testable import TableHandlersUIKit

  /// The adapter re-assigns `dataSource` and `delegate` when its answered methods change.
  ///
  /// UIKit caches `responds(to:)` when they are assigned, so the adapter assigns `nil` and then
  /// itself whenever the set of answered methods changes, and only then. The stand-in counts the
  /// assignments and caches the answers as UIKit does.
  @MainActor
  @Suite("Re-attaching when the answered methods change, and only then")
  struct ReattachTests {
    struct Counts: Equatable, CustomStringConvertible {
      var dataSource: Int
      var delegate: Int
      var prefetching: Int
      var description: String { "(\(dataSource), \(delegate), \(prefetching))" }
    }

    /// A table view whose app assigned its own data source and delegate, as a storyboard does.
    @MainActor
    final class Fixture {
      let tableView = UITableView()
      let app: RecordingApp
      let handlers = TableHandlers()
      var start = Counts(dataSource: 0, delegate: 0, prefetching: 0)

      init(app: RecordingApp = RecordingApp(implementing: RecordingApp.requiredOnly)) {
        self.app = app
        tableView.dataSource = app
        tableView.delegate = app
        handlers.attach(to: tableView)
        start = counts
      }

      var counts: Counts {
        Counts(
          dataSource: tableView.dataSourceAssignments, delegate: tableView.delegateAssignments,
          prefetching: tableView.prefetchDataSourceAssignments)
      }

      /// The assignments since the fixture was attached.
      var added: Counts {
        Counts(
          dataSource: counts.dataSource - start.dataSource,
          delegate: counts.delegate - start.delegate,
          prefetching: counts.prefetching - start.prefetching)
      }
    }

    @Test func attachingAssignsEachPropertyOnce() {
      let tableView = UITableView()
      TableHandlers().attach(to: tableView)
      #expect(tableView.dataSourceAssignments == 1)
      #expect(tableView.delegateAssignments == 1)
      #expect(tableView.prefetchDataSourceAssignments == 0)
      #expect(tableView.dataSource === tableView.handlersAdapter)
      #expect(tableView.delegate === tableView.handlersAdapter)
      #expect(tableView.prefetchDataSource == nil)
    }

    @Test func aNewDelegateEventReassignsTheDelegateOnly() {
      let fixture = Fixture()
      fixture.handlers.on(.heightForRow, at: .table) { _ in 44 }
      #expect(fixture.added == Counts(dataSource: 0, delegate: 2, prefetching: 0))
      #expect(fixture.tableView.delegate === fixture.tableView.handlersAdapter)
      #expect(fixture.tableView.cachedDelegateSelectors == [TableSelectors.heightForRow])
    }

    @Test func aNewDataSourceEventReassignsTheDataSourceOnly() {
      let fixture = Fixture()
      fixture.handlers.on(.titleForHeader, at: .section(0)) { _ in "A" }
      #expect(fixture.added == Counts(dataSource: 2, delegate: 0, prefetching: 0))
      #expect(
        fixture.tableView.cachedDataSourceSelectors.contains(TableSelectors.titleForHeader))
    }

    @Test func aCommitHandlerAlsoSwitchesOnTheEditingStyle() {
      // The delegate's editing style answers `.none` where nobody commits (Docs/Dispatch.md).
      let fixture = Fixture()
      fixture.handlers.on(.commitEditing, at: .section(0)) { _ in }
      #expect(fixture.added == Counts(dataSource: 2, delegate: 2, prefetching: 0))
      #expect(
        fixture.tableView.cachedDataSourceSelectors.contains(
          TableSelectors.commitEditing))
      #expect(
        fixture.tableView.cachedDelegateSelectors.contains(
          TableSelectors.editingStyle))
    }

    @Test func moreHandlersForAnAnsweredEventChangeNothing() {
      let fixture = Fixture()
      fixture.handlers.on(.didSelectRow, at: .table) { _ in }
      let afterFirst = fixture.counts
      fixture.handlers.on(.didSelectRow, at: .section(1)) { _ in }
      fixture.handlers.on(.didSelectRow, at: .row(0, inSection: 0)) { _ in }
      fixture.handlers.on(.didSelectRow, at: .table) { _ in }  // replaces
      fixture.handlers.remove(.didSelectRow, at: .section(1))
      #expect(fixture.counts == afterFirst)
    }

    @Test func removingTheLastHandlerReassigns() {
      let fixture = Fixture()
      fixture.handlers.on(.didSelectRow, at: .table) { _ in }
      fixture.handlers.on(.didSelectRow, at: .section(0)) { _ in }
      fixture.handlers.remove(.didSelectRow, at: .table)
      #expect(fixture.added == Counts(dataSource: 0, delegate: 2, prefetching: 0))
      fixture.handlers.remove(.didSelectRow, at: .section(0))
      #expect(fixture.added == Counts(dataSource: 0, delegate: 4, prefetching: 0))
      #expect(fixture.tableView.cachedDelegateSelectors.isEmpty)
    }

    @Test func anEventTheAppAlreadyImplementsChangesNothing() {
      let fixture = Fixture(
        app: RecordingApp(
          implementing: RecordingApp.requiredOnly.union([TableSelectors.didSelectRow])))
      fixture.handlers.on(.didSelectRow, at: .table) { _ in }
      fixture.handlers.removeAll()
      #expect(fixture.added == Counts(dataSource: 0, delegate: 0, prefetching: 0))
      #expect(fixture.tableView.cachedDelegateSelectors == [TableSelectors.didSelectRow])
    }

    @Test func eventsWithoutAMethodChangeNothing() {
      let fixture = Fixture()
      // A control's change and a text field's return reach the adapter by target-action.
      fixture.handlers.on(.controlValueChanged, at: .table) { _ in }
      fixture.handlers.on(.textFieldDidSubmit, at: .table) { _ in }
      fixture.handlers.on(.numberOfRows, at: .allSections) { _ in 3 }  // required: always answered
      fixture.handlers.on(.cellForRow, at: .table) { _ in nil }  // required
      #expect(fixture.added == Counts(dataSource: 0, delegate: 0, prefetching: 0))
    }

    /// Content turns on the row's selection callback alone: a button row deselects itself once
    /// tapped, which the adapter can do only there.
    @Test func contentTurnsOnTheSelectionCallbackForButtonRows() {
      let fixture = Fixture()
      fixture.handlers.on(.rowContent, at: .table) { _ in RowContent(text: "x", role: .button) }
      #expect(fixture.added == Counts(dataSource: 0, delegate: 2, prefetching: 0))
      #expect(fixture.tableView.cachedDelegateSelectors == [TableSelectors.didSelectRow])
    }

    @Test func prefetchingInstallsAndRemovesThePrefetchDataSource() {
      let fixture = Fixture()
      fixture.handlers.on(.prefetchRows) { _ in }
      #expect(fixture.tableView.prefetchDataSource === fixture.tableView.handlersAdapter)
      #expect(fixture.added.prefetching == 1)
      fixture.handlers.on(.cancelPrefetchingForRows) { _ in }
      #expect(fixture.added.prefetching == 3)
      #expect(fixture.tableView.cachedPrefetchingSelectors.count == 2)
      fixture.handlers.removeAll()
      #expect(fixture.tableView.prefetchDataSource == nil)
      #expect(fixture.added == Counts(dataSource: 0, delegate: 0, prefetching: 4))
    }

    @Test func anEditThatDropsTheLastHandlerReassignsOnce() throws {
      let fixture = Fixture()
      fixture.handlers.setShape(TableShape(rowCounts: [3]))
      fixture.handlers.on(.didSelectRow, at: .row(1, inSection: 0)) { _ in }
      fixture.handlers.on(.heightForRow, at: .row(1, inSection: 0)) { _ in 1 }
      let before = fixture.counts
      try fixture.handlers.followDeletedRows(at: [TablePosition(section: 0, row: 1)])
      #expect(fixture.counts.delegate == before.delegate + 2)
      #expect(fixture.tableView.cachedDelegateSelectors.isEmpty)
    }

    @Test func changingTheAppsDelegateReassignsOnlyWhenItsMethodsDiffer() {
      let fixture = Fixture()
      let same = RecordingApp(implementing: RecordingApp.requiredOnly)
      fixture.handlers.attach(to: fixture.tableView, dataSource: same, delegate: same)
      #expect(fixture.added == Counts(dataSource: 0, delegate: 0, prefetching: 0))
      #expect(fixture.tableView.handlersAdapter?.app.delegate === same)

      let scrolling = RecordingApp(
        implementing: RecordingApp.requiredOnly.union([TableSelectors.scrollViewDidScroll]))
      fixture.handlers.attach(to: fixture.tableView, dataSource: same, delegate: scrolling)
      #expect(fixture.added == Counts(dataSource: 0, delegate: 2, prefetching: 0))
      #expect(fixture.tableView.cachedDelegateSelectors == [TableSelectors.scrollViewDidScroll])

      let editing = RecordingApp(
        implementing: RecordingApp.requiredOnly.union([TableSelectors.canEditRow]))
      fixture.handlers.attach(to: fixture.tableView, dataSource: editing, delegate: scrolling)
      #expect(fixture.added == Counts(dataSource: 2, delegate: 2, prefetching: 0))
    }

    @Test func aStaleCacheIsWhatReattachingPrevents() {
      // Without the adapter's re-assignment the stand-in, like UIKit, would keep its old answers.
      let fixture = Fixture()
      #expect(
        !fixture.tableView.cachedDelegateSelectors.contains(
          TableSelectors.didSelectRow))
      fixture.handlers.on(.didSelectRow, at: .table) { _ in }
      #expect(
        fixture.tableView.cachedDelegateSelectors.contains(
          TableSelectors.didSelectRow))
    }

    @Test func theRegistrysOwnChangeCallbackStillRuns() {
      let tableView = UITableView()
      let handlers = TableHandlers()
      var seen: [EventSet] = []
      handlers.handledEventsDidChange = { seen.append($0) }
      handlers.attach(to: tableView)
      handlers.on(.didSelectRow, at: .table) { _ in }
      #expect(seen.count == 1)
      #expect(tableView.cachedDelegateSelectors.contains(TableSelectors.didSelectRow))
      handlers.detach()
      handlers.on(.heightForRow, at: .table) { _ in 1 }
      #expect(seen.count == 2)
      #expect(handlers.attachedTableView == nil)
    }

    @Test func theRegistrysOwnChangeCallbackOutlivesTheTableView() {
      var tableView: UITableView? = UITableView()
      let handlers = TableHandlers()
      var seen = 0
      handlers.handledEventsDidChange = { _ in seen += 1 }
      handlers.attach(to: tableView!)
      tableView = nil
      handlers.on(.didSelectRow, at: .table) { _ in }
      #expect(seen == 1)
      #expect(handlers.attachedTableView == nil)
    }
  }
#endif
