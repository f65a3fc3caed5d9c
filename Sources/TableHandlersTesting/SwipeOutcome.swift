/// What became of a swipe action the headless table performed.
public enum SwipeOutcome: Hashable, Sendable {
  /// The row offers no such action, or it is disabled, or the row is.
  case unavailable
  /// The action runs and has not called its completion yet (it waits for a confirmation, say).
  case pending
  /// The action called its completion; the swipe closed. `performed` is what the table would
  /// tell UIKit: for a destructive action, `true` only if the row really left the table.
  case completed(performed: Bool)
}
