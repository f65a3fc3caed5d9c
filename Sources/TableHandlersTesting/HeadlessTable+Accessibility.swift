import TableHandlersCore

extension HeadlessTable {
  /// The accessibility actions a row offers, by name, in the order VoiceOver's actions rotor
  /// offers them on a device: what the UIKit adapters set as the row's cell's
  /// `accessibilityCustomActions`.
  ///
  /// The trailing swipe actions (or, where the row has none, the Delete button a swipe would
  /// reveal), then the leading ones, each edge outermost first; then the enabled items of the
  /// row's context menu, each named after the submenus that hold it (`"Move to: Archive"`);
  /// then "Move up" and "Move down" where the row can move one place that way. A swipe action
  /// is named by its accessibility label, else its title, and left out if it has neither, or
  /// is disabled; deferred menu items are left out.
  ///
  /// Each comes from the same question its gesture asks (``swipeActions(_:at:)``,
  /// ``swipe(_:)``, ``contextMenu(at:)``, ``drag(_:over:)``), answered now; the menu is not
  /// opened. A move is offered where a drag could make it, editing mode or not: a `moveRow`
  /// handler reaches the row and `canMoveRow` says yes, and `targetForMove`, asked with the
  /// neighbouring position (the previous section's end or the next section's start at a
  /// section's edge), answers a position other than the row's own.
  ///
  /// ```swift
  /// #expect(table.accessibilityActions(at: row) == ["Delete", "Pin", "Reply", "Move down"])
  /// ```
  ///
  /// - Parameter position: The row.
  /// - Returns: The actions' names; empty where the row offers none or does not exist.
  public func accessibilityActions(at position: TablePosition) -> [String] {
    accessibilityActionList(at: position).map(\.name)
  }

  /// Performs one of a row's accessibility actions (see ``accessibilityActions(at:)``) by name,
  /// as VoiceOver does, through the same path as its gesture.
  ///
  /// The row's actions are asked again now, at `position`, and the first of that name runs: a
  /// swipe action as ``performSwipeAction(_:edge:at:completion:)`` runs it (its handler, then
  /// its completion's rule), the Delete button as the UIKit hosts' Delete action commits it
  /// (`commitEditing` with `.delete`, no swipe opened), a menu item as
  /// ``chooseMenuItem(_:at:)``, and a move as a drop of ``drag(_:over:)`` at the target
  /// `targetForMove` answered: `moveRow` is answered and the row's handlers move with it.
  ///
  /// - Parameters:
  ///   - name: The action's name.
  ///   - position: The row.
  /// - Returns: What VoiceOver is told, as on a device: whether the row offered the action and
  ///   it succeeded. A swipe action answers the completion it reported
  ///   (`SwipeOutcome.completed(performed:)`: `false` where its handler completed with `false`,
  ///   or for a destructive action whose row did not leave), `true` while its completion is
  ///   pending. The Delete answers whether its row left once the commit's updates were
  ///   applied. An action the row does not offer answers `false` and changes nothing.
  @discardableResult
  public func performAccessibilityAction(_ name: String, at position: TablePosition) -> Bool {
    guard let action = accessibilityActionList(at: position).first(where: { $0.name == name })
    else { return false }
    log("accessibility action \(name) \(position)")
    switch action.kind {
    case .swipe(let swipe, let actions):
      switch perform(swipe, of: actions, at: position, completion: nil) {
      case .unavailable: return false
      case .pending: return SwipeActionRules.accessibilityAnswer(reported: nil)
      case .completed(let performed):
        return SwipeActionRules.accessibilityAnswer(reported: performed)
      }
    case .deleteButton:
      // As the UIKit hosts' Delete action commits: no swipe opens, so no swipe-editing
      // callbacks; the commit's updates are applied before VoiceOver is answered.
      let row = handlers.track(position)
      beginGesture()
      _ = ask(.commitEditing, position, .delete)
      endGesture()
      return SwipeActionRules.deleteCompletion(rowLeft: row.position == nil)
    case .menuItem(let path):
      return chooseMenuItem(path, at: position)
    case .move(let target):
      do {
        try drop(position, at: target)
        return true
      } catch {
        return false
      }
    case .disclosure:
      return tapDisclosure(position)
    }
  }

  /// One accessibility action of a row, and what performing it does.
  private struct AccessibilityAction {
    enum Kind {
      case swipe(SwipeAction, SwipeActions)
      case deleteButton
      case menuItem([String])
      case move(TablePosition)
      case disclosure
    }

    var name: String
    var kind: Kind
  }

  private func accessibilityActionList(at position: TablePosition) -> [AccessibilityAction] {
    guard contains(position) else { return [] }
    let disclosure = handlers.outlineActionName { loaded.rows[position]?.content }
    return RowAccessibilityActions.inOrder(
      disclosure: disclosure.map { [AccessibilityAction(name: $0, kind: .disclosure)] } ?? [],
      takesTouches: isEnabled(position),
      trailing: {
        if let trailing = actions(.trailing, at: position, forVoiceOver: true) {
          return swipeAccessibilityActions(trailing)
        }
        return deleteButtonTitle(at: position).map {
          [AccessibilityAction(name: $0, kind: .deleteButton)]
        } ?? []
      },
      leading: {
        actions(.leading, at: position, forVoiceOver: true).map(swipeAccessibilityActions) ?? []
      },
      menu: {
        guard let menu = ask(.contextMenu, position) ?? nil else { return [] }
        return RowAccessibilityActions.leaves(of: menu).map {
          AccessibilityAction(name: $0.name, kind: .menuItem($0.path))
        }
      },
      moves: { moves(at: position) })
  }

  /// The row's moves up and down, where a handler follows its move.
  private func moves(at position: TablePosition) -> [AccessibilityAction] {
    guard userMayMove(position) else { return [] }
    return RowAccessibilityActions.moves(
      from: position, rowCounts: loaded.sections.map(\.rowCount),
      names: handlers.moveActionNames, target: { ask(.targetForMove, position, $0) ?? $0 }
    ).map { AccessibilityAction(name: $0.name, kind: .move($0.destination)) }
  }

  private func swipeAccessibilityActions(_ actions: SwipeActions) -> [AccessibilityAction] {
    actions.actions.compactMap { action in
      guard action.isEnabled,
        let name = RowAccessibilityActions.name(
          title: action.title, accessibilityLabel: action.accessibilityLabel)
      else { return nil }
      return AccessibilityAction(name: name, kind: .swipe(action, actions))
    }
  }

  /// Whether a swipe on the row reveals its Delete button: ``swipe(_:)``'s conditions, asked
  /// without revealing it.
  func revealsDeleteButton(_ position: TablePosition) -> Bool {
    !isEditing && swipedRow == nil && offersDelete(position)
  }

  /// Whether the row offers the Delete a swipe reveals where it has no trailing swipe actions,
  /// whatever the table is doing now (VoiceOver offers it while editing too, as the UIKit
  /// hosts' cells do).
  private func offersDelete(_ position: TablePosition) -> Bool {
    contains(position) && isEnabled(position)
      && handlers.deletesByHandler(
        at: position, takesTouches: { isEnabled(position) },
        canEditRow: { value(.canEditRow, position) },
        answeredStyle: { answeredEditingStyle(position) })
      && (ask(.trailingSwipeActions, position) ?? nil) == nil
  }

  /// The title of the Delete button a swipe would reveal, or `nil`.
  private func deleteButtonTitle(at position: TablePosition) -> String? {
    offersDelete(position)
      ? TableHandlers.deleteTitle(answered: value(.titleForDeleteConfirmationButton, position))
      : nil
  }
}
