#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  // A row's swipe actions, context-menu items and moves as its cell's
  // `accessibilityCustomActions`, which VoiceOver offers in its actions rotor ([D]
  // `accessibilityCustomActions`; [H] `UIAccessibility.h`). UIKit shows a swipe action's button
  // only while the row is swiped open, so a VoiceOver user reaches the action through these
  // (`Docs/Accessibility.md`). Names and order are the core's (`RowAccessibilityActions`),
  // shared with the headless table.
  //
  // Each custom action holds the action's name and the cell, not the row: when it is performed,
  // the cell's index path at that moment is looked up, the row's actions are asked again there,
  // and the one of that name runs through its gesture's own path (the contextual action's
  // handler, the menu item as its `UIAction` runs it, the data source's move). So an action set
  // when the cell was configured acts on its own row after rows were inserted above it. Moves
  // are offered where the row's reorder control is (`userMayMoveAsUIKitAsks(_:)`).
  //
  // Names that follow their row: which moves a row offers depends on its place (the first row
  // has no "Move up"; the target rule may send a move elsewhere) and on its handlers (a
  // declared update may change only whether a row can move, its content the same), and UIKit
  // configures a cell again only when its own row is reloaded or reconfigured. So after every
  // batch the adapter applies or is told of (the app's updates through the view, the turn that
  // settles the user's reorder or a VoiceOver move) and after every declared update, with or
  // without a batch, the cells on screen are given their
  // rows' actions again (`renameVisibleRowsActions()`), as the headless table names them when
  // asked. A batch the app tells the view itself, and the registry apart (`followBatchUpdates`),
  // leaves the names to the app, as UIKit leaves its cells.

  /// A custom action the adapter made, told apart from the app's own on the same cell.
  final class RowAccessibilityAction: UIAccessibilityCustomAction {}

  /// The queue key under which the cells on screen are given their rows' actions again.
  private struct RenameVisibleRowsActionsKey: Hashable {}

  extension HostAdapter {
    /// Sets a row's cell's custom actions when the view asks for the cell.
    ///
    /// Costs nothing beyond a few lookups for a row that no swipe, menu, commit or move handler
    /// could give an action, in a view whose app does not follow moves itself; otherwise each
    /// handler that reaches the row is asked once, as a swipe, a long press and a drag would ask
    /// it. The app's own delegate is not asked when a cell is configured: an app that answers
    /// swipes or menus itself gives its cells its own actions. Whether the row moves is asked as
    /// its reorder control asks it (``userMayMoveAsUIKitAsks(_:)``, the app's data source
    /// first), so that VoiceOver offers a move exactly where the reorder control and a drag do.
    /// Where a handler answers, its answer wins over the app's anyway (`Docs/Dispatch.md`); a
    /// move performed asks the app's target for it first, as a drop does, and tells the app's
    /// data source, through the adapter's own move method.
    func setAccessibilityActions(of cell: UIView, at indexPath: IndexPath) {
      let names =
        mayOfferAccessibilityActions(at: TablePosition(indexPath))
        ? accessibleActions(at: indexPath, in: cell, askingApp: false).map(\.name) : []
      setAccessibilityActions(of: cell, to: names) { [weak self] view in
        guard let self, let indexPath = self.indexPath(ofShown: view) else { return nil }
        return self.accessibleActions(at: indexPath, in: view, askingApp: true)
      }
    }

    /// The row's accessibility actions, asked now.
    ///
    /// - Parameters:
    ///   - indexPath: The row.
    ///   - cell: The row's cell, which a swipe action runs in.
    ///   - askingApp: Whether the app's delegate is asked where to move the row first, as at a
    ///     drop: when an action is performed, not when a cell is configured.
    /// - Returns: The actions, in VoiceOver's order.
    func accessibleActions(at indexPath: IndexPath, in cell: UIView, askingApp: Bool)
      -> [AccessibleAction]
    {
      guard let host = servedHost else { return [] }
      let position = TablePosition(indexPath)
      return RowAccessibilityActions.inOrder(
        disclosure: accessibleDisclosure(at: position, on: host),
        takesTouches: handlers.rowTakesTouches(at: position, on: host),
        trailing: {
          accessibleSwipeActions(from: { shownSwipeActions(.trailing, at: indexPath) }, in: cell)
        },
        leading: {
          accessibleSwipeActions(from: { shownSwipeActions(.leading, at: indexPath) }, in: cell)
        },
        menu: { accessibleMenuItems(at: position, on: host) },
        moves: { moves(at: indexPath, on: host, askingApp: askingApp) })
    }

    /// The row's moves up and down, where the user may move it as its reorder control would
    /// (``userMayMoveAsUIKitAsks(_:)``): each where the drag's target rule (`targetForMove`, the
    /// app's delegate first when `askingApp`) sends a proposal one place that way, performed as
    /// a drop.
    private func moves(at indexPath: IndexPath, on host: any TableHost, askingApp: Bool)
      -> [AccessibleAction]
    {
      let position = TablePosition(indexPath)
      guard userMayMoveAsUIKitAsks(indexPath) else { return [] }
      return RowAccessibilityActions.moves(
        from: position, rowCounts: handlers.shape.rowCounts, names: handlers.moveActionNames,
        target: { proposed in
          askingApp
            ? TablePosition(moveTargetAsUIKitAsks(from: indexPath, proposed: IndexPath(proposed)))
            : handlers.answer(.targetForMove, at: position, proposed, on: host)
        }
      ).map { move in
        AccessibleAction(name: move.name) { [weak self] in
          guard let self else { return false }
          self.moveAsDropDoes(from: indexPath, to: IndexPath(move.destination))
          return true
        }
      }
    }

    /// One of a row's accessibility actions: its name, and what performing it does.
    struct AccessibleAction {
      /// The name VoiceOver reads.
      var name: String
      /// Runs the action; `true` when it ran.
      var perform: () -> Bool
    }

    /// Whether a handler that reaches a row could give it an accessibility action (a swipe,
    /// menu, commit or move handler), or the app follows moves itself; a few O(1) lookups,
    /// before asking any of them.
    func mayOfferAccessibilityActions(at position: TablePosition) -> Bool {
      rowActionEvents.contains { handlers.hasRowHandler($0, at: position) }
        || handlers.handles(eventID: RowEvent<Void, Void>.outlineDisclosureTapped.id)
        || appFollowsMoves
    }

    /// Whether a handler anywhere could give a row an accessibility action, or the app follows
    /// moves itself: one lookup an event, so that a table without any spends nothing on its
    /// cells after a batch.
    private var mayOfferAnyAccessibilityActions: Bool {
      (rowActionEvents + [RowEvent<Void, Void>.outlineDisclosureTapped.id]).contains {
        handlers.handles(eventID: $0)
      } || appFollowsMoves
    }

    /// The events whose handlers give the row they reach an accessibility action: the swipe
    /// actions, the menu, the commit and the move.
    private var rowActionEvents: [EventID] {
      [
        RowEvent<Void, SwipeActions?>.leadingSwipeActions.id,
        RowEvent<Void, SwipeActions?>.trailingSwipeActions.id, leadingSwipeActionsID,
        trailingSwipeActionsID, RowEvent<Void, RowMenu?>.contextMenu.id,
        RowEvent<RowEditingStyle, Void>.commitEditing.id,
        RowEvent<TablePosition, Void>.moveRow.id,
      ]
    }

    /// A row with children: the action that expands or collapses it (the registry's
    /// `outlineActionNames`), which taps its disclosure, as its accessory's action does; none
    /// for another row or a disabled one.
    func accessibleDisclosure(at position: TablePosition, on host: any TableHost)
      -> [AccessibleAction]
    {
      guard
        let name = handlers.outlineActionName(content: {
          handlers.currentContent(at: position, on: host)
        })
      else { return [] }
      return [
        AccessibleAction(name: name) { [weak self] in
          guard let self else { return false }
          whenSafe.running(.disclosure) {
            handlers.answer(.outlineDisclosureTapped, at: position, on: host)
          }
          return true
        }
      ]
    }

    /// A row's swipe actions from one edge as accessible actions, from the configuration the
    /// host shows for the swipe.
    ///
    /// The configuration is made by `configuration` (the host's answer to the swipe, its
    /// defaults included); the platform-neutral actions it was made of are recorded meanwhile,
    /// so that a disabled one is left out and each is named by the core's rule. A UIKit-typed
    /// action is named by its accessibility label, else its title.
    ///
    /// - Parameters:
    ///   - configuration: Makes the configuration the host shows for the swipe.
    ///   - view: The view the action runs in (the cell).
    /// - Returns: The actions, outermost first.
    func accessibleSwipeActions(
      from configuration: () -> UISwipeActionsConfiguration?, in view: UIView
    ) -> [AccessibleAction] {
      let outer = madeContextualActions
      madeContextualActions = []
      let shown = configuration()
      let made = madeContextualActions ?? []
      madeContextualActions = outer
      guard let shown else { return [] }
      return shown.actions.compactMap { contextual in
        let neutral = made.first { $0.contextual === contextual }?.action
        if let neutral, !neutral.isEnabled { return nil }
        guard
          let name = RowAccessibilityActions.name(
            title: neutral?.title ?? contextual.title,
            accessibilityLabel: neutral?.accessibilityLabel ?? contextual.accessibilityLabel)
        else { return nil }
        return AccessibleAction(name: name) { [weak view] in
          // As UIKit runs it when its button is tapped; no swipe is open to close.
          var answer: Bool?
          contextual.handler(contextual, view ?? UIView()) { performed in
            if answer == nil { answer = performed }
          }
          return SwipeActionRules.accessibilityAnswer(reported: answer)
        }
      }
    }

    /// A row's platform-neutral context-menu items as accessible actions, where that menu is
    /// the one the row shows (it reaches the row more closely than a UIKit-typed
    /// `contextMenuConfiguration`, as ``contextMenuConfiguration(at:point:on:after:)``
    /// decides).
    ///
    /// A UIKit-typed menu is left out: UIKit has no public way to run a `UIAction`'s handler.
    ///
    /// - Parameters:
    ///   - position: The row.
    ///   - host: The table view or list.
    /// - Returns: The items, in menu order.
    func accessibleMenuItems(at position: TablePosition, on host: any TableHost)
      -> [AccessibleAction]
    {
      let neutral = RowEvent<Void, RowMenu?>.contextMenu
      guard handlers.neutralAnswers(neutral.id, over: contextMenuConfigurationID, at: position),
        let menu = handlers.answer(neutral, at: position, on: host)
      else { return [] }
      let row = handlers.track(position)
      return RowAccessibilityActions.leaves(of: menu).map { leaf in
        AccessibleAction(name: leaf.name) { [weak self] in
          // As the item's `UIAction` runs it (``action(for:row:)``).
          guard let self, let position = row.position else { return false }
          self.whenSafe.running(.menuItem) { leaf.item.perform(at: position) }
          return true
        }
      }
    }

    /// Gives the cells on screen their rows' VoiceOver actions again, now if nothing is running,
    /// else once the running batch or callback is over (see "Names that follow their row" at
    /// the top of this file); nothing where no handler could give a row one.
    func renameVisibleRowsActions() {
      guard mayOfferAnyAccessibilityActions else { return }
      whenSafe.perform(RenameVisibleRowsActionsKey()) { [weak self] in
        guard let self else { return }
        for (indexPath, cell) in self.visibleRowCells {
          self.setAccessibilityActions(of: cell, at: indexPath)
        }
      }
    }

    /// Sets a cell's custom actions to its row's: the app's own actions on the cell first, kept,
    /// then the row's.
    ///
    /// Each of the row's actions looks its row up when performed, with `actions`, from the
    /// cell's index path then; a cell no longer shown, or a row that no longer offers an action
    /// of that name, performs nothing and says so (`false`).
    ///
    /// - Parameters:
    ///   - cell: The cell.
    ///   - names: The row's actions' names, now; empty to take the adapter's away.
    ///   - actions: The row's actions for a cell, asked when one is performed; `nil` when the
    ///     cell shows no row.
    func setAccessibilityActions(
      of cell: UIView, to names: [String],
      actions: @escaping @MainActor (UIView) -> [AccessibleAction]?
    ) {
      let existing = cell.accessibilityCustomActions ?? []
      let own = existing.filter { !($0 is RowAccessibilityAction) }
      guard !names.isEmpty || own.count != existing.count else { return }
      let made = names.map { name in
        RowAccessibilityAction(name: name) { [weak cell] _ in
          guard let cell, let action = actions(cell)?.first(where: { $0.name == name }) else {
            return false
          }
          return action.perform()
        }
      }
      let all: [UIAccessibilityCustomAction] = own + made
      cell.accessibilityCustomActions = all.isEmpty ? nil : all
    }
  }
#endif
