/// Why a structural edit was rejected.
///
/// The registry is left exactly as it was.
public enum TableUpdateError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A section index is negative or past the end (before the update for deletes, reloads and
  /// move sources; after it for inserts and move destinations).
  case sectionOutOfRange(Int, operation: TableUpdate.Operation, sectionCount: Int)
  /// A row index is negative or past the end of its section.
  case rowOutOfRange(TablePosition, operation: TableUpdate.Operation, rowCount: Int)
  /// A section appears twice on the same side of the update (for example deleted and moved, or
  /// two moves to the same place).
  case conflictingSection(
    Int, operation: TableUpdate.Operation, conflictsWith: TableUpdate.Operation)
  /// A row appears twice on the same side of the update.
  case conflictingRow(
    TablePosition, operation: TableUpdate.Operation, conflictsWith: TableUpdate.Operation)
  /// A row edit names a section that the same update deletes or reloads, or a row moves into
  /// a section that the same update inserts (UIKit raises "cannot move a row into a newly
  /// inserted section"; insert the row there instead).
  case rowInReplacedSection(
    TablePosition, operation: TableUpdate.Operation, sectionOperation: TableUpdate.Operation)

  /// A sentence naming the bad input in the words of the docs, with what to do when the
  /// registry has not learned its table's shape yet.
  ///
  /// ```swift
  /// // "cannot delete row 4 of section 0: section 0 has 3 rows"
  /// ```
  public var description: String {
    switch self {
    case .sectionOutOfRange(let section, let operation, let count):
      let sections = count == 0 ? "no sections" : counted(count, "section")
      var text = "cannot \(operation.sectionPhrase) \(section): the table has \(sections)"
      if count == 0 {
        text +=
          "; a new registry learns its table's shape when a host asks its counts (attach it to a"
          + " table view or a HeadlessTable, or declare it with DeclaredTable), or from setShape(_:)"
      }
      return text
    case .rowOutOfRange(let position, let operation, let count):
      let rows = count == 0 ? "no rows" : counted(count, "row")
      return
        "cannot \(operation.rowPhrase) \(position.row) of section \(position.section): "
        + "section \(position.section) has \(rows)"
    case .conflictingSection(let section, let operation, let other):
      return
        "cannot \(operation.sectionPhrase) \(section): the same update already "
        + "\(other.pastVerb) section \(section)"
    case .conflictingRow(let position, let operation, let other):
      return
        "cannot \(operation.rowPhrase) \(position.row) of section \(position.section): the same "
        + "update already \(other.pastVerb) that row"
    case .rowInReplacedSection(let position, let operation, .insertSection):
      return
        "cannot \(operation.rowPhrase) \(position.row) of section \(position.section): the same "
        + "update inserts section \(position.section), and a row cannot move into a new section"
        + " (insert it there instead)"
    case .rowInReplacedSection(let position, let operation, let sectionOperation):
      return
        "cannot \(operation.rowPhrase) \(position.row) of section \(position.section): the same "
        + "update \(sectionOperation.pastVerb) section \(position.section) as a whole"
    }
  }
}

/// `1 section`, `2 sections`.
func counted(_ count: Int, _ noun: String) -> String {
  count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
}
