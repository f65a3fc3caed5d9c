#if os(Linux)
  import Foundation
  import TableHandlersCore
  import TableHandlersDeclarative
  import StandInReplay
  import TestSupport
  import Testing
  import UIKitStandIn

  @testable import TableHandlersUIKit

  typealias Group = DeclaredScreen.Group
  typealias Item = DeclaredScreen.Item

  /// Declared tables on a table view: `DeclaredTable.attach(to:animation:)`, checked with the
  /// stand-in's batch check and by replaying what the table view was told (`ShownRows`).
  @MainActor
  @Suite struct DeclaredTableViewTests {
    static let start: [Group] = [
      Group(
        id: 0, items: [Item(id: 0, text: "a"), Item(id: 1, text: "a"), Item(id: 2, text: "a")]),
      Group(id: 1, items: [Item(id: 3, text: "a"), Item(id: 4, text: "a")]),
    ]

    func check(_ screen: DeclaredScreen, _ comment: Comment? = nil) {
      #expect(screen.inconsistencies.isEmpty, comment)
      #expect(screen.shown.failures.isEmpty, comment)
      #expect(screen.shownTexts == screen.expected, comment)
      #expect(screen.shownIdentities == screen.model.map { $0.items.map(\.id) }, comment)
    }

    func log(_ screen: DeclaredScreen, since start: Int) -> [String] {
      Array(screen.tableView.updateLog[start...])
    }

    @Test func attachingShowsTheTableAndItsHandlers() throws {
      let screen = try DeclaredScreen(Self.start)
      #expect(screen.tableView.updateLog == ["reloadData"])
      check(screen)
      #expect(screen.tapEveryRow() == [0, 1, 2, 3, 4])
    }

    @Test func anUpdateIsOneBatchThenReconfiguresChangedRows() throws {
      let screen = try DeclaredScreen(Self.start)
      let before = screen.tableView.updateLog.count
      screen.set([
        Group(id: 0, items: [Item(id: 1, text: "a"), Item(id: 5, text: "a")]),
        Group(id: 1, items: [Item(id: 3, text: "b"), Item(id: 0, text: "a")]),
      ])
      screen.replay()
      let log = log(screen, since: before)
      #expect(log.first == "performBatchUpdates begin")
      #expect(log.filter { $0 == "performBatchUpdates begin" }.count == 1)
      #expect(log.contains("deleteRows [0.2, 1.1]"), "\(log)")
      #expect(log.contains("reconfigureRows [1.0]"), "\(log)")
      #expect(log.last == "reconfigureRows [1.0]")
      check(screen)
      #expect(screen.tapEveryRow() == [1, 5, 3, 0])
    }

    @Test func anUpdateThatMovesASectionWhoseRowsChangeIsTwoBatchesThenReconfigures() throws {
      // Devices do not survive a batch that moves a section and edits rows in it: the rows go
      // first, with the sections in their old order, then the section moves.
      let screen = try DeclaredScreen(Self.start)
      let before = screen.tableView.updateLog.count
      screen.set([
        Group(id: 1, items: [Item(id: 3, text: "b"), Item(id: 0, text: "a")]),
        Group(id: 0, items: [Item(id: 1, text: "a"), Item(id: 5, text: "a")]),
      ])
      screen.replay()
      let log = log(screen, since: before)
      #expect(
        log == [
          "performBatchUpdates begin", "deleteRows [0.2, 1.1]", "insertRows [0.1]",
          "moveRow 0.0 -> 1.1", "performBatchUpdates end", "performBatchUpdates begin",
          "moveSection 1 -> 0", "performBatchUpdates end", "reconfigureRows [0.0]",
        ])
      check(screen)
      #expect(screen.tapEveryRow() == [3, 0, 1, 5])
    }

    @Test func aTableViewThatNeverAskedItsCountsStillGetsAConsistentBatch() throws {
      // The registry changes inside the batch: the stand-in, like UIKit, asks the counts
      // before the block when it knows none.
      let screen = try DeclaredScreen(Self.start)
      screen.tableView.reloadData()  // forgets the counts; no layout follows
      screen.set([Group(id: 0, items: [Item(id: 9, text: "a")])])
      screen.replay()
      check(screen)
    }

    @Test(arguments: [false, true])
    func withoutAnimationOrOutsideAWindowTheTableReloads(inWindow: Bool) throws {
      let screen = try DeclaredScreen(Self.start)
      if !inWindow { screen.tableView.standInMove(toWindow: nil) }
      let before = screen.tableView.updateLog.count
      screen.set([Group(id: 0, items: [Item(id: 1, text: "c")])], animated: !inWindow)
      screen.replay()
      #expect(log(screen, since: before) == ["reloadData"])
      check(screen)
    }

    @Test func anIdenticalDeclarationTellsTheTableViewNothing() throws {
      let screen = try DeclaredScreen(Self.start)
      let before = screen.tableView.updateLog.count
      screen.set(Self.start)
      #expect(screen.tableView.updateLog.count == before)
    }

    @Test func aSwipeToDeleteReDeclaresOnTheNextTurn() throws {
      let screen = try DeclaredScreen(Self.start)
      let tableView = screen.tableView
      let before = tableView.updateLog.count
      tableView.send(
        .commitEditing(editingStyle: .delete, at: IndexPath(row: 1, section: 0)),
        to: tableView.dataSource!)
      // Inside UIKit's callback nothing reached the table view, and the registry still
      // answers the rows it shows.
      #expect(tableView.updateLog.count == before)
      #expect(tableView.send(.numberOfRows(section: 0), to: tableView.dataSource!) == 3)
      #expect(screen.runLoop.waiting == 1)
      screen.settle()
      screen.replay()
      #expect(log(screen, since: before).contains("deleteRows [0.1]"))
      check(screen)
      #expect(screen.tapEveryRow() == [0, 2, 3, 4])
    }

    @Test func anUpdateWhileABatchAnimatesWaitsForItsCompletion() throws {
      let screen = try DeclaredScreen(Self.start)
      let tableView = screen.tableView
      tableView.animatesBatchUpdates = true
      screen.set([Group(id: 0, items: [Item(id: 0, text: "a")])])
      #expect(tableView.isAnimatingBatchUpdates)
      let batches = tableView.updateLog.count
      screen.set([Group(id: 0, items: [Item(id: 0, text: "a"), Item(id: 7, text: "a")])])
      #expect(tableView.updateLog.count == batches)
      // The registry still answers the rows the table view shows.
      #expect(tableView.send(.numberOfRows(section: 0), to: tableView.dataSource!) == 1)
      tableView.finishAnimations()
      #expect(tableView.updateLog.count > batches)
      tableView.finishAnimations()
      screen.replay()
      check(screen)
    }

    @Test func aBurstFromACallbackGoesStraightToTheLatestDeclaration() throws {
      let screen = try DeclaredScreen(Self.start)
      screen.burstAfterDelete = [
        [Group(id: 0, items: [Item(id: 0, text: "b")])],
        [
          Group(id: 2, items: [Item(id: 8, text: "a")]),
          Group(id: 0, items: [Item(id: 0, text: "c")]),
        ],
      ]
      let tableView = screen.tableView
      let before = tableView.updateLog.count
      tableView.send(
        .commitEditing(editingStyle: .delete, at: IndexPath(row: 0, section: 1)),
        to: tableView.dataSource!)
      screen.settle()
      screen.replay()
      #expect(log(screen, since: before).filter { $0 == "performBatchUpdates begin" }.count == 1)
      check(screen)
      #expect(screen.tapEveryRow() == [8, 0])
    }

    @Test func aDraggedRowIsNotMovedAgain() throws {
      let screen = try DeclaredScreen(Self.start)
      screen.renameOnMove = true
      let tableView = screen.tableView
      let before = tableView.updateLog.count
      let source = IndexPath(row: 0, section: 0)
      let destination = IndexPath(row: 1, section: 1)
      tableView.userMovesRow(at: source, to: destination)
      screen.shown.userMoved(from: source, to: destination)
      screen.settle()
      screen.replay()
      #expect(screen.model[1].items.map(\.id) == [3, 0, 4])
      #expect(screen.model[1].items[1].text == "a!")
      // The handler's update waited for UIKit's drop callback, then showed the new text.
      #expect(!log(screen, since: before).contains { $0.hasPrefix("moveRow") })
      #expect(log(screen, since: before).contains("reconfigureRows [1.1]"))
      check(screen)
      #expect(screen.tapEveryRow() == [1, 2, 3, 0, 4])
    }

    @Test func anUpdateFromAHandlerWaitsForTheNextTurn() throws {
      let screen = try DeclaredScreen(Self.start)
      let tableView = screen.tableView
      screen.declared.handlers.on(.didDeselectRow, at: .table) { [unowned screen] _ in
        screen.set([Group(id: 0, items: [Item(id: 0, text: "z")])])
      }
      let before = tableView.updateLog.count
      tableView.send(.didDeselectRow(at: IndexPath(row: 0, section: 1)), to: tableView.delegate!)
      #expect(tableView.updateLog.count == before)
      #expect(screen.runLoop.waiting == 1)
      screen.settle()
      screen.replay()
      check(screen)
    }

    @Test func aChangedTitleIsShownInPlaceAndATitleThatAppearsOrGoesReloadsItsSection() throws {
      let screen = try DeclaredScreen(Self.start)
      let tableView = screen.tableView
      tableView.layOutHeaderFooterViews()
      let header = try #require(tableView.headerView(forSection: 1))
      var before = tableView.updateLog.count
      screen.headers[1] = "Later"
      screen.set(Self.start)
      // The same view on screen shows the new title; the section is not reloaded, and an empty
      // batch has UIKit measure the header again, for a title that needs another line.
      #expect(
        log(screen, since: before) == ["performBatchUpdates begin", "performBatchUpdates end"])
      #expect(tableView.headerView(forSection: 1) === header)
      #expect(header.textLabel?.text == "Later")
      before = tableView.updateLog.count
      screen.headers[0] = .some(nil)
      screen.set(Self.start)
      #expect(log(screen, since: before) == ["reloadSections [0]"])
      before = tableView.updateLog.count
      screen.headers[0] = "Back"
      screen.set(Self.start)
      #expect(log(screen, since: before) == ["reloadSections [0]"])
      check(screen)
    }

    @Test func aRejectedDeclarationChangesNothing() throws {
      let screen = try DeclaredScreen(Self.start)
      var rejected: [String] = []
      screen.declared.rejectedUpdateHandler = { rejected.append("\($0)") }
      let before = screen.tableView.updateLog.count
      screen.set([Group(id: 0, items: [Item(id: 1, text: "a"), Item(id: 1, text: "b")])])
      #expect(rejected.count == 1)
      #expect(screen.tableView.updateLog.count == before)
    }

    @Test func aDeclarationRejectedWhileWaitingIsReportedAtOnce() throws {
      let screen = try DeclaredScreen(Self.start)
      var rejected: [String] = []
      screen.declared.rejectedUpdateHandler = { rejected.append("\($0)") }
      screen.burstAfterDelete = [
        [Group(id: 0, items: [Item(id: 1, text: "a"), Item(id: 1, text: "b")])]
      ]
      let tableView = screen.tableView
      tableView.send(
        .commitEditing(editingStyle: .delete, at: IndexPath(row: 0, section: 0)),
        to: tableView.dataSource!)
      #expect(rejected.count == 1)
      screen.model.removeAll()
      screen.model = [
        Group(id: 0, items: [Item(id: 1, text: "a"), Item(id: 2, text: "a")]),
        Group(id: 1, items: [Item(id: 3, text: "a"), Item(id: 4, text: "a")]),
      ]
      screen.settle()
      screen.replay()
      check(screen)
    }
  }
#endif
