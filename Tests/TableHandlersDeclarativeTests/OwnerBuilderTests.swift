import TableHandlersCore
import TableHandlersDeclarative
import Testing

/// The builders' `owner:` form: the screen reaches the builder weakly, with no `[unowned self]`.
@MainActor
@Suite("Swipe-action and menu builders with an owner")
struct OwnerBuilderTests {
  @MainActor
  final class Screen {
    var messages = ["Hello", "Lunch?"]
    var flagged: [String] = []
    var table: DeclaredTable<String, String>!

    init() throws {
      table = try DeclaredTable(declaration: declaration())
    }

    func declaration() -> TableDeclaration<String, String> {
      TableDeclaration {
        Section("inbox") {
          for message in messages {
            Row(message, text: message)
              .swipeActions(edge: .trailing, owner: self) { screen in
                SwipeAction(title: "Delete", style: .destructive) { _, done in
                  screen.messages.removeAll { $0 == message }
                  screen.table.update(to: screen.declaration())
                  done(true)
                }
              }
              .contextMenu(owner: self) { screen in
                RowMenuAction(title: screen.flagged.contains(message) ? "Unflag" : "Flag") {
                  screen.flagged.append(message)
                }
              }
          }
        }
      }
    }
  }

  let host = TestTable()
  let first = TablePosition(section: 0, row: 0)

  @Test func theBuildersReceiveTheOwner() throws {
    let screen = try Screen()
    let handlers = screen.table.handlers
    let menu = try #require(handlers.answer(.contextMenu, at: first, on: host))
    guard case .action(let flag) = try #require(menu.children.first) else {
      Issue.record("not an action")
      return
    }
    #expect(flag.title == "Flag")
    flag.handler()
    #expect(screen.flagged == ["Hello"])
    let actions = try #require(handlers.answer(.trailingSwipeActions, at: first, on: host))
    #expect(actions.actions.map(\.title) == ["Delete"])
    #expect(actions.performsFirstActionWithFullSwipe)
    var performed: Bool?
    actions.actions[0].handler(first) { performed = $0 }
    #expect(performed == true)
    #expect(screen.messages == ["Lunch?"])
    #expect(screen.table.sections[0].rows.map(\.id) == ["Lunch?"])
  }

  @Test func theRegistryDoesNotKeepTheOwnerAlive() throws {
    weak var gone: Screen?
    let handlers: TableHandlers
    do {
      let screen = try Screen()
      gone = screen
      handlers = screen.table.handlers
      #expect(handlers.answer(.trailingSwipeActions, at: first, on: host) != nil)
    }
    #expect(gone == nil)
    // Once the owner is gone the row offers nothing.
    #expect(handlers.answer(.trailingSwipeActions, at: first, on: host) == nil)
    #expect(handlers.answer(.contextMenu, at: first, on: host) == nil)
  }

  @Test func theLeadingEdgeAndFullSwipeOptOutAreKept() throws {
    final class Owner: Sendable {}
    let owner = Owner()
    let table = try DeclaredTable<String, String> {
      Section("s") {
        Row("r", text: "r")
          .swipeActions(edge: .leading, performsFirstActionWithFullSwipe: false, owner: owner) {
            _ in
            SwipeAction(title: "Pin") { _, done in done(true) }
          }
      }
    }
    let actions = try #require(table.handlers.answer(.leadingSwipeActions, at: first, on: host))
    #expect(!actions.performsFirstActionWithFullSwipe)
    #expect(!table.handlers.handles(.trailingSwipeActions))
  }
}
