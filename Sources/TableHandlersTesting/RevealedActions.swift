import TableHandlersCore

/// The swipe actions a headless table shows beside a row that is swiped open.
struct RevealedActions {
  /// The row, where it is now.
  var position: TablePosition
  /// Its actions, outermost first.
  var actions: [ShownSwipeAction]
}
