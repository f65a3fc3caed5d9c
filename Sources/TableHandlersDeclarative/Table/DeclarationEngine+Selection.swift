import TableHandlersCore

// The selection by identifier. Where the host shows a selection (a table view, a list, the
// headless table), the host's selected rows are the truth: the engine reads them through the
// layout, so a selection made by the user or by the app's own code is always seen. Through an
// update the engine notes the selected identifiers before the batch and selects again, after
// it, the rows that are still declared and that the view no longer shows selected (a reloaded
// row, a reload of the data), and deselects every other row the view shows selected, without
// calling any selection handler. A view that keeps its selected positions through a reload of
// its data (a collection view) may then show selected a position that names another row, or
// none the table still has: deselected too, so that no row comes back selected when rows
// reach that position again. A host without a selection of its own leaves the engine to keep
// it.

extension DeclarationEngine {
  /// The selected rows now, by identifier.
  var selection: Set<RowID> {
    guard let rows = host?.selectedRows else { return keptSelection }
    return identifiers(of: rows)
  }

  private func identifiers(of rows: [TablePosition]) -> Set<RowID> {
    var ids = Set<RowID>(minimumCapacity: rows.count)
    for row in rows {
      if let id = layout.rowID(at: row) { ids.insert(id) }
    }
    return ids
  }

  /// Makes the selection exactly `ids`, leaving out identifiers that are not in the table;
  /// reports the change as `cause`'s, the app's unless said otherwise.
  func setSelection(_ ids: Set<RowID>, cause: SelectionCause = .app) {
    syncSelection(cause: .app)
    let present = ids.filter { position(ofRow: $0) != nil }
    if let host, let shown = host.selectedRows {
      precondition(
        present.count <= 1 || host.allowsMultipleSelection,
        "DeclaredTable.selection: \(present.count) rows set on a table that allows one selected"
          + " row now; allow multiple selection (or multiple selection during editing) first")
      let current = identifiers(of: shown)
      let leaving = current.subtracting(present).compactMap { position(ofRow: $0) }
      let joining = present.subtracting(current).compactMap { position(ofRow: $0) }.sorted()
      if !leaving.isEmpty { host.setSelected(false, rows: leaving) }
      if !joining.isEmpty { host.setSelected(true, rows: joining) }
    } else {
      keptSelection = present
    }
    syncSelection(cause: cause)
  }

  /// Reports the selection if it differs from the one last reported.
  ///
  /// - Returns: The selection now.
  @discardableResult
  func syncSelection(cause: SelectionCause) -> Set<RowID> {
    let now = selection
    guard now != knownSelection else { return now }
    let change = SelectionChange(
      selection: now, selected: now.subtracting(knownSelection),
      deselected: knownSelection.subtracting(now), cause: cause)
    knownSelection = now
    selectionDidChange?(change)
    return now
  }

  /// Connects the registry's user-selection hook while someone observes the selection.
  func connectSelectionObserver() {
    guard let handlers else { return }
    if selectionDidChange == nil {
      handlers.links.userChangedSelection = nil
    } else if handlers.links.userChangedSelection == nil {
      handlers.links.userChangedSelection = { [weak self] in self?.syncSelection(cause: .user) }
    }
  }

  /// A new host shows the table: it takes over the selection the table had.
  func hostDidChange() {
    let carried = knownSelection.isEmpty ? keptSelection : knownSelection
    guard !carried.isEmpty, let host, host.selectedRows != nil else { return }
    let rows = carried.compactMap { position(ofRow: $0) }.sorted()
    host.setSelected(true, rows: host.allowsMultipleSelection ? rows : Array(rows.prefix(1)))
    syncSelection(cause: .app)
  }

  /// The selection before an update changes the registry, a change since the last report
  /// reported first; `nil` when nothing is selected, so that an update without a selection
  /// costs nothing more.
  func selectionBeforeUpdate() -> Set<RowID>? {
    let now = syncSelection(cause: .app)
    return now.isEmpty ? nil : now
  }

  /// After an update: selects again the rows of `before` that are still declared and that the
  /// host no longer shows selected, deselects any other (a position that names no row of the
  /// table too), and reports the rows the update removed.
  func restoreSelection(_ before: Set<RowID>) {
    var kept = Set<RowID>(minimumCapacity: before.count)
    for id in before where position(ofRow: id) != nil { kept.insert(id) }
    if let host, let shown = host.selectedRows {
      let now = identifiers(of: shown)
      let nameless = shown.filter { layout.rowID(at: $0) == nil }
      if now != kept || !nameless.isEmpty {
        let leaving =
          nameless + now.subtracting(kept).compactMap { position(ofRow: $0) }
        let joining = kept.subtracting(now).compactMap { position(ofRow: $0) }.sorted()
        if !leaving.isEmpty { host.setSelected(false, rows: leaving) }
        if !joining.isEmpty { host.setSelected(true, rows: joining) }
      }
    } else {
      keptSelection = kept
    }
    syncSelection(cause: .update)
  }
}
