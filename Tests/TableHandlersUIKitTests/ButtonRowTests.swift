#if os(Linux)
  import Foundation
  import TableHandlersCore
  import TableHandlersDeclarative
  import Testing
  import UIKitStandIn

  @testable import TableHandlersUIKit

  /// On a table view too, a button row clears its own selection once its handler has run, and
  /// a row made not selectable takes no selection.
  @MainActor
  @Suite("Button rows and rows that are not selectable, on a table view")
  struct ButtonRowTests {
    @Test func aButtonRowDeselectsItselfAndAnOrdinaryRowStaysSelected() throws {
      var taps: [String] = []
      let table = try DeclaredTable<String, String>(
        declaration: TableDeclaration {
          Section("s") {
            Row("add", text: "Add Account").role(.button).onSelect { _ in taps.append("add") }
            Row("plain", text: "Plain").onSelect { _ in taps.append("plain") }
            Row("info", text: "Info").selectable(false).onSelect { _ in taps.append("info") }
          }
        })
      let tableView = DrivenTableView()
      table.attach(to: tableView)
      tableView.layoutIfNeeded()
      _ = tableView.tap(IndexPath(row: 0, section: 0))
      #expect(taps == ["add"])
      #expect(tableView.indexPathsForSelectedRows ?? [] == [])
      _ = tableView.tap(IndexPath(row: 1, section: 0))
      #expect(tableView.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
      #expect(tableView.tap(IndexPath(row: 2, section: 0)) == nil)
      #expect(taps == ["add", "plain"])
      #expect(tableView.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
    }
  }
#endif
