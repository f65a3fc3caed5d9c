import TableHandlersCore
import TableHandlersDeclarative
import Testing

/// Updates that wait, as the caller sees them: the diff `update(to:)` returns and the table's
/// `waitingFor` name the wait, the update is applied when the wait ends, and reading the table
/// meanwhile applies nothing; updates and moves asked for at awkward moments: while another
/// update is being applied, and a bad update while another one waits.
@MainActor
@Suite struct UpdateWaitTests {
  let host = TestTable()

  /// Where an update asked for during another update comes from.
  enum Inside: CaseIterable, Sendable {
    /// A callback the registry makes while it applies the update.
    case handledEventsDidChange
    /// The app's own `didApplyUpdate`.
    case didApplyUpdate
  }

  /// A one-section declaration; rows in `selectable` declare `onSelect`.
  func declaration(_ ids: [String], selectable: Set<String> = []) -> TableDeclaration<
    String, String
  > {
    TableDeclaration {
      Section("A") {
        for id in ids {
          if selectable.contains(id) {
            Row(id, text: id).onSelect { _ in }
          } else {
            Row(id, text: id)
          }
        }
      }
    }
  }

  /// Everything a caller can read of a table and its registry, for checking that reading
  /// changes nothing.
  func read(_ table: DeclaredTable<String, String>) -> [String] {
    var seen = [table.sections.map { "\($0.id): \($0.rows.map(\.id))" }.joined()]
    for section in 0..<table.handlers.numberOfSections(on: host) {
      seen.append("\(table.sectionID(at: section) ?? "-")")
      for row in 0..<table.handlers.numberOfRows(inSection: section, on: host) {
        let id = table.rowID(at: pos(section, row))
        seen.append("\(id ?? "-") \(id.flatMap(table.position(ofRow:)).map { "\($0)" } ?? "-")")
        let text = table.handlers.answer(.rowContent, at: pos(section, row), on: host)?.text
        seen.append(text ?? "-")
      }
    }
    seen.append("\(table.index(ofSection: "A").map(String.init) ?? "-")")
    return seen
  }

  @Test func nothingWaitsAfterAnUpdateAppliedAtOnce() throws {
    let table = try DeclaredTable(declaration: declaration(["a"]))
    let diff = table.update(to: declaration(["a", "b"]))
    #expect(diff.waitingFor == nil)
    #expect(!diff.isEmpty)
    #expect(table.waitingFor == nil)
    #expect(table.applyWaitingUpdate() == DeclarationDiff())
  }

  /// An update asked for while another is applied waits for `.applyingUpdate`.
  ///
  /// Reading the table meanwhile shows the update being applied; it is applied and reported
  /// once that one is reported, and while `didApplyUpdate` shows a diff the table has that
  /// diff's rows. The table ends as the later declaration says.
  @Test(arguments: Inside.allCases)
  func anUpdateDuringAnUpdateWaitsForIt(from inside: Inside) throws {
    let handlers = TableHandlers()
    let table = try DeclaredTable(handlers: handlers, declaration: declaration(["a"]))
    var inner: DeclarationDiff?
    var waitingInside: [DeclaredUpdateWait?] = []
    var rowsInside: [[String]] = []
    var reported: [(update: TableUpdate, rows: [String])] = []
    // The callbacks capture the table weakly: the registry holds them, and the table holds the
    // registry.
    let ask = { [weak table] in
      guard let table, inner == nil else { return }
      inner = table.update(to: self.declaration(["c", "a", "b"], selectable: ["b"]))
      // Read twice: the first read must not have applied the update.
      rowsInside.append(table.sections.first?.rows.map(\.id) ?? [])
      waitingInside.append(table.waitingFor)
      rowsInside.append(table.sections.first?.rows.map(\.id) ?? [])
    }
    table.didApplyUpdate = { [weak table] diff in
      // What a host showing the diff asks: the rows of that diff's declaration.
      reported.append((diff.update, table?.sections.first?.rows.map(\.id) ?? []))
      if inside == .didApplyUpdate { ask() }
    }
    if inside == .handledEventsDidChange { handlers.handledEventsDidChange = { _ in ask() } }
    let diff = table.update(to: declaration(["a", "b"], selectable: ["b"]))
    var expected = TableUpdate()
    expected.insertRows(at: [pos(0, 1)])
    #expect(diff.waitingFor == nil)
    #expect(diff.update == expected)
    #expect(inner?.waitingFor == .applyingUpdate)
    #expect(inner?.isEmpty == true)
    #expect(inner.map(\.description) == "no changes yet: waits for the update being applied")
    #expect(waitingInside == [.applyingUpdate])
    #expect(rowsInside.count == 2 && rowsInside[0] == rowsInside[1])
    var nested = TableUpdate()
    nested.insertRows(at: [pos(0, 0)])
    #expect(reported.map(\.update) == [expected, nested])
    #expect(reported.map(\.rows) == [["a", "b"], ["c", "a", "b"]])
    #expect(table.waitingFor == nil)
    #expect(table.sections.first?.rows.map(\.id) == ["c", "a", "b"])
    #expect(table.position(ofRow: "b") == pos(0, 2))
    let fresh = try DeclaredTable(
      handlers: TableHandlers(), declaration: declaration(["c", "a", "b"], selectable: ["b"]))
    #expect(handlers.dump == fresh.handlers.dump)
  }

  /// During an update, a callback sees the row index and the layout agree.
  @Test func lookupsAgreeDuringAnUpdate() throws {
    let handlers = TableHandlers()
    let table = try DeclaredTable(handlers: handlers, declaration: declaration(["a"]))
    var seen: [Bool] = []
    handlers.handledEventsDidChange = { [weak table] _ in
      guard let position = table?.position(ofRow: "a") else { return seen.append(false) }
      seen.append(table?.rowID(at: position) == "a")
    }
    try table.checkedUpdate(to: declaration(["b", "a"], selectable: ["b"]))
    #expect(!seen.isEmpty)
    #expect(seen.allSatisfy { $0 })
    #expect(table.position(ofRow: "a") == pos(0, 1))
  }

  /// A move reported to the declared table while an update is applied is refused by name.
  @Test func aMoveDuringAnUpdateIsRefused() throws {
    let handlers = TableHandlers()
    let table = try DeclaredTable(handlers: handlers, declaration: declaration(["a", "b"]))
    var error: DeclarationError?
    handlers.handledEventsDidChange = { [weak table] _ in
      do {
        try table?.userMovedRow(from: pos(0, 0), to: pos(0, 1), on: self.host)
      } catch let refused as DeclarationError {
        error = refused
      } catch {}
    }
    try table.checkedUpdate(to: declaration(["a", "b"], selectable: ["a"]))
    #expect(error == .updateInProgress)
    #expect(table.sections.first?.rows.map(\.id) == ["a", "b"])
  }

  /// A move answered through the registry while an update is applied is a programming error.
  @Test func aRegistryMoveDuringAnUpdateTraps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let handlers = TableHandlers()
        let declared = { (selectable: Bool) in
          TableDeclaration<String, String> {
            Section("A") {
              for id in ["a", "b"] {
                selectable
                  ? Row(id, text: id).onMove { _ in }.onSelect { _ in }
                  : Row(id, text: id).onMove { _ in }
              }
            }
          }
        }
        guard let table = try? DeclaredTable(handlers: handlers, declaration: declared(false))
        else { return }
        // Registering the new didSelectRow handlers changes the handled events.
        handlers.handledEventsDidChange = { _ in
          _ = try? handlers.userMovedRow(from: pos(0, 0), to: pos(0, 1), on: TestTable())
        }
        _ = try? table.checkedUpdate(to: declared(true))
      }
    }
  }

  /// An update asked for while a move is answered through the declared table waits for
  /// `.interactiveMove`; `userMovedRow` applies it after the move and returns its diff.
  @Test func anUpdateDuringAMoveWaitsForIt() throws {
    var model = ["a", "b", "c"]
    weak var weakTable: DeclaredTable<String, String>?
    var inside: (diff: DeclarationDiff?, wait: DeclaredUpdateWait?, rows: [String])?
    func declared() -> TableDeclaration<String, String> {
      TableDeclaration {
        Section("A") {
          for id in model {
            Row(id, text: id).onMove { call in
              model.insert(model.remove(at: call.row), at: call.arguments.row)
              model[0] += "!"
              let diff = weakTable?.update(to: declared())
              inside = (
                diff, weakTable?.waitingFor, weakTable?.sections.first?.rows.map(\.id) ?? []
              )
            }
          }
        }
      }
    }
    let table = try DeclaredTable(declaration: declared())
    weakTable = table
    var reported: [DeclarationDiff] = []
    table.didApplyUpdate = { reported.append($0) }
    let diff = try table.userMovedRow(from: pos(0, 2), to: pos(0, 0), on: host)
    #expect(inside?.diff?.waitingFor == .interactiveMove)
    #expect(inside?.wait == .interactiveMove)
    // Inside the answer the registry has not moved the row yet, and neither has the table.
    #expect(inside?.rows == ["a", "b", "c"])
    #expect(diff.waitingFor == nil)
    #expect(reported == [diff])
    #expect(table.waitingFor == nil)
    #expect(table.sections.first?.rows.map(\.id) == ["c!", "a", "b"])
  }

  /// A move made on the registry by a host the declared table cannot see: the update its
  /// handler asked for waits for `.interactiveMove` until the app asks; a bad update meanwhile
  /// is rejected and changes nothing; every read meanwhile shows the move and leaves the update
  /// waiting.
  @Test(arguments: [false, true])
  func anUpdateAfterAMoveOnTheRegistryWaitsForTheApp(replacedByALaterUpdate: Bool) throws {
    let handlers = TableHandlers()
    var model = ["a", "b", "c"]
    weak var weakTable: DeclaredTable<String, String>?
    func declared() -> TableDeclaration<String, String> {
      TableDeclaration {
        Section("A") {
          for id in model {
            Row(id, text: id).onMove { call in
              model.insert(model.remove(at: call.row), at: call.arguments.row)
              model.append("new")
              weakTable?.update(to: declared())
            }
          }
        }
      }
    }
    let table = try DeclaredTable(handlers: handlers, declaration: declared())
    weakTable = table
    var reported: [TableUpdate] = []
    table.didApplyUpdate = { reported.append($0.update) }
    // The host moves the row through the registry, as HeadlessTable.drag does.
    try handlers.userMovedRow(from: pos(0, 2), to: pos(0, 0), on: host)
    #expect(table.waitingFor == .interactiveMove)
    let before = handlers.dump
    #expect(throws: DeclarationError.duplicateRowID("x", inSection: "A", alreadyInSection: "A")) {
      try table.checkedUpdate(to: self.declaration(["x", "x"]))
    }
    #expect(handlers.dump == before)
    #expect(table.waitingFor == .interactiveMove)
    let seen = read(table)
    #expect(seen == read(table))
    #expect(table.sections.first?.rows.map(\.id) == ["c", "a", "b"])
    #expect(table.waitingFor == .interactiveMove)
    #expect(reported.isEmpty)
    var inserted = TableUpdate()
    inserted.insertRows(at: [pos(0, 3)])
    if replacedByALaterUpdate {
      // The move is over by then: a later update is applied at once, in its place.
      model.append("newer")
      let diff = table.update(to: declared())
      var both = TableUpdate()
      both.insertRows(at: [pos(0, 3), pos(0, 4)])
      #expect(diff.waitingFor == nil)
      #expect(diff.update == both)
      #expect(reported == [both])
    } else {
      let diff = table.applyWaitingUpdate()
      #expect(diff.update == inserted)
      #expect(reported == [inserted])
      #expect(table.sections.first?.rows.map(\.id) == ["c", "a", "b", "new"])
    }
    #expect(table.waitingFor == nil)
    #expect(try table.checkedUpdate(to: declared()).isEmpty)
    let fresh = try DeclaredTable(handlers: TableHandlers(), declaration: declared())
    #expect(handlers.dump == fresh.handlers.dump)
  }

  /// A bad update while another waits is rejected at once and leaves the waiting one as it
  /// was: the same wait, applied when it ends.
  @Test func aBadUpdateWhileOneWaitsLeavesItWaiting() throws {
    let handlers = TableHandlers()
    let table = try DeclaredTable(handlers: handlers, declaration: declaration(["a"]))
    var waits: [DeclaredUpdateWait?] = []
    var rejected: [DeclarationError] = []
    handlers.handledEventsDidChange = { [weak table] _ in
      guard let table, waits.isEmpty else { return }
      waits.append(table.update(to: self.declaration(["a", "b", "c"])).waitingFor)
      do {
        try table.checkedUpdate(to: self.declaration(["x", "x"]))
      } catch let error as DeclarationError {
        rejected.append(error)
      } catch {}
      waits.append(table.waitingFor)
    }
    table.update(to: declaration(["a", "b"], selectable: ["b"]))
    #expect(waits == [.applyingUpdate, .applyingUpdate])
    #expect(rejected == [.duplicateRowID("x", inSection: "A", alreadyInSection: "A")])
    #expect(table.waitingFor == nil)
    #expect(table.sections.first?.rows.map(\.id) == ["a", "b", "c"])
  }
}
