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
  // for what it implements, as `TableViewAdapter+DataSource.swift` says), then the registry, whose
  // handler's answer wins (methods that return nothing run both, app first;
  // `HostAdapter+AppFirst.swift`); where nobody answers, UIKit's own answer without the method,
  // read from the table view where UIKit reads it (`Docs/Dispatch.md`, "Where nobody answers").
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
      whenSafe.running(.callback) {
        tell(.willDisplayCell, at: indexPath, cell, on: tableView) {
          (app.delegate?.tableView(_:willDisplay:forRowAt:))?(tableView, cell, indexPath)
        }
        // A declared table's reach-the-end handlers.
        handlers.answer(.rowWillShow, at: TablePosition(indexPath), on: tableView)
      }
    }

    func tableView(
      _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
    ) {
      tell(.willDisplayHeaderView, in: section, view, on: tableView, run: .callback) {
        (app.delegate?.tableView(_:willDisplayHeaderView:forSection:))?(tableView, view, section)
      }
    }

    func tableView(
      _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
    ) {
      tell(.willDisplayFooterView, in: section, view, on: tableView, run: .callback) {
        (app.delegate?.tableView(_:willDisplayFooterView:forSection:))?(tableView, view, section)
      }
    }

    func tableView(
      _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
      forRowAt indexPath: IndexPath
    ) {
      tell(.didEndDisplayingCell, at: indexPath, cell, on: tableView, run: .callback) {
        (app.delegate?.tableView(_:didEndDisplaying:forRowAt:))?(tableView, cell, indexPath)
      }
    }

    func tableView(
      _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
    ) {
      tell(.didEndDisplayingHeaderView, in: section, view, on: tableView, run: .callback) {
        (app.delegate?.tableView(_:didEndDisplayingHeaderView:forSection:))?(
          tableView, view, section)
      }
    }

    func tableView(
      _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
    ) {
      tell(.didEndDisplayingFooterView, in: section, view, on: tableView, run: .callback) {
        (app.delegate?.tableView(_:didEndDisplayingFooterView:forSection:))?(
          tableView, view, section)
      }
    }

    // The heights: where nobody answers, the table view's own setting of the same name.

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      height(.heightForRow, at: indexPath, on: tableView, else: tableView.rowHeight) {
        (app.delegate?.tableView(_:heightForRowAt:))?(tableView, indexPath)
      }
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
      height(.heightForHeader, in: section, on: tableView, else: tableView.sectionHeaderHeight) {
        (app.delegate?.tableView(_:heightForHeaderInSection:))?(tableView, section)
      }
    }

    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
      height(.heightForFooter, in: section, on: tableView, else: tableView.sectionFooterHeight) {
        (app.delegate?.tableView(_:heightForFooterInSection:))?(tableView, section)
      }
    }

    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
      -> CGFloat
    {
      height(
        .estimatedHeightForRow, at: indexPath, on: tableView, else: tableView.estimatedRowHeight
      ) {
        (app.delegate?.tableView(_:estimatedHeightForRowAt:))?(tableView, indexPath)
      }
    }

    func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int)
      -> CGFloat
    {
      height(
        .estimatedHeightForHeader, in: section, on: tableView,
        else: tableView.estimatedSectionHeaderHeight
      ) {
        (app.delegate?.tableView(_:estimatedHeightForHeaderInSection:))?(tableView, section)
      }
    }

    func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int)
      -> CGFloat
    {
      height(
        .estimatedHeightForFooter, in: section, on: tableView,
        else: tableView.estimatedSectionFooterHeight
      ) {
        (app.delegate?.tableView(_:estimatedHeightForFooterInSection:))?(tableView, section)
      }
    }

    /// A row's height from a handler or the app's delegate, checked, else `absent`.
    private func height(
      _ event: RowEvent<Void, Double>, at indexPath: IndexPath, on tableView: UITableView,
      else absent: @autoclosure () -> CGFloat, app: () -> CGFloat?
    ) -> CGFloat {
      whenSafe.running(.callback) {
        handlers.heightIfAnswered(
          event, at: TablePosition(indexPath), on: tableView,
          after: appImplements(event.id) ? app().map { Double(tableDimension: $0) } : nil
        ).map { CGFloat(tableDimension: $0) } ?? absent()
      }
    }

    /// A header's or footer's height from a handler or the app's delegate, checked, else
    /// `absent`.
    private func height(
      _ event: SectionEvent<Void, Double>, in section: Int, on tableView: UITableView,
      else absent: @autoclosure () -> CGFloat, app: () -> CGFloat?
    ) -> CGFloat {
      whenSafe.running(.callback) {
        handlers.heightIfAnswered(
          event, in: section, on: tableView,
          after: appImplements(event.id) ? app().map { Double(tableDimension: $0) } : nil
        ).map { CGFloat(tableDimension: $0) } ?? absent()
      }
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
      sectionView(.viewForHeader, isHeader: true, in: section, on: tableView) {
        (app.delegate?.tableView(_:viewForHeaderInSection:))?(tableView, section)
      }
    }

    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
      sectionView(.viewForFooter, isHeader: false, in: section, on: tableView) {
        (app.delegate?.tableView(_:viewForFooterInSection:))?(tableView, section)
      }
    }

    /// A section's header or footer view: the app's delegate is asked first; a `viewForHeader`
    /// or `viewForFooter` handler's view wins, else a view of the registered kind for the
    /// section's custom view (`customHeaderView`, `customFooterView`), else the app's view.
    private func sectionView(
      _ event: SectionEvent<Void, UIView?>, isHeader: Bool, in section: Int,
      on tableView: UITableView, app: () -> UIView?
    ) -> UIView? {
      whenSafe.running(.callback) {
        let appView = appImplements(event.id) ? app() : nil
        if let answer = handlers.answerIfAnswered(event, in: section, (), on: tableView, after: nil)
        {
          return answer
        }
        return customSectionView(isHeader: isHeader, inSection: section, on: tableView) ?? appView
      }
    }

    // MARK: Highlight, selection and primary action
    //
    // The user's actions, in which apps edit the table: a re-attach they cause waits until
    // UIKit's callback has returned (`ApplyWhenSafe`).

    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
      tell(.accessoryButtonTapped, at: indexPath, (), on: tableView, run: .accessoryButton) {
        (app.delegate?.tableView(_:accessoryButtonTappedForRowWith:))?(tableView, indexPath)
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
      guard handlers.rowTakesTouches(at: TablePosition(indexPath), on: tableView) else {
        return false
      }
      return ask(.shouldHighlightRow, at: indexPath, (), on: tableView) {
        (app.delegate?.tableView(_:shouldHighlightRowAt:))?(tableView, indexPath)
      }
    }

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
      tell(.didHighlightRow, at: indexPath, (), on: tableView) {
        (app.delegate?.tableView(_:didHighlightRowAt:))?(tableView, indexPath)
      }
    }

    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
      tell(.didUnhighlightRow, at: indexPath, (), on: tableView) {
        (app.delegate?.tableView(_:didUnhighlightRowAt:))?(tableView, indexPath)
      }
    }

    /// A disabled row (its `rowContent` says so) cannot be selected, and nobody is asked. (Without
    /// this method its cell, which takes no touch, keeps it from being selected.)
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
      guard handlers.rowTakesTouches(at: TablePosition(indexPath), on: tableView) else {
        return nil
      }
      return ask(.willSelectRow, at: indexPath, (), on: tableView) {
        .some(
          (app.delegate?.tableView(_:willSelectRowAt:))?(tableView, indexPath).map(
            TablePosition.init))
      }.map { IndexPath($0) }
    }

    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
      ask(.willDeselectRow, at: indexPath, (), on: tableView) {
        .some(
          (app.delegate?.tableView(_:willDeselectRowAt:))?(tableView, indexPath).map(
            TablePosition.init))
      }.map { IndexPath($0) }
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
      ask(.canPerformPrimaryAction, at: indexPath, (), on: tableView) {
        guard #available(iOS 16, *) else { return nil }
        return (app.delegate?.tableView(_:canPerformPrimaryActionForRowAt:))?(tableView, indexPath)
      }
    }

    func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {
      tell(.performPrimaryAction, at: indexPath, (), on: tableView, run: .callback) {
        if #available(iOS 16, *) {
          (app.delegate?.tableView(_:performPrimaryActionForRowAt:))?(tableView, indexPath)
        }
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
      let answered = askIfAnswered(.editingStyle, at: indexPath, (), on: tableView) {
        ((app.delegate?.tableView(_:editingStyleForRowAt:))?(tableView, indexPath)).map(
          RowEditingStyle.init)
      }
      return UITableViewCell.EditingStyle(
        handlers.shownEditingStyle(
          at: position, takesTouches: handlers.rowTakesTouches(at: position, on: tableView),
          answered: answered, appCommits: app.implements(.commitEditing)))
    }

    func tableView(
      _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? {
      ask(.titleForDeleteConfirmationButton, at: indexPath, (), on: tableView) {
        .some(
          (app.delegate?.tableView(_:titleForDeleteConfirmationButtonForRowAt:))?(
            tableView, indexPath))
      }
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
      ask(.shouldIndentWhileEditing, at: indexPath, (), on: tableView) {
        (app.delegate?.tableView(_:shouldIndentWhileEditingRowAt:))?(tableView, indexPath)
      }
    }

    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
      tell(.willBeginEditing, at: indexPath, (), on: tableView) {
        (app.delegate?.tableView(_:willBeginEditingRowAt:))?(tableView, indexPath)
      }
    }

    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
      tell(.didEndEditing, indexPath.map { TablePosition($0) }, on: tableView) {
        (app.delegate?.tableView(_:didEndEditingRowAt:))?(tableView, indexPath)
      }
    }

    func tableView(
      _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
      toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
      IndexPath(
        ask(
          .targetForMove, at: sourceIndexPath, TablePosition(proposedDestinationIndexPath),
          on: tableView
        ) {
          ((app.delegate?.tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:))?(
            tableView, sourceIndexPath, proposedDestinationIndexPath)).map(TablePosition.init)
        })
    }

    /// Where a dragged row may land, asked of this adapter's method as UIKit asks it: where a
    /// row's accessibility move goes.
    func moveTargetAsUIKitAsks(
      from sourceIndexPath: IndexPath, proposed: IndexPath, on tableView: UITableView
    ) -> IndexPath {
      self.tableView(
        tableView, targetIndexPathForMoveFromRowAt: sourceIndexPath, toProposedIndexPath: proposed)
    }

    /// Implemented once a handler answers for any row: each row's level as every host shows it
    /// (`TableHandlers.indentationLevel(answered:content:)`), its content's where nobody
    /// answers for it.
    func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
      let answered = askIfAnswered(.indentationLevel, at: indexPath, (), on: tableView) {
        (app.delegate?.tableView(_:indentationLevelForRowAt:))?(tableView, indexPath)
      }
      return TableHandlers.indentationLevel(
        answered: answered,
        content: handlers.currentContent(at: TablePosition(indexPath), on: tableView))
    }

    // MARK: Legacy edit menu, focus, spring loading, multiple selection and context menus

    @available(iOS, deprecated: 13.0, message: "Use contextMenuConfiguration")
    func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool {
      ask(.shouldShowMenu, at: indexPath, (), on: tableView) {
        (app.delegate?.tableView(_:shouldShowMenuForRowAt:))?(tableView, indexPath)
      }
    }

    @available(iOS, deprecated: 13.0, message: "Use contextMenuConfiguration")
    func tableView(
      _ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
      withSender sender: Any?
    ) -> Bool {
      ask(.canPerformAction, at: indexPath, action.description, on: tableView) {
        (app.delegate?.tableView(_:canPerformAction:forRowAt:withSender:))?(
          tableView, action, indexPath, sender)
      }
    }

    @available(iOS, deprecated: 13.0, message: "Use contextMenuConfiguration")
    func tableView(
      _ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath,
      withSender sender: Any?
    ) {
      tell(.performAction, at: indexPath, action.description, on: tableView, run: .callback) {
        (app.delegate?.tableView(_:performAction:forRowAt:withSender:))?(
          tableView, action, indexPath, sender)
      }
    }

    /// Where nobody answers: the table view's `allowsFocus` (iOS 15), which an implemented
    /// method overrides; before iOS 15, every row can take focus.
    func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
      if let answer = askIfAnswered(
        .canFocusRow, at: indexPath, (), on: tableView,
        app: {
          (app.delegate?.tableView(_:canFocusRowAt:))?(tableView, indexPath)
        })
      {
        return answer
      }
      if #available(iOS 15.0, *) { return tableView.allowsFocus }
      return true
    }

    func tableView(
      _ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext
    ) -> Bool {
      ask(.shouldUpdateFocus, context, on: tableView) {
        (app.delegate?.tableView(_:shouldUpdateFocusIn:))?(tableView, context)
      }
    }

    func tableView(
      _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
      with coordinator: UIFocusAnimationCoordinator
    ) {
      tell(.didUpdateFocus, (context: context, coordinator: coordinator), on: tableView) {
        (app.delegate?.tableView(_:didUpdateFocusIn:with:))?(tableView, context, coordinator)
      }
    }

    func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? {
      ask(.indexPathForPreferredFocusedView, (), on: tableView) {
        .some(
          (app.delegate?.indexPathForPreferredFocusedView(in:))?(tableView).map(TablePosition.init))
      }.map { IndexPath($0) }
    }

    /// Where nobody answers: the table view's `selectionFollowsFocus` (iOS 14), whose value
    /// UIKit uses for every row when the method is absent (it asks only while it is on).
    func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath)
      -> Bool
    {
      if let answer = askIfAnswered(
        .selectionFollowsFocus, at: indexPath, (), on: tableView,
        app: {
          guard #available(iOS 15, *) else { return nil }
          return (app.delegate?.tableView(_:selectionFollowsFocusForRowAt:))?(tableView, indexPath)
        })
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
      ask(.shouldSpringLoadRow, at: indexPath, context, on: tableView) {
        (app.delegate?.tableView(_:shouldSpringLoadRowAt:with:))?(tableView, indexPath, context)
      }
    }

    func tableView(
      _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool {
      ask(.shouldBeginMultipleSelectionInteraction, at: indexPath, (), on: tableView) {
        (app.delegate?.tableView(_:shouldBeginMultipleSelectionInteractionAt:))?(
          tableView, indexPath)
      }
    }

    func tableView(
      _ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) {
      tell(.didBeginMultipleSelectionInteraction, at: indexPath, (), on: tableView) {
        (app.delegate?.tableView(_:didBeginMultipleSelectionInteractionAt:))?(tableView, indexPath)
      }
    }

    func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {
      tell(.didEndMultipleSelectionInteraction, (), on: tableView) {
        (app.delegate?.tableViewDidEndMultipleSelectionInteraction(_:))?(tableView)
      }
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
      ask(.previewForHighlightingContextMenu, configuration, on: tableView) {
        .some(
          (app.delegate?.tableView(_:previewForHighlightingContextMenuWithConfiguration:))?(
            tableView, configuration))
      }
    }

    func tableView(
      _ tableView: UITableView,
      previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
      ask(.previewForDismissingContextMenu, configuration, on: tableView) {
        .some(
          (app.delegate?.tableView(_:previewForDismissingContextMenuWithConfiguration:))?(
            tableView, configuration))
      }
    }

    func tableView(
      _ tableView: UITableView,
      willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
      animator: any UIContextMenuInteractionCommitAnimating
    ) {
      tell(
        .willPerformPreviewAction, (configuration: configuration, animator: animator),
        on: tableView
      ) {
        (app.delegate?.tableView(_:willPerformPreviewActionForMenuWith:animator:))?(
          tableView, configuration, animator)
      }
    }

    func tableView(
      _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?
    ) {
      tell(
        .willDisplayContextMenu, (configuration: configuration, animator: animator), on: tableView
      ) {
        if #available(iOS 14, *) {
          (app.delegate?.tableView(_:willDisplayContextMenu:animator:))?(
            tableView, configuration, animator)
        }
      }
    }

    func tableView(
      _ tableView: UITableView,
      willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?
    ) {
      tell(
        .willEndContextMenuInteraction, (configuration: configuration, animator: animator),
        on: tableView
      ) {
        if #available(iOS 14, *) {
          (app.delegate?.tableView(_:willEndContextMenuInteraction:animator:))?(
            tableView, configuration, animator)
        }
      }
    }

    /// Whether someone commits edits of a row: a `commitEditing` handler answering it, or the
    /// app's data source.
    func commits(at position: TablePosition) -> Bool {
      handlers.hasRowHandler(RowEvent<RowEditingStyle, Void>.commitEditing.id, at: position)
        || app.implements(.commitEditing)
    }
  }
#endif
