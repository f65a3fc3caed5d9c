// Shared by the core's randomized tests, the fuzz target (Scripts/fuzz.sh builds it as a module)
// and the soak (Tests/SoakSupport).
import TableHandlersCore

/// A deliberately naive model of a registry: sections and rows are tokens, handlers hang on
/// tokens, and a batch is applied the slow textbook way (remove, then insert in ascending
/// destination order).
package struct ReferenceModel {
  /// A section: its token and its rows' tokens.
  package struct Section {
    /// The section's identity, which its handlers hang on.
    package var token: Int
    /// The tokens of its rows, in order.
    package var rows: [Int]
  }

  /// The sections, in order.
  package var sections: [Section] = []
  /// The last token handed out.
  package var nextToken = 0
  /// Handler tags by event (an index the user of the model chooses), then by row token.
  package var rowHandlers: [Int: [Int: Int]] = [:]
  /// Handler tags by event, then by section token.
  package var sectionHandlers: [Int: [Int: Int]] = [:]
  /// Handler tags by event, for the whole table.
  package var tableHandlers: [Int: Int] = [:]

  /// An empty table with no handlers.
  package init() {}

  /// A new token.
  package mutating func token() -> Int {
    nextToken += 1
    return nextToken
  }

  /// The row count of every section.
  package var shape: [Int] { sections.map(\.rows.count) }

  /// The tag of the handler that answers a row event at a position: the row's, else its
  /// section's, else the table's.
  package func rowAnswer(_ event: Int, _ position: TablePosition) -> Int? {
    let section = sections[position.section]
    return rowHandlers[event]?[section.rows[position.row]]
      ?? sectionHandlers[event]?[section.token] ?? tableHandlers[event]
  }

  /// The tag of the handler that answers a section event: the section's, else the table's.
  package func sectionAnswer(_ event: Int, _ section: Int) -> Int? {
    sectionHandlers[event]?[sections[section].token] ?? tableHandlers[event]
  }

  /// Applies an update if it is valid; returns whether it was.
  package mutating func apply(_ update: TableUpdate) -> Bool {
    let oldCount = sections.count
    var oldUsed = Set<Int>()
    for section in update.deletedSections + update.reloadedSections
      + update.movedSections.map(\.from)
    {
      guard (0..<oldCount).contains(section), oldUsed.insert(section).inserted else { return false }
    }
    let replaced = Set(update.deletedSections + update.reloadedSections)
    var rowUsed = Set<TablePosition>()
    for position in update.deletedRows + update.reloadedRows + update.movedRows.map(\.from) {
      guard (0..<oldCount).contains(position.section), !replaced.contains(position.section),
        (0..<sections[position.section].rows.count).contains(position.row),
        rowUsed.insert(position).inserted
      else { return false }
    }
    var work = self
    let deletedRowTokens = Set(update.deletedRows.map { sections[$0.section].rows[$0.row] })
    let movedRows = update.movedRows.map { (sections[$0.from.section].rows[$0.from.row], $0.to) }
    let movedRowTokens = Set(movedRows.map(\.0))
    let deletedSectionTokens = Set(update.deletedSections.map { sections[$0].token })
    let movedSections = update.movedSections.map { (sections[$0.from], $0.to) }
    let movedSectionTokens = Set(movedSections.map(\.0.token))
    for index in work.sections.indices {
      work.sections[index].rows.removeAll {
        deletedRowTokens.contains($0) || movedRowTokens.contains($0)
      }
    }
    // Moved sections travel with their remaining rows.
    let carried = Dictionary(uniqueKeysWithValues: work.sections.map { ($0.token, $0) })
    work.sections.removeAll {
      deletedSectionTokens.contains($0.token) || movedSectionTokens.contains($0.token)
    }
    var arrivals: [(Int, Section)] = update.insertedSections.map {
      ($0, Section(token: work.token(), rows: []))
    }
    arrivals += movedSections.map { ($0.1, carried[$0.0.token]!) }
    guard Set(arrivals.map(\.0)).count == arrivals.count else { return false }
    for (index, section) in arrivals.sorted(by: { $0.0 < $1.0 }) {
      guard index >= 0, index <= work.sections.count else { return false }
      work.sections.insert(section, at: index)
    }
    // No row moves into a section the update inserts (UIKit cannot show it).
    let inserted = Set(update.insertedSections)
    guard !update.movedRows.contains(where: { inserted.contains($0.to.section) }) else {
      return false
    }
    var rowArrivals: [(TablePosition, Int)] = update.insertedRows.map { ($0, work.token()) }
    rowArrivals += movedRows.map { ($0.1, $0.0) }
    guard Set(rowArrivals.map(\.0)).count == rowArrivals.count else { return false }
    for (position, token) in rowArrivals.sorted(by: { $0.0 < $1.0 }) {
      guard (0..<work.sections.count).contains(position.section), position.row >= 0,
        position.row <= work.sections[position.section].rows.count
      else { return false }
      work.sections[position.section].rows.insert(token, at: position.row)
    }
    // Handlers on deleted tokens go away.
    let liveRows = Set(work.sections.flatMap(\.rows))
    let liveSections = Set(work.sections.map(\.token))
    for event in work.rowHandlers.keys {
      work.rowHandlers[event] = work.rowHandlers[event]!.filter { liveRows.contains($0.key) }
    }
    for event in work.sectionHandlers.keys {
      work.sectionHandlers[event] = work.sectionHandlers[event]!.filter {
        liveSections.contains($0.key)
      }
    }
    self = work
    return true
  }
}

extension ReferenceModel {
  /// Where a registry's mapping disagrees with the model: every row of `oldSections` (the
  /// model's sections before `update`) must map to where its token is now.
  ///
  /// - Parameters:
  ///   - mapping: What the registry's `apply` returned.
  ///   - oldSections: The model's sections before the update.
  ///   - update: The update, for the messages.
  /// - Returns: One message per misplaced row.
  /// - Complexity: O(*r*) in the rows before and after.
  package func mappingFailures(
    _ mapping: TableUpdateMapping, from oldSections: [Section], for update: TableUpdate
  ) -> [String] {
    var whereIs: [Int: TablePosition] = [:]
    for (section, rows) in sections.map(\.rows).enumerated() {
      for (row, token) in rows.enumerated() {
        whereIs[token] = TablePosition(section: section, row: row)
      }
    }
    var failures: [String] = []
    for (section, old) in oldSections.enumerated() {
      for (row, token) in old.rows.enumerated() {
        let position = TablePosition(section: section, row: row)
        let mapped = mapping.newPosition(of: position)
        if mapped != whereIs[token] {
          failures.append("\(update): \(position) mapped to \(String(describing: mapped))")
        }
      }
    }
    return failures
  }
}
