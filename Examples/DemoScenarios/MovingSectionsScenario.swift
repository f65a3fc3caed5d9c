import TableHandlersCore
import TableHandlersDeclarative
import TableHandlersTesting

/// Moving sections: an array of sections, each an array of cells; then section 1 moves to the
/// third place, and its handlers move with it.
@MainActor
struct MovingSectionsScenario {
  /// The model: an array of sections, each an array of cells.
  ///
  /// A class, so that the handlers read what the walk edits.
  final class Model {
    var arrayOfSections = (1...3).map { section in
      (1...3).map { cell in "Section \(section) Cell \(cell)" }
    }
  }

  let log: DemoLog
  let model = Model()

  /// The screen's handlers on a loaded table, before any step: where `run()` and the interactive
  /// mode start.
  ///
  /// - Returns: The table.
  func makeTable() -> HeadlessTable {
    let handlers = TableHandlers()
    handlers.on(.numberOfSections) { [model] _ in model.arrayOfSections.count }
    // Each section's handlers are registered for that section: its title, its row count, and
    // each row's content and selection. None of them knows its index.
    for (section, cells) in model.arrayOfSections.enumerated() {
      let name = "Section \(section + 1)"
      handlers.on(.titleForHeader, at: .section(section)) { _ in name }
      handlers.on(.numberOfRows, at: .section(section)) { [model] call in
        model.arrayOfSections[call.section].count
      }
      for (row, cell) in cells.enumerated() {
        handlers.on(.rowContent, at: .row(row, inSection: section)) { _ in RowContent(text: cell) }
      }
      handlers.on(.didSelectRow, at: .section(section)) { [log] call in
        log.fired("didSelectRow \(call.position): handler of \(name), row \(call.row + 1)")
      }
    }
    let table = HeadlessTable(handlers: handlers)
    table.reloadData()
    return table
  }

  /// The walk that `table-demo moving-sections` prints.
  func run() {
    log.title("Moving sections: an array of arrays, and a section that moves")
    let table = makeTable()
    log.step("Three sections of three rows")
    log.show(table)
    table.tap(TablePosition(section: 0, row: 0))

    log.step("moveSection1ToSection3: the model and the table move section 1 to the third place")
    let section1 = model.arrayOfSections.remove(at: 0)
    model.arrayOfSections.append(section1)
    do {
      try table.moveSection(at: 0, to: 2)
    } catch {
      log.note("error: \(error)")
    }
    log.show(table)
    log.step("Tapping the first row of each section fires that section's own handler")
    for section in 0..<3 { table.tap(TablePosition(section: section, row: 0)) }
    runDeclared()
  }

  /// The same table declared from the model: moving the data is the whole edit.
  func runDeclared() {
    var model = (1...3).map { section in (section, (1...3).map { "Section \(section) Cell \($0)" })
    }
    func declaration() -> TableDeclaration<Int, String> {
      TableDeclaration {
        for (number, cells) in model {
          Section(number, header: "Section \(number)") {
            for cell in cells {
              Row(cell, text: cell).onSelect { [log] call in
                log.fired("didSelectRow \(call.position): the handler declared for \(cell)")
              }
            }
          }
        }
      }
    }
    do {
      let declared = try DeclaredTable(declaration: declaration())
      let table = HeadlessTable(declared: declared)
      declared.didApplyUpdate = { [log] diff in log.fired("update: \(diff)") }
      log.step("Declared: move section 1 to the third place in the model, then declare again")
      model.append(model.removeFirst())
      try declared.checkedUpdate(to: declaration())
      log.show(table)
      for section in 0..<3 { table.tap(TablePosition(section: section, row: 0)) }
    } catch {
      log.note("error: \(error)")
    }
  }
}
