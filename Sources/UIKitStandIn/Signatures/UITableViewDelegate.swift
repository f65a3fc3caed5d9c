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
      StandInMethod("tableView:willDisplayCell:forRowAtIndexPath:") { _, _ in .nothing },
      StandInMethod("tableView:willDisplayHeaderView:forSection:") { _, _ in .nothing },
      StandInMethod("tableView:willDisplayFooterView:forSection:") { _, _ in .nothing },
      StandInMethod("tableView:didEndDisplayingCell:forRowAtIndexPath:") { _, _ in .nothing },
      StandInMethod("tableView:didEndDisplayingHeaderView:forSection:") { _, _ in .nothing },
      StandInMethod("tableView:didEndDisplayingFooterView:forSection:") { _, _ in .nothing },
      // [D] rowHeight: "used when the delegate doesn't implement tableView(_:heightForRowAt:)".
      StandInMethod("tableView:heightForRowAtIndexPath:") { table, _ in .height(table.rowHeight) },
      // [D] sectionHeaderHeight / sectionFooterHeight: the same wording for sections.
      StandInMethod("tableView:heightForHeaderInSection:") { table, _ in
        .height(table.sectionHeaderHeight)
      },
      StandInMethod("tableView:heightForFooterInSection:") { table, _ in
        .height(table.sectionFooterHeight)
      },
      // [D] estimatedRowHeight, estimatedSectionHeaderHeight, estimatedSectionFooterHeight.
      StandInMethod("tableView:estimatedHeightForRowAtIndexPath:") { table, _ in
        .height(table.estimatedRowHeight)
      },
      StandInMethod("tableView:estimatedHeightForHeaderInSection:") { table, _ in
        .height(table.estimatedSectionHeaderHeight)
      },
      StandInMethod("tableView:estimatedHeightForFooterInSection:") { table, _ in
        .height(table.estimatedSectionFooterHeight)
      },
      // [D] viewForHeaderInSection: without a view the table uses the title, if any.
      StandInMethod("tableView:viewForHeaderInSection:") { _, _ in .noObject },
      StandInMethod("tableView:viewForFooterInSection:") { _, _ in .noObject },
      // Notifications and actions: nothing happens in their place.
      StandInMethod("tableView:accessoryButtonTappedForRowWithIndexPath:") { _, _ in .nothing },
      // [D] shouldHighlightRowAt: "The default value is true."
      StandInMethod("tableView:shouldHighlightRowAtIndexPath:") { _, _ in .bool(true) },
      // Notifications and actions: nothing happens in their place.
      StandInMethod("tableView:didHighlightRowAtIndexPath:") { _, _ in .nothing },
      StandInMethod("tableView:didUnhighlightRowAtIndexPath:") { _, _ in .nothing },
      // [D] willSelectRowAt / willDeselectRowAt: the row itself is selected or deselected.
      StandInMethod("tableView:willSelectRowAtIndexPath:") { _, indexPath in .indexPath(indexPath)
      },
      StandInMethod("tableView:willDeselectRowAtIndexPath:") { _, indexPath in .indexPath(indexPath)
      },
      // Notifications and actions: nothing happens in their place.
      StandInMethod("tableView:didSelectRowAtIndexPath:") { _, _ in .nothing },
      StandInMethod("tableView:didDeselectRowAtIndexPath:") { _, _ in .nothing },
      // [H] "If not implemented, defaults to YES when not editing and NO when editing."
      StandInMethod("tableView:canPerformPrimaryActionForRowAtIndexPath:") { table, _ in
        .bool(!table.isEditing)
      },
      // Notifications and actions: nothing happens in their place.
      StandInMethod("tableView:performPrimaryActionForRowAtIndexPath:") { _, _ in .nothing },
      // [H] "If not implemented, all editable cells will have UITableViewCellEditingStyleDelete".
      StandInMethod("tableView:editingStyleForRowAtIndexPath:") { _, _ in .editingStyle(.delete) },
      // [H] the confirmation button's title defaults to "Delete" (localized).
      StandInMethod("tableView:titleForDeleteConfirmationButtonForRowAtIndexPath:") { _, _ in
        .title("Delete")
      },
      // [D] editActionsForRowAt, leading/trailingSwipeActionsConfigurationForRowAt: nil gives
      // UIKit's own actions.
      StandInMethod("tableView:editActionsForRowAtIndexPath:") { _, _ in .noObject },
      StandInMethod("tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:") { _, _ in
        .noObject
      },
      StandInMethod("tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:") { _, _ in
        .noObject
      },
      // [H] "If not implemented, the default is YES." (grouped tables only indent).
      StandInMethod("tableView:shouldIndentWhileEditingRowAtIndexPath:") { _, _ in .bool(true) },
      // Notifications and actions: nothing happens in their place.
      StandInMethod("tableView:willBeginEditingRowAtIndexPath:") { _, _ in .nothing },
      StandInMethod("tableView:didEndEditingRowAtIndexPath:") { _, _ in .nothing },
      // [D] targetIndexPathForMoveFromRowAt: the proposed destination is used.
      StandInMethod("tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:") {
        _, indexPath in .indexPath(indexPath)
      },
      // [D] indentationLevel: the cell's own `indentationLevel`, 0 by default.
      StandInMethod("tableView:indentationLevelForRowAtIndexPath:") { _, _ in .int(0) },
      // [D] shouldShowMenuForRowAt and canPerformAction: false by default.
      StandInMethod("tableView:shouldShowMenuForRowAtIndexPath:") { _, _ in .bool(false) },
      StandInMethod("tableView:canPerformAction:forRowAtIndexPath:withSender:") { _, _ in
        .bool(false)
      },
      // Notifications and actions: nothing happens in their place.
      StandInMethod("tableView:performAction:forRowAtIndexPath:withSender:") { _, _ in .nothing },
      // [H] canFocusRowAtIndexPath: "If implemented, overrides allowsFocus".
      StandInMethod("tableView:canFocusRowAtIndexPath:") { table, _ in .bool(table.allowsFocus) },
      // [D] shouldUpdateFocusIn: the update happens.
      StandInMethod("tableView:shouldUpdateFocusInContext:") { _, _ in .bool(true) },
      // Notifications and actions: nothing happens in their place.
      StandInMethod("tableView:didUpdateFocusInContext:withAnimationCoordinator:") { _, _ in
        .nothing
      },
      // [D] indexPathForPreferredFocusedView: no preference.
      StandInMethod("indexPathForPreferredFocusedViewInTableView:") { _, _ in .noObject },
      // [H] only called while `selectionFollowsFocus` is on, whose value applies otherwise.
      StandInMethod("tableView:selectionFollowsFocusForRowAtIndexPath:") { table, _ in
        .bool(table.selectionFollowsFocus)
      },
      // [H] "If not implemented, the default is YES, except when the row is being dragged."
      StandInMethod("tableView:shouldSpringLoadRowAtIndexPath:withContext:") { _, _ in .bool(true)
      },
      // [H] "If not implemented, the default is NO".
      StandInMethod("tableView:shouldBeginMultipleSelectionInteractionAtIndexPath:") { _, _ in
        .bool(false)
      },
      // Notifications and actions: nothing happens in their place.
      StandInMethod("tableView:didBeginMultipleSelectionInteractionAtIndexPath:") { _, _ in .nothing
      },
      StandInMethod("tableViewDidEndMultipleSelectionInteraction:") { _, _ in .nothing },
      // [H][D] no configuration, no context menu; no preview, UIKit's own.
      StandInMethod("tableView:contextMenuConfigurationForRowAtIndexPath:point:") { _, _ in
        .noObject
      },
      StandInMethod("tableView:previewForHighlightingContextMenuWithConfiguration:") { _, _ in
        .noObject
      },
      StandInMethod("tableView:previewForDismissingContextMenuWithConfiguration:") { _, _ in
        .noObject
      },
      // Notifications and actions: nothing happens in their place.
      StandInMethod("tableView:willPerformPreviewActionForMenuWithConfiguration:animator:") {
        _, _ in .nothing
      },
      StandInMethod("tableView:willDisplayContextMenuWithConfiguration:animator:") { _, _ in
        .nothing
      },
      StandInMethod("tableView:willEndContextMenuInteractionWithConfiguration:animator:") { _, _ in
        .nothing
      },
    ]
  }

  // How the simulation asks the delegate (stand-in only): see `delegateAnswer`.
  extension UITableView {
    /// A row's height: `tableView(_:heightForRowAt:)`, else `rowHeight`.
    func askedHeightForRow(at indexPath: IndexPath) -> CGFloat {
      delegateAnswer("tableView:heightForRowAtIndexPath:", at: indexPath) {
        $0.tableView(self, heightForRowAt: indexPath)
      }
    }

    /// A row's estimated height: `tableView(_:estimatedHeightForRowAt:)`, else
    /// `estimatedRowHeight`.
    func askedEstimatedHeightForRow(at indexPath: IndexPath) -> CGFloat {
      delegateAnswer("tableView:estimatedHeightForRowAtIndexPath:", at: indexPath) {
        $0.tableView(self, estimatedHeightForRowAt: indexPath)
      }
    }

    /// A header's height: `tableView(_:heightForHeaderInSection:)`, else `sectionHeaderHeight`.
    func askedHeightForHeader(inSection section: Int) -> CGFloat {
      delegateAnswer("tableView:heightForHeaderInSection:", at: IndexPath(row: 0, section: section))
      {
        $0.tableView(self, heightForHeaderInSection: section)
      }
    }

    /// A footer's height: `tableView(_:heightForFooterInSection:)`, else `sectionFooterHeight`.
    func askedHeightForFooter(inSection section: Int) -> CGFloat {
      delegateAnswer("tableView:heightForFooterInSection:", at: IndexPath(row: 0, section: section))
      {
        $0.tableView(self, heightForFooterInSection: section)
      }
    }

    /// A header's estimated height, else `estimatedSectionHeaderHeight`.
    func askedEstimatedHeightForHeader(inSection section: Int) -> CGFloat {
      delegateAnswer(
        "tableView:estimatedHeightForHeaderInSection:", at: IndexPath(row: 0, section: section)
      ) { $0.tableView(self, estimatedHeightForHeaderInSection: section) }
    }

    /// A footer's estimated height, else `estimatedSectionFooterHeight`.
    func askedEstimatedHeightForFooter(inSection section: Int) -> CGFloat {
      delegateAnswer(
        "tableView:estimatedHeightForFooterInSection:", at: IndexPath(row: 0, section: section)
      ) { $0.tableView(self, estimatedHeightForFooterInSection: section) }
    }

    /// A header's view: `tableView(_:viewForHeaderInSection:)`, else none.
    func askedViewForHeader(inSection section: Int) -> UIView? {
      delegateAnswer("tableView:viewForHeaderInSection:", at: IndexPath(row: 0, section: section)) {
        $0.tableView(self, viewForHeaderInSection: section)
      }
    }

    /// A footer's view: `tableView(_:viewForFooterInSection:)`, else none.
    func askedViewForFooter(inSection section: Int) -> UIView? {
      delegateAnswer("tableView:viewForFooterInSection:", at: IndexPath(row: 0, section: section)) {
        $0.tableView(self, viewForFooterInSection: section)
      }
    }

    /// A row's editing style: `tableView(_:editingStyleForRowAt:)`, else `.delete`.
    func askedEditingStyle(at indexPath: IndexPath) -> UITableViewCell.EditingStyle {
      delegateAnswer("tableView:editingStyleForRowAtIndexPath:", at: indexPath) {
        $0.tableView(self, editingStyleForRowAt: indexPath)
      }
    }

    /// Whether a row highlights: `tableView(_:shouldHighlightRowAt:)`, else yes.
    func askedShouldHighlightRow(at indexPath: IndexPath) -> Bool {
      delegateAnswer("tableView:shouldHighlightRowAtIndexPath:", at: indexPath) {
        $0.tableView(self, shouldHighlightRowAt: indexPath)
      }
    }

    /// Whether a row can take focus: `tableView(_:canFocusRowAt:)`, else `allowsFocus`.
    func askedCanFocusRow(at indexPath: IndexPath) -> Bool {
      delegateAnswer("tableView:canFocusRowAtIndexPath:", at: indexPath) {
        $0.tableView(self, canFocusRowAt: indexPath)
      }
    }

    /// Whether focusing a row selects it: `tableView(_:selectionFollowsFocusForRowAt:)`, else
    /// `selectionFollowsFocus`.
    func askedSelectionFollowsFocus(at indexPath: IndexPath) -> Bool {
      delegateAnswer("tableView:selectionFollowsFocusForRowAtIndexPath:", at: indexPath) {
        $0.tableView(self, selectionFollowsFocusForRowAt: indexPath)
      }
    }

    /// A row's indentation level: `tableView(_:indentationLevelForRowAt:)`, else 0.
    func askedIndentationLevel(at indexPath: IndexPath) -> Int {
      delegateAnswer("tableView:indentationLevelForRowAtIndexPath:", at: indexPath) {
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
          "tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:", at: indexPath
        ) {
          $0.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
        }
        : delegateAnswer(
          "tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:", at: indexPath
        ) {
          $0.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
        }
    }

    /// Tells the delegate a cell is about to be shown, if it implements the method.
    func tellDelegateWillDisplay(_ cell: UITableViewCell, forRowAt indexPath: IndexPath) {
      delegateAnswer("tableView:willDisplayCell:forRowAtIndexPath:", at: indexPath) {
        $0.tableView(self, willDisplay: cell, forRowAt: indexPath)
      }
    }

    /// Tells the delegate a cell left the screen, if it implements the method.
    func tellDelegateDidEndDisplaying(_ cell: UITableViewCell, forRowAt indexPath: IndexPath) {
      delegateAnswer("tableView:didEndDisplayingCell:forRowAtIndexPath:", at: indexPath) {
        $0.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
      }
    }
  }

#endif
