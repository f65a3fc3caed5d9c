#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  // A table row's accessibility actions (`AccessibilityActions+UIKit.swift`): what the
  // registry's handlers give the row, each asked as the adapter answers its gesture. The app's
  // own delegate and data source are not asked when a cell is configured (a cell request calls
  // the app's cell method alone): an app that answers swipes, menus or moves itself gives its
  // cells its own actions. Where a handler answers, its answer wins over the app's anyway
  // (`Docs/Dispatch.md`); a move performed asks the app's target for it first, as a drop does,
  // and tells the app's data source, through the adapter's own `moveRowAt`.
  extension TableViewAdapterBase {
    /// Sets a row's cell's custom actions when the table asks for the cell.
    ///
    /// Costs nothing beyond a few lookups for a row that no swipe, menu, commit or move handler
    /// could give an action; otherwise each handler that reaches the row is asked once, as a
    /// swipe, a long press and a drag would ask it.
    func setAccessibilityActions(
      of cell: UITableViewCell, at indexPath: IndexPath, on tableView: UITableView
    ) {
      let position = TablePosition(indexPath)
      let names =
        mayOfferAccessibilityActions(at: position)
        ? accessibleActions(at: indexPath, on: tableView, in: cell, askingApp: false).map(\.name)
        : []
      setAccessibilityActions(of: cell, to: names) { [weak self, weak tableView] view in
        guard let self, let tableView, let cell = view as? UITableViewCell,
          let indexPath = tableView.indexPath(for: cell)
        else { return nil }
        return self.accessibleActions(at: indexPath, on: tableView, in: cell, askingApp: true)
      }
    }

    /// The row's accessibility actions, asked now.
    ///
    /// - Parameters:
    ///   - indexPath: The row.
    ///   - tableView: The host.
    ///   - cell: The row's cell, which a swipe action runs in.
    ///   - askingApp: Whether the app's delegate is asked where to move the row first, as at a
    ///     drop: when an action is performed, not when a cell is configured.
    /// - Returns: The actions, in VoiceOver's order.
    func accessibleActions(
      at indexPath: IndexPath, on tableView: UITableView, in cell: UIView, askingApp: Bool
    ) -> [AccessibleAction] {
      let position = TablePosition(indexPath)
      return RowAccessibilityActions.inOrder(
        disclosure: accessibleDisclosure(at: position, on: tableView),
        takesTouches: handlers.rowTakesTouches(at: position, on: tableView),
        trailing: {
          accessibleSwipeActions(
            from: {
              swipeActionsConfiguration(.trailing, at: indexPath, on: tableView, after: nil)
                ?? defaultDelete(at: indexPath, on: tableView)
            }, in: cell)
        },
        leading: {
          accessibleSwipeActions(
            from: {
              swipeActionsConfiguration(.leading, at: indexPath, on: tableView, after: nil)
            }, in: cell)
        },
        menu: { accessibleMenuItems(at: position, on: tableView) },
        moves: { moves(at: indexPath, on: tableView, askingApp: askingApp) })
    }

    /// The row's moves up and down, where a handler follows its move.
    private func moves(at indexPath: IndexPath, on tableView: UITableView, askingApp: Bool)
      -> [AccessibleAction]
    {
      let position = TablePosition(indexPath)
      guard canMoveByHandler(at: position, on: tableView) else { return [] }
      return accessibleMoves(
        at: position, rowCounts: handlers.shape.rowCounts,
        target: { proposed in
          guard askingApp else {
            return handlers.answer(.targetForMove, at: position, proposed, on: tableView)
          }
          return TablePosition(
            moveTargetAsUIKitAsks(from: indexPath, proposed: IndexPath(proposed), on: tableView))
        },
        move: { [weak self, weak tableView] destination in
          guard let self, let tableView else { return false }
          // The data source is told as at a drop (the app's, the handler, the row's handlers
          // following it); then the table is shown the move, which a drag makes itself.
          self.dropAsUIKitDoes(from: indexPath, to: IndexPath(destination), on: tableView)
          tableView.moveRow(at: indexPath, to: IndexPath(destination))
          return true
        })
    }

    /// The Delete a swipe reveals where the row's trailing configuration is `nil`.
    ///
    /// Where a handler commits the row's edits, it can be edited and its editing style is
    /// delete ([D]
    /// `trailingSwipeActionsConfigurationForRowAt`: "Return nil if you want the table to
    /// display the default set of actions"). Tapping it commits the deletion, as UIKit does.
    private func defaultDelete(at indexPath: IndexPath, on tableView: UITableView)
      -> UISwipeActionsConfiguration?
    {
      let position = TablePosition(indexPath)
      guard handlers.deletesByHandler(at: position, on: tableView) else { return nil }
      let title =
        (handlers.handles(.titleForDeleteConfirmationButton)
          ? handlers.answer(.titleForDeleteConfirmationButton, at: position, on: tableView) : nil)
        ?? "Delete"
      let delete = UIContextualAction(style: .destructive, title: title) {
        [weak self, weak tableView] _, _, completion in
        guard let self, let tableView else { return completion(false) }
        self.commitAsUIKitDoes(.delete, at: indexPath, on: tableView)
        completion(true)
      }
      return UISwipeActionsConfiguration(actions: [delete])
    }
  }
#endif
