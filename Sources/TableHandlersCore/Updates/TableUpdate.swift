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

    /// The operation in words, as in "move a row to".
    public var description: String {
      switch self {
      case .deleteSection: return "delete a section"
      case .insertSection: return "insert a section"
      case .reloadSection: return "reload a section"
      case .moveSectionFrom: return "move a section from"
      case .moveSectionTo: return "move a section to"
      case .deleteRow: return "delete a row"
      case .insertRow: return "insert a row"
      case .reloadRow: return "reload a row"
      case .moveRowFrom: return "move a row from"
      case .moveRowTo: return "move a row to"
      }
    }

    /// How an error names the operation before a section index: "cannot move a row from
    /// section 4".
    var sectionPhrase: String {
      switch self {
      case .deleteSection: return "delete section"
      case .insertSection: return "insert section"
      case .reloadSection: return "reload section"
      case .moveSectionFrom: return "move section"
      case .moveSectionTo: return "move a section to section"
      case .deleteRow: return "delete a row in section"
      case .insertRow: return "insert a row in section"
      case .reloadRow: return "reload a row in section"
      case .moveRowFrom: return "move a row from section"
      case .moveRowTo: return "move a row to section"
      }
    }

    /// How an error names the operation before a row index: "cannot move a row to row 3".
    var rowPhrase: String {
      switch self {
      case .deleteRow, .deleteSection: return "delete row"
      case .insertRow, .insertSection: return "insert row"
      case .reloadRow, .reloadSection: return "reload row"
      case .moveRowFrom, .moveSectionFrom: return "move row"
      case .moveRowTo, .moveSectionTo: return "move a row to row"
      }
    }

    /// What the operation did, as an error tells it: "the same update already deleted".
    var pastVerb: String {
      switch self {
      case .deleteSection, .deleteRow: return "deletes"
      case .insertSection, .insertRow: return "inserts at"
      case .reloadSection, .reloadRow: return "reloads"
      case .moveSectionFrom, .moveRowFrom: return "moves away"
      case .moveSectionTo, .moveRowTo: return "moves something to"
      }
    }
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

extension TableUpdate: CustomStringConvertible {
  /// The edits in words, one group per kind, positions as `section.row`.
  ///
  /// ```swift
  /// // "delete rows 0.1, 2.0; insert section 3; move row 1.2 to 1.0"
  /// ```
  ///
  /// An empty update reads "no changes".
  public var description: String {
    var parts: [String] = []
    func add<Item>(_ verb: String, _ noun: String, _ items: [Item], _ text: (Item) -> String) {
      guard !items.isEmpty else { return }
      let nouns = items.count == 1 ? noun : noun + "s"
      parts.append("\(verb) \(nouns) \(items.map(text).joined(separator: ", "))")
    }
    add("delete", "section", deletedSections) { "\($0)" }
    add("insert", "section", insertedSections) { "\($0)" }
    add("reload", "section", reloadedSections) { "\($0)" }
    add("move", "section", movedSections) { "\($0.from) to \($0.to)" }
    add("delete", "row", deletedRows) { "\($0)" }
    add("insert", "row", insertedRows) { "\($0)" }
    add("reload", "row", reloadedRows) { "\($0)" }
    add("move", "row", movedRows) { "\($0.from) to \($0.to)" }
    return parts.isEmpty ? "no changes" : parts.joined(separator: "; ")
  }
}
