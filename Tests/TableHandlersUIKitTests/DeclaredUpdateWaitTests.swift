#if os(Linux)
  import Foundation
  import TableHandlersCore
  import TableHandlersDeclarative
  import StandInReplay
  import Testing
  import UIKitStandIn

  @testable import TableHandlersUIKit

  /// What a declared table on a table view says while an update waits for the table view:
  /// each wait is its own `DeclaredUpdateWait`, in the diff `update(to:)` returns and in
  /// `waitingFor`; the table keeps showing what the table view shows, reading it applies
  /// nothing, and the update is applied when the wait ends.
  @MainActor
  @Suite struct DeclaredUpdateWaitTests {
    static let start: [Group] = [
      Group(
        id: 0, items: [Item(id: 0, text: "a"), Item(id: 1, text: "a"), Item(id: 2, text: "a")]),
      Group(id: 1, items: [Item(id: 3, text: "a"), Item(id: 4, text: "a")]),
    ]

    /// While `wait` holds: the table is still what the table view shows, and stays so however
    /// often it is read.
    func expectWaiting(_ screen: DeclaredScreen, for wait: DeclaredUpdateWait) {
      screen.replay()
      #expect(screen.declared.waitingFor == wait)
      #expect(screen.declaredTexts == screen.shownTexts)
      #expect(screen.declaredTexts != screen.expected)
      let tableView = screen.tableView
      tableView.send(.numberOfRows(section: 0), to: screen.tableView.dataSource!)
      _ = screen.declared.position(ofRow: 0)
      #expect(screen.declared.waitingFor == wait)
      #expect(screen.declaredTexts == screen.shownTexts)
    }

    /// Once the wait ended: applied, and nothing waits.
    func expectApplied(_ screen: DeclaredScreen) {
      screen.replay()
      #expect(screen.declared.waitingFor == nil)
      #expect(screen.inconsistencies.isEmpty)
      #expect(screen.shown.failures.isEmpty)
      #expect(screen.shownTexts == screen.expected)
      #expect(screen.declaredTexts == screen.expected)
    }

    @Test func anUpdateInsideACommitWaitsForTheCallback() throws {
      let screen = try DeclaredScreen(Self.start)
      #expect(screen.tableView.userCommits(.delete, forRowAt: IndexPath(row: 1, section: 0)))
      #expect(screen.updates.map(\.diff.waitingFor) == [.callback])
      #expect(screen.updates.map(\.tableWaitsFor) == [.callback])
      #expect(screen.updates.allSatisfy { $0.diff.isEmpty })
      expectWaiting(screen, for: .callback)
      // The next turn of the run loop, once the callback has returned to UIKit.
      #expect(screen.runLoop.waiting == 1)
      screen.settle()
      expectApplied(screen)
    }

    @Test func anUpdateWhileABatchAnimatesWaitsForTheAnimation() throws {
      let screen = try DeclaredScreen(Self.start)
      let tableView = screen.tableView
      tableView.animatesBatchUpdates = true
      screen.set([Group(id: 0, items: [Item(id: 0, text: "a")])])
      screen.set([Group(id: 0, items: [Item(id: 0, text: "a"), Item(id: 7, text: "b")])])
      #expect(screen.updates.map(\.diff.waitingFor) == [nil, .animation])
      #expect(
        screen.updates.last?.diff.description
          == "no changes yet: waits for the running animation")
      expectWaiting(screen, for: .animation)
      tableView.finishAnimations()
      expectApplied(screen)
    }

    @Test func anUpdateInsideASwipeActionWaitsForItsBatch() throws {
      let screen = try DeclaredScreen(Self.start)
      let swipe = try #require(
        screen.tableView.swipeRow(at: IndexPath(row: 0, section: 1), from: .trailing))
      #expect(swipe.tap("Remove"))
      // The action's handler runs as a batch: its update waited for the handler to return,
      // and was applied then.
      #expect(screen.updates.map(\.diff.waitingFor) == [.batch])
      #expect(screen.updates.map(\.tableWaitsFor) == [.batch])
      #expect(screen.runLoop.waiting == 0)
      expectApplied(screen)
    }

    @Test func anUpdateInsideADropWaitsForTheMove() throws {
      let screen = try DeclaredScreen(Self.start)
      screen.renameOnMove = true
      let source = IndexPath(row: 0, section: 0)
      let destination = IndexPath(row: 1, section: 1)
      screen.tableView.userMovesRow(at: source, to: destination)
      screen.shown.userMoved(from: source, to: destination)
      #expect(screen.updates.map(\.diff.waitingFor) == [.interactiveMove])
      // The row moved, its new text waits for the drop callback to have returned.
      expectWaiting(screen, for: .interactiveMove)
      #expect(screen.declared.position(ofRow: 0) == TablePosition(section: 1, row: 1))
      screen.settle()
      expectApplied(screen)
    }

    @Test func anUpdateFromDidApplyUpdateWaitsForTheUpdateThenForItsAnimation() throws {
      // An update asked for while the app is told of an animated batch waits for that update
      // to be reported, then for the batch's animation.
      let screen = try DeclaredScreen(Self.start)
      let tableView = screen.tableView
      tableView.animatesBatchUpdates = true
      let next = [Group(id: 1, items: [Item(id: 4, text: "b")])]
      var waitsAfter: [DeclaredUpdateWait?] = []
      screen.declared.didApplyUpdate = { [unowned screen] _ in
        guard screen.model != next else { return }
        screen.set(next)
        waitsAfter.append(screen.declared.waitingFor)
      }
      screen.set([Group(id: 0, items: [Item(id: 0, text: "a")])])
      #expect(screen.updates.map(\.diff.waitingFor) == [.applyingUpdate, nil])
      #expect(waitsAfter == [.applyingUpdate])
      expectWaiting(screen, for: .animation)
      tableView.finishAnimations()
      expectApplied(screen)
    }
  }
#endif
