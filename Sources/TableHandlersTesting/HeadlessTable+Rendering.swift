import TableHandlersCore

extension HeadlessTable {
  /// The table as text, one line per header, row and footer: a snapshot to compare in tests.
  ///
  /// ```
  /// Copy & Paste
  /// ▶ Name — Apple ⓘ
  ///   Price — $3 ›
  ///   (Menu is shown by LongPress)
  /// ```
  ///
  /// Rows start with `▶ ` when selected and, in editing mode, with `⊖ ` (delete) or `⊕ `
  /// (insert); then the text, ` — ` and the secondary text, the accessory (`›` chevron, `ⓘ`
  /// detail button, `ⓘ›` both, `✓` checkmark), ` ≡` for a reorder control, and `[Delete]`
  /// (the button's title) on a swiped row. Grouped tables leave a blank line between
  /// sections. Rows past ``visibleRowLimit`` are counted, not shown.
  ///
  /// - Returns: The rendering of what the table last loaded.
  public func render() -> String {
    var lines: [String] = []
    var hidden = 0
    for (section, loadedSection) in loaded.sections.enumerated() {
      if style == .grouped, section > 0 { lines.append("") }
      if let header = loadedSection.header { lines.append(header) }
      for row in 0..<loadedSection.rowCount {
        let position = TablePosition(section: section, row: row)
        guard let loadedRow = loaded.rows[position] else {
          hidden += 1
          continue
        }
        lines.append(line(for: loadedRow, at: position))
      }
      if let footer = loadedSection.footer { lines.append("  (\(footer))") }
    }
    if hidden > 0 { lines.append("… \(hidden) more rows") }
    return lines.isEmpty ? "(empty table)" : lines.joined(separator: "\n")
  }

  private func line(for row: Snapshot.Row, at position: TablePosition) -> String {
    var text = selectedRows.contains(position) ? "▶ " : "  "
    switch row.editingStyle {
    case .delete: text += "⊖ "
    case .insert: text += "⊕ "
    case .some(.none), nil: break
    }
    text += String(repeating: "  ", count: max(0, min(row.indentation, 8)))
    let content = row.content ?? RowContent()
    text += content.text ?? "·"
    if let secondary = content.secondaryText { text += " — " + secondary }
    switch content.accessory {
    case .none: break
    case .disclosureIndicator: text += " ›"
    case .detailDisclosureButton: text += " ⓘ›"
    case .checkmark: text += " ✓"
    case .detailButton: text += " ⓘ"
    }
    if row.showsReorderControl { text += " ≡" }
    if swipedRow == position {
      text += " [\(value(.titleForDeleteConfirmationButton, position) ?? "Delete")]"
    }
    return text
  }
}
