import TableHandlersCore

extension DeclaredTable {
  /// The selected rows, by identifier; setting it selects exactly those rows.
  ///
  /// ```swift
  /// table.selection = [.message(openMessage.id)]  // the detail shown beside the list
  /// table.update(to: screen(model))  // the row moves, is reconfigured or reloaded: still selected
  /// ```
  ///
  /// On a table view or a list, the view's selection is the truth: reading it maps the view's
  /// selected rows to identifiers, so a row selected by the user or by the app's own code on
  /// the view is in it. Setting it selects and deselects rows as `selectRow(at:animated:
  /// scrollPosition:)` does: without animation or scrolling, and without calling any selection
  /// handler (the app's delegate, a row's `onSelect`). Identifiers not in the table are left
  /// out. A table shown nowhere keeps the selection itself, and the host it is attached to
  /// next takes it over.
  ///
  /// **Through updates.** A selected row stays selected by its identifier through every update:
  /// moved, its content reconfigured, or reloaded (UIKit deselects a reloaded row, and
  /// `reloadData()` deselects every row; the table selects them again right after the batch,
  /// in the same turn of the run loop, so nothing flickers, and calls no selection handler).
  /// A selected row the new declaration no longer has leaves the selection, reported to
  /// ``selectionDidChange`` with ``SelectionCause/update``.
  ///
  /// - Precondition: At most one identifier while the view allows one selected row (on UIKit,
  ///   `allowsMultipleSelection`, or `allowsMultipleSelectionDuringEditing` while editing).
  /// - Complexity: Reading, O(*k*) for *k* selected rows; setting, O(*k* + *n*) for *n*
  ///   identifiers set.
  public var selection: Set<RowID> {
    get { engine.selection }
    set { engine.setSelection(newValue) }
  }

  /// Called with each change of the selection, by identifier, and its cause.
  ///
  /// ```swift
  /// table.selectionDidChange = { [weak self] change in
  ///   self?.toolbar.isDeleteEnabled = !change.selection.isEmpty
  /// }
  /// ```
  ///
  /// - ``SelectionCause/user``: told as the view tells its delegate, once per selection or
  ///   deselection, after the app's handlers have answered: a tap that moves a single
  ///   selection reports the row left, then the row selected. While this is set, the UIKit
  ///   adapter answers the view's selection methods even where no handler does.
  /// - ``SelectionCause/app``: ``selection`` set, or a change the app made on the view itself,
  ///   reported at the next selection change or update the table sees.
  /// - ``SelectionCause/update``: the selected rows an update removed.
  ///
  /// A row re-selected after a batch is not reported: it never left the selection.
  public var selectionDidChange: ((SelectionChange<RowID>) -> Void)? {
    get { engine.selectionDidChange }
    set {
      engine.knownSelection = engine.selection
      engine.selectionDidChange = newValue
    }
  }
}
