/// How a row's swipe actions, menu items and moves become accessibility custom actions, shared
/// by every host (the UIKit adapters and the headless table), so that they name and order them
/// alike.
///
/// **Order.** For a row with children, expand or collapse (the registry's `outlineActionNames`),
/// as its disclosure would; then the trailing swipe actions (or the Delete a swipe reveals), then
/// the leading ones, each edge outermost first; then the context menu's items in menu order; then the moves, named
/// by the registry's `moveActionNames` ("Move up" and "Move down" unless the app localizes them).
///
/// **Names.** A swipe action is named by its accessibility label, else its title; one with
/// neither (an image alone) is left out, since an assistive technology has nothing to read. A
/// menu item is named by its title, after the titles of the submenus that hold it
/// (`"Move to: Archive"`); inline groups add nothing. Disabled actions and items are left out:
/// a custom action has no disabled state. Items a deferred menu element delivers are not
/// known until the menu opens and are left out.
package enum RowAccessibilityActions {
  /// What joins a submenu's title to the names below it.
  package static let submenuSeparator = ": "

  /// A swipe action's name: its accessibility label, else its title; `nil` when both are
  /// missing or empty.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - accessibilityLabel: The accessibility label.
  /// - Returns: The name, or `nil`.
  package static func name(title: String?, accessibilityLabel: String?) -> String? {
    if let label = accessibilityLabel, !label.isEmpty { return label }
    if let title, !title.isEmpty { return title }
    return nil
  }

  /// One item of a row's menu, as an accessibility action.
  package struct MenuLeaf {
    /// The action's name: the submenus' titles and the item's, joined.
    package var name: String
    /// The titles that find the item in the menu: the submenus' (inline groups not named; an
    /// untitled submenu by its empty title, which the name leaves out), then the item's.
    package var path: [String]
    /// The item.
    package var item: RowMenuAction
  }

  /// The enabled items of a menu with a name, in menu order, submenus and inline groups
  /// flattened; deferred elements left out.
  ///
  /// - Parameter menu: The row's menu.
  /// - Returns: The items.
  /// - Complexity: O(*n*) for *n* elements in the menu and its submenus.
  package static func leaves(of menu: RowMenu) -> [MenuLeaf] {
    var leaves: [MenuLeaf] = []
    collect(menu.children, under: [], into: &leaves)
    return leaves
  }

  private static func collect(
    _ elements: [RowMenuElement], under path: [String], into leaves: inout [MenuLeaf]
  ) {
    for element in elements {
      switch element {
      case .action(let item):
        guard item.isEnabled, !item.title.isEmpty else { continue }
        let itemPath = path + [item.title]
        let name = itemPath.filter { !$0.isEmpty }.joined(separator: submenuSeparator)
        leaves.append(MenuLeaf(name: name, path: itemPath, item: item))
      case .menu(let submenu):
        // A submenu is named in the path even untitled, as a menu path finds it; an inline
        // group is not.
        let inner = submenu.isInline ? path : path + [submenu.title]
        collect(submenu.children, under: inner, into: &leaves)
      case .deferred:
        continue
      }
    }
  }

  /// A row's accessibility actions in VoiceOver's order (see **Order** above): the outline
  /// action, the trailing then the leading swipe actions, the menu's items, the moves.
  ///
  /// Each host makes the actions of each group its own way and hands them here; the order, and
  /// which groups a row offers, are decided here alone. A row that takes no touch
  /// (``RowTouchRules/takesTouches(_:)``) offers no swipe actions, as no swipe reaches it, and
  /// those groups are not asked.
  ///
  /// - Parameters:
  ///   - disclosure: The outline action, if the row offers one
  ///     (``RowTouchRules/offeredDisclosure(_:disclosureHandled:)``).
  ///   - takesTouches: Whether the row takes touches.
  ///   - trailing: The trailing swipe actions (or the Delete a swipe reveals), outermost first.
  ///   - leading: The leading swipe actions, outermost first.
  ///   - menu: The context menu's items, in menu order.
  ///   - moves: The moves, up then down.
  /// - Returns: The actions, in order.
  package static func inOrder<Action>(
    disclosure: [Action], takesTouches: Bool, trailing: () -> [Action],
    leading: () -> [Action], menu: () -> [Action], moves: () -> [Action]
  ) -> [Action] {
    var actions = disclosure
    if takesTouches { actions += trailing() + leading() }
    return actions + menu() + moves()
  }

  /// A row's moves, up then down, each named by the registry's `moveActionNames` and going
  /// where the drag's target rule sends the proposal a drag one place that way makes: the
  /// neighbouring row in its section, else the end of the section before (up) or the start of
  /// the section after (down); none past the table's edge, or that leaves the row in place.
  ///
  /// - Parameters:
  ///   - position: The row, which the user may move (`TableHandlers.userMayMove`).
  ///   - rowCounts: The row count of each section.
  ///   - names: The moves' names.
  ///   - target: Where the drag's target rule (`targetForMove`) sends the row for a proposed
  ///     position.
  /// - Returns: The moves' names and destinations.
  package static func moves(
    from position: TablePosition, rowCounts: [Int], names: MoveActionNames,
    target: (TablePosition) -> TablePosition
  ) -> [(name: String, destination: TablePosition)] {
    let (section, row) = (position.section, position.row)
    guard rowCounts.indices.contains(section) else { return [] }
    let up =
      row > 0
      ? TablePosition(section: section, row: row - 1)
      : section > 0 ? TablePosition(section: section - 1, row: rowCounts[section - 1]) : nil
    let down =
      row < rowCounts[section] - 1
      ? TablePosition(section: section, row: row + 1)
      : section + 1 < rowCounts.count ? TablePosition(section: section + 1, row: 0) : nil
    return [(names.up, up), (names.down, down)].compactMap { name, proposed in
      guard let destination = proposed.map(target), destination != position else { return nil }
      return (name, destination)
    }
  }
}
