import TableHandlersCore
import TableHandlersDeclarative
import TableHandlersTesting
import Testing

/// An inbox as an app declares it: swipe actions and a context menu per message.
@MainActor
final class MailScreen {
  struct Message: Hashable, Sendable {
    var id: Int
    var subject: String
    var isRead = false
    var isFlagged = false
  }

  var messages = [
    Message(id: 1, subject: "Hello"), Message(id: 2, subject: "Lunch?"),
    Message(id: 3, subject: "Invoice"),
  ]
  var keepsDeletedMessages = false
  var confirmation: (@MainActor (Bool) -> Void)?
  var folders = ["Archive", "Receipts"]
  var moved: [String] = []
  private(set) var table: DeclaredTable<String, Int>!

  init() throws {
    table = try DeclaredTable(declaration: declaration())
  }

  func refresh() { table.update(to: declaration()) }

  func delete(_ id: Int) {
    if !keepsDeletedMessages { messages.removeAll { $0.id == id } }
    refresh()
  }

  func declaration() -> TableDeclaration<String, Int> {
    TableDeclaration {
      Section("inbox") {
        for message in messages {
          Row(message.id, text: message.subject, secondaryText: message.isRead ? nil : "new")
            .swipeActions(edge: .trailing) { [unowned self] in
              SwipeAction(title: "Delete", style: .destructive) { [unowned self] _, done in
                delete(message.id)
                done(true)
              }
              SwipeAction(title: "Flag", backgroundColor: .orange) { [unowned self] _, done in
                // Asks first; completes once the user answers.
                confirmation = { [unowned self] answer in
                  if answer, let index = self.messages.firstIndex(where: { $0.id == message.id }) {
                    self.messages[index].isFlagged = true
                    self.refresh()
                  }
                  done(answer)
                }
              }
            }
            .swipeActions(edge: .leading, performsFirstActionWithFullSwipe: false) {
              [unowned self] in
              if !message.isRead {
                SwipeAction(title: "Read", backgroundColor: .blue) { [unowned self] _, done in
                  messages[messages.firstIndex(of: message)!].isRead = true
                  refresh()
                  done(true)
                }
              }
              SwipeAction(title: "Pin", isEnabled: false) { _, done in done(true) }
            }
            .contextMenu { [unowned self] in
              RowMenuAction(title: "Reply") {}
              RowMenu(
                isInline: true,
                children: [
                  .action(
                    RowMenuAction(title: "Flag", state: message.isFlagged ? .on : .off) {
                      [unowned self] in
                      messages[messages.firstIndex(of: message)!].isFlagged.toggle()
                      refresh()
                    })
                ])
              RowMenu(title: "Move to", children: [])
              RowMenuElement.deferred { [unowned self] completion in
                // Folders arrive from the server; here, at once.
                completion(
                  folders.map { folder in
                    .action(RowMenuAction(title: folder) { self.moved.append(folder) })
                  })
              }
              RowMenuAction(title: "Print", isEnabled: false) {}
              RowMenuAction(title: "Delete", isDestructive: true) { [unowned self] in
                delete(message.id)
              }
            }
        }
      }
    }
  }
}

@MainActor
@Suite("Swipe actions and context menus: declared, driven headless")
struct RowActionsTests {
  let first = TablePosition(section: 0, row: 0)

  @Test func swipeActionsAreListedOutermostFirstAndBuiltWhenSwiped() throws {
    let screen = try MailScreen()
    let table = HeadlessTable(declared: screen.table)
    #expect(table.swipeActions(.trailing, at: first) == ["Delete", "Flag"])
    #expect(table.swipeActions(.leading, at: first) == ["Read", "Pin"])
    #expect(
      table.performSwipeAction("Read", edge: .leading, at: first) == .completed(performed: true))
    // Built again at the next swipe, from the model as it is now.
    #expect(table.swipeActions(.leading, at: first) == ["Pin"])
    #expect(table.performSwipeAction("Pin", edge: .leading, at: first) == .unavailable)
  }

  @Test func aDestructiveActionRemovesItsRowOnlyThroughTheModel() throws {
    let screen = try MailScreen()
    let table = HeadlessTable(declared: screen.table)
    #expect(table.fullSwipe(.trailing, at: first) == .completed(performed: true))
    #expect(screen.messages.map(\.id) == [2, 3])
    #expect(table.render() == "  Lunch? — new\n  Invoice — new")
    // A model that keeps the row: the action is reported not performed, the row stays.
    screen.keepsDeletedMessages = true
    #expect(table.fullSwipe(.trailing, at: first) == .completed(performed: false))
    #expect(table.numberOfRows(inSection: 0) == 2)
    // A leading full swipe is off for this row.
    #expect(table.fullSwipe(.leading, at: first) == .unavailable)
  }

  @Test func aCompletionCalledLaterClosesTheSwipe() throws {
    let screen = try MailScreen()
    let table = HeadlessTable(declared: screen.table)
    var outcomes: [SwipeOutcome] = []
    let now = table.performSwipeAction("Flag", edge: .trailing, at: first) { outcomes.append($0) }
    #expect(now == .pending)
    // While it waits, the row offers no other swipe.
    #expect(table.swipeActions(.trailing, at: first) == nil)
    screen.confirmation?(true)
    #expect(outcomes == [.completed(performed: true)])
    #expect(screen.messages[0].isFlagged)
    #expect(table.swipeActions(.trailing, at: first) == ["Delete", "Flag"])
  }

  @Test func aContextMenuIsBuiltWhenItOpensAndItsItemsAreChosenByTitle() throws {
    let screen = try MailScreen()
    let table = HeadlessTable(declared: screen.table)
    #expect(
      table.menuLines(at: first) == [
        "Reply", "—", "Flag", "—", "Archive", "Receipts", "Print (disabled)",
        "Delete (destructive)",
      ], "the empty submenu \"Move to\" is left out, as UIKit leaves it out")
    #expect(table.chooseMenuItem(["Flag"], at: first))
    #expect(table.menuLines(at: first)?[2] == "✓ Flag")
    #expect(table.chooseMenuItem(["Receipts"], at: first))
    #expect(screen.moved == ["Receipts"])
    #expect(!table.chooseMenuItem(["Print"], at: first))
    #expect(table.chooseMenuItem(["Delete"], at: TablePosition(section: 0, row: 2)))
    #expect(screen.messages.map(\.id) == [1, 2])
  }

  @Test func aMenuItemsHandlerCanTakeTheRowsPosition() throws {
    var rows = ["a", "b", "c"]
    let handlers = TableHandlers()
    handlers.on(.numberOfRows, at: .section(0)) { _ in rows.count }
    handlers.on(.rowContent, at: .section(0)) { call in RowContent(text: rows[call.row]) }
    handlers.on(.contextMenu, at: .section(0)) { _ in
      RowMenu(children: [
        .action(RowMenuAction(title: "Remove", isDestructive: true) { rows.remove(at: $0.row) })
      ])
    }
    let table = HeadlessTable(handlers: handlers)
    table.reloadData()
    #expect(table.chooseMenuItem(["Remove"], at: TablePosition(section: 0, row: 1)))
    #expect(rows == ["a", "c"])
  }

  @Test func aDeferredElementThatHasNotArrivedShowsAsLoading() throws {
    let handlers = TableHandlers()
    handlers.on(.numberOfRows, at: .section(0)) { _ in 1 }
    handlers.on(.contextMenu, at: .table) { _ in
      // The server has not answered: the completion is never called.
      RowMenu(children: [.deferred { _ in }])
    }
    let table = HeadlessTable(handlers: handlers)
    table.reloadData()
    #expect(table.menuLines(at: TablePosition(section: 0, row: 0)) == ["Loading…"])
  }

  @Test func aDisabledRowOffersNoSwipeActions() throws {
    let declared = try DeclaredTable<Int, Int> {
      Section(0) {
        Row(1, text: "Locked").disabled()
          .swipeActions {
            SwipeAction(title: "Delete", style: .destructive) { _, done in done(true) }
          }
      }
    }
    let table = HeadlessTable(declared: declared)
    #expect(table.swipeActions(.trailing, at: first) == nil)
  }
}

@MainActor
@Suite("Choice sections")
struct ChoiceSectionTests {
  @MainActor
  final class Settings {
    var sort = "Date"
    var badge: String? = nil
    var alerts: Set<String> = ["Sound"]
    private(set) var table: DeclaredTable<String, String>!

    init() throws {
      table = try DeclaredTable(declaration: declaration())
    }

    func declaration() -> TableDeclaration<String, String> {
      TableDeclaration {
        Section("sort", header: "Sort By") {
          Row("Date", text: "Date")
          Row("Sender", text: "Sender")
        }
        .singleChoice(selection: sort) { [unowned self] in
          sort = $0 ?? sort
          table.update(to: declaration())
        }
        Section("badge", header: "Badge") {
          Row("Dot", text: "Dot")
          Row("Count", text: "Count")
        }
        .singleChoice(selection: badge, allowsEmpty: true, mark: .leading) { [unowned self] in
          badge = $0
          table.update(to: declaration())
        }
        Section("alerts", header: "Alerts") {
          Row("Sound", text: "Sound")
          Row("Banner", text: "Banner")
        }
        .multipleChoice(selection: alerts) { [unowned self] in
          alerts = $0
          table.update(to: declaration())
        }
      }
    }
  }

  @Test func eachGroupKeepsItsOwnChoiceAndTheMarkFollowsTheModel() throws {
    let settings = try Settings()
    let table = HeadlessTable(declared: settings.table)
    table.tap(TablePosition(section: 0, row: 1))
    table.tap(TablePosition(section: 1, row: 1))
    table.tap(TablePosition(section: 2, row: 1))
    #expect(settings.sort == "Sender" && settings.badge == "Count")
    #expect(settings.alerts == ["Sound", "Banner"])
    #expect(
      table.render() == """
        Sort By
          Date
          Sender ✓

        Badge
          ⟨ ⟩ Dot
          ⟨checkmark⟩ Count

        Alerts
          Sound ✓
          Banner ✓
        """)
    #expect(table.selectedRows.isEmpty)
    #expect(table.content(at: TablePosition(section: 1, row: 1))?.image == .system("checkmark"))
    #expect(table.content(at: TablePosition(section: 1, row: 0))?.image == .placeholder)
  }

  @Test func exactlyOneKeepsItsChoiceAndZeroOrOneClearsIt() throws {
    let settings = try Settings()
    let table = HeadlessTable(declared: settings.table)
    table.tap(TablePosition(section: 0, row: 0))
    #expect(settings.sort == "Date")
    table.tap(TablePosition(section: 1, row: 0))
    #expect(settings.badge == "Dot")
    table.tap(TablePosition(section: 1, row: 0))
    #expect(settings.badge == nil)
    table.tap(TablePosition(section: 2, row: 0))
    #expect(settings.alerts.isEmpty)
  }
}
