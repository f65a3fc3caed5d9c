import TableHandlersCore
import TableHandlersDeclarative

/// The floor the declarative update is judged against: a tight identity diff of the same
/// rows, written here rather than in the library: the library needs no second diff, and the
/// floor is a yardstick, not a feature.
///
/// One dictionary of the source rows' identifiers, one pass over the target rows, a longest
/// increasing subsequence for moves, and a content compare of the kept rows. It sees the
/// table as one flat list of rows: no sections, no handlers, no registry, no checks. Anything
/// the declared table's update does beyond this (section structure, duplicate checks, applying
/// the edit to the registry, registering the new declaration's handlers) shows as its ratio to
/// this floor.
///
/// It reads its rows from an ``Input``, built from a declaration before timing: plain
/// (identifier, content) pairs, so that the floor's cost does not depend on how `Row` stores
/// its content (a compact `Row` makes reading `content` build a `RowContent`).
///
/// Needs only `TableHandlersDeclarative`, so that `Benchmarks/compare-differencekit.sh` can
/// copy this file into its scratch package and time it beside DifferenceKit.
struct IdentityDiffFloor {
  /// A declaration's rows as plain (identifier, content) pairs, by section.
  struct Input<RowID: Hashable> {
    /// One row: its identifier and its content, stored as plain values.
    struct Row {
      var id: RowID
      var content: RowContent?
    }

    var sections: [[Row]]

    /// The rows of a declaration.
    init<SectionID>(_ declaration: TableDeclaration<SectionID, RowID>) {
      sections = declaration.sections.map { section in
        section.rows.map { Row(id: $0.id, content: $0.content) }
      }
    }
  }

  /// Flat source indexes of the rows that left.
  var deleted: [Int] = []
  /// Flat target indexes of the rows that arrived.
  var inserted: [Int] = []
  /// Kept rows out of order, as (source index, target index).
  var moved: [(from: Int, to: Int)] = []
  /// Flat target indexes of kept rows whose content changed.
  var changed: [Int] = []

  /// Diffs the rows of two declarations by identifier, as their inputs hold them.
  ///
  /// - Parameters:
  ///   - source: The declaration shown.
  ///   - target: The new declaration; its identifiers are assumed unique.
  /// - Complexity: O(*n*) hash operations for *n* rows, plus O(*k* log *k*) at worst for the
  ///   *k* kept rows' subsequence.
  init<RowID>(from source: Input<RowID>, to target: Input<RowID>) {
    // Source: one dictionary of identifiers to flat indexes, and where each row is, to compare
    // its content in place.
    let sourceSections = source.sections
    let sourceCount = sourceSections.reduce(0) { $0 + $1.count }
    var sourceIndexes: [RowID: Int] = [:]
    sourceIndexes.reserveCapacity(sourceCount)
    var sourceLocations: [(section: Int32, row: Int32)] = []
    sourceLocations.reserveCapacity(sourceCount)
    for section in sourceSections.indices {
      sourceSections[section].withUnsafeBufferPointer { rows in
        for row in rows.indices {
          sourceIndexes[rows[row].id] = sourceLocations.count
          sourceLocations.append((Int32(section), Int32(row)))
        }
      }
    }

    // Target: one pass, looking each identifier up.
    var kept = [Bool](repeating: false, count: sourceCount)
    var keptSource: [Int] = []
    keptSource.reserveCapacity(sourceCount)
    var keptTarget: [Int] = []
    keptTarget.reserveCapacity(sourceCount)
    var targetIndex = 0
    for section in target.sections {
      section.withUnsafeBufferPointer { rows in
        for row in rows.indices {
          if let sourceIndex = sourceIndexes[rows[row].id] {
            kept[sourceIndex] = true
            keptSource.append(sourceIndex)
            keptTarget.append(targetIndex)
            let location = sourceLocations[sourceIndex]
            let changed = sourceSections[Int(location.section)].withUnsafeBufferPointer {
              !Self.sameContent($0[Int(location.row)].content, rows[row].content)
            }
            if changed { self.changed.append(targetIndex) }
          } else {
            inserted.append(targetIndex)
          }
          targetIndex += 1
        }
      }
    }
    for index in kept.indices where !kept[index] { deleted.append(index) }

    // Moves: the kept rows outside one longest increasing subsequence of source indexes.
    let inPlace = Self.longestIncreasingSubsequence(keptSource)
    for index in keptSource.indices where !inPlace[index] {
      moved.append((keptSource[index], keptTarget[index]))
    }
  }

  /// Marks one longest strictly increasing subsequence of `values` (patience sorting with
  /// predecessor links).
  ///
  /// - Parameter values: Distinct integers.
  /// - Returns: For each element, whether it belongs to the subsequence.
  /// - Complexity: O(*n* log *n*) at worst, O(*n*) when `values` is increasing.
  static func longestIncreasingSubsequence(_ values: [Int]) -> [Bool] {
    var tails: [Int] = []
    var previous = [Int](repeating: -1, count: values.count)
    for index in values.indices {
      let value = values[index]
      if let last = tails.last, values[last] >= value {
        var low = 0
        var high = tails.count - 1
        while low < high {
          let middle = (low + high) / 2
          if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
        }
        previous[index] = low > 0 ? tails[low - 1] : -1
        tails[low] = index
      } else {
        previous[index] = tails.last ?? -1
        tails.append(index)
      }
    }
    var members = [Bool](repeating: false, count: values.count)
    var index = tails.last ?? -1
    while index >= 0 {
      members[index] = true
      index = previous[index]
    }
    return members
  }

  /// Whether two contents are equal, compared field by field where the compiler can see the
  /// comparisons (`RowContent`'s own `==` is an opaque call across the module boundary, which
  /// costs a copy of each operand).
  @inline(__always)
  static func sameContent(_ lhs: RowContent?, _ rhs: RowContent?) -> Bool {
    guard let lhs, let rhs else { return lhs == nil && rhs == nil }
    return lhs.text == rhs.text && lhs.secondaryText == rhs.secondaryText
      && lhs.imageName == rhs.imageName && lhs.accessory == rhs.accessory
  }

  /// How many edits the diff found, to consume.
  var editCount: Int { deleted.count + inserted.count + moved.count + changed.count }
}
