#if !canImport(UIKit)
  import Foundation
  import StandInDoubles
  import Testing
  import UIKitStandIn

  /// The list's own model of absent methods and of what an object implements: sourced apart
  /// from the table's, and read by tests from `CollectionViewSelectors` and
  /// `answerWithoutMethod(_:at:)`.
  @MainActor
  @Suite("Collection view: selectors and absent methods")
  struct CollectionViewSelectorsTests {
    let collectionView = UICollectionView(
      frame: .zero,
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: .init(appearance: .plain)))

    @Test func everyMemberIsListedOnceWithItsMessage() {
      #expect(CollectionViewSelectors.dataSource.count == 8)
      #expect(CollectionViewSelectors.delegate.count == 36)
      let all = CollectionViewSelectors.dataSource + CollectionViewSelectors.delegate
      #expect(Set(all).count == all.count, "no selector twice")
      #expect(
        CollectionViewDataSourceMessage.numberOfItems(section: 0).selector
          == CollectionViewSelectors.dataSource[0])
      #expect(
        CollectionViewDelegateMessage.shouldHighlightItem(at: item(0, 0)).selector
          == CollectionViewSelectors.delegate[0])
      for selector in all {
        // Every member has an entry in the absent-method model (a required one answers nil).
        _ = collectionView.answerWithoutMethod(selector, at: item(0, 0))
      }
    }

    @Test func canEditIsTheDelegatesAndAnswersYes() {
      let selector = CollectionViewSelectors.canEditItem
      #expect(CollectionViewSelectors.delegate.contains(selector))
      #expect(!CollectionViewSelectors.dataSource.contains(selector))
      #expect(collectionView.answerWithoutMethod(selector, at: item(0, 0)) == .bool(true))
    }

    @Test(arguments: [
      (CollectionViewSelectors.numberOfSections, AbsentAnswer.int(1)),
      (CollectionViewSelectors.canMoveItem, .bool(true)),
      (CollectionViewSelectors.moveItem, .nothing),
      (CollectionViewSelectors.indexTitles, .noObject),
      (CollectionViewSelectors.shouldHighlightItem, .bool(true)),
      (CollectionViewSelectors.shouldSelectItem, .bool(true)),
      (CollectionViewSelectors.shouldDeselectItem, .bool(true)),
      (CollectionViewSelectors.shouldSpringLoadItem, .bool(true)),
      (CollectionViewSelectors.shouldBeginMultipleSelectionInteraction, .bool(false)),
      (CollectionViewSelectors.contextMenuConfigurationForItems, .noObject),
      (CollectionViewSelectors.contextMenuConfigurationForItem, .noObject),
      (CollectionViewSelectors.shouldShowMenu, .bool(false)),
    ])
    func absentAnswers(selector: String, answer: AbsentAnswer) {
      #expect(collectionView.answerWithoutMethod(selector, at: item(0, 0)) == answer)
    }

    @Test func requiredMethodsHaveNoAbsentAnswer() {
      for selector in [
        CollectionViewSelectors.numberOfItems, CollectionViewSelectors.cellForItem,
        CollectionViewSelectors.viewForSupplementaryElement,
      ] {
        #expect(collectionView.answerWithoutMethod(selector, at: item(0, 0)) == nil)
      }
    }

    @Test func absentAnswersFollowTheCollectionViewsState() {
      let primary = CollectionViewSelectors.canPerformPrimaryAction
      #expect(collectionView.answerWithoutMethod(primary, at: item(0, 0)) == .bool(true))
      collectionView.isEditing = true
      #expect(collectionView.answerWithoutMethod(primary, at: item(0, 0)) == .bool(false))
      collectionView.allowsFocus = false
      let focus = CollectionViewSelectors.canFocusItem
      #expect(collectionView.answerWithoutMethod(focus, at: item(0, 0)) == .bool(false))
      let target = CollectionViewSelectors.targetIndexPathForMove
      #expect(collectionView.answerWithoutMethod(target, at: item(2, 3)) == .indexPath(item(2, 3)))
    }

    @Test func someMembersAreAskedOnlyUnderACondition() {
      let list = ListFixture([["A", "B"]])
      let view = list.collectionView
      let path = item(0, 1)
      func asks(_ selector: String) -> Bool { view.asksMember(selector, at: path) }
      // Any other member is asked whenever its moment comes.
      #expect(asks(CollectionViewSelectors.shouldHighlightItem))
      #expect(asks(CollectionViewSelectors.canEditItem))
      // A section without a header or footer asks for no supplementary view.
      #expect(!asks(CollectionViewSelectors.viewForSupplementaryElement))
      var withHeader = UICollectionLayoutListConfiguration(appearance: .plain)
      withHeader.headerMode = .supplementary
      let headed = ListFixture([["A"]], configuration: withHeader)
      #expect(
        headed.collectionView.asksMember(
          CollectionViewSelectors.viewForSupplementaryElement, at: item(0, 0)))
      // canMoveItemAt, only with moveItemAt.
      #expect(!asks(CollectionViewSelectors.canMoveItem))
      list.app.moveItem = { _, _, _ in }
      view.dataSource = list.app
      #expect(asks(CollectionViewSelectors.canMoveItem))
      // selectionFollowsFocusForItemAt, only while selectionFollowsFocus is on.
      #expect(!asks(CollectionViewSelectors.selectionFollowsFocus))
      view.selectionFollowsFocus = true
      #expect(asks(CollectionViewSelectors.selectionFollowsFocus))
      // A deprecated context-menu member, until one of the iOS 16 replacements is implemented.
      let replacements = CollectionViewSelectors.contextMenuReplacements
      #expect(replacements.count == 3)
      #expect(replacements.keys.allSatisfy(asks))
      list.app.contextMenuConfigurationForItems = { _, _, _ in nil }
      view.delegate = list.app
      #expect(!replacements.keys.contains(where: asks))
      #expect(replacements.values.allSatisfy(asks))
    }

    @Test func theCollectionViewCachesWhatItsObjectsImplement() {
      let app = ListStubApp()
      app.numberOfItems = { _, _ in 1 }
      collectionView.dataSource = app
      collectionView.delegate = app
      #expect(collectionView.cachedDataSourceSelectors == [CollectionViewSelectors.numberOfItems])
      #expect(collectionView.cachedDelegateSelectors.isEmpty)
      app.didSelectItem = { _, _ in }
      #expect(collectionView.cachedDelegateSelectors.isEmpty, "learned on assignment only")
      collectionView.delegate = app
      #expect(collectionView.cachedDelegateSelectors == [CollectionViewSelectors.didSelectItem])
      #expect(collectionView.dataSourceAssignments == 1)
      #expect(collectionView.delegateAssignments == 2)
    }

    @Test func sendCallsTheNamedMember() {
      let app = ListStubApp()
      app.numberOfItems = { _, section in section + 10 }
      app.canEditItem = { _, path in path.item == 0 }
      app.indexPathForIndexTitle = { _, _, index in IndexPath(index: index) }
      let count: Int = collectionView.send(.numberOfItems(section: 2), to: app)
      #expect(count == 12)
      let editable: Bool = collectionView.send(.canEditItem(at: item(0, 1)), to: app)
      #expect(!editable)
      let path: IndexPath = collectionView.send(
        .indexPathForIndexTitle(title: "B", index: 1), to: app)
      #expect(path == IndexPath(index: 1))
      #expect(
        CollectionViewDelegateMessage.canEditItem(at: item(0, 0)).selector
          == CollectionViewSelectors.canEditItem)
    }
  }
#endif
