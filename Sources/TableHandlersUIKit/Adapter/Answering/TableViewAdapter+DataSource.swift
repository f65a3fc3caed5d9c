#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  // UITableViewDataSource. Each method reads in one place: the app's data source is asked first
  // (only for what it implements), then the registry, whose handler's answer wins; where nobody
  // answers, UIKit's own answer without the method. The conformance is declared here for the
  // reason given in `TableViewAdapter+Delegate.swift`.
  //
  // Each method calls the app's own method it answers, named unapplied,
  // `(app.dataSource?.tableView(_:canEditRowAt:))?(tableView, indexPath)`, which is an optional
  // function on iOS and Linux alike: on iOS because the requirement is an Objective-C optional
  // one (nil where the object does not implement it), on Linux because the optional chain
  // through `dataSource?` makes it one (the stand-in's protocols give every optional member a
  // default implementation instead). Calling it with `?(…)` then reads the same on both, so one
  // source serves both, with no optional-requirement syntax that Linux cannot compile; the
  // required methods are called directly. The delegate's, the prefetch data source's and the
  // scroll-view methods call the app the same way.
  extension TableViewAdapterBase: DataSourceRequirements {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      willCountRows(on: tableView)
      return handlers.numberOfRows(
        inSection: section, on: tableView,
        after: app.dataSource?.tableView(tableView, numberOfRowsInSection: section))
    }

    /// The row's cell, made by exactly one party: the handler first.
    ///
    /// An exception to "the app's object first". UIKit raises when one cell request dequeues its
    /// index path twice, so asking the app's data source for a cell that a handler then
    /// replaces would crash an app
    /// whose data source dequeues the usual way (`Docs/Dispatch.md`, "Cells: the handler
    /// first"). Of a `cellForRow` and a `rowContent` handler, the one registered closer to the
    /// row answers (row, else section, else table), the `cellForRow` one at the same reach.
    /// Only for rows no handler answers is the app's data source asked; else an empty content
    /// cell.
    ///
    /// The cell gets the row's accessibility actions
    /// (`AccessibilityActions+UIKit.swift`), whoever made it.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      whenSafe.running(.callback) {
        let cell = self.cell(at: indexPath, on: tableView)
        setAccessibilityActions(of: cell, at: indexPath)
        return cell
      }
    }

    /// The row's cell, from the party that makes it.
    private func cell(at indexPath: IndexPath, on tableView: UITableView) -> UITableViewCell {
      let position = TablePosition(indexPath)
      let contentID = RowEvent<Void, RowContent?>.rowContent.id
      if !handlers.neutralAnswers(
        contentID, over: RowEvent<Void, UITableViewCell?>.cellForRow.id, at: position),
        let answer = handlers.answerIfAnswered(
          .cellForRow, at: position, (), on: tableView, after: nil),
        let cell = answer
      {
        return cell
      }
      if handlers.rowHandlerReach(contentID, at: position) != nil {
        return contentCell(
          handlers.answer(.rowContent, at: position, on: tableView), at: indexPath, tableView)
      }
      if let cell = app.dataSource?.tableView(tableView, cellForRowAt: indexPath) { return cell }
      return contentCell(
        handlers.answer(.rowContent, at: position, on: tableView), at: indexPath, tableView)
    }

    /// The cell for declared content: a cell of the registered kind for a custom cell
    /// (`RowContent.customCell`), else the adapter's content cell (an empty one for `nil`),
    /// showing the row's content configuration where a handler answers one (a SwiftUI row's
    /// hosting configuration), else its content (a SwiftUI row's fallback texts).
    private func contentCell(
      _ content: RowContent?, at indexPath: IndexPath, _ tableView: UITableView
    ) -> UITableViewCell {
      let position = TablePosition(indexPath)
      if let custom = content?.customCell, !custom.isSwiftUI,
        let cell = handlers.viewKinds.cell(for: custom, at: indexPath, on: tableView)
      {
        return cell
      }
      if #available(iOS 14, *),
        let configuration = handlers.answerIfAnswered(
          .contentConfiguration, at: position, (), on: tableView, after: nil) ?? nil
      {
        // The configuration replaces the list content, so the cell is a `.default` one:
        // `.value2`'s legacy labels are never mixed with a content configuration
        // (`UITableViewCell.h:118`: the labels "will always return nil when a non-nil
        // `contentConfiguration` is set").
        var shown = content ?? RowContent()
        shown.style = .default
        let cell = contentCell(showing: shown, at: position, tableView)
        cell.contentConfiguration = configuration
        return cell
      }
      return contentCell(showing: ContentCell.fallback(content), at: position, tableView)
    }

    /// The adapter's content cell showing a content, with its custom accessory view if any.
    private func contentCell(
      showing content: RowContent?, at position: TablePosition, _ tableView: UITableView
    ) -> UITableViewCell {
      let cell = ContentCell.dequeue(for: content, from: tableView)
      guard content?.customAccessory != nil else {
        ContentCell.apply(content, to: cell)
        return cell
      }
      let kinds = handlers.viewKinds
      ContentCell.apply(content, to: cell) { description, old in
        kinds.accessoryView(for: description, reusing: old, at: position)
      }
      return cell
    }

    func numberOfSections(in tableView: UITableView) -> Int {
      handlers.numberOfSections(
        on: tableView,
        after: app.implements(.numberOfSections)
          ? (app.dataSource?.numberOfSections(in:))?(tableView) : nil)
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      ask(.titleForHeader, in: section, (), on: tableView) {
        .some((app.dataSource?.tableView(_:titleForHeaderInSection:))?(tableView, section))
      }
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
      ask(.titleForFooter, in: section, (), on: tableView) {
        .some((app.dataSource?.tableView(_:titleForFooterInSection:))?(tableView, section))
      }
    }

    /// The title UIKit gets for a section's header or footer, asked as UIKit asks it, for a
    /// title view on screen refreshed in place.
    func title(ofHeader isHeader: Bool, inSection section: Int, on tableView: UITableView)
      -> String?
    {
      isHeader
        ? self.tableView(tableView, titleForHeaderInSection: section)
        : self.tableView(tableView, titleForFooterInSection: section)
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
      ask(.canEditRow, at: indexPath, (), on: tableView) {
        (app.dataSource?.tableView(_:canEditRowAt:))?(tableView, indexPath)
      }
    }

    /// Movable only where someone follows the move (`TableHandlers.userMayMove`).
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      handlers.userMayMove(
        at: TablePosition(indexPath), on: tableView, appFollows: appFollowsMoves,
        app: app.implements(.canMoveRow)
          ? (app.dataSource?.tableView(_:canMoveRowAt:))?(tableView, indexPath) : nil)
    }

    /// Whether the user may move a row, asked of this adapter's method as UIKit asks it for the
    /// reorder control: what every gesture that moves a row asks
    /// (``HostAdapter/userMayMoveAsUIKitAsks(_:)``).
    func userMayMoveAsUIKitAsks(_ indexPath: IndexPath, on tableView: UITableView) -> Bool {
      self.tableView(tableView, canMoveRowAt: indexPath)
    }

    func sectionIndexTitles(for tableView: UITableView) -> [String]? {
      ask(.sectionIndexTitles, (), on: tableView) {
        .some((app.dataSource?.sectionIndexTitles(for:))?(tableView))
      }
    }

    func tableView(
      _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
    ) -> Int {
      ask(.sectionForSectionIndexTitle, (title: title, index: index), on: tableView) {
        (app.dataSource?.tableView(_:sectionForSectionIndexTitle:at:))?(tableView, title, index)
      }
    }

    /// The commit usually edits the table: a re-attach it causes waits until UIKit's callback
    /// has returned (``ApplyWhenSafe``).
    func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) {
      tell(
        .commitEditing, at: indexPath, RowEditingStyle(editingStyle), on: tableView,
        run: .callback
      ) {
        (app.dataSource?.tableView(_:commit:forRowAt:))?(tableView, editingStyle, indexPath)
      }
    }

    /// The user dropped a dragged row (``HostAdapter/userMovedRow(from:to:on:app:)``).
    func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      userMovedRow(from: sourceIndexPath, to: destinationIndexPath, on: tableView) {
        (app.dataSource?.tableView(_:moveRowAt:to:))?(
          tableView, sourceIndexPath, destinationIndexPath)
      }
    }

    /// A row's edit committed through this adapter's method, as UIKit commits it: what a row's
    /// accessibility Delete does (`TableViewAdapter+Accessibility.swift`).
    func commitAsUIKitDoes(
      _ editingStyle: UITableViewCell.EditingStyle, at indexPath: IndexPath,
      on tableView: UITableView
    ) {
      self.tableView(tableView, commit: editingStyle, forRowAt: indexPath)
    }

    /// A row dropped through this adapter's method, as UIKit reports a drop: what a row's
    /// accessibility move does before showing the move.
    func dropAsUIKitDoes(
      from sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath,
      on tableView: UITableView
    ) {
      self.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
    }
  }
#endif
