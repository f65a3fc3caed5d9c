#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore
  import TableHandlersDeclarative

  /// Shows a declared table on a table view: each update in one batch, when it is safe.
  ///
  /// **When.** An update changes the registry only when the table view can take a batch: no
  /// batch is running or animating, and no UIKit callback that may edit (a commit, a drop, a
  /// selection) and no handler is running. Otherwise the declared table keeps the latest
  /// declaration, tells the app what it waits for (``updateWait``: `.batch`, `.animation`,
  /// `.callback`), and this host applies it through the adapter's ``ApplyWhenSafe`` queue
  /// (after the batch, or on the next turn of the run loop after a callback), or when the
  /// running animation completes. An update asked for by a row's `moveRow` handler during a
  /// drop goes through the same queue, so it is applied once the drop callback has returned,
  /// after the registry has moved the row. So the registry and the table view agree at every
  /// UIKit callback.
  ///
  /// **Where.** The registry changes inside `performBatchUpdates`, before the edits are told:
  /// UIKit takes the counts before the block and asks them again after it ("In addition to
  /// modifying the table's rows, update your table's data source to reflect your changes",
  /// `performBatchUpdates(_:completion:)`), so a table view that has not asked its counts yet
  /// still compares the right ones.
  ///
  /// **What else.** After the batch, rows whose content changed are reconfigured in their cells
  /// (`reconfigureRows`, iOS 15; reloaded without animation before), rows that need another
  /// kind of cell are reloaded, and the headers and footers of sections whose titles or views
  /// changed are refreshed in place; an update asked for without animation, or for a table view
  /// in no window, reloads the data instead.
  ///
  /// Held by the declared table (its host); holds the table view and the registry weakly.
  @MainActor
  final class TableViewDeclaredHost: DeclaredTableHost {
    /// The table view shown.
    private weak var tableView: UITableView?

    /// The registry the declared table fills.
    private weak var handlers: TableHandlers?

    /// The animation of inserted, deleted and reloaded rows and sections.
    let animation: UITableView.RowAnimation

    /// How many batches this host started whose animation has not completed.
    private var animatingBatches = 0

    /// A settle that waits for the running animations.
    private var afterAnimations: (@MainActor () -> Void)?

    /// Whether the update being applied reloaded the table view's data.
    private var reloadedData = false

    /// For each section of the update's `reconfiguredSections`, by its index after the update:
    /// whether it had a header title and a footer title before the update.
    private var titlesBefore: [Int: (header: Bool, footer: Bool)] = [:]

    init(tableView: UITableView, handlers: TableHandlers, animation: UITableView.RowAnimation) {
      self.tableView = tableView
      self.handlers = handlers
      self.animation = animation
    }

    /// The adapter serving the declared table's registry on the table view, or `nil` once the
    /// table view is gone or serves something else: updates then change the registry alone.
    private var adapter: TableViewAdapter? {
      guard let adapter = tableView?.handlersAdapter, adapter.handlers === handlers else {
        return nil
      }
      return adapter
    }

    /// In the order the waits end: a settle that waits for an animation then waits for the
    /// queue (``settleWhenReady(_:)``).
    var updateWait: DeclaredUpdateWait? {
      guard let adapter else { return nil }
      if animatingBatches > 0 { return .animation }
      if adapter.whenSafe.waitsForCallback { return .callback }
      return adapter.whenSafe.isSafe ? nil : .batch
    }

    func settleWhenReady(_ settle: @escaping @MainActor () -> Void) {
      // A table view that is gone or serves something else waits for nothing (not even an
      // animation whose completion may never come).
      guard let adapter else { return settle() }
      guard animatingBatches == 0 else {
        afterAnimations = settle
        return
      }
      adapter.whenSafe.perform(ObjectIdentifier(self), settle)
    }

    func performUpdate(_ diff: DeclarationDiff, animated: Bool, _ apply: () throws -> Void) throws {
      reloadedData = false
      guard let tableView, let adapter else { return try apply() }
      noteTitles(of: diff, on: tableView)
      try adapter.whenSafe.whileApplying {
        guard !diff.isEmpty else { return try apply() }
        guard animated, tableView.window != nil else {
          try apply()
          reloadedData = true
          tableView.reloadData()
          return
        }
        guard !diff.update.isEmpty else { return try apply() }
        var failure: (any Error)?
        animatingBatches += 1
        // `performBatchUpdates` runs its block before it returns; the block's type is only
        // escaping because it is optional.
        withoutActuallyEscaping(apply) { apply in
          tableView.performBatchUpdates(
            {
              do {
                try apply()
                tableView.tell(diff.update, with: self.animation)
              } catch {
                failure = error
              }
            },
            completion: { [weak self] _ in self?.batchDidFinish() })
        }
        if let failure { throw failure }
      }
    }

    func didApplyUpdate(_ diff: DeclarationDiff) {
      guard !reloadedData, let tableView, let adapter else { return }
      adapter.whenSafe.whileApplying {
        if !diff.reconfiguredRows.isEmpty {
          let paths = diff.reconfiguredRows.map { IndexPath($0) }
          if #available(iOS 15, *) {
            tableView.reconfigureRows(at: paths)
          } else {
            tableView.reloadRows(at: paths, with: .none)
          }
        }
        // Rows that need another kind of cell: `reconfigureRows` must get the same kind back.
        if !diff.reloadedRows.isEmpty {
          tableView.reloadRows(at: diff.reloadedRows.map { IndexPath($0) }, with: animation)
        }
        guard !diff.reconfiguredSections.isEmpty, let handlers else { return }
        // A header or footer title that appears or goes changes the section's layout: UIKit
        // shows it only on a reload. The others change in the views on screen.
        var reloads = IndexSet()
        for section in diff.reconfiguredSections {
          guard let before = titlesBefore[section] else { continue }
          let header = handlers.answer(.titleForHeader, in: section, on: tableView) != nil
          let footer = handlers.answer(.titleForFooter, in: section, on: tableView) != nil
          if header != before.header || footer != before.footer { reloads.insert(section) }
        }
        let changedInPlace = tableView.refreshHeaderFooter(
          inSections: diff.reconfiguredSections.filter { !reloads.contains($0) })
        if !reloads.isEmpty { tableView.reloadSections(reloads, with: animation) }
        // A title changed in place may need another height: an empty batch measures again.
        // UIKit documents that for row heights (beginUpdates(): "animate the change in the
        // row heights without reloading the cell"); that it re-measures headers and footers
        // too is observed behaviour, not documented.
        if changedInPlace {
          animatingBatches += 1
          tableView.performBatchUpdates(nil) { [weak self] _ in self?.batchDidFinish() }
        }
      }
    }

    /// Notes, before the registry changes, which of the sections whose titles change had a
    /// header and a footer title.
    private func noteTitles(of diff: DeclarationDiff, on tableView: UITableView) {
      titlesBefore = [:]
      guard !diff.reconfiguredSections.isEmpty, let handlers,
        let mapping = try? diff.update.mapping(from: handlers.shape)
      else { return }
      let changed = Set(diff.reconfiguredSections)
      for old in 0..<handlers.shape.sectionCount {
        guard let new = mapping.newSection(of: old), changed.contains(new) else { continue }
        titlesBefore[new] = (
          handlers.answer(.titleForHeader, in: old, on: tableView) != nil,
          handlers.answer(.titleForFooter, in: old, on: tableView) != nil
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
