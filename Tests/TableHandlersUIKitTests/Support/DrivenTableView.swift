#if os(Linux)
  import Foundation
  import TableHandlersCore

  // The stand-in's own questions (`askedHeightForHeader(inSection:)`, …), so that the table
  // asks its delegate as the stand-in asks it, by the function declared beside each member.
  @testable import UIKitStandIn

  /// The stand-in's `UITableView`, driving its data source and delegate as UIKit does, in the
  /// headless host's call orders (`HeadlessTable`), and logging each question in the headless
  /// host's format, so that the two logs can be compared.
  ///
  /// Like UIKit it calls only the methods that its data source and delegate said they implement
  /// when they were last assigned (`cachedDataSourceSelectors`, `cachedDelegateSelectors`), and
  /// asks the counts and the visible rows again after `performBatchUpdates`.
  @MainActor
  final class DrivenTableView: UITableView {
    /// Every question asked, as `HeadlessTable.callLog` lists them.
    private(set) var callLog: [String] = []

    /// How many rows from the top count as on screen.
    var visibleRowLimit = 50

    /// The cells of the visible rows, as last loaded.
    private(set) var cells: [IndexPath: UITableViewCell] = [:]

    /// The header titles, as last loaded.
    private(set) var headerTitles: [String?] = []

    /// The row showing its delete button after ``swipe(_:)``.
    private(set) var swipedRow: IndexPath?

    private var ds: any UITableViewDataSource { dataSource! }
    private var dl: (any UITableViewDelegate)? { delegate }

    private func implements(_ selector: String) -> Bool {
      cachedDataSourceSelectors.contains(selector) || cachedDelegateSelectors.contains(selector)
    }

    private func log(_ line: String) { callLog.append(line) }

    private func text(_ path: IndexPath) -> String { "\(path.section).\(path.row)" }

    func clearCallLog() { callLog = [] }

    // MARK: Loading

    override func reloadData() {
      super.reloadData()
      log("reloadData")
      load()
    }

    /// A new data source: UIKit reloads and lays out on the next turn of the run loop, learning
    /// the counts that later batches are checked against.
    override weak var dataSource: (any UITableViewDataSource)? {
      didSet { layoutIfNeeded() }
    }

    override func performBatchUpdates(
      _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
      super.performBatchUpdates(updates, completion: completion)
      load()
    }

    /// Asks the counts, heights, visible rows and titles, in UIKit's observed order.
    private func load() {
      layoutIfNeeded()
      var sectionCount = 1
      if implements("numberOfSectionsInTableView:") {
        log("numberOfSections")
        sectionCount = ds.numberOfSections(in: self)
      }
      var rowCounts: [Int] = []
      for section in 0..<sectionCount {
        sectionHeight("estimatedHeightForHeader", "heightForHeader", section)
        sectionHeight("estimatedHeightForFooter", "heightForFooter", section)
        log("numberOfRows \(section)")
        let rows = ds.tableView(self, numberOfRowsInSection: section)
        rowCounts.append(rows)
        for row in 0..<rows {
          let path = IndexPath(row: row, section: section)
          if implements("tableView:estimatedHeightForRowAtIndexPath:") {
            log("estimatedHeightForRow \(text(path))")
            _ = dl?.tableView(self, estimatedHeightForRowAt: path)
          } else if implements("tableView:heightForRowAtIndexPath:") {
            log("heightForRow \(text(path))")
            _ = dl?.tableView(self, heightForRowAt: path)
          }
        }
      }
      cells = [:]
      var budget = visibleRowLimit
      for (section, rows) in rowCounts.enumerated() {
        for row in 0..<rows where budget > 0 {
          budget -= 1
          loadRow(IndexPath(row: row, section: section))
        }
      }
      headerTitles = []
      for section in 0..<sectionCount {
        var header: String?
        if implements("tableView:titleForHeaderInSection:") {
          log("titleForHeader \(section)")
          header = ds.tableView(self, titleForHeaderInSection: section)
        }
        headerTitles.append(header)
        if implements("tableView:titleForFooterInSection:") {
          log("titleForFooter \(section)")
          _ = ds.tableView(self, titleForFooterInSection: section)
        }
      }
    }

    private func sectionHeight(_ estimated: String, _ exact: String, _ section: Int) {
      if implements("tableView:\(estimated)InSection:") {
        log("\(estimated) \(section)")
        if estimated == "estimatedHeightForHeader" {
          _ = askedEstimatedHeightForHeader(inSection: section)
        } else {
          _ = askedEstimatedHeightForFooter(inSection: section)
        }
      } else if implements("tableView:\(exact)InSection:") {
        log("\(exact) \(section)")
        if exact == "heightForHeader" {
          _ = askedHeightForHeader(inSection: section)
        } else {
          _ = askedHeightForFooter(inSection: section)
        }
      }
    }

    /// A visible row: the cell, its height, can-edit, its indentation, the editing questions,
    /// then will-display.
    private func loadRow(_ path: IndexPath) {
      log("rowContent \(text(path))")
      let cell = ds.tableView(self, cellForRowAt: path)
      cells[path] = cell
      if implements("tableView:heightForRowAtIndexPath:") {
        log("heightForRow \(text(path))")
        _ = dl?.tableView(self, heightForRowAt: path)
      }
      let editable = canEdit(path)
      if implements("tableView:indentationLevelForRowAtIndexPath:") {
        log("indentationLevel \(text(path))")
        _ = dl?.tableView(self, indentationLevelForRowAt: path)
      }
      if isEditing {
        if editable { _ = editingStyle(path) }
        if implements("tableView:shouldIndentWhileEditingRowAtIndexPath:") {
          log("shouldIndentWhileEditing \(text(path))")
          _ = dl?.tableView(self, shouldIndentWhileEditingRowAt: path)
        }
        if implements("tableView:moveRowAtIndexPath:toIndexPath:") { _ = canMove(path) }
      }
      if implements("tableView:willDisplayCell:forRowAtIndexPath:") {
        _ = dl?.tableView(self, willDisplay: cell, forRowAt: path)
      }
    }

    private func canEdit(_ path: IndexPath) -> Bool {
      guard implements("tableView:canEditRowAtIndexPath:") else { return true }
      log("canEditRow \(text(path))")
      return ds.tableView(self, canEditRowAt: path)
    }

    private func editingStyle(_ path: IndexPath) -> UITableViewCell.EditingStyle {
      guard implements("tableView:editingStyleForRowAtIndexPath:") else { return .delete }
      log("editingStyle \(text(path))")
      return dl?.tableView(self, editingStyleForRowAt: path) ?? .delete
    }

    private func canMove(_ path: IndexPath) -> Bool {
      guard implements("tableView:canMoveRowAtIndexPath:") else { return true }
      log("canMoveRow \(text(path))")
      return ds.tableView(self, canMoveRowAt: path)
    }

    // MARK: Selection

    /// Taps a row: should-highlight, did-highlight, will-select, the old row's deselection,
    /// did-select, the primary action, did-unhighlight.
    ///
    /// - Returns: The row selected, or `nil`.
    @discardableResult
    func tap(_ path: IndexPath) -> IndexPath? {
      guard isEditing ? allowsSelectionDuringEditing : allowsSelection else { return nil }
      if implements("tableView:shouldHighlightRowAtIndexPath:") {
        log("shouldHighlightRow \(text(path))")
        guard dl?.tableView(self, shouldHighlightRowAt: path) ?? true else { return nil }
      }
      if implements("tableView:didHighlightRowAtIndexPath:") {
        log("didHighlightRow \(text(path))")
        dl?.tableView(self, didHighlightRowAt: path)
      }
      defer {
        if implements("tableView:didUnhighlightRowAtIndexPath:") {
          log("didUnhighlightRow \(text(path))")
          dl?.tableView(self, didUnhighlightRowAt: path)
        }
      }
      var target: IndexPath? = path
      if implements("tableView:willSelectRowAtIndexPath:") {
        log("willSelectRow \(text(path))")
        target = dl?.tableView(self, willSelectRowAt: path)
      }
      if let target {
        for old in indexPathsForSelectedRows ?? [] where old != target { deselectByTouch(old) }
        selectRow(at: target, animated: false, scrollPosition: .none)
        if implements("tableView:didSelectRowAtIndexPath:") {
          log("didSelectRow \(text(target))")
          dl?.tableView(self, didSelectRowAt: target)
        }
      }
      if implements("tableView:performPrimaryActionForRowAtIndexPath:") {
        var can = !isEditing
        if implements("tableView:canPerformPrimaryActionForRowAtIndexPath:") {
          log("canPerformPrimaryAction \(text(path))")
          can = dl?.tableView(self, canPerformPrimaryActionForRowAt: path) ?? can
        }
        if can {
          log("performPrimaryAction \(text(path))")
          dl?.tableView(self, performPrimaryActionForRowAt: path)
        }
      }
      return target
    }

    private func deselectByTouch(_ path: IndexPath) {
      var target: IndexPath? = path
      if implements("tableView:willDeselectRowAtIndexPath:") {
        log("willDeselectRow \(text(path))")
        target = dl?.tableView(self, willDeselectRowAt: path)
      }
      guard let target else { return }
      deselectRow(at: target, animated: false)
      if implements("tableView:didDeselectRowAtIndexPath:") {
        log("didDeselectRow \(text(target))")
        dl?.tableView(self, didDeselectRowAt: target)
      }
    }

    // MARK: Editing

    /// Enters or leaves editing mode, then shows the visible rows again.
    override func setEditing(_ editing: Bool, animated: Bool) {
      super.setEditing(editing, animated: animated)
      swipedRow = nil
      log(editing ? "setEditing true" : "setEditing false")
      load()
    }

    /// Swipes a row: nothing unless the data source commits edits and the row is editable with
    /// the delete style; then will-begin-editing, the trailing actions if any, and the delete
    /// button's title.
    ///
    /// - Returns: The delete button's title (or the trailing actions' titles), or `nil`.
    @discardableResult
    func swipe(_ path: IndexPath) -> String? {
      guard !isEditing, swipedRow == nil,
        implements("tableView:commitEditingStyle:forRowAtIndexPath:"), canEdit(path),
        editingStyle(path) == .delete
      else { return nil }
      if implements("tableView:willBeginEditingRowAtIndexPath:") {
        log("willBeginEditing \(text(path))")
        dl?.tableView(self, willBeginEditingRowAt: path)
      }
      swipedRow = path
      if implements("tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:"),
        let actions = dl?.tableView(self, trailingSwipeActionsConfigurationForRowAt: path)
      {
        return actions.actions.map { $0.title ?? "" }.joined(separator: ",")
      }
      guard implements("tableView:titleForDeleteConfirmationButtonForRowAtIndexPath:") else {
        return "Delete"
      }
      log("titleForDeleteConfirmationButton \(text(path))")
      return dl?.tableView(self, titleForDeleteConfirmationButtonForRowAt: path) ?? "Delete"
    }

    /// Taps the delete button: commit-editing with `.delete`, then did-end-editing.
    @discardableResult
    func confirmDelete() -> Bool {
      guard let path = swipedRow else { return false }
      log("commitEditing \(text(path))")
      userCommits(.delete, forRowAt: path)
      swipedRow = nil
      if implements("tableView:didEndEditingRowAtIndexPath:") {
        log("didEndEditing")
        dl?.tableView(self, didEndEditingRowAt: path)
      }
      return true
    }

    /// Swipes a row and taps its delete button.
    @discardableResult
    func swipeToDelete(_ path: IndexPath) -> Bool {
      guard swipe(path) != nil else { return false }
      return confirmDelete()
    }

    /// Drags a row by its reorder control over some rows and drops it: can-move, then
    /// target-for-move per hover, then move-row on the data source; the table has moved the
    /// row, and shows the rows again.
    ///
    /// - Returns: Where the row landed, or `nil` if it could not be dragged.
    @discardableResult
    func drag(_ source: IndexPath, over path: [IndexPath]) -> IndexPath? {
      guard isEditing, implements("tableView:moveRowAtIndexPath:toIndexPath:"), canMove(source)
      else { return nil }
      var target = source
      for proposed in path {
        if implements("tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:") {
          log("targetForMove \(text(source))")
          target =
            dl?.tableView(
              self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed)
            ?? proposed
        } else {
          target = proposed
        }
      }
      guard target != source else { return source }
      log("moveRow \(text(source)) -> \(text(target))")
      ds.tableView(self, moveRowAt: source, to: target)
      load()
      return target
    }
  }
#endif
