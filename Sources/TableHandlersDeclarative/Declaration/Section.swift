import TableHandlersCore

/// One section of a declared table: a stable identifier, header and footer titles, its rows
/// and its section handlers.
///
/// ```swift
/// Section(DetailSection.info, header: "Details") {
///   if let price = item.price { Row(DetailRow.price, text: "Price", secondaryText: price) }
///   for comment in item.comments { Row(DetailRow.comment(comment.id), text: comment.body) }
/// }
/// .omittedWhenEmpty()
/// ```
///
/// Section identifiers must be unique in the table; a duplicate is rejected with
/// ``DeclarationError/duplicateSectionID(_:)``, or dropped with its rows under
/// ``DuplicateIdentifierPolicy/keepFirst``. A section left out while it is empty
/// (``omittedWhenEmpty(_:)``) is not in the table, so its identifier is checked only while it
/// has rows. A changed header or footer, title or view,
/// between two declarations is reported in ``DeclarationDiff/reconfiguredSections``.
public struct Section<ID: Hashable, RowID: Hashable> {
  /// The section's identifier, unique in the table.
  public var id: ID

  /// The header title (`tableView(_:titleForHeaderInSection:)`).
  public var header: String?

  /// The footer title (`tableView(_:titleForFooterInSection:)`).
  public var footer: String?

  /// The header view of the app's own, if any, set by ``headerView(_:)``: a text rendering
  /// shows its description in place of ``header``.
  public internal(set) var headerView: CustomViewDescription?

  /// The footer view of the app's own, if any, set by ``footerView(_:)``.
  public internal(set) var footerView: CustomViewDescription?

  /// The section's rows, in order.
  public var rows: [Row<RowID>]

  /// Whether the section is left out of the table while it has no rows.
  public var isOmittedWhenEmpty = false

  /// The declared section handlers, one per event, in declaration order.
  var handlers: [any DeclaredSectionHandler] = []

  /// The events of ``handlers``.
  var events = EventSet()

  // Reaching the end: see `EmptyState.swift`.
  /// What runs when a row near the section's end is about to show.
  var reachEnd: ReachEndDeclaration?
  // Section index.
  /// The section's title in the table's section index, set by ``indexTitle(_:)``; `nil` for
  /// none.
  public internal(set) var indexTitle: String?
  // Drag and drop.
  /// The drops the section accepts, set by ``acceptsDrops(of:operation:at:perform:)``.
  var dropAcceptance: DropAcceptance<ID, RowID>?
  // Observed sections: see `Section+Observed.swift`.
  /// The closure that declares the rows, while an observing table has yet to run it.
  ///
  /// Set when the section was made by ``observed(_:header:footer:rows:)`` while that table's
  /// closure ran; `nil` once the rows are declared. It returns `nil` once an owner it was given
  /// is gone.
  var deferredRows: (@MainActor () -> [Row<RowID>]?)?

  /// Creates a section whose rows a ``RowBuilder`` declares.
  ///
  /// - Parameters:
  ///   - id: The section's identifier, unique in the table.
  ///   - header: The header title.
  ///   - footer: The footer title.
  ///   - rows: Declares the rows, with `if`, `if let`, `switch` and `for` as needed.
  public init(
    _ id: ID, header: String? = nil, footer: String? = nil,
    @RowBuilder<RowID> rows: () -> [Row<RowID>]
  ) {
    self.init(id, header: header, footer: footer, rows: rows())
  }

  /// Creates a section from an array of rows.
  ///
  /// - Parameters:
  ///   - id: The section's identifier, unique in the table.
  ///   - header: The header title.
  ///   - footer: The footer title.
  ///   - rows: The rows.
  public init(_ id: ID, header: String? = nil, footer: String? = nil, rows: [Row<RowID>]) {
    self.id = id
    self.header = header
    self.footer = footer
    self.rows = rows
  }

  /// Handles any section event, core or adapter-defined, at this section.
  ///
  /// ```swift
  /// Section(DetailSection.image) { ... }.on(.heightForHeader) { _ in 0.01 }
  /// ```
  ///
  /// `numberOfRows` is the declaration's own answer; declaring it is rejected with
  /// ``DeclarationError/reservedEvent(_:inSection:)``.
  ///
  /// - Parameters:
  ///   - event: The event, such as `.heightForHeader`.
  ///   - handler: The closure; it receives the section's current index, the table and the
  ///     event's arguments.
  /// - Returns: The section with the handler; it replaces an earlier one for the same event.
  /// - Complexity: O(1), or O(*k*) in the section's *k* handlers when it replaces one.
  public func on<Arguments, Output>(
    _ event: SectionEvent<Arguments, Output>,
    perform handler: @escaping @MainActor (SectionCall<Arguments>) -> Output
  ) -> Section {
    var section = self
    if section.events.contains(event.id) {
      section.handlers.removeAll { $0.eventID == event.id }
    }
    section.events.insert(event.id)
    section.handlers.append(SectionHandler(event: event, handler: handler))
    return section
  }

  /// Sets the header's height (`tableView(_:heightForHeaderInSection:)`).
  ///
  /// - Parameter height: The height in points, or `TableDimension.automatic`.
  /// - Returns: The section with the handler.
  public func headerHeight(_ height: Double) -> Section {
    on(.heightForHeader) { _ in height }
  }

  /// Sets the footer's height (`tableView(_:heightForFooterInSection:)`).
  ///
  /// - Parameter height: The height in points, or `TableDimension.automatic`.
  /// - Returns: The section with the handler.
  public func footerHeight(_ height: Double) -> Section {
    on(.heightForFooter) { _ in height }
  }

  /// Leaves the section out of the table while it has no rows, as an item detail screen does
  /// with every section that the item has no data for.
  ///
  /// - Parameter omitted: Whether an empty section is left out.
  /// - Returns: The section with the setting.
  public func omittedWhenEmpty(_ omitted: Bool = true) -> Section {
    var section = self
    section.isOmittedWhenEmpty = omitted
    return section
  }
}
