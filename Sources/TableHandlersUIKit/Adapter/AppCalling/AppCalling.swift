#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  /// Every call the adapter makes into the app's own data source, delegate and prefetch data
  /// source: one method per UIKit method, in the order of ``AdapterMethod/all``.
  ///
  /// One file implements it for iOS and Linux, one line per call (`AppCalling+App.swift`, which
  /// says how one spelling compiles on both). The adapter asks only methods the app implements
  /// (``AppDelegates/implementedEvents``).
  ///
  /// Each method returns `nil` when the app's object is gone. Going through this protocol also
  /// keeps UIKit's deprecations where they belong: the iOS implementations of the deprecated
  /// menu methods are deprecated themselves, and only the deprecated
  /// `tableView(_:editActionsForRowAt:)` requirement is.
  @MainActor protocol AppCalling: AnyObject {
    // MARK: UITableViewDataSource

    func numberOfRows(_ t: UITableView, _ s: Int) -> Int?
    func cellForRow(_ t: UITableView, _ i: IndexPath) -> UITableViewCell?
    func numberOfSections(_ t: UITableView) -> Int?
    func titleForHeader(_ t: UITableView, _ s: Int) -> String?
    func titleForFooter(_ t: UITableView, _ s: Int) -> String?
    func canEditRow(_ t: UITableView, _ i: IndexPath) -> Bool?
    func canMoveRow(_ t: UITableView, _ i: IndexPath) -> Bool?
    func sectionIndexTitles(_ t: UITableView) -> [String]?
    func sectionForSectionIndexTitle(_ t: UITableView, _ title: String, _ index: Int) -> Int?
    func commitEditing(_ t: UITableView, _ style: UITableViewCell.EditingStyle, _ i: IndexPath)
      -> Void?
    func moveRow(_ t: UITableView, _ from: IndexPath, _ to: IndexPath) -> Void?

    // MARK: UITableViewDelegate

    func willDisplayCell(_ t: UITableView, _ cell: UITableViewCell, _ i: IndexPath) -> Void?
    func willDisplayHeaderView(_ t: UITableView, _ view: UIView, _ s: Int) -> Void?
    func willDisplayFooterView(_ t: UITableView, _ view: UIView, _ s: Int) -> Void?
    func didEndDisplayingCell(_ t: UITableView, _ cell: UITableViewCell, _ i: IndexPath) -> Void?
    func didEndDisplayingHeaderView(_ t: UITableView, _ view: UIView, _ s: Int) -> Void?
    func didEndDisplayingFooterView(_ t: UITableView, _ view: UIView, _ s: Int) -> Void?
    func heightForRow(_ t: UITableView, _ i: IndexPath) -> CGFloat?
    func heightForHeader(_ t: UITableView, _ s: Int) -> CGFloat?
    func heightForFooter(_ t: UITableView, _ s: Int) -> CGFloat?
    func estimatedHeightForRow(_ t: UITableView, _ i: IndexPath) -> CGFloat?
    func estimatedHeightForHeader(_ t: UITableView, _ s: Int) -> CGFloat?
    func estimatedHeightForFooter(_ t: UITableView, _ s: Int) -> CGFloat?
    func viewForHeader(_ t: UITableView, _ s: Int) -> UIView?
    func viewForFooter(_ t: UITableView, _ s: Int) -> UIView?
    func accessoryButtonTapped(_ t: UITableView, _ i: IndexPath) -> Void?
    func shouldHighlightRow(_ t: UITableView, _ i: IndexPath) -> Bool?
    func didHighlightRow(_ t: UITableView, _ i: IndexPath) -> Void?
    func didUnhighlightRow(_ t: UITableView, _ i: IndexPath) -> Void?
    func willSelectRow(_ t: UITableView, _ i: IndexPath) -> IndexPath?
    func willDeselectRow(_ t: UITableView, _ i: IndexPath) -> IndexPath?
    func didSelectRow(_ t: UITableView, _ i: IndexPath) -> Void?
    func didDeselectRow(_ t: UITableView, _ i: IndexPath) -> Void?
    func canPerformPrimaryAction(_ t: UITableView, _ i: IndexPath) -> Bool?
    func performPrimaryAction(_ t: UITableView, _ i: IndexPath) -> Void?
    func editingStyle(_ t: UITableView, _ i: IndexPath) -> UITableViewCell.EditingStyle?
    func titleForDeleteConfirmationButton(_ t: UITableView, _ i: IndexPath) -> String?
    @available(iOS, deprecated: 13.0)
    func editActions(_ t: UITableView, _ i: IndexPath) -> [UITableViewRowAction]?
    func leadingSwipeActionsConfiguration(_ t: UITableView, _ i: IndexPath)
      -> UISwipeActionsConfiguration?
    func trailingSwipeActionsConfiguration(_ t: UITableView, _ i: IndexPath)
      -> UISwipeActionsConfiguration?
    func shouldIndentWhileEditing(_ t: UITableView, _ i: IndexPath) -> Bool?
    func willBeginEditing(_ t: UITableView, _ i: IndexPath) -> Void?
    func didEndEditing(_ t: UITableView, _ i: IndexPath?) -> Void?
    func targetForMove(_ t: UITableView, _ from: IndexPath, _ proposed: IndexPath) -> IndexPath?
    func indentationLevel(_ t: UITableView, _ i: IndexPath) -> Int?
    func shouldShowMenu(_ t: UITableView, _ i: IndexPath) -> Bool?
    func canPerformAction(_ t: UITableView, _ action: Selector, _ i: IndexPath, _ sender: Any?)
      -> Bool?
    func performAction(_ t: UITableView, _ action: Selector, _ i: IndexPath, _ sender: Any?)
      -> Void?
    func canFocusRow(_ t: UITableView, _ i: IndexPath) -> Bool?
    func shouldUpdateFocus(_ t: UITableView, _ context: UITableViewFocusUpdateContext) -> Bool?
    func didUpdateFocus(
      _ t: UITableView, _ context: UITableViewFocusUpdateContext,
      _ coordinator: UIFocusAnimationCoordinator
    ) -> Void?
    func indexPathForPreferredFocusedView(_ t: UITableView) -> IndexPath?
    func selectionFollowsFocus(_ t: UITableView, _ i: IndexPath) -> Bool?
    func shouldSpringLoadRow(
      _ t: UITableView, _ i: IndexPath, _ context: any UISpringLoadedInteractionContext
    ) -> Bool?
    func shouldBeginMultipleSelectionInteraction(_ t: UITableView, _ i: IndexPath) -> Bool?
    func didBeginMultipleSelectionInteraction(_ t: UITableView, _ i: IndexPath) -> Void?
    func didEndMultipleSelectionInteraction(_ t: UITableView) -> Void?
    func contextMenuConfiguration(_ t: UITableView, _ i: IndexPath, _ point: CGPoint)
      -> UIContextMenuConfiguration?
    func previewForHighlightingContextMenu(_ t: UITableView, _ c: UIContextMenuConfiguration)
      -> UITargetedPreview?
    func previewForDismissingContextMenu(_ t: UITableView, _ c: UIContextMenuConfiguration)
      -> UITargetedPreview?
    func willPerformPreviewAction(
      _ t: UITableView, _ c: UIContextMenuConfiguration,
      _ animator: any UIContextMenuInteractionCommitAnimating
    ) -> Void?
    func willDisplayContextMenu(
      _ t: UITableView, _ c: UIContextMenuConfiguration,
      _ animator: (any UIContextMenuInteractionAnimating)?
    ) -> Void?
    func willEndContextMenuInteraction(
      _ t: UITableView, _ c: UIContextMenuConfiguration,
      _ animator: (any UIContextMenuInteractionAnimating)?
    ) -> Void?

    // MARK: UITableViewDataSourcePrefetching

    func prefetchRows(_ t: UITableView, _ paths: [IndexPath]) -> Void?
    func cancelPrefetchingForRows(_ t: UITableView, _ paths: [IndexPath]) -> Void?

    // MARK: UIScrollViewDelegate (the app's delegate only)

    func scrollViewDidScroll(_ s: UIScrollView) -> Void?
    func scrollViewDidZoom(_ s: UIScrollView) -> Void?
    func scrollViewWillBeginDragging(_ s: UIScrollView) -> Void?
    func scrollViewWillEndDragging(
      _ s: UIScrollView, _ velocity: CGPoint, _ target: UnsafeMutablePointer<CGPoint>
    ) -> Void?
    func scrollViewDidEndDragging(_ s: UIScrollView, _ decelerate: Bool) -> Void?
    func scrollViewWillBeginDecelerating(_ s: UIScrollView) -> Void?
    func scrollViewDidEndDecelerating(_ s: UIScrollView) -> Void?
    func scrollViewDidEndScrollingAnimation(_ s: UIScrollView) -> Void?
    func viewForZooming(_ s: UIScrollView) -> UIView?
    func scrollViewWillBeginZooming(_ s: UIScrollView, _ view: UIView?) -> Void?
    func scrollViewDidEndZooming(_ s: UIScrollView, _ view: UIView?, _ scale: CGFloat)
      -> Void?
    func scrollViewShouldScrollToTop(_ s: UIScrollView) -> Bool?
    func scrollViewDidScrollToTop(_ s: UIScrollView) -> Void?
    func scrollViewDidChangeAdjustedContentInset(_ s: UIScrollView) -> Void?
  }
#endif
