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

  /// Random outlines on the headless table, a table view and a list, against a reference.
  ///
  /// Random trees re-declared (nodes inserted, deleted, moved to other parents), rows tapped
  /// and toggled by their disclosure control, expansion and selection set by the app. The
  /// reference (`OutlineReference`) keeps each row's expansion by identifier (its declared first
  /// state, then every change), flattens the tree itself, and moves a selection a collapse hides
  /// to the collapsed row. After each step the view must show exactly the reference's rows, with
  /// their depth and disclosure, the declared table's expansion and selection must be the
  /// reference's, and no batch may break UIKit's counts rule.
  @MainActor
  @Suite struct OutlineRandomTests {
    enum Host: CaseIterable { case headless, table, list }

    nonisolated static let seeds: [UInt64] = [21, 22, 23]
    static let steps = 300

    /// The declaration of a forest.
    static func declaration(_ roots: [OutlineNode]) -> TableDeclaration<String, Int> {
      func row(_ node: OutlineNode) -> Row<Int> {
        let row = Row(node.id, text: "\(node.id)")
          .children(node.children.map(row), expanded: node.expanded)
        return node.selects ? row.onSelect { _ in } : row
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
      var random = SplitMix64(seed: seed)
      func below(_ count: Int) -> Int { Int.random(in: 0..<count, using: &random) }
      let pool = 40
      var reference = OutlineReference()
      reference.declare(OutlineReference.edit([], pool: pool, below: below))
      let shown = try Shown(host, Self.declaration(reference.roots))
      for step in 0..<Self.steps {
        let comment: Comment = "\(host) seed \(seed) step \(step)"
        let rows = reference.shown
        switch below(100) {
        case 0..<30:
          reference.declare(OutlineReference.edit(reference.roots, pool: pool, below: below))
          shown.declared.update(to: Self.declaration(reference.roots))
        case 30..<50 where !rows.isEmpty:
          let row = below(rows.count)
          let id = rows[row].id
          // With multiple selection, a tap on a selected row deselects it (UIKit); a row with
          // children and no selection handler of its own toggles; any other is selected.
          if reference.selection.contains(id) {
            reference.selection.remove(id)
          } else if let expanded = rows[row].expanded, !rows[row].selects {
            reference.set([(id, !expanded)])
          } else {
            reference.selection.insert(id)
          }
          shown.tap(row)
        case 50..<65:
          let parents = rows.indices.filter { rows[$0].expanded != nil }
          guard !parents.isEmpty else { continue }
          let row = parents[below(parents.count)]
          reference.set([(rows[row].id, !rows[row].expanded!)])
          shown.tapDisclosure(row)
        case 65..<75:
          let wanted = Set(reference.expansion.keys.sorted().filter { _ in below(2) == 0 })
          reference.set(reference.changes(expanding: wanted))
          shown.declared.expandedRows = wanted
        case 75..<85:
          let id = below(pool)
          let open = below(2) == 0
          reference.set([(id, open)])
          shown.declared.setExpanded(open, for: id)
        default:
          let ids = Set(rows.map(\.id).filter { _ in below(4) == 0 })
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
          #expect(seen.disclosure == row.expanded.map { $0 ? .expanded : .collapsed }, comment)
        }
        #expect(shown.declared.expandedRows == reference.expanded, comment)
        #expect(shown.declared.selection == reference.selection, comment)
        if shown.declared.selection != reference.selection { return }
      }
    }
  }
#endif
