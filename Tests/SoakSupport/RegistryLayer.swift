import RegistryReferenceModel
import TableHandlersCore

/// The core registry against ``ReferenceModel``: single edits and batches of every kind (one in
/// sixteen invalid), registrations and removals of every event at every scope, and dispatches.
///
/// After every operation: the shape, and for an edit where every old row went (batches) or
/// that a rejected edit changed nothing. A dispatch compares its answer with the reference at
/// once. The full check asks every event at every position.
///
/// Its handler-box bound is exact: every registered handler is one box, so the live boxes it
/// accounts for equal the reference's count of registered handlers.
@MainActor
package final class RegistryLayer: SoakLayer {
  final class Host: TableHost {
    var isEditing = false
    func deselectRow(at position: TablePosition, animated: Bool) {}
    func performUpdates(_ update: TableUpdate, animated: Bool) throws {}
  }

  private(set) var handlers = TableHandlers()
  private let host = Host()
  /// The reference.
  package private(set) var model = ReferenceModel()
  private var tag = 0
  private let applyToReference: (inout ReferenceModel, TableUpdate) -> Bool

  static let maximumSections = 8
  static let maximumRows = 12

  /// A registry layer.
  ///
  /// - Parameter applyToReference: How the reference applies an update; a test plants a bug
  ///   here to show the shrinker at work. The library is never changed for it.
  package init(
    applyToReference: @escaping (inout ReferenceModel, TableUpdate) -> Bool = { $0.apply($1) }
  ) {
    self.applyToReference = applyToReference
  }

  package var operations: [(kind: SoakOperation.Kind, weight: Int)] {
    [
      (.insertSections, 3), (.deleteSections, 2), (.moveSection, 2), (.reloadSections, 1),
      (.insertRows, 6), (.deleteRows, 4), (.moveRow, 5), (.reloadRows, 2), (.batch, 5),
      (.register, 12), (.remove, 4), (.removeAll, 1), (.dispatch, 16),
    ]
  }

  package var handlerBoxBound: Int {
    model.tableHandlers.count + model.rowHandlers.values.reduce(0) { $0 + $1.count }
      + model.sectionHandlers.values.reduce(0) { $0 + $1.count }
  }

  package func tearDown() {
    handlers = TableHandlers()
    model = ReferenceModel()
  }

  package func perform(_ operation: SoakOperation, coverage: inout SoakCoverage) -> [String] {
    var draw = Draw(operation.bits)
    let kind = operation.kind
    coverage.exercised[kind.rawValue] += 1
    switch kind {
    case .register: return register(&draw, kind, &coverage)
    case .remove: return remove(&draw, kind, &coverage)
    case .removeAll:
      let index = draw.below(SoakEvents.count)
      SoakEvents.all[index].removeAll(handlers)
      model.rowHandlers[index] = nil
      model.sectionHandlers[index] = nil
      model.tableHandlers[index] = nil
      coverage.checked[kind.rawValue] += 1
      return []
    case .dispatch:
      guard let position = randomPosition(&draw) else { return [] }
      let index = draw.below(SoakEvents.count)
      coverage.checked[kind.rawValue] += 1
      return dispatch(index, at: position, &coverage)
    case .batch: return edit(randomBatch(&draw), single: false, kind, &coverage)
    default: return edit(randomEdit(kind, &draw), single: true, kind, &coverage)
    }
  }

  // MARK: - Registrations

  /// The scope a registration or removal uses, with where the reference keeps it.
  private func randomScope(_ family: SoakEvent.Family, _ draw: inout Draw) -> SoakScope? {
    guard !model.sections.isEmpty else { return family == .table ? .table : nil }
    let section = draw.below(model.sections.count)
    let rows = model.sections[section].rows.count
    switch (family, draw.below(3)) {
    case (.table, _), (_, 0): return .table
    case (.row, 1) where rows > 0:
      return .row(TablePosition(section: section, row: draw.below(rows)))
    default: return .section(section)
    }
  }

  private func register(
    _ draw: inout Draw, _ kind: SoakOperation.Kind, _ coverage: inout SoakCoverage
  ) -> [String] {
    let index = draw.below(SoakEvents.count)
    let event = SoakEvents.all[index]
    guard let scope = randomScope(event.family, &draw) else { return [] }
    tag += 1
    event.register(handlers, scope, tag)
    setReference(index, scope, tag)
    coverage.checked[kind.rawValue] += 1
    // The handler answers where it was registered.
    let probe: TablePosition
    switch scope {
    case .row(let position): probe = position
    case .section(let section): probe = TablePosition(section: section, row: 0)
    case .table: probe = TablePosition(section: 0, row: 0)
    }
    if case .row = scope {
      return dispatch(index, at: probe, &coverage)
    }
    return []
  }

  private func remove(
    _ draw: inout Draw, _ kind: SoakOperation.Kind, _ coverage: inout SoakCoverage
  ) -> [String] {
    let index = draw.below(SoakEvents.count)
    let event = SoakEvents.all[index]
    guard let scope = randomScope(event.family, &draw) else { return [] }
    event.remove(handlers, scope)
    setReference(index, scope, nil)
    coverage.checked[kind.rawValue] += 1
    return []
  }

  private func setReference(_ index: Int, _ scope: SoakScope, _ tag: Int?) {
    switch scope {
    case .row(let position):
      model.rowHandlers[index, default: [:]][model.sections[position.section].rows[position.row]] =
        tag
    case .section(let section):
      model.sectionHandlers[index, default: [:]][model.sections[section].token] = tag
    case .table:
      model.tableHandlers[index] = tag
    }
  }

  // MARK: - Dispatch

  private func dispatch(_ index: Int, at position: TablePosition, _ coverage: inout SoakCoverage)
    -> [String]
  {
    let event = SoakEvents.all[index]
    let expected: Int?
    let answeringScope: Int
    switch event.family {
    case .row:
      let section = model.sections[position.section]
      if let tag = model.rowHandlers[index]?[section.rows[position.row]] {
        (expected, answeringScope) = (tag, 0)
      } else if let tag = model.sectionHandlers[index]?[section.token] {
        (expected, answeringScope) = (tag, 1)
      } else {
        expected = model.tableHandlers[index]
        answeringScope = expected == nil ? 3 : 2
      }
    case .section:
      if let tag = model.sectionHandlers[index]?[model.sections[position.section].token] {
        (expected, answeringScope) = (tag, 1)
      } else {
        expected = model.tableHandlers[index]
        answeringScope = expected == nil ? 3 : 2
      }
    case .table:
      expected = model.tableHandlers[index]
      answeringScope = expected == nil ? 3 : 2
    }
    let answered = event.dispatch(handlers, position, host)
    coverage.dispatched[index * 4 + answeringScope] += 1
    coverage.dispatchesChecked[index * 4 + answeringScope] += 1
    if SoakEvents.fired != expected || !answered {
      return [
        "\(event.name) at \(position): handler \(SoakEvents.fired.map(String.init) ?? "none")"
          + " answered\(answered ? "" : " wrongly"), want \(expected.map(String.init) ?? "none")"
      ]
    }
    return []
  }

  // MARK: - Edits

  private func randomPosition(_ draw: inout Draw) -> TablePosition? {
    let withRows = model.sections.indices.filter { !model.sections[$0].rows.isEmpty }
    guard !withRows.isEmpty else { return nil }
    let section = withRows[draw.below(withRows.count)]
    return TablePosition(section: section, row: draw.below(model.sections[section].rows.count))
  }

  /// A single edit, valid but one time in sixteen.
  private func randomEdit(_ kind: SoakOperation.Kind, _ draw: inout Draw) -> TableUpdate {
    var update = TableUpdate()
    let sections = model.sections.count
    let invalid = draw.below(16) == 0
    let slack = invalid ? 2 : 0
    func position(insert: Bool, _ draw: inout Draw) -> TablePosition {
      let section = draw.below(sections + slack)
      let rows = section < sections ? model.sections[section].rows.count : 0
      return TablePosition(section: section, row: draw.below(rows + (insert ? 1 : 0) + slack))
    }
    switch kind {
    case .insertSections:
      if sections < Self.maximumSections {
        let at = draw.below(sections + 1 + slack)
        update.insertSections([at])
        // Rows arrive with a new section, as an app inserts a filled section.
        for row in 0..<draw.below(5) {
          update.insertRows(at: [TablePosition(section: at, row: row)])
        }
      }
    case .deleteSections: update.deleteSections([draw.below(sections + slack)])
    case .moveSection:
      update.moveSection(draw.below(sections + slack), toSection: draw.below(sections + slack))
    case .reloadSections: update.reloadSections([draw.below(sections + slack)])
    case .insertRows:
      let at = position(insert: true, &draw)
      if at.section >= sections || model.sections[at.section].rows.count < Self.maximumRows {
        update.insertRows(at: [at])
      }
    case .deleteRows: update.deleteRows(at: [position(insert: false, &draw)])
    case .moveRow:
      update.moveRow(at: position(insert: false, &draw), to: position(insert: false, &draw))
    default: update.reloadRows(at: [position(insert: false, &draw)])
    }
    return update
  }

  /// A batch of two to four edits, mostly valid, sometimes conflicting or out of range.
  private func randomBatch(_ draw: inout Draw) -> TableUpdate {
    var update = TableUpdate()
    let sections = model.sections.count
    func position(_ slack: Int, _ draw: inout Draw) -> TablePosition {
      let section = draw.below(max(1, sections))
      let rows = section < sections ? model.sections[section].rows.count : 0
      return TablePosition(section: section, row: draw.below(max(1, rows + slack)))
    }
    let total = model.sections.reduce(0) { $0 + $1.rows.count }
    for _ in 0..<(2 + draw.below(3)) {
      switch draw.below(8) {
      case 0: update.deleteRows(at: [position(0, &draw)])
      case 1 where total < 60: update.insertRows(at: [position(1, &draw)])
      case 2: update.moveRow(at: position(0, &draw), to: position(0, &draw))
      case 3: update.reloadRows(at: [position(0, &draw)])
      case 4: update.deleteSections([draw.below(sections + 1)])
      case 5 where sections < Self.maximumSections:
        update.insertSections([draw.below(sections + 1)])
      case 6: update.moveSection(draw.below(sections + 1), toSection: draw.below(sections + 1))
      default: update.reloadSections([draw.below(sections + 1)])
      }
    }
    return update
  }

  /// Applies an update to both, through the single-edit API when it is one edit; checks
  /// acceptance, the unchanged registry after a rejection, and (batches) where every row went.
  private func edit(
    _ update: TableUpdate, single: Bool, _ kind: SoakOperation.Kind,
    _ coverage: inout SoakCoverage
  ) -> [String] {
    if update.isEmpty { return [] }
    coverage.checked[kind.rawValue] += 1
    let oldSections = model.sections
    var work = model
    let valid = applyToReference(&work, update)
    // A rejected edit leaves the registry as it was: compared by its dump, which costs a
    // walk of the registry, so only when the reference also rejects.
    let before = valid ? "" : handlers.dump
    var failures: [String] = []
    do {
      if single {
        try applySingle(update)
        if !valid { failures.append("accepted \(update), which the reference rejects") }
      } else {
        let mapping = try handlers.apply(update)
        if !valid { failures.append("accepted \(update), which the reference rejects") }
        failures += work.mappingFailures(mapping, from: oldSections, for: update)
      }
    } catch {
      if valid { failures.append("rejected \(update), which the reference accepts: \(error)") }
      if handlers.dump != before { failures.append("the rejected \(update) changed the registry") }
    }
    if valid { model = work }
    if handlers.shape.rowCounts != model.shape {
      failures.append("shape \(handlers.shape.rowCounts), want \(model.shape) after \(update)")
    }
    return failures
  }

  private func applySingle(_ update: TableUpdate) throws {
    if !update.insertedSections.isEmpty {
      // A filled section arrives in one batch.
      try handlers.followBatchUpdates { batch in batch = update }
    } else if let section = update.deletedSections.first {
      try handlers.followDeletedSections([section])
    } else if let move = update.movedSections.first {
      try handlers.followMovedSection(move.from, toSection: move.to)
    } else if let section = update.reloadedSections.first {
      try handlers.followReloadedSections([section])
    } else if let position = update.insertedRows.first {
      try handlers.followInsertedRows(at: [position])
    } else if let position = update.deletedRows.first {
      try handlers.followDeletedRows(at: [position])
    } else if let move = update.movedRows.first {
      try handlers.followMovedRow(at: move.from, to: move.to)
    } else if let position = update.reloadedRows.first {
      try handlers.followReloadedRows(at: [position])
    }
  }

  // MARK: - Checks

  package func check(full: Bool, coverage: inout SoakCoverage) -> [String] {
    guard full else { return [] }
    var failures: [String] = []
    for (index, event) in SoakEvents.all.enumerated() {
      var positions: [TablePosition] = []
      switch event.family {
      case .row:
        for (section, rows) in model.shape.enumerated() {
          positions += (0..<rows).map { TablePosition(section: section, row: $0) }
        }
      case .section:
        positions = model.sections.indices.map { TablePosition(section: $0, row: 0) }
      case .table:
        positions = [TablePosition(section: 0, row: 0)]
      }
      for position in positions {
        failures += dispatch(index, at: position, &coverage)
        if failures.count > 3 { return failures }
      }
    }
    return failures
  }
}
