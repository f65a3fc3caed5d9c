import TableHandlersCore
import TableHandlersDeclarative
import TableHandlersTesting
import TestSupport
import Testing

/// A declared inbox with swipe actions on both edges, a context menu and moves, headless,
/// driven by gestures and by its accessibility actions alike.
@MainActor
final class HeadlessAccessibleInbox {
  var sections = [("pinned", ["p1"]), ("inbox", ["m1", "m2", "m3"])]
  var log: [String] = []
  var declared: DeclaredTable<String, String>!
  let table: HeadlessTable

  init() throws {
    let declared = try DeclaredTable<String, String>(declaration: TableDeclaration())
    table = HeadlessTable(declared: declared)
    self.declared = declared
    declared.rejectedUpdateHandler = { Issue.record("rejected: \($0)") }
    refresh()
  }

  func refresh() { declared.update(to: declaration()) }

  func remove(_ item: String) {
    for index in sections.indices { sections[index].1.removeAll { $0 == item } }
    refresh()
  }

  func receive(_ item: String) {
    sections[1].1.insert(item, at: 0)
    refresh()
  }

  func declaration() -> TableDeclaration<String, String> {
    TableDeclaration {
      for (section, items) in sections {
        Section(section) {
          for item in items { row(item, inInbox: section == "inbox") }
        }
      }
    }
  }

  /// A message's row: trailing actions in the inbox only (a pinned message has leading ones
  /// alone), a menu, and moves that may not enter the pinned section; the last message cannot
  /// move.
  private func row(_ item: String, inInbox: Bool) -> Row<String> {
    var row = Row(item, text: item)
      .swipeActions(edge: .leading) { [unowned self] in
        SwipeAction(title: "Read") { [unowned self] position, done in
          log.append("read \(item) at \(position)")
          done(true)
        }
      }
      .contextMenu { [unowned self] in
        RowMenuAction(title: "Reply") { [unowned self] in log.append("reply \(item)") }
        RowMenu(
          title: "Move to",
          children: [
            .action(
              RowMenuAction(title: "Receipts") { [unowned self] position in
                log.append("file \(item) at \(position)")
              }),
            .deferred { completion in
              completion([.action(RowMenuAction(title: "Later") {})])
            },
          ])
        RowMenu(
          isInline: true,
          children: [
            .action(RowMenuAction(title: "Flag") { [unowned self] in log.append("flag \(item)") })
          ])
        RowMenuAction(title: "Forward", isEnabled: false) {}
      }
      .onMove { [unowned self] call in
        log.append("move \(item) from \(call.position) to \(call.arguments)")
        let moved = sections[call.section].1.remove(at: call.row)
        sections[call.arguments.section].1.insert(moved, at: call.arguments.row)
        refresh()
      }
      .targetForMove { call in
        call.arguments.section == 0 && call.section != 0 ? call.position : call.arguments
      }
      .canMove(item != "m3")
    if inInbox {
      row = row.swipeActions(edge: .trailing) { [unowned self] in
        SwipeAction(title: "Delete", style: .destructive) { [unowned self] position, done in
          log.append("delete \(item) at \(position)")
          remove(item)
          done(true)
        }
        SwipeAction(
          title: nil, image: .system("archivebox"), accessibilityIdentifier: "archive",
          accessibilityLabel: "Archive"
        ) { [unowned self] position, done in
          log.append("archive \(item) at \(position)")
          done(true)
        }
        // An image alone, without a label: nothing to read.
        SwipeAction(title: nil, image: .system("star")) { _, done in done(true) }
        SwipeAction(title: "Pin", isEnabled: false) { _, done in done(true) }
      }
    }
    return row
  }

  /// Everything an outcome is compared by: the log, the model, the declaration's rows, the
  /// registry's handlers and what the table shows.
  var state: String {
    "\(log)\n\(sections)\n\(declared.sections.map { $0.rows.map(\.id) })\n"
      + declared.handlers.dump + "\n" + table.render()
  }
}

@MainActor
@Suite("Accessibility actions, headless: a row's swipe actions, menu and moves by name")
struct AccessibilityActionsTests {
  func pos(_ section: Int, _ row: Int) -> TablePosition {
    TablePosition(section: section, row: row)
  }

  @Test func trailingThenLeadingThenMenuThenMoves() throws {
    let inbox = try HeadlessAccessibleInbox()
    #expect(
      inbox.table.accessibilityActions(at: pos(1, 1)) == [
        "Delete", "Archive", "Read", "Reply", "Move to: Receipts", "Flag", "Move up",
        "Move down",
      ])
    // Listing opens no menu.
    #expect(!inbox.table.callLog.contains { $0.hasPrefix("menu ") })
  }

  @Test func leadingOnlySwipeActionsAppear() throws {
    let inbox = try HeadlessAccessibleInbox()
    #expect(
      inbox.table.accessibilityActions(at: pos(0, 0)) == [
        "Read", "Reply", "Move to: Receipts", "Flag", "Move down",
      ])
  }

  @Test func movesOnlyWhereTheRowMayMove() throws {
    let inbox = try HeadlessAccessibleInbox()
    #expect(inbox.table.accessibilityActions(at: pos(1, 0)).suffix(1) == ["Move down"])
    let last = inbox.table.accessibilityActions(at: pos(1, 2))
    #expect(!last.contains("Move up") && !last.contains("Move down"))
    #expect(inbox.table.accessibilityActions(at: pos(2, 0)).isEmpty)
    #expect(!inbox.table.performAccessibilityAction("Move up", at: pos(1, 2)))
    #expect(!inbox.table.performAccessibilityAction("Nothing", at: pos(1, 1)))
    #expect(inbox.log.isEmpty)
  }

  @Test func theMovesTakeTheNamesTheAppGivesThem() throws {
    let inbox = try HeadlessAccessibleInbox()
    inbox.declared.handlers.moveActionNames = MoveActionNames(up: "Nach oben", down: "Nach unten")
    #expect(
      inbox.table.accessibilityActions(at: pos(1, 1)).suffix(2) == ["Nach oben", "Nach unten"])
    #expect(!inbox.table.performAccessibilityAction("Move down", at: pos(1, 1)))
    #expect(inbox.table.performAccessibilityAction("Nach unten", at: pos(1, 1)))
    #expect(inbox.declared.rowID(at: pos(1, 2)) == "m2")
  }

  /// The Delete a swipe reveals commits the deletion, and VoiceOver is told whether the row
  /// left, as of a destructive swipe action: not where the app keeps the row.
  @Test func theDeleteButtonOfASwipeIsOfferedAndAnswersWhetherItsRowLeft() throws {
    let handlers = TableHandlers()
    var rows = 3
    var deleted: [TablePosition] = []
    let table = HeadlessTable(handlers: handlers)
    handlers.on(.numberOfRows, at: .allSections) { _ in rows }
    handlers.on(.commitEditing, at: .table) { [weak table] call in
      deleted.append(call.position)
      // The app keeps its first row.
      guard call.position.row != 0 else { return }
      rows -= 1
      var update = TableUpdate()
      update.deleteRows(at: [call.position])
      try? table?.performUpdates(update, animated: true)
    }
    handlers.on(.titleForDeleteConfirmationButton, at: .table) { _ in "Remove" }
    table.reloadData()
    #expect(table.accessibilityActions(at: pos(0, 1)) == ["Remove"])
    #expect(!table.performAccessibilityAction("Remove", at: pos(0, 0)))
    #expect(table.performAccessibilityAction("Remove", at: pos(0, 1)))
    #expect(deleted == [pos(0, 0), pos(0, 1)])
    #expect(table.numberOfRows(inSection: 0) == 2)
  }

  /// A `titleForDeleteConfirmationButton` answer of `nil` leaves UIKit's title, as on a table
  /// view and a list.
  @Test func aDeleteTitledNilIsCalledDelete() {
    let handlers = TableHandlers()
    handlers.on(.numberOfRows, at: .allSections) { _ in 1 }
    handlers.on(.commitEditing, at: .table) { _ in }
    handlers.on(.titleForDeleteConfirmationButton, at: .table) { _ in nil }
    let table = HeadlessTable(handlers: handlers)
    table.reloadData()
    #expect(table.accessibilityActions(at: pos(0, 0)) == ["Delete"])
  }

  /// VoiceOver is answered what the swipe reported, as on a device: an action that completes
  /// with `false`, or a destructive one whose row stays, did not succeed; one still waiting for
  /// its completion has run.
  @Test func aSwipeActionAnswersWhatItsSwipeReported() throws {
    var later: (@MainActor (Bool) -> Void)?
    let handlers = TableHandlers()
    handlers.on(.numberOfRows, at: .allSections) { _ in 1 }
    handlers.on(.trailingSwipeActions, at: .table) { _ in
      SwipeActions([
        SwipeAction(title: "Keep") { _, done in done(false) },
        SwipeAction(title: "Flag") { _, done in done(true) },
        SwipeAction(title: "Ask") { _, done in later = done },
        SwipeAction(title: "Delete", style: .destructive) { _, done in done(true) },
      ])
    }
    let table = HeadlessTable(handlers: handlers)
    table.reloadData()
    #expect(!table.performAccessibilityAction("Keep", at: pos(0, 0)))
    #expect(table.performAccessibilityAction("Flag", at: pos(0, 0)))
    #expect(table.performAccessibilityAction("Ask", at: pos(0, 0)))
    #expect(later != nil)
    later?(true)
    #expect(!table.performAccessibilityAction("Delete", at: pos(0, 0)))
    #expect(!table.performAccessibilityAction("Archive", at: pos(0, 0)))
  }

  /// One gesture and the accessibility action that stands for it.
  struct Pair: CustomStringConvertible, Sendable {
    var action: String
    var row: TablePosition
    var gesture: @MainActor @Sendable (HeadlessTable) -> Void
    var description: String { "\(action) at \(row)" }
  }

  nonisolated static let pairs: [Pair] = [
    Pair(action: "Delete", row: TablePosition(section: 1, row: 1)) {
      $0.performSwipeAction("Delete", edge: .trailing, at: TablePosition(section: 1, row: 1))
    },
    Pair(action: "Archive", row: TablePosition(section: 1, row: 0)) {
      $0.performSwipeAction("archive", edge: .trailing, at: TablePosition(section: 1, row: 0))
    },
    Pair(action: "Read", row: TablePosition(section: 0, row: 0)) {
      $0.performSwipeAction("Read", edge: .leading, at: TablePosition(section: 0, row: 0))
    },
    Pair(action: "Reply", row: TablePosition(section: 1, row: 2)) {
      $0.chooseMenuItem(["Reply"], at: TablePosition(section: 1, row: 2))
    },
    Pair(action: "Move to: Receipts", row: TablePosition(section: 1, row: 1)) {
      $0.chooseMenuItem(["Move to", "Receipts"], at: TablePosition(section: 1, row: 1))
    },
    Pair(action: "Flag", row: TablePosition(section: 0, row: 0)) {
      $0.chooseMenuItem(["Flag"], at: TablePosition(section: 0, row: 0))
    },
    Pair(action: "Move up", row: TablePosition(section: 1, row: 1)) {
      $0.setEditing(true)
      _ = try? $0.drag(TablePosition(section: 1, row: 1), over: [TablePosition(section: 1, row: 0)])
      $0.setEditing(false)
    },
    Pair(action: "Move down", row: TablePosition(section: 1, row: 0)) {
      $0.setEditing(true)
      _ = try? $0.drag(TablePosition(section: 1, row: 0), over: [TablePosition(section: 1, row: 1)])
      $0.setEditing(false)
    },
    Pair(action: "Move down", row: TablePosition(section: 0, row: 0)) {
      $0.setEditing(true)
      _ = try? $0.drag(TablePosition(section: 0, row: 0), over: [TablePosition(section: 1, row: 0)])
      $0.setEditing(false)
    },
  ]

  @Test(arguments: pairs)
  func performingAnActionEqualsItsGesture(pair: Pair) throws {
    let byGesture = try HeadlessAccessibleInbox()
    let byName = try HeadlessAccessibleInbox()
    pair.gesture(byGesture.table)
    #expect(byName.table.performAccessibilityAction(pair.action, at: pair.row))
    #expect(!byGesture.log.isEmpty)
    #expect(byName.state == byGesture.state)
  }

  @Test func anActionActsOnTheRowAtThePositionGiven() throws {
    let inbox = try HeadlessAccessibleInbox()
    inbox.receive("new")
    #expect(inbox.table.performAccessibilityAction("Read", at: pos(1, 2)))
    #expect(inbox.table.performAccessibilityAction("Move down", at: pos(1, 2)))
    #expect(inbox.table.performAccessibilityAction("Delete", at: pos(1, 3)))
    #expect(inbox.log == ["read m2 at 1.2", "move m2 from 1.2 to 1.3", "delete m2 at 1.3"])
    #expect(inbox.sections[1].1 == ["new", "m1", "m3"])
  }

  /// Random rows and actions on two inboxes: one driven by gestures, one by name, against each
  /// other after every step.
  @Test func randomActionsMatchTheirGestures() throws {
    var generator = SplitMix64(seed: 0xA11E_5EED)
    let byGesture = try HeadlessAccessibleInbox()
    let byName = try HeadlessAccessibleInbox()
    for step in 0..<300 {
      let counts = byName.sections.map(\.1.count)
      let section = Int(generator.next() % 2)
      guard counts[section] > 0 else {
        byGesture.receive("r\(step)")
        byName.receive("r\(step)")
        continue
      }
      let row = pos(section, Int(generator.next() % UInt64(counts[section])))
      let names = byName.table.accessibilityActions(at: row)
      #expect(byGesture.table.accessibilityActions(at: row) == names)
      guard !names.isEmpty else { continue }
      let name = names[Int(generator.next() % UInt64(names.count))]
      gesture(for: name, at: row, on: byGesture.table)
      #expect(byName.table.performAccessibilityAction(name, at: row))
      #expect(byName.state == byGesture.state, "step \(step): \(name) at \(row)")
      if byName.sections[1].1.count < 2 {
        byGesture.receive("r\(step)")
        byName.receive("r\(step)")
      }
    }
  }

  /// The gesture an action stands for, found as a user would: on the swipe edges, in the menu,
  /// or by dragging to where the target rule sends the neighbouring position.
  private func gesture(for name: String, at row: TablePosition, on table: HeadlessTable) {
    for edge in [SwipeEdge.trailing, .leading] {
      if let action = table.shownSwipeActions(edge, at: row)?.first(where: {
        ($0.accessibilityLabel ?? $0.title) == name
      }) {
        // The swipe finds an action by its title, else its identifier.
        table.performSwipeAction(
          action.title ?? action.accessibilityIdentifier ?? "", edge: edge, at: row)
        return
      }
    }
    if name == "Move up" || name == "Move down" {
      let counts = (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
      var proposed = row
      if name == "Move up" {
        proposed =
          row.row > 0
          ? pos(row.section, row.row - 1) : pos(row.section - 1, counts[row.section - 1])
      } else {
        proposed =
          row.row < counts[row.section] - 1
          ? pos(row.section, row.row + 1) : pos(row.section + 1, 0)
      }
      table.setEditing(true)
      _ = try? table.drag(row, over: [proposed])
      table.setEditing(false)
      return
    }
    table.chooseMenuItem(name.split(separator: ": ").map(String.init), at: row)
  }
}
