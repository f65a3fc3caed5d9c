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
  /// change the registry, and how it is shown, in one batch.
  ///
  /// **When.** An update changes the registry only when the view can take a batch: no batch is
  /// running or animating, and no UIKit callback that may edit (a commit, a drop, a selection)
  /// and no handler is running. Otherwise the declared table keeps the latest declaration, tells
  /// the app what it waits for (``updateWait``: `.batch`, `.animation`, `.callback`), and the
  /// host applies it through the adapter's ``ApplyWhenSafe`` queue (after the batch, or on the
  /// next turn of the run loop after a callback), or when the running animation completes.
  ///
  /// **Where.** The registry changes inside `performBatchUpdates`, before the edits are told:
  /// UIKit takes the counts before the block and asks them again after it, so a view that has
  /// not asked its counts yet still compares the right ones. An update asked for without
  /// animation, or for a view in no window, reloads the data instead, as does, on a view that
  /// cannot reload its index alone (a list), one that changes the section index's titles.
  ///
  /// Each view's host is a subclass that says how its view performs a batch, reloads and is
  /// told edits, and what it shows after the batch (``didApplyUpdate(_:)``).
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

    /// For each section of the update's `reconfiguredSections`, by its index after the update:
    /// whether it had a header title and a footer title before the update.
    private var titlesBefore: [Int: (header: Bool, footer: Bool)] = [:]

    init(handlers: TableHandlers) {
      self.handlers = handlers
    }

    // MARK: What each view's host says

    /// The adapter serving the declared table's registry on the view, or `nil` once the view is
    /// gone or serves something else: updates then change the registry alone.
    var servingAdapter: HostAdapter? { nil }

    /// The view, as the host handlers are given.
    var tableHost: (any TableHost)? { nil }

    /// Whether the view is in a window, where a batch animates.
    var isInWindow: Bool { false }

    /// Reloads the view's data.
    func reloadViewData() {}

    /// Runs a batch of the view's (`performBatchUpdates(_:completion:)`).
    func performViewBatch(_ updates: (() -> Void)?, completion: @escaping (Bool) -> Void) {}

    /// Tells the view the edits of one batch, inside ``performViewBatch(_:completion:)``.
    func tellView(_ update: TableUpdate) {}

    /// Shows the rest of an applied difference; see ``DeclaredTableHost/didApplyUpdate(_:)``.
    func didApplyUpdate(_ diff: DeclarationDiff) {}

    /// Whether an update that changes the section index's titles reloads the view's data
    /// instead of running a batch: for a view with no way to reload its index alone.
    var reloadsDataForSectionIndex: Bool { false }

    // MARK: The same on every view

    var updateWait: DeclaredUpdateWait? {
      guard let adapter = servingAdapter else { return nil }
      if animatingBatches > 0 { return .animation }
      if adapter.whenSafe.waitsForCallback { return .callback }
      return adapter.whenSafe.isSafe ? nil : .batch
    }

    func settleWhenReady(_ settle: @escaping @MainActor () -> Void) {
      // A view that is gone or serves something else waits for nothing (not even an animation
      // whose completion may never come).
      guard let adapter = servingAdapter else { return settle() }
      guard animatingBatches == 0 else {
        afterAnimations = settle
        return
      }
      adapter.whenSafe.perform(ObjectIdentifier(self), settle)
    }

    func performUpdate(_ diff: DeclarationDiff, animated: Bool, _ apply: () throws -> Void) throws {
      reloadedData = false
      guard let adapter = servingAdapter, let host = tableHost else { return try apply() }
      noteTitles(of: diff, on: host)
      try adapter.whenSafe.whileApplying {
        guard !diff.isEmpty else { return try apply() }
        guard animated, isInWindow, !(diff.sectionIndexChanged && reloadsDataForSectionIndex)
        else {
          try apply()
          reloadedData = true
          reloadViewData()
          return
        }
        guard !diff.update.isEmpty else { return try apply() }
        var failure: (any Error)?
        // `performBatchUpdates` runs its block before it returns; the block's type is only
        // escaping because it is optional.
        withoutActuallyEscaping(apply) { apply in
          performBatch {
            do {
              try apply()
              self.tellView(diff.update)
            } catch {
              failure = error
            }
          }
        }
        if let failure { throw failure }
      }
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
#endif
