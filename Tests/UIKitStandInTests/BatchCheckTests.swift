#if os(Linux)
  import Foundation
  import Testing

  import UIKitStandIn

  /// A data source whose counts the test sets; it implements every member (it does not conform
  /// to `StandInResponding`).
  @MainActor
  final class CountsDataSource: NSObject, UITableViewDataSource {
    var rowCounts: [Int]

    init(_ rowCounts: [Int]) {
      self.rowCounts = rowCounts
    }

    func numberOfSections(in tableView: UITableView) -> Int { rowCounts.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      rowCounts[section]
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      UITableViewCell(style: .default, reuseIdentifier: nil)
    }
  }

  @MainActor
  @Suite("The stand-in checks each batch against its data source, as UIKit does")
  struct BatchCheckTests {
    func table(_ dataSource: CountsDataSource) -> (UITableView, () -> [String]) {
      let tableView = UITableView()
      tableView.dataSource = dataSource
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
          "Invalid update: invalid number of sections. The number of sections contained in the"
            + " table view after the update (2) must be equal to the number of sections contained"
            + " in the table view before the update (2), plus or minus the number of sections"
            + " inserted or deleted (0 inserted, 1 deleted)."
        ])
    }

    @Test func rowsMovedOutOfASectionCount() {
      let dataSource = CountsDataSource([3, 2])
      let (tableView, failures) = table(dataSource)
      tableView.performBatchUpdates {
        tableView.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1))
      }
      #expect(failures().count == 1)
      #expect(failures().first?.contains("(0 moved in, 1 moved out)") == true)
    }

    @Test func aNewDataSourceIsAskedAtTheNextLayoutOrBatch() {
      let dataSource = CountsDataSource([3])
      let tableView = UITableView()
      var failures: [String] = []
      tableView.inconsistentUpdateHandler = { failures.append($0) }
      tableView.dataSource = dataSource
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
  }
#endif
