/// Which items a drag of a row begins with, and whether it is the row itself being reordered:
/// decided here, once, for the table view, the list and the headless table alike.
package enum DragRules {
  /// One item a drag of a row begins with.
  package enum BegunItem<AppItem> {
    /// An item of the row's own: a `dragItems` handler's, or the item without data of a row
    /// reordered by drag that gives none; `isReorder` when a drop of it alone moves the row.
    case row(DragItem, isReorder: Bool)
    /// An item the app's own drag delegate gave, as it gave it (never a reorder).
    case app(AppItem)
  }

  /// The items a drag of a row begins with.
  ///
  /// A row that takes no touch (``RowTouchRules/takesTouches(_:)``) begins none: its cell takes
  /// no touch. Otherwise a `dragItems` handler's answer wins; where none answers, the app's drag
  /// delegate's. A row that may be reordered by drag (the table reorders by drag and
  /// `TableHandlers.userMayMove`) and gives no item is dragged as one item that carries no
  /// data, a reorder; a handler's item is a reorder only where it is the row's one item, so a
  /// drag of more is never a reorder, and neither is an app's item.
  ///
  /// - Parameters:
  ///   - takesTouches: Whether the row takes touches.
  ///   - mayReorder: Whether the row may be reordered by drag, asked only where it takes
  ///     touches.
  ///   - answered: The items a `dragItems` handler answers, `nil` where none answers the row;
  ///     asked only where the row takes touches, after `mayReorder`.
  ///   - app: The app's drag delegate's items, `nil` without one.
  /// - Returns: The items, in order; empty where no drag begins.
  package static func beginning<AppItem>(
    takesTouches: Bool, mayReorder: () -> Bool, answered: () -> [DragItem]?, app: [AppItem]?
  ) -> [BegunItem<AppItem>] {
    guard takesTouches else { return [] }
    let reorders = mayReorder()
    let answered = answered()
    let items: [BegunItem<AppItem>] =
      if let answered {
        answered.map { .row($0, isReorder: reorders && answered.count == 1) }
      } else {
        (app ?? []).map { .app($0) }
      }
    guard items.isEmpty, reorders else { return items }
    return [.row(DragItem(representations: []), isReorder: true)]
  }

  /// Whether a drag that begins with these items reorders its row: one item, a reorder.
  ///
  /// - Parameter items: The items the drag begins with
  ///   (``beginning(takesTouches:mayReorder:answered:app:)``).
  /// - Returns: `true` when a drop of the drag may move the row.
  package static func reorders<AppItem>(_ items: [BegunItem<AppItem>]) -> Bool {
    guard items.count == 1, case .row(_, isReorder: true) = items[0] else { return false }
    return true
  }
}
