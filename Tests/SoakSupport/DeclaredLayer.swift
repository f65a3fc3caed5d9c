import TableHandlersCore
import TableHandlersDeclarative
import TableHandlersTesting

/// A declared table through `HeadlessTable(declared:)` against a plain copy of its model:
/// random declarations applied with `update(to:)` (now and then an invalid one, which must
/// be rejected and change nothing), and a person's interactions (taps,
/// swipe-to-delete, drags, controls of every kind, swipe actions, menu items) whose handlers change the
/// model and declare it again from inside the handler.
///
/// Checked after every operation: the handler that ran is the touched row's and got the row's
/// position; the app's model equals the reference; the table's counts, every row's identity,
/// its loaded text, its control's value and its own `indentationLevel` handler agree with the
/// reference; the declared selection and the rows the table shows selected are the reference's
/// selection (a tap selects the row alone, the app sets one row or none, and a row the model
/// no longer has leaves it); the declared empty state shows exactly while the reference has no
/// row; the declared end is reached as often as a plain model of armed and run says (`reload`
/// runs it); the section index is the shown sections' titles, and each title jumps to its
/// section. A VoiceOver user's custom action (`accessibilityAction`: a swipe action, the Delete
/// a swipe would show, or a menu item, by name) runs exactly what its gesture runs.
///
/// Its handler-box bound: the boxes the current declaration holds (``DeclaredModel/Item``'s
/// `handlerBoxes` per row, plus the table's own handlers, counted once when the layer starts,
/// and the section index's two answers while a section shows); the registry shares the
/// declaration's boxes.
@MainActor
package final class DeclaredLayer: SoakLayer {
  private var app: DeclaredApp?
  private var table: HeadlessTable?
  /// The reference.
  package private(set) var reference = DeclaredModel()
  /// The reference's selection, by identifier: the headless table selects one row at a time.
  private var selection = Set<Int>()
  private var tableBoxes = 0
  private var asked: [String: Int] = [:]
  /// The reference of reaching the end: armed, and the rows when it last ran.
  private var reachArmed = true
  private var rowsWhenReached = 0
  private var lastWhenReached: Int?
  private var reachedEnd = 0

  /// A declared layer; its table is made with the first operation.
  package init() {}

  package var operations: [(kind: SoakOperation.Kind, weight: Int)] {
    [
      (.declare, 8), (.declareInvalid, 1), (.tap, 4), (.swipeToDelete, 2), (.drag, 2),
      (.control, 3),
      (.swipeAction, 3), (.menuItem, 2), (.select, 2), (.reload, 1), (.accessibilityAction, 2),
    ]
  }

  package var handlerBoxBound: Int {
    guard app != nil else { return 0 }
    return tableBoxes + reference.declarationBoxes
  }

  package func tearDown() {
    table?.onCall = nil
    table = nil
    app = nil
    reference = DeclaredModel()
    selection = []
    reachArmed = true
    rowsWhenReached = 0
    lastWhenReached = nil
    reachedEnd = 0
  }

  private func start() throws -> (DeclaredApp, HeadlessTable) {
    if let app, let table { return (app, table) }
    let before = LiveHandlerBoxes.count
    let app = try DeclaredApp(model: DeclaredModel())
    tableBoxes = LiveHandlerBoxes.count - before
    let table = HeadlessTable(declared: app.table, visibleRowLimit: 1_000)
    table.onCall = { [weak self] line in
      let name = line.prefix { $0 != " " }
      self?.asked[String(name), default: 0] += 1
    }
    self.app = app
    self.table = table
    return (app, table)
  }

  package func perform(_ operation: SoakOperation, coverage: inout SoakCoverage) -> [String] {
    let (app, table): (DeclaredApp, HeadlessTable)
    do {
      (app, table) = try start()
    } catch {
      return ["the empty declaration was rejected: \(error)"]
    }
    var draw = Draw(operation.bits)
    let kind = operation.kind
    coverage.exercised[kind.rawValue] += 1
    asked = [:]
    app.calls = []
    defer {
      coverage.asked.merge(asked, uniquingKeysWith: +)
      // Whatever the operation did, a row the model no longer has is not selected.
      selection.formIntersection(reference.groups.flatMap { $0.items.map(\.id) })
    }
    if kind == .declare {
      reference = reference.edited(&draw)
      // One declaration in six repeats an identifier, declared with keep-first: the table
      // shows the model without the duplicate, which the app and the reference then keep.
      if draw.chance(16), let repeated = DeclaredModel.withDuplicate(reference.groups, &draw) {
        coverage.checked[kind.rawValue] += 1
        return declareKeepingFirst(repeated, app)
      }
      app.model = reference
      app.refresh()
      coverage.checked[kind.rawValue] += 1
      return []
    }
    if kind == .reload {
      // Every row is on screen (the row limit is above any table), the last among them: the
      // end is reached if it is armed and there is a row. The headless table's `reloadData()`
      // clears the selection, as a table view's does.
      table.reloadData()
      selection = []
      let rows = reference.shown.flatMap(\.items)
      if reachArmed, let last = rows.last {
        reachArmed = false
        rowsWhenReached = rows.count
        lastWhenReached = last.id
        reachedEnd += 1
      }
      coverage.checked[kind.rawValue] += 1
      return []
    }
    if kind == .declareInvalid {
      // Rejected with a typed error, the table left as it was (the checks that follow).
      guard let invalid = app.invalidDeclaration(&draw) else { return [] }
      coverage.checked[kind.rawValue] += 1
      do {
        try app.table.checkedUpdate(to: invalid)
        return ["an invalid declaration (a row or section declared twice) was accepted"]
      } catch is DeclarationError {
        return []
      } catch {
        return ["an invalid declaration was rejected with \(error), not a DeclarationError"]
      }
    }
    let positions = reference.positions
    if kind == .select {
      // The app selects one row by identifier, or none; identifiers not in the table are left
      // out.
      let ids = reference.shown.flatMap { $0.items.map(\.id) }
      let chosen: Set<Int> =
        ids.isEmpty || draw.chance(25) ? [] : [draw.chance(10) ? -1 : ids[draw.below(ids.count)]]
      app.table.selection = chosen
      selection = chosen.filter { ids.contains($0) }
      coverage.checked[kind.rawValue] += 1
      return []
    }
    guard !positions.isEmpty else { return [] }
    let position = positions[draw.below(positions.count)]
    let item = reference.item(at: position)
    var expected: [HandlerCall] = []
    var failures: [String] = []
    func expect(
      _ event: String, _ at: TablePosition?, remove: Bool = false,
      _ body: (inout DeclaredModel.Item) -> Void = { _ in }
    ) {
      expected.append(HandlerCall(id: item.id, event: event, position: at))
      if remove { reference.remove(position) } else { reference.change(position, body) }
    }
    switch kind {
    case .tap:
      table.tap(position)
      selection = [item.id]
      if item.selects { expect("didSelectRow", position) { $0.taps += 1 } }
    case .swipeToDelete:
      table.swipeToDelete(position)
      // Trailing swipe actions replace UIKit's Delete button.
      if item.deletable && !item.trailing { expect("commitEditing", position, remove: true) }
    case .drag:
      let target = positions[draw.below(positions.count)]
      table.setEditing(true)
      do {
        let landed = try table.drag(position, over: [target])
        // A row dropped where it was is a move too, from and to its place, as on a table view.
        if item.movable {
          if landed != target {
            failures.append(
              "drag \(position) to \(target) landed \(landed.map { "\($0)" } ?? "nowhere")")
          }
          expected.append(HandlerCall(id: item.id, event: "moveRow", position: position))
          reference.move(from: position, to: target)
        }
      } catch {
        failures.append("drag \(position) to \(target) threw \(error)")
      }
      table.setEditing(false)
    case .control:
      // A person changes the row's control (a text field is submitted one time in three).
      if item.control == .text, draw.chance(33) {
        if !table.submit(at: position) { failures.append("submit at \(position) refused") }
        expect("textFieldDidSubmit", nil) { $0.submits += 1 }
      } else if let value = item.drawnControlValue(&draw) {
        if !table.setControl(value, at: position) {
          failures.append("setControl(\(value)) at \(position) refused")
        }
        expect("controlValueChanged", nil) { $0.take(value) }
      } else if table.toggle(position) || table.type("x", at: position) {
        failures.append("a control at \(position), which declares none")
      }
    case .swipeAction:
      let leading = draw.chance(50)
      // The action's button, or one time in three a full swipe (the first action, the only one).
      let outcome =
        draw.chance(33)
        ? table.fullSwipe(leading ? .leading : .trailing, at: position)
        : table.performSwipeAction(
          leading ? "Flag" : "Delete", edge: leading ? .leading : .trailing, at: position)
      let offered = leading ? item.leading : item.trailing
      let want: SwipeOutcome = offered ? .completed(performed: true) : .unavailable
      if outcome != want {
        failures.append("swipe action at \(position): \(outcome), want \(want)")
      }
      if offered && leading { expect("leadingSwipeActions", position) { $0.flagged.toggle() } }
      if offered && !leading { expect("trailingSwipeActions", position, remove: true) }
    case .accessibilityAction:
      // By name, as VoiceOver lists them: each is offered exactly where its gesture is.
      let name = ["Flag", "Delete", "Rename", "Remove"][draw.below(4)]
      let performed = table.performAccessibilityAction(name, at: position)
      let offered: Bool
      switch name {
      case "Flag": offered = item.leading
      // The Delete a swipe reveals where no trailing action replaces it: on a row whose own
      // handler commits its deletion, as the UIKit hosts offer it.
      case "Delete": offered = item.trailing || item.deletable
      default: offered = item.menu
      }
      if performed != offered {
        failures.append("accessibility action \(name) at \(position): performed \(performed)")
      }
      if offered {
        switch name {
        case "Flag": expect("leadingSwipeActions", position) { $0.flagged.toggle() }
        case "Delete" where item.trailing: expect("trailingSwipeActions", position, remove: true)
        case "Delete": expect("commitEditing", position, remove: true)
        case "Rename": expect("contextMenu", nil) { $0.renames += 1 }
        default: expect("contextMenu", position, remove: true)
        }
      }
    default:
      let rename = draw.chance(50)
      let chosen = table.chooseMenuItem([rename ? "Rename" : "Remove"], at: position)
      if chosen != item.menu { failures.append("menu item at \(position): \(chosen)") }
      if item.menu && rename { expect("contextMenu", nil) { $0.renames += 1 } }
      if item.menu && !rename { expect("contextMenu", position, remove: true) }
    }
    coverage.checked[kind.rawValue] += 1
    if app.calls != expected {
      failures.append("\(kind.name) at \(position): handlers ran \(app.calls), want \(expected)")
    } else {
      for call in expected { coverage.askedChecked[call.event, default: 0] += 1 }
    }
    return failures
  }

  /// Declares groups that repeat an identifier with the ``DuplicateIdentifierPolicy/keepFirst``
  /// policy (the table's policy is `.reject` otherwise, which `declareInvalid` checks): the
  /// reference becomes its own keep-first of the groups, and the table must drop as many
  /// items as it does.
  private func declareKeepingFirst(_ groups: [DeclaredModel.Group], _ app: DeclaredApp)
    -> [String]
  {
    let (kept, expected) = DeclaredModel.keepingFirst(groups)
    reference.groups = kept
    app.model = reference
    var dropped = 0
    var failures: [String] = []
    app.table.duplicateIdentifiers = .keepFirst
    app.table.droppedDuplicatesHandler = { dropped += $0.count }
    app.table.rejectedUpdateHandler = { failures.append("keep-first rejected \($0)") }
    app.table.update(to: app.declaration(of: groups))
    app.table.duplicateIdentifiers = .reject
    app.table.droppedDuplicatesHandler = nil
    app.table.rejectedUpdateHandler = nil
    if dropped != expected {
      failures.append("keep-first dropped \(dropped) items, want \(expected)")
    }
    return failures
  }

  package func check(full: Bool, coverage: inout SoakCoverage) -> [String] {
    guard let app, let table else { return [] }
    var failures: [String] = []
    if app.model != reference { failures.append("the app's model differs from the reference") }
    if app.table.selection != selection {
      failures.append("the selection is \(app.table.selection), want \(selection)")
    }
    let shownSelected = Set(table.selectedRows.compactMap { app.table.rowID(at: $0) })
    if shownSelected != selection || table.selectedRows.count != selection.count {
      failures.append("the table shows \(table.selectedRows) selected, want \(selection)")
    }
    // The section index: the shown sections' titles, each jumping to its section.
    let titles = reference.shown.map { "G\($0.id)" }
    if (table.sectionIndexTitles ?? []) != titles {
      failures.append("the index is \(table.sectionIndexTitles ?? []), want \(titles)")
    } else if full, let last = titles.indices.last, table.jump(toIndexTitleAt: last) != last {
      failures.append("the index's last title does not jump to its section")
    }
    if table.numberOfSections != reference.shown.count {
      failures.append("\(table.numberOfSections) sections, want \(reference.shown.count)")
      return failures
    }
    // Every operation applies at most one update: it re-arms reaching the end when the rows grew
    // or the last row changed since it ran; only a reload runs it (an update's own rows never do).
    let rows = reference.shown.flatMap(\.items)
    if !reachArmed, rows.count > rowsWhenReached || rows.last?.id != lastWhenReached {
      reachArmed = true
    }
    if app.reachedEnd != reachedEnd {
      failures.append("the end was reached \(app.reachedEnd) times, want \(reachedEnd)")
    }
    // The empty state shows exactly while no section has a row.
    let empty = reference.shown.allSatisfy(\.items.isEmpty)
    if (table.emptyState != nil) != empty || (app.table.shownEmptyState != nil) != empty {
      failures.append(empty ? "no empty state on an empty table" : "an empty state beside rows")
    }
    for (section, group) in reference.shown.enumerated() {
      guard table.numberOfRows(inSection: section) == group.items.count else {
        failures.append("section \(section): \(table.numberOfRows(inSection: section)) rows")
        continue
      }
      for (row, item) in group.items.enumerated() {
        let position = TablePosition(section: section, row: row)
        if app.table.rowID(at: position) != item.id
          || app.table.position(ofRow: item.id) != position
        {
          failures.append(
            "\(position) is row \(app.table.rowID(at: position) ?? -1), want \(item.id)")
        }
        if table.content(at: position)?.text != item.text {
          failures.append("\(position) shows \(table.content(at: position)?.text ?? "nothing")")
        }
        // The model wins: a control shows the model's value, a refused change sprung back.
        if table.control(at: position)?.value != item.controlValue {
          failures.append(
            "\(position)'s control shows \(String(describing: table.control(at: position)?.value)),"
              + " want \(String(describing: item.controlValue))")
        }
        if app.table.handlers.answer(.indentationLevel, at: position, on: table) != item.id {
          failures.append("\(position): another row's indentationLevel handler answers")
        }
      }
    }
    return failures
  }
}
