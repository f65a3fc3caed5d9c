import TableHandlersCore

extension HeadlessTable {
  /// Whether the table, as last loaded, has a row at `position`.
  ///
  /// Gestures at other positions do nothing: a person cannot touch a row that is not there.
  ///
  /// - Parameter position: The position.
  /// - Returns: `true` if the row exists.
  public func contains(_ position: TablePosition) -> Bool {
    position.section >= 0 && position.section < loaded.sections.count && position.row >= 0
      && position.row < loaded.sections[position.section].rowCount
  }

  /// Taps a row, in UIKit's order: should-highlight (a `false` halts everything),
  /// did-highlight, will-select (which may veto or redirect), the deselection of the previously
  /// selected row in single selection (will-deselect, did-deselect), did-select,
  /// did-unhighlight, then the primary action (can-perform, perform), which a tap with multiple
  /// selection on does not perform.
  ///
  /// Tapping a selected row with multiple selection on deselects it instead.
  ///
  /// - Parameter position: The row tapped.
  /// - Returns: The row selected, which may differ from `position`, or `nil`.
  @discardableResult
  public func tap(_ position: TablePosition) -> TablePosition? {
    beginGesture()
    defer { endGesture() }
    // A disabled row (its content's `isEnabled` is false) cannot be selected.
    guard contains(position), isEnabled(position),
      isEditing ? allowsSelectionDuringEditing : allowsSelection
    else {
      return nil
    }
    guard value(.shouldHighlightRow, position) else { return nil }
    _ = ask(.didHighlightRow, position)
    defer { _ = ask(.didUnhighlightRow, position) }
    if allowsMultipleSelectionNow, selectedRows.contains(position) {
      deselectByTouch(position)
      return nil
    }
    let target =
      handlers.handles(eventID: RowEvent.willSelectRow.id)
      ? ask(.willSelectRow, position) ?? nil : position
    if let target {
      if !allowsMultipleSelectionNow {
        for old in selectedRows where old != target { deselectByTouch(old) }
      }
      if !selectedRows.contains(target) {
        selectedRows.append(target)
        selectedRows.sort()
      }
      _ = ask(.didSelectRow, target)
      if RowTouchRules.deselectsAfterTap(content(at: target)) {
        deselectRow(at: target, animated: true)
      }
      handlers.links.userChangedSelection?()
    }
    // iOS 16 runs the primary action whether or not the selection changed, but not for a tap
    // that extends a selection (`UITableView.h`, `UICollectionView.h`: "Primary actions are
    // performed when the user selects a cell without extending an existing selection").
    if !allowsMultipleSelectionNow, handlers.handles(eventID: RowEvent.performPrimaryAction.id),
      value(.canPerformPrimaryAction, position)
    {
      _ = ask(.performPrimaryAction, position)
    }
    return target
  }

  private func deselectByTouch(_ position: TablePosition) {
    let target =
      handlers.handles(eventID: RowEvent.willDeselectRow.id)
      ? ask(.willDeselectRow, position) ?? nil : position
    guard let target else { return }
    selectedRows.removeAll { $0 == target }
    _ = ask(.didDeselectRow, target)
    handlers.links.userChangedSelection?()
  }

  /// Taps a row's accessory button; UIKit reports it only for detail and detail-disclosure
  /// buttons, and a disabled row takes no touch (the adapter turns its cell's user interaction
  /// off).
  ///
  /// - Parameter position: The row.
  /// - Returns: Whether the row has a detail or detail-disclosure button, is enabled, and the
  ///   tap was reported.
  @discardableResult
  public func tapAccessory(_ position: TablePosition) -> Bool {
    beginGesture()
    defer { endGesture() }
    let content = loaded.rows[position]?.content
    guard content?.trailingAccessories.contains(.detailButton) == true,
      RowTouchRules.takesTouches(content)
    else { return false }
    _ = running(.accessoryButton) { ask(.accessoryButtonTapped, position) }
    return true
  }

  /// Enters or leaves editing mode; entering asks each visible row whether it can edit, its
  /// editing style, whether it indents, and whether it shows a reorder control.
  ///
  /// - Parameter editing: Whether to edit.
  public func setEditing(_ editing: Bool) {
    isEditing = editing
    swipedRow = nil
    if !isActionRunning { revealedActions = nil }
    log(editing ? "setEditing true" : "setEditing false")
    load()
  }

  /// Swipes a row to reveal its delete button.
  ///
  /// Follows UIKit: nothing happens unless `commitEditing` is answered and the row is editable
  /// with the `.delete` style, and the row's `trailingSwipeActions` answer nothing (UIKit's
  /// trailing configuration replaces the Delete button: use ``swipeActions(_:at:)`` and
  /// ``performSwipeAction(_:edge:at:completion:)`` for those); then will-begin-editing runs and
  /// the button's title is asked.
  ///
  /// - Parameter position: The row.
  /// - Returns: The delete button's title, or `nil` if no button appears.
  @discardableResult
  public func swipe(_ position: TablePosition) -> String? {
    guard revealsDeleteButton(position) else { return nil }
    _ = ask(.willBeginEditing, position)
    swipedRow = position
    return value(.titleForDeleteConfirmationButton, position)
  }

  /// Taps the delete button that ``swipe(_:)`` revealed: commit-editing with `.delete`, then
  /// did-end-editing.
  ///
  /// - Returns: Whether a delete button was showing.
  @discardableResult
  public func confirmDelete() -> Bool {
    beginGesture()
    defer { endGesture() }
    guard let position = swipedRow else { return false }
    _ = ask(.commitEditing, position, .delete)
    endSwipe(position)
    return true
  }

  /// Dismisses the delete button without deleting (did-end-editing), or closes the swipe
  /// actions that ``revealSwipeActions(_:at:)`` showed, unless one of them is running.
  public func cancelSwipe() {
    if !isActionRunning { revealedActions = nil }
    guard let position = swipedRow else { return }
    endSwipe(position)
  }

  private func endSwipe(_ position: TablePosition) {
    swipedRow = nil
    _ = ask(.didEndEditing, Optional(position))
  }

  /// Swipes a row and taps its delete button.
  ///
  /// - Parameter position: The row.
  /// - Returns: Whether the row offered a delete button.
  @discardableResult
  public func swipeToDelete(_ position: TablePosition) -> Bool {
    beginGesture()
    defer { endGesture() }
    guard swipe(position) != nil else { return false }
    return confirmDelete()
  }

  /// Taps the insert or delete control of a row in editing mode: commit-editing with the row's
  /// editing style.
  ///
  /// - Parameter position: The row.
  /// - Returns: Whether the row showed a control to tap.
  @discardableResult
  public func tapEditingControl(_ position: TablePosition) -> Bool {
    beginGesture()
    defer { endGesture() }
    guard isEditing, handlers.handles(eventID: RowEvent.commitEditing.id),
      let style = loaded.rows[position]?.editingStyle, style != .none
    else { return false }
    _ = ask(.commitEditing, position, style)
    return true
  }

  /// Drags a row by its reorder control over some positions and drops it.
  ///
  /// Needs editing mode, a `moveRow` handler that reaches the row and `canMoveRow`. Each hover
  /// asks target-for-move, whose answer is where the row would land; on the drop, `moveRow` is
  /// answered and the row's handlers move with it. For a declared table, an update the row's
  /// `moveRow` handler asked for (which waits for the move) is applied before this returns.
  ///
  /// As on a table view, a row can be dropped after the last row of another section, or into
  /// an empty one (a position one past its rows), and a row dropped where it was is a move
  /// too: `moveRow` is answered from and to its place (UIKit tells its data source
  /// `moveRowAt` with equal index paths then).
  ///
  /// - Parameters:
  ///   - source: The row dragged.
  ///   - path: The positions it hovers over, the last being where it is dropped.
  /// - Returns: Where the row landed, or `nil` if it could not be dragged.
  /// - Throws: `TableUpdateError` if a target is outside the table.
  @discardableResult
  public func drag(_ source: TablePosition, over path: [TablePosition]) throws -> TablePosition? {
    guard contains(source), path.allSatisfy({ canLand(at: $0, from: source) }), isEditing,
      userMayMove(source)
    else {
      return nil
    }
    var target = source
    for proposed in path {
      target = ask(.targetForMove, source, proposed) ?? proposed
    }
    try drop(source, at: target)
    return target
  }

  /// Whether the user may move a row (`TableHandlers.userMayMove`): a `moveRow` handler reaches
  /// it and `canMoveRow`, asked as UIKit asks it, says yes.
  func userMayMove(_ position: TablePosition) -> Bool {
    handlers.userMayMove(at: position) { value(.canMoveRow, position) }
  }

  /// Whether a dragged row can land at a position, counted after the move: a row of its own
  /// section, or up to one past the last row of another section.
  func canLand(at position: TablePosition, from source: TablePosition) -> Bool {
    guard loaded.sections.indices.contains(position.section), position.row >= 0 else {
      return false
    }
    let count = loaded.sections[position.section].rowCount
    return position.row < (position.section == source.section ? count : count + 1)
  }

  /// Drops a dragged row at its target: `moveRow` is answered and the row's handlers move with
  /// it; an update the row's `moveRow` handler asked for is applied before this returns.
  ///
  /// - Throws: `TableUpdateError` if the target is outside the table; nothing changes then.
  func drop(_ source: TablePosition, at target: TablePosition) throws {
    log("moveRow \(source) -> \(target)")
    // A declared table's update asked for while the row's `moveRow` is answered waits until
    // the registry has moved the row; the table shows the move first, then that update. So does
    // an update asked for through the table: the registry moves the row once the handler has
    // returned, and a table view takes it only on the next turn (`performUpdates`).
    afterDrop = {}
    var counts = handlers.shape.rowCounts
    if counts.indices.contains(source.section), counts.indices.contains(target.section) {
      counts[source.section] -= 1
      counts[target.section] += 1
    }
    updatesAfterMove = UpdatesAfterMove(shape: TableShape(rowCounts: counts))
    let mapping: TableUpdateMapping
    do {
      mapping = try handlers.userMovedRow(from: source, to: target, on: self)
    } catch {
      afterDrop = nil
      updatesAfterMove = nil
      throw error
    }
    // The updates held back follow the move before the table asks its counts again: the app's
    // model has them already.
    carry(through: mapping)
    let updates = updatesAfterMove?.updates ?? []
    updatesAfterMove = nil
    for update in updates {
      // Checked against the shape it meets when it was asked for.
      if let mapping = try? handlers.apply(update) { carry(through: mapping) }
    }
    load()
    let settle = afterDrop
    afterDrop = nil
    settle?()
  }

  /// Holds back an update asked for while the registry answers a move, checked against the
  /// shape it will meet.
  func waitForMove(_ update: TableUpdate) throws {
    guard var waiting = updatesAfterMove else { return }
    let mapping = try update.mapping(from: waiting.shape)
    waiting.shape = TableShape(rowCounts: mapping.newCounts)
    waiting.updates.append(update)
    updatesAfterMove = waiting
    if !update.deletedRows.isEmpty || !update.deletedSections.isEmpty {
      handlers.reportMisuse(.deletionAfterReorderDeferred(update))
    }
  }

  /// Long-presses a row for the legacy edit menu, which UIKit shows only when all three menu
  /// events are answered and should-show-menu says yes.
  ///
  /// - Parameter position: The row.
  /// - Returns: The actions offered among `cut:`, `copy:` and `paste:`, or `nil` for no menu.
  public func longPress(_ position: TablePosition) -> [String]? {
    let menu = [
      RowEvent.shouldShowMenu.id, RowEvent.canPerformAction.id, RowEvent.performAction.id,
    ]
    guard contains(position), menu.allSatisfy({ handlers.handles(eventID: $0) }),
      ask(.shouldShowMenu, position) == true
    else {
      return nil
    }
    return ["cut:", "copy:", "paste:"].filter { ask(.canPerformAction, position, $0) == true }
  }

  /// Chooses an action from the legacy edit menu.
  ///
  /// - Parameters:
  ///   - action: The selector name, such as `copy:`.
  ///   - position: The row whose menu it is.
  public func performMenuAction(_ action: String, at position: TablePosition) {
    beginGesture()
    defer { endGesture() }
    guard contains(position) else { return }
    _ = ask(.performAction, position, action)
  }

  /// Starts a two-finger multiple-selection pan on a row in editing mode.
  ///
  /// - Parameter position: The row where the pan starts.
  /// - Returns: Whether the interaction began: it needs
  ///   ``allowsMultipleSelectionDuringEditing``, a row that takes touches (not a disabled one,
  ///   whose cell takes no touch: `RowTouchRules.takesTouches`) and a yes from
  ///   should-begin-multiple-selection-interaction.
  @discardableResult
  public func beginMultipleSelection(at position: TablePosition) -> Bool {
    guard contains(position), isEditing, allowsMultipleSelectionDuringEditing, isEnabled(position),
      value(.shouldBeginMultipleSelectionInteraction, position)
    else { return false }
    _ = ask(.didBeginMultipleSelectionInteraction, position)
    panSelect(position)
    return true
  }

  /// Extends a multiple-selection pan over more rows, selecting each.
  ///
  /// - Parameter positions: The rows the pan crosses.
  public func continueMultipleSelection(over positions: [TablePosition]) {
    beginGesture()
    defer { endGesture() }
    for position in positions { panSelect(position) }
  }

  /// Ends a multiple-selection pan.
  public func endMultipleSelection() {
    _ = ask(.didEndMultipleSelectionInteraction, ())
  }

  private func panSelect(_ position: TablePosition) {
    guard contains(position), !selectedRows.contains(position) else { return }
    let target =
      handlers.handles(eventID: RowEvent.willSelectRow.id)
      ? ask(.willSelectRow, position) ?? nil : position
    guard let target else { return }
    selectedRows.append(target)
    selectedRows.sort()
    _ = ask(.didSelectRow, target)
    handlers.links.userChangedSelection?()
  }
}

/// The updates asked for through a headless table while it has the registry move a dropped
/// row, applied once the row has moved.
struct UpdatesAfterMove {
  /// The registry's shape once the move and the updates held back so far are applied.
  var shape: TableShape
  /// The updates, in the order asked.
  var updates: [TableUpdate] = []
}
