#if os(Linux)
  import Foundation
  import StandInReplay
  import TableHandlersCore
  import TableHandlersDeclarative
  import TableHandlersUIKit
  import UIKitStandIn

  /// Drag and drop on both UIKit hosts: a declared board of lists of cards, one app attached to
  /// the stand-in `UITableView` (`attach(to:animation:)`) and one to the stand-in
  /// `UICollectionView`'s list (`attach(to:appearance:)`), each in a window with its batch
  /// check on and UIKit's runtime rules enforced, driven alike through the stand-in's drag and
  /// drop drivers against a plain reference of the board.
  ///
  /// Operations: the board edited and declared again (lists and cards added, removed and
  /// moved, cards' ways and lists' acceptances redrawn); a card reordered by drag
  /// (`reorderingByDrag()`) over a path of one to three places (no position among them now and
  /// then), within its list, to another or into an empty one, then dropped or cancelled, some
  /// cards kept in their list by `targetForMove`, some that cannot move and are not lifted; a drag from another app of
  /// text, an image or both, over a path of places (rows, ends of lists, no position), into
  /// lists that accept text, images, both, between rows or onto rows, or nothing, then dropped
  /// or taken away (either drag, now and then, taken away after the board was declared again
  /// during it, which must wait exactly while the view shows a gap): the drop handler inserts the card into the model at once, or counts a drop
  /// onto a card on it, and declares the table again from inside UIKit's drop callback. After
  /// each operation time passes until nothing waits.
  ///
  /// Checked after every operation: what the user saw along the path (the operation over each
  /// place, whether the drop was performed) and the handlers that ran are the reference's; no
  /// inconsistent batch, no runtime rule broken, no drag or drop left on a view, no declared
  /// update waiting; the app's model is the reference's, and the rows each view shows, replayed
  /// from every edit it was told on the rows' identities (`ShownRows`), are the reference's,
  /// with their current text. A full check also asks every row's own `indentationLevel`
  /// handler through the registry, on each host.
  ///
  /// Its handler-box bound, per app: the table's own boxes (counted when the layer starts, with
  /// an empty board that reorders by drag), the three of the drop answers while a list accepts
  /// drops, and per card its `indentationLevel`, and for one that moves its drag items and
  /// `onMove`, and its `targetForMove` for one that stays in its list.
  @MainActor
  package final class HostDragAndDropLayer: SoakLayer {
    private var hosts: [ViewBoardHost] = []
    private var reference = ViewBoardReference()
    private var tableBoxes = 0

    /// A layer; its views are made with the first operation.
    package init() {}

    package var operations: [(kind: SoakOperation.Kind, weight: Int)] {
      [(.viewDndEdit, 2), (.viewDndReorder, 3), (.viewDndDrop, 3)]
    }

    package var handlerBoxBound: Int {
      guard !hosts.isEmpty else { return 0 }
      let accepts = reference.lists.contains { $0.accepts != .nothing }
      let cards = reference.lists.flatMap(\.cards).reduce(0) {
        $0 + 1 + ($1.movable ? 2 + ($1.staysInList ? 1 : 0) : 0)
      }
      return hosts.count * (tableBoxes + (accepts ? 3 : 0) + cards)
    }

    package func tearDown() {
      for host in hosts { host.tearDown() }
      hosts = []
      reference = ViewBoardReference()
    }

    private func start() throws -> [ViewBoardHost] {
      if !hosts.isEmpty { return hosts }
      let before = LiveHandlerBoxes.count
      let apps = [try ViewBoardApp([]), try ViewBoardApp([])]
      tableBoxes = (LiveHandlerBoxes.count - before) / apps.count
      hosts = [ViewBoardHost(tableView: apps[0]), ViewBoardHost(list: apps[1])]
      return hosts
    }

    package func perform(_ operation: SoakOperation, coverage: inout SoakCoverage) -> [String] {
      let hosts: [ViewBoardHost]
      do {
        hosts = try start()
      } catch {
        return ["the empty board was rejected: \(error)"]
      }
      var draw = Draw(operation.bits)
      let kind = operation.kind
      coverage.exercised[kind.rawValue] += 1
      var failures: [String] = []
      var seen: [String] = []
      var log: [String] = []
      var asked = ""
      switch kind {
      case .viewDndEdit:
        reference.edit(&draw)
        for host in hosts { host.app.declare(reference.lists) }
      case .viewDndReorder:
        let positions = reference.positions
        guard !positions.isEmpty else { return [] }
        let source = positions[draw.below(positions.count)]
        let card = reference.card(at: source)
        // Now and then over no position, where a reorder is forbidden.
        let path = (0...draw.below(3)).map { _ in
          draw.chance(10) ? nil : reference.destination(&draw)
        }
        let roll = draw.below(10)
        seen.append("begins \(card.movable)")
        var landed: IndexPath?
        var ending = ViewDragEnding.drop
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
            seen += ["gap \(gap)", "cancelled"]
          default:
            if gap, let last = path.last! { landed = reference.landing(of: source, over: last) }
            seen.append("dropped \(landed != nil)")
          }
        }
        if roll == 1 {
          reference.edit(&draw)
          ending = .editThenCancel(reference.lists)
        }
        if let landed {
          asked = "reorder by drag"
          log.append("move \(card.id) from \(source) to \(landed)")
          reference.move(from: source, to: landed)
        }
        for host in hosts {
          let got = host.reorder(from: source, over: path, ending: ending, landed: landed)
          if got != seen {
            failures.append("\(host.name): a reorder from \(source) saw \(got), want \(seen)")
          }
        }
      default:
        let types = [
          [DragRepresentation.utf8PlainText], [ViewBoardAcceptance.image],
          [DragRepresentation.utf8PlainText, ViewBoardAcceptance.image],
        ][draw.below(3)]
        let path = (0...draw.below(3)).map { _ in
          draw.chance(10) ? nil : reference.destination(&draw)
        }
        let roll = draw.below(8)
        let name = reference.newID()
        var effect: ViewBoardReference.DropEffect?
        for destination in path {
          let (operation, landing) = reference.proposal(for: types, at: destination)
          seen.append("over \(String(describing: destination)): \(operation)")
          effect = landing
        }
        // Each host's view shows a gap where the drop would insert; a table view's automatic
        // intent over a row shows none.
        var gaps = ["", ""]
        var ending = ViewDragEnding.drop
        switch roll {
        case 0:
          ending = .cancel
          effect = nil
          seen.append("cancelled")
        case 1:
          gaps = hosts.map {
            "gap \(reference.showsGap(for: effect, at: path.last!, onList: $0.name == "list"))"
          }
          effect = nil
          seen.append("cancelled")
          reference.edit(&draw)
          ending = .editThenCancel(reference.lists)
        default:
          seen.append("dropped \(effect != nil)")
        }
        switch effect {
        case .insert(let list, let index):
          asked = "drop from another app"
          log.append("drop \(name) into \(reference.lists[list].id) at \(index)")
          reference.lists[list].cards.insert(ViewBoardCard(id: name), at: index)
        case .onto(let list, let row):
          asked = "drop from another app"
          log.append("drop \(name) onto \(reference.lists[list].cards[row].id)")
          reference.lists[list].cards[row].drops += 1
        case nil:
          break
        }
        for (index, host) in hosts.enumerated() {
          var want = seen
          if !gaps[index].isEmpty { want.insert(gaps[index], at: want.count - 1) }
          let got = host.dropFromAnotherApp(name, types: types, over: path, ending: ending)
          if got != want {
            failures.append("\(host.name): a drop of \(types) saw \(got), want \(want)")
          }
        }
      }
      for host in hosts {
        host.settle()
        if host.app.log != log {
          failures.append("\(host.name): handlers ran \(host.app.log), want \(log)")
        }
        host.app.log = []
        if !asked.isEmpty { coverage.asked["\(host.name) \(asked)", default: 0] += 1 }
      }
      if failures.isEmpty {
        coverage.checked[kind.rawValue] += 1
        for host in hosts where !asked.isEmpty {
          coverage.askedChecked["\(host.name) \(asked)", default: 0] += 1
        }
      }
      return failures.map { "\(kind.name): \($0)" }
    }

    package func check(full: Bool, coverage: inout SoakCoverage) -> [String] {
      var failures: [String] = []
      for host in hosts {
        failures += host.differences(from: reference, full: full).map { "\(host.name): \($0)" }
      }
      return failures
    }
  }

  // MARK: The board and its reference

  /// What a list of the board accepts from a drop, and where.
  enum ViewBoardAcceptance: CaseIterable, Equatable {
    case nothing, textBetweenRows, imagesBetweenRows, textOntoRows, textAndImagesAnywhere

    /// An image's type identifier.
    static let image = "public.png"

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
  struct ViewBoardCard: Equatable {
    var id: Int
    var drops = 0
    /// Whether it moves (`onMove`); one that does not is not lifted.
    var movable = true
    /// Whether its `targetForMove` keeps it in its list.
    var staysInList = false

    var text: String { "\(id) d\(drops)" }
  }

  /// A list of cards.
  struct ViewBoardList: Equatable {
    var id: Int
    var accepts: ViewBoardAcceptance
    var cards: [ViewBoardCard] = []
  }

  /// The reference: the board, and what a user's drag or drop does to it.
  struct ViewBoardReference {
    var lists: [ViewBoardList] = []
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

    var positions: [IndexPath] {
      lists.enumerated().flatMap { section, list in
        list.cards.indices.map { IndexPath(row: $0, section: section) }
      }
    }

    func card(at path: IndexPath) -> ViewBoardCard { lists[path.section].cards[path.row] }

    /// A place a drag may be over: a row or the end of a list; `nil` without lists.
    func destination(_ draw: inout Draw) -> IndexPath? {
      guard !lists.isEmpty else { return nil }
      let section = draw.below(lists.count)
      return IndexPath(row: draw.below(lists[section].cards.count + 1), section: section)
    }

    /// A move, unless the card stays in its list and the place is in another.
    func reorderOperation(of source: IndexPath, over destination: IndexPath?) -> UIDropOperation {
      guard let destination else { return .forbidden }
      return card(at: source).staysInList && destination.section != source.section
        ? .forbidden : .move
    }

    /// Where the card lands: in its own list, the end is its last row once it is lifted out.
    func landing(of source: IndexPath, over destination: IndexPath) -> IndexPath {
      guard destination.section == source.section else { return destination }
      return IndexPath(
        row: min(destination.row, lists[source.section].cards.count - 1), section: source.section)
    }

    mutating func move(from source: IndexPath, to destination: IndexPath) {
      let card = lists[source.section].cards.remove(at: source.row)
      lists[destination.section].cards.insert(card, at: destination.row)
    }

    /// What a drag from another app of `types` shows over a place, and where a drop lands: a
    /// cancel when no list accepts a type; over no position, the end of the last list; a list
    /// accepts where one of its types is dragged and its places allow, else it forbids.
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
      if list.accepts.places.contains(.betweenRows) {
        return (.copy, .insert(list: position.section, index: position.row))
      }
      if position.row < list.cards.count {
        return (.copy, .onto(list: position.section, row: position.row))
      }
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

    private func acceptance(_ draw: inout Draw) -> ViewBoardAcceptance {
      // Onto rows twice as often: a drop there needs a row.
      let drawn = ViewBoardAcceptance.allCases + [.textOntoRows]
      return drawn[draw.below(drawn.count)]
    }

    /// Lists and cards removed, added and moved, cards' ways and lists' acceptances redrawn.
    mutating func edit(_ draw: inout Draw) {
      if draw.chance(5) { return }
      if lists.count > 1, draw.chance(10) { lists.remove(at: draw.below(lists.count)) }
      if lists.count < 5, draw.chance(lists.isEmpty ? 100 : 25) {
        let list = ViewBoardList(id: newID(), accepts: acceptance(&draw))
        lists.insert(list, at: draw.below(lists.count + 1))
      }
      if lists.count > 1, draw.chance(10) {
        let list = lists.remove(at: draw.below(lists.count))
        lists.insert(list, at: draw.below(lists.count + 1))
      }
      for index in lists.indices {
        if draw.chance(5) { lists[index].accepts = acceptance(&draw) }
        lists[index].cards.removeAll { _ in draw.chance(8) }
        for row in lists[index].cards.indices where draw.chance(10) {
          lists[index].cards[row].movable = draw.chance(80)
          lists[index].cards[row].staysInList = draw.chance(25)
        }
      }
      guard !lists.isEmpty else { return }
      let count = lists.reduce(0) { $0 + $1.cards.count }
      for _ in 0..<draw.below(count < 25 ? 4 : 2) {
        var card = ViewBoardCard(id: newID())
        card.movable = draw.chance(80)
        card.staysInList = draw.chance(25)
        let list = draw.below(lists.count)
        lists[list].cards.insert(card, at: draw.below(lists[list].cards.count + 1))
      }
      if draw.chance(50) {
        let from = draw.below(lists.count)
        guard !lists[from].cards.isEmpty else { return }
        let card = lists[from].cards.remove(at: draw.below(lists[from].cards.count))
        let to = draw.below(lists.count)
        lists[to].cards.insert(card, at: draw.below(lists[to].cards.count + 1))
      }
    }
  }

  /// An app of the board: it declares its model; its handlers change the model and declare it
  /// again from inside, logging what they ran for.
  @MainActor
  final class ViewBoardApp {
    private(set) var model: [ViewBoardList]
    /// What the handlers ran for, in order.
    var log: [String] = []
    /// Problems the handlers found.
    var problems: [String] = []
    private(set) var table: DeclaredTable<Int, Int>!

    init(_ model: [ViewBoardList]) throws {
      self.model = model
      table = try DeclaredTable(declaration: declaration())
      table.rejectedUpdateHandler = { [weak self] in self?.problems.append("rejected: \($0)") }
    }

    func declare(_ model: [ViewBoardList]) {
      self.model = model
      table.update(to: declaration())
    }

    func declaration() -> TableDeclaration<Int, Int> {
      TableDeclaration(sections: model.map(section)).reorderingByDrag()
    }

    // The handlers capture the app weakly: it owns the declared table, which owns them.
    private func section(_ list: ViewBoardList) -> Section<Int, Int> {
      let section = Section(list.id, header: "L\(list.id)", rows: list.cards.map(row))
      guard list.accepts != .nothing else { return section }
      return section.acceptsDrops(of: list.accepts.types, at: list.accepts.places) {
        [weak self] drop in self?.received(drop)
      }
    }

    private func row(_ card: ViewBoardCard) -> Row<Int> {
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
      log.append(
        "move \(id) from \(IndexPath(row: source.row, section: source.section))"
          + " to \(IndexPath(row: destination.row, section: destination.section))")
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
        model[section].cards.insert(ViewBoardCard(id: name), at: index)
        // Applied once UIKit's drop callback has returned.
        table.update(to: declaration())
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

  /// How a drag over a view ends.
  enum ViewDragEnding {
    /// The user drops.
    case drop
    /// The user drags out and cancels.
    case cancel
    /// The app declares this model while the drag is over the view; then the user drags out
    /// and cancels.
    case editThenCancel([ViewBoardList])
  }

  /// One host of a ``ViewBoardApp``: a table view or a list, with what it was told replayed.
  @MainActor
  final class ViewBoardHost {
    let name: String
    let app: ViewBoardApp
    private var tableView: ReplayingTableView?
    private var list: ReplayingCollectionView?
    private let runLoop = StandInRunLoop()
    private var problems: [String] = []
    private var shown = ShownRows<Int>(identity: { text in
      text.flatMap { Int($0.prefix { $0 != " " }) }
    })

    init(tableView app: ViewBoardApp) {
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

    init(list app: ViewBoardApp) {
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

    func tearDown() {
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
    func settle() {
      let settled = tableView.map { runLoop.settle($0) } ?? list.map { runLoop.settle($0) }
      if settled != true { problems.append("the \(name) does not settle") }
    }

    /// The user lifts the card at `source`, drags it over `path`, and ends the drag.
    func reorder(
      from source: IndexPath, over path: [IndexPath?], ending: ViewDragEnding, landed: IndexPath?
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
      // The view moved the row itself.
      if case .drop = ending, let landed { shown.userMoved(from: source, to: landed) }
      return seen
    }

    /// Ends a drag over the view: drops it, or cancels it, after declaring a new model while
    /// it is over the view, which must wait exactly while the view shows a gap.
    private func end(_ ending: ViewDragEnding) -> [String] {
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

    /// A drag from another app of one item of `types`, named `name`, over `path`, then dropped
    /// or taken away.
    func dropFromAnotherApp(
      _ name: Int, types: [String], over path: [IndexPath?], ending: ViewDragEnding
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

    /// What differs from the reference; the problems are emptied.
    func differences(from reference: ViewBoardReference, full: Bool) -> [String] {
      guard tableView != nil || list != nil else { return [] }
      var failures = problems.map { "UIKit: \($0)" } + app.problems
      failures += shown.failures.map { "replaying: \($0)" }
      problems = []
      app.problems = []
      if app.model != reference.lists { failures.append("the app's model differs") }
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
