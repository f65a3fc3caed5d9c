/// What a row handler receives: the table, the row's current position, and the event's
/// arguments.
///
/// A call is valid only while the handler runs: reading ``table`` from a call kept for later
/// traps with a message saying so (the call does not keep the table alive). Keep ``position``
/// or the row's ID instead, and read ``position`` rather than capturing an index path, which
/// goes stale when rows move.
@MainActor
public struct RowCall<Arguments> {
  @usableFromInline
  unowned(unsafe) let host: any TableHost

  /// The row's position at the time of the call.
  public let position: TablePosition

  /// The event's own arguments (`Void` for most events).
  public let arguments: Arguments

  /// The scope of the dispatch that made the call.
  @usableFromInline
  let stamp: CallStamp

  /// Creates a call in the dispatch scope `stamp` names; only the registry makes calls.
  @inlinable
  init(table: any TableHost, position: TablePosition, arguments: Arguments, stamp: CallStamp) {
    self.host = table
    self.position = position
    self.arguments = arguments
    self.stamp = stamp
  }

  /// The table being served.
  ///
  /// - Precondition: The handler that received the call is still running: a call kept for
  ///   later (in a `Task`, a stored closure) traps here. Keep ``position`` or the row's ID
  ///   instead.
  @inlinable
  public var table: any TableHost {
    if !CallScope.isOpen(stamp) { callUsedAfterItsHandler("RowCall") }
    return host
  }

  /// The same call with other arguments, for a handler that answers one event by calling a
  /// handler written for another (the declarative `onDelete` answers `commitEditing`).
  ///
  /// - Parameter arguments: The other arguments.
  /// - Returns: A call of the same dispatch, row and table.
  @inlinable
  package func replacingArguments<Other>(_ arguments: Other) -> RowCall<Other> {
    RowCall<Other>(table: host, position: position, arguments: arguments, stamp: stamp)
  }

  /// The row's section.
  @inlinable
  public var section: Int { position.section }

  /// The row's index in its section.
  @inlinable
  public var row: Int { position.row }
}

/// What a section handler receives: the table, the section's current index, and the event's
/// arguments.
///
/// A call is valid only while the handler runs; do not keep it.
@MainActor
public struct SectionCall<Arguments> {
  @usableFromInline
  unowned(unsafe) let host: any TableHost

  /// The section's index at the time of the call.
  public let section: Int

  /// The event's own arguments (`Void` for most events).
  public let arguments: Arguments

  /// The scope of the dispatch that made the call.
  @usableFromInline
  let stamp: CallStamp

  /// Creates a call in the dispatch scope `stamp` names; only the registry makes calls.
  @inlinable
  init(table: any TableHost, section: Int, arguments: Arguments, stamp: CallStamp) {
    self.host = table
    self.section = section
    self.arguments = arguments
    self.stamp = stamp
  }

  /// The table being served.
  ///
  /// - Precondition: The handler that received the call is still running: a call kept for
  ///   later (in a `Task`, a stored closure) traps here. Keep the section index or
  ///   the section's ID instead.
  @inlinable
  public var table: any TableHost {
    if !CallScope.isOpen(stamp) { callUsedAfterItsHandler("SectionCall") }
    return host
  }

  /// The same call with other arguments, for a handler that answers one event by calling a
  /// handler written for another (a header view provider configures a view it is given).
  ///
  /// - Parameter arguments: The other arguments.
  /// - Returns: A call of the same dispatch, section and table.
  @inlinable
  package func replacingArguments<Other>(_ arguments: Other) -> SectionCall<Other> {
    SectionCall<Other>(table: host, section: section, arguments: arguments, stamp: stamp)
  }
}

/// What a table-wide handler receives: the table and the event's arguments.
///
/// A call is valid only while the handler runs; do not keep it.
@MainActor
public struct TableCall<Arguments> {
  @usableFromInline
  unowned(unsafe) let host: any TableHost

  /// The event's own arguments (`Void` for most events).
  public let arguments: Arguments

  /// The scope of the dispatch that made the call.
  @usableFromInline
  let stamp: CallStamp

  /// Creates a call in the dispatch scope `stamp` names; only the registry makes calls.
  @inlinable
  init(table: any TableHost, arguments: Arguments, stamp: CallStamp) {
    self.host = table
    self.arguments = arguments
    self.stamp = stamp
  }

  /// The table being served.
  ///
  /// - Precondition: The handler that received the call is still running: a call kept for
  ///   later (in a `Task`, a stored closure) traps here. Keep the values the handler
  ///   needs instead.
  @inlinable
  public var table: any TableHost {
    if !CallScope.isOpen(stamp) { callUsedAfterItsHandler("TableCall") }
    return host
  }
}

/// Stops the program: a handler's call was kept and used after the handler returned.
///
/// `fatalError`, not `preconditionFailure`: an optimized build drops a precondition's message,
/// and this one says what to do.
@usableFromInline
func callUsedAfterItsHandler(_ kind: StaticString) -> Never {
  fatalError(
    "TableHandlers: a \(kind) was used after its handler returned; a call is valid only while "
      + "the handler runs. Keep call.position (or the row's ID) instead of the call.")
}
