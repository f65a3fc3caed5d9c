// Edits of the table made behind the registry's back.
//
// UIKit's own `deleteRows(at:with:)` (and its kin) changes a table view and nothing else: the
// registry is not told, and handlers registered for single rows or sections stay at their old
// positions, now other rows. The registry cannot see such an edit happen, but it sees its
// trace: the next time the table asks a count, the answer differs from the count the registry
// last told it, though no edit went through the registry in between. Where handlers keyed by
// position could now answer the wrong rows, that is reported to `misuseHandler`.
//
// A `reloadData()` after the model changed leaves the same trace and is reported the same way,
// on purpose: the position-keyed handlers did not move then either.

/// Which of the registry's counts the table has been told since they last changed by an edit
/// through the registry.
///
/// A count the table has not been told yet (a new registry, a section that was just inserted
/// or reloaded) may change freely when it is first asked; a told one may only change through
/// the registry.
struct ToldCounts {
  /// Whether the table has been told the number of sections that ``TableHandlers/shape`` has.
  var sectionCount = false

  /// Per section of ``TableHandlers/shape``, whether the table has been told its row count.
  var rowCounts: [Bool] = []

  /// Every count of a shape, told: after ``TableHandlers/setShape(_:)``.
  static func allTold(sections: Int) -> ToldCounts {
    ToldCounts(sectionCount: true, rowCounts: Array(repeating: true, count: sections))
  }
}

extension TableHandlers {
  /// Records that the table was told a number of sections.
  ///
  /// Reports it first when it changed behind the registry's back. Sections added to the shape
  /// start untold.
  func sectionCountTold(_ count: Int) {
    let known = shape.rowCounts.count
    if toldCounts.sectionCount, count != known, hasPositionedHandlers() {
      reportMisuse(.unfollowedCountChange(section: nil, registryCount: known, tableCount: count))
    }
    toldCounts.sectionCount = true
    if count < toldCounts.rowCounts.count {
      toldCounts.rowCounts.removeLast(toldCounts.rowCounts.count - count)
    } else if count > toldCounts.rowCounts.count {
      toldCounts.rowCounts.append(
        contentsOf: repeatElement(false, count: count - toldCounts.rowCounts.count))
    }
  }

  /// Records that the table was told a section's row count.
  ///
  /// Reports it first when it changed behind the registry's back.
  ///
  /// - Precondition: `section` is a section of ``shape``.
  func rowCountTold(_ count: Int, inSection section: Int) {
    let known = shape.rowCounts[section]
    if section < toldCounts.rowCounts.count, toldCounts.rowCounts[section], count != known,
      hasRowHandlers(inSection: section)
    {
      reportMisuse(
        .unfollowedCountChange(section: section, registryCount: known, tableCount: count))
    }
    if section < toldCounts.rowCounts.count { toldCounts.rowCounts[section] = true }
  }

  /// After an update through the registry: a section keeps what the table was told of it when
  /// it continues one whose count the update made (inserted and reloaded sections, whose rows
  /// the table asks anew, start untold).
  ///
  /// - Parameters:
  ///   - sectionSource: For each new section, the old section it continues, or a negative
  ///     number for an inserted one.
  ///   - reloaded: Old indexes of the sections the update reloads.
  func countsFollowed(sectionSource: [Int], reloaded: [Int]) {
    let old = toldCounts.rowCounts
    let reloadedSet = Set(reloaded)
    toldCounts.rowCounts = sectionSource.map { source in
      source >= 0 && source < old.count && old[source] && !reloadedSet.contains(source)
    }
  }

  /// Whether a handler is registered for a single row of a section, of any event.
  ///
  /// - Complexity: O(*e* × *r*) for *e* events and *r* rows of the section with handlers.
  func hasRowHandlers(inSection section: Int) -> Bool {
    slots.contains { slot in
      section < slot.rows.count && slot.rows[section].contains { $0 != nil }
    }
  }

  /// Whether a handler is registered for a single section or row, of any event.
  ///
  /// - Complexity: O(*e* × *n*) for *e* events and *n* sections and rows with handlers.
  func hasPositionedHandlers() -> Bool {
    slots.contains { slot in
      slot.sections.contains { $0 != nil } || slot.rows.contains { $0.contains { $0 != nil } }
    }
  }
}
