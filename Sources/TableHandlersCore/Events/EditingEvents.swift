extension RowEvent where Arguments == Void, Output == Bool {
  /// Whether the row is editable (`tableView(_:canEditRowAt:)`).
  ///
  /// Default: `true`.
  @inlinable
  public static var canEditRow: Self {
    Self(id: CoreEvent.canEditRow.id, defaultAnswer: { _ in true })
  }

  /// Whether the row indents in editing mode (`tableView(_:shouldIndentWhileEditingRowAt:)`).
  ///
  /// Default: `true`.
  @inlinable
  public static var shouldIndentWhileEditing: Self {
    Self(id: CoreEvent.shouldIndentWhileEditing.id, defaultAnswer: { _ in true })
  }
}

extension RowEvent where Arguments == Void, Output == RowEditingStyle {
  /// The row's editing style (`tableView(_:editingStyleForRowAt:)`).
  ///
  /// Default: `.delete`.
  @inlinable
  public static var editingStyle: Self {
    Self(id: CoreEvent.editingStyle.id, defaultAnswer: { _ in .delete })
  }
}

extension RowEvent where Arguments == RowEditingStyle, Output == Void {
  /// The user confirmed a delete or insert (`tableView(_:commit:forRowAt:)`).
  ///
  /// Answering it enables swipe-to-delete.
  @inlinable
  public static var commitEditing: Self {
    Self(id: CoreEvent.commitEditing.id, defaultAnswer: { _ in })
  }
}

extension RowEvent where Arguments == Void, Output == String? {
  /// The delete button's title (`tableView(_:titleForDeleteConfirmationButtonForRowAt:)`).
  ///
  /// Default: "Delete".
  @inlinable
  public static var titleForDeleteConfirmationButton: Self {
    Self(id: CoreEvent.titleForDeleteConfirmationButton.id, defaultAnswer: { _ in "Delete" })
  }
}

extension RowEvent where Arguments == Void, Output == Void {
  /// Swipe-to-edit is about to begin on the row (`tableView(_:willBeginEditingRowAt:)`).
  @inlinable
  public static var willBeginEditing: Self {
    Self(id: CoreEvent.willBeginEditing.id, defaultAnswer: { _ in })
  }
}

extension TableEvent where Arguments == TablePosition?, Output == Void {
  /// Swipe-to-edit ended (`tableView(_:didEndEditingRowAt:)`); the position may be `nil`, so this
  /// is a table event.
  @inlinable
  public static var didEndEditing: Self {
    Self(id: CoreEvent.didEndEditing.id, defaultAnswer: { _ in })
  }
}

extension RowEvent where Arguments == Void, Output == Int {
  /// The row's indentation level (`tableView(_:indentationLevelForRowAt:)`).
  ///
  /// Default: 0.
  @inlinable
  public static var indentationLevel: Self {
    Self(id: CoreEvent.indentationLevel.id, defaultAnswer: { _ in 0 })
  }
}
