#if os(Linux)
  import Foundation
  import StandInReplay
  import TableHandlersCore
  import TableHandlersDeclarative
  import TableHandlersUIKit
  import TestSupport
  import UIKitStandIn

  // The board app that drag and drop drives on both UIKit hosts: the soak's layer
  // (`HostDragAndDropLayer`) and the UIKit random test (`DragAndDropHostRandomTests`) share it.

  // MARK: Random choices

  /// A source of the board's random choices.
  ///
  /// The soak's `Draw` and the random tests' `SplitMix64` both are one, each drawing as it
  /// always did, so that the same operation bits and the same seeds make the same boards.
  package protocol BoardDraw {
    /// A number in `0..<count`.
    ///
    /// - Parameter count: The number of choices, positive.
    /// - Returns: The choice.
    mutating func below(_ count: Int) -> Int

    /// Whether a chance of `percent` in 100 came up.
    ///
    /// - Parameter percent: The chance.
    /// - Returns: Whether it came up.
    mutating func chance(_ percent: Int) -> Bool

    /// Whether an even chance came up, drawn as this source always drew it.
    ///
    /// The soak's `Draw` draws it as `chance(50)`, the random test's generator as a number in
    /// `0...1` that is 1: each keeps its sequence.
    mutating func evenChance() -> Bool
  }

  extension Draw: BoardDraw {
    /// Whether an even chance came up: `chance(50)`.
    ///
    /// - Returns: Whether it came up.
    package mutating func evenChance() -> Bool { chance(50) }
  }

  extension SplitMix64: BoardDraw {
    /// A number in `0..<count`, drawn as `Int.random(in:using:)` draws it.
    ///
    /// - Parameter count: The number of choices, positive.
    /// - Returns: The choice.
    package mutating func below(_ count: Int) -> Int { Int.random(in: 0..<count, using: &self) }

    /// Whether a chance of `percent` in 100 came up: a number below 100 under `percent`.
    ///
    /// - Parameter percent: The chance.
    /// - Returns: Whether it came up.
    package mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    /// Whether an even chance came up: a number below 2 that is 1.
    ///
    /// - Returns: Whether it came up.
    package mutating func evenChance() -> Bool { below(2) == 1 }
  }

  // MARK: The board and its reference

  /// What a list of the board accepts from a drop, and where.
  ///
  /// A list that accepts nothing declares no drop handler.
  package enum BoardAcceptance: CaseIterable, Equatable, Sendable {
    /// No drop.
    ///
    /// The list declares no drop handler.
    case nothing
    /// Text, between rows.
    ///
    /// Over a row, a drop inserts before it.
    case textBetweenRows
    /// Images, between rows.
    ///
    /// Over a row, a drop inserts before it.
    case imagesBetweenRows
    /// Text, onto rows.
    ///
    /// At the end of the list, where there is no row, it forbids.
    case textOntoRows
    /// Text and images, between rows and onto rows.
    ///
    /// UIKit's automatic intent chooses between the two.
    case textAndImagesAnywhere

    /// An image's type identifier.
    ///
    /// PNG's uniform type identifier.
    package static let image = "public.png"

    /// The acceptances a list draws from.
    ///
    /// Onto rows twice, since a drop there needs a row.
    package static let drawn: [BoardAcceptance] = allCases + [.textOntoRows]

    /// The type identifiers accepted.
    ///
    /// Empty for `nothing`.
    package var types: [String] {
      switch self {
      case .nothing: return []
      case .textBetweenRows, .textOntoRows: return [DragRepresentation.utf8PlainText]
      case .imagesBetweenRows: return [Self.image]
      case .textAndImagesAnywhere: return [DragRepresentation.utf8PlainText, Self.image]
      }
    }

    /// Where items may land.
    ///
    /// Between rows for `nothing`, which declares no handler anyway.
    package var places: DropPlaces {
      switch self {
      case .nothing, .textBetweenRows, .imagesBetweenRows: return .betweenRows
      case .textOntoRows: return .ontoRows
      case .textAndImagesAnywhere: return [.betweenRows, .ontoRows]
      }
    }
  }

  /// A card of the board.
  ///
  /// Its text shows its identity and the drops it took.
  package struct BoardCard: Equatable, Sendable {
    /// The card's identity.
    ///
    /// Its row's identifier, and its `indentationLevel` answer.
    package var id: Int
    /// The drops onto it.
    ///
    /// Shown in its text.
    package var drops = 0
    /// Whether it moves.
    ///
    /// One that moves declares drag items and `onMove`; one that does not is not lifted.
    package var movable = true
    /// Whether its `targetForMove` keeps it in its list.
    ///
    /// Only for a card that moves.
    package var staysInList = false

    /// A card.
    ///
    /// - Parameter id: Its identity.
    package init(id: Int) { self.id = id }

    /// The row's text.
    ///
    /// Its identity, a space, then `d` and its drops.
    package var text: String { "\(id) d\(drops)" }
  }

  /// A list of cards.
  ///
  /// A section of the declared table.
  package struct BoardList: Equatable, Sendable {
    /// The list's identity.
    ///
    /// Its section's identifier.
    package var id: Int
    /// What it accepts from a drop.
    ///
    /// Declared with `acceptsDrops(of:at:_:)`.
    package var accepts: BoardAcceptance
    /// Its cards, in order.
    ///
    /// Its rows.
    package var cards: [BoardCard] = []

    /// An empty list.
    ///
    /// - Parameters:
    ///   - id: Its identity.
    ///   - accepts: What it accepts from a drop.
    package init(id: Int, accepts: BoardAcceptance) {
      self.id = id
      self.accepts = accepts
    }
  }

  /// The reference: the board, and what a user's drag or drop does to it.
  ///
  /// Plain arrays and rules written out, against which both hosts are checked.
  package struct BoardReference: Sendable {
    /// The board's lists.
    ///
    /// What the app must have declared.
    package var lists: [BoardList] = []
    private var lastID = 0

    /// An empty board.
    ///
    /// Its first identity is 1.
    package init() {}

    /// Where a drop lands.
    ///
    /// By the lists' and rows' indexes.
    package enum DropEffect: Equatable, Sendable {
      /// A new card inserted into a list.
      ///
      /// At `index` of the list at `list`.
      case insert(list: Int, index: Int)
      /// A drop counted on a card.
      ///
      /// The card at `row` of the list at `list`.
      case onto(list: Int, row: Int)
    }

    /// A new identity, for a list or a card.
    ///
    /// - Returns: One more than the last.
    package mutating func newID() -> Int {
      lastID += 1
      return lastID
    }

    /// Every card's index path.
    ///
    /// List by list, in order.
    package var positions: [IndexPath] {
      lists.enumerated().flatMap { section, list in
        list.cards.indices.map { IndexPath(row: $0, section: section) }
      }
    }

    /// The card at an index path.
    ///
    /// - Parameter path: A card's index path.
    /// - Returns: The card.
    package func card(at path: IndexPath) -> BoardCard { lists[path.section].cards[path.row] }

    /// A place a drag may be over: a row or the end of a list.
    ///
    /// - Parameter draw: The random choices.
    /// - Returns: The place; `nil` without lists.
    package func destination<D: BoardDraw>(_ draw: inout D) -> IndexPath? {
      guard !lists.isEmpty else { return nil }
      let section = draw.below(lists.count)
      return IndexPath(row: draw.below(lists[section].cards.count + 1), section: section)
    }

    /// What a drag to reorder a card shows over a place.
    ///
    /// A move, unless the card stays in its list and the place is in another, or there is no
    /// place.
    ///
    /// - Parameters:
    ///   - source: The card's index path.
    ///   - destination: The place, if any.
    /// - Returns: The operation.
    package func reorderOperation(of source: IndexPath, over destination: IndexPath?)
      -> UIDropOperation
    {
      guard let destination else { return .forbidden }
      return card(at: source).staysInList && destination.section != source.section
        ? .forbidden : .move
    }

    /// Where a card dropped over a place lands.
    ///
    /// In its own list, the end of the list is its last row once it is lifted out.
    ///
    /// - Parameters:
    ///   - source: The card's index path.
    ///   - destination: The place.
    /// - Returns: The card's new index path.
    package func landing(of source: IndexPath, over destination: IndexPath) -> IndexPath {
      guard destination.section == source.section else { return destination }
      return IndexPath(
        row: min(destination.row, lists[source.section].cards.count - 1), section: source.section)
    }

    /// Moves a card.
    ///
    /// - Parameters:
    ///   - source: The card's index path.
    ///   - destination: Its new index path.
    package mutating func move(from source: IndexPath, to destination: IndexPath) {
      let card = lists[source.section].cards.remove(at: source.row)
      lists[destination.section].cards.insert(card, at: destination.row)
    }

    /// What a drag from another app of items of some types shows over a place, and where a
    /// drop there lands.
    ///
    /// The board refuses a drag no list accepts (a cancel); over no position, the place is the
    /// end of the last list; a list accepts where one of its types is dragged and its places
    /// allow, else it forbids.
    ///
    /// - Parameters:
    ///   - types: The items' type identifiers.
    ///   - destination: The place, if any.
    /// - Returns: The operation, and where a drop lands if it is taken.
    package func proposal(for types: [String], at destination: IndexPath?) -> (
      operation: UIDropOperation, effect: DropEffect?
    ) {
      guard lists.contains(where: { !Set($0.accepts.types).isDisjoint(with: types) }) else {
        return (.cancel, nil)
      }
      guard
        let position = destination
          ?? lists.indices.last.map({ IndexPath(row: lists[$0].cards.count, section: $0) })
      else { return (.forbidden, nil) }
      let list = lists[position.section]
      guard !Set(list.accepts.types).isDisjoint(with: types) else { return (.forbidden, nil) }
      let between = list.accepts.places.contains(.betweenRows)
      let onto = list.accepts.places.contains(.ontoRows) && position.row < list.cards.count
      if between { return (.copy, .insert(list: position.section, index: position.row)) }
      if onto { return (.copy, .onto(list: position.section, row: position.row)) }
      return (.forbidden, nil)
    }

    /// Whether a view shows a gap for a drag from another app.
    ///
    /// Where the drop inserts, unless on a table view over a row of a list that also takes
    /// drops onto rows (the table view's automatic intent opens no gap).
    ///
    /// - Parameters:
    ///   - effect: Where the drop would land.
    ///   - destination: The place the drag is over.
    ///   - onList: Whether the view is a collection view's list, not a table view.
    /// - Returns: Whether it shows a gap.
    package func showsGap(for effect: DropEffect?, at destination: IndexPath?, onList: Bool)
      -> Bool
    {
      guard case .insert = effect, let destination else { return false }
      let list = lists[destination.section]
      return onList || !list.accepts.places.contains(.ontoRows)
        || destination.row == list.cards.count
    }

    /// Edits the board at random.
    ///
    /// Lists and cards removed, added and moved, cards' ways redrawn, lists' acceptances
    /// changed; sometimes nothing.
    ///
    /// - Parameter draw: The random choices.
    package mutating func edit<D: BoardDraw>(_ draw: inout D) {
      if draw.chance(5) { return }
      if lists.count > 1, draw.chance(10) { lists.remove(at: draw.below(lists.count)) }
      if lists.count < 5, draw.chance(lists.isEmpty ? 100 : 25) {
        let list = BoardList(id: newID(), accepts: Self.acceptance(&draw))
        lists.insert(list, at: draw.below(lists.count + 1))
      }
      if lists.count > 1, draw.chance(10) {
        let list = lists.remove(at: draw.below(lists.count))
        lists.insert(list, at: draw.below(lists.count + 1))
      }
      for index in lists.indices {
        if draw.chance(5) { lists[index].accepts = Self.acceptance(&draw) }
        lists[index].cards.removeAll { _ in draw.chance(8) }
        for row in lists[index].cards.indices where draw.chance(10) {
          lists[index].cards[row].movable = draw.chance(80)
          lists[index].cards[row].staysInList = draw.chance(25)
        }
      }
      guard !lists.isEmpty else { return }
      let count = lists.reduce(0) { $0 + $1.cards.count }
      for _ in 0..<draw.below(count < 25 ? 4 : 2) {
        var card = BoardCard(id: newID())
        card.movable = draw.chance(80)
        card.staysInList = draw.chance(25)
        let list = draw.below(lists.count)
        lists[list].cards.insert(card, at: draw.below(lists[list].cards.count + 1))
      }
      if draw.evenChance() {
        let from = draw.below(lists.count)
        guard !lists[from].cards.isEmpty else { return }
        let card = lists[from].cards.remove(at: draw.below(lists[from].cards.count))
        let to = draw.below(lists.count)
        lists[to].cards.insert(card, at: draw.below(lists[to].cards.count + 1))
      }
    }

    private static func acceptance<D: BoardDraw>(_ draw: inout D) -> BoardAcceptance {
      BoardAcceptance.drawn[draw.below(BoardAcceptance.drawn.count)]
    }
  }

  // MARK: The user's drags, as the reference plans them

  /// A drag to reorder a card, drawn and played on the reference: what each host must show.
  ///
  /// Every host is driven through the same drag: `BoardHost.reorder(from:over:ending:landed:)`
  /// must see `seen`, and the handlers must run for `log`.
  package struct BoardReorder: Sendable {
    /// The card's index path.
    ///
    /// Before the drag.
    package var source: IndexPath
    /// The places the drag goes over.
    ///
    /// Each a row, the end of a list, or (now and then) no position, where a reorder is
    /// forbidden.
    package var path: [IndexPath?]
    /// How the drag ends.
    ///
    /// Now and then the board is edited during it.
    package var ending: BoardDragEnding = .drop
    /// Where the card lands.
    ///
    /// `nil` unless it is dropped where it may move.
    package var landed: IndexPath?
    /// What the user sees.
    ///
    /// Whether the drag begins, the operation over each place, and how it ends.
    package var seen: [String] = []
    /// What the handlers run for.
    ///
    /// The move handler, if the card landed.
    package var log: [String] = []
    /// What the drag did, for a count of kinds.
    ///
    /// Empty, or `, the model edited meanwhile`, ` within a list`, ` into an empty list` or
    /// ` to another list`.
    package var detail = ""
  }

  /// A drag from another app carrying one item, drawn and played on the reference: what each
  /// host must show.
  ///
  /// Every host is driven through the same drag:
  /// `BoardHost.dropFromAnotherApp(_:types:over:ending:)` must see `seen(onList:)`, and the
  /// handlers must run for `log`.
  package struct BoardDrop: Sendable {
    /// The item's suggested name: the new card's identity.
    ///
    /// A new identity of the reference.
    package var name: Int
    /// The item's type identifiers.
    ///
    /// Text, an image, or both.
    package var types: [String]
    /// The places the drag goes over.
    ///
    /// Each a row, the end of a list, or no position.
    package var path: [IndexPath?]
    /// How the drag ends.
    ///
    /// Now and then the board is edited during it.
    package var ending: BoardDragEnding = .drop
    /// Where the drop landed.
    ///
    /// `nil` when it was not taken.
    package var effect: BoardReference.DropEffect?
    /// What the handlers run for.
    ///
    /// The drop handler, if the drop was taken.
    package var log: [String] = []
    /// What the drag did, for a count of kinds.
    ///
    /// `, the model edited meanwhile`, ` between rows`, ` onto a row` or ` not taken`.
    package var detail = ""
    fileprivate var seen: [String] = []
    // Whether a table view and a list show a gap, when the board is edited during the drag.
    fileprivate var gaps: (tableView: Bool, list: Bool)?

    fileprivate init(name: Int, types: [String], path: [IndexPath?]) {
      self.name = name
      self.types = types
      self.path = path
    }

    /// What the user sees on a host.
    ///
    /// The operation over each place, whether a gap shows when the board is edited during the
    /// drag (a table view's automatic intent over a row shows none), and how it ends.
    ///
    /// - Parameter onList: Whether the host is a collection view's list.
    /// - Returns: What the user sees.
    package func seen(onList: Bool) -> [String] {
      guard let gaps else { return seen }
      var seen = self.seen
      seen.insert("gap \(onList ? gaps.list : gaps.tableView)", at: seen.count - 1)
      return seen
    }
  }

  extension BoardReference {
    /// Draws a drag to reorder a card, and plays it on the reference.
    ///
    /// The card, a path of one to three places, and an ending: dropped, cancelled, or
    /// cancelled after the board was edited during the drag. A card that cannot move is not
    /// lifted. Draws nothing without cards.
    ///
    /// - Parameter draw: The random choices.
    /// - Returns: The drag; `nil` without cards.
    package mutating func reorder<D: BoardDraw>(_ draw: inout D) -> BoardReorder? {
      let positions = positions
      guard !positions.isEmpty else { return nil }
      let source = positions[draw.below(positions.count)]
      let card = card(at: source)
      // Now and then over no position, where a reorder is forbidden.
      let path = (0...draw.below(3)).map { _ in
        draw.chance(10) ? nil : destination(&draw)
      }
      var drag = BoardReorder(source: source, path: path)
      let roll = draw.below(10)
      drag.seen.append("begins \(card.movable)")
      if card.movable {
        drag.seen += path.map {
          "over \(String(describing: $0)): \(reorderOperation(of: source, over: $0))"
        }
        let gap = reorderOperation(of: source, over: path.last!) == .move
        switch roll {
        case 0:
          drag.ending = .cancel
          drag.seen.append("cancelled")
        case 1:
          // The board changes while the drag shows a gap: the update waits for the drag.
          drag.seen += ["gap \(gap)", "cancelled"]
        default:
          if gap, let last = path.last! { drag.landed = landing(of: source, over: last) }
          drag.seen.append("dropped \(drag.landed != nil)")
        }
      }
      if roll == 1 {
        drag.detail = ", the model edited meanwhile"
        edit(&draw)
        drag.ending = .editThenCancel(lists)
      }
      if let landed = drag.landed {
        drag.detail =
          landed.section == source.section
          ? " within a list"
          : lists[landed.section].cards.isEmpty ? " into an empty list" : " to another list"
        drag.log.append("move \(card.id) from \(source) to \(landed)")
        move(from: source, to: landed)
      }
      return drag
    }

    /// Draws a drag from another app carrying one item, and plays it on the reference.
    ///
    /// The item's types, a path of one to three places, and an ending: dropped, taken away,
    /// or taken away after the board was edited during the drag. A drop taken inserts a new
    /// card, or counts on the card it is dropped onto.
    ///
    /// - Parameter draw: The random choices.
    /// - Returns: The drag.
    package mutating func dropFromAnotherApp<D: BoardDraw>(_ draw: inout D) -> BoardDrop {
      let types = [
        [DragRepresentation.utf8PlainText], [BoardAcceptance.image],
        [DragRepresentation.utf8PlainText, BoardAcceptance.image],
      ][draw.below(3)]
      let path = (0...draw.below(3)).map { _ in
        draw.chance(10) ? nil : destination(&draw)
      }
      let roll = draw.below(8)
      var drag = BoardDrop(name: newID(), types: types, path: path)
      for destination in path {
        let (operation, landing) = proposal(for: types, at: destination)
        drag.seen.append("over \(String(describing: destination)): \(operation)")
        drag.effect = landing
      }
      switch roll {
      case 0:
        drag.ending = .cancel
        drag.effect = nil
        drag.seen.append("cancelled")
      case 1:
        // The board changes while the drag is over the view: the update waits for the drag
        // where the view shows a gap.
        drag.gaps = (
          showsGap(for: drag.effect, at: path.last!, onList: false),
          showsGap(for: drag.effect, at: path.last!, onList: true)
        )
        drag.detail = ", the model edited meanwhile"
        drag.effect = nil
        drag.seen.append("cancelled")
        edit(&draw)
        drag.ending = .editThenCancel(lists)
      default:
        drag.seen.append("dropped \(drag.effect != nil)")
      }
      switch drag.effect {
      case .insert(let list, let index):
        drag.detail += " between rows"
        drag.log.append("drop \(drag.name) into \(lists[list].id) at \(index)")
        lists[list].cards.insert(BoardCard(id: drag.name), at: index)
      case .onto(let list, let row):
        drag.detail += " onto a row"
        drag.log.append("drop \(drag.name) onto \(lists[list].cards[row].id)")
        lists[list].cards[row].drops += 1
      case nil:
        if roll != 1 { drag.detail += " not taken" }
      }
      return drag
    }
  }

  // MARK: The app

  /// An app of the board.
  ///
  /// It declares its model; its handlers change the model and declare it again from inside, as
  /// an app does, logging what they ran for.
  @MainActor
  package final class BoardApp {
    /// The app's model.
    ///
    /// What it declared last.
    package private(set) var model: [BoardList]
    /// What the handlers ran for, in order.
    ///
    /// Emptied by `BoardHost.logDifferences(from:)`.
    package var log: [String] = []
    /// Problems the handlers found.
    ///
    /// A handler that ran for another card, a drop of other than one item, a rejected update.
    package var problems: [String] = []
    /// The app's declared table.
    ///
    /// Reorders by drag.
    package private(set) var table: DeclaredTable<Int, Int>!
    private let animatesDrops: Bool

    /// An app that declares a model.
    ///
    /// - Parameters:
    ///   - model: Its first model.
    ///   - animatesDrops: Whether the drop handler animates an item inserted between rows
    ///     into its row (`animate(itemAt:toRowAt:)`), which applies the update within the drop;
    ///     else the update is applied once UIKit's drop callback has returned.
    /// - Throws: The declaration's error.
    package init(_ model: [BoardList], animatesDrops: Bool) throws {
      self.model = model
      self.animatesDrops = animatesDrops
      table = try DeclaredTable(declaration: declaration())
      table.rejectedUpdateHandler = { [weak self] in self?.problems.append("rejected: \($0)") }
    }

    /// Declares a new model.
    ///
    /// - Parameter model: The model.
    package func declare(_ model: [BoardList]) {
      self.model = model
      table.update(to: declaration())
    }

    private func declaration() -> TableDeclaration<Int, Int> {
      TableDeclaration(sections: model.map(section)).reorderingByDrag()
    }

    // The handlers capture the app weakly: it owns the declared table, which owns them.
    private func section(_ list: BoardList) -> Section<Int, Int> {
      let section = Section(list.id, header: "L\(list.id)", rows: list.cards.map(row))
      guard list.accepts != .nothing else { return section }
      return section.acceptsDrops(of: list.accepts.types, at: list.accepts.places) {
        [weak self] drop in self?.received(drop)
      }
    }

    private func row(_ card: BoardCard) -> Row<Int> {
      let id = card.id
      var row = Row(id, text: card.text).indentationLevel(id)
      guard card.movable else { return row }
      row = row.draggable(DragItem(.text(card.text)))
        .onMove { [weak self] call in self?.move(id, from: call.position, to: call.arguments) }
      if card.staysInList {
        row = row.targetForMove { call in
          call.arguments.section == call.section ? call.arguments : call.position
        }
      }
      return row
    }

    private func move(_ id: Int, from source: TablePosition, to destination: TablePosition) {
      let from = IndexPath(row: source.row, section: source.section)
      let to = IndexPath(row: destination.row, section: destination.section)
      log.append("move \(id) from \(from) to \(to)")
      guard model[source.section].cards[source.row].id == id else {
        problems.append("the move handler of \(id) ran for the card at \(source)")
        return
      }
      let card = model[source.section].cards.remove(at: source.row)
      model[destination.section].cards.insert(card, at: destination.row)
      table.update(to: declaration())
    }

    private func received(_ drop: DeclaredDrop<Int, Int>) {
      guard drop.items.count == 1, let name = drop.items[0].suggestedName.flatMap({ Int($0) })
      else {
        problems.append("a drop of \(drop.items.count) items")
        return
      }
      switch drop.destination {
      case .insert(let list, let index):
        log.append("drop \(name) into \(list) at \(index)")
        guard let section = model.firstIndex(where: { $0.id == list }) else { return }
        model[section].cards.insert(BoardCard(id: name), at: index)
        // Applied once UIKit's drop callback has returned; or within the drop when the item is
        // animated into its row, as UIKit needs the row inserted first.
        table.update(to: declaration())
        if animatesDrops {
          drop.tableDrop.animate(itemAt: 0, toRowAt: TablePosition(section: section, row: index))
        }
      case .onto(let row, let list):
        log.append("drop \(name) onto \(row)")
        guard let section = model.firstIndex(where: { $0.id == list }),
          let index = model[section].cards.firstIndex(where: { $0.id == row })
        else { return }
        model[section].cards[index].drops += 1
        table.update(to: declaration())
      }
    }
  }

  // MARK: The two hosts, driven alike

  /// How a drag over a view ends.
  ///
  /// Dropped, cancelled, or cancelled after the app declared a new model during the drag.
  package enum BoardDragEnding: Sendable {
    /// The user drops.
    ///
    /// Where the drag is last over.
    case drop
    /// The user drags out and cancels.
    ///
    /// Nothing is dropped.
    case cancel
    /// The app declares a model while the drag is over the view; then the user drags out and
    /// cancels.
    ///
    /// The update must wait exactly while the view shows a gap.
    case editThenCancel([BoardList])
  }

  /// One host of a `BoardApp`: a table view or a list, with what it was told replayed.
  ///
  /// The view is in a window, with its batch check on and UIKit's runtime rules enforced; it
  /// is driven through the stand-in's drag and drop drivers.
  @MainActor
  package final class BoardHost {
    /// The host's name: `tableView` or `list`.
    ///
    /// In failures and in the soak's coverage.
    package let name: String
    /// The app attached to the view.
    ///
    /// Its declared table is the view's data source and delegate.
    package let app: BoardApp
    /// Whether the view is a collection view's list.
    ///
    /// Else it is a table view.
    package var isList: Bool { name == "list" }
    private var tableView: ReplayingTableView?
    private var list: ReplayingCollectionView?
    private let runLoop = StandInRunLoop()
    private var problems: [String] = []
    private var shown = ShownRows<Int>(identity: { text in
      text.flatMap { Int($0.prefix { $0 != " " }) }
    })

    /// A table view host (`attach(to:animation:)`).
    ///
    /// - Parameter app: The app to attach.
    package init(tableView app: BoardApp) {
      name = "tableView"
      self.app = app
      let tableView = ReplayingTableView()
      self.tableView = tableView
      tableView.standInMove(toWindow: UIWindow())
      tableView.inconsistentUpdateHandler = { [weak self] in self?.problems.append($0) }
      tableView.runtimeRuleHandler = { [weak self] in self?.problems.append("\($0)") }
      app.table.attach(to: tableView, animation: .fade)
      tableView.handlersNextTurn = { [runLoop] in runLoop.schedule($0) }
      tableView.layoutIfNeeded()
      shown.replay(tableView, from: 0)
      var replayed = tableView.recordedUpdates.count
      tableView.didRecord = { [weak self, unowned tableView] in
        self?.shown.replay(tableView, from: replayed)
        replayed = tableView.recordedUpdates.count
      }
    }

    /// A collection view list host (`attach(to:appearance:)`).
    ///
    /// - Parameter app: The app to attach.
    package init(list app: BoardApp) {
      name = "list"
      self.app = app
      let list = ReplayingCollectionView()
      self.list = list
      list.standInMove(toWindow: UIWindow())
      list.inconsistentUpdateHandler = { [weak self] in self?.problems.append($0) }
      list.runtimeRuleHandler = { [weak self] in self?.problems.append("\($0)") }
      app.table.attach(to: list, appearance: .plain)
      list.handlersNextTurn = { [runLoop] in runLoop.schedule($0) }
      shown.replay(list, from: 0)
      var replayed = list.recordedUpdates.count
      list.didRecord = { [weak self, unowned list] in
        self?.shown.replay(list, from: replayed)
        replayed = list.recordedUpdates.count
      }
    }

    private var view: any StandInDragAndDropView { tableView ?? list! }
    private var tableHost: any TableHost { tableView ?? list! }

    /// Lets the view go.
    ///
    /// Its handlers are cleared and nothing more waits to run; the host is checked no more.
    package func tearDown() {
      tableView?.didRecord = nil
      tableView?.inconsistentUpdateHandler = nil
      tableView?.runtimeRuleHandler = nil
      list?.didRecord = nil
      list?.inconsistentUpdateHandler = nil
      list?.runtimeRuleHandler = nil
      tableView = nil
      list = nil
      runLoop.clear()
    }

    /// Lets time pass until nothing waits.
    ///
    /// A view that does not settle is a problem.
    package func settle() {
      let settled = tableView.map { runLoop.settle($0) } ?? list.map { runLoop.settle($0) }
      if settled != true { problems.append("the \(name) does not settle") }
    }

    /// The user lifts the card at a position, drags it over a path of places, and ends the
    /// drag.
    ///
    /// - Parameters:
    ///   - source: The card's index path.
    ///   - path: The places, each a row, the end of a list, or no position.
    ///   - ending: How the drag ends.
    ///   - landed: Where the card lands if it is dropped: the view moved the row itself.
    /// - Returns: What the user saw.
    package func reorder(
      from source: IndexPath, over path: [IndexPath?], ending: BoardDragEnding,
      landed: IndexPath?
    ) -> [String] {
      let began = view.userBeginsDrag(at: source)
      var seen = ["begins \(began)"]
      guard began else {
        if case .editThenCancel(let model) = ending { app.declare(model) }
        return seen
      }
      for destination in path {
        seen.append("over \(String(describing: destination)): \(view.userDragsOver(destination))")
      }
      seen += end(ending)
      if case .drop = ending, let landed { shown.userMoved(from: source, to: landed) }
      return seen
    }

    /// Ends a drag over the view: drops it, or cancels it, after declaring a new model while
    /// it is over the view, which must wait exactly while the view shows a gap.
    private func end(_ ending: BoardDragEnding) -> [String] {
      var seen: [String] = []
      switch ending {
      case .drop:
        seen.append("dropped \(view.userDrops())")
      case .cancel:
        view.userDragsOut()
        view.userCancelsDrag()
        seen.append("cancelled")
      case .editThenCancel(let model):
        let gap = view.hasUncommittedUpdates
        seen.append("gap \(gap)")
        app.declare(model)
        // The update waits while the gap shows, and is applied once the drag has left.
        let waits: DeclaredUpdateWait? = gap ? .interactiveMove : nil
        if app.table.waitingFor != waits {
          problems.append("an update during the drag waits for \(app.table.waitingFor as Any)")
        }
        view.userDragsOut()
        view.userCancelsDrag()
        seen.append("cancelled")
      }
      view.standInFinishDropAnimations()
      return seen
    }

    /// A drag from another app carrying one item, over a path of places, then dropped or
    /// taken away.
    ///
    /// - Parameters:
    ///   - name: The item's suggested name, the new card's identity.
    ///   - types: The item's type identifiers.
    ///   - path: The places, each a row, the end of a list, or no position.
    ///   - ending: How the drag ends.
    /// - Returns: What the user saw.
    package func dropFromAnotherApp(
      _ name: Int, types: [String], over path: [IndexPath?], ending: BoardDragEnding
    ) -> [String] {
      let provider = NSItemProvider()
      for type in types {
        provider.registerDataRepresentation(forTypeIdentifier: type, visibility: .all) {
          completion in
          completion(Data("\(name)".utf8), nil)
          return nil
        }
      }
      provider.suggestedName = "\(name)"
      let items = [UIDragItem(itemProvider: provider)]
      var seen: [String] = []
      for destination in path {
        let operation = view.userDragsOver(destination, carrying: items)
        seen.append("over \(String(describing: destination)): \(operation)")
      }
      return seen + end(ending)
    }

    /// Whether the handlers ran as expected; the app's log is emptied.
    ///
    /// - Parameter log: What the handlers must have run for, in order.
    /// - Returns: The difference, if any.
    package func logDifferences(from log: [String]) -> [String] {
      defer { app.log = [] }
      return app.log == log ? [] : ["handlers ran \(app.log), want \(log)"]
    }

    /// What differs from the reference; the problems are emptied.
    ///
    /// The problems UIKit and the handlers found; the app's model and its declared table; the
    /// rows the view shows, replayed, with their text; an update waiting; a drag or drop left.
    /// A full check, when nothing else differs, also asks every row's own `indentationLevel`
    /// handler through the registry. A host torn down has no differences.
    ///
    /// - Parameters:
    ///   - reference: The reference.
    ///   - full: Whether to ask every row's handler.
    /// - Returns: The differences.
    package func differences(from reference: BoardReference, full: Bool) -> [String] {
      guard tableView != nil || list != nil else { return [] }
      var failures = problems.map { "UIKit: \($0)" } + app.problems
      failures += shown.failures.map { "replaying: \($0)" }
      problems = []
      app.problems = []
      if app.model != reference.lists { failures.append("the app's model differs") }
      let declared = app.table.sections.map { $0.rows.map(\.id) }
      if declared != reference.lists.map({ $0.cards.map(\.id) }) {
        failures.append("the declared table has \(declared)")
      }
      let want = reference.lists.map { $0.cards.map(\.text) }
      let got = shown.sections.map { $0.map { $0.text ?? "?" } }
      if got != want { failures.append("shows \(got), want \(want)") }
      if let waiting = app.table.waitingFor { failures.append("an update waits for \(waiting)") }
      if view.hasActiveDrag || view.hasActiveDrop || view.hasUncommittedUpdates {
        failures.append("a drag or drop is left")
      }
      guard full, failures.isEmpty else { return failures }
      for (path, card) in zip(reference.positions, reference.lists.flatMap(\.cards)) {
        let position = TablePosition(section: path.section, row: path.row)
        let answer = app.table.handlers.answer(.indentationLevel, at: position, on: tableHost)
        if answer != card.id {
          failures.append("at \(path), the handler of \(answer) answers, want \(card.id)'s")
        }
      }
      return failures
    }
  }
#endif
