#if !canImport(UIKit)
  import Foundation

  // The rules UIKit checks while a collection view runs, beyond a batch's consistency
  // (`CollectionViewUpdates.swift`), enforced as the table's are (`RuntimeRules.swift`): every
  // broken rule stops the program unless the collection view's `runtimeRuleHandler` is set,
  // which is then told and the call goes on as UIKit's does. Each rule names its source; the
  // texts are UIKit's as crash reports quote them, without the objects' addresses.
  //
  // "Updating its visible cells" is, in the stand-in, while the collection view asks its data
  // source for a cell or a supplementary view, tells its delegate `willDisplay` or
  // `didEndDisplaying`, and while it moves, reloads and reconfigures the shown cells after
  // updates.

  /// A rule a collection view checks at run time, as broken by one call (stand-in only).
  public struct StandInCollectionRuleViolation: Hashable, Sendable, CustomStringConvertible {
    /// The rules the stand-in enforces.
    public enum Rule: String, CaseIterable, Hashable, Sendable {
      /// A second dequeue with the index path of one request while the visible cells update.
      /// UIKit raises `NSInternalInconsistencyException`: "Expected dequeued view to be returned
      /// to the collection view in preparation for display. When the collection view's data
      /// source is asked to provide a view for a given index path, ensure that a single view is
      /// dequeued and returned to the collection view. …" (crash reports; the text of iOS 18,
      /// which checks it as a dequeued view not returned; on earlier systems the extra view is
      /// never shown). With the handler set, the second view is returned all the same.
      case dequeueTwiceForOneIndexPath
      /// A dequeue while the collection view is not asking for that kind of view: a cell
      /// dequeued outside a cell request (`collectionView(_:cellForItemAt:)`, also asked to
      /// reconfigure an item), a supplementary view outside a request for a supplementary view
      /// of its kind (`collectionView(_:viewForSupplementaryElementOfKind:at:)`), as from a
      /// display callback or an app's own code. iOS 18 raises
      /// `NSInternalInconsistencyException` with the text of
      /// ``dequeueTwiceForOneIndexPath``, whose third sentence names this rule: "Avoid dequeuing
      /// views without a request from the collection view." (tumblr/kanvas-ios PR #167, a cell
      /// dequeued "when it isn't used for display"; Instabug/Instabug-iOS issue #503 on iOS
      /// 18.1; didi/DoKit issue #1191, a supplementary view). UIKit raises it at its next update
      /// of the visible cells
      /// (`-[UICollectionView _updateVisibleCellsNow:]` in the crash reports), when the view
      /// was not returned; the stand-in reports it at the dequeue. With the handler set, the
      /// view is dequeued.
      case dequeueWithoutRequest
      /// A dequeue with a registration made while a collection view asked for a cell. Raises
      /// `NSInternalInconsistencyException` on iOS 15 and later: "Attempted to dequeue a cell
      /// using a registration that was created inside -collectionView:cellForItemAtIndexPath:
      /// or inside a UICollectionViewDiffableDataSource cell provider. Creating a new
      /// registration each time a cell is requested will prevent reuse and cause created cells
      /// to remain inaccessible in memory for the lifetime of the collection view.
      /// Registrations should be created up front and reused." (crash reports; [D]
      /// `UICollectionView.CellRegistration`). With the handler set, the cell is dequeued.
      case registrationCreatedInsideCellProvider
      /// A cell or supplementary view the data source made itself instead of dequeuing it.
      /// Raises `NSInternalInconsistencyException`: "the cell returned from
      /// -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be
      /// retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:" (crash
      /// reports; [H] "The cell that is returned must be retrieved from a call to
      /// -dequeueReusableCellWithReuseIdentifier:forIndexPath:"). With the handler set, the
      /// view is shown.
      case viewNotDequeued
      /// `scrollToItem(at:at:animated:)` to an item or section the collection view does not
      /// have. Raises `NSInternalInconsistencyException`: "Attempted to scroll the collection
      /// view to an out-of-bounds item (I) when there are only N items in section S." (crash
      /// reports; the section's text follows the same pattern, unquoted). With the handler set,
      /// nothing scrolls.
      case scrollToItemOutOfBounds
      /// `selectItem(at:animated:scrollPosition:)` of an item the collection view does not
      /// have. Raises `NSInternalInconsistencyException`: "Attempted to modify the selection of
      /// an out-of-bounds item (I) when there are only N items in section S." (crash reports).
      /// With the handler set, the selection does not change.
      case selectionOutOfBounds
      /// `reloadData()` inside `performBatchUpdates(_:completion:)`. Apple's documentation of
      /// `reloadData()`: "You should not call this method in the middle of animation blocks
      /// where items are being inserted or deleted." UIKit checks nothing. With the handler
      /// set, the collection view reloads.
      case reloadDataInsideUpdates
      /// A structural edit while the collection view updates its visible cells: the stand-in's
      /// own rule, as for the table (`StandInRuntimeRuleViolation.Rule`). With the handler set,
      /// the edit is recorded and checked as usual.
      case editWhileUpdatingVisibleCells
      /// `reloadData()` while `hasUncommittedUpdates` is true (drop placeholders or a drop gap
      /// shown), which removes the placeholders (`UICollectionView.h:760-782`: their contexts
      /// return `NO` "(e.g. -reloadData has been called)"). UIKit checks nothing; the table's
      /// header asks to avoid it (`StandInRuntimeRuleViolation.Rule`). With the handler set,
      /// the collection view reloads.
      case reloadDataWithUncommittedUpdates
      /// A batch that moves a section and inserts, deletes or moves an item in it, as the
      /// table's rule (`StandInRuntimeRuleViolation.Rule.rowEditInMovedSection`); IGListKit's
      /// evidence is the collection view's. Observed on devices.
      case rowEditInMovedSection
      /// A batch that moves a section and reloads an item in it, as the table's rule. Observed
      /// on devices.
      case reloadInMovedSection
      /// A batch that deletes one index path twice, as the table's rule. Observed on devices.
      case indexPathDeletedTwice

      // MARK: The user's reorder (`Reordering.swift`)

      /// A batch, a structural edit outside one, or `reloadData()` while the user reorders an
      /// item: from `userBeginsReorder(at:)` until the reorder ends or is cancelled, and while a
      /// drag of one item from the list shows the gap its drop moves the item to
      /// (`hasUncommittedUpdates`, `UICollectionView.h:418-419`). Observed on devices:
      /// square/Listable#513, "a crash would occur when applying an external update to list
      /// content while a live reorder event was occurring", so its `ListChangesQueue` pauses
      /// "to avoid crashes when applying content updates while there are index-changing reorder
      /// events in process". With the handler set, the update is checked against the counts the
      /// collection view shows, the item where the finger is, and goes on.
      case editWhileReordering
      /// An edit that deletes items or sections in the turn of the run loop in which the user's
      /// reorder ended or was cancelled, for example from inside
      /// `collectionView(_:moveItemAt:to:)`: observed on devices (square/Listable#308; its
      /// `ListChangesQueue`: "the collection view will crash because it's internal index path
      /// cache / data model has not yet been updated", and its `CollectionViewLayout` waits one
      /// turn with `OperationQueue.main.addOperation`). With the handler set, the edit goes on.
      case deletionWhileReorderSettles
    }

    /// The rule broken.
    public let rule: Rule
    /// What UIKit prints, with the values of this call.
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

    /// How UIKit reports the rule: it raises, but for the documented rules and the stand-in's
    /// own, and for the batches and reorders that devices were seen not to survive, where UIKit
    /// checks nothing at the call.
    public var report: StandInRuntimeRuleViolation.Report {
      switch rule {
      case .reloadDataInsideUpdates, .editWhileUpdatingVisibleCells,
        .reloadDataWithUncommittedUpdates:
        return .documentedOnly
      case .rowEditInMovedSection, .reloadInMovedSection, .indexPathDeletedTwice,
        .editWhileReordering, .deletionWhileReorderSettles:
        return .observedOnDevices
      default: return .exception("NSInternalInconsistencyException")
      }
    }

    /// The violation as UIKit would print it (a rule UIKit does not check is marked as such).
    public var description: String { report.printed(message) }
  }

  /// What a stand-in collection view is doing that the runtime rules depend on.
  struct StandInCollectionRuntimeState {
    /// How deep the collection view is in updating its visible cells.
    var visibleCellsUpdateDepth = 0
    /// The kinds and index paths dequeued during the current update of the visible cells.
    var dequeued: Set<StandInSupplementaryKey> = []
    /// The kinds of view the collection view is asking its data source for, the innermost
    /// request last: `elementKindCell` for a cell.
    var requestedKinds: [String] = []
  }

  extension UICollectionView {
    /// Whether the collection view is updating its visible cells (stand-in only).
    public var isUpdatingVisibleCells: Bool { runtimeState.visibleCellsUpdateDepth > 0 }

    /// Runs `body` as part of updating the visible cells.
    func updatingVisibleCells<Result>(_ body: () -> Result) -> Result {
      runtimeState.visibleCellsUpdateDepth += 1
      defer {
        runtimeState.visibleCellsUpdateDepth -= 1
        if runtimeState.visibleCellsUpdateDepth == 0 { runtimeState.dequeued = [] }
      }
      return body()
    }

    /// Reports a broken rule: to `runtimeRuleHandler` if set, else by stopping the program.
    func report(_ rule: StandInCollectionRuleViolation.Rule, _ message: String) {
      let violation = StandInCollectionRuleViolation(rule, message)
      guard let runtimeRuleHandler else {
        preconditionFailure("UICollectionView stand-in: \(violation)")
      }
      runtimeRuleHandler(violation)
    }

    /// Runs `body` as a request to the data source for a view of a kind (a cell:
    /// `elementKindCell`): the views of that kind dequeued meanwhile are requested.
    func requesting<Result>(_ kind: String, _ body: () -> Result) -> Result {
      runtimeState.requestedKinds.append(kind)
      defer { runtimeState.requestedKinds.removeLast() }
      return body()
    }

    /// Checks a dequeue: only while the collection view asks for a view of its kind, and one per
    /// kind and index path while the visible cells update.
    func checkDequeue(for indexPath: IndexPath, kind: String, identifier: String) {
      guard runtimeState.requestedKinds.last == kind else {
        report(
          .dequeueWithoutRequest,
          Self.viewNotReturnedText(kind: kind, identifier: identifier, indexPath: indexPath))
        return
      }
      guard isUpdatingVisibleCells else { return }
      let key = StandInSupplementaryKey(kind: kind, name: "\(indexPath)")
      if !runtimeState.dequeued.insert(key).inserted {
        report(
          .dequeueTwiceForOneIndexPath,
          Self.viewNotReturnedText(kind: kind, identifier: identifier, indexPath: indexPath))
      }
    }

    /// iOS 18's text for a dequeued view not returned to the collection view, the view and the
    /// collection view cut to what the stand-in knows of them.
    private static func viewNotReturnedText(kind: String, identifier: String, indexPath: IndexPath)
      -> String
    {
      "Expected dequeued view to be returned to the collection view in preparation for"
        + " display. When the collection view's data source is asked to provide a view for a"
        + " given index path, ensure that a single view is dequeued and returned to the"
        + " collection view. Avoid dequeuing views without a request from the collection"
        + " view. For retrieving an existing view in the collection view, use"
        + " -[UICollectionView cellForItemAtIndexPath:] or -[UICollectionView"
        + " supplementaryViewForElementKind:atIndexPath:]. Dequeued view: \(kind) with"
        + " identifier \(identifier) at \(StandInBatchCheck.describe(indexPath))"
    }

    /// Checks a dequeue with a registration: not one made inside a cell request.
    func checkRegistration(made insideCellProvider: Bool, for indexPath: IndexPath) {
      guard insideCellProvider else { return }
      report(
        .registrationCreatedInsideCellProvider,
        "Attempted to dequeue a cell using a registration that was created inside"
          + " -collectionView:cellForItemAtIndexPath: or inside a"
          + " UICollectionViewDiffableDataSource cell provider. Creating a new registration each"
          + " time a cell is requested will prevent reuse and cause created cells to remain"
          + " inaccessible in memory for the lifetime of the collection view. Registrations"
          + " should be created up front and reused.")
    }

    /// Checks a view the data source returned: it must have been dequeued.
    func checkDequeued(_ view: UICollectionReusableView, kind: String) {
      guard view.reuseIdentifier == nil else { return }
      let isCell = kind == Self.elementKindCell
      report(
        .viewNotDequeued,
        isCell
          ? "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a"
            + " reuseIdentifier - cells must be retrieved by calling"
            + " -dequeueReusableCellWithReuseIdentifier:forIndexPath:"
          : "the view returned from"
            + " -collectionView:viewForSupplementaryElementOfKind:atIndexPath: (\(kind)) does"
            + " not have a reuseIdentifier - views must be retrieved by calling"
            + " -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath:")
    }

    /// Checks a structural edit: none while the visible cells update.
    func checkEdit(_ name: String) {
      guard isUpdatingVisibleCells else { return }
      report(
        .editWhileUpdatingVisibleCells,
        "\(name) was called while the collection view was updating its visible cells (from"
          + " inside a cell, supplementary view or display callback)")
    }

    /// Checks `scrollToItem(at:at:animated:)`'s item against the counts the collection view
    /// knows.
    ///
    /// - Returns: Whether the item exists.
    func checkScrollTarget(_ indexPath: IndexPath) -> Bool {
      outOfBoundsText(indexPath, action: "scroll the collection view to").map {
        report(.scrollToItemOutOfBounds, $0)
      } == nil
    }

    /// Checks `selectItem(at:animated:scrollPosition:)`'s item against the counts the
    /// collection view knows.
    ///
    /// - Returns: Whether the item exists.
    func checkSelectionTarget(_ indexPath: IndexPath) -> Bool {
      outOfBoundsText(indexPath, action: "modify the selection of").map {
        report(.selectionOutOfBounds, $0)
      } == nil
    }

    /// UIKit's text for an item the collection view does not have, or `nil` when it has it.
    private func outOfBoundsText(_ indexPath: IndexPath, action: String) -> String? {
      let counts = itemCounts()
      guard indexPath.section >= 0, indexPath.section < counts.count else {
        return "Attempted to \(action) an out-of-bounds section (\(indexPath.section)) when"
          + " there are only \(counts.count) sections."
      }
      let items = counts[indexPath.section]
      guard indexPath.item >= 0, indexPath.item < items else {
        return "Attempted to \(action) an out-of-bounds item (\(indexPath.item)) when there are"
          + " only \(items) items in section \(indexPath.section)."
      }
      return nil
    }
  }
#endif
