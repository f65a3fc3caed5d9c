/// A node of a random outline: an identifier, its first expansion, whether it handles
/// selection itself, and its children.
package struct OutlineNode: Equatable, Sendable {
  package var id: Int
  package var expanded: Bool
  package var selects = false
  package var children: [OutlineNode] = []

  /// A node without children.
  package init(id: Int, expanded: Bool, selects: Bool = false) {
    self.id = id
    self.expanded = expanded
    self.selects = selects
  }
}

/// The rules of a declared table's outline rows, written plainly: each row's expansion kept by
/// identifier (its declared first state, then every change), the tree flattened as the states
/// say, and the selection a collapse hides moved to the collapsed row.
package struct OutlineReference: Sendable {
  package var roots: [OutlineNode] = []
  package var expansion: [Int: Bool] = [:]
  package var selection = Set<Int>()

  /// An empty outline.
  package init() {}

  /// Declares `roots`: notes the first state of every node with children not seen before, and
  /// leaves out of the selection the rows no longer shown.
  package mutating func declare(_ roots: [OutlineNode]) {
    self.roots = roots
    func visit(_ node: OutlineNode) {
      if !node.children.isEmpty, expansion[node.id] == nil { expansion[node.id] = node.expanded }
      node.children.forEach(visit)
    }
    roots.forEach(visit)
    selection.formIntersection(shown.map(\.id))
  }

  /// The rows shown: identifier, depth, and `nil` for a row without children, else whether
  /// it is expanded.
  package var shown: [(id: Int, depth: Int, expanded: Bool?, selects: Bool)] {
    var rows: [(Int, Int, Bool?, Bool)] = []
    func visit(_ node: OutlineNode, _ depth: Int) {
      let open = expansion[node.id] ?? false
      rows.append((node.id, depth, node.children.isEmpty ? nil : open, node.selects))
      if open { for child in node.children { visit(child, depth + 1) } }
    }
    for root in roots { visit(root, 0) }
    return rows
  }

  /// Each child's parent.
  package var parents: [Int: Int] {
    var parents: [Int: Int] = [:]
    func visit(_ node: OutlineNode) {
      for child in node.children {
        parents[child.id] = node.id
        visit(child)
      }
    }
    roots.forEach(visit)
    return parents
  }

  /// Every node, shown or not.
  package var all: [OutlineNode] {
    func flat(_ nodes: [OutlineNode]) -> [OutlineNode] {
      nodes.flatMap { [$0] + flat($0.children) }
    }
    return flat(roots)
  }

  /// The identifiers of the expanded rows, shown or not.
  package var expanded: Set<Int> { Set(expansion.filter(\.value).keys) }

  /// Changes states, as one update; a collapse moves the selection it hides to the outermost
  /// collapsed row shown.
  package mutating func set(_ changes: [(Int, Bool)]) {
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

  /// The changes setting the expanded rows to `wanted` makes.
  package func changes(expanding wanted: Set<Int>) -> [(Int, Bool)] {
    var changes = wanted.map { ($0, true) }
    for (id, open) in expansion where open && !wanted.contains(id) { changes.append((id, false)) }
    return changes
  }

  /// A forest edited: nodes deleted with their subtrees, moved under other parents, new ones
  /// inserted anywhere; `below(n)` draws a number below `n`.
  package static func edit(_ roots: [OutlineNode], pool: Int, below: (Int) -> Int)
    -> [OutlineNode]
  {
    var roots = roots
    let all = OutlineReference.ids(roots)
    var removed = Set<Int>()
    var moved: [Int] = []
    for id in all {
      if below(100) < 6 {
        removed.insert(id)
      } else if below(100) < 4 {
        moved.append(id)
      }
    }
    remove(&roots) { removed.contains($0.id) }
    for id in moved {
      guard let node = find(id, in: roots) else { continue }
      remove(&roots) { $0.id == id }
      insert(node, into: &roots, below: below)
    }
    for _ in 0..<below(4) {
      let used = Set(ids(roots))
      let free = (0..<pool).filter { !used.contains($0) }
      guard !free.isEmpty else { break }
      let node = OutlineNode(
        id: free[below(free.count)], expanded: below(100) < 40, selects: below(100) < 30)
      insert(node, into: &roots, below: below)
    }
    return roots
  }

  /// Every identifier in a forest, in order.
  package static func ids(_ nodes: [OutlineNode]) -> [Int] {
    nodes.flatMap { [$0.id] + ids($0.children) }
  }

  private static func remove(
    _ nodes: inout [OutlineNode], where shouldRemove: (OutlineNode) -> Bool
  ) {
    nodes.removeAll(where: shouldRemove)
    for index in nodes.indices { remove(&nodes[index].children, where: shouldRemove) }
  }

  private static func find(_ id: Int, in nodes: [OutlineNode]) -> OutlineNode? {
    for node in nodes {
      if node.id == id { return node }
      if let found = find(id, in: node.children) { return found }
    }
    return nil
  }

  private static func insert(
    _ node: OutlineNode, into roots: inout [OutlineNode], below: (Int) -> Int
  ) {
    let all = ids(roots)
    if all.isEmpty || below(100) < 30 {
      roots.insert(node, at: below(roots.count + 1))
      return
    }
    let parent = all[below(all.count)]
    func place(_ nodes: inout [OutlineNode]) -> Bool {
      for index in nodes.indices {
        if nodes[index].id == parent {
          nodes[index].children.insert(node, at: below(nodes[index].children.count + 1))
          return true
        }
        if place(&nodes[index].children) { return true }
      }
      return false
    }
    _ = place(&roots)
  }
}
