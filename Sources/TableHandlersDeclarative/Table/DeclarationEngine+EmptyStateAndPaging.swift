import TableHandlersCore

// The engine's part of empty states and reaching the end: which empty state a host shows
// (`DeclaredLayout.shownEmptyState`, told in `apply` and when the host changes), and the rows
// about to show that run a reach-the-end handler.

extension DeclarationEngine {
  /// Registers the `rowWillShow` handler while the layout declares a reach-the-end handler,
  /// and removes it when it no longer does, so that a host asks it only then.
  func registerRowWillShow(in handlers: TableHandlers) {
    let declares = ReachEndTracker.declaresAny(layout)
    guard declares != handlesRowWillShow else { return }
    handlesRowWillShow = declares
    if declares {
      handlers.on(.rowWillShow, at: .table) { [self] call in rowWillShow(at: call.position) }
    } else {
      handlers.remove(.rowWillShow, at: .table)
    }
  }

  /// A row is about to show: runs the reach-the-end handlers it reaches, unless an update is
  /// being applied (the rows an update shows are not a scroll).
  func rowWillShow(at position: TablePosition) {
    guard !state.isApplying else { return }
    for action in reachEnd.rowWillShow(at: position, in: layout) { action() }
  }
}
