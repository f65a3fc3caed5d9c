#if os(Linux)
  import Foundation
  import UIKitStandIn

  /// An app's data source, delegate and prefetch data source whose every member is answered by a
  /// closure that a test sets, and which implements only the members whose closure is set.
  ///
  /// A test sets what its table needs, and nothing else is implemented: the stand-in's table view
  /// and the adapter learn it through `responds(to:)`, as UIKit learns it. A member without a
  /// closure is not implemented; calling it anyway stops the test, as UIKit's "unrecognized
  /// selector sent to instance" does.
  ///
  /// ```swift
  /// let app = StubApp()
  /// app.numberOfRows = { _, _ in 3 }
  /// app.cellForRow = { _, _ in UITableViewCell(style: .default, reuseIdentifier: nil) }
  /// app.didSelectRow = { _, indexPath in selected.append(indexPath) }
  /// tableView.dataSource = app
  /// tableView.delegate = app
  /// ```
  ///
  /// Each closure is named as ``TableSelectors`` names the member's selector, and takes the
  /// member's arguments in order, the table view (or scroll view) first.
  @MainActor
  package final class StubApp: ClosureApp, UITableViewDataSource, UITableViewDelegate,
    UITableViewDataSourcePrefetching
  {
    // MARK: The closures, one per member

    /// Answers `tableView:numberOfRowsInSection:`; setting it makes the app implement the member.
    package var numberOfRows: (@MainActor (UITableView, Int) -> Int)? {
      didSet { implement(TableSelectors.numberOfRows, numberOfRows != nil) }
    }

    /// Answers `tableView:cellForRowAtIndexPath:`; setting it makes the app implement the member.
    package var cellForRow: (@MainActor (UITableView, IndexPath) -> UITableViewCell)? {
      didSet { implement(TableSelectors.cellForRow, cellForRow != nil) }
    }

    /// Answers `numberOfSectionsInTableView:`; setting it makes the app implement the member.
    package var numberOfSections: (@MainActor (UITableView) -> Int)? {
      didSet { implement(TableSelectors.numberOfSections, numberOfSections != nil) }
    }

    /// Answers `tableView:titleForHeaderInSection:`; setting it makes the app implement the member.
    package var titleForHeader: (@MainActor (UITableView, Int) -> String?)? {
      didSet { implement(TableSelectors.titleForHeader, titleForHeader != nil) }
    }

    /// Answers `tableView:titleForFooterInSection:`; setting it makes the app implement the member.
    package var titleForFooter: (@MainActor (UITableView, Int) -> String?)? {
      didSet { implement(TableSelectors.titleForFooter, titleForFooter != nil) }
    }

    /// Answers `tableView:canEditRowAtIndexPath:`; setting it makes the app implement the member.
    package var canEditRow: (@MainActor (UITableView, IndexPath) -> Bool)? {
      didSet { implement(TableSelectors.canEditRow, canEditRow != nil) }
    }

    /// Answers `tableView:canMoveRowAtIndexPath:`; setting it makes the app implement the member.
    package var canMoveRow: (@MainActor (UITableView, IndexPath) -> Bool)? {
      didSet { implement(TableSelectors.canMoveRow, canMoveRow != nil) }
    }

    /// Answers `sectionIndexTitlesForTableView:`; setting it makes the app implement the member.
    package var sectionIndexTitles: (@MainActor (UITableView) -> [String]?)? {
      didSet { implement(TableSelectors.sectionIndexTitles, sectionIndexTitles != nil) }
    }

    /// Answers `tableView:sectionForSectionIndexTitle:atIndex:`; setting it makes the app implement the member.
    package var sectionForSectionIndexTitle: (@MainActor (UITableView, String, Int) -> Int)? {
      didSet {
        implement(TableSelectors.sectionForSectionIndexTitle, sectionForSectionIndexTitle != nil)
      }
    }

    /// Answers `tableView:commitEditingStyle:forRowAtIndexPath:`; setting it makes the app implement the member.
    package var commitEditing:
      (@MainActor (UITableView, UITableViewCell.EditingStyle, IndexPath) -> Void)?
    {
      didSet { implement(TableSelectors.commitEditing, commitEditing != nil) }
    }

    /// Answers `tableView:moveRowAtIndexPath:toIndexPath:`; setting it makes the app implement the member.
    package var moveRow: (@MainActor (UITableView, IndexPath, IndexPath) -> Void)? {
      didSet { implement(TableSelectors.moveRow, moveRow != nil) }
    }

    /// Answers `tableView:willDisplayCell:forRowAtIndexPath:`; setting it makes the app implement the member.
    package var willDisplayCell: (@MainActor (UITableView, UITableViewCell, IndexPath) -> Void)? {
      didSet { implement(TableSelectors.willDisplayCell, willDisplayCell != nil) }
    }

    /// Answers `tableView:willDisplayHeaderView:forSection:`; setting it makes the app implement the member.
    package var willDisplayHeaderView: (@MainActor (UITableView, UIView, Int) -> Void)? {
      didSet { implement(TableSelectors.willDisplayHeaderView, willDisplayHeaderView != nil) }
    }

    /// Answers `tableView:willDisplayFooterView:forSection:`; setting it makes the app implement the member.
    package var willDisplayFooterView: (@MainActor (UITableView, UIView, Int) -> Void)? {
      didSet { implement(TableSelectors.willDisplayFooterView, willDisplayFooterView != nil) }
    }

    /// Answers `tableView:didEndDisplayingCell:forRowAtIndexPath:`; setting it makes the app implement the member.
    package var didEndDisplayingCell:
      (@MainActor (UITableView, UITableViewCell, IndexPath) -> Void)?
    {
      didSet { implement(TableSelectors.didEndDisplayingCell, didEndDisplayingCell != nil) }
    }

    /// Answers `tableView:didEndDisplayingHeaderView:forSection:`; setting it makes the app implement the member.
    package var didEndDisplayingHeaderView: (@MainActor (UITableView, UIView, Int) -> Void)? {
      didSet {
        implement(TableSelectors.didEndDisplayingHeaderView, didEndDisplayingHeaderView != nil)
      }
    }

    /// Answers `tableView:didEndDisplayingFooterView:forSection:`; setting it makes the app implement the member.
    package var didEndDisplayingFooterView: (@MainActor (UITableView, UIView, Int) -> Void)? {
      didSet {
        implement(TableSelectors.didEndDisplayingFooterView, didEndDisplayingFooterView != nil)
      }
    }

    /// Answers `tableView:heightForRowAtIndexPath:`; setting it makes the app implement the member.
    package var heightForRow: (@MainActor (UITableView, IndexPath) -> CGFloat)? {
      didSet { implement(TableSelectors.heightForRow, heightForRow != nil) }
    }

    /// Answers `tableView:heightForHeaderInSection:`; setting it makes the app implement the member.
    package var heightForHeader: (@MainActor (UITableView, Int) -> CGFloat)? {
      didSet { implement(TableSelectors.heightForHeader, heightForHeader != nil) }
    }

    /// Answers `tableView:heightForFooterInSection:`; setting it makes the app implement the member.
    package var heightForFooter: (@MainActor (UITableView, Int) -> CGFloat)? {
      didSet { implement(TableSelectors.heightForFooter, heightForFooter != nil) }
    }

    /// Answers `tableView:estimatedHeightForRowAtIndexPath:`; setting it makes the app implement the member.
    package var estimatedHeightForRow: (@MainActor (UITableView, IndexPath) -> CGFloat)? {
      didSet { implement(TableSelectors.estimatedHeightForRow, estimatedHeightForRow != nil) }
    }

    /// Answers `tableView:estimatedHeightForHeaderInSection:`; setting it makes the app implement the member.
    package var estimatedHeightForHeader: (@MainActor (UITableView, Int) -> CGFloat)? {
      didSet { implement(TableSelectors.estimatedHeightForHeader, estimatedHeightForHeader != nil) }
    }

    /// Answers `tableView:estimatedHeightForFooterInSection:`; setting it makes the app implement the member.
    package var estimatedHeightForFooter: (@MainActor (UITableView, Int) -> CGFloat)? {
      didSet { implement(TableSelectors.estimatedHeightForFooter, estimatedHeightForFooter != nil) }
    }

    /// Answers `tableView:viewForHeaderInSection:`; setting it makes the app implement the member.
    package var viewForHeader: (@MainActor (UITableView, Int) -> UIView?)? {
      didSet { implement(TableSelectors.viewForHeader, viewForHeader != nil) }
    }

    /// Answers `tableView:viewForFooterInSection:`; setting it makes the app implement the member.
    package var viewForFooter: (@MainActor (UITableView, Int) -> UIView?)? {
      didSet { implement(TableSelectors.viewForFooter, viewForFooter != nil) }
    }

    /// Answers `tableView:accessoryButtonTappedForRowWithIndexPath:`; setting it makes the app implement the member.
    package var accessoryButtonTapped: (@MainActor (UITableView, IndexPath) -> Void)? {
      didSet { implement(TableSelectors.accessoryButtonTapped, accessoryButtonTapped != nil) }
    }

    /// Answers `tableView:shouldHighlightRowAtIndexPath:`; setting it makes the app implement the member.
    package var shouldHighlightRow: (@MainActor (UITableView, IndexPath) -> Bool)? {
      didSet { implement(TableSelectors.shouldHighlightRow, shouldHighlightRow != nil) }
    }

    /// Answers `tableView:didHighlightRowAtIndexPath:`; setting it makes the app implement the member.
    package var didHighlightRow: (@MainActor (UITableView, IndexPath) -> Void)? {
      didSet { implement(TableSelectors.didHighlightRow, didHighlightRow != nil) }
    }

    /// Answers `tableView:didUnhighlightRowAtIndexPath:`; setting it makes the app implement the member.
    package var didUnhighlightRow: (@MainActor (UITableView, IndexPath) -> Void)? {
      didSet { implement(TableSelectors.didUnhighlightRow, didUnhighlightRow != nil) }
    }

    /// Answers `tableView:willSelectRowAtIndexPath:`; setting it makes the app implement the member.
    package var willSelectRow: (@MainActor (UITableView, IndexPath) -> IndexPath?)? {
      didSet { implement(TableSelectors.willSelectRow, willSelectRow != nil) }
    }

    /// Answers `tableView:willDeselectRowAtIndexPath:`; setting it makes the app implement the member.
    package var willDeselectRow: (@MainActor (UITableView, IndexPath) -> IndexPath?)? {
      didSet { implement(TableSelectors.willDeselectRow, willDeselectRow != nil) }
    }

    /// Answers `tableView:didSelectRowAtIndexPath:`; setting it makes the app implement the member.
    package var didSelectRow: (@MainActor (UITableView, IndexPath) -> Void)? {
      didSet { implement(TableSelectors.didSelectRow, didSelectRow != nil) }
    }

    /// Answers `tableView:didDeselectRowAtIndexPath:`; setting it makes the app implement the member.
    package var didDeselectRow: (@MainActor (UITableView, IndexPath) -> Void)? {
      didSet { implement(TableSelectors.didDeselectRow, didDeselectRow != nil) }
    }

    /// Answers `tableView:canPerformPrimaryActionForRowAtIndexPath:`; setting it makes the app implement the member.
    package var canPerformPrimaryAction: (@MainActor (UITableView, IndexPath) -> Bool)? {
      didSet { implement(TableSelectors.canPerformPrimaryAction, canPerformPrimaryAction != nil) }
    }

    /// Answers `tableView:performPrimaryActionForRowAtIndexPath:`; setting it makes the app implement the member.
    package var performPrimaryAction: (@MainActor (UITableView, IndexPath) -> Void)? {
      didSet { implement(TableSelectors.performPrimaryAction, performPrimaryAction != nil) }
    }

    /// Answers `tableView:editingStyleForRowAtIndexPath:`; setting it makes the app implement the member.
    package var editingStyle: (@MainActor (UITableView, IndexPath) -> UITableViewCell.EditingStyle)?
    {
      didSet { implement(TableSelectors.editingStyle, editingStyle != nil) }
    }

    /// Answers `tableView:titleForDeleteConfirmationButtonForRowAtIndexPath:`; setting it makes the app implement the member.
    package var titleForDeleteConfirmationButton: (@MainActor (UITableView, IndexPath) -> String?)?
    {
      didSet {
        implement(
          TableSelectors.titleForDeleteConfirmationButton, titleForDeleteConfirmationButton != nil)
      }
    }

    /// Answers `tableView:editActionsForRowAtIndexPath:`; setting it makes the app implement the member.
    package var editActions: (@MainActor (UITableView, IndexPath) -> [UITableViewRowAction]?)? {
      didSet { implement(TableSelectors.editActions, editActions != nil) }
    }

    /// Answers `tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:`; setting it makes the app implement the member.
    package var leadingSwipeActionsConfiguration:
      (@MainActor (UITableView, IndexPath) -> UISwipeActionsConfiguration?)?
    {
      didSet {
        implement(
          TableSelectors.leadingSwipeActionsConfiguration, leadingSwipeActionsConfiguration != nil)
      }
    }

    /// Answers `tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:`; setting it makes the app implement the member.
    package var trailingSwipeActionsConfiguration:
      (@MainActor (UITableView, IndexPath) -> UISwipeActionsConfiguration?)?
    {
      didSet {
        implement(
          TableSelectors.trailingSwipeActionsConfiguration, trailingSwipeActionsConfiguration != nil
        )
      }
    }

    /// Answers `tableView:shouldIndentWhileEditingRowAtIndexPath:`; setting it makes the app implement the member.
    package var shouldIndentWhileEditing: (@MainActor (UITableView, IndexPath) -> Bool)? {
      didSet { implement(TableSelectors.shouldIndentWhileEditing, shouldIndentWhileEditing != nil) }
    }

    /// Answers `tableView:willBeginEditingRowAtIndexPath:`; setting it makes the app implement the member.
    package var willBeginEditing: (@MainActor (UITableView, IndexPath) -> Void)? {
      didSet { implement(TableSelectors.willBeginEditing, willBeginEditing != nil) }
    }

    /// Answers `tableView:didEndEditingRowAtIndexPath:`; setting it makes the app implement the member.
    package var didEndEditing: (@MainActor (UITableView, IndexPath?) -> Void)? {
      didSet { implement(TableSelectors.didEndEditing, didEndEditing != nil) }
    }

    /// Answers `tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:`; setting it makes the app implement the member.
    package var targetForMove: (@MainActor (UITableView, IndexPath, IndexPath) -> IndexPath)? {
      didSet { implement(TableSelectors.targetForMove, targetForMove != nil) }
    }

    /// Answers `tableView:indentationLevelForRowAtIndexPath:`; setting it makes the app implement the member.
    package var indentationLevel: (@MainActor (UITableView, IndexPath) -> Int)? {
      didSet { implement(TableSelectors.indentationLevel, indentationLevel != nil) }
    }

    /// Answers `tableView:shouldShowMenuForRowAtIndexPath:`; setting it makes the app implement the member.
    package var shouldShowMenu: (@MainActor (UITableView, IndexPath) -> Bool)? {
      didSet { implement(TableSelectors.shouldShowMenu, shouldShowMenu != nil) }
    }

    /// Answers `tableView:canPerformAction:forRowAtIndexPath:withSender:`; setting it makes the app implement the member.
    package var canPerformAction: (@MainActor (UITableView, Selector, IndexPath, Any?) -> Bool)? {
      didSet { implement(TableSelectors.canPerformAction, canPerformAction != nil) }
    }

    /// Answers `tableView:performAction:forRowAtIndexPath:withSender:`; setting it makes the app implement the member.
    package var performAction: (@MainActor (UITableView, Selector, IndexPath, Any?) -> Void)? {
      didSet { implement(TableSelectors.performAction, performAction != nil) }
    }

    /// Answers `tableView:canFocusRowAtIndexPath:`; setting it makes the app implement the member.
    package var canFocusRow: (@MainActor (UITableView, IndexPath) -> Bool)? {
      didSet { implement(TableSelectors.canFocusRow, canFocusRow != nil) }
    }

    /// Answers `tableView:shouldUpdateFocusInContext:`; setting it makes the app implement the member.
    package var shouldUpdateFocus:
      (@MainActor (UITableView, UITableViewFocusUpdateContext) -> Bool)?
    {
      didSet { implement(TableSelectors.shouldUpdateFocus, shouldUpdateFocus != nil) }
    }

    /// Answers `tableView:didUpdateFocusInContext:withAnimationCoordinator:`; setting it makes the app implement the member.
    package var didUpdateFocus:
      (
        @MainActor (UITableView, UITableViewFocusUpdateContext, UIFocusAnimationCoordinator) -> Void
      )?
    {
      didSet { implement(TableSelectors.didUpdateFocus, didUpdateFocus != nil) }
    }

    /// Answers `indexPathForPreferredFocusedViewInTableView:`; setting it makes the app implement the member.
    package var indexPathForPreferredFocusedView: (@MainActor (UITableView) -> IndexPath?)? {
      didSet {
        implement(
          TableSelectors.indexPathForPreferredFocusedView, indexPathForPreferredFocusedView != nil)
      }
    }

    /// Answers `tableView:selectionFollowsFocusForRowAtIndexPath:`; setting it makes the app implement the member.
    package var selectionFollowsFocus: (@MainActor (UITableView, IndexPath) -> Bool)? {
      didSet { implement(TableSelectors.selectionFollowsFocus, selectionFollowsFocus != nil) }
    }

    /// Answers `tableView:shouldSpringLoadRowAtIndexPath:withContext:`; setting it makes the app implement the member.
    package var shouldSpringLoadRow:
      (@MainActor (UITableView, IndexPath, any UISpringLoadedInteractionContext) -> Bool)?
    {
      didSet { implement(TableSelectors.shouldSpringLoadRow, shouldSpringLoadRow != nil) }
    }

    /// Answers `tableView:shouldBeginMultipleSelectionInteractionAtIndexPath:`; setting it makes the app implement the member.
    package var shouldBeginMultipleSelectionInteraction:
      (@MainActor (UITableView, IndexPath) -> Bool)?
    {
      didSet {
        implement(
          TableSelectors.shouldBeginMultipleSelectionInteraction,
          shouldBeginMultipleSelectionInteraction != nil)
      }
    }

    /// Answers `tableView:didBeginMultipleSelectionInteractionAtIndexPath:`; setting it makes the app implement the member.
    package var didBeginMultipleSelectionInteraction: (@MainActor (UITableView, IndexPath) -> Void)?
    {
      didSet {
        implement(
          TableSelectors.didBeginMultipleSelectionInteraction,
          didBeginMultipleSelectionInteraction != nil)
      }
    }

    /// Answers `tableViewDidEndMultipleSelectionInteraction:`; setting it makes the app implement the member.
    package var didEndMultipleSelectionInteraction: (@MainActor (UITableView) -> Void)? {
      didSet {
        implement(
          TableSelectors.didEndMultipleSelectionInteraction,
          didEndMultipleSelectionInteraction != nil)
      }
    }

    /// Answers `tableView:contextMenuConfigurationForRowAtIndexPath:point:`; setting it makes the app implement the member.
    package var contextMenuConfiguration:
      (@MainActor (UITableView, IndexPath, CGPoint) -> UIContextMenuConfiguration?)?
    {
      didSet { implement(TableSelectors.contextMenuConfiguration, contextMenuConfiguration != nil) }
    }

    /// Answers `tableView:previewForHighlightingContextMenuWithConfiguration:`; setting it makes the app implement the member.
    package var previewForHighlightingContextMenu:
      (@MainActor (UITableView, UIContextMenuConfiguration) -> UITargetedPreview?)?
    {
      didSet {
        implement(
          TableSelectors.previewForHighlightingContextMenu, previewForHighlightingContextMenu != nil
        )
      }
    }

    /// Answers `tableView:previewForDismissingContextMenuWithConfiguration:`; setting it makes the app implement the member.
    package var previewForDismissingContextMenu:
      (@MainActor (UITableView, UIContextMenuConfiguration) -> UITargetedPreview?)?
    {
      didSet {
        implement(
          TableSelectors.previewForDismissingContextMenu, previewForDismissingContextMenu != nil)
      }
    }

    /// Answers `tableView:willPerformPreviewActionForMenuWithConfiguration:animator:`; setting it makes the app implement the member.
    package var willPerformPreviewAction:
      (
        @MainActor (
          UITableView, UIContextMenuConfiguration, any UIContextMenuInteractionCommitAnimating
        ) -> Void
      )?
    {
      didSet { implement(TableSelectors.willPerformPreviewAction, willPerformPreviewAction != nil) }
    }

    /// Answers `tableView:willDisplayContextMenuWithConfiguration:animator:`; setting it makes the app implement the member.
    package var willDisplayContextMenu:
      (
        @MainActor (
          UITableView, UIContextMenuConfiguration, (any UIContextMenuInteractionAnimating)?
        ) -> Void
      )?
    {
      didSet { implement(TableSelectors.willDisplayContextMenu, willDisplayContextMenu != nil) }
    }

    /// Answers `tableView:willEndContextMenuInteractionWithConfiguration:animator:`; setting it makes the app implement the member.
    package var willEndContextMenuInteraction:
      (
        @MainActor (
          UITableView, UIContextMenuConfiguration, (any UIContextMenuInteractionAnimating)?
        ) -> Void
      )?
    {
      didSet {
        implement(
          TableSelectors.willEndContextMenuInteraction, willEndContextMenuInteraction != nil)
      }
    }

    /// Answers `tableView:prefetchRowsAtIndexPaths:`; setting it makes the app implement the member.
    package var prefetchRows: (@MainActor (UITableView, [IndexPath]) -> Void)? {
      didSet { implement(TableSelectors.prefetchRows, prefetchRows != nil) }
    }

    /// Answers `tableView:cancelPrefetchingForRowsAtIndexPaths:`; setting it makes the app implement the member.
    package var cancelPrefetchingForRows: (@MainActor (UITableView, [IndexPath]) -> Void)? {
      didSet { implement(TableSelectors.cancelPrefetchingForRows, cancelPrefetchingForRows != nil) }
    }

    // MARK: The members, each answered by its closure

    package func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      answer(numberOfRows, TableSelectors.numberOfRows)(tableView, section)
    }

    package func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      answer(cellForRow, TableSelectors.cellForRow)(tableView, indexPath)
    }

    package func numberOfSections(in tableView: UITableView) -> Int {
      answer(numberOfSections, TableSelectors.numberOfSections)(tableView)
    }

    package func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
      -> String?
    {
      answer(titleForHeader, TableSelectors.titleForHeader)(tableView, section)
    }

    package func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
      -> String?
    {
      answer(titleForFooter, TableSelectors.titleForFooter)(tableView, section)
    }

    package func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
      answer(canEditRow, TableSelectors.canEditRow)(tableView, indexPath)
    }

    package func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      answer(canMoveRow, TableSelectors.canMoveRow)(tableView, indexPath)
    }

    package func sectionIndexTitles(for tableView: UITableView) -> [String]? {
      answer(sectionIndexTitles, TableSelectors.sectionIndexTitles)(tableView)
    }

    package func tableView(
      _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
    ) -> Int {
      answer(sectionForSectionIndexTitle, TableSelectors.sectionForSectionIndexTitle)(
        tableView, title, index)
    }

    package func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) {
      answer(commitEditing, TableSelectors.commitEditing)(tableView, editingStyle, indexPath)
    }

    package func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      answer(moveRow, TableSelectors.moveRow)(tableView, sourceIndexPath, destinationIndexPath)
    }

    package func tableView(
      _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
      answer(willDisplayCell, TableSelectors.willDisplayCell)(tableView, cell, indexPath)
    }

    package func tableView(
      _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
    ) {
      answer(willDisplayHeaderView, TableSelectors.willDisplayHeaderView)(tableView, view, section)
    }

    package func tableView(
      _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
    ) {
      answer(willDisplayFooterView, TableSelectors.willDisplayFooterView)(tableView, view, section)
    }

    package func tableView(
      _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
      forRowAt indexPath: IndexPath
    ) {
      answer(didEndDisplayingCell, TableSelectors.didEndDisplayingCell)(tableView, cell, indexPath)
    }

    package func tableView(
      _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
    ) {
      answer(didEndDisplayingHeaderView, TableSelectors.didEndDisplayingHeaderView)(
        tableView, view, section)
    }

    package func tableView(
      _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
    ) {
      answer(didEndDisplayingFooterView, TableSelectors.didEndDisplayingFooterView)(
        tableView, view, section)
    }

    package func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    {
      answer(heightForRow, TableSelectors.heightForRow)(tableView, indexPath)
    }

    package func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int)
      -> CGFloat
    {
      answer(heightForHeader, TableSelectors.heightForHeader)(tableView, section)
    }

    package func tableView(_ tableView: UITableView, heightForFooterInSection section: Int)
      -> CGFloat
    {
      answer(heightForFooter, TableSelectors.heightForFooter)(tableView, section)
    }

    package func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
      -> CGFloat
    {
      answer(estimatedHeightForRow, TableSelectors.estimatedHeightForRow)(tableView, indexPath)
    }

    package func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int)
      -> CGFloat
    {
      answer(estimatedHeightForHeader, TableSelectors.estimatedHeightForHeader)(tableView, section)
    }

    package func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int)
      -> CGFloat
    {
      answer(estimatedHeightForFooter, TableSelectors.estimatedHeightForFooter)(tableView, section)
    }

    package func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    {
      answer(viewForHeader, TableSelectors.viewForHeader)(tableView, section)
    }

    package func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    {
      answer(viewForFooter, TableSelectors.viewForFooter)(tableView, section)
    }

    package func tableView(
      _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
    ) {
      answer(accessoryButtonTapped, TableSelectors.accessoryButtonTapped)(tableView, indexPath)
    }

    package func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath)
      -> Bool
    {
      answer(shouldHighlightRow, TableSelectors.shouldHighlightRow)(tableView, indexPath)
    }

    package func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
      answer(didHighlightRow, TableSelectors.didHighlightRow)(tableView, indexPath)
    }

    package func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
      answer(didUnhighlightRow, TableSelectors.didUnhighlightRow)(tableView, indexPath)
    }

    package func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
      -> IndexPath?
    {
      answer(willSelectRow, TableSelectors.willSelectRow)(tableView, indexPath)
    }

    package func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
      -> IndexPath?
    {
      answer(willDeselectRow, TableSelectors.willDeselectRow)(tableView, indexPath)
    }

    package func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      answer(didSelectRow, TableSelectors.didSelectRow)(tableView, indexPath)
    }

    package func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
      answer(didDeselectRow, TableSelectors.didDeselectRow)(tableView, indexPath)
    }

    package func tableView(
      _ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath
    ) -> Bool {
      answer(canPerformPrimaryAction, TableSelectors.canPerformPrimaryAction)(tableView, indexPath)
    }

    package func tableView(
      _ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath
    ) {
      answer(performPrimaryAction, TableSelectors.performPrimaryAction)(tableView, indexPath)
    }

    package func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
      -> UITableViewCell.EditingStyle
    {
      answer(editingStyle, TableSelectors.editingStyle)(tableView, indexPath)
    }

    package func tableView(
      _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? {
      answer(titleForDeleteConfirmationButton, TableSelectors.titleForDeleteConfirmationButton)(
        tableView, indexPath)
    }

    package func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath)
      -> [UITableViewRowAction]?
    {
      answer(editActions, TableSelectors.editActions)(tableView, indexPath)
    }

    package func tableView(
      _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      answer(leadingSwipeActionsConfiguration, TableSelectors.leadingSwipeActionsConfiguration)(
        tableView, indexPath)
    }

    package func tableView(
      _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      answer(trailingSwipeActionsConfiguration, TableSelectors.trailingSwipeActionsConfiguration)(
        tableView, indexPath)
    }

    package func tableView(
      _ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
    ) -> Bool {
      answer(shouldIndentWhileEditing, TableSelectors.shouldIndentWhileEditing)(
        tableView, indexPath)
    }

    package func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
      answer(willBeginEditing, TableSelectors.willBeginEditing)(tableView, indexPath)
    }

    package func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
      answer(didEndEditing, TableSelectors.didEndEditing)(tableView, indexPath)
    }

    package func tableView(
      _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
      toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
      answer(targetForMove, TableSelectors.targetForMove)(
        tableView, sourceIndexPath, proposedDestinationIndexPath)
    }

    package func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath)
      -> Int
    {
      answer(indentationLevel, TableSelectors.indentationLevel)(tableView, indexPath)
    }

    package func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath)
      -> Bool
    {
      answer(shouldShowMenu, TableSelectors.shouldShowMenu)(tableView, indexPath)
    }

    package func tableView(
      _ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
      withSender sender: Any?
    ) -> Bool {
      answer(canPerformAction, TableSelectors.canPerformAction)(
        tableView, action, indexPath, sender)
    }

    package func tableView(
      _ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath,
      withSender sender: Any?
    ) {
      answer(performAction, TableSelectors.performAction)(tableView, action, indexPath, sender)
    }

    package func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
      answer(canFocusRow, TableSelectors.canFocusRow)(tableView, indexPath)
    }

    package func tableView(
      _ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext
    ) -> Bool {
      answer(shouldUpdateFocus, TableSelectors.shouldUpdateFocus)(tableView, context)
    }

    package func tableView(
      _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
      with coordinator: UIFocusAnimationCoordinator
    ) {
      answer(didUpdateFocus, TableSelectors.didUpdateFocus)(tableView, context, coordinator)
    }

    package func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? {
      answer(indexPathForPreferredFocusedView, TableSelectors.indexPathForPreferredFocusedView)(
        tableView)
    }

    package func tableView(
      _ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath
    ) -> Bool {
      answer(selectionFollowsFocus, TableSelectors.selectionFollowsFocus)(tableView, indexPath)
    }

    package func tableView(
      _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
      with context: any UISpringLoadedInteractionContext
    ) -> Bool {
      answer(shouldSpringLoadRow, TableSelectors.shouldSpringLoadRow)(tableView, indexPath, context)
    }

    package func tableView(
      _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool {
      answer(
        shouldBeginMultipleSelectionInteraction,
        TableSelectors.shouldBeginMultipleSelectionInteraction)(tableView, indexPath)
    }

    package func tableView(
      _ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) {
      answer(
        didBeginMultipleSelectionInteraction, TableSelectors.didBeginMultipleSelectionInteraction)(
          tableView, indexPath)
    }

    package func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {
      answer(didEndMultipleSelectionInteraction, TableSelectors.didEndMultipleSelectionInteraction)(
        tableView)
    }

    package func tableView(
      _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
      point: CGPoint
    ) -> UIContextMenuConfiguration? {
      answer(contextMenuConfiguration, TableSelectors.contextMenuConfiguration)(
        tableView, indexPath, point)
    }

    package func tableView(
      _ tableView: UITableView,
      previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
      answer(previewForHighlightingContextMenu, TableSelectors.previewForHighlightingContextMenu)(
        tableView, configuration)
    }

    package func tableView(
      _ tableView: UITableView,
      previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
      answer(previewForDismissingContextMenu, TableSelectors.previewForDismissingContextMenu)(
        tableView, configuration)
    }

    package func tableView(
      _ tableView: UITableView,
      willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
      animator: any UIContextMenuInteractionCommitAnimating
    ) {
      answer(willPerformPreviewAction, TableSelectors.willPerformPreviewAction)(
        tableView, configuration, animator)
    }

    package func tableView(
      _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?
    ) {
      answer(willDisplayContextMenu, TableSelectors.willDisplayContextMenu)(
        tableView, configuration, animator)
    }

    package func tableView(
      _ tableView: UITableView,
      willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?
    ) {
      answer(willEndContextMenuInteraction, TableSelectors.willEndContextMenuInteraction)(
        tableView, configuration, animator)
    }

    package func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
      answer(prefetchRows, TableSelectors.prefetchRows)(tableView, indexPaths)
    }

    package func tableView(
      _ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]
    ) {
      answer(cancelPrefetchingForRows, TableSelectors.cancelPrefetchingForRows)(
        tableView, indexPaths)
    }
  }
  /// A data source that implements the two required members only, each answered by a closure,
  /// and says nothing of what it implements (it does not conform to `StandInResponding`): every
  /// optional member has its protocol's default, UIKit's behaviour without it.
  @MainActor
  package final class RequiredMembersDataSource: NSObject, UITableViewDataSource {
    /// Answers `tableView:numberOfRowsInSection:`.
    package var numberOfRows: @MainActor (UITableView, Int) -> Int

    /// Answers `tableView:cellForRowAtIndexPath:`.
    package var cellForRow: @MainActor (UITableView, IndexPath) -> UITableViewCell

    /// A data source whose two required members are answered by these closures.
    package init(
      numberOfRows: @escaping @MainActor (UITableView, Int) -> Int,
      cellForRow: @escaping @MainActor (UITableView, IndexPath) -> UITableViewCell
    ) {
      self.numberOfRows = numberOfRows
      self.cellForRow = cellForRow
      super.init()
    }

    package func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      numberOfRows(tableView, section)
    }

    package func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      cellForRow(tableView, indexPath)
    }
  }

  /// A prefetch data source that implements its required member only, answered by a closure, and
  /// says nothing of what it implements: the cancellation member has its protocol's default.
  @MainActor
  package final class RequiredMemberPrefetcher: NSObject, UITableViewDataSourcePrefetching {
    /// Answers `tableView:prefetchRowsAtIndexPaths:`; by default does nothing.
    package var prefetchRows: @MainActor (UITableView, [IndexPath]) -> Void = { _, _ in }

    /// A prefetch data source that does nothing until ``prefetchRows`` is set.
    package override init() {
      super.init()
    }

    package func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
      prefetchRows(tableView, indexPaths)
    }
  }
#endif
