/// The table a registry serves: a `UITableView` through the UIKit adapter, or the headless
/// table of the testing library.
///
/// Handlers receive their host with every call, so they never capture the table view (a retain
/// cycle) and the same handler runs unchanged in an app and in a headless test:
///
/// ```swift
/// handlers.on(.commitEditing, at: .section(1)) { call in
///   model.remove(at: call.row)
///   try? call.table.deleteRows(at: [call.position])
/// }
/// ```
@MainActor
public protocol TableHost: AnyObject {
  /// Whether the table is in editing mode.
  var isEditing: Bool { get }

  /// Deselects a row without calling any handler, as `UITableView.deselectRow(at:animated:)`.
  ///
  /// - Parameters:
  ///   - position: The row to deselect.
  ///   - animated: Whether to animate the change.
  func deselectRow(at position: TablePosition, animated: Bool)

  /// Applies structural edits to the table and to the registry serving it, in one step.
  ///
  /// The registry's handlers move with their rows (``TableHandlers/apply(_:)``), then the table
  /// shows the change, asking the counts again as `performBatchUpdates` does.
  ///
  /// - Parameters:
  ///   - update: The edits, with `performBatchUpdates` index semantics.
  ///   - animated: Whether to animate the change.
  /// - Throws: ``TableUpdateError`` when the edits do not fit the table; nothing changes then.
  func performUpdates(_ update: TableUpdate, animated: Bool) throws
}

extension TableHost {
  /// Builds a batch of edits and applies it to the table and its registry; see
  /// ``performUpdates(_:animated:)``.
  ///
  /// - Parameters:
  ///   - animated: Whether to animate the change.
  ///   - updates: Adds the edits to the batch.
  /// - Throws: ``TableUpdateError``; nothing changes then.
  public func performBatchUpdates(animated: Bool = true, _ updates: (inout TableUpdate) -> Void)
    throws
  {
    var update = TableUpdate()
    updates(&update)
    try performUpdates(update, animated: animated)
  }

  /// Deletes rows from the table and their handlers from its registry.
  ///
  /// - Parameter positions: Positions before the delete.
  /// - Throws: ``TableUpdateError``; nothing changes then.
  public func deleteRows(at positions: [TablePosition]) throws {
    try performBatchUpdates { $0.deleteRows(at: positions) }
  }

  /// Inserts rows into the table and its registry.
  ///
  /// - Parameter positions: Positions after the insert.
  /// - Throws: ``TableUpdateError``; nothing changes then.
  public func insertRows(at positions: [TablePosition]) throws {
    try performBatchUpdates { $0.insertRows(at: positions) }
  }

  /// Reloads rows of the table; their handlers stay.
  ///
  /// - Parameter positions: The rows.
  /// - Throws: ``TableUpdateError``; nothing changes then.
  public func reloadRows(at positions: [TablePosition]) throws {
    try performBatchUpdates { $0.reloadRows(at: positions) }
  }

  /// Moves a row of the table, and its handlers.
  ///
  /// - Parameters:
  ///   - position: The position before the move.
  ///   - newPosition: The position after the move.
  /// - Throws: ``TableUpdateError``; nothing changes then.
  public func moveRow(at position: TablePosition, to newPosition: TablePosition) throws {
    try performBatchUpdates { $0.moveRow(at: position, to: newPosition) }
  }

  /// Inserts sections into the table and its registry.
  ///
  /// - Parameter sections: Indexes after the insert.
  /// - Throws: ``TableUpdateError``; nothing changes then.
  public func insertSections(_ sections: [Int]) throws {
    try performBatchUpdates { $0.insertSections(sections) }
  }

  /// Deletes sections from the table and their handlers from its registry.
  ///
  /// - Parameter sections: Indexes before the delete.
  /// - Throws: ``TableUpdateError``; nothing changes then.
  public func deleteSections(_ sections: [Int]) throws {
    try performBatchUpdates { $0.deleteSections(sections) }
  }

  /// Moves a section of the table, and its handlers.
  ///
  /// Named apart from `UITableView.moveSection(_:toSection:)`, which moves the table only: on a
  /// `UITableView` value, UIKit's method with the same labels would win.
  ///
  /// - Parameters:
  ///   - section: The index before the move.
  ///   - newSection: The index after the move.
  /// - Throws: ``TableUpdateError``; nothing changes then.
  public func moveSection(at section: Int, to newSection: Int) throws {
    try performBatchUpdates { $0.moveSection(section, toSection: newSection) }
  }
}
