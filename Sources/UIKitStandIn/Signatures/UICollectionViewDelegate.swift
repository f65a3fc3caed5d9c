#if !canImport(UIKit)
  import Foundation

  // Signatures declared by UIKit in `UICollectionView.h` (the iOS 17 SDK's UIKit headers). The
  // members with no list use (`transitionLayoutForOldLayout:`, `targetContentOffset…`,
  // `sceneActivationConfiguration…` and the two-path target-for-move, deprecated in iOS 15) are
  // left out.

  /// The members of `UICollectionViewDelegate` a list uses, each required and none given a
  /// default, declared once for both protocols: `UICollectionViewDelegate` refines this one and
  /// gives them UIKit's absent-method defaults (the extension below).
  ///
  /// A type that conforms to this protocol but not to `UICollectionViewDelegate` must implement
  /// every member with UIKit's exact signature, so that a mistyped label fails to compile on
  /// Linux instead of being silently ignored by UIKit on iOS.
  @MainActor public protocol UICollectionViewDelegateRequirements: AnyObject {
    /// Asks whether an item highlights when touched.
    ///
    /// `collectionView:shouldHighlightItemAtIndexPath:`, iOS 6.0.
    func collectionView(
      _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
    ) -> Bool

    /// Tells the delegate that an item highlighted.
    ///
    /// `collectionView:didHighlightItemAtIndexPath:`, iOS 6.0.
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)

    /// Tells the delegate that an item is no longer highlighted.
    ///
    /// `collectionView:didUnhighlightItemAtIndexPath:`, iOS 6.0.
    func collectionView(
      _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)

    /// Asks whether an item can be selected.
    ///
    /// `collectionView:shouldSelectItemAtIndexPath:`, iOS 6.0.
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
      -> Bool

    /// Asks whether a selected item can be deselected; "called when the user taps on an
    /// already-selected item in multi-select mode" (`UICollectionView.h`).
    ///
    /// `collectionView:shouldDeselectItemAtIndexPath:`, iOS 6.0.
    func collectionView(
      _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
    ) -> Bool

    /// Tells the delegate that an item was selected.
    ///
    /// `collectionView:didSelectItemAtIndexPath:`, iOS 6.0.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)

    /// Tells the delegate that an item was deselected.
    ///
    /// `collectionView:didDeselectItemAtIndexPath:`, iOS 6.0.
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)

    /// Asks whether an item's primary action can be performed.
    ///
    /// `collectionView:canPerformPrimaryActionForItemAtIndexPath:`, iOS 16.0.
    func collectionView(
      _ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath
    ) -> Bool

    /// Tells the delegate to perform an item's primary action.
    ///
    /// `collectionView:performPrimaryActionForItemAtIndexPath:`, iOS 16.0.
    func collectionView(
      _ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath)

    /// Tells the delegate that a cell is about to be displayed.
    ///
    /// `collectionView:willDisplayCell:forItemAtIndexPath:`, iOS 8.0.
    func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath)

    /// Tells the delegate that a supplementary view (a header or footer) is about to be
    /// displayed.
    ///
    /// `collectionView:willDisplaySupplementaryView:forElementKind:atIndexPath:`, iOS 8.0.
    func collectionView(
      _ collectionView: UICollectionView,
      willDisplaySupplementaryView view: UICollectionReusableView,
      forElementKind elementKind: String, at indexPath: IndexPath)

    /// Tells the delegate that a cell left the screen.
    ///
    /// `collectionView:didEndDisplayingCell:forItemAtIndexPath:`, iOS 6.0.
    func collectionView(
      _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath)

    /// Tells the delegate that a supplementary view left the screen.
    ///
    /// `collectionView:didEndDisplayingSupplementaryView:forElementOfKind:atIndexPath:`, iOS 6.0.
    func collectionView(
      _ collectionView: UICollectionView,
      didEndDisplayingSupplementaryView view: UICollectionReusableView,
      forElementOfKind elementKind: String, at indexPath: IndexPath)

    /// Asks whether to show the edit menu for an item (deprecated in iOS 13).
    ///
    /// `collectionView:shouldShowMenuForItemAtIndexPath:`, iOS 6.0.
    func collectionView(
      _ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath
    ) -> Bool

    /// Asks whether the edit menu offers an action (deprecated in iOS 13).
    ///
    /// `collectionView:canPerformAction:forItemAtIndexPath:withSender:`, iOS 6.0.
    func collectionView(
      _ collectionView: UICollectionView, canPerformAction action: Selector,
      forItemAt indexPath: IndexPath, withSender sender: Any?
    ) -> Bool

    /// Tells the delegate to perform an edit-menu action (deprecated in iOS 13).
    ///
    /// `collectionView:performAction:forItemAtIndexPath:withSender:`, iOS 6.0.
    func collectionView(
      _ collectionView: UICollectionView, performAction action: Selector,
      forItemAt indexPath: IndexPath, withSender sender: Any?)

    /// Asks whether an item can take focus.
    ///
    /// `collectionView:canFocusItemAtIndexPath:`, iOS 9.0.
    func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath)
      -> Bool

    /// Asks whether a focus update may happen.
    ///
    /// `collectionView:shouldUpdateFocusInContext:`, iOS 9.0.
    func collectionView(
      _ collectionView: UICollectionView,
      shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext
    ) -> Bool

    /// Tells the delegate that focus moved.
    ///
    /// `collectionView:didUpdateFocusInContext:withAnimationCoordinator:`, iOS 9.0.
    func collectionView(
      _ collectionView: UICollectionView,
      didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
      with coordinator: UIFocusAnimationCoordinator)

    /// Asks which item should take focus first.
    ///
    /// `indexPathForPreferredFocusedViewInCollectionView:`, iOS 9.0.
    func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath?

    /// Asks whether focusing an item selects it.
    ///
    /// `collectionView:selectionFollowsFocusForItemAtIndexPath:`, iOS 15.0.
    func collectionView(
      _ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath
    ) -> Bool

    /// Asks where a moving item goes, given where it started, where it is and where the user
    /// proposes.
    ///
    /// `collectionView:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:`, iOS 15.0.
    func collectionView(
      _ collectionView: UICollectionView,
      targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
      atCurrentIndexPath currentIndexPath: IndexPath,
      toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath

    /// Asks whether an item is editable (iOS 14).
    ///
    /// `collectionView:canEditItemAtIndexPath:`, iOS 14.0.
    func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath)
      -> Bool

    /// Asks whether an item spring-loads during a drag.
    ///
    /// `collectionView:shouldSpringLoadItemAtIndexPath:withContext:`, iOS 11.0.
    func collectionView(
      _ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
      with context: any UISpringLoadedInteractionContext
    ) -> Bool

    /// Asks whether a two-finger pan may start selecting several items.
    ///
    /// `collectionView:shouldBeginMultipleSelectionInteractionAtIndexPath:`, iOS 13.0.
    func collectionView(
      _ collectionView: UICollectionView,
      shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool

    /// Tells the delegate that a multiple-selection interaction began.
    ///
    /// `collectionView:didBeginMultipleSelectionInteractionAtIndexPath:`, iOS 13.0.
    func collectionView(
      _ collectionView: UICollectionView,
      didBeginMultipleSelectionInteractionAt indexPath: IndexPath)

    /// Tells the delegate that a multiple-selection interaction ended.
    ///
    /// `collectionViewDidEndMultipleSelectionInteraction:`, iOS 13.0.
    func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView)

    /// Asks for the context menu of items: none (between cells), one, or a multiple selection.
    ///
    /// `collectionView:contextMenuConfigurationForItemsAtIndexPaths:point:`, iOS 16.0.
    func collectionView(
      _ collectionView: UICollectionView,
      contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration?

    /// Asks for the preview a context menu lifts from an item.
    ///
    /// `collectionView:contextMenuConfiguration:highlightPreviewForItemAtIndexPath:`, iOS 16.0.
    func collectionView(
      _ collectionView: UICollectionView,
      contextMenuConfiguration configuration: UIContextMenuConfiguration,
      highlightPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview?

    /// Asks for the preview a dismissed context menu returns to.
    ///
    /// `collectionView:contextMenuConfiguration:dismissalPreviewForItemAtIndexPath:`, iOS 16.0.
    func collectionView(
      _ collectionView: UICollectionView,
      contextMenuConfiguration configuration: UIContextMenuConfiguration,
      dismissalPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview?

    /// Tells the delegate that the user tapped a context menu's preview.
    ///
    /// `collectionView:willPerformPreviewActionForMenuWithConfiguration:animator:`, iOS 13.0.
    func collectionView(
      _ collectionView: UICollectionView,
      willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
      animator: any UIContextMenuInteractionCommitAnimating)

    /// Tells the delegate that a context menu is about to appear.
    ///
    /// `collectionView:willDisplayContextMenuWithConfiguration:animator:`, iOS 13.2.
    func collectionView(
      _ collectionView: UICollectionView,
      willDisplayContextMenu configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?)

    /// Tells the delegate that a context menu interaction is about to end.
    ///
    /// `collectionView:willEndContextMenuInteractionWithConfiguration:animator:`, iOS 13.2.
    func collectionView(
      _ collectionView: UICollectionView,
      willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?)

    /// Asks for one item's context menu (deprecated in iOS 16).
    ///
    /// `collectionView:contextMenuConfigurationForItemAtIndexPath:point:`, iOS 13.0.
    func collectionView(
      _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
      point: CGPoint
    ) -> UIContextMenuConfiguration?

    /// Asks for the preview a context menu lifts (deprecated in iOS 16).
    ///
    /// `collectionView:previewForHighlightingContextMenuWithConfiguration:`, iOS 13.0.
    func collectionView(
      _ collectionView: UICollectionView,
      previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview?

    /// Asks for the preview a dismissed context menu returns to (deprecated in iOS 16).
    ///
    /// `collectionView:previewForDismissingContextMenuWithConfiguration:`, iOS 13.0.
    func collectionView(
      _ collectionView: UICollectionView,
      previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview?
  }

  /// The stand-in for UIKit's `UICollectionViewDelegate`: display, selection, highlight, primary
  /// action, editing, focus and context-menu callbacks of a collection view.
  ///
  /// Every member is optional in UIKit. Linux has no `optional` requirements, so each is a plain
  /// requirement with UIKit's exact Swift signature plus a default implementation in an
  /// extension that mirrors UIKit without the method.
  @MainActor
  public protocol UICollectionViewDelegate: NSObjectProtocol, UIScrollViewDelegate,
    UICollectionViewDelegateRequirements
  {}

  /// Defaults for every `UICollectionViewDelegate` member, matching UIKit when a method is
  /// absent (each answer and its source in `CollectionViewSelectors.delegateMethods`).
  @MainActor
  extension UICollectionViewDelegate {
    /// Returns `true`.
    public func collectionView(
      _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
    ) -> Bool { true }

    /// Does nothing.
    public func collectionView(
      _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
    ) {}

    /// Does nothing.
    public func collectionView(
      _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
    ) {}

    /// Returns `true`.
    public func collectionView(
      _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
    ) -> Bool { true }

    /// Returns `true`.
    public func collectionView(
      _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
    ) -> Bool { true }

    /// Does nothing.
    public func collectionView(
      _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
    ) {}

    /// Does nothing.
    public func collectionView(
      _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
    ) {}

    /// Returns `!collectionView.isEditing`.
    public func collectionView(
      _ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath
    ) -> Bool { !collectionView.isEditing }

    /// Does nothing.
    public func collectionView(
      _ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath
    ) {}

    /// Does nothing.
    public func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {}

    /// Does nothing.
    public func collectionView(
      _ collectionView: UICollectionView,
      willDisplaySupplementaryView view: UICollectionReusableView,
      forElementKind elementKind: String, at indexPath: IndexPath
    ) {}

    /// Does nothing.
    public func collectionView(
      _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {}

    /// Does nothing.
    public func collectionView(
      _ collectionView: UICollectionView,
      didEndDisplayingSupplementaryView view: UICollectionReusableView,
      forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}

    /// Returns `false`.
    public func collectionView(
      _ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath
    ) -> Bool { false }

    /// Returns `false`.
    public func collectionView(
      _ collectionView: UICollectionView, canPerformAction action: Selector,
      forItemAt indexPath: IndexPath, withSender sender: Any?
    ) -> Bool { false }

    /// Does nothing.
    public func collectionView(
      _ collectionView: UICollectionView, performAction action: Selector,
      forItemAt indexPath: IndexPath, withSender sender: Any?
    ) {}

    /// Returns `collectionView.allowsFocus`.
    public func collectionView(
      _ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath
    ) -> Bool { collectionView.allowsFocus }

    /// Returns `true`.
    public func collectionView(
      _ collectionView: UICollectionView,
      shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext
    ) -> Bool { true }

    /// Does nothing.
    public func collectionView(
      _ collectionView: UICollectionView,
      didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
      with coordinator: UIFocusAnimationCoordinator
    ) {}

    /// Returns `nil`.
    public func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath?
    { nil }

    /// Returns `collectionView.selectionFollowsFocus`.
    public func collectionView(
      _ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath
    ) -> Bool { collectionView.selectionFollowsFocus }

    /// Returns `proposedIndexPath`.
    public func collectionView(
      _ collectionView: UICollectionView,
      targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
      atCurrentIndexPath currentIndexPath: IndexPath,
      toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath { proposedIndexPath }

    /// Returns `true`.
    public func collectionView(
      _ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath
    ) -> Bool { true }

    /// Returns `true`.
    public func collectionView(
      _ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
      with context: any UISpringLoadedInteractionContext
    ) -> Bool { true }

    /// Returns `false`.
    public func collectionView(
      _ collectionView: UICollectionView,
      shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool { false }

    /// Does nothing.
    public func collectionView(
      _ collectionView: UICollectionView,
      didBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) {}

    /// Does nothing.
    public func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView)
    {}

    /// Returns `nil`.
    public func collectionView(
      _ collectionView: UICollectionView,
      contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }

    /// Returns `nil`.
    public func collectionView(
      _ collectionView: UICollectionView,
      contextMenuConfiguration configuration: UIContextMenuConfiguration,
      highlightPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview? { nil }

    /// Returns `nil`.
    public func collectionView(
      _ collectionView: UICollectionView,
      contextMenuConfiguration configuration: UIContextMenuConfiguration,
      dismissalPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview? { nil }

    /// Does nothing.
    public func collectionView(
      _ collectionView: UICollectionView,
      willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
      animator: any UIContextMenuInteractionCommitAnimating
    ) {}

    /// Does nothing.
    public func collectionView(
      _ collectionView: UICollectionView,
      willDisplayContextMenu configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?
    ) {}

    /// Does nothing.
    public func collectionView(
      _ collectionView: UICollectionView,
      willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?
    ) {}

    /// Returns `nil`.
    public func collectionView(
      _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
      point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }

    /// Returns `nil`.
    public func collectionView(
      _ collectionView: UICollectionView,
      previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { nil }

    /// Returns `nil`.
    public func collectionView(
      _ collectionView: UICollectionView,
      previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { nil }
  }

  extension CollectionViewSelectors {
    /// The selectors of `UICollectionViewDelegate` the stand-in declares, in its declaration
    /// order, without the inherited scroll-view ones.
    public static let delegate: [String] = delegateMethods.map(\.selector)

    /// Each member of `UICollectionViewDelegate` the stand-in declares, in its declaration
    /// order: its selector and what UIKit uses in its place when it is not implemented
    /// (``UICollectionView/answerWithoutMethod(_:at:)``).
    ///
    /// Sources, independent of the table's: [H] the iOS 17 `UICollectionView.h`; [D] Apple's
    /// documentation of the method. A notification or an action has nothing in its place.
    static let delegateMethods: [CollectionViewMethod] = [
      // [H] the touch sequence starts with the highlight; [D] shouldHighlightItemAt: "As touch
      // events arrive, the collection view highlights items in anticipation of the user
      // selecting them", asking the delegate only to refuse.
      CollectionViewMethod(CollectionViewSelectors.shouldHighlightItem) { _, _ in .bool(true) },
      CollectionViewMethod(CollectionViewSelectors.didHighlightItem) { _, _ in .nothing },
      CollectionViewMethod(CollectionViewSelectors.didUnhighlightItem) { _, _ in .nothing },
      // [D] allowsSelection: "If the value of this property is true (the default), users can
      // select items"; the delegate's methods are the "more fine-grained control".
      CollectionViewMethod(CollectionViewSelectors.shouldSelectItem) { _, _ in .bool(true) },
      // [H] the touch sequence deselects an already selected item in multi-select mode; the
      // method can only refuse it, as shouldSelectItemAt can.
      CollectionViewMethod(CollectionViewSelectors.shouldDeselectItem) { _, _ in .bool(true) },
      CollectionViewMethod(CollectionViewSelectors.didSelectItem) { _, _ in .nothing },
      CollectionViewMethod(CollectionViewSelectors.didDeselectItem) { _, _ in .nothing },
      // [H] "If not implemented, defaults to `YES` when not editing and `NO` when editing."
      CollectionViewMethod(CollectionViewSelectors.canPerformPrimaryAction) { collectionView, _ in
        .bool(!collectionView.isEditing)
      },
      CollectionViewMethod(CollectionViewSelectors.performPrimaryAction) { _, _ in .nothing },
      CollectionViewMethod(CollectionViewSelectors.willDisplayCell) { _, _ in .nothing },
      CollectionViewMethod(CollectionViewSelectors.willDisplaySupplementaryView) { _, _ in .nothing
      },
      CollectionViewMethod(CollectionViewSelectors.didEndDisplayingCell) { _, _ in .nothing },
      CollectionViewMethod(CollectionViewSelectors.didEndDisplayingSupplementaryView) { _, _ in
        .nothing
      },
      // [D] shouldShowMenuForItemAt (deprecated in iOS 13): no edit menu unless the delegate
      // returns true.
      CollectionViewMethod(CollectionViewSelectors.shouldShowMenu) { _, _ in .bool(false) },
      // [D] canPerformAction (deprecated in iOS 13): no action is offered.
      CollectionViewMethod(CollectionViewSelectors.canPerformAction) { _, _ in .bool(false) },
      CollectionViewMethod(CollectionViewSelectors.performAction) { _, _ in .nothing },
      // [H] allowsFocus: "If the delegate implements collectionView:canFocusItemAtIndexPath:,
      // that method takes precedence": without it, the property decides.
      CollectionViewMethod(CollectionViewSelectors.canFocusItem) { collectionView, _ in
        .bool(collectionView.allowsFocus)
      },
      // [D] shouldUpdateFocusIn: the update happens.
      CollectionViewMethod(CollectionViewSelectors.shouldUpdateFocus) { _, _ in .bool(true) },
      CollectionViewMethod(CollectionViewSelectors.didUpdateFocus) { _, _ in .nothing },
      // [D] indexPathForPreferredFocusedView: no preference.
      CollectionViewMethod(CollectionViewSelectors.indexPathForPreferredFocusedView) { _, _ in
        .noObject
      },
      // [H] "This method is not called if selectionFollowsFocus is disabled": the property's
      // value applies.
      CollectionViewMethod(CollectionViewSelectors.selectionFollowsFocus) { collectionView, _ in
        .bool(collectionView.selectionFollowsFocus)
      },
      // [D] targetIndexPathForMoveOfItemFromOriginalIndexPath: without it the proposed index
      // path is used (the index path given here is the proposed one).
      CollectionViewMethod(CollectionViewSelectors.targetIndexPathForMove) { _, proposed in
        .indexPath(proposed)
      },
      // [H] "`YES` if the item is editable; otherwise, `NO`. Defaults to `YES`." It is the
      // delegate's, not the data source's as on a table.
      CollectionViewMethod(CollectionViewSelectors.canEditItem) { _, _ in .bool(true) },
      // [H] "If this method is not implemented, the default is YES."
      CollectionViewMethod(CollectionViewSelectors.shouldSpringLoadItem) { _, _ in .bool(true) },
      // [H] "If this method is not implemented, the default is NO."
      CollectionViewMethod(CollectionViewSelectors.shouldBeginMultipleSelectionInteraction) {
        _, _ in .bool(false)
      },
      CollectionViewMethod(CollectionViewSelectors.didBeginMultipleSelectionInteraction) { _, _ in
        .nothing
      },
      CollectionViewMethod(CollectionViewSelectors.didEndMultipleSelectionInteraction) { _, _ in
        .nothing
      },
      // [H] "Return nil to prevent the interaction from beginning": no menu. Absent, UIKit asks
      // the deprecated per-item method instead (`CollectionViewInteraction.swift`).
      CollectionViewMethod(CollectionViewSelectors.contextMenuConfigurationForItems) { _, _ in
        .noObject
      },
      // [H] no preview: UIKit's own.
      CollectionViewMethod(CollectionViewSelectors.highlightPreviewForItem) { _, _ in .noObject },
      // [H] no preview: UIKit's own.
      CollectionViewMethod(CollectionViewSelectors.dismissalPreviewForItem) { _, _ in .noObject },
      CollectionViewMethod(CollectionViewSelectors.willPerformPreviewAction) { _, _ in .nothing },
      CollectionViewMethod(CollectionViewSelectors.willDisplayContextMenu) { _, _ in .nothing },
      CollectionViewMethod(CollectionViewSelectors.willEndContextMenuInteraction) { _, _ in .nothing
      },
      // [H] no menu; and "If the non-deprecated replacement for the configuration, highlight
      // preview, or dismissal preview methods is implemented this method is not called."
      CollectionViewMethod(CollectionViewSelectors.contextMenuConfigurationForItem) { _, _ in
        .noObject
      },
      // [H] no preview: UIKit's own; not called once a replacement is implemented.
      CollectionViewMethod(CollectionViewSelectors.previewForHighlightingContextMenu) { _, _ in
        .noObject
      },
      // [H] no preview: UIKit's own; not called once a replacement is implemented.
      CollectionViewMethod(CollectionViewSelectors.previewForDismissingContextMenu) { _, _ in
        .noObject
      },
    ]
  }

  extension CollectionViewSelectors {
    /// The iOS 16 member that replaces each deprecated per-item context-menu member: once the
    /// delegate implements one of the replacements, "this method is not called"
    /// (`UICollectionView.h`, on each deprecated member), and UIKit asks the replacement in its
    /// place.
    public static let contextMenuReplacements: [String: String] = [
      contextMenuConfigurationForItem: contextMenuConfigurationForItems,
      previewForHighlightingContextMenu: highlightPreviewForItem,
      previewForDismissingContextMenu: dismissalPreviewForItem,
    ]

    /// `collectionView:shouldHighlightItemAtIndexPath:`.
    public static let shouldHighlightItem = "collectionView:shouldHighlightItemAtIndexPath:"

    /// `collectionView:didHighlightItemAtIndexPath:`.
    public static let didHighlightItem = "collectionView:didHighlightItemAtIndexPath:"

    /// `collectionView:didUnhighlightItemAtIndexPath:`.
    public static let didUnhighlightItem = "collectionView:didUnhighlightItemAtIndexPath:"

    /// `collectionView:shouldSelectItemAtIndexPath:`.
    public static let shouldSelectItem = "collectionView:shouldSelectItemAtIndexPath:"

    /// `collectionView:shouldDeselectItemAtIndexPath:`.
    public static let shouldDeselectItem = "collectionView:shouldDeselectItemAtIndexPath:"

    /// `collectionView:didSelectItemAtIndexPath:`.
    public static let didSelectItem = "collectionView:didSelectItemAtIndexPath:"

    /// `collectionView:didDeselectItemAtIndexPath:`.
    public static let didDeselectItem = "collectionView:didDeselectItemAtIndexPath:"

    /// `collectionView:canPerformPrimaryActionForItemAtIndexPath:`.
    public static let canPerformPrimaryAction =
      "collectionView:canPerformPrimaryActionForItemAtIndexPath:"

    /// `collectionView:performPrimaryActionForItemAtIndexPath:`.
    public static let performPrimaryAction =
      "collectionView:performPrimaryActionForItemAtIndexPath:"

    /// `collectionView:willDisplayCell:forItemAtIndexPath:`.
    public static let willDisplayCell = "collectionView:willDisplayCell:forItemAtIndexPath:"

    /// `collectionView:willDisplaySupplementaryView:forElementKind:atIndexPath:`.
    public static let willDisplaySupplementaryView =
      "collectionView:willDisplaySupplementaryView:forElementKind:atIndexPath:"

    /// `collectionView:didEndDisplayingCell:forItemAtIndexPath:`.
    public static let didEndDisplayingCell =
      "collectionView:didEndDisplayingCell:forItemAtIndexPath:"

    /// `collectionView:didEndDisplayingSupplementaryView:forElementOfKind:atIndexPath:`.
    public static let didEndDisplayingSupplementaryView =
      "collectionView:didEndDisplayingSupplementaryView:forElementOfKind:atIndexPath:"

    /// `collectionView:shouldShowMenuForItemAtIndexPath:`.
    public static let shouldShowMenu = "collectionView:shouldShowMenuForItemAtIndexPath:"

    /// `collectionView:canPerformAction:forItemAtIndexPath:withSender:`.
    public static let canPerformAction =
      "collectionView:canPerformAction:forItemAtIndexPath:withSender:"

    /// `collectionView:performAction:forItemAtIndexPath:withSender:`.
    public static let performAction = "collectionView:performAction:forItemAtIndexPath:withSender:"

    /// `collectionView:canFocusItemAtIndexPath:`.
    public static let canFocusItem = "collectionView:canFocusItemAtIndexPath:"

    /// `collectionView:shouldUpdateFocusInContext:`.
    public static let shouldUpdateFocus = "collectionView:shouldUpdateFocusInContext:"

    /// `collectionView:didUpdateFocusInContext:withAnimationCoordinator:`.
    public static let didUpdateFocus =
      "collectionView:didUpdateFocusInContext:withAnimationCoordinator:"

    /// `indexPathForPreferredFocusedViewInCollectionView:`.
    public static let indexPathForPreferredFocusedView =
      "indexPathForPreferredFocusedViewInCollectionView:"

    /// `collectionView:selectionFollowsFocusForItemAtIndexPath:`.
    public static let selectionFollowsFocus =
      "collectionView:selectionFollowsFocusForItemAtIndexPath:"

    /// `collectionView:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:`.
    public static let targetIndexPathForMove =
      "collectionView:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:"

    /// `collectionView:canEditItemAtIndexPath:`.
    public static let canEditItem = "collectionView:canEditItemAtIndexPath:"

    /// `collectionView:shouldSpringLoadItemAtIndexPath:withContext:`.
    public static let shouldSpringLoadItem =
      "collectionView:shouldSpringLoadItemAtIndexPath:withContext:"

    /// `collectionView:shouldBeginMultipleSelectionInteractionAtIndexPath:`.
    public static let shouldBeginMultipleSelectionInteraction =
      "collectionView:shouldBeginMultipleSelectionInteractionAtIndexPath:"

    /// `collectionView:didBeginMultipleSelectionInteractionAtIndexPath:`.
    public static let didBeginMultipleSelectionInteraction =
      "collectionView:didBeginMultipleSelectionInteractionAtIndexPath:"

    /// `collectionViewDidEndMultipleSelectionInteraction:`.
    public static let didEndMultipleSelectionInteraction =
      "collectionViewDidEndMultipleSelectionInteraction:"

    /// `collectionView:contextMenuConfigurationForItemsAtIndexPaths:point:`.
    public static let contextMenuConfigurationForItems =
      "collectionView:contextMenuConfigurationForItemsAtIndexPaths:point:"

    /// `collectionView:contextMenuConfiguration:highlightPreviewForItemAtIndexPath:`.
    public static let highlightPreviewForItem =
      "collectionView:contextMenuConfiguration:highlightPreviewForItemAtIndexPath:"

    /// `collectionView:contextMenuConfiguration:dismissalPreviewForItemAtIndexPath:`.
    public static let dismissalPreviewForItem =
      "collectionView:contextMenuConfiguration:dismissalPreviewForItemAtIndexPath:"

    /// `collectionView:willPerformPreviewActionForMenuWithConfiguration:animator:`.
    public static let willPerformPreviewAction =
      "collectionView:willPerformPreviewActionForMenuWithConfiguration:animator:"

    /// `collectionView:willDisplayContextMenuWithConfiguration:animator:`.
    public static let willDisplayContextMenu =
      "collectionView:willDisplayContextMenuWithConfiguration:animator:"

    /// `collectionView:willEndContextMenuInteractionWithConfiguration:animator:`.
    public static let willEndContextMenuInteraction =
      "collectionView:willEndContextMenuInteractionWithConfiguration:animator:"

    /// `collectionView:contextMenuConfigurationForItemAtIndexPath:point:`.
    public static let contextMenuConfigurationForItem =
      "collectionView:contextMenuConfigurationForItemAtIndexPath:point:"

    /// `collectionView:previewForHighlightingContextMenuWithConfiguration:`.
    public static let previewForHighlightingContextMenu =
      "collectionView:previewForHighlightingContextMenuWithConfiguration:"

    /// `collectionView:previewForDismissingContextMenuWithConfiguration:`.
    public static let previewForDismissingContextMenu =
      "collectionView:previewForDismissingContextMenuWithConfiguration:"
  }

  // How the simulation asks the delegate (stand-in only): a member the delegate implemented when
  // it was assigned, else UIKit's answer without it (`delegateAnswer`), so that `../Simulation`
  // names no member itself.
  extension UICollectionView {
    /// Tells the delegate a cell is about to be displayed.
    func tellDelegateWillDisplay(_ cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
      delegateAnswer(CollectionViewSelectors.willDisplayCell, at: indexPath) {
        $0.collectionView(self, willDisplay: cell, forItemAt: indexPath)
      }
    }

    /// Tells the delegate a cell left the screen.
    func tellDelegateDidEndDisplaying(_ cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    {
      delegateAnswer(CollectionViewSelectors.didEndDisplayingCell, at: indexPath) {
        $0.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
      }
    }

    /// Tells the delegate a supplementary view is about to be displayed.
    func tellDelegateWillDisplaySupplementaryView(
      _ view: UICollectionReusableView, ofKind kind: String, at indexPath: IndexPath
    ) {
      delegateAnswer(CollectionViewSelectors.willDisplaySupplementaryView, at: indexPath) {
        $0.collectionView(
          self, willDisplaySupplementaryView: view, forElementKind: kind, at: indexPath)
      }
    }

    /// Tells the delegate a supplementary view left the screen.
    func tellDelegateDidEndDisplayingSupplementaryView(
      _ view: UICollectionReusableView, ofKind kind: String, at indexPath: IndexPath
    ) {
      delegateAnswer(CollectionViewSelectors.didEndDisplayingSupplementaryView, at: indexPath) {
        $0.collectionView(
          self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind, at: indexPath)
      }
    }

    /// Whether an item highlights when touched.
    func askedShouldHighlightItem(at indexPath: IndexPath) -> Bool {
      delegateAnswer(CollectionViewSelectors.shouldHighlightItem, at: indexPath) {
        $0.collectionView(self, shouldHighlightItemAt: indexPath)
      }
    }

    /// Tells the delegate an item highlighted, or no longer is.
    func tellDelegateHighlight(_ highlighted: Bool, at indexPath: IndexPath) {
      if highlighted {
        delegateAnswer(CollectionViewSelectors.didHighlightItem, at: indexPath) {
          $0.collectionView(self, didHighlightItemAt: indexPath)
        }
      } else {
        delegateAnswer(CollectionViewSelectors.didUnhighlightItem, at: indexPath) {
          $0.collectionView(self, didUnhighlightItemAt: indexPath)
        }
      }
    }

    /// Whether an item may be selected (`select`) or deselected.
    func askedShouldChangeSelection(to select: Bool, at indexPath: IndexPath) -> Bool {
      if select {
        return delegateAnswer(CollectionViewSelectors.shouldSelectItem, at: indexPath) {
          $0.collectionView(self, shouldSelectItemAt: indexPath)
        }
      }
      return delegateAnswer(CollectionViewSelectors.shouldDeselectItem, at: indexPath) {
        $0.collectionView(self, shouldDeselectItemAt: indexPath)
      }
    }

    /// Tells the delegate an item was selected (`selected`) or deselected.
    func tellDelegateSelection(_ selected: Bool, at indexPath: IndexPath) {
      if selected {
        delegateAnswer(CollectionViewSelectors.didSelectItem, at: indexPath) {
          $0.collectionView(self, didSelectItemAt: indexPath)
        }
      } else {
        delegateAnswer(CollectionViewSelectors.didDeselectItem, at: indexPath) {
          $0.collectionView(self, didDeselectItemAt: indexPath)
        }
      }
    }

    /// Whether an item's primary action can be performed.
    func askedCanPerformPrimaryAction(at indexPath: IndexPath) -> Bool {
      delegateAnswer(CollectionViewSelectors.canPerformPrimaryAction, at: indexPath) {
        $0.collectionView(self, canPerformPrimaryActionForItemAt: indexPath)
      }
    }

    /// Tells the delegate to perform an item's primary action.
    func tellDelegatePerformPrimaryAction(at indexPath: IndexPath) {
      delegateAnswer(CollectionViewSelectors.performPrimaryAction, at: indexPath) {
        $0.collectionView(self, performPrimaryActionForItemAt: indexPath)
      }
    }

    /// Whether an item is editable.
    func askedCanEditItem(at indexPath: IndexPath) -> Bool {
      delegateAnswer(CollectionViewSelectors.canEditItem, at: indexPath) {
        $0.collectionView(self, canEditItemAt: indexPath)
      }
    }

    /// Where a moving item goes.
    func askedTargetIndexPathForMove(
      from original: IndexPath, at current: IndexPath, to proposed: IndexPath
    ) -> IndexPath {
      delegateAnswer(CollectionViewSelectors.targetIndexPathForMove, at: proposed) {
        $0.collectionView(
          self, targetIndexPathForMoveOfItemFromOriginalIndexPath: original,
          atCurrentIndexPath: current, toProposedIndexPath: proposed)
      }
    }

    /// Whether an item can take focus.
    func askedCanFocusItem(at indexPath: IndexPath) -> Bool {
      delegateAnswer(CollectionViewSelectors.canFocusItem, at: indexPath) {
        $0.collectionView(self, canFocusItemAt: indexPath)
      }
    }

    /// Whether focusing an item selects it, asked only while `selectionFollowsFocus` is on.
    func askedSelectionFollowsFocus(at indexPath: IndexPath) -> Bool {
      guard selectionFollowsFocus else { return false }
      return delegateAnswer(CollectionViewSelectors.selectionFollowsFocus, at: indexPath) {
        $0.collectionView(self, selectionFollowsFocusForItemAt: indexPath)
      }
    }

    /// Whether the delegate implemented one of the iOS 16 context-menu methods (the
    /// configuration for items, or either preview for an item): the deprecated ones are then
    /// "not called" (`UICollectionView.h`).
    var delegateUsesItemsContextMenu: Bool {
      CollectionViewSelectors.contextMenuReplacements.values.contains(where: delegateImplements)
    }

    /// The context menu of items, from the iOS 16 method or, when the delegate uses none of
    /// those, from the deprecated per-item one for a single item.
    func askedContextMenuConfiguration(forItemsAt indexPaths: [IndexPath], point: CGPoint)
      -> UIContextMenuConfiguration?
    {
      let first = indexPaths.first ?? IndexPath(item: 0, section: 0)
      if delegateUsesItemsContextMenu {
        return delegateAnswer(CollectionViewSelectors.contextMenuConfigurationForItems, at: first) {
          $0.collectionView(self, contextMenuConfigurationForItemsAt: indexPaths, point: point)
        }
      }
      guard indexPaths.count == 1 else { return nil }
      return delegateAnswer(CollectionViewSelectors.contextMenuConfigurationForItem, at: first) {
        $0.collectionView(self, contextMenuConfigurationForItemAt: first, point: point)
      }
    }

    /// The preview a context menu lifts (`dismissing` false) or returns to, from the method of
    /// the same generation as the configuration's.
    func askedContextMenuPreview(
      for configuration: UIContextMenuConfiguration, at indexPath: IndexPath, dismissing: Bool
    ) -> UITargetedPreview? {
      switch (delegateUsesItemsContextMenu, dismissing) {
      case (true, false):
        return delegateAnswer(CollectionViewSelectors.highlightPreviewForItem, at: indexPath) {
          $0.collectionView(
            self, contextMenuConfiguration: configuration, highlightPreviewForItemAt: indexPath)
        }
      case (true, true):
        return delegateAnswer(CollectionViewSelectors.dismissalPreviewForItem, at: indexPath) {
          $0.collectionView(
            self, contextMenuConfiguration: configuration, dismissalPreviewForItemAt: indexPath)
        }
      case (false, false):
        return delegateAnswer(
          CollectionViewSelectors.previewForHighlightingContextMenu, at: indexPath
        ) {
          $0.collectionView(self, previewForHighlightingContextMenuWithConfiguration: configuration)
        }
      case (false, true):
        return delegateAnswer(
          CollectionViewSelectors.previewForDismissingContextMenu, at: indexPath
        ) {
          $0.collectionView(self, previewForDismissingContextMenuWithConfiguration: configuration)
        }
      }
    }

    /// Tells the delegate a context menu is about to appear (`appearing`) or its interaction to
    /// end.
    func tellDelegateContextMenu(_ configuration: UIContextMenuConfiguration, appearing: Bool) {
      let path = IndexPath(item: 0, section: 0)
      if appearing {
        delegateAnswer(CollectionViewSelectors.willDisplayContextMenu, at: path) {
          $0.collectionView(self, willDisplayContextMenu: configuration, animator: nil)
        }
      } else {
        delegateAnswer(CollectionViewSelectors.willEndContextMenuInteraction, at: path) {
          $0.collectionView(self, willEndContextMenuInteraction: configuration, animator: nil)
        }
      }
    }
  }

  /// A call of one `UICollectionViewDelegate` member with its arguments, the collection view
  /// aside (stand-in only): how a test asks an object a member directly, as UIKit asks it, with
  /// `UICollectionView.send(_:to:)`.
  public enum CollectionViewDelegateMessage {
    /// `collectionView:shouldHighlightItemAtIndexPath:`.
    case shouldHighlightItem(at: IndexPath)
    /// `collectionView:didHighlightItemAtIndexPath:`.
    case didHighlightItem(at: IndexPath)
    /// `collectionView:didUnhighlightItemAtIndexPath:`.
    case didUnhighlightItem(at: IndexPath)
    /// `collectionView:shouldSelectItemAtIndexPath:`.
    case shouldSelectItem(at: IndexPath)
    /// `collectionView:shouldDeselectItemAtIndexPath:`.
    case shouldDeselectItem(at: IndexPath)
    /// `collectionView:didSelectItemAtIndexPath:`.
    case didSelectItem(at: IndexPath)
    /// `collectionView:didDeselectItemAtIndexPath:`.
    case didDeselectItem(at: IndexPath)
    /// `collectionView:canPerformPrimaryActionForItemAtIndexPath:`.
    case canPerformPrimaryAction(at: IndexPath)
    /// `collectionView:performPrimaryActionForItemAtIndexPath:`.
    case performPrimaryAction(at: IndexPath)
    /// `collectionView:willDisplayCell:forItemAtIndexPath:`.
    case willDisplayCell(cell: UICollectionViewCell, at: IndexPath)
    /// `collectionView:willDisplaySupplementaryView:forElementKind:atIndexPath:`.
    case willDisplaySupplementaryView(
      view: UICollectionReusableView, elementKind: String, at: IndexPath)
    /// `collectionView:didEndDisplayingCell:forItemAtIndexPath:`.
    case didEndDisplayingCell(cell: UICollectionViewCell, at: IndexPath)
    /// `collectionView:didEndDisplayingSupplementaryView:forElementOfKind:atIndexPath:`.
    case didEndDisplayingSupplementaryView(
      view: UICollectionReusableView, elementKind: String, at: IndexPath)
    /// `collectionView:shouldShowMenuForItemAtIndexPath:`.
    case shouldShowMenu(at: IndexPath)
    /// `collectionView:canPerformAction:forItemAtIndexPath:withSender:`.
    case canPerformAction(action: Selector, at: IndexPath, sender: Any?)
    /// `collectionView:performAction:forItemAtIndexPath:withSender:`.
    case performAction(action: Selector, at: IndexPath, sender: Any?)
    /// `collectionView:canFocusItemAtIndexPath:`.
    case canFocusItem(at: IndexPath)
    /// `collectionView:shouldUpdateFocusInContext:`.
    case shouldUpdateFocus(context: UICollectionViewFocusUpdateContext)
    /// `collectionView:didUpdateFocusInContext:withAnimationCoordinator:`.
    case didUpdateFocus(
      context: UICollectionViewFocusUpdateContext, coordinator: UIFocusAnimationCoordinator)
    /// `indexPathForPreferredFocusedViewInCollectionView:`.
    case indexPathForPreferredFocusedView
    /// `collectionView:selectionFollowsFocusForItemAtIndexPath:`.
    case selectionFollowsFocus(at: IndexPath)
    /// `collectionView:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:`.
    case targetIndexPathForMove(
      originalIndexPath: IndexPath, currentIndexPath: IndexPath, proposedIndexPath: IndexPath)
    /// `collectionView:canEditItemAtIndexPath:`.
    case canEditItem(at: IndexPath)
    /// `collectionView:shouldSpringLoadItemAtIndexPath:withContext:`.
    case shouldSpringLoadItem(at: IndexPath, context: any UISpringLoadedInteractionContext)
    /// `collectionView:shouldBeginMultipleSelectionInteractionAtIndexPath:`.
    case shouldBeginMultipleSelectionInteraction(at: IndexPath)
    /// `collectionView:didBeginMultipleSelectionInteractionAtIndexPath:`.
    case didBeginMultipleSelectionInteraction(at: IndexPath)
    /// `collectionViewDidEndMultipleSelectionInteraction:`.
    case didEndMultipleSelectionInteraction
    /// `collectionView:contextMenuConfigurationForItemsAtIndexPaths:point:`.
    case contextMenuConfigurationForItems(at: [IndexPath], point: CGPoint)
    /// `collectionView:contextMenuConfiguration:highlightPreviewForItemAtIndexPath:`.
    case highlightPreviewForItem(configuration: UIContextMenuConfiguration, at: IndexPath)
    /// `collectionView:contextMenuConfiguration:dismissalPreviewForItemAtIndexPath:`.
    case dismissalPreviewForItem(configuration: UIContextMenuConfiguration, at: IndexPath)
    /// `collectionView:willPerformPreviewActionForMenuWithConfiguration:animator:`.
    case willPerformPreviewAction(
      configuration: UIContextMenuConfiguration,
      animator: any UIContextMenuInteractionCommitAnimating)
    /// `collectionView:willDisplayContextMenuWithConfiguration:animator:`.
    case willDisplayContextMenu(
      configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?)
    /// `collectionView:willEndContextMenuInteractionWithConfiguration:animator:`.
    case willEndContextMenuInteraction(
      configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?)
    /// `collectionView:contextMenuConfigurationForItemAtIndexPath:point:`.
    case contextMenuConfigurationForItem(at: IndexPath, point: CGPoint)
    /// `collectionView:previewForHighlightingContextMenuWithConfiguration:`.
    case previewForHighlightingContextMenu(configuration: UIContextMenuConfiguration)
    /// `collectionView:previewForDismissingContextMenuWithConfiguration:`.
    case previewForDismissingContextMenu(configuration: UIContextMenuConfiguration)

    /// The member's selector, as UIKit's headers spell it.
    public var selector: String {
      switch self {
      case .shouldHighlightItem: CollectionViewSelectors.shouldHighlightItem
      case .didHighlightItem: CollectionViewSelectors.didHighlightItem
      case .didUnhighlightItem: CollectionViewSelectors.didUnhighlightItem
      case .shouldSelectItem: CollectionViewSelectors.shouldSelectItem
      case .shouldDeselectItem: CollectionViewSelectors.shouldDeselectItem
      case .didSelectItem: CollectionViewSelectors.didSelectItem
      case .didDeselectItem: CollectionViewSelectors.didDeselectItem
      case .canPerformPrimaryAction: CollectionViewSelectors.canPerformPrimaryAction
      case .performPrimaryAction: CollectionViewSelectors.performPrimaryAction
      case .willDisplayCell: CollectionViewSelectors.willDisplayCell
      case .willDisplaySupplementaryView: CollectionViewSelectors.willDisplaySupplementaryView
      case .didEndDisplayingCell: CollectionViewSelectors.didEndDisplayingCell
      case .didEndDisplayingSupplementaryView:
        CollectionViewSelectors.didEndDisplayingSupplementaryView
      case .shouldShowMenu: CollectionViewSelectors.shouldShowMenu
      case .canPerformAction: CollectionViewSelectors.canPerformAction
      case .performAction: CollectionViewSelectors.performAction
      case .canFocusItem: CollectionViewSelectors.canFocusItem
      case .shouldUpdateFocus: CollectionViewSelectors.shouldUpdateFocus
      case .didUpdateFocus: CollectionViewSelectors.didUpdateFocus
      case .indexPathForPreferredFocusedView:
        CollectionViewSelectors.indexPathForPreferredFocusedView
      case .selectionFollowsFocus: CollectionViewSelectors.selectionFollowsFocus
      case .targetIndexPathForMove: CollectionViewSelectors.targetIndexPathForMove
      case .canEditItem: CollectionViewSelectors.canEditItem
      case .shouldSpringLoadItem: CollectionViewSelectors.shouldSpringLoadItem
      case .shouldBeginMultipleSelectionInteraction:
        CollectionViewSelectors.shouldBeginMultipleSelectionInteraction
      case .didBeginMultipleSelectionInteraction:
        CollectionViewSelectors.didBeginMultipleSelectionInteraction
      case .didEndMultipleSelectionInteraction:
        CollectionViewSelectors.didEndMultipleSelectionInteraction
      case .contextMenuConfigurationForItems:
        CollectionViewSelectors.contextMenuConfigurationForItems
      case .highlightPreviewForItem: CollectionViewSelectors.highlightPreviewForItem
      case .dismissalPreviewForItem: CollectionViewSelectors.dismissalPreviewForItem
      case .willPerformPreviewAction: CollectionViewSelectors.willPerformPreviewAction
      case .willDisplayContextMenu: CollectionViewSelectors.willDisplayContextMenu
      case .willEndContextMenuInteraction: CollectionViewSelectors.willEndContextMenuInteraction
      case .contextMenuConfigurationForItem: CollectionViewSelectors.contextMenuConfigurationForItem
      case .previewForHighlightingContextMenu:
        CollectionViewSelectors.previewForHighlightingContextMenu
      case .previewForDismissingContextMenu: CollectionViewSelectors.previewForDismissingContextMenu
      }
    }
  }

  extension UICollectionView {
    /// Calls a `UICollectionViewDelegate` member of `object` with this collection view and the
    /// message's arguments, whether or not `object` said it implements it (stand-in only).
    ///
    /// - Returns: The member's answer (`()` for a member that returns nothing).
    @discardableResult
    public func send(
      _ message: CollectionViewDelegateMessage, to object: any UICollectionViewDelegateRequirements
    ) -> Any {
      reply(to: message, from: object)
    }

    /// `send(_:to:)`'s answer as the member's return type, `Answer` (stand-in only).
    ///
    /// - Precondition: `Answer` is the type the member returns (`Void` for a notification).
    public func send<Answer>(
      _ message: CollectionViewDelegateMessage, to object: any UICollectionViewDelegateRequirements
    ) -> Answer {
      standInTyped(reply(to: message, from: object), of: message.selector)
    }

    /// The answer of the member `message` names, asked of `object`.
    private func reply(
      to message: CollectionViewDelegateMessage,
      from object: any UICollectionViewDelegateRequirements
    ) -> Any {
      switch message {
      case .shouldHighlightItem(let indexPath):
        return object.collectionView(self, shouldHighlightItemAt: indexPath) as Any
      case .didHighlightItem(let indexPath):
        return object.collectionView(self, didHighlightItemAt: indexPath) as Any
      case .didUnhighlightItem(let indexPath):
        return object.collectionView(self, didUnhighlightItemAt: indexPath) as Any
      case .shouldSelectItem(let indexPath):
        return object.collectionView(self, shouldSelectItemAt: indexPath) as Any
      case .shouldDeselectItem(let indexPath):
        return object.collectionView(self, shouldDeselectItemAt: indexPath) as Any
      case .didSelectItem(let indexPath):
        return object.collectionView(self, didSelectItemAt: indexPath) as Any
      case .didDeselectItem(let indexPath):
        return object.collectionView(self, didDeselectItemAt: indexPath) as Any
      case .canPerformPrimaryAction(let indexPath):
        return object.collectionView(self, canPerformPrimaryActionForItemAt: indexPath) as Any
      case .performPrimaryAction(let indexPath):
        return object.collectionView(self, performPrimaryActionForItemAt: indexPath) as Any
      case .willDisplayCell(let cell, let indexPath):
        return object.collectionView(self, willDisplay: cell, forItemAt: indexPath) as Any
      case .willDisplaySupplementaryView(let view, let elementKind, let indexPath):
        return object.collectionView(
          self, willDisplaySupplementaryView: view, forElementKind: elementKind, at: indexPath)
          as Any
      case .didEndDisplayingCell(let cell, let indexPath):
        return object.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath) as Any
      case .didEndDisplayingSupplementaryView(let view, let elementKind, let indexPath):
        return object.collectionView(
          self, didEndDisplayingSupplementaryView: view, forElementOfKind: elementKind,
          at: indexPath) as Any
      case .shouldShowMenu(let indexPath):
        return object.collectionView(self, shouldShowMenuForItemAt: indexPath) as Any
      case .canPerformAction(let action, let indexPath, let sender):
        return object.collectionView(
          self, canPerformAction: action, forItemAt: indexPath, withSender: sender) as Any
      case .performAction(let action, let indexPath, let sender):
        return object.collectionView(
          self, performAction: action, forItemAt: indexPath, withSender: sender) as Any
      case .canFocusItem(let indexPath):
        return object.collectionView(self, canFocusItemAt: indexPath) as Any
      case .shouldUpdateFocus(let context):
        return object.collectionView(self, shouldUpdateFocusIn: context) as Any
      case .didUpdateFocus(let context, let coordinator):
        return object.collectionView(self, didUpdateFocusIn: context, with: coordinator) as Any
      case .indexPathForPreferredFocusedView:
        return object.indexPathForPreferredFocusedView(in: self) as Any
      case .selectionFollowsFocus(let indexPath):
        return object.collectionView(self, selectionFollowsFocusForItemAt: indexPath) as Any
      case .targetIndexPathForMove(
        let originalIndexPath, let currentIndexPath, let proposedIndexPath):
        return object.collectionView(
          self, targetIndexPathForMoveOfItemFromOriginalIndexPath: originalIndexPath,
          atCurrentIndexPath: currentIndexPath, toProposedIndexPath: proposedIndexPath) as Any
      case .canEditItem(let indexPath):
        return object.collectionView(self, canEditItemAt: indexPath) as Any
      case .shouldSpringLoadItem(let indexPath, let context):
        return object.collectionView(self, shouldSpringLoadItemAt: indexPath, with: context) as Any
      case .shouldBeginMultipleSelectionInteraction(let indexPath):
        return object.collectionView(self, shouldBeginMultipleSelectionInteractionAt: indexPath)
          as Any
      case .didBeginMultipleSelectionInteraction(let indexPath):
        return object.collectionView(self, didBeginMultipleSelectionInteractionAt: indexPath) as Any
      case .didEndMultipleSelectionInteraction:
        return object.collectionViewDidEndMultipleSelectionInteraction(self) as Any
      case .contextMenuConfigurationForItems(let indexPaths, let point):
        return object.collectionView(
          self, contextMenuConfigurationForItemsAt: indexPaths, point: point) as Any
      case .highlightPreviewForItem(let configuration, let indexPath):
        return object.collectionView(
          self, contextMenuConfiguration: configuration, highlightPreviewForItemAt: indexPath)
          as Any
      case .dismissalPreviewForItem(let configuration, let indexPath):
        return object.collectionView(
          self, contextMenuConfiguration: configuration, dismissalPreviewForItemAt: indexPath)
          as Any
      case .willPerformPreviewAction(let configuration, let animator):
        return object.collectionView(
          self, willPerformPreviewActionForMenuWith: configuration, animator: animator) as Any
      case .willDisplayContextMenu(let configuration, let animator):
        return object.collectionView(
          self, willDisplayContextMenu: configuration, animator: animator) as Any
      case .willEndContextMenuInteraction(let configuration, let animator):
        return object.collectionView(
          self, willEndContextMenuInteraction: configuration, animator: animator) as Any
      case .contextMenuConfigurationForItem(let indexPath, let point):
        return object.collectionView(
          self, contextMenuConfigurationForItemAt: indexPath, point: point) as Any
      case .previewForHighlightingContextMenu(let configuration):
        return object.collectionView(
          self, previewForHighlightingContextMenuWithConfiguration: configuration) as Any
      case .previewForDismissingContextMenu(let configuration):
        return object.collectionView(
          self, previewForDismissingContextMenuWithConfiguration: configuration) as Any
      }
    }
  }
#endif
