extension RowEvent where Arguments == Void, Output == Bool {
  /// Whether the row shows a reorder control (`tableView(_:canMoveRowAt:)`).
  ///
  /// The control also needs ``moveRow``. Default: `true`.
  @inlinable
  public static var canMoveRow: Self {
    Self(id: CoreEvent.canMoveRow.id, defaultAnswer: { _ in true })
  }
}

extension RowEvent where Arguments == TablePosition, Output == TablePosition {
  /// Where a dragged row may land
  /// (`tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`); the call's position is
  /// the source and the argument the proposed destination.
  ///
  /// Default: the proposal.
  @inlinable
  public static var targetForMove: Self {
    Self(id: CoreEvent.targetForMove.id, defaultAnswer: { $0.arguments })
  }
}

extension RowEvent where Arguments == TablePosition, Output == Void {
  /// The user dropped a row (`tableView(_:moveRowAt:to:)`); the call's position is the source and
  /// the argument the destination.
  ///
  /// Answering it shows the reorder control.
  @inlinable
  public static var moveRow: Self {
    Self(id: CoreEvent.moveRow.id, defaultAnswer: { _ in })
  }
}
