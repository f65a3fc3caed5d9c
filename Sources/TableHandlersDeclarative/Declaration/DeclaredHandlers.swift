import TableHandlersCore

/// One handler a row declares, with its event's type erased.
///
/// A row keeps these in declaration order; the declared table registers each at the row's
/// position and removes the ones a newer declaration of the row no longer has. An enum rather
/// than a protocol, so that an update reads a row's handlers without existential calls.
enum DeclaredRowHandler {
  /// A handler of any core or adapter event, boxed when the row is declared: an update
  /// registers it without allocating and without generic code.
  case boxed(RowHandlerEntry)
  /// A `moveRow` handler, which also tells the declared table about the move: wrapped anew at
  /// each registration, with the declared table to tell.
  case move(@MainActor (RowCall<TablePosition>) -> Void)

  /// The handler's event.
  var eventID: EventID {
    switch self {
    case .boxed(let entry): return entry.eventID
    case .move: return RowEvent.moveRow.id
    }
  }

  /// Registers the handler at one row, replacing whatever was registered at that key.
  @MainActor
  func register(in handlers: TableHandlers, at position: TablePosition, tracker: UserMoveTracking) {
    switch self {
    case .boxed(let entry):
      handlers.registerRowHandler(entry, at: position)
    case .move(let handler):
      // The tracker is the declared table's engine, which the registry's closures keep alive;
      // it holds the registry weakly, so this is no cycle.
      handlers.on(.moveRow, at: .row(position)) { call in
        tracker.willAnswerMove(from: call.position, to: call.arguments)
        handler(call)
        tracker.didAnswerMove(from: call.position, to: call.arguments)
      }
    }
  }

  /// Removes the handler's event at one row.
  @MainActor
  func unregister(from handlers: TableHandlers, at position: TablePosition) {
    handlers.removeRowHandler(for: eventID, at: position)
  }
}

/// One handler a section declares, with its event's type erased.
protocol DeclaredSectionHandler {
  /// The handler's event.
  var eventID: EventID { get }

  /// Registers the handler at one section, replacing whatever was registered at that key.
  @MainActor
  func register(in handlers: TableHandlers, at section: Int)

  /// Removes the handler's event at one section.
  @MainActor
  func unregister(from handlers: TableHandlers, at section: Int)
}

/// A section handler of any core or adapter event.
struct SectionHandler<Arguments, Output>: DeclaredSectionHandler {
  let event: SectionEvent<Arguments, Output>
  let handler: @MainActor (SectionCall<Arguments>) -> Output

  var eventID: EventID { event.id }

  @MainActor
  func register(in handlers: TableHandlers, at section: Int) {
    handlers.on(event, at: .section(section), perform: handler)
  }

  @MainActor
  func unregister(from handlers: TableHandlers, at section: Int) {
    handlers.remove(event, at: .section(section))
  }
}
