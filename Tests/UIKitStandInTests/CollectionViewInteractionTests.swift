#if !canImport(UIKit)
  import Foundation
  import StandInDoubles
  import Testing
  import UIKitStandIn

  /// What a user does to a list and what UIKit does in answer: taps (highlight, selection,
  /// primary action), swipes from the list configuration, context menus, accessories, editing
  /// and reordering.
  @MainActor
  @Suite("Collection view: taps, swipes, menus, accessories and reordering")
  struct CollectionViewInteractionTests {
    // MARK: Taps

    @Test func aTapFollowsUIKitsDocumentedSequence() {
      let list = ListFixture([["a", "b"]])
      list.logSelection()
      list.collectionView.displayItem(at: item(0, 1))
      #expect(list.collectionView.userTapsItem(at: item(0, 1)))
      #expect(
        list.log == [
          "shouldHighlight 0.1", "didHighlight 0.1", "shouldSelect 0.1", "didSelect 0.1",
          "primaryAction 0.1", "didUnhighlight 0.1",
        ])
      #expect(list.collectionView.indexPathsForSelectedItems == [item(0, 1)])
      #expect(list.collectionView.cellForItem(at: item(0, 1))?.isSelected == true)
    }

    @Test func inSingleSelectionTheItemSelectedBeforeIsDeselected() {
      let list = ListFixture([["a", "b"]])
      list.logSelection()
      list.collectionView.userTapsItem(at: item(0, 0))
      list.log = []
      list.collectionView.userTapsItem(at: item(0, 1))
      #expect(list.log.contains("didDeselect 0.0"))
      #expect(list.collectionView.indexPathsForSelectedItems == [item(0, 1)])
    }

    @Test func inMultipleSelectionATapOnASelectedItemDeselectsItWithoutAPrimaryAction() {
      let list = ListFixture([["a", "b"]])
      list.logSelection()
      list.collectionView.allowsMultipleSelection = true
      list.collectionView.userTapsItem(at: item(0, 0))
      list.collectionView.userTapsItem(at: item(0, 1))
      list.log = []
      #expect(!list.collectionView.userTapsItem(at: item(0, 0)))
      #expect(
        list.log == [
          "shouldHighlight 0.0", "didHighlight 0.0", "shouldDeselect 0.0", "didDeselect 0.0",
          "didUnhighlight 0.0",
        ])
      #expect(list.collectionView.indexPathsForSelectedItems == [item(0, 1)])
    }

    @Test func anItemThatDoesNotHighlightIsNotSelected() {
      let list = ListFixture([["a"]])
      list.logSelection()
      list.app.shouldHighlightItem = { _, _ in false }
      list.collectionView.delegate = list.app
      #expect(!list.collectionView.userTapsItem(at: item(0, 0)))
      #expect(list.log.isEmpty)
    }

    @Test func aRefusedSelectionStillPerformsThePrimaryAction() {
      let list = ListFixture([["a"]])
      list.logSelection()
      list.app.shouldSelectItem = { _, _ in false }
      list.collectionView.delegate = list.app
      list.collectionView.userTapsItem(at: item(0, 0))
      #expect(
        list.log == [
          "shouldHighlight 0.0", "didHighlight 0.0", "primaryAction 0.0", "didUnhighlight 0.0",
        ])
    }

    @Test func whileEditingWithoutTheMethodNoPrimaryActionIsPerformed() {
      let list = ListFixture([["a"]])
      list.logSelection()
      list.collectionView.isEditing = true
      list.collectionView.allowsSelectionDuringEditing = true
      list.collectionView.userTapsItem(at: item(0, 0))
      #expect(!list.log.contains("primaryAction 0.0"))
      #expect(list.log.contains("didSelect 0.0"))
    }

    // MARK: Swipes

    @Test func theSwipeProviderIsAskedWithTheIndexPathWhenTheSwipeHappens() {
      var asked: [IndexPath] = []
      var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
      var deleted: [IndexPath] = []
      configuration.trailingSwipeActionsConfigurationProvider = { path in
        asked.append(path)
        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
          deleted.append(path)
          done(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
      }
      let list = ListFixture([["a", "b"]], configuration: configuration)
      #expect(asked.isEmpty, "not asked before a swipe")
      let swipe = list.collectionView.swipeItem(at: item(0, 1), from: .trailing)
      #expect(asked == [item(0, 1)])
      #expect(swipe?.titles == ["Delete"])
      #expect(swipe?.tap("Delete") == true)
      #expect(deleted == [item(0, 1)])
      #expect(swipe?.completionResults == [true])
      #expect(swipe?.isOpen == false)
    }

    @Test func withoutAProviderOrWithANilAnswerAListShowsNoSwipeActions() {
      var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
      configuration.leadingSwipeActionsConfigurationProvider = { _ in nil }
      let list = ListFixture([["a"]], configuration: configuration)
      #expect(list.collectionView.swipeItem(at: item(0, 0), from: .leading) == nil)
      #expect(list.collectionView.swipeItem(at: item(0, 0), from: .trailing) == nil)
      let behaviour = list.collectionView.visibleBehaviourOfItem(at: item(0, 0))
      #expect(behaviour.hasLeadingSwipeProvider && !behaviour.hasTrailingSwipeProvider)
    }

    // MARK: Context menus

    @Test func theArrayMethodIsAskedWithEveryItemOfTheMenu() {
      let list = ListFixture([["a", "b"]])
      var asked: [[IndexPath]] = []
      list.app.contextMenuConfigurationForItems = { _, paths, _ in
        asked.append(paths)
        return UIContextMenuConfiguration()
      }
      list.app.contextMenuConfigurationForItem = { _, _, _ in
        Issue.record("the deprecated method is not called")
        return nil
      }
      list.app.willDisplayContextMenu = { [unowned list] _, _, _ in
        list.note("willDisplayContextMenu", item(0, 0))
      }
      list.collectionView.delegate = list.app
      let menu = list.collectionView.userOpensContextMenu(forItemsAt: [item(0, 0), item(0, 1)])
      #expect(menu != nil)
      #expect(list.collectionView.userOpensContextMenu(forItemsAt: []) != nil)
      #expect(asked == [[item(0, 0), item(0, 1)], []])
      #expect(list.log == ["willDisplayContextMenu 0.0", "willDisplayContextMenu 0.0"])
    }

    @Test func withoutTheNewMethodsTheDeprecatedOneIsAskedForOneItem() {
      let list = ListFixture([["a", "b"]])
      var asked: [IndexPath] = []
      let preview = UITargetedPreview(view: UIView())
      list.app.contextMenuConfigurationForItem = { _, path, _ in
        asked.append(path)
        return UIContextMenuConfiguration()
      }
      list.app.previewForHighlightingContextMenu = { _, _ in preview }
      list.collectionView.delegate = list.app
      let menu = list.collectionView.userOpensContextMenu(forItemsAt: [item(0, 1)])
      #expect(menu?.highlightPreview === preview)
      #expect(list.collectionView.userOpensContextMenu(forItemsAt: []) == nil)
      #expect(
        list.collectionView.userOpensContextMenu(forItemsAt: [item(0, 0), item(0, 1)]) == nil)
      #expect(asked == [item(0, 1)])
    }

    @Test func aNewPreviewMethodSilencesTheDeprecatedConfiguration() {
      let list = ListFixture([["a"]])
      list.app.contextMenuConfigurationForItem = { _, _, _ in UIContextMenuConfiguration() }
      list.app.dismissalPreviewForItem = { _, _, _ in nil }
      list.collectionView.delegate = list.app
      #expect(list.collectionView.userOpensContextMenu(forItemsAt: [item(0, 0)]) == nil)
    }

    @Test func dismissingAsksTheDismissalPreviewAndTellsTheEnd() {
      let list = ListFixture([["a"]])
      let preview = UITargetedPreview(view: UIView())
      var ended = 0
      list.app.contextMenuConfigurationForItems = { _, _, _ in UIContextMenuConfiguration() }
      list.app.dismissalPreviewForItem = { _, _, path in path == item(0, 0) ? preview : nil }
      list.app.willEndContextMenuInteraction = { _, _, _ in ended += 1 }
      list.collectionView.delegate = list.app
      guard let menu = list.collectionView.userOpensContextMenu(forItemsAt: [item(0, 0)]) else {
        Issue.record("no menu")
        return
      }
      #expect(list.collectionView.userDismissesContextMenu(menu) === preview)
      #expect(ended == 1)
    }

    // MARK: Accessories and editing

    /// A list whose cells carry `accessories`.
    func listWithAccessories(
      _ accessories: [UICellAccessory],
      configuration: UICollectionLayoutListConfiguration = .init(
        appearance: .plain)
    ) -> ListFixture {
      let list = ListFixture([["a"]], configuration: configuration)
      let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
        cell, _, _ in cell.accessories = accessories
      }
      list.app.cellForItem = { collectionView, path in
        collectionView.dequeueConfiguredReusableCell(using: registration, for: path, item: "a")
      }
      list.collectionView.displayItem(at: item(0, 0))
      return list
    }

    @Test func aDetailAccessoryRunsItsHandlerAndWithoutOneIgnoresTheTap() {
      var taps = 0
      let list = listWithAccessories([.detail { taps += 1 }, .checkmark()])
      #expect(kind(list.collectionView.userTapsAccessory(.detail, ofItemAt: item(0, 0))) == "ran")
      #expect(taps == 1)
      let silent = listWithAccessories([.detail()])
      #expect(
        kind(silent.collectionView.userTapsAccessory(.detail, ofItemAt: item(0, 0))) == "ignored")
    }

    @Test func aDeleteAccessoryShowsOnlyWhileEditingAnEditableItem() {
      var deleted = 0
      let list = listWithAccessories([.delete { deleted += 1 }, .disclosureIndicator()])
      let collectionView = list.collectionView
      #expect(kind(collectionView.userTapsAccessory(.delete, ofItemAt: item(0, 0))) == "notShown")
      #expect(
        collectionView.visibleBehaviourOfItem(at: item(0, 0)).shownAccessories == [
          .disclosureIndicator
        ])
      collectionView.isEditing = true
      #expect(
        collectionView.visibleBehaviourOfItem(at: item(0, 0)).shownAccessories == [
          .delete, .disclosureIndicator,
        ])
      #expect(kind(collectionView.userTapsAccessory(.delete, ofItemAt: item(0, 0))) == "ran")
      #expect(deleted == 1)
      list.app.canEditItem = { _, _ in false }
      collectionView.delegate = list.app
      #expect(!collectionView.visibleBehaviourOfItem(at: item(0, 0)).isEditing)
      #expect(kind(collectionView.userTapsAccessory(.delete, ofItemAt: item(0, 0))) == "notShown")
    }

    @Test func aDeleteAccessoryWithoutAHandlerRevealsTheTrailingSwipeActions() {
      var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
      configuration.trailingSwipeActionsConfigurationProvider = { _ in
        UISwipeActionsConfiguration(actions: [
          UIContextualAction(style: .destructive, title: "Remove") { _, _, done in done(true) }
        ])
      }
      let list = listWithAccessories([.delete()], configuration: configuration)
      list.collectionView.isEditing = true
      guard
        case .revealedSwipe(let swipe) =
          list.collectionView.userTapsAccessory(.delete, ofItemAt: item(0, 0))
      else {
        Issue.record("the swipe actions were not revealed")
        return
      }
      #expect(swipe?.titles == ["Remove"])
    }

    @Test func withoutMoveItemAtTheCollectionViewIgnoresAReorder() {
      let list = ListFixture([["a", "b"]])
      #expect(list.collectionView.userMovesItem(at: item(0, 0), to: item(0, 1)) == nil)
      #expect(!list.collectionView.visibleBehaviourOfItem(at: item(0, 0)).allowsReordering)
    }

    @Test func withMoveItemAtEveryItemMovesWhereTheDelegateSends() {
      let list = ListFixture([["a", "b", "c"]])
      var moves: [String] = []
      list.app.moveItem = { [unowned list] _, from, to in
        let name = list.sections[from.section].remove(at: from.item)
        list.sections[to.section].insert(name, at: to.item)
        moves.append("\(from.item)->\(to.item)")
      }
      list.app.targetIndexPathForMove = { _, _, _, proposed in
        proposed.item == 0 ? item(0, 1) : proposed
      }
      list.collectionView.dataSource = list.app
      list.collectionView.delegate = list.app
      #expect(list.collectionView.visibleBehaviourOfItem(at: item(0, 2)).allowsReordering)
      #expect(list.collectionView.userMovesItem(at: item(0, 2), to: item(0, 0)) == item(0, 1))
      #expect(moves == ["2->1"])
      #expect(list.sections == [["a", "c", "b"]])
      list.collectionView.performBatchUpdates({})
      #expect(list.rules.isEmpty)
      list.app.canMoveItem = { _, path in path.item != 0 }
      list.collectionView.dataSource = list.app
      #expect(list.collectionView.userMovesItem(at: item(0, 0), to: item(0, 2)) == nil)
    }
  }

  /// What an accessory tap did, without the revealed swipe: `"notShown"`, `"ran"`, … .
  func kind(_ tap: StandInAccessoryTap) -> String {
    switch tap {
    case .notShown: "notShown"
    case .ran: "ran"
    case .ignored: "ignored"
    case .revealedSwipe: "revealedSwipe"
    }
  }
#endif
