import TableHandlersCore

extension Row {
  /// Declares the actions the row shows when swiped from an edge, built with an owner held
  /// weakly, so that the builder needs no `[unowned self]` or `[weak self]`.
  ///
  /// ```swift
  /// Row(message.id, text: message.subject)
  ///   .swipeActions(edge: .trailing, owner: self) { screen in
  ///     SwipeAction(title: "Delete", style: .destructive) { _, done in
  ///       screen.delete(message)  // re-declares the table; the declaration removes the row
  ///       done(true)
  ///     }
  ///   }
  /// ```
  ///
  /// The registry keeps the builder, and the builder keeps only a weak reference to the owner:
  /// the screen that declares the table is not kept alive by it. The actions the builder makes
  /// live while the row is swiped, so they may use the owner it gives them. Once the owner is
  /// gone the row has no swipe actions and `TableMisuse.ownerGone` is reported, as for every
  /// `owner:` form (``on(_:owner:perform:)``).
  ///
  /// - Parameters:
  ///   - edge: The edge.
  ///   - performsFirstActionWithFullSwipe: Whether a full swipe performs the first action;
  ///     on by default, as in UIKit.
  ///   - owner: The object passed to the builder; not retained. It is `Sendable`, as a
  ///     `@MainActor` screen or view controller is, because the modifier is nonisolated and
  ///     the builder runs on the main actor.
  ///   - actions: Builds the actions, outermost first, from the owner.
  /// - Returns: The row with the handler (`leadingSwipeActions` or `trailingSwipeActions`).
  public func swipeActions<Owner: AnyObject & Sendable>(
    edge: SwipeEdge = .trailing, performsFirstActionWithFullSwipe: Bool = true, owner: Owner,
    @SwipeActionsBuilder _ actions: @escaping @MainActor (Owner) -> [SwipeAction]
  ) -> Row {
    let event: RowEvent<Void, SwipeActions?> =
      edge == .leading ? .leadingSwipeActions : .trailingSwipeActions
    return on(event, owner: owner) { owner, _ in
      SwipeActions(
        actions(owner), performsFirstActionWithFullSwipe: performsFirstActionWithFullSwipe)
    }
  }

  /// Declares the row's context menu, built when it opens with an owner held weakly, so that
  /// the builder needs no `[unowned self]` or `[weak self]`.
  ///
  /// ```swift
  /// .contextMenu(owner: self) { screen in
  ///   RowMenuAction(title: "Flag") { screen.toggleFlag(message) }
  /// }
  /// ```
  ///
  /// Once the owner is gone the row has no context menu and `TableMisuse.ownerGone` is
  /// reported, as for every `owner:` form (``on(_:owner:perform:)``).
  ///
  /// - Parameters:
  ///   - owner: The object passed to the builder; not retained.
  ///   - elements: Builds the menu's items, groups and submenus from the owner.
  /// - Returns: The row with the handler (`contextMenu`).
  public func contextMenu<Owner: AnyObject & Sendable>(
    owner: Owner, @RowMenuBuilder _ elements: @escaping @MainActor (Owner) -> [RowMenuElement]
  ) -> Row {
    on(.contextMenu, owner: owner) { owner, _ in RowMenu(children: elements(owner)) }
  }
}
