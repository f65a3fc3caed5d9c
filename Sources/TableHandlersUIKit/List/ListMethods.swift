#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  extension AdapterMethod {
    /// Every list method the list adapter implements, in the order of UIKit's
    /// `UICollectionView.h`.
    ///
    /// The data source's, then the delegate's; the roles name the collection view's protocols
    /// (`UICollectionViewDataSource`, `UICollectionViewDelegate`).
    ///
    /// What a list shows without a table method (the heights, the delete confirmation's title,
    /// the swipe-editing callbacks) has no entry; the swipe actions and whether a section has a
    /// header or footer are the list layout's settings, made by the adapter's layout, not
    /// methods; the detail accessory's tap is the accessory's own handler.
    static let listMethods: [AdapterMethod] = listDataSourceMethods + listDelegateMethods

    private static let listDataSourceMethods: [AdapterMethod] = [
      .section(
        .dataSource, "collectionView:numberOfItemsInSection:", .numberOfRows, required: true),
      .row(.dataSource, "collectionView:cellForItemAtIndexPath:", .rowContent, required: true),
      .table(.dataSource, "numberOfSectionsInCollectionView:", .numberOfSections),
      // Asked only for the headers and footers the layout declares, which it declares where
      // the registry answers a title.
      .section(
        .dataSource, "collectionView:viewForSupplementaryElementOfKind:atIndexPath:",
        .titleForHeader
      )
      .implemented(alsoFor: SectionEvent<Void, String?>.titleForFooter.id),
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
      .row(.delegate, "collectionView:canEditItemAtIndexPath:", .canEditRow),
      .row(
        .delegate,
        "collectionView:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:",
        .targetForMove),
      .row(.delegate, "collectionView:canFocusItemAtIndexPath:", .canFocusRow),
      .row(
        .delegate, "collectionView:selectionFollowsFocusForItemAtIndexPath:",
        .selectionFollowsFocus),
      .table(
        .delegate, "indexPathForPreferredFocusedViewInCollectionView:",
        .indexPathForPreferredFocusedView),
      .row(
        .delegate, "collectionView:shouldBeginMultipleSelectionInteractionAtIndexPath:",
        .shouldBeginMultipleSelectionInteraction),
      .row(
        .delegate, "collectionView:didBeginMultipleSelectionInteractionAtIndexPath:",
        .didBeginMultipleSelectionInteraction),
      .table(
        .delegate, "collectionViewDidEndMultipleSelectionInteraction:",
        .didEndMultipleSelectionInteraction),
      // iOS 16; before it UIKit asks the per-item method below, which it stops asking once
      // this one is implemented.
      .row(
        .delegate, "collectionView:contextMenuConfigurationForItemsAtIndexPaths:point:",
        .contextMenu),
      .row(
        .delegate, "collectionView:contextMenuConfigurationForItemAtIndexPath:point:", .contextMenu),
    ]
  }
#endif
