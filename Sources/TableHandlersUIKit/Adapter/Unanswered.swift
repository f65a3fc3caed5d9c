#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  /// The events whose answer, for a row or section that no handler and no app object answers,
  /// UIKit takes from the table view rather than from a constant: the same events as the core's
  /// (same identifiers, so the same handlers answer), with that default.
  ///
  /// UIKit asks per table whether a method exists and then calls it for every row or section, so
  /// a method implemented because one row has a handler must answer every other row as UIKit
  /// would without the method (`Docs/Dispatch.md`, "Where nobody answers"). The adapter passes
  /// these to the registry instead of the core's events, whose defaults are the headless host's.
  @MainActor
  enum Unanswered {
    /// `rowHeight`: "used when the delegate doesn't implement `tableView(_:heightForRowAt:)`".
    static let heightForRow = RowEvent<Void, Double>(id: RowEvent<Void, Double>.heightForRow.id) {
      Double(tableDimension: $0.tableView.rowHeight)
    }

    /// `estimatedRowHeight`.
    static let estimatedHeightForRow = RowEvent<Void, Double>(
      id: RowEvent<Void, Double>.estimatedHeightForRow.id
    ) { Double(tableDimension: $0.tableView.estimatedRowHeight) }

    /// `sectionHeaderHeight`.
    static let heightForHeader = SectionEvent<Void, Double>(
      id: SectionEvent<Void, Double>.heightForHeader.id
    ) {
      Double(tableDimension: $0.tableView.sectionHeaderHeight)
    }

    /// `sectionFooterHeight`.
    static let heightForFooter = SectionEvent<Void, Double>(
      id: SectionEvent<Void, Double>.heightForFooter.id
    ) {
      Double(tableDimension: $0.tableView.sectionFooterHeight)
    }

    /// `estimatedSectionHeaderHeight`.
    static let estimatedHeightForHeader = SectionEvent<Void, Double>(
      id: SectionEvent<Void, Double>.estimatedHeightForHeader.id
    ) { Double(tableDimension: $0.tableView.estimatedSectionHeaderHeight) }

    /// `estimatedSectionFooterHeight`.
    static let estimatedHeightForFooter = SectionEvent<Void, Double>(
      id: SectionEvent<Void, Double>.estimatedHeightForFooter.id
    ) { Double(tableDimension: $0.tableView.estimatedSectionFooterHeight) }

    /// `allowsFocus` (iOS 15), which an implemented `tableView(_:canFocusRowAt:)` overrides;
    /// before iOS 15 every row can take focus.
    static let canFocusRow = RowEvent<Void, Bool>(id: RowEvent<Void, Bool>.canFocusRow.id) { call in
      if #available(iOS 15.0, *) { return call.tableView.allowsFocus }
      return true
    }

    /// `selectionFollowsFocus` (iOS 14): UIKit asks the method only while it is on, and the
    /// property is then every row's answer.
    static let selectionFollowsFocus = RowEvent<Void, Bool>(
      id: RowEvent<Void, Bool>.selectionFollowsFocus.id
    ) { call in
      if #available(iOS 14.0, *) { return call.tableView.selectionFollowsFocus }
      return false
    }

    /// `.delete` where someone commits edits, else `.none`: a commit handler for part of the
    /// table switches swipe-to-delete on for the whole table, so the rows nobody commits for
    /// must not offer it (and show no edit-mode control that would do nothing).
    static let editingStyle = RowEvent<Void, RowEditingStyle>(
      id: RowEvent<Void, RowEditingStyle>.editingStyle.id
    ) {
      call in
      let commits = call.tableView.handlersAdapter?.commits(at: call.position) ?? true
      return commits ? .delete : .none
    }

    /// `true` where someone handles moves, else `false`: a move handler for part of the table
    /// shows the reorder control on every row, which must not move rows nobody follows.
    static let canMoveRow = RowEvent<Void, Bool>(id: RowEvent<Void, Bool>.canMoveRow.id) { call in
      call.tableView.handlersAdapter?.moves(at: call.position) ?? true
    }
  }

  extension TableViewAdapterBase {
    /// Whether someone commits edits of a row: a `commitEditing` handler answering it, or the
    /// app's data source.
    ///
    /// - Parameter position: The row.
    /// - Returns: `true` if a commit at `position` reaches someone.
    func commits(at position: TablePosition) -> Bool {
      answersRow(RowEvent<RowEditingStyle, Void>.commitEditing.id, at: position)
    }

    /// Whether someone follows a moved row: a `moveRow` handler answering it, or the app's data
    /// source.
    ///
    /// - Parameter position: The row.
    /// - Returns: `true` if a move from `position` reaches someone.
    func moves(at position: TablePosition) -> Bool {
      answersRow(RowEvent<TablePosition, Void>.moveRow.id, at: position)
    }

    private func answersRow(_ id: EventID, at position: TablePosition) -> Bool {
      if handlers.hasRowHandler(id, at: position) { return true }
      guard let method = AdapterMethod.byEvent[id] else { return false }
      return app.implements(method)
    }
  }
#endif
