extension TableHandlers: TableDelegate {
  /// The events this registry handles, as a delegate: ``handledEvents``.
  public var implementedEvents: EventSet { handled }

  /// Answers a row event as a delegate: its handler's answer, else the event's default.
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - call: The row, the table and the arguments.
  /// - Returns: The answer.
  public func answer<Arguments, Output>(
    _ event: RowEvent<Arguments, Output>, _ call: RowCall<Arguments>
  ) -> Output {
    answer(event, at: call.position, call.arguments, on: call.table)
  }

  /// Answers a section event as a delegate.
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - call: The section, the table and the arguments.
  /// - Returns: The answer.
  public func answer<Arguments, Output>(
    _ event: SectionEvent<Arguments, Output>, _ call: SectionCall<Arguments>
  ) -> Output {
    answer(event, in: call.section, call.arguments, on: call.table)
  }

  /// Answers a table event as a delegate.
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - call: The table and the arguments.
  /// - Returns: The answer.
  public func answer<Arguments, Output>(
    _ event: TableEvent<Arguments, Output>, _ call: TableCall<Arguments>
  ) -> Output {
    answer(event, call.arguments, on: call.table)
  }
}
