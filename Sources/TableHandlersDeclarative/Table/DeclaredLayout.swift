import TableHandlersCore

/// A checked declaration with its identifier maps: what a declared table currently shows.
struct DeclaredLayout<SectionID: Hashable, RowID: Hashable> {
  /// The sections shown, omitted empty ones left out.
  var sections: [Section<SectionID, RowID>] = []

  /// Each section's index, by identifier.
  var sectionIndexes: [SectionID: Int] = [:]

  /// Each row's position, by identifier.
  var rowPositions: [RowID: TablePosition] = [:]

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
      for (row, declared) in section.rows.enumerated() {
        let position = TablePosition(section: index, row: row)
        if let first = rowPositions.updateValue(position, forKey: declared.id) {
          let firstSection = first.section == index ? section.id : sections[first.section].id
          throw DeclarationError.duplicateRowID(
            String(describing: declared.id), inSection: String(describing: section.id),
            alreadyInSection: String(describing: firstSection))
        }
      }
      sections.append(section)
    }
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
    reindexRows(inSection: source.section, from: source.row)
    reindexRows(inSection: destination.section, from: min(destination.row, source.row))
  }

  private mutating func reindexRows(inSection section: Int, from start: Int) {
    let rows = sections[section].rows
    guard start < rows.count else { return }
    for row in start..<rows.count {
      rowPositions[rows[row].id] = TablePosition(section: section, row: row)
    }
  }
}
