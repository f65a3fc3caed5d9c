import TableHandlersCore

extension HeadlessTable {
  /// The actions a row offers when swiped from an edge, by title (or accessibility identifier
  /// for an action without a title), outermost first.
  ///
  /// - Parameters:
  ///   - edge: The edge swiped from.
  ///   - position: The row.
  /// - Returns: The actions' names, or `nil` if the row offers none: no handler answers (or it
  ///   answers no actions), the row is disabled, the table is editing, or another swipe
  ///   action is still running (its completion has not been called), during which UIKit takes
  ///   no new swipe.
  public func swipeActions(_ edge: SwipeEdge, at position: TablePosition) -> [String]? {
    actions(edge, at: position)?.actions.map(Self.name(of:))
  }

  /// Swipes a row and chooses one of its actions, by title or accessibility identifier.
  ///
  /// The action's handler runs with the row's position and a completion. When the completion
  /// is called (now or later), the swipe closes; a destructive action counts as performed only
  /// if its row left the table meanwhile (the model's next declaration removed it).
  ///
  /// - Parameters:
  ///   - name: The action's title or accessibility identifier.
  ///   - edge: The edge swiped from.
  ///   - position: The row.
  ///   - completion: Called with the outcome once the action calls its completion.
  /// - Returns: The outcome now: ``SwipeOutcome/pending`` if the action has not completed yet.
  @discardableResult
  public func performSwipeAction(
    _ name: String, edge: SwipeEdge, at position: TablePosition,
    completion: (@MainActor (SwipeOutcome) -> Void)? = nil
  ) -> SwipeOutcome {
    guard
      let action = actions(edge, at: position)?.actions.first(where: {
        Self.name(of: $0) == name || $0.accessibilityIdentifier == name
      })
    else { return .unavailable }
    return perform(action, at: position, completion: completion)
  }

  /// Swipes a row all the way: performs its first action, if the row's actions allow it.
  ///
  /// - Parameters:
  ///   - edge: The edge swiped from.
  ///   - position: The row.
  /// - Returns: The outcome; ``SwipeOutcome/unavailable`` when a full swipe does nothing.
  @discardableResult
  public func fullSwipe(_ edge: SwipeEdge, at position: TablePosition) -> SwipeOutcome {
    guard let actions = actions(edge, at: position), actions.performsFirstActionWithFullSwipe,
      let first = actions.actions.first
    else { return .unavailable }
    return perform(first, at: position, completion: nil)
  }

  private func actions(_ edge: SwipeEdge, at position: TablePosition) -> SwipeActions? {
    guard contains(position), isEnabled(position), !isEditing, !isActionRunning else {
      return nil
    }
    let event: RowEvent<Void, SwipeActions?> =
      edge == .leading ? .leadingSwipeActions : .trailingSwipeActions
    guard let actions = ask(event, position) ?? nil, !actions.actions.isEmpty else { return nil }
    return actions
  }

  private func perform(
    _ action: SwipeAction, at position: TablePosition,
    completion: (@MainActor (SwipeOutcome) -> Void)?
  ) -> SwipeOutcome {
    guard action.isEnabled else { return .unavailable }
    log("swipe action \(Self.name(of: action)) \(position)")
    actionRow = position
    isActionRunning = true
    var outcome = SwipeOutcome.pending
    var completed = false
    action.handler(position) { [weak self] performed in
      guard let self, !completed else { return }
      completed = true
      // UIKit animates a destructive action's row away when told it was performed: say so
      // only when the row has really left.
      let reported = action.style == .destructive ? performed && self.actionRow == nil : performed
      self.isActionRunning = false
      self.actionRow = nil
      outcome = .completed(performed: reported)
      completion?(outcome)
    }
    return outcome
  }

  private static func name(of action: SwipeAction) -> String {
    action.title ?? action.accessibilityIdentifier ?? "?"
  }
}

extension HeadlessTable {
  /// Opens a row's context menu (a long press): asks `contextMenu`, which builds the menu now.
  ///
  /// - Parameter position: The row.
  /// - Returns: The menu, or `nil` if the row has none.
  public func contextMenu(at position: TablePosition) -> RowMenu? {
    guard contains(position) else { return nil }
    return ask(.contextMenu, position) ?? nil
  }

  /// A row's context menu as text, one line per item: `✓` before a checked item, `–` before a
  /// partly checked one, `(destructive)` and `(disabled)` after, `›` after a submenu (whose
  /// items follow, indented), `—` between inline groups, and `Loading…` for items not yet
  /// arrived.
  ///
  /// - Parameter position: The row.
  /// - Returns: The lines, or `nil` if the row has no menu.
  public func menuLines(at position: TablePosition) -> [String]? {
    contextMenu(at: position).map { lines(of: $0.children, depth: 0) }
  }

  /// Opens a row's context menu and chooses an item, found by its titles from the top menu
  /// down through submenus (inline groups are not named), or by its accessibility identifier.
  ///
  /// ```swift
  /// table.chooseMenuItem(["Move to", "Archive"], at: TablePosition(section: 0, row: 2))
  /// ```
  ///
  /// - Parameters:
  ///   - path: The titles of the submenus and the item, or one accessibility identifier.
  ///   - position: The row.
  /// - Returns: Whether an enabled item was found and chosen.
  @discardableResult
  public func chooseMenuItem(_ path: [String], at position: TablePosition) -> Bool {
    guard let menu = contextMenu(at: position), let item = find(path, in: menu.children),
      item.isEnabled
    else { return false }
    log("menu \(item.title) \(position)")
    item.perform(at: position)
    return true
  }

  private func find(_ path: [String], in elements: [RowMenuElement]) -> RowMenuAction? {
    guard let first = path.first else { return nil }
    for element in resolved(elements) {
      switch element {
      case .action(let action):
        if path.count == 1, action.title == first || action.accessibilityIdentifier == first {
          return action
        }
      case .menu(let menu):
        if menu.isInline, let found = find(path, in: menu.children) { return found }
        if !menu.isInline, menu.title == first,
          let found = find(Array(path.dropFirst()), in: menu.children)
        {
          return found
        }
      case .deferred:
        break
      }
    }
    return nil
  }

  private func lines(of elements: [RowMenuElement], depth: Int) -> [String] {
    let indent = String(repeating: "  ", count: depth)
    var lines: [String] = []
    for element in resolved(elements) {
      switch element {
      case .action(let action):
        var line = indent
        switch action.state {
        case .on: line += "✓ "
        case .mixed: line += "– "
        case .off: break
        }
        line += action.title
        if action.isDestructive { line += " (destructive)" }
        if !action.isEnabled { line += " (disabled)" }
        lines.append(line)
      case .menu(let menu) where menu.isInline:
        if !lines.isEmpty, lines.last != indent + "—" { lines.append(indent + "—") }
        if !menu.title.isEmpty { lines.append(indent + menu.title + ":") }
        lines += self.lines(of: menu.children, depth: depth)
        lines.append(indent + "—")
      case .menu(let menu):
        lines.append(indent + menu.title + " ›")
        lines += self.lines(of: menu.children, depth: depth + 1)
      case .deferred:
        lines.append(indent + "Loading…")
      }
    }
    if lines.last == indent + "—" { lines.removeLast() }
    return lines
  }

  /// The elements with each deferred element replaced by its items if it delivers them at
  /// once; one that delivers later stays, shown as loading.
  private func resolved(_ elements: [RowMenuElement]) -> [RowMenuElement] {
    elements.flatMap { element -> [RowMenuElement] in
      guard case .deferred(let load) = element else { return [element] }
      var items: [RowMenuElement]?
      load { items = $0 }
      return items.map { resolved($0) } ?? [element]
    }
  }
}
