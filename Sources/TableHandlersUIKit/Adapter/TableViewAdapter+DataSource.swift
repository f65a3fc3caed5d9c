#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  // UITableViewDataSource, dispatched to the registry (the app's object first). The conformance is
  // declared here for the reason given in `TableViewAdapter+Delegate.swift`.
  extension TableViewAdapterBase: DataSourceRequirements {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      if !handlers.answers(TableEvent.numberOfSections.id) {
        // UIKit asks the section count only of a data source that implements
        // `numberOfSections(in:)`, and otherwise assumes one section: the registry, which
        // checks edits against the counts it was told, is told that one section here.
        _ = handlers.numberOfSections(on: tableView)
      }
      return handlers.numberOfRows(inSection: section, on: tableView)
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let position = TablePosition(indexPath)
      if let cell = handlers.answer(.cellForRow, at: position, on: tableView) { return cell }
      let cell = ContentCell.dequeue(from: tableView)
      ContentCell.apply(handlers.answer(.rowContent, at: position, on: tableView), to: cell)
      return cell
    }

    func numberOfSections(in tableView: UITableView) -> Int {
      handlers.numberOfSections(on: tableView)
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      handlers.answer(.titleForHeader, in: section, on: tableView)
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
      handlers.answer(.titleForFooter, in: section, on: tableView)
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
      handlers.answer(.canEditRow, at: TablePosition(indexPath), on: tableView)
    }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      handlers.answer(Unanswered.canMoveRow, at: TablePosition(indexPath), on: tableView)
    }

    func sectionIndexTitles(for tableView: UITableView) -> [String]? {
      handlers.answer(.sectionIndexTitles, on: tableView)
    }

    func tableView(
      _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
    ) -> Int {
      handlers.answer(.sectionForSectionIndexTitle, (title: title, index: index), on: tableView)
    }

    func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) {
      // The commit usually edits the table; a re-attach it causes waits until it returns.
      whenSafe.duringCallback {
        handlers.answer(
          .commitEditing, at: TablePosition(indexPath), RowEditingStyle(editingStyle), on: tableView
        )
      }
    }

    /// The user dropped a dragged row: the app's data source and the handler are told, then the
    /// row's handlers move with it, as UIKit has already moved the row.
    func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      let source = TablePosition(sourceIndexPath)
      let destination = TablePosition(destinationIndexPath)
      whenSafe.duringCallback {
        do {
          try handlers.userMovedRow(from: source, to: destination, on: tableView)
        } catch {
          // The registry's shape disagrees with the table's, so the handlers cannot follow; the
          // move is still reported, so that the app's model follows the table.
          handlers.answer(.moveRow, at: source, destination, on: tableView)
        }
      }
    }
  }
#endif
