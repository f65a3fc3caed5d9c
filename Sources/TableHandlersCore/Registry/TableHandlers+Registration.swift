extension TableHandlers {
  /// Registers a row event's handler for one row, one section's rows, or every row.
  ///
  /// A second registration for the same event and scope replaces the first.
  ///
  /// ```swift
  /// handlers.on(.canEditRow, at: .section(1)) { _ in true }
  /// ```
  ///
  /// - Precondition: Indexes in `scope` are in `0...maximumIndex`.
  /// - Parameters:
  ///   - event: The event, such as `.didSelectRow`.
  ///   - scope: Where the handler applies.
  ///   - handler: The closure; it receives the row, the table and the event's arguments.
  /// - Complexity: Amortized O(1); O(*n*) when it first reaches row or section *n*.
  @inlinable
  public func on<Arguments, Output>(
    _ event: RowEvent<Arguments, Output>, at scope: RowScope,
    perform handler: @escaping @MainActor (RowCall<Arguments>) -> Output
  ) {
    store(AnyHandlerBox.retainedPointer(handler), for: event.id, at: Key(scope))
  }

  /// Registers a section event's handler for one section or all sections.
  ///
  /// A second registration for the same event and scope replaces the first.
  ///
  /// ```swift
  /// handlers.on(.titleForHeader, at: .section(0)) { _ in "Copy & Paste" }
  /// ```
  ///
  /// - Precondition: A section index in `scope` is in `0...maximumIndex`.
  /// - Parameters:
  ///   - event: The event, such as `.titleForHeader`.
  ///   - scope: Where the handler applies.
  ///   - handler: The closure; it receives the section, the table and the event's arguments.
  /// - Complexity: Amortized O(1); O(*n*) when it first reaches section *n*.
  @inlinable
  public func on<Arguments, Output>(
    _ event: SectionEvent<Arguments, Output>, at scope: SectionScope,
    perform handler: @escaping @MainActor (SectionCall<Arguments>) -> Output
  ) {
    store(AnyHandlerBox.retainedPointer(handler), for: event.id, at: Key(scope))
  }

  /// Registers a table event's handler, replacing any earlier one.
  ///
  /// ```swift
  /// handlers.on(.numberOfSections) { _ in 2 }
  /// ```
  ///
  /// - Parameters:
  ///   - event: The event, such as `.numberOfSections`.
  ///   - handler: The closure; it receives the table and the event's arguments.
  @inlinable
  public func on<Arguments, Output>(
    _ event: TableEvent<Arguments, Output>,
    perform handler: @escaping @MainActor (TableCall<Arguments>) -> Output
  ) {
    store(AnyHandlerBox.retainedPointer(handler), for: event.id, at: .everywhere)
  }

  /// Removes a row event's handler at exactly `scope` (not a broader one that also answers).
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - scope: The scope it was registered at.
  /// - Returns: Whether a handler was removed.
  @discardableResult
  public func remove<Arguments, Output>(_ event: RowEvent<Arguments, Output>, at scope: RowScope)
    -> Bool
  {
    removeHandler(for: event.id, at: Key(scope))
  }

  /// Removes a section event's handler at exactly `scope`.
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - scope: The scope it was registered at.
  /// - Returns: Whether a handler was removed.
  @discardableResult
  public func remove<Arguments, Output>(
    _ event: SectionEvent<Arguments, Output>, at scope: SectionScope
  ) -> Bool {
    removeHandler(for: event.id, at: Key(scope))
  }

  /// Removes a table event's handler.
  ///
  /// - Parameter event: The event.
  /// - Returns: Whether a handler was removed.
  @discardableResult
  public func remove<Arguments, Output>(_ event: TableEvent<Arguments, Output>) -> Bool {
    removeHandler(for: event.id, at: .everywhere)
  }

  /// Removes every handler of a row event, at every scope.
  ///
  /// ```swift
  /// handlers.removeAll(for: .didSelectRow)
  /// ```
  ///
  /// - Parameter event: The event.
  /// - Complexity: O(*n*) in the handlers removed.
  public func removeAll<Arguments, Output>(for event: RowEvent<Arguments, Output>) {
    removeAll(forEventID: event.id)
  }

  /// Removes every handler of a section event, at every scope.
  ///
  /// - Parameter event: The event.
  /// - Complexity: O(*n*) in the handlers removed.
  public func removeAll<Arguments, Output>(for event: SectionEvent<Arguments, Output>) {
    removeAll(forEventID: event.id)
  }

  /// Removes the handler of a table event, as ``remove(_:)-(TableEvent<Arguments,Output>)``
  /// does.
  ///
  /// - Parameter event: The event.
  public func removeAll<Arguments, Output>(for event: TableEvent<Arguments, Output>) {
    removeAll(forEventID: event.id)
  }

  /// Removes every handler of one event given by its identifier, at every scope.
  ///
  /// - Parameter id: The event's identifier.
  /// - Complexity: O(*n*) in the handlers removed.
  public func removeAll(forEventID id: EventID) {
    guard id.rawValue < slots.count, slots[id.rawValue].count > 0 else { return }
    let pointers = slots[id.rawValue].takeAll()
    for pointer in pointers { discard(pointer) }
    countChanged(id)
  }

  /// Removes every handler.
  ///
  /// - Complexity: O(*n*) in the handlers removed.
  public func removeAll() {
    var pointers: [BoxPointer] = []
    for index in slots.indices { pointers += slots[index].takeAll() }
    for pointer in pointers { discard(pointer) }
    if !handled.isEmpty {
      handled = EventSet()
      handledEventsDidChange?(handled)
    }
  }

  /// A registration key below the typed API: scope and indexes.
  @usableFromInline
  enum Key: Hashable {
    case row(TablePosition)
    case section(Int)
    case everywhere

    @usableFromInline
    init(_ scope: RowScope) {
      switch scope {
      case .row(let position): self = .row(position)
      case .section(let section): self = .section(section)
      case .table: self = .everywhere
      }
    }

    @usableFromInline
    init(_ scope: SectionScope) {
      switch scope {
      case .section(let section): self = .section(section)
      case .allSections: self = .everywhere
      }
    }
  }

  func checkIndex(_ index: Int, _ what: String) {
    precondition(
      index >= 0 && index <= TableHandlers.maximumIndex,
      "TableHandlers: cannot register at \(what) \(index): indexes run from 0 to \(TableHandlers.maximumIndex)"
    )
  }

  /// Stores an owned pointer at a key, replacing (and discarding) what was there.
  @usableFromInline
  func store(_ pointer: BoxPointer, for id: EventID, at key: Key) {
    switch key {
    case .row(let position):
      checkIndex(position.section, "section")
      checkIndex(position.row, "row")
    case .section(let section):
      checkIndex(section, "section")
    case .everywhere:
      break
    }
    ensureSlot(id)
    if let previous = slots[id.rawValue].swap(pointer, at: key) {
      discard(previous)
    } else {
      countChanged(id)
    }
  }

  /// Removes the pointer at a key, if any.
  func removeHandler(for id: EventID, at key: Key) -> Bool {
    guard id.rawValue < slots.count else { return false }
    switch key {
    case .row(let position):
      guard position.section >= 0, position.row >= 0 else { return false }
    case .section(let section):
      guard section >= 0 else { return false }
    case .everywhere:
      break
    }
    guard let previous = slots[id.rawValue].swap(nil, at: key) else { return false }
    discard(previous)
    countChanged(id)
    return true
  }

}
