#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif

  // The calls into the app's own objects, one line per method, in the order of `AppCalling`,
  // for iOS and Linux alike. Each names the method unapplied,
  // `(dataSource?.tableView(_:canEditRowAt:))`, which is an optional function on both platforms: on iOS because the requirement is an
  // Objective-C optional one (nil where the object does not implement it), on Linux because the
  // optional chain through `dataSource?` makes it one (the stand-in's protocols give every
  // optional member a default implementation instead). Calling it with `?(…)` then reads the
  // same on both, so one source serves both, with no optional-requirement syntax that Linux
  // cannot compile.
  extension AppDelegates: AppCalling {
    // MARK: UITableViewDataSource

    func numberOfRows(_ t: UITableView, _ s: Int) -> Int? {
      dataSource?.tableView(t, numberOfRowsInSection: s)
    }

    func cellForRow(_ t: UITableView, _ i: IndexPath) -> UITableViewCell? {
      dataSource?.tableView(t, cellForRowAt: i)
    }

    func numberOfSections(_ t: UITableView) -> Int? {
      (dataSource?.numberOfSections(in:))?(t)
    }

    func titleForHeader(_ t: UITableView, _ s: Int) -> String? {
      (dataSource?.tableView(_:titleForHeaderInSection:))?(t, s)
    }

    func titleForFooter(_ t: UITableView, _ s: Int) -> String? {
      (dataSource?.tableView(_:titleForFooterInSection:))?(t, s)
    }

    func canEditRow(_ t: UITableView, _ i: IndexPath) -> Bool? {
      (dataSource?.tableView(_:canEditRowAt:))?(t, i)
    }

    func canMoveRow(_ t: UITableView, _ i: IndexPath) -> Bool? {
      (dataSource?.tableView(_:canMoveRowAt:))?(t, i)
    }

    func sectionIndexTitles(_ t: UITableView) -> [String]? {
      (dataSource?.sectionIndexTitles(for:))?(t)
    }

    func sectionForSectionIndexTitle(_ t: UITableView, _ title: String, _ index: Int) -> Int? {
      (dataSource?.tableView(_:sectionForSectionIndexTitle:at:))?(t, title, index)
    }

    func commitEditing(_ t: UITableView, _ style: UITableViewCell.EditingStyle, _ i: IndexPath)
      -> Void?
    {
      (dataSource?.tableView(_:commit:forRowAt:))?(t, style, i)
    }

    func moveRow(_ t: UITableView, _ from: IndexPath, _ to: IndexPath) -> Void? {
      (dataSource?.tableView(_:moveRowAt:to:))?(t, from, to)
    }

    // MARK: UITableViewDelegate

    func willDisplayCell(_ t: UITableView, _ cell: UITableViewCell, _ i: IndexPath) -> Void? {
      (delegate?.tableView(_:willDisplay:forRowAt:))?(t, cell, i)
    }

    func willDisplayHeaderView(_ t: UITableView, _ view: UIView, _ s: Int) -> Void? {
      (delegate?.tableView(_:willDisplayHeaderView:forSection:))?(t, view, s)
    }

    func willDisplayFooterView(_ t: UITableView, _ view: UIView, _ s: Int) -> Void? {
      (delegate?.tableView(_:willDisplayFooterView:forSection:))?(t, view, s)
    }

    func didEndDisplayingCell(_ t: UITableView, _ cell: UITableViewCell, _ i: IndexPath) -> Void? {
      (delegate?.tableView(_:didEndDisplaying:forRowAt:))?(t, cell, i)
    }

    func didEndDisplayingHeaderView(_ t: UITableView, _ view: UIView, _ s: Int) -> Void? {
      (delegate?.tableView(_:didEndDisplayingHeaderView:forSection:))?(t, view, s)
    }

    func didEndDisplayingFooterView(_ t: UITableView, _ view: UIView, _ s: Int) -> Void? {
      (delegate?.tableView(_:didEndDisplayingFooterView:forSection:))?(t, view, s)
    }

    func heightForRow(_ t: UITableView, _ i: IndexPath) -> CGFloat? {
      (delegate?.tableView(_:heightForRowAt:))?(t, i)
    }

    func heightForHeader(_ t: UITableView, _ s: Int) -> CGFloat? {
      (delegate?.tableView(_:heightForHeaderInSection:))?(t, s)
    }

    func heightForFooter(_ t: UITableView, _ s: Int) -> CGFloat? {
      (delegate?.tableView(_:heightForFooterInSection:))?(t, s)
    }

    func estimatedHeightForRow(_ t: UITableView, _ i: IndexPath) -> CGFloat? {
      (delegate?.tableView(_:estimatedHeightForRowAt:))?(t, i)
    }

    func estimatedHeightForHeader(_ t: UITableView, _ s: Int) -> CGFloat? {
      (delegate?.tableView(_:estimatedHeightForHeaderInSection:))?(t, s)
    }

    func estimatedHeightForFooter(_ t: UITableView, _ s: Int) -> CGFloat? {
      (delegate?.tableView(_:estimatedHeightForFooterInSection:))?(t, s)
    }

    func viewForHeader(_ t: UITableView, _ s: Int) -> UIView? {
      (delegate?.tableView(_:viewForHeaderInSection:))?(t, s)
    }

    func viewForFooter(_ t: UITableView, _ s: Int) -> UIView? {
      (delegate?.tableView(_:viewForFooterInSection:))?(t, s)
    }

    func accessoryButtonTapped(_ t: UITableView, _ i: IndexPath) -> Void? {
      (delegate?.tableView(_:accessoryButtonTappedForRowWith:))?(t, i)
    }

    func shouldHighlightRow(_ t: UITableView, _ i: IndexPath) -> Bool? {
      (delegate?.tableView(_:shouldHighlightRowAt:))?(t, i)
    }

    func didHighlightRow(_ t: UITableView, _ i: IndexPath) -> Void? {
      (delegate?.tableView(_:didHighlightRowAt:))?(t, i)
    }

    func didUnhighlightRow(_ t: UITableView, _ i: IndexPath) -> Void? {
      (delegate?.tableView(_:didUnhighlightRowAt:))?(t, i)
    }

    func willSelectRow(_ t: UITableView, _ i: IndexPath) -> IndexPath? {
      (delegate?.tableView(_:willSelectRowAt:))?(t, i)
    }

    func willDeselectRow(_ t: UITableView, _ i: IndexPath) -> IndexPath? {
      (delegate?.tableView(_:willDeselectRowAt:))?(t, i)
    }

    func didSelectRow(_ t: UITableView, _ i: IndexPath) -> Void? {
      (delegate?.tableView(_:didSelectRowAt:))?(t, i)
    }

    func didDeselectRow(_ t: UITableView, _ i: IndexPath) -> Void? {
      (delegate?.tableView(_:didDeselectRowAt:))?(t, i)
    }

    func canPerformPrimaryAction(_ t: UITableView, _ i: IndexPath) -> Bool? {
      guard #available(iOS 16, *) else { return nil }
      return (delegate?.tableView(_:canPerformPrimaryActionForRowAt:))?(t, i)
    }

    func performPrimaryAction(_ t: UITableView, _ i: IndexPath) -> Void? {
      guard #available(iOS 16, *) else { return nil }
      return (delegate?.tableView(_:performPrimaryActionForRowAt:))?(t, i)
    }

    func editingStyle(_ t: UITableView, _ i: IndexPath) -> UITableViewCell.EditingStyle? {
      (delegate?.tableView(_:editingStyleForRowAt:))?(t, i)
    }

    func titleForDeleteConfirmationButton(_ t: UITableView, _ i: IndexPath) -> String? {
      (delegate?.tableView(_:titleForDeleteConfirmationButtonForRowAt:))?(t, i)
    }

    @available(iOS, deprecated: 13.0)
    func editActions(_ t: UITableView, _ i: IndexPath) -> [UITableViewRowAction]? {
      (delegate?.tableView(_:editActionsForRowAt:))?(t, i)
    }

    func leadingSwipeActionsConfiguration(_ t: UITableView, _ i: IndexPath)
      -> UISwipeActionsConfiguration?
    {
      (delegate?.tableView(_:leadingSwipeActionsConfigurationForRowAt:))?(t, i)
    }

    func trailingSwipeActionsConfiguration(_ t: UITableView, _ i: IndexPath)
      -> UISwipeActionsConfiguration?
    {
      (delegate?.tableView(_:trailingSwipeActionsConfigurationForRowAt:))?(t, i)
    }

    func shouldIndentWhileEditing(_ t: UITableView, _ i: IndexPath) -> Bool? {
      (delegate?.tableView(_:shouldIndentWhileEditingRowAt:))?(t, i)
    }

    func willBeginEditing(_ t: UITableView, _ i: IndexPath) -> Void? {
      (delegate?.tableView(_:willBeginEditingRowAt:))?(t, i)
    }

    func didEndEditing(_ t: UITableView, _ i: IndexPath?) -> Void? {
      (delegate?.tableView(_:didEndEditingRowAt:))?(t, i)
    }

    func targetForMove(_ t: UITableView, _ from: IndexPath, _ proposed: IndexPath) -> IndexPath? {
      (delegate?.tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:))?(
        t, from, proposed)
    }

    func indentationLevel(_ t: UITableView, _ i: IndexPath) -> Int? {
      (delegate?.tableView(_:indentationLevelForRowAt:))?(t, i)
    }

    @available(iOS, deprecated: 13.0)
    func shouldShowMenu(_ t: UITableView, _ i: IndexPath) -> Bool? {
      (delegate?.tableView(_:shouldShowMenuForRowAt:))?(t, i)
    }

    @available(iOS, deprecated: 13.0)
    func canPerformAction(_ t: UITableView, _ action: Selector, _ i: IndexPath, _ sender: Any?)
      -> Bool?
    {
      (delegate?.tableView(_:canPerformAction:forRowAt:withSender:))?(t, action, i, sender)
    }

    @available(iOS, deprecated: 13.0)
    func performAction(_ t: UITableView, _ action: Selector, _ i: IndexPath, _ sender: Any?)
      -> Void?
    {
      (delegate?.tableView(_:performAction:forRowAt:withSender:))?(t, action, i, sender)
    }

    func canFocusRow(_ t: UITableView, _ i: IndexPath) -> Bool? {
      (delegate?.tableView(_:canFocusRowAt:))?(t, i)
    }

    func shouldUpdateFocus(_ t: UITableView, _ context: UITableViewFocusUpdateContext) -> Bool? {
      (delegate?.tableView(_:shouldUpdateFocusIn:))?(t, context)
    }

    func didUpdateFocus(
      _ t: UITableView, _ context: UITableViewFocusUpdateContext,
      _ coordinator: UIFocusAnimationCoordinator
    ) -> Void? {
      (delegate?.tableView(_:didUpdateFocusIn:with:))?(t, context, coordinator)
    }

    func indexPathForPreferredFocusedView(_ t: UITableView) -> IndexPath? {
      (delegate?.indexPathForPreferredFocusedView(in:))?(t)
    }

    func selectionFollowsFocus(_ t: UITableView, _ i: IndexPath) -> Bool? {
      guard #available(iOS 15, *) else { return nil }
      return (delegate?.tableView(_:selectionFollowsFocusForRowAt:))?(t, i)
    }

    func shouldSpringLoadRow(
      _ t: UITableView, _ i: IndexPath, _ context: any UISpringLoadedInteractionContext
    ) -> Bool? {
      (delegate?.tableView(_:shouldSpringLoadRowAt:with:))?(t, i, context)
    }

    func shouldBeginMultipleSelectionInteraction(_ t: UITableView, _ i: IndexPath) -> Bool? {
      (delegate?.tableView(_:shouldBeginMultipleSelectionInteractionAt:))?(t, i)
    }

    func didBeginMultipleSelectionInteraction(_ t: UITableView, _ i: IndexPath) -> Void? {
      (delegate?.tableView(_:didBeginMultipleSelectionInteractionAt:))?(t, i)
    }

    func didEndMultipleSelectionInteraction(_ t: UITableView) -> Void? {
      (delegate?.tableViewDidEndMultipleSelectionInteraction(_:))?(t)
    }

    func contextMenuConfiguration(_ t: UITableView, _ i: IndexPath, _ point: CGPoint)
      -> UIContextMenuConfiguration?
    {
      (delegate?.tableView(_:contextMenuConfigurationForRowAt:point:))?(t, i, point)
    }

    func previewForHighlightingContextMenu(_ t: UITableView, _ c: UIContextMenuConfiguration)
      -> UITargetedPreview?
    {
      (delegate?.tableView(_:previewForHighlightingContextMenuWithConfiguration:))?(t, c)
    }

    func previewForDismissingContextMenu(_ t: UITableView, _ c: UIContextMenuConfiguration)
      -> UITargetedPreview?
    {
      (delegate?.tableView(_:previewForDismissingContextMenuWithConfiguration:))?(t, c)
    }

    func willPerformPreviewAction(
      _ t: UITableView, _ c: UIContextMenuConfiguration,
      _ animator: any UIContextMenuInteractionCommitAnimating
    ) -> Void? {
      (delegate?.tableView(_:willPerformPreviewActionForMenuWith:animator:))?(t, c, animator)
    }

    func willDisplayContextMenu(
      _ t: UITableView, _ c: UIContextMenuConfiguration,
      _ animator: (any UIContextMenuInteractionAnimating)?
    ) -> Void? {
      guard #available(iOS 14, *) else { return nil }
      return (delegate?.tableView(_:willDisplayContextMenu:animator:))?(t, c, animator)
    }

    func willEndContextMenuInteraction(
      _ t: UITableView, _ c: UIContextMenuConfiguration,
      _ animator: (any UIContextMenuInteractionAnimating)?
    ) -> Void? {
      guard #available(iOS 14, *) else { return nil }
      return (delegate?.tableView(_:willEndContextMenuInteraction:animator:))?(t, c, animator)
    }

    // MARK: UITableViewDataSourcePrefetching

    func prefetchRows(_ t: UITableView, _ paths: [IndexPath]) -> Void? {
      prefetchDataSource?.tableView(t, prefetchRowsAt: paths)
    }

    func cancelPrefetchingForRows(_ t: UITableView, _ paths: [IndexPath]) -> Void? {
      (prefetchDataSource?.tableView(_:cancelPrefetchingForRowsAt:))?(t, paths)
    }

    // MARK: UIScrollViewDelegate (the app's delegate only)

    func scrollViewDidScroll(_ s: UIScrollView) -> Void? {
      (delegate?.scrollViewDidScroll(_:))?(s)
    }

    func scrollViewDidZoom(_ s: UIScrollView) -> Void? {
      (delegate?.scrollViewDidZoom(_:))?(s)
    }

    func scrollViewWillBeginDragging(_ s: UIScrollView) -> Void? {
      (delegate?.scrollViewWillBeginDragging(_:))?(s)
    }

    func scrollViewWillEndDragging(
      _ s: UIScrollView, _ velocity: CGPoint, _ target: UnsafeMutablePointer<CGPoint>
    ) -> Void? {
      (delegate?.scrollViewWillEndDragging(_:withVelocity:targetContentOffset:))?(
        s, velocity, target)
    }

    func scrollViewDidEndDragging(_ s: UIScrollView, _ decelerate: Bool) -> Void? {
      (delegate?.scrollViewDidEndDragging(_:willDecelerate:))?(s, decelerate)
    }

    func scrollViewWillBeginDecelerating(_ s: UIScrollView) -> Void? {
      (delegate?.scrollViewWillBeginDecelerating(_:))?(s)
    }

    func scrollViewDidEndDecelerating(_ s: UIScrollView) -> Void? {
      (delegate?.scrollViewDidEndDecelerating(_:))?(s)
    }

    func scrollViewDidEndScrollingAnimation(_ s: UIScrollView) -> Void? {
      (delegate?.scrollViewDidEndScrollingAnimation(_:))?(s)
    }

    func viewForZooming(_ s: UIScrollView) -> UIView? {
      (delegate?.viewForZooming(in:))?(s)
    }

    func scrollViewWillBeginZooming(_ s: UIScrollView, _ view: UIView?) -> Void? {
      (delegate?.scrollViewWillBeginZooming(_:with:))?(s, view)
    }

    func scrollViewDidEndZooming(_ s: UIScrollView, _ view: UIView?, _ scale: CGFloat)
      -> Void?
    {
      (delegate?.scrollViewDidEndZooming(_:with:atScale:))?(s, view, scale)
    }

    func scrollViewShouldScrollToTop(_ s: UIScrollView) -> Bool? {
      (delegate?.scrollViewShouldScrollToTop(_:))?(s)
    }

    func scrollViewDidScrollToTop(_ s: UIScrollView) -> Void? {
      (delegate?.scrollViewDidScrollToTop(_:))?(s)
    }

    func scrollViewDidChangeAdjustedContentInset(_ s: UIScrollView) -> Void? {
      (delegate?.scrollViewDidChangeAdjustedContentInset(_:))?(s)
    }
  }
#endif
