import TableHandlersCore

extension DeclaredTable {
  /// The rows that are expanded, by identifier, shown or not: set it to expand and collapse
  /// rows declared with children (`Row.children(expanded:_:)`).
  ///
  /// ```swift
  /// table.expandedRows = settings.openFolders  // restores what the user had open
  /// table.expandedRows.insert(Folder.inbox)     // expands one row
  /// ```
  ///
  /// The expansion is kept by identifier through every update: a row that moves, is
  /// reconfigured, or leaves the table and comes back keeps its state. A row declared with
  /// children for the first time starts as its declaration says, unless the app has set its
  /// state already.
  ///
  /// Setting it applies one animated update (as ``update(to:)`` does, waiting as it does
  /// when the view is busy): the children of rows that expand are inserted below them, those
  /// of rows that collapse deleted, and the rows whose state changed are reconfigured to turn
  /// their disclosure. A row that is not in the table keeps the state set until it is
  /// declared. Each change is reported to ``expansionDidChange`` as the app's.
  ///
  /// When a collapse hides selected rows, the selection moves to the row that collapsed, a
  /// change reported to ``selectionDidChange`` with the collapse's cause.
  public var expandedRows: Set<RowID> {
    get { Set(engine.outline.expansion.lazy.filter(\.value).map(\.key)) }
    set {
      var wanted = newValue.map { ($0, true) }
      for (id, expanded) in engine.outline.expansion where expanded && !newValue.contains(id) {
        wanted.append((id, false))
      }
      engine.setExpansion(ordered(wanted), cause: .app, animated: true)
    }
  }

  /// Whether a row is expanded; `false` for a row never declared with children nor set.
  ///
  /// - Parameter id: The row's identifier.
  /// - Returns: Whether its children are shown while it is.
  public func isExpanded(_ id: RowID) -> Bool {
    engine.outline.isExpanded(id)
  }

  /// Expands or collapses one row, as setting ``expandedRows`` does.
  ///
  /// ```swift
  /// table.setExpanded(true, for: Folder.inbox, animated: false)
  /// ```
  ///
  /// - Parameters:
  ///   - expanded: Whether the row's children are shown.
  ///   - id: The row's identifier.
  ///   - animated: `false` to show the change at once.
  public func setExpanded(_ expanded: Bool, for id: RowID, animated: Bool = true) {
    engine.setExpansion([(id, expanded)], cause: .app, animated: animated)
  }

  /// Called with each row that expands or collapses, by the user (a tap on the row or its
  /// disclosure control) or by the app (``expandedRows``, ``setExpanded(_:for:animated:)``).
  ///
  /// ```swift
  /// table.expansionDidChange = { [unowned self] change in
  ///   settings.openFolders = table.expandedRows
  /// }
  /// ```
  ///
  /// It is called after the update that shows the change was asked for: the update may still
  /// wait (``waitingFor``), as one asked for from a table view callback does.
  public var expansionDidChange: ((ExpansionChange<RowID>) -> Void)? {
    get { engine.expansionDidChange }
    set { engine.expansionDidChange = newValue }
  }

  /// Changes in the order of the rows shown, then those not shown.
  private func ordered(_ changes: [(RowID, Bool)]) -> [(RowID, Bool)] {
    let positioned = changes.map { (change: $0, position: position(ofRow: $0.0)) }
    return positioned.sorted { lhs, rhs in
      switch (lhs.position, rhs.position) {
      case (let l?, let r?): return l < r
      case (.some, nil): return true
      default: return false
      }
    }.map(\.change)
  }
}
