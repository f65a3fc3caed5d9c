#if os(Linux)
  import Foundation
  import TableHandlersCore
  import Testing

  @testable import TableHandlersUIKit
  // The table view asks the heights as it asks them when it lays out
  // (`askedHeightForRow(at:)`, `askedHeightForHeader(inSection:)`).
  @testable import UIKitStandIn

  /// Heights reach UIKit only when usable: NaN, infinite and negative answers become
  /// `automaticDimension` and are reported.
  @MainActor
  @Suite("Heights through the adapter")
  struct HeightTests {
    @Test(arguments: [Double.nan, .infinity, -3])
    func unusableHeightsBecomeAutomatic(value: Double) {
      let tableView = UITableView()
      let handlers = TableHandlers()
      var misuse: [TableMisuse] = []
      handlers.misuseHandler = { misuse.append($0) }
      handlers.on(.heightForRow, at: .table) { _ in value }
      handlers.on(.heightForHeader, at: .allSections) { _ in value }
      handlers.attach(to: tableView)
      let path = IndexPath(row: 0, section: 0)
      #expect(tableView.askedHeightForRow(at: path) == UITableView.automaticDimension)
      #expect(tableView.askedHeightForHeader(inSection: 0) == UITableView.automaticDimension)
      #expect(misuse.count == 2)
    }

    @Test func usableHeightsPass() {
      let tableView = UITableView()
      let handlers = TableHandlers()
      handlers.on(.heightForRow, at: .table) { _ in 44 }
      handlers.attach(to: tableView)
      #expect(tableView.askedHeightForRow(at: IndexPath(row: 0, section: 0)) == 44)
    }
  }
#endif
