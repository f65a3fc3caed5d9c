extension TableHandlers {
  /// A readable listing of what is registered where, one line per event, events in identifier
  /// order, scopes from broadest to narrowest.
  ///
  /// ```
  /// shape [2, 3]
  /// didSelectRow: table, section 1, row 0.2
  /// titleForHeader: section 0, section 1
  /// ```
  ///
  /// Two registries with the same handlers at the same places dump the same text, so tests can
  /// compare dumps (for instance before and after a rejected edit).
  ///
  /// - Complexity: O(*n*) in the registered handlers and the extent of their arrays.
  public var dump: String {
    var lines = ["shape \(shape)"]
    for index in slots.indices where slots[index].count > 0 {
      let id = EventID(rawValue: index)
      var places: [String] = []
      if slots[index].everywhere != nil { places.append("table") }
      for (section, pointer) in slots[index].sections.enumerated() where pointer != nil {
        places.append("section \(section)")
      }
      for (section, rows) in slots[index].rows.enumerated() {
        for (row, pointer) in rows.enumerated() where pointer != nil {
          places.append("row \(section).\(row)")
        }
      }
      lines.append("\(id.name): " + places.joined(separator: ", "))
    }
    return lines.joined(separator: "\n")
  }
}
