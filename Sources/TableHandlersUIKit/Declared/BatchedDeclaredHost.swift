#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore
  import TableHandlersDeclarative

  /// What a declared table's host does on every UIKit view, table or list: when an update may
  /// change the registry, and how it is shown, in one batch (two for an update that moves a
  /// section whose rows change: `DeclaredUpdateStep`).
  ///
  /// **When.** An update changes the registry only when the view can take a batch: no batch is
  /// running or animating, and no UIKit callback that may edit (a commit, a drop, a selection)
  /// and no handler is running. Otherwise the declared table keeps the latest declaration, tells
  /// the app what it waits for (``updateWait``: `.batch`, `.animation`, `.callback`), and the
  /// host applies it through the adapter's ``ApplyWhenSafe`` queue (after the batch, or on the
  /// next turn of the run loop after a callback), or when the running animation completes.
  ///
  /// **Where.** The registry changes inside `performBatchUpdates`, before the edits are told,
  /// each step of the update in a batch of its own:
  /// UIKit takes the counts before the block and asks them again after it, so a view that has
  /// not asked its counts yet still compares the right ones. An update asked for without
  /// animation, or for a view in no window, reloads the data instead (but while drop
  /// placeholders show, which a reload removes), as does, on a view that cannot reload its
  /// index alone (a list), one that changes the section index's titles.
  ///
  /// Each view's host is a subclass that says how its view performs a batch, reloads and is
  /// told edits, and what it shows after the batch (``showRest(of:)``).
  @MainActor
  class BatchedDeclaredHost: DeclaredTableHost {
    /// The registry the declared table fills.
    weak var handlers: TableHandlers?

    /// How many batches this host started whose animation has not completed.
    private var animatingBatches = 0

    /// A settle that waits for the running animations.
    private var afterAnimations: (@MainActor () -> Void)?

    /// Whether the update being applied reloaded the view's data.
    private(set) var reloadedData = false

    /// What an update keeps in place on screen.
    var scrollAnchor = ScrollAnchor.firstVisibleRow

    /// Where the update being applied found the anchored row, to put it back after the batch.
    private var placement: ScrollPlacement?

    /// A change of the content offset that waits for the user to stop scrolling.
    private var pendingCorrection: CGFloat = 0

    /// For each section of the update's `reconfiguredSections`, by its index after the update:
    /// whether it had a header title and a footer title before the update.
    private var titlesBefore: [Int: (header: Bool, footer: Bool)] = [:]

    /// The view shown; `nil` once it is gone.
    private weak var view: (any AdaptedView)?

    init(view: any AdaptedView, handlers: TableHandlers) {
      self.view = view
      self.handlers = handlers
    }

    /// The adapter serving the declared table's registry on the view, or `nil` once the view is
    /// gone or serves something else: updates then change the registry alone.
    var servingAdapter: HostAdapter? {
      guard let adapter = view?.servingAdapter, adapter.handlers === handlers else { return nil }
      return adapter
    }

    /// The view, as the host handlers are given.
    var tableHost: (any TableHost)? { view }

    /// Whether the view is in a window, where a batch animates.
    var isInWindow: Bool { view?.window != nil }

    /// The view, as a scroll view; `nil` once it is gone.
    var scrollView: UIScrollView? { view as? UIScrollView }

    /// The view's selected rows; `nil` once the view is gone.
    var selectedRows: [TablePosition]? { view?.selectedPositions }

    /// Selects or deselects rows of the view as app code does: no delegate call, no animation,
    /// no scrolling.
    func setSelected(_ selected: Bool, rows: [TablePosition]) {
      guard let view else { return }
      for row in rows {
        if selected {
          view.selectAgain(row)
        } else {
          view.deselectRow(at: row, animated: false)
        }
      }
    }

    // MARK: What each view's host says

    /// Reloads the view's data.
    func reloadViewData() {}

    /// Runs a batch of the view's (`performBatchUpdates(_:completion:)`).
    func performViewBatch(_ updates: (() -> Void)?, completion: @escaping (Bool) -> Void) {}

    /// Tells the view the edits of one batch, inside ``performViewBatch(_:completion:)``.
    func tellView(_ update: TableUpdate) {}

    /// Shows what the batch did not of an applied difference (content, titles); see
    /// ``DeclaredTableHost/didApplyUpdate(_:)``.
    func showRest(of diff: DeclarationDiff) {}

    /// A row's rectangle in the view's content, by the view's own layout.
    func rect(ofRow row: TablePosition) -> CGRect? { nil }

    /// The row whose rectangle holds a point of the content, if any.
    func row(at point: CGPoint) -> TablePosition? { nil }

    /// Whether the registry, and so the view once it has taken the update, has a row.
    func holds(_ row: TablePosition) -> Bool {
      guard let rowCounts = handlers?.shape.rowCounts, row.section >= 0,
        row.section < rowCounts.count
      else { return false }
      return row.row >= 0 && row.row < rowCounts[row.section]
    }

    /// The rows the view shows, in the view's order: none is documented (a collection view's
    /// is "an unsorted array", Apple), so whoever needs an order sorts them.
    var visibleRows: [TablePosition] { [] }

    /// Scrolls the view to a row.
    ///
    /// - Parameters:
    ///   - row: The row.
    ///   - position: Where it ends up.
    ///   - animated: Whether the scroll animates.
    func scroll(to row: TablePosition, position: RowScrollPosition, animated: Bool) {}

    /// The view's multiple-selection property for its editing mode.
    var allowsMultipleSelection: Bool {
      guard let view else { return false }
      return view.isEditing
        ? view.allowsMultipleSelectionDuringEditing : view.allowsMultipleSelection
    }

    /// The view's `backgroundView`, where the empty state shows; `nil` once the view is gone.
    var viewBackground: UIView? {
      get { view?.backgroundView }
      set { view?.backgroundView = newValue }
    }

    // MARK: The empty state

    /// The empty state's view this host put in the view's `backgroundView`, while it shows.
    private(set) var emptyStateView: EmptyStateView?

    /// The `backgroundView` the empty state's view replaced, put back when it hides.
    private var replacedBackground: UIView?

    /// Shows the empty state as the view's `backgroundView`, or hides it.
    ///
    /// Showing it keeps the `backgroundView` it replaces (the app's, or `nil`), and hiding it
    /// puts that back, unless the app set another `backgroundView` meanwhile, which stays. An
    /// empty state that looks the same as the one shown keeps its view (its button takes the
    /// new action); one that appears, or looks different, is a new view, announced to VoiceOver
    /// with `.layoutChanged` and its title (or the app's view) as the element to move to: the
    /// empty state is a change of the layout of the screen the table is on, not a new screen
    /// (`.screenChanged`, "a new view appears that encompasses a major portion of the screen",
    /// which also plays a sound).
    func showEmptyState(_ state: EmptyState?) {
      guard let state else { return hideEmptyState() }
      let shown = emptyStateView.flatMap { $0 === viewBackground ? $0 : nil }
      if let shown, shown.look == EmptyStateView.Look(state) {
        shown.action = state.action?.perform
        return
      }
      guard tableHost != nil else { return }
      let custom = state.customView.flatMap { description in
        handlers?.viewKinds.emptyStateViews[description.kind].map { $0(description) }
      }
      let view = EmptyStateView(state: state, custom: custom)
      if shown == nil { replacedBackground = viewBackground }
      emptyStateView = view
      viewBackground = view
      UIAccessibility.post(notification: EmptyStateView.layoutChanged, argument: view.focusElement)
    }

    /// Puts back the `backgroundView` the empty state replaced, unless the app replaced it.
    private func hideEmptyState() {
      guard let shown = emptyStateView else { return }
      if viewBackground === shown { viewBackground = replacedBackground }
      emptyStateView = nil
      replacedBackground = nil
    }

    /// Whether an update that changes the section index's titles reloads the view's data
    /// instead of running a batch: for a view with no way to reload its index alone.
    var reloadsDataForSectionIndex: Bool { false }

    // MARK: The same on every view

    var updateWait: DeclaredUpdateWait? {
      guard let adapter = servingAdapter else { return nil }
      if adapter.appliesDeclaredUpdateForDrop { return nil }
      if animatingBatches > 0 { return .animation }
      if adapter.whenSafe.waitsForCallback { return .callback }
      guard adapter.whenSafe.isSafe else { return .batch }
      return adapter.waitsForDropOrReorder ? .interactiveMove : nil
    }

    func settleWhenReady(_ settle: @escaping @MainActor () -> Void) {
      // A view that is gone or serves something else waits for nothing (not even an animation
      // whose completion may never come).
      guard let adapter = servingAdapter else { return settle() }
      // A drop that animates an item into a declared row applies the update at once.
      adapter.declaredUpdateSettle = settle
      guard animatingBatches == 0 else {
        afterAnimations = settle
        return
      }
      // A drop's gap or a row being reordered: the adapter settles once the view has none.
      if adapter.waitsForDropOrReorder {
        adapter.afterDrop[ObjectIdentifier(self)] = settle
        return
      }
      adapter.whenSafe.perform(ObjectIdentifier(self), settle)
    }

    func performUpdate(
      _ diff: DeclarationDiff, animated: Bool, in steps: [DeclaredUpdateStep]
    ) throws {
      reloadedData = false
      placement = nil
      defer { follow = nil }
      func applyAll() throws { for step in steps { _ = try step() } }
      guard let adapter = servingAdapter, let host = tableHost else { return try applyAll() }
      noteTitles(of: diff, on: host)
      if !diff.isEmpty { notePlacement(of: diff) }
      try adapter.whenSafe.whileApplying {
        guard !diff.isEmpty else { return try applyAll() }
        // A reload would remove the drop placeholders shown (UIKit's rule), so while one
        // shows even an update asked for without animation runs as a batch.
        let keepsPlaceholders = !adapter.dropPlaceholders.isEmpty
        guard (animated && isInWindow) || keepsPlaceholders,
          !(diff.sectionIndexChanged && reloadsDataForSectionIndex)
        else {
          try applyAll()
          reloadedData = true
          reloadViewData()
          adapter.forgetRemovedDropPlaceholders()
          return
        }
        guard !diff.update.isEmpty else { return try applyAll() }
        // One batch a step, each changing the registry inside its block: the view asks each
        // batch's counts from the state that step leaves.
        for step in steps {
          var failure: (any Error)?
          performBatch {
            do {
              self.tellView(try step())
            } catch {
              failure = error
            }
          }
          if let failure { throw failure }
        }
      }
    }

    func didApplyUpdate(_ diff: DeclarationDiff) {
      showRest(of: diff)
      keepPlacement()
    }

    /// The cells on screen get their rows' VoiceOver actions again after every declared update,
    /// also one in which no row moved: its handlers may have changed alone.
    func didRegisterHandlers() {
      servingAdapter?.renameVisibleRowsActions()
    }

    // MARK: Keeping a row in place

    /// Follows a row through the update about to be applied; see
    /// ``DeclaredTableHost/willPerformUpdate(follow:)``.
    private var follow: (@MainActor (TablePosition) -> (@MainActor () -> TablePosition?)?)?

    func willPerformUpdate(
      follow: @escaping @MainActor (TablePosition) -> (@MainActor () -> TablePosition?)?
    ) {
      self.follow = follow
    }

    /// Notes, before the registry changes, what the update keeps in place on screen
    /// (`ScrollPlacement`, the scroll anchor's rule).
    private func notePlacement(of diff: DeclarationDiff) {
      guard let scrollView, let follow else { return }
      let top = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
      placement = ScrollPlacement.noted(
        anchor: scrollAnchor, geometry: scrollView.scrollGeometry, visibleRows: visibleRows,
        rowAtTop: row(at: CGPoint(x: 0, y: top)),
        rowFrame: { rect(ofRow: $0).map { (Double($0.minY), Double($0.maxY)) } },
        follow: follow)
    }

    /// Sets the content offset that keeps in place what the update noted, now, or when the user
    /// stops scrolling.
    private func keepPlacement() {
      guard let placement, let scrollView else { return }
      self.placement = nil
      guard
        let target = placement.targetOffset(
          in: scrollView.scrollGeometry, rowTop: { rect(ofRow: $0).map { Double($0.minY) } })
      else { return }
      let correction = CGFloat(target) - scrollView.contentOffset.y
      guard abs(correction) > 0.001 else { return }
      if scrollView.isDragging || scrollView.isDecelerating {
        pendingCorrection += correction
        if handlers?.links.userDidEndScrolling == nil {
          handlers?.links.userDidEndScrolling = { [weak self] in self?.userDidEndScrolling() }
        }
      } else {
        scrollView.contentOffset.y = CGFloat(target)
      }
    }

    /// The user stopped scrolling: the corrections that waited are applied.
    private func userDidEndScrolling() {
      handlers?.links.userDidEndScrolling = nil
      guard let scrollView, pendingCorrection != 0 else { return }
      scrollView.contentOffset.y += pendingCorrection
      pendingCorrection = 0
    }

    /// Runs a batch of the view's (`nil`: an empty one, which measures again) and counts it as
    /// animating until its completion.
    func performBatch(_ updates: (() -> Void)?) {
      animatingBatches += 1
      performViewBatch(updates) { [weak self] _ in self?.batchDidFinish() }
    }

    /// Whether a section shows a header (`isHeader`) or a footer whose coming or going reloads
    /// the section: on a table view, one with a title; each host's subclass says what else.
    func showsSupplementaryView(isHeader: Bool, in section: Int, on host: any TableHost) -> Bool {
      let event: SectionEvent<Void, String?> = isHeader ? .titleForHeader : .titleForFooter
      return handlers?.answer(event, in: section, on: host) != nil
    }

    /// The sections among an update's `reconfiguredSections` where a header or footer came or
    /// went (``showsSupplementaryView(isHeader:in:on:)``), which the view shows only on a
    /// reload; the others change in place.
    func sectionsWhoseTitlesCameOrWent(_ diff: DeclarationDiff) -> IndexSet {
      var reloads = IndexSet()
      guard handlers != nil, let host = tableHost else { return reloads }
      for section in diff.reconfiguredSections {
        guard let before = titlesBefore[section] else { continue }
        let header = showsSupplementaryView(isHeader: true, in: section, on: host)
        let footer = showsSupplementaryView(isHeader: false, in: section, on: host)
        if header != before.header || footer != before.footer { reloads.insert(section) }
      }
      return reloads
    }

    /// Notes, before the registry changes, which of the sections whose titles change had a
    /// header and a footer title.
    private func noteTitles(of diff: DeclarationDiff, on host: any TableHost) {
      titlesBefore = [:]
      guard !diff.reconfiguredSections.isEmpty, let handlers,
        let mapping = try? diff.update.mapping(from: handlers.shape)
      else { return }
      let changed = Set(diff.reconfiguredSections)
      for old in 0..<handlers.shape.sectionCount {
        guard let new = mapping.newSection(of: old), changed.contains(new) else { continue }
        titlesBefore[new] = (
          showsSupplementaryView(isHeader: true, in: old, on: host),
          showsSupplementaryView(isHeader: false, in: old, on: host)
        )
      }
    }

    /// A batch's animation completed: a settle that waited for it runs when it is safe.
    private func batchDidFinish() {
      animatingBatches -= 1
      guard animatingBatches == 0, let settle = afterAnimations else { return }
      afterAnimations = nil
      settleWhenReady(settle)
    }
  }

  extension UIScrollView {
    /// The view's vertical geometry, as the scroll anchor's rule reads it.
    fileprivate var scrollGeometry: ScrollGeometry {
      ScrollGeometry(
        offset: Double(contentOffset.y), insetTop: Double(adjustedContentInset.top),
        insetBottom: Double(adjustedContentInset.bottom),
        contentHeight: Double(contentSize.height), viewHeight: Double(bounds.height))
    }
  }
#endif
