import TableHandlersCore

extension HeadlessTable {
  /// Reloads everything in UIKit's observed order: the section count; per section the header
  /// and footer heights, the row count and every row's (estimated) height; then content for the
  /// visible rows (content, height, can-edit), then the header and footer titles and custom
  /// views.
  ///
  /// Clears the selection, as a table view's `reloadData()` does.
  public func reloadData() {
    log("reloadData")
    // UIKit shows every row on screen again, and a table view's `reloadData()` clears its
    // selection.
    visibleRows = []
    selectedRows = []
    load()
  }

  /// Loads counts, titles and visible rows, asking only what someone answers.
  func load() {
    // An open context menu closes when the table loads again (an update, editing mode), so
    // that the next look at a menu reads the model as it is now.
    openMenu = nil
    loadGeneration += 1
    var snapshot = Snapshot()
    if handlers.handles(eventID: TableEvent.numberOfSections.id) { log("numberOfSections") }
    let sectionCount = handlers.numberOfSections(on: self)
    for section in 0..<sectionCount {
      askHeight(.estimatedHeightForHeader, else: .heightForHeader, section)
      askHeight(.estimatedHeightForFooter, else: .heightForFooter, section)
      log("numberOfRows \(section)")
      let rowCount = handlers.numberOfRows(inSection: section, on: self)
      snapshot.sections.append(Snapshot.Section(rowCount: rowCount))
      let rowHeight: RowEvent<Void, Double> =
        handlers.handles(eventID: RowEvent.estimatedHeightForRow.id)
        ? .estimatedHeightForRow : .heightForRow
      if handlers.handles(eventID: rowHeight.id) {
        for row in 0..<rowCount { askHeight(rowHeight, TablePosition(section: section, row: row)) }
      }
    }
    var budget = visibleRowLimit
    // Rows above the screen, after a scroll.
    var above = min(firstVisibleRow, snapshot.sections.reduce(0) { $0 + $1.rowCount })
    firstVisibleRow = above
    for section in 0..<sectionCount {
      for row in 0..<snapshot.sections[section].rowCount where budget > 0 {
        if above > 0 {
          above -= 1
          continue
        }
        budget -= 1
        let position = TablePosition(section: section, row: row)
        var loaded = Snapshot.Row()
        log("rowContent \(position)")
        loaded.content = handlers.answer(.rowContent, at: position, on: self)
        askHeight(.heightForRow, position)
        let editable = value(.canEditRow, position)
        loaded.indentation = TableHandlers.indentationLevel(
          answered: handlers.hasRowHandler(RowEvent.indentationLevel.id, at: position)
            ? value(.indentationLevel, position) : nil,
          content: loaded.content)
        if isEditing {
          loaded.editingStyle = editable ? shownEditingStyle(position) : RowEditingStyle.none
          _ = ask(.shouldIndentWhileEditing, position)
          loaded.showsReorderControl = userMayMove(position)
        }
        snapshot.rows[position] = loaded
      }
    }
    for section in 0..<sectionCount {
      snapshot.sections[section].header = ask(.titleForHeader, section) ?? nil
      snapshot.sections[section].footer = ask(.titleForFooter, section) ?? nil
      snapshot.sections[section].headerView = ask(.customHeaderView, section) ?? nil
      snapshot.sections[section].footerView = ask(.customFooterView, section) ?? nil
    }
    loaded = snapshot
    reportRowsAboutToShow()
  }

  /// Asks a header or footer height (the estimate if answered, else the height), through the
  /// registry's check for unusable heights.
  private func askHeight(
    _ estimated: SectionEvent<Void, Double>, else exact: SectionEvent<Void, Double>, _ section: Int
  ) {
    for event in [estimated, exact] where handlers.handles(eventID: event.id) {
      log("\(event.id.name) \(section)")
      _ = handlers.height(event, in: section, on: self)
      return
    }
  }

  /// Asks a row height, if answered, through the registry's check for unusable heights.
  private func askHeight(_ event: RowEvent<Void, Double>, _ position: TablePosition) {
    guard handlers.handles(eventID: event.id) else { return }
    log("\(event.id.name) \(position)")
    _ = handlers.height(event, at: position, on: self)
  }

  /// The number of sections the table last loaded.
  public var numberOfSections: Int { loaded.sections.count }

  /// The number of rows the table last loaded for a section.
  ///
  /// - Parameter section: The section.
  /// - Returns: Its row count, or 0 for a section the table does not have.
  public func numberOfRows(inSection section: Int) -> Int {
    section >= 0 && section < loaded.sections.count ? loaded.sections[section].rowCount : 0
  }

  /// The content the table last loaded for a visible row.
  ///
  /// - Parameter position: The row.
  /// - Returns: Its content, or `nil` if it is not visible or has none.
  public func content(at position: TablePosition) -> RowContent? {
    loaded.rows[position]?.content ?? nil
  }

  /// The header title the table last loaded for a section.
  ///
  /// - Parameter section: The section.
  /// - Returns: The title, or `nil`.
  public func headerTitle(inSection section: Int) -> String? {
    section >= 0 && section < loaded.sections.count ? loaded.sections[section].header : nil
  }

  /// The footer title the table last loaded for a section.
  ///
  /// - Parameter section: The section.
  /// - Returns: The title, or `nil`.
  public func footerTitle(inSection section: Int) -> String? {
    section >= 0 && section < loaded.sections.count ? loaded.sections[section].footer : nil
  }
}
