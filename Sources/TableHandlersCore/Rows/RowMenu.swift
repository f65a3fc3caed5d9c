/// A row's context menu, with no UIKit types: what `contextMenu` answers when the menu opens,
/// so that it reads the model at that moment.
///
/// ```swift
/// handlers.on(.contextMenu, at: .section(0)) { call in
///   let message = inbox.messages[call.row]
///   return RowMenu(children: [
///     .action(RowMenuAction(title: "Reply", image: .system("arrowshape.turn.up.left")) {
///       inbox.reply(to: message)
///     }),
///     .menu(RowMenu(isInline: true, children: [
///       .action(RowMenuAction(title: "Flag", state: message.isFlagged ? .on : .off) {
///         inbox.toggleFlag(message)
///       }),
///     ])),
///     .action(RowMenuAction(title: "Delete", isDestructive: true) { inbox.delete(message) }),
///   ])
/// }
/// ```
///
/// A menu shows no preview of its own: the platform lifts the row.
public struct RowMenu: Sendable {
  /// The title; empty for none (the top menu, an untitled inline group).
  public var title: String
  /// The image, shown where the menu is a submenu.
  public var image: RowImage?
  /// Whether the menu's children are shown in place, as a group set apart by separators
  /// (`UIMenu.Options.displayInline`), rather than as a submenu.
  public var isInline: Bool
  /// The items, groups and submenus, in order.
  public var children: [RowMenuElement]

  /// Creates a menu.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image.
  ///   - isInline: Whether the children are shown in place as a group.
  ///   - children: The elements.
  public init(
    title: String = "", image: RowImage? = nil, isInline: Bool = false,
    children: [RowMenuElement]
  ) {
    self.title = title
    self.image = image
    self.isInline = isInline
    self.children = children
  }
}

/// One element of a row's menu.
public enum RowMenuElement: Sendable {
  /// An item.
  case action(RowMenuAction)
  /// A submenu, or an inline group.
  case menu(RowMenu)
  /// Items that arrive asynchronously (`UIDeferredMenuElement`): the closure is called when the
  /// menu opens and calls its completion with the items, at once or later; a placeholder shows
  /// meanwhile.
  case deferred(@MainActor (_ completion: @escaping @MainActor ([RowMenuElement]) -> Void) -> Void)
}

/// One item of a row's menu.
public struct RowMenuAction: Sendable {
  /// A checked state, as `UIMenuElement.State`.
  public enum State: Hashable, Sendable {
    /// Unchecked.
    case off
    /// Checked.
    case on
    /// Partly checked.
    case mixed
  }

  /// The title.
  public var title: String
  /// The image.
  public var image: RowImage?
  /// Whether the item is destructive (red).
  public var isDestructive: Bool
  /// Whether the item can be chosen: a disabled one is shown dimmed.
  public var isEnabled: Bool
  /// The checked state.
  public var state: State
  /// The accessibility identifier, for UI tests and the headless table.
  public var accessibilityIdentifier: String?
  /// What choosing the item does, for an item whose handler takes no position.
  ///
  /// An item made with a handler that takes the row's position
  /// (``init(title:image:isDestructive:isEnabled:state:accessibilityIdentifier:handlerAt:)``)
  /// keeps it in ``positionHandler``, and this one stops a debug build with an assertion (a
  /// release build does nothing): choose an item with ``perform(at:)``, as the hosts do.
  public var handler: @MainActor () -> Void
  /// What choosing the item does, given the row's position when it is chosen.
  ///
  /// `nil` for an item whose ``handler`` takes none. While it is set, ``perform(at:)`` calls
  /// it and not ``handler``.
  public var positionHandler: (@MainActor (TablePosition) -> Void)?

  /// Creates a menu item.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image.
  ///   - isDestructive: Whether it is destructive.
  ///   - isEnabled: Whether it can be chosen.
  ///   - state: The checked state.
  ///   - accessibilityIdentifier: The accessibility identifier.
  ///   - handler: What choosing it does.
  public init(
    title: String, image: RowImage? = nil, isDestructive: Bool = false, isEnabled: Bool = true,
    state: State = .off, accessibilityIdentifier: String? = nil,
    handler: @escaping @MainActor () -> Void
  ) {
    self.title = title
    self.image = image
    self.isDestructive = isDestructive
    self.isEnabled = isEnabled
    self.state = state
    self.accessibilityIdentifier = accessibilityIdentifier
    self.handler = handler
  }

  /// Creates a menu item whose handler receives the row's position when the item is chosen:
  /// where the row is then, even if rows were inserted or deleted above it while the menu was
  /// open (as a swipe action's handler does).
  ///
  /// ```swift
  /// handlers.on(.contextMenu, at: .section(0)) { _ in
  ///   RowMenu(children: [
  ///     .action(RowMenuAction(title: "Delete", isDestructive: true) { position in
  ///       inbox.deleteMessage(at: position.row)
  ///     })
  ///   ])
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image.
  ///   - isDestructive: Whether it is destructive.
  ///   - isEnabled: Whether it can be chosen.
  ///   - state: The checked state.
  ///   - accessibilityIdentifier: The accessibility identifier.
  ///   - handlerAt: What choosing it does, given the row's position then.
  public init(
    title: String, image: RowImage? = nil, isDestructive: Bool = false, isEnabled: Bool = true,
    state: State = .off, accessibilityIdentifier: String? = nil,
    handlerAt: @escaping @MainActor (TablePosition) -> Void
  ) {
    self.init(
      title: title, image: image, isDestructive: isDestructive, isEnabled: isEnabled,
      state: state, accessibilityIdentifier: accessibilityIdentifier,
      handler: {
        assertionFailure(
          "RowMenuAction(handlerAt:) takes the row's position: choose it with perform(at:)")
      })
    positionHandler = handlerAt
  }

  /// Runs what choosing the item does for the row at a position.
  ///
  /// That is ``positionHandler`` with the position, or else ``handler``. Hosts call it when the
  /// item is chosen, with the row's position at that moment.
  ///
  /// - Parameter position: Where the row is when the item is chosen.
  @MainActor
  public func perform(at position: TablePosition) {
    if let positionHandler {
      positionHandler(position)
    } else {
      handler()
    }
  }
}
