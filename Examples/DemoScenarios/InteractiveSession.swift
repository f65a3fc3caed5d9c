import TableHandlersCore
import TableHandlersTesting

/// The demo's interactive mode, without the terminal: a cursor over a scenario's table, what
/// each command does there, and the screen to show after it.
///
/// ```swift
/// let session = InteractiveSession(scenario: .blocksKitSample)
/// for command: InteractiveCommand in [.down, .down, .tap] { session.perform(command) }
/// print(session.screen)
/// ```
///
/// A swipe waits for its delete button to be tapped or hidden; a move waits for its drop or
/// its cancel; a row's listed swipe actions or menu items wait for a number. An action the table
/// does not offer writes a line saying why, instead of doing nothing.
@MainActor
public final class InteractiveSession {
  /// What the session waits for.
  enum Mode: Equatable {
    /// Any command: the cursor is on a row.
    case browsing
    /// The swiped row shows its delete button: tap it or hide it.
    case confirmingDelete(TablePosition)
    /// A row is being moved: the cursor chooses where, `path` holds every row it hovered over.
    case moving(source: TablePosition, path: [TablePosition])
    /// The swiped row shows its actions, listed in this order: a number performs one.
    case choosingSwipeAction(TablePosition, [SwipeChoice])
    /// The row's context menu is open, its items listed by their paths of titles (submenus
    /// first) in this order: a number chooses one.
    case choosingMenuItem(TablePosition, [[String]])
  }

  /// A swipe action as listed: the edge it shows at, and its name.
  struct SwipeChoice: Equatable {
    var edge: SwipeEdge
    var name: String
  }

  /// The scenario whose table this is.
  public let scenario: Scenario

  /// Whether ``InteractiveCommand/quit`` ended the session; it then ignores every command.
  public internal(set) var isFinished = false

  /// Where the handlers and the session write.
  let log: DemoLog

  /// The scenario's table, loaded.
  let table: HeadlessTable

  /// The scenario's screen object, kept as long as the table: the item detail's declared
  /// screen, which holds the declared table and changes the item; the reminders screen, which
  /// holds its model.
  let scenarioScreen: AnyObject?

  /// What the session waits for; set only by the session's own files.
  var mode = Mode.browsing

  /// The cursor, as an index into ``rows``.
  private(set) var cursor = 0

  /// Puts the cursor on a row, by its index into ``rows``, kept within them.
  func moveCursor(to index: Int) {
    cursor = max(0, min(index, rows.count - 1))
  }

  /// Where the last command's lines start in ``log``.
  private var firstLineOfLastCommand = 0

  /// Sets up a scenario's table, without its walk, with the cursor on the first row.
  ///
  /// - Parameter scenario: The scenario.
  public init(scenario: Scenario) {
    let log = DemoLog()
    let made = scenario.makeTable(into: log)
    self.scenario = scenario
    self.log = log
    table = made.table
    scenarioScreen = made.screen
  }

  /// Every row of every section, in order: where the cursor can be.
  var rows: [TablePosition] {
    (0..<table.numberOfSections).flatMap { section in
      (0..<table.numberOfRows(inSection: section)).map { TablePosition(section: section, row: $0) }
    }
  }

  /// The row under the cursor, or `nil` if the table has no rows.
  var cursorPosition: TablePosition? {
    let rows = rows
    return rows.isEmpty ? nil : rows[min(cursor, rows.count - 1)]
  }

  /// The lines the last command wrote: a `→` line for each handler that fired, and the
  /// session's notes.
  var lastLines: ArraySlice<String> { log.lines[firstLineOfLastCommand...] }

  /// Does what `command` asks in the current mode, then keeps the cursor on a row.
  ///
  /// - Parameter command: The command.
  public func perform(_ command: InteractiveCommand) {
    guard !isFinished else { return }
    firstLineOfLastCommand = log.lines.count
    switch mode {
    case .browsing: browse(command)
    case .confirmingDelete: answerDeleteButton(command)
    case .moving(let source, let path): continueMove(source, path, command)
    case .choosingSwipeAction(let position, let actions):
      answerSwipe(at: position, actions: actions, command)
    case .choosingMenuItem(let position, let items): answerMenu(at: position, items: items, command)
    }
    cursor = max(0, min(cursor, rows.count - 1))
  }

  // MARK: - Browsing

  private func browse(_ command: InteractiveCommand) {
    switch command {
    case .up: moveCursor(by: -1)
    case .down: moveCursor(by: 1)
    case .tap where rows.isEmpty && table.emptyState?.action != nil:
      table.tapEmptyStateButton()
    case .tap: atCursor(tap)
    case .accessory: atCursor(tapAccessory)
    case .delete: atCursor(swipe)
    case .confirm: log.note("no delete button to tap: d swipes the row first")
    case .cancel: log.note("nothing to cancel")
    case .edit:
      table.setEditing(!table.isEditing)
      if !table.isEditing {
        log.note("done editing")
      } else if table.handlers.handles(eventID: RowEvent.moveRow.id) {
        log.note("editing: m moves a row that shows ≡, d deletes one that shows ⊖")
      } else {
        log.note("editing; no row can move: moveRow is not answered")
      }
    case .move: atCursor(startMove)
    case .drop: log.note("nothing to drop: in editing mode, m starts a move")
    case .copy: atCursor(copy)
    case .toggle: atCursor(toggle)
    case .increment: atCursor { changeValue(at: $0, up: true) }
    case .decrement: atCursor { changeValue(at: $0, up: false) }
    case .swipe: atCursor(showSwipeActions)
    case .menu: atCursor(openMenu)
    case .choose: log.note("nothing to choose: s lists the row's swipe actions, o opens its menu")
    case .price: changeItem(.price)
    case .memo: changeItem(.memo)
    case .addComment: if !changeReminders(command) { changeItem(.addComment) }
    case .removeComment: if !changeReminders(command) { changeItem(.removeComment) }
    case .rename:
      if !changeReminders(command) {
        log.note("nothing to rename here: r renames a reminder in table-demo -i reminders")
      }
    case .jump(let title): jump(to: title)
    case .quit: isFinished = true
    case .unknown(let input): log.note("'\(input)' means nothing here: the keys are listed below")
    }
  }

  func atCursor(_ action: (TablePosition) -> Void) {
    guard let position = cursorPosition else {
      log.note("the table has no rows")
      return
    }
    action(position)
  }

  /// Jumps to a section index title, as a tap on the index bar does; the cursor goes to the
  /// section's first row.
  private func jump(to title: String) {
    guard let titles = table.sectionIndexTitles else {
      log.note("this table has no section index")
      return
    }
    guard let section = table.jump(toIndexTitle: title) else {
      log.note("'\(title)' is not in the index: \(titles.joined(separator: " "))")
      return
    }
    log.note("\(title) jumps to section \(section)")
    if let first = rows.firstIndex(where: { $0.section >= section }) { cursor = first }
  }

  private func moveCursor(by step: Int) {
    let count = rows.count
    if count == 0 {
      log.note("the table has no rows")
    } else if cursor + step < 0 {
      log.note("already on the first row")
    } else if cursor + step >= count {
      log.note("already on the last row")
    } else {
      cursor += step
      // The rows the cursor reaches come on screen, as a scroll shows them: a declared
      // reach-the-end runs as the cursor nears the last rows.
      if let position = cursorPosition { table.scroll(toShow: position) }
    }
  }

  private func tap(_ position: TablePosition) {
    let linesBefore = log.lines.count
    let selected = table.tap(position)
    guard log.lines.count == linesBefore else { return }
    if let selected {
      log.note("selected \(selected): no handler fired")
    } else if table.content(at: position)?.isEnabled == false {
      log.note("\(position) is disabled: it cannot be selected")
    } else if table.isEditing, !table.allowsSelectionDuringEditing {
      log.note("no selection while editing: e leaves editing mode")
    } else if !table.allowsSelection {
      log.note("no selection: the table does not allow it")
    } else {
      log.note("\(position) was not selected: shouldHighlightRow or willSelectRow said no")
    }
  }

  private func tapAccessory(_ position: TablePosition) {
    let linesBefore = log.lines.count
    if !table.tapAccessory(position) {
      log.note("no detail button on \(position): only ⓘ reports accessoryButtonTapped")
    } else if log.lines.count == linesBefore {
      log.note("tapped the detail button of \(position): no handler fired")
    }
  }

  private func copy(_ position: TablePosition) {
    guard let actions = table.longPress(position) else {
      let menu = [
        RowEvent.shouldShowMenu.id, RowEvent.canPerformAction.id, RowEvent.performAction.id,
      ]
      log.note(
        menu.allSatisfy { table.handlers.handles(eventID: $0) }
          ? "no menu on \(position): shouldShowMenu says no"
          : "no menu here: shouldShowMenu, canPerformAction and performAction are not all answered"
      )
      return
    }
    log.note("menu: \(actions)")
    if actions.contains("copy:") {
      table.performMenuAction("copy:", at: position)
    } else {
      log.note("the menu offers no copy:")
    }
  }

  // MARK: - Changing the item

  /// Changes the item of the item detail's declared screen, which declares its table again and
  /// prints the batch applied; the cursor stays on its row while the row is in the table.
  private func changeItem(_ change: ItemChange) {
    guard let screen = scenarioScreen as? ItemDetailScreen else {
      log.note("no item to change here: p, w, + and - change the item in table-demo -i item-detail")
      return
    }
    let row = cursorPosition.flatMap { screen.declared.rowID(at: $0) }
    screen.change(change)
    if let row, let position = screen.declared.position(ofRow: row),
      let index = rows.firstIndex(of: position)
    {
      cursor = index
    }
  }

  // MARK: - Swipe to delete

  private func swipe(_ position: TablePosition) {
    if table.isEditing {
      // In editing mode the row's ⊖ control deletes it, as tapping ⊖ and then Delete does.
      if !table.tapEditingControl(position) { log.note(whyNoEditingControl(position)) }
      return
    }
    guard let title = table.swipe(position) else {
      log.note(whyNoSwipe(position))
      return
    }
    mode = .confirmingDelete(position)
    log.note("the swipe shows a [\(title)] button: d or y taps it, n or Esc hides it")
  }

  /// Why ``HeadlessTable/swipe(_:)`` showed no delete button, in the order it checks.
  private func whyNoSwipe(_ position: TablePosition) -> String {
    if !table.handlers.handles(eventID: RowEvent.commitEditing.id) {
      return "no swipe-to-delete here: commitEditing is not answered"
    }
    if !table.handlers.answer(.canEditRow, at: position, on: table) {
      return "no swipe-to-delete on \(position): canEditRow says no"
    }
    return "no swipe-to-delete on \(position): its editingStyle is not delete"
  }

  /// Why ``HeadlessTable/tapEditingControl(_:)`` found no control to tap.
  private func whyNoEditingControl(_ position: TablePosition) -> String {
    if !table.handlers.handles(eventID: RowEvent.commitEditing.id) {
      return "no delete control here: commitEditing is not answered"
    }
    return "no delete control on \(position): canEditRow says no, or its editingStyle is none"
  }

  private func answerDeleteButton(_ command: InteractiveCommand) {
    switch command {
    case .delete, .confirm:
      mode = .browsing
      table.confirmDelete()
    case .cancel:
      mode = .browsing
      table.cancelSwipe()
      log.note("the delete button is hidden")
    case .quit: isFinished = true
    default: log.note("the delete button shows: d or y taps it, n or Esc hides it")
    }
  }

  // MARK: - Moving

  private func startMove(_ position: TablePosition) {
    if !table.isEditing {
      log.note("no move outside editing mode: e shows the reorder controls")
    } else if !table.handlers.handles(eventID: RowEvent.moveRow.id) {
      log.note("no move here: moveRow is not answered")
    } else if !table.handlers.answer(.canMoveRow, at: position, on: table) {
      log.note("\(position) cannot move: canMoveRow says no")
    } else {
      mode = .moving(source: position, path: [])
      log.note("moving \(position): ↑/↓ choose where, Enter drops, Esc cancels")
    }
  }

  private func continueMove(
    _ source: TablePosition, _ path: [TablePosition], _ command: InteractiveCommand
  ) {
    switch command {
    case .up, .down:
      moveCursor(by: command == .up ? -1 : 1)
      if let hovered = cursorPosition { mode = .moving(source: source, path: path + [hovered]) }
    case .tap, .drop: drop(source, over: path)
    case .cancel:
      mode = .browsing
      cursor = rows.firstIndex(of: source) ?? cursor
      log.note("move cancelled")
    case .quit: isFinished = true
    default: log.note("moving \(source): ↑/↓ choose where, Enter drops, Esc cancels")
    }
  }

  /// Drops the row through ``HeadlessTable/drag(_:over:)``, which asks targetForMove at every
  /// row hovered over; the cursor follows the row to where it landed.
  private func drop(_ source: TablePosition, over path: [TablePosition]) {
    mode = .browsing
    let destination = path.last ?? source
    do {
      guard let landed = try table.drag(source, over: path.isEmpty ? [source] : path) else {
        log.note("\(source) could not be dragged")
        return
      }
      cursor = rows.firstIndex(of: landed) ?? cursor
      if landed == source {
        log.note("\(source) stays where it was")
      } else if landed != destination {
        log.note("targetForMove sent the row to \(landed) instead of \(destination)")
      }
    } catch {
      log.note("error: \(error)")
    }
  }
}
