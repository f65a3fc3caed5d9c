import TableHandlersTesting

/// One of the demo's walks through a table: a seed document's, or a settings screen's.
public enum Scenario: String, CaseIterable, Sendable {
  /// Seed 000: an item detail screen whose sections and rows depend on the item's data.
  case itemDetail = "000"
  /// Seed 001: an array of arrays; a whole section moves with its handlers.
  case arrayOfArrays = "001"
  /// Seed 003: the BlocksKit category's sample: titles, selection, accessory, delete, move, menu.
  case blocksKitSample = "003"
  /// A settings screen: switches, values, a single choice, a disabled row, a button row.
  case settings

  /// A one-line description for `--help`.
  public var summary: String {
    switch self {
    case .itemDetail: return "item detail screen with conditional sections and rows (seed 000)"
    case .arrayOfArrays: return "three sections of three rows; move a section (seed 001)"
    case .blocksKitSample: return "the BlocksKit category's sample screen (seed 003)"
    case .settings: return "a settings screen: switches, values, a single choice, a button row"
    }
  }

  /// Runs the scenario, writing to `log`.
  ///
  /// - Parameter log: Where the output goes.
  @MainActor
  public func run(into log: DemoLog) {
    switch self {
    case .itemDetail: ItemDetailScenario(log: log).run()
    case .arrayOfArrays: ArrayOfArraysScenario(log: log).run()
    case .blocksKitSample: BlocksKitScenario(log: log).run()
    case .settings: SettingsScenario(log: log).run()
    }
  }

  /// The scenario's table, set up and loaded, without the walk: what the interactive mode drives.
  ///
  /// - Parameter log: Where the handlers write.
  /// - Returns: The table, and the scenario's screen object, if it has one: keep it as long as
  ///   the table (seed 000's and the settings' declared screens hold their declared tables).
  @MainActor
  func makeTable(into log: DemoLog) -> (table: HeadlessTable, screen: AnyObject?) {
    switch self {
    case .itemDetail:
      let screen = ItemDetailScenario(log: log).makeDeclaredScreen()
      return (screen.table, screen)
    case .arrayOfArrays: return (ArrayOfArraysScenario(log: log).makeTable(), nil)
    case .blocksKitSample: return (BlocksKitScenario(log: log).makeTable(), nil)
    case .settings:
      let screen = SettingsScenario(log: log).makeScreen()
      return (screen.table, screen)
    }
  }
}
