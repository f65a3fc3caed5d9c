import Observation
import TableHandlersCore
import TableHandlersDeclarative
import TestSupport
import Testing

/// An inbox as an app's `@Observable` model: two folders of messages, a flag that shows a
/// detail line, and a property no declaration reads.
@Observable
@MainActor
final class ObservedInbox {
  var inbox: [String] = ["a", "b"]
  var archive: [String] = ["x"]
  var showsDetail = false
  var detail = "none"
  var unread = 0
}

/// A model changed off the main actor (its own locking is the app's business; here only one
/// task changes it, while the main actor waits).
@Observable
final class BackgroundCounter: @unchecked Sendable {
  var value = 0
}

/// The end of the current turn of the main actor: the re-declaration an observed change
/// scheduled is queued before this yield's continuation, so it has run when this returns.
func endOfTurn() async {
  await Task.yield()
}

/// What a table shows: each section's identifier, header and rows with their text.
func shown(_ sections: [Section<String, String>]) -> [String] {
  sections.map { section in
    "\(section.id) \(section.header ?? "-"): "
      + section.rows.map { "\($0.id)=\($0.content?.text ?? "-")" }.joined(separator: ",")
  }
}

/// What a table built from a declaration shows.
@MainActor
func shown(_ declaration: TableDeclaration<String, String>) throws -> [String] {
  shown(try DeclaredTable(declaration: declaration).sections)
}

/// The diffs a declared table applied, in order.
@MainActor
final class AppliedDiffs {
  private(set) var diffs: [DeclarationDiff] = []
  var count: Int { diffs.count }

  /// Records each diff `table` applies from now on, as its `didApplyUpdate` (which keeps this
  /// record alive as long as the table).
  init(_ table: DeclaredTable<String, String>) {
    table.didApplyUpdate = { [self] in diffs.append($0) }
  }
}

/// Declared tables that follow an `@Observable` model: one update per turn, for what the
/// closure read only, stopped by the table's release or `stopObserving()`, and in agreement
/// with explicit updates made beside them.
@MainActor
@Suite struct ObservedDeclarationTests {
  /// The declaration of an inbox, and how many times it was made.
  @MainActor
  final class Screen {
    let model: ObservedInbox
    var calls = 0

    init(_ model: ObservedInbox) { self.model = model }

    func declaration() -> TableDeclaration<String, String> {
      calls += 1
      return TableDeclaration {
        Section("inbox", header: "Inbox") {
          for message in model.inbox { Row(message, text: message) }
        }
        Section("archive", header: "Archive") {
          for message in model.archive { Row(message, text: message) }
        }
        if model.showsDetail {
          Section("detail") { Row("detail", text: model.detail) }
        }
      }
    }
  }

  /// An inbox, its screen, a table observing the screen's declaration, and its applied diffs.
  func observedInbox() -> (ObservedInbox, Screen, DeclaredTable<String, String>, AppliedDiffs) {
    let model = ObservedInbox()
    let screen = Screen(model)
    let table = DeclaredTable<String, String>(observing: screen) { $0.declaration() }
    return (model, screen, table, AppliedDiffs(table))
  }

  @Test func severalChangesInOneTurnMakeOneUpdateWithTheirCombinedDiff() async throws {
    let (model, screen, table, applied) = observedInbox()
    let before = screen.declaration()

    model.inbox.append("c")
    model.inbox.removeFirst()
    model.archive.insert("y", at: 0)
    model.showsDetail = true
    #expect(applied.diffs.isEmpty, "nothing is applied during the turn that changes the model")
    #expect(try shown(table.sections) == shown(before))

    await endOfTurn()
    #expect(applied.diffs.count == 1)
    let reference = try DeclaredTable(declaration: before)
    let combined = reference.update(to: screen.declaration())
    #expect(applied.diffs.first == combined)
    #expect(try shown(table.sections) == shown(screen.declaration()))

    await endOfTurn()
    #expect(applied.diffs.count == 1, "the update watches again, and nothing changed since")
  }

  @Test func aChangeToWhatTheClosureDidNotReadDeclaresNothing() async {
    let (model, screen, table, updates) = observedInbox()
    let calls = screen.calls

    model.unread += 1
    model.detail = "hidden"  // read only while the detail shows
    await endOfTurn()
    #expect(updates.count == 0)
    #expect(screen.calls == calls, "the closure is not even run")

    model.showsDetail = true
    await endOfTurn()
    #expect(updates.count == 1)

    model.detail = "shown"  // read now
    await endOfTurn()
    #expect(updates.count == 2)
    #expect(table.sections.last?.rows.first?.content?.text == "shown")
  }

  @Test func aReleasedTableStopsObserving() async {
    let model = ObservedInbox()
    let screen = Screen(model)
    var updates = 0
    weak var released: DeclaredTable<String, String>?
    do {
      let table = DeclaredTable<String, String>(observing: screen) { $0.declaration() }
      table.didApplyUpdate = { _ in updates += 1 }
      released = table
      model.inbox.append("c")
      await endOfTurn()
      #expect(updates == 1)
    }
    #expect(released == nil, "nothing the observation holds keeps the table")
    let calls = screen.calls

    model.inbox.append("d")
    await endOfTurn()
    #expect(updates == 1)
    #expect(screen.calls == calls)
  }

  @Test func aChangeScheduledBeforeTheTableIsReleasedDeclaresNothing() async {
    let model = ObservedInbox()
    let screen = Screen(model)
    var table: DeclaredTable<String, String>? = DeclaredTable(observing: screen) {
      $0.declaration()
    }
    weak let released = table
    model.inbox.append("c")  // schedules a re-declaration
    table = nil
    #expect(released == nil)
    let calls = screen.calls
    await endOfTurn()
    #expect(screen.calls == calls)
  }

  @Test func aChangeOnAnotherThreadIsDeclaredOnTheMainActor() async {
    let counter = BackgroundCounter()
    let table = DeclaredTable<String, Int>(observing: counter) { counter in
      Section("numbers") { for number in 0..<counter.value { Row(number, text: "\(number)") } }
    }
    var updates = 0
    table.didApplyUpdate = { _ in
      MainActor.preconditionIsolated("applied on the main actor")
      updates += 1
    }
    await Task.detached { counter.value = 3 }.value
    await endOfTurn()
    #expect(updates == 1)
    #expect(table.sections.first?.rows.map(\.id) == [0, 1, 2])
  }

  @Test func stopObservingLeavesTheTableToExplicitUpdates() async throws {
    let (model, screen, table, updates) = observedInbox()
    #expect(table.isObserving)

    model.inbox.append("c")  // schedules a re-declaration, which stopping drops
    table.stopObserving()
    #expect(!table.isObserving)
    await endOfTurn()
    #expect(updates.count == 0)

    table.redeclare()
    #expect(updates.count == 1)
    #expect(try shown(table.sections) == shown(screen.declaration()))
    model.inbox.append("d")
    await endOfTurn()
    #expect(updates.count == 1, "redeclare() no longer watches")
  }

  @Test func aTableNotMadeToObserveDoesNotObserve() throws {
    let model = ObservedInbox()
    let screen = Screen(model)
    let table = DeclaredTable<String, String>(declaring: { screen.declaration() })
    #expect(!table.isObserving)
    table.stopObserving()  // changes nothing
    #expect(try shown(table.sections) == shown(screen.declaration()))
  }

  @Test func anExplicitRedeclareBeforeTheTurnEndsTakesTheScheduledUpdatesPlace() async {
    let (model, screen, table, updates) = observedInbox()

    model.inbox.append("c")
    table.redeclare()
    #expect(updates.count == 1)
    let calls = screen.calls
    await endOfTurn()
    #expect(updates.count == 1)
    #expect(screen.calls == calls, "the scheduled re-declaration is dropped")

    model.inbox.append("d")  // the explicit redeclare watches what it read
    await endOfTurn()
    #expect(updates.count == 2)
  }

  @Test func anExplicitUpdateDoesNotMakeTheScheduledOneStale() async throws {
    let (model, screen, table, _) = observedInbox()

    model.inbox.append("c")
    let stale = screen.declaration()
    model.archive.removeAll()  // no further change is seen before the turn ends
    table.update(to: stale)
    await endOfTurn()
    #expect(try shown(table.sections) == shown(screen.declaration()))
  }

  @Test func aGoneOwnerEndsTheWatching() async throws {
    let model = ObservedInbox()
    var screen: Screen? = Screen(model)
    let handlers = TableHandlers()
    var misuses: [TableMisuse] = []
    handlers.misuseHandler = { misuses.append($0) }
    let table = DeclaredTable<String, String>(handlers: handlers, observing: screen!) {
      $0.declaration()
    }
    var updates = 0
    table.didApplyUpdate = { _ in updates += 1 }

    model.archive.append("y")
    await endOfTurn()
    #expect(updates == 1)
    #expect(try shown(table.sections) == shown(screen!.declaration()))

    screen = nil
    model.archive.append("z")  // watched by the last run, which read it through the owner
    await endOfTurn()
    #expect(updates == 1)
    #expect(misuses == [.ownerGone(event: "redeclare", section: nil, row: nil)])
    model.archive.append("w")  // the run without an owner read nothing
    await endOfTurn()
    #expect(misuses.count == 1)
  }

  @Test func aRejectedObservedDeclarationGoesToTheHandler() async {
    let model = ObservedInbox()
    var rejections: [any Error] = []
    let reject: (any Error) -> Void = { rejections.append($0) }
    let table = DeclaredTable<String, String>(observing: model, rejectedUpdateHandler: reject) {
      model in
      Section("inbox") { for message in model.inbox { Row(message, text: message) } }
    }
    model.inbox.append("a")  // a duplicate identifier
    await endOfTurn()
    #expect(rejections.count == 1)
    #expect(table.sections.first?.rows.map(\.id) == ["a", "b"])

    model.inbox = ["c"]  // the rejected run still watches
    await endOfTurn()
    #expect(table.sections.first?.rows.map(\.id) == ["c"])
  }

  nonisolated static let seeds: [UInt64] = [1, 2, 3, 4, 5, 6, 7, 8]

  /// Random model edits, explicit `redeclare()` and `update(to:)` calls, and ends of turns:
  /// after each turn the observed table shows the model, as a table updated explicitly only
  /// does, and it made at most one update a turn besides the explicit ones.
  @Test(arguments: seeds)
  func interleavedExplicitAndObservedUpdatesEndAsExplicitOnesAlone(seed: UInt64) async throws {
    var random = SplitMix64(seed: seed)
    let (model, screen, observed, updates) = observedInbox()
    let explicit = try DeclaredTable(declaration: screen.declaration())
    var names = 0

    for step in 0..<200 {
      for _ in 0..<Int.random(in: 0...5, using: &random) {
        switch Int.random(in: 0..<8, using: &random) {
        case 0, 1:
          names += 1
          if Bool.random(using: &random) {
            model.inbox.insert(
              "m\(names)", at: Int.random(in: 0...model.inbox.count, using: &random))
          } else {
            model.archive.append("m\(names)")
          }
        case 2:
          if !model.inbox.isEmpty {
            model.archive.append(
              model.inbox.remove(at: Int.random(in: 0..<model.inbox.count, using: &random)))
          }
        case 3:
          if !model.archive.isEmpty { model.archive.removeFirst() }
        case 4:
          model.showsDetail.toggle()
        case 5:
          model.detail = "d\(Int.random(in: 0..<3, using: &random))"
        case 6:
          observed.redeclare()
        default:
          observed.update(to: screen.declaration())
        }
      }
      let before = updates.count
      await endOfTurn()
      #expect(updates.count - before <= 1, "seed \(seed) step \(step): one observed update a turn")
      explicit.update(to: screen.declaration())
      let expected = shown(explicit.sections)
      #expect(shown(observed.sections) == expected, "seed \(seed) step \(step)")
    }
  }
}
