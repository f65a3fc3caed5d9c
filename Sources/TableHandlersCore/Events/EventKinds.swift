/// An event asked for one row, such as `didSelectRow` or `heightForRow`.
///
/// A row event's handler can be registered for one row, for every row of one section, or for
/// every row of the table (``RowScope``); the most specific registration answers. The generic
/// parameters fix the handler's type: `(RowCall<Arguments>) -> Output`.
public struct RowEvent<Arguments, Output>: Sendable {
  /// The event's identifier.
  public let id: EventID

  /// UIKit's own answer when neither the app's delegate nor a handler answers.
  public let defaultAnswer: @MainActor @Sendable (RowCall<Arguments>) -> Output

  /// Defines a row event; modules that add events call this once per event.
  ///
  /// - Parameters:
  ///   - id: An identifier from ``EventID/make(named:)``.
  ///   - defaultAnswer: UIKit's answer when nothing else answers.
  @inlinable
  public init(
    id: EventID, defaultAnswer: @escaping @MainActor @Sendable (RowCall<Arguments>) -> Output
  ) {
    self.id = id
    self.defaultAnswer = defaultAnswer
  }
}

/// An event asked for one section, such as `titleForHeader` or `numberOfRows`.
///
/// A section event's handler can be registered for one section or for all sections
/// (``SectionScope``); the more specific registration answers.
public struct SectionEvent<Arguments, Output>: Sendable {
  /// The event's identifier.
  public let id: EventID

  /// UIKit's own answer when neither the app's delegate nor a handler answers.
  public let defaultAnswer: @MainActor @Sendable (SectionCall<Arguments>) -> Output

  /// Defines a section event; modules that add events call this once per event.
  ///
  /// - Parameters:
  ///   - id: An identifier from ``EventID/make(named:)``.
  ///   - defaultAnswer: UIKit's answer when nothing else answers.
  @inlinable
  public init(
    id: EventID, defaultAnswer: @escaping @MainActor @Sendable (SectionCall<Arguments>) -> Output
  ) {
    self.id = id
    self.defaultAnswer = defaultAnswer
  }
}

/// An event asked of the whole table, such as `numberOfSections` or `sectionIndexTitles`.
///
/// A table event has one handler at most.
public struct TableEvent<Arguments, Output>: Sendable {
  /// The event's identifier.
  public let id: EventID

  /// UIKit's own answer when neither the app's delegate nor a handler answers.
  public let defaultAnswer: @MainActor @Sendable (TableCall<Arguments>) -> Output

  /// Defines a table event; modules that add events call this once per event.
  ///
  /// - Parameters:
  ///   - id: An identifier from ``EventID/make(named:)``.
  ///   - defaultAnswer: UIKit's answer when nothing else answers.
  @inlinable
  public init(
    id: EventID, defaultAnswer: @escaping @MainActor @Sendable (TableCall<Arguments>) -> Output
  ) {
    self.id = id
    self.defaultAnswer = defaultAnswer
  }
}
