import Observation
import TableHandlersCore
import TableHandlersDeclarative
import TestSupport
import Testing

/// Mail folders as an app's `@Observable` model: three folders, which of them the table shows
/// and in what order, the header style, and a property no declaration reads.
@Observable
@MainActor
final class ObservedMailbox {
  var inbox: [String] = ["a", "b"]
  var archive: [String] = ["x"]
  var drafts: [String] = ["d"]
  var order = ["inbox", "archive", "drafts"]
  var shouting = false
  var unread = 0

  func messages(in folder: String) -> [String] {
    switch folder {
    case "inbox": return inbox
    case "archive": return archive
    default: return drafts
    }
  }
}

/// A screen that declares one observed section per folder, counting the runs of the table's
/// closure and of each section's.
@MainActor
final class MailboxScreen {
  let model: ObservedMailbox
  var tableRuns = 0
  var sectionRuns: [String: Int] = [:]
  var taps: [String] = []

  init(_ model: ObservedMailbox) { self.model = model }

  /// The declaration: inside an observing table each folder's rows are declared by the section's
  /// own closure; anywhere else, at once (an ordinary declaration, the tests' reference).
  func declaration() -> TableDeclaration<String, String> {
    tableRuns += 1
    return TableDeclaration {
      for folder in model.order {
        Section.observed(
          folder, header: model.shouting ? folder.uppercased() : folder, owner: self
        ) { screen in
          screen.rows(of: folder)
        }
      }
    }
  }

  func rows(of folder: String) -> [Row<String>] {
    sectionRuns[folder, default: 0] += 1
    return model.messages(in: folder).map { message in
      Row(message, text: "\(folder):\(message)")
        .onSelect(owner: self) { screen, _ in screen.taps.append(message) }
    }
  }
}

/// Observed tables whose sections declare their rows in closures of their own: a change to what
/// only sections read runs those sections' closures alone and applies their difference alone,
/// one update a turn; anything else declares the whole table again, as before.
@MainActor
@Suite struct ObservedSectionTests {
  /// A mailbox, its screen, a table observing the screen's declaration, and its applied diffs.
  func observedMailbox() -> (
    ObservedMailbox, MailboxScreen, DeclaredTable<String, String>, AppliedDiffs
  ) {
    let model = ObservedMailbox()
    let screen = MailboxScreen(model)
    let table = DeclaredTable<String, String>(observing: screen) { $0.declaration() }
    return (model, screen, table, AppliedDiffs(table))
  }

  /// A host-less tap, through the registry, at a position.
  func tap(_ table: DeclaredTable<String, String>, _ position: TablePosition) {
    table.handlers.answer(.didSelectRow, at: position, on: TestTable())
  }

  @Test func outsideAnObservingTableASectionClosureIsOrdinaryRows() throws {
    let model = ObservedMailbox()
    let screen = MailboxScreen(model)
    let declaration = screen.declaration()
    #expect(declaration.sections.map { $0.rows.map(\.id) } == [["a", "b"], ["x"], ["d"]])
    #expect(screen.sectionRuns == ["inbox": 1, "archive": 1, "drafts": 1])
    let table = DeclaredTable<String, String>(declaring: { screen.declaration() })
    #expect(table.sections.map(\.rows.count) == [2, 1, 1])
  }

  @Test func aChangeToOneSectionRunsOnlyItsClosure() async throws {
    let (model, screen, table, applied) = observedMailbox()
    #expect(screen.tableRuns == 1)
    #expect(screen.sectionRuns == ["inbox": 1, "archive": 1, "drafts": 1])
    table.selection = ["x"]

    model.inbox.append("c")
    await endOfTurn()
    #expect(applied.diffs.map(\.description) == ["insert row 0.2"])
    #expect(screen.tableRuns == 1, "the table's closure does not run again")
    #expect(screen.sectionRuns == ["inbox": 2, "archive": 1, "drafts": 1])
    #expect(try shown(table.sections) == shown(screen.declaration()))

    // The other sections keep their rows' handlers and state.
    #expect(table.selection == ["x"])
    tap(table, TablePosition(section: 1, row: 0))
    tap(table, TablePosition(section: 0, row: 2))
    #expect(screen.taps == ["x", "c"])
  }

  @Test func severalChangesInOneTurnToTwoSectionsMakeOneUpdateWithTheirCombinedDiff() async throws {
    let (model, screen, table, applied) = observedMailbox()
    let before = screen.declaration()
    let runs = screen.sectionRuns

    model.inbox.removeFirst()
    model.drafts.append("e")
    model.inbox.append("c")
    model.drafts.insert("f", at: 0)
    await endOfTurn()
    #expect(applied.diffs.count == 1)
    #expect(screen.sectionRuns["inbox"] == runs["inbox"]! + 1, "once for two changes")
    #expect(screen.sectionRuns["drafts"] == runs["drafts"]! + 1)
    #expect(screen.sectionRuns["archive"] == runs["archive"])
    let reference = try DeclaredTable(declaration: before)
    #expect(applied.diffs.first == reference.update(to: screen.declaration()))
    #expect(try shown(table.sections) == shown(screen.declaration()))
  }

  @Test func aRowMovedBetweenTwoChangedSectionsMoves() async throws {
    let (model, screen, table, applied) = observedMailbox()
    let tableRuns = screen.tableRuns

    model.archive.append(model.inbox.removeFirst())
    await endOfTurn()
    #expect(screen.tableRuns == tableRuns)
    #expect(applied.diffs.map { $0.update.movedRows.count } == [1])
    #expect(try shown(table.sections) == shown(screen.declaration()))
  }

  @Test func aChangeToWhatTheTableClosureReadDeclaresEverythingAgain() async throws {
    let (model, screen, table, updates) = observedMailbox()

    model.order = ["drafts", "inbox", "archive"]
    model.inbox.append("c")  // in the same turn: one update
    await endOfTurn()
    #expect(updates.count == 1)
    #expect(screen.tableRuns == 2)
    #expect(screen.sectionRuns == ["inbox": 2, "archive": 2, "drafts": 2])
    #expect(try shown(table.sections) == shown(screen.declaration()))

    model.shouting = true  // a header, from the table's closure
    await endOfTurn()
    #expect(updates.count == 2)
    #expect(table.sections.map(\.header) == ["DRAFTS", "INBOX", "ARCHIVE"])
  }

  @Test func aChangeToDataNoClosureReadDeclaresNothing() async {
    let (model, screen, table, updates) = observedMailbox()
    let runs = screen.sectionRuns

    model.unread += 1
    await endOfTurn()
    #expect(updates.count == 0)
    #expect(screen.tableRuns == 1)
    #expect(screen.sectionRuns == runs)
    #expect(table.isObserving, "the table watched all along")
  }

  @Test func aReleasedTableUpdatesNothingAndLeaksNothing() async {
    let model = ObservedMailbox()
    let screen = MailboxScreen(model)
    weak var released: DeclaredTable<String, String>?
    var updates = 0
    do {
      let table = DeclaredTable<String, String>(observing: screen) { $0.declaration() }
      table.didApplyUpdate = { _ in updates += 1 }
      released = table
      model.archive.append("y")
      await endOfTurn()
      #expect(updates == 1)
      model.archive.append("z")  // scheduled, then the table goes
    }
    #expect(released == nil, "nothing the trackings hold keeps the table")
    let runs = screen.sectionRuns
    await endOfTurn()
    model.inbox.append("c")
    await endOfTurn()
    #expect(updates == 1)
    #expect(screen.sectionRuns == runs)
  }

  @Test func explicitCallsWithNoChangeLeaveOneLiveTrackingPerClosure() async {
    let (model, screen, table, _) = observedMailbox()
    // The table's closure and its three sections'.
    #expect(table.liveObservationTrackings == 4)
    for _ in 0..<5 { table.redeclare() }
    #expect(table.liveObservationTrackings == 4, "each run retires the one before")
    model.inbox.append("c")
    await endOfTurn()
    #expect(table.liveObservationTrackings == 4)
    for _ in 0..<3 { table.update(to: screen.declaration()) }
    model.archive.append("y")  // an explicit update changes the layout: all declared again
    await endOfTurn()
    #expect(table.liveObservationTrackings == 4)
    table.stopObserving()
    #expect(table.liveObservationTrackings == 0)
  }

  @Test func aSectionChangeOnAnotherThreadIsDeclaredOnTheMainActor() async {
    let counter = BackgroundCounter()
    let tableRuns = ClosureRuns()
    let table = DeclaredTable<String, Int>(observing: counter) { counter in
      let _ = tableRuns.count()
      Section.observed("numbers") {
        for number in 0..<counter.value { Row(number, text: "\(number)") }
      }
    }
    var updates = 0
    table.didApplyUpdate = { _ in
      MainActor.preconditionIsolated("applied on the main actor")
      updates += 1
    }
    await Task.detached {
      counter.value = 2
      counter.value = 3
    }.value
    await endOfTurn()
    #expect(updates == 1)
    #expect(tableRuns.runs == 1, "the section alone")
    #expect(table.sections.first?.rows.map(\.id) == [0, 1, 2])
  }

  @Test func aSectionThatEmptiesAndIsLeftOutDeclaresTheWholeTable() async throws {
    let model = ObservedMailbox()
    let table = DeclaredTable<String, String>(observing: model) { model in
      for folder in model.order {
        Section.observed(folder) {
          for message in model.messages(in: folder) { Row(message, text: message) }
        }
        .omittedWhenEmpty()
      }
    }
    model.archive.removeAll()
    await endOfTurn()
    #expect(table.sections.map(\.id) == ["inbox", "drafts"])
    model.archive.append("y")
    await endOfTurn()
    #expect(table.sections.map(\.id) == ["inbox", "archive", "drafts"])
  }

  @Test func aRowRepeatedAcrossSectionsIsRejectedAsByTheWholeTable() async {
    let model = ObservedMailbox()
    let screen = MailboxScreen(model)
    var rejections: [any Error] = []
    let reject: (any Error) -> Void = { rejections.append($0) }
    let table = DeclaredTable<String, String>(observing: screen, rejectedUpdateHandler: reject) {
      $0.declaration()
    }
    model.drafts.append("x")  // archive has x
    await endOfTurn()
    #expect(rejections.count == 1)
    #expect(table.sections.map(\.rows.count) == [2, 1, 1])
    model.drafts.removeLast()
    model.archive = ["x", "y"]
    await endOfTurn()
    #expect(table.sections.map(\.rows.count) == [2, 2, 1])
  }

  /// Why the sections' closures run after the table's: a tracking inside another one reports
  /// its reads to the outer one too, so a section's reads would declare the whole table.
  @Test func aNestedTrackingsReadsAreWatchedByTheOuterOneToo() async {
    let model = ObservedMailbox()
    let fired = FiredTrackings()
    withObservationTracking {
      _ = model.inbox
      withObservationTracking {
        _ = model.archive
      } onChange: {
        fired.note("inner")
      }
    } onChange: {
      fired.note("outer")
    }
    model.archive.append("y")
    #expect(fired.names == ["inner", "outer"] || fired.names == ["outer", "inner"])
  }

  @Test func anExplicitUpdateBetweenObservedOnesEndsAsTheModel() async throws {
    let (model, screen, table, _) = observedMailbox()
    model.inbox.append("c")
    let stale = screen.declaration()
    table.update(to: stale)
    model.archive.removeAll()
    await endOfTurn()
    #expect(try shown(table.sections) == shown(screen.declaration()))
    table.update(to: TableDeclaration { Section("inbox") { Row("q", text: "q") } })
    model.drafts.append("e")  // a section change, the table showing the app's declaration
    await endOfTurn()
    #expect(try shown(table.sections) == shown(screen.declaration()))
  }

  @Test func observedUpdatesCanBeShownWithoutAnimation() async {
    let model = ObservedMailbox()
    let table = DeclaredTable<String, String>(observing: model) { model in
      Section.observed("inbox") { for message in model.inbox { Row(message, text: message) } }
    }
    #expect(table.animatesObservedUpdates)
    table.animatesObservedUpdates = false
    #expect(!table.animatesObservedUpdates)
    let plain = try? DeclaredTable<String, String>(declaration: TableDeclaration())
    plain?.animatesObservedUpdates = false
    #expect(plain?.animatesObservedUpdates == true, "a table that does not observe keeps none")
    model.inbox.append("c")
    await endOfTurn()
    #expect(table.sections.first?.rows.count == 3)
  }

  nonisolated static let seeds: [UInt64] = [1, 2, 3, 4, 5, 6, 7, 8]

  /// Random model edits (sections' rows, the table's order and headers, unread), explicit
  /// `redeclare()` and `update(to:)` calls, and ends of turns: after each turn the observed
  /// table shows what a plain reference model of the folders declares, and it made at most one
  /// update a turn besides the explicit ones.
  @Test(arguments: seeds)
  func interleavedExplicitAndObservedSectionUpdatesEndAsTheReference(seed: UInt64) async throws {
    var random = SplitMix64(seed: seed)
    let (model, screen, observed, updates) = observedMailbox()
    var names = 0
    var sectionsAlone = 0
    let folders = ["inbox", "archive", "drafts"]

    for step in 0..<200 {
      for _ in 0..<Int.random(in: 0...5, using: &random) {
        let folder = folders[Int.random(in: 0..<3, using: &random)]
        var messages = model.messages(in: folder)
        switch Int.random(in: 0..<10, using: &random) {
        case 0, 1, 2:
          names += 1
          messages.insert("m\(names)", at: Int.random(in: 0...messages.count, using: &random))
        case 3, 4:
          if !messages.isEmpty {
            messages.remove(at: Int.random(in: 0..<messages.count, using: &random))
          }
        case 5:
          // A move across folders, in one turn.
          let other = folders[Int.random(in: 0..<3, using: &random)]
          if other != folder, !messages.isEmpty {
            let moved = messages.removeFirst()
            switch other {
            case "inbox": model.inbox.append(moved)
            case "archive": model.archive.append(moved)
            default: model.drafts.append(moved)
            }
          }
        case 6:
          model.order.shuffle(using: &random)
        case 7:
          if Bool.random(using: &random) { model.shouting.toggle() } else { model.unread += 1 }
        case 8:
          observed.redeclare()
        default:
          observed.update(to: screen.declaration())
        }
        switch folder {
        case "inbox": if model.inbox != messages { model.inbox = messages }
        case "archive": if model.archive != messages { model.archive = messages }
        default: if model.drafts != messages { model.drafts = messages }
        }
      }
      let before = updates.count
      let tableRuns = screen.tableRuns
      await endOfTurn()
      #expect(updates.count - before <= 1, "seed \(seed) step \(step): one observed update a turn")
      if updates.count > before, screen.tableRuns == tableRuns { sectionsAlone += 1 }
      // The reference: the model's folders, plainly.
      let expected = model.order.map { folder in
        "\(folder) \(model.shouting ? folder.uppercased() : folder): "
          + model.messages(in: folder).map { "\($0)=\(folder):\($0)" }.joined(separator: ",")
      }
      #expect(shown(observed.sections) == expected, "seed \(seed) step \(step)")
      #expect(observed.liveObservationTrackings == 4, "seed \(seed) step \(step)")
    }
    #expect(sectionsAlone >= 20, "seed \(seed): turns whose update declared sections alone")
  }
}

/// Counts the runs of a closure.
@MainActor
final class ClosureRuns {
  private(set) var runs = 0

  func count() -> Int {
    runs += 1
    return runs
  }
}

/// The names of the trackings that fired.
///
/// `@unchecked Sendable`: the test that uses it changes the model on the main actor only, so
/// every `onChange` runs there, one after the other.
final class FiredTrackings: @unchecked Sendable {
  private(set) var names: [String] = []

  func note(_ name: String) { names.append(name) }
}
