#if os(Linux)
  import Foundation
  import UIKitStandIn

  // The Linux twin of `AppCalling+UIKit.swift`: the same calls into the app's own objects, one
  // line per method, in the same order, against the stand-in, where every optional member has a
  // default implementation and so needs no `?` after its name. `AppCallListTests` checks that
  // both files call the same methods in the same order, and the adapter's tests exercise these.
  extension AppDelegates: AppCalling {
    // MARK: UITableViewDataSource

    func numberOfRows(_ t: UITableView, _ s: Int) -> Int? {
      dataSource?.tableView(t, numberOfRowsInSection: s)
    }

    func cellForRow(_ t: UITableView, _ i: IndexPath) -> UITableViewCell? {
      dataSource?.tableView(t, cellForRowAt: i)
    }

    func numberOfSections(_ t: UITableView) -> Int? {
      dataSource?.numberOfSections(in: t)
    }

    func titleForHeader(_ t: UITableView, _ s: Int) -> String? {
      dataSource?.tableView(t, titleForHeaderInSection: s)
    }

    func titleForFooter(_ t: UITableView, _ s: Int) -> String? {
      dataSource?.tableView(t, titleForFooterInSection: s)
    }

    func canEditRow(_ t: UITableView, _ i: IndexPath) -> Bool? {
      dataSource?.tableView(t, canEditRowAt: i)
    }

    func canMoveRow(_ t: UITableView, _ i: IndexPath) -> Bool? {
      dataSource?.tableView(t, canMoveRowAt: i)
    }

    func sectionIndexTitles(_ t: UITableView) -> [String]? {
      dataSource?.sectionIndexTitles(for: t)
    }

    func sectionForSectionIndexTitle(_ t: UITableView, _ title: String, _ index: Int) -> Int? {
      dataSource?.tableView(t, sectionForSectionIndexTitle: title, at: index)
    }

    func commitEditing(_ t: UITableView, _ style: UITableViewCell.EditingStyle, _ i: IndexPath)
      -> Void?
    {
      dataSource?.tableView(t, commit: style, forRowAt: i)
    }

    func moveRow(_ t: UITableView, _ from: IndexPath, _ to: IndexPath) -> Void? {
      dataSource?.tableView(t, moveRowAt: from, to: to)
    }

    // MARK: UITableViewDelegate

    func willDisplayCell(_ t: UITableView, _ cell: UITableViewCell, _ i: IndexPath) -> Void? {
      delegate?.tableView(t, willDisplay: cell, forRowAt: i)
    }

    func willDisplayHeaderView(_ t: UITableView, _ view: UIView, _ s: Int) -> Void? {
      delegate?.tableView(t, willDisplayHeaderView: view, forSection: s)
    }

    func willDisplayFooterView(_ t: UITableView, _ view: UIView, _ s: Int) -> Void? {
      delegate?.tableView(t, willDisplayFooterView: view, forSection: s)
    }

    func didEndDisplayingCell(_ t: UITableView, _ cell: UITableViewCell, _ i: IndexPath) -> Void? {
      delegate?.tableView(t, didEndDisplaying: cell, forRowAt: i)
    }

    func didEndDisplayingHeaderView(_ t: UITableView, _ view: UIView, _ s: Int) -> Void? {
      delegate?.tableView(t, didEndDisplayingHeaderView: view, forSection: s)
    }

    func didEndDisplayingFooterView(_ t: UITableView, _ view: UIView, _ s: Int) -> Void? {
      delegate?.tableView(t, didEndDisplayingFooterView: view, forSection: s)
    }

    func heightForRow(_ t: UITableView, _ i: IndexPath) -> CGFloat? {
      delegate?.tableView(t, heightForRowAt: i)
    }

    func heightForHeader(_ t: UITableView, _ s: Int) -> CGFloat? {
      delegate?.tableView(t, heightForHeaderInSection: s)
    }

    func heightForFooter(_ t: UITableView, _ s: Int) -> CGFloat? {
      delegate?.tableView(t, heightForFooterInSection: s)
    }

    func estimatedHeightForRow(_ t: UITableView, _ i: IndexPath) -> CGFloat? {
      delegate?.tableView(t, estimatedHeightForRowAt: i)
    }

    func estimatedHeightForHeader(_ t: UITableView, _ s: Int) -> CGFloat? {
      delegate?.tableView(t, estimatedHeightForHeaderInSection: s)
    }

    func estimatedHeightForFooter(_ t: UITableView, _ s: Int) -> CGFloat? {
      delegate?.tableView(t, estimatedHeightForFooterInSection: s)
    }

    func viewForHeader(_ t: UITableView, _ s: Int) -> UIView? {
      delegate?.tableView(t, viewForHeaderInSection: s)
    }

    func viewForFooter(_ t: UITableView, _ s: Int) -> UIView? {
      delegate?.tableView(t, viewForFooterInSection: s)
    }

    func accessoryButtonTapped(_ t: UITableView, _ i: IndexPath) -> Void? {
      delegate?.tableView(t, accessoryButtonTappedForRowWith: i)
    }

    func shouldHighlightRow(_ t: UITableView, _ i: IndexPath) -> Bool? {
      delegate?.tableView(t, shouldHighlightRowAt: i)
    }

    func didHighlightRow(_ t: UITableView, _ i: IndexPath) -> Void? {
      delegate?.tableView(t, didHighlightRowAt: i)
    }

    func didUnhighlightRow(_ t: UITableView, _ i: IndexPath) -> Void? {
      delegate?.tableView(t, didUnhighlightRowAt: i)
    }

    func willSelectRow(_ t: UITableView, _ i: IndexPath) -> IndexPath? {
      delegate?.tableView(t, willSelectRowAt: i)
    }

    func willDeselectRow(_ t: UITableView, _ i: IndexPath) -> IndexPath? {
      delegate?.tableView(t, willDeselectRowAt: i)
    }

    func didSelectRow(_ t: UITableView, _ i: IndexPath) -> Void? {
      delegate?.tableView(t, didSelectRowAt: i)
    }

    func didDeselectRow(_ t: UITableView, _ i: IndexPath) -> Void? {
      delegate?.tableView(t, didDeselectRowAt: i)
    }

    func canPerformPrimaryAction(_ t: UITableView, _ i: IndexPath) -> Bool? {
      guard #available(iOS 16, *) else { return nil }
      return delegate?.tableView(t, canPerformPrimaryActionForRowAt: i)
    }

    func performPrimaryAction(_ t: UITableView, _ i: IndexPath) -> Void? {
      guard #available(iOS 16, *) else { return nil }
      return delegate?.tableView(t, performPrimaryActionForRowAt: i)
    }

    func editingStyle(_ t: UITableView, _ i: IndexPath) -> UITableViewCell.EditingStyle? {
      delegate?.tableView(t, editingStyleForRowAt: i)
    }

    func titleForDeleteConfirmationButton(_ t: UITableView, _ i: IndexPath) -> String? {
      delegate?.tableView(t, titleForDeleteConfirmationButtonForRowAt: i)
    }

    @available(iOS, deprecated: 13.0)
    func editActions(_ t: UITableView, _ i: IndexPath) -> [UITableViewRowAction]? {
      delegate?.tableView(t, editActionsForRowAt: i)
    }

    func leadingSwipeActionsConfiguration(_ t: UITableView, _ i: IndexPath)
      -> UISwipeActionsConfiguration?
    {
      delegate?.tableView(t, leadingSwipeActionsConfigurationForRowAt: i)
    }

    func trailingSwipeActionsConfiguration(_ t: UITableView, _ i: IndexPath)
      -> UISwipeActionsConfiguration?
    {
      delegate?.tableView(t, trailingSwipeActionsConfigurationForRowAt: i)
    }

    func shouldIndentWhileEditing(_ t: UITableView, _ i: IndexPath) -> Bool? {
      delegate?.tableView(t, shouldIndentWhileEditingRowAt: i)
    }

    func willBeginEditing(_ t: UITableView, _ i: IndexPath) -> Void? {
      delegate?.tableView(t, willBeginEditingRowAt: i)
    }

    func didEndEditing(_ t: UITableView, _ i: IndexPath?) -> Void? {
      delegate?.tableView(t, didEndEditingRowAt: i)
    }

    func targetForMove(_ t: UITableView, _ from: IndexPath, _ proposed: IndexPath) -> IndexPath? {
      delegate?.tableView(t, targetIndexPathForMoveFromRowAt: from, toProposedIndexPath: proposed)
    }

    func indentationLevel(_ t: UITableView, _ i: IndexPath) -> Int? {
      delegate?.tableView(t, indentationLevelForRowAt: i)
    }

    func shouldShowMenu(_ t: UITableView, _ i: IndexPath) -> Bool? {
      delegate?.tableView(t, shouldShowMenuForRowAt: i)
    }

    func canPerformAction(_ t: UITableView, _ action: Selector, _ i: IndexPath, _ sender: Any?)
      -> Bool?
    {
      delegate?.tableView(t, canPerformAction: action, forRowAt: i, withSender: sender)
    }

    func performAction(_ t: UITableView, _ action: Selector, _ i: IndexPath, _ sender: Any?)
      -> Void?
    {
      delegate?.tableView(t, performAction: action, forRowAt: i, withSender: sender)
    }

    func canFocusRow(_ t: UITableView, _ i: IndexPath) -> Bool? {
      delegate?.tableView(t, canFocusRowAt: i)
    }

    func shouldUpdateFocus(_ t: UITableView, _ context: UITableViewFocusUpdateContext) -> Bool? {
      delegate?.tableView(t, shouldUpdateFocusIn: context)
    }

    func didUpdateFocus(
      _ t: UITableView, _ context: UITableViewFocusUpdateContext,
      _ coordinator: UIFocusAnimationCoordinator
    ) -> Void? {
      delegate?.tableView(t, didUpdateFocusIn: context, with: coordinator)
    }

    func indexPathForPreferredFocusedView(_ t: UITableView) -> IndexPath? {
      delegate?.indexPathForPreferredFocusedView(in: t)
    }

    func selectionFollowsFocus(_ t: UITableView, _ i: IndexPath) -> Bool? {
      guard #available(iOS 15, *) else { return nil }
      return delegate?.tableView(t, selectionFollowsFocusForRowAt: i)
    }

    func shouldSpringLoadRow(
      _ t: UITableView, _ i: IndexPath, _ context: any UISpringLoadedInteractionContext
    ) -> Bool? {
      delegate?.tableView(t, shouldSpringLoadRowAt: i, with: context)
    }

    func shouldBeginMultipleSelectionInteraction(_ t: UITableView, _ i: IndexPath) -> Bool? {
      delegate?.tableView(t, shouldBeginMultipleSelectionInteractionAt: i)
    }

    func didBeginMultipleSelectionInteraction(_ t: UITableView, _ i: IndexPath) -> Void? {
      delegate?.tableView(t, didBeginMultipleSelectionInteractionAt: i)
    }

    func didEndMultipleSelectionInteraction(_ t: UITableView) -> Void? {
      delegate?.tableViewDidEndMultipleSelectionInteraction(t)
    }

    func contextMenuConfiguration(_ t: UITableView, _ i: IndexPath, _ point: CGPoint)
      -> UIContextMenuConfiguration?
    {
      delegate?.tableView(t, contextMenuConfigurationForRowAt: i, point: point)
    }

    func previewForHighlightingContextMenu(_ t: UITableView, _ c: UIContextMenuConfiguration)
      -> UITargetedPreview?
    {
      delegate?.tableView(t, previewForHighlightingContextMenuWithConfiguration: c)
    }

    func previewForDismissingContextMenu(_ t: UITableView, _ c: UIContextMenuConfiguration)
      -> UITargetedPreview?
    {
      delegate?.tableView(t, previewForDismissingContextMenuWithConfiguration: c)
    }

    func willPerformPreviewAction(
      _ t: UITableView, _ c: UIContextMenuConfiguration,
      _ animator: any UIContextMenuInteractionCommitAnimating
    ) -> Void? {
      delegate?.tableView(t, willPerformPreviewActionForMenuWith: c, animator: animator)
    }

    func willDisplayContextMenu(
      _ t: UITableView, _ c: UIContextMenuConfiguration,
      _ animator: (any UIContextMenuInteractionAnimating)?
    ) -> Void? {
      guard #available(iOS 14, *) else { return nil }
      return delegate?.tableView(t, willDisplayContextMenu: c, animator: animator)
    }

    func willEndContextMenuInteraction(
      _ t: UITableView, _ c: UIContextMenuConfiguration,
      _ animator: (any UIContextMenuInteractionAnimating)?
    ) -> Void? {
      guard #available(iOS 14, *) else { return nil }
      return delegate?.tableView(t, willEndContextMenuInteraction: c, animator: animator)
    }

    // MARK: UITableViewDataSourcePrefetching

    func prefetchRows(_ t: UITableView, _ paths: [IndexPath]) -> Void? {
      prefetchDataSource?.tableView(t, prefetchRowsAt: paths)
    }

    func cancelPrefetchingForRows(_ t: UITableView, _ paths: [IndexPath]) -> Void? {
      prefetchDataSource?.tableView(t, cancelPrefetchingForRowsAt: paths)
    }

    // MARK: UIScrollViewDelegate (the app's delegate only)

    func scrollViewDidScroll(_ s: UIScrollView) -> Void? {
      delegate?.scrollViewDidScroll(s)
    }

    func scrollViewDidZoom(_ s: UIScrollView) -> Void? {
      delegate?.scrollViewDidZoom(s)
    }

    func scrollViewWillBeginDragging(_ s: UIScrollView) -> Void? {
      delegate?.scrollViewWillBeginDragging(s)
    }

    func scrollViewWillEndDragging(
      _ s: UIScrollView, _ velocity: CGPoint, _ target: UnsafeMutablePointer<CGPoint>
    ) -> Void? {
      delegate?.scrollViewWillEndDragging(s, withVelocity: velocity, targetContentOffset: target)
    }

    func scrollViewDidEndDragging(_ s: UIScrollView, _ decelerate: Bool) -> Void? {
      delegate?.scrollViewDidEndDragging(s, willDecelerate: decelerate)
    }

    func scrollViewWillBeginDecelerating(_ s: UIScrollView) -> Void? {
      delegate?.scrollViewWillBeginDecelerating(s)
    }

    func scrollViewDidEndDecelerating(_ s: UIScrollView) -> Void? {
      delegate?.scrollViewDidEndDecelerating(s)
    }

    func scrollViewDidEndScrollingAnimation(_ s: UIScrollView) -> Void? {
      delegate?.scrollViewDidEndScrollingAnimation(s)
    }

    func viewForZooming(_ s: UIScrollView) -> UIView? {
      delegate?.viewForZooming(in: s)
    }

    func scrollViewWillBeginZooming(_ s: UIScrollView, _ view: UIView?) -> Void? {
      delegate?.scrollViewWillBeginZooming(s, with: view)
    }

    func scrollViewDidEndZooming(_ s: UIScrollView, _ view: UIView?, _ scale: CGFloat)
      -> Void?
    {
      delegate?.scrollViewDidEndZooming(s, with: view, atScale: scale)
    }

    func scrollViewShouldScrollToTop(_ s: UIScrollView) -> Bool? {
      delegate?.scrollViewShouldScrollToTop(s)
    }

    func scrollViewDidScrollToTop(_ s: UIScrollView) -> Void? {
      delegate?.scrollViewDidScrollToTop(s)
    }

    func scrollViewDidChangeAdjustedContentInset(_ s: UIScrollView) -> Void? {
      delegate?.scrollViewDidChangeAdjustedContentInset(s)
    }
  }
#endif
