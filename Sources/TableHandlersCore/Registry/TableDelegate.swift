/// The app's own delegate, as the core dispatcher sees it: it declares which events it
/// implements, and answers those.
///
/// The dispatcher asks the delegate first and lets a registered handler override its answer;
/// for events that return nothing, both run, delegate first. The UIKit adapter maps an app's
/// `UITableViewDataSource` and `UITableViewDelegate` onto this protocol. A registry that is
/// itself a ``TableDelegate`` (every ``TableHandlers`` is) can serve as another's delegate.
@MainActor
public protocol TableDelegate: AnyObject {
  /// The events the delegate implements.
  ///
  /// Read when the delegate is assigned and on ``TableHandlers/delegateDidChangeImplementedEvents()``,
  /// so that a dispatch for an event the delegate does not implement never loads the weak
  /// reference.
  var implementedEvents: EventSet { get }

  /// Answers a row event that ``implementedEvents`` contains.
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - call: The row, the table and the event's arguments.
  /// - Returns: The delegate's answer.
  func answer<Arguments, Output>(_ event: RowEvent<Arguments, Output>, _ call: RowCall<Arguments>)
    -> Output

  /// Answers a section event that ``implementedEvents`` contains.
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - call: The section, the table and the event's arguments.
  /// - Returns: The delegate's answer.
  func answer<Arguments, Output>(
    _ event: SectionEvent<Arguments, Output>, _ call: SectionCall<Arguments>
  ) -> Output

  /// Answers a table event that ``implementedEvents`` contains.
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - call: The table and the event's arguments.
  /// - Returns: The delegate's answer.
  func answer<Arguments, Output>(
    _ event: TableEvent<Arguments, Output>, _ call: TableCall<Arguments>
  ) -> Output
}
