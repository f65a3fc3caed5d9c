#if os(Linux)
  import Foundation
  import StandInReplay
  import TableHandlersCore
  import TableHandlersDeclarative
  import TableHandlersUIKit
  import TestSupport
  import Testing
  import UIKitStandIn

  /// One declaration, two hosts: the same random tables on a table view and on a list.
  ///
  /// The tables are declared on a table view (`DeclaredTable.attach(to:animation:)`) and on a
  /// collection view's list (`DeclaredTable.attach(to:appearance:)`), the same updates applied
  /// and the same things done by a user to both, step by step. After every step the two must show the same rows (their
  /// texts, accessories and whether they take touches, per section), the same header and footer
  /// titles and the same selection, the drivers must have seen the same (swipe actions offered
  /// and their completions, menu items, detail buttons, where a drop landed), and the same
  /// handlers must have run, for the same rows at the same positions; both must also show what
  /// the model says, with no inconsistent batch and no UIKit runtime rule broken.
  ///
  /// Left out of the generator, where the hosts differ on purpose or the list host has no
  /// counterpart yet:
  /// - a `willSelect` that names another row: a list cannot select another row instead (its
  ///   `shouldSelectItemAt` answers yes or no), so it selects none;
  /// - `deleteConfirmationTitle`: a list has no delete confirmation; its Delete action's title
  ///   is the system's "Delete";
  /// - heights, and the swipe-editing lifecycle (`willBeginEditing`, `didEndEditing`): a list
  ///   has neither;
  /// - the editing mode's delete control: a table asks to confirm the Delete there, a list's
  ///   delete accessory reveals the row's trailing swipe actions instead;
  /// - a full swipe on a table's default Delete, which the stand-in table view does not model;
  ///   a full swipe on declared actions is in;
  /// - controls other than the switch (segments, slider, stepper, text field share its path
  ///   through the adapter: one view at the trailing edge whose action finds its row) and custom
  ///   cells, header views and accessory views of registered kinds, which
  ///   `ListHostRowsTests` shows on the list;
  /// - a selection kept through structural edits: both hosts' selections are cleared (without
  ///   the delegate, as an app does) after every step that is not a tap; the declared selection
  ///   through updates is `DeclaredSelectionTests`' on both hosts.
  @MainActor
  @Suite("The same declared tables on a table view and on a list")
  struct ListParityRandomTests {
    nonisolated static let seeds: [UInt64] = [31, 32, 33, 34, 35]
    static let stepsPerSeed = 1_000

    @Test(arguments: seeds)
    func aTableViewAndAListShowAndDoTheSame(seed: UInt64) throws {
      var random = SplitMix64(seed: seed)
      var model = ParityModel.edited([], &random)
      let hosts: [any ParityHost] = [
        try TableViewParityHost(ParityApp(model)), try ListParityHost(ParityApp(model)),
      ]
      var kinds: [String: Int] = [:]
      // The handlers that ran, by kind (a log line's first word).
      var handlers: [String: Int] = [:]
      for step in 0..<Self.stepsPerSeed {
        let positions = ParityModel.positions(model)
        let switches = positions.filter { ParityModel.item(at: $0, in: model).switchOn != nil }
        let roll = Int.random(in: 0..<100, using: &random)
        // The row a user touched, as it was declared.
        var touched: (IndexPath, ParityItem)?
        var seen = Array(repeating: [String](), count: hosts.count)
        var kind = "update"
        switch roll {
        case 0..<28:
          model = ParityModel.edited(model, &random)
          for host in hosts { host.app.declare(model, animated: true) }
        case 28..<33 where !switches.isEmpty:
          kind = "switch"
          let path = switches.randomElement(using: &random)!
          touched = (path, ParityModel.item(at: path, in: model))
          for (index, host) in hosts.enumerated() { seen[index].append(host.flipSwitch(path)) }
        case 33..<38:
          kind = "update without animation"
          model = ParityModel.edited(model, &random)
          for host in hosts { host.app.declare(model, animated: false) }
        case 38..<43:
          kind = "updates while animating"
          let first = ParityModel.edited(model, &random)
          model = ParityModel.edited(first, &random)
          for host in hosts {
            host.animates = true
            host.app.declare(first, animated: true)
            host.app.declare(model, animated: true)
            host.animates = false
          }
        case 43..<60 where !positions.isEmpty:
          kind = "tap"
          // One row, or two one after the other, the second taking the selection from the first.
          var paths = [positions.randomElement(using: &random)!]
          if Bool.random(using: &random) { paths.append(positions.randomElement(using: &random)!) }
          touched = (paths[0], ParityModel.item(at: paths[0], in: model))
          for (index, host) in hosts.enumerated() {
            for path in paths {
              seen[index].append(host.tap(path))
              host.settle()
            }
          }
        case 60..<76 where !positions.isEmpty:
          kind = "swipe"
          let path = positions.randomElement(using: &random)!
          touched = (path, ParityModel.item(at: path, in: model))
          let leading = Bool.random(using: &random)
          let pick = Int.random(in: 0..<4, using: &random)
          let full = Int.random(in: 0..<3, using: &random) == 0
          for (index, host) in hosts.enumerated() {
            seen[index].append(host.swipe(path, leading: leading, pick: pick, full: full))
          }
        case 76..<86 where !positions.isEmpty:
          kind = "menu item"
          let path = positions.randomElement(using: &random)!
          touched = (path, ParityModel.item(at: path, in: model))
          let pick = Int.random(in: 0..<4, using: &random)
          for (index, host) in hosts.enumerated() {
            seen[index].append(host.chooseMenuItem(path, pick: pick))
          }
        case 86..<92 where !positions.isEmpty:
          kind = "detail button"
          let path = positions.randomElement(using: &random)!
          touched = (path, ParityModel.item(at: path, in: model))
          for (index, host) in hosts.enumerated() { seen[index].append(host.tapDetail(path)) }
        case 92..<100 where !positions.isEmpty:
          kind = "user move"
          let source = positions.randomElement(using: &random)!
          touched = (source, ParityModel.item(at: source, in: model))
          var counts = ParityModel.shown(model).map(\.items.count)
          counts[source.section] -= 1
          let section = Int.random(in: counts.indices, using: &random)
          let destination = IndexPath(
            row: Int.random(in: 0...counts[section], using: &random), section: section)
          for (index, host) in hosts.enumerated() {
            seen[index].append(host.userMoves(from: source, to: destination))
          }
        default:
          model = ParityModel.edited(model, &random)
          for host in hosts { host.app.declare(model, animated: true) }
        }
        kinds[kind, default: 0] += 1
        for host in hosts {
          host.settle()
          if kind != "tap" { host.clearSelection() }
        }
        // The handlers changed the apps' models (each its own): both the same.
        model = hosts[0].app.model
        let comment: Comment = "seed \(seed) step \(step): \(kind) \(touched.map { "\($0)" } ?? "")"
        for line in hosts[0].app.log {
          handlers[String(line.prefix { $0 != " " }), default: 0] += 1
        }
        let failures = Self.differences(hosts, seen: seen, model: model)
        #expect(failures.isEmpty, "\(comment)\n\(failures.joined(separator: "\n"))")
        // One divergence makes every later step diverge too.
        if !failures.isEmpty { return }
      }
      // Every kind of step ran often enough to mean something.
      #expect(kinds.count == 9, "\(kinds)")
      #expect(kinds.values.allSatisfy { $0 >= Self.stepsPerSeed / 50 }, "\(kinds)")
      // And every kind of handler ran.
      #expect(handlers.count == 13, "\(handlers)")
    }

    /// What differs between the hosts, and between each host and the model, after a step.
    static func differences(_ hosts: [any ParityHost], seen: [[String]], model: [ParityGroup])
      -> [String]
    {
      let (table, list) = (hosts[0], hosts[1])
      var failures: [String] = []
      for host in hosts where !host.problems.isEmpty {
        failures.append("\(host.name): \(host.problems)")
      }
      if table.app.model != list.app.model { failures.append("the apps' models differ") }
      if table.app.log != list.app.log {
        failures.append("handlers ran: table view \(table.app.log), list \(list.app.log)")
      }
      if seen[0] != seen[1] { failures.append("seen: table view \(seen[0]), list \(seen[1])") }
      let expected = ParityModel.shown(model).map { $0.items.map(ParityModel.shownRow) }
      let titles = ParityModel.shown(model).map { "\($0.header ?? "-")/\($0.footer ?? "-")" }
      for host in hosts {
        let rows = host.shownRows()
        if rows != expected { failures.append("\(host.name) shows \(rows), want \(expected)") }
        let shownTitles = host.titles()
        if shownTitles != titles {
          failures.append("\(host.name) titles \(shownTitles), want \(titles)")
        }
      }
      if table.selected != list.selected {
        failures.append("selected: table view \(table.selected), list \(list.selected)")
      }
      for host in hosts {
        host.app.log = []
        host.problems = []
      }
      return failures
    }
  }

  // MARK: The model and the app

  /// A row of the random model: what it shows and what it declares.
  struct ParityItem: Equatable {
    var id: Int
    var taps = 0
    var renames = 0
    var details = 0
    var flagged = false
    var selects = false
    var refusesSelection = false
    var deselects = false
    var primaryAction = false
    var disabled = false
    var button = false
    var unselectable = false
    var deletable = false
    var movable = false
    var leading = false
    var trailing = false
    var fullSwipeOff = false
    var menu = false
    var accessory = RowAccessory.none
    var detailHandler = false
    /// The row's switch and whether it is on; `nil` for none.
    var switchOn: Bool?

    /// The row's text, which shows every change a handler makes.
    var text: String { "\(id) t\(taps) r\(renames) d\(details)\(flagged ? " F" : "")" }
  }

  /// A section of the random model.
  struct ParityGroup: Equatable {
    var id: Int
    var header: String?
    var footer: String?
    var omittedWhenEmpty = false
    var items: [ParityItem] = []
  }

  /// Random models and what a host must show of them.
  enum ParityModel {
    static let sectionPool = 6
    static let itemPool = 40

    /// The sections the table shows: all but the empty ones omitted when empty.
    static func shown(_ model: [ParityGroup]) -> [ParityGroup] {
      model.filter { !($0.omittedWhenEmpty && $0.items.isEmpty) }
    }

    /// Every row's index path in the table.
    static func positions(_ model: [ParityGroup]) -> [IndexPath] {
      shown(model).enumerated().flatMap { section, group in
        group.items.indices.map { IndexPath(row: $0, section: section) }
      }
    }

    /// The row at an index path of the table.
    static func item(at path: IndexPath, in model: [ParityGroup]) -> ParityItem {
      shown(model)[path.section].items[path.row]
    }

    /// What a host shows of a row: its text, its accessory, and "off" when it takes no touch.
    static func shownRow(_ item: ParityItem) -> String {
      "\(item.text)|\(accessoryName(item.accessory))\(item.disabled ? "|off" : "")"
        + switchName(item.switchOn)
    }

    /// What a host shows of a row's switch.
    static func switchName(_ isOn: Bool?) -> String {
      isOn.map { "|switch \($0 ? "on" : "off")" } ?? ""
    }

    static func accessoryName(_ accessory: RowAccessory) -> String {
      switch accessory {
      case .none: return ""
      case .disclosureIndicator: return "disclosure"
      case .checkmark: return "checkmark"
      case .detailButton: return "detail"
      case .detailDisclosureButton: return "detail+disclosure"
      }
    }

    static func chance(_ percent: Int, _ random: inout SplitMix64) -> Bool {
      Int.random(in: 0..<100, using: &random) < percent
    }

    /// A model edited: sections and rows deleted, inserted and moved (across sections too),
    /// titles and handlers changed.
    static func edited(_ old: [ParityGroup], _ random: inout SplitMix64) -> [ParityGroup] {
      if chance(5, &random) { return old }
      var model = old
      if chance(4, &random) { model = [] }
      model.removeAll { _ in chance(8, &random) }
      let usedSections = Set(model.map(\.id))
      let free = (0..<sectionPool).filter { !usedSections.contains($0) }
      if let id = free.randomElement(using: &random), chance(model.isEmpty ? 100 : 25, &random) {
        var group = ParityGroup(id: id)
        group.omittedWhenEmpty = chance(30, &random)
        model.insert(group, at: Int.random(in: 0...model.count, using: &random))
      }
      if model.count > 1, chance(15, &random) {
        let group = model.remove(at: Int.random(in: model.indices, using: &random))
        model.insert(group, at: Int.random(in: 0...model.count, using: &random))
      }
      var moving: [ParityItem] = []
      for index in model.indices {
        if chance(10, &random) {
          model[index].header = chance(60, &random) ? "H\(model[index].id)" : nil
        }
        if chance(10, &random) {
          model[index].footer = chance(40, &random) ? "F\(model[index].id)" : nil
        }
        var items: [ParityItem] = []
        for var item in model[index].items {
          if chance(8, &random) { continue }
          if chance(10, &random) { redeclare(&item, &random) }
          if chance(8, &random) { moving.append(item) } else { items.append(item) }
        }
        model[index].items = items
      }
      let used = Set(model.flatMap { $0.items.map(\.id) } + moving.map(\.id))
      let freeItems = (0..<itemPool).filter { !used.contains($0) }
      for id in freeItems.shuffled(using: &random).prefix(Int.random(in: 0...3, using: &random)) {
        var item = ParityItem(id: id)
        redeclare(&item, &random)
        moving.append(item)
      }
      for item in moving where !model.isEmpty {
        let group = Int.random(in: model.indices, using: &random)
        model[group].items.insert(
          item, at: Int.random(in: 0...model[group].items.count, using: &random))
      }
      return model
    }

    /// Draws what a row declares.
    static func redeclare(_ item: inout ParityItem, _ random: inout SplitMix64) {
      item.selects = chance(60, &random)
      item.refusesSelection = chance(10, &random)
      item.deselects = chance(30, &random)
      item.primaryAction = chance(15, &random)
      item.disabled = chance(10, &random)
      item.button = chance(10, &random)
      item.unselectable = chance(8, &random)
      item.deletable = chance(40, &random)
      item.movable = chance(40, &random)
      item.leading = chance(30, &random)
      item.trailing = chance(30, &random)
      item.fullSwipeOff = chance(20, &random)
      item.menu = chance(30, &random)
      item.accessory =
        [.none, .none, .disclosureIndicator, .checkmark, .detailButton, .detailDisclosureButton]
        .randomElement(using: &random)!
      item.detailHandler = chance(60, &random)
      // A switch takes the trailing edge, where the accessory would be, on both hosts.
      item.switchOn = chance(25, &random) ? chance(50, &random) : nil
      if item.switchOn != nil { item.accessory = .none }
    }
  }

  /// An app of the random model: it declares its model, and its handlers log what they were
  /// called for, change the model and declare it again from inside, as an app does.
  @MainActor
  final class ParityApp {
    private(set) var model: [ParityGroup]
    /// What the handlers ran for, in order.
    var log: [String] = []
    private(set) var table: DeclaredTable<Int, Int>!

    init(_ model: [ParityGroup]) throws {
      self.model = model
      table = try DeclaredTable(declaration: declaration())
      table.rejectedUpdateHandler = { error in Issue.record("rejected: \(error)") }
    }

    /// Declares a new model.
    func declare(_ model: [ParityGroup], animated: Bool) {
      self.model = model
      table.update(to: declaration(), animated: animated)
    }

    /// The shown section `section` is, in the model's sections.
    private func group(ofShown section: Int) -> Int {
      let shown = model.indices.filter { !(model[$0].omittedWhenEmpty && model[$0].items.isEmpty) }
      return shown[section]
    }

    private func find(_ id: Int) -> (group: Int, row: Int)? {
      for (group, section) in model.enumerated() {
        if let row = section.items.firstIndex(where: { $0.id == id }) { return (group, row) }
      }
      return nil
    }

    private func change(_ id: Int, _ line: String, _ body: (inout ParityItem) -> Void) {
      log.append(line)
      guard let (group, row) = find(id) else { return }
      body(&model[group].items[row])
      table.update(to: declaration())
    }

    private func remove(_ id: Int, _ line: String) {
      log.append(line)
      guard let (group, row) = find(id) else { return }
      model[group].items.remove(at: row)
      table.update(to: declaration())
    }

    private func move(_ id: Int, to destination: TablePosition, _ line: String) {
      log.append(line)
      guard let (group, row) = find(id) else { return }
      // The destination counts the sections shown while the row was still in its own.
      let target = self.group(ofShown: destination.section)
      let item = model[group].items.remove(at: row)
      model[target].items.insert(item, at: destination.row)
      table.update(to: declaration())
    }

    func declaration() -> TableDeclaration<Int, Int> {
      TableDeclaration {
        for group in model {
          Section(group.id, header: group.header, footer: group.footer) {
            for item in group.items { row(item) }
          }
          .omittedWhenEmpty(group.omittedWhenEmpty)
        }
      }
    }

    // The handlers capture the app weakly: it owns the declared table, which owns them.
    private func row(_ item: ParityItem) -> Row<Int> {
      let id = item.id
      var row = Row(id, content: RowContent(text: item.text, accessory: item.accessory))
        .canMove(item.movable)
      if item.disabled { row = row.disabled() }
      if item.button { row = row.role(.button) }
      if item.unselectable { row = row.selectable(false) }
      if item.selects {
        row = row.onSelect { [weak self] call in
          self?.change(id, "select \(id) at \(call.position)") { $0.taps += 1 }
        }
      }
      if item.refusesSelection {
        row = row.willSelect { [weak self] call in
          self?.log.append("refuse \(id) at \(call.position)")
          return nil
        }
      }
      if item.deselects {
        row = row.onDeselect { [weak self] call in
          self?.log.append("deselect \(id) at \(call.position)")
        }
      }
      if item.primaryAction {
        row = row.onPrimaryAction { [weak self] call in
          self?.log.append("primary \(id) at \(call.position)")
        }
      }
      if item.detailHandler {
        row = row.onAccessoryButtonTap { [weak self] call in
          self?.change(id, "detail \(id) at \(call.position)") { $0.details += 1 }
        }
      }
      if item.deletable {
        row = row.onDelete { [weak self] call in
          self?.remove(id, "delete \(id) at \(call.position)")
        }
      }
      if item.movable {
        row = row.onMove { [weak self] call in
          self?.move(
            id, to: call.arguments, "move \(id) from \(call.position) to \(call.arguments)")
        }
      }
      if item.leading {
        row = row.swipeActions(edge: .leading) { [weak self] in
          SwipeAction(title: "Flag") { position, done in
            self?.change(id, "flag \(id) at \(position)") { $0.flagged.toggle() }
            done(true)
          }
          SwipeAction(title: "Rename") { position, done in
            self?.change(id, "rename \(id) at \(position)") { $0.renames += 1 }
            done(true)
          }
        }
      }
      if item.trailing {
        let full = !item.fullSwipeOff
        row = row.swipeActions(edge: .trailing, performsFirstActionWithFullSwipe: full) {
          [weak self] in
          SwipeAction(title: "Remove", style: .destructive) { position, done in
            self?.remove(id, "remove \(id) at \(position)")
            done(true)
          }
        }
      }
      if let isOn = item.switchOn {
        row = row.toggle(isOn: isOn) { [weak self] isOn in
          self?.change(id, "switch \(id) \(isOn)") { $0.switchOn = isOn }
        }
      }
      if item.menu {
        row = row.contextMenu { [weak self] in
          RowMenuAction(title: "Rename") {
            self?.change(id, "menu-rename \(id)") { $0.renames += 1 }
          }
          RowMenuAction(title: "Discard", isDestructive: true) { position in
            self?.remove(id, "menu-discard \(id) at \(position)")
          }
        }
      }
      return row
    }
  }

  // MARK: The two hosts, driven alike

  /// A host of a ``ParityApp``'s declared table, as the random test drives it: each method does
  /// what a user does, through the stand-in's drivers, and returns what the user saw.
  @MainActor
  protocol ParityHost: AnyObject {
    var name: String { get }
    var app: ParityApp { get }
    /// Inconsistent batches and broken runtime rules since the last check.
    var problems: [String] { get set }
    /// Whether the view's batches animate (their completions wait for time to pass).
    var animates: Bool { get set }
    /// The rows selected.
    var selected: [IndexPath] { get }
    /// Every row on screen, shown again: text, accessory and "off" where it takes no touch.
    func shownRows() -> [[String]]
    /// Every section's header and footer titles, "-" for none.
    func titles() -> [String]
    func tap(_ path: IndexPath) -> String
    func swipe(_ path: IndexPath, leading: Bool, pick: Int, full: Bool) -> String
    func chooseMenuItem(_ path: IndexPath, pick: Int) -> String
    func tapDetail(_ path: IndexPath) -> String
    /// Flips a row's switch, as a user's touch does.
    func flipSwitch(_ path: IndexPath) -> String
    func userMoves(from source: IndexPath, to destination: IndexPath) -> String
    /// Lets time pass until nothing waits.
    func settle()
    /// Clears the selection without telling the delegate.
    func clearSelection()
  }

  extension ParityHost {
    /// Flips a switch as a person's touch does (a disabled one takes no touch), and says what
    /// the switch shows once its handler ran.
    func flip(_ toggle: UISwitch?) -> String {
      guard let toggle else { return "no switch" }
      guard toggle.isEnabled, toggle.isUserInteractionEnabled else { return "switch disabled" }
      toggle.isOn.toggle()
      toggle.userSendsActions(for: .valueChanged)
      settle()
      return "switch shows \(toggle.isOn)"
    }

    /// What a swipe showed and what tapping (or fully swiping) one of its actions did.
    ///
    /// A table's default Delete (`tap` set, no `swipe`) has no completion to report.
    func swiped(
      _ swipe: StandInSwipe?, defaultDelete: ((String) -> Bool)? = nil, pick: Int, full: Bool
    ) -> String {
      let titles =
        swipe.map { $0.titles.map { $0 ?? "?" } } ?? (defaultDelete == nil ? [] : ["Delete"])
      guard !titles.isEmpty else { return "no swipe actions" }
      let title = titles[pick % titles.count]
      // A list's Delete is a swipe action whose full swipe the table's stand-in does not have.
      let fully = full && titles != ["Delete"]
      let ran = fully ? swipe?.fullSwipe() ?? false : swipe?.tap(title) ?? defaultDelete!(title)
      settle()
      let completions =
        titles == ["Delete"] ? "" : " completions \(swipe?.completionResults ?? [])"
      return "\(titles) \(fully ? "full swipe" : title) ran \(ran)\(completions)"
    }

    func chose(_ menu: UIMenu?, pick: Int) -> String {
      guard let menu else { return "no menu" }
      let actions = menu.children.compactMap { $0 as? UIAction }
      guard !actions.isEmpty else { return "an empty menu" }
      let action = actions[pick % actions.count]
      return "\(actions.map(\.title)) chose \(action.title) ran \(action.choose())"
    }
  }

  /// The table view host: the test's `DrivenTableView`, whose taps follow UIKit's order.
  @MainActor
  final class TableViewParityHost: ParityHost {
    let name = "table view"
    let app: ParityApp
    let tableView = DrivenTableView()
    private let runLoop = StandInRunLoop()
    var problems: [String] = []

    init(_ app: ParityApp) {
      self.app = app
      tableView.standInMove(toWindow: UIWindow())
      tableView.inconsistentUpdateHandler = { [weak self] in self?.problems.append($0) }
      tableView.runtimeRuleHandler = { [weak self] in self?.problems.append("\($0)") }
      app.table.attach(to: tableView, animation: .fade)
      tableView.handlersNextTurn = { [runLoop] in runLoop.schedule($0) }
    }

    var animates: Bool {
      get { tableView.animatesBatchUpdates }
      set { tableView.animatesBatchUpdates = newValue }
    }

    var selected: [IndexPath] { tableView.indexPathsForSelectedRows ?? [] }

    /// The data source's count of sections, as UIKit asks it.
    private var sectionCount: Int {
      tableView.dataSource.map { tableView.send(.numberOfSections, to: $0) } ?? 0
    }

    func shownRows() -> [[String]] {
      (0..<sectionCount).map { section in
        let rows: Int = tableView.send(.numberOfRows(section: section), to: tableView.dataSource!)
        return (0..<rows).map { row in
          let cell = tableView.displayRow(at: IndexPath(row: row, section: section))
          let text = (cell.contentConfiguration as? UIListContentConfiguration)?.text ?? "?"
          let accessory: String
          switch cell.accessoryType {
          case .disclosureIndicator: accessory = "disclosure"
          case .checkmark: accessory = "checkmark"
          case .detailButton: accessory = "detail"
          case .detailDisclosureButton: accessory = "detail+disclosure"
          default: accessory = ""
          }
          return "\(text)|\(accessory)\(cell.isUserInteractionEnabled ? "" : "|off")"
            + ParityModel.switchName((cell.accessoryView as? UISwitch)?.isOn)
        }
      }
    }

    func flipSwitch(_ path: IndexPath) -> String {
      flip(tableView.displayRow(at: path).accessoryView as? UISwitch)
    }

    func titles() -> [String] {
      (0..<sectionCount).map { section in
        let shown = tableView.visibleBehaviourOfSection(section)
        return "\(shown.headerTitle ?? "-")/\(shown.footerTitle ?? "-")"
      }
    }

    func tap(_ path: IndexPath) -> String {
      tableView.tap(path)
      return "tap \(path): selected \(selected)"
    }

    func swipe(_ path: IndexPath, leading: Bool, pick: Int, full: Bool) -> String {
      let swipe = tableView.swipeRow(at: path, from: leading ? .leading : .trailing)
      // Without a configuration UIKit shows its default actions: the Delete where the row
      // would be deleted by a swipe, which commits the deletion.
      let offersDelete =
        swipe == nil && !leading && tableView.visibleBehaviourOfRow(at: path).offersSwipeToDelete
      return swiped(
        swipe,
        defaultDelete: offersDelete
          ? { [tableView] _ in tableView.userCommits(.delete, forRowAt: path) } : nil,
        pick: pick, full: full)
    }

    func chooseMenuItem(_ path: IndexPath, pick: Int) -> String {
      guard tableView.cachedDelegateSelectors.contains(TableSelectors.contextMenuConfiguration)
      else { return "no menu" }
      let configuration: UIContextMenuConfiguration? = tableView.delegate.flatMap {
        tableView.send(.contextMenuConfiguration(at: path, point: .zero), to: $0)
      }
      return chose(configuration?.openMenu(), pick: pick)
    }

    func tapDetail(_ path: IndexPath) -> String {
      let cell = tableView.displayRow(at: path)
      let shown = [.detailButton, .detailDisclosureButton].contains(cell.accessoryType)
      // A cell that takes no touch passes none to its accessory; UIKit tells the delegate only
      // if it implements the method.
      if shown, cell.isUserInteractionEnabled,
        tableView.cachedDelegateSelectors.contains(TableSelectors.accessoryButtonTapped),
        let delegate = tableView.delegate
      {
        tableView.send(.accessoryButtonTapped(at: path), to: delegate)
      }
      return "detail button shown \(shown)"
    }

    func userMoves(from source: IndexPath, to destination: IndexPath) -> String {
      // UIKit lets the user pick up only a row that shows a reorder control.
      guard tableView.visibleBehaviourOfRow(at: source).showsReorderControl else {
        return "cannot move \(source)"
      }
      tableView.userMovesRow(at: source, to: destination)
      return "moved \(source) to \(destination)"
    }

    func settle() {
      if !runLoop.settle(tableView) { problems.append("the table view does not settle") }
    }

    func clearSelection() {
      for path in selected { tableView.deselectRow(at: path, animated: false) }
    }
  }

  /// The list host: the stand-in collection view, with its own user drivers.
  @MainActor
  final class ListParityHost: ParityHost {
    let name = "list"
    let app: ParityApp
    let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
    private let runLoop = StandInRunLoop()
    var problems: [String] = []

    init(_ app: ParityApp) {
      self.app = app
      list.standInMove(toWindow: UIWindow())
      list.inconsistentUpdateHandler = { [weak self] in self?.problems.append($0) }
      list.runtimeRuleHandler = { [weak self] in self?.problems.append("\($0)") }
      app.table.attach(to: list, appearance: .insetGrouped)
      list.handlersNextTurn = { [runLoop] in runLoop.schedule($0) }
    }

    var animates: Bool {
      get { list.animatesBatchUpdates }
      set { list.animatesBatchUpdates = newValue }
    }

    var selected: [IndexPath] {
      (list.indexPathsForSelectedItems ?? []).map { IndexPath(row: $0.item, section: $0.section) }
    }

    private func item(_ path: IndexPath) -> IndexPath {
      IndexPath(item: path.row, section: path.section)
    }

    func shownRows() -> [[String]] {
      (0..<list.numberOfSections).map { section in
        (0..<list.numberOfItems(inSection: section)).map { row in
          let path = IndexPath(item: row, section: section)
          let cell = list.displayItem(at: path)
          let text =
            ((cell as? UICollectionViewListCell)?.contentConfiguration
            as? UIListContentConfiguration)?.text ?? "?"
          let kinds = list.visibleBehaviourOfItem(at: path).shownAccessories
          let accessory = [
            kinds.contains(.detail) ? "detail" : nil,
            kinds.contains(.disclosureIndicator) ? "disclosure" : nil,
            kinds.contains(.checkmark) ? "checkmark" : nil,
          ].compactMap { $0 }.joined(separator: "+")
          return "\(text)|\(accessory)\(cell.isUserInteractionEnabled ? "" : "|off")"
            + ParityModel.switchName(trailingSwitch(of: cell)?.isOn)
        }
      }
    }

    /// The switch a list cell shows at its trailing edge, if any.
    private func trailingSwitch(of cell: UICollectionViewCell) -> UISwitch? {
      (cell as? UICollectionViewListCell)?.accessories.lazy.compactMap(\.standInCustomView)
        .first as? UISwitch
    }

    func flipSwitch(_ path: IndexPath) -> String {
      flip(trailingSwitch(of: list.displayItem(at: item(path))))
    }

    private func title(_ kind: String, in section: Int) -> String {
      let view = list.displaySupplementaryView(
        ofKind: kind, at: IndexPath(item: 0, section: section))
      guard let view else { return "-" }
      return
        ((view as? UICollectionViewListCell)?.contentConfiguration
        as? UIListContentConfiguration)?.text ?? "?"
    }

    func titles() -> [String] {
      (0..<list.numberOfSections).map { section in
        title(UICollectionView.elementKindSectionHeader, in: section) + "/"
          + title(UICollectionView.elementKindSectionFooter, in: section)
      }
    }

    func tap(_ path: IndexPath) -> String {
      list.userTapsItem(at: item(path))
      return "tap \(path): selected \(selected)"
    }

    func swipe(_ path: IndexPath, leading: Bool, pick: Int, full: Bool) -> String {
      swiped(
        list.swipeItem(at: item(path), from: leading ? .leading : .trailing), pick: pick,
        full: full)
    }

    func chooseMenuItem(_ path: IndexPath, pick: Int) -> String {
      chose(
        list.userOpensContextMenu(forItemsAt: [item(path)])?.configuration.openMenu(), pick: pick)
    }

    func tapDetail(_ path: IndexPath) -> String {
      let cell = list.displayItem(at: item(path))
      let shown = list.visibleBehaviourOfItem(at: item(path)).shownAccessories.contains(.detail)
      // A cell that takes no touch passes none to its accessory.
      if shown, cell.isUserInteractionEnabled {
        list.userTapsAccessory(.detail, ofItemAt: item(path))
      }
      return "detail button shown \(shown)"
    }

    func userMoves(from source: IndexPath, to destination: IndexPath) -> String {
      guard let target = list.userMovesItem(at: item(source), to: item(destination)) else {
        return "cannot move \(source)"
      }
      return "moved \(source) to \(IndexPath(row: target.item, section: target.section))"
    }

    func settle() {
      if !runLoop.settle(list) { problems.append("the list does not settle") }
    }

    func clearSelection() {
      for path in list.indexPathsForSelectedItems ?? [] {
        list.deselectItem(at: path, animated: false)
      }
    }
  }
#endif
