import TableHandlersDeclarative

/// The declarations the declarative figures update between (the recipes of
/// ``RecipeFigures`` are built by ``RecipeRows``).
enum DeclarativeData {
  /// A declaration of `rows` rows in sections of 100, each row with content and a handler.
  ///
  /// In `changed`, one row in a hundred differs, in turn: new content, deleted, a new row
  /// inserted after it, or moved to the start of the next section. Each call builds new rows
  /// and new handler closures, as an app's declaration function does.
  ///
  /// With `lastSectionFirst`, the last section (whose rows change) is declared first: an
  /// update to or from it moves a section whose rows change, which a host shows in two batches.
  ///
  /// - Parameters:
  ///   - rows: The number of rows, a multiple of 100.
  ///   - changed: Whether 1% of the rows differ from the unchanged declaration.
  ///   - lastSectionFirst: Whether the last section comes first.
  /// - Returns: The declaration.
  static func declaration(rows: Int, changed: Bool, lastSectionFirst: Bool = false)
    -> TableDeclaration<Int, Int>
  {
    let sectionCount = rows / 100
    var sections = (0..<sectionCount).map { section in
      (0..<100).map { section * 100 + $0 }
    }
    var retitled: Set<Int> = []
    if changed {
      var moves: [(Int, Int)] = []
      for section in 0..<sectionCount {
        let id = section * 100 + 50
        switch section % 4 {
        case 0: retitled.insert(id)
        case 1: sections[section].removeAll { $0 == id }
        case 2:
          sections[section].insert(
            rows + section, at: sections[section].firstIndex(of: id)! + 1)
        default: moves.append((section, id))
        }
      }
      for (section, id) in moves {
        sections[section].removeAll { $0 == id }
        sections[(section + 1) % sectionCount].insert(id, at: 0)
      }
    }
    var order = Array(sections.indices)
    if lastSectionFirst { order.insert(order.removeLast(), at: 0) }
    return TableDeclaration(
      sections: order.map { section in
        Section(
          section,
          rows: sections[section].map { id in
            Row(id, text: retitled.contains(id) ? "Row \(id) (edited)" : "Row \(id)")
              .onSelect { call in blackHole(call.row) }
          })
      })
  }
}
