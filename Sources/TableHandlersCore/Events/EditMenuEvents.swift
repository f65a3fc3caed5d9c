extension RowEvent where Arguments == Void, Output == Bool {
  /// Whether a long press shows the legacy edit menu (`tableView(_:shouldShowMenuForRowAt:)`,
  /// deprecated in iOS 13).
  ///
  /// Default: `false`.
  @inlinable
  public static var shouldShowMenu: Self {
    Self(id: CoreEvent.shouldShowMenu.id, defaultAnswer: { _ in false })
  }
}

extension RowEvent where Arguments == String, Output == Bool {
  /// Whether the legacy menu offers an action, given its selector name such as `copy:`
  /// (`tableView(_:canPerformAction:forRowAt:withSender:)`).
  ///
  /// Default: `false`.
  @inlinable
  public static var canPerformAction: Self {
    Self(id: CoreEvent.canPerformAction.id, defaultAnswer: { _ in false })
  }
}

extension RowEvent where Arguments == String, Output == Void {
  /// Performs a legacy menu action, given its selector name
  /// (`tableView(_:performAction:forRowAt:withSender:)`).
  @inlinable
  public static var performAction: Self {
    Self(id: CoreEvent.performAction.id, defaultAnswer: { _ in })
  }
}
