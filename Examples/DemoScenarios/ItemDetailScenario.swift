import TableHandlersCore
import TableHandlersDeclarative
import TableHandlersTesting

/// The item of the detail screen: most fields may be missing.
struct Item {
  var name: String?
  var photoURL: String?
  var country: String?
  var tags: [String] = []
  var memo: String?
  var user: String?
  var boughtAt: String?
  var price: String?
  var location: String?
  var comments: [String] = []

  static let full = Item(
    name: "Matcha KitKat", photoURL: "kitkat.jpg", country: "Japan", tags: ["sweets", "gift"],
    memo: "Bought two boxes", user: "hmori", boughtAt: "2013-04-01", price: "¥500",
    location: "Narita airport", comments: ["Looks good!", "Where?"])

  static let sparse = Item(name: "Pelmeni")
}

/// The item detail screen with hand-registered handlers, written the way a hand-written view
/// controller does it: name every section and row, rebuild the visible arrays on every refresh,
/// and answer each callback through them.
@MainActor
final class ItemDetailByHand {
  enum SectionKind: String {
    case image = "Item"
    case like = "Like"
    case memo = "Memo"
    case info = "Info"
    case comment = "Comments"
    case addComment = "Your comment"
  }

  enum RowKind {
    case name, image, country, like, tags, memo, user, boughtAt, price, location, comments
    case addComment
  }

  let handlers = TableHandlers()
  let log: DemoLog
  var item: Item
  var layout: [(section: SectionKind, rows: [RowKind])] = []

  init(item: Item, log: DemoLog) {
    self.item = item
    self.log = log
    calculateLayout()
    handlers.on(.numberOfSections) { [unowned self] _ in layout.count }
    handlers.on(.numberOfRows, at: .allSections) { [unowned self] call in
      layout[call.section].rows.count
    }
    handlers.on(.titleForHeader, at: .allSections) { [unowned self] call in
      layout[call.section].section.rawValue
    }
    handlers.on(.rowContent, at: .table) { [unowned self] call in
      content(layout[call.section].rows[call.row])
    }
    handlers.on(.didSelectRow, at: .table) { [unowned self] call in
      log.fired("didSelectRow \(call.position): \(layout[call.section].rows[call.row])")
      call.table.deselectRow(at: call.position, animated: true)
    }
  }

  /// A hand-written controller's `calcSection`: which sections and rows the item has data for.
  func calculateLayout() {
    layout = []
    var rows: [RowKind] = []
    if item.name != nil { rows.append(.name) }
    if item.photoURL != nil { rows.append(.image) }
    if item.country != nil { rows.append(.country) }
    if !rows.isEmpty { layout.append((.image, rows)) }
    layout.append((.like, [.like]))
    rows = []
    if !item.tags.isEmpty { rows.append(.tags) }
    if item.memo != nil { rows.append(.memo) }
    if item.user != nil { rows.append(.user) }
    if !rows.isEmpty { layout.append((.memo, rows)) }
    rows = []
    if item.boughtAt != nil { rows.append(.boughtAt) }
    if item.price != nil { rows.append(.price) }
    if item.location != nil { rows.append(.location) }
    if !rows.isEmpty { layout.append((.info, rows)) }
    if !item.comments.isEmpty { layout.append((.comment, [.comments])) }
    layout.append((.addComment, [.addComment]))
  }

  func content(_ row: RowKind) -> RowContent {
    switch row {
    case .name: return RowContent(text: "Name", secondaryText: item.name)
    case .image: return RowContent(text: "Photo", secondaryText: item.photoURL)
    case .country: return RowContent(text: "Country", secondaryText: item.country)
    case .like: return RowContent(text: "Like", accessory: .disclosureIndicator)
    case .tags: return RowContent(text: "Tags", secondaryText: item.tags.joined(separator: ", "))
    case .memo: return RowContent(text: "Memo", secondaryText: item.memo)
    case .user: return RowContent(text: "User", secondaryText: item.user)
    case .boughtAt: return RowContent(text: "Bought", secondaryText: item.boughtAt)
    case .price: return RowContent(text: "Price", secondaryText: item.price)
    case .location: return RowContent(text: "Where", secondaryText: item.location)
    case .comments:
      return RowContent(
        text: "Comments", secondaryText: "\(item.comments.count)", accessory: .disclosureIndicator)
    case .addComment: return RowContent(text: "Add a comment…", accessory: .disclosureIndicator)
    }
  }

  /// A hand-written controller's `refresh`: new data, a new layout, a full reload.
  func refresh(_ newItem: Item, on table: HeadlessTable) {
    item = newItem
    calculateLayout()
    table.reloadData()
  }
}

/// The item detail walk.
@MainActor
struct ItemDetailScenario {
  let log: DemoLog

  /// The hand-registered screen for a full item on a loaded table, before any step: where
  /// `run()` starts.
  ///
  /// - Returns: The screen, which its handlers do not keep alive, and the table.
  func makeTable() -> (screen: ItemDetailByHand, table: HeadlessTable) {
    let screen = ItemDetailByHand(item: .full, log: log)
    let table = HeadlessTable(handlers: screen.handlers)
    table.reloadData()
    return (screen, table)
  }

  /// The declared screen for a full item, its table loaded: where the interactive mode starts,
  /// so that it can change the item.
  ///
  /// - Returns: The screen, which holds its declared table and its headless table.
  func makeDeclaredScreen() -> ItemDetailScreen {
    // The item detail declaration has no duplicate identifier, no stray row and no reserved event,
    // the only things `DeclaredTable` rejects: this cannot throw.
    try! ItemDetailScreen(item: .full, log: log)
  }

  /// The walk that `table-demo item-detail` prints.
  func run() {
    log.title("Item detail: a screen with conditional sections and rows")
    log.step("A full item: every section has data")
    let (screen, table) = makeTable()
    log.show(table)

    log.step("Tap the Country row: the table-wide handler finds out which row it is")
    table.tap(TablePosition(section: 0, row: 2))

    log.step("A sparse item: only the sections it has data for")
    screen.refresh(.sparse, on: table)
    log.show(table)

    log.step("A refresh fills the memo and the price: two sections appear")
    var refreshed = Item.sparse
    refreshed.memo = "Frozen, from the market"
    refreshed.price = "300 ₽"
    screen.refresh(refreshed, on: table)
    log.show(table)
    table.tap(TablePosition(section: 2, row: 0))
    let byHand = table.render()

    log.step("The same screen as one declaration (see ItemDetailDeclared.swift)")
    do {
      let declared = try ItemDetailScreen(item: .full, log: log)
      log.show(declared.table)
      declared.table.tap(TablePosition(section: 0, row: 2))

      log.step("Declared: the sparse item; only the difference is applied")
      declared.show(.sparse)
      log.show(declared.table)

      log.step("Declared: the refresh that fills the memo and the price")
      declared.show(refreshed)
      log.show(declared.table)
      declared.table.tap(TablePosition(section: 2, row: 0))
      let same = declared.table.render() == byHand
      log.note("same table as the hand-registered one: \(same ? "yes" : "no")")

      log.step("Declared: the same item again changes nothing")
      if declared.show(refreshed).isEmpty { log.note("(no update was applied)") }

      log.step("Declared: + adds a comment, p clears the price, as in table-demo -i item-detail")
      declared.change(.addComment)
      declared.change(.price)
      log.show(declared.table)
    } catch {
      log.note("error: \(error)")
    }
  }
}
