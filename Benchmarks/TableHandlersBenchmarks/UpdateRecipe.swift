import TableHandlersCore
import TableHandlersDeclarative

/// What an update changes: the fractions of a table's rows deleted, given new content, moved
/// and inserted, chosen at random (with a fixed seed) among all the table's rows.
///
/// Needs only `TableHandlersDeclarative` and a `blackHole(_:)` function, so that
/// `Benchmarks/compare-differencekit.sh` can copy this file into its scratch package and time
/// DifferenceKit on the same rows.
struct UpdateRecipe {
  /// The recipe's short name, used in figure identifiers.
  var name: String
  /// What it is, in a figure's label.
  var label: String
  /// The rows of the table it starts from.
  var rows: Int
  /// The fractions of the rows deleted, updated (new content), moved and inserted.
  var deleted: Double
  var updated: Double
  var moved: Double
  var inserted: Double

  /// Rows touched by one update.
  var changes: Int {
    count(deleted) + count(updated) + count(moved) + count(inserted)
  }

  /// How many rows a fraction stands for.
  func count(_ fraction: Double) -> Int { Int((Double(rows) * fraction).rounded()) }

  /// 1% of the rows touched, a quarter each deleted, updated, moved and inserted.
  static func onePercent(rows: Int) -> UpdateRecipe {
    UpdateRecipe(
      name: "onePercent\(rows)", label: "\(rows) rows, 1% touched", rows: rows,
      deleted: 0.0025, updated: 0.0025, moved: 0.0025, inserted: 0.0025)
  }

  /// Heavy churn with content changes: 10% deleted, 5% updated, 5% moved, 10% inserted.
  static func heavyChurn(rows: Int) -> UpdateRecipe {
    UpdateRecipe(
      name: "churn\(rows)", label: "\(rows) rows, 30% touched (churn)", rows: rows,
      deleted: 0.10, updated: 0.05, moved: 0.05, inserted: 0.10)
  }

  /// One of DifferenceKit's own published benchmark cases.
  ///
  /// 5,000 rows with 1,000 deleted, 1,000 inserted and 200 shuffled; 100,000 rows with 10,000
  /// deleted, 10,000 inserted and 2,000 shuffled. Shuffled rows are moved to random places.
  static func differenceKit(rows: Int) -> UpdateRecipe {
    let large = rows >= 100_000
    return UpdateRecipe(
      name: "differenceKit\(rows)",
      label: "\(rows) rows, DifferenceKit's case",
      rows: rows, deleted: large ? 0.10 : 0.20, updated: 0,
      moved: large ? 0.02 : 0.04, inserted: large ? 0.10 : 0.20)
  }

  /// The recipes every form and layout is measured on.
  static let all: [UpdateRecipe] = [
    .onePercent(rows: 10_000), .onePercent(rows: 100_000),
    .heavyChurn(rows: 10_000), .heavyChurn(rows: 100_000),
    .differenceKit(rows: 5_000), .differenceKit(rows: 100_000),
  ]
}

/// How a benchmark's rows are split into sections.
enum RowLayout: String, CaseIterable {
  /// All rows in one section.
  case oneSection
  /// Sections of 100 rows (before the update moves rows between them).
  case sectionsOf100

  /// The label of a figure.
  var label: String { self == .oneSection ? "one section" : "sections of 100" }
}

/// Each public way of declaring a row's text, with and without a handler.
enum RowForm: String, CaseIterable {
  /// `Row(id, text:)`.
  case text
  /// `Row(id, content: RowContent(text:))`.
  case content
  /// `Row(id, text:).onSelect { … }`.
  case textOnSelect
  /// `Row(id, content: RowContent(text:)).onSelect { … }`.
  case contentOnSelect

  /// How the row is written.
  var label: String {
    switch self {
    case .text: return "Row(id, text:)"
    case .content: return "Row(id, content: RowContent(text:))"
    case .textOnSelect: return "Row(id, text:).onSelect"
    case .contentOnSelect: return "Row(id, content:).onSelect"
    }
  }

  /// A row of this form.
  @inline(__always)
  func row(_ id: Int, _ title: String) -> Row<Int> {
    switch self {
    case .text: return Row(id, text: title)
    case .content: return Row(id, content: RowContent(text: title))
    case .textOnSelect: return Row(id, text: title).onSelect { call in blackHole(call.row) }
    case .contentOnSelect:
      return Row(id, content: RowContent(text: title)).onSelect { call in blackHole(call.row) }
    }
  }
}

/// The rows of one table before and after an update, by section, as identifiers.
struct RecipeRows {
  /// Each section's row identifiers before the update.
  var original: [[Int]]
  /// Each section's row identifiers after it.
  var changed: [[Int]]
  /// The rows whose content the update changes.
  var updated: Set<Int>

  /// Applies a recipe to a table laid out as `layout`, with a fixed seed.
  ///
  /// Deleted, updated and moved rows are distinct rows drawn from the whole table; inserted
  /// and moved rows go before a random remaining row (or at the end), in that row's section.
  init(_ recipe: UpdateRecipe, _ layout: RowLayout) {
    let size = layout == .oneSection ? recipe.rows : 100
    original = stride(from: 0, to: recipe.rows, by: size).map {
      Array($0..<min($0 + size, recipe.rows))
    }
    var random = SplitMix64(seed: 0x5EED_0F_7AB1E)
    var picked = Array(0..<recipe.rows)
    for index in picked.indices.reversed() where index > 0 {
      picked.swapAt(index, Int(random.next() % UInt64(index + 1)))
    }
    let deletedCount = recipe.count(recipe.deleted)
    let updatedCount = recipe.count(recipe.updated)
    let movedCount = recipe.count(recipe.moved)
    let removed = Set(picked[0..<(deletedCount + movedCount)])
    let moved = picked[deletedCount..<(deletedCount + movedCount)]
    updated = Set(picked[(deletedCount + movedCount)..<(deletedCount + movedCount + updatedCount)])
    // The remaining rows with their sections, then what arrives before each of them.
    var remaining: [(section: Int, id: Int)] = []
    for (section, ids) in original.enumerated() {
      for id in ids where !removed.contains(id) { remaining.append((section, id)) }
    }
    var arriving = [[Int]](repeating: [], count: remaining.count + 1)
    let newRows = (0..<recipe.count(recipe.inserted)).map { recipe.rows + $0 }
    for id in newRows + moved {
      arriving[Int(random.next() % UInt64(remaining.count + 1))].append(id)
    }
    changed = original.map { _ in [] }
    for (index, row) in remaining.enumerated() {
      changed[row.section] += arriving[index]
      changed[row.section].append(row.id)
    }
    changed[changed.count - 1] += arriving[remaining.count]
  }

  /// A declaration of these rows, in a form.
  ///
  /// - Parameters:
  ///   - form: How each row is declared.
  ///   - changed: Whether to declare the rows after the update.
  /// - Returns: A declaration built anew (new rows, new handler closures), as an app's
  ///   declaration function builds one.
  func declaration(_ form: RowForm, changed: Bool) -> TableDeclaration<Int, Int> {
    let sections = changed ? self.changed : original
    return TableDeclaration(
      sections: sections.enumerated().map { section, ids in
        Section(
          section,
          rows: ids.map { id in
            form.row(id, changed && updated.contains(id) ? "Row \(id) (edited)" : "Row \(id)")
          })
      })
  }
}

/// A small seeded random number generator (SplitMix64), so that every run and the
/// DifferenceKit comparison build the same rows.
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
