#if os(Linux)
  import Foundation
  import StandInReplay
  import TableHandlersCore
  import TableHandlersDeclarative
  import TableHandlersUIKit
  import TestSupport
  import Testing
  import UIKitStandIn

  /// Drag and drop on both UIKit hosts, at random: a declared board of lists of cards, attached
  /// to a table view (`DeclaredTable.attach(to:animation:)`) and to a collection view's list
  /// (`DeclaredTable.attach(to:appearance:)`), each its own app, driven alike through the
  /// stand-in's drivers, with random model edits between the user's drags and drops.
  ///
  /// The steps: the model edited and declared again; a card reordered by drag
  /// (`TableDeclaration.reorderingByDrag()`) over a random path of places (now and then no
  /// position, where it is forbidden), within its list, to another or into an empty one, some
  /// cards kept in their list by `targetForMove`, some that cannot move; a drag from another app of text, an image or both, over a random path,
  /// between rows, onto rows or over no position, into lists that accept text, images, both, or
  /// nothing, dropped or taken away. The drop handler inserts the card into the model at once
  /// and declares the table again, which the host applies once UIKit's drop callback has
  /// returned; a drop onto a card counts on the card. Now and then the model is declared again
  /// while a drag is over the view: the update must wait (`DeclaredUpdateWait.interactiveMove`)
  /// exactly while the view shows a gap, and be applied once the drag has left and ended.
  ///
  /// Every operation the user saw along a path is checked against the reference
  /// (`BoardReference`), and after every step, on each host: the app's model is the reference's;
  /// the view shows the reference's cards, replayed from every edit it was told on the rows'
  /// identities (`ShownRows`), with their current text; every row's own `indentationLevel`
  /// handler answers at its position (the handlers followed the moves); the handlers that ran are
  /// the reference's; no inconsistent batch, no UIKit runtime rule broken, no drag or drop left,
  /// and no declared update waiting.
  ///
  /// Placeholders (`TableDrop.insertPlaceholder`) are left out here.
  @MainActor
  @Suite("Drag and drop on a table view and a list, random")
  struct DragAndDropHostRandomTests {
    nonisolated static let seeds: [UInt64] = [41, 42, 43, 44, 45]
    static let stepsPerSeed = 800

    @Test(arguments: seeds)
    func dragsAndDropsFollowTheReference(seed: UInt64) throws {
      var random = SplitMix64(seed: seed)
      var reference = BoardReference()
      reference.edit(&random)
      let hosts: [any BoardHost] = [
        try TableViewBoardHost(BoardApp(reference.lists)),
        try ListBoardHost(BoardApp(reference.lists)),
      ]
      var kinds: [String: Int] = [:]
      for step in 0..<Self.stepsPerSeed {
        let roll = Int.random(in: 0..<100, using: &random)
        var kind = "edit"
        // What the user saw, and the handlers that must run.
        var seen: [String] = []
        var expectedLog: [String] = []
        let positions = reference.positions
        switch roll {
        case 0..<30:
          reference.edit(&random)
          for host in hosts { host.app.declare(reference.lists) }
        case 30..<65 where !positions.isEmpty:
          kind = "reorder by drag"
          let source = positions.randomElement(using: &random)!
          let card = reference.card(at: source)
          // Now and then over no position, where a reorder is forbidden.
          let path = (0...Int.random(in: 0...2, using: &random)).map { _ -> IndexPath? in
            Int.random(in: 0..<10, using: &random) == 0 ? nil : reference.randomDestination(&random)
          }
          let roll = Int.random(in: 0..<10, using: &random)
          seen.append("begins \(card.movable)")
          var landed: IndexPath?
          var ending = DragEnding.drop
          if card.movable {
            seen += path.map {
              "over \(String(describing: $0)): \(reference.reorderOperation(of: source, over: $0))"
            }
            let gap = reference.reorderOperation(of: source, over: path.last!) == .move
            switch roll {
            case 0:
              ending = .cancel
              seen.append("cancelled")
            case 1:
              // The model changes while the drag shows a gap: the update waits for the drag.
              seen += ["gap \(gap)", "cancelled"]
            default:
              if gap, let last = path.last! { landed = reference.landing(of: source, over: last) }
              seen.append("dropped \(landed != nil)")
            }
          }
          if roll == 1 {
            kind += ", the model edited meanwhile"
            reference.edit(&random)
            ending = .editThenCancel(reference.lists)
          }
          if let landed {
            kind +=
              landed.section == source.section
              ? " within a list"
              : reference.lists[landed.section].cards.isEmpty
                ? " into an empty list" : " to another list"
            expectedLog.append("move \(card.id) from \(source) to \(landed)")
            reference.move(from: source, to: landed)
          }
          for host in hosts {
            #expect(
              host.reorder(from: source, over: path, ending: ending, landed: landed) == seen,
              "seed \(seed) step \(step) \(host.name): reorder \(source) over \(path)")
          }
        case 65..<100:
          kind = "drop from another app"
          let types = [
            [DragRepresentation.utf8PlainText], [BoardAcceptance.image],
            [DragRepresentation.utf8PlainText, BoardAcceptance.image],
          ].randomElement(using: &random)!
          let path = (0...Int.random(in: 0...2, using: &random)).map { _ -> IndexPath? in
            Int.random(in: 0..<10, using: &random) == 0 ? nil : reference.randomDestination(&random)
          }
          let roll = Int.random(in: 0..<8, using: &random)
          let name = reference.newID()
          var effect: BoardReference.DropEffect?
          for destination in path {
            let (operation, landing) = reference.proposal(for: types, at: destination)
            seen.append("over \(String(describing: destination)): \(operation)")
            effect = landing
          }
          // Each host's view shows a gap where the drop would insert; a table view's automatic
          // intent over a row shows none.
          var gaps = ["", ""]
          var ending = DragEnding.drop
          switch roll {
          case 0:
            ending = .cancel
            effect = nil
            seen.append("cancelled")
          case 1:
            // The model changes while the drag is over the view: the update waits for the drag
            // where the view shows a gap.
            gaps = hosts.map {
              "gap \(reference.showsGap(for: effect, at: path.last!, onList: $0 is ListBoardHost))"
            }
            kind += ", the model edited meanwhile"
            effect = nil
            seen.append("cancelled")
            reference.edit(&random)
            ending = .editThenCancel(reference.lists)
          default:
            seen.append("dropped \(effect != nil)")
          }
          switch effect {
          case .insert(let list, let index):
            kind += " between rows"
            expectedLog.append("drop \(name) into \(reference.lists[list].id) at \(index)")
            reference.lists[list].cards.insert(BoardCard(id: name), at: index)
          case .onto(let list, let row):
            kind += " onto a row"
            expectedLog.append("drop \(name) onto \(reference.lists[list].cards[row].id)")
            reference.lists[list].cards[row].drops += 1
          case nil:
            if !kind.hasSuffix("meanwhile") { kind += " not taken" }
          }
          for (index, host) in hosts.enumerated() {
            var want = seen
            if !gaps[index].isEmpty { want.insert(gaps[index], at: want.count - 1) }
            #expect(
              host.dropFromAnotherApp(name, types: types, over: path, ending: ending) == want,
              "seed \(seed) step \(step) \(host.name): drop of \(types) over \(path)")
          }
        default:
          reference.edit(&random)
          for host in hosts { host.app.declare(reference.lists) }
        }
        kinds[kind, default: 0] += 1
        let comment: Comment = "seed \(seed) step \(step): \(kind)"
        var failures: [String] = []
        for host in hosts {
          host.settle()
          failures += host.differences(from: reference, log: expectedLog).map {
            "\(host.name): \($0)"
          }
        }
        #expect(failures.isEmpty, "\(comment)\n\(failures.joined(separator: "\n"))")
        // One divergence makes every later step diverge too.
        if !failures.isEmpty { return }
      }
      // Every kind of step ran often enough to mean something.
      let wanted = [
        "edit", "reorder by drag", "reorder by drag within a list",
        "reorder by drag to another list", "reorder by drag into an empty list",
        "drop from another app between rows",
        "drop from another app onto a row", "drop from another app not taken",
        "reorder by drag, the model edited meanwhile",
        "drop from another app, the model edited meanwhile",
      ]
      for name in wanted {
        #expect(kinds[name, default: 0] >= Self.stepsPerSeed / 200, "\(name): \(kinds)")
      }
    }
  }

  // MARK: The board and its reference

  /// What a list of the board accepts from a drop, and where.
  enum BoardAcceptance: CaseIterable, Equatable {
    case nothing
    case textBetweenRows
    case imagesBetweenRows
    case textOntoRows
    case textAndImagesAnywhere

    /// An image's type identifier.
    static let image = "public.png"

    /// The acceptances a list draws from: onto rows twice, since a drop there needs a row.
    static let drawn: [BoardAcceptance] = allCases + [.textOntoRows]

    /// The type identifiers accepted.
    var types: [String] {
      switch self {
      case .nothing: return []
      case .textBetweenRows, .textOntoRows: return [DragRepresentation.utf8PlainText]
      case .imagesBetweenRows: return [Self.image]
      case .textAndImagesAnywhere: return [DragRepresentation.utf8PlainText, Self.image]
      }
    }

    /// Where items may land.
    var places: DropPlaces {
      switch self {
      case .nothing, .textBetweenRows, .imagesBetweenRows: return .betweenRows
      case .textOntoRows: return .ontoRows
      case .textAndImagesAnywhere: return [.betweenRows, .ontoRows]
      }
    }
  }

  /// A card: its text shows its identity and the drops it took.
  struct BoardCard: Equatable {
    var id: Int
    var drops = 0
    /// Whether it moves (`onMove`); one that does not is not dragged.
    var movable = true
    /// Whether its `targetForMove` keeps it in its list.
    var staysInList = false

    var text: String { "\(id) d\(drops)" }
  }

  /// A list of cards.
  struct BoardList: Equatable {
    var id: Int
    var accepts: BoardAcceptance
    var cards: [BoardCard] = []
  }

  /// The reference: the board, and what a user's drag or drop does to it.
  struct BoardReference {
    var lists: [BoardList] = []
    private var lastID = 0

    /// Where a drop lands.
    enum DropEffect: Equatable {
      case insert(list: Int, index: Int)
      case onto(list: Int, row: Int)
    }

    mutating func newID() -> Int {
      lastID += 1
      return lastID
    }

    /// Every card's index path.
    var positions: [IndexPath] {
      lists.enumerated().flatMap { section, list in
        list.cards.indices.map { IndexPath(row: $0, section: section) }
      }
    }

    func card(at path: IndexPath) -> BoardCard { lists[path.section].cards[path.row] }

    /// A place a drag may be over: a row, or the end of a list.
    func randomDestination(_ random: inout SplitMix64) -> IndexPath? {
      guard !lists.isEmpty else { return nil }
      let section = Int.random(in: lists.indices, using: &random)
      return IndexPath(
        row: Int.random(in: 0...lists[section].cards.count, using: &random), section: section)
    }

    /// What a drag to reorder the card at `source` shows over `destination`: a move, unless
    /// the card stays in its list and the destination is in another, or there is none.
    func reorderOperation(of source: IndexPath, over destination: IndexPath?) -> UIDropOperation {
      guard let destination else { return .forbidden }
      return card(at: source).staysInList && destination.section != source.section
        ? .forbidden : .move
    }

    /// Where a card dropped over `destination` lands: in its own list, the end of the list is
    /// its last row once it is lifted out.
    func landing(of source: IndexPath, over destination: IndexPath) -> IndexPath {
      guard destination.section == source.section else { return destination }
      return IndexPath(
        row: min(destination.row, lists[source.section].cards.count - 1), section: source.section)
    }

    mutating func move(from source: IndexPath, to destination: IndexPath) {
      let card = lists[source.section].cards.remove(at: source.row)
      lists[destination.section].cards.insert(card, at: destination.row)
    }

    /// What a drag from another app of items of `types` shows over `destination`, and where
    /// a drop there lands: the board refuses a drag no list accepts (a cancel); over no
    /// position, the end of the last list; a list accepts where one of its types is dragged and
    /// its places allow, else it forbids.
    func proposal(for types: [String], at destination: IndexPath?) -> (
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

    /// Whether a view shows a gap for a drag from another app whose drop would have `effect`
    /// over `destination`: where the drop inserts, unless on a table view over a row of a list
    /// that also takes drops onto rows (the table view's automatic intent opens no gap).
    func showsGap(for effect: DropEffect?, at destination: IndexPath?, onList: Bool) -> Bool {
      guard case .insert = effect, let destination else { return false }
      let list = lists[destination.section]
      return onList || !list.accepts.places.contains(.ontoRows)
        || destination.row == list.cards.count
    }

    /// Lists and cards removed, added and moved, cards' ways redrawn, lists' acceptances
    /// changed; sometimes nothing.
    mutating func edit(_ random: inout SplitMix64) {
      func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }
      if chance(5) { return }
      if lists.count > 1, chance(10) {
        lists.remove(at: Int.random(in: lists.indices, using: &random))
      }
      if lists.count < 5, chance(lists.isEmpty ? 100 : 25) {
        let list = BoardList(
          id: newID(), accepts: BoardAcceptance.drawn.randomElement(using: &random)!)
        lists.insert(list, at: Int.random(in: 0...lists.count, using: &random))
      }
      if lists.count > 1, chance(10) {
        let list = lists.remove(at: Int.random(in: lists.indices, using: &random))
        lists.insert(list, at: Int.random(in: 0...lists.count, using: &random))
      }
      for index in lists.indices {
        if chance(5) { lists[index].accepts = BoardAcceptance.drawn.randomElement(using: &random)! }
        lists[index].cards.removeAll { _ in chance(8) }
        for row in lists[index].cards.indices where chance(10) {
          lists[index].cards[row].movable = chance(80)
          lists[index].cards[row].staysInList = chance(25)
        }
      }
      guard !lists.isEmpty else { return }
      let count = lists.reduce(0) { $0 + $1.cards.count }
      for _ in 0..<Int.random(in: 0...(count < 25 ? 3 : 1), using: &random) {
        var card = BoardCard(id: newID())
        card.movable = chance(80)
        card.staysInList = chance(25)
        let list = Int.random(in: lists.indices, using: &random)
        lists[list].cards.insert(
          card, at: Int.random(in: 0...lists[list].cards.count, using: &random))
      }
      for _ in 0..<Int.random(in: 0...1, using: &random) {
        let from = Int.random(in: lists.indices, using: &random)
        guard !lists[from].cards.isEmpty else { continue }
        let card = lists[from].cards.remove(
          at: Int.random(in: lists[from].cards.indices, using: &random))
        let to = Int.random(in: lists.indices, using: &random)
        lists[to].cards.insert(card, at: Int.random(in: 0...lists[to].cards.count, using: &random))
      }
    }
  }

  /// An app of the board: it declares its model, and its handlers change the model and declare
  /// it again from inside, as an app does, logging what they ran for.
  @MainActor
  final class BoardApp {
    private(set) var model: [BoardList]
    /// What the handlers ran for, in order.
    var log: [String] = []
    /// Problems the handlers found (a handler that ran for another card).
    var problems: [String] = []
    private(set) var table: DeclaredTable<Int, Int>!

    init(_ model: [BoardList]) throws {
      self.model = model
      table = try DeclaredTable(declaration: declaration())
      table.rejectedUpdateHandler = { [weak self] in self?.problems.append("rejected: \($0)") }
    }

    /// Declares a new model.
    func declare(_ model: [BoardList]) {
      self.model = model
      table.update(to: declaration())
    }

    func declaration() -> TableDeclaration<Int, Int> {
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
        // The update is applied within the drop when the item is animated into its row, as
        // UIKit needs the row inserted first.
        table.update(to: declaration())
        drop.tableDrop.animate(itemAt: 0, toRowAt: TablePosition(section: section, row: index))
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
  enum DragEnding {
    /// The user drops.
    case drop
    /// The user drags out and cancels.
    case cancel
    /// The app declares this model while the drag is over the view; then the user drags out
    /// and cancels.
    case editThenCancel([BoardList])
  }

  /// A host of a ``BoardApp``'s declared table, driven through the stand-in's drivers.
  @MainActor
  protocol BoardHost: AnyObject {
    var name: String { get }
    var app: BoardApp { get }
    /// The view, for the stand-in's drag and drop drivers.
    var view: any StandInDragAndDropView { get }
    /// The view, as the registry's answers take it.
    var tableHost: any TableHost { get }
    /// Inconsistent batches, broken runtime rules and replay failures since the last check.
    var problems: [String] { get set }
    /// The rows the view shows, replayed from what it was told.
    var shown: ShownRows<Int> { get set }
    /// Lets time pass until nothing waits.
    func settle()
  }

  /// A card's identity, read from a row's text.
  nonisolated func boardCardIdentity(_ text: String?) -> Int? {
    text.flatMap { Int($0.prefix { $0 != " " }) }
  }

  extension BoardHost {
    /// The user lifts the card at `source`, drags it over `path` and drops it, or cancels.
    ///
    /// Returns what the user saw. The view moved the row itself where it `landed`.
    func reorder(
      from source: IndexPath, over path: [IndexPath?], ending: DragEnding, landed: IndexPath?
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
    /// it is over the view; returns what the user saw.
    private func end(_ ending: DragEnding) -> [String] {
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

    /// A drag from another app carrying one item of `types`, named `name`, over `path`, then
    /// dropped or taken away; returns what the user saw.
    func dropFromAnotherApp(
      _ name: Int, types: [String], over path: [IndexPath?], ending: DragEnding
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
        seen.append(
          "over \(String(describing: destination)): \(view.userDragsOver(destination, carrying: items))"
        )
      }
      return seen + end(ending)
    }

    /// What differs from the reference after a step; the logs and problems are emptied.
    func differences(from reference: BoardReference, log: [String]) -> [String] {
      var failures = problems + app.problems + shown.failures.map { "replaying: \($0)" }
      problems = []
      app.problems = []
      if app.log != log { failures.append("handlers ran \(app.log), want \(log)") }
      app.log = []
      if app.model != reference.lists { failures.append("the app's model differs") }
      let want = reference.lists.map { $0.cards.map(\.text) }
      let got = shown.sections.map { $0.map { $0.text ?? "?" } }
      if got != want { failures.append("shows \(got), want \(want)") }
      let declared = app.table.sections.map { $0.rows.map(\.id) }
      if declared != reference.lists.map({ $0.cards.map(\.id) }) {
        failures.append("the declared table has \(declared)")
      }
      if app.table.waitingFor != nil {
        failures.append("an update waits for \(String(describing: app.table.waitingFor))")
      }
      if view.hasActiveDrag || view.hasActiveDrop || view.hasUncommittedUpdates {
        failures.append("a drag or drop is left")
      }
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

  /// The table view host.
  @MainActor
  final class TableViewBoardHost: BoardHost {
    let name = "table view"
    let app: BoardApp
    let tableView = ReplayingTableView()
    private let runLoop = StandInRunLoop()
    var problems: [String] = []
    var shown = ShownRows<Int>(identity: boardCardIdentity)
    private var replayed = 0

    init(_ app: BoardApp) {
      self.app = app
      tableView.standInMove(toWindow: UIWindow())
      tableView.inconsistentUpdateHandler = { [weak self] in self?.problems.append($0) }
      tableView.runtimeRuleHandler = { [weak self] in self?.problems.append("\($0)") }
      app.table.attach(to: tableView, animation: .fade)
      tableView.handlersNextTurn = { [runLoop] in runLoop.schedule($0) }
      tableView.layoutIfNeeded()
      shown.replay(tableView, from: 0)
      replayed = tableView.recordedUpdates.count
      tableView.didRecord = { [weak self, unowned tableView] in
        guard let self else { return }
        shown.replay(tableView, from: replayed)
        replayed = tableView.recordedUpdates.count
      }
    }

    var view: any StandInDragAndDropView { tableView }
    var tableHost: any TableHost { tableView }

    func settle() {
      if !runLoop.settle(tableView) { problems.append("the table view does not settle") }
    }
  }

  /// The list host.
  @MainActor
  final class ListBoardHost: BoardHost {
    let name = "list"
    let app: BoardApp
    let list = ReplayingCollectionView()
    private let runLoop = StandInRunLoop()
    var problems: [String] = []
    var shown = ShownRows<Int>(identity: boardCardIdentity)
    private var replayed = 0

    init(_ app: BoardApp) {
      self.app = app
      list.standInMove(toWindow: UIWindow())
      list.inconsistentUpdateHandler = { [weak self] in self?.problems.append($0) }
      list.runtimeRuleHandler = { [weak self] in self?.problems.append("\($0)") }
      app.table.attach(to: list, appearance: .plain)
      list.handlersNextTurn = { [runLoop] in runLoop.schedule($0) }
      shown.replay(list, from: 0)
      replayed = list.recordedUpdates.count
      list.didRecord = { [weak self, unowned list] in
        guard let self else { return }
        shown.replay(list, from: replayed)
        replayed = list.recordedUpdates.count
      }
    }

    var view: any StandInDragAndDropView { list }
    var tableHost: any TableHost { list }

    func settle() {
      if !runLoop.settle(list) { problems.append("the list does not settle") }
    }
  }
#endif
