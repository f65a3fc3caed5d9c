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
  /// A row edit names a section that the same update deletes or reloads.
  case rowInReplacedSection(
    TablePosition, operation: TableUpdate.Operation, sectionOperation: TableUpdate.Operation)

  /// A sentence naming the bad input.
  public var description: String {
    switch self {
    case .sectionOutOfRange(let section, let operation, let count):
      return "\(operation) \(section): section out of range (the table has \(count) sections)"
    case .rowOutOfRange(let position, let operation, let count):
      return
        "\(operation) \(position): row out of range (section \(position.section) has \(count) rows)"
    case .conflictingSection(let section, let operation, let other):
      return "\(operation) \(section): section \(section) is already used by \(other)"
    case .conflictingRow(let position, let operation, let other):
      return "\(operation) \(position): row \(position) is already used by \(other)"
    case .rowInReplacedSection(let position, let operation, let sectionOperation):
      return
        "\(operation) \(position): section \(position.section) is also in \(sectionOperation)"
    }
  }
}
