/// Where a row event's handler applies.
public enum RowScope: Hashable, Sendable {
  /// One row.
  case row(TablePosition)
  /// Every row of one section that has no handler of its own.
  case section(Int)
  /// Every row of the table that has neither a row nor a section handler.
  case table

  /// One row, given as section and row.
  ///
  /// - Parameters:
  ///   - row: The row within the section.
  ///   - section: The section.
  /// - Returns: The scope of that row.
  @inlinable
  public static func row(_ row: Int, inSection section: Int) -> RowScope {
    .row(TablePosition(section: section, row: row))
  }
}

/// Where a section event's handler applies.
public enum SectionScope: Hashable, Sendable {
  /// One section.
  case section(Int)
  /// Every section that has no handler of its own.
  case allSections
}
