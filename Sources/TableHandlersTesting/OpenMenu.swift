import TableHandlersCore

/// A context menu open on a headless table's row: its elements as built when it opened, each
/// deferred element loaded once, as UIKit loads a `UIDeferredMenuElement`.
///
/// `UIDeferredMenuElement`'s documentation: "The system calls each element's closure once,
/// when it first encounters the element in a menu. Once provided, the system caches the
/// element". So every look at the open menu shows the items a deferred element has delivered
/// so far, and its placeholder until they arrive; looking again never restarts the load.
@MainActor
final class OpenMenu {
  /// One element of the open menu.
  enum Node {
    case action(RowMenuAction)
    case menu(RowMenu, [Node])
    case deferred(Delivery)
  }

  /// What a deferred element has delivered: `nil` until its completion is called; later calls
  /// are ignored, as UIKit takes the first.
  final class Delivery {
    var nodes: [Node]?
  }

  /// The row, as the table showed it when the menu opened.
  let position: TablePosition
  let nodes: [Node]

  init(position: TablePosition, menu: RowMenu) {
    self.position = position
    self.nodes = Self.nodes(of: menu.children)
  }

  private static func nodes(of elements: [RowMenuElement]) -> [Node] {
    elements.map { element in
      switch element {
      case .action(let action):
        return .action(action)
      case .menu(let menu):
        return .menu(menu, nodes(of: menu.children))
      case .deferred(let load):
        let delivery = Delivery()
        load { items in
          guard delivery.nodes == nil else { return }
          delivery.nodes = nodes(of: items)
        }
        return .deferred(delivery)
      }
    }
  }

  /// Whether every deferred element, also inside delivered items, has delivered.
  var hasArrived: Bool { Self.hasArrived(nodes) }

  private static func hasArrived(_ nodes: [Node]) -> Bool {
    nodes.allSatisfy { node in
      switch node {
      case .action: return true
      case .menu(_, let children): return hasArrived(children)
      case .deferred(let delivery): return delivery.nodes.map(hasArrived) ?? false
      }
    }
  }

  /// The menu as the screen shows it.
  var shown: [ShownMenuElement] { Self.shown(nodes) }

  /// The nodes as shown: delivered items in place of their deferred element, a placeholder
  /// for items not arrived, and submenus and groups with nothing to show left out.
  ///
  /// Apple's documentation of `UIMenu.Options.displayInline` says only that "When the menu
  /// system displays an inline menu, it separates the menu from the surrounding menus by
  /// displaying line separators"; neither it nor `UIMenu`'s says what a menu with no children
  /// shows. A context menu on iOS 14 and later shows nothing for one, as observed on devices
  /// (no submenu row that opens on nothing, no pair of separators around nothing), and so
  /// does the headless table.
  private static func shown(_ nodes: [Node]) -> [ShownMenuElement] {
    nodes.flatMap { node -> [ShownMenuElement] in
      switch node {
      case .action(let action):
        return [.item(ShownMenuItem(action))]
      case .menu(let menu, let children):
        let shownChildren = shown(children)
        guard !shownChildren.isEmpty else { return [] }
        return menu.isInline
          ? [.group(title: menu.title, children: shownChildren)]
          : [.submenu(title: menu.title, image: menu.image, children: shownChildren)]
      case .deferred(let delivery):
        return delivery.nodes.map(shown) ?? [.loading]
      }
    }
  }

  /// The enabled-or-not item at a path of titles (submenus' titles, then the item's), inline
  /// groups not named; or the item whose title or accessibility identifier is the path's one
  /// element, anywhere outside submenus.
  ///
  /// - Complexity: O(*n*) in the menu's elements.
  func item(at path: [String]) -> RowMenuAction? {
    Self.item(at: path, in: nodes)
  }

  private static func item(at path: [String], in nodes: [Node]) -> RowMenuAction? {
    guard let first = path.first else { return nil }
    for node in nodes {
      switch node {
      case .action(let action):
        if path.count == 1, action.title == first || action.accessibilityIdentifier == first {
          return action
        }
      case .menu(let menu, let children):
        if menu.isInline, let found = item(at: path, in: children) { return found }
        if !menu.isInline, menu.title == first,
          let found = item(at: Array(path.dropFirst()), in: children)
        {
          return found
        }
      case .deferred(let delivery):
        if let delivered = delivery.nodes, let found = item(at: path, in: delivered) {
          return found
        }
      }
    }
    return nil
  }
}
