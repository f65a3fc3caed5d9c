#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore
  import TableHandlersDeclarative

  /// Shows a declared table on a table view: each update in one batch (or two, the rows then
  /// the sections, for one that moves a section whose rows change), when it is safe.
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
  final class TableViewDeclaredHost: BatchedDeclaredHost {
    /// The table view shown.
    private var tableView: UITableView? { tableHost as? UITableView }

    /// The animation of inserted, deleted and reloaded rows and sections.
    let animation: UITableView.RowAnimation

    init(tableView: UITableView, handlers: TableHandlers, animation: UITableView.RowAnimation) {
      self.animation = animation
      super.init(view: tableView, handlers: handlers)
    }

    override func reloadViewData() {
      tableView?.reloadData()
    }

    override func rect(ofRow row: TablePosition) -> CGRect? {
      guard let tableView, holds(row) else { return nil }
      return tableView.rectForRow(at: IndexPath(row))
    }

    override func row(at point: CGPoint) -> TablePosition? {
      tableView?.indexPathForRow(at: point).map { TablePosition($0) }
    }

    override var visibleRows: [TablePosition] {
      (tableView?.indexPathsForVisibleRows ?? []).map { TablePosition($0) }
    }

    override func scroll(to row: TablePosition, position: RowScrollPosition, animated: Bool) {
      let at: UITableView.ScrollPosition =
        switch position {
        case .top: .top
        case .middle: .middle
        case .bottom: .bottom
        case .nearest: .none
        }
      tableView?.scrollToRow(at: IndexPath(row), at: at, animated: animated)
    }

    override func performViewBatch(
      _ updates: (() -> Void)?, completion: @escaping (Bool) -> Void
    ) {
      tableView?.performBatchUpdates(updates, completion: completion)
    }

    override func tellView(_ update: TableUpdate) {
      tableView?.tell(update, with: animation)
    }

    override func showRest(of diff: DeclarationDiff) {
      guard !reloadedData, let tableView, let adapter = servingAdapter else { return }
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
        // A batch does not ask the index titles again (`reloadSectionIndexTitles()`'s
        // documentation: it updates the index "after inserting or deleting sections").
        if diff.sectionIndexChanged { tableView.reloadSectionIndexTitles() }
        guard !diff.reconfiguredSections.isEmpty else { return }
        // A header or footer title that appears or goes changes the section's layout: UIKit
        // shows it only on a reload. The others change in the views on screen.
        let reloads = sectionsWhoseTitlesCameOrWent(diff)
        let changedInPlace = tableView.refreshHeaderFooter(
          inSections: diff.reconfiguredSections.filter { !reloads.contains($0) })
        if !reloads.isEmpty { tableView.reloadSections(reloads, with: animation) }
        // A title changed in place may need another height: an empty batch measures again.
        // UIKit documents that for row heights (beginUpdates(): "animate the change in the
        // row heights without reloading the cell"); that it re-measures headers and footers
        // too is observed behaviour, not documented.
        if changedInPlace { performBatch(nil) }
      }
    }
  }
#endif
