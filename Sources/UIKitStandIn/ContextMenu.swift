#if !canImport(UIKit)
  import Foundation

  /// Returns the view controller that previews a context menu's content, or `nil` for the default.
  public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

  /// Returns the menu of a context menu, given the suggested elements.
  public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?

  /// A stand-in for UIKit's `UIMenuElement`, the abstract superclass of menus and actions.
  @MainActor open class UIMenuElement: NSObject {
    /// The element's title.
    public let title: String

    init(title: String) {
      self.title = title
      super.init()
    }
  }

  /// A stand-in for UIKit's `UIMenu`: a titled group of menu elements.
  @MainActor open class UIMenu: UIMenuElement {
    /// The elements of the menu.
    public let children: [UIMenuElement]

    init(storingTitle title: String, children: [UIMenuElement]) {
      self.children = children
      super.init(title: title)
    }

    /// Creates a menu.
    ///
    /// - Parameters:
    ///   - title: The menu's title.
    ///   - children: The elements of the menu.
    public convenience init(title: String = "", children: [UIMenuElement] = []) {
      self.init(storingTitle: title, children: children)
    }
  }

  /// A stand-in for UIKit's `UIContextMenuConfiguration`: what a context menu shows.
  ///
  /// The providers are kept but, as in UIKit, not exposed.
  @MainActor open class UIContextMenuConfiguration: NSObject {
    /// The identifier of the configuration; a unique string when none is given, as in UIKit.
    public let identifier: any NSCopying

    let previewProvider: UIContextMenuContentPreviewProvider?

    let actionProvider: UIContextMenuActionProvider?

    private init(
      storingIdentifier identifier: (any NSCopying)?,
      previewProvider: UIContextMenuContentPreviewProvider?,
      actionProvider: UIContextMenuActionProvider?
    ) {
      self.identifier = identifier ?? NSString(string: UUID().uuidString)
      self.previewProvider = previewProvider
      self.actionProvider = actionProvider
      super.init()
    }

    /// Creates a context-menu configuration.
    ///
    /// - Parameters:
    ///   - identifier: An identifier for the configuration, or `nil` for a unique one.
    ///   - previewProvider: Returns the preview controller, or `nil` for the default preview.
    ///   - actionProvider: Returns the menu, given the suggested elements.
    public convenience init(
      identifier: (any NSCopying)? = nil,
      previewProvider: UIContextMenuContentPreviewProvider? = nil,
      actionProvider: UIContextMenuActionProvider? = nil
    ) {
      self.init(
        storingIdentifier: identifier, previewProvider: previewProvider,
        actionProvider: actionProvider)
    }
  }

  /// A stand-in for UIKit's `UITargetedPreview`: the view a context menu lifts or returns to.
  @MainActor open class UITargetedPreview: NSObject {
    /// The view to preview.
    public let view: UIView

    /// Creates a preview of a view.
    ///
    /// - Parameter view: The view to preview.
    public init(view: UIView) {
      self.view = view
      super.init()
    }
  }

  /// A stand-in for UIKit's `UIContextMenuInteractionAnimating`, an empty shell on Linux.
  @MainActor public protocol UIContextMenuInteractionAnimating: NSObjectProtocol {}

  /// A stand-in for UIKit's `UIContextMenuInteractionCommitAnimating`, an empty shell on Linux.
  @MainActor
  public protocol UIContextMenuInteractionCommitAnimating:
    UIContextMenuInteractionAnimating
  {}
#endif
