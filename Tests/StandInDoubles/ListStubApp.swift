#if os(Linux)
  import Foundation
  import UIKitStandIn

  /// An app's collection-view data source and delegate whose members are each answered by a
  /// closure that a test sets, and which implements only the members whose closure is set, as
  /// `StubApp` is for a table.
  ///
  /// The stand-in's collection view learns what it implements through `responds(to:)`, as UIKit
  /// does. A member without a closure is not implemented; calling it anyway stops the test, as
  /// UIKit's "unrecognized selector sent to instance" does.
  ///
  /// ```swift
  /// let app = ListStubApp()
  /// app.numberOfItems = { _, _ in 3 }
  /// app.cellForItem = { collectionView, indexPath in
  ///   collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
  /// }
  /// app.didSelectItem = { _, indexPath in selected.append(indexPath) }
  /// collectionView.dataSource = app
  /// collectionView.delegate = app
  /// ```
  ///
  /// Each closure is named as ``CollectionViewSelectors`` names the member's selector, and
  /// takes the member's arguments in order, the collection view first. It has the members the
  /// tests set; a test that needs another member adds its closure and its method here.
  @MainActor
  package final class ListStubApp: ClosureApp, UICollectionViewDataSource,
    UICollectionViewDelegate, UICollectionViewDataSourcePrefetching
  {
    // MARK: The closures, one per member

    /// Answers `collectionView:numberOfItemsInSection:`; setting it makes the app implement the member.
    package var numberOfItems: (@MainActor (UICollectionView, Int) -> Int)? {
      didSet { implement(CollectionViewSelectors.numberOfItems, numberOfItems != nil) }
    }

    /// Answers `collectionView:cellForItemAtIndexPath:`; setting it makes the app implement the member.
    package var cellForItem: (@MainActor (UICollectionView, IndexPath) -> UICollectionViewCell)? {
      didSet { implement(CollectionViewSelectors.cellForItem, cellForItem != nil) }
    }

    /// Answers `numberOfSectionsInCollectionView:`; setting it makes the app implement the member.
    package var numberOfSections: (@MainActor (UICollectionView) -> Int)? {
      didSet { implement(CollectionViewSelectors.numberOfSections, numberOfSections != nil) }
    }

    /// Answers `collectionView:viewForSupplementaryElementOfKind:atIndexPath:`; setting it makes the app implement the member.
    package var viewForSupplementaryElement:
      (@MainActor (UICollectionView, String, IndexPath) -> UICollectionReusableView)?
    {
      didSet {
        implement(
          CollectionViewSelectors.viewForSupplementaryElement, viewForSupplementaryElement != nil)
      }
    }

    /// Answers `collectionView:canMoveItemAtIndexPath:`; setting it makes the app implement the member.
    package var canMoveItem: (@MainActor (UICollectionView, IndexPath) -> Bool)? {
      didSet { implement(CollectionViewSelectors.canMoveItem, canMoveItem != nil) }
    }

    /// Answers `collectionView:moveItemAtIndexPath:toIndexPath:`; setting it makes the app implement the member.
    package var moveItem: (@MainActor (UICollectionView, IndexPath, IndexPath) -> Void)? {
      didSet { implement(CollectionViewSelectors.moveItem, moveItem != nil) }
    }

    /// Answers `collectionView:indexPathForIndexTitle:atIndex:`; setting it makes the app implement the member.
    package var indexPathForIndexTitle: (@MainActor (UICollectionView, String, Int) -> IndexPath)? {
      didSet {
        implement(CollectionViewSelectors.indexPathForIndexTitle, indexPathForIndexTitle != nil)
      }
    }

    /// Answers `collectionView:shouldHighlightItemAtIndexPath:`; setting it makes the app implement the member.
    package var shouldHighlightItem: (@MainActor (UICollectionView, IndexPath) -> Bool)? {
      didSet { implement(CollectionViewSelectors.shouldHighlightItem, shouldHighlightItem != nil) }
    }

    /// Answers `collectionView:didHighlightItemAtIndexPath:`; setting it makes the app implement the member.
    package var didHighlightItem: (@MainActor (UICollectionView, IndexPath) -> Void)? {
      didSet { implement(CollectionViewSelectors.didHighlightItem, didHighlightItem != nil) }
    }

    /// Answers `collectionView:didUnhighlightItemAtIndexPath:`; setting it makes the app implement the member.
    package var didUnhighlightItem: (@MainActor (UICollectionView, IndexPath) -> Void)? {
      didSet { implement(CollectionViewSelectors.didUnhighlightItem, didUnhighlightItem != nil) }
    }

    /// Answers `collectionView:shouldSelectItemAtIndexPath:`; setting it makes the app implement the member.
    package var shouldSelectItem: (@MainActor (UICollectionView, IndexPath) -> Bool)? {
      didSet { implement(CollectionViewSelectors.shouldSelectItem, shouldSelectItem != nil) }
    }

    /// Answers `collectionView:shouldDeselectItemAtIndexPath:`; setting it makes the app implement the member.
    package var shouldDeselectItem: (@MainActor (UICollectionView, IndexPath) -> Bool)? {
      didSet { implement(CollectionViewSelectors.shouldDeselectItem, shouldDeselectItem != nil) }
    }

    /// Answers `collectionView:didSelectItemAtIndexPath:`; setting it makes the app implement the member.
    package var didSelectItem: (@MainActor (UICollectionView, IndexPath) -> Void)? {
      didSet { implement(CollectionViewSelectors.didSelectItem, didSelectItem != nil) }
    }

    /// Answers `collectionView:didDeselectItemAtIndexPath:`; setting it makes the app implement the member.
    package var didDeselectItem: (@MainActor (UICollectionView, IndexPath) -> Void)? {
      didSet { implement(CollectionViewSelectors.didDeselectItem, didDeselectItem != nil) }
    }

    /// Answers `collectionView:performPrimaryActionForItemAtIndexPath:`; setting it makes the app implement the member.
    package var performPrimaryAction: (@MainActor (UICollectionView, IndexPath) -> Void)? {
      didSet {
        implement(CollectionViewSelectors.performPrimaryAction, performPrimaryAction != nil)
      }
    }

    /// Answers `collectionView:willDisplayCell:forItemAtIndexPath:`; setting it makes the app implement the member.
    package var willDisplayCell:
      (@MainActor (UICollectionView, UICollectionViewCell, IndexPath) -> Void)?
    {
      didSet { implement(CollectionViewSelectors.willDisplayCell, willDisplayCell != nil) }
    }

    /// Answers `collectionView:willDisplaySupplementaryView:forElementKind:atIndexPath:`; setting it makes the app implement the member.
    package var willDisplaySupplementaryView:
      (@MainActor (UICollectionView, UICollectionReusableView, String, IndexPath) -> Void)?
    {
      didSet {
        implement(
          CollectionViewSelectors.willDisplaySupplementaryView, willDisplaySupplementaryView != nil)
      }
    }

    /// Answers `collectionView:didEndDisplayingCell:forItemAtIndexPath:`; setting it makes the app implement the member.
    package var didEndDisplayingCell:
      (@MainActor (UICollectionView, UICollectionViewCell, IndexPath) -> Void)?
    {
      didSet {
        implement(CollectionViewSelectors.didEndDisplayingCell, didEndDisplayingCell != nil)
      }
    }

    /// Answers `collectionView:didEndDisplayingSupplementaryView:forElementOfKind:atIndexPath:`; setting it makes the app implement the member.
    package var didEndDisplayingSupplementaryView:
      (@MainActor (UICollectionView, UICollectionReusableView, String, IndexPath) -> Void)?
    {
      didSet {
        implement(
          CollectionViewSelectors.didEndDisplayingSupplementaryView,
          didEndDisplayingSupplementaryView != nil)
      }
    }

    /// Answers `collectionView:shouldUpdateFocusInContext:`; setting it makes the app implement the member.
    package var shouldUpdateFocus:
      (@MainActor (UICollectionView, UICollectionViewFocusUpdateContext) -> Bool)?
    {
      didSet { implement(CollectionViewSelectors.shouldUpdateFocus, shouldUpdateFocus != nil) }
    }

    /// Answers `indexPathForPreferredFocusedViewInCollectionView:`; setting it makes the app implement the member.
    package var indexPathForPreferredFocusedView: (@MainActor (UICollectionView) -> IndexPath?)? {
      didSet {
        implement(
          CollectionViewSelectors.indexPathForPreferredFocusedView,
          indexPathForPreferredFocusedView != nil)
      }
    }

    /// Answers `collectionView:selectionFollowsFocusForItemAtIndexPath:`; setting it makes the app implement the member.
    package var selectionFollowsFocus: (@MainActor (UICollectionView, IndexPath) -> Bool)? {
      didSet {
        implement(CollectionViewSelectors.selectionFollowsFocus, selectionFollowsFocus != nil)
      }
    }

    /// Answers `collectionView:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:`; setting it makes the app implement the member.
    package var targetIndexPathForMove:
      (@MainActor (UICollectionView, IndexPath, IndexPath, IndexPath) -> IndexPath)?
    {
      didSet {
        implement(CollectionViewSelectors.targetIndexPathForMove, targetIndexPathForMove != nil)
      }
    }

    /// Answers `collectionView:canEditItemAtIndexPath:`; setting it makes the app implement the member.
    package var canEditItem: (@MainActor (UICollectionView, IndexPath) -> Bool)? {
      didSet { implement(CollectionViewSelectors.canEditItem, canEditItem != nil) }
    }

    /// Answers `collectionView:contextMenuConfigurationForItemsAtIndexPaths:point:`; setting it makes the app implement the member.
    package var contextMenuConfigurationForItems:
      (@MainActor (UICollectionView, [IndexPath], CGPoint) -> UIContextMenuConfiguration?)?
    {
      didSet {
        implement(
          CollectionViewSelectors.contextMenuConfigurationForItems,
          contextMenuConfigurationForItems != nil)
      }
    }

    /// Answers `collectionView:contextMenuConfiguration:dismissalPreviewForItemAtIndexPath:`; setting it makes the app implement the member.
    package var dismissalPreviewForItem:
      (@MainActor (UICollectionView, UIContextMenuConfiguration, IndexPath) -> UITargetedPreview?)?
    {
      didSet {
        implement(CollectionViewSelectors.dismissalPreviewForItem, dismissalPreviewForItem != nil)
      }
    }

    /// Answers `collectionView:willDisplayContextMenuWithConfiguration:animator:`; setting it makes the app implement the member.
    package var willDisplayContextMenu:
      (
        @MainActor (
          UICollectionView, UIContextMenuConfiguration, (any UIContextMenuInteractionAnimating)?
        ) -> Void
      )?
    {
      didSet {
        implement(CollectionViewSelectors.willDisplayContextMenu, willDisplayContextMenu != nil)
      }
    }

    /// Answers `collectionView:willEndContextMenuInteractionWithConfiguration:animator:`; setting it makes the app implement the member.
    package var willEndContextMenuInteraction:
      (
        @MainActor (
          UICollectionView, UIContextMenuConfiguration, (any UIContextMenuInteractionAnimating)?
        ) -> Void
      )?
    {
      didSet {
        implement(
          CollectionViewSelectors.willEndContextMenuInteraction,
          willEndContextMenuInteraction != nil)
      }
    }

    /// Answers `collectionView:contextMenuConfigurationForItemAtIndexPath:point:`; setting it makes the app implement the member.
    package var contextMenuConfigurationForItem:
      (@MainActor (UICollectionView, IndexPath, CGPoint) -> UIContextMenuConfiguration?)?
    {
      didSet {
        implement(
          CollectionViewSelectors.contextMenuConfigurationForItem,
          contextMenuConfigurationForItem != nil)
      }
    }

    /// Answers `collectionView:previewForHighlightingContextMenuWithConfiguration:`; setting it makes the app implement the member.
    package var previewForHighlightingContextMenu:
      (@MainActor (UICollectionView, UIContextMenuConfiguration) -> UITargetedPreview?)?
    {
      didSet {
        implement(
          CollectionViewSelectors.previewForHighlightingContextMenu,
          previewForHighlightingContextMenu != nil)
      }
    }

    /// Answers `collectionView:prefetchItemsAtIndexPaths:`; setting it makes the app implement the member.
    package var prefetchItems: (@MainActor (UICollectionView, [IndexPath]) -> Void)? {
      didSet { implement(CollectionViewSelectors.prefetchItems, prefetchItems != nil) }
    }

    // MARK: The members, each calling its closure

    package func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int {
      answer(numberOfItems, CollectionViewSelectors.numberOfItems)(collectionView, section)
    }

    package func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      answer(cellForItem, CollectionViewSelectors.cellForItem)(collectionView, indexPath)
    }

    package func numberOfSections(in collectionView: UICollectionView) -> Int {
      answer(numberOfSections, CollectionViewSelectors.numberOfSections)(collectionView)
    }

    package func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      answer(viewForSupplementaryElement, CollectionViewSelectors.viewForSupplementaryElement)(
        collectionView, kind, indexPath)
    }

    package func collectionView(
      _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
    ) -> Bool {
      answer(canMoveItem, CollectionViewSelectors.canMoveItem)(collectionView, indexPath)
    }

    package func collectionView(
      _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      answer(moveItem, CollectionViewSelectors.moveItem)(
        collectionView, sourceIndexPath, destinationIndexPath)
    }

    package func collectionView(
      _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
    ) -> IndexPath {
      answer(indexPathForIndexTitle, CollectionViewSelectors.indexPathForIndexTitle)(
        collectionView, title, index)
    }

    package func collectionView(
      _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
    ) -> Bool {
      answer(shouldHighlightItem, CollectionViewSelectors.shouldHighlightItem)(
        collectionView, indexPath)
    }

    package func collectionView(
      _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
    ) {
      answer(didHighlightItem, CollectionViewSelectors.didHighlightItem)(collectionView, indexPath)
    }

    package func collectionView(
      _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
    ) {
      answer(didUnhighlightItem, CollectionViewSelectors.didUnhighlightItem)(
        collectionView, indexPath)
    }

    package func collectionView(
      _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
    ) -> Bool {
      answer(shouldSelectItem, CollectionViewSelectors.shouldSelectItem)(collectionView, indexPath)
    }

    package func collectionView(
      _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
    ) -> Bool {
      answer(shouldDeselectItem, CollectionViewSelectors.shouldDeselectItem)(
        collectionView, indexPath)
    }

    package func collectionView(
      _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
    ) {
      answer(didSelectItem, CollectionViewSelectors.didSelectItem)(collectionView, indexPath)
    }

    package func collectionView(
      _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
    ) {
      answer(didDeselectItem, CollectionViewSelectors.didDeselectItem)(collectionView, indexPath)
    }

    package func collectionView(
      _ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath
    ) {
      answer(performPrimaryAction, CollectionViewSelectors.performPrimaryAction)(
        collectionView, indexPath)
    }

    package func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      answer(willDisplayCell, CollectionViewSelectors.willDisplayCell)(
        collectionView, cell, indexPath)
    }

    package func collectionView(
      _ collectionView: UICollectionView,
      willDisplaySupplementaryView view: UICollectionReusableView,
      forElementKind elementKind: String, at indexPath: IndexPath
    ) {
      answer(willDisplaySupplementaryView, CollectionViewSelectors.willDisplaySupplementaryView)(
        collectionView, view, elementKind, indexPath)
    }

    package func collectionView(
      _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      answer(didEndDisplayingCell, CollectionViewSelectors.didEndDisplayingCell)(
        collectionView, cell, indexPath)
    }

    package func collectionView(
      _ collectionView: UICollectionView,
      didEndDisplayingSupplementaryView view: UICollectionReusableView,
      forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
      answer(
        didEndDisplayingSupplementaryView, CollectionViewSelectors.didEndDisplayingSupplementaryView
      )(collectionView, view, elementKind, indexPath)
    }

    package func collectionView(
      _ collectionView: UICollectionView,
      shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext
    ) -> Bool {
      answer(shouldUpdateFocus, CollectionViewSelectors.shouldUpdateFocus)(collectionView, context)
    }

    package func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath?
    {
      answer(
        indexPathForPreferredFocusedView, CollectionViewSelectors.indexPathForPreferredFocusedView)(
          collectionView)
    }

    package func collectionView(
      _ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath
    ) -> Bool {
      answer(selectionFollowsFocus, CollectionViewSelectors.selectionFollowsFocus)(
        collectionView, indexPath)
    }

    package func collectionView(
      _ collectionView: UICollectionView,
      targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
      atCurrentIndexPath currentIndexPath: IndexPath,
      toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
      answer(targetIndexPathForMove, CollectionViewSelectors.targetIndexPathForMove)(
        collectionView, originalIndexPath, currentIndexPath, proposedIndexPath)
    }

    package func collectionView(
      _ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath
    ) -> Bool {
      answer(canEditItem, CollectionViewSelectors.canEditItem)(collectionView, indexPath)
    }

    package func collectionView(
      _ collectionView: UICollectionView,
      contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
      answer(
        contextMenuConfigurationForItems, CollectionViewSelectors.contextMenuConfigurationForItems)(
          collectionView, indexPaths, point)
    }

    package func collectionView(
      _ collectionView: UICollectionView,
      contextMenuConfiguration configuration: UIContextMenuConfiguration,
      dismissalPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview? {
      answer(dismissalPreviewForItem, CollectionViewSelectors.dismissalPreviewForItem)(
        collectionView, configuration, indexPath)
    }

    package func collectionView(
      _ collectionView: UICollectionView,
      willDisplayContextMenu configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?
    ) {
      answer(willDisplayContextMenu, CollectionViewSelectors.willDisplayContextMenu)(
        collectionView, configuration, animator)
    }

    package func collectionView(
      _ collectionView: UICollectionView,
      willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?
    ) {
      answer(willEndContextMenuInteraction, CollectionViewSelectors.willEndContextMenuInteraction)(
        collectionView, configuration, animator)
    }

    package func collectionView(
      _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
      point: CGPoint
    ) -> UIContextMenuConfiguration? {
      answer(
        contextMenuConfigurationForItem, CollectionViewSelectors.contextMenuConfigurationForItem)(
          collectionView, indexPath, point)
    }

    package func collectionView(
      _ collectionView: UICollectionView,
      previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
      answer(
        previewForHighlightingContextMenu, CollectionViewSelectors.previewForHighlightingContextMenu
      )(collectionView, configuration)
    }

    package func collectionView(
      _ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]
    ) {
      answer(prefetchItems, CollectionViewSelectors.prefetchItems)(collectionView, indexPaths)
    }
  }
#endif
