import TableHandlersCore

/// A host-neutral signal: a row of a declared table is about to show, as a table view's
/// `willDisplay` or a headless table's scroll reports it.
///
/// The declared table registers a handler for it, at table scope, only while its declaration
/// has a reach-the-end handler (`TableDeclaration.onReachEnd(within:_:)`,
/// `Section.onReachEnd(within:_:)`); a host asks it only when it is handled, so a UIKit adapter
/// implements its display method for it only then.
let rowWillShowID = EventID.make(named: "rowWillShow")

extension RowEvent where Arguments == Void, Output == Void {
  /// A row is about to show (package only): a table view's `willDisplay`, a list's, or a
  /// headless table's scroll; a declared table's reach-the-end handlers count these.
  package static var rowWillShow: Self {
    Self(id: rowWillShowID, defaultAnswer: { _ in })
  }
}

/// Whether one reach-the-end handler may run, and what the table (or section) was when it last
/// ran.
struct ReachEndArming<RowID: Hashable> {
  /// Whether a row near the end runs the handler.
  var isArmed = true

  /// The row count when the handler last ran.
  var countWhenRun = 0

  /// The last row when the handler last ran.
  var lastRowWhenRun: RowID?

  /// Runs for a row `fromEnd` rows before the end of `count` rows (0: the last row): whether
  /// the handler runs, which disarms it.
  mutating func rowWillShow(fromEnd: Int, within: Int, count: Int, lastRow: RowID?) -> Bool {
    guard isArmed, fromEnd >= 0, fromEnd < within else { return false }
    isArmed = false
    countWhenRun = count
    lastRowWhenRun = lastRow
    return true
  }

  /// An update was applied: the handler is armed again if the rows grew or the last row
  /// changed since it ran.
  mutating func didApply(count: Int, lastRow: RowID?) {
    if !isArmed, count > countWhenRun || lastRow != lastRowWhenRun { isArmed = true }
  }
}

/// The arming of a declared table's reach-the-end handlers: the table's, and each section's by
/// identifier.
struct ReachEndTracker<SectionID: Hashable, RowID: Hashable> {
  /// The table's handler's.
  var table = ReachEndArming<RowID>()

  /// Each section's handler's, for the sections that declare one and are in the table.
  var sections: [SectionID: ReachEndArming<RowID>] = [:]

  /// Whether a layout declares any reach-the-end handler.
  static func declaresAny(_ layout: DeclaredLayout<SectionID, RowID>) -> Bool {
    layout.reachEnd != nil || layout.sections.contains { $0.reachEnd != nil }
  }

  /// A row is about to show: the handlers it runs, the section's first, each disarmed.
  mutating func rowWillShow(
    at position: TablePosition, in layout: DeclaredLayout<SectionID, RowID>
  ) -> [@MainActor () -> Void] {
    guard position.section >= 0, position.section < layout.rowIDs.count else { return [] }
    let rows = layout.rowIDs[position.section]
    guard position.row >= 0, position.row < rows.count else { return [] }
    var actions: [@MainActor () -> Void] = []
    let section = layout.sections[position.section]
    if let reachEnd = section.reachEnd,
      sections[section.id, default: ReachEndArming()].rowWillShow(
        fromEnd: rows.count - 1 - position.row, within: reachEnd.within, count: rows.count,
        lastRow: rows.last)
    {
      actions.append(reachEnd.action)
    }
    if let reachEnd = layout.reachEnd {
      var before = 0
      for index in 0..<position.section { before += layout.rowIDs[index].count }
      let count = layout.rowCount
      if table.rowWillShow(
        fromEnd: count - 1 - (before + position.row), within: reachEnd.within, count: count,
        lastRow: layout.lastRowID)
      {
        actions.append(reachEnd.action)
      }
    }
    return actions
  }

  /// An update was applied: re-arms the handlers whose rows grew or whose last row changed,
  /// and forgets the sections that left the table or no longer declare a handler.
  mutating func didApply(_ layout: DeclaredLayout<SectionID, RowID>) {
    if layout.reachEnd == nil {
      table = ReachEndArming()
    } else {
      table.didApply(count: layout.rowCount, lastRow: layout.lastRowID)
    }
    guard !sections.isEmpty else { return }
    var kept: [SectionID: ReachEndArming<RowID>] = [:]
    for (index, section) in layout.sections.enumerated() where section.reachEnd != nil {
      guard var arming = sections[section.id] else { continue }
      let rows = layout.rowIDs[index]
      arming.didApply(count: rows.count, lastRow: rows.last)
      kept[section.id] = arming
    }
    sections = kept
  }

  /// Arms every handler again.
  mutating func rearm() {
    table.isArmed = true
    for id in sections.keys { sections[id]?.isArmed = true }
  }
}

extension DeclaredLayout {
  /// The number of rows in every section.
  var rowCount: Int { rowIDs.reduce(0) { $0 + $1.count } }

  /// The identifier of the table's last row, if it has one.
  var lastRowID: RowID? { rowIDs.last { !$0.isEmpty }?.last }

  /// The empty state to show: the declared one while the table has no row.
  var shownEmptyState: EmptyState? {
    guard let emptyState, rowIDs.allSatisfy(\.isEmpty) else { return nil }
    return emptyState
  }
}
