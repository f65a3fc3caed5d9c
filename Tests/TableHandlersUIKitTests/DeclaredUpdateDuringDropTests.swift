#if os(Linux)
  import Foundation
  import StandInDoubles
  import TableHandlersCore
  import TableHandlersDeclarative
  import TableHandlersUIKit
  import Testing
  import UIKitStandIn

  /// Declared updates during a drop, on a table view and on a list: no batch is inconsistent.
  ///
  /// An update that arrives while the view shows a drop's gap waits
  /// (`DeclaredUpdateWait.interactiveMove`) until the session ended; one that arrives while only
  /// placeholder rows show is applied at once, the placeholders following; a placeholder
  /// committed on a declared table becomes the declared row in its place.
  @MainActor
  @Suite("Drag and drop: declared updates during a drop")
  struct DeclaredUpdateDuringDropTests {
    @MainActor
    final class Screen {
      let host: DragDropHost
      var names = ["a", "b", "c"]
      let table: DeclaredTable<String, String>
      let views = DeclaredDropViews()
      var placeholder: DropPlaceholder?

      var tableView: UITableView { views.tableView }
      var list: UICollectionView { views.list }
      var inconsistencies: [String] { views.inconsistencies }

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
        views.show(table, on: host)
      }

      var view: any StandInDragAndDropView { views.view(host) }

      func count() -> Int {
        host == .table ? tableView.numberOfRows(inSection: 0) : list.numberOfItems(inSection: 0)
      }

      /// The text the registry shows at each row of the section.
      func texts() -> [String?] {
        (0..<count()).map {
          table.handlers.answer(
            .rowContent, at: TablePosition(section: 0, row: $0), on: views.tableHost(host))?.text
        }
      }

      /// The structural edits the view was told since they were last cleared.
      var viewEdits: [String] {
        host == .table ? tableView.updateLog : list.updateLog
      }

      /// Forgets the edits the view was told.
      func clearViewEdits() {
        if host == .table {
          tableView.recordedUpdates.removeAll()
        } else {
          list.recordedUpdates.removeAll()
        }
      }

      /// Drops text from another app at a row; the drop shows a placeholder there.
      func dropPlaceholder(at row: Int) throws -> DropPlaceholder {
        #expect(
          view.userDragsOver(IndexPath(row: row, section: 0), carrying: [outsideTextItem("x")])
            == .copy)
        #expect(view.userDrops())
        return try #require(placeholder)
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
      "an update while only a placeholder shows is applied at once, the placeholder following",
      arguments: DragDropHost.allCases)
    func appliesWhileAPlaceholderShows(host: DragDropHost) throws {
      let screen = try Screen(host)
      let placeholder = try screen.dropPlaceholder(at: 1)
      #expect(screen.count() == 3)
      #expect(screen.view.hasUncommittedUpdates)
      screen.names.insert("z", at: 0)
      #expect(screen.declare().waitingFor == nil)
      #expect(screen.count() == 4)
      #expect(placeholder.position == TablePosition(section: 0, row: 2))
      #expect(screen.view.standInPlaceholderIndexPaths == [IndexPath(row: 2, section: 0)])
      // Without animation too: a reload would remove the placeholder, so a batch runs.
      screen.names.append("d")
      #expect(
        screen.table.update(to: Screen.declaration(screen.names), animated: false).waitingFor == nil
      )
      #expect(screen.texts() == ["z", "a", "b", "c", "d"])
      #expect(placeholder.position == TablePosition(section: 0, row: 2))
      #expect(placeholder.remove())
      #expect(screen.count() == 5)
      #expect(screen.inconsistencies.isEmpty)
    }

    @Test(
      "a placeholder committed on a declared table becomes the declared row where it is",
      arguments: DragDropHost.allCases)
    func commitsIntoTheDeclaredRow(host: DragDropHost) throws {
      let screen = try Screen(host)
      let placeholder = try screen.dropPlaceholder(at: 1)
      screen.names.insert("z", at: 0)
      screen.declare()
      screen.clearViewEdits()
      var diffs: [DeclarationDiff] = []
      let committed = placeholder.commit { [unowned screen] at in
        screen.names.insert("x", at: at.row)
        diffs.append(screen.declare())
      }
      #expect(committed)
      // The update asked for inside the commit waited, and the row came in with the commit.
      #expect(diffs.map(\.waitingFor) == [.interactiveMove])
      #expect(screen.table.waitingFor == nil)
      #expect(screen.table.sections[0].rows.map(\.id) == ["z", "a", "x", "b", "c"])
      #expect(screen.count() == 5)
      #expect(screen.texts() == ["z", "a", "x", "b", "c"])
      // UIKit inserted the row itself: the view was told no edit.
      #expect(screen.viewEdits.isEmpty)
      #expect(placeholder.position == nil)
      #expect(!screen.view.hasUncommittedUpdates)
      // The model's next declaration changes nothing.
      #expect(screen.declare().isEmpty)
      #expect(screen.inconsistencies.isEmpty)
    }

    @Test(
      "a commit whose declaration changes more of the section removes the placeholder and applies it as an update",
      arguments: DragDropHost.allCases)
    func commitWithMoreChanges(host: DragDropHost) throws {
      let screen = try Screen(host)
      let placeholder = try screen.dropPlaceholder(at: 1)
      screen.clearViewEdits()
      let committed = placeholder.commit { [unowned screen] at in
        screen.names.insert("x", at: at.row)
        screen.names.removeLast()
        screen.declare()
      }
      #expect(committed)
      #expect(screen.table.waitingFor == nil)
      #expect(screen.texts() == ["a", "x", "b"])
      // The row came with the declared update's batch.
      #expect(!screen.viewEdits.isEmpty)
      #expect(screen.view.standInPlaceholderIndexPaths.isEmpty)
      #expect(!screen.view.hasUncommittedUpdates)
      #expect(screen.inconsistencies.isEmpty)
    }

    @Test(
      "a drop's handler declares the dropped row and animates the item into it, within the drop",
      arguments: DragDropHost.allCases)
    func animatesIntoTheDeclaredRow(host: DragDropHost) throws {
      let screen = try Screen(host)
      var counts: [Int] = []
      screen.table.handlers.on(.performDrop) { [unowned screen] call in
        let drop = call.arguments
        let at = drop.destination ?? TablePosition(section: 0, row: 0)
        screen.names.insert("x", at: at.row)
        screen.declare()
        // UIKit requires the row in the view before the item is animated into it.
        drop.animate(itemAt: 0, toRowAt: at)
        counts.append(screen.count())
      }
      #expect(
        screen.view.userDragsOver(IndexPath(row: 1, section: 0), carrying: [outsideTextItem("x")])
          == .copy)
      #expect(screen.view.userDrops())
      #expect(counts == [4])
      #expect(screen.texts() == ["a", "x", "b", "c"])
      #expect(screen.table.waitingFor == nil)
      #expect(screen.inconsistencies.isEmpty)
    }

    @Test(
      "a commit that declares nothing removes the placeholder; the next declaration inserts the row",
      arguments: DragDropHost.allCases)
    func commitWithoutDeclaration(host: DragDropHost) throws {
      let screen = try Screen(host)
      let placeholder = try screen.dropPlaceholder(at: 3)
      let committed = placeholder.commit { [unowned screen] at in
        screen.names.insert("x", at: at.row)
      }
      #expect(committed)
      #expect(screen.texts() == ["a", "b", "c"])
      #expect(screen.view.standInPlaceholderIndexPaths.isEmpty)
      screen.declare()
      #expect(screen.texts() == ["a", "b", "c", "x"])
      #expect(screen.inconsistencies.isEmpty)
    }
  }
#endif
