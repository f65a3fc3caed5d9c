extension TableHandlers {
  /// Registers a row event's handler that receives an owner, held weakly, so that the closure
  /// needs no `[weak self]`.
  ///
  /// ```swift
  /// handlers.on(.didSelectRow, at: .section(1), owner: self) { owner, call in
  ///   owner.showDetail(for: call.row)
  /// }
  /// ```
  ///
  /// Once the owner is gone the event's default answer is returned (nothing runs for events
  /// that return nothing) and ``TableMisuse/ownerGone(event:section:row:)`` is reported to
  /// ``misuseHandler``: a handler that outlives its owner is a leftover, not a silent no-op.
  /// A second registration at the same scope replaces the first, as `on(_:at:perform:)` does.
  ///
  /// - Parameters:
  ///   - event: The event, such as `.didSelectRow`.
  ///   - scope: Where the handler applies.
  ///   - owner: The object passed to the handler; not retained.
  ///   - handler: The closure; it receives the owner and the call.
  public func on<Owner: AnyObject, Arguments, Output>(
    _ event: RowEvent<Arguments, Output>, at scope: RowScope, owner: Owner,
    perform handler: @escaping @MainActor (Owner, RowCall<Arguments>) -> Output
  ) {
    on(event, at: scope) { [weak self, weak owner] call in
      guard let owner else {
        self?.reportMisuse(
          .ownerGone(event: event.id.name, section: call.position.section, row: call.position.row))
        return event.defaultAnswer(call)
      }
      return handler(owner, call)
    }
  }

  /// Registers a section event's handler that receives an owner, held weakly.
  ///
  /// Once the owner is gone the event's default answer is returned and
  /// ``TableMisuse/ownerGone(event:section:row:)`` is reported to ``misuseHandler``.
  ///
  /// - Parameters:
  ///   - event: The event, such as `.titleForHeader`.
  ///   - scope: Where the handler applies.
  ///   - owner: The object passed to the handler; not retained.
  ///   - handler: The closure; it receives the owner and the call.
  public func on<Owner: AnyObject, Arguments, Output>(
    _ event: SectionEvent<Arguments, Output>, at scope: SectionScope, owner: Owner,
    perform handler: @escaping @MainActor (Owner, SectionCall<Arguments>) -> Output
  ) {
    on(event, at: scope) { [weak self, weak owner] call in
      guard let owner else {
        self?.reportMisuse(.ownerGone(event: event.id.name, section: call.section, row: nil))
        return event.defaultAnswer(call)
      }
      return handler(owner, call)
    }
  }

  /// Registers a table event's handler that receives an owner, held weakly.
  ///
  /// Once the owner is gone the event's default answer is returned and
  /// ``TableMisuse/ownerGone(event:section:row:)`` is reported to ``misuseHandler``.
  ///
  /// - Parameters:
  ///   - event: The event, such as `.numberOfSections`.
  ///   - owner: The object passed to the handler; not retained.
  ///   - handler: The closure; it receives the owner and the call.
  public func on<Owner: AnyObject, Arguments, Output>(
    _ event: TableEvent<Arguments, Output>, owner: Owner,
    perform handler: @escaping @MainActor (Owner, TableCall<Arguments>) -> Output
  ) {
    on(event) { [weak self, weak owner] call in
      guard let owner else {
        self?.reportMisuse(.ownerGone(event: event.id.name, section: nil, row: nil))
        return event.defaultAnswer(call)
      }
      return handler(owner, call)
    }
  }
}
