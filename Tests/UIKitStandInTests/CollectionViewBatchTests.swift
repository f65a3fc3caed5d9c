#if !canImport(UIKit)
  import Foundation
  import StandInDoubles
  import Testing
  import UIKitStandIn

  /// A list's structural edits: recorded, checked against the data source's counts with
  /// UIKit's collection-view texts, and followed by the shown cells.
  @MainActor
  @Suite("Collection view: batch updates")
  struct CollectionViewBatchTests {
    /// A list whose broken batches are collected instead of stopping the program.
    func list(_ sections: [[String]]) -> (ListFixture, Failures) {
      let list = ListFixture(sections)
      let failures = Failures()
      list.collectionView.inconsistentUpdateHandler = { failures.texts.append($0) }
      _ = list.collectionView.numberOfSections
      return (list, failures)
    }

    @MainActor final class Failures {
      var texts: [String] = []
    }

    @Test func aConsistentBatchIsRecordedAndPasses() {
      let (list, failures) = list([["a", "b", "c"]])
      var completed: [Bool] = []
      list.collectionView.performBatchUpdates(
        {
          list.sections[0].remove(at: 1)
          list.sections[0].insert("x", at: 0)
          list.collectionView.deleteItems(at: [item(0, 1)])
          list.collectionView.insertItems(at: [item(0, 0)])
        }, completion: { completed.append($0) })
      #expect(failures.texts.isEmpty)
      #expect(completed == [true])
      #expect(
        list.collectionView.updateLog == [
          "performBatchUpdates begin", "deleteItems [0.1]", "insertItems [0.0]",
          "performBatchUpdates end",
        ])
      #expect(list.collectionView.numberOfItems(inSection: 0) == 3)
    }

    /// xmartlabs/XLPagerTabStrip issue #859's crash, on iOS 17.1.2: four items became one with
    /// no update told.
    @Test func aWrongItemCountFailsWithUIKitsItemText() {
      let (list, failures) = list([["a", "b", "c", "d"]])
      list.sections[0] = ["a"]
      list.collectionView.performBatchUpdates({})
      #expect(
        failures.texts == [
          "Invalid batch updates detected: the number of sections and/or items returned by the"
            + " data source before and after performing the batch updates are inconsistent with"
            + " the updates. Data source before updates = { 1 section with item counts: [4] }"
            + " Data source after updates = { 1 section with item counts: [1] } Updates = [ ]"
            + " Collection view: <UICollectionView>"
        ])
    }

    /// A reload is a delete and an insert of the same item, as Apple's forums quote it.
    @Test func aReloadIsListedAsADeleteAndAnInsert() {
      let (list, failures) = list([["a", "b"]])
      list.sections[0] = ["a"]
      list.collectionView.performBatchUpdates({ list.collectionView.reloadItems(at: [item(0, 1)]) })
      #expect(
        failures.texts.first?.contains(
          "{ 1 section with item counts: [2] } Data source after updates = { 1 section with item"
            + " counts: [1] } Updates = [ Delete item (0 - 1), Insert item (0 - 1) ]") == true)
    }

    @Test func aWrongSectionCountFailsWithUIKitsCollectionViewText() {
      let (list, failures) = list([["a"]])
      list.sections.append(["b"])
      list.collectionView.performBatchUpdates({})
      #expect(
        failures.texts.first?.hasPrefix(
          "Invalid batch updates detected: the number of sections and/or items returned by the"
            + " data source before and after performing the batch updates are inconsistent with"
            + " the updates. Data source before updates = { 1 section with item counts: [1] }"
            + " Data source after updates = { 2 sections with item counts: [1, 1] }") == true)
    }

    @Test func deletingAnItemThatWasNotThereFails() {
      let (list, failures) = list([["a"]])
      list.sections[0] = []
      list.collectionView.deleteItems(at: [item(0, 1)])
      #expect(
        failures.texts == [
          "attempt to delete item 1 from section 0 which only contains 1 items before the update"
        ])
    }

    @Test func shownCellsFollowAMove() {
      let (list, failures) = list([["a", "b", "c"]])
      let a = list.collectionView.displayItem(at: item(0, 0))
      let c = list.collectionView.displayItem(at: item(0, 2))
      list.sections[0] = ["c", "a", "b"]
      list.collectionView.moveItem(at: item(0, 2), to: item(0, 0))
      #expect(failures.texts.isEmpty)
      #expect(list.collectionView.cellForItem(at: item(0, 0)) === c)
      #expect(list.collectionView.cellForItem(at: item(0, 1)) === a)
      #expect(list.collectionView.updateLog == ["moveItem 0.2 -> 0.0"])
    }

    @Test func completionsWaitForTheAnimationsWhenTheyAnimate() {
      let (list, _) = list([["a"]])
      list.collectionView.animatesBatchUpdates = true
      var completed = false
      list.collectionView.performBatchUpdates({}, completion: { _ in completed = true })
      #expect(!completed && list.collectionView.isAnimatingBatchUpdates)
      list.collectionView.finishAnimations()
      #expect(completed && !list.collectionView.isAnimatingBatchUpdates)
    }

    @Test func reloadDataInsideABatchBreaksADocumentedRule() {
      let (list, _) = list([["a"]])
      list.collectionView.performBatchUpdates({ list.collectionView.reloadData() })
      #expect(list.rules == [.reloadDataInsideUpdates])
      #expect(list.violations[0].description.hasPrefix("[not checked by UIKit]"))
    }

    @Test func anEditFromInsideACellRequestBreaksTheStandInsRule() {
      let (list, _) = list([["a"]])
      list.app.willDisplayCell = { collectionView, _, _ in collectionView.reloadData() }
      list.collectionView.delegate = list.app
      list.collectionView.displayItem(at: item(0, 0))
      #expect(list.rules == [.editWhileUpdatingVisibleCells])
    }

    @Test func scrollingOrSelectingOutOfBoundsBreaksARule() {
      let (list, _) = list([["a"]])
      list.collectionView.scrollToItem(at: item(0, 1), at: .top, animated: false)
      list.collectionView.scrollToItem(at: item(3, 0), at: .top, animated: false)
      list.collectionView.selectItem(at: item(0, 2), animated: false, scrollPosition: [])
      list.collectionView.scrollToItem(at: item(0, 0), at: .top, animated: false)
      #expect(
        list.rules == [.scrollToItemOutOfBounds, .scrollToItemOutOfBounds, .selectionOutOfBounds])
      #expect(
        list.violations[0].message
          == "Attempted to scroll the collection view to an out-of-bounds item (1) when there are"
          + " only 1 items in section 0.")
      #expect(
        list.violations[2].message
          == "Attempted to modify the selection of an out-of-bounds item (2) when there are only 1"
          + " items in section 0.")
      #expect(list.collectionView.scrollTargets == [item(0, 0)])
      #expect(list.collectionView.indexPathsForSelectedItems == nil)
    }

    /// onmyway133/blog issue #434: "When calling `collectionView.reloadData()`, selected
    /// indexpath stays the same".
    @Test func reloadDataKeepsTheSelectedIndexPathsWhateverTheyNowName() {
      let (list, _) = list([["a", "b", "c"]])
      list.collectionView.allowsMultipleSelection = true
      list.collectionView.displayItem(at: item(0, 0))
      list.collectionView.selectItem(at: item(0, 0), animated: false, scrollPosition: [])
      list.collectionView.selectItem(at: item(0, 2), animated: false, scrollPosition: [])
      list.sections = [["z"]]
      list.collectionView.reloadData()
      // Item 0 now names "z", item 2 nothing: both stay selected.
      #expect(list.collectionView.indexPathsForSelectedItems == [item(0, 0), item(0, 2)])
      list.collectionView.layoutIfNeeded()
      #expect(list.collectionView.cellForItem(at: item(0, 0))?.isSelected == true)
      #expect(ListFixture.name(of: list.collectionView.cellForItem(at: item(0, 0))) == "z")
      // Deselecting one the data source no longer has is allowed.
      list.collectionView.deselectItem(at: item(0, 2), animated: false)
      #expect(list.collectionView.indexPathsForSelectedItems == [item(0, 0)])
      #expect(list.rules.isEmpty)
    }
  }
#endif
