import TableHandlersCore

extension Row {
  /// Sets whether the row is editable (`tableView(_:canEditRowAt:)`).
  ///
  /// - Parameter editable: The answer.
  /// - Returns: The row with the handler.
  public func canEdit(_ editable: Bool) -> Row {
    on(.canEditRow) { _ in editable }
  }

  /// Sets the row's editing style (`tableView(_:editingStyleForRowAt:)`).
  ///
  /// - Parameter style: The style.
  /// - Returns: The row with the handler.
  public func editingStyle(_ style: RowEditingStyle) -> Row {
    on(.editingStyle) { _ in style }
  }

  /// Handles a confirmed delete or insert (`tableView(_:commit:forRowAt:)`); the call's
  /// arguments are the editing style.
  ///
  /// Answering it enables swipe-to-delete. It shares its event with ``onDelete(_:)``: the
  /// later of the two replaces the earlier.
  ///
  /// - Parameter handler: The closure.
  /// - Returns: The row with the handler.
  @inlinable
  public func onCommitEditing(_ handler: @escaping @MainActor (RowCall<RowEditingStyle>) -> Void)
    -> Row
  {
    on(.commitEditing, perform: handler)
  }

  /// Handles a confirmed delete: `commitEditing` with the `.delete` style, which enables
  /// swipe-to-delete.
  ///
  /// Update the model and the declaration inside; the row's handlers go with it:
  ///
  /// ```swift
  /// .onDelete { _ in
  ///   model.comments.removeAll { $0.id == comment.id }
  ///   table.update(to: screen(model))
  /// }
  /// ```
  ///
  /// - Parameter handler: The closure; other styles do not call it.
  /// - Returns: The row with the handler.
  public func onDelete(_ handler: @escaping @MainActor (RowCall<Void>) -> Void) -> Row {
    on(.commitEditing) { call in
      guard call.arguments == .delete else { return }
      handler(call.replacingArguments(()))
    }
  }

  /// Sets the delete button's title
  /// (`tableView(_:titleForDeleteConfirmationButtonForRowAt:)`).
  ///
  /// - Parameter title: The title.
  /// - Returns: The row with the handler.
  public func deleteConfirmationTitle(_ title: String) -> Row {
    on(.titleForDeleteConfirmationButton) { _ in title }
  }

  /// Sets the row's indentation level (`tableView(_:indentationLevelForRowAt:)`).
  ///
  /// - Parameter level: The level.
  /// - Returns: The row with the handler.
  public func indentationLevel(_ level: Int) -> Row {
    on(.indentationLevel) { _ in level }
  }
}
