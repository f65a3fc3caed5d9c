import TableHandlersCore

extension Row {
  /// Lets the user drag the row out of the table, offering items to drop elsewhere: in another
  /// table, another app, or this table where it accepts them.
  ///
  /// ```swift
  /// Row(note.id, text: note.title)
  ///   .draggable(DragItem(.text(note.body), localObject: note.id, suggestedName: note.title))
  /// ```
  ///
  /// The items are made when the drag begins (or when the user adds the row to a drag
  /// already under way); their data is produced only when a drop loads it. A row that also
  /// moves (``onMove(_:)``) in a table that reorders by drag
  /// (``TableDeclaration/reorderingByDrag(_:)``) is reordered when dropped in its own table.
  ///
  /// - Parameter items: The items the row offers; none makes the row not draggable.
  /// - Returns: The row with the handler.
  public func draggable(_ items: DragItem...) -> Row {
    on(.dragItems) { _ in items }
  }

  /// Lets the user drag the row out of the table, with items made when the drag begins.
  ///
  /// - Parameter items: Makes the items the row offers; an empty array refuses the drag.
  /// - Returns: The row with the handler.
  public func draggable(items: @escaping @MainActor () -> [DragItem]) -> Row {
    on(.dragItems) { _ in items() }
  }
}
