#if !canImport(UIKit)
  import Foundation
  import StandInDoubles
  import Testing
  import UIKitStandIn

  /// What a table or a list shows comes back in no order: never sorted when two or more are
  /// shown, always the same order for the same rows, and the cells in the order of their
  /// index paths.
  @MainActor
  @Suite("Visible rows and items come back unsorted")
  struct VisibleOrderTests {
    @Test(arguments: 1...7)
    func aTablesVisibleRowsAreNeverSortedAndTheirCellsFollowThem(count: Int) {
      let tableView = UITableView()
      let dataSource = NamedRowsDataSource([(0..<count).map { "r\($0)" }])
      defer { withExtendedLifetime(dataSource) {} }
      tableView.dataSource = dataSource.app
      for row in (0..<count).reversed() {
        tableView.displayRow(at: IndexPath(row: row, section: 0))
      }
      let rows = tableView.indexPathsForVisibleRows ?? []
      #expect(rows.sorted() == (0..<count).map { IndexPath(row: $0, section: 0) })
      #expect(count < 2 || rows != rows.sorted())
      #expect(count < 2 || rows.first != IndexPath(row: 0, section: 0))
      #expect(tableView.visibleCells.map { $0.textLabel?.text } == rows.map { "r\($0.row)" })
      #expect(tableView.indexPathsForVisibleRows == rows)
    }

    @Test func aTablesOrderIsTheSameWhicheverWayTheRowsWereShown() {
      func rows(shownIn order: [Int]) -> [IndexPath]? {
        let tableView = UITableView()
        let dataSource = NamedRowsDataSource([["a", "b", "c", "d"]])
        defer { withExtendedLifetime(dataSource) {} }
        tableView.dataSource = dataSource.app
        for row in order { tableView.displayRow(at: IndexPath(row: row, section: 0)) }
        return tableView.indexPathsForVisibleRows
      }
      #expect(rows(shownIn: [0, 1, 2, 3]) == rows(shownIn: [3, 1, 0, 2]))
      #expect(
        rows(shownIn: [0, 1, 2, 3])
          == [1, 3, 2, 0].map { IndexPath(row: $0, section: 0) })
    }

    @Test(arguments: 1...7)
    func aListsVisibleItemsAreNeverSortedAndTheirCellsFollowThem(count: Int) {
      let list = ListFixture([(0..<count).map { "i\($0)" }])
      for index in 0..<count { list.collectionView.displayItem(at: item(0, index)) }
      let items = list.collectionView.indexPathsForVisibleItems
      #expect(items.sorted() == (0..<count).map { item(0, $0) })
      #expect(count < 2 || items != items.sorted())
      #expect(count < 2 || items.first != item(0, 0))
      #expect(
        list.collectionView.visibleCells.map(ListFixture.name(of:)) == items.map { "i\($0.item)" })
    }

    @Test func rowsOfSeveralSectionsAreScrambledAcrossSections() {
      let list = ListFixture([["a", "b"], ["c", "d"]])
      for section in 0..<2 {
        for index in 0..<2 { list.collectionView.displayItem(at: item(section, index)) }
      }
      #expect(
        list.collectionView.indexPathsForVisibleItems
          == [item(0, 1), item(1, 1), item(1, 0), item(0, 0)])
    }
  }
#endif
