#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore
  import TableHandlersDeclarative

  /// The list's focus-update methods, which only the app's delegate answers: the table's
  /// focus events are typed with the table view's focus context.
  let listShouldUpdateFocusID = EventID.make(named: "listShouldUpdateFocus")
  let listDidUpdateFocusID = EventID.make(named: "listDidUpdateFocus")

  /// One generation of a list's context-menu methods: the menu's and its two previews'.
  struct ListContextMenuSelectors: Sendable {
    /// The menu's method.
    let menu: String
    /// The method of the preview lifted while the menu shows.
    let highlightPreview: String
    /// The method of the preview a dismissed menu returns to.
    let dismissalPreview: String

    /// The three selectors.
    var all: [String] { [menu, highlightPreview, dismissalPreview] }
  }

  extension AdapterMethod {
    /// Every method of the collection view's data source, delegate and prefetching protocols,
    /// which the list adapter implements, in the order of UIKit's `UICollectionView.h`.
    ///
    /// The data source's, then the delegate's, then the prefetch data source's; the roles name
    /// the collection view's protocols (`UICollectionViewDataSource`, `UICollectionViewDelegate`,
    /// `UICollectionViewDataSourcePrefetching`).
    ///
    /// What a list shows without a table method (the heights, the delete confirmation's title,
    /// the swipe-editing callbacks) has no entry; the swipe actions and whether a section has a
    /// header or footer are the list layout's settings, made by the adapter's layout, not
    /// methods; the detail accessory's tap is the accessory's own handler.
    static let listMethods: [AdapterMethod] =
      listDataSourceMethods + listDelegateMethods + listPrefetchingMethods

    /// The context-menu methods of iOS 16 and the deprecated ones before them: a collection view
    /// whose delegate implements any of iOS 16's calls none of the others
    /// (`UICollectionView.h`).
    static let listContextMenuMethods = (
      since16: ListContextMenuSelectors(
        menu: "collectionView:contextMenuConfigurationForItemsAtIndexPaths:point:",
        highlightPreview:
          "collectionView:contextMenuConfiguration:highlightPreviewForItemAtIndexPath:",
        dismissalPreview:
          "collectionView:contextMenuConfiguration:dismissalPreviewForItemAtIndexPath:"),
      before16: ListContextMenuSelectors(
        menu: "collectionView:contextMenuConfigurationForItemAtIndexPath:point:",
        highlightPreview: "collectionView:previewForHighlightingContextMenuWithConfiguration:",
        dismissalPreview: "collectionView:previewForDismissingContextMenuWithConfiguration:")
    )

    private static let listDataSourceMethods: [AdapterMethod] = [
      .section(
        .dataSource, "collectionView:numberOfItemsInSection:", .numberOfRows, required: true),
      .row(.dataSource, "collectionView:cellForItemAtIndexPath:", .rowContent, required: true),
      .table(.dataSource, "numberOfSectionsInCollectionView:", .numberOfSections),
      // Asked only for the headers and footers the layout declares, which it declares where
      // the registry answers a title or a custom view.
      .section(
        .dataSource, "collectionView:viewForSupplementaryElementOfKind:atIndexPath:",
        .titleForHeader
      )
      .implemented(
        alsoFor: SectionEvent<Void, String?>.titleForFooter.id,
        SectionEvent<Void, CustomViewDescription?>.customHeaderView.id,
        SectionEvent<Void, CustomViewDescription?>.customFooterView.id),
      .row(.dataSource, "collectionView:canMoveItemAtIndexPath:", .canMoveRow)
        .implemented(alsoFor: RowEvent<TablePosition, Void>.moveRow.id),
      .row(.dataSource, "collectionView:moveItemAtIndexPath:toIndexPath:", .moveRow),
      .table(.dataSource, "indexTitlesForCollectionView:", .sectionIndexTitles),
      .table(
        .dataSource, "collectionView:indexPathForIndexTitle:atIndex:", .sectionForSectionIndexTitle),
    ]

    private static let listDelegateMethods: [AdapterMethod] = [
      .row(.delegate, "collectionView:shouldHighlightItemAtIndexPath:", .shouldHighlightRow),
      .row(.delegate, "collectionView:didHighlightItemAtIndexPath:", .didHighlightRow),
      .row(.delegate, "collectionView:didUnhighlightItemAtIndexPath:", .didUnhighlightRow),
      .row(.delegate, "collectionView:shouldSelectItemAtIndexPath:", .willSelectRow),
      .row(.delegate, "collectionView:shouldDeselectItemAtIndexPath:", .willDeselectRow),
      .row(.delegate, "collectionView:didSelectItemAtIndexPath:", .didSelectRow),
      .row(.delegate, "collectionView:didDeselectItemAtIndexPath:", .didDeselectRow),
      .row(
        .delegate, "collectionView:canPerformPrimaryActionForItemAtIndexPath:",
        .canPerformPrimaryAction),
      .row(
        .delegate, "collectionView:performPrimaryActionForItemAtIndexPath:", .performPrimaryAction),
      // Also for a declared table's reach-the-end handlers, which count rows about to show.
      .row(.delegate, "collectionView:willDisplayCell:forItemAtIndexPath:", .willDisplayListCell)
        .implemented(alsoFor: RowEvent<Void, Void>.rowWillShow.id),
      // One method for headers and footers, told apart by the element kind.
      .section(
        .delegate, "collectionView:willDisplaySupplementaryView:forElementKind:atIndexPath:",
        .willDisplayHeaderView
      ).implemented(alsoFor: SectionEvent<UIView, Void>.willDisplayFooterView.id),
      .row(
        .delegate, "collectionView:didEndDisplayingCell:forItemAtIndexPath:",
        .didEndDisplayingListCell),
      .section(
        .delegate,
        "collectionView:didEndDisplayingSupplementaryView:forElementOfKind:atIndexPath:",
        .didEndDisplayingHeaderView
      ).implemented(alsoFor: SectionEvent<UIView, Void>.didEndDisplayingFooterView.id),
      .row(.delegate, "collectionView:shouldShowMenuForItemAtIndexPath:", .shouldShowMenu),
      .row(
        .delegate, "collectionView:canPerformAction:forItemAtIndexPath:withSender:",
        .canPerformAction),
      .row(
        .delegate, "collectionView:performAction:forItemAtIndexPath:withSender:", .performAction),
      .row(.delegate, "collectionView:canFocusItemAtIndexPath:", .canFocusRow),
      .appOnly(.delegate, "collectionView:shouldUpdateFocusInContext:", listShouldUpdateFocusID),
      .appOnly(
        .delegate, "collectionView:didUpdateFocusInContext:withAnimationCoordinator:",
        listDidUpdateFocusID),
      .table(
        .delegate, "indexPathForPreferredFocusedViewInCollectionView:",
        .indexPathForPreferredFocusedView),
      .row(
        .delegate, "collectionView:selectionFollowsFocusForItemAtIndexPath:",
        .selectionFollowsFocus),
      .row(
        .delegate,
        "collectionView:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:",
        .targetForMove),
      .row(.delegate, "collectionView:canEditItemAtIndexPath:", .canEditRow),
      .row(
        .delegate, "collectionView:shouldSpringLoadItemAtIndexPath:withContext:",
        .shouldSpringLoadRow),
      .row(
        .delegate, "collectionView:shouldBeginMultipleSelectionInteractionAtIndexPath:",
        .shouldBeginMultipleSelectionInteraction),
      .row(
        .delegate, "collectionView:didBeginMultipleSelectionInteractionAtIndexPath:",
        .didBeginMultipleSelectionInteraction),
      .table(
        .delegate, "collectionViewDidEndMultipleSelectionInteraction:",
        .didEndMultipleSelectionInteraction),
      // iOS 16; before it UIKit asks the deprecated methods at the end, which it stops asking
      // once one of these is implemented (see `listContextMenuMethods`).
      .row(
        .delegate, "collectionView:contextMenuConfigurationForItemsAtIndexPaths:point:",
        .contextMenuConfiguration
      ).implemented(alsoFor: RowEvent<Void, RowMenu?>.contextMenu.id),
      .table(
        .delegate, "collectionView:contextMenuConfiguration:highlightPreviewForItemAtIndexPath:",
        .previewForHighlightingContextMenu),
      .table(
        .delegate, "collectionView:contextMenuConfiguration:dismissalPreviewForItemAtIndexPath:",
        .previewForDismissingContextMenu),
      .table(
        .delegate, "collectionView:willPerformPreviewActionForMenuWithConfiguration:animator:",
        .willPerformPreviewAction),
      .table(
        .delegate, "collectionView:willDisplayContextMenuWithConfiguration:animator:",
        .willDisplayContextMenu),
      .table(
        .delegate, "collectionView:willEndContextMenuInteractionWithConfiguration:animator:",
        .willEndContextMenuInteraction),
      .row(
        .delegate, "collectionView:contextMenuConfigurationForItemAtIndexPath:point:",
        .contextMenuConfiguration
      ).implemented(alsoFor: RowEvent<Void, RowMenu?>.contextMenu.id),
      .table(
        .delegate, "collectionView:previewForHighlightingContextMenuWithConfiguration:",
        .previewForHighlightingContextMenu),
      .table(
        .delegate, "collectionView:previewForDismissingContextMenuWithConfiguration:",
        .previewForDismissingContextMenu),
    ]

    /// Every method of the collection view's drag and drop delegates (iOS 11), in the order of
    /// UIKit's `UICollectionView.h`, answered as the table's (``dragAndDropMethods``).
    static let listDragAndDropMethods: [AdapterMethod] = [
      .row(
        .dragDelegate, "collectionView:itemsForBeginningDragSession:atIndexPath:", .dragItems,
        required: true
      ).implemented(alsoFor: reordersByDragID),
      .appOnly(
        .dragDelegate, "collectionView:itemsForAddingToDragSession:atIndexPath:point:",
        dragItemsForAddingID
      ).implemented(alsoFor: RowEvent<Void, [DragItem]>.dragItems.id),
      .appOnly(
        .dragDelegate, "collectionView:dragPreviewParametersForItemAtIndexPath:", dragPreviewID),
      .appOnly(.dragDelegate, "collectionView:dragSessionWillBegin:", dragSessionWillBeginID),
      .appOnly(.dragDelegate, "collectionView:dragSessionDidEnd:", dragSessionDidEndID),
      .appOnly(
        .dragDelegate, "collectionView:dragSessionAllowsMoveOperation:", dragSessionAllowsMoveID),
      .appOnly(
        .dragDelegate, "collectionView:dragSessionIsRestrictedToDraggingApplication:",
        dragSessionIsRestrictedID),
      .table(
        .dropDelegate, "collectionView:performDropWithCoordinator:", .performDrop, required: true
      ).implemented(alsoFor: DropRules.eventsTakingDrops),
      .table(.dropDelegate, "collectionView:canHandleDropSession:", .canHandleDrop),
      .appOnly(.dropDelegate, "collectionView:dropSessionDidEnter:", dropSessionDidEnterID),
      .table(
        .dropDelegate, "collectionView:dropSessionDidUpdate:withDestinationIndexPath:",
        .dropProposal
      ).implemented(alsoFor: reordersByDragID),
      .appOnly(.dropDelegate, "collectionView:dropSessionDidExit:", dropSessionDidExitID)
        .implemented(alsoFor: DropRules.eventsTakingDrops),
      .appOnly(.dropDelegate, "collectionView:dropSessionDidEnd:", dropSessionDidEndID)
        .implemented(alsoFor: DropRules.eventsTakingDrops),
      .appOnly(
        .dropDelegate, "collectionView:dropPreviewParametersForItemAtIndexPath:", dropPreviewID),
    ]

    private static let listPrefetchingMethods: [AdapterMethod] = [
      .table(
        .prefetching, "collectionView:prefetchItemsAtIndexPaths:", .prefetchRows, required: true),
      .table(
        .prefetching, "collectionView:cancelPrefetchingForItemsAtIndexPaths:",
        .cancelPrefetchingForRows),
    ]
  }
#endif
