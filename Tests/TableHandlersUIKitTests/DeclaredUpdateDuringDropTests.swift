#if os(Linux)
  import Foundation
  import StandInDoubles
  import TableHandlersCore
  import TableHandlersDeclarative
  import TableHandlersUIKit
  import Testing
  import UIKitStandIn

  /// A declared update that arrives while the view shows a drop's gap or placeholder rows waits
  /// (`DeclaredUpdateWait.interactiveMove`) until the session ended and the placeholders are
  /// committed or removed: no batch is inconsistent, on a table view or on a list.
  @MainActor
  @Suite("Drag and drop: declared updates during a drop")
  struct DeclaredUpdateDuringDropTests {
    @MainActor
    final class Screen {
      let host: DragDropHost
      var names = ["a", "b", "c"]
      let table: DeclaredTable<String, String>
      let tableView = UITableView(frame: .zero, style: .plain)
      let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
      var inconsistencies: [String] = []
      var placeholder: DropPlaceholder?

      static func declaration(_ names: [String]) -> TableDeclaration<String, String> {
        TableDeclaration(sections: [Section("s", rows: names.map { Row($0, text: $0) })])
      }

      init(_ host: DragDropHost) throws {
        self.host = host
        table = try DeclaredTable(declaration: Self.declaration(names))
        table.handlers.on(.dropProposal) { _ in DropProposal(.copy, intent: .insertAtDestination) }
        table.handlers.on(.performDrop) { [unowned self] call in
          placeholder = call.arguments.insertPlaceholder(
            forItemAt: 0, at: call.arguments.destination ?? TablePosition(section: 0, row: 0))
        }
        tableView.inconsistentUpdateHandler = { [unowned self] in inconsistencies.append($0) }
        list.inconsistentUpdateHandler = { [unowned self] in inconsistencies.append($0) }
        switch host {
        case .table:
          tableView.standInMove(toWindow: UIWindow())
          table.attach(to: tableView)
          tableView.layoutIfNeeded()
        case .list:
          list.standInMove(toWindow: UIWindow())
          table.attach(to: list, appearance: .plain)
        }
      }

      var view: any StandInDragAndDropView { host == .table ? tableView : list }

      func count() -> Int {
        host == .table ? tableView.numberOfRows(inSection: 0) : list.numberOfItems(inSection: 0)
      }

      /// Declares the names again, as the app does after its model changed.
      @discardableResult
      func declare() -> DeclarationDiff { table.update(to: Self.declaration(names)) }
    }

    @Test(
      "an update while the drop's gap shows waits for the session to end",
      arguments: DragDropHost.allCases)
    func waitsForTheGap(host: DragDropHost) throws {
      let screen = try Screen(host)
      #expect(
        screen.view.userDragsOver(IndexPath(row: 1, section: 0), carrying: [outsideTextItem("x")])
          == .copy)
      #expect(screen.view.hasUncommittedUpdates)
      screen.names.insert("z", at: 0)
      #expect(screen.declare().waitingFor == .interactiveMove)
      #expect(screen.table.waitingFor == .interactiveMove)
      #expect(screen.count() == 3)
      screen.view.userDragsOut()
      #expect(screen.table.waitingFor == nil)
      #expect(screen.count() == 4)
      screen.view.userCancelsDrag()
      #expect(screen.inconsistencies.isEmpty)
    }

    @Test(
      "an update while a placeholder shows waits until it is removed",
      arguments: DragDropHost.allCases)
    func waitsForThePlaceholder(host: DragDropHost) throws {
      let screen = try Screen(host)
      #expect(
        screen.view.userDragsOver(IndexPath(row: 1, section: 0), carrying: [outsideTextItem("x")])
          == .copy)
      #expect(screen.view.userDrops())
      let placeholder = try #require(screen.placeholder)
      #expect(screen.count() == 4)
      screen.names.append("d")
      // The session ended, the placeholder stays: the update still waits.
      #expect(screen.declare().waitingFor == .interactiveMove)
      #expect(screen.count() == 4)
      #expect(placeholder.remove())
      #expect(screen.table.waitingFor == nil)
      #expect(screen.table.sections[0].rows.map(\.id) == ["a", "b", "c", "d"])
      #expect(screen.count() == 4)
      #expect(screen.inconsistencies.isEmpty)
    }
  }
#endif
