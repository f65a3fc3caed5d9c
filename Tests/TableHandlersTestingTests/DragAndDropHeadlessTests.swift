import TableHandlersCore
import TableHandlersDeclarative
import TableHandlersTesting
import Testing

/// Drag and drop on a declared headless table: rows dragged out with their items, rows
/// reordered by drag through their move handlers (across sections, into an empty section),
/// and items dropped in: the proposal by section, type and place, the destination by
/// identifier, and placeholders that follow their place while data loads.
@MainActor
@Suite("Drag and drop on a declared table")
struct DragAndDropHeadlessTests {
  static let text = DragRepresentation.utf8PlainText

  /// A board of three lists; "later" is empty and stays in the table.
  @MainActor
  final class Board {
    var lists: [(id: String, cards: [String])] = [
      ("todo", ["a", "b", "c"]), ("done", ["d"]), ("later", []),
    ]
    var opened: [String] = []
    var dropped: [DeclaredDropDestination<String, String>] = []
    var reordersByDrag = true
    /// What the "todo" and "later" lists do with a drop; the default inserts the text.
    var onDrop: ((DeclaredDrop<String, String>) -> Void)?

    func screen() -> TableDeclaration<String, String> {
      var declaration = TableDeclaration<String, String> {
        for list in lists {
          let section = Section(list.id, header: list.id) {
            for card in list.cards {
              Row(card, text: card)
                .draggable(DragItem(.text("card " + card), localObject: card))
                .onMove { [weak self] call in self?.move(call.position, to: call.arguments) }
                .onSelect { [weak self] _ in self?.opened.append(card) }
            }
          }
          if list.id == "done" {
            section
          } else {
            section.acceptsDrops(of: [DragAndDropHeadlessTests.text], at: [.betweenRows]) {
              [weak self] drop in self?.received(drop)
            }
          }
        }
      }
      if reordersByDrag { declaration = declaration.reorderingByDrag() }
      return declaration
    }

    func move(_ source: TablePosition, to destination: TablePosition) {
      let card = lists[source.section].cards.remove(at: source.row)
      lists[destination.section].cards.insert(card, at: destination.row)
    }

    func received(_ drop: DeclaredDrop<String, String>) {
      dropped.append(drop.destination)
      if let onDrop { return onDrop(drop) }
      guard case .insert(let list, let index) = drop.destination else { return }
      insert(drop.items.map { "new\($0.suggestedName ?? "")" }, in: list, at: index)
    }

    func insert(_ cards: [String], in list: String, at index: Int) {
      guard let section = lists.firstIndex(where: { $0.id == list }) else { return }
      lists[section].cards.insert(contentsOf: cards, at: index)
    }

    var order: [[String]] { lists.map(\.cards) }
  }

  func make() throws -> (Board, DeclaredTable<String, String>, HeadlessTable) {
    let board = Board()
    let declared = try DeclaredTable(declaration: board.screen())
    return (board, declared, HeadlessTable(declared: declared))
  }

  func at(_ section: Int, _ row: Int) -> TablePosition {
    TablePosition(section: section, row: row)
  }

  // MARK: - Dragging out

  @Test func aDraggableRowOffersItsItemsWithTheirData() async throws {
    let (_, _, table) = try make()
    let items = table.dragItems(at: at(0, 1))
    #expect(items.map(\.typeIdentifiers) == [[Self.text]])
    #expect(items.first?.localObject as? String == "b")
    let bytes = try await DropItem(try #require(items.first)).load(Self.text)
    #expect(String(decoding: bytes, as: UTF8.self) == "card b")
    await #expect(throws: DropLoadError.typeNotOffered("public.png")) {
      try await DropItem(try #require(items.first)).load("public.png")
    }
    #expect(table.dragItems(at: at(2, 0)).isEmpty)  // no row there
  }

  // MARK: - Reordering by drag

  @Test func aRowDraggedToAnotherSectionMovesWithItsHandlers() throws {
    let (board, declared, table) = try make()
    #expect(!table.isEditing)
    #expect(try table.dragToReorder(at(0, 0), over: [at(0, 1), at(1, 1)]) == at(1, 1))
    #expect(board.order == [["b", "c"], ["d", "a"], []])
    #expect(declared.position(ofRow: "a") == at(1, 1))
    // The model's next declaration agrees with the move: nothing changes.
    #expect(declared.update(to: board.screen()).isEmpty)
    table.tap(at(1, 1))
    table.tap(at(0, 0))
    #expect(board.opened == ["a", "b"])
  }

  @Test func aRowDraggedIntoAnEmptySectionBecomesItsFirstRow() throws {
    let (board, declared, table) = try make()
    #expect(try table.dragToReorder(at(0, 2), over: [at(2, 0)]) == at(2, 0))
    #expect(board.order == [["a", "b"], ["d"], ["c"]])
    #expect(declared.update(to: board.screen()).isEmpty)
    table.tap(at(2, 0))
    #expect(board.opened == ["c"])
  }

  @Test func targetForMoveKeepsARowInItsSection() throws {
    let board = Board()
    let screen = board.screen()
    var sections = screen.sections
    sections[0].rows = sections[0].rows.map { row in
      row.targetForMove { call in
        call.arguments.section == call.section
          ? call.arguments : TablePosition(section: call.section, row: 0)
      }
    }
    let declaration = TableDeclaration(sections: sections).reorderingByDrag()
    let table = HeadlessTable(declared: try DeclaredTable(declaration: declaration))
    // Sent back into its section, the drop is forbidden over another section, as on a table
    // view and a list (`DropRules.reorderProposal`): dropped there, the row stays.
    #expect(try table.dragToReorder(at(0, 2), over: [at(1, 0)]) == at(0, 2))
    #expect(try table.dragToReorder(at(0, 2), over: [at(0, 0), at(1, 0)]) == at(0, 2))
    #expect(board.order == [["a", "b", "c"], ["d"], []])
    #expect(try table.dragToReorder(at(0, 2), over: [at(1, 0), at(0, 0)]) == at(0, 0))
    #expect(board.order == [["c", "a", "b"], ["d"], []])
  }

  @Test func withoutReorderingByDragARowCannotBeDraggedToMove() throws {
    let board = Board()
    board.reordersByDrag = false
    let table = HeadlessTable(declared: try DeclaredTable(declaration: board.screen()))
    #expect(!table.reordersByDrag)
    #expect(try table.dragToReorder(at(0, 0), over: [at(0, 2)]) == nil)
    #expect(board.order == [["a", "b", "c"], ["d"], []])
    // The reorder control still moves it in editing mode.
    table.setEditing(true)
    #expect(try table.drag(at(0, 0), over: [at(0, 2)]) == at(0, 2))
  }

  @Test func aDestinationOutsideTheTableIsRefusedAndNothingMoves() throws {
    let (board, _, table) = try make()
    #expect(try table.dragToReorder(at(0, 0), over: [at(0, 3)]) == nil)  // past its own end
    #expect(try table.dragToReorder(at(0, 0), over: [at(3, 0)]) == nil)
    #expect(try table.dragToReorder(at(1, 0), over: [at(0, 4)]) == nil)
    #expect(board.order == [["a", "b", "c"], ["d"], []])
    #expect(try table.dragToReorder(at(1, 0), over: [at(0, 3)]) == at(0, 3))  // another's end
  }

  // MARK: - Dropping in

  @Test func theProposalFollowsTheSectionTheTypeAndThePlace() throws {
    let (_, _, table) = try make()
    let card = [DragItem(.text("x"))]
    let image = [DragItem(DragRepresentation(typeIdentifier: "public.png", bytes: [1]))]
    #expect(table.dragOver(card, at: at(0, 1)) == DropProposal(.copy, intent: .insertAtDestination))
    #expect(table.dragOver(card, at: at(0, 3)) == DropProposal(.copy, intent: .insertAtDestination))
    #expect(table.dragOver(card, at: at(2, 0)) == DropProposal(.copy, intent: .insertAtDestination))
    #expect(table.dragOver(card, at: at(1, 0)) == .forbidden)  // "done" accepts nothing
    #expect(table.dragOver(card, at: nil) == DropProposal(.copy))  // over no position
    #expect(table.dragOver(image, at: at(0, 1)) == .cancel)  // no section takes images
  }

  @Test func aDropIntoAnEmptySectionLandsAsItsFirstRow() throws {
    let (board, declared, table) = try make()
    board.onDrop = { [weak board, weak declared] drop in
      guard let board, let declared, case .insert(let list, let index) = drop.destination else {
        return
      }
      board.insert(["x"], in: list, at: index)
      _ = declared.update(to: board.screen())
    }
    #expect(table.drop([DragItem(.text("x"))], at: at(2, 0)).operation == .copy)
    #expect(board.dropped == [.insert(section: "later", index: 0)])
    #expect(board.order == [["a", "b", "c"], ["d"], ["x"]])
    #expect(table.render().contains("x"))
    #expect(declared.position(ofRow: "x") == at(2, 0))
  }

  @Test func aDropOverNoPositionLandsAtTheEndOfTheLastSection() throws {
    let (board, _, table) = try make()
    table.drop([DragItem(.text("x"), suggestedName: "1")], at: nil)
    #expect(board.dropped == [.insert(section: "later", index: 0)])
  }

  @Test func aForbiddenDropNeverReachesTheHandler() throws {
    let (board, _, table) = try make()
    #expect(table.drop([DragItem(.text("x"))], at: at(1, 0)) == .forbidden)
    #expect(board.dropped.isEmpty)
  }

  @Test func aDropOntoRowsNamesTheRow() throws {
    var received: [DeclaredDropDestination<String, String>] = []
    let declaration = TableDeclaration<String, String> {
      Section("folders") {
        Row("inbox", text: "Inbox")
        Row("archive", text: "Archive")
      }
      .acceptsDrops(of: [Self.text], at: [.ontoRows]) { drop in received.append(drop.destination) }
    }
    let table = HeadlessTable(declared: try DeclaredTable(declaration: declaration))
    let card = [DragItem(.text("x"))]
    #expect(
      table.dragOver(card, at: at(0, 1)) == DropProposal(.copy, intent: .insertIntoDestination))
    #expect(table.dragOver(card, at: at(0, 2)) == .forbidden)  // onto no row
    table.drop(card, at: at(0, 1))
    #expect(received == [.onto(row: "archive", section: "folders")])
  }

  @Test func aMoveFromADragThatAllowsNoMoveIsProposedAsACopy() throws {
    let declaration = TableDeclaration<String, String> {
      Section("s") { Row("r", text: "r") }
    }
    .acceptsDrops(of: [Self.text], operation: .move) { _ in }
    let table = HeadlessTable(declared: try DeclaredTable(declaration: declaration))
    let card = [DragItem(.text("x"))]
    #expect(table.dragOver(card, at: at(0, 0), allowsMove: true).operation == .move)
    #expect(table.dragOver(card, at: at(0, 0), allowsMove: false).operation == .copy)
  }

  @Test func onlyTheItemsOfAnAcceptedTypeReachTheHandler() throws {
    let (board, _, table) = try make()
    var names: [String?] = []
    board.onDrop = { drop in names = drop.items.map(\.suggestedName) }
    let image = DragItem(DragRepresentation(typeIdentifier: "public.png", bytes: [1]))
    table.drop(
      [DragItem(.text("x"), suggestedName: "x"), image, DragItem(.text("y"), suggestedName: "y")],
      at: at(0, 0))
    #expect(names == ["x", "y"])
  }

  // MARK: - Placeholders

  /// A drop whose data loads later shows a placeholder; rows inserted above it meanwhile move
  /// it down, and the item lands where the placeholder is when the data arrives.
  @Test func aPlaceholderFollowsRowsInsertedAboveItAndTheItemLandsThere() throws {
    let (board, declared, table) = try make()
    var placeholder: DropPlaceholder?
    board.onDrop = { drop in
      placeholder = drop.tableDrop.insertPlaceholder(
        forItemAt: 0, at: try! #require(drop.tableDrop.destination))
    }
    table.drop([DragItem(.text("late"))], at: at(0, 2))
    #expect(table.dropPlaceholderPositions == [at(0, 2)])
    #expect(table.render().contains("⋯ (dropping)"))
    // Meanwhile the model gains two cards at the top of the list, and loses "done"'s card.
    board.insert(["p", "q"], in: "todo", at: 0)
    board.lists[1].cards = []
    _ = declared.update(to: board.screen())
    #expect(table.dropPlaceholderPositions == [at(0, 4)])
    #expect(placeholder?.position == at(0, 4))
    // The data arrives: the placeholder gives its place to the row the model then has.
    let committed = try #require(placeholder).commit { position in
      board.lists[position.section].cards.insert("late", at: position.row)
      _ = declared.update(to: board.screen())
    }
    #expect(committed)
    #expect(board.order == [["p", "q", "a", "b", "late", "c"], [], []])
    #expect(declared.position(ofRow: "late") == at(0, 4))
    #expect(table.dropPlaceholderPositions.isEmpty)
    #expect(placeholder?.commit { _ in Issue.record("committed twice") } == false)
    #expect(placeholder?.remove() == false)
  }

  @Test func aCommitTakesInTheRowItsDeclarationInsertsAndAppliesTheRestAfter() throws {
    let (board, declared, table) = try make()
    var placeholder: DropPlaceholder?
    board.onDrop = { drop in
      placeholder = drop.tableDrop.insertPlaceholder(forItemAt: 0, at: at(0, 1))
    }
    table.drop([DragItem(.text("late"))], at: at(0, 1))
    var diffs: [DeclarationDiff] = []
    var log: [String] = []
    declared.didApplyUpdate = { diff in log.append("\(diff.update.insertedRows)") }
    // The model gains the card where the placeholder is, and another list changes too.
    let committed = try #require(placeholder).commit { position in
      board.lists[position.section].cards.insert("late", at: position.row)
      board.lists[1].cards.append("e")
      diffs.append(declared.update(to: board.screen()))
    }
    #expect(committed)
    // The update waited for the commit; the row came in with it, then the rest.
    #expect(diffs.map(\.waitingFor) == [.interactiveMove])
    #expect(log == ["[0.1]", "[1.1]"])
    #expect(board.order == [["a", "late", "b", "c"], ["d", "e"], []])
    #expect(declared.sections.map { $0.rows.map(\.id) } == board.order)
    #expect(table.dropPlaceholderPositions.isEmpty)
    #expect(declared.waitingFor == nil)
    // The new row has its declared handlers.
    _ = table.tap(at(0, 1))
    #expect(board.opened == ["late"])
  }

  @Test func aTableMadeWithAClosureRedeclaresInTheCommitAndTakesTheRowInPlace() throws {
    let board = Board()
    let declared = DeclaredTable<String, String>(declaring: { board.screen() })
    let table = HeadlessTable(declared: declared)
    var placeholder: DropPlaceholder?
    board.onDrop = { drop in
      placeholder = drop.tableDrop.insertPlaceholder(forItemAt: 0, at: at(2, 0))
    }
    table.drop([DragItem(.text("late"))], at: at(2, 0))
    var waits: [DeclaredUpdateWait?] = []
    let committed = try #require(placeholder).commit { position in
      board.lists[position.section].cards.insert("late", at: position.row)
      waits.append(declared.redeclare().waitingFor)
    }
    #expect(committed)
    #expect(waits == [.interactiveMove])
    #expect(board.order == [["a", "b", "c"], ["d"], ["late"]])
    #expect(declared.sections.map { $0.rows.map(\.id) } == board.order)
    #expect(table.callLog.contains("commit placeholder 2.0"))
    #expect(declared.waitingFor == nil)
  }

  @Test func aPlaceholderWhoseSectionGoesIsGoneAndARemovedOneLeavesNoRow() throws {
    let (board, declared, table) = try make()
    var placeholders: [DropPlaceholder] = []
    board.onDrop = { drop in
      placeholders.append(drop.tableDrop.insertPlaceholder(forItemAt: 0, at: at(2, 0)))
      placeholders.append(drop.tableDrop.insertPlaceholder(forItemAt: 0, at: at(0, 3)))
    }
    table.drop([DragItem(.text("x"))], at: at(2, 0))
    #expect(table.dropPlaceholderPositions == [at(2, 0), at(0, 3)])
    board.lists.removeLast()
    _ = declared.update(to: board.screen())
    #expect(placeholders[0].position == nil)
    #expect(table.dropPlaceholderPositions == [at(0, 3)])
    #expect(placeholders[1].remove())
    #expect(table.dropPlaceholderPositions.isEmpty)
    #expect(!table.render().contains("⋯"))
  }

  // MARK: - Preconditions

  /// A placeholder for an item the drop does not have, or where no row can be inserted, stops
  /// with a message naming the call.
  @Test(arguments: [(1, 0), (-1, 0), (0, 5)])
  func aPlaceholderForNoItemOrNoPlaceIsAPreconditionFailure(item: Int, row: Int) async {
    await #expect(processExitsWith: .failure) { [item, row] in
      await MainActor.run {
        let handlers = TableHandlers()
        handlers.on(.numberOfRows, at: .allSections) { _ in 3 }
        handlers.on(.performDrop) { call in
          call.arguments.insertPlaceholder(
            forItemAt: item, at: TablePosition(section: 0, row: row))
        }
        let table = HeadlessTable(handlers: handlers)
        table.reloadData()
        table.drop([DragItem(.text("x"))], at: TablePosition(section: 0, row: 0))
      }
    }
  }
}
