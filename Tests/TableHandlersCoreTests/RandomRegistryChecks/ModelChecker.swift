// Also compiled into the fuzz target (Scripts/fuzz.sh), which imports the same modules.
import RegistryReferenceModel
import TableHandlersCore

/// Where a model-checking run gets its choices: a seeded generator in the tests, the fuzzer's
/// bytes in the fuzz target.
protocol ChoiceSource {
  /// A number in `range`.
  mutating func pick(_ range: ClosedRange<Int>) -> Int
}

/// Runs random operations on a registry and on the naive ``ReferenceModel`` side by side.
///
/// Registrations, removals, single and batch edits (a share of them invalid) and dispatches;
/// every difference is reported. Shared by the randomized tests and the libFuzzer target, so both
/// explore the same operations. It imports no test library: it returns failures as text.
@MainActor
final class ModelChecker {
  final class Host: TableHost {
    var isEditing = false
    func deselectRow(at position: TablePosition, animated: Bool) {}
    func performUpdates(_ update: TableUpdate, animated: Bool) throws {}
  }

  let handlers = TableHandlers()
  let host = Host()
  var model = ReferenceModel()
  var tag = 0
  private(set) var steps = 0
  private(set) var rejected = 0
  private(set) var checks = 0

  init() {}

  /// One operation, then a full comparison; returns the differences found.
  func step<Source: ChoiceSource>(_ source: inout Source) -> [String] {
    steps += 1
    var failures: [String] = []
    let sectionCount = model.sections.count
    let choice = source.pick(0...9)
    if choice < 3, sectionCount > 0 {
      register(&source)
    } else if choice < 4, sectionCount > 0 {
      remove(&source)
    } else if sectionCount == 0 || (choice == 4 && sectionCount < 6) {
      var update = TableUpdate()
      let section = source.pick(0...sectionCount)
      update.insertSections([section])
      for row in 0..<source.pick(0...5) {
        update.insertRows(at: [TablePosition(section: section, row: row)])
      }
      if !model.apply(update) { failures.append("the model rejected a valid insert: \(update)") }
      do { try handlers.apply(update) } catch {
        failures.append("rejected a valid insert \(update): \(error)")
      }
    } else {
      failures += edit(randomUpdate(&source))
    }
    failures += compare()
    return failures
  }

  private func register<Source: ChoiceSource>(_ source: inout Source) {
    tag += 1
    let tag = tag
    let event = source.pick(0...2)
    let section = source.pick(0...(model.sections.count - 1))
    let rows = model.sections[section].rows
    // Read the token before writing the model: a class property's accesses must not overlap.
    let token = model.sections[section].token
    let kind = source.pick(0...2)
    if event == 2 {
      if kind == 0 {
        handlers.on(.titleForHeader, at: .allSections) { _ in "\(tag)" }
        model.tableHandlers[2] = tag
      } else {
        handlers.on(.titleForHeader, at: .section(section)) { _ in "\(tag)" }
        model.sectionHandlers[2, default: [:]][token] = tag
      }
    } else if kind == 0 || rows.isEmpty {
      if source.pick(0...1) == 0 {
        register(event, .table, tag: tag)
        model.tableHandlers[event] = tag
      } else {
        register(event, .section(section), tag: tag)
        model.sectionHandlers[event, default: [:]][token] = tag
      }
    } else {
      let row = source.pick(0...(rows.count - 1))
      register(event, .row(TablePosition(section: section, row: row)), tag: tag)
      model.rowHandlers[event, default: [:]][rows[row]] = tag
    }
  }

  private func remove<Source: ChoiceSource>(_ source: inout Source) {
    let event = source.pick(0...1)
    let section = source.pick(0...(model.sections.count - 1))
    let rows = model.sections[section].rows
    let token = model.sections[section].token
    if !rows.isEmpty, source.pick(0...1) == 0 {
      let row = source.pick(0...(rows.count - 1))
      remove(event, .row(TablePosition(section: section, row: row)))
      model.rowHandlers[event]?[rows[row]] = nil
    } else {
      remove(event, .section(section))
      model.sectionHandlers[event]?[token] = nil
    }
  }

  private func register(_ event: Int, _ scope: RowScope, tag: Int) {
    if event == 0 {
      handlers.on(.indentationLevel, at: scope) { _ in tag }
    } else {
      handlers.on(.titleForDeleteConfirmationButton, at: scope) { _ in "\(tag)" }
    }
  }

  private func remove(_ event: Int, _ scope: RowScope) {
    if event == 0 {
      handlers.remove(.indentationLevel, at: scope)
    } else {
      handlers.remove(.titleForDeleteConfirmationButton, at: scope)
    }
  }

  /// A batch of one to four edits, mostly valid, sometimes off by one or negative.
  func randomUpdate<Source: ChoiceSource>(_ source: inout Source) -> TableUpdate {
    var update = TableUpdate()
    let sectionCount = model.sections.count
    func section(_ slack: Int, _ source: inout Source) -> Int {
      source.pick(-1...(sectionCount + slack))
    }
    func position(_ slack: Int, _ source: inout Source) -> TablePosition {
      let section = source.pick(0...max(0, sectionCount - 1))
      let rows = section < sectionCount ? model.sections[section].rows.count : 0
      let row = source.pick(0...19) == 0 ? -1 : source.pick(0...max(0, rows - 1 + slack))
      return TablePosition(section: section, row: row)
    }
    for _ in 0..<source.pick(1...4) {
      switch source.pick(0...7) {
      case 0: update.deleteRows(at: [position(0, &source)])
      case 1: update.insertRows(at: [position(1, &source)])
      case 2: update.moveRow(at: position(0, &source), to: position(0, &source))
      case 3: update.reloadRows(at: [position(0, &source)])
      case 4: update.deleteSections([section(0, &source)])
      case 5: update.insertSections([section(1, &source)])
      case 6: update.moveSection(section(0, &source), toSection: section(0, &source))
      default: update.reloadSections([section(0, &source)])
      }
    }
    return update
  }

  /// Applies an update to both; checks acceptance, the unchanged dump after a rejection, and
  /// where every old row went.
  func edit(_ update: TableUpdate) -> [String] {
    var failures: [String] = []
    let before = handlers.dump
    let oldSections = model.sections
    let valid = model.apply(update)
    do {
      let mapping = try handlers.apply(update)
      if !valid { failures.append("accepted an update the model rejects: \(update)") }
      failures += model.mappingFailures(mapping, from: oldSections, for: update)
    } catch {
      rejected += 1
      if valid { failures.append("rejected a valid update \(update): \(error)") }
      if handlers.dump != before { failures.append("a rejected update changed the registry") }
    }
    return failures
  }

  /// Every event of the model at every position, the shape and the handled set.
  func compare() -> [String] {
    var failures: [String] = []
    if handlers.shape.rowCounts != model.shape {
      failures.append("shape \(handlers.shape) != \(model.shape)")
    }
    for section in model.sections.indices {
      checks += 1
      let title = handlers.answer(.titleForHeader, in: section, on: host).flatMap { Int($0) }
      if title != model.sectionAnswer(2, section) {
        failures.append("step \(steps): titleForHeader \(section)")
      }
      for row in model.sections[section].rows.indices {
        let position = TablePosition(section: section, row: row)
        checks += 2
        let level = handlers.answer(.indentationLevel, at: position, on: host)
        if (level == 0 ? nil : level) != model.rowAnswer(0, position) {
          failures.append("step \(steps): indentationLevel at \(position)")
        }
        let title = handlers.answer(.titleForDeleteConfirmationButton, at: position, on: host)
        if (title == "Delete" ? nil : title.flatMap { Int($0) }) != model.rowAnswer(1, position) {
          failures.append("step \(steps): titleForDeleteConfirmationButton at \(position)")
        }
      }
    }
    return failures
  }
}
