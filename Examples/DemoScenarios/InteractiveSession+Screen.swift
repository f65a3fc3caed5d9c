import TableHandlersCore

extension InteractiveSession {
  /// What to show after each command: the scenario, the table with the cursor, the lines the
  /// last command wrote, and the keys.
  ///
  /// ```
  /// table-demo -i blockskit-sample: the BlocksKit category's sample screen
  ///
  ///   Copy & Paste
  ///     Mail — hmori@example.com
  /// …
  ///   Editing
  /// >   Row A ⓘ
  /// …
  ///   → accessoryButtonTapped 1.0: details of Row A
  ///
  /// ↑↓/jk row · ⏎ tap · a accessory · d delete · e edit · m move · c copy · q quit
  /// t switch · ←→/hl value · s swipe actions · o menu
  /// ```
  ///
  /// The table is `HeadlessTable.render()` with a marker column: `>` on the cursor's row, `*` on
  /// the row being moved.
  public var screen: String {
    var lines = ["table-demo -i \(scenario.rawValue): \(scenario.summary)", ""]
    lines += tableLines()
    lines.append("")
    if !lastLines.isEmpty {
      lines += lastLines
      lines.append("")
    }
    lines.append(legend)
    return lines.joined(separator: "\n")
  }

  /// The keys that do something in the current mode, on one line.
  var legend: String {
    switch mode {
    case .browsing:
      let keys = """
        ↑↓/jk row · ⏎ tap · a accessory · d delete · e edit · m move · c copy · q quit
        t switch · ←→/hl value · s swipe actions · o menu
        """
      if scenarioScreen is ContactsScreen {
        return keys + "\nthe index: jump M (from a pipe) · ⏎ on the empty table taps its button"
      }
      if scenarioScreen is any ModelFollowingScreen {
        return keys
          + "\nthe model: + add a reminder · - remove it · r rename it (the table follows)"
      }
      guard scenarioScreen is ItemDetailScreen else { return keys }
      return keys + "\nthe item: p price · w memo · + add a comment · - remove one"
    case .confirmingDelete: return "d/y tap Delete · n/Esc hide it · q quit"
    case .moving: return "↑↓/jk choose where · ⏎ drop · n/Esc cancel · q quit"
    case .choosingSwipeAction: return "1–9 perform an action · n/Esc close the swipe · q quit"
    case .choosingMenuItem: return "1–9 choose an item · n/Esc close the menu · q quit"
    }
  }

  /// The rendered table, each line behind its marker.
  func tableLines() -> [String] {
    let rendered = table.render().split(separator: "\n", omittingEmptySubsequences: false)
    var markers = Array(repeating: " ", count: rendered.count)
    let lineOfRow = renderedLineOfRow()
    if case .moving(let source, _) = mode, let line = lineOfRow[source], line < markers.count {
      markers[line] = "*"
    }
    if let position = cursorPosition, let line = lineOfRow[position], line < markers.count {
      markers[line] = ">"
    }
    return zip(markers, rendered).map { marker, line in
      line.isEmpty && marker == " " ? "" : "\(marker) \(line)"
    }
  }

  /// The line of `render()` that shows each visible row, counted the way `render()` lays the
  /// table out: a blank line between grouped sections, then the header, the visible rows and
  /// the footer; titles and texts may span lines.
  ///
  /// - Complexity: O(*n*) in the number of rows.
  private func renderedLineOfRow() -> [TablePosition: Int] {
    func lineCount(_ texts: String?...) -> Int {
      1 + texts.reduce(0) { count, text in count + (text?.filter { $0 == "\n" }.count ?? 0) }
    }
    var lineOfRow: [TablePosition: Int] = [:]
    var line = 0
    // The rows on screen: `visibleRowLimit` of them from `firstVisibleRow`, counted over every
    // section's rows.
    let onScreen = table.firstVisibleRow..<(table.firstVisibleRow + table.visibleRowLimit)
    var index = 0
    for section in 0..<table.numberOfSections {
      if table.style == .grouped, section > 0 { line += 1 }
      if let header = table.headerTitle(inSection: section) { line += lineCount(header) }
      for row in 0..<table.numberOfRows(inSection: section) {
        defer { index += 1 }
        guard onScreen.contains(index) else { continue }
        let position = TablePosition(section: section, row: row)
        let content = table.content(at: position)
        lineOfRow[position] = line
        line += lineCount(content?.text, content?.secondaryText)
      }
      if let footer = table.footerTitle(inSection: section) { line += lineCount(footer) }
    }
    return lineOfRow
  }
}
