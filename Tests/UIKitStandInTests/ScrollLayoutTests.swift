#if !canImport(UIKit)
  import Foundation
  import StandInDoubles
  import Testing
  import UIKitStandIn

  /// Scrolling to show a row or an item counts the adjusted content inset, top and bottom: a
  /// chat whose input bar covers the bottom of its list scrolls its last message above the bar.
  @MainActor
  @Suite("Scrolling to a row or an item counts the content inset")
  struct ScrollLayoutTests {
    /// 20 rows of 44 points (880 in all) in bounds 440 high, 20 points under a bar at the top
    /// and 60 under an input bar at the bottom: 360 points show rows.
    func table() -> (UITableView, NamedRowsDataSource) {
      let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
      let dataSource = NamedRowsDataSource([(0..<20).map { "r\($0)" }])
      tableView.dataSource = dataSource.app
      tableView.layoutIfNeeded()
      tableView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 60, right: 0)
      return (tableView, dataSource)
    }

    func row(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

    @Test func theLastRowScrolledToTheBottomEndsAboveTheBottomInset() {
      let (tableView, dataSource) = table()
      defer { withExtendedLifetime(dataSource) {} }
      tableView.scrollToRow(at: row(19), at: .bottom, animated: false)
      #expect(tableView.contentOffset.y == 500)
      let visibleBottom = tableView.contentOffset.y + 440 - 60
      #expect(tableView.rectForRow(at: row(19)).maxY == visibleBottom)
    }

    @Test func aRowShownByTheLeastScrollClearsTheBottomInset() {
      let (tableView, dataSource) = table()
      defer { withExtendedLifetime(dataSource) {} }
      // Row 8 (352 to 396) is inside the bounds but under the input bar.
      tableView.scrollToRow(at: row(8), at: .none, animated: false)
      #expect(tableView.contentOffset.y == 16)  // its bottom, less 360 shown, less 20
      // A row already in the visible area does not move it.
      tableView.scrollToRow(at: row(4), at: .none, animated: false)
      #expect(tableView.contentOffset.y == 16)
      // A row above it comes down to the top inset.
      tableView.contentOffset.y = 300
      tableView.scrollToRow(at: row(7), at: .none, animated: false)
      #expect(tableView.contentOffset.y == 288)  // its top, less the top inset
    }

    @Test func topAndMiddlePositionsAreThoseOfTheVisibleArea() {
      let (tableView, dataSource) = table()
      defer { withExtendedLifetime(dataSource) {} }
      tableView.scrollToRow(at: row(3), at: .top, animated: false)
      #expect(tableView.contentOffset.y == 112)  // its top, less the top inset
      tableView.scrollToRow(at: row(10), at: .middle, animated: false)
      #expect(tableView.contentOffset.y == 262)  // its middle, less half of 360, less 20
    }

    @Test func theOffsetStaysWithinTheContentAndItsInsets() {
      let (tableView, dataSource) = table()
      defer { withExtendedLifetime(dataSource) {} }
      tableView.scrollToRow(at: row(0), at: .bottom, animated: false)
      #expect(tableView.contentOffset.y == -20)
      tableView.scrollToRow(at: row(19), at: .top, animated: false)
      #expect(tableView.contentOffset.y == 500)  // the content and its bottom inset, less 440
    }

    @Test func aListsLastItemScrolledToTheBottomEndsAboveTheBottomInset() {
      let list = ListFixture([(0..<20).map { "i\($0)" }])
      list.collectionView.frame = CGRect(x: 0, y: 0, width: 320, height: 440)
      list.collectionView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 60, right: 0)
      list.collectionView.scrollToItem(at: item(0, 19), at: .bottom, animated: false)
      #expect(list.collectionView.contentOffset.y == 500)
      list.collectionView.scrollToItem(at: item(0, 3), at: .top, animated: false)
      #expect(list.collectionView.contentOffset.y == 112)
      list.collectionView.contentOffset.y = 0
      list.collectionView.scrollToItem(at: item(0, 8), at: [], animated: false)
      #expect(list.collectionView.contentOffset.y == 16)
    }
  }
#endif
