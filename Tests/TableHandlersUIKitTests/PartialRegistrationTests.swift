#if os(Linux)
  import Foundation
  import Testing
  import TableHandlersCore
  import UIKitStandIn

  @testable import TableHandlersUIKit

  /// The three reported ways a handler for part of the table changed the rest of it; each
  /// failed before the adapter answered the other rows as UIKit does without the method.
  @MainActor
  @Suite("A handler for part of the table leaves the rest as UIKit has it")
  struct PartialRegistrationTests {
    let elsewhere = IndexPath(row: 0, section: 0)
    let there = IndexPath(row: 0, section: 1)

    @Test func swipeToDeleteStaysInTheSectionThatCommits() {
      let tableView = UITableView(frame: .zero, style: .plain)
      let handlers = TableHandlers()
      handlers.on(.commitEditing, at: .section(1)) { _ in }
      handlers.attach(to: tableView)
      #expect(tableView.visibleBehaviourOfRow(at: there).offersSwipeToDelete)
      #expect(!tableView.visibleBehaviourOfRow(at: elsewhere).offersSwipeToDelete)
      tableView.setEditing(true, animated: false)
      #expect(tableView.visibleBehaviourOfRow(at: there).editingControl == .delete)
      #expect(tableView.visibleBehaviourOfRow(at: elsewhere).editingControl == .none)
    }

    @Test func heightsForOneSectionLeaveTheTableViewsHeightsElsewhere() {
      let tableView = UITableView(frame: .zero, style: .grouped)
      tableView.rowHeight = 44
      tableView.sectionHeaderHeight = 28
      tableView.sectionFooterHeight = 12
      tableView.estimatedRowHeight = 40
      tableView.allowsFocus = false
      let handlers = TableHandlers()
      handlers.on(.heightForRow, at: .section(1)) { _ in 90 }
      handlers.on(.estimatedHeightForRow, at: .section(1)) { _ in 80 }
      handlers.on(.heightForHeader, at: .section(1)) { _ in 50 }
      handlers.on(.heightForFooter, at: .section(1)) { _ in 30 }
      handlers.on(.canFocusRow, at: .section(1)) { _ in true }
      handlers.attach(to: tableView)
      let row = tableView.visibleBehaviourOfRow(at: elsewhere)
      #expect(row.height == 44)
      #expect(row.estimatedHeight == 40)
      #expect(!row.canFocus)
      let section = tableView.visibleBehaviourOfSection(0)
      #expect(section.headerHeight == 28)
      #expect(section.footerHeight == 12)
      #expect(tableView.visibleBehaviourOfRow(at: there).height == 90)
      #expect(tableView.visibleBehaviourOfRow(at: there).canFocus)
      #expect(tableView.visibleBehaviourOfSection(1).headerHeight == 50)
    }

    @Test func selectionFollowsFocusForOneSectionKeepsThePropertyElsewhere() {
      let tableView = UITableView(frame: .zero, style: .plain)
      tableView.selectionFollowsFocus = true
      let handlers = TableHandlers()
      handlers.on(.selectionFollowsFocus, at: .section(1)) { _ in false }
      handlers.attach(to: tableView)
      #expect(tableView.visibleBehaviourOfRow(at: elsewhere).selectsOnFocus)
      #expect(!tableView.visibleBehaviourOfRow(at: there).selectsOnFocus)
    }
  }
#endif
