import TableHandlersCore
import TableHandlersDeclarative

/// The model of the declared layer's app, as plain data: the app declares it, and the soak's
/// reference is another copy of it, changed by plain array code.
package struct DeclaredModel: Equatable, Sendable {
  /// A row: what it shows and which handlers it declares.
  package struct Item: Equatable, Sendable {
    package var id: Int
    package var taps = 0
    package var renames = 0
    package var flagged = false
    package var isOn = false
    /// A segmented control's selected segment (0 to 2), a slider's or a stepper's value (0 to
    /// 10); reset when the row's kind of control changes.
    package var level = 0
    /// A text field's text.
    package var typed = ""
    /// How many times the text field was submitted.
    package var submits = 0
    package var selects = false
    package var deletable = false
    package var movable = false
    /// The row's control, if it has one.
    package var control: Control?
    /// Whether the control's handler refuses every change (the model keeps its value, and the
    /// control must show it again).
    package var refuses = false
    package var leading = false
    package var trailing = false
    package var menu = false

    /// The kinds of control a row may have.
    package enum Control: Int, CaseIterable, Equatable, Sendable {
      case toggle, segment, slider, stepper, text
    }

    /// The value the row's control must show: the model's.
    package var controlValue: RowControlValue? {
      switch control {
      case nil: return nil
      case .toggle: return .toggle(isOn)
      case .segment: return .segment(level < 0 ? nil : level)
      case .slider: return .slider(Double(level))
      case .stepper: return .stepper(Double(level))
      case .text: return .text(typed)
      }
    }

    /// A new value for the row's control, drawn, of the control's kind.
    package func drawnControlValue(_ draw: inout Draw) -> RowControlValue? {
      switch control {
      case nil: return nil
      case .toggle: return .toggle(!isOn)
      case .segment:
        // A person picks a segment; nobody can tap the selection away.
        return .segment(draw.below(3))
      case .slider: return .slider(Double(draw.below(11)))
      case .stepper: return .stepper(Double(draw.below(11)))
      case .text: return .text("x\(draw.below(100))")
      }
    }

    /// The model after the control's handler took a value (unless it refuses).
    package mutating func take(_ value: RowControlValue) {
      guard !refuses else { return }
      switch value {
      case .toggle(let on): isOn = on
      case .segment(let index): level = index ?? -1
      case .slider(let value), .stepper(let value): level = Int(value)
      case .text(let text): typed = text
      }
    }

    /// An item that declares no handler of its own.
    ///
    /// - Parameter id: Its identifier.
    package init(id: Int) { self.id = id }

    /// The row's text, which shows every change a handler makes.
    package var text: String {
      "\(id) t\(taps) r\(renames)\(flagged ? " F" : "")\(submits > 0 ? " s\(submits)" : "")"
    }

    /// The handler boxes its declaration makes: `indentationLevel` and `canMoveRow` always,
    /// and one per declared handler (a control's is its change handler, and a text field's
    /// submit handler another; a control's value is content).
    package var handlerBoxes: Int {
      2
        + [selects, deletable, movable, control != nil, control == .text, leading, trailing, menu]
        .filter { $0 }.count
    }
  }

  /// A section: its identifier and rows.
  package struct Group: Equatable, Sendable {
    package var id: Int
    package var items: [Item] = []
    /// Whether the section is declared `omittedWhenEmpty()`: the table does not show it while
    /// it has no rows.
    package var omittedWhenEmpty = false

    /// A section.
    ///
    /// - Parameters:
    ///   - id: Its identifier.
    ///   - items: Its rows.
    package init(id: Int, items: [Item] = []) {
      self.id = id
      self.items = items
    }
  }

  /// The sections, in order.
  package var groups: [Group] = []

  /// An empty model.
  package init() {}

  static let groupPool = 6
  static let itemPool = 40

  /// The indices of the groups the table shows.
  ///
  /// That is every one but the empty groups omitted when empty. Positions (`TablePosition`)
  /// count shown sections only, as the table does.
  private var shownIndices: [Int] {
    groups.indices.filter { !(groups[$0].omittedWhenEmpty && groups[$0].items.isEmpty) }
  }

  /// The groups the table shows, in order.
  package var shown: [Group] { shownIndices.map { groups[$0] } }

  /// The handler boxes the model's declaration holds beyond the table's own: each row's, and
  /// the section index's two table-wide answers while a section shows.
  package var declarationBoxes: Int {
    groups.reduce(0) { $0 + $1.items.reduce(0) { $0 + $1.handlerBoxes } }
      + (shownIndices.isEmpty ? 0 : 2)
  }

  /// Every row's position in the table, in order.
  package var positions: [TablePosition] {
    shown.enumerated().flatMap { section, group in
      group.items.indices.map { TablePosition(section: section, row: $0) }
    }
  }

  /// The item at a position in the table.
  package func item(at position: TablePosition) -> Item {
    groups[shownIndices[position.section]].items[position.row]
  }

  /// Where an item is in the table.
  ///
  /// - Parameter id: The item's identifier.
  /// - Returns: Its position, or `nil`.
  package func position(of id: Int) -> TablePosition? {
    for (section, group) in shown.enumerated() {
      if let row = group.items.firstIndex(where: { $0.id == id }) {
        return TablePosition(section: section, row: row)
      }
    }
    return nil
  }

  /// Changes the item at a position in the table.
  package mutating func change(_ position: TablePosition, _ body: (inout Item) -> Void) {
    body(&groups[shownIndices[position.section]].items[position.row])
  }

  /// Removes the item at a position in the table (its group may then no longer be shown).
  package mutating func remove(_ position: TablePosition) {
    groups[shownIndices[position.section]].items.remove(at: position.row)
  }

  /// Moves an item as a drop does, both positions in the table as it was when the row was
  /// picked up: the destination row counts without the moved row, as UIKit's does.
  package mutating func move(from source: TablePosition, to destination: TablePosition) {
    let indices = shownIndices
    let item = groups[indices[source.section]].items.remove(at: source.row)
    groups[indices[destination.section]].items.insert(item, at: destination.row)
  }

  /// A random edit: groups and items removed, added and moved (across groups too), and
  /// handlers declared or no longer declared.
  ///
  /// - Parameter draw: The choices.
  /// - Returns: The edited model.
  package func edited(_ draw: inout Draw) -> DeclaredModel {
    var model = self
    if draw.chance(5) { model.groups = [] }
    model.groups.removeAll { _ in draw.chance(10) }
    let usedGroups = Set(model.groups.map(\.id))
    let freeGroups = (0..<Self.groupPool).filter { !usedGroups.contains($0) }
    if !freeGroups.isEmpty, draw.chance(model.groups.isEmpty ? 100 : 30) {
      var group = Group(id: freeGroups[draw.below(freeGroups.count)])
      group.omittedWhenEmpty = draw.chance(40)
      model.groups.insert(group, at: draw.below(model.groups.count + 1))
    }
    if model.groups.count > 1, draw.chance(20) {
      let group = model.groups.remove(at: draw.below(model.groups.count))
      model.groups.insert(group, at: draw.below(model.groups.count + 1))
    }
    var moving: [Item] = []
    for index in model.groups.indices {
      var items: [Item] = []
      for var item in model.groups[index].items {
        if draw.chance(8) { continue }
        if draw.chance(10) { Self.redeclare(&item, &draw) }
        if draw.chance(10) { moving.append(item) } else { items.append(item) }
      }
      model.groups[index].items = items
    }
    let used = Set(model.groups.flatMap { $0.items.map(\.id) } + moving.map(\.id))
    let free = (0..<Self.itemPool).filter { !used.contains($0) }
    for _ in 0..<draw.below(4) where !free.isEmpty {
      var item = Item(id: free[draw.below(free.count)])
      if moving.contains(where: { $0.id == item.id }) { continue }
      Self.redeclare(&item, &draw)
      moving.append(item)
    }
    for item in moving where !model.groups.isEmpty {
      let group = draw.below(model.groups.count)
      model.groups[group].items.insert(
        item, at: draw.below(model.groups[group].items.count + 1))
    }
    return model
  }

  /// The groups with one identifier repeated, drawn.
  ///
  /// A copy of one of their items inserted somewhere (before or after it), or a copy of a group
  /// the table shows; `nil` when there is neither. Every other identifier stays unique.
  ///
  /// - Parameters:
  ///   - groups: Groups whose identifiers are unique.
  ///   - draw: The choices.
  /// - Returns: The groups with the copy.
  package static func withDuplicate(_ groups: [Group], _ draw: inout Draw) -> [Group]? {
    var groups = groups
    let items = groups.flatMap(\.items)
    let shown = groups.filter { !($0.omittedWhenEmpty && $0.items.isEmpty) }
    if !items.isEmpty, shown.isEmpty || draw.chance(70) {
      let twice = items[draw.below(items.count)]
      let group = draw.below(groups.count)
      groups[group].items.insert(twice, at: draw.below(groups[group].items.count + 1))
    } else if !shown.isEmpty {
      groups.insert(shown[draw.below(shown.count)], at: draw.below(groups.count + 1))
    } else {
      return nil
    }
    return groups
  }

  /// The reference's keep-first: the groups as a table that keeps the first of each
  /// identifier shows them, and how many sections and rows it drops.
  ///
  /// In order, a group the table shows whose identifier an earlier shown group has is dropped
  /// with its items (counted once); every other group keeps the items whose identifier no
  /// earlier kept item has (each other one counted). A group left empty and omitted when empty
  /// is not shown, and keeps no identifier. Written apart from the library's, plainly.
  ///
  /// - Parameter groups: Groups whose identifiers are unique but for one copy
  ///   (``withDuplicate(_:_:)``).
  /// - Returns: The kept groups and the number of items dropped.
  package static func keepingFirst(_ groups: [Group]) -> (groups: [Group], dropped: Int) {
    var shownIDs: Set<Int> = []
    var itemIDs: Set<Int> = []
    var kept: [Group] = []
    var dropped = 0
    for var group in groups {
      let declaredShown = !(group.omittedWhenEmpty && group.items.isEmpty)
      if declaredShown && shownIDs.contains(group.id) {
        dropped += 1
        continue
      }
      let before = group.items.count
      group.items = group.items.filter { itemIDs.insert($0.id).inserted }
      dropped += before - group.items.count
      if !(group.omittedWhenEmpty && group.items.isEmpty) { shownIDs.insert(group.id) }
      kept.append(group)
    }
    return (kept, dropped)
  }

  private static func redeclare(_ item: inout Item, _ draw: inout Draw) {
    item.selects = draw.chance(50)
    item.deletable = draw.chance(40)
    item.movable = draw.chance(50)
    let control =
      draw.chance(40) ? Item.Control.allCases[draw.below(Item.Control.allCases.count)] : nil
    if control != item.control {
      // A new kind of control starts from its own first value: a value of another kind would
      // not fit (a slider's 7 as a segment of three).
      item.control = control
      item.isOn = false
      item.level = 0
      item.typed = ""
    }
    item.refuses = draw.chance(20)
    item.leading = draw.chance(30)
    item.trailing = draw.chance(30)
    item.menu = draw.chance(30)
  }
}

/// What a handler of the declared layer's app saw: the item whose handler ran, the event, and
/// the position the call gave.
package struct HandlerCall: Equatable, Sendable {
  package var id: Int
  package var event: String
  package var position: TablePosition?
}

/// The app the declared layer drives: a model, its declaration, and handlers that change the
/// model and declare it again from inside the handler, as an app does.
///
/// Handlers capture the app weakly: the app owns the declared table, which owns the handlers.
@MainActor
package final class DeclaredApp {
  package var model: DeclaredModel
  package private(set) var table: DeclaredTable<Int, Int>!
  package var calls: [HandlerCall] = []
  /// How many times the declared reach-the-end handler ran.
  package var reachedEnd = 0

  package init(model: DeclaredModel) throws {
    self.model = model
    table = try DeclaredTable(declaration: declaration())
  }

  /// Declares the model again.
  package func refresh() { table.update(to: declaration()) }

  private func change(
    _ id: Int, _ event: String, _ position: TablePosition?, remove: Bool = false,
    _ body: (inout DeclaredModel.Item) -> Void = { _ in }
  ) {
    calls.append(HandlerCall(id: id, event: event, position: position))
    guard let at = model.position(of: id) else { return }
    if remove { model.remove(at) } else { model.change(at, body) }
    refresh()
  }

  private func move(_ id: Int, from: TablePosition, to: TablePosition) {
    calls.append(HandlerCall(id: id, event: "moveRow", position: from))
    guard let at = model.position(of: id) else { return }
    model.move(from: at, to: to)
    refresh()
  }

  /// A declaration the table must reject, drawn from the model.
  ///
  /// One of its rows is declared a second time (somewhere in the table), or with no rows one
  /// of the sections the table shows (an empty section omitted when empty is not in the table,
  /// so a second one is no error: `Section`'s documentation); `nil` when there is neither. The
  /// model itself is left alone.
  ///
  /// - Parameter draw: The choices.
  /// - Returns: The invalid declaration, or `nil`.
  package func invalidDeclaration(_ draw: inout Draw) -> TableDeclaration<Int, Int>? {
    var groups = model.groups
    let items = groups.flatMap(\.items)
    if !items.isEmpty {
      let twice = items[draw.below(items.count)]
      let group = draw.below(groups.count)
      groups[group].items.insert(twice, at: draw.below(groups[group].items.count + 1))
    } else if case let shown = groups.filter({ !$0.omittedWhenEmpty }), !shown.isEmpty {
      groups.insert(shown[draw.below(shown.count)], at: draw.below(groups.count + 1))
    } else {
      return nil
    }
    return declaration(of: groups)
  }

  /// The declaration of the model.
  package func declaration() -> TableDeclaration<Int, Int> {
    declaration(of: model.groups)
  }

  /// The declaration of groups, as the app declares its model.
  package func declaration(of groups: [DeclaredModel.Group]) -> TableDeclaration<Int, Int> {
    TableDeclaration {
      for group in groups {
        Section(group.id, header: "G\(group.id)") {
          for item in group.items { row(item) }
        }
        .omittedWhenEmpty(group.omittedWhenEmpty)
        .indexTitle("G\(group.id)")
      }
    }
    .emptyState(title: "Empty", message: "No rows")
    .onReachEnd(within: 2) { [weak self] in self?.reachedEnd += 1 }
  }

  private func row(_ item: DeclaredModel.Item) -> Row<Int> {
    let id = item.id
    var row = Row(id, content: RowContent(text: item.text)).indentationLevel(id)
      .canMove(item.movable)
    if item.selects {
      row = row.onSelect { [weak self] call in
        self?.change(id, "didSelectRow", call.position) { $0.taps += 1 }
      }
    }
    if item.deletable {
      row = row.onDelete { [weak self] call in
        self?.change(id, "commitEditing", call.position, remove: true)
      }
    }
    if item.movable {
      row = row.onMove { [weak self] call in
        self?.move(id, from: call.position, to: call.arguments)
      }
    }
    if let value = item.controlValue {
      let kind: RowControl
      switch value {
      case .toggle(let isOn): kind = .toggle(isOn: isOn)
      case .segment(let index): kind = .segmented(["A", "B", "C"], selected: index)
      case .slider(let value): kind = .slider(value: value, in: 0...10)
      case .stepper(let value): kind = .stepper(value: value, in: 0...10)
      case .text(let text): kind = .textField(RowTextField(text: text, placeholder: "Name"))
      }
      // Every kind through the one modifier the typed ones share; the handler takes the value
      // into the model (or refuses it) and declares the model again.
      row = row.control(kind) { [weak self] value in
        self?.change(id, "controlValueChanged", nil) { $0.take(value) }
      }
      if item.control == .text {
        row = row.on(.textFieldDidSubmit) { [weak self] _ in
          self?.change(id, "textFieldDidSubmit", nil) { $0.submits += 1 }
        }
      }
    }
    if item.leading {
      // The builder closure captures the app weakly too: the inner closure's capture list
      // alone would make the builder hold it strongly, a cycle through the registry.
      row = row.swipeActions(edge: .leading) { [weak self] in
        SwipeAction(title: "Flag") { position, done in
          self?.change(id, "leadingSwipeActions", position) { $0.flagged.toggle() }
          done(true)
        }
      }
    }
    if item.trailing {
      row = row.swipeActions(edge: .trailing) { [weak self] in
        SwipeAction(title: "Delete", style: .destructive) { position, done in
          self?.change(id, "trailingSwipeActions", position, remove: true)
          done(true)
        }
      }
    }
    if item.menu {
      row = row.contextMenu { [weak self] in
        RowMenuAction(title: "Rename") {
          self?.change(id, "contextMenu", nil) { $0.renames += 1 }
        }
        // One item takes the row's position when chosen, one does not.
        RowMenuAction(title: "Remove", isDestructive: true) { position in
          self?.change(id, "contextMenu", position, remove: true)
        }
      }
    }
    return row
  }
}
