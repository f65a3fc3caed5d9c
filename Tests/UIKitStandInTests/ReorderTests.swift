#if !canImport(UIKit)
  import Foundation
  import StandInDoubles
  import Testing
  import UIKitStandIn

  extension DragDropFixture {
    /// The view, as the reorder's drivers take it.
    var reordering: any StandInDragAndDropView {
      kind == .table ? tableView : list.collectionView
    }
  }

  /// The user's reorder as devices do it (`Reordering.swift`), on a table and on a list: in
  /// progress while the user drags, told to the data source at the drop, settled on the next
  /// turn of the run loop; and its two runtime rules, each broken on purpose.
  @MainActor
  @Suite("The user's reorder")
  struct ReorderTests {
    @Test(
      "a reorder shows the row under the finger and tells the data source only at the drop",
      arguments: DragDropViewKind.allCases)
    func inProgressThenDropped(kind: DragDropViewKind) {
      let app = DragDropFixture(kind, [["a", "b", "c"], ["d"]])
      let view = app.reordering
      #expect(!view.isReordering)
      #expect(view.userBeginsReorder(at: path(0, 0)))
      #expect(view.isReordering)
      #expect(app.hasUncommittedUpdates)
      #expect(view.userDragsReorder(to: path(1, 1)) == path(1, 1))
      // The view counts the row where the finger is; the data source is not told.
      #expect(app.count(inSection: 0) == 2)
      #expect(app.count(inSection: 1) == 2)
      #expect(app.moves.isEmpty)
      #expect(view.userDragsReorder(to: path(0, 2)) == path(0, 2))
      #expect(app.count(inSection: 0) == 3)
      #expect(view.userEndsReorder() == path(0, 2))
      #expect(app.moves == ["0.0 -> 0.2"])
      #expect(app.sections == [["b", "c", "a"], ["d"]])
      #expect(!view.isReordering)
      #expect(!app.hasUncommittedUpdates)
      #expect(view.isSettlingReorder)
      view.standInPassRunLoopTurn()
      #expect(!view.isSettlingReorder)
      #expect(app.brokenRules.isEmpty)
      #expect(app.inconsistencies.isEmpty)
    }

    @Test(
      "a cancelled reorder puts the row back, tells nothing, and settles on the next turn",
      arguments: DragDropViewKind.allCases)
    func cancelled(kind: DragDropViewKind) {
      let app = DragDropFixture(kind, [["a", "b"], ["c"]])
      let view = app.reordering
      view.userBeginsReorder(at: path(0, 1))
      view.userDragsReorder(to: path(1, 0))
      view.userCancelsReorder()
      #expect(!app.hasUncommittedUpdates)
      #expect(app.moves.isEmpty)
      #expect(app.count(inSection: 0) == 2)
      #expect(app.count(inSection: 1) == 1)
      #expect(view.isSettlingReorder)
      // The counts the view shows again are the data source's: a batch now is consistent.
      app.batch {}
      #expect(app.inconsistencies.isEmpty)
      #expect(app.brokenRules.isEmpty)
    }

    @Test(
      "moving a row in one call is the reorder begun, dragged and ended",
      arguments: DragDropViewKind.allCases)
    func movesInOneCall(kind: DragDropViewKind) {
      let app = DragDropFixture(kind, [["a", "b", "c"]])
      if kind == .table {
        app.tableView.userMovesRow(at: path(0, 2), to: path(0, 0))
      } else {
        #expect(app.list.collectionView.userMovesItem(at: path(0, 2), to: path(0, 0)) == path(0, 0))
      }
      #expect(app.moves == ["0.2 -> 0.0"])
      #expect(!app.reordering.isReordering)
      #expect(app.reordering.isSettlingReorder)
    }

    @Test(
      "a batch, an edit or a reload while the user reorders breaks a rule observed on devices",
      arguments: DragDropViewKind.allCases)
    func editWhileReordering(kind: DragDropViewKind) {
      let app = DragDropFixture(kind, [["a", "b", "c"]])
      let view = app.reordering
      view.userBeginsReorder(at: path(0, 0))
      view.userDragsReorder(to: path(0, 1))
      app.batch {}
      app.insert("new", at: path(0, 3))
      app.reloadData()
      // One rule for the reload: the reorder's, not the drop placeholders'.
      #expect(app.brokenRules == Array(repeating: "editWhileReordering", count: 3))
      let violation = StandInRuntimeRuleViolation(.editWhileReordering, "text")
      #expect(violation.report == .observedOnDevices)
      #expect(violation.exceptionName == nil)
      #expect(violation.description == "[observed on devices] text")
      #expect(
        StandInCollectionRuleViolation(.deletionWhileReorderSettles, "text").report
          == .observedOnDevices)
    }

    @Test(
      "a deletion in the turn the reorder ended breaks a rule; an insertion, or a deletion a turn later, does not",
      arguments: DragDropViewKind.allCases)
    func deletionWhileSettling(kind: DragDropViewKind) {
      let app = DragDropFixture(kind, [["a", "b", "c"], ["d"]])
      let view = app.reordering
      // From inside the data source's move, as Listable's crash did.
      let moveThenDelete: @MainActor (IndexPath, IndexPath) -> Void = { [unowned app] from, to in
        app.sections[to.section].insert(app.sections[from.section].remove(at: from.row), at: to.row)
        app.delete(at: to)
      }
      app.tableApp.moveRow = { _, from, to in moveThenDelete(from, to) }
      app.list.app.moveItem = { _, from, to in moveThenDelete(from, to) }
      app.tableView.dataSource = app.tableApp
      app.list.collectionView.dataSource = app.list.app
      view.userBeginsReorder(at: path(0, 0))
      view.userDragsReorder(to: path(0, 2))
      view.userEndsReorder()
      #expect(app.brokenRules == ["deletionWhileReorderSettles"])
      #expect(app.sections == [["b", "c"], ["d"]])
      app.insert("e", at: path(1, 1))
      #expect(app.brokenRules.count == 1)
      view.standInPassRunLoopTurn()
      app.delete(at: path(1, 1))
      #expect(app.brokenRules.count == 1)
      // A cancel settles too; a section's deletion counts.
      view.userBeginsReorder(at: path(0, 0))
      view.userCancelsReorder()
      app.sections.remove(at: 1)
      if kind == .table {
        app.tableView.deleteSections([1], with: .automatic)
      } else {
        app.list.collectionView.deleteSections([1])
      }
      #expect(app.brokenRules == ["deletionWhileReorderSettles", "deletionWhileReorderSettles"])
      #expect(app.inconsistencies.isEmpty)
    }

    @Test(
      "one row dragged over a gap of its own view is a reorder in progress, and its drop settles",
      arguments: DragDropViewKind.allCases)
    func reorderByDrag(kind: DragDropViewKind) {
      let app = DragDropFixture(kind, [["a", "b", "c"]])
      let view = app.reordering
      app.delegates.itemsForBeginning = { _, _, _ in [textItem("a")] }
      app.delegates.dropSessionDidUpdate = { _, session, _ in
        (session.localDragSession == nil ? .copy : .move, 1)
      }
      app.setDelegates()
      app.beginsDrag(at: path(0, 0))
      #expect(!view.isReordering)
      app.dragsOver(path(0, 2))
      #expect(view.isReordering)
      app.batch {}
      #expect(app.brokenRules == ["editWhileReordering"])
      app.drops()
      #expect(app.moves == ["0.0 -> 0.2"])
      #expect(!view.isReordering)
      #expect(view.isSettlingReorder)
      app.delete(at: path(0, 0))
      #expect(app.brokenRules == ["editWhileReordering", "deletionWhileReorderSettles"])
      // A drag from another app over a gap shows uncommitted updates, but is no reorder.
      view.standInPassRunLoopTurn()
      app.dragsOver(path(0, 0), carrying: [textItem("x")])
      #expect(app.hasUncommittedUpdates)
      #expect(!view.isReordering)
      app.batch {}
      #expect(app.brokenRules.count == 2)
      app.cancelsDrag()
    }

    @Test func aListAsksWhereTheItemGoesWithWhereItWasLiftedAndWhereItIs() {
      let app = DragDropFixture(.list, [["a", "b", "c"]])
      let collectionView = app.list.collectionView
      var asked: [String] = []
      app.list.app.targetIndexPathForMove = { _, original, current, proposed in
        asked.append("\(original.item) \(current.item) \(proposed.item)")
        return proposed.item == 0 ? IndexPath(item: 1, section: 0) : proposed
      }
      collectionView.delegate = app.list.app
      collectionView.userBeginsReorder(at: path(0, 2))
      #expect(collectionView.userDragsReorder(to: path(0, 0)) == path(0, 1))
      #expect(collectionView.userDragsReorder(to: path(0, 2)) == path(0, 2))
      #expect(asked == ["2 2 0", "2 1 2"])
      collectionView.userEndsReorder()
      #expect(app.moves == ["0.2 -> 0.2"])
      // Without canMoveItemAt's leave, no reorder begins.
      app.list.app.canMoveItem = { _, _ in false }
      collectionView.dataSource = app.list.app
      #expect(!collectionView.userBeginsReorder(at: path(0, 0)))
      #expect(!collectionView.isReordering)
    }
  }
#endif
