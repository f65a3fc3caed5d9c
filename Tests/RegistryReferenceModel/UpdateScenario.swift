// Shared by the core's and the UIKit adapter's randomized tests of the batches a view is told.
import TableHandlersCore

/// A table of tokens, a random end state of it, and a valid update from one to the other:
/// every kept section and row whose index changed is moved, so that the update has many
/// section moves beside row edits; some kept rows are reloaded.
package struct UpdateScenario {
  /// The table before the update: each section's token and its rows' tokens.
  package var old: [(token: Int, rows: [Int])] = []
  /// The table after it; sections it inserts are empty, as a registry starts them.
  package var new: [(token: Int, rows: [Int])] = []
  /// The update from one to the other.
  package var update = TableUpdate()

  /// A random scenario.
  ///
  /// - Parameter random: The generator.
  package init<Random: RandomNumberGenerator>(_ random: inout Random) {
    var next = 0
    func token() -> Int {
      next += 1
      return next
    }
    func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }
    for _ in 0..<Int.random(in: 1...5, using: &random) {
      old.append((token(), (0..<Int.random(in: 0...4, using: &random)).map { _ in token() }))
    }
    // Sections: some deleted, the rest shuffled a little, some inserted (empty, as a
    // registry starts them).
    var sections = old.filter { _ in !chance(15) }.map { (token: $0.token, rows: $0.rows) }
    if chance(60), sections.count > 1 {
      let moved = sections.remove(at: Int.random(in: sections.indices, using: &random))
      sections.insert(moved, at: Int.random(in: 0...sections.count, using: &random))
    }
    if chance(20) { sections.shuffle(using: &random) }
    let oldRows = Set(old.flatMap(\.rows))
    // Rows: some deleted, some moved across, some inserted, a few reordered.
    var wandering: [Int] = []
    for index in sections.indices {
      sections[index].rows = sections[index].rows.filter { row in
        if chance(15) { return false }
        if chance(15) {
          wandering.append(row)
          return false
        }
        return true
      }
      if chance(15) { sections[index].rows.shuffle(using: &random) }
    }
    for row in wandering + (0..<Int.random(in: 0...3, using: &random)).map({ _ in token() }) {
      guard !sections.isEmpty else { break }
      let section = Int.random(in: sections.indices, using: &random)
      sections[section].rows.insert(
        row, at: Int.random(in: 0...sections[section].rows.count, using: &random))
    }
    for _ in 0..<Int.random(in: 0...2, using: &random) {
      sections.insert(
        (token(), []), at: Int.random(in: 0...sections.count, using: &random))
    }
    new = sections
    // The update, the naive way.
    let oldSectionIndex = Dictionary(
      uniqueKeysWithValues: old.enumerated().map { ($1.token, $0) })
    let newSectionIndex = Dictionary(
      uniqueKeysWithValues: new.enumerated().map { ($1.token, $0) })
    var oldRowPlace: [Int: TablePosition] = [:]
    for (section, declared) in old.enumerated() {
      for (row, token) in declared.rows.enumerated() {
        oldRowPlace[token] = TablePosition(section: section, row: row)
      }
    }
    for (index, section) in old.enumerated() where newSectionIndex[section.token] == nil {
      update.deleteSections([index])
    }
    for (index, section) in new.enumerated() {
      guard let from = oldSectionIndex[section.token] else {
        update.insertSections([index])
        continue
      }
      if from != index { update.moveSection(from, toSection: index) }
    }
    var newRowPlace: [Int: TablePosition] = [:]
    for (section, declared) in new.enumerated() {
      for (row, token) in declared.rows.enumerated() {
        newRowPlace[token] = TablePosition(section: section, row: row)
      }
    }
    let deletedSections = Set(update.deletedSections)
    for (section, declared) in old.enumerated() where !deletedSections.contains(section) {
      for (row, token) in declared.rows.enumerated() where newRowPlace[token] == nil {
        update.deleteRows(at: [TablePosition(section: section, row: row)])
      }
    }
    for (section, declared) in new.enumerated() {
      for (row, token) in declared.rows.enumerated() {
        let to = TablePosition(section: section, row: row)
        guard let from = oldRowPlace[token], oldRows.contains(token),
          !deletedSections.contains(from.section)
        else {
          update.insertRows(at: [to])
          continue
        }
        let sameSection = old[from.section].token == declared.token
        if !sameSection || from.row != row {
          update.moveRow(at: from, to: to)
        } else if chance(10) {
          update.reloadRows(at: [from])
        }
      }
    }
  }

  /// The table's shape before the update.
  package var shape: TableShape { TableShape(rowCounts: old.map(\.rows.count)) }
}
