/// A row a host follows through the registry's structural edits, so that something started at
/// a row and finished later (a swipe action waiting for its completion, a menu item chosen
/// after rows were inserted above) finds the row where it is now, or learns that it left.
///
/// The UIKit adapter keeps one for each swipe-actions configuration and each context menu it
/// builds. Every edit applied to the registry moves it (``TableHandlers/apply(_:)``, a
/// declared table's updates, a user's move); a reload, which has no row identity, leaves it
/// where it is.
@MainActor
package final class TrackedRow {
  /// Where the row is now; `nil` once it was deleted (or its section was).
  package private(set) var position: TablePosition?

  /// Whether it follows an insertion point between rows rather than a row
  /// (``TableUpdateMapping/newInsertionPoint(of:)``).
  let isInsertionPoint: Bool

  init(_ position: TablePosition, isInsertionPoint: Bool = false) {
    self.position = position
    self.isInsertionPoint = isInsertionPoint
  }

  /// Moves the row as an applied edit moved it.
  func follow(_ mapping: TableUpdateMapping) {
    position = position.flatMap {
      isInsertionPoint ? mapping.newInsertionPoint(of: $0) : mapping.newPosition(of: $0)
    }
  }
}

/// A registry's weak reference to a tracked row: the row is followed while someone keeps it.
struct WeakTrackedRow {
  weak var row: TrackedRow?
}

extension TableHandlers {
  /// Starts following a row through structural edits.
  ///
  /// The registry holds the tracker weakly and stops following it once nobody keeps it. While
  /// at least one is followed, every applied edit works out its mapping (as
  /// ``apply(_:)`` does anyway).
  ///
  /// - Parameter position: The row, as the table shows it now.
  /// - Returns: The tracker; its ``TrackedRow/position`` is the row's position after each edit.
  /// - Complexity: O(*t*) for the *t* trackers followed, to forget those nobody keeps.
  package func track(_ position: TablePosition) -> TrackedRow {
    trackedRows.removeAll { $0.row == nil }
    let row = TrackedRow(position)
    trackedRows.append(WeakTrackedRow(row: row))
    return row
  }

  /// Starts following an insertion point, a place between rows where a row could be inserted,
  /// through structural edits, as ``TableUpdateMapping/newInsertionPoint(of:)`` moves it: a
  /// drop placeholder's place.
  ///
  /// - Parameter position: The insertion point, as the table shows it now.
  /// - Returns: The tracker; its ``TrackedRow/position`` is the point after each edit.
  package func trackInsertionPoint(_ position: TablePosition) -> TrackedRow {
    trackedRows.removeAll { $0.row == nil }
    let point = TrackedRow(position, isInsertionPoint: true)
    trackedRows.append(WeakTrackedRow(row: point))
    return point
  }

  /// Moves every followed row as an applied edit moved it.
  func followTrackedRows(_ mapping: TableUpdateMapping) {
    guard !trackedRows.isEmpty else { return }
    trackedRows.removeAll { $0.row == nil }
    for tracked in trackedRows { tracked.row?.follow(mapping) }
  }
}
