extension RowEvent where Arguments == Void, Output == [DragItem] {
  /// What the row offers when the user begins to drag it, or adds it to a drag
  /// (`tableView(_:itemsForBeginning:at:)`, `tableView(_:itemsForAddingTo:at:point:)`).
  ///
  /// An empty array means the row cannot be dragged. Answering it makes the adapter the table
  /// view's drag delegate. Default: no items.
  @inlinable
  public static var dragItems: Self {
    Self(id: CoreEvent.dragItems.id, defaultAnswer: { _ in [] })
  }
}

extension TableEvent where Arguments == Void, Output == Bool {
  /// Whether the user reorders rows by dragging them, without entering editing mode.
  ///
  /// When it answers `true`, a row that can move (``RowEvent/moveRow`` answered and
  /// ``RowEvent/canMoveRow`` `true`) can be dragged within the table, on iPhone as on iPad, and
  /// dropping it moves it through the same handlers as the reorder control: ``RowEvent/targetForMove``
  /// chooses where it may land and ``RowEvent/moveRow`` receives the move. Default: `false`.
  @inlinable
  public static var reordersByDrag: Self {
    Self(id: CoreEvent.reordersByDrag.id, defaultAnswer: { _ in false })
  }
}

extension TableEvent where Arguments == DropSession, Output == Bool {
  /// Whether the table takes part in a drop session at all (`tableView(_:canHandle:)`); asked
  /// once per session, with no destination.
  ///
  /// `false` makes the table ignore the session until it ends. Default: `true`.
  @inlinable
  public static var canHandleDrop: Self {
    Self(id: CoreEvent.canHandleDrop.id, defaultAnswer: { _ in true })
  }
}

extension TableEvent where Arguments == DropSession, Output == DropProposal {
  /// What a drop would do where the user drags now
  /// (`tableView(_:dropSessionDidUpdate:withDestinationIndexPath:)`); asked often, as the
  /// destination changes.
  ///
  /// Default: a copy with no intent, UIKit's own answer when the method is absent.
  @inlinable
  public static var dropProposal: Self {
    Self(id: CoreEvent.dropProposal.id, defaultAnswer: { _ in DropProposal(.copy) })
  }
}

extension TableEvent where Arguments == TableDrop, Output == Void {
  /// The user dropped items on the table (`tableView(_:performDropWith:)`).
  ///
  /// Answering it makes the adapter the table view's drop delegate. The handler receives the
  /// items and where they land at that moment; see ``TableDrop``. A drop of rows dragged from
  /// this table to reorder them (``TableEvent/reordersByDrag``) does not reach it.
  @inlinable
  public static var performDrop: Self {
    Self(id: CoreEvent.performDrop.id, defaultAnswer: { _ in })
  }
}
