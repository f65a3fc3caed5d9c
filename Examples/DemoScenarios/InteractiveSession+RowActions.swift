import TableHandlersCore
import TableHandlersTesting

/// What the interactive mode does with a row's controls, swipe actions and context menu: `t`
/// flips a switch, ←/→ change a value, `s` lists the swipe actions and `o` the menu's items,
/// which a number then performs or chooses.
extension InteractiveSession {
  // MARK: - Controls

  func toggle(_ position: TablePosition) {
    guard let control = table.control(at: position), case .toggle(let isOn) = control.kind else {
      log.note("no switch on \(position): t flips a row's [on]/[off]")
      return
    }
    send(.toggle(!isOn), to: control, at: position)
  }

  /// Steps a stepper by its step, moves a slider by a tenth of its range, or selects the next
  /// or previous segment, within the control's bounds, as a person can.
  func changeValue(at position: TablePosition, up: Bool) {
    let sign = up ? 1.0 : -1.0
    let value: RowControlValue?
    guard let control = table.control(at: position) else {
      log.note("no stepper, slider or segmented control on \(position): ←/→ change one")
      return
    }
    switch control.kind {
    case .stepper(let old, let range, let step):
      let new = min(max(old + sign * step, range.lowerBound), range.upperBound)
      value = new == old ? nil : .stepper(new)
    case .slider(let old, let range):
      // A tenth of the range, counted in hundredths of it, so that 0.5 + 0.1 shows as 0.6.
      let span = range.upperBound - range.lowerBound
      let hundredths = ((old - range.lowerBound) / span * 100).rounded() + sign * 10
      let new = range.lowerBound + span * min(max(hundredths, 0), 100) / 100
      value = new == old ? nil : .slider(new)
    case .segmented(let segments, let selected):
      let new = (selected ?? (up ? -1 : segments.count)) + (up ? 1 : -1)
      value = segments.indices.contains(new) ? .segment(new) : nil
    case .toggle, .textField:
      log.note("no stepper, slider or segmented control on \(position): ←/→ change one")
      return
    }
    guard isResponding(control, at: position) else { return }
    guard let value else {
      let name = Self.name(of: control.kind)
      log.note("the \(name) of \(position) is already at its \(Self.bound(of: control.kind))")
      return
    }
    send(value, to: control, at: position)
  }

  /// Whether a row's control responds; if not, says so.
  private func isResponding(_ control: RowControl, at position: TablePosition) -> Bool {
    guard control.isEnabled, table.content(at: position)?.isEnabled != false else {
      log.note("the \(Self.name(of: control.kind)) of \(position) is disabled")
      return false
    }
    return true
  }

  /// Sets a row's control as a person would, or says why the control does not respond.
  private func send(_ value: RowControlValue, to control: RowControl, at position: TablePosition) {
    guard isResponding(control, at: position) else { return }
    let name = Self.name(of: control.kind)
    let linesBefore = log.lines.count
    table.setControl(value, at: position)
    if log.lines.count == linesBefore {
      log.note("set the \(name) of \(position): no handler wrote anything")
    }
  }

  private static func name(of kind: RowControl.Kind) -> String {
    switch kind {
    case .toggle: return "switch"
    case .segmented: return "segmented control"
    case .slider: return "slider"
    case .stepper: return "stepper"
    case .textField: return "text field"
    }
  }

  private static func bound(of kind: RowControl.Kind) -> String {
    switch kind {
    case .stepper(let value, let range, _), .slider(let value, let range):
      return value >= range.upperBound ? "maximum" : "minimum"
    case .segmented(let segments, let selected):
      return selected == segments.count - 1 ? "last segment" : "first segment"
    case .toggle, .textField:
      return "bound"
    }
  }
}

extension InteractiveSession {
  // MARK: - Swipe actions

  /// Lists the row's swipe actions, trailing then leading, numbered; a number performs one.
  func showSwipeActions(_ position: TablePosition) {
    var choices: [SwipeChoice] = []
    for edge in [SwipeEdge.trailing, .leading] {
      guard let names = table.swipeActions(edge, at: position) else { continue }
      // The headless table lists names; the actions themselves say which are destructive.
      let event: RowEvent<Void, SwipeActions?> =
        edge == .leading ? .leadingSwipeActions : .trailingSwipeActions
      let actions = table.handlers.answer(event, at: position, on: table)?.actions ?? []
      let numbered = names.map { name in
        choices.append(SwipeChoice(edge: edge, name: name))
        let action = actions.first { $0.title == name || $0.accessibilityIdentifier == name }
        var line = "\(choices.count) \(name)"
        if action?.style == .destructive { line += " (destructive)" }
        if action?.isEnabled == false { line += " (disabled)" }
        return line
      }
      log.note("\(edge) swipe actions of \(position): \(numbered.joined(separator: " · "))")
    }
    guard !choices.isEmpty else {
      log.note(whyNoSwipeActions(position))
      return
    }
    mode = .choosingSwipeAction(position, choices)
  }

  /// Why ``HeadlessTable/swipeActions(_:at:)`` listed none, in the order it checks.
  private func whyNoSwipeActions(_ position: TablePosition) -> String {
    let events = [RowEvent.leadingSwipeActions.id, RowEvent.trailingSwipeActions.id]
    if !events.contains(where: { table.handlers.handles(eventID: $0) }) {
      return "no swipe actions here: leadingSwipeActions and trailingSwipeActions are not answered"
    }
    if table.content(at: position)?.isEnabled == false {
      return "\(position) is disabled: it offers no swipe actions"
    }
    if table.isEditing { return "no swipe actions while editing: e leaves editing mode" }
    return "no swipe actions on \(position): no handler offers any for this row"
  }

  func answerSwipe(
    at position: TablePosition, actions: [SwipeChoice], _ command: InteractiveCommand
  ) {
    switch command {
    case .choose(let number) where actions.indices.contains(number - 1):
      mode = .browsing
      let action = actions[number - 1]
      switch table.performSwipeAction(action.name, edge: action.edge, at: position) {
      case .unavailable: log.note("\(action.name) is disabled: the swipe closes")
      case .pending: log.note("\(action.name) waits for its completion")
      case .completed(let performed):
        log.note("\(action.name) \(performed ? "performed" : "not performed"): the swipe closes")
      }
    case .choose(let number):
      log.note("no action \(number): 1 to \(actions.count) perform one")
    case .cancel, .swipe:
      mode = .browsing
      log.note("the swipe closes")
    case .quit: isFinished = true
    default: log.note("the swipe shows its actions: a number performs one, n or Esc closes it")
    }
  }
}

extension InteractiveSession {
  // MARK: - Context menus

  /// Opens the row's context menu and lists its items, numbered; a number chooses one.
  func openMenu(_ position: TablePosition) {
    guard let menu = table.contextMenu(at: position) else {
      log.note(
        table.handlers.handles(eventID: RowEvent.contextMenu.id)
          ? "no context menu on \(position): no handler offers one for this row"
          : "no context menu here: contextMenu is not answered")
      return
    }
    var paths: [[String]] = []
    var lines: [String] = []
    Self.list(menu.children, under: [], paths: &paths, lines: &lines)
    guard !paths.isEmpty else {
      log.note("the context menu of \(position) has no items")
      return
    }
    log.note("context menu of \(position): \(lines.joined(separator: " · "))")
    mode = .choosingMenuItem(position, paths)
  }

  /// Numbers a menu's items in order, inline groups in place and submenus' items after their
  /// titles (`Move to › Archive`); items that have not arrived yet show as `Loading…`.
  private static func list(
    _ elements: [RowMenuElement], under path: [String], paths: inout [[String]],
    lines: inout [String]
  ) {
    for element in elements {
      switch element {
      case .action(let action):
        paths.append(path + [action.title])
        var line = "\(paths.count) "
        switch action.state {
        case .on: line += "✓ "
        case .mixed: line += "– "
        case .off: break
        }
        line += (path + [action.title]).joined(separator: " › ")
        if action.isDestructive { line += " (destructive)" }
        if !action.isEnabled { line += " (disabled)" }
        lines.append(line)
      case .menu(let menu):
        list(
          menu.children, under: menu.isInline ? path : path + [menu.title], paths: &paths,
          lines: &lines)
      case .deferred(let load):
        var items: [RowMenuElement]?
        load { items = $0 }
        if let items {
          list(items, under: path, paths: &paths, lines: &lines)
        } else {
          lines.append("Loading…")
        }
      }
    }
  }

  func answerMenu(at position: TablePosition, items: [[String]], _ command: InteractiveCommand) {
    switch command {
    case .choose(let number) where items.indices.contains(number - 1):
      mode = .browsing
      let path = items[number - 1]
      let linesBefore = log.lines.count
      if !table.chooseMenuItem(path, at: position) {
        log.note("\(path.joined(separator: " › ")) is disabled: the menu closes")
      } else if log.lines.count == linesBefore {
        log.note("chose \(path.joined(separator: " › ")): no handler wrote anything")
      }
    case .choose(let number):
      log.note("no item \(number): 1 to \(items.count) choose one")
    case .cancel, .menu:
      mode = .browsing
      log.note("the menu closes")
    case .quit: isFinished = true
    default: log.note("the menu is open: a number chooses an item, n or Esc closes it")
    }
  }
}
