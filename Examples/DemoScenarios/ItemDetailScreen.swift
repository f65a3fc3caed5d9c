import TableHandlersCore
import TableHandlersDeclarative
import TableHandlersTesting

/// The item detail screen declared: the item, its declared table, and a headless table that shows
/// every update the declared table applies, with no glue.
///
/// Showing another item, or changing this one (what `p`, `w`, `+` and `-` do in
/// `table-demo -i item-detail`), declares the table again with `update(to:)`; the declared table's
/// `didApplyUpdate` prints the batch it applied as a `→ update:` line.
@MainActor
final class ItemDetailScreen {
  /// The item shown.
  private(set) var item: Item

  /// The table declared from ``item``.
  let declared: DeclaredTable<DetailSection, DetailRow>

  /// The headless table showing ``declared``.
  let table: HeadlessTable

  private let log: DemoLog

  /// Declares the screen for an item and loads its headless table.
  ///
  /// - Parameters:
  ///   - item: The item to show.
  ///   - log: Where the handlers and the updates write.
  /// - Throws: `DeclarationError`, which the item detail declaration never raises.
  init(item: Item, log: DemoLog) throws {
    self.item = item
    self.log = log
    declared = try DeclaredTable(declaration: itemDetail(item, log: log))
    table = HeadlessTable(declared: declared)
    declared.didApplyUpdate = { [log] diff in log.fired("update: \(diff)") }
    declared.rejectedUpdateHandler = { [log] error in log.note("error: \(error)") }
  }

  /// Shows another item: declares the table again; only the difference is applied, and printed.
  ///
  /// - Parameter newItem: The item to show.
  /// - Returns: The difference applied; empty if the screen did not change.
  @discardableResult
  func show(_ newItem: Item) -> DeclarationDiff {
    item = newItem
    return declared.update(to: itemDetail(newItem, log: log))
  }

  /// Changes the item and shows it: a note says what changed, and a `→ update:` line follows
  /// with the batch applied, unless nothing changed.
  ///
  /// - Parameter change: The change.
  func change(_ change: ItemChange) {
    var changed = item
    log.note(change.apply(to: &changed))
    show(changed)
  }
}
