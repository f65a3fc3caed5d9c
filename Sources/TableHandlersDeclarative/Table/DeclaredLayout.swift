import TableHandlersCore

/// A checked declaration with its section map: what a declared table currently shows.
///
/// Rows are found by identifier through the declared table's ``RowIndex``, which gives each
/// row a handle (``rowHandles``) when a layout is matched against the current one.
struct DeclaredLayout<SectionID: Hashable, RowID: Hashable> {
  /// The sections shown, omitted empty ones left out.
  var sections: [Section<SectionID, RowID>] = []

  /// Each section's index, by identifier.
  var sectionIndexes: [SectionID: Int] = [:]

  /// Each section's row identifiers, in order: the diff compares these instead of copying
  /// whole rows.
  var rowIDs: [[RowID]] = []

  /// Each row's declared events, by section then row, as an index into ``eventSets``, so that
  /// an update finds the rows whose events changed without reading rows.
  var rowEvents: [[Int32]] = []

  /// The distinct event sets of the rows.
  var eventSets = EventSetTable()

  /// Each section's declared row handlers that the registry takes in one call
  /// (`registerRowHandlers(_:inSection:)`), with their rows.
  ///
  /// Borrowed from the rows in ``sections``, which keep them alive: valid as long as this
  /// layout, and never to be kept apart from it. Released once registered
  /// (``releaseRowHandlers()``): ``rowHandlers(inSection:)`` gathers them again when needed.
  var rowHandlerEntries: [[(row: Int, handler: BorrowedRowHandler)]] = []

  /// Each section's declared row handlers that are registered one at a time (`moveRow`), with
  /// their rows.
  var singleRowHandlers: [[(row: Int, handler: DeclaredRowHandler)]] = []

  /// Each row's handle in the declared table's ``RowIndex``, by section then row; set by
  /// ``RowIndex/match(_:against:sections:)``.
  var rowHandles: [[Int32]] = []

  // Empty state and reaching the end.
  /// What the table shows while it has no row.
  var emptyState: EmptyState?
  /// What runs when a row near the table's end is about to show.
  var reachEnd: ReachEndDeclaration?
  /// The section index the table shows, resolved against ``sections``; `nil` when the
  /// declaration has none.
  var sectionIndex: DeclaredSectionIndex?
  // Outline rows.
  /// Whether a row of the declaration declares children: the engine then shows the
  /// declaration flattened (`DeclarationEngine+Outline.swift`).
  var declaresChildren = false
  // Drag and drop.
  /// The drops the table accepts in sections without their own acceptance.
  var dropAcceptance: DropAcceptance<SectionID, RowID>?
  /// Whether the table or a section accepts drops.
  var acceptsDrops = false
  /// Whether rows that can move are reordered by dragging them.
  var reordersByDrag = false

  /// An empty table.
  init() {}

  // swift-format-ignore: ValidateDocumentationComments
  /// Indexes a declaration's sections and checks everything but row identifiers, which
  /// ``RowIndex/match(_:against:sections:)`` checks while it matches rows.
  ///
  /// - Throws: ``DeclarationError``, the first culprit in declaration order as
  ///   ``firstError(in:)`` finds it.
  /// - Complexity: O(*s* + *r*) for *s* sections and *r* rows, without hashing rows.
  @MainActor
  init(_ declaration: TableDeclaration<SectionID, RowID>) throws {
    if let stray = declaration.strayRows.first {
      throw DeclarationError.rowOutsideSection(String(describing: stray))
    }
    emptyState = declaration.declaredEmptyState
    dropAcceptance = declaration.dropAcceptance
    acceptsDrops = dropAcceptance != nil
    reordersByDrag = declaration.reordersByDrag
    reachEnd = declaration.declaredReachEnd
    let numberOfRows = SectionEvent.numberOfRows.id
    sections.reserveCapacity(declaration.sections.count)
    sectionIndexes.reserveCapacity(declaration.sections.count)
    rowIDs.reserveCapacity(declaration.sections.count)
    rowEvents.reserveCapacity(declaration.sections.count)
    var indexTitles: [String] = []
    var indexTargets: [Int] = []
    for section in declaration.sections {
      if section.isOmittedWhenEmpty && section.rows.isEmpty { continue }
      if sectionIndexes.updateValue(sections.count, forKey: section.id) != nil
        || section.events.contains(numberOfRows)
      {
        throw Self.knownError(in: declaration.sections)
      }
      if let title = section.indexTitle {
        indexTitles.append(title)
        indexTargets.append(sections.count)
      }
      if section.dropAcceptance != nil { acceptsDrops = true }
      sections.append(section)
      // One pass, read through the buffer so that no whole row is copied.
      section.rows.withUnsafeBufferPointer { rows in
        var events: [Int32] = []
        events.reserveCapacity(rows.count)
        var entries: [(row: Int, handler: BorrowedRowHandler)] = []
        var single: [(row: Int, handler: DeclaredRowHandler)] = []
        rowIDs.append(
          Array(unsafeUninitializedCapacity: rows.count) { ids, count in
            for row in rows.indices {
              ids.initializeElement(at: row, to: rows[row].id)
              if rows[row].outline != nil { declaresChildren = true }
              let handlers = rows[row].storage.handlers
              events.append(
                handlers.isEmpty ? 0 : eventSets.index(of: handlers.events))
              Self.gather(handlers, of: row, into: &entries, &single)
            }
            count = rows.count
          })
        rowEvents.append(events)
        rowHandlerEntries.append(entries)
        singleRowHandlers.append(single)
      }
    }
    if let declared = declaration.sectionIndex {
      sectionIndex = DeclaredSectionIndex(declared, sectionIndexes: sectionIndexes)
    } else if !indexTitles.isEmpty {
      sectionIndex = DeclaredSectionIndex(titles: indexTitles, targets: indexTargets)
    }
  }

  /// The index titles the table shows: none without an index, or without a section.
  var shownIndexTitles: [String]? {
    sections.isEmpty ? nil : sectionIndex?.titles
  }

  /// Sorts a row's handlers into those the registry takes in one call per section and those
  /// registered one at a time.
  @inline(__always)
  private static func gather(
    _ handlers: StoredHandlers, of row: Int,
    into entries: inout [(row: Int, handler: BorrowedRowHandler)],
    _ single: inout [(row: Int, handler: DeclaredRowHandler)]
  ) {
    handlers.forEachHandler { handler in
      switch handler {
      case .boxed(let entry): entries.append((row, BorrowedRowHandler(entry)))
      case .move: single.append((row, handler))
      }
    }
  }

  /// The handlers of a section's rows, as ``rowHandlerEntries`` and ``singleRowHandlers``
  /// keep them.
  static func rowHandlers(of rows: [Row<RowID>]) -> (
    entries: [(row: Int, handler: BorrowedRowHandler)],
    single: [(row: Int, handler: DeclaredRowHandler)]
  ) {
    var entries: [(row: Int, handler: BorrowedRowHandler)] = []
    entries.reserveCapacity(rows.count)
    var single: [(row: Int, handler: DeclaredRowHandler)] = []
    // Read through the buffer so that no whole row is copied.
    rows.withUnsafeBufferPointer { rows in
      for row in rows.indices {
        gather(rows[row].storage.handlers, of: row, into: &entries, &single)
      }
    }
    return (entries, single)
  }

  /// Replaces the rows of one section, as a declaration that changed only them would declare
  /// it: the section's identifiers, events and gathered handlers follow; its handles are left
  /// to ``RowIndex/match(_:against:sections:)``.
  ///
  /// - Returns: `false`, leaving the layout partly changed (to be dropped), when the rows need
  ///   the whole table's update: a row declares children, or the section is left out while
  ///   empty and the rows are none.
  /// - Complexity: O(*r*) in the section's new rows, plus O(*s*) to copy the section arrays.
  mutating func replaceRows(inSection section: Int, with rows: [Row<RowID>]) -> Bool {
    if rows.isEmpty && sections[section].isOmittedWhenEmpty { return false }
    var ids: [RowID] = []
    ids.reserveCapacity(rows.count)
    var events: [Int32] = []
    events.reserveCapacity(rows.count)
    let simple = rows.withUnsafeBufferPointer { rows in
      for row in rows.indices {
        if rows[row].storage.content.outline != nil { return false }
        ids.append(rows[row].id)
        let handlers = rows[row].storage.handlers
        events.append(handlers.isEmpty ? 0 : eventSets.index(of: handlers.events))
      }
      return true
    }
    guard simple else { return false }
    sections[section].rows = rows
    rowIDs[section] = ids
    rowEvents[section] = events
    rowHandles[section] = []
    if !rowHandlerEntries.isEmpty { gatherRowHandlers(inSection: section) }
    return true
  }

  /// Gathers a section's row handlers again into ``rowHandlerEntries`` and
  /// ``singleRowHandlers``, after its rows changed.
  private mutating func gatherRowHandlers(inSection section: Int) {
    (rowHandlerEntries[section], singleRowHandlers[section]) = Self.rowHandlers(
      of: sections[section].rows)
  }

  /// The declared events of the row at a position.
  func events(at position: TablePosition) -> EventSet {
    eventSets[rowEvents[position.section][position.row]]
  }

  /// A section's declared row handlers, as ``rowHandlerEntries`` and ``singleRowHandlers``
  /// keep them until they are released.
  ///
  /// - Complexity: O(1) before ``releaseRowHandlers()``, O(*r*) in the section's rows after.
  func rowHandlers(inSection section: Int) -> (
    entries: [(row: Int, handler: BorrowedRowHandler)],
    single: [(row: Int, handler: DeclaredRowHandler)]
  ) {
    guard rowHandlerEntries.isEmpty else {
      return (rowHandlerEntries[section], singleRowHandlers[section])
    }
    return Self.rowHandlers(of: sections[section].rows)
  }

  /// The sections of this layout that `old` has too, in `old`'s order, each with its rows
  /// here: what a view shows between the two batches of an update that moves a section whose
  /// rows change (the engine's update steps).
  ///
  /// Its rows have no handles yet (``RowIndex/match(_:against:sections:)`` gives them theirs);
  /// everything that is not a section's (the empty state, the section index, drop acceptance)
  /// is this layout's, so that nothing the registry answers for them changes twice.
  ///
  /// - Complexity: O(*s* log *s*) for *s* sections, with one hash per section; rows are not
  ///   copied.
  func keepingSections(inOrderOf old: DeclaredLayout) -> DeclaredLayout {
    var kept: [(old: Int, new: Int)] = []
    for index in sections.indices {
      if let oldIndex = old.sectionIndexes[sections[index].id] { kept.append((oldIndex, index)) }
    }
    kept.sort { $0.old < $1.old }
    var layout = self
    layout.sections = kept.map { sections[$0.new] }
    layout.sectionIndexes = [:]
    layout.sectionIndexes.reserveCapacity(kept.count)
    for (index, section) in layout.sections.enumerated() {
      layout.sectionIndexes[section.id] = index
    }
    layout.rowIDs = kept.map { rowIDs[$0.new] }
    layout.rowEvents = kept.map { rowEvents[$0.new] }
    if !rowHandlerEntries.isEmpty {
      layout.rowHandlerEntries = kept.map { rowHandlerEntries[$0.new] }
      layout.singleRowHandlers = kept.map { singleRowHandlers[$0.new] }
    }
    layout.rowHandles = []
    return layout
  }

  /// Forgets the gathered row handlers once the registry holds them: they cost 24 bytes a row
  /// that the table would otherwise keep for nothing.
  mutating func releaseRowHandlers() {
    rowHandlerEntries = []
    singleRowHandlers = []
  }

  /// The first error of sections that a faster check found bad.
  @MainActor
  static func knownError(in declared: [Section<SectionID, RowID>]) -> DeclarationError {
    guard let error = firstError(in: declared) else {
      preconditionFailure("TableHandlers internal error: a declaration reported bad is valid")
    }
    return error
  }

  /// The first error of a declaration's sections in declaration order: for each section,
  /// a duplicate section identifier, then a reserved event, then its rows' duplicate
  /// identifiers.
  ///
  /// Called when an error is known or likely to exist: it hashes every row.
  ///
  /// - Parameter declared: The sections; omitted empty ones are skipped.
  /// - Returns: The error, or `nil` if there is none.
  @MainActor
  static func firstError(in declared: [Section<SectionID, RowID>]) -> DeclarationError? {
    let numberOfRows = SectionEvent.numberOfRows.id
    var sectionIDs: [SectionID] = []
    var sectionIndexes: [SectionID: Int] = [:]
    var rowSections: [RowID: Int] = [:]
    for section in declared {
      if section.isOmittedWhenEmpty && section.rows.isEmpty { continue }
      let index = sectionIDs.count
      if sectionIndexes.updateValue(index, forKey: section.id) != nil {
        return .duplicateSectionID(String(describing: section.id))
      }
      if section.events.contains(numberOfRows) {
        return .reservedEvent(numberOfRows.name, inSection: String(describing: section.id))
      }
      sectionIDs.append(section.id)
      for row in section.rows {
        if let first = rowSections.updateValue(index, forKey: row.id) {
          return .duplicateRowID(
            String(describing: row.id), inSection: String(describing: section.id),
            alreadyInSection: String(describing: sectionIDs[first]))
        }
      }
    }
    return nil
  }

  /// The row count of each section.
  ///
  /// Counted from ``rowIDs``, which read no section: O(*s*) with nothing copied.
  var shape: TableShape { TableShape(rowCounts: rowIDs.map { $0.count }) }

  /// The declared content of the row at a position, or `nil` outside the table.
  func content(at position: TablePosition) -> RowContent? {
    guard sections.indices.contains(position.section),
      sections[position.section].rows.indices.contains(position.row)
    else { return nil }
    return sections[position.section].rows[position.row].content
  }

  /// The identifier of the row at a position, or `nil` outside the table.
  func rowID(at position: TablePosition) -> RowID? {
    guard rowIDs.indices.contains(position.section),
      rowIDs[position.section].indices.contains(position.row)
    else { return nil }
    return rowIDs[position.section][position.row]
  }

  /// The section at an index, or `nil` outside the table.
  func section(at index: Int) -> Section<SectionID, RowID>? {
    sections.indices.contains(index) ? sections[index] : nil
  }

  /// Moves a row as an interactive move did; the row index then records the new positions
  /// (``RowIndex/reindexRows(of:inSection:from:)``).
  ///
  /// - Complexity: O(*r*) in the rows of the two sections.
  mutating func moveRow(from source: TablePosition, to destination: TablePosition) {
    let row = sections[source.section].rows.remove(at: source.row)
    sections[destination.section].rows.insert(row, at: destination.row)
    rowIDs[destination.section].insert(
      rowIDs[source.section].remove(at: source.row), at: destination.row)
    rowEvents[destination.section].insert(
      rowEvents[source.section].remove(at: source.row), at: destination.row)
    rowHandles[destination.section].insert(
      rowHandles[source.section].remove(at: source.row), at: destination.row)
    guard !rowHandlerEntries.isEmpty else { return }
    for section in Set([source.section, destination.section]) {
      gatherRowHandlers(inSection: section)
    }
  }
}
