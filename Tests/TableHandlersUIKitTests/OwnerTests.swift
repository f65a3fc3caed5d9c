#if os(Linux)
  import Foundation
  import TableHandlersCore
  import TableHandlersDeclarative
  import Testing
  import UIKitStandIn

  @testable import TableHandlersUIKit

  /// A view controller stand-in that counts what its handlers did.
  @MainActor
  final class Owner {
    var selections = 0
    var title = "Owner"
  }

  /// The registration helper that passes an owner weakly to the closure.
  @MainActor
  @Suite("Registering with a weakly held owner")
  struct OwnerTests {
    let position = TablePosition(section: 0, row: 0)

    @Test func theOwnerIsPassedAndNotRetained() {
      let tableView = UITableView()
      let handlers = TableHandlers()
      var owner: Owner? = Owner()
      weak let weakOwner = owner
      handlers.on(.didSelectRow, at: .table, owner: owner!) { owner, _ in owner.selections += 1 }
      handlers.on(.titleForHeader, at: .allSections, owner: owner!) { owner, _ in owner.title }
      handlers.on(.numberOfSections, owner: owner!) { owner, _ in owner.selections + 2 }
      handlers.attach(to: tableView)
      handlers.answer(.didSelectRow, at: position, on: tableView)
      #expect(owner?.selections == 1)
      #expect(handlers.answer(.titleForHeader, in: 0, on: tableView) == "Owner")
      #expect(handlers.answer(.numberOfSections, on: tableView) == 3)

      owner = nil
      #expect(weakOwner == nil)
      // Once the owner is gone the events' defaults answer, and each call is reported.
      var reports: [TableMisuse] = []
      handlers.misuseHandler = { reports.append($0) }
      handlers.answer(.didSelectRow, at: position, on: tableView)
      #expect(handlers.answer(.titleForHeader, in: 0, on: tableView) == nil)
      #expect(handlers.answer(.numberOfSections, on: tableView) == 1)
      #expect(
        reports == [
          .ownerGone(event: "didSelectRow", section: 0, row: 0),
          .ownerGone(event: "titleForHeader", section: 0, row: nil),
          .ownerGone(event: "numberOfSections", section: nil, row: nil),
        ])
      #expect(
        reports[1].description.hasPrefix(
          "the owner of the titleForHeader handler for section 0 is gone"))
    }

    /// A declared row's handler holds no registry; its report of a gone owner reaches the
    /// registry attached to the table view through the table view.
    @Test func aDeclaredRowsGoneOwnerIsReportedToTheAttachedRegistry() throws {
      var owner: Owner? = Owner()
      let table = try DeclaredTable<String, String>(
        declaration: TableDeclaration {
          Section("s") {
            Row("a", text: "A").onSelect(owner: owner!) { owner, _ in owner.selections += 1 }
          }
        })
      let tableView = DrivenTableView()
      table.attach(to: tableView)
      tableView.layoutIfNeeded()
      var reports: [TableMisuse] = []
      table.handlers.misuseHandler = { reports.append($0) }
      _ = tableView.tap(IndexPath(row: 0, section: 0))
      #expect(owner?.selections == 1)
      owner = nil
      _ = tableView.tap(IndexPath(row: 0, section: 0))
      #expect(reports == [.ownerGone(event: "didSelectRow", section: 0, row: 0)])
    }

    @Test func aRemovedHandlerReleasesItsClosure() {
      let handlers = TableHandlers()
      final class Token {}
      var token: Token? = Token()
      weak let weakToken = token
      let owner = Owner()
      handlers.on(.didSelectRow, at: .table, owner: owner) { [token] _, _ in _ = token }
      token = nil
      #expect(weakToken != nil)
      handlers.remove(.didSelectRow, at: .table)
      #expect(weakToken == nil)
    }

    @Test func theOwnerIsReleasedWithTheScreen() {
      var owner: Owner? = Owner()
      weak let weakOwner = owner
      var tableView: UITableView? = UITableView()
      let handlers = TableHandlers()
      handlers.on(.didSelectRow, at: .table, owner: owner!) { owner, _ in owner.selections += 1 }
      handlers.attach(to: tableView!)
      owner = nil
      #expect(weakOwner == nil)
      tableView = nil
    }
  }
#endif
