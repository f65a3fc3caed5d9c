#if !canImport(UIKit)
  import Foundation

  // Signatures declared by UIKit in `UIMenuElement.h`, `UIAction.h`, `UIMenu.h`,
  // `UIDeferredMenuElement.h`, `UIContextMenuConfiguration.h`, `UITargetedPreview.h` and
  // `UIContextMenuInteraction.h` (the iOS 17 SDK's UIKit headers).

  /// Returns the view controller that previews a context menu's content, or `nil` for the default.
  public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

  /// Returns the menu of a context menu, given the suggested elements.
  public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?

  /// A stand-in for UIKit's `UIMenuElement`, the abstract superclass of menus and actions
  /// ([H] `UIMenuElement.h`, iOS 13).
  @MainActor open class UIMenuElement: NSObject {
    /// The element's title.
    public let title: String

    /// The element's image.
    public let image: UIImage?

    /// The identifier UI tests find the element by (`UIAccessibilityIdentification.h`:
    /// `@interface UIMenuElement (UIAccessibility) <UIAccessibilityIdentification>`).
    open var accessibilityIdentifier: String?

    init(title: String, image: UIImage? = nil) {
      self.title = title
      self.image = image
      super.init()
    }

    /// How an element is shown ([H] `UIMenuElementAttributes`, iOS 13).
    public struct Attributes: OptionSet, Hashable, Sendable {
      /// The bits.
      public let rawValue: UInt
      /// Creates attributes from their raw value.
      ///
      /// - Parameter rawValue: The bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// Dimmed, and cannot be chosen [H] `UIMenuElementAttributesDisabled = 1 << 0`.
      public static let disabled = Attributes(rawValue: 1 << 0)
      /// Shown in the destructive style (red) [H] `UIMenuElementAttributesDestructive = 1 << 1`.
      public static let destructive = Attributes(rawValue: 1 << 1)
      /// Not shown [H] `UIMenuElementAttributesHidden = 1 << 2`.
      public static let hidden = Attributes(rawValue: 1 << 2)
    }

    /// A checked state ([H] `UIMenuElementState`, iOS 13).
    public enum State: Int, Sendable {
      /// Unchecked.
      case off = 0
      /// Checked.
      case on = 1
      /// Partly checked.
      case mixed = 2
    }
  }

  /// The closure an action runs when chosen ([H] `UIActionHandler`).
  public typealias UIActionHandler = (UIAction) -> Void

  /// A stand-in for UIKit's `UIAction`: a menu item ([H] `UIAction.h`, iOS 13).
  @MainActor open class UIAction: UIMenuElement {
    /// An action's identifier ([H] `UIActionIdentifier`, a string).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
      /// The string.
      public let rawValue: String
      /// Creates an identifier.
      ///
      /// - Parameter rawValue: The string.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// Creates an identifier.
      ///
      /// - Parameter rawValue: The string.
      public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The identifier; a unique one when none is given [H].
    public let identifier: Identifier
    /// The title shown where the menu needs a longer one.
    public let discoverabilityTitle: String?
    /// How the action is shown.
    open var attributes: UIMenuElement.Attributes
    /// The checked state.
    open var state: UIMenuElement.State
    private let handler: UIActionHandler

    /// Creates an action, as UIKit's `init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - image: The image.
    ///   - identifier: The identifier, or `nil` for a unique one.
    ///   - discoverabilityTitle: The longer title.
    ///   - attributes: How it is shown.
    ///   - state: The checked state.
    ///   - handler: What choosing it does.
    public init(
      title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
      discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
      state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
      self.identifier = identifier ?? Identifier(UUID().uuidString)
      self.discoverabilityTitle = discoverabilityTitle
      self.attributes = attributes
      self.state = state
      self.handler = handler
      super.init(title: title, image: image)
    }

    /// Chooses the action as a user does (stand-in only).
    ///
    /// Nothing happens for a disabled or hidden one, else its handler runs. [D] `UIMenuElement.Attributes.disabled`: "the menu system
    /// displays the menu element as disabled"; a disabled item cannot be chosen.
    ///
    /// - Returns: Whether the handler ran.
    @discardableResult
    public func choose() -> Bool {
      guard attributes.isDisjoint(with: [.disabled, .hidden]) else { return false }
      handler(self)
      return true
    }
  }

  /// A stand-in for UIKit's `UIMenu`: a titled group of menu elements ([H] `UIMenu.h`, iOS 13).
  @MainActor open class UIMenu: UIMenuElement {
    /// A menu's identifier ([H] `UIMenuIdentifier`, a string).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
      /// The string.
      public let rawValue: String
      /// Creates an identifier.
      ///
      /// - Parameter rawValue: The string.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// Creates an identifier.
      ///
      /// - Parameter rawValue: The string.
      public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children ([H] `UIMenuOptions`).
    public struct Options: OptionSet, Hashable, Sendable {
      /// The bits.
      public let rawValue: UInt
      /// Creates options from their raw value.
      ///
      /// - Parameter rawValue: The bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// The children are shown in place, set apart by separators, not as a submenu [H]
      /// `UIMenuOptionsDisplayInline = 1 << 0`.
      public static let displayInline = Options(rawValue: 1 << 0)
      /// The menu is shown in the destructive style [H] `UIMenuOptionsDestructive = 1 << 1`.
      public static let destructive = Options(rawValue: 1 << 1)
    }

    /// The identifier; a unique one when none is given [H].
    public let identifier: Identifier
    /// How the children are shown.
    public let options: Options
    /// The elements of the menu.
    public let children: [UIMenuElement]

    /// Creates a menu, as UIKit's `init(title:image:identifier:options:children:)`.
    ///
    /// - Parameters:
    ///   - title: The menu's title.
    ///   - image: The image, shown where the menu is a submenu.
    ///   - identifier: The identifier, or `nil` for a unique one.
    ///   - options: How the children are shown.
    ///   - children: The elements of the menu.
    public init(
      title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
      options: Options = [], children: [UIMenuElement] = []
    ) {
      self.identifier = identifier ?? Identifier(UUID().uuidString)
      self.options = options
      self.children = children
      super.init(title: title, image: image)
    }
  }

  /// A stand-in for UIKit's `UIDeferredMenuElement` (iOS 14): a placeholder whose items arrive
  /// from a provider, asynchronously.
  ///
  /// [D] `UIDeferredMenuElement.init(_:)`: "A placeholder menu element that the system replaces
  /// with the result of the provider's completion handler"; "The system calls each element's
  /// closure once, when it first encounters the element in a menu. Once provided, the system
  /// caches the element". A loading placeholder shows meanwhile.
  @MainActor open class UIDeferredMenuElement: UIMenuElement {
    private let provider: (@escaping ([UIMenuElement]) -> Void) -> Void
    private var delivered: [UIMenuElement]?
    private var waiting: [([UIMenuElement]) -> Void] = []
    private var requested = false

    /// How many times the provider was called (stand-in only).
    public private(set) var providerCalls = 0

    /// Creates a deferred element.
    ///
    /// - Parameter elementProvider: Called when the menu shows the element; calls its
    ///   completion with the items, now or later.
    public init(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) {
      self.provider = elementProvider
      super.init(title: "")
    }

    /// Shows the element in a menu as UIKit does (stand-in only): the first time, calls the
    /// provider; `delivery` gets the items once they arrive, at once if they already have.
    ///
    /// - Parameter delivery: Called with the items.
    public func requestElements(_ delivery: @escaping ([UIMenuElement]) -> Void) {
      if let delivered { return delivery(delivered) }
      waiting.append(delivery)
      guard !requested else { return }
      requested = true
      providerCalls += 1
      provider { [weak self] elements in
        guard let self, self.delivered == nil else { return }
        self.delivered = elements
        let waiting = self.waiting
        self.waiting = []
        for delivery in waiting { delivery(elements) }
      }
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

    /// Opens the menu as a long press does (stand-in only): calls the action provider now, with
    /// no suggested elements, as UIKit calls it when the menu is about to appear [D]
    /// `UIContextMenuActionProvider`.
    ///
    /// - Returns: The menu, or `nil` if there is no provider or it returns none.
    public func openMenu() -> UIMenu? {
      actionProvider?([])
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
