#if !canImport(UIKit)
  import Foundation

  // Signatures declared by UIKit in `UITableView.h` and `UIScrollView.h` (the table protocols with
  // every member required) (the iOS 17 SDK's UIKit headers).

  /// A type that conforms must implement every member with UIKit's exact signature, so that a
  /// mistyped label fails to compile on Linux instead of being silently ignored by UIKit on iOS.
  ///
  /// The member list is exactly that of `UITableViewDataSource`, in the same order, with no
  /// default implementations.
  ///
  /// Declare the conformance on a type that does not itself conform to the UIKit protocol, such as
  /// a base class whose subclass adds the UIKit conformance: on a type that conforms to both, the
  /// UIKit protocol's default implementations would silently satisfy these requirements too.
  @MainActor public protocol ExhaustiveTableViewDataSource: AnyObject {
    /// Asks for the number of rows in a section.
    ///
    /// `tableView:numberOfRowsInSection:`, iOS 2.0. Required.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int

    /// Asks for the cell to display at an index path.
    ///
    /// `tableView:cellForRowAtIndexPath:`, iOS 2.0. Required.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell

    /// Asks for the number of sections.
    ///
    /// `numberOfSectionsInTableView:`, iOS 2.0.
    func numberOfSections(in tableView: UITableView) -> Int

    /// Asks for the title of a section header.
    ///
    /// `tableView:titleForHeaderInSection:`, iOS 2.0.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?

    /// Asks for the title of a section footer.
    ///
    /// `tableView:titleForFooterInSection:`, iOS 2.0.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?

    /// Asks whether a row can be edited.
    ///
    /// `tableView:canEditRowAtIndexPath:`, iOS 2.0.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool

    /// Asks whether a row can be moved.
    ///
    /// `tableView:canMoveRowAtIndexPath:`, iOS 2.0.
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool

    /// Asks for the titles of the section index.
    ///
    /// `sectionIndexTitlesForTableView:`, iOS 2.0.
    func sectionIndexTitles(for tableView: UITableView) -> [String]?

    /// Asks which section a section-index title jumps to.
    ///
    /// `tableView:sectionForSectionIndexTitle:atIndex:`, iOS 2.0.
    func tableView(
      _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
    ) -> Int

    /// Asks to commit the insertion or deletion of a row.
    ///
    /// `tableView:commitEditingStyle:forRowAtIndexPath:`, iOS 2.0.
    func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath)

    /// Tells the data source that a row moved.
    ///
    /// `tableView:moveRowAtIndexPath:toIndexPath:`, iOS 2.0.
    func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath)
  }

  /// A type that conforms must implement every member with UIKit's exact signature, so that a
  /// mistyped label fails to compile on Linux instead of being silently ignored by UIKit on iOS.
  ///
  /// The member list is exactly that of `UITableViewDelegate`, in the same order, with no
  /// default implementations. The inherited `UIScrollViewDelegate` members are not included.
  ///
  /// Declare the conformance on a type that does not itself conform to the UIKit protocol, such as
  /// a base class whose subclass adds the UIKit conformance: on a type that conforms to both, the
  /// UIKit protocol's default implementations would silently satisfy these requirements too.
  @MainActor public protocol ExhaustiveTableViewDelegate: AnyObject {
    /// Tells the delegate that a cell is about to be displayed.
    ///
    /// `tableView:willDisplayCell:forRowAtIndexPath:`, iOS 2.0.
    func tableView(
      _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)

    /// Tells the delegate that a header view is about to be displayed.
    ///
    /// `tableView:willDisplayHeaderView:forSection:`, iOS 6.0.
    func tableView(
      _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)

    /// Tells the delegate that a footer view is about to be displayed.
    ///
    /// `tableView:willDisplayFooterView:forSection:`, iOS 6.0.
    func tableView(
      _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)

    /// Tells the delegate that a cell was removed from the table.
    ///
    /// `tableView:didEndDisplayingCell:forRowAtIndexPath:`, iOS 6.0.
    func tableView(
      _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
      forRowAt indexPath: IndexPath)

    /// Tells the delegate that a header view was removed from the table.
    ///
    /// `tableView:didEndDisplayingHeaderView:forSection:`, iOS 6.0.
    func tableView(
      _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)

    /// Tells the delegate that a footer view was removed from the table.
    ///
    /// `tableView:didEndDisplayingFooterView:forSection:`, iOS 6.0.
    func tableView(
      _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)

    /// Asks for the height of a row.
    ///
    /// `tableView:heightForRowAtIndexPath:`, iOS 2.0.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat

    /// Asks for the height of a section header.
    ///
    /// `tableView:heightForHeaderInSection:`, iOS 2.0.
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat

    /// Asks for the height of a section footer.
    ///
    /// `tableView:heightForFooterInSection:`, iOS 2.0.
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat

    /// Asks for the estimated height of a row.
    ///
    /// `tableView:estimatedHeightForRowAtIndexPath:`, iOS 7.0.
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
      -> CGFloat

    /// Asks for the estimated height of a section header.
    ///
    /// `tableView:estimatedHeightForHeaderInSection:`, iOS 7.0.
    func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int)
      -> CGFloat

    /// Asks for the estimated height of a section footer.
    ///
    /// `tableView:estimatedHeightForFooterInSection:`, iOS 7.0.
    func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int)
      -> CGFloat

    /// Asks for the view of a section header.
    ///
    /// `tableView:viewForHeaderInSection:`, iOS 2.0.
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?

    /// Asks for the view of a section footer.
    ///
    /// `tableView:viewForFooterInSection:`, iOS 2.0.
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?

    /// Tells the delegate that a row's detail button was tapped.
    ///
    /// `tableView:accessoryButtonTappedForRowWithIndexPath:`, iOS 2.0.
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)

    /// Asks whether a row should be highlighted.
    ///
    /// `tableView:shouldHighlightRowAtIndexPath:`, iOS 6.0.
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool

    /// Tells the delegate that a row was highlighted.
    ///
    /// `tableView:didHighlightRowAtIndexPath:`, iOS 6.0.
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)

    /// Tells the delegate that a row's highlight was removed.
    ///
    /// `tableView:didUnhighlightRowAtIndexPath:`, iOS 6.0.
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)

    /// Asks which row to select instead of `indexPath`; `nil` vetoes the selection.
    ///
    /// `tableView:willSelectRowAtIndexPath:`, iOS 2.0.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?

    /// Asks which row to deselect instead of `indexPath`; `nil` keeps it selected.
    ///
    /// `tableView:willDeselectRowAtIndexPath:`, iOS 3.0.
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?

    /// Tells the delegate that a row was selected.
    ///
    /// `tableView:didSelectRowAtIndexPath:`, iOS 2.0.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)

    /// Tells the delegate that a row was deselected.
    ///
    /// `tableView:didDeselectRowAtIndexPath:`, iOS 3.0.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)

    /// Asks whether the primary action may be performed for a row.
    ///
    /// `tableView:canPerformPrimaryActionForRowAtIndexPath:`, iOS 16.0.
    func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath)
      -> Bool

    /// Tells the delegate to perform the primary action for a row.
    ///
    /// `tableView:performPrimaryActionForRowAtIndexPath:`, iOS 16.0.
    func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath)

    /// Asks for the editing style of a row.
    ///
    /// `tableView:editingStyleForRowAtIndexPath:`, iOS 2.0.
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
      -> UITableViewCell.EditingStyle

    /// Asks for the title of a row's delete-confirmation button.
    ///
    /// `tableView:titleForDeleteConfirmationButtonForRowAtIndexPath:`, iOS 3.0.
    func tableView(
      _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String?

    /// Asks for the swipe actions of a row (deprecated: use the swipe configurations).
    ///
    /// `tableView:editActionsForRowAtIndexPath:`, iOS 8.0, deprecated in 13.0.
    func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath)
      -> [UITableViewRowAction]?

    /// Asks for the swipe actions shown on the leading edge of a row.
    ///
    /// `tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:`, iOS 11.0.
    func tableView(
      _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?

    /// Asks for the swipe actions shown on the trailing edge of a row.
    ///
    /// `tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:`, iOS 11.0.
    func tableView(
      _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?

    /// Asks whether a row's background is indented while editing.
    ///
    /// `tableView:shouldIndentWhileEditingRowAtIndexPath:`, iOS 2.0.
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath)
      -> Bool

    /// Tells the delegate that a row is about to enter swipe-to-edit mode.
    ///
    /// `tableView:willBeginEditingRowAtIndexPath:`, iOS 2.0.
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)

    /// Tells the delegate that swipe-to-edit mode ended; the index path is optional.
    ///
    /// `tableView:didEndEditingRowAtIndexPath:`, iOS 2.0.
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)

    /// Asks where a row being moved should go instead of the proposed destination.
    ///
    /// `tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:`, iOS 2.0.
    func tableView(
      _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
      toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath

    /// Asks for the indentation level of a row.
    ///
    /// `tableView:indentationLevelForRowAtIndexPath:`, iOS 2.0.
    func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int

    /// Asks whether to show the edit menu for a row (deprecated).
    ///
    /// `tableView:shouldShowMenuForRowAtIndexPath:`, iOS 5.0, deprecated in 13.0.
    func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool

    /// Asks whether an edit-menu action applies to a row (deprecated).
    ///
    /// `tableView:canPerformAction:forRowAtIndexPath:withSender:`, iOS 5.0, deprecated in 13.0.
    func tableView(
      _ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
      withSender sender: Any?
    ) -> Bool

    /// Tells the delegate to perform an edit-menu action on a row (deprecated).
    ///
    /// `tableView:performAction:forRowAtIndexPath:withSender:`, iOS 5.0, deprecated in 13.0.
    func tableView(
      _ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath,
      withSender sender: Any?)

    /// Asks whether a row can be focused.
    ///
    /// `tableView:canFocusRowAtIndexPath:`, iOS 9.0.
    func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool

    /// Asks whether a focus update may happen.
    ///
    /// `tableView:shouldUpdateFocusInContext:`, iOS 9.0.
    func tableView(
      _ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext
    ) -> Bool

    /// Tells the delegate that a focus update happened.
    ///
    /// `tableView:didUpdateFocusInContext:withAnimationCoordinator:`, iOS 9.0.
    func tableView(
      _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
      with coordinator: UIFocusAnimationCoordinator)

    /// Asks for the index path of the preferred focused view.
    ///
    /// `indexPathForPreferredFocusedViewInTableView:`, iOS 9.0.
    func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath?

    /// Asks whether focusing a row selects it, when the table's selection follows focus.
    ///
    /// `tableView:selectionFollowsFocusForRowAtIndexPath:`, iOS 15.0.
    func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath)
      -> Bool

    /// Asks whether a row may be spring-loaded during a drag.
    ///
    /// `tableView:shouldSpringLoadRowAtIndexPath:withContext:`, iOS 11.0.
    func tableView(
      _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
      with context: any UISpringLoadedInteractionContext
    ) -> Bool

    /// Asks whether a two-finger pan may start multiple selection.
    ///
    /// `tableView:shouldBeginMultipleSelectionInteractionAtIndexPath:`, iOS 13.0.
    func tableView(
      _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool

    /// Tells the delegate that a multiple-selection pan began.
    ///
    /// `tableView:didBeginMultipleSelectionInteractionAtIndexPath:`, iOS 13.0.
    func tableView(
      _ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)

    /// Tells the delegate that a multiple-selection pan ended.
    ///
    /// `tableViewDidEndMultipleSelectionInteraction:`, iOS 13.0.
    func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView)

    /// Asks for the context menu of a row; `nil` means no menu.
    ///
    /// `tableView:contextMenuConfigurationForRowAtIndexPath:point:`, iOS 13.0.
    func tableView(
      _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
      point: CGPoint
    ) -> UIContextMenuConfiguration?

    /// Asks for the preview shown while a context menu is presented.
    ///
    /// `tableView:previewForHighlightingContextMenuWithConfiguration:`, iOS 13.0.
    func tableView(
      _ tableView: UITableView,
      previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview?

    /// Asks for the preview shown while a context menu is dismissed.
    ///
    /// `tableView:previewForDismissingContextMenuWithConfiguration:`, iOS 13.0.
    func tableView(
      _ tableView: UITableView,
      previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview?

    /// Tells the delegate that the context-menu preview was tapped.
    ///
    /// `tableView:willPerformPreviewActionForMenuWithConfiguration:animator:`, iOS 13.0.
    func tableView(
      _ tableView: UITableView,
      willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
      animator: any UIContextMenuInteractionCommitAnimating)

    /// Tells the delegate that a context menu is about to appear.
    ///
    /// `tableView:willDisplayContextMenuWithConfiguration:animator:`, iOS 14.0.
    func tableView(
      _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?)

    /// Tells the delegate that a context-menu interaction is about to end.
    ///
    /// `tableView:willEndContextMenuInteractionWithConfiguration:animator:`, iOS 14.0.
    func tableView(
      _ tableView: UITableView,
      willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?)
  }

  /// A type that conforms must implement every member with UIKit's exact signature, so that a
  /// mistyped label fails to compile on Linux instead of being silently ignored by UIKit on iOS.
  ///
  /// The member list is exactly that of `UITableViewDataSourcePrefetching`, with no default
  /// implementations.
  ///
  /// Declare the conformance on a type that does not itself conform to the UIKit protocol, such as
  /// a base class whose subclass adds the UIKit conformance: on a type that conforms to both, the
  /// UIKit protocol's default implementations would silently satisfy these requirements too.
  @MainActor public protocol ExhaustiveTableViewDataSourcePrefetching: AnyObject {
    /// Asks to start preparing data for rows, nearest to the visible area first.
    ///
    /// `tableView:prefetchRowsAtIndexPaths:`, iOS 10.0. Required.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])

    /// Cancels preparation of data for rows that are no longer needed.
    ///
    /// `tableView:cancelPrefetchingForRowsAtIndexPaths:`, iOS 10.0.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
  }

  /// A type that conforms must implement every member of `UIScrollViewDelegate` with UIKit's
  /// exact signature; see ``ExhaustiveTableViewDataSource``.
  ///
  /// The table view's delegate receives these too (`UITableViewDelegate` inherits them), so an
  /// object that answers yes to one must implement it.
  @MainActor public protocol ExhaustiveScrollViewDelegate: AnyObject {
    /// Tells the delegate that the content offset changed.
    ///
    /// `scrollViewDidScroll:`, iOS 2.0.
    func scrollViewDidScroll(_ scrollView: UIScrollView)

    /// Tells the delegate that the zoom scale changed.
    ///
    /// `scrollViewDidZoom:`, iOS 3.2.
    func scrollViewDidZoom(_ scrollView: UIScrollView)

    /// Tells the delegate that dragging is about to begin.
    ///
    /// `scrollViewWillBeginDragging:`, iOS 2.0.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)

    /// Tells the delegate that dragging is about to end; it may change the target offset.
    ///
    /// `scrollViewWillEndDragging:withVelocity:targetContentOffset:`, iOS 5.0.
    func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
      targetContentOffset: UnsafeMutablePointer<CGPoint>)

    /// Tells the delegate that dragging ended.
    ///
    /// `scrollViewDidEndDragging:willDecelerate:`, iOS 2.0.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)

    /// Tells the delegate that deceleration is about to begin.
    ///
    /// `scrollViewWillBeginDecelerating:`, iOS 2.0.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)

    /// Tells the delegate that deceleration ended.
    ///
    /// `scrollViewDidEndDecelerating:`, iOS 2.0.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)

    /// Tells the delegate that a programmatic scrolling animation ended.
    ///
    /// `scrollViewDidEndScrollingAnimation:`, iOS 2.0.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)

    /// Asks for the view to scale when zooming.
    ///
    /// `viewForZoomingInScrollView:`, iOS 2.0.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?

    /// Tells the delegate that zooming is about to begin.
    ///
    /// `scrollViewWillBeginZooming:withView:`, iOS 3.2.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)

    /// Tells the delegate that zooming ended.
    ///
    /// `scrollViewDidEndZooming:withView:atScale:`, iOS 2.0.
    func scrollViewDidEndZooming(
      _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)

    /// Asks whether a status-bar tap may scroll to the top.
    ///
    /// `scrollViewShouldScrollToTop:`, iOS 2.0.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool

    /// Tells the delegate that the view scrolled to the top.
    ///
    /// `scrollViewDidScrollToTop:`, iOS 2.0.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)

    /// Tells the delegate that the adjusted content inset changed.
    ///
    /// `scrollViewDidChangeAdjustedContentInset:`, iOS 11.0.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
  }
#endif
