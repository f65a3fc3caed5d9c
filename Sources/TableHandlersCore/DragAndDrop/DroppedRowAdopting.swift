/// The owner of a registry's rows that takes part when a host turns a drop placeholder into a
/// row by itself: a declared table, whose rows come from its declarations.
///
/// UIKit's placeholder commit asks the data source to grow by exactly one row, inside a block
/// where no batch may run. A declared table grows only by a declaration, so its host runs the
/// app's model update first, while updates wait (``beginPlaceholderCommit()``), then asks
/// whether the declaration given meanwhile inserts exactly that row
/// (``prepareDroppedRow(at:)``): if so it commits, and takes the row in inside UIKit's block
/// (``adoptDroppedRow()``); if not it removes the placeholder, and the declaration inserts the
/// row as any update does once the commit ends (``endPlaceholderCommit()``).
@MainActor
package protocol DroppedRowAdopting: AnyObject {
  /// Starts a placeholder's commit: an update asked for until ``endPlaceholderCommit()`` waits.
  ///
  /// - Returns: `false`, with nothing started, when the owner is applying an update or
  ///   answering a move; the host then removes the placeholder instead of committing it.
  func beginPlaceholderCommit() -> Bool

  /// Whether the update asked for since ``beginPlaceholderCommit()`` inserts one new row at
  /// `position`, between the rows shown there now, and changes nothing else in its section;
  /// if so, that row is kept for ``adoptDroppedRow()``.
  ///
  /// - Parameter position: The insertion point of the placeholder.
  /// - Returns: Whether ``adoptDroppedRow()`` may be called.
  func prepareDroppedRow(at position: TablePosition) -> Bool

  /// Takes the row kept by ``prepareDroppedRow(at:)`` in: inserts it into the registry and the
  /// owner's rows, without any edit of the view (which inserts the row itself).
  func adoptDroppedRow()

  /// Ends the commit; the update that waited is applied when the host is ready.
  func endPlaceholderCommit()
}
