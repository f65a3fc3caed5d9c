#if os(Linux)
  import Foundation
  import StandInDoubles
  import Testing

  import UIKitStandIn

  /// A data source whose counts the test sets: its app answers the section count, the row counts
  /// and the cells, and implements nothing else.
  @MainActor
  final class CountsDataSource {
    var rowCounts: [Int]
    /// The table view's data source, answering from ``rowCounts``.
    let app = StubApp()

    init(_ rowCounts: [Int]) {
      self.rowCounts = rowCounts
      app.numberOfSections = { [unowned self] _ in self.rowCounts.count }
      app.numberOfRows = { [unowned self] _, section in self.rowCounts[section] }
      app.cellForRow = { _, _ in UITableViewCell(style: .default, reuseIdentifier: nil) }
    }
  }

  @MainActor
  @Suite("The stand-in checks each batch against its data source, as UIKit does")
  struct BatchCheckTests {
    func table(_ dataSource: CountsDataSource) -> (UITableView, () -> [String]) {
      let tableView = UITableView()
      tableView.dataSource = dataSource.app
      tableView.layoutIfNeeded()
      var failures: [String] = []
      tableView.inconsistentUpdateHandler = { failures.append($0) }
      return (tableView, { failures })
    }

    @Test func aConsistentBatchWithMovesAcrossSectionsPasses() {
      let dataSource = CountsDataSource([3, 2])
      let (tableView, failures) = table(dataSource)
      dataSource.rowCounts = [2, 4, 1]
      tableView.performBatchUpdates {
        tableView.insertSections([2], with: .fade)
        tableView.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1))
        tableView.insertRows(at: [IndexPath(row: 3, section: 1)], with: .fade)
      }
      #expect(failures().isEmpty)
    }

    @Test func theSectionCountIsChecked() {
      let dataSource = CountsDataSource([3, 2])
      let (tableView, failures) = table(dataSource)
      tableView.performBatchUpdates { tableView.deleteSections([1], with: .fade) }
      #expect(
        failures() == [
          "Invalid batch updates detected: the number of sections and/or rows returned by the"
            + " data source before and after performing the batch updates are inconsistent with"
            + " the updates. Data source before updates = { 2 sections with row counts: [3, 2] }"
            + " Data source after updates = { 2 sections with row counts: [3, 2] } Updates = ["
            + " Delete section (1) ] Table view: <UITableView>"
        ])
    }

    @Test func rowsMovedOutOfASectionCount() {
      let dataSource = CountsDataSource([3, 2])
      let (tableView, failures) = table(dataSource)
      tableView.performBatchUpdates {
        tableView.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1))
      }
      #expect(failures().count == 1)
      #expect(failures().first?.contains("Updates = [ Move row (0 - 0) to (1 - 0) ]") == true)
    }

    /// exyte/Chat issue #56's crash, on iOS 17: two rows deleted from three while the data
    /// source went to none.
    @Test func aCountMismatchFailsWithTheTextOfIOS17() {
      let dataSource = CountsDataSource([3])
      let (tableView, failures) = table(dataSource)
      dataSource.rowCounts = [0]
      tableView.performBatchUpdates {
        tableView.deleteRows(
          at: [IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 0)], with: .fade)
      }
      #expect(
        failures() == [
          "Invalid batch updates detected: the number of sections and/or rows returned by the"
            + " data source before and after performing the batch updates are inconsistent with"
            + " the updates. Data source before updates = { 1 section with row counts: [3] }"
            + " Data source after updates = { 1 section with row counts: [0] } Updates = ["
            + " Delete row (0 - 1), Delete row (0 - 0) ] Table view: <UITableView>"
        ])
    }

    @Test func theTextListsEveryKindOfUpdateInTheOrderTheBatchMadeThem() {
      let dataSource = CountsDataSource([3, 4])
      let (tableView, failures) = table(dataSource)
      dataSource.rowCounts = [9, 9, 9]
      tableView.performBatchUpdates {
        tableView.insertSections([2], with: .fade)
        tableView.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
        tableView.reconfigureRows(at: [IndexPath(row: 1, section: 0)])
        tableView.insertRows(at: [IndexPath(row: 0, section: 1)], with: .fade)
        tableView.moveSection(0, toSection: 1)
        tableView.reloadSections([1], with: .fade)
      }
      #expect(
        failures().first?.hasSuffix(
          "Data source before updates = { 2 sections with row counts: [3, 4] } Data source"
            + " after updates = { 3 sections with row counts: [9, 9, 9] } Updates = [ Insert"
            + " section (2), Delete row (0 - 2), Insert row (0 - 2), Insert row (1 - 0), Move"
            + " section (0) to (1), Delete section (1), Insert section (1) ] Table view:"
            + " <UITableView>") == true)
    }

    @Test func aDataSourceLeftWithNoSectionIsCountedAsNone() {
      let dataSource = CountsDataSource([1])
      let (tableView, failures) = table(dataSource)
      dataSource.rowCounts = []
      tableView.performBatchUpdates(nil)
      #expect(
        failures().first?.contains(
          "Data source after updates = { 0 sections with row counts: [] } Updates = [ ]")
          == true)
    }

    @Test func aNewDataSourceIsAskedAtTheNextLayoutOrBatch() {
      let dataSource = CountsDataSource([3])
      let tableView = UITableView()
      var failures: [String] = []
      tableView.inconsistentUpdateHandler = { failures.append($0) }
      tableView.dataSource = dataSource.app
      // No layout since: the batch asks the counts first, as UIKit lays out first; a model
      // updated before the batch is then counted twice.
      dataSource.rowCounts = [2]
      tableView.performBatchUpdates {
        tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
      }
      #expect(failures.count == 1)
    }

    @Test func completionsWaitForTheAnimationsWhenTheyAnimate() {
      let tableView = UITableView()
      tableView.animatesBatchUpdates = true
      var completed: [Bool] = []
      tableView.performBatchUpdates(nil) { completed.append($0) }
      #expect(completed.isEmpty)
      #expect(tableView.isAnimatingBatchUpdates)
      tableView.finishAnimations()
      #expect(completed == [true])
      #expect(!tableView.isAnimatingBatchUpdates)
    }

    @Test func rowsOutsideTheTableBeforeOrAfterTheBatchFailWithUIKitsTexts() {
      let dataSource = CountsDataSource([1])
      let (tableView, failures) = table(dataSource)
      // Counts agree (1 - 1 = 0), but row 1 never existed.
      dataSource.rowCounts = [0]
      tableView.performBatchUpdates {
        tableView.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
      }
      dataSource.rowCounts = [1]
      tableView.performBatchUpdates {
        tableView.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
      }
      dataSource.rowCounts = [1, 1]
      tableView.performBatchUpdates {
        tableView.insertSections([1], with: .fade)
        tableView.insertRows(at: [IndexPath(row: 0, section: 2)], with: .fade)
      }
      #expect(
        failures() == [
          "attempt to delete row 1 from section 0 which only contains 1 rows before the update",
          "attempt to insert row 1 into section 0, but there are only 1 rows in section 0 after"
            + " the update",
          "attempt to insert row 0 into section 2, but there are only 2 sections after the update",
        ])
    }

    @Test func sectionsAndMovesOutsideTheTableFail() {
      let dataSource = CountsDataSource([2, 1])
      let (tableView, failures) = table(dataSource)
      tableView.performBatchUpdates {
        tableView.moveRow(at: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 0))
      }
      tableView.performBatchUpdates { tableView.moveSection(2, toSection: 0) }
      dataSource.rowCounts = [2]
      tableView.performBatchUpdates { tableView.deleteSections([3], with: .fade) }
      #expect(failures().count == 3)
      #expect(failures()[0].hasPrefix("attempt to move row 2 from section 0"))
      #expect(failures()[1].hasPrefix("attempt to move section 2"))
      #expect(
        failures()[2]
          == "attempt to delete section 3, but there are only 2 sections before the update")
    }

    @Test func oneIndexPathClaimedByTwoUpdatesFails() {
      let dataSource = CountsDataSource([3])
      let (tableView, failures) = table(dataSource)
      let first = IndexPath(row: 0, section: 0)
      dataSource.rowCounts = [2]
      tableView.performBatchUpdates {
        tableView.deleteRows(at: [first], with: .fade)
        tableView.reloadRows(at: [first], with: .fade)
      }
      // The deletion of row 0 is the move's source as well.
      dataSource.rowCounts = [1]
      tableView.performBatchUpdates {
        tableView.deleteRows(at: [first], with: .fade)
        tableView.moveRow(at: first, to: first)
      }
      // A reload of a row that moves fails the same way, as in UIKit.
      tableView.performBatchUpdates {
        tableView.reloadRows(at: [first], with: .fade)
        tableView.moveRow(at: first, to: first)
      }
      dataSource.rowCounts = [2]
      tableView.performBatchUpdates {
        tableView.insertRows(at: [first], with: .fade)
        tableView.moveRow(at: first, to: first)
      }
      #expect(
        failures() == [
          "attempt to delete and reload the same index path"
            + " (<NSIndexPath> {length = 2, path = 0 - 0})",
          "attempt to perform a delete and a move from the same index path"
            + " (<NSIndexPath> {length = 2, path = 0 - 0})",
          "attempt to perform a delete and a move from the same index path"
            + " (<NSIndexPath> {length = 2, path = 0 - 0})",
          "attempt to perform an insert and a move to the same index path"
            + " (<NSIndexPath> {length = 2, path = 0 - 0})",
        ])
    }

    @Test func anEditOutsideABatchIsCheckedOnItsOwn() {
      let dataSource = CountsDataSource([3])
      let (tableView, failures) = table(dataSource)
      dataSource.rowCounts = [2]
      tableView.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
      #expect(failures().isEmpty)
      // The model forgot to drop the row: UIKit raises at once.
      tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
      #expect(failures().count == 1)
      #expect(failures().first?.contains("Updates = [ Delete row (0 - 0) ]") == true)
    }

    @Test func aBeginEndGroupIsCheckedWhenTheOutermostGroupEnds() {
      let dataSource = CountsDataSource([3])
      let (tableView, failures) = table(dataSource)
      dataSource.rowCounts = [3]
      tableView.beginUpdates()
      tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
      tableView.performBatchUpdates {
        tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
      }
      // Nothing is checked inside the group: one deletion alone would not add up.
      #expect(failures().isEmpty)
      tableView.endUpdates()
      #expect(failures().isEmpty)
      tableView.beginUpdates()
      tableView.insertRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
      tableView.endUpdates()
      #expect(failures().count == 1)
    }

    @Test func aRowMayNotMoveIntoANewSectionOrOutOfADeletedOne() {
      let dataSource = CountsDataSource([2, 1])
      let (tableView, failures) = table(dataSource)
      // The counts add up both times: only the move itself is refused.
      dataSource.rowCounts = [1, 1, 1]
      tableView.performBatchUpdates {
        tableView.insertSections([1], with: .fade)
        tableView.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1))
      }
      dataSource.rowCounts = [2, 0, 1]
      tableView.performBatchUpdates {
        tableView.deleteSections([1], with: .fade)
        tableView.insertSections([1], with: .fade)
        tableView.moveRow(at: IndexPath(row: 0, section: 1), to: IndexPath(row: 0, section: 0))
      }
      #expect(
        failures() == [
          "cannot move a row into a newly inserted section (1)",
          "cannot move a row from a deleted section (1)",
        ])
    }
  }
#endif
