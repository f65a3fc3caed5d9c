extension RowEvent where Arguments == Void, Output == Bool {
  /// Whether the row can take focus (`tableView(_:canFocusRowAt:)`).
  ///
  /// Default: `true`.
  @inlinable
  public static var canFocusRow: Self {
    Self(id: CoreEvent.canFocusRow.id, defaultAnswer: { _ in true })
  }

  /// Whether focusing the row selects it (`tableView(_:selectionFollowsFocusForRowAt:)`).
  ///
  /// Default:
  /// `false`.
  @inlinable
  public static var selectionFollowsFocus: Self {
    Self(id: CoreEvent.selectionFollowsFocus.id, defaultAnswer: { _ in false })
  }
}

extension TableEvent where Arguments == Void, Output == TablePosition? {
  /// The row that should take focus first (`indexPathForPreferredFocusedView(in:)`).
  ///
  /// Default: none.
  @inlinable
  public static var indexPathForPreferredFocusedView: Self {
    Self(id: CoreEvent.indexPathForPreferredFocusedView.id, defaultAnswer: { _ in nil })
  }
}
