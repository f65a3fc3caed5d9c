#if !canImport(UIKit)
  import Foundation
  import StandInDoubles
  import Testing
  import UIKitStandIn

  // `RecordingAppBase` (StandInDoubles) implements every member of the three exhaustive
  // protocols, recording each call's selector: that it compiles proves the exhaustive member
  // lists are implementable as declared.

  @Suite("Exhaustive protocols")
  @MainActor
  struct ExhaustiveProtocolTests {
    @Test("one type conforms to all three exhaustive protocols")
    func conformsToAllThree() {
      let table = RecordingAppBase()
      let dataSource: any UITableViewDataSourceRequirements = table
      let delegate: any UITableViewDelegateRequirements = table
      let prefetching: any UITableViewDataSourcePrefetchingRequirements = table
      let tableView = UITableView(frame: .zero, style: .plain)
      let path = IndexPath(row: 0, section: 0)

      _ = dataSource.tableView(tableView, numberOfRowsInSection: 0)
      delegate.tableView(tableView, didEndEditingRowAt: nil)
      delegate.tableView(
        tableView, willDisplayContextMenu: UIContextMenuConfiguration(), animator: nil)
      prefetching.tableView(tableView, prefetchRowsAt: [path])

      #expect(
        table.calls == [
          "tableView:numberOfRowsInSection:",
          "tableView:didEndEditingRowAtIndexPath:",
          "tableView:willDisplayContextMenuWithConfiguration:animator:",
          "tableView:prefetchRowsAtIndexPaths:",
        ])
    }

    @Test("each exhaustive member records its own selector from TableSelectors")
    func recordedSelectorsAreKnown() {
      let table = RecordingAppBase()
      let tableView = UITableView(frame: .zero, style: .grouped)
      let path = IndexPath(row: 1, section: 2)
      table.tableView(tableView, commit: .delete, forRowAt: path)
      _ = table.tableView(
        tableView, targetIndexPathForMoveFromRowAt: path, toProposedIndexPath: path)
      _ = table.tableView(
        tableView, canPerformAction: Selector("copy:"), forRowAt: path, withSender: nil)
      table.tableView(tableView, cancelPrefetchingForRowsAt: [path])

      let known = Set(
        TableSelectors.dataSource + TableSelectors.delegate + TableSelectors.prefetching)
      #expect(table.calls.count == 4)
      #expect(table.calls.allSatisfy(known.contains))
    }
  }
#endif
