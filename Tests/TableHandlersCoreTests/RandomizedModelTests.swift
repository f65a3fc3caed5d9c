import Testing

@testable import TableHandlersCore

/// A deliberately naive model of a registry: sections and rows are tokens, handlers hang on
/// tokens, and a batch is applied the slow textbook way (remove, then insert in ascending
/// destination order).
struct ReferenceModel {
  struct Section {
    var token: Int
    var rows: [Int]
  }

  var sections: [Section] = []
  var nextToken = 0
  /// Handler tags by event (0, 1: row events; 2: section event), scope and token.
  var rowHandlers: [Int: [Int: Int]] = [:]
  var sectionHandlers: [Int: [Int: Int]] = [:]
  var tableHandlers: [Int: Int] = [:]

  mutating func token() -> Int {
    nextToken += 1
    return nextToken
  }

  var shape: [Int] { sections.map(\.rows.count) }

  func rowAnswer(_ event: Int, _ position: TablePosition) -> Int? {
    let section = sections[position.section]
    return rowHandlers[event]?[section.rows[position.row]]
      ?? sectionHandlers[event]?[section.token] ?? tableHandlers[event]
  }

  func sectionAnswer(_ event: Int, _ section: Int) -> Int? {
    sectionHandlers[event]?[sections[section].token] ?? tableHandlers[event]
  }

  /// Applies an update if it is valid; returns whether it was.
  mutating func apply(_ update: TableUpdate) -> Bool {
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

@MainActor
@Suite("Randomized operations against a naive reference model")
struct RandomizedModelTests {
  let table = TestTable()

  func answerRow(_ handlers: TableHandlers, _ event: Int, _ position: TablePosition) -> Int? {
    switch event {
    case 0:
      let value = handlers.answer(.indentationLevel, at: position, on: table)
      return value == 0 ? nil : value
    default:
      let value = handlers.answer(.titleForDeleteConfirmationButton, at: position, on: table)
      return value == "Delete" ? nil : Int(value!)
    }
  }

  func register(_ handlers: TableHandlers, _ event: Int, _ scope: RowScope, tag: Int) {
    if event == 0 {
      handlers.on(.indentationLevel, at: scope) { _ in tag }
    } else {
      handlers.on(.titleForDeleteConfirmationButton, at: scope) { _ in "\(tag)" }
    }
  }

  func remove(_ handlers: TableHandlers, _ event: Int, _ scope: RowScope) {
    if event == 0 {
      handlers.remove(.indentationLevel, at: scope)
    } else {
      handlers.remove(.titleForDeleteConfirmationButton, at: scope)
    }
  }

  func randomUpdate(_ model: ReferenceModel, _ rng: inout SeededGenerator) -> TableUpdate {
    var update = TableUpdate()
    let sectionCount = model.sections.count
    func section(_ slack: Int = 1) -> Int {
      Int.random(in: -1...(sectionCount + slack), using: &rng)
    }
    func position(_ slack: Int = 1) -> TablePosition {
      let section = Int.random(in: 0...max(0, sectionCount - 1), using: &rng)
      let rows = section < sectionCount ? model.sections[section].rows.count : 0
      // Mostly valid, sometimes off by one or negative.
      let row =
        Int.random(in: 0..<20, using: &rng) == 0
        ? -1 : Int.random(in: 0...max(0, rows - 1 + slack), using: &rng)
      return TablePosition(section: section, row: max(row, -1))
    }
    for _ in 0..<Int.random(in: 1...4, using: &rng) {
      switch Int.random(in: 0..<8, using: &rng) {
      case 0: update.deleteRows(at: [position(0)])
      case 1: update.insertRows(at: [position(1)])
      case 2: update.moveRow(at: position(0), to: position(0))
      case 3: update.reloadRows(at: [position(0)])
      case 4: update.deleteSections([section(0)])
      case 5: update.insertSections([section(1)])
      case 6: update.moveSection(section(0), toSection: section(0))
      default: update.reloadSections([section(0)])
      }
    }
    return update
  }

  @Test(arguments: [UInt64(1), 2, 3, 4])
  func twentyThousandOperationsMatchTheReference(seed: UInt64) throws {
    var rng = SeededGenerator(seed: seed)
    var model = ReferenceModel()
    let handlers = TableHandlers()
    var tag = 0
    var steps = 0
    var rejected = 0
    // Four seeds of 5,000 steps: 20,000 operations in all.
    while steps < 5_000 {
      steps += 1
      let sectionCount = model.sections.count
      let choice = Int.random(in: 0..<10, using: &rng)
      if choice < 3, sectionCount > 0 {
        // Register at a random scope inside the shape.
        tag += 1
        let event = Int.random(in: 0...2, using: &rng)
        let section = Int.random(in: 0..<sectionCount, using: &rng)
        let rows = model.sections[section].rows
        let kind = Int.random(in: 0..<3, using: &rng)
        if event == 2 {
          if kind == 0 {
            handlers.on(.titleForHeader, in: .allSections) { [tag] _ in "\(tag)" }
            model.tableHandlers[2] = tag
          } else {
            handlers.on(.titleForHeader, in: .section(section)) { [tag] _ in "\(tag)" }
            model.sectionHandlers[2, default: [:]][model.sections[section].token] = tag
          }
        } else if kind == 0 || rows.isEmpty {
          if Bool.random(using: &rng) {
            register(handlers, event, .table, tag: tag)
            model.tableHandlers[event] = tag
          } else {
            register(handlers, event, .section(section), tag: tag)
            model.sectionHandlers[event, default: [:]][model.sections[section].token] = tag
          }
        } else {
          let row = Int.random(in: 0..<rows.count, using: &rng)
          register(handlers, event, .row(pos(section, row)), tag: tag)
          model.rowHandlers[event, default: [:]][rows[row]] = tag
        }
      } else if choice < 4, sectionCount > 0 {
        let event = Int.random(in: 0...1, using: &rng)
        let section = Int.random(in: 0..<sectionCount, using: &rng)
        let rows = model.sections[section].rows
        if !rows.isEmpty, Bool.random(using: &rng) {
          let row = Int.random(in: 0..<rows.count, using: &rng)
          remove(handlers, event, .row(pos(section, row)))
          model.rowHandlers[event]?[rows[row]] = nil
        } else {
          remove(handlers, event, .section(section))
          model.sectionHandlers[event]?[model.sections[section].token] = nil
        }
      } else if sectionCount == 0 || (choice == 4 && sectionCount < 6) {
        var update = TableUpdate()
        update.insertSections([Int.random(in: 0...sectionCount, using: &rng)])
        for row in 0..<Int.random(in: 0...5, using: &rng) {
          update.insertRows(at: [pos(update.insertedSections[0], row)])
        }
        let accepted = model.apply(update)
        #expect(accepted)
        try handlers.apply(update)
      } else {
        let update = randomUpdate(model, &rng)
        let before = handlers.dump
        let oldSections = model.sections
        let valid = model.apply(update)
        do {
          let mapping = try handlers.apply(update)
          #expect(valid, "accepted an update the model rejects: \(update)")
          // Every old row lands where the model put its token, or nowhere if deleted.
          var whereIs: [Int: TablePosition] = [:]
          for (section, rows) in model.sections.map(\.rows).enumerated() {
            for (row, token) in rows.enumerated() { whereIs[token] = pos(section, row) }
          }
          for (section, old) in oldSections.enumerated() {
            for (row, token) in old.rows.enumerated() {
              #expect(mapping.newPosition(of: pos(section, row)) == whereIs[token])
            }
          }
        } catch {
          rejected += 1
          #expect(!valid, "rejected a valid update: \(update): \(error)")
          #expect(handlers.dump == before)
        }
      }
      // Compare every event at every position.
      #expect(handlers.shape.rowCounts == model.shape)
      for section in model.sections.indices {
        let title = handlers.answer(.titleForHeader, in: section, on: table).map { Int($0)! }
        #expect(title == model.sectionAnswer(2, section), "step \(steps)")
        for row in model.sections[section].rows.indices {
          for event in 0...1 {
            #expect(
              answerRow(handlers, event, pos(section, row))
                == model.rowAnswer(event, pos(section, row)),
              "seed \(seed) step \(steps) event \(event) at \(section).\(row)")
          }
        }
      }
    }
    #expect(rejected > 100)
  }
}
