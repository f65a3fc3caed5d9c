import TableHandlersCore

/// Why a declaration was rejected.
///
/// Every declaration is checked in full before anything changes: on an error the registry and
/// the declared table are exactly as they were. Identifiers are named as `String(describing:)`
/// prints them.
public enum DeclarationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Two sections share an identifier.
  case duplicateSectionID(String)
  /// Two rows share an identifier; row identifiers are unique in the whole table, as in a
  /// diffable data source. Names the row, the section of its second occurrence and that of
  /// its first.
  case duplicateRowID(String, inSection: String, alreadyInSection: String)
  /// A row was declared directly in the table builder, outside any section.
  case rowOutsideSection(String)
  /// A section declares a handler for an event the declaration answers itself
  /// (`numberOfRows`).
  case reservedEvent(String, inSection: String)
  /// The registry's shape is not the shape of the current declaration: the table's structure
  /// was edited without going through the declared table.
  case registryOutOfStep(declared: TableShape, registry: TableShape)
  /// ``DeclaredTable/userMovedRow(from:to:on:)`` was called while a move was being answered.
  case userMoveInProgress
  /// ``DeclaredTable/userMovedRow(from:to:on:)`` was called while an update was being applied
  /// (from a callback the registry made during it).
  case updateInProgress

  /// A sentence naming the culprit.
  public var description: String {
    switch self {
    case .duplicateSectionID(let id):
      return "duplicate section identifier \(id)"
    case .duplicateRowID(let id, let section, let first):
      return section == first
        ? "duplicate row identifier \(id) in section \(section)"
        : "duplicate row identifier \(id) in section \(section), already in section \(first)"
    case .rowOutsideSection(let id):
      return "row \(id) is declared outside any section"
    case .reservedEvent(let event, let section):
      return "section \(section) declares \(event), which the declaration answers itself"
    case .registryOutOfStep(let declared, let registry):
      return
        "the registry's shape \(registry) is not the declared shape \(declared): the structure "
        + "was edited without the declared table"
    case .userMoveInProgress:
      return "a row move is already being answered"
    case .updateInProgress:
      return "a row move was reported while an update was being applied"
    }
  }
}
