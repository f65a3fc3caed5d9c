#if os(Linux)
  import Foundation
  import UIKitStandIn

  /// An app's collection-view data source and delegate whose every member is answered by a
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
  /// takes the member's arguments in order, the collection view first.
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

    /// Answers `indexTitlesForCollectionView:`; setting it makes the app implement the member.
    package var indexTitles: (@MainActor (UICollectionView) -> [String]?)? {
      didSet { implement(CollectionViewSelectors.indexTitles, indexTitles != nil) }
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

    /// Answers `collectionView:canPerformPrimaryActionForItemAtIndexPath:`; setting it makes the app implement the member.
    package var canPerformPrimaryAction: (@MainActor (UICollectionView, IndexPath) -> Bool)? {
      didSet {
        implement(CollectionViewSelectors.canPerformPrimaryAction, canPerformPrimaryAction != nil)
      }
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

    /// Answers `collectionView:shouldShowMenuForItemAtIndexPath:`; setting it makes the app implement the member.
    package var shouldShowMenu: (@MainActor (UICollectionView, IndexPath) -> Bool)? {
      didSet { implement(CollectionViewSelectors.shouldShowMenu, shouldShowMenu != nil) }
    }

    /// Answers `collectionView:canPerformAction:forItemAtIndexPath:withSender:`; setting it makes the app implement the member.
    package var canPerformAction:
      (@MainActor (UICollectionView, Selector, IndexPath, Any?) -> Bool)?
    {
      didSet { implement(CollectionViewSelectors.canPerformAction, canPerformAction != nil) }
    }

    /// Answers `collectionView:performAction:forItemAtIndexPath:withSender:`; setting it makes the app implement the member.
    package var performAction: (@MainActor (UICollectionView, Selector, IndexPath, Any?) -> Void)? {
      didSet { implement(CollectionViewSelectors.performAction, performAction != nil) }
    }

    /// Answers `collectionView:canFocusItemAtIndexPath:`; setting it makes the app implement the member.
    package var canFocusItem: (@MainActor (UICollectionView, IndexPath) -> Bool)? {
      didSet { implement(CollectionViewSelectors.canFocusItem, canFocusItem != nil) }
    }

    /// Answers `collectionView:shouldUpdateFocusInContext:`; setting it makes the app implement the member.
    package var shouldUpdateFocus:
      (@MainActor (UICollectionView, UICollectionViewFocusUpdateContext) -> Bool)?
    {
      didSet { implement(CollectionViewSelectors.shouldUpdateFocus, shouldUpdateFocus != nil) }
    }

    /// Answers `collectionView:didUpdateFocusInContext:withAnimationCoordinator:`; setting it makes the app implement the member.
    package var didUpdateFocus:
      (
        @MainActor (
          UICollectionView, UICollectionViewFocusUpdateContext, UIFocusAnimationCoordinator
        ) -> Void
      )?
    {
      didSet { implement(CollectionViewSelectors.didUpdateFocus, didUpdateFocus != nil) }
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

    /// Answers `collectionView:shouldSpringLoadItemAtIndexPath:withContext:`; setting it makes the app implement the member.
    package var shouldSpringLoadItem:
      (@MainActor (UICollectionView, IndexPath, any UISpringLoadedInteractionContext) -> Bool)?
    {
      didSet {
        implement(CollectionViewSelectors.shouldSpringLoadItem, shouldSpringLoadItem != nil)
      }
    }

    /// Answers `collectionView:shouldBeginMultipleSelectionInteractionAtIndexPath:`; setting it makes the app implement the member.
    package var shouldBeginMultipleSelectionInteraction:
      (@MainActor (UICollectionView, IndexPath) -> Bool)?
    {
      didSet {
        implement(
          CollectionViewSelectors.shouldBeginMultipleSelectionInteraction,
          shouldBeginMultipleSelectionInteraction != nil)
      }
    }

    /// Answers `collectionView:didBeginMultipleSelectionInteractionAtIndexPath:`; setting it makes the app implement the member.
    package var didBeginMultipleSelectionInteraction:
      (@MainActor (UICollectionView, IndexPath) -> Void)?
    {
      didSet {
        implement(
          CollectionViewSelectors.didBeginMultipleSelectionInteraction,
          didBeginMultipleSelectionInteraction != nil)
      }
    }

    /// Answers `collectionViewDidEndMultipleSelectionInteraction:`; setting it makes the app implement the member.
    package var didEndMultipleSelectionInteraction: (@MainActor (UICollectionView) -> Void)? {
      didSet {
        implement(
          CollectionViewSelectors.didEndMultipleSelectionInteraction,
          didEndMultipleSelectionInteraction != nil)
      }
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

    /// Answers `collectionView:contextMenuConfiguration:highlightPreviewForItemAtIndexPath:`; setting it makes the app implement the member.
    package var highlightPreviewForItem:
      (@MainActor (UICollectionView, UIContextMenuConfiguration, IndexPath) -> UITargetedPreview?)?
    {
      didSet {
        implement(CollectionViewSelectors.highlightPreviewForItem, highlightPreviewForItem != nil)
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

    /// Answers `collectionView:willPerformPreviewActionForMenuWithConfiguration:animator:`; setting it makes the app implement the member.
    package var willPerformPreviewAction:
      (
        @MainActor (
          UICollectionView, UIContextMenuConfiguration, any UIContextMenuInteractionCommitAnimating
        ) -> Void
      )?
    {
      didSet {
        implement(CollectionViewSelectors.willPerformPreviewAction, willPerformPreviewAction != nil)
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

    /// Answers `collectionView:previewForDismissingContextMenuWithConfiguration:`; setting it makes the app implement the member.
    package var previewForDismissingContextMenu:
      (@MainActor (UICollectionView, UIContextMenuConfiguration) -> UITargetedPreview?)?
    {
      didSet {
        implement(
          CollectionViewSelectors.previewForDismissingContextMenu,
          previewForDismissingContextMenu != nil)
      }
    }

    /// Answers `collectionView:prefetchItemsAtIndexPaths:`; setting it makes the app implement the member.
    package var prefetchItems: (@MainActor (UICollectionView, [IndexPath]) -> Void)? {
      didSet { implement(CollectionViewSelectors.prefetchItems, prefetchItems != nil) }
    }

    /// Answers `collectionView:cancelPrefetchingForItemsAtIndexPaths:`; setting it makes the app implement the member.
    package var cancelPrefetchingForItems: (@MainActor (UICollectionView, [IndexPath]) -> Void)? {
      didSet {
        implement(
          CollectionViewSelectors.cancelPrefetchingForItems, cancelPrefetchingForItems != nil)
      }
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

    package func indexTitles(for collectionView: UICollectionView) -> [String]? {
      answer(indexTitles, CollectionViewSelectors.indexTitles)(collectionView)
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
      _ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath
    ) -> Bool {
      answer(canPerformPrimaryAction, CollectionViewSelectors.canPerformPrimaryAction)(
        collectionView, indexPath)
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
      _ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath
    ) -> Bool {
      answer(shouldShowMenu, CollectionViewSelectors.shouldShowMenu)(collectionView, indexPath)
    }

    package func collectionView(
      _ collectionView: UICollectionView, canPerformAction action: Selector,
      forItemAt indexPath: IndexPath, withSender sender: Any?
    ) -> Bool {
      answer(canPerformAction, CollectionViewSelectors.canPerformAction)(
        collectionView, action, indexPath, sender)
    }

    package func collectionView(
      _ collectionView: UICollectionView, performAction action: Selector,
      forItemAt indexPath: IndexPath, withSender sender: Any?
    ) {
      answer(performAction, CollectionViewSelectors.performAction)(
        collectionView, action, indexPath, sender)
    }

    package func collectionView(
      _ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath
    ) -> Bool {
      answer(canFocusItem, CollectionViewSelectors.canFocusItem)(collectionView, indexPath)
    }

    package func collectionView(
      _ collectionView: UICollectionView,
      shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext
    ) -> Bool {
      answer(shouldUpdateFocus, CollectionViewSelectors.shouldUpdateFocus)(collectionView, context)
    }

    package func collectionView(
      _ collectionView: UICollectionView,
      didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
      with coordinator: UIFocusAnimationCoordinator
    ) {
      answer(didUpdateFocus, CollectionViewSelectors.didUpdateFocus)(
        collectionView, context, coordinator)
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
      _ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
      with context: any UISpringLoadedInteractionContext
    ) -> Bool {
      answer(shouldSpringLoadItem, CollectionViewSelectors.shouldSpringLoadItem)(
        collectionView, indexPath, context)
    }

    package func collectionView(
      _ collectionView: UICollectionView,
      shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool {
      answer(
        shouldBeginMultipleSelectionInteraction,
        CollectionViewSelectors.shouldBeginMultipleSelectionInteraction)(collectionView, indexPath)
    }

    package func collectionView(
      _ collectionView: UICollectionView,
      didBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) {
      answer(
        didBeginMultipleSelectionInteraction,
        CollectionViewSelectors.didBeginMultipleSelectionInteraction)(collectionView, indexPath)
    }

    package func collectionViewDidEndMultipleSelectionInteraction(
      _ collectionView: UICollectionView
    ) {
      answer(
        didEndMultipleSelectionInteraction,
        CollectionViewSelectors.didEndMultipleSelectionInteraction)(collectionView)
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
      highlightPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview? {
      answer(highlightPreviewForItem, CollectionViewSelectors.highlightPreviewForItem)(
        collectionView, configuration, indexPath)
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
      willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
      animator: any UIContextMenuInteractionCommitAnimating
    ) {
      answer(willPerformPreviewAction, CollectionViewSelectors.willPerformPreviewAction)(
        collectionView, configuration, animator)
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
      _ collectionView: UICollectionView,
      previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
      answer(
        previewForDismissingContextMenu, CollectionViewSelectors.previewForDismissingContextMenu)(
          collectionView, configuration)
    }

    package func collectionView(
      _ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]
    ) {
      answer(prefetchItems, CollectionViewSelectors.prefetchItems)(collectionView, indexPaths)
    }

    package func collectionView(
      _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
    ) {
      answer(cancelPrefetchingForItems, CollectionViewSelectors.cancelPrefetchingForItems)(
        collectionView, indexPaths)
    }
  }
#endif
