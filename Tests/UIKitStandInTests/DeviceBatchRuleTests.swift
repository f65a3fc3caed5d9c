#if !canImport(UIKit)
  import Foundation
  import StandInDoubles
  import Testing
  import UIKitStandIn

  /// Batches UIKit accepts and devices were seen not to survive (`BatchCheck.swift`'s
  /// `DeviceRule`): each broken on purpose on a table view and on a list, reported as a runtime
  /// rule observed on devices, never as UIKit's exception, and the same edits kept apart
  /// passing.
  @MainActor
  @Suite("The stand-in's batch rules observed on devices")
  struct DeviceBatchRuleTests {
    /// A table of two sections of two rows whose broken rules and inconsistent batches are
    /// recorded.
    func table() -> (UITableView, RuleBreakingDataSource, Recorder) {
      let (tableView, source, recorder) = RuntimeRuleTests().table(rows: [2, 2])
      tableView.inconsistentUpdateHandler = { recorder.inconsistencies.append($0) }
      return (tableView, source, recorder)
    }

    /// A list of two sections of two items whose broken rules are recorded.
    func list() -> (ListFixture, Recorder) {
      let list = ListFixture([["a1", "a2"], ["b1", "b2"]])
      let recorder = Recorder()
      list.collectionView.inconsistentUpdateHandler = { recorder.inconsistencies.append($0) }
      _ = list.collectionView.numberOfSections
      return (list, recorder)
    }

    @Test func aTableViewReportsRowEditsInAMovedSection() {
      let (tableView, source, recorder) = table()
      // [A(a1, a2), B(b1, b2)] to [B(b0, b1), A(a1, a2)] in one batch.
      tableView.performBatchUpdates {
        source.rows = [2, 2]
        tableView.moveSection(1, toSection: 0)
        tableView.deleteRows(at: [IndexPath(row: 1, section: 1)], with: .none)
        tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)
      }
      #expect(recorder.inconsistencies.isEmpty)
      #expect(recorder.violations.map(\.rule) == [.rowEditInMovedSection])
      #expect(recorder.violations.first?.exceptionName == nil)
      #expect(
        recorder.violations.first?.description
          == "[observed on devices] the batch moves section 1 to 0 and"
          + " deletes row (<NSIndexPath> {length = 2, path = 1 - 1}) in it; UIKit accepts it,"
          + " and devices were seen to corrupt the heap, raise, or keep a snapshot cell on"
          + " screen for good")
    }

    @Test func aTableViewReportsARowMovedIntoAMovedSection() {
      let (tableView, source, recorder) = table()
      tableView.performBatchUpdates {
        tableView.moveSection(1, toSection: 0)
        tableView.moveRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 1, section: 0))
        tableView.moveRow(at: IndexPath(row: 1, section: 1), to: IndexPath(row: 1, section: 1))
      }
      #expect(recorder.inconsistencies.isEmpty)
      #expect(recorder.violations.map(\.rule) == [.rowEditInMovedSection])
      withExtendedLifetime(source) {}
    }

    @Test func aTableViewReportsAReloadInAMovedSection() {
      let (tableView, source, recorder) = table()
      tableView.performBatchUpdates {
        tableView.moveSection(0, toSection: 1)
        tableView.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .none)
      }
      #expect(recorder.violations.map(\.rule) == [.reloadInMovedSection])
      withExtendedLifetime(source) {}
    }

    @Test func aTableViewCountsARowDeletedTwiceOnceAndReportsIt() {
      let (tableView, source, recorder) = table()
      tableView.performBatchUpdates {
        source.rows = [1, 2]
        tableView.deleteRows(
          at: [IndexPath(row: 1, section: 0), IndexPath(row: 1, section: 0)], with: .none)
      }
      // UIKit accepts it: the counts check passes.
      #expect(recorder.inconsistencies.isEmpty)
      #expect(recorder.violations.map(\.rule) == [.indexPathDeletedTwice])
      #expect(tableView.numberOfRows(inSection: 0) == 1)
    }

    @Test func theSameEditsInBatchesOfTheirOwnPass() {
      let (tableView, source, recorder) = table()
      tableView.performBatchUpdates {
        source.rows = [2, 2]
        tableView.deleteRows(at: [IndexPath(row: 1, section: 1)], with: .none)
        tableView.insertRows(at: [IndexPath(row: 0, section: 1)], with: .none)
        tableView.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .none)
      }
      tableView.performBatchUpdates { tableView.moveSection(1, toSection: 0) }
      // A section move beside row edits in sections that do not move.
      tableView.performBatchUpdates {
        source.rows = [2, 3]
        tableView.moveSection(1, toSection: 0)
        tableView.insertRows(at: [IndexPath(row: 0, section: 1)], with: .none)
      }
      #expect(recorder.inconsistencies.isEmpty)
      #expect(recorder.violations.isEmpty)
    }

    @Test func aListReportsTheSameRulesInItsWords() {
      let (list, recorder) = list()
      let collectionView = list.collectionView
      collectionView.performBatchUpdates {
        list.sections = [["b0", "b1"], ["a1", "a2"]]
        collectionView.moveSection(1, toSection: 0)
        collectionView.deleteItems(at: [IndexPath(item: 1, section: 1)])
        collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
      }
      collectionView.performBatchUpdates {
        collectionView.moveSection(1, toSection: 0)
        collectionView.reloadItems(at: [IndexPath(item: 0, section: 1)])
      }
      collectionView.performBatchUpdates {
        list.sections[0].removeLast()
        collectionView.deleteItems(at: [
          IndexPath(item: 1, section: 0), IndexPath(item: 1, section: 0),
        ])
      }
      #expect(recorder.inconsistencies.isEmpty)
      #expect(
        list.rules == [.rowEditInMovedSection, .reloadInMovedSection, .indexPathDeletedTwice])
      #expect(list.violations.allSatisfy { $0.report == .observedOnDevices })
      #expect(list.violations[0].message.contains("deletes item (<NSIndexPath>"))
    }
  }
#endif
