import TableHandlersCore

/// One batch of a declared update as a host shows it: changes the registry, and returns the
/// structural edits it made, which the host tells its view in the same batch.
///
/// An update that moves a section whose rows also change is shown in two, the rows first, with
/// the sections kept in their old order, then the sections: devices do not survive a batch
/// that moves a section and edits rows in it (`ViewBatchBreak` in the core, with its sources).
/// Staging keeps every row's cell, where a section delete plus insert would make them anew;
/// the declared table can stage because it answers the data source from the state between
/// the two batches, which an app's own model does not hold.
package typealias DeclaredUpdateStep = @MainActor () throws -> TableUpdate

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

  /// Applies an update: calls each step once, in order, each of which changes the registry
  /// and returns the structural edits it made, and shows each step's edits together with it,
  /// in a batch of its own.
  ///
  /// Most updates are one step, whose edits are `diff.update`. An update that moves a section
  /// whose rows change is two (``DeclaredUpdateStep``), because devices do not survive a batch
  /// that does both; the view then shows the rows' edits with the sections in their old order,
  /// then the sections' moves and inserts.
  ///
  /// - Parameters:
  ///   - diff: The difference the steps make together, as the app sees it.
  ///   - animated: Whether the app asked for an animation.
  ///   - steps: Change the registry; the first throws, with nothing changed, if the registry
  ///     rejects the update; a later one does not throw.
  /// - Throws: What a step threw.
  func performUpdate(_ diff: DeclarationDiff, animated: Bool, in steps: [DeclaredUpdateStep])
    throws

  /// Says, before ``performUpdate(_:animated:in:)``, how to follow a row through the update:
  /// `follow`, given a row's position before the update (called before the update is applied),
  /// returns a closure that gives the row's position once the update is applied, or `nil` for
  /// a row the update deleted. O(1) a row, by identifier, where the diff's own mapping would
  /// cost O(*r*) to build; the closures hold the row's identifier only.
  ///
  /// - Parameter follow: Follows a row from its position before the update.
  func willPerformUpdate(
    follow: @escaping @MainActor (TablePosition) -> (@MainActor () -> TablePosition?)?)

  /// Shows the rest of an applied, non-empty difference, before the declared table's
  /// `didApplyUpdate` is called.
  ///
  /// - Parameter diff: The difference.
  func didApplyUpdate(_ diff: DeclarationDiff)

  /// Says that an update was applied and its rows' handlers registered, after every applied
  /// update, an empty difference included: an update may change only a row's handlers
  /// (whether it can move, its swipe actions), which no batch and no reconfiguration shows.
  func didRegisterHandlers()

  // MARK: Selection

  /// The rows the host shows selected; `nil` for a host that shows no selection, for which the
  /// declared table keeps its selection itself.
  var selectedRows: [TablePosition]? { get }

  /// Whether the host lets more than one row be selected now (on UIKit, its multiple-selection
  /// property for the current editing mode).
  var allowsMultipleSelection: Bool { get }

  /// Selects or deselects rows as an app's own code does (UIKit's
  /// `selectRow(at:animated:scrollPosition:)` and `deselectRow(at:animated:)`): without
  /// animation, without scrolling, and without asking or telling any selection handler.
  ///
  /// - Parameters:
  ///   - selected: Whether to select the rows or deselect them.
  ///   - rows: The rows, at positions the host shows now.
  func setSelected(_ selected: Bool, rows: [TablePosition])

  // MARK: Scrolling

  /// What an update keeps in place on screen; the declared table sets it when it gets the host
  /// and whenever the app changes it.
  var scrollAnchor: ScrollAnchor { get set }

  /// Scrolls so that a row is at a position of the visible area.
  ///
  /// - Parameters:
  ///   - row: The row, at a position the host shows now.
  ///   - position: Where it ends up.
  ///   - animated: Whether the scroll animates.
  func scroll(to row: TablePosition, position: RowScrollPosition, animated: Bool)

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

  /// Calls the steps in order.
  ///
  /// - Parameters:
  ///   - diff: The difference the steps make.
  ///   - animated: Ignored.
  ///   - steps: Change the registry.
  /// - Throws: What a step threw.
  package func performUpdate(
    _ diff: DeclarationDiff, animated: Bool, in steps: [DeclaredUpdateStep]
  ) throws {
    for step in steps { _ = try step() }
  }

  /// Nothing to show: a host that reads handlers when asked (the headless table) is up to
  /// date.
  package func didRegisterHandlers() {}

  /// Ignores it.
  ///
  /// - Parameter follow: Follows a row through the update.
  package func willPerformUpdate(
    follow: @escaping @MainActor (TablePosition) -> (@MainActor () -> TablePosition?)?
  ) {}

  /// None: the declared table keeps the selection itself.
  package var selectedRows: [TablePosition]? { nil }

  /// Yes.
  package var allowsMultipleSelection: Bool { true }

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - selected: Ignored.
  ///   - rows: Ignored.
  package func setSelected(_ selected: Bool, rows: [TablePosition]) {}

  /// Nothing is kept: the host does not scroll.
  package var scrollAnchor: ScrollAnchor {
    get { .none }
    set {}
  }

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - row: Ignored.
  ///   - position: Ignored.
  ///   - animated: Ignored.
  package func scroll(to row: TablePosition, position: RowScrollPosition, animated: Bool) {}

  /// Shows nothing.
  ///
  /// - Parameter state: Ignored.
  package func showEmptyState(_ state: EmptyState?) {}
}
