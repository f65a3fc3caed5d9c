/// The number of rows in each section, as a registry knows its table.
///
/// Hosts record it as they ask the counts (``TableHandlers/numberOfSections(on:)`` and
/// ``TableHandlers/numberOfRows(inSection:on:)``), apps may set it with
/// ``TableHandlers/setShape(_:)``, and structural edits are checked against it and keep it
/// current, as `UITableView` does with the counts it cached at its last reload.
public struct TableShape: Hashable, Sendable, CustomStringConvertible {
  /// The row count of each section.
  public var rowCounts: [Int]

  /// Creates a shape.
  ///
  /// - Parameter rowCounts: The row count of each section.
  public init(rowCounts: [Int] = []) {
    self.rowCounts = rowCounts
  }

  /// The number of sections.
  public var sectionCount: Int { rowCounts.count }

  /// The total number of rows.
  public var rowCount: Int { rowCounts.reduce(0, +) }

  /// The counts, as in `[3, 0, 2]`.
  public var description: String { "\(rowCounts)" }
}
