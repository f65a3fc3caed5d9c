#if !canImport(UIKit)
  import Foundation
  import StandInDoubles
  import Testing
  import UIKitStandIn

  /// What UIKit raises on, broken with no handler installed: the stand-in stops the program.
  enum UnhandledBreak: String, Codable, CaseIterable, Sendable {
    case aDoubleDequeue = "a second dequeue with one index path"
    case anAssertion = "reading the visible cells inside willDisplay"
    case scrollingOutOfBounds = "scrolling to a row the table does not have"
    case aTableBatchThatFailsLater = "a row reloaded in a moved section"
    case aTableBatchWhileTheUserReorders = "a batch while the user reorders"
    case aListDeletionFromInsideMoveItemAt = "a list's deletion from inside moveItemAt"
    case aBrokenListBatch = "a list batch the data source does not add up to"
    case theItemsOfAMissingSection = "asking a list for the items of a missing section"
    case anUnregisteredIdentifier = "dequeuing an unregistered identifier"
    case aLateRegistration = "a registration made inside a cell provider"
    case aDequeueWithoutARequest = "a list's dequeue outside a cell request"
  }

  /// UIKit's runtime rules and batch checks with no handler installed stop the program, as the
  /// exceptions UIKit raises do; the suites of each rule show it reported to a handler.
  @Suite("Without a handler, a broken rule stops the program")
  struct StopsTheProgramTests {
    @Test(arguments: UnhandledBreak.allCases)
    func withoutAHandlerABrokenRuleStopsTheProgram(_ broken: UnhandledBreak) async {
      await #expect(processExitsWith: .failure) { [broken] in
        await MainActor.run { Self.make(broken) }
      }
    }

    /// Makes the break on a new view.
    @MainActor
    static func make(_ broken: UnhandledBreak) {
      let tableView = UITableView()
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
      switch broken {
      case .aDoubleDequeue:
        let source = RuleBreakingDataSource(rows: [1])
        source.dequeuesTwice = true
        tableView.dataSource = source.app
        tableView.displayRow(at: IndexPath(row: 0, section: 0))
      case .anAssertion:
        let source = RuleBreakingDataSource(rows: [1])
        source.insideWillDisplay = { tableView, _ in _ = tableView.visibleCells }
        tableView.dataSource = source.app
        tableView.delegate = source.app
        tableView.displayRow(at: IndexPath(row: 0, section: 0))
      case .scrollingOutOfBounds:
        let source = RuleBreakingDataSource(rows: [1])
        tableView.dataSource = source.app
        tableView.scrollToRow(at: IndexPath(row: 1, section: 0), at: .none, animated: false)
      case .aTableBatchThatFailsLater:
        let source = RuleBreakingDataSource(rows: [2, 2])
        tableView.dataSource = source.app
        tableView.layoutIfNeeded()
        tableView.performBatchUpdates {
          tableView.moveSection(1, toSection: 0)
          tableView.reloadRows(at: [IndexPath(row: 0, section: 1)], with: .none)
        }
      case .aTableBatchWhileTheUserReorders:
        let app = StubApp()
        app.numberOfRows = { _, _ in 2 }
        app.cellForRow = { _, _ in UITableViewCell(style: .default, reuseIdentifier: nil) }
        app.moveRow = { _, _, _ in }
        tableView.dataSource = app
        tableView.userBeginsReorder(at: IndexPath(row: 0, section: 0))
        tableView.performBatchUpdates({})
      case .aListDeletionFromInsideMoveItemAt:
        let list = ListFixture([["a", "b"]], handlesRules: false)
        list.app.moveItem = { [unowned list] collectionView, from, _ in
          list.sections[0].remove(at: from.item)
          collectionView.deleteItems(at: [from])
        }
        list.collectionView.dataSource = list.app
        list.collectionView.userMovesItem(at: item(0, 0), to: item(0, 1))
      case .aBrokenListBatch:
        let list = ListFixture([["a"]])
        _ = list.collectionView.numberOfSections
        list.sections[0].append("b")
        list.collectionView.performBatchUpdates({})
      case .theItemsOfAMissingSection:
        let list = ListFixture([["a"]])
        _ = list.collectionView.numberOfItems(inSection: 1)
      case .anUnregisteredIdentifier:
        // Inside a cell request, so that no other rule stops the program first.
        let list = ListFixture([["a"]], handlesRules: false)
        list.app.cellForItem = { collectionView, path in
          collectionView.dequeueReusableCell(withReuseIdentifier: "nothing", for: path)
        }
        list.collectionView.displayItem(at: item(0, 0))
      case .aLateRegistration:
        let list = ListFixture([["a"]], handlesRules: false)
        list.app.cellForItem = { collectionView, path in
          let late = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { _, _, _ in }
          return collectionView.dequeueConfiguredReusableCell(using: late, for: path, item: 0)
        }
        list.collectionView.displayItem(at: item(0, 0))
      case .aDequeueWithoutARequest:
        let list = ListFixture([["a"]], handlesRules: false)
        _ = list.collectionView.dequeueConfiguredReusableCell(
          using: list.registration, for: item(0, 0), item: "a")
      }
    }
  }
#endif
