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

      _ = tableView.send(.numberOfRows(section: 0), to: dataSource)
      tableView.send(.didEndEditing(at: nil), to: delegate)
      tableView.send(
        .willDisplayContextMenu(configuration: UIContextMenuConfiguration(), animator: nil),
        to: delegate)
      tableView.send(.prefetchRows(at: [path]), to: prefetching)

      #expect(
        table.calls == [
          TableSelectors.numberOfRows,
          TableSelectors.didEndEditing,
          TableSelectors.willDisplayContextMenu,
          TableSelectors.prefetchRows,
        ])
    }

    @Test("each exhaustive member records its own selector from TableSelectors")
    func recordedSelectorsAreKnown() {
      let table = RecordingAppBase()
      let tableView = UITableView(frame: .zero, style: .grouped)
      let path = IndexPath(row: 1, section: 2)
      tableView.send(.commitEditing(editingStyle: .delete, at: path), to: table)
      _ = tableView.send(.targetForMove(from: path, proposed: path), to: table)
      _ = tableView.send(
        .canPerformAction(action: Selector("copy:"), at: path, sender: nil), to: table)
      tableView.send(.cancelPrefetchingForRows(at: [path]), to: table)

      let known = Set(
        TableSelectors.dataSource + TableSelectors.delegate + TableSelectors.prefetching)
      #expect(table.calls.count == 4)
      #expect(table.calls.allSatisfy(known.contains))
    }
  }
#endif
