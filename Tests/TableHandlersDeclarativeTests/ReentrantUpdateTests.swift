import TableHandlersCore
import TableHandlersDeclarative
import Testing

/// Updates asked for at awkward moments: while another update is being applied (from a
/// callback the registry makes during it), and a bad update while another one waits for a move.
@MainActor
@Suite struct ReentrantUpdateTests {
  let host = TestTable()

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

  // The callbacks capture the table weakly: the registry holds them, and the table holds the
  // registry.

  /// An update made from `handledEventsDidChange` during another update waits for it, then is
  /// applied and reported; the table ends as the later declaration says.
  @Test func anUpdateFromInsideAnUpdateWaitsForIt() throws {
    let handlers = TableHandlers()
    let table = try DeclaredTable(handlers: handlers, declaration: declaration(["a"]))
    var reported: [DeclarationDiff] = []
    var rowCounts: [Int?] = []
    table.didApplyUpdate = { [weak table] diff in
      reported.append(diff)
      // What a host showing the diff asks: the counts of that diff's declaration.
      rowCounts.append(table?.sections.first?.rows.count)
    }
    var nestedDiff: DeclarationDiff?
    handlers.handledEventsDidChange = { [weak table] _ in
      guard nestedDiff == nil else { return }
      nestedDiff = try? table?.checkedUpdate(
        to: self.declaration(["c", "a", "b"], selectable: ["b"]))
    }
    let diff = try table.checkedUpdate(to: declaration(["a", "b"], selectable: ["b"]))
    var expected = TableUpdate()
    expected.insertRows(at: [pos(0, 1)])
    #expect(diff.update == expected)
    #expect(nestedDiff?.isEmpty == true)
    var nested = TableUpdate()
    nested.insertRows(at: [pos(0, 0)])
    #expect(reported.map(\.update) == [expected, nested])
    #expect(rowCounts == [2, 3])
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

  /// A bad update made after a move, while an update made during the move still waits, is
  /// rejected and leaves the waiting update waiting; the host here moved the row on the
  /// registry itself, so it asks for the waiting update once the move has returned.
  @Test func aRejectedUpdateKeepsTheOneWaitingForAMove() throws {
    let handlers = TableHandlers()
    var model = ["a1", "a2", "a3"]
    // Weak: the registry holds the handlers, and the declared table holds the registry.
    weak var table: DeclaredTable<String, String>?
    func declared() -> TableDeclaration<String, String> {
      TableDeclaration {
        Section("A") {
          for id in model {
            Row(id, text: id).onMove { call in
              model.insert(model.remove(at: call.row), at: call.arguments.row)
              model.append("new")
              _ = try? table?.checkedUpdate(to: declared())
            }
          }
        }
      }
    }
    let declaredTable = try DeclaredTable(handlers: handlers, declaration: declared())
    table = declaredTable
    // The host moves the row through the registry, as HeadlessTable.drag does.
    try handlers.userMovedRow(from: pos(0, 2), to: pos(0, 0), on: host)
    let before = handlers.dump
    #expect(throws: DeclarationError.duplicateRowID("x", inSection: "A", alreadyInSection: "A")) {
      try table?.checkedUpdate(to: self.declaration(["x", "x"]))
    }
    #expect(handlers.dump == before)
    #expect(table?.waitingFor == .interactiveMove)
    // Reading the table applies nothing: it shows the move, not yet the update.
    #expect(table?.sections.first?.rows.map(\.id) == ["a3", "a1", "a2"])
    #expect(table?.waitingFor == .interactiveMove)
    let applied = table?.applyWaitingUpdate()
    var inserted = TableUpdate()
    inserted.insertRows(at: [pos(0, 3)])
    #expect(applied?.update == inserted)
    #expect(table?.waitingFor == nil)
    #expect(table?.sections.first?.rows.map(\.id) == ["a3", "a1", "a2", "new"])
    #expect(try table?.checkedUpdate(to: declared()).isEmpty == true)
    withExtendedLifetime(declaredTable) {}
  }

  /// An update asked for from `didApplyUpdate` waits until the call returns, then is applied
  /// and reported in its turn.
  @Test func anUpdateFromDidApplyUpdateWaitsForIt() throws {
    let handlers = TableHandlers()
    let table = try DeclaredTable(handlers: handlers, declaration: declaration(["a"]))
    var reports: [(update: TableUpdate, rows: [String]?)] = []
    var inner: DeclarationDiff?
    table.didApplyUpdate = { [weak table] diff in
      reports.append((diff.update, table?.sections.first?.rows.map(\.id)))
      if inner == nil { inner = try? table?.checkedUpdate(to: self.declaration(["a", "b", "c"])) }
    }
    try table.checkedUpdate(to: declaration(["a", "b"]))
    #expect(inner?.isEmpty == true)
    #expect(reports.map(\.rows) == [["a", "b"], ["a", "b", "c"]])
    #expect(table.position(ofRow: "c") == pos(0, 2))
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
}
