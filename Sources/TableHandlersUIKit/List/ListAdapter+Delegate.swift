#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore
  import TableHandlersDeclarative

  /// The list's two generations of context-menu methods.
  @MainActor private let menus = AdapterMethod.listContextMenuMethods

  // UICollectionViewDelegate for a list, method by method as the table view's adapter answers
  // `UITableViewDelegate`: the app's delegate first, then the registry.
  @available(iOS 14, *)
  extension ListAdapterBase: ListDelegateRequirements {
    // MARK: Highlight and selection

    func collectionView(
      _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
    ) -> Bool {
      guard handlers.rowTakesTouches(at: TablePosition(indexPath), on: collectionView) else {
        return false
      }
      return ask(.shouldHighlightRow, at: indexPath, (), on: collectionView) {
        (app.delegate?.collectionView(_:shouldHighlightItemAt:))?(collectionView, indexPath)
      }
    }

    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    {
      tell(.didHighlightRow, at: indexPath, (), on: collectionView) {
        (app.delegate?.collectionView(_:didHighlightItemAt:))?(collectionView, indexPath)
      }
    }

    func collectionView(
      _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
    ) {
      tell(.didUnhighlightRow, at: indexPath, (), on: collectionView) {
        (app.delegate?.collectionView(_:didUnhighlightItemAt:))?(collectionView, indexPath)
      }
    }

    /// Whether a row may be selected: `willSelectRow`'s answer is the row itself.
    ///
    /// A list cannot select another row instead, as a table's `willSelectRowAt` can; an answer
    /// naming another row selects none.
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
      -> Bool
    {
      let position = TablePosition(indexPath)
      guard handlers.rowTakesTouches(at: position, on: collectionView) else { return false }
      return ask(.willSelectRow, at: indexPath, (), on: collectionView) {
        .some(
          (app.delegate?.collectionView(_:shouldSelectItemAt:))?(collectionView, indexPath)
            == false ? nil : position)
      } == position
    }

    /// Whether a selected row may be deselected, asked when the user taps it again while the
    /// list selects several rows: `willDeselectRow`'s answer is the row itself.
    func collectionView(
      _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
    ) -> Bool {
      let position = TablePosition(indexPath)
      return ask(.willDeselectRow, at: indexPath, (), on: collectionView) {
        .some(
          (app.delegate?.collectionView(_:shouldDeselectItemAt:))?(collectionView, indexPath)
            == false ? nil : position)
      } == position
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      userSelectedRow(at: indexPath, on: collectionView) {
        (app.delegate?.collectionView(_:didSelectItemAt:))?(collectionView, indexPath)
      }
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    {
      // With one selected row allowed, another row shown selected now is the one the tap
      // selects, whose own callback comes next (``rowBeingSelected``).
      let multiple =
        collectionView.isEditing
        ? collectionView.allowsMultipleSelectionDuringEditing
        : collectionView.allowsMultipleSelection
      rowBeingSelected =
        multiple
        ? nil
        : (collectionView.indexPathsForSelectedItems ?? []).first { $0 != indexPath }.map {
          TablePosition($0)
        }
      defer { rowBeingSelected = nil }
      userDeselectedRow(at: indexPath, on: collectionView) {
        (app.delegate?.collectionView(_:didDeselectItemAt:))?(collectionView, indexPath)
      }
    }

    func collectionView(
      _ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath
    ) -> Bool {
      ask(.canPerformPrimaryAction, at: indexPath, (), on: collectionView) {
        guard #available(iOS 16, *) else { return nil }
        return (app.delegate?.collectionView(_:canPerformPrimaryActionForItemAt:))?(
          collectionView, indexPath)
      }
    }

    func collectionView(
      _ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath
    ) {
      tell(.performPrimaryAction, at: indexPath, (), on: collectionView, run: .callback) {
        if #available(iOS 16, *) {
          (app.delegate?.collectionView(_:performPrimaryActionForItemAt:))?(
            collectionView, indexPath)
        }
      }
    }

    // MARK: Display

    func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      whenSafe.running(.callback) {
        tell(.willDisplayListCell, at: indexPath, cell, on: collectionView) {
          (app.delegate?.collectionView(_:willDisplay:forItemAt:))?(collectionView, cell, indexPath)
        }
        // A declared table's reach-the-end handlers.
        handlers.answer(.rowWillShow, at: TablePosition(indexPath), on: collectionView)
      }
    }

    /// A section's header or footer view is about to be shown: one method for both, told apart
    /// by the element kind, answered by the table's header and footer events.
    func collectionView(
      _ collectionView: UICollectionView,
      willDisplaySupplementaryView view: UICollectionReusableView,
      forElementKind elementKind: String, at indexPath: IndexPath
    ) {
      whenSafe.running(.callback) {
        if app.implements(.willDisplayHeaderView) {
          (app.delegate?.collectionView(_:willDisplaySupplementaryView:forElementKind:at:))?(
            collectionView, view, elementKind, indexPath)
        }
        let event: SectionEvent<UIView, Void> =
          elementKind == UICollectionView.elementKindSectionHeader
          ? .willDisplayHeaderView : .willDisplayFooterView
        handlers.answer(event, in: indexPath.section, view, on: collectionView)
      }
    }

    func collectionView(
      _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      tell(.didEndDisplayingListCell, at: indexPath, cell, on: collectionView, run: .callback) {
        (app.delegate?.collectionView(_:didEndDisplaying:forItemAt:))?(
          collectionView, cell, indexPath)
      }
    }

    /// A section's header or footer view left the screen, told apart by the element kind.
    func collectionView(
      _ collectionView: UICollectionView,
      didEndDisplayingSupplementaryView view: UICollectionReusableView,
      forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
      whenSafe.running(.callback) {
        if app.implements(.didEndDisplayingHeaderView) {
          (app.delegate?.collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:))?(
            collectionView, view, elementKind, indexPath)
        }
        let event: SectionEvent<UIView, Void> =
          elementKind == UICollectionView.elementKindSectionHeader
          ? .didEndDisplayingHeaderView : .didEndDisplayingFooterView
        handlers.answer(event, in: indexPath.section, view, on: collectionView)
      }
    }

    // MARK: Legacy edit menu

    @available(iOS, deprecated: 13.0, message: "Use contextMenuConfiguration")
    func collectionView(
      _ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath
    ) -> Bool {
      ask(.shouldShowMenu, at: indexPath, (), on: collectionView) {
        (app.delegate?.collectionView(_:shouldShowMenuForItemAt:))?(collectionView, indexPath)
      }
    }

    @available(iOS, deprecated: 13.0, message: "Use contextMenuConfiguration")
    func collectionView(
      _ collectionView: UICollectionView, canPerformAction action: Selector,
      forItemAt indexPath: IndexPath, withSender sender: Any?
    ) -> Bool {
      ask(.canPerformAction, at: indexPath, action.description, on: collectionView) {
        (app.delegate?.collectionView(_:canPerformAction:forItemAt:withSender:))?(
          collectionView, action, indexPath, sender)
      }
    }

    @available(iOS, deprecated: 13.0, message: "Use contextMenuConfiguration")
    func collectionView(
      _ collectionView: UICollectionView, performAction action: Selector,
      forItemAt indexPath: IndexPath, withSender sender: Any?
    ) {
      tell(
        .performAction, at: indexPath, action.description, on: collectionView, run: .callback
      ) {
        (app.delegate?.collectionView(_:performAction:forItemAt:withSender:))?(
          collectionView, action, indexPath, sender)
      }
    }

    // MARK: Editing and moving

    func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath)
      -> Bool
    {
      ask(.canEditRow, at: indexPath, (), on: collectionView) {
        (app.delegate?.collectionView(_:canEditItemAt:))?(collectionView, indexPath)
      }
    }

    /// Where a dragged row may go: the handler of the row being moved answers with its original
    /// position and the proposed one, as on a table; the list's current position of the row is
    /// given to the app's delegate alone.
    func collectionView(
      _ collectionView: UICollectionView,
      targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
      atCurrentIndexPath currentIndexPath: IndexPath,
      toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
      IndexPath(
        ask(
          .targetForMove, at: originalIndexPath, TablePosition(proposedIndexPath),
          on: collectionView
        ) {
          guard #available(iOS 15, *) else { return nil }
          return
            ((app.delegate?.collectionView(
              _:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:
              toProposedIndexPath:))?(
              collectionView, originalIndexPath, currentIndexPath, proposedIndexPath)).map(
              TablePosition.init)
        })
    }

    /// Where a dragged row may go, asked of this adapter's method as UIKit asks it (the row
    /// still at its original place): where a row's accessibility move goes.
    func moveTargetAsUIKitAsks(
      from indexPath: IndexPath, proposed: IndexPath, on collectionView: UICollectionView
    ) -> IndexPath {
      self.collectionView(
        collectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath: indexPath,
        atCurrentIndexPath: indexPath, toProposedIndexPath: proposed)
    }

    // MARK: Focus, spring loading and multiple selection

    /// Whether an item can take focus; where nobody answers, the collection view's
    /// `allowsFocus` (iOS 15), as without the method.
    func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath)
      -> Bool
    {
      let answer = askIfAnswered(.canFocusRow, at: indexPath, (), on: collectionView) {
        (app.delegate?.collectionView(_:canFocusItemAt:))?(collectionView, indexPath)
      }
      if let answer { return answer }
      if #available(iOS 15.0, *) { return collectionView.allowsFocus }
      return true
    }

    func collectionView(
      _ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath
    ) -> Bool {
      let answer = askIfAnswered(.selectionFollowsFocus, at: indexPath, (), on: collectionView) {
        guard #available(iOS 15, *) else { return nil }
        return (app.delegate?.collectionView(_:selectionFollowsFocusForItemAt:))?(
          collectionView, indexPath)
      }
      if let answer { return answer }
      // Where nobody answers, the collection view's own setting, as without the method.
      if #available(iOS 15.0, *) { return collectionView.selectionFollowsFocus }
      return false
    }

    /// Answered by the app's delegate alone, as the table's focus events take a table view's
    /// focus context.
    ///
    /// Without the app's answer, the update goes ahead, as without the method.
    func collectionView(
      _ collectionView: UICollectionView,
      shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext
    ) -> Bool {
      (app.delegate?.collectionView(_:shouldUpdateFocusIn:))?(collectionView, context) ?? true
    }

    /// Passed on to the app's delegate alone, as ``collectionView(_:shouldUpdateFocusIn:)``.
    func collectionView(
      _ collectionView: UICollectionView,
      didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
      with coordinator: UIFocusAnimationCoordinator
    ) {
      (app.delegate?.collectionView(_:didUpdateFocusIn:with:))?(
        collectionView, context, coordinator)
    }

    func collectionView(
      _ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
      with context: any UISpringLoadedInteractionContext
    ) -> Bool {
      ask(.shouldSpringLoadRow, at: indexPath, context, on: collectionView) {
        (app.delegate?.collectionView(_:shouldSpringLoadItemAt:with:))?(
          collectionView, indexPath, context)
      }
    }

    func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? {
      ask(.indexPathForPreferredFocusedView, (), on: collectionView) {
        .some(
          (app.delegate?.indexPathForPreferredFocusedView(in:))?(collectionView).map(
            TablePosition.init))
      }.map { IndexPath($0) }
    }

    func collectionView(
      _ collectionView: UICollectionView,
      shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool {
      ask(.shouldBeginMultipleSelectionInteraction, at: indexPath, (), on: collectionView) {
        (app.delegate?.collectionView(_:shouldBeginMultipleSelectionInteractionAt:))?(
          collectionView, indexPath)
      }
    }

    func collectionView(
      _ collectionView: UICollectionView,
      didBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) {
      tell(.didBeginMultipleSelectionInteraction, at: indexPath, (), on: collectionView) {
        (app.delegate?.collectionView(_:didBeginMultipleSelectionInteractionAt:))?(
          collectionView, indexPath)
      }
    }

    func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {
      tell(.didEndMultipleSelectionInteraction, (), on: collectionView) {
        (app.delegate?.collectionViewDidEndMultipleSelectionInteraction(_:))?(collectionView)
      }
    }

    // MARK: Context menus

    /// The menu of a long press (iOS 16): on one row, that row's menu, as on a table; on no row
    /// or on several selected rows, the app's delegate's answer alone.
    @available(iOS 16, *)
    func collectionView(
      _ collectionView: UICollectionView,
      contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
      let appAnswer: UIContextMenuConfiguration?? =
        app.implements(selector: AdapterMethod.listContextMenuMethods.since16.menu)
        ? .some(
          (app.delegate?.collectionView(_:contextMenuConfigurationForItemsAt:point:))?(
            collectionView, indexPaths, point)) : nil
      guard indexPaths.count == 1 else { return appAnswer ?? nil }
      return contextMenuConfiguration(
        at: indexPaths[0], point: point, on: collectionView, after: appAnswer)
    }

    /// The view a row's context menu lifts (iOS 16), from the table event.
    @available(iOS 16, *)
    func collectionView(
      _ collectionView: UICollectionView,
      contextMenuConfiguration configuration: UIContextMenuConfiguration,
      highlightPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview? {
      preview(
        .previewForHighlightingContextMenu, configuration, on: collectionView,
        appMethod: menus.since16.highlightPreview
      ) {
        (app.delegate?.collectionView(_:contextMenuConfiguration:highlightPreviewForItemAt:))?(
          collectionView, configuration, indexPath)
      }
    }

    /// The view a dismissed context menu returns to (iOS 16), from the table event.
    @available(iOS 16, *)
    func collectionView(
      _ collectionView: UICollectionView,
      contextMenuConfiguration configuration: UIContextMenuConfiguration,
      dismissalPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview? {
      preview(
        .previewForDismissingContextMenu, configuration, on: collectionView,
        appMethod: menus.since16.dismissalPreview
      ) {
        (app.delegate?.collectionView(_:contextMenuConfiguration:dismissalPreviewForItemAt:))?(
          collectionView, configuration, indexPath)
      }
    }

    /// A context menu's preview, from the table event, after the app's delegate's answer where
    /// it implements the preview's method of one generation.
    private func preview(
      _ event: TableEvent<UIContextMenuConfiguration, UITargetedPreview?>,
      _ configuration: UIContextMenuConfiguration, on collectionView: UICollectionView,
      appMethod selector: String, app appPreview: () -> UITargetedPreview?
    ) -> UITargetedPreview? {
      handlers.answer(
        event, configuration, on: collectionView,
        after: app.implements(selector: selector) ? .some(appPreview()) : nil)
    }

    func collectionView(
      _ collectionView: UICollectionView,
      willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
      animator: any UIContextMenuInteractionCommitAnimating
    ) {
      tell(
        .willPerformPreviewAction, (configuration: configuration, animator: animator),
        on: collectionView
      ) {
        (app.delegate?.collectionView(_:willPerformPreviewActionForMenuWith:animator:))?(
          collectionView, configuration, animator)
      }
    }

    func collectionView(
      _ collectionView: UICollectionView,
      willDisplayContextMenu configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?
    ) {
      tell(
        .willDisplayContextMenu, (configuration: configuration, animator: animator),
        on: collectionView
      ) {
        (app.delegate?.collectionView(_:willDisplayContextMenu:animator:))?(
          collectionView, configuration, animator)
      }
    }

    func collectionView(
      _ collectionView: UICollectionView,
      willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?
    ) {
      tell(
        .willEndContextMenuInteraction, (configuration: configuration, animator: animator),
        on: collectionView
      ) {
        (app.delegate?.collectionView(_:willEndContextMenuInteraction:animator:))?(
          collectionView, configuration, animator)
      }
    }

    /// The menu of a long press on a row before iOS 16, which asks this per-row method instead.
    @available(iOS, deprecated: 16.0, message: "Use contextMenuConfigurationForItemsAt")
    func collectionView(
      _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
      point: CGPoint
    ) -> UIContextMenuConfiguration? {
      contextMenuConfiguration(
        at: indexPath, point: point, on: collectionView,
        after: app.implements(selector: AdapterMethod.listContextMenuMethods.before16.menu)
          ? .some(
            (app.delegate?.collectionView(_:contextMenuConfigurationForItemAt:point:))?(
              collectionView, indexPath, point)) : nil)
    }

    /// The view a context menu lifts before iOS 16, from the table event.
    @available(iOS, deprecated: 16.0, message: "Use highlightPreviewForItemAt")
    func collectionView(
      _ collectionView: UICollectionView,
      previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
      preview(
        .previewForHighlightingContextMenu, configuration, on: collectionView,
        appMethod: menus.before16.highlightPreview
      ) {
        (app.delegate?.collectionView(_:previewForHighlightingContextMenuWithConfiguration:))?(
          collectionView, configuration)
      }
    }

    /// The view a dismissed context menu returns to before iOS 16, from the table event.
    @available(iOS, deprecated: 16.0, message: "Use dismissalPreviewForItemAt")
    func collectionView(
      _ collectionView: UICollectionView,
      previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
      preview(
        .previewForDismissingContextMenu, configuration, on: collectionView,
        appMethod: menus.before16.dismissalPreview
      ) {
        (app.delegate?.collectionView(_:previewForDismissingContextMenuWithConfiguration:))?(
          collectionView, configuration)
      }
    }
  }
#endif
