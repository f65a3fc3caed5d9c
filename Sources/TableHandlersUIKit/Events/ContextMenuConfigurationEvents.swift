#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  let contextMenuConfigurationID = EventID.make(named: "contextMenuConfiguration")
  let previewForHighlightingContextMenuID = EventID.make(
    named: "previewForHighlightingContextMenu")
  let previewForDismissingContextMenuID = EventID.make(
    named: "previewForDismissingContextMenu")
  let willPerformPreviewActionID = EventID.make(named: "willPerformPreviewAction")
  let willDisplayContextMenuID = EventID.make(named: "willDisplayContextMenu")
  let willEndContextMenuInteractionID = EventID.make(
    named: "willEndContextMenuInteraction")

  extension RowEvent where Arguments == CGPoint, Output == UIContextMenuConfiguration? {
    /// The row's context menu (`tableView(_:contextMenuConfigurationForRowAt:point:)`); the
    /// argument is the touch point in the table view.
    ///
    /// Default: `nil`, no menu.
    public static var contextMenuConfiguration: Self {
      Self(id: contextMenuConfigurationID, defaultAnswer: { _ in nil })
    }
  }

  extension TableEvent where Arguments == UIContextMenuConfiguration, Output == UITargetedPreview? {
    /// The view lifted while a context menu is shown
    /// (`tableView(_:previewForHighlightingContextMenuWithConfiguration:)`).
    ///
    /// Default: `nil`, the row's cell.
    public static var previewForHighlightingContextMenu: Self {
      Self(id: previewForHighlightingContextMenuID, defaultAnswer: { _ in nil })
    }

    /// The view a dismissed context menu returns to
    /// (`tableView(_:previewForDismissingContextMenuWithConfiguration:)`).
    ///
    /// Default: `nil`, the row's cell.
    public static var previewForDismissingContextMenu: Self {
      Self(id: previewForDismissingContextMenuID, defaultAnswer: { _ in nil })
    }
  }

  extension TableEvent
  where
    Arguments == (
      configuration: UIContextMenuConfiguration,
      animator: any UIContextMenuInteractionCommitAnimating
    ),
    Output == Void
  {
    /// The user tapped a context menu's preview
    /// (`tableView(_:willPerformPreviewActionForMenuWith:animator:)`).
    public static var willPerformPreviewAction: Self {
      Self(id: willPerformPreviewActionID, defaultAnswer: { _ in })
    }
  }

  extension TableEvent
  where
    Arguments == (
      configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?
    ),
    Output == Void
  {
    /// A context menu is about to appear
    /// (`tableView(_:willDisplayContextMenu:animator:)`, iOS 14).
    public static var willDisplayContextMenu: Self {
      Self(id: willDisplayContextMenuID, defaultAnswer: { _ in })
    }

    /// A context-menu interaction is about to end
    /// (`tableView(_:willEndContextMenuInteraction:animator:)`, iOS 14).
    public static var willEndContextMenuInteraction: Self {
      Self(id: willEndContextMenuInteractionID, defaultAnswer: { _ in })
    }
  }
#endif
