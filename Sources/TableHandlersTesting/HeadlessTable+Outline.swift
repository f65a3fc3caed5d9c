import TableHandlersCore
import TableHandlersDeclarative

extension HeadlessTable {
  /// Taps a row's outline disclosure control, as a person taps the chevron of a row with
  /// children: a declared table expands or collapses the row.
  ///
  /// ```swift
  /// headless.tapDisclosure(TablePosition(section: 0, row: 0))
  /// print(headless.render())  // "  ▾ Documents" then its children, indented
  /// ```
  ///
  /// The rendering shows the control as `▸` (collapsed) or `▾` (expanded) before the row's
  /// text, and each level of depth as two spaces.
  ///
  /// - Parameter position: The row.
  /// - Returns: Whether the row shows a disclosure control, is enabled, and the tap was
  ///   reported; `false` for a row without children.
  @discardableResult
  public func tapDisclosure(_ position: TablePosition) -> Bool {
    guard contains(position), let content = loaded.rows[position]?.content,
      content.outlineDisclosure != nil, RowTouchRules.takesTouches(content)
    else { return false }
    _ = running(.disclosure) { ask(.outlineDisclosureTapped, position) }
    return true
  }

  /// The state of the disclosure control the row at a position shows; `nil` for a row
  /// without children or no row.
  ///
  /// - Parameter position: The row.
  /// - Returns: `.expanded` or `.collapsed`.
  public func outlineDisclosure(at position: TablePosition) -> OutlineDisclosure? {
    loaded.rows[position]?.content?.outlineDisclosure
  }
}
