#if os(Linux)
  import Foundation
  import Observation
  import StandInReplay
  import TableHandlersCore
  import TableHandlersDeclarative
  import Testing
  import UIKitStandIn

  @testable import TableHandlersUIKit

  /// Two lists of to-dos as an app's `@Observable` model, and which list comes first.
  @Observable
  @MainActor
  final class ObservedTodoLists {
    var home: [Int]
    var work: [Int]
    var workFirst = false

    init(home: [Int], work: [Int]) {
      self.home = home
      self.work = work
    }
  }

  /// A screen whose observed table declares each list in a section closure of its own, attached
  /// to a (stand-in) table view in a window; it counts the runs of each closure.
  @MainActor
  final class ObservedSectionsScreen {
    let lists: ObservedTodoLists
    let tableView = ReplayingTableView()
    let runLoop = StandInRunLoop()
    var updates: [DeclarationDiff] = []
    var inconsistencies: [String] = []
    var tableRuns = 0
    var sectionRuns: [String: Int] = [:]
    var shown = ShownRows<Int>(identity: { text in
      text.flatMap { Int($0.prefix { $0 != ":" }) }
    })
    private var replayed = 0

    lazy var table: DeclaredTable<String, Int> = DeclaredTable(observing: self) { screen in
      let _ = screen.countTableRun()
      for list in screen.lists.workFirst ? ["work", "home"] : ["home", "work"] {
        Section.observed(list, header: list, owner: screen) { screen in
          screen.rows(of: list)
        }
      }
    }

    init(home: [Int], work: [Int]) {
      lists = ObservedTodoLists(home: home, work: work)
      tableView.standInMove(toWindow: UIWindow())
      tableView.inconsistentUpdateHandler = { [unowned self] in self.inconsistencies.append($0) }
      table.attach(to: tableView, animation: .fade)
      table.didApplyUpdate = { [unowned self] in self.updates.append($0) }
      tableView.handlersNextTurn = { [runLoop] in runLoop.schedule($0) }
      tableView.layoutIfNeeded()
      replay()
      tableView.didRecord = { [unowned self] in self.replay() }
    }

    func countTableRun() -> Int {
      tableRuns += 1
      return tableRuns
    }

    func items(of list: String) -> [Int] { list == "home" ? lists.home : lists.work }

    func rows(of list: String) -> [Row<Int>] {
      sectionRuns[list, default: 0] += 1
      return items(of: list).map { item in
        Row(item, text: "\(item):\(list)")
          .onDelete(owner: self) { screen, _ in
            if list == "home" {
              screen.lists.home.removeAll { $0 == item }
            } else {
              screen.lists.work.removeAll { $0 == item }
            }
          }
      }
    }

    func replay() {
      shown.replay(tableView, from: replayed)
      replayed = tableView.recordedUpdates.count
    }

    /// What the table view should show for the model.
    var expected: [String] {
      (lists.workFirst ? ["work", "home"] : ["home", "work"]).flatMap { list in
        items(of: list).map { "\($0):\(list)" }
      }
    }

    /// What the replayed table view shows.
    var shownTexts: [String] { shown.sections.flatMap { $0.map { $0.text ?? "?" } } }

    var batches: Int { tableView.recordedUpdates.filter { $0 == .batchUpdatesBegin }.count }
  }

  /// An observed table whose sections declare their rows in closures of their own, on a table
  /// view: the changes of a turn to two sections are one batch, a section changed alone runs
  /// its closure alone, and a change while a batch animates waits for it like any update.
  @MainActor
  @Suite struct ObservedSectionTableViewTests {
    func endOfTurn() async { await Task.yield() }

    @Test func changesToTwoSectionsInOneTurnAreOneBatch() async {
      let screen = ObservedSectionsScreen(home: [1, 2, 3], work: [10, 11])
      let before = screen.batches
      screen.lists.home.append(4)
      screen.lists.work.removeFirst()
      screen.lists.home.removeFirst()
      await endOfTurn()
      screen.replay()
      #expect(screen.updates.count == 1)
      #expect(screen.batches == before + 1)
      #expect(screen.tableRuns == 1, "the sections were declared alone")
      #expect(screen.sectionRuns == ["home": 2, "work": 2])
      #expect(screen.shownTexts == screen.expected)
      #expect(screen.inconsistencies.isEmpty)
      #expect(screen.shown.failures.isEmpty)
    }

    @Test func aDeleteInOneSectionRunsThatSectionAlone() async {
      let screen = ObservedSectionsScreen(home: [1, 2, 3], work: [10, 11])
      #expect(screen.tableView.userCommits(.delete, forRowAt: IndexPath(row: 0, section: 1)))
      await endOfTurn()
      screen.replay()
      #expect(screen.runLoop.settle(screen.tableView))
      screen.replay()
      #expect(screen.shownTexts == ["1:home", "2:home", "3:home", "11:work"])
      #expect(screen.updates.map(\.description) == ["delete row 1.0"])
      #expect(screen.sectionRuns == ["home": 1, "work": 2])
      // The other section's rows keep their handlers.
      #expect(screen.tableView.userCommits(.delete, forRowAt: IndexPath(row: 2, section: 0)))
      await endOfTurn()
      #expect(screen.runLoop.settle(screen.tableView))
      screen.replay()
      #expect(screen.shownTexts == screen.expected)
      #expect(screen.lists.home == [1, 2])
      #expect(screen.inconsistencies.isEmpty)
      #expect(screen.shown.failures.isEmpty)
    }

    @Test func aChangeToTheOrderDeclaresTheWholeTable() async {
      let screen = ObservedSectionsScreen(home: [1], work: [10])
      screen.lists.workFirst = true
      await endOfTurn()
      screen.replay()
      #expect(screen.tableRuns == 2)
      #expect(screen.shownTexts == ["10:work", "1:home"])
      #expect(screen.inconsistencies.isEmpty)
    }

    @Test func aSectionChangeWhileABatchAnimatesWaitsForIt() async {
      let screen = ObservedSectionsScreen(home: [1, 2], work: [10])
      screen.tableView.animatesBatchUpdates = true
      screen.lists.home.append(3)
      await endOfTurn()
      #expect(screen.updates.count == 1)
      #expect(screen.tableView.isAnimatingBatchUpdates)

      screen.lists.work.append(11)
      await endOfTurn()
      #expect(screen.table.waitingFor == .animation)
      screen.tableView.finishAnimations()
      screen.replay()
      #expect(screen.table.waitingFor == nil)
      #expect(screen.updates.count == 2)
      #expect(screen.shownTexts == screen.expected)
      #expect(screen.inconsistencies.isEmpty)
      #expect(screen.shown.failures.isEmpty)
    }

    @Test func unanimatedObservedUpdatesReloadTheData() async {
      let screen = ObservedSectionsScreen(home: [1], work: [10])
      screen.table.animatesObservedUpdates = false
      let before = screen.batches
      screen.lists.home.append(2)
      await endOfTurn()
      screen.replay()
      #expect(screen.batches == before, "no batch: the table view reloaded its data")
      #expect(screen.tableView.recordedUpdates.last == .reloadData)
      #expect(screen.shownTexts == screen.expected)
    }
  }
#endif
