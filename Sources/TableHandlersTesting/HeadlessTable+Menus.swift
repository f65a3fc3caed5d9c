import TableHandlersCore

extension HeadlessTable {
  /// Opens a row's context menu (a long press): asks `contextMenu`, which builds the menu now.
  ///
  /// The menu stays open on the row, so that its deferred elements load once: the looks that
  /// follow (``shownMenu(at:)``, ``menuLines(at:)``, ``chooseMenuItem(_:at:)``) read it, with
  /// the items delivered so far. It closes when an item is chosen, on ``dismissMenu()``, when
  /// a menu opens on another row, and when the table loads again (an update, editing mode).
  ///
  /// - Parameter position: The row.
  /// - Returns: The menu, or `nil` if the row has none.
  public func contextMenu(at position: TablePosition) -> RowMenu? {
    openMenu = nil
    guard contains(position), let menu = ask(.contextMenu, position) ?? nil else { return nil }
    openMenu = OpenMenu(position: position, menu: menu)
    return menu
  }

  /// Closes the open context menu without choosing an item, as a tap outside it does.
  public func dismissMenu() {
    openMenu = nil
  }

  /// A row's context menu as the screen shows it, as values.
  ///
  /// Items come with their title, image, destructive and enabled state, checked state and
  /// accessibility identifier, then inline groups and submenus; the items that deferred
  /// elements delivered show in their place, ``ShownMenuElement/loading`` where they have not
  /// arrived. Submenus and groups with nothing to show are left out.
  ///
  /// Opens the menu (see ``contextMenu(at:)``) unless it is open on this row already.
  ///
  /// - Parameter position: The row.
  /// - Returns: The elements, or `nil` if the row has no menu.
  public func shownMenu(at position: TablePosition) -> [ShownMenuElement]? {
    menuOpened(at: position)?.shown
  }

  /// A row's context menu as text, one line per item.
  ///
  /// `✓` before a checked item, `–` before a partly checked one, `(destructive)` and
  /// `(disabled)` after, `›` after a submenu (whose items follow, indented), `—` between
  /// inline groups (a group's title, if any, after it with `:`), and `Loading…` for items not
  /// yet arrived. Submenus and groups with nothing to show are left out, with their
  /// separators.
  ///
  /// Opens the menu (see ``contextMenu(at:)``) unless it is open on this row already.
  ///
  /// - Parameter position: The row.
  /// - Returns: The lines, or `nil` if the row has no menu.
  public func menuLines(at position: TablePosition) -> [String]? {
    shownMenu(at: position).map { lines(of: $0, depth: 0) }
  }

  /// Waits until the deferred elements of a row's open context menu (opening it if it is not
  /// open) have delivered their items, including deferred elements among those items.
  ///
  /// ```swift
  /// #expect(await table.waitForMenuItems(at: row))
  /// #expect(table.chooseMenuItem(["Move to", "Receipts"], at: row))
  /// ```
  ///
  /// - Parameters:
  ///   - position: The row.
  ///   - seconds: How long to wait at most.
  /// - Returns: Whether every item arrived in time; `false` too if the row has no menu.
  @discardableResult
  public func waitForMenuItems(at position: TablePosition, seconds: Double = 1) async -> Bool {
    guard let menu = menuOpened(at: position) else { return false }
    let pause: UInt64 = 1_000_000
    var waited: UInt64 = 0
    while !menu.hasArrived {
      guard Double(waited) / 1e9 < seconds, openMenu === menu else { return false }
      try? await Task.sleep(nanoseconds: pause)
      waited += pause
    }
    return true
  }

  /// Chooses an item of a row's context menu, opening the menu unless it is open on this row
  /// already; the menu closes once an item is chosen.
  ///
  /// The item is found by a menu path: the titles of the submenus that lead to it, from the
  /// top menu down, then the item's title. Inline groups are not named: their items are found
  /// as if they were in the menu that holds the group. A path of one element also finds an
  /// item by its accessibility identifier. Items that a deferred element has delivered are
  /// found where they show; items that have not arrived cannot be chosen (see
  /// ``waitForMenuItems(at:seconds:)``).
  ///
  /// ```swift
  /// table.chooseMenuItem(["Reply"], at: row)  // an item of the top menu, or of an inline group
  /// table.chooseMenuItem(["Move to", "Archive"], at: row)  // "Archive" in the submenu "Move to"
  /// ```
  ///
  /// - Parameters:
  ///   - path: The titles of the submenus and the item, or one accessibility identifier.
  ///   - position: The row.
  /// - Returns: Whether an enabled item was found and chosen; the menu stays open if not.
  @discardableResult
  public func chooseMenuItem(_ path: [String], at position: TablePosition) -> Bool {
    beginGesture()
    defer { endGesture() }
    guard let menu = menuOpened(at: position), let item = menu.item(at: path), item.isEnabled
    else { return false }
    openMenu = nil
    log("menu \(item.title) \(position)")
    running(.menuItem) { item.perform(at: position) }
    return true
  }

  /// The menu open on a row, opening it if it is not.
  private func menuOpened(at position: TablePosition) -> OpenMenu? {
    if let openMenu, openMenu.position == position { return openMenu }
    guard contextMenu(at: position) != nil else { return nil }
    return openMenu
  }

  private func lines(of elements: [ShownMenuElement], depth: Int) -> [String] {
    let indent = String(repeating: "  ", count: depth)
    let separator = indent + "—"
    var lines: [String] = []
    for element in elements {
      switch element {
      case .item(let item):
        var line = indent
        switch item.state {
        case .on: line += "✓ "
        case .mixed: line += "– "
        case .off: break
        }
        line += item.title
        if item.isDestructive { line += " (destructive)" }
        if !item.isEnabled { line += " (disabled)" }
        lines.append(line)
      case .group(let title, let children):
        if !lines.isEmpty, lines.last != separator { lines.append(separator) }
        if !title.isEmpty { lines.append(indent + title + ":") }
        lines += self.lines(of: children, depth: depth)
        lines.append(separator)
      case .submenu(let title, _, let children):
        lines.append(indent + title + " ›")
        lines += self.lines(of: children, depth: depth + 1)
      case .loading:
        lines.append(indent + "Loading…")
      }
    }
    if lines.last == separator { lines.removeLast() }
    return lines
  }
}
