#if !canImport(UIKit)
  import Foundation

  // The rules UIKit checks while an app runs, beyond a batch's consistency (`BatchCheck.swift`),
  // for the methods the adapter and apps call from inside the table view's callbacks.
  //
  // UIKit reports a broken rule in one of three ways: it raises an exception (the app
  // crashes), it logs an "[Assert]" line and goes on, or it checks nothing and the documentation
  // alone forbids the call (the result is undefined). The stand-in is stricter than a device:
  // every broken rule stops the program unless the table view's `runtimeRuleHandler` is set, so
  // that no test can pass over one; with the handler set, the call is reported to it and then
  // goes on as UIKit's does (what it returns is written with each rule). Each rule names its
  // source; the texts are UIKit's as crash reports and console logs quote them, without the
  // objects' addresses.
  //
  // "Updating its visible cells" is, in the stand-in, while the table asks its data source for
  // a cell, its delegate for a row's height, or tells it `willDisplay`/`didEndDisplaying`, and
  // while it moves, reloads and reconfigures the shown cells after a group of updates
  // (`CellReuse.swift`): the places where UIKit's `_updateVisibleCellsNow:` runs those callbacks.

  /// A rule UIKit checks at run time, as broken by one call (stand-in only).
  public struct StandInRuntimeRuleViolation: Hashable, Sendable, CustomStringConvertible {
    /// The rules the stand-in enforces.
    public enum Rule: String, CaseIterable, Hashable, Sendable {
      /// A second `dequeueReusableCell(withIdentifier:for:)` with the index path of one cell
      /// request. Raises `NSInternalInconsistencyException`: "Attempted to dequeue multiple
      /// cells for the same index path, which is not allowed. If you really need to dequeue
      /// more cells than the table view is requesting, use the
      /// -dequeueReusableCellWithIdentifier: method (without an index path)." (the exception
      /// as apps' crash reports quote it, for example in KIF's issues). With the handler set,
      /// the second cell is returned all the same.
      case dequeueTwiceForOneIndexPath
      /// `cellForRow(at:)` while the table updates its visible cells. UIKit logs "[Assert]
      /// Attempted to call -cellForRowAtIndexPath: on the table view while it was in the
      /// process of updating its visible cells, which is not allowed. Make a symbolic breakpoint
      /// at UITableViewAlertForCellForRowAtIndexPathAccessDuringUpdate to catch this in the
      /// debugger and see what caused this to occur. Perhaps you are trying to ask the table
      /// view for a cell from inside a table view callback about a specific row?" (console
      /// logs quoted in apps' issues) and goes on; what it returns then is undocumented. With
      /// the handler set, the stand-in returns the cell shown at the row as the update has left
      /// it so far.
      case cellForRowWhileUpdatingVisibleCells
      /// `visibleCells` while the table updates its visible cells. UIKit logs "[Assert]
      /// Attempted to access the table view's visibleCells while they were in the process of
      /// being updated, which is not allowed. Make a symbolic breakpoint at
      /// UITableViewAlertForVisibleCellsAccessDuringUpdate to catch this in the debugger and see
      /// what caused this to occur. Perhaps you are trying to ask the table view for the visible
      /// cells from inside a table view callback about a specific row?" and goes on. With the
      /// handler set, the stand-in returns the cells shown so far.
      case visibleCellsWhileUpdatingVisibleCells
      /// `indexPathsForVisibleRows` while the table updates its visible cells: UIKit answers it
      /// from the same visible cells and logs the `visibleCells` assertion for it (the
      /// stand-in's text names the property). With the handler set, the rows shown so far.
      case visibleRowsWhileUpdatingVisibleCells
      /// `scrollToRow(at:at:animated:)` to a row the section does not have. Raises
      /// `NSRangeException`: "Attempted to scroll the table view to an out-of-bounds row (R)
      /// when there are only N rows in section S." (crash reports). With the handler set,
      /// nothing scrolls.
      case scrollToRowOutOfBounds
      /// `scrollToRow(at:at:animated:)` to a section the table does not have. Raises
      /// `NSRangeException`: "Attempted to scroll the table view to an out-of-bounds section (S)
      /// when there are only N sections." (crash reports). With the handler set, nothing
      /// scrolls.
      case scrollToSectionOutOfBounds
      /// `reloadData()` inside `performBatchUpdates(_:completion:)` or a
      /// `beginUpdates()`/`endUpdates()` group. Apple's documentation of `reloadData()`: "It
      /// shouldn't be called in the methods that insert or delete rows, especially within an
      /// animation block implemented with calls to beginUpdates() and endUpdates()." UIKit
      /// checks nothing; the batch's animations are then undefined. With the handler set, the
      /// table reloads.
      case reloadDataInsideUpdates
      /// `setEditing(_:animated:)` while the data source commits an edit the user made
      /// (`tableView(_:commit:forRowAt:)`). Apple's documentation of that method: the data
      /// source should not call `setEditing(_:animated:)` within it; if it must, it should do
      /// so after a delay. UIKit checks nothing. With the handler set, the table's editing
      /// state changes.
      case setEditingInsideCommit
      /// A structural edit (an insertion, deletion, reload, move, `reloadData()` or
      /// `performBatchUpdates(_:completion:)`) while the table updates its visible cells, that
      /// is, from inside a cell, height or display callback. UIKit documents no check and no
      /// text for it: it is the stand-in's own rule, kept because such an edit changes the
      /// counts while the table lays out the rows it counted, and what UIKit does then is
      /// undefined. With the handler set, the edit is recorded and checked as usual.
      case editWhileUpdatingVisibleCells
      /// `reloadData()` while `hasUncommittedUpdates` is true: a drop gap or drop placeholders
      /// are shown. `UITableView.h:425-429`: "If possible, avoid calling -reloadData while there
      /// are uncommitted updates to avoid interfering with user-initiated interactions that have
      /// not yet completed", and reloading "will cause any existing drop placeholder rows to be
      /// removed". UIKit checks nothing. With the handler set, the table reloads and the
      /// placeholders are gone: their contexts' `commitInsertion(dataSourceUpdates:)` and
      /// `deletePlaceholder()` return `false`.
      case reloadDataWithUncommittedUpdates
      /// A batch that moves a section and inserts, deletes or moves a row in it. UIKit accepts
      /// it; devices were seen to corrupt the heap or keep a snapshot cell on screen
      /// (observed on devices: `StandInBatchCheck.DeviceRule.rowEditInMovedSection` has the
      /// sources). With the handler set, the batch goes on as UIKit's does.
      case rowEditInMovedSection
      /// A batch that moves a section and reloads a row in it (observed on devices:
      /// rdar://27041784). With the handler set, the batch goes on.
      case reloadInMovedSection
      /// A batch that deletes one index path twice: UIKit accepts it and counts the row once,
      /// then crashes later (observed on devices: rdar://31786176, IGListKit #689). With the
      /// handler set, the batch goes on.
      case indexPathDeletedTwice

      // MARK: The user's reorder (`Reordering.swift`)

      /// A batch, a structural edit outside one, or `reloadData()` while the user reorders a row:
      /// from `userBeginsReorder(at:)` until the reorder ends or is cancelled, and while a drag of
      /// one row from the table shows the gap its drop moves the row to. `hasUncommittedUpdates`
      /// is then `true` (`UITableView.h:425-426`: "in the middle of reordering"), and the table
      /// shows the row where the finger is, which its data source is told only at the end.
      /// Observed on devices: square/Listable#513, "a crash would occur when applying an
      /// external update to list content while a live reorder event was occurring" ("we're
      /// asked for an index path in the data source that does not yet exist"), on a collection
      /// view; no source says a table survives it, so the stand-in holds a table to the same
      /// rule. No header states it and UIKit prints no text of its own. With the handler set,
      /// the update is checked against the counts the table shows, the row where the finger
      /// is, and goes on.
      case editWhileReordering
      /// An edit that deletes rows or sections in the turn of the run loop in which the user's
      /// reorder ended (`userEndsReorder()`, `userCancelsReorder()`), for example from inside
      /// `tableView(_:moveRowAt:to:)`: the reorder settles only on the next turn
      /// (`standInPassRunLoopTurn()`). Observed on devices: square/Listable's `ListChangesQueue`,
      /// "if you perform a re-order event, and then within the same runloop, deliver an update
      /// to the collection view as a result of that re-order event that removes a row or
      /// section, the collection view will crash because it's internal index path cache / data
      /// model has not yet been updated" (square/Listable#308; its `CollectionViewLayout` waits
      /// one turn with `OperationQueue.main.addOperation`), on a collection view; the stand-in
      /// holds a table to the same rule, as no source says a table survives it. With the
      /// handler set, the edit goes on.
      case deletionWhileReorderSettles
    }

    /// The rule broken.
    public let rule: Rule
    /// What UIKit prints (the exception's reason, or the logged assertion), with the values of
    /// this call.
    public let message: String

    /// Creates a violation (stand-in only).
    ///
    /// - Parameters:
    ///   - rule: The rule broken.
    ///   - message: UIKit's text.
    public init(_ rule: Rule, _ message: String) {
      self.rule = rule
      self.message = message
    }

    /// How UIKit reports a broken rule.
    public enum Report: Hashable, Sendable {
      /// It raises the named exception: the app crashes.
      case exception(String)
      /// It logs an "[Assert]" line and goes on.
      case loggedAssertion
      /// It checks nothing: only the documentation forbids the call, whose result is undefined.
      case documentedOnly
      /// No header or page states the rule and UIKit prints no text of its own at the call, but
      /// apps' issues and other projects' code report what devices do: a crash, at once or later,
      /// or views left wrong (each rule names its evidence).
      case observedOnDevices
    }

    /// How UIKit reports the rule.
    public var report: Report {
      switch rule {
      case .dequeueTwiceForOneIndexPath: return .exception("NSInternalInconsistencyException")
      case .scrollToRowOutOfBounds, .scrollToSectionOutOfBounds:
        return .exception("NSRangeException")
      case .cellForRowWhileUpdatingVisibleCells, .visibleCellsWhileUpdatingVisibleCells,
        .visibleRowsWhileUpdatingVisibleCells:
        return .loggedAssertion
      case .reloadDataInsideUpdates, .setEditingInsideCommit, .editWhileUpdatingVisibleCells,
        .reloadDataWithUncommittedUpdates:
        return .documentedOnly
      case .rowEditInMovedSection, .reloadInMovedSection, .indexPathDeletedTwice,
        .editWhileReordering, .deletionWhileReorderSettles:
        return .observedOnDevices
      }
    }

    /// The exception UIKit raises for the rule, or `nil` when it only logs or checks nothing.
    public var exceptionName: String? {
      if case .exception(let name) = report { return name }
      return nil
    }

    /// The violation as UIKit would print it (a rule UIKit does not check is marked as such).
    public var description: String { report.printed(message) }
  }

  extension StandInRuntimeRuleViolation.Report {
    /// A violation's text as UIKit prints it when it reports it this way: the exception's name
    /// before it, or "[Assert]"; a rule UIKit does not check is marked as such.
    func printed(_ message: String) -> String {
      switch self {
      case .exception(let name): return "\(name): \(message)"
      case .loggedAssertion: return "[Assert] \(message)"
      case .documentedOnly: return "[not checked by UIKit] \(message)"
      case .observedOnDevices: return "[observed on devices] \(message)"
      }
    }
  }

  /// What a stand-in table view is doing that the runtime rules depend on.
  struct StandInRuntimeState {
    /// How deep the table is in updating its visible cells (nested cell requests count).
    var visibleCellsUpdateDepth = 0
    /// The index paths dequeued with `dequeueReusableCell(withIdentifier:for:)` during the
    /// current update of the visible cells.
    var dequeuedIndexPaths: Set<IndexPath> = []
    /// How deep the table is in a user's commit of an edit.
    var commitDepth = 0
  }

  extension StandInBatchCheck.DeviceRule {
    /// The table view's runtime rule for it.
    var tableRule: StandInRuntimeRuleViolation.Rule {
      switch self {
      case .rowEditInMovedSection: return .rowEditInMovedSection
      case .reloadInMovedSection: return .reloadInMovedSection
      case .indexPathDeletedTwice: return .indexPathDeletedTwice
      }
    }

    /// The collection view's runtime rule for it.
    var collectionRule: StandInCollectionRuleViolation.Rule {
      switch self {
      case .rowEditInMovedSection: return .rowEditInMovedSection
      case .reloadInMovedSection: return .reloadInMovedSection
      case .indexPathDeletedTwice: return .indexPathDeletedTwice
      }
    }
  }

  extension UITableView {
    /// Whether the table is updating its visible cells (stand-in only): asking for a cell or a
    /// height, telling `willDisplay`/`didEndDisplaying`, or laying out shown cells after a
    /// group of updates.
    public var isUpdatingVisibleCells: Bool { runtimeState.visibleCellsUpdateDepth > 0 }

    /// Runs `body` as part of updating the visible cells; the index paths dequeued are
    /// remembered until the outermost update ends.
    func updatingVisibleCells<Result>(_ body: () -> Result) -> Result {
      runtimeState.visibleCellsUpdateDepth += 1
      defer {
        runtimeState.visibleCellsUpdateDepth -= 1
        if runtimeState.visibleCellsUpdateDepth == 0 { runtimeState.dequeuedIndexPaths = [] }
      }
      return body()
    }

    /// Reports a broken rule: to `runtimeRuleHandler` if set (the call then goes on as
    /// UIKit's), else by stopping the program with UIKit's text.
    func report(_ rule: StandInRuntimeRuleViolation.Rule, _ message: String) {
      let violation = StandInRuntimeRuleViolation(rule, message)
      guard let runtimeRuleHandler else {
        preconditionFailure("UITableView stand-in: \(violation)")
      }
      runtimeRuleHandler(violation)
    }

    /// Checks a dequeue with an index path: one per index path while the visible cells update.
    func checkDequeue(for indexPath: IndexPath, identifier: String) {
      guard isUpdatingVisibleCells else { return }
      if !runtimeState.dequeuedIndexPaths.insert(indexPath).inserted {
        report(
          .dequeueTwiceForOneIndexPath,
          "Attempted to dequeue multiple cells for the same index path, which is not allowed."
            + " If you really need to dequeue more cells than the table view is requesting,"
            + " use the -dequeueReusableCellWithIdentifier: method (without an index path)."
            + " Cell identifier: \(identifier), index path: "
            + StandInBatchCheck.describe(indexPath))
      }
    }

    /// Checks a read of the visible cells, rows or one cell.
    func checkVisibleCellsRead(_ rule: StandInRuntimeRuleViolation.Rule) {
      guard isUpdatingVisibleCells else { return }
      switch rule {
      case .cellForRowWhileUpdatingVisibleCells:
        report(
          rule,
          "Attempted to call -cellForRowAtIndexPath: on the table view while it was in the"
            + " process of updating its visible cells, which is not allowed. Make a symbolic"
            + " breakpoint at UITableViewAlertForCellForRowAtIndexPathAccessDuringUpdate to catch"
            + " this in the debugger and see what caused this to occur. Perhaps you are trying"
            + " to ask the table view for a cell from inside a table view callback about a"
            + " specific row?")
      default:
        let rows = rule == .visibleRowsWhileUpdatingVisibleCells
        let property = rows ? "indexPathsForVisibleRows" : "visibleCells"
        report(
          rule,
          "Attempted to access the table view's \(property) while they were in the process of"
            + " being updated, which is not allowed. Make a symbolic breakpoint at"
            + " UITableViewAlertForVisibleCellsAccessDuringUpdate to catch this in the debugger"
            + " and see what caused this to occur. Perhaps you are trying to ask the table view"
            + " for the visible cells from inside a table view callback about a specific row?")
      }
    }

    /// Checks a structural edit: none while the visible cells update.
    func checkEdit(_ name: String) {
      guard isUpdatingVisibleCells else { return }
      report(
        .editWhileUpdatingVisibleCells,
        "\(name) was called while the table view was updating its visible cells (from inside a"
          + " cell, height or display callback)")
    }

    /// Checks `scrollToRow(at:at:animated:)`'s row against the counts the table knows; a row
    /// of `NSNotFound` names the section only.
    ///
    /// - Returns: Whether the row exists (with the handler set, a missing row scrolls nowhere).
    func checkScrollTarget(_ indexPath: IndexPath, counts: [Int]) -> Bool {
      guard indexPath.section >= 0, indexPath.section < counts.count else {
        report(
          .scrollToSectionOutOfBounds,
          "Attempted to scroll the table view to an out-of-bounds section (\(indexPath.section))"
            + " when there are only \(counts.count) sections.")
        return false
      }
      let rows = counts[indexPath.section]
      guard indexPath.row == NSNotFound || (indexPath.row >= 0 && indexPath.row < rows) else {
        report(
          .scrollToRowOutOfBounds,
          "Attempted to scroll the table view to an out-of-bounds row (\(indexPath.row)) when"
            + " there are only \(rows) rows in section \(indexPath.section).")
        return false
      }
      return true
    }

    /// The user commits an edit on a row (stand-in only): taps a row's Delete confirmation, or
    /// the insertion control, in edit mode or after a swipe.
    ///
    /// The data source is told `tableView(_:commit:forRowAt:)` when it implemented it when
    /// assigned (UIKit offers the controls only then: Apple's documentation of the method).
    /// While it runs, `setEditing(_:animated:)` breaks a documented rule
    /// (``StandInRuntimeRuleViolation/Rule/setEditingInsideCommit``).
    ///
    /// - Parameters:
    ///   - style: `.delete` or `.insert`.
    ///   - indexPath: The row.
    /// - Returns: Whether the data source was told.
    @discardableResult
    public func userCommits(
      _ style: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) -> Bool {
      guard dataSource != nil, dataSourceCommitsEdits else { return false }
      runtimeState.commitDepth += 1
      defer { runtimeState.commitDepth -= 1 }
      return tellDataSourceToCommit(style, forRowAt: indexPath)
    }

    /// Checks `setEditing(_:animated:)`: not while the data source commits a user's edit.
    func checkSetEditing() {
      guard runtimeState.commitDepth > 0 else { return }
      report(
        .setEditingInsideCommit,
        "setEditing(_:animated:) was called inside tableView(_:commit:forRowAt:); the data"
          + " source should not call it there (Apple's documentation of that method)")
    }
  }
#endif
