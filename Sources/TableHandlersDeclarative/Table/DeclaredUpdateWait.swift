/// What a declared update waits for before it is applied.
///
/// ``DeclaredTable/update(to:)`` applies a declaration at once when it can. When it cannot, it
/// checks the declaration, keeps it (a later one replacing it), and returns an empty
/// ``DeclarationDiff`` whose ``DeclarationDiff/waitingFor`` names the reason;
/// ``DeclaredTable/waitingFor`` says the same for as long as the update waits. The update is
/// applied when the wait ends, and its diff passed to ``DeclaredTable/didApplyUpdate``.
///
/// ```swift
/// let diff = table.update(to: screen(model))
/// if let wait = diff.waitingFor {
///   print("shown later, \(wait)")  // "shown later, waits for the running animation"
/// }
/// ```
///
/// Reading the table (``DeclaredTable/sections``, the lookups, the registry's counts) never
/// applies a waiting update: while one waits, the table answers as the declaration it shows.
public enum DeclaredUpdateWait: Hashable, Sendable {
  /// Another update is being applied: the update was asked for from a callback the registry
  /// makes while it applies one (such as `handledEventsDidChange`) or from
  /// ``DeclaredTable/didApplyUpdate``. Applied as soon as that update has been reported.
  case applyingUpdate

  /// A row the user dropped is being moved: the update was asked for while its `moveRow` was
  /// answered (from ``Row/onMove(_:)``). Applied once the registry has moved the row: by
  /// ``DeclaredTable/userMovedRow(from:to:on:)`` before it returns, by the headless table when
  /// its drag returns, by a table view on the next turn of the main run loop after the drop.
  /// A host of your own that calls the registry's `userMovedRow` calls
  /// ``DeclaredTable/applyWaitingUpdate()`` after it.
  ///
  /// Also while the table view or list showing the table shows a drop's gap (a drop session
  /// over it) or a row being reordered, where UIKit asks that no reload happens and a batch
  /// computed from the declarations would not know the gap; applied once the drop session has
  /// left or ended, or, for a row the user reordered, on the turn of the run loop after the
  /// drop, as UIKit settles a reorder only then. Drop placeholders alone do not make an update
  /// wait. And during a drop placeholder's commit (`DropPlaceholder.commit(_:)`): applied as
  /// the commit ends, its row taken in with the commit.
  case interactiveMove

  /// The table view showing the table is inside a batch of updates (a swipe action's or a
  /// control's handler runs as one). Applied when the outermost batch returns.
  case batch

  /// A batch's animation on the table view showing the table has not completed. Applied when
  /// it completes (then on the next turn of the run loop if a callback is running).
  case animation

  /// A UIKit callback in which the app may edit (a commit, a drop, a selection, a cell, height
  /// or display callback) or a handler is running. Applied on the next turn of the main run
  /// loop, once the callback has returned to UIKit.
  case callback
}

extension DeclaredUpdateWait: CustomStringConvertible {
  /// The wait in words, such as "waits for the running animation".
  public var description: String {
    switch self {
    case .applyingUpdate: return "waits for the update being applied"
    case .interactiveMove:
      return "waits for the row the user dropped to be moved, or a drop to be placed"
    case .batch: return "waits for the table view's batch to return"
    case .animation: return "waits for the running animation"
    case .callback: return "waits for the running callback to return"
    }
  }
}
