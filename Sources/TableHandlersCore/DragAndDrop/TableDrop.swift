/// A drop the user made on the table: what ``TableEvent/performDrop`` receives.
///
/// The handler updates the model and the table for the items it accepts, by one of three means:
/// - inserting rows itself (through `call.table`, or a declared table's next declaration), then
///   ``animate(itemAt:toRowAt:)`` for each item that became a row;
/// - for an item whose data loads later, ``insertPlaceholder(forItemAt:at:rowHeight:)``: the
///   table shows a placeholder row at once, which follows its position through every update
///   made meanwhile, and is then committed to a row or removed;
/// - nothing: the table goes back to how it was, as UIKit's does.
///
/// A drop is valid only while its handler runs, and its placeholders until they are committed
/// or removed.
@MainActor
public final class TableDrop {
  /// The session at the moment of the drop: the items and where they land.
  public let session: DropSession

  /// The proposal the table made for this position.
  public let proposal: DropProposal

  private let host: any DropHosting

  /// Makes a drop, as a host reports it.
  ///
  /// - Parameters:
  ///   - session: The session at the moment of the drop.
  ///   - proposal: The proposal made for this position.
  ///   - host: The host that shows placeholders and animations.
  package init(session: DropSession, proposal: DropProposal, host: any DropHosting) {
    self.session = session
    self.proposal = proposal
    self.host = host
  }

  /// The dropped items.
  public var items: [DropItem] { session.items }

  /// Where the drop lands, or `nil` if it landed on no position (then the handler chooses one,
  /// typically the end of the table).
  public var destination: TablePosition? { session.destination }

  /// Shows a placeholder row for an item whose data loads later.
  ///
  /// The placeholder is not a row of the model: no row count or position counts it (as UIKit's
  /// data source index paths do not), and its position is the place between the rows where
  /// its row goes, which updates made meanwhile move as they move the rows around it. Once the
  /// data is loaded, ``DropPlaceholder/commit(_:)`` replaces it with the row the model then
  /// has, or ``DropPlaceholder/remove()`` takes it away.
  ///
  /// - Precondition: `index` is an index of ``items``, and `position` is a position where a row
  ///   could be inserted now (its row at most the section's row count).
  /// - Parameters:
  ///   - index: The index of the item in ``items``.
  ///   - position: Where to insert the placeholder.
  ///   - rowHeight: The placeholder's height in points, or `nil` for the table's row height.
  /// - Returns: The placeholder.
  @discardableResult
  public func insertPlaceholder(
    forItemAt index: Int, at position: TablePosition, rowHeight: Double? = nil
  ) -> DropPlaceholder {
    precondition(
      items.indices.contains(index),
      "TableDrop.insertPlaceholder: no item at index \(index) of \(items.count)")
    return DropPlaceholder(
      host: host.insertPlaceholder(forItemAt: index, at: position, rowHeight: rowHeight))
  }

  /// Animates an item into a row that the handler has already inserted.
  ///
  /// On a declared table, declare the row first: an update the handler asked for and that
  /// waits (for the drop's callback) is applied then, before the animation, as UIKit needs.
  ///
  /// - Precondition: `index` is an index of ``items``.
  /// - Parameters:
  ///   - index: The index of the item in ``items``.
  ///   - position: The row the item became.
  public func animate(itemAt index: Int, toRowAt position: TablePosition) {
    precondition(
      items.indices.contains(index),
      "TableDrop.animate: no item at index \(index) of \(items.count)")
    host.animate(itemAt: index, toRowAt: position)
  }
}

/// A placeholder row a drop shows while an item's data loads: see
/// ``TableDrop/insertPlaceholder(forItemAt:at:rowHeight:)``.
@MainActor
public final class DropPlaceholder {
  private let host: any DropPlaceholderHosting

  init(host: any DropPlaceholderHosting) {
    self.host = host
  }

  /// Where the placeholder is now: the place between the rows where its row would be inserted
  /// (before the row that was after it, or at the end of its section when no row is left after
  /// it); `nil` once it was committed or removed, or the table dropped it (as UIKit does when
  /// the table reloads all its data).
  public var position: TablePosition? { host.position }

  /// Replaces the placeholder with a row.
  ///
  /// `updateModel` receives the placeholder's position at that moment; it must insert the
  /// item into the model at that position, so that the table's row count grows by one there.
  /// The table then shows the row in the placeholder's place, and handlers registered for the
  /// rows below stay with them.
  ///
  /// On a declared table, declare the table again inside `updateModel`: the update waits for
  /// the commit, and where it inserts exactly one new row at the placeholder, the placeholder
  /// becomes that row in place; otherwise the placeholder is removed and the row comes with
  /// the update.
  ///
  /// - Parameter updateModel: Inserts the item into the model at the position it receives.
  /// - Returns: `false` if the placeholder was already gone; then `updateModel` is not called.
  @discardableResult
  public func commit(_ updateModel: (TablePosition) -> Void) -> Bool {
    host.commit(updateModel)
  }

  /// Removes the placeholder, leaving the table as it would be without it.
  ///
  /// - Returns: `false` if the placeholder was already gone.
  @discardableResult
  public func remove() -> Bool {
    host.remove()
  }
}

/// What a host does for a drop: shows placeholders and animates items into rows.
@MainActor
package protocol DropHosting: AnyObject {
  /// Inserts a placeholder row for an item.
  func insertPlaceholder(forItemAt index: Int, at position: TablePosition, rowHeight: Double?)
    -> any DropPlaceholderHosting

  /// Animates an item into a row already inserted.
  func animate(itemAt index: Int, toRowAt position: TablePosition)
}

/// A host's placeholder row.
@MainActor
package protocol DropPlaceholderHosting: AnyObject {
  /// Where the placeholder is now, or `nil` once it is gone.
  var position: TablePosition? { get }

  /// Replaces the placeholder with a row; see ``DropPlaceholder/commit(_:)``.
  func commit(_ updateModel: (TablePosition) -> Void) -> Bool

  /// Removes the placeholder; see ``DropPlaceholder/remove()``.
  func remove() -> Bool
}
