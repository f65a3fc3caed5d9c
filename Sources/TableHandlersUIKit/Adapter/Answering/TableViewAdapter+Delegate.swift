#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore
  import TableHandlersDeclarative

  // UITableViewDelegate. Each method reads in one place: the app's delegate is asked first (only
  // for what it implements, as `TableViewAdapter+DataSource.swift` says), then the registry, whose handler's answer
  // wins (methods that return nothing run both, app first); where nobody answers, UIKit's own
  // answer without the method, read from the table view where UIKit reads it
  // (`Docs/Dispatch.md`, "Where nobody answers").
  //
  // The conformance is declared on this extension so that, on iOS, a method whose label is
  // slightly off draws the "nearly matches optional requirement" warning, which the iOS check
  // turns into an error; on Linux it is the exhaustive protocol, where such a method fails to
  // compile.
  extension TableViewAdapterBase: DelegateRequirements {
    // MARK: Display, heights, headers and footers
    //
    // UIKit calls these while it lays out the rows (updating its visible cells), where an edit
    // of the table view breaks the layout: what the app's objects or the handlers enqueue here
    // (a declared update, a re-attach) waits until the callback has returned to UIKit
    // (`ApplyWhenSafe`).

    func tableView(
      _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
      whenSafe.duringCallback {
        if app.implements(.willDisplayCell) {
          (app.delegate?.tableView(_:willDisplay:forRowAt:))?(tableView, cell, indexPath)
        }
        handlers.answer(.willDisplayCell, at: TablePosition(indexPath), cell, on: tableView)
        // A declared table's reach-the-end handlers.
        handlers.answer(.rowWillShow, at: TablePosition(indexPath), on: tableView)
      }
    }

    func tableView(
      _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
    ) {
      whenSafe.duringCallback {
        if app.implements(.willDisplayHeaderView) {
          (app.delegate?.tableView(_:willDisplayHeaderView:forSection:))?(tableView, view, section)
        }
        handlers.answer(.willDisplayHeaderView, in: section, view, on: tableView)
      }
    }

    func tableView(
      _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
    ) {
      whenSafe.duringCallback {
        if app.implements(.willDisplayFooterView) {
          (app.delegate?.tableView(_:willDisplayFooterView:forSection:))?(tableView, view, section)
        }
        handlers.answer(.willDisplayFooterView, in: section, view, on: tableView)
      }
    }

    func tableView(
      _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
      forRowAt indexPath: IndexPath
    ) {
      whenSafe.duringCallback {
        if app.implements(.didEndDisplayingCell) {
          (app.delegate?.tableView(_:didEndDisplaying:forRowAt:))?(tableView, cell, indexPath)
        }
        handlers.answer(.didEndDisplayingCell, at: TablePosition(indexPath), cell, on: tableView)
      }
    }

    func tableView(
      _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
    ) {
      whenSafe.duringCallback {
        if app.implements(.didEndDisplayingHeaderView) {
          (app.delegate?.tableView(_:didEndDisplayingHeaderView:forSection:))?(
            tableView, view, section)
        }
        handlers.answer(.didEndDisplayingHeaderView, in: section, view, on: tableView)
      }
    }

    func tableView(
      _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
    ) {
      whenSafe.duringCallback {
        if app.implements(.didEndDisplayingFooterView) {
          (app.delegate?.tableView(_:didEndDisplayingFooterView:forSection:))?(
            tableView, view, section)
        }
        handlers.answer(.didEndDisplayingFooterView, in: section, view, on: tableView)
      }
    }

    /// Where nobody answers: the table view's `rowHeight`.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      whenSafe.duringCallback {
        let app =
          app.implements(.heightForRow)
          ? (app.delegate?.tableView(_:heightForRowAt:))?(tableView, indexPath) : nil
        return handlers.heightIfAnswered(
          .heightForRow, at: TablePosition(indexPath), on: tableView,
          after: app.map { Double(tableDimension: $0) }
        ).map { CGFloat(tableDimension: $0) } ?? tableView.rowHeight
      }
    }

    /// Where nobody answers: the table view's `sectionHeaderHeight`.
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
      whenSafe.duringCallback {
        let app =
          app.implements(.heightForHeader)
          ? (app.delegate?.tableView(_:heightForHeaderInSection:))?(tableView, section) : nil
        return handlers.heightIfAnswered(
          .heightForHeader, in: section, on: tableView,
          after: app.map { Double(tableDimension: $0) }
        ).map { CGFloat(tableDimension: $0) } ?? tableView.sectionHeaderHeight
      }
    }

    /// Where nobody answers: the table view's `sectionFooterHeight`.
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
      whenSafe.duringCallback {
        let app =
          app.implements(.heightForFooter)
          ? (app.delegate?.tableView(_:heightForFooterInSection:))?(tableView, section) : nil
        return handlers.heightIfAnswered(
          .heightForFooter, in: section, on: tableView,
          after: app.map { Double(tableDimension: $0) }
        ).map { CGFloat(tableDimension: $0) } ?? tableView.sectionFooterHeight
      }
    }

    /// Where nobody answers: the table view's `estimatedRowHeight`.
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
      -> CGFloat
    {
      whenSafe.duringCallback {
        let app =
          app.implements(.estimatedHeightForRow)
          ? (app.delegate?.tableView(_:estimatedHeightForRowAt:))?(tableView, indexPath) : nil
        return handlers.heightIfAnswered(
          .estimatedHeightForRow, at: TablePosition(indexPath), on: tableView,
          after: app.map { Double(tableDimension: $0) }
        ).map { CGFloat(tableDimension: $0) } ?? tableView.estimatedRowHeight
      }
    }

    /// Where nobody answers: the table view's `estimatedSectionHeaderHeight`.
    func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int)
      -> CGFloat
    {
      whenSafe.duringCallback {
        let app =
          app.implements(.estimatedHeightForHeader)
          ? (app.delegate?.tableView(_:estimatedHeightForHeaderInSection:))?(tableView, section)
          : nil
        return handlers.heightIfAnswered(
          .estimatedHeightForHeader, in: section, on: tableView,
          after: app.map { Double(tableDimension: $0) }
        ).map { CGFloat(tableDimension: $0) } ?? tableView.estimatedSectionHeaderHeight
      }
    }

    /// Where nobody answers: the table view's `estimatedSectionFooterHeight`.
    func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int)
      -> CGFloat
    {
      whenSafe.duringCallback {
        let app =
          app.implements(.estimatedHeightForFooter)
          ? (app.delegate?.tableView(_:estimatedHeightForFooterInSection:))?(tableView, section)
          : nil
        return handlers.heightIfAnswered(
          .estimatedHeightForFooter, in: section, on: tableView,
          after: app.map { Double(tableDimension: $0) }
        ).map { CGFloat(tableDimension: $0) } ?? tableView.estimatedSectionFooterHeight
      }
    }

    /// The app's delegate is asked first; a `viewForHeader` handler's view wins, else a view of
    /// the registered kind for the section's custom header view (`customHeaderView`), else the
    /// app's view.
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
      whenSafe.duringCallback {
        let appView: UIView?? =
          app.implements(.viewForHeader)
          ? .some((app.delegate?.tableView(_:viewForHeaderInSection:))?(tableView, section)) : nil
        if let answer = handlers.answerIfAnswered(
          .viewForHeader, in: section, (), on: tableView, after: nil)
        {
          return answer
        }
        if let view = customSectionView(isHeader: true, inSection: section, on: tableView) {
          return view
        }
        return appView ?? nil
      }
    }

    /// The app's delegate is asked first; a `viewForFooter` handler's view wins, else a view of
    /// the registered kind for the section's custom footer view (`customFooterView`), else the
    /// app's view.
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
      whenSafe.duringCallback {
        let appView: UIView?? =
          app.implements(.viewForFooter)
          ? .some((app.delegate?.tableView(_:viewForFooterInSection:))?(tableView, section)) : nil
        if let answer = handlers.answerIfAnswered(
          .viewForFooter, in: section, (), on: tableView, after: nil)
        {
          return answer
        }
        if let view = customSectionView(isHeader: false, inSection: section, on: tableView) {
          return view
        }
        return appView ?? nil
      }
    }

    // MARK: Highlight, selection and primary action
    //
    // The user's actions, in which apps edit the table: a re-attach they cause waits until
    // UIKit's callback has returned (`ApplyWhenSafe`).

    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
      whenSafe.running(.accessoryButton) {
        if app.implements(.accessoryButtonTapped) {
          (app.delegate?.tableView(_:accessoryButtonTappedForRowWith:))?(tableView, indexPath)
        }
        handlers.answer(.accessoryButtonTapped, at: TablePosition(indexPath), on: tableView)
      }
    }

    /// A tap on the detail button an ``AccessoryStackView`` shows beside a row's own accessory
    /// view, which UIKit does not report: reported as UIKit reports its own detail button's
    /// (the app's delegate, then the row's handler).
    ///
    /// - Parameters:
    ///   - indexPath: The row.
    ///   - tableView: The table view.
    func stackedDetailButtonTapped(at indexPath: IndexPath, on tableView: UITableView) {
      self.tableView(tableView, accessoryButtonTappedForRowWith: indexPath)
    }

    /// A disabled row (its `rowContent` says so) does not highlight, and nobody is asked, as on
    /// a list and the headless table. (Without this method its cell, which takes no touch,
    /// keeps it from highlighting; see `ContentCell.apply`.)
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
      let position = TablePosition(indexPath)
      guard handlers.rowTakesTouches(at: position, on: tableView) else { return false }
      return handlers.answer(
        .shouldHighlightRow, at: position, (), on: tableView,
        after: app.implements(.shouldHighlightRow)
          ? (app.delegate?.tableView(_:shouldHighlightRowAt:))?(tableView, indexPath) : nil)
    }

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
      if app.implements(.didHighlightRow) {
        (app.delegate?.tableView(_:didHighlightRowAt:))?(tableView, indexPath)
      }
      handlers.answer(.didHighlightRow, at: TablePosition(indexPath), on: tableView)
    }

    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
      if app.implements(.didUnhighlightRow) {
        (app.delegate?.tableView(_:didUnhighlightRowAt:))?(tableView, indexPath)
      }
      handlers.answer(.didUnhighlightRow, at: TablePosition(indexPath), on: tableView)
    }

    /// A disabled row (its `rowContent` says so) cannot be selected, and nobody is asked. (Without
    /// this method its cell, which takes no touch, keeps it from being selected.)
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
      let position = TablePosition(indexPath)
      guard handlers.rowTakesTouches(at: position, on: tableView) else { return nil }
      let app: TablePosition?? =
        app.implements(.willSelectRow)
        ? .some(
          (app.delegate?.tableView(_:willSelectRowAt:))?(tableView, indexPath).map {
            TablePosition($0)
          }) : nil
      return handlers.answer(.willSelectRow, at: position, (), on: tableView, after: app)
        .map { IndexPath($0) }
    }

    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
      handlers.answer(
        .willDeselectRow, at: TablePosition(indexPath), (), on: tableView,
        after: app.implements(.willDeselectRow)
          ? .some(
            (app.delegate?.tableView(_:willDeselectRowAt:))?(tableView, indexPath).map {
              TablePosition($0)
            }) : nil
      ).map { IndexPath($0) }
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      userSelectedRow(at: indexPath, on: tableView) {
        (app.delegate?.tableView(_:didSelectRowAt:))?(tableView, indexPath)
      }
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
      userDeselectedRow(at: indexPath, on: tableView) {
        (app.delegate?.tableView(_:didDeselectRowAt:))?(tableView, indexPath)
      }
    }

    func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath)
      -> Bool
    {
      var appAnswer: Bool?
      if #available(iOS 16, *), app.implements(.canPerformPrimaryAction) {
        appAnswer = (app.delegate?.tableView(_:canPerformPrimaryActionForRowAt:))?(
          tableView, indexPath)
      }
      return handlers.answer(
        .canPerformPrimaryAction, at: TablePosition(indexPath), (), on: tableView,
        after: appAnswer)
    }

    func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {
      whenSafe.duringCallback {
        if #available(iOS 16, *), app.implements(.performPrimaryAction) {
          (app.delegate?.tableView(_:performPrimaryActionForRowAt:))?(tableView, indexPath)
        }
        handlers.answer(.performPrimaryAction, at: TablePosition(indexPath), on: tableView)
      }
    }

    // MARK: Editing, swipe actions, indentation and moves

    /// The style the core's rule shows (`TableHandlers.shownEditingStyle`): none on a row that
    /// takes no touch; where nobody answers, `.delete` where someone commits edits, else
    /// `.none`, so that a commit handler for part of the table offers no swipe-to-delete and no
    /// edit-mode control on the rows nobody commits for.
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
      -> UITableViewCell.EditingStyle
    {
      let position = TablePosition(indexPath)
      let app =
        app.implements(.editingStyle)
        ? (app.delegate?.tableView(_:editingStyleForRowAt:))?(tableView, indexPath) : nil
      let style = handlers.shownEditingStyle(
        at: position, takesTouches: handlers.rowTakesTouches(at: position, on: tableView),
        answered: handlers.answerIfAnswered(
          .editingStyle, at: position, (), on: tableView, after: app.map { RowEditingStyle($0) }),
        appCommits: self.app.implements(.commitEditing))
      return UITableViewCell.EditingStyle(style)
    }

    func tableView(
      _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? {
      handlers.answer(
        .titleForDeleteConfirmationButton, at: TablePosition(indexPath), (), on: tableView,
        after: app.implements(.titleForDeleteConfirmationButton)
          ? .some(
            (app.delegate?.tableView(_:titleForDeleteConfirmationButtonForRowAt:))?(
              tableView, indexPath)) : nil)
    }

    /// Only the app's delegate answers this deprecated method; no handler can be registered for
    /// it.
    @available(iOS, deprecated: 13.0, message: "Use trailingSwipeActionsConfiguration")
    func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath)
      -> [UITableViewRowAction]?
    {
      app.implementedEvents.contains(editActionsID)
        ? (app.delegate?.tableView(_:editActionsForRowAt:))?(tableView, indexPath) : nil
    }

    /// Answered by `leadingSwipeActionsConfiguration` or the platform-neutral
    /// `leadingSwipeActions`, whichever reaches the row more closely
    /// (`SwipeActions+UIKit.swift`).
    func tableView(
      _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      swipeActionsConfiguration(
        .leading, at: indexPath, on: tableView,
        after: app.implements(.leadingSwipeActionsConfiguration)
          ? .some(
            (app.delegate?.tableView(_:leadingSwipeActionsConfigurationForRowAt:))?(
              tableView, indexPath)) : nil)
    }

    /// Answered by `trailingSwipeActionsConfiguration` or the platform-neutral
    /// `trailingSwipeActions`, whichever reaches the row more closely
    /// (`SwipeActions+UIKit.swift`).
    func tableView(
      _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      swipeActionsConfiguration(
        .trailing, at: indexPath, on: tableView,
        after: app.implements(.trailingSwipeActionsConfiguration)
          ? .some(
            (app.delegate?.tableView(_:trailingSwipeActionsConfigurationForRowAt:))?(
              tableView, indexPath)) : nil)
    }

    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath)
      -> Bool
    {
      handlers.answer(
        .shouldIndentWhileEditing, at: TablePosition(indexPath), (), on: tableView,
        after: app.implements(.shouldIndentWhileEditing)
          ? (app.delegate?.tableView(_:shouldIndentWhileEditingRowAt:))?(tableView, indexPath) : nil
      )
    }

    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
      if app.implements(.willBeginEditing) {
        (app.delegate?.tableView(_:willBeginEditingRowAt:))?(tableView, indexPath)
      }
      handlers.answer(.willBeginEditing, at: TablePosition(indexPath), on: tableView)
    }

    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
      if app.implements(.didEndEditing) {
        (app.delegate?.tableView(_:didEndEditingRowAt:))?(tableView, indexPath)
      }
      handlers.answer(.didEndEditing, indexPath.map { TablePosition($0) }, on: tableView)
    }

    func tableView(
      _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
      toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
      let app =
        app.implements(.targetForMove)
        ? (app.delegate?.tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:))?(
          tableView, sourceIndexPath, proposedDestinationIndexPath) : nil
      return IndexPath(
        handlers.answer(
          .targetForMove, at: TablePosition(sourceIndexPath),
          TablePosition(proposedDestinationIndexPath), on: tableView,
          after: app.map { TablePosition($0) }))
    }

    /// Where a dragged row may land, asked of this adapter's method as UIKit asks it: where a
    /// row's accessibility move goes.
    func moveTargetAsUIKitAsks(
      from sourceIndexPath: IndexPath, proposed: IndexPath, on tableView: UITableView
    ) -> IndexPath {
      self.tableView(
        tableView, targetIndexPathForMoveFromRowAt: sourceIndexPath, toProposedIndexPath: proposed)
    }

    func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
      handlers.answer(
        .indentationLevel, at: TablePosition(indexPath), (), on: tableView,
        after: app.implements(.indentationLevel)
          ? (app.delegate?.tableView(_:indentationLevelForRowAt:))?(tableView, indexPath) : nil)
    }

    // MARK: Legacy edit menu, focus, spring loading, multiple selection and context menus

    @available(iOS, deprecated: 13.0, message: "Use contextMenuConfiguration")
    func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool {
      handlers.answer(
        .shouldShowMenu, at: TablePosition(indexPath), (), on: tableView,
        after: app.implements(.shouldShowMenu)
          ? (app.delegate?.tableView(_:shouldShowMenuForRowAt:))?(tableView, indexPath) : nil)
    }

    @available(iOS, deprecated: 13.0, message: "Use contextMenuConfiguration")
    func tableView(
      _ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
      withSender sender: Any?
    ) -> Bool {
      handlers.answer(
        .canPerformAction, at: TablePosition(indexPath), action.description, on: tableView,
        after: app.implements(.canPerformAction)
          ? (app.delegate?.tableView(_:canPerformAction:forRowAt:withSender:))?(
            tableView, action, indexPath, sender) : nil)
    }

    @available(iOS, deprecated: 13.0, message: "Use contextMenuConfiguration")
    func tableView(
      _ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath,
      withSender sender: Any?
    ) {
      if app.implements(.performAction) {
        (app.delegate?.tableView(_:performAction:forRowAt:withSender:))?(
          tableView, action, indexPath, sender)
      }
      handlers.answer(
        .performAction, at: TablePosition(indexPath), action.description, on: tableView)
    }

    /// Where nobody answers: the table view's `allowsFocus` (iOS 15), which an implemented
    /// method overrides; before iOS 15, every row can take focus.
    func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
      if let answer = handlers.answerIfAnswered(
        .canFocusRow, at: TablePosition(indexPath), (), on: tableView,
        after: app.implements(.canFocusRow)
          ? (app.delegate?.tableView(_:canFocusRowAt:))?(tableView, indexPath) : nil)
      {
        return answer
      }
      if #available(iOS 15.0, *) { return tableView.allowsFocus }
      return true
    }

    func tableView(
      _ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext
    ) -> Bool {
      handlers.answer(
        .shouldUpdateFocus, context, on: tableView,
        after: app.implements(.shouldUpdateFocus)
          ? (app.delegate?.tableView(_:shouldUpdateFocusIn:))?(tableView, context) : nil)
    }

    func tableView(
      _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
      with coordinator: UIFocusAnimationCoordinator
    ) {
      if app.implements(.didUpdateFocus) {
        (app.delegate?.tableView(_:didUpdateFocusIn:with:))?(tableView, context, coordinator)
      }
      handlers.answer(.didUpdateFocus, (context: context, coordinator: coordinator), on: tableView)
    }

    func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? {
      handlers.answer(
        .indexPathForPreferredFocusedView, (), on: tableView,
        after: app.implements(.indexPathForPreferredFocusedView)
          ? .some(
            (app.delegate?.indexPathForPreferredFocusedView(in:))?(tableView).map {
              TablePosition($0)
            })
          : nil
      ).map { IndexPath($0) }
    }

    /// Where nobody answers: the table view's `selectionFollowsFocus` (iOS 14), whose value
    /// UIKit uses for every row when the method is absent (it asks only while it is on).
    func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath)
      -> Bool
    {
      var appAnswer: Bool?
      if #available(iOS 15, *), app.implements(.selectionFollowsFocus) {
        appAnswer = (app.delegate?.tableView(_:selectionFollowsFocusForRowAt:))?(
          tableView, indexPath)
      }
      if let answer = handlers.answerIfAnswered(
        .selectionFollowsFocus, at: TablePosition(indexPath), (), on: tableView, after: appAnswer)
      {
        return answer
      }
      if #available(iOS 14.0, *) { return tableView.selectionFollowsFocus }
      return false
    }

    func tableView(
      _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
      with context: any UISpringLoadedInteractionContext
    ) -> Bool {
      handlers.answer(
        .shouldSpringLoadRow, at: TablePosition(indexPath), context, on: tableView,
        after: app.implements(.shouldSpringLoadRow)
          ? (app.delegate?.tableView(_:shouldSpringLoadRowAt:with:))?(tableView, indexPath, context)
          : nil)
    }

    func tableView(
      _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool {
      handlers.answer(
        .shouldBeginMultipleSelectionInteraction, at: TablePosition(indexPath), (), on: tableView,
        after: app.implements(.shouldBeginMultipleSelectionInteraction)
          ? (app.delegate?.tableView(_:shouldBeginMultipleSelectionInteractionAt:))?(
            tableView, indexPath) : nil)
    }

    func tableView(
      _ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) {
      if app.implements(.didBeginMultipleSelectionInteraction) {
        (app.delegate?.tableView(_:didBeginMultipleSelectionInteractionAt:))?(tableView, indexPath)
      }
      handlers.answer(
        .didBeginMultipleSelectionInteraction, at: TablePosition(indexPath), on: tableView)
    }

    func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {
      if app.implements(.didEndMultipleSelectionInteraction) {
        (app.delegate?.tableViewDidEndMultipleSelectionInteraction(_:))?(tableView)
      }
      handlers.answer(.didEndMultipleSelectionInteraction, on: tableView)
    }

    /// Answered by `contextMenuConfiguration` or the platform-neutral `contextMenu`, whichever
    /// reaches the row more closely (`RowMenu+UIKit.swift`).
    func tableView(
      _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
      point: CGPoint
    ) -> UIContextMenuConfiguration? {
      contextMenuConfiguration(
        at: indexPath, point: point, on: tableView,
        after: app.implements(.contextMenuConfiguration)
          ? .some(
            (app.delegate?.tableView(_:contextMenuConfigurationForRowAt:point:))?(
              tableView, indexPath, point)) : nil)
    }

    func tableView(
      _ tableView: UITableView,
      previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
      handlers.answer(
        .previewForHighlightingContextMenu, configuration, on: tableView,
        after: app.implements(.previewForHighlightingContextMenu)
          ? .some(
            (app.delegate?.tableView(_:previewForHighlightingContextMenuWithConfiguration:))?(
              tableView, configuration)) : nil)
    }

    func tableView(
      _ tableView: UITableView,
      previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
      handlers.answer(
        .previewForDismissingContextMenu, configuration, on: tableView,
        after: app.implements(.previewForDismissingContextMenu)
          ? .some(
            (app.delegate?.tableView(_:previewForDismissingContextMenuWithConfiguration:))?(
              tableView, configuration)) : nil)
    }

    func tableView(
      _ tableView: UITableView,
      willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
      animator: any UIContextMenuInteractionCommitAnimating
    ) {
      if app.implements(.willPerformPreviewAction) {
        (app.delegate?.tableView(_:willPerformPreviewActionForMenuWith:animator:))?(
          tableView, configuration, animator)
      }
      handlers.answer(
        .willPerformPreviewAction, (configuration: configuration, animator: animator),
        on: tableView)
    }

    func tableView(
      _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?
    ) {
      if #available(iOS 14, *), app.implements(.willDisplayContextMenu) {
        (app.delegate?.tableView(_:willDisplayContextMenu:animator:))?(
          tableView, configuration, animator)
      }
      handlers.answer(
        .willDisplayContextMenu, (configuration: configuration, animator: animator), on: tableView)
    }

    func tableView(
      _ tableView: UITableView,
      willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?
    ) {
      if #available(iOS 14, *), app.implements(.willEndContextMenuInteraction) {
        (app.delegate?.tableView(_:willEndContextMenuInteraction:animator:))?(
          tableView, configuration, animator)
      }
      handlers.answer(
        .willEndContextMenuInteraction, (configuration: configuration, animator: animator),
        on: tableView)
    }

    /// Whether someone commits edits of a row: a `commitEditing` handler answering it, or the
    /// app's data source.
    func commits(at position: TablePosition) -> Bool {
      handlers.hasRowHandler(RowEvent<RowEditingStyle, Void>.commitEditing.id, at: position)
        || app.implements(.commitEditing)
    }
  }
#endif
