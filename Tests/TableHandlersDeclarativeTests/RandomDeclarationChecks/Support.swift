// Also compiled into the fuzz target (Scripts/fuzz.sh), which imports the same modules.
import TableHandlersCore
import TableHandlersDeclarative

/// A table for tests: an editing flag, recorded deselections, and edits applied to its
/// registry.
@MainActor
final class TestTable: TableHost {
  var isEditing = false
  var deselected: [TablePosition] = []
  let handlers: TableHandlers?

  init(handlers: TableHandlers? = nil) {
    self.handlers = handlers
  }

  func deselectRow(at position: TablePosition, animated: Bool) {
    deselected.append(position)
  }

  func performUpdates(_ update: TableUpdate, animated: Bool) throws {
    try handlers?.apply(update)
  }
}

/// A list that handlers append to, so tests can see which handler ran.
@MainActor
final class Log {
  var lines: [String] = []

  func append(_ line: String) { lines.append(line) }
}

func pos(_ section: Int, _ row: Int) -> TablePosition {
  TablePosition(section: section, row: row)
}

/// One answer a host gets from a registry, for comparing two registries.
enum Answer: Equatable {
  case sections(Int)
  case section(Int, rows: Int, header: String?, footer: String?, headerHeight: Double)
  case row(
    TablePosition, content: RowContent?, indentation: Int, deleteTitle: String?, height: Double)
}

/// What a host sees when it asks a registry everything the declarations here use: counts,
/// titles, header heights, and per row its content, indentation, delete title and height.
@MainActor
func answers(of handlers: TableHandlers, on table: any TableHost) -> [Answer] {
  let sections = handlers.answer(.numberOfSections, on: table)
  var result: [Answer] = [.sections(sections)]
  for section in 0..<sections {
    let rows = handlers.answer(.numberOfRows, in: section, on: table)
    result.append(
      .section(
        section, rows: rows, header: handlers.answer(.titleForHeader, in: section, on: table),
        footer: handlers.answer(.titleForFooter, in: section, on: table),
        headerHeight: handlers.answer(.heightForHeader, in: section, on: table)))
    for row in 0..<rows {
      let position = pos(section, row)
      result.append(
        .row(
          position, content: handlers.answer(.rowContent, at: position, on: table),
          indentation: handlers.answer(.indentationLevel, at: position, on: table),
          deleteTitle: handlers.answer(.titleForDeleteConfirmationButton, at: position, on: table),
          height: handlers.answer(.heightForRow, at: position, on: table)))
    }
  }
  return result
}
