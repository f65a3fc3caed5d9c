import TableHandlersCore

/// What a ``DeclaredTable`` does with a declaration that repeats a section or row identifier.
///
/// ```swift
/// table.duplicateIdentifiers = .keepFirst  // the server's feed may repeat an item
/// ```
///
/// A duplicate identifier is a bug in the app's model or in how it declares the table; the
/// policy says whether the screen stops changing until it is fixed (``reject``) or keeps
/// working without the duplicates (``keepFirst``).
public enum DuplicateIdentifierPolicy: Hashable, Sendable {
  /// Rejects the declaration, as every other bad declaration is: the table keeps showing the
  /// previous one, ``DeclaredTable/update(to:)`` reports ``DeclarationError/duplicateSectionID(_:)``
  /// or ``DeclarationError/duplicateRowID(_:inSection:alreadyInSection:)`` to
  /// ``DeclaredTable/rejectedUpdateHandler``, and ``DeclaredTable/checkedUpdate(to:)`` and the
  /// throwing initializers throw it. The default.
  case reject

  /// Keeps the first section or row with each identifier, in declaration order, and drops the
  /// others, reporting each to ``DeclaredTable/droppedDuplicatesHandler``.
  ///
  /// The table, its diffs and its handlers are exactly those of the declaration without the
  /// dropped items: a dropped row's handlers are not registered, and a dropped section's rows
  /// are dropped with it (they are not reported one by one, and do not keep their identifiers
  /// from later rows). Rows are de-duplicated across the whole table, as their identifiers
  /// are unique in the whole table. A section left out while empty
  /// (``Section/omittedWhenEmpty(_:)``) is not in the table, and does not keep its identifier
  /// from a later section; one whose rows were all dropped is empty, and left out.
  ///
  /// Other bad declarations (a row outside any section, a reserved event) are still rejected.
  case keepFirst
}

/// A section or row that ``DuplicateIdentifierPolicy/keepFirst`` dropped from a declaration:
/// its identifier, where it was declared, and where the one kept is.
///
/// ```swift
/// table.droppedDuplicatesHandler = { dropped in
///   for duplicate in dropped { logger.warning("\(duplicate)") }
/// }
/// // "row 42 at row 3 of section news (section 1 of the declaration), kept at row 0 of
/// // section news (section 1 of the declaration)"
/// ```
///
/// Identifiers are named as `String(describing:)` prints them, as in ``DeclarationError``.
public struct DroppedDuplicate: Hashable, Sendable, CustomStringConvertible {
  /// Whether a section or a row was dropped.
  public enum Kind: Hashable, Sendable {
    /// A section, with its rows.
    case section
    /// A row.
    case row
  }

  /// Where a section or row is in the declaration as written.
  public struct Place: Hashable, Sendable, CustomStringConvertible {
    /// The identifier of the section, or of the row's section.
    public var section: String

    /// The section's offset in the declaration's ``TableDeclaration/sections``, counting the
    /// sections left out while empty and the dropped ones.
    public var sectionOffset: Int

    /// The row's offset in its section's declared ``Section/rows``, counting dropped rows;
    /// `nil` for a section.
    public var rowOffset: Int?

    /// Creates a place.
    ///
    /// - Parameters:
    ///   - section: The identifier of the section, or of the row's section.
    ///   - sectionOffset: The section's offset in the declaration's sections.
    ///   - rowOffset: The row's offset in its section's rows; `nil` for a section.
    public init(section: String, sectionOffset: Int, rowOffset: Int? = nil) {
      self.section = section
      self.sectionOffset = sectionOffset
      self.rowOffset = rowOffset
    }

    /// The place in words, such as "row 3 of section news (section 1 of the declaration)".
    public var description: String {
      let section = "section \(section) (section \(sectionOffset) of the declaration)"
      guard let rowOffset else { return section }
      return "row \(rowOffset) of \(section)"
    }
  }

  /// Whether a section or a row was dropped.
  public var kind: Kind

  /// The repeated identifier.
  public var id: String

  /// Where the dropped item was declared.
  public var dropped: Place

  /// Where the item kept with the same identifier was declared, before it.
  public var kept: Place

  /// Creates a report of a dropped duplicate.
  ///
  /// - Parameters:
  ///   - kind: Whether a section or a row was dropped.
  ///   - id: The repeated identifier.
  ///   - dropped: Where the dropped item was declared.
  ///   - kept: Where the item kept was declared.
  public init(kind: Kind, id: String, dropped: Place, kept: Place) {
    self.kind = kind
    self.id = id
    self.dropped = dropped
    self.kept = kept
  }

  /// The duplicate in words: what was dropped, where, and where the kept one is.
  public var description: String {
    "\(kind == .section ? "section" : "row") \(id) at \(dropped), kept at \(kept)"
  }
}

extension TableDeclaration {
  /// The declaration without its duplicates, as ``DuplicateIdentifierPolicy/keepFirst``
  /// keeps it, with a report of each item dropped.
  ///
  /// - Complexity: O(*s* + *r*), hashing every section and row identifier: run only once a
  ///   duplicate was found.
  func keepingFirst() -> (TableDeclaration, [DroppedDuplicate]) {
    var kept: [Section<SectionID, RowID>] = []
    var sectionPlaces: [SectionID: DroppedDuplicate.Place] = [:]
    var rowPlaces: [RowID: DroppedDuplicate.Place] = [:]
    var dropped: [DroppedDuplicate] = []
    for (sectionOffset, section) in sections.enumerated() {
      if section.isOmittedWhenEmpty && section.rows.isEmpty { continue }
      let name = String(describing: section.id)
      let place = DroppedDuplicate.Place(section: name, sectionOffset: sectionOffset)
      if let first = sectionPlaces[section.id] {
        dropped.append(DroppedDuplicate(kind: .section, id: name, dropped: place, kept: first))
        continue
      }
      var rows: [Row<RowID>] = []
      rows.reserveCapacity(section.rows.count)
      for (rowOffset, row) in section.rows.enumerated() {
        let rowPlace = DroppedDuplicate.Place(
          section: name, sectionOffset: sectionOffset, rowOffset: rowOffset)
        if let first = rowPlaces[row.id] {
          dropped.append(
            DroppedDuplicate(
              kind: .row, id: String(describing: row.id), dropped: rowPlace, kept: first))
          continue
        }
        rowPlaces[row.id] = rowPlace
        rows.append(row)
      }
      // All its rows dropped: left out, as if it had been declared empty.
      if section.isOmittedWhenEmpty && rows.isEmpty { continue }
      sectionPlaces[section.id] = place
      var section = section
      if rows.count != section.rows.count { section.rows = rows }
      kept.append(section)
    }
    var declaration = self
    declaration.sections = kept
    return (declaration, dropped)
  }
}

extension DeclarationError {
  /// Whether the error is a repeated identifier, which ``DuplicateIdentifierPolicy/keepFirst``
  /// resolves.
  var isDuplicate: Bool {
    switch self {
    case .duplicateSectionID, .duplicateRowID: return true
    default: return false
    }
  }
}
