#if !canImport(UIKit)
  import Foundation
  import StandInDoubles
  import Testing
  import UIKitStandIn

  // A user's drag and drop on a table and on a collection-view list, each test run on both
  // views (`DragDropFixture`), through the stand-in's drivers and a delegate stub; members are
  // named by the views' selector constants.

  @Suite("Drag and drop")
  @MainActor
  struct DragAndDropTests {
    @Test("the drag and drop selector lists: seven members each, distinct, in the view's words")
    func selectorLists() {
      let table = TableSelectors.dragDelegate + TableSelectors.dropDelegate
      let list = CollectionViewSelectors.dragDelegate + CollectionViewSelectors.dropDelegate
      #expect(TableSelectors.dragDelegate.count == 7 && TableSelectors.dropDelegate.count == 7)
      #expect(Set(table).count == 14 && Set(list).count == 14)
      #expect(table.allSatisfy { $0.hasPrefix("tableView:") })
      #expect(list.allSatisfy { $0.hasPrefix("collectionView:") })
      #expect(
        zip(table, list).allSatisfy {
          $0.replacingOccurrences(of: "Row", with: "Item").dropFirst("tableView".count)
            == $1.dropFirst("collectionView".count)
        })
    }

    @Test(
      "without a drag delegate, or with drags disabled, a long press lifts nothing",
      arguments: DragDropViewKind.allCases)
    func noDragDelegate(kind: DragDropViewKind) {
      let app = DragDropFixture(kind, [["a", "b"]])
      app.delegates.itemsForBeginning = { _, _, _ in [textItem("a")] }
      app.setDelegates(drag: false)
      #expect(!app.beginsDrag(at: path(0, 0)))
      #expect(!app.hasActiveDrag)
      app.setDelegates()
      (app.view as? UITableView)?.dragInteractionEnabled = false
      (app.view as? UICollectionView)?.dragInteractionEnabled = false
      #expect(!app.beginsDrag(at: path(0, 0)))
      #expect(app.calls.isEmpty)
    }

    @Test("an empty array of items begins no drag", arguments: DragDropViewKind.allCases)
    func emptyItems(kind: DragDropViewKind) {
      let app = DragDropFixture(kind, [["a", "b"]])
      app.delegates.itemsForBeginning = { _, _, _ in [] }
      app.delegates.dragSessionWillBegin = { _, _ in }
      app.setDelegates()
      #expect(!app.beginsDrag(at: path(0, 1)))
      #expect(!app.hasActiveDrag)
      #expect(app.calls == [app.selector(.itemsForBeginning)])
    }

    @Test("a drag begins, takes more rows, and ends balanced", arguments: DragDropViewKind.allCases)
    func dragBeginsAndEnds(kind: DragDropViewKind) {
      let app = DragDropFixture(kind, [["a", "b", "c"]])
      app.delegates.itemsForBeginning = { _, _, indexPath in [textItem("row \(indexPath.row)")] }
      app.delegates.dragSessionWillBegin = { _, session in #expect(session.items.count == 1) }
      app.delegates.dragSessionDidEnd = { _, _ in }
      app.setDelegates()
      #expect(app.beginsDrag(at: path(0, 0)))
      #expect(app.hasActiveDrag)
      // Without the adding member nothing is added; with it, its items are.
      #expect(app.addsToDrag(at: path(0, 1)) == 0)
      app.cancelsDrag()
      #expect(!app.hasActiveDrag)
      app.delegates.itemsForAdding = { _, _, _, _ in [textItem("more"), textItem("again")] }
      app.setDelegates()
      #expect(app.beginsDrag(at: path(0, 0)))
      #expect(app.addsToDrag(at: path(0, 2)) == 2)
      app.cancelsDrag()
      #expect(
        app.calls == [
          app.selector(.itemsForBeginning), app.selector(.dragSessionWillBegin),
          app.selector(.dragSessionDidEnd), app.selector(.itemsForBeginning),
          app.selector(.dragSessionWillBegin), app.selector(.itemsForAdding),
          app.selector(.dragSessionDidEnd),
        ])
    }

    @Test("a row dragged from a table over a list: both views tracked the drag, which ends at both")
    func dragFromAnotherView() {
      let app = DragDropFixture(.table, [["a", "b"]])
      app.delegates.implementEverything()
      app.delegates.itemsForBeginning = { _, _, _ in [textItem("a")] }
      var drop: (local: Bool, sources: [IndexPath?], view: UIScrollView)?
      app.delegates.performDrop = { view, coordinator in
        drop = (coordinator.session.localDragSession != nil, coordinator.sourceIndexPaths, view)
      }
      app.setDelegates()
      let list = app.list.collectionView
      #expect(app.tableView.userBeginsDrag(at: path(0, 0)))
      app.tableView.userDragsOver(path(0, 1))
      app.tableView.userDragsOut()
      #expect(list.userDragsOver(path(0, 2), from: app.tableView) == .copy)
      #expect(list.userDrops())
      #expect(drop?.local == true)
      #expect(drop?.sources == [nil])
      #expect(drop?.view === list)
      #expect(!app.tableView.hasActiveDrag && !app.tableView.hasActiveDrop && !list.hasActiveDrop)
      #expect(
        app.calls == [
          TableSelectors.itemsForBeginningDrag, TableSelectors.dragSessionAllowsMove,
          TableSelectors.dragSessionIsRestricted, TableSelectors.dragPreviewParameters,
          TableSelectors.dragSessionWillBegin, TableSelectors.canHandleDrop,
          TableSelectors.dropSessionDidEnter, TableSelectors.dropSessionDidUpdate,
          TableSelectors.dropSessionDidExit, CollectionViewSelectors.canHandleDrop,
          CollectionViewSelectors.dropSessionDidEnter, CollectionViewSelectors.dropSessionDidUpdate,
          CollectionViewSelectors.performDrop, TableSelectors.dropSessionDidEnd,
          CollectionViewSelectors.dropSessionDidEnd, TableSelectors.dragSessionDidEnd,
        ])
    }

    @Test(
      "canHandle answering NO stops every further call for the session",
      arguments: DragDropViewKind.allCases)
    func canHandleNo(kind: DragDropViewKind) {
      let app = DragDropFixture(kind, [["a"]])
      app.delegates.implementEverything()
      app.delegates.canHandle = { _, _ in false }
      app.setDelegates()
      let items = [textItem("x")]
      #expect(app.dragsOver(path(0, 0), carrying: items) == .cancel)
      #expect(app.dragsOver(path(0, 1), carrying: items) == .cancel)
      app.dragsOut()
      #expect(!app.drops())
      #expect(app.calls == [app.selector(.canHandle)])
      #expect(!app.hasActiveDrop)
    }

    @Test(
      "without dropSessionDidUpdate the drop is a copy with no intent, performed",
      arguments: DragDropViewKind.allCases)
    func defaultProposal(kind: DragDropViewKind) {
      let app = DragDropFixture(kind, [["a", "b"]])
      var seen: (IndexPath?, UIDropOperation, Int)?
      app.delegates.performDrop = { _, coordinator in
        seen = (
          coordinator.destinationIndexPath, coordinator.proposal.0, coordinator.proposal.1
        )
      }
      app.setDelegates()
      #expect(app.dragsOver(path(0, 1), carrying: [textItem("x")]) == .copy)
      #expect(app.hasActiveDrop)
      #expect(!app.hasUncommittedUpdates)
      #expect(app.drops())
      #expect(seen?.0 == path(0, 1))
      #expect(seen?.1 == .copy)
      #expect(seen?.2 == 0)
      #expect(app.calls == [app.selector(.performDrop)])
      #expect(!app.hasActiveDrop)
    }

    @Test(
      "a drop into an empty section: the destination is its row 0, inserted there",
      arguments: DragDropViewKind.allCases)
    func dropIntoEmptySection(kind: DragDropViewKind) {
      let app = DragDropFixture(kind, [["a"], []])
      app.delegates.implementEverything()
      app.delegates.dropSessionDidUpdate = { _, _, destination in
        (.copy, destination == nil ? 0 : 1)
      }
      app.delegates.performDrop = { [unowned app] _, coordinator in
        guard let destination = coordinator.destinationIndexPath else { return }
        for item in coordinator.dragItems {
          app.insert("dropped", at: destination)
          coordinator.drop(item, to: destination)
        }
      }
      app.setDelegates()
      let item = textItem("x")
      app.dragsOver(path(0, 0), carrying: [item])
      #expect(app.hasUncommittedUpdates)
      app.dragsOver(path(1, 0), carrying: [item])
      #expect(app.drops())
      #expect(app.sections == [["a"], ["dropped"]])
      #expect(app.count(inSection: 1) == 1)
      #expect(app.inconsistencies.isEmpty)
      #expect(
        app.calls == [
          app.selector(.canHandle), app.selector(.dropSessionDidEnter),
          app.selector(.dropSessionDidUpdate), app.selector(.dropSessionDidUpdate),
          app.selector(.performDrop), app.selector(.dropPreviewParameters),
          app.selector(.dropSessionDidEnd),
        ])
    }

    @Test(
      "leaving the view exits the session, coming back enters it, and it ends once",
      arguments: DragDropViewKind.allCases)
    func exitAndEnter(kind: DragDropViewKind) {
      let app = DragDropFixture(kind, [["a"]])
      app.delegates.implementEverything()
      app.delegates.dropSessionDidUpdate = { _, _, _ in (.forbidden, 0) }
      app.setDelegates()
      let items = [textItem("x")]
      app.dragsOver(nil, carrying: items)
      app.dragsOut()
      app.dragsOver(path(0, 0), carrying: items)
      #expect(!app.drops())
      let update = app.selector(.dropSessionDidUpdate)
      let enter = app.selector(.dropSessionDidEnter)
      #expect(
        app.calls == [
          app.selector(.canHandle), enter, update, app.selector(.dropSessionDidExit), enter,
          update, app.selector(.dropSessionDidEnd),
        ])
    }

    @Test(
      "a move the drag does not allow is a cancel, and no drop is performed",
      arguments: DragDropViewKind.allCases)
    func moveNotAllowed(kind: DragDropViewKind) {
      let app = DragDropFixture(kind, [["a"]])
      app.delegates.dropSessionDidUpdate = { _, _, _ in (.move, 1) }
      app.delegates.performDrop = { _, _ in Issue.record("a cancelled drop was performed") }
      app.setDelegates()
      #expect(app.dragsOver(path(0, 0), carrying: [textItem("x")]) == .cancel)
      #expect(!app.drops())
      #expect(app.dragsOver(path(0, 0), carrying: [textItem("y")], allowsMove: true) == .move)
    }

    @Test(
      "one row dragged and dropped as a move at a gap in the same view ends in the data source's move",
      arguments: DragDropViewKind.allCases)
    func localReorder(kind: DragDropViewKind) {
      let app = DragDropFixture(kind, [["a", "b", "c"], ["d"]])
      app.delegates.itemsForBeginning = { _, _, _ in [textItem("a")] }
      app.delegates.dragSessionDidEnd = { _, _ in }
      app.delegates.dropSessionDidUpdate = { _, session, _ in
        (session.localDragSession == nil ? .copy : .move, 1)
      }
      app.delegates.performDrop = { _, _ in Issue.record("the reorder went to performDrop") }
      app.setDelegates()
      #expect(app.beginsDrag(at: path(0, 0)))
      #expect(app.dragsOver(path(0, 3)) == .move)
      #expect(app.hasUncommittedUpdates)
      #expect(app.drops())
      #expect(app.moves == ["0.0 -> 0.2"])
      #expect(app.sections == [["b", "c", "a"], ["d"]])
      #expect(!app.hasActiveDrag)
      #expect(!app.hasUncommittedUpdates)
      // Across sections, then with two rows, which go to performDrop instead.
      #expect(app.beginsDrag(at: path(0, 1)))
      app.dragsOver(path(1, 1))
      app.drops()
      #expect(app.sections == [["b", "a"], ["d", "c"]])
      #expect(app.count(inSection: 1) == 2)
      var performed = 0
      app.delegates.performDrop = { _, coordinator in
        performed += 1
        #expect(coordinator.sourceIndexPaths == [path(0, 0), path(0, 1)])
      }
      app.delegates.itemsForAdding = { _, _, _, _ in [textItem("more")] }
      app.setDelegates()
      app.beginsDrag(at: path(0, 0))
      app.addsToDrag(at: path(0, 1))
      app.dragsOver(path(1, 0))
      app.drops()
      #expect(performed == 1)
      #expect(app.moves.count == 2)
      #expect(app.inconsistencies.isEmpty)
    }

    @Test(
      "a dropped row's source index path is the row it was lifted from, nil once the view was updated",
      arguments: DragDropViewKind.allCases)
    func sourceIndexPathAfterUpdate(kind: DragDropViewKind) {
      let app = DragDropFixture(kind, [["a", "b"]])
      var sources: [[IndexPath?]] = []
      app.delegates.itemsForBeginning = { _, _, _ in [textItem("b")] }
      app.delegates.performDrop = { _, coordinator in sources.append(coordinator.sourceIndexPaths) }
      app.setDelegates()
      app.beginsDrag(at: path(0, 1))
      app.dragsOver(path(0, 0))
      app.drops()
      app.beginsDrag(at: path(0, 1))
      app.insert("new", at: path(0, 0))
      app.dragsOver(path(0, 0))
      app.drops()
      app.dragsOver(path(0, 0), carrying: [textItem("x")])
      app.drops()
      #expect(sources == [[path(0, 1)], [nil], [nil]])
    }

    @Test(
      "a placeholder follows the rows inserted above it until its data loads and it is committed there",
      arguments: DragDropViewKind.allCases)
    func placeholderCommit(kind: DragDropViewKind) {
      let app = DragDropFixture(kind, [["a", "b"]])
      var context: DropPlaceholderContext?
      var loaded: [String] = []
      app.delegates.dropSessionDidUpdate = { _, _, _ in (.copy, 1) }
      app.delegates.performDrop = { _, coordinator in
        let item = coordinator.dragItems[0]
        context = coordinator.dropToPlaceholder(item, at: coordinator.destinationIndexPath!)
        item.itemProvider.loadDataRepresentation(forTypeIdentifier: "public.plain-text") {
          data, _ in
          let text = String(decoding: data ?? Data(), as: UTF8.self)
          MainActor.assumeIsolated { loaded.append(text) }
        }
      }
      app.setDelegates()
      let item = textItem("late")
      app.dragsOver(path(0, 1), carrying: [item])
      #expect(app.drops())
      // Between a and b, in the data source's index paths, which do not count it.
      #expect(app.placeholders == [path(0, 1)])
      #expect(app.count(inSection: 0) == 2)
      #expect(app.hasUncommittedUpdates)
      #expect(item.itemProvider.standInPendingLoads == 1)
      #expect(loaded.isEmpty)

      app.insert("first", at: path(0, 0))
      app.insert("last", at: path(0, 3))
      #expect(app.placeholders == [path(0, 2)])
      #expect(app.count(inSection: 0) == 4)

      item.itemProvider.standInCompleteLoads()
      #expect(loaded == ["late"])
      var committedAt: IndexPath?
      let committed = context?.commitInsertion { [unowned app] insertion in
        committedAt = insertion
        app.sections[insertion.section].insert(loaded[0], at: insertion.row)
      }
      #expect(committed == true)
      #expect(committedAt == path(0, 2))
      #expect(app.sections == [["first", "a", "late", "b", "last"]])
      #expect(app.placeholders.isEmpty)
      #expect(!app.hasUncommittedUpdates)
      // The commit inserted the row, as a batch does.
      #expect(app.count(inSection: 0) == 5)
      #expect(app.inconsistencies.isEmpty)
      #expect(context?.commitInsertion { _ in Issue.record("committed twice") } == false)
    }

    @Test(
      "a batch while a placeholder is shown does not count it: consistent when the model leaves it out, not when it counts it",
      arguments: DragDropViewKind.allCases)
    func batchLeavesThePlaceholderOut(kind: DragDropViewKind) {
      let app = DragDropFixture(kind, [["a", "b"], ["c"]])
      let context = app.dropsToPlaceholder(at: path(0, 1))
      // The view shows a, the placeholder, b; one batch inserts a row above the placeholder
      // and deletes the row after it, in the data source's index paths.
      app.batch {
        app.insert("first", at: path(0, 0))
        app.delete(at: path(0, 1), modelRow: 2)
      }
      #expect(app.sections == [["first", "a"], ["c"]])
      // No row is after it in its section any more: it goes to the end.
      #expect(app.placeholders == [path(0, 2)])
      #expect(app.inconsistencies.isEmpty)
      // A model that counts the placeholder as its own row breaks the batch's counts.
      app.batch { app.sections[0].append("placeholder") }
      #expect(app.inconsistencies.count == 1)
      app.sections[0].removeLast()
      #expect(context?.deletePlaceholder() == true)
    }

    @Test(
      "a commit that does not insert the row is an inconsistent update",
      arguments: DragDropViewKind.allCases)
    func commitWithoutInsertion(kind: DragDropViewKind) {
      let app = DragDropFixture(kind, [["a"]])
      let context = app.dropsToPlaceholder(at: path(0, 0))
      #expect(context?.commitInsertion { _ in } == true)
      #expect(app.inconsistencies.count == 1)
    }

    @Test(
      "deletePlaceholder removes it once; its context then commits nothing",
      arguments: DragDropViewKind.allCases)
    func deletePlaceholder(kind: DragDropViewKind) {
      let app = DragDropFixture(kind, [["a", "b"]])
      var contexts: [DropPlaceholderContext] = []
      app.delegates.performDrop = { _, coordinator in
        for (index, item) in coordinator.dragItems.enumerated() {
          contexts.append(coordinator.dropToPlaceholder(item, at: path(0, 2 * index)))
        }
      }
      app.setDelegates()
      app.dragsOver(nil, carrying: [textItem("x"), textItem("y")])
      app.drops()
      #expect(app.placeholders == [path(0, 0), path(0, 2)])
      #expect(app.count(inSection: 0) == 2)
      #expect(contexts[0].deletePlaceholder())
      #expect(app.placeholders == [path(0, 2)])
      #expect(app.count(inSection: 0) == 2)
      #expect(!contexts[0].deletePlaceholder())
      #expect(!contexts[0].commitInsertion { _ in Issue.record("a deleted placeholder committed") })
      #expect(contexts[1].deletePlaceholder())
      #expect(!app.hasUncommittedUpdates)
      #expect(app.count(inSection: 0) == 2)
      #expect(app.inconsistencies.isEmpty)
    }

    @Test(
      "reloadData while a placeholder is shown breaks a rule and removes the placeholder",
      arguments: DragDropViewKind.allCases)
    func reloadDuringPlaceholder(kind: DragDropViewKind) {
      let app = DragDropFixture(kind, [["a"]])
      app.reloadData()
      #expect(app.brokenRules.isEmpty)
      let context = app.dropsToPlaceholder(at: path(0, 1), over: path(0, 1))
      app.reloadData()
      #expect(app.brokenRules == ["reloadDataWithUncommittedUpdates"])
      #expect(app.placeholders.isEmpty)
      #expect(!app.hasUncommittedUpdates)
      #expect(context?.commitInsertion { _ in Issue.record("committed after a reload") } == false)
      #expect(context?.deletePlaceholder() == false)
    }

    @Test(
      "the animations of a placeholder drop finish when the test says so",
      arguments: DragDropViewKind.allCases)
    func dropAnimations(kind: DragDropViewKind) {
      let app = DragDropFixture(kind, [["a"]])
      var ends: [UIViewAnimatingPosition] = []
      app.dropsToPlaceholder(at: path(0, 0))?.addCompletion { ends.append($0) }
      #expect(ends.isEmpty)
      app.finishDropAnimations()
      #expect(ends == [.end])
    }

    @Test(
      "a placeholder follows random inserts and deletes as a reference list does",
      arguments: DragDropViewKind.allCases)
    func placeholderFollowsRandomEdits(kind: DragDropViewKind) {
      var generator = SystemRandomNumberGenerator()
      for _ in 0..<20 {
        let app = DragDropFixture(kind, [["a", "b", "c"]])
        let start = Int.random(in: 0...3, using: &generator)
        let context = app.dropsToPlaceholder(at: path(0, start))
        // The reference: the rows, and the one the placeholder stands before (nil: the end).
        var reference = app.sections[0]
        var before: String? = start < reference.count ? reference[start] : nil
        for step in 0..<12 {
          if !reference.isEmpty, Bool.random(using: &generator) {
            let row = Int.random(in: 0..<reference.count, using: &generator)
            // The placeholder then stands before the next row, or at the end.
            if reference[row] == before {
              before = row + 1 < reference.count ? reference[row + 1] : nil
            }
            reference.remove(at: row)
            app.delete(at: path(0, row))
          } else {
            let row = Int.random(in: 0...reference.count, using: &generator)
            reference.insert("n\(step)", at: row)
            app.insert("n\(step)", at: path(0, row))
          }
          let expected = before.flatMap { reference.firstIndex(of: $0) } ?? reference.count
          #expect(app.placeholders == [path(0, expected)])
          #expect(app.count(inSection: 0) == reference.count)
        }
        context?.commitInsertion { [unowned app] insertion in
          app.sections[0].insert("*", at: insertion.row)
        }
        reference.insert(
          "*", at: before.flatMap { reference.firstIndex(of: $0) } ?? reference.count)
        #expect(app.sections[0] == reference)
        #expect(app.inconsistencies.isEmpty)
      }
    }
  }
#endif
