import TableHandlersCore
import TableHandlersDeclarative

extension HeadlessTable {
  /// The empty state the declared table shows now (`TableDeclaration.emptyState(_:)`), or
  /// `nil` while it has rows, declares none, or the table shows no declared table.
  ///
  /// ```swift
  /// #expect(table.emptyState?.title == "No messages")
  /// ```
  ///
  /// ``render()`` shows it as its last line.
  public var emptyState: EmptyState? { shownEmptyState }

  /// Taps the empty state's button, as a person does: runs its action.
  ///
  /// ```swift
  /// table.tapEmptyStateButton()  // "Retry"
  /// ```
  ///
  /// - Returns: Whether a button was shown and tapped; `false` when no empty state shows, or
  ///   it has no button (nothing runs then).
  @discardableResult
  public func tapEmptyStateButton() -> Bool {
    beginGesture()
    defer { endGesture() }
    guard let action = shownEmptyState?.action else { return false }
    action.perform()
    return true
  }

  /// Scrolls as little as shows a row, as `scrollToRow(at:at:animated:)` with `.none` does:
  /// the rows that come on screen are loaded and reported as about to show, which runs a
  /// declared table's reach-the-end handlers (`TableDeclaration.onReachEnd(within:_:)`).
  ///
  /// ```swift
  /// table.scroll(toShow: TablePosition(section: 0, row: 99))  // the last rows come on screen
  /// ```
  ///
  /// The screen holds ``visibleRowLimit`` rows from ``firstVisibleRow``, counted over every
  /// section's rows. A row already on screen scrolls nothing and reports nothing.
  ///
  /// - Precondition: The row is in the table as last loaded.
  /// - Parameter position: The row to show.
  public func scroll(toShow position: TablePosition) {
    beginGesture()
    defer { endGesture() }
    precondition(
      position.section >= 0 && position.section < loaded.sections.count && position.row >= 0
        && position.row < loaded.sections[position.section].rowCount,
      "HeadlessTable.scroll(toShow:): \(position) is not a row of the table")
    var index = position.row
    for section in 0..<position.section { index += loaded.sections[section].rowCount }
    if index < firstVisibleRow {
      firstVisibleRow = index
    } else if index >= firstVisibleRow + visibleRowLimit {
      firstVisibleRow = index - visibleRowLimit + 1
    } else {
      return
    }
    log("scroll \(position)")
    load()
  }

  /// Reports each row loaded on screen that was not on screen before (`rowWillShow`, asked
  /// only when a declared table handles it), in order, then notes the rows on screen.
  ///
  /// A report may update the declared table, which loads the table again and reports the rows
  /// that update shows itself: the reports of this load then stop.
  func reportRowsAboutToShow() {
    let shown = Set(loaded.rows.keys)
    let appeared = shown.subtracting(visibleRows).sorted()
    visibleRows = shown
    guard handlers.handles(eventID: RowEvent.rowWillShow.id) else { return }
    let generation = loadGeneration
    for position in appeared {
      _ = ask(.rowWillShow, position)
      guard loadGeneration == generation else { return }
    }
  }
}
