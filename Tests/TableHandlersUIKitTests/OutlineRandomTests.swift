#if os(Linux)
  import Foundation
  import StandInReplay
  import TableHandlersCore
  import TableHandlersDeclarative
  import TableHandlersTesting
  import TableHandlersUIKit
  import TestSupport
  import Testing
  import UIKitStandIn

  /// Random outlines on the headless table, a table view and a list, against a reference of
  /// the rules: random trees re-declared (nodes inserted, deleted, moved to other parents),
  /// rows toggled by a tap and by their disclosure control, expansion set by the app, and a
  /// selection set by the app. The reference keeps each row's expansion by identifier (its
  /// declared first state, then every change), flattens the tree itself, and moves a selection
  /// a collapse hides to the collapsed row. After each step the view must show exactly the
  /// reference's rows, with their depth and disclosure, the declared table's expansion and
  /// selection must be the reference's, and no batch may break UIKit's counts rule.
  @MainActor
  @Suite struct OutlineRandomTests {
    enum Host: CaseIterable { case headless, table, list }

    nonisolated static let seeds: [UInt64] = [21, 22, 23]
    static let steps = 300

    /// A node of the tree: an identifier, its first expansion and its children.
    struct Node {
      var id: Int
      var expanded: Bool
      var children: [Node] = []
    }

    /// The rules, written plainly.
    struct Reference {
      var roots: [Node] = []
      var expansion: [Int: Bool] = [:]
      var selection = Set<Int>()

      /// Notes the first state of every node with children not seen before.
      mutating func declare() {
        func visit(_ node: Node) {
          if !node.children.isEmpty, expansion[node.id] == nil {
            expansion[node.id] = node.expanded
          }
          node.children.forEach(visit)
        }
        roots.forEach(visit)
      }

      /// The rows shown: identifier, depth, disclosure.
      var shown: [(id: Int, depth: Int, disclosure: OutlineDisclosure?)] {
        var rows: [(Int, Int, OutlineDisclosure?)] = []
        func visit(_ node: Node, _ depth: Int) {
          let open = expansion[node.id] ?? false
          rows.append(
            (node.id, depth, node.children.isEmpty ? nil : open ? .expanded : .collapsed))
          if open { for child in node.children { visit(child, depth + 1) } }
        }
        for root in roots { visit(root, 0) }
        return rows
      }

      /// Each node's parent.
      var parents: [Int: Int] {
        var parents: [Int: Int] = [:]
        func visit(_ node: Node) {
          for child in node.children {
            parents[child.id] = node.id
            visit(child)
          }
        }
        roots.forEach(visit)
        return parents
      }

      /// Changes states; a collapse moves the selection it hides to the outermost collapsed
      /// row shown.
      mutating func set(_ changes: [(Int, Bool)]) {
        let shownBefore = Set(shown.map(\.id))
        let collapsed = Set(changes.filter { !$0.1 && expansion[$0.0] != false }.map(\.0))
        let parents = self.parents
        var next = selection
        for id in selection {
          var target: Int?
          var current = id
          while let parent = parents[current] {
            if collapsed.contains(parent), shownBefore.contains(parent) { target = parent }
            current = parent
          }
          if let target {
            next.remove(id)
            next.insert(target)
          }
        }
        selection = next
        for (id, expanded) in changes { expansion[id] = expanded }
        selection.formIntersection(shown.map(\.id))
      }
    }

    /// Random trees and their edits.
    struct Generator {
      var random: SplitMix64
      let pool = 40

      mutating func chance(_ percent: Int) -> Bool {
        Int.random(in: 0..<100, using: &random) < percent
      }

      /// Every identifier in a forest.
      func ids(_ nodes: [Node]) -> [Int] {
        nodes.flatMap { [$0.id] + ids($0.children) }
      }

      /// A forest edited: nodes deleted with their subtrees, moved under other parents, new
      /// ones inserted anywhere.
      mutating func edit(_ roots: [Node]) -> [Node] {
        var roots = roots
        func remove(_ nodes: inout [Node], where shouldRemove: (Node) -> Bool) {
          nodes.removeAll(where: shouldRemove)
          for index in nodes.indices { remove(&nodes[index].children, where: shouldRemove) }
        }
        var removed = Set<Int>()
        var moved: [Int] = []
        for id in ids(roots) {
          if chance(6) {
            removed.insert(id)
          } else if chance(4) {
            moved.append(id)
          }
        }
        remove(&roots) { removed.contains($0.id) }
        for id in moved {
          guard let node = find(id, in: roots) else { continue }
          remove(&roots) { $0.id == id }
          insert(node, into: &roots)
        }
        for _ in 0..<Int.random(in: 0...3, using: &random) {
          let used = Set(ids(roots))
          guard let id = (0..<pool).filter({ !used.contains($0) }).randomElement(using: &random)
          else { break }
          insert(Node(id: id, expanded: chance(40)), into: &roots)
        }
        return roots
      }

      /// The node with an identifier, with its subtree.
      func find(_ id: Int, in nodes: [Node]) -> Node? {
        for node in nodes {
          if node.id == id { return node }
          if let found = find(id, in: node.children) { return found }
        }
        return nil
      }

      /// Inserts a node at the top level or under a random node.
      mutating func insert(_ node: Node, into roots: inout [Node]) {
        let all = ids(roots)
        if all.isEmpty || chance(30) {
          roots.insert(node, at: Int.random(in: 0...roots.count, using: &random))
          return
        }
        let parent = all.randomElement(using: &random)!
        func place(_ nodes: inout [Node], _ random: inout SplitMix64) -> Bool {
          for index in nodes.indices {
            if nodes[index].id == parent {
              nodes[index].children.insert(
                node, at: Int.random(in: 0...nodes[index].children.count, using: &random))
              return true
            }
            if place(&nodes[index].children, &random) { return true }
          }
          return false
        }
        _ = place(&roots, &random)
      }
    }

    /// The declaration of a forest.
    static func declaration(_ roots: [Node]) -> TableDeclaration<String, Int> {
      func row(_ node: Node) -> Row<Int> {
        Row(node.id, text: "\(node.id)").children(node.children.map(row), expanded: node.expanded)
      }
      return TableDeclaration(sections: [Section("tree", rows: roots.map(row))])
    }

    /// One host showing the declared table.
    @MainActor
    final class Shown {
      let host: Host
      let declared: DeclaredTable<String, Int>
      let runLoop = StandInRunLoop()
      var headless: HeadlessTable?
      let tableView = DrivenTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 4_000))
      let list = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 4_000),
        collectionViewLayout: UICollectionViewLayout())
      var failures: [String] = []

      init(_ host: Host, _ declaration: TableDeclaration<String, Int>) throws {
        self.host = host
        declared = try DeclaredTable(declaration: declaration)
        declared.rejectedUpdateHandler = { [unowned self] in failures.append("rejected \($0)") }
        switch host {
        case .headless:
          let table = HeadlessTable(declared: declared)
          table.allowsMultipleSelection = true
          headless = table
        case .table:
          tableView.standInMove(toWindow: UIWindow())
          tableView.allowsMultipleSelection = true
          tableView.inconsistentUpdateHandler = { [unowned self] in failures.append($0) }
          declared.attach(to: tableView)
          tableView.handlersNextTurn = { [runLoop] in runLoop.schedule($0) }
          tableView.layoutIfNeeded()
        case .list:
          list.standInMove(toWindow: UIWindow())
          list.allowsMultipleSelection = true
          list.inconsistentUpdateHandler = { [unowned self] in failures.append($0) }
          declared.attach(to: list, appearance: .plain)
          list.handlersNextTurn = { [runLoop] in runLoop.schedule($0) }
        }
      }

      func settle() {
        switch host {
        case .headless: break
        case .table: runLoop.settle(tableView)
        case .list: runLoop.settle(list)
        }
      }

      var count: Int {
        switch host {
        case .headless: headless!.numberOfSections == 0 ? 0 : headless!.numberOfRows(inSection: 0)
        case .table: tableView.numberOfSections == 0 ? 0 : tableView.numberOfRows(inSection: 0)
        case .list: list.numberOfSections == 0 ? 0 : list.numberOfItems(inSection: 0)
        }
      }

      /// What the view shows at a row: its text, depth and disclosure.
      func row(_ row: Int) -> (text: String, depth: Int, disclosure: OutlineDisclosure?) {
        switch host {
        case .headless:
          let table = headless!
          let line = table.render().split(separator: "\n")[row]
          let body = line.dropFirst(2)
          let depth = (body.count - body.drop(while: { $0 == " " }).count) / 2
          let text = body.drop(while: { $0 == " " || $0 == "▸" || $0 == "▾" })
          return (
            String(text), depth, table.outlineDisclosure(at: TablePosition(section: 0, row: row))
          )
        case .table:
          let path = IndexPath(row: row, section: 0)
          let cell = tableView.cellForRow(at: path) ?? tableView.displayRow(at: path)
          let button = cell.accessoryView as? UIButton
          let disclosure: OutlineDisclosure? =
            button.map { $0.currentImage?.systemName == "chevron.down" ? .expanded : .collapsed }
          return (
            (cell.contentConfiguration as? UIListContentConfiguration)?.text ?? "?",
            tableView.visibleBehaviourOfRow(at: path).indentationLevel, disclosure
          )
        case .list:
          let path = IndexPath(item: row, section: 0)
          let cell =
            (list.cellForItem(at: path) ?? list.displayItem(at: path)) as! UICollectionViewListCell
          let shows = cell.accessories.contains { $0.accessoryType == .outlineDisclosure }
          let disclosure: OutlineDisclosure? =
            shows ? (cell.configurationState.isExpanded ? .expanded : .collapsed) : nil
          return (
            (cell.contentConfiguration as? UIListContentConfiguration)?.text ?? "?",
            cell.indentationLevel, disclosure
          )
        }
      }

      func tap(_ row: Int) {
        switch host {
        case .headless: headless!.tap(TablePosition(section: 0, row: row))
        case .table: tableView.tap(IndexPath(row: row, section: 0))
        case .list: _ = list.userTapsItem(at: IndexPath(item: row, section: 0))
        }
      }

      func tapDisclosure(_ row: Int) {
        switch host {
        case .headless: headless!.tapDisclosure(TablePosition(section: 0, row: row))
        case .table:
          let path = IndexPath(row: row, section: 0)
          let cell = tableView.cellForRow(at: path) ?? tableView.displayRow(at: path)
          _ = (cell.accessoryView as? UIControl)?.userSendsActions(for: .touchUpInside)
        case .list:
          let path = IndexPath(item: row, section: 0)
          _ = list.cellForItem(at: path) ?? list.displayItem(at: path)
          _ = list.userTapsAccessory(.outlineDisclosure, ofItemAt: path)
        }
      }
    }

    @Test(arguments: Host.allCases, seeds)
    func randomOutlinesFollowTheReference(_ host: Host, seed: UInt64) throws {
      var generator = Generator(random: SplitMix64(seed: seed))
      var reference = Reference()
      reference.roots = generator.edit([])
      reference.declare()
      let shown = try Shown(host, Self.declaration(reference.roots))
      for step in 0..<Self.steps {
        let comment: Comment = "\(host) seed \(seed) step \(step)"
        let rows = reference.shown
        let parents = rows.indices.filter { rows[$0].disclosure != nil }
        let kind = Int.random(in: 0..<100, using: &generator.random)
        switch kind {
        case 0..<30:
          reference.roots = generator.edit(reference.roots)
          reference.declare()
          reference.selection.formIntersection(reference.shown.map(\.id))
          shown.declared.update(to: Self.declaration(reference.roots))
        case 30..<50 where !parents.isEmpty:
          let row = parents.randomElement(using: &generator.random)!
          // With multiple selection, a tap on a selected row deselects it (UIKit), nothing more.
          if reference.selection.contains(rows[row].id) {
            reference.selection.remove(rows[row].id)
          } else {
            reference.set([(rows[row].id, rows[row].disclosure == .collapsed)])
          }
          shown.tap(row)
        case 50..<65 where !parents.isEmpty:
          let row = parents.randomElement(using: &generator.random)!
          reference.set([(rows[row].id, rows[row].disclosure == .collapsed)])
          shown.tapDisclosure(row)
        case 65..<75:
          let known = reference.expansion.keys.sorted()
          let wanted = Set(known.filter { _ in generator.chance(50) })
          var changes = wanted.map { ($0, true) }
          for (id, open) in reference.expansion where open && !wanted.contains(id) {
            changes.append((id, false))
          }
          reference.set(changes)
          shown.declared.expandedRows = wanted
        case 75..<85:
          let id = Int.random(in: 0..<generator.pool, using: &generator.random)
          let open = generator.chance(50)
          reference.set([(id, open)])
          shown.declared.setExpanded(open, for: id)
        default:
          let ids = Set(rows.map(\.id).filter { _ in generator.chance(25) })
          reference.selection = ids
          shown.declared.selection = ids
        }
        shown.settle()
        let expected = reference.shown
        #expect(shown.failures.isEmpty, comment)
        #expect(shown.count == expected.count, comment)
        guard shown.count == expected.count, shown.failures.isEmpty else { return }
        for (index, row) in expected.enumerated() {
          let seen = shown.row(index)
          #expect(seen.text == "\(row.id)", comment)
          #expect(seen.depth == row.depth, comment)
          #expect(seen.disclosure == row.disclosure, comment)
        }
        #expect(
          shown.declared.expandedRows == Set(reference.expansion.filter(\.value).keys), comment)
        #expect(shown.declared.selection == reference.selection, comment)
        if shown.declared.selection != reference.selection { return }
      }
    }
  }
#endif
