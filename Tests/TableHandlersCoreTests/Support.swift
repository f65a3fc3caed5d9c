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

/// An app delegate for tests: implements the events it is given, answering from closures, and
/// logs every call.
@MainActor
final class TestDelegate: TableDelegate {
  var implementedEvents: EventSet
  var log: [String] = []
  /// Answers by event id; the closure returns the delegate's answer, type-erased.
  var answers: [EventID: (Any) -> Any] = [:]

  init(_ answers: [EventID: (Any) -> Any]) {
    self.answers = answers
    self.implementedEvents = EventSet(answers.keys)
  }

  private func respond<Output>(_ id: EventID, _ call: Any) -> Output {
    log.append("delegate \(id.name)")
    // The test only registers answers whose type matches the event's Output.
    return answers[id]!(call) as! Output
  }

  func answer<Arguments, Output>(_ event: RowEvent<Arguments, Output>, _ call: RowCall<Arguments>)
    -> Output
  { respond(event.id, call.position) }

  func answer<Arguments, Output>(
    _ event: SectionEvent<Arguments, Output>, _ call: SectionCall<Arguments>
  ) -> Output { respond(event.id, call.section) }

  func answer<Arguments, Output>(
    _ event: TableEvent<Arguments, Output>, _ call: TableCall<Arguments>
  )
    -> Output
  { respond(event.id, ()) }
}

func pos(_ section: Int, _ row: Int) -> TablePosition {
  TablePosition(section: section, row: row)
}
