#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  // UITableViewDelegate, every method dispatched to the registry (the app's delegate first). The
  // conformance is declared on this extension so that, on iOS, a method whose label is slightly
  // off draws the "nearly matches optional requirement" warning, which the iOS check turns into
  // an error; on Linux it is the exhaustive protocol, where such a method fails to compile.
  extension TableViewAdapterBase: DelegateRequirements {
    // MARK: Display, heights, headers and footers

    func tableView(
      _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
      handlers.answer(.willDisplayCell, at: TablePosition(indexPath), cell, on: tableView)
    }

    func tableView(
      _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
    ) {
      handlers.answer(.willDisplayHeaderView, in: section, view, on: tableView)
    }

    func tableView(
      _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
    ) {
      handlers.answer(.willDisplayFooterView, in: section, view, on: tableView)
    }

    func tableView(
      _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
      forRowAt indexPath: IndexPath
    ) {
      handlers.answer(.didEndDisplayingCell, at: TablePosition(indexPath), cell, on: tableView)
    }

    func tableView(
      _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
    ) {
      handlers.answer(.didEndDisplayingHeaderView, in: section, view, on: tableView)
    }

    func tableView(
      _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
    ) {
      handlers.answer(.didEndDisplayingFooterView, in: section, view, on: tableView)
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      CGFloat(
        tableDimension: handlers.height(
          Unanswered.heightForRow, at: TablePosition(indexPath), on: tableView))
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
      CGFloat(
        tableDimension: handlers.height(Unanswered.heightForHeader, in: section, on: tableView))
    }

    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
      CGFloat(
        tableDimension: handlers.height(Unanswered.heightForFooter, in: section, on: tableView))
    }

    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
      -> CGFloat
    {
      CGFloat(
        tableDimension: handlers.height(
          Unanswered.estimatedHeightForRow, at: TablePosition(indexPath), on: tableView))
    }

    func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int)
      -> CGFloat
    {
      CGFloat(
        tableDimension: handlers.height(
          Unanswered.estimatedHeightForHeader, in: section, on: tableView))
    }

    func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int)
      -> CGFloat
    {
      CGFloat(
        tableDimension: handlers.height(
          Unanswered.estimatedHeightForFooter, in: section, on: tableView))
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
      handlers.answer(.viewForHeader, in: section, on: tableView)
    }

    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
      handlers.answer(.viewForFooter, in: section, on: tableView)
    }

    // MARK: Highlight, selection and primary action

    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
      whenSafe.duringCallback {
        handlers.answer(.accessoryButtonTapped, at: TablePosition(indexPath), on: tableView)
      }
    }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
      handlers.answer(.shouldHighlightRow, at: TablePosition(indexPath), on: tableView)
    }

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
      handlers.answer(.didHighlightRow, at: TablePosition(indexPath), on: tableView)
    }

    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
      handlers.answer(.didUnhighlightRow, at: TablePosition(indexPath), on: tableView)
    }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
      handlers.answer(.willSelectRow, at: TablePosition(indexPath), on: tableView).map {
        IndexPath($0)
      }
    }

    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
      handlers.answer(.willDeselectRow, at: TablePosition(indexPath), on: tableView).map {
        IndexPath($0)
      }
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      whenSafe.duringCallback {
        handlers.answer(.didSelectRow, at: TablePosition(indexPath), on: tableView)
      }
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
      whenSafe.duringCallback {
        handlers.answer(.didDeselectRow, at: TablePosition(indexPath), on: tableView)
      }
    }

    func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath)
      -> Bool
    {
      handlers.answer(.canPerformPrimaryAction, at: TablePosition(indexPath), on: tableView)
    }

    func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {
      whenSafe.duringCallback {
        handlers.answer(.performPrimaryAction, at: TablePosition(indexPath), on: tableView)
      }
    }

    // MARK: Editing, swipe actions, indentation and moves

    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
      -> UITableViewCell.EditingStyle
    {
      UITableViewCell.EditingStyle(
        handlers.answer(Unanswered.editingStyle, at: TablePosition(indexPath), on: tableView))
    }

    func tableView(
      _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? {
      handlers.answer(
        .titleForDeleteConfirmationButton, at: TablePosition(indexPath), on: tableView)
    }

    /// Only the app's delegate answers this deprecated method; no handler can be registered for
    /// it.
    @available(iOS, deprecated: 13.0, message: "Use trailingSwipeActionsConfiguration")
    func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath)
      -> [UITableViewRowAction]?
    {
      handlers.answers(editActionsID) ? app.editActions(tableView, indexPath) : nil
    }

    func tableView(
      _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      handlers.answer(
        .leadingSwipeActionsConfiguration, at: TablePosition(indexPath), on: tableView)
    }

    func tableView(
      _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      handlers.answer(
        .trailingSwipeActionsConfiguration, at: TablePosition(indexPath), on: tableView)
    }

    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath)
      -> Bool
    {
      handlers.answer(.shouldIndentWhileEditing, at: TablePosition(indexPath), on: tableView)
    }

    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
      handlers.answer(.willBeginEditing, at: TablePosition(indexPath), on: tableView)
    }

    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
      handlers.answer(.didEndEditing, indexPath.map { TablePosition($0) }, on: tableView)
    }

    func tableView(
      _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
      toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
      IndexPath(
        handlers.answer(
          .targetForMove, at: TablePosition(sourceIndexPath),
          TablePosition(proposedDestinationIndexPath), on: tableView))
    }

    func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
      handlers.answer(.indentationLevel, at: TablePosition(indexPath), on: tableView)
    }

    // MARK: Legacy edit menu, focus, spring loading, multiple selection and context menus

    @available(iOS, deprecated: 13.0, message: "Use contextMenuConfiguration")
    func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool {
      handlers.answer(.shouldShowMenu, at: TablePosition(indexPath), on: tableView)
    }

    @available(iOS, deprecated: 13.0, message: "Use contextMenuConfiguration")
    func tableView(
      _ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
      withSender sender: Any?
    ) -> Bool {
      app.menuSender = sender
      defer { app.menuSender = nil }
      return handlers.answer(
        .canPerformAction, at: TablePosition(indexPath), action.description, on: tableView)
    }

    @available(iOS, deprecated: 13.0, message: "Use contextMenuConfiguration")
    func tableView(
      _ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath,
      withSender sender: Any?
    ) {
      app.menuSender = sender
      defer { app.menuSender = nil }
      handlers.answer(
        .performAction, at: TablePosition(indexPath), action.description, on: tableView)
    }

    func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
      handlers.answer(Unanswered.canFocusRow, at: TablePosition(indexPath), on: tableView)
    }

    func tableView(
      _ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext
    ) -> Bool {
      handlers.answer(.shouldUpdateFocus, context, on: tableView)
    }

    func tableView(
      _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
      with coordinator: UIFocusAnimationCoordinator
    ) {
      handlers.answer(.didUpdateFocus, (context: context, coordinator: coordinator), on: tableView)
    }

    func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? {
      handlers.answer(.indexPathForPreferredFocusedView, on: tableView).map { IndexPath($0) }
    }

    func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath)
      -> Bool
    {
      handlers.answer(Unanswered.selectionFollowsFocus, at: TablePosition(indexPath), on: tableView)
    }

    func tableView(
      _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
      with context: any UISpringLoadedInteractionContext
    ) -> Bool {
      handlers.answer(.shouldSpringLoadRow, at: TablePosition(indexPath), context, on: tableView)
    }

    func tableView(
      _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool {
      handlers.answer(
        .shouldBeginMultipleSelectionInteraction, at: TablePosition(indexPath), on: tableView)
    }

    func tableView(
      _ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) {
      handlers.answer(
        .didBeginMultipleSelectionInteraction, at: TablePosition(indexPath), on: tableView)
    }

    func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {
      handlers.answer(.didEndMultipleSelectionInteraction, on: tableView)
    }

    func tableView(
      _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
      point: CGPoint
    ) -> UIContextMenuConfiguration? {
      handlers.answer(.contextMenuConfiguration, at: TablePosition(indexPath), point, on: tableView)
    }

    func tableView(
      _ tableView: UITableView,
      previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
      handlers.answer(.previewForHighlightingContextMenu, configuration, on: tableView)
    }

    func tableView(
      _ tableView: UITableView,
      previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
      handlers.answer(.previewForDismissingContextMenu, configuration, on: tableView)
    }

    func tableView(
      _ tableView: UITableView,
      willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
      animator: any UIContextMenuInteractionCommitAnimating
    ) {
      handlers.answer(
        .willPerformPreviewAction, (configuration: configuration, animator: animator),
        on: tableView)
    }

    func tableView(
      _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?
    ) {
      handlers.answer(
        .willDisplayContextMenu, (configuration: configuration, animator: animator), on: tableView)
    }

    func tableView(
      _ tableView: UITableView,
      willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?
    ) {
      handlers.answer(
        .willEndContextMenuInteraction, (configuration: configuration, animator: animator),
        on: tableView)
    }
  }
#endif
