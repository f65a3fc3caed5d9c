#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore
  import TableHandlersDeclarative

  extension AdapterMethod {
    /// Every table method the adapter implements, in the order of UIKit's `UITableView.h`: the data
    /// source's, the delegate's (without the inherited scroll-view methods, listed in
    /// ``scrollViewSelectors``), then the prefetch data source's.
    ///
    /// `AdapterMethodTests` checks the selectors against the stand-in's `TableSelectors`, spelling
    /// for spelling.
    static let all: [AdapterMethod] = dataSourceMethods + delegateMethods + prefetchingMethods

    private static let dataSourceMethods: [AdapterMethod] = [
      .section(.dataSource, "tableView:numberOfRowsInSection:", .numberOfRows, required: true),
      .row(.dataSource, "tableView:cellForRowAtIndexPath:", .cellForRow, required: true)
        .handlerFirst(),
      .table(.dataSource, "numberOfSectionsInTableView:", .numberOfSections),
      .section(.dataSource, "tableView:titleForHeaderInSection:", .titleForHeader),
      .section(.dataSource, "tableView:titleForFooterInSection:", .titleForFooter),
      .row(.dataSource, "tableView:canEditRowAtIndexPath:", .canEditRow),
      .row(.dataSource, "tableView:canMoveRowAtIndexPath:", .canMoveRow)
        .implemented(alsoFor: RowEvent<TablePosition, Void>.moveRow.id),
      .table(.dataSource, "sectionIndexTitlesForTableView:", .sectionIndexTitles),
      .table(
        .dataSource, "tableView:sectionForSectionIndexTitle:atIndex:", .sectionForSectionIndexTitle
      ),
      .row(.dataSource, "tableView:commitEditingStyle:forRowAtIndexPath:", .commitEditing),
      .row(.dataSource, "tableView:moveRowAtIndexPath:toIndexPath:", .moveRow),
    ]

    private static let delegateMethods: [AdapterMethod] =
      displayMethods + selectionMethods + editingMethods + focusAndMenuMethods

    private static let displayMethods: [AdapterMethod] = [
      // Also for a declared table's reach-the-end handlers, which count rows about to show.
      .row(.delegate, "tableView:willDisplayCell:forRowAtIndexPath:", .willDisplayCell)
        .implemented(alsoFor: RowEvent<Void, Void>.rowWillShow.id),
      .section(.delegate, "tableView:willDisplayHeaderView:forSection:", .willDisplayHeaderView),
      .section(.delegate, "tableView:willDisplayFooterView:forSection:", .willDisplayFooterView),
      .row(.delegate, "tableView:didEndDisplayingCell:forRowAtIndexPath:", .didEndDisplayingCell),
      .section(
        .delegate, "tableView:didEndDisplayingHeaderView:forSection:", .didEndDisplayingHeaderView
      ),
      .section(
        .delegate, "tableView:didEndDisplayingFooterView:forSection:", .didEndDisplayingFooterView
      ),
      .row(.delegate, "tableView:heightForRowAtIndexPath:", .heightForRow),
      .section(.delegate, "tableView:heightForHeaderInSection:", .heightForHeader),
      .section(.delegate, "tableView:heightForFooterInSection:", .heightForFooter),
      .row(.delegate, "tableView:estimatedHeightForRowAtIndexPath:", .estimatedHeightForRow),
      .section(
        .delegate, "tableView:estimatedHeightForHeaderInSection:", .estimatedHeightForHeader
      ),
      .section(
        .delegate, "tableView:estimatedHeightForFooterInSection:", .estimatedHeightForFooter
      ),
      viewForHeaderMethod,
      viewForFooterMethod,
    ]

    /// Implemented also for a section's custom header view described by kind, which a view of
    /// the kind registered with the registry shows.
    private static let viewForHeaderMethod: AdapterMethod = AdapterMethod.section(
      .delegate, "tableView:viewForHeaderInSection:", SectionEvent<Void, UIView?>.viewForHeader
    ).implemented(alsoFor: customHeaderViewID)

    /// Implemented also for a section's custom footer view described by kind.
    private static let viewForFooterMethod: AdapterMethod = AdapterMethod.section(
      .delegate, "tableView:viewForFooterInSection:", SectionEvent<Void, UIView?>.viewForFooter
    ).implemented(alsoFor: customFooterViewID)

    private static let customHeaderViewID: EventID =
      SectionEvent<Void, CustomViewDescription?>.customHeaderView.id
    private static let customFooterViewID: EventID =
      SectionEvent<Void, CustomViewDescription?>.customFooterView.id

    private static let selectionMethods: [AdapterMethod] = [
      .row(
        .delegate, "tableView:accessoryButtonTappedForRowWithIndexPath:", .accessoryButtonTapped
      ),
      .row(.delegate, "tableView:shouldHighlightRowAtIndexPath:", .shouldHighlightRow),
      .row(.delegate, "tableView:didHighlightRowAtIndexPath:", .didHighlightRow),
      .row(.delegate, "tableView:didUnhighlightRowAtIndexPath:", .didUnhighlightRow),
      // `.some(…)`: the app's `nil` (a veto) is an answer, not the absence of one.
      .row(.delegate, "tableView:willSelectRowAtIndexPath:", .willSelectRow),
      .row(.delegate, "tableView:willDeselectRowAtIndexPath:", .willDeselectRow),
      .row(.delegate, "tableView:didSelectRowAtIndexPath:", .didSelectRow),
      .row(.delegate, "tableView:didDeselectRowAtIndexPath:", .didDeselectRow),
      .row(
        .delegate, "tableView:canPerformPrimaryActionForRowAtIndexPath:", .canPerformPrimaryAction
      ),
      .row(.delegate, "tableView:performPrimaryActionForRowAtIndexPath:", .performPrimaryAction),
    ]

    private static let editingMethods: [AdapterMethod] = [
      .row(.delegate, "tableView:editingStyleForRowAtIndexPath:", .editingStyle)
        .implemented(alsoFor: RowEvent<RowEditingStyle, Void>.commitEditing.id),
      .row(
        .delegate, "tableView:titleForDeleteConfirmationButtonForRowAtIndexPath:",
        .titleForDeleteConfirmationButton
      ),
      .appOnly(.delegate, "tableView:editActionsForRowAtIndexPath:", editActionsID),
      .row(
        .delegate, "tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:",
        .leadingSwipeActionsConfiguration
      ).implemented(alsoFor: RowEvent<Void, SwipeActions?>.leadingSwipeActions.id),
      .row(
        .delegate, "tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:",
        .trailingSwipeActionsConfiguration
      ).implemented(alsoFor: RowEvent<Void, SwipeActions?>.trailingSwipeActions.id),
      .row(
        .delegate, "tableView:shouldIndentWhileEditingRowAtIndexPath:", .shouldIndentWhileEditing
      ),
      .row(.delegate, "tableView:willBeginEditingRowAtIndexPath:", .willBeginEditing),
      .table(.delegate, "tableView:didEndEditingRowAtIndexPath:", .didEndEditing),
      .row(
        .delegate, "tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:",
        .targetForMove
      ),
      .row(.delegate, "tableView:indentationLevelForRowAtIndexPath:", .indentationLevel),
    ]

    private static let focusAndMenuMethods: [AdapterMethod] = [
      .row(.delegate, "tableView:shouldShowMenuForRowAtIndexPath:", .shouldShowMenu),
      .row(
        .delegate, "tableView:canPerformAction:forRowAtIndexPath:withSender:", .canPerformAction),
      .row(.delegate, "tableView:performAction:forRowAtIndexPath:withSender:", .performAction),
      .row(.delegate, "tableView:canFocusRowAtIndexPath:", .canFocusRow),
      .table(.delegate, "tableView:shouldUpdateFocusInContext:", .shouldUpdateFocus),
      .table(
        .delegate, "tableView:didUpdateFocusInContext:withAnimationCoordinator:", .didUpdateFocus
      ),
      .table(
        .delegate, "indexPathForPreferredFocusedViewInTableView:", .indexPathForPreferredFocusedView
      ),
      .row(
        .delegate, "tableView:selectionFollowsFocusForRowAtIndexPath:", .selectionFollowsFocus
      ),
      .row(
        .delegate, "tableView:shouldSpringLoadRowAtIndexPath:withContext:", .shouldSpringLoadRow),
      .row(
        .delegate, "tableView:shouldBeginMultipleSelectionInteractionAtIndexPath:",
        .shouldBeginMultipleSelectionInteraction
      ),
      .row(
        .delegate, "tableView:didBeginMultipleSelectionInteractionAtIndexPath:",
        .didBeginMultipleSelectionInteraction
      ),
      .table(
        .delegate, "tableViewDidEndMultipleSelectionInteraction:",
        .didEndMultipleSelectionInteraction
      ),
      .row(
        .delegate, "tableView:contextMenuConfigurationForRowAtIndexPath:point:",
        .contextMenuConfiguration
      ).implemented(alsoFor: RowEvent<Void, RowMenu?>.contextMenu.id),
      .table(
        .delegate, "tableView:previewForHighlightingContextMenuWithConfiguration:",
        .previewForHighlightingContextMenu
      ),
      .table(
        .delegate, "tableView:previewForDismissingContextMenuWithConfiguration:",
        .previewForDismissingContextMenu
      ),
      .table(
        .delegate, "tableView:willPerformPreviewActionForMenuWithConfiguration:animator:",
        .willPerformPreviewAction
      ),
      .table(
        .delegate, "tableView:willDisplayContextMenuWithConfiguration:animator:",
        .willDisplayContextMenu
      ),
      .table(
        .delegate, "tableView:willEndContextMenuInteractionWithConfiguration:animator:",
        .willEndContextMenuInteraction
      ),
    ]

    private static let prefetchingMethods: [AdapterMethod] = [
      .table(.prefetching, "tableView:prefetchRowsAtIndexPaths:", .prefetchRows, required: true),
      .table(
        .prefetching, "tableView:cancelPrefetchingForRowsAtIndexPaths:", .cancelPrefetchingForRows
      ),
    ]

    /// Every method of the table view's drag and drop delegates (iOS 11), in the order of
    /// UIKit's `UITableView.h`: `UITableViewDragDelegate`'s, then `UITableViewDropDelegate`'s.
    ///
    /// Kept apart from ``all``, which lists the three protocols of the data source, delegate and
    /// prefetch data source: the adapter implements both lists (``TableViewAdapterBase``) and
    /// learns the app's objects from both (``AppDelegates``). The adapter is the table view's
    /// drag delegate only where its required method is answered (a row's `dragItems` or the
    /// table's `reordersByDrag`, or the app's drag delegate), and its drop delegate likewise
    /// (`performDrop` or `reordersByDrag`, or the app's drop delegate). The session callbacks no
    /// event answers are the app's alone, but for the drop session's exit and end, which the
    /// adapter implements wherever it is the drop delegate: a declared update that waits for
    /// the drop's gap to close runs then (UIKit does nothing without them).
    static let dragAndDropMethods: [AdapterMethod] = [
      .row(
        .dragDelegate, "tableView:itemsForBeginningDragSession:atIndexPath:", .dragItems,
        required: true
      ).implemented(alsoFor: reordersByDragID),
      .appOnly(
        .dragDelegate, "tableView:itemsForAddingToDragSession:atIndexPath:point:",
        dragItemsForAddingID
      ).implemented(alsoFor: RowEvent<Void, [DragItem]>.dragItems.id),
      .appOnly(
        .dragDelegate, "tableView:dragPreviewParametersForRowAtIndexPath:", dragPreviewID),
      .appOnly(.dragDelegate, "tableView:dragSessionWillBegin:", dragSessionWillBeginID),
      .appOnly(.dragDelegate, "tableView:dragSessionDidEnd:", dragSessionDidEndID),
      .appOnly(
        .dragDelegate, "tableView:dragSessionAllowsMoveOperation:", dragSessionAllowsMoveID),
      .appOnly(
        .dragDelegate, "tableView:dragSessionIsRestrictedToDraggingApplication:",
        dragSessionIsRestrictedID),
      .table(.dropDelegate, "tableView:performDropWithCoordinator:", .performDrop, required: true)
        .implemented(alsoFor: DropRules.eventsTakingDrops),
      .table(.dropDelegate, "tableView:canHandleDropSession:", .canHandleDrop),
      .appOnly(.dropDelegate, "tableView:dropSessionDidEnter:", dropSessionDidEnterID),
      .table(
        .dropDelegate, "tableView:dropSessionDidUpdate:withDestinationIndexPath:", .dropProposal
      ).implemented(alsoFor: reordersByDragID),
      .appOnly(.dropDelegate, "tableView:dropSessionDidExit:", dropSessionDidExitID)
        .implemented(alsoFor: DropRules.eventsTakingDrops),
      .appOnly(.dropDelegate, "tableView:dropSessionDidEnd:", dropSessionDidEndID)
        .implemented(alsoFor: DropRules.eventsTakingDrops),
      .appOnly(
        .dropDelegate, "tableView:dropPreviewParametersForRowAtIndexPath:", dropPreviewID),
    ]

    /// The scroll view's methods that tell the end of the user's scrolling, answered while a
    /// declared table's host waits for it (`HostLinks.userDidEndScrolling`).
    static let scrollEndSelectors: [String] = [
      "scrollViewDidEndDragging:willDecelerate:", "scrollViewDidEndDecelerating:",
    ]

    /// The selectors of `UIScrollViewDelegate`, which `UITableViewDelegate` inherits: the adapter
    /// implements each (`HostAdapter+ScrollView.swift`), calling the app's delegate, and
    /// answers yes for those the app's delegate implements.
    static let scrollViewSelectors: [String] = [
      "scrollViewDidScroll:",
      "scrollViewDidZoom:",
      "scrollViewWillBeginDragging:",
      "scrollViewWillEndDragging:withVelocity:targetContentOffset:",
      "scrollViewDidEndDragging:willDecelerate:",
      "scrollViewWillBeginDecelerating:",
      "scrollViewDidEndDecelerating:",
      "scrollViewDidEndScrollingAnimation:",
      "viewForZoomingInScrollView:",
      "scrollViewWillBeginZooming:withView:",
      "scrollViewDidEndZooming:withView:atScale:",
      "scrollViewShouldScrollToTop:",
      "scrollViewDidScrollToTop:",
      "scrollViewDidChangeAdjustedContentInset:",
    ]
  }
#endif
