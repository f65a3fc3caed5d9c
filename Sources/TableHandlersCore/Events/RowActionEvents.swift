extension RowEvent where Arguments == Void, Output == SwipeActions? {
  /// The actions a row shows when swiped from its leading edge, built when the row is swiped.
  ///
  /// Default: `nil`, no actions. A disabled row (``RowContent/isEnabled``) shows none.
  @inlinable
  public static var leadingSwipeActions: Self {
    Self(id: CoreEvent.leadingSwipeActions.id, defaultAnswer: { _ in nil })
  }

  /// The actions a row shows when swiped from its trailing edge, built when the row is swiped;
  /// they replace the Delete button that `commitEditing` enables.
  ///
  /// Default: `nil`, UIKit's own (the Delete button where `commitEditing` is answered).
  @inlinable
  public static var trailingSwipeActions: Self {
    Self(id: CoreEvent.trailingSwipeActions.id, defaultAnswer: { _ in nil })
  }
}

extension RowEvent where Arguments == Void, Output == RowMenu? {
  /// A row's context menu, built when the menu opens (a long press).
  ///
  /// Default: `nil`, no menu.
  @inlinable
  public static var contextMenu: Self {
    Self(id: CoreEvent.contextMenu.id, defaultAnswer: { _ in nil })
  }
}
