/// A batch of structural edits, with `performBatchUpdates` index semantics: deletes, reloads
/// and move sources refer to indexes before the update; inserts and move destinations to
/// indexes after it.
///
/// ```swift
/// var update = TableUpdate()
/// update.deleteRows(at: [TablePosition(section: 0, row: 2)])
/// update.moveSection(0, toSection: 2)
/// try handlers.apply(update)
/// ```
public struct TableUpdate: Hashable, Sendable {
  /// One kind of edit, named in errors.
  public enum Operation: String, Hashable, Sendable, CustomStringConvertible {
    /// Deleting a section.
    case deleteSection
    /// Inserting a section.
    case insertSection
    /// Reloading a section.
    case reloadSection
    /// The source of a section move.
    case moveSectionFrom
    /// The destination of a section move.
    case moveSectionTo
    /// Deleting a row.
    case deleteRow
    /// Inserting a row.
    case insertRow
    /// Reloading a row.
    case reloadRow
    /// The source of a row move.
    case moveRowFrom
    /// The destination of a row move.
    case moveRowTo

    /// The operation's name.
    public var description: String { rawValue }
  }

  /// A section move from an index before the update to one after it.
  public struct SectionMove: Hashable, Sendable {
    /// The section's index before the update.
    public var from: Int
    /// The section's index after the update.
    public var to: Int

    /// Creates a section move.
    ///
    /// - Parameters:
    ///   - from: The index before the update.
    ///   - to: The index after the update.
    public init(from: Int, to: Int) {
      self.from = from
      self.to = to
    }
  }

  /// A row move from a position before the update to one after it, possibly across sections.
  public struct RowMove: Hashable, Sendable {
    /// The row's position before the update.
    public var from: TablePosition
    /// The row's position after the update.
    public var to: TablePosition

    /// Creates a row move.
    ///
    /// - Parameters:
    ///   - from: The position before the update.
    ///   - to: The position after the update.
    public init(from: TablePosition, to: TablePosition) {
      self.from = from
      self.to = to
    }
  }

  /// Sections to delete, by index before the update.
  public var deletedSections: [Int] = []
  /// Sections to insert, by index after the update.
  public var insertedSections: [Int] = []
  /// Sections to reload, by index before the update; their handlers stay.
  public var reloadedSections: [Int] = []
  /// Sections to move.
  public var movedSections: [SectionMove] = []
  /// Rows to delete, by position before the update.
  public var deletedRows: [TablePosition] = []
  /// Rows to insert, by position after the update.
  public var insertedRows: [TablePosition] = []
  /// Rows to reload, by position before the update; their handlers stay.
  public var reloadedRows: [TablePosition] = []
  /// Rows to move.
  public var movedRows: [RowMove] = []

  /// Creates an empty update.
  public init() {}

  /// Whether the update contains no edit.
  public var isEmpty: Bool {
    deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty
      && movedSections.isEmpty && deletedRows.isEmpty && insertedRows.isEmpty
      && reloadedRows.isEmpty && movedRows.isEmpty
  }

  /// Adds section deletions.
  ///
  /// - Parameter sections: Indexes before the update.
  public mutating func deleteSections(_ sections: [Int]) { deletedSections += sections }

  /// Adds section insertions.
  ///
  /// - Parameter sections: Indexes after the update.
  public mutating func insertSections(_ sections: [Int]) { insertedSections += sections }

  /// Adds section reloads.
  ///
  /// - Parameter sections: Indexes before the update.
  public mutating func reloadSections(_ sections: [Int]) { reloadedSections += sections }

  /// Adds a section move.
  ///
  /// - Parameters:
  ///   - section: The index before the update.
  ///   - newSection: The index after the update.
  public mutating func moveSection(_ section: Int, toSection newSection: Int) {
    movedSections.append(SectionMove(from: section, to: newSection))
  }

  /// Adds row deletions.
  ///
  /// - Parameter positions: Positions before the update.
  public mutating func deleteRows(at positions: [TablePosition]) { deletedRows += positions }

  /// Adds row insertions.
  ///
  /// - Parameter positions: Positions after the update.
  public mutating func insertRows(at positions: [TablePosition]) { insertedRows += positions }

  /// Adds row reloads.
  ///
  /// - Parameter positions: Positions before the update.
  public mutating func reloadRows(at positions: [TablePosition]) { reloadedRows += positions }

  /// Adds a row move.
  ///
  /// - Parameters:
  ///   - position: The position before the update.
  ///   - newPosition: The position after the update.
  public mutating func moveRow(at position: TablePosition, to newPosition: TablePosition) {
    movedRows.append(RowMove(from: position, to: newPosition))
  }
}
