import TableHandlersCore
import TableHandlersDeclarative

/// A table with no screen that drives a `TableHandlers` registry exactly as `UITableView`
/// drives its data source and delegate, and renders itself as text.
///
/// Use it to test table logic without a simulator:
///
/// ```swift
/// let table = HeadlessTable(handlers: controller.handlers)
/// table.reloadData()
/// table.tap(TablePosition(section: 0, row: 1))
/// #expect(table.render() == """
///   Fruit
///     Apple
///   ▶ Pear
///   """)
/// ```
///
/// It follows UIKit's call orders as observed on devices (reload, touch selection, accessory
/// taps, edit mode, swipe-to-delete, interactive moves, the legacy edit menu, multiple
/// selection) and its "implemented or not" rules: an event that neither a handler nor the
/// registry's delegate answers is never asked, and the behaviour it would switch on (the
/// delete button, the reorder control, the menu) stays off. Every question it asks is appended
/// to ``callLog``.
@MainActor
public final class HeadlessTable: TableHost {
  /// The table's visual style.
  public enum Style: Sendable {
    /// Rows run on without gaps between sections.
    case plain
    /// Sections are separated; rows indent while editing.
    case grouped
  }

  /// The registry this table asks.
  ///
  /// Held strongly: in a test the table is what keeps it alive.
  public let handlers: TableHandlers

  /// The table's style.
  public let style: Style

  /// How many rows, from the top, count as on screen: content is asked only for these.
  public var visibleRowLimit: Int

  /// Whether the table is in editing mode; change it with ``setEditing(_:)``.
  public internal(set) var isEditing = false

  /// Whether a tap can select a row.
  public var allowsSelection = true

  /// Whether more than one row can be selected.
  public var allowsMultipleSelection = false

  /// Whether a tap can select a row in editing mode.
  public var allowsSelectionDuringEditing = false

  /// Whether several rows can be selected in editing mode, which the multi-select pan needs.
  public var allowsMultipleSelectionDuringEditing = false

  /// Whether more than one row can be selected now: ``allowsMultipleSelectionDuringEditing``
  /// while editing, ``allowsMultipleSelection`` otherwise, as on a table view.
  var allowsMultipleSelectionNow: Bool {
    isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
  }

  /// The selected rows, in ascending order.
  public internal(set) var selectedRows: [TablePosition] = []

  /// Every question the table asked, in order, as `event section.row` lines.
  public private(set) var callLog: [String] = []

  /// Called with each line as it is added to ``callLog``.
  public var onCall: ((String) -> Void)?

  /// The row showing its delete button after ``swipe(_:)``, if any.
  public internal(set) var swipedRow: TablePosition?

  /// The row whose swipe action is running, until the action calls its completion; `nil` once
  /// the row has left the table.
  var actionRow: TablePosition?

  /// Whether a swipe action is running, waiting for its completion.
  var isActionRunning = false

  /// The swipe actions shown beside a row, after ``revealSwipeActions(_:at:)`` or while one of
  /// them runs.
  var revealedActions: RevealedActions?

  /// The context menu open on a row, with its deferred elements' deliveries, until an item is
  /// chosen or ``dismissMenu()`` closes it.
  var openMenu: OpenMenu?

  var loaded = Snapshot()

  /// The sections scrolled to by ``jump(toIndexTitle:)`` and ``jump(toIndexTitleAt:)``, in
  /// order.
  public internal(set) var sectionIndexJumps: [Int] = []

  /// While ``drag(_:over:)`` has the registry move a row: what to run once it has, which
  /// applies an update asked for meanwhile (a do-nothing closure until one is).
  var afterDrop: (@MainActor () -> Void)?

  /// How many gestures, and callbacks of one, are running (``duringGesture(_:)``).
  var callbackDepth = 0

  /// How many handlers run as a batch (``asBatch(_:)``).
  var batchDepth = 0

  /// The declared update that waits for the running gesture to return.
  var afterGesture: (@MainActor () -> Void)?

  /// While ``drag(_:over:)`` has the registry move a row: the updates asked for through the
  /// table meanwhile, applied once the row has moved (`HeadlessTable+Interaction.swift`).
  var updatesAfterMove: UpdatesAfterMove?

  // Drag and drop: see `HeadlessTable+DragAndDrop.swift`.
  /// The placeholders drops show while their items load, in the order they were inserted.
  var dropPlaceholders: [HeadlessDropPlaceholder] = []

  // Empty state and reaching the end: see `HeadlessTable+EmptyStateAndPaging.swift`.
  /// The empty state a declared table's host shows.
  var shownEmptyState: EmptyState?

  /// The index, counted over every section's rows, of the first row on screen; change it with
  /// ``scroll(toShow:)``.
  public internal(set) var firstVisibleRow = 0

  /// The rows on screen, as last loaded: a row not among them when the table loads is about
  /// to show.
  var visibleRows: Set<TablePosition> = []

  /// How many times the table loaded, to notice a load inside a report.
  var loadGeneration = 0

  /// Creates a headless table serving `handlers`.
  ///
  /// - Parameters:
  ///   - handlers: The registry to drive.
  ///   - style: The table style; `.grouped` by default.
  ///   - visibleRowLimit: How many rows count as visible.
  public init(handlers: TableHandlers, style: Style = .grouped, visibleRowLimit: Int = 50) {
    self.handlers = handlers
    self.style = style
    self.visibleRowLimit = visibleRowLimit
  }

  /// Creates a headless table showing a declared table, which shows every update the declared
  /// table applies, with no glue.
  ///
  /// ```swift
  /// let declared = try DeclaredTable(declaration: screen(model))
  /// let table = HeadlessTable(declared: declared)
  /// table.swipeToDelete(TablePosition(section: 0, row: 1))  // onDelete re-declares the model
  /// ```
  ///
  /// The table loads at once. Each diff the declared table applies, from `DeclaredTable`'s
  /// `update(to:)` or from inside a handler the table calls, is shown as the table view shows a
  /// batch: per-row state (selection, a swiped row) follows its rows and the counts are asked
  /// again. The declared table's own `didApplyUpdate` stays free for the app, and is called
  /// after the table has shown the diff.
  ///
  /// - Precondition: Each diff fits the rows the table shows; it does, unless the registry's
  ///   structure was edited around the declared table.
  /// - Parameters:
  ///   - declared: The declared table to show; the headless table serves its registry.
  ///   - style: The table style; `.grouped` by default.
  ///   - visibleRowLimit: How many rows count as visible.
  public convenience init<SectionID, RowID>(
    declared: DeclaredTable<SectionID, RowID>, style: Style = .grouped, visibleRowLimit: Int = 50
  ) {
    self.init(handlers: declared.handlers, style: style, visibleRowLimit: visibleRowLimit)
    reloadData()
    // Loaded first: an update that waited for the declared table's previous host is shown
    // here as soon as the host is set.
    declared.host = DeclaredHost(table: self)
  }

  /// Shows a declared table's diffs on a headless table, held weakly (the declared table keeps
  /// its host).
  private final class DeclaredHost: DeclaredTableHost {
    weak var table: HeadlessTable?

    init(table: HeadlessTable) { self.table = table }

    /// While ``HeadlessTable/drag(_:over:)`` has the registry move a row, an update waits for
    /// the row to have moved.
    var updateWait: DeclaredUpdateWait? {
      guard let table else { return nil }
      if table.afterDrop != nil { return .interactiveMove }
      if table.callbackDepth > 0 { return .callback }
      return table.batchDepth > 0 ? .batch : nil
    }

    func settleWhenReady(_ settle: @escaping @MainActor () -> Void) {
      guard let table else { return settle() }
      if table.afterDrop != nil {
        // The drag runs it once the registry's `userMovedRow` has returned.
        table.afterDrop = settle
      } else if table.callbackDepth + table.batchDepth > 0 {
        table.afterGesture = settle
      } else {
        settle()
      }
    }

    var selectedRows: [TablePosition]? { table?.selectedRows }

    var allowsMultipleSelection: Bool { table?.allowsMultipleSelectionNow ?? false }

    func setSelected(_ selected: Bool, rows: [TablePosition]) {
      guard let table else { return }
      for row in rows {
        if selected {
          table.selectRow(at: row)
        } else {
          table.deselectRow(at: row, animated: false)
        }
      }
    }

    /// Shows the row as ``HeadlessTable/scroll(toShow:)`` does, whatever the position: the
    /// headless table's screen is a run of rows, not a content offset.
    func scroll(to row: TablePosition, position: RowScrollPosition, animated: Bool) {
      table?.scroll(toShow: row)
    }

    func showEmptyState(_ state: EmptyState?) {
      table?.shownEmptyState = state
    }

    /// Runs the update's steps, each of which a table view would take as one batch, and checks
    /// each against the rules devices keep for a batch (`ViewBatchBreak`), as a table view
    /// would be told it.
    func performUpdate(
      _ diff: DeclarationDiff, animated: Bool, in steps: [DeclaredUpdateStep]
    ) throws {
      for step in steps {
        let batch = try step()
        if let broken = batch.firstViewBatchBreak {
          preconditionFailure(
            "HeadlessTable(declared:): the declared table's update \(diff) gave a batch that"
              + " \(broken), which a device does not survive")
        }
      }
    }

    func didApplyUpdate(_ diff: DeclarationDiff) {
      guard let table else { return }
      do {
        try table.showUpdate(diff.update)
        // A reloaded row gets a new cell, and loses its selection, as on a table view.
        if !diff.reloadedRows.isEmpty {
          table.selectedRows.removeAll { diff.reloadedRows.contains($0) }
        }
        if diff.sectionIndexChanged { table.reloadSectionIndexTitles() }
      } catch {
        preconditionFailure(
          "HeadlessTable(declared:): the declared table's update \(diff) does not fit the rows shown: \(error)"
        )
      }
    }
  }

  /// Forgets ``callLog``.
  public func clearCallLog() { callLog = [] }

  /// Selects nothing, without asking any handler, as `UITableView.deselectRow(at:animated:)`.
  ///
  /// - Parameters:
  ///   - position: The row to deselect.
  ///   - animated: Ignored.
  public func deselectRow(at position: TablePosition, animated: Bool) {
    selectedRows.removeAll { $0 == position }
  }

  /// Selects a row without asking any handler, as `UITableView.selectRow(at:animated:)`.
  ///
  /// - Parameter position: The row to select.
  public func selectRow(at position: TablePosition) {
    if !allowsMultipleSelectionNow { selectedRows = [] }
    if !selectedRows.contains(position) {
      selectedRows.append(position)
      selectedRows.sort()
    }
  }

  /// Applies edits to the registry (moving handlers with their rows), then updates the table as
  /// `performBatchUpdates` does: selection follows the rows and the counts are asked again.
  ///
  /// Asked for from a `moveRow` handler while ``drag(_:over:)`` or ``dragToReorder(_:over:)``
  /// drops a row, the edits are checked now and applied once the row has moved, before the drag
  /// returns, as a table view applies them on the next turn of the run loop; a deletion so held
  /// back is reported to the registry's `misuseHandler`
  /// (`TableMisuse.deletionAfterReorderDeferred`), as on a table view.
  ///
  /// - Parameters:
  ///   - update: The edits.
  ///   - animated: Ignored.
  /// - Throws: `TableUpdateError`; nothing changes then.
  public func performUpdates(_ update: TableUpdate, animated: Bool) throws {
    if updatesAfterMove != nil {
      return try waitForMove(update)
    }
    let mapping = try handlers.apply(update)
    show(mapping, of: update)
  }

  /// Shows edits that the registry has already applied, as the declarative layer applies its
  /// own: selection follows its rows and the counts are asked again.
  ///
  /// - Parameter update: The edits, with `performBatchUpdates` index semantics.
  /// - Throws: `TableUpdateError` if the edits do not fit the table as last loaded.
  public func showUpdate(_ update: TableUpdate) throws {
    let shape = TableShape(rowCounts: loaded.sections.map(\.rowCount))
    let mapping = try update.mapping(from: shape)
    show(mapping, of: update)
  }

  /// Carries the table's per-row state (selection, the swiped row) to where the rows went,
  /// then asks the counts again, as the table does after an update.
  ///
  /// - Parameters:
  ///   - mapping: Where the rows went.
  ///   - update: The batch, whose reloaded rows lose their selection
  ///     (`TableUpdate.dropsSelection(of:)`); `nil` for edits already shown.
  func show(_ mapping: TableUpdateMapping, of update: TableUpdate? = nil) {
    if let update, !selectedRows.isEmpty {
      selectedRows.removeAll { update.dropsSelection(of: $0) }
    }
    carry(through: mapping)
    load()
  }

  /// Carries the table's per-row state (selection, the swiped row) to where the rows went.
  func carry(through mapping: TableUpdateMapping) {
    selectedRows = selectedRows.compactMap { mapping.newPosition(of: $0) }.sorted()
    visibleRows = Set(visibleRows.compactMap { mapping.newPosition(of: $0) })
    swipedRow = swipedRow.flatMap { mapping.newPosition(of: $0) }
    for placeholder in dropPlaceholders { placeholder.follow(mapping) }
    actionRow = actionRow.flatMap { mapping.newPosition(of: $0) }
    revealedActions = revealedActions.flatMap { revealed in
      mapping.newPosition(of: revealed.position).map {
        RevealedActions(position: $0, actions: revealed.actions)
      }
    }
  }

  // MARK: - Asking

  func log(_ line: String) {
    callLog.append(line)
    onCall?(line)
  }

  /// Asks a row event if someone answers it, logging it; returns `nil` when nobody does.
  func ask<Arguments, Output>(
    _ event: RowEvent<Arguments, Output>, _ position: TablePosition, _ arguments: Arguments
  ) -> Output? {
    guard handlers.handles(eventID: event.id) else { return nil }
    log("\(event.id.name) \(position)")
    return asCallback { handlers.answer(event, at: position, arguments, on: self) }
  }

  /// Runs a callback of a gesture.
  ///
  /// A declared update asked for meanwhile waits until the outermost gesture, callback or batch
  /// returns, as a table view applies it on the next turn of the run loop, once UIKit's
  /// callback has returned (`DeclaredUpdateWait.callback`). The public gestures (``tap(_:)``
  /// and the rest) run whole between ``beginGesture()`` and ``endGesture()``, as one turn of
  /// the run loop.
  func duringGesture<Result>(_ body: () throws -> Result) rethrows -> Result {
    beginGesture()
    defer { endGesture() }
    return try body()
  }

  /// Asks a handler as a table view callback: as a callback of the running gesture, or within
  /// the batch that runs (``asBatch(_:)``).
  private func asCallback<Result>(_ body: () -> Result) -> Result {
    batchDepth > 0 ? body() : duringGesture(body)
  }

  /// Runs a handler as a batch, so that an update it asks for waits until it returns
  /// (`DeclaredUpdateWait.batch`), then applies.
  private func asBatch<Result>(_ body: () throws -> Result) rethrows -> Result {
    batchDepth += 1
    defer {
      batchDepth -= 1
      settleIfIdle()
    }
    return try body()
  }

  /// Runs a handler in a run of a kind, with the kind's timing (`HandlerRun.updateTiming`), as
  /// a UIKit host runs it: as a callback of the gesture (``duringGesture(_:)``) or as a batch
  /// (``asBatch(_:)``).
  func running<Result>(_ run: HandlerRun, _ body: () throws -> Result) rethrows -> Result {
    switch run.updateTiming {
    case .afterCallback: return try duringGesture(body)
    case .afterHandler: return try asBatch(body)
    }
  }

  /// Notes that a gesture, or a callback of one, starts (``duringGesture(_:)``).
  func beginGesture() { callbackDepth += 1 }

  /// Notes that a gesture, or a callback of one, ended; the outermost applies the declared
  /// update that waited for it.
  func endGesture() {
    callbackDepth -= 1
    settleIfIdle()
  }

  /// Applies the declared update that waited, once no gesture, callback or batch runs.
  private func settleIfIdle() {
    guard callbackDepth + batchDepth == 0, let settle = afterGesture else { return }
    afterGesture = nil
    settle()
  }

  func ask<Output>(_ event: RowEvent<Void, Output>, _ position: TablePosition) -> Output? {
    ask(event, position, ())
  }

  /// Asks a row event, falling back to UIKit's default when nobody answers.
  func value<Output>(_ event: RowEvent<Void, Output>, _ position: TablePosition) -> Output {
    // Nobody answers: the registry gives the event's default, without a log line.
    ask(event, position) ?? handlers.answer(event, at: position, on: self)
  }

  func ask<Output>(_ event: SectionEvent<Void, Output>, _ section: Int) -> Output? {
    guard handlers.handles(eventID: event.id) else { return nil }
    log("\(event.id.name) \(section)")
    return asCallback { handlers.answer(event, in: section, on: self) }
  }

  func ask<Arguments, Output>(_ event: TableEvent<Arguments, Output>, _ arguments: Arguments)
    -> Output?
  {
    guard handlers.handles(eventID: event.id) else { return nil }
    log("\(event.id.name)")
    return asCallback { handlers.answer(event, arguments, on: self) }
  }
}
