#if os(Linux)
  import Foundation
  import Observation
  import StandInReplay
  import TableHandlersCore
  import TableHandlersDeclarative
  import Testing
  import UIKitStandIn

  @testable import TableHandlersUIKit

  /// A to-do list as an app's `@Observable` model.
  @Observable
  @MainActor
  final class ObservedTodos {
    var items: [Int]
    var done: Set<Int> = []

    init(items: [Int]) { self.items = items }
  }

  /// A screen whose declared table observes its model, attached to a (stand-in) table view in a
  /// window; its delete handler changes the model and, when asked, also re-declares the table
  /// explicitly.
  @MainActor
  final class ObservedTodoScreen {
    let todos: ObservedTodos
    let tableView = ReplayingTableView()
    let runLoop = StandInRunLoop()
    var explicitRedeclareOnDelete = false
    var updates: [DeclarationDiff] = []
    var inconsistencies: [String] = []
    var shown = ShownRows<Int>(identity: { text in
      text.flatMap { Int($0.prefix { $0 != ":" }) }
    })
    private var replayed = 0

    lazy var table: DeclaredTable<String, Int> = DeclaredTable(observing: self) { screen in
      Section("todo") {
        for item in screen.todos.items {
          Row(item, text: "\(item):\(screen.todos.done.contains(item) ? "done" : "open")")
            .onDelete(owner: screen) { screen, _ in
              screen.todos.items.removeAll { $0 == item }
              if screen.explicitRedeclareOnDelete { screen.table.redeclare() }
            }
        }
      }
    }

    init(items: [Int]) {
      todos = ObservedTodos(items: items)
      tableView.standInMove(toWindow: UIWindow())
      tableView.inconsistentUpdateHandler = { [unowned self] in self.inconsistencies.append($0) }
      table.attach(to: tableView, animation: .fade)
      table.didApplyUpdate = { [unowned self] in self.updates.append($0) }
      tableView.handlersNextTurn = { [runLoop] in runLoop.schedule($0) }
      tableView.layoutIfNeeded()
      replay()
      tableView.didRecord = { [unowned self] in self.replay() }
    }

    func replay() {
      shown.replay(tableView, from: replayed)
      replayed = tableView.recordedUpdates.count
    }

    /// What the table view should show for the model.
    var expected: [String] {
      todos.items.map { "\($0):\(todos.done.contains($0) ? "done" : "open")" }
    }

    /// What the replayed table view shows.
    var shownTexts: [String] { shown.sections.flatMap { $0.map { $0.text ?? "?" } } }
  }

  /// An observing declared table on a table view: a model change waits for the table view
  /// like any update (the running animation, the callback), and is shown once the wait ends,
  /// in one batch for all the changes of a turn.
  @MainActor
  @Suite struct ObservedDeclaredTableViewTests {
    /// The end of the main actor's turn: the scheduled re-declaration runs first.
    func endOfTurn() async { await Task.yield() }

    @Test func changesOfOneTurnAreOneBatch() async {
      let screen = ObservedTodoScreen(items: [1, 2, 3])
      var batches: Int {
        screen.tableView.recordedUpdates.filter { $0 == .batchUpdatesBegin }.count
      }
      let before = batches
      screen.todos.items.append(4)
      screen.todos.done.insert(2)
      screen.todos.items.removeFirst()
      await endOfTurn()
      screen.replay()
      #expect(screen.updates.count == 1)
      #expect(batches == before + 1)
      #expect(screen.shownTexts == screen.expected)
      #expect(screen.inconsistencies.isEmpty)
      #expect(screen.shown.failures.isEmpty)
    }

    @Test func aChangeWhileABatchAnimatesIsShownWhenTheAnimationCompletes() async {
      let screen = ObservedTodoScreen(items: [1, 2, 3])
      screen.tableView.animatesBatchUpdates = true
      screen.todos.items.append(4)
      await endOfTurn()
      #expect(screen.updates.count == 1)
      #expect(screen.tableView.isAnimatingBatchUpdates)

      screen.todos.done.insert(1)
      await endOfTurn()
      #expect(screen.table.waitingFor == .animation)
      screen.todos.items.removeLast()  // watched again by the run that waits: joins it
      await endOfTurn()
      #expect(screen.table.waitingFor == .animation)
      screen.replay()
      #expect(screen.shownTexts == ["1:open", "2:open", "3:open", "4:open"])

      screen.tableView.finishAnimations()
      screen.replay()
      #expect(screen.table.waitingFor == nil)
      #expect(screen.updates.count == 2)
      #expect(screen.shownTexts == screen.expected)
      #expect(screen.shownTexts == ["1:done", "2:open", "3:open"])
      #expect(screen.inconsistencies.isEmpty)
    }

    @Test func aDeleteHandlerThatOnlyChangesTheModelDeletesTheRow() async {
      let screen = ObservedTodoScreen(items: [1, 2, 3])
      #expect(screen.tableView.userCommits(.delete, forRowAt: IndexPath(row: 1, section: 0)))
      await endOfTurn()
      screen.replay()
      #expect(screen.runLoop.settle(screen.tableView))
      screen.replay()
      #expect(screen.shownTexts == ["1:open", "3:open"])
      #expect(screen.updates.map(\.description) == ["delete row 0.1"])
      #expect(screen.inconsistencies.isEmpty)
      #expect(screen.shown.failures.isEmpty)
    }

    @Test func anObservedChangeAfterACallbackJoinsTheUpdateThatWaitedForIt() async {
      let screen = ObservedTodoScreen(items: [1, 2, 3])
      screen.explicitRedeclareOnDelete = true
      #expect(screen.tableView.userCommits(.delete, forRowAt: IndexPath(row: 0, section: 0)))
      #expect(screen.table.waitingFor == .callback)
      #expect(screen.runLoop.waiting == 1)
      // After the callback, before the run loop's next turn: the re-declaration at the end of
      // this turn replaces the update that waits, and is applied then, in one batch.
      screen.todos.done.insert(3)
      await endOfTurn()
      screen.replay()
      #expect(screen.table.waitingFor == nil)
      #expect(screen.updates.count == 1)
      #expect(screen.shownTexts == ["2:open", "3:done"])

      #expect(screen.runLoop.settle(screen.tableView))
      screen.replay()
      #expect(screen.updates.count == 1)
      #expect(screen.shownTexts == ["2:open", "3:done"])
      #expect(screen.inconsistencies.isEmpty)
      #expect(screen.shown.failures.isEmpty)
    }
  }
#endif
