import TableHandlersCore

/// What shows a declared table: the UIKit adapter on a table view, or the headless table.
///
/// A declared table has at most one host. The host decides *when* an update may change the
/// registry (never while the table view it serves is in the middle of a batch or of a callback
/// that edits), *where* the registry changes (inside the table view's batch, so that the table
/// view asks the old counts before it and the new ones after it), and shows what the batch
/// does not (content changes, titles).
@MainActor
package protocol DeclaredTableHost: AnyObject {
  /// What an update must wait for before it may change the registry; `nil` when it may now.
  ///
  /// When not `nil`, the declared table checks the declaration at once, keeps it (the latest
  /// replacing an earlier one), tells the app this wait (`DeclarationDiff.waitingFor`), and
  /// calls ``settleWhenReady(_:)``. A table view's waits are `.batch`, `.animation` and
  /// `.callback`; the headless table's is `.interactiveMove`, while the registry moves a row
  /// it dropped.
  ///
  /// The declared table also asks it at the end of a row's declared `moveRow` answer, when an
  /// update the answer asked for waits: the registry moves the row's handlers right after,
  /// so a host that called the registry's `userMovedRow` must not be ready then. A host that
  /// is (it did not make the move) leaves that update waiting for the app's next update or
  /// `DeclaredTable.applyWaitingUpdate()`.
  var updateWait: DeclaredUpdateWait? { get }

  /// Calls `settle` once an update may change the registry; a later request replaces an
  /// earlier one that has not run.
  ///
  /// - Parameter settle: Applies the declaration kept for later; it asks ``updateWait`` again.
  func settleWhenReady(_ settle: @escaping @MainActor () -> Void)

  /// Applies an update: calls `apply` once, which changes the registry, and shows the
  /// difference's structural edits together with it.
  ///
  /// - Parameters:
  ///   - diff: The difference `apply` makes.
  ///   - animated: Whether the app asked for an animation.
  ///   - apply: Changes the registry; throws, with nothing changed, if the registry rejects
  ///     the update.
  /// - Throws: What `apply` threw.
  func performUpdate(_ diff: DeclarationDiff, animated: Bool, _ apply: () throws -> Void) throws

  /// Shows the rest of an applied, non-empty difference, before the declared table's
  /// `didApplyUpdate` is called.
  ///
  /// - Parameter diff: The difference.
  func didApplyUpdate(_ diff: DeclarationDiff)

  /// Shows the declared empty state while the table has no row, or hides it (`nil`).
  ///
  /// Called when the host is set and after every applied update (after
  /// ``didApplyUpdate(_:)``, and for an update with no edit too: the empty state's text may
  /// change alone); the same state may come again.
  ///
  /// - Parameter state: The empty state to show; `nil` while the table has rows or declares
  ///   none.
  func showEmptyState(_ state: EmptyState?)
}

extension DeclaredTableHost {
  /// Always ready.
  package var updateWait: DeclaredUpdateWait? { nil }

  /// Runs `settle` at once.
  ///
  /// - Parameter settle: Applies the declaration kept for later.
  package func settleWhenReady(_ settle: @escaping @MainActor () -> Void) { settle() }

  /// Calls `apply`.
  ///
  /// - Parameters:
  ///   - diff: The difference `apply` makes.
  ///   - animated: Ignored.
  ///   - apply: Changes the registry.
  /// - Throws: What `apply` threw.
  package func performUpdate(
    _ diff: DeclarationDiff, animated: Bool, _ apply: () throws -> Void
  ) throws {
    try apply()
  }

  /// Shows nothing.
  ///
  /// - Parameter state: Ignored.
  package func showEmptyState(_ state: EmptyState?) {}
}
