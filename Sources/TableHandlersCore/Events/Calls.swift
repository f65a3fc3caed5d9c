/// What a row handler receives: the table, the row's current position, and the event's
/// arguments.
///
/// A call is valid only while the handler runs; do not keep it. Read ``position`` instead of
/// capturing an index path, which goes stale when rows move.
@MainActor
public struct RowCall<Arguments> {
  @usableFromInline
  unowned(unsafe) let host: any TableHost

  /// The row's position at the time of the call.
  public let position: TablePosition

  /// The event's own arguments (`Void` for most events).
  public let arguments: Arguments

  /// Creates a call; hosts and tests build these, handlers only read them.
  ///
  /// - Parameters:
  ///   - table: The table being served; it must outlive the call.
  ///   - position: The row.
  ///   - arguments: The event's arguments.
  @inlinable
  public init(table: any TableHost, position: TablePosition, arguments: Arguments) {
    self.host = table
    self.position = position
    self.arguments = arguments
  }

  /// The table being served.
  @inlinable
  public var table: any TableHost { host }

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

  /// Creates a call; hosts and tests build these, handlers only read them.
  ///
  /// - Parameters:
  ///   - table: The table being served; it must outlive the call.
  ///   - section: The section.
  ///   - arguments: The event's arguments.
  @inlinable
  public init(table: any TableHost, section: Int, arguments: Arguments) {
    self.host = table
    self.section = section
    self.arguments = arguments
  }

  /// The table being served.
  @inlinable
  public var table: any TableHost { host }
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

  /// Creates a call; hosts and tests build these, handlers only read them.
  ///
  /// - Parameters:
  ///   - table: The table being served; it must outlive the call.
  ///   - arguments: The event's arguments.
  @inlinable
  public init(table: any TableHost, arguments: Arguments) {
    self.host = table
    self.arguments = arguments
  }

  /// The table being served.
  @inlinable
  public var table: any TableHost { host }
}
