import TableHandlersCore

/// A table for tests: records deselections and has an editing flag.
@MainActor
final class TestTable: TableHost {
  var isEditing = false
  var deselected: [TablePosition] = []

  var updates: [TableUpdate] = []

  func deselectRow(at position: TablePosition, animated: Bool) {
    deselected.append(position)
  }

  func performUpdates(_ update: TableUpdate, animated: Bool) throws {
    updates.append(update)
  }
}

func pos(_ section: Int, _ row: Int) -> TablePosition {
  TablePosition(section: section, row: row)
}
