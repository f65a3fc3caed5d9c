#if !canImport(UIKit)
  import Foundation

  // Signatures declared by UIKit in `UITableView.h` (the iOS 17 SDK's UIKit headers).

  /// The members of `UITableViewDelegate`, each required and none given a default, declared once for
  /// both protocols: `UITableViewDelegate` refines this one and gives its optional members UIKit's
  /// absent-method defaults (the extension below).
  ///
  /// A type that conforms to this protocol but not to `UITableViewDelegate` (the adapter's base class;
  /// its subclass adds the UIKit conformance) must implement every member with UIKit's exact
  /// signature, so that a mistyped label fails to compile on Linux instead of being silently
  /// ignored by UIKit on iOS, where the SDK's "nearly matches" warning does the same.
  @MainActor public protocol UITableViewDelegateRequirements: AnyObject {
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

  /// The stand-in for UIKit's `UITableViewDelegate`: display, height, selection, editing, focus and
  /// context-menu callbacks.
  ///
  /// Every member is optional in UIKit. Linux has no `optional` requirements, so each is a plain
  /// requirement with UIKit's exact Swift signature plus a default implementation in an extension
  /// that mirrors UIKit's behaviour when the method is absent. The deprecated
  /// `tableView(_:accessoryTypeForRowWith:)` is omitted.
  @MainActor
  public protocol UITableViewDelegate: NSObjectProtocol, UIScrollViewDelegate,
    UITableViewDelegateRequirements
  {}

  /// Defaults for every `UITableViewDelegate` member, matching UIKit when a method is absent.
  @MainActor
  extension UITableViewDelegate {
    /// Does nothing.
    public func tableView(
      _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}

    /// Does nothing.
    public func tableView(
      _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
    ) {}

    /// Does nothing.
    public func tableView(
      _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
    ) {}

    /// Does nothing.
    public func tableView(
      _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
      forRowAt indexPath: IndexPath
    ) {}

    /// Does nothing.
    public func tableView(
      _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
    ) {}

    /// Does nothing.
    public func tableView(
      _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
    ) {}

    /// Returns the table's `rowHeight`.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    {
      tableView.rowHeight
    }

    /// Returns the table's `sectionHeaderHeight`.
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int)
      -> CGFloat
    {
      tableView.sectionHeaderHeight
    }

    /// Returns the table's `sectionFooterHeight`.
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int)
      -> CGFloat
    {
      tableView.sectionFooterHeight
    }

    /// Returns the table's `estimatedRowHeight`.
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
      -> CGFloat
    {
      tableView.estimatedRowHeight
    }

    /// Returns the table's `estimatedSectionHeaderHeight`.
    public func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int)
      -> CGFloat
    {
      tableView.estimatedSectionHeaderHeight
    }

    /// Returns the table's `estimatedSectionFooterHeight`.
    public func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int)
      -> CGFloat
    {
      tableView.estimatedSectionFooterHeight
    }

    /// Returns `nil`: the title, if any, is used.
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    {
      nil
    }

    /// Returns `nil`: the title, if any, is used.
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    {
      nil
    }

    /// Does nothing.
    public func tableView(
      _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
    ) {}

    /// Returns `true`.
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath)
      -> Bool
    {
      true
    }

    /// Does nothing.
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}

    /// Does nothing.
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}

    /// Returns `indexPath` unchanged.
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
      -> IndexPath?
    {
      indexPath
    }

    /// Returns `indexPath` unchanged.
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
      -> IndexPath?
    {
      indexPath
    }

    /// Does nothing.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

    /// Does nothing.
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

    /// Returns `true` when the table is not editing, as UIKit does.
    public func tableView(
      _ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath
    ) -> Bool {
      !tableView.isEditing
    }

    /// Does nothing.
    public func tableView(
      _ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath
    ) {}

    /// Returns `.delete`, UIKit's style for editable rows.
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
      -> UITableViewCell.EditingStyle
    {
      .delete
    }

    /// Returns `"Delete"`, UIKit's (unlocalized) default title.
    public func tableView(
      _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? {
      "Delete"
    }

    /// Returns `nil`: the default actions.
    public func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath)
      -> [UITableViewRowAction]?
    {
      nil
    }

    /// Returns `nil`: the default actions.
    public func tableView(
      _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      nil
    }

    /// Returns `nil`: the default actions.
    public func tableView(
      _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      nil
    }

    /// Returns `true`.
    public func tableView(
      _ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
    ) -> Bool {
      true
    }

    /// Does nothing.
    public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}

    /// Does nothing.
    public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}

    /// Returns `proposedDestinationIndexPath`, accepting the proposal.
    public func tableView(
      _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
      toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
      proposedDestinationIndexPath
    }

    /// Returns `0`.
    public func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath)
      -> Int
    {
      0
    }

    /// Returns `false`.
    public func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath)
      -> Bool
    {
      false
    }

    /// Returns `false`.
    public func tableView(
      _ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
      withSender sender: Any?
    ) -> Bool {
      false
    }

    /// Does nothing.
    public func tableView(
      _ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath,
      withSender sender: Any?
    ) {}

    /// Returns `true`.
    public func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
      true
    }

    /// Returns `true`.
    public func tableView(
      _ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext
    ) -> Bool {
      true
    }

    /// Does nothing.
    public func tableView(
      _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
      with coordinator: UIFocusAnimationCoordinator
    ) {}

    /// Returns `nil`.
    public func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? {
      nil
    }

    /// Returns `true`.
    public func tableView(
      _ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath
    ) -> Bool {
      true
    }

    /// Returns `true`.
    public func tableView(
      _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
      with context: any UISpringLoadedInteractionContext
    ) -> Bool {
      true
    }

    /// Returns `false`.
    public func tableView(
      _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool {
      false
    }

    /// Does nothing.
    public func tableView(
      _ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) {}

    /// Does nothing.
    public func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {}

    /// Returns `nil`.
    public func tableView(
      _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
      point: CGPoint
    ) -> UIContextMenuConfiguration? {
      nil
    }

    /// Returns `nil`.
    public func tableView(
      _ tableView: UITableView,
      previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
      nil
    }

    /// Returns `nil`.
    public func tableView(
      _ tableView: UITableView,
      previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
      nil
    }

    /// Does nothing.
    public func tableView(
      _ tableView: UITableView,
      willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
      animator: any UIContextMenuInteractionCommitAnimating
    ) {}

    /// Does nothing.
    public func tableView(
      _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?
    ) {}

    /// Does nothing.
    public func tableView(
      _ tableView: UITableView,
      willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?
    ) {}
  }

  extension TableSelectors {
    /// The selectors of `UITableViewDelegate`, in its declaration order, without the inherited scroll-view ones.
    public static let delegate: [String] = delegateMethods.map(\.selector)

    /// Each member of `UITableViewDelegate`, in its declaration order: its selector, spelled as UIKit's
    /// headers spell it, and what UIKit uses in its place when it is not implemented
    /// (``UITableView/answerWithoutMethod(_:at:)``; `nil` for a required method).
    ///
    /// Sources: [H] the iOS 17 `UITableView.h`; [D] Apple's documentation of the method or of the
    /// table view property named. Where UIKit documents nothing, the comment says so and the
    /// answer is what a table without the method shows.
    static let delegateMethods: [StandInMethod] = [
      // Notifications and actions: nothing happens in their place.
      StandInMethod(TableSelectors.willDisplayCell) { _, _ in .nothing },
      StandInMethod(TableSelectors.willDisplayHeaderView) { _, _ in .nothing },
      StandInMethod(TableSelectors.willDisplayFooterView) { _, _ in .nothing },
      StandInMethod(TableSelectors.didEndDisplayingCell) { _, _ in .nothing },
      StandInMethod(TableSelectors.didEndDisplayingHeaderView) { _, _ in .nothing },
      StandInMethod(TableSelectors.didEndDisplayingFooterView) { _, _ in .nothing },
      // [D] rowHeight: "used when the delegate doesn't implement tableView(_:heightForRowAt:)".
      StandInMethod(TableSelectors.heightForRow) { table, _ in .height(table.rowHeight) },
      // [D] sectionHeaderHeight / sectionFooterHeight: the same wording for sections.
      StandInMethod(TableSelectors.heightForHeader) { table, _ in
        .height(table.sectionHeaderHeight)
      },
      StandInMethod(TableSelectors.heightForFooter) { table, _ in
        .height(table.sectionFooterHeight)
      },
      // [D] estimatedRowHeight, estimatedSectionHeaderHeight, estimatedSectionFooterHeight.
      StandInMethod(TableSelectors.estimatedHeightForRow) { table, _ in
        .height(table.estimatedRowHeight)
      },
      StandInMethod(TableSelectors.estimatedHeightForHeader) { table, _ in
        .height(table.estimatedSectionHeaderHeight)
      },
      StandInMethod(TableSelectors.estimatedHeightForFooter) { table, _ in
        .height(table.estimatedSectionFooterHeight)
      },
      // [D] viewForHeaderInSection: without a view the table uses the title, if any.
      StandInMethod(TableSelectors.viewForHeader) { _, _ in .noObject },
      StandInMethod(TableSelectors.viewForFooter) { _, _ in .noObject },
      // Notifications and actions: nothing happens in their place.
      StandInMethod(TableSelectors.accessoryButtonTapped) { _, _ in .nothing },
      // [D] shouldHighlightRowAt: "The default value is true."
      StandInMethod(TableSelectors.shouldHighlightRow) { _, _ in .bool(true) },
      // Notifications and actions: nothing happens in their place.
      StandInMethod(TableSelectors.didHighlightRow) { _, _ in .nothing },
      StandInMethod(TableSelectors.didUnhighlightRow) { _, _ in .nothing },
      // [D] willSelectRowAt / willDeselectRowAt: the row itself is selected or deselected.
      StandInMethod(TableSelectors.willSelectRow) { _, indexPath in .indexPath(indexPath)
      },
      StandInMethod(TableSelectors.willDeselectRow) { _, indexPath in .indexPath(indexPath)
      },
      // Notifications and actions: nothing happens in their place.
      StandInMethod(TableSelectors.didSelectRow) { _, _ in .nothing },
      StandInMethod(TableSelectors.didDeselectRow) { _, _ in .nothing },
      // [H] "If not implemented, defaults to YES when not editing and NO when editing."
      StandInMethod(TableSelectors.canPerformPrimaryAction) { table, _ in
        .bool(!table.isEditing)
      },
      // Notifications and actions: nothing happens in their place.
      StandInMethod(TableSelectors.performPrimaryAction) { _, _ in .nothing },
      // [H] "If not implemented, all editable cells will have UITableViewCellEditingStyleDelete".
      StandInMethod(TableSelectors.editingStyle) { _, _ in .editingStyle(.delete) },
      // [H] the confirmation button's title defaults to "Delete" (localized).
      StandInMethod(TableSelectors.titleForDeleteConfirmationButton) { _, _ in
        .title("Delete")
      },
      // [D] editActionsForRowAt, leading/trailingSwipeActionsConfigurationForRowAt: nil gives
      // UIKit's own actions.
      StandInMethod(TableSelectors.editActions) { _, _ in .noObject },
      StandInMethod(TableSelectors.leadingSwipeActionsConfiguration) { _, _ in
        .noObject
      },
      StandInMethod(TableSelectors.trailingSwipeActionsConfiguration) { _, _ in
        .noObject
      },
      // [H] "If not implemented, the default is YES." (grouped tables only indent).
      StandInMethod(TableSelectors.shouldIndentWhileEditing) { _, _ in .bool(true) },
      // Notifications and actions: nothing happens in their place.
      StandInMethod(TableSelectors.willBeginEditing) { _, _ in .nothing },
      StandInMethod(TableSelectors.didEndEditing) { _, _ in .nothing },
      // [D] targetIndexPathForMoveFromRowAt: the proposed destination is used.
      StandInMethod(TableSelectors.targetForMove) {
        _, indexPath in .indexPath(indexPath)
      },
      // [D] indentationLevel: the cell's own `indentationLevel`, 0 by default.
      StandInMethod(TableSelectors.indentationLevel) { table, indexPath in
        .int(table.cellForRow(at: indexPath)?.indentationLevel ?? 0)
      },
      // [D] shouldShowMenuForRowAt and canPerformAction: false by default.
      StandInMethod(TableSelectors.shouldShowMenu) { _, _ in .bool(false) },
      StandInMethod(TableSelectors.canPerformAction) { _, _ in
        .bool(false)
      },
      // Notifications and actions: nothing happens in their place.
      StandInMethod(TableSelectors.performAction) { _, _ in .nothing },
      // [H] canFocusRowAtIndexPath: "If implemented, overrides allowsFocus".
      StandInMethod(TableSelectors.canFocusRow) { table, _ in .bool(table.allowsFocus) },
      // [D] shouldUpdateFocusIn: the update happens.
      StandInMethod(TableSelectors.shouldUpdateFocus) { _, _ in .bool(true) },
      // Notifications and actions: nothing happens in their place.
      StandInMethod(TableSelectors.didUpdateFocus) { _, _ in
        .nothing
      },
      // [D] indexPathForPreferredFocusedView: no preference.
      StandInMethod(TableSelectors.indexPathForPreferredFocusedView) { _, _ in .noObject },
      // [H] only called while `selectionFollowsFocus` is on, whose value applies otherwise.
      StandInMethod(TableSelectors.selectionFollowsFocus) { table, _ in
        .bool(table.selectionFollowsFocus)
      },
      // [H] "If not implemented, the default is YES, except when the row is being dragged."
      StandInMethod(TableSelectors.shouldSpringLoadRow) { _, _ in .bool(true)
      },
      // [H] "If not implemented, the default is NO".
      StandInMethod(TableSelectors.shouldBeginMultipleSelectionInteraction) { _, _ in
        .bool(false)
      },
      // Notifications and actions: nothing happens in their place.
      StandInMethod(TableSelectors.didBeginMultipleSelectionInteraction) { _, _ in .nothing
      },
      StandInMethod(TableSelectors.didEndMultipleSelectionInteraction) { _, _ in .nothing },
      // [H][D] no configuration, no context menu; no preview, UIKit's own.
      StandInMethod(TableSelectors.contextMenuConfiguration) { _, _ in
        .noObject
      },
      StandInMethod(TableSelectors.previewForHighlightingContextMenu) { _, _ in
        .noObject
      },
      StandInMethod(TableSelectors.previewForDismissingContextMenu) { _, _ in
        .noObject
      },
      // Notifications and actions: nothing happens in their place.
      StandInMethod(TableSelectors.willPerformPreviewAction) {
        _, _ in .nothing
      },
      StandInMethod(TableSelectors.willDisplayContextMenu) { _, _ in
        .nothing
      },
      StandInMethod(TableSelectors.willEndContextMenuInteraction) { _, _ in
        .nothing
      },
    ]
  }

  // How the simulation asks the delegate (stand-in only): see `delegateAnswer`.
  extension UITableView {
    /// A row's height: `tableView(_:heightForRowAt:)`, else `rowHeight`.
    func askedHeightForRow(at indexPath: IndexPath) -> CGFloat {
      delegateAnswer(TableSelectors.heightForRow, at: indexPath) {
        $0.tableView(self, heightForRowAt: indexPath)
      }
    }

    /// A row's estimated height: `tableView(_:estimatedHeightForRowAt:)`, else
    /// `estimatedRowHeight`.
    func askedEstimatedHeightForRow(at indexPath: IndexPath) -> CGFloat {
      delegateAnswer(TableSelectors.estimatedHeightForRow, at: indexPath) {
        $0.tableView(self, estimatedHeightForRowAt: indexPath)
      }
    }

    /// A header's height: `tableView(_:heightForHeaderInSection:)`, else `sectionHeaderHeight`.
    func askedHeightForHeader(inSection section: Int) -> CGFloat {
      delegateAnswer(TableSelectors.heightForHeader, at: IndexPath(row: 0, section: section)) {
        $0.tableView(self, heightForHeaderInSection: section)
      }
    }

    /// A footer's height: `tableView(_:heightForFooterInSection:)`, else `sectionFooterHeight`.
    func askedHeightForFooter(inSection section: Int) -> CGFloat {
      delegateAnswer(TableSelectors.heightForFooter, at: IndexPath(row: 0, section: section)) {
        $0.tableView(self, heightForFooterInSection: section)
      }
    }

    /// A header's estimated height, else `estimatedSectionHeaderHeight`.
    func askedEstimatedHeightForHeader(inSection section: Int) -> CGFloat {
      delegateAnswer(
        TableSelectors.estimatedHeightForHeader, at: IndexPath(row: 0, section: section)
      ) { $0.tableView(self, estimatedHeightForHeaderInSection: section) }
    }

    /// A footer's estimated height, else `estimatedSectionFooterHeight`.
    func askedEstimatedHeightForFooter(inSection section: Int) -> CGFloat {
      delegateAnswer(
        TableSelectors.estimatedHeightForFooter, at: IndexPath(row: 0, section: section)
      ) { $0.tableView(self, estimatedHeightForFooterInSection: section) }
    }

    /// A header's view: `tableView(_:viewForHeaderInSection:)`, else none.
    func askedViewForHeader(inSection section: Int) -> UIView? {
      delegateAnswer(TableSelectors.viewForHeader, at: IndexPath(row: 0, section: section)) {
        $0.tableView(self, viewForHeaderInSection: section)
      }
    }

    /// A footer's view: `tableView(_:viewForFooterInSection:)`, else none.
    func askedViewForFooter(inSection section: Int) -> UIView? {
      delegateAnswer(TableSelectors.viewForFooter, at: IndexPath(row: 0, section: section)) {
        $0.tableView(self, viewForFooterInSection: section)
      }
    }

    /// A row's editing style: `tableView(_:editingStyleForRowAt:)`, else `.delete`.
    func askedEditingStyle(at indexPath: IndexPath) -> UITableViewCell.EditingStyle {
      delegateAnswer(TableSelectors.editingStyle, at: indexPath) {
        $0.tableView(self, editingStyleForRowAt: indexPath)
      }
    }

    /// Whether a row highlights: `tableView(_:shouldHighlightRowAt:)`, else yes.
    func askedShouldHighlightRow(at indexPath: IndexPath) -> Bool {
      delegateAnswer(TableSelectors.shouldHighlightRow, at: indexPath) {
        $0.tableView(self, shouldHighlightRowAt: indexPath)
      }
    }

    /// Whether a row can take focus: `tableView(_:canFocusRowAt:)`, else `allowsFocus`.
    func askedCanFocusRow(at indexPath: IndexPath) -> Bool {
      delegateAnswer(TableSelectors.canFocusRow, at: indexPath) {
        $0.tableView(self, canFocusRowAt: indexPath)
      }
    }

    /// Whether focusing a row selects it: `tableView(_:selectionFollowsFocusForRowAt:)`, else
    /// `selectionFollowsFocus`.
    func askedSelectionFollowsFocus(at indexPath: IndexPath) -> Bool {
      delegateAnswer(TableSelectors.selectionFollowsFocus, at: indexPath) {
        $0.tableView(self, selectionFollowsFocusForRowAt: indexPath)
      }
    }

    /// A row's indentation level: `tableView(_:indentationLevelForRowAt:)`, else 0.
    func askedIndentationLevel(at indexPath: IndexPath) -> Int {
      delegateAnswer(TableSelectors.indentationLevel, at: indexPath) {
        $0.tableView(self, indentationLevelForRowAt: indexPath)
      }
    }

    /// A row's swipe actions from an edge: the leading or trailing
    /// `…SwipeActionsConfigurationForRowAt`, else none (UIKit's default actions).
    func askedSwipeActionsConfiguration(at indexPath: IndexPath, leading: Bool)
      -> UISwipeActionsConfiguration?
    {
      leading
        ? delegateAnswer(
          TableSelectors.leadingSwipeActionsConfiguration, at: indexPath
        ) {
          $0.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
        }
        : delegateAnswer(
          TableSelectors.trailingSwipeActionsConfiguration, at: indexPath
        ) {
          $0.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
        }
    }

    /// Tells the delegate a cell is about to be shown, if it implements the method.
    func tellDelegateWillDisplay(_ cell: UITableViewCell, forRowAt indexPath: IndexPath) {
      delegateAnswer(TableSelectors.willDisplayCell, at: indexPath) {
        $0.tableView(self, willDisplay: cell, forRowAt: indexPath)
      }
    }

    /// Tells the delegate a cell left the screen, if it implements the method.
    func tellDelegateDidEndDisplaying(_ cell: UITableViewCell, forRowAt indexPath: IndexPath) {
      delegateAnswer(TableSelectors.didEndDisplayingCell, at: indexPath) {
        $0.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
      }
    }
  }

  extension TableSelectors {
    /// `tableView:willDisplayCell:forRowAtIndexPath:`.
    public static let willDisplayCell = "tableView:willDisplayCell:forRowAtIndexPath:"

    /// `tableView:willDisplayHeaderView:forSection:`.
    public static let willDisplayHeaderView = "tableView:willDisplayHeaderView:forSection:"

    /// `tableView:willDisplayFooterView:forSection:`.
    public static let willDisplayFooterView = "tableView:willDisplayFooterView:forSection:"

    /// `tableView:didEndDisplayingCell:forRowAtIndexPath:`.
    public static let didEndDisplayingCell = "tableView:didEndDisplayingCell:forRowAtIndexPath:"

    /// `tableView:didEndDisplayingHeaderView:forSection:`.
    public static let didEndDisplayingHeaderView =
      "tableView:didEndDisplayingHeaderView:forSection:"

    /// `tableView:didEndDisplayingFooterView:forSection:`.
    public static let didEndDisplayingFooterView =
      "tableView:didEndDisplayingFooterView:forSection:"

    /// `tableView:heightForRowAtIndexPath:`.
    public static let heightForRow = "tableView:heightForRowAtIndexPath:"

    /// `tableView:heightForHeaderInSection:`.
    public static let heightForHeader = "tableView:heightForHeaderInSection:"

    /// `tableView:heightForFooterInSection:`.
    public static let heightForFooter = "tableView:heightForFooterInSection:"

    /// `tableView:estimatedHeightForRowAtIndexPath:`.
    public static let estimatedHeightForRow = "tableView:estimatedHeightForRowAtIndexPath:"

    /// `tableView:estimatedHeightForHeaderInSection:`.
    public static let estimatedHeightForHeader = "tableView:estimatedHeightForHeaderInSection:"

    /// `tableView:estimatedHeightForFooterInSection:`.
    public static let estimatedHeightForFooter = "tableView:estimatedHeightForFooterInSection:"

    /// `tableView:viewForHeaderInSection:`.
    public static let viewForHeader = "tableView:viewForHeaderInSection:"

    /// `tableView:viewForFooterInSection:`.
    public static let viewForFooter = "tableView:viewForFooterInSection:"

    /// `tableView:accessoryButtonTappedForRowWithIndexPath:`.
    public static let accessoryButtonTapped = "tableView:accessoryButtonTappedForRowWithIndexPath:"

    /// `tableView:shouldHighlightRowAtIndexPath:`.
    public static let shouldHighlightRow = "tableView:shouldHighlightRowAtIndexPath:"

    /// `tableView:didHighlightRowAtIndexPath:`.
    public static let didHighlightRow = "tableView:didHighlightRowAtIndexPath:"

    /// `tableView:didUnhighlightRowAtIndexPath:`.
    public static let didUnhighlightRow = "tableView:didUnhighlightRowAtIndexPath:"

    /// `tableView:willSelectRowAtIndexPath:`.
    public static let willSelectRow = "tableView:willSelectRowAtIndexPath:"

    /// `tableView:willDeselectRowAtIndexPath:`.
    public static let willDeselectRow = "tableView:willDeselectRowAtIndexPath:"

    /// `tableView:didSelectRowAtIndexPath:`.
    public static let didSelectRow = "tableView:didSelectRowAtIndexPath:"

    /// `tableView:didDeselectRowAtIndexPath:`.
    public static let didDeselectRow = "tableView:didDeselectRowAtIndexPath:"

    /// `tableView:canPerformPrimaryActionForRowAtIndexPath:`.
    public static let canPerformPrimaryAction =
      "tableView:canPerformPrimaryActionForRowAtIndexPath:"

    /// `tableView:performPrimaryActionForRowAtIndexPath:`.
    public static let performPrimaryAction = "tableView:performPrimaryActionForRowAtIndexPath:"

    /// `tableView:editingStyleForRowAtIndexPath:`.
    public static let editingStyle = "tableView:editingStyleForRowAtIndexPath:"

    /// `tableView:titleForDeleteConfirmationButtonForRowAtIndexPath:`.
    public static let titleForDeleteConfirmationButton =
      "tableView:titleForDeleteConfirmationButtonForRowAtIndexPath:"

    /// `tableView:editActionsForRowAtIndexPath:`.
    public static let editActions = "tableView:editActionsForRowAtIndexPath:"

    /// `tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:`.
    public static let leadingSwipeActionsConfiguration =
      "tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:"

    /// `tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:`.
    public static let trailingSwipeActionsConfiguration =
      "tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:"

    /// `tableView:shouldIndentWhileEditingRowAtIndexPath:`.
    public static let shouldIndentWhileEditing = "tableView:shouldIndentWhileEditingRowAtIndexPath:"

    /// `tableView:willBeginEditingRowAtIndexPath:`.
    public static let willBeginEditing = "tableView:willBeginEditingRowAtIndexPath:"

    /// `tableView:didEndEditingRowAtIndexPath:`.
    public static let didEndEditing = "tableView:didEndEditingRowAtIndexPath:"

    /// `tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:`.
    public static let targetForMove =
      "tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:"

    /// `tableView:indentationLevelForRowAtIndexPath:`.
    public static let indentationLevel = "tableView:indentationLevelForRowAtIndexPath:"

    /// `tableView:shouldShowMenuForRowAtIndexPath:`.
    public static let shouldShowMenu = "tableView:shouldShowMenuForRowAtIndexPath:"

    /// `tableView:canPerformAction:forRowAtIndexPath:withSender:`.
    public static let canPerformAction = "tableView:canPerformAction:forRowAtIndexPath:withSender:"

    /// `tableView:performAction:forRowAtIndexPath:withSender:`.
    public static let performAction = "tableView:performAction:forRowAtIndexPath:withSender:"

    /// `tableView:canFocusRowAtIndexPath:`.
    public static let canFocusRow = "tableView:canFocusRowAtIndexPath:"

    /// `tableView:shouldUpdateFocusInContext:`.
    public static let shouldUpdateFocus = "tableView:shouldUpdateFocusInContext:"

    /// `tableView:didUpdateFocusInContext:withAnimationCoordinator:`.
    public static let didUpdateFocus = "tableView:didUpdateFocusInContext:withAnimationCoordinator:"

    /// `indexPathForPreferredFocusedViewInTableView:`.
    public static let indexPathForPreferredFocusedView =
      "indexPathForPreferredFocusedViewInTableView:"

    /// `tableView:selectionFollowsFocusForRowAtIndexPath:`.
    public static let selectionFollowsFocus = "tableView:selectionFollowsFocusForRowAtIndexPath:"

    /// `tableView:shouldSpringLoadRowAtIndexPath:withContext:`.
    public static let shouldSpringLoadRow = "tableView:shouldSpringLoadRowAtIndexPath:withContext:"

    /// `tableView:shouldBeginMultipleSelectionInteractionAtIndexPath:`.
    public static let shouldBeginMultipleSelectionInteraction =
      "tableView:shouldBeginMultipleSelectionInteractionAtIndexPath:"

    /// `tableView:didBeginMultipleSelectionInteractionAtIndexPath:`.
    public static let didBeginMultipleSelectionInteraction =
      "tableView:didBeginMultipleSelectionInteractionAtIndexPath:"

    /// `tableViewDidEndMultipleSelectionInteraction:`.
    public static let didEndMultipleSelectionInteraction =
      "tableViewDidEndMultipleSelectionInteraction:"

    /// `tableView:contextMenuConfigurationForRowAtIndexPath:point:`.
    public static let contextMenuConfiguration =
      "tableView:contextMenuConfigurationForRowAtIndexPath:point:"

    /// `tableView:previewForHighlightingContextMenuWithConfiguration:`.
    public static let previewForHighlightingContextMenu =
      "tableView:previewForHighlightingContextMenuWithConfiguration:"

    /// `tableView:previewForDismissingContextMenuWithConfiguration:`.
    public static let previewForDismissingContextMenu =
      "tableView:previewForDismissingContextMenuWithConfiguration:"

    /// `tableView:willPerformPreviewActionForMenuWithConfiguration:animator:`.
    public static let willPerformPreviewAction =
      "tableView:willPerformPreviewActionForMenuWithConfiguration:animator:"

    /// `tableView:willDisplayContextMenuWithConfiguration:animator:`.
    public static let willDisplayContextMenu =
      "tableView:willDisplayContextMenuWithConfiguration:animator:"

    /// `tableView:willEndContextMenuInteractionWithConfiguration:animator:`.
    public static let willEndContextMenuInteraction =
      "tableView:willEndContextMenuInteractionWithConfiguration:animator:"
  }

  /// A call of one `UITableViewDelegate` member with its arguments, the table view aside (stand-in
  /// only): how a test asks an object a member directly, as UIKit asks it, with
  /// ``UITableView/send(_:to:)``, naming the member by its case.
  public enum DelegateMessage {
    /// `tableView:willDisplayCell:forRowAtIndexPath:`.
    case willDisplayCell(cell: UITableViewCell, at: IndexPath)
    /// `tableView:willDisplayHeaderView:forSection:`.
    case willDisplayHeaderView(view: UIView, section: Int)
    /// `tableView:willDisplayFooterView:forSection:`.
    case willDisplayFooterView(view: UIView, section: Int)
    /// `tableView:didEndDisplayingCell:forRowAtIndexPath:`.
    case didEndDisplayingCell(cell: UITableViewCell, at: IndexPath)
    /// `tableView:didEndDisplayingHeaderView:forSection:`.
    case didEndDisplayingHeaderView(view: UIView, section: Int)
    /// `tableView:didEndDisplayingFooterView:forSection:`.
    case didEndDisplayingFooterView(view: UIView, section: Int)
    /// `tableView:heightForRowAtIndexPath:`.
    case heightForRow(at: IndexPath)
    /// `tableView:heightForHeaderInSection:`.
    case heightForHeader(section: Int)
    /// `tableView:heightForFooterInSection:`.
    case heightForFooter(section: Int)
    /// `tableView:estimatedHeightForRowAtIndexPath:`.
    case estimatedHeightForRow(at: IndexPath)
    /// `tableView:estimatedHeightForHeaderInSection:`.
    case estimatedHeightForHeader(section: Int)
    /// `tableView:estimatedHeightForFooterInSection:`.
    case estimatedHeightForFooter(section: Int)
    /// `tableView:viewForHeaderInSection:`.
    case viewForHeader(section: Int)
    /// `tableView:viewForFooterInSection:`.
    case viewForFooter(section: Int)
    /// `tableView:accessoryButtonTappedForRowWithIndexPath:`.
    case accessoryButtonTapped(at: IndexPath)
    /// `tableView:shouldHighlightRowAtIndexPath:`.
    case shouldHighlightRow(at: IndexPath)
    /// `tableView:didHighlightRowAtIndexPath:`.
    case didHighlightRow(at: IndexPath)
    /// `tableView:didUnhighlightRowAtIndexPath:`.
    case didUnhighlightRow(at: IndexPath)
    /// `tableView:willSelectRowAtIndexPath:`.
    case willSelectRow(at: IndexPath)
    /// `tableView:willDeselectRowAtIndexPath:`.
    case willDeselectRow(at: IndexPath)
    /// `tableView:didSelectRowAtIndexPath:`.
    case didSelectRow(at: IndexPath)
    /// `tableView:didDeselectRowAtIndexPath:`.
    case didDeselectRow(at: IndexPath)
    /// `tableView:canPerformPrimaryActionForRowAtIndexPath:`.
    case canPerformPrimaryAction(at: IndexPath)
    /// `tableView:performPrimaryActionForRowAtIndexPath:`.
    case performPrimaryAction(at: IndexPath)
    /// `tableView:editingStyleForRowAtIndexPath:`.
    case editingStyle(at: IndexPath)
    /// `tableView:titleForDeleteConfirmationButtonForRowAtIndexPath:`.
    case titleForDeleteConfirmationButton(at: IndexPath)
    /// `tableView:editActionsForRowAtIndexPath:`.
    case editActions(at: IndexPath)
    /// `tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:`.
    case leadingSwipeActionsConfiguration(at: IndexPath)
    /// `tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:`.
    case trailingSwipeActionsConfiguration(at: IndexPath)
    /// `tableView:shouldIndentWhileEditingRowAtIndexPath:`.
    case shouldIndentWhileEditing(at: IndexPath)
    /// `tableView:willBeginEditingRowAtIndexPath:`.
    case willBeginEditing(at: IndexPath)
    /// `tableView:didEndEditingRowAtIndexPath:`.
    case didEndEditing(at: IndexPath?)
    /// `tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:`.
    case targetForMove(from: IndexPath, proposed: IndexPath)
    /// `tableView:indentationLevelForRowAtIndexPath:`.
    case indentationLevel(at: IndexPath)
    /// `tableView:shouldShowMenuForRowAtIndexPath:`.
    case shouldShowMenu(at: IndexPath)
    /// `tableView:canPerformAction:forRowAtIndexPath:withSender:`.
    case canPerformAction(action: Selector, at: IndexPath, sender: Any?)
    /// `tableView:performAction:forRowAtIndexPath:withSender:`.
    case performAction(action: Selector, at: IndexPath, sender: Any?)
    /// `tableView:canFocusRowAtIndexPath:`.
    case canFocusRow(at: IndexPath)
    /// `tableView:shouldUpdateFocusInContext:`.
    case shouldUpdateFocus(context: UITableViewFocusUpdateContext)
    /// `tableView:didUpdateFocusInContext:withAnimationCoordinator:`.
    case didUpdateFocus(
      context: UITableViewFocusUpdateContext, coordinator: UIFocusAnimationCoordinator)
    /// `indexPathForPreferredFocusedViewInTableView:`.
    case indexPathForPreferredFocusedView
    /// `tableView:selectionFollowsFocusForRowAtIndexPath:`.
    case selectionFollowsFocus(at: IndexPath)
    /// `tableView:shouldSpringLoadRowAtIndexPath:withContext:`.
    case shouldSpringLoadRow(at: IndexPath, context: any UISpringLoadedInteractionContext)
    /// `tableView:shouldBeginMultipleSelectionInteractionAtIndexPath:`.
    case shouldBeginMultipleSelectionInteraction(at: IndexPath)
    /// `tableView:didBeginMultipleSelectionInteractionAtIndexPath:`.
    case didBeginMultipleSelectionInteraction(at: IndexPath)
    /// `tableViewDidEndMultipleSelectionInteraction:`.
    case didEndMultipleSelectionInteraction
    /// `tableView:contextMenuConfigurationForRowAtIndexPath:point:`.
    case contextMenuConfiguration(at: IndexPath, point: CGPoint)
    /// `tableView:previewForHighlightingContextMenuWithConfiguration:`.
    case previewForHighlightingContextMenu(configuration: UIContextMenuConfiguration)
    /// `tableView:previewForDismissingContextMenuWithConfiguration:`.
    case previewForDismissingContextMenu(configuration: UIContextMenuConfiguration)
    /// `tableView:willPerformPreviewActionForMenuWithConfiguration:animator:`.
    case willPerformPreviewAction(
      configuration: UIContextMenuConfiguration,
      animator: any UIContextMenuInteractionCommitAnimating)
    /// `tableView:willDisplayContextMenuWithConfiguration:animator:`.
    case willDisplayContextMenu(
      configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?)
    /// `tableView:willEndContextMenuInteractionWithConfiguration:animator:`.
    case willEndContextMenuInteraction(
      configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?)

    /// The member's selector, as UIKit's headers spell it.
    public var selector: String {
      switch self {
      case .willDisplayCell: TableSelectors.willDisplayCell
      case .willDisplayHeaderView: TableSelectors.willDisplayHeaderView
      case .willDisplayFooterView: TableSelectors.willDisplayFooterView
      case .didEndDisplayingCell: TableSelectors.didEndDisplayingCell
      case .didEndDisplayingHeaderView: TableSelectors.didEndDisplayingHeaderView
      case .didEndDisplayingFooterView: TableSelectors.didEndDisplayingFooterView
      case .heightForRow: TableSelectors.heightForRow
      case .heightForHeader: TableSelectors.heightForHeader
      case .heightForFooter: TableSelectors.heightForFooter
      case .estimatedHeightForRow: TableSelectors.estimatedHeightForRow
      case .estimatedHeightForHeader: TableSelectors.estimatedHeightForHeader
      case .estimatedHeightForFooter: TableSelectors.estimatedHeightForFooter
      case .viewForHeader: TableSelectors.viewForHeader
      case .viewForFooter: TableSelectors.viewForFooter
      case .accessoryButtonTapped: TableSelectors.accessoryButtonTapped
      case .shouldHighlightRow: TableSelectors.shouldHighlightRow
      case .didHighlightRow: TableSelectors.didHighlightRow
      case .didUnhighlightRow: TableSelectors.didUnhighlightRow
      case .willSelectRow: TableSelectors.willSelectRow
      case .willDeselectRow: TableSelectors.willDeselectRow
      case .didSelectRow: TableSelectors.didSelectRow
      case .didDeselectRow: TableSelectors.didDeselectRow
      case .canPerformPrimaryAction: TableSelectors.canPerformPrimaryAction
      case .performPrimaryAction: TableSelectors.performPrimaryAction
      case .editingStyle: TableSelectors.editingStyle
      case .titleForDeleteConfirmationButton: TableSelectors.titleForDeleteConfirmationButton
      case .editActions: TableSelectors.editActions
      case .leadingSwipeActionsConfiguration: TableSelectors.leadingSwipeActionsConfiguration
      case .trailingSwipeActionsConfiguration: TableSelectors.trailingSwipeActionsConfiguration
      case .shouldIndentWhileEditing: TableSelectors.shouldIndentWhileEditing
      case .willBeginEditing: TableSelectors.willBeginEditing
      case .didEndEditing: TableSelectors.didEndEditing
      case .targetForMove: TableSelectors.targetForMove
      case .indentationLevel: TableSelectors.indentationLevel
      case .shouldShowMenu: TableSelectors.shouldShowMenu
      case .canPerformAction: TableSelectors.canPerformAction
      case .performAction: TableSelectors.performAction
      case .canFocusRow: TableSelectors.canFocusRow
      case .shouldUpdateFocus: TableSelectors.shouldUpdateFocus
      case .didUpdateFocus: TableSelectors.didUpdateFocus
      case .indexPathForPreferredFocusedView: TableSelectors.indexPathForPreferredFocusedView
      case .selectionFollowsFocus: TableSelectors.selectionFollowsFocus
      case .shouldSpringLoadRow: TableSelectors.shouldSpringLoadRow
      case .shouldBeginMultipleSelectionInteraction:
        TableSelectors.shouldBeginMultipleSelectionInteraction
      case .didBeginMultipleSelectionInteraction:
        TableSelectors.didBeginMultipleSelectionInteraction
      case .didEndMultipleSelectionInteraction: TableSelectors.didEndMultipleSelectionInteraction
      case .contextMenuConfiguration: TableSelectors.contextMenuConfiguration
      case .previewForHighlightingContextMenu: TableSelectors.previewForHighlightingContextMenu
      case .previewForDismissingContextMenu: TableSelectors.previewForDismissingContextMenu
      case .willPerformPreviewAction: TableSelectors.willPerformPreviewAction
      case .willDisplayContextMenu: TableSelectors.willDisplayContextMenu
      case .willEndContextMenuInteraction: TableSelectors.willEndContextMenuInteraction
      }
    }
  }

  extension UITableView {
    /// Calls a `UITableViewDelegate` member of `object` with this table view and the message's
    /// arguments, whether or not `object` said it implements it (stand-in only): a test's
    /// direct call, as UIKit makes it once it knows the member is implemented.
    ///
    /// - Returns: The member's answer (`()` for a member that returns nothing).
    @discardableResult
    public func send(_ message: DelegateMessage, to object: any UITableViewDelegateRequirements)
      -> Any
    {
      reply(to: message, from: object)
    }

    /// ``send(_:to:)``'s answer as the member's return type, `Answer` (stand-in only).
    ///
    /// A test names the type where the context does not (`as Bool`, `as CGFloat`); a member
    /// that returns an optional is asked for as that optional (`as String?`), so that its `nil`
    /// is an answer.
    ///
    /// - Precondition: `Answer` is the type the member returns (`Void` for a notification).
    public func send<Answer>(
      _ message: DelegateMessage, to object: any UITableViewDelegateRequirements
    ) -> Answer {
      typedAnswer(reply(to: message, from: object), of: message.selector)
    }

    /// The answer of the member `message` names, asked of `object`.
    private func reply(
      to message: DelegateMessage, from object: any UITableViewDelegateRequirements
    ) -> Any {
      switch message {
      case .willDisplayCell(let cell, let indexPath):
        return object.tableView(self, willDisplay: cell, forRowAt: indexPath) as Any
      case .willDisplayHeaderView(let view, let section):
        return object.tableView(self, willDisplayHeaderView: view, forSection: section) as Any
      case .willDisplayFooterView(let view, let section):
        return object.tableView(self, willDisplayFooterView: view, forSection: section) as Any
      case .didEndDisplayingCell(let cell, let indexPath):
        return object.tableView(self, didEndDisplaying: cell, forRowAt: indexPath) as Any
      case .didEndDisplayingHeaderView(let view, let section):
        return object.tableView(self, didEndDisplayingHeaderView: view, forSection: section) as Any
      case .didEndDisplayingFooterView(let view, let section):
        return object.tableView(self, didEndDisplayingFooterView: view, forSection: section) as Any
      case .heightForRow(let indexPath):
        return object.tableView(self, heightForRowAt: indexPath) as Any
      case .heightForHeader(let section):
        return object.tableView(self, heightForHeaderInSection: section) as Any
      case .heightForFooter(let section):
        return object.tableView(self, heightForFooterInSection: section) as Any
      case .estimatedHeightForRow(let indexPath):
        return object.tableView(self, estimatedHeightForRowAt: indexPath) as Any
      case .estimatedHeightForHeader(let section):
        return object.tableView(self, estimatedHeightForHeaderInSection: section) as Any
      case .estimatedHeightForFooter(let section):
        return object.tableView(self, estimatedHeightForFooterInSection: section) as Any
      case .viewForHeader(let section):
        return object.tableView(self, viewForHeaderInSection: section) as Any
      case .viewForFooter(let section):
        return object.tableView(self, viewForFooterInSection: section) as Any
      case .accessoryButtonTapped(let indexPath):
        return object.tableView(self, accessoryButtonTappedForRowWith: indexPath) as Any
      case .shouldHighlightRow(let indexPath):
        return object.tableView(self, shouldHighlightRowAt: indexPath) as Any
      case .didHighlightRow(let indexPath):
        return object.tableView(self, didHighlightRowAt: indexPath) as Any
      case .didUnhighlightRow(let indexPath):
        return object.tableView(self, didUnhighlightRowAt: indexPath) as Any
      case .willSelectRow(let indexPath):
        return object.tableView(self, willSelectRowAt: indexPath) as Any
      case .willDeselectRow(let indexPath):
        return object.tableView(self, willDeselectRowAt: indexPath) as Any
      case .didSelectRow(let indexPath):
        return object.tableView(self, didSelectRowAt: indexPath) as Any
      case .didDeselectRow(let indexPath):
        return object.tableView(self, didDeselectRowAt: indexPath) as Any
      case .canPerformPrimaryAction(let indexPath):
        return object.tableView(self, canPerformPrimaryActionForRowAt: indexPath) as Any
      case .performPrimaryAction(let indexPath):
        return object.tableView(self, performPrimaryActionForRowAt: indexPath) as Any
      case .editingStyle(let indexPath):
        return object.tableView(self, editingStyleForRowAt: indexPath) as Any
      case .titleForDeleteConfirmationButton(let indexPath):
        return object.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) as Any
      case .editActions(let indexPath):
        return object.tableView(self, editActionsForRowAt: indexPath) as Any
      case .leadingSwipeActionsConfiguration(let indexPath):
        return object.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath) as Any
      case .trailingSwipeActionsConfiguration(let indexPath):
        return object.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath) as Any
      case .shouldIndentWhileEditing(let indexPath):
        return object.tableView(self, shouldIndentWhileEditingRowAt: indexPath) as Any
      case .willBeginEditing(let indexPath):
        return object.tableView(self, willBeginEditingRowAt: indexPath) as Any
      case .didEndEditing(let indexPath):
        return object.tableView(self, didEndEditingRowAt: indexPath) as Any
      case .targetForMove(let sourceIndexPath, let proposedDestinationIndexPath):
        return object.tableView(
          self, targetIndexPathForMoveFromRowAt: sourceIndexPath,
          toProposedIndexPath: proposedDestinationIndexPath) as Any
      case .indentationLevel(let indexPath):
        return object.tableView(self, indentationLevelForRowAt: indexPath) as Any
      case .shouldShowMenu(let indexPath):
        return object.tableView(self, shouldShowMenuForRowAt: indexPath) as Any
      case .canPerformAction(let action, let indexPath, let sender):
        return object.tableView(
          self, canPerformAction: action, forRowAt: indexPath, withSender: sender) as Any
      case .performAction(let action, let indexPath, let sender):
        return object.tableView(
          self, performAction: action, forRowAt: indexPath, withSender: sender) as Any
      case .canFocusRow(let indexPath):
        return object.tableView(self, canFocusRowAt: indexPath) as Any
      case .shouldUpdateFocus(let context):
        return object.tableView(self, shouldUpdateFocusIn: context) as Any
      case .didUpdateFocus(let context, let coordinator):
        return object.tableView(self, didUpdateFocusIn: context, with: coordinator) as Any
      case .indexPathForPreferredFocusedView:
        return object.indexPathForPreferredFocusedView(in: self) as Any
      case .selectionFollowsFocus(let indexPath):
        return object.tableView(self, selectionFollowsFocusForRowAt: indexPath) as Any
      case .shouldSpringLoadRow(let indexPath, let context):
        return object.tableView(self, shouldSpringLoadRowAt: indexPath, with: context) as Any
      case .shouldBeginMultipleSelectionInteraction(let indexPath):
        return object.tableView(self, shouldBeginMultipleSelectionInteractionAt: indexPath) as Any
      case .didBeginMultipleSelectionInteraction(let indexPath):
        return object.tableView(self, didBeginMultipleSelectionInteractionAt: indexPath) as Any
      case .didEndMultipleSelectionInteraction:
        return object.tableViewDidEndMultipleSelectionInteraction(self) as Any
      case .contextMenuConfiguration(let indexPath, let point):
        return object.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: point)
          as Any
      case .previewForHighlightingContextMenu(let configuration):
        return object.tableView(
          self, previewForHighlightingContextMenuWithConfiguration: configuration) as Any
      case .previewForDismissingContextMenu(let configuration):
        return object.tableView(
          self, previewForDismissingContextMenuWithConfiguration: configuration) as Any
      case .willPerformPreviewAction(let configuration, let animator):
        return object.tableView(
          self, willPerformPreviewActionForMenuWith: configuration, animator: animator) as Any
      case .willDisplayContextMenu(let configuration, let animator):
        return object.tableView(self, willDisplayContextMenu: configuration, animator: animator)
          as Any
      case .willEndContextMenuInteraction(let configuration, let animator):
        return object.tableView(
          self, willEndContextMenuInteraction: configuration, animator: animator) as Any
      }
    }
  }
#endif
