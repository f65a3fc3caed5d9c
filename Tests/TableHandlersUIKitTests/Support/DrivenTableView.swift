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

    /// The data source's answer to a member.
    private func askDataSource<Answer>(_ message: DataSourceMessage) -> Answer {
      send(message, to: ds)
    }

    /// Asks the data source a member whose answer the table does not use.
    private func tellDataSource(_ message: DataSourceMessage) {
      send(message, to: ds)
    }

    /// The delegate's answer to a member, or `nil` without a delegate.
    private func askDelegate<Answer>(_ message: DelegateMessage) -> Answer? {
      dl.map { send(message, to: $0) }
    }

    /// Asks the delegate a member whose answer the table does not use, if there is a delegate.
    private func tellDelegate(_ message: DelegateMessage) {
      if let dl { send(message, to: dl) }
    }

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
      if implements(TableSelectors.numberOfSections) {
        log("numberOfSections")
        sectionCount = askDataSource(.numberOfSections)
      }
      var rowCounts: [Int] = []
      for section in 0..<sectionCount {
        headerHeight(section)
        footerHeight(section)
        log("numberOfRows \(section)")
        let rows: Int = askDataSource(.numberOfRows(section: section))
        rowCounts.append(rows)
        for row in 0..<rows {
          let path = IndexPath(row: row, section: section)
          if implements(TableSelectors.estimatedHeightForRow) {
            log("estimatedHeightForRow \(text(path))")
            tellDelegate(.estimatedHeightForRow(at: path))
          } else if implements(TableSelectors.heightForRow) {
            log("heightForRow \(text(path))")
            tellDelegate(.heightForRow(at: path))
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
        if implements(TableSelectors.titleForHeader) {
          log("titleForHeader \(section)")
          header = askDataSource(.titleForHeader(section: section))
        }
        headerTitles.append(header)
        if implements(TableSelectors.titleForFooter) {
          log("titleForFooter \(section)")
          tellDataSource(.titleForFooter(section: section))
        }
      }
    }

    /// A header's height: the estimated one if the delegate gives it, else the exact one.
    private func headerHeight(_ section: Int) {
      if implements(TableSelectors.estimatedHeightForHeader) {
        log("estimatedHeightForHeader \(section)")
        _ = askedEstimatedHeightForHeader(inSection: section)
      } else if implements(TableSelectors.heightForHeader) {
        log("heightForHeader \(section)")
        _ = askedHeightForHeader(inSection: section)
      }
    }

    /// A footer's height: the estimated one if the delegate gives it, else the exact one.
    private func footerHeight(_ section: Int) {
      if implements(TableSelectors.estimatedHeightForFooter) {
        log("estimatedHeightForFooter \(section)")
        _ = askedEstimatedHeightForFooter(inSection: section)
      } else if implements(TableSelectors.heightForFooter) {
        log("heightForFooter \(section)")
        _ = askedHeightForFooter(inSection: section)
      }
    }

    /// A visible row: the cell, its height, can-edit, its indentation, the editing questions,
    /// then will-display.
    private func loadRow(_ path: IndexPath) {
      log("rowContent \(text(path))")
      let cell: UITableViewCell = askDataSource(.cellForRow(at: path))
      cells[path] = cell
      if implements(TableSelectors.heightForRow) {
        log("heightForRow \(text(path))")
        tellDelegate(.heightForRow(at: path))
      }
      let editable = canEdit(path)
      if implements(TableSelectors.indentationLevel) {
        log("indentationLevel \(text(path))")
        tellDelegate(.indentationLevel(at: path))
      }
      if isEditing {
        if editable { _ = editingStyle(path) }
        if implements(TableSelectors.shouldIndentWhileEditing) {
          log("shouldIndentWhileEditing \(text(path))")
          tellDelegate(.shouldIndentWhileEditing(at: path))
        }
        if implements(TableSelectors.moveRow) { _ = canMove(path) }
      }
      if implements(TableSelectors.willDisplayCell) {
        tellDelegate(.willDisplayCell(cell: cell, at: path))
      }
    }

    private func canEdit(_ path: IndexPath) -> Bool {
      guard implements(TableSelectors.canEditRow) else { return true }
      log("canEditRow \(text(path))")
      return askDataSource(.canEditRow(at: path))
    }

    private func editingStyle(_ path: IndexPath) -> UITableViewCell.EditingStyle {
      guard implements(TableSelectors.editingStyle) else { return .delete }
      log("editingStyle \(text(path))")
      return askDelegate(.editingStyle(at: path)) ?? .delete
    }

    private func canMove(_ path: IndexPath) -> Bool {
      guard implements(TableSelectors.canMoveRow) else { return true }
      log("canMoveRow \(text(path))")
      return askDataSource(.canMoveRow(at: path))
    }

    // MARK: Selection

    /// Taps a row: should-highlight, did-highlight, will-select, the old row's deselection,
    /// did-select, the primary action (none with multiple selection on), did-unhighlight.
    ///
    /// - Returns: The row selected, or `nil`.
    @discardableResult
    func tap(_ path: IndexPath) -> IndexPath? {
      guard isEditing ? allowsSelectionDuringEditing : allowsSelection else { return nil }
      if implements(TableSelectors.shouldHighlightRow) {
        log("shouldHighlightRow \(text(path))")
        guard askDelegate(.shouldHighlightRow(at: path)) ?? true else {
          return nil
        }
      }
      if implements(TableSelectors.didHighlightRow) {
        log("didHighlightRow \(text(path))")
        tellDelegate(.didHighlightRow(at: path))
      }
      defer {
        if implements(TableSelectors.didUnhighlightRow) {
          log("didUnhighlightRow \(text(path))")
          tellDelegate(.didUnhighlightRow(at: path))
        }
      }
      // With multiple selection on, a tap on a selected row deselects it and keeps the others.
      let multiple = isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
      if multiple, indexPathsForSelectedRows?.contains(path) == true {
        deselectByTouch(path)
        return nil
      }
      var target: IndexPath? = path
      if implements(TableSelectors.willSelectRow) {
        log("willSelectRow \(text(path))")
        target = dl.flatMap { send(.willSelectRow(at: path), to: $0) }
      }
      if let target {
        for old in indexPathsForSelectedRows ?? [] where !multiple && old != target {
          deselectByTouch(old)
        }
        selectRow(at: target, animated: false, scrollPosition: .none)
        if implements(TableSelectors.didSelectRow) {
          log("didSelectRow \(text(target))")
          tellDelegate(.didSelectRow(at: target))
        }
      }
      // Not for a tap that extends a selection ([H] `UITableView.h`: "Primary actions are
      // performed when the user selects a cell without extending an existing selection").
      if !multiple, implements(TableSelectors.performPrimaryAction) {
        var can = !isEditing
        if implements(TableSelectors.canPerformPrimaryAction) {
          log("canPerformPrimaryAction \(text(path))")
          can = askDelegate(.canPerformPrimaryAction(at: path)) ?? can
        }
        if can {
          log("performPrimaryAction \(text(path))")
          tellDelegate(.performPrimaryAction(at: path))
        }
      }
      return target
    }

    private func deselectByTouch(_ path: IndexPath) {
      var target: IndexPath? = path
      if implements(TableSelectors.willDeselectRow) {
        log("willDeselectRow \(text(path))")
        target = dl.flatMap { send(.willDeselectRow(at: path), to: $0) }
      }
      guard let target else { return }
      deselectRow(at: target, animated: false)
      if implements(TableSelectors.didDeselectRow) {
        log("didDeselectRow \(text(target))")
        tellDelegate(.didDeselectRow(at: target))
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
        implements(TableSelectors.commitEditing), canEdit(path),
        editingStyle(path) == .delete
      else { return nil }
      if implements(TableSelectors.willBeginEditing) {
        log("willBeginEditing \(text(path))")
        tellDelegate(.willBeginEditing(at: path))
      }
      swipedRow = path
      if implements(TableSelectors.trailingSwipeActionsConfiguration),
        let actions: UISwipeActionsConfiguration = dl.flatMap({
          send(.trailingSwipeActionsConfiguration(at: path), to: $0)
        })
      {
        return actions.actions.map { $0.title ?? "" }.joined(separator: ",")
      }
      guard implements(TableSelectors.titleForDeleteConfirmationButton) else {
        return "Delete"
      }
      log("titleForDeleteConfirmationButton \(text(path))")
      return dl.flatMap { send(.titleForDeleteConfirmationButton(at: path), to: $0) } ?? "Delete"
    }

    /// Taps the delete button: commit-editing with `.delete`, then did-end-editing.
    @discardableResult
    func confirmDelete() -> Bool {
      guard let path = swipedRow else { return false }
      log("commitEditing \(text(path))")
      userCommits(.delete, forRowAt: path)
      swipedRow = nil
      if implements(TableSelectors.didEndEditing) {
        log("didEndEditing")
        tellDelegate(.didEndEditing(at: path))
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
      guard isEditing, implements(TableSelectors.moveRow), canMove(source)
      else { return nil }
      var target = source
      for proposed in path {
        if implements(TableSelectors.targetForMove) {
          log("targetForMove \(text(source))")
          target =
            askDelegate(.targetForMove(from: source, proposed: proposed))
            ?? proposed
        } else {
          target = proposed
        }
      }
      guard target != source else { return source }
      log("moveRow \(text(source)) -> \(text(target))")
      tellDataSource(.moveRow(from: source, to: target))
      load()
      return target
    }
  }
#endif
