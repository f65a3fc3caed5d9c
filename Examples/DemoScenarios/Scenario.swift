import TableHandlersDeclarative
import TableHandlersTesting

/// One of the demo's walks through a table, named on the command line by what it shows.
public enum Scenario: String, CaseIterable, Sendable {
  /// An item detail screen whose sections and rows depend on the item's data.
  case itemDetail = "item-detail"
  /// Three sections of three rows, an array of arrays; a whole section moves with its handlers.
  case movingSections = "moving-sections"
  /// The sample screen of the BlocksKit category: titles, selection, accessory, delete, move,
  /// menu.
  case blocksKitSample = "blockskit-sample"
  /// A settings screen: switches, values, a single choice, a disabled row, a button row.
  case settings
  /// A contacts screen: the alphabet as a declared section index, an empty state.
  case contacts
  /// A feed loaded a page at a time, the selection kept by identifier.
  case feed
  /// A file browser: folders are outline rows, expanded and collapsed by identifier.
  case files
  /// A reminders screen declared from an `@Observable` model: the table follows the model,
  /// with no update call, one update a turn.
  case reminders

  /// The scenario named `name` on the command line: its name, or the number it had before it
  /// was named (``alias``).
  ///
  /// - Parameter name: A scenario's name or alias.
  public init?(named name: String) {
    guard let scenario = Self(rawValue: name) ?? Self.allCases.first(where: { $0.alias == name })
    else { return nil }
    self = scenario
  }

  /// The number the scenario was first run by (`table-demo 003`), still accepted everywhere a
  /// scenario is named; `nil` for the scenarios that never had one.
  public var alias: String? {
    switch self {
    case .itemDetail: return "000"
    case .movingSections: return "001"
    case .blocksKitSample: return "003"
    case .settings, .contacts, .feed, .files, .reminders: return nil
    }
  }

  /// A one-line description for `--help`.
  public var summary: String {
    switch self {
    case .itemDetail: return "an item detail screen with conditional sections and rows"
    case .movingSections: return "three sections of three rows; move a section"
    case .blocksKitSample: return "the BlocksKit category's sample screen"
    case .settings: return "a settings screen: switches, values, a single choice, a button row"
    case .contacts: return "contacts: the alphabet as the section index, an empty state"
    case .feed: return "a feed: the next page near the end, the selection kept by identifier"
    case .files: return "a file browser: folders are outline rows that expand and collapse"
    case .reminders: return "reminders: the table follows an @Observable model, no update call"
    }
  }

  /// Runs the scenario, writing to `log`.
  ///
  /// Asynchronous for the scenarios whose table follows an observable model: between their
  /// steps the main actor runs the table's re-declaration; the others never suspend.
  ///
  /// - Parameter log: Where the output goes.
  @MainActor
  public func run(into log: DemoLog) async {
    switch self {
    case .itemDetail: ItemDetailScenario(log: log).run()
    case .movingSections: MovingSectionsScenario(log: log).run()
    case .blocksKitSample: BlocksKitScenario(log: log).run()
    case .settings: SettingsScenario(log: log).run()
    case .contacts: ContactsScenario(log: log).run()
    case .feed: FeedScenario(log: log).run()
    case .files: FilesScenario(log: log).run()
    case .reminders:
      if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
        await RemindersScenario(log: log).run()
      } else {
        log.title("Reminders: the table follows an @Observable model, with no update call")
        log.note(Self.observationUnavailable)
      }
    }
  }

  /// The scenario's table, set up and loaded, without the walk: what the interactive mode drives.
  ///
  /// - Parameter log: Where the handlers write.
  /// - Returns: The table, and the scenario's screen object, if it has one: keep it as long as
  ///   the table (the item detail and the settings' declared screens hold their declared
  ///   tables).
  @MainActor
  func makeTable(into log: DemoLog) -> (table: HeadlessTable, screen: AnyObject?) {
    switch self {
    case .itemDetail:
      let screen = ItemDetailScenario(log: log).makeDeclaredScreen()
      return (screen.table, screen)
    case .movingSections: return (MovingSectionsScenario(log: log).makeTable(), nil)
    case .blocksKitSample: return (BlocksKitScenario(log: log).makeTable(), nil)
    case .settings:
      let screen = SettingsScenario(log: log).makeScreen()
      return (screen.table, screen)
    case .contacts:
      let screen = ContactsScenario(log: log).makeScreen()
      return (screen.table, screen)
    case .feed:
      let screen = FeedScenario(log: log).makeScreen()
      return (screen.table, screen)
    case .files:
      let screen = FilesScenario(log: log).makeScreen()
      return (screen.table, screen)
    case .reminders:
      if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
        let screen = RemindersScenario(log: log).makeScreen()
        return (screen.table, screen)
      }
      // No rows, and an empty state that says why: nothing to reject.
      let declared = try! DeclaredTable(
        declaration: TableDeclaration<String, String> { Section("reminders") {} }
          .emptyState(title: "No Reminders", message: Self.observationUnavailable))
      return (HeadlessTable(declared: declared), declared)
    }
  }

  /// Why the reminders screen shows nothing on an older system.
  static let observationUnavailable =
    "Observation needs iOS 17 or macOS 14: this system has no reminders screen"

}
