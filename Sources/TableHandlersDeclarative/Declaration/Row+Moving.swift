import TableHandlersCore

extension Row {
  /// Sets whether the row shows a reorder control (`tableView(_:canMoveRowAt:)`).
  ///
  /// - Parameter movable: The answer.
  /// - Returns: The row with the handler.
  public func canMove(_ movable: Bool) -> Row {
    on(.canMoveRow) { _ in movable }
  }

  /// Handles the user dropping the row (`tableView(_:moveRowAt:to:)`); the call's position is
  /// the source and its arguments the destination.
  ///
  /// Answering it shows the reorder control. Update the model inside; the table has already
  /// moved the row, and the declared table records the move (see
  /// ``DeclaredTable/userMovedRow(from:to:on:)``), so the next declaration that agrees with the
  /// model changes nothing.
  ///
  /// - Parameter handler: The closure.
  /// - Returns: The row with the handler.
  @inlinable
  public func onMove(_ handler: @escaping @MainActor (RowCall<TablePosition>) -> Void) -> Row {
    on(.moveRow, perform: handler)
  }

  /// Decides where the dragged row may land
  /// (`tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`); the call's
  /// arguments are the proposed destination.
  ///
  /// - Parameter handler: Returns the destination to use.
  /// - Returns: The row with the handler.
  @inlinable
  public func targetForMove(
    _ handler: @escaping @MainActor (RowCall<TablePosition>) -> TablePosition
  )
    -> Row
  {
    on(.targetForMove, perform: handler)
  }
}
