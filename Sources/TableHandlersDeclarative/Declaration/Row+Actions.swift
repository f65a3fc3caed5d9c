import TableHandlersCore

extension Row {
  /// Declares the actions the row shows when swiped from an edge, built when it is swiped (so
  /// they read the model then).
  ///
  /// ```swift
  /// Row(message.id, text: message.subject)
  ///   .swipeActions(edge: .trailing) {
  ///     SwipeAction(title: "Delete", style: .destructive) { _, done in
  ///       inbox.delete(message)
  ///       table.update(to: screen(inbox))  // the declaration removes the row
  ///       done(true)
  ///     }
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - edge: The edge.
  ///   - performsFirstActionWithFullSwipe: Whether a full swipe performs the first action;
  ///     on by default, as in UIKit. The same name as `SwipeActions`' property and UIKit's.
  ///   - actions: Builds the actions, outermost first.
  /// - Returns: The row with the handler (`leadingSwipeActions` or `trailingSwipeActions`).
  public func swipeActions(
    edge: SwipeEdge = .trailing, performsFirstActionWithFullSwipe: Bool = true,
    @SwipeActionsBuilder _ actions: @escaping @MainActor () -> [SwipeAction]
  ) -> Row {
    let event: RowEvent<Void, SwipeActions?> =
      edge == .leading ? .leadingSwipeActions : .trailingSwipeActions
    return on(event) { _ in
      SwipeActions(
        actions(), performsFirstActionWithFullSwipe: performsFirstActionWithFullSwipe)
    }
  }

  /// Declares the row's context menu, built when it opens (so it reads the model then).
  ///
  /// ```swift
  /// .contextMenu {
  ///   RowMenuAction(title: "Copy", image: .system("doc.on.doc")) { pasteboard.copy(message) }
  ///   RowMenuAction(title: "Delete", isDestructive: true) { inbox.delete(message) }
  /// }
  /// ```
  ///
  /// - Parameter elements: Builds the menu's items, groups and submenus.
  /// - Returns: The row with the handler (`contextMenu`).
  public func contextMenu(
    @RowMenuBuilder _ elements: @escaping @MainActor () -> [RowMenuElement]
  ) -> Row {
    on(.contextMenu) { _ in RowMenu(children: elements()) }
  }
}
