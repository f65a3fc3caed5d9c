import TableHandlersCore

/// A checked declaration with its identifier maps: what a declared table currently shows.
struct DeclaredLayout<SectionID: Hashable, RowID: Hashable> {
  /// The sections shown, omitted empty ones left out.
  var sections: [Section<SectionID, RowID>] = []

  /// Each section's index, by identifier.
  var sectionIndexes: [SectionID: Int] = [:]

  /// Each row's position, by identifier.
  var rowPositions: [RowID: TablePosition] = [:]

  /// Each section's row identifiers, in order: the diff compares these instead of copying
  /// whole rows.
  var rowIDs: [[RowID]] = []

  /// Each row's declared events, by section then row, so that an update finds the rows whose
  /// events changed without copying rows.
  var rowEvents: [[EventSet]] = []

  /// An empty table.
  init() {}

  // swift-format-ignore: ValidateDocumentationComments
  /// Checks a declaration and indexes it.
  ///
  /// Reports the first culprit in declaration order: a stray row, then sections and rows as
  /// they come.
  /// - Throws: ``DeclarationError``.
  /// - Complexity: O(*s* + *r*) for *s* sections and *r* rows.
  @MainActor
  init(validating declaration: TableDeclaration<SectionID, RowID>) throws {
    if let stray = declaration.strayRows.first {
      throw DeclarationError.rowOutsideSection(String(describing: stray))
    }
    let numberOfRows = SectionEvent.numberOfRows.id
    sections.reserveCapacity(declaration.sections.count)
    sectionIndexes.reserveCapacity(declaration.sections.count)
    // Sized once: growing a large map rehashes it several times.
    rowPositions.reserveCapacity(declaration.sections.reduce(0) { $0 + $1.rows.count })
    for section in declaration.sections {
      if section.isOmittedWhenEmpty && section.rows.isEmpty { continue }
      let index = sections.count
      if sectionIndexes.updateValue(index, forKey: section.id) != nil {
        throw DeclarationError.duplicateSectionID(String(describing: section.id))
      }
      if section.events.contains(numberOfRows) {
        throw DeclarationError.reservedEvent(
          numberOfRows.name, inSection: String(describing: section.id))
      }
      let ids = section.rows.map(\.id)
      for row in ids.indices {
        let id = ids[row]
        let position = TablePosition(section: index, row: row)
        if let first = rowPositions.updateValue(position, forKey: id) {
          let firstSection = first.section == index ? section.id : sections[first.section].id
          throw DeclarationError.duplicateRowID(
            String(describing: id), inSection: String(describing: section.id),
            alreadyInSection: String(describing: firstSection))
        }
      }
      sections.append(section)
      rowIDs.append(ids)
      rowEvents.append(section.rows.map(\.events))
    }
  }

  /// Where the row `id` is in this layout.
  ///
  /// Looks first at `row + offset` in `section` (an index in this layout): most rows are
  /// where the row before them suggests, so most finds cost no hash lookup, which on large
  /// tables is mostly a cache miss.
  ///
  /// - Parameters:
  ///   - id: The row's identifier.
  ///   - row: Its index in the other layout.
  ///   - section: The section of this layout to look in first, if any.
  ///   - offset: The last offset found in that section; updated when the row is found there.
  /// - Returns: The row's position in this layout, or `nil`.
  func find(_ id: RowID, at row: Int, inSection section: Int?, offset: inout Int)
    -> TablePosition?
  {
    if let section {
      let guess = row + offset
      let ids = rowIDs[section]
      if guess >= 0, guess < ids.count, ids[guess] == id {
        return TablePosition(section: section, row: guess)
      }
    }
    guard let found = rowPositions[id] else { return nil }
    if found.section == section { offset = found.row - row }
    return found
  }

  /// The row count of each section.
  var shape: TableShape { TableShape(rowCounts: sections.map(\.rows.count)) }

  /// The row at a position, or `nil` outside the table.
  func row(at position: TablePosition) -> Row<RowID>? {
    guard sections.indices.contains(position.section),
      sections[position.section].rows.indices.contains(position.row)
    else { return nil }
    return sections[position.section].rows[position.row]
  }

  /// The section at an index, or `nil` outside the table.
  func section(at index: Int) -> Section<SectionID, RowID>? {
    sections.indices.contains(index) ? sections[index] : nil
  }

  /// Moves a row as an interactive move did, keeping the position map current.
  ///
  /// - Complexity: O(*r*) in the rows of the two sections.
  mutating func moveRow(from source: TablePosition, to destination: TablePosition) {
    let row = sections[source.section].rows.remove(at: source.row)
    sections[destination.section].rows.insert(row, at: destination.row)
    rowIDs[destination.section].insert(
      rowIDs[source.section].remove(at: source.row), at: destination.row)
    rowEvents[destination.section].insert(
      rowEvents[source.section].remove(at: source.row), at: destination.row)
    reindexRows(inSection: source.section, from: source.row)
    reindexRows(inSection: destination.section, from: min(destination.row, source.row))
  }

  private mutating func reindexRows(inSection section: Int, from start: Int) {
    let ids = rowIDs[section]
    guard start < ids.count else { return }
    // (rowEvents moved with the row above; only positions change here.)
    for row in start..<ids.count {
      rowPositions[ids[row]] = TablePosition(section: section, row: row)
    }
  }
}
