import TableHandlersCore
import TableHandlersDeclarative
import TableHandlersTesting
import TestSupport

/// Drag and drop on a declared board through `HeadlessTable(declared:)` against
/// `DragAndDropReference`: drags to reorder (within a list, to another, into an empty one),
/// drops from elsewhere inserted at once or shown as placeholders while they "load", the model
/// edited meanwhile (cards inserted and removed, lists added and removed), and placeholders
/// committed where they are then, or removed.
///
/// Checked after every operation: the board's cards, the declared rows, every placeholder's
/// position (the library's and the headless table's), and that a drag landed where asked. Its
/// handler-box bound: the table's own handlers (counted when the layer starts, with one list
/// that accepts drops and reordering by drag), and three boxes a card (its drag items, its move
/// and its selection handlers).
@MainActor
package final class DragAndDropLayer: SoakLayer {
  private var declared: DeclaredTable<String, String>?
  private var table: HeadlessTable?
  private var reference = DragAndDropReference(lists: [("l0", [])])
  /// The app's model: what the handlers change.
  private var lists: [(id: String, cards: [String])] = [("l0", [])]
  private var placeholders: [Int: DropPlaceholder] = [:]
  private var nextPlaceholderKey: Int?
  private var nextKey = 0
  private var nextName = 0
  private var tableBoxes = 0
  private var selected: [String] = []

  /// A drag and drop layer; its table is made with the first operation.
  package init() {}

  package var operations: [(kind: SoakOperation.Kind, weight: Int)] {
    [(.dndReorder, 3), (.dndDrop, 3), (.dndEdit, 2), (.dndResolve, 2), (.dndLists, 1)]
  }

  package var handlerBoxBound: Int {
    guard declared != nil else { return 0 }
    return tableBoxes + 3 * reference.lists.reduce(0) { $0 + $1.cards.count }
  }

  package func tearDown() {
    table = nil
    declared = nil
    placeholders = [:]
    reference = DragAndDropReference(lists: [("l0", [])])
    lists = [("l0", [])]
    selected = []
  }

  private func declaration() -> TableDeclaration<String, String> {
    TableDeclaration {
      for list in lists {
        Section(list.id) {
          for card in list.cards {
            Row(card, text: card)
              .draggable(DragItem(.text(card)))
              .onMove { [weak self] call in self?.move(call.position, to: call.arguments) }
              .onSelect { [weak self] _ in self?.selected.append(card) }
          }
        }
        .acceptsDrops(of: [DragRepresentation.utf8PlainText]) { [weak self] drop in
          self?.received(drop)
        }
      }
    }
    .reorderingByDrag()
  }

  private func move(_ source: TablePosition, to destination: TablePosition) {
    let card = lists[source.section].cards.remove(at: source.row)
    lists[destination.section].cards.insert(card, at: destination.row)
  }

  private func received(_ drop: DeclaredDrop<String, String>) {
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

  private func redeclare() {
    declared?.update(to: declaration())
  }

  private func newName() -> String {
    nextName += 1
    return "c\(nextName)"
  }

  private func start() throws -> (DeclaredTable<String, String>, HeadlessTable) {
    if let declared, let table { return (declared, table) }
    let before = LiveHandlerBoxes.count
    let declared = try DeclaredTable(declaration: declaration())
    tableBoxes = LiveHandlerBoxes.count - before
    let table = HeadlessTable(declared: declared, visibleRowLimit: 1_000)
    self.declared = declared
    self.table = table
    return (declared, table)
  }

  package func perform(_ operation: SoakOperation, coverage: inout SoakCoverage) -> [String] {
    let table: HeadlessTable
    do {
      (_, table) = try start()
    } catch {
      return ["the empty board was rejected: \(error)"]
    }
    var draw = Draw(operation.bits)
    let kind = operation.kind
    coverage.exercised[kind.rawValue] += 1
    var failures: [String] = []
    switch kind {
    case .dndReorder:
      let filled = reference.lists.indices.filter { !reference.lists[$0].cards.isEmpty }
      guard !filled.isEmpty else { return [] }
      let from = filled[draw.below(filled.count)]
      let fromIndex = draw.below(reference.lists[from].cards.count)
      let to = draw.below(reference.lists.count)
      let toIndex = draw.below(reference.lists[to].cards.count + (to == from ? 0 : 1))
      let source = TablePosition(section: from, row: fromIndex)
      let destination = TablePosition(section: to, row: toIndex)
      do {
        let landed = try table.dragToReorder(source, over: [destination])
        if landed != destination {
          failures.append(
            "\(source) dragged to \(destination) landed at \(String(describing: landed))")
        }
      } catch {
        failures.append("\(source) dragged to \(destination) threw \(error)")
      }
      if source != destination { reference.move(from: (from, fromIndex), to: (to, toIndex)) }
    case .dndDrop:
      let list = draw.below(reference.lists.count)
      let index = draw.below(reference.lists[list].cards.count + 1)
      let name = newName()
      let withPlaceholder = draw.chance(50)
      nextPlaceholderKey = withPlaceholder ? nextKey : nil
      let proposal = table.drop(
        [DragItem(.text(name), suggestedName: name)], at: TablePosition(section: list, row: index))
      nextPlaceholderKey = nil
      if proposal != DropProposal(.copy, intent: .insertAtDestination) {
        failures.append("a drop at \(list).\(index) was proposed \(proposal)")
      }
      if withPlaceholder {
        reference.addPlaceholder(nextKey, in: list, at: index)
        nextKey += 1
      } else {
        reference.insert([name], in: list, at: index)
      }
    case .dndEdit:
      let list = draw.below(reference.lists.count)
      let count = reference.lists[list].cards.count
      let removed = Set((0..<count).filter { _ in draw.chance(30) })
      reference.remove(at: removed, in: list)
      let inserted = (0..<draw.below(3)).map { _ in newName() }
      reference.insert(inserted, in: list, at: draw.below(reference.lists[list].cards.count + 1))
      lists[list].cards = reference.lists[list].cards
      redeclare()
    case .dndResolve:
      let keys = placeholders.keys.sorted()
      guard !keys.isEmpty else { return [] }
      let key = keys[draw.below(keys.count)]
      let placeholder = placeholders.removeValue(forKey: key)!
      let live = reference.position(of: key) != nil
      if draw.chance(70) {
        let name = newName()
        let committed = placeholder.commit { [weak self] position in
          self?.lists[position.section].cards.insert(name, at: position.row)
          self?.redeclare()
        }
        if committed != live { failures.append("placeholder \(key) committed: \(committed)") }
        reference.commit(key, card: name)
      } else {
        let removed = placeholder.remove()
        if removed != live { failures.append("placeholder \(key) removed: \(removed)") }
        reference.removePlaceholder(key)
      }
    default:
      if reference.lists.count > 1 && draw.chance(50) {
        let list = draw.below(reference.lists.count)
        reference.removeList(at: list)
        lists.remove(at: list)
      } else {
        let id = "l\(newName())"
        reference.lists.append((id, []))
        lists.append((id, []))
      }
      redeclare()
    }
    if failures.isEmpty { coverage.checked[kind.rawValue] += 1 }
    return failures.map { "\(kind.name): \($0)" }
  }

  package func check(full: Bool, coverage: inout SoakCoverage) -> [String] {
    guard let declared, let table else { return [] }
    var failures: [String] = []
    let cards = reference.lists.map(\.cards)
    if lists.map(\.cards) != cards {
      failures.append("board model \(lists.map(\.cards)), the reference \(cards)")
    }
    let shown = declared.sections.map { $0.rows.map(\.id) }
    if shown != cards || declared.sections.map(\.id) != reference.lists.map(\.id) {
      failures.append("board shows \(shown), the reference \(cards)")
      return failures
    }
    let expected = placeholders.keys.sorted().compactMap { key in
      reference.position(of: key).map { TablePosition(section: $0.list, row: $0.index) }
    }
    if table.dropPlaceholderPositions != expected {
      failures.append(
        "placeholders at \(table.dropPlaceholderPositions), the reference \(expected)")
    }
    for (key, placeholder) in placeholders {
      let position = reference.position(of: key).map {
        TablePosition(section: $0.list, row: $0.index)
      }
      if placeholder.position != position {
        failures.append("placeholder \(key) at \(String(describing: placeholder.position))")
      }
    }
    guard full else { return failures }
    // Every card's row runs its own selection handler.
    for (list, listCards) in cards.enumerated() {
      for (index, card) in listCards.enumerated() {
        selected = []
        table.tap(TablePosition(section: list, row: index))
        if selected != [card] { failures.append("a tap on \(card) ran \(selected)") }
      }
    }
    selected = []
    return failures
  }
}
