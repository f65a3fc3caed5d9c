import TableHandlersCore

/// Sees a declared row's `moveRow` answer, so that an interactive move reaches the declaration
/// even when the host calls the registry's `userMovedRow` directly.
@MainActor
protocol UserMoveTracking: AnyObject {
  /// The row at `source` is about to answer `moveRow` for a drop at `destination`.
  func willAnswerMove(from source: TablePosition, to destination: TablePosition)
  /// The row answered; the registry moves the row's handlers right after.
  func didAnswerMove(from source: TablePosition, to destination: TablePosition)
}
