#if !canImport(UIKit)
  import Foundation
  import StandInDoubles
  import Testing
  import UIKitStandIn

  /// A data source of named rows whose cells are dequeued by one identifier and show the name.
  @MainActor
  final class NamedRowsDataSource {
    var sections: [[String]]
    private(set) var asked: [IndexPath] = []
    /// The table view's data source, answering from ``sections``.
    let app = StubApp()

    init(_ sections: [[String]]) {
      self.sections = sections
      app.numberOfSections = { [unowned self] _ in self.sections.count }
      app.numberOfRows = { [unowned self] _, section in self.sections[section].count }
      app.cellForRow = { [unowned self] tableView, indexPath in
        asked.append(indexPath)
        let cell =
          tableView.dequeueReusableCell(withIdentifier: "row")
          ?? UITableViewCell(style: .default, reuseIdentifier: "row")
        cell.textLabel?.text = self.sections[indexPath.section][indexPath.row]
        return cell
      }
    }
  }

  /// A data source of one row that makes a new cell every time, without dequeuing.
  @MainActor
  func freshCellDataSource() -> RequiredMembersDataSource {
    RequiredMembersDataSource(
      numberOfRows: { _, _ in 1 },
      cellForRow: { _, _ in UITableViewCell(style: .default, reuseIdentifier: nil) })
  }

  /// A cell that counts its `prepareForReuse()` calls.
  @MainActor
  final class CountingCell: UITableViewCell {
    var prepared = 0
    override func prepareForReuse() { prepared += 1 }
  }

  @MainActor
  @Suite("Shown cells and the reuse queue")
  struct CellReuseTests {
    func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

    func table(_ sections: [[String]]) -> (UITableView, NamedRowsDataSource) {
      let tableView = UITableView()
      let dataSource = NamedRowsDataSource(sections)
      defer { withExtendedLifetime(dataSource) {} }
      tableView.dataSource = dataSource.app
      tableView.layoutIfNeeded()
      return (tableView, dataSource)
    }

    /// The shown rows' names, by the cells' labels.
    func shown(_ tableView: UITableView) -> [String: String] {
      Dictionary(
        uniqueKeysWithValues: (tableView.indexPathsForVisibleRows ?? []).map {
          ("\($0.section).\($0.row)", tableView.cellForRow(at: $0)?.textLabel?.text ?? "-")
        })
    }

    @Test func aCellThatEndsDisplayingIsReusedAfterPrepareForReuse() {
      let tableView = UITableView()
      tableView.register(CountingCell.self, forCellReuseIdentifier: "row")
      let dataSource = NamedRowsDataSource([["a", "b"]])
      defer { withExtendedLifetime(dataSource) {} }
      tableView.dataSource = dataSource.app
      let first = tableView.displayRow(at: path(0, 0))
      tableView.endDisplayingRow(at: path(0, 0))
      #expect(first.superview == nil)
      #expect(tableView.reusableCellCount(withIdentifier: "row") == 1)
      let second = tableView.displayRow(at: path(0, 1))
      #expect(second === first)
      #expect((second as? CountingCell)?.prepared == 1)
      #expect(second.superview === tableView)
      #expect(tableView.reusableCellCount(withIdentifier: "row") == 0)
    }

    /// A batch moves the shown cells as UIKit documents: deletions before, insertions after,
    /// moves from before to after; no cell is asked again.
    @Test func aBatchMovesTheShownCellsWithoutAskingAgain() {
      let (tableView, dataSource) = table([["a", "b", "c", "d"], ["e", "f"]])
      defer { withExtendedLifetime(dataSource) {} }
      for row in 0..<4 { tableView.displayRow(at: path(0, row)) }
      for row in 0..<2 { tableView.displayRow(at: path(1, row)) }
      let cellOfC = tableView.cellForRow(at: path(0, 2))
      dataSource.sections = [["x", "c", "d", "a"], ["new"], ["e", "f"]]
      let askedBefore = dataSource.asked.count
      tableView.performBatchUpdates {
        tableView.deleteRows(at: [path(0, 1)], with: .fade)
        tableView.insertRows(at: [path(0, 0)], with: .fade)
        tableView.moveRow(at: path(0, 0), to: path(0, 3))
        tableView.insertSections([1], with: .fade)
      }
      #expect(dataSource.asked.count == askedBefore)
      #expect(
        shown(tableView) == ["0.1": "c", "0.2": "d", "0.3": "a", "2.0": "e", "2.1": "f"])
      #expect(tableView.indexPath(for: cellOfC!) == path(0, 1))
      #expect(tableView.reusableCellCount(withIdentifier: "row") == 1)
    }

    @Test func rowsMoveOutsideABatchToo() {
      let (tableView, dataSource) = table([["a", "b"]])
      defer { withExtendedLifetime(dataSource) {} }
      tableView.displayRow(at: path(0, 0))
      tableView.displayRow(at: path(0, 1))
      dataSource.sections = [["b"]]
      tableView.deleteRows(at: [path(0, 0)], with: .none)
      #expect(shown(tableView) == ["0.0": "b"])
    }

    @Test func aReloadedRowGetsACellFromTheDataSource() {
      let (tableView, dataSource) = table([["a", "b"]])
      defer { withExtendedLifetime(dataSource) {} }
      tableView.displayRow(at: path(0, 0))
      tableView.displayRow(at: path(0, 1))
      dataSource.sections = [["a", "B"]]
      tableView.performBatchUpdates { tableView.reloadRows(at: [path(0, 1)], with: .fade) }
      #expect(shown(tableView) == ["0.0": "a", "0.1": "B"])
      #expect(dataSource.asked.last == path(0, 1))
    }

    @Test func aReconfiguredRowGetsItsOwnCellBackWithoutPrepareForReuse() {
      let tableView = UITableView()
      tableView.register(CountingCell.self, forCellReuseIdentifier: "row")
      let dataSource = NamedRowsDataSource([["a"]])
      defer { withExtendedLifetime(dataSource) {} }
      tableView.dataSource = dataSource.app
      let cell = tableView.displayRow(at: path(0, 0))
      dataSource.sections = [["A"]]
      tableView.reconfigureRows(at: [path(0, 0)])
      #expect(tableView.cellForRow(at: path(0, 0)) === cell)
      #expect(cell.textLabel?.text == "A")
      #expect((cell as? CountingCell)?.prepared == 0)
      #expect(tableView.reconfiguredWithAnotherCell.isEmpty)
    }

    /// code-payments/code-ios-app PR #483: UIKit asks for a reconfigured row at once, at its
    /// index path before the batch, while the data source already holds the batch's data.
    @Test func aReconfigurationInsideABatchIsResolvedAtOnceAtTheIndexPathBeforeTheBatch() {
      let (tableView, dataSource) = table([["a", "b", "c"]])
      for row in 0..<3 { tableView.displayRow(at: path(0, row)) }
      let cellOfB = tableView.cellForRow(at: path(0, 1))
      var askedInside: [IndexPath] = []
      tableView.performBatchUpdates {
        dataSource.sections = [["x", "a", "B", "c"]]
        tableView.insertRows(at: [path(0, 0)], with: .fade)
        let before = dataSource.asked.count
        // "b" is row 1 before the batch: UIKit asks row 1 now, which is "a" in the new data.
        tableView.reconfigureRows(at: [path(0, 1)])
        askedInside = Array(dataSource.asked[before...])
      }
      #expect(askedInside == [path(0, 1)])
      #expect(tableView.cellForRow(at: path(0, 2)) === cellOfB)
      #expect(cellOfB?.textLabel?.text == "a")
      #expect(tableView.reconfiguredWithAnotherCell.isEmpty)
      // Reconfiguring after the batch, at the row's index path then, shows its content.
      tableView.reconfigureRows(at: [path(0, 2)])
      #expect(cellOfB?.textLabel?.text == "B")
    }

    /// Apple, `reloadData()`: "the table view redisplays only those rows that are visible", at
    /// its next layout.
    @Test func reloadDataAsksAgainForTheShownRowsAtTheNextLayout() {
      let tableView = UITableView()
      let dataSource = NamedRowsDataSource([["a", "b", "c"]])
      defer { withExtendedLifetime(dataSource) {} }
      var ended: [IndexPath] = []
      var displayed: [IndexPath] = []
      dataSource.app.didEndDisplayingCell = { _, _, path in ended.append(path) }
      dataSource.app.willDisplayCell = { _, _, path in displayed.append(path) }
      tableView.dataSource = dataSource.app
      tableView.delegate = dataSource.app
      tableView.layoutIfNeeded()
      for row in 0..<3 { tableView.displayRow(at: path(0, row)) }
      let cellOfC = tableView.cellForRow(at: path(0, 2))
      displayed = []
      dataSource.sections = [["A", "B"]]
      tableView.reloadData()
      // Until the next layout the old cells stay, with their old content.
      #expect(shown(tableView) == ["0.0": "a", "0.1": "b", "0.2": "c"])
      #expect(ended.isEmpty)
      let asked = dataSource.asked.count
      tableView.layoutIfNeeded()
      #expect(Set(ended) == [path(0, 0), path(0, 1), path(0, 2)])
      #expect(Array(dataSource.asked[asked...]) == [path(0, 0), path(0, 1)])
      #expect(displayed == [path(0, 0), path(0, 1)])
      #expect(shown(tableView) == ["0.0": "A", "0.1": "B"])
      // The cells went through the reuse queue: one is left waiting, the others came back.
      #expect(tableView.reusableCellCount(withIdentifier: "row") == 1)
      #expect(tableView.visibleCells.contains { $0 === cellOfC })
      // A second layout asks nothing more.
      tableView.layoutIfNeeded()
      #expect(dataSource.asked.count == asked + 2)
    }

    @Test func showingARowAfterReloadDataIsTheLayoutThatAsksTheShownRowsAgain() {
      let (tableView, dataSource) = table([["a", "b"]])
      tableView.displayRow(at: path(0, 0))
      dataSource.sections = [["A", "B"]]
      tableView.reloadData()
      tableView.displayRow(at: path(0, 1))
      #expect(shown(tableView) == ["0.0": "A", "0.1": "B"])
    }

    @Test func aReconfigurationThatGetsAnotherCellIsRecorded() {
      let tableView = UITableView()
      let dataSource = freshCellDataSource()
      defer { withExtendedLifetime(dataSource) {} }
      tableView.dataSource = dataSource
      let cell = tableView.displayRow(at: path(0, 0))
      tableView.reconfigureRows(at: [path(0, 0)])
      #expect(tableView.reconfiguredWithAnotherCell == [path(0, 0)])
      #expect(tableView.cellForRow(at: path(0, 0)) !== cell)
    }
  }
#endif
