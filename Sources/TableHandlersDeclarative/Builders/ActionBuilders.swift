import TableHandlersCore

/// Declares a row's swipe actions, outermost first, with `if`, `if`/`else`, `switch` and
/// `for`…`in`.
///
/// ```swift
/// .swipeActions(edge: .trailing) {
///   SwipeAction(title: "Delete", style: .destructive) { _, done in inbox.delete(message); done(true) }
///   if !message.isRead {
///     SwipeAction(title: "Read", backgroundColor: .blue) { _, done in inbox.markRead(message); done(true) }
///   }
/// }
/// ```
@resultBuilder
public enum SwipeActionsBuilder {
  /// One action.
  ///
  /// - Parameter action: The action.
  /// - Returns: The action, as a component.
  public static func buildExpression(_ action: SwipeAction) -> [SwipeAction] { [action] }

  /// Actions made elsewhere.
  ///
  /// - Parameter actions: The actions.
  /// - Returns: The actions, as a component.
  public static func buildExpression(_ actions: [SwipeAction]) -> [SwipeAction] { actions }

  /// Consecutive statements.
  ///
  /// - Parameter components: Each statement's actions.
  /// - Returns: All of them, in order.
  public static func buildBlock(_ components: [SwipeAction]...) -> [SwipeAction] {
    components.flatMap { $0 }
  }

  /// An `if` without `else`.
  ///
  /// - Parameter component: The actions when the condition holds.
  /// - Returns: Them, or none.
  public static func buildOptional(_ component: [SwipeAction]?) -> [SwipeAction] {
    component ?? []
  }

  /// The first branch of an `if`/`else` or `switch`.
  ///
  /// - Parameter component: The branch's actions.
  /// - Returns: Them.
  public static func buildEither(first component: [SwipeAction]) -> [SwipeAction] { component }

  /// The second branch of an `if`/`else` or `switch`.
  ///
  /// - Parameter component: The branch's actions.
  /// - Returns: Them.
  public static func buildEither(second component: [SwipeAction]) -> [SwipeAction] { component }

  /// A `for`…`in` loop.
  ///
  /// - Parameter components: Each iteration's actions.
  /// - Returns: All of them, in order.
  public static func buildArray(_ components: [[SwipeAction]]) -> [SwipeAction] {
    components.flatMap { $0 }
  }
}

/// Declares the elements of a row's context menu: items, inline groups, submenus and deferred
/// items, with `if`, `if`/`else`, `switch` and `for`…`in`.
///
/// ```swift
/// .contextMenu {
///   RowMenuAction(title: "Reply") { inbox.reply(to: message) }
///   RowMenu(isInline: true, children: [.action(RowMenuAction(title: "Flag") { inbox.flag(message) })])
///   RowMenuAction(title: "Delete", isDestructive: true) { inbox.delete(message) }
/// }
/// ```
@resultBuilder
public enum RowMenuBuilder {
  /// An item.
  ///
  /// - Parameter action: The item.
  /// - Returns: The item, as a component.
  public static func buildExpression(_ action: RowMenuAction) -> [RowMenuElement] {
    [.action(action)]
  }

  /// A submenu or an inline group.
  ///
  /// - Parameter menu: The menu.
  /// - Returns: The menu, as a component.
  public static func buildExpression(_ menu: RowMenu) -> [RowMenuElement] { [.menu(menu)] }

  /// An element of any kind (a deferred element, say).
  ///
  /// - Parameter element: The element.
  /// - Returns: The element, as a component.
  public static func buildExpression(_ element: RowMenuElement) -> [RowMenuElement] {
    [element]
  }

  /// Elements made elsewhere.
  ///
  /// - Parameter elements: The elements.
  /// - Returns: The elements, as a component.
  public static func buildExpression(_ elements: [RowMenuElement]) -> [RowMenuElement] {
    elements
  }

  /// Consecutive statements.
  ///
  /// - Parameter components: Each statement's elements.
  /// - Returns: All of them, in order.
  public static func buildBlock(_ components: [RowMenuElement]...) -> [RowMenuElement] {
    components.flatMap { $0 }
  }

  /// An `if` without `else`.
  ///
  /// - Parameter component: The elements when the condition holds.
  /// - Returns: Them, or none.
  public static func buildOptional(_ component: [RowMenuElement]?) -> [RowMenuElement] {
    component ?? []
  }

  /// The first branch of an `if`/`else` or `switch`.
  ///
  /// - Parameter component: The branch's elements.
  /// - Returns: Them.
  public static func buildEither(first component: [RowMenuElement]) -> [RowMenuElement] {
    component
  }

  /// The second branch of an `if`/`else` or `switch`.
  ///
  /// - Parameter component: The branch's elements.
  /// - Returns: Them.
  public static func buildEither(second component: [RowMenuElement]) -> [RowMenuElement] {
    component
  }

  /// A `for`…`in` loop.
  ///
  /// - Parameter components: Each iteration's elements.
  /// - Returns: All of them, in order.
  public static func buildArray(_ components: [[RowMenuElement]]) -> [RowMenuElement] {
    components.flatMap { $0 }
  }
}
