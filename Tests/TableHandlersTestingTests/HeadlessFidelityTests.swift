import TableHandlersCore
import TableHandlersDeclarative
import TableHandlersTesting
import Testing

/// What the headless table shows is what the screen shows: swipe actions and menu items as
/// values, images, styles and revealed actions in `render()`, controls that hold only what
/// UIKit's controls hold, deferred menu items that load once, empty menus left out.
@MainActor
@Suite("Headless output that matches the screen")
struct HeadlessFidelityTests {
  let first = TablePosition(section: 0, row: 0)

  // MARK: - Swipe actions

  @Test func swipeActionsAreValuesWithEverythingTheScreenShows() throws {
    let screen = try MailScreen()
    let table = HeadlessTable(declared: screen.table)
    #expect(
      table.shownSwipeActions(.trailing, at: first) == [
        ShownSwipeAction(title: "Delete", style: .destructive, isPerformedByFullSwipe: true),
        ShownSwipeAction(title: "Flag", backgroundColor: .orange),
      ])
    // The leading edge allows no full swipe, and "Pin" is disabled.
    #expect(
      table.shownSwipeActions(.leading, at: first) == [
        ShownSwipeAction(title: "Read", backgroundColor: .blue),
        ShownSwipeAction(title: "Pin", isEnabled: false),
      ])
  }

  @Test func aDisabledFirstActionIsNotPerformedByAFullSwipe() throws {
    let declared = try DeclaredTable<Int, Int> {
      Section(0) {
        Row(1, text: "Message")
          .swipeActions {
            SwipeAction(
              title: nil, image: .system("archivebox"), isEnabled: false,
              accessibilityIdentifier: "archive", accessibilityLabel: "Archive"
            ) { _, done in done(true) }
          }
      }
    }
    let table = HeadlessTable(declared: declared)
    #expect(
      table.shownSwipeActions(.trailing, at: first) == [
        ShownSwipeAction(
          title: nil, image: .system("archivebox"), isEnabled: false,
          isPerformedByFullSwipe: false, accessibilityIdentifier: "archive",
          accessibilityLabel: "Archive")
      ])
    #expect(table.fullSwipe(.trailing, at: first) == .unavailable)
  }

  @Test func aRowSwipedOpenShowsItsActionsMarkedInTheRendering() throws {
    let screen = try MailScreen()
    let table = HeadlessTable(declared: screen.table, style: .plain)
    #expect(table.revealSwipeActions(.trailing, at: first)?.count == 2)
    #expect(
      table.render() == """
          Hello — new ⟨Delete (destructive) (full swipe) | Flag⟩
          Lunch? — new
          Invoice — new
        """)
    table.cancelSwipe()
    #expect(!table.render().contains("⟨"))
    // While an action waits for its completion, the row stays open.
    #expect(table.performSwipeAction("Flag", edge: .trailing, at: first) == .pending)
    #expect(table.render().hasPrefix("  Hello — new ⟨Delete (destructive) (full swipe) | Flag⟩"))
    table.cancelSwipe()
    #expect(table.render().contains("⟨"), "a running action keeps its row open")
    screen.confirmation?(false)
    #expect(!table.render().contains("⟨"))
    // The leading actions: no full swipe, and a disabled one.
    table.revealSwipeActions(.leading, at: first)
    #expect(table.render().hasPrefix("  Hello — new ⟨Read | Pin (disabled)⟩"))
  }

  // MARK: - Rendering

  @Test func imagesAndStylesHaveTokens() throws {
    let declared = try DeclaredTable<Int, Int> {
      Section(0, header: "Rows") {
        Row(1, text: "Favourite").image(.system("star.fill"))
        Row(2, text: "Photo").image(.named("beach"))
        Row(3, text: "Unchecked").image(.placeholder)
        Row(4, text: "Title", secondaryText: "Subtitle").style(.subtitle)
        Row(5, text: "Setting", secondaryText: "Value").style(.valueCell)
        Row(6, text: "mobile", secondaryText: "555-0100").style(.value2)
        Row(7, text: "Plain", secondaryText: "Beside")
      }
      Section(1, header: "More", footer: "The end") {
        Row(8, text: "Last")
      }
    }
    let grouped = HeadlessTable(declared: declared)
    #expect(
      grouped.render() == """
        Rows
          ⟨star.fill⟩ Favourite
          ⟨asset beach⟩ Photo
          ⟨ ⟩ Unchecked
          Title ↓ Subtitle
          Setting ⇥ Value
          mobile │ 555-0100
          Plain — Beside

        More
          Last
          (The end)
        """)
    let plain = HeadlessTable(declared: declared, style: .plain)
    #expect(plain.render().hasPrefix("▬ Rows\n  ⟨star.fill⟩ Favourite"))
    #expect(plain.render().hasSuffix("  Plain — Beside\n▬ More\n  Last\n  (The end)"))
  }

  // MARK: - Controls

  /// A form whose controls hand their values to the model as they come.
  @MainActor
  final class Controls {
    var nights = 1.0
    var volume = 0.5
    var sizes: [Int?] = []
    var received: [RowControlValue] = []
    private(set) var table: DeclaredTable<Int, String>!

    init() throws {
      table = try DeclaredTable(declaration: declaration())
    }

    func declaration() -> TableDeclaration<Int, String> {
      TableDeclaration {
        Section(0) {
          Row("nights", text: "Nights")
            .stepper(value: nights, in: 1...30, step: 2) { [unowned self] in
              received.append(.stepper($0))
              nights = $0
              table.update(to: declaration())
            }
          Row("volume", text: "Volume")
            .slider(value: volume, in: 0...1) { [unowned self] in
              received.append(.slider($0))
              volume = $0
              table.update(to: declaration())
            }
          Row("size", text: "Size")
            .segmented(["S", "M", "L"], selected: 0) { [unowned self] in
              received.append(.segment($0))
            }
        }
      }
    }
  }

  @Test func aStepperAndASliderClampToTheirRangeAsUIKitsDo() throws {
    let form = try Controls()
    let table = HeadlessTable(declared: form.table)
    let nights = try #require(table.position(ofRowTitled: "Nights"))
    let volume = try #require(table.position(ofRowTitled: "Volume"))
    #expect(table.setControl(.stepper(50), at: nights))
    #expect(table.setControl(.slider(-3), at: volume))
    #expect(form.received == [.stepper(30), .slider(0)])
    #expect(table.render().contains("Nights [− 30 +]"))
  }

  @Test func aStepperStepsByItsStepAndStopsAtItsEnds() throws {
    let form = try Controls()
    let table = HeadlessTable(declared: form.table)
    let nights = try #require(table.position(ofRowTitled: "Nights"))
    #expect(!table.decrement(at: nights), "at its minimum, − does nothing")
    #expect(table.increment(at: nights))
    #expect(form.nights == 3)
    #expect(table.setControl(.stepper(29), at: nights))
    #expect(table.increment(at: nights))
    #expect(form.nights == 30, "29 + 2 clamps to 30")
    #expect(!table.increment(at: nights), "at its maximum, + does nothing")
    #expect(table.decrement(at: nights))
    #expect(form.nights == 28)
    #expect(!table.increment(at: try #require(table.position(ofRowTitled: "Volume"))))
  }

  @Test func aSegmentOutsideTheControlCannotBeChosen() throws {
    let form = try Controls()
    let table = HeadlessTable(declared: form.table)
    let size = try #require(table.position(ofRowTitled: "Size"))
    #expect(!table.setControl(.segment(3), at: size))
    #expect(!table.setControl(.segment(-1), at: size))
    #expect(table.setControl(.segment(2), at: size))
    #expect(form.received == [.segment(2)])
  }

  // MARK: - Menus

  @Test func menuItemsAreValues() throws {
    let screen = try MailScreen()
    let table = HeadlessTable(declared: screen.table)
    #expect(
      table.shownMenu(at: first) == [
        .item(ShownMenuItem(title: "Reply")),
        .group(title: "", children: [.item(ShownMenuItem(title: "Flag"))]),
        .item(ShownMenuItem(title: "Archive")),
        .item(ShownMenuItem(title: "Receipts")),
        .item(ShownMenuItem(title: "Print", isEnabled: false)),
        .item(ShownMenuItem(title: "Delete", isDestructive: true)),
      ])
  }

  /// A row whose menu's folders arrive from a server, when the test says so.
  @MainActor
  final class SlowServer {
    var loads = 0
    var deliver: (@MainActor ([RowMenuElement]) -> Void)?
    var moved: [String] = []
    let handlers = TableHandlers()

    init() {
      handlers.on(.numberOfRows, at: .section(0)) { _ in 1 }
      handlers.on(.contextMenu, at: .table) { [unowned self] _ in
        RowMenu(children: [
          .menu(
            RowMenu(
              title: "Move to",
              children: [
                .deferred { [unowned self] completion in
                  loads += 1
                  deliver = completion
                }
              ]))
        ])
      }
    }

    func folders(_ names: [String]) -> [RowMenuElement] {
      names.map { name in
        .action(RowMenuAction(title: name) { [unowned self] in moved.append(name) })
      }
    }
  }

  @Test func deferredItemsLoadOnceAndCanBeChosenOnceTheyArrive() throws {
    let server = SlowServer()
    let table = HeadlessTable(handlers: server.handlers)
    table.reloadData()
    #expect(table.menuLines(at: first) == ["Move to ›", "  Loading…"])
    #expect(!table.chooseMenuItem(["Move to", "Archive"], at: first))
    #expect(table.menuLines(at: first) == ["Move to ›", "  Loading…"])
    #expect(server.loads == 1, "looking again does not restart the load")
    server.deliver?(server.folders(["Archive", "Receipts"]))
    #expect(table.menuLines(at: first) == ["Move to ›", "  Archive", "  Receipts"])
    #expect(table.chooseMenuItem(["Move to", "Receipts"], at: first))
    #expect(server.moved == ["Receipts"])
    // Choosing closed the menu: the next look opens it again, and loads again.
    #expect(table.menuLines(at: first) == ["Move to ›", "  Loading…"])
    #expect(server.loads == 2)
    table.dismissMenu()
    _ = table.shownMenu(at: first)
    #expect(server.loads == 3)
  }

  @Test func deferredItemsCanBeWaitedFor() async throws {
    let server = SlowServer()
    let table = HeadlessTable(handlers: server.handlers)
    table.reloadData()
    _ = table.shownMenu(at: first)
    let deliver = try #require(server.deliver)
    let folders = server.folders(["Archive"])
    Task { @MainActor in deliver(folders) }
    #expect(await table.waitForMenuItems(at: first))
    #expect(table.chooseMenuItem(["Move to", "Archive"], at: first))
    #expect(server.moved == ["Archive"])
    // Items that never arrive: the wait gives up.
    #expect(await !table.waitForMenuItems(at: first, seconds: 0.01))
  }

  @Test func emptyGroupsAndSubmenusAreLeftOut() throws {
    let handlers = TableHandlers()
    handlers.on(.numberOfRows, at: .section(0)) { _ in 1 }
    handlers.on(.contextMenu, at: .table) { _ in
      RowMenu(children: [
        .action(RowMenuAction(title: "Reply") {}),
        .menu(RowMenu(isInline: true, children: [])),
        .menu(RowMenu(title: "Move to", children: [.menu(RowMenu(isInline: true, children: []))])),
        .menu(RowMenu(isInline: true, children: [.deferred { $0([]) }])),
        .action(RowMenuAction(title: "Delete", isDestructive: true) {}),
      ])
    }
    let table = HeadlessTable(handlers: handlers)
    table.reloadData()
    #expect(table.menuLines(at: first) == ["Reply", "Delete (destructive)"])
    #expect(
      table.shownMenu(at: first) == [
        .item(ShownMenuItem(title: "Reply")),
        .item(ShownMenuItem(title: "Delete", isDestructive: true)),
      ])
  }
}

/// A screen whose row handlers change the model and declare it again, noting what they see.
@MainActor
private final class TimingScreen {
  var ids = ["a", "b"]
  var table: DeclaredTable<String, String>!
  /// What each update asked for inside a handler waited for.
  var waits: [DeclaredUpdateWait?] = []
  /// The rows the declared table showed when the primary action ran.
  var rowsAtPrimaryAction: [String] = []

  init() throws {
    table = try DeclaredTable(declaration: declaration())
  }

  func declaration() -> TableDeclaration<String, String> {
    TableDeclaration {
      Section("messages") {
        for id in ids {
          Row(id, text: id)
            .onSelect { [unowned self] _ in redeclare { $0.insert("new \(id)", at: 0) } }
            .onPrimaryAction { [unowned self] _ in
              rowsAtPrimaryAction = table.sections[0].rows.map(\.id)
            }
            .swipeActions { [unowned self] in
              SwipeAction(title: "Delete", style: .destructive) { [unowned self] _, done in
                redeclare { $0.removeAll { $0 == id } }
                done(true)
              }
            }
        }
      }
    }
  }

  private func redeclare(_ change: (inout [String]) -> Void) {
    change(&ids)
    waits.append(table.update(to: declaration()).waitingFor)
  }
}

@MainActor
@Suite("Headless updates asked for by handlers show when a device shows them")
struct HeadlessUpdateTimingTests {
  @Test func anUpdateFromATapShowsOnceTheTapHasReturned() throws {
    let screen = try TimingScreen()
    let table = HeadlessTable(declared: screen.table)
    table.tap(TablePosition(section: 0, row: 0))
    // Asked for inside a selection callback, the update waited, as a table view holds it for
    // the next turn of the run loop: the primary action, later in the same tap, met the old
    // rows. Once the tap returned, it is shown.
    #expect(screen.waits == [.callback])
    #expect(screen.rowsAtPrimaryAction == ["a", "b"])
    #expect(screen.table.sections[0].rows.map(\.id) == ["new a", "a", "b"])
    #expect(table.numberOfRows(inSection: 0) == 3)
  }

  @Test func anUpdateFromASwipeActionShowsAsItsHandlerReturns() throws {
    let screen = try TimingScreen()
    let table = HeadlessTable(declared: screen.table)
    // A swipe action's handler runs as a batch: the update waits for it to return, then its
    // row has left, and the destructive action counts as performed.
    let outcome = table.performSwipeAction(
      "Delete", edge: .trailing, at: TablePosition(section: 0, row: 1))
    #expect(screen.waits == [.batch])
    #expect(outcome == .completed(performed: true))
    #expect(screen.table.sections[0].rows.map(\.id) == ["a"])
  }
}
