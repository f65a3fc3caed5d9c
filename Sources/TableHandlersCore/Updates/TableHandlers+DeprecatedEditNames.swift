// The registry's handler-only edits under their first names, which were UIKit's: read on a
// registry, `handlers.deleteRows(at:)` looked like an edit of the table view, while it moves
// handlers only. Kept, deprecated, so that code written against them still builds and is told
// the new name.

extension TableHandlers {
  /// Deprecated: the registry-only edit is ``followBatchUpdates(_:)``.
  ///
  /// - Parameter updates: Adds the edits to the batch.
  /// - Returns: Where each old row and section went.
  /// - Throws: ``TableUpdateError``; the registry is unchanged.
  @available(
    *, deprecated, renamed: "followBatchUpdates(_:)",
    message: "moves handlers only; edit through the table to change both"
  )
  @discardableResult
  public func performBatchUpdates(_ updates: (inout TableUpdate) -> Void) throws
    -> TableUpdateMapping
  {
    try followBatchUpdates(updates)
  }

  /// Deprecated: the registry-only edit is ``followInsertedRows(at:)``.
  ///
  /// - Parameter positions: Positions after the insert.
  /// - Throws: ``TableUpdateError``; the registry is unchanged.
  @available(
    *, deprecated, renamed: "followInsertedRows(at:)",
    message: "moves handlers only; edit through the table to change both"
  )
  public func insertRows(at positions: [TablePosition]) throws {
    try followInsertedRows(at: positions)
  }

  /// Deprecated: the registry-only edit is ``followDeletedRows(at:)``.
  ///
  /// - Parameter positions: Positions before the delete.
  /// - Throws: ``TableUpdateError``; the registry is unchanged.
  @available(
    *, deprecated, renamed: "followDeletedRows(at:)",
    message: "moves handlers only; edit through the table to change both"
  )
  public func deleteRows(at positions: [TablePosition]) throws {
    try followDeletedRows(at: positions)
  }

  /// Deprecated: the registry-only check is ``followReloadedRows(at:)``.
  ///
  /// - Parameter positions: Positions of the rows.
  /// - Throws: ``TableUpdateError`` for a bad position.
  @available(
    *, deprecated, renamed: "followReloadedRows(at:)",
    message: "checks the registry only; edit through the table to change both"
  )
  public func reloadRows(at positions: [TablePosition]) throws {
    try followReloadedRows(at: positions)
  }

  /// Deprecated: the registry-only edit is ``followMovedRow(at:to:)``.
  ///
  /// - Parameters:
  ///   - position: The row's position before the move.
  ///   - newPosition: Its position after the move.
  /// - Throws: ``TableUpdateError``; the registry is unchanged.
  @available(
    *, deprecated, renamed: "followMovedRow(at:to:)",
    message: "moves handlers only; edit through the table to change both"
  )
  public func moveRow(at position: TablePosition, to newPosition: TablePosition) throws {
    try followMovedRow(at: position, to: newPosition)
  }

  /// Deprecated: the registry-only edit is ``followInsertedSections(_:)``.
  ///
  /// - Parameter sections: Indexes after the insert.
  /// - Throws: ``TableUpdateError``; the registry is unchanged.
  @available(
    *, deprecated, renamed: "followInsertedSections(_:)",
    message: "moves handlers only; edit through the table to change both"
  )
  public func insertSections(_ sections: [Int]) throws {
    try followInsertedSections(sections)
  }

  /// Deprecated: the registry-only edit is ``followDeletedSections(_:)``.
  ///
  /// - Parameter sections: Indexes before the delete.
  /// - Throws: ``TableUpdateError``; the registry is unchanged.
  @available(
    *, deprecated, renamed: "followDeletedSections(_:)",
    message: "moves handlers only; edit through the table to change both"
  )
  public func deleteSections(_ sections: [Int]) throws {
    try followDeletedSections(sections)
  }

  /// Deprecated: the registry-only check is ``followReloadedSections(_:)``.
  ///
  /// - Parameter sections: Indexes of the sections.
  /// - Throws: ``TableUpdateError`` for a bad index.
  @available(
    *, deprecated, renamed: "followReloadedSections(_:)",
    message: "checks the registry only; edit through the table to change both"
  )
  public func reloadSections(_ sections: [Int]) throws {
    try followReloadedSections(sections)
  }

  /// Deprecated: the registry-only edit is ``followMovedSection(_:toSection:)``.
  ///
  /// - Parameters:
  ///   - section: The index before the move.
  ///   - newSection: The index after the move.
  /// - Throws: ``TableUpdateError``; the registry is unchanged.
  @available(
    *, deprecated, renamed: "followMovedSection(_:toSection:)",
    message: "moves handlers only; edit through the table to change both"
  )
  public func moveSection(_ section: Int, toSection newSection: Int) throws {
    try followMovedSection(section, toSection: newSection)
  }
}
