import TableHandlersCore

/// One element of a row's context menu as the screen shows it, as a value.
///
/// Deferred elements show the items they delivered, in their place, or ``loading`` while the
/// items have not arrived. A submenu or inline group with nothing to show is left out, and so
/// are the separators around it.
public enum ShownMenuElement: Hashable, Sendable {
  /// An item.
  case item(ShownMenuItem)
  /// An inline group (`UIMenu.Options.displayInline`), set apart by separators, with its
  /// title (empty for none).
  case group(title: String, children: [ShownMenuElement])
  /// A submenu, with its title and image.
  case submenu(title: String, image: RowImage?, children: [ShownMenuElement])
  /// The placeholder of a deferred element whose items have not arrived.
  case loading
}

/// One item of a row's context menu as the screen shows it, as a value.
public struct ShownMenuItem: Hashable, Sendable {
  /// The title.
  public var title: String
  /// The image.
  public var image: RowImage?
  /// Whether the item is destructive (red).
  public var isDestructive: Bool
  /// Whether the item can be chosen; a disabled one is shown dimmed.
  public var isEnabled: Bool
  /// The checked state.
  public var state: RowMenuAction.State
  /// The accessibility identifier.
  public var accessibilityIdentifier: String?

  /// Creates a shown menu item, for a test's expected value.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image.
  ///   - isDestructive: Whether it is destructive.
  ///   - isEnabled: Whether it can be chosen.
  ///   - state: The checked state.
  ///   - accessibilityIdentifier: The accessibility identifier.
  public init(
    title: String, image: RowImage? = nil, isDestructive: Bool = false, isEnabled: Bool = true,
    state: RowMenuAction.State = .off, accessibilityIdentifier: String? = nil
  ) {
    self.title = title
    self.image = image
    self.isDestructive = isDestructive
    self.isEnabled = isEnabled
    self.state = state
    self.accessibilityIdentifier = accessibilityIdentifier
  }

  /// The item as shown.
  init(_ action: RowMenuAction) {
    self.init(
      title: action.title, image: action.image, isDestructive: action.isDestructive,
      isEnabled: action.isEnabled, state: action.state,
      accessibilityIdentifier: action.accessibilityIdentifier)
  }
}
