#if !canImport(UIKit)
  import Foundation

  /// The Objective-C selector of every member of the stand-in table protocols, as data.
  ///
  /// Each array lists the selectors in the protocol's declaration order, spelled exactly as UIKit's
  /// headers spell them, so that a registry can be checked against UIKit without the Objective-C
  /// runtime.
  public enum TableSelectors {
    /// The selectors of `UITableViewDataSource`, required members first.
    public static let dataSource: [String] = [
      "tableView:numberOfRowsInSection:",
      "tableView:cellForRowAtIndexPath:",
      "numberOfSectionsInTableView:",
      "tableView:titleForHeaderInSection:",
      "tableView:titleForFooterInSection:",
      "tableView:canEditRowAtIndexPath:",
      "tableView:canMoveRowAtIndexPath:",
      "sectionIndexTitlesForTableView:",
      "tableView:sectionForSectionIndexTitle:atIndex:",
      "tableView:commitEditingStyle:forRowAtIndexPath:",
      "tableView:moveRowAtIndexPath:toIndexPath:",
    ]

    /// The selectors of `UITableViewDelegate`, without the inherited scroll-view ones.
    public static let delegate: [String] = [
      "tableView:willDisplayCell:forRowAtIndexPath:",
      "tableView:willDisplayHeaderView:forSection:",
      "tableView:willDisplayFooterView:forSection:",
      "tableView:didEndDisplayingCell:forRowAtIndexPath:",
      "tableView:didEndDisplayingHeaderView:forSection:",
      "tableView:didEndDisplayingFooterView:forSection:",
      "tableView:heightForRowAtIndexPath:",
      "tableView:heightForHeaderInSection:",
      "tableView:heightForFooterInSection:",
      "tableView:estimatedHeightForRowAtIndexPath:",
      "tableView:estimatedHeightForHeaderInSection:",
      "tableView:estimatedHeightForFooterInSection:",
      "tableView:viewForHeaderInSection:",
      "tableView:viewForFooterInSection:",
      "tableView:accessoryButtonTappedForRowWithIndexPath:",
      "tableView:shouldHighlightRowAtIndexPath:",
      "tableView:didHighlightRowAtIndexPath:",
      "tableView:didUnhighlightRowAtIndexPath:",
      "tableView:willSelectRowAtIndexPath:",
      "tableView:willDeselectRowAtIndexPath:",
      "tableView:didSelectRowAtIndexPath:",
      "tableView:didDeselectRowAtIndexPath:",
      "tableView:canPerformPrimaryActionForRowAtIndexPath:",
      "tableView:performPrimaryActionForRowAtIndexPath:",
      "tableView:editingStyleForRowAtIndexPath:",
      "tableView:titleForDeleteConfirmationButtonForRowAtIndexPath:",
      "tableView:editActionsForRowAtIndexPath:",
      "tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:",
      "tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:",
      "tableView:shouldIndentWhileEditingRowAtIndexPath:",
      "tableView:willBeginEditingRowAtIndexPath:",
      "tableView:didEndEditingRowAtIndexPath:",
      "tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:",
      "tableView:indentationLevelForRowAtIndexPath:",
      "tableView:shouldShowMenuForRowAtIndexPath:",
      "tableView:canPerformAction:forRowAtIndexPath:withSender:",
      "tableView:performAction:forRowAtIndexPath:withSender:",
      "tableView:canFocusRowAtIndexPath:",
      "tableView:shouldUpdateFocusInContext:",
      "tableView:didUpdateFocusInContext:withAnimationCoordinator:",
      "indexPathForPreferredFocusedViewInTableView:",
      "tableView:selectionFollowsFocusForRowAtIndexPath:",
      "tableView:shouldSpringLoadRowAtIndexPath:withContext:",
      "tableView:shouldBeginMultipleSelectionInteractionAtIndexPath:",
      "tableView:didBeginMultipleSelectionInteractionAtIndexPath:",
      "tableViewDidEndMultipleSelectionInteraction:",
      "tableView:contextMenuConfigurationForRowAtIndexPath:point:",
      "tableView:previewForHighlightingContextMenuWithConfiguration:",
      "tableView:previewForDismissingContextMenuWithConfiguration:",
      "tableView:willPerformPreviewActionForMenuWithConfiguration:animator:",
      "tableView:willDisplayContextMenuWithConfiguration:animator:",
      "tableView:willEndContextMenuInteractionWithConfiguration:animator:",
    ]

    /// The selectors of `UITableViewDataSourcePrefetching`.
    public static let prefetching: [String] = [
      "tableView:prefetchRowsAtIndexPaths:",
      "tableView:cancelPrefetchingForRowsAtIndexPaths:",
    ]

    /// The selectors of `UIScrollViewDelegate`.
    public static let scrollView: [String] = [
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
