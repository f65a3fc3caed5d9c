import TableHandlersCore
import TableHandlersDeclarative
import TableHandlersTesting
import TestSupport
import Testing

/// Random drags to reorder, drops, drops with placeholders, model edits, commits and removals
/// on a declared headless board, against `DragAndDropReference`: after every step the model,
/// the declared rows and every placeholder's position agree with the reference, and a tapped
/// row runs its own card's handler.
@MainActor
@Suite("Drag and drop, random")
struct DragAndDropRandomTests {
  @MainActor
  final class Board {
    var lists: [(id: String, cards: [String])]
    var opened: [String] = []
    /// The placeholder the next drop inserts, by key; `nil` makes the drop insert at once.
    var nextPlaceholderKey: Int?
    var placeholders: [Int: DropPlaceholder] = [:]
    var nextCard = 0
    weak var table: DeclaredTable<String, String>?

    init(lists: [(id: String, cards: [String])]) {
      self.lists = lists
    }

    func screen() -> TableDeclaration<String, String> {
      TableDeclaration {
        for list in lists {
          Section(list.id) {
            for card in list.cards {
              Row(card, text: card)
                .draggable(DragItem(.text(card)))
                .onMove { [weak self] call in self?.move(call.position, to: call.arguments) }
                .onSelect { [weak self] _ in self?.opened.append(card) }
            }
          }
          .acceptsDrops(of: [DragRepresentation.utf8PlainText]) { [weak self] drop in
            self?.received(drop)
          }
        }
      }
      .reorderingByDrag()
    }

    func move(_ source: TablePosition, to destination: TablePosition) {
      let card = lists[source.section].cards.remove(at: source.row)
      lists[destination.section].cards.insert(card, at: destination.row)
    }

    func received(_ drop: DeclaredDrop<String, String>) {
      guard case .insert(let list, let index) = drop.destination,
        let section = lists.firstIndex(where: { $0.id == list })
      else { return }
      if let key = nextPlaceholderKey {
        placeholders[key] = drop.tableDrop.insertPlaceholder(
          forItemAt: 0, at: TablePosition(section: section, row: index))
      } else {
        lists[section].cards.insert(drop.items[0].suggestedName ?? "?", at: index)
        redeclare()
      }
    }

    func redeclare() {
      _ = table?.update(to: screen())
    }

    func newCard() -> String {
      nextCard += 1
      return "n\(nextCard)"
    }
  }

  @Test(arguments: [UInt64(1), 2, 3])
  func dragsDropsAndPlaceholdersFollowTheReference(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let start = [("a", ["a1", "a2", "a3"]), ("b", ["b1"]), ("c", [])]
    var reference = DragAndDropReference(lists: start)
    let board = Board(lists: start)
    let declared = try DeclaredTable(declaration: board.screen())
    board.table = declared
    let table = HeadlessTable(declared: declared)
    var nextKey = 0
    for step in 0..<300 {
      let context = "seed \(seed) step \(step)"
      let cardCount = reference.lists.reduce(0) { $0 + $1.cards.count }
      switch Int.random(in: 0..<8, using: &random) {
      case 0...1 where cardCount > 0:
        // A drag to reorder, within the list or to another one.
        let from = try #require(
          reference.lists.indices.filter { !reference.lists[$0].cards.isEmpty }
            .randomElement(using: &random))
        let fromIndex = Int.random(in: 0..<reference.lists[from].cards.count, using: &random)
        let to = Int.random(in: 0..<reference.lists.count, using: &random)
        let limit = reference.lists[to].cards.count - (to == from ? 1 : 0)
        let toIndex = Int.random(in: 0...limit, using: &random)
        let landed = try table.dragToReorder(
          TablePosition(section: from, row: fromIndex),
          over: [TablePosition(section: to, row: toIndex)])
        let expected = TablePosition(section: to, row: toIndex)
        #expect(landed == expected, "\(context)")
        if expected != TablePosition(section: from, row: fromIndex) {
          reference.move(from: (from, fromIndex), to: (to, toIndex))
        }
      case 2...3 where !reference.lists.isEmpty:
        // A drop from elsewhere: at once, or with a placeholder.
        let list = Int.random(in: 0..<reference.lists.count, using: &random)
        let index = Int.random(in: 0...reference.lists[list].cards.count, using: &random)
        let card = board.newCard()
        let withPlaceholder = Bool.random(using: &random)
        board.nextPlaceholderKey = withPlaceholder ? nextKey : nil
        table.drop(
          [DragItem(.text(card), suggestedName: card)], at: TablePosition(section: list, row: index)
        )
        if withPlaceholder {
          reference.addPlaceholder(nextKey, in: list, at: index)
          nextKey += 1
        } else {
          reference.insert([card], in: list, at: index)
        }
      case 4 where !reference.lists.isEmpty:
        // The model changes meanwhile: cards inserted and removed in one list.
        let list = Int.random(in: 0..<reference.lists.count, using: &random)
        let count = reference.lists[list].cards.count
        let removed = Set((0..<count).filter { _ in Int.random(in: 0..<3, using: &random) == 0 })
        reference.remove(at: removed, in: list)
        let inserted = (0..<Int.random(in: 0...2, using: &random)).map { _ in board.newCard() }
        let at = Int.random(in: 0...reference.lists[list].cards.count, using: &random)
        reference.insert(inserted, in: list, at: at)
        board.lists[list].cards = reference.lists[list].cards
        board.redeclare()
      case 5:
        // A placeholder's data arrives, or it is taken away.
        guard let key = board.placeholders.keys.sorted().randomElement(using: &random) else {
          break
        }
        let placeholder = try #require(board.placeholders[key])
        let live = reference.position(of: key) != nil
        if Bool.random(using: &random) {
          let card = board.newCard()
          let committed = placeholder.commit { position in
            board.lists[position.section].cards.insert(card, at: position.row)
            board.redeclare()
          }
          #expect(committed == live, "\(context)")
          reference.commit(key, card: card)
        } else {
          #expect(placeholder.remove() == live, "\(context)")
          reference.removePlaceholder(key)
        }
        board.placeholders[key] = nil
      case 6 where reference.lists.count > 1:
        // A list goes, with its placeholders.
        let list = Int.random(in: 0..<reference.lists.count, using: &random)
        reference.removeList(at: list)
        board.lists.remove(at: list)
        board.redeclare()
      case 7:
        // A list comes.
        let id = "l\(board.newCard())"
        reference.lists.append((id, []))
        board.lists.append((id, []))
        board.redeclare()
      default:
        break
      }
      check(reference, board, declared, table, context, random: &random)
    }
  }

  private func check(
    _ reference: DragAndDropReference, _ board: Board, _ declared: DeclaredTable<String, String>,
    _ table: HeadlessTable, _ context: String, random: inout SplitMix64
  ) {
    #expect(board.lists.map(\.cards) == reference.lists.map(\.cards), "\(context)")
    #expect(declared.sections.map(\.id) == reference.lists.map(\.id), "\(context)")
    #expect(
      declared.sections.map { $0.rows.map(\.id) } == reference.lists.map(\.cards), "\(context)")
    for (key, placeholder) in board.placeholders {
      let expected = reference.position(of: key).map {
        TablePosition(section: $0.list, row: $0.index)
      }
      #expect(placeholder.position == expected, "\(context) placeholder \(key)")
    }
    let live = board.placeholders.keys.sorted().compactMap { key in
      reference.position(of: key).map { TablePosition(section: $0.list, row: $0.index) }
    }
    #expect(table.dropPlaceholderPositions == live, "\(context)")
    // A tapped row runs its own card's handler.
    let lists = reference.lists.indices.filter { !reference.lists[$0].cards.isEmpty }
    guard let list = lists.randomElement(using: &random) else { return }
    let index = Int.random(in: 0..<reference.lists[list].cards.count, using: &random)
    board.opened = []
    table.tap(TablePosition(section: list, row: index))
    #expect(board.opened == [reference.lists[list].cards[index]], "\(context)")
    table.tap(TablePosition(section: list, row: index))  // deselect nothing: single selection
  }
}
