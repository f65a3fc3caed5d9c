import TableHandlersCore
import TableHandlersDeclarative
import Testing

/// Interactive moves: the table moved the row already; the declaration must follow.
@MainActor
@Suite struct MoveTests {
  let host = TestTable()

  /// A two-section list whose rows update the model when dropped, and optionally declare the
  /// new model from inside the handler.
  @MainActor
  final class Screen {
    var model = [("A", ["a1", "a2", "a3"]), ("B", ["b1"])]
    var table: DeclaredTable<String, String>!
    var updateInside = false
    var renameOnMove = false
    let log = Log()

    init(handlers: TableHandlers) throws {
      table = try DeclaredTable(handlers: handlers, declaration: declaration())
    }

    func declaration() -> TableDeclaration<String, String> {
      TableDeclaration {
        for (section, rows) in model {
          Section(section) {
            for row in rows {
              Row(row, text: row)
                .onMove { [unowned self] call in
                  let moved = model[call.section].1.remove(at: call.row)
                  model[call.arguments.section].1.insert(moved, at: call.arguments.row)
                  if renameOnMove { model[0].1[0] += "!" }
                  if updateInside {
                    log.append("inside: \(try! table.checkedUpdate(to: declaration()).isEmpty)")
                  }
                }
                .onSelect { [unowned self] _ in log.append("select \(row)") }
            }
          }
        }
      }
    }
  }

  @Test(arguments: [false, true])
  func aMoveThroughTheDeclaredTable(updateInside: Bool) throws {
    let handlers = TableHandlers()
    let screen = try Screen(handlers: handlers)
    screen.updateInside = updateInside
    let diff = try screen.table.userMovedRow(from: pos(0, 0), to: pos(1, 1), on: host)
    #expect(diff.isEmpty)
    #expect(screen.table.position(ofRow: "a1") == pos(1, 1))
    #expect(try screen.table.checkedUpdate(to: screen.declaration()).isEmpty)
    handlers.answer(.didSelectRow, at: pos(1, 1), on: host)
    #expect(screen.log.lines == (updateInside ? ["inside: true", "select a1"] : ["select a1"]))
    let fresh = try DeclaredTable(handlers: TableHandlers(), declaration: screen.declaration())
    #expect(fresh.handlers.dump == handlers.dump)
  }

  @Test func aMoveMadeOnTheRegistryReachesTheDeclaration() throws {
    let handlers = TableHandlers()
    let screen = try Screen(handlers: handlers)
    // A host that only knows the registry, as HeadlessTable.drag does.
    try handlers.userMovedRow(from: pos(0, 2), to: pos(0, 0), on: host)
    #expect(handlers.answer(.rowContent, at: pos(0, 0), on: host)?.text == "a3")
    #expect(screen.table.rowID(at: pos(0, 1)) == "a1")
    #expect(try screen.table.checkedUpdate(to: screen.declaration()).isEmpty)
  }

  @Test func twoMovesOnTheRegistryWithNothingReadInBetweenBothReachTheDeclaration() throws {
    // A table view that does not ask its counts between two drops: the first move must not
    // be lost when the second is answered (found by a random test of declared tables on a
    // table view).
    let handlers = TableHandlers()
    let screen = try Screen(handlers: handlers)
    try handlers.userMovedRow(from: pos(0, 2), to: pos(1, 0), on: host)
    try handlers.userMovedRow(from: pos(0, 0), to: pos(1, 2), on: host)
    #expect(screen.model.map(\.1) == [["a2"], ["a3", "b1", "a1"]])
    #expect(try screen.table.checkedUpdate(to: screen.declaration()).isEmpty)
    #expect(handlers.shape.rowCounts == [1, 3])
    let fresh = try DeclaredTable(handlers: TableHandlers(), declaration: screen.declaration())
    #expect(fresh.handlers.dump == handlers.dump)
  }

  @Test func anUpdateMadeDuringTheMoveIsAppliedAfterIt() throws {
    let handlers = TableHandlers()
    let screen = try Screen(handlers: handlers)
    screen.updateInside = true
    screen.renameOnMove = true
    var reported: [DeclarationDiff] = []
    screen.table.didApplyUpdate = { reported.append($0) }
    let diff = try screen.table.userMovedRow(from: pos(0, 1), to: pos(0, 0), on: host)
    // Inside, the update waited (an empty diff); after the move, "a2" became "a2!".
    #expect(screen.log.lines == ["inside: true"])
    var expected = TableUpdate()
    expected.deleteRows(at: [pos(0, 0)])
    expected.insertRows(at: [pos(0, 0)])
    #expect(diff.update == expected)
    #expect(reported == [diff])
    #expect(screen.table.rowID(at: pos(0, 0)) == "a2!")
  }

  @Test func aBadMoveChangesNothing() throws {
    let handlers = TableHandlers()
    let screen = try Screen(handlers: handlers)
    let before = handlers.dump
    #expect(throws: TableUpdateError.self) {
      try screen.table.userMovedRow(from: pos(0, 5), to: pos(0, 0), on: host)
    }
    #expect(handlers.dump == before)
    #expect(screen.table.position(ofRow: "a1") == pos(0, 0))
    #expect(try screen.table.checkedUpdate(to: screen.declaration()).isEmpty)
  }
}
