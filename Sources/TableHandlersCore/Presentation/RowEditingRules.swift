/// Which editing control a row shows, whether a swipe reveals its Delete, and whether the user
/// may move a row: decided here, once, for the table view, the list and the headless table
/// alike.
extension TableHandlers {
  /// The editing style a row shows, in editing mode or behind a swipe.
  ///
  /// A row that takes no touch shows none (``RowTouchRules/takesTouches(_:)``): neither a swipe
  /// nor its editing control would reach it. Otherwise, the answer of a handler or of the app's
  /// object; where neither answers, `.delete` where the row's edits are committed (a handler
  /// that reaches the row, or the app's object), else `.none`, so that a commit handler for part
  /// of the table offers no Delete on the other rows. (UIKit's own answer without the method is
  /// `.delete` wherever its data source commits edits.)
  ///
  /// - Parameters:
  ///   - position: The row.
  ///   - takesTouches: Whether the row takes touches.
  ///   - answered: The answer of a handler or the app's object, `nil` where neither answers.
  ///   - appCommits: Whether the app's own object commits edits.
  /// - Returns: The style.
  package func shownEditingStyle(
    at position: TablePosition, takesTouches: Bool, answered: RowEditingStyle?,
    appCommits: Bool = false
  ) -> RowEditingStyle {
    guard takesTouches else { return .none }
    if let answered { return answered }
    return commitsEdits(at: position) || appCommits ? .delete : .none
  }

  /// Whether a handler commits a row's edits (`commitEditing` reaches the row).
  ///
  /// - Parameter position: The row.
  /// - Returns: `true` when a handler commits them.
  package func commitsEdits(at position: TablePosition) -> Bool {
    hasRowHandler(RowEvent<RowEditingStyle, Void>.commitEditing.id, at: position)
  }

  /// Whether a handler deletes a row where the user asks (a swipe's Delete, the editing
  /// control's, VoiceOver's): a handler commits its edits, it can be edited, and the style it
  /// shows is `.delete` (``shownEditingStyle(at:takesTouches:answered:appCommits:)``).
  ///
  /// - Parameters:
  ///   - position: The row.
  ///   - host: The host the row is on.
  /// - Returns: `true` when a handler deletes the row.
  package func deletesByHandler(at position: TablePosition, on host: any TableHost) -> Bool {
    editingStyleByHandler(at: position, on: host) == .delete
  }

  /// The edit a handler commits where the user asks for it on a row.
  ///
  /// `.delete` where it deletes the row (``deletesByHandler(at:on:)``), `.insert` where the row
  /// shows the insert control, `.none` where no handler commits the row's edits or it cannot be
  /// edited. What a list's editing accessory shows, as a table view's editing control does.
  ///
  /// - Parameters:
  ///   - position: The row.
  ///   - host: The host the row is on.
  /// - Returns: The style a handler commits.
  package func editingStyleByHandler(at position: TablePosition, on host: any TableHost)
    -> RowEditingStyle
  {
    editingStyleByHandler(
      at: position, takesTouches: { rowTakesTouches(at: position, on: host) },
      canEditRow: { answer(.canEditRow, at: position, on: host) },
      answeredStyle: { answerIfAnswered(.editingStyle, at: position, (), on: host, after: nil) })
  }

  /// Whether a handler deletes a row where the user asks
  /// (``deletesByHandler(at:on:)``), each question asked as the host asks it, in this order,
  /// and only where the ones before leave the answer open.
  ///
  /// - Parameters:
  ///   - position: The row.
  ///   - takesTouches: Whether the row takes touches.
  ///   - canEditRow: `canEditRow`'s answer.
  ///   - answeredStyle: The editing style a handler answers, `nil` where none answers.
  /// - Returns: `true` when a handler deletes the row.
  package func deletesByHandler(
    at position: TablePosition, takesTouches: () -> Bool, canEditRow: () -> Bool,
    answeredStyle: () -> RowEditingStyle?
  ) -> Bool {
    editingStyleByHandler(
      at: position, takesTouches: takesTouches, canEditRow: canEditRow,
      answeredStyle: answeredStyle) == .delete
  }

  /// The edit a handler commits where the user asks for it on a row
  /// (``editingStyleByHandler(at:on:)``), each question asked as the host asks it, in this
  /// order, and only where the ones before leave the answer open.
  ///
  /// - Parameters:
  ///   - position: The row.
  ///   - takesTouches: Whether the row takes touches.
  ///   - canEditRow: `canEditRow`'s answer.
  ///   - answeredStyle: The editing style a handler answers, `nil` where none answers.
  /// - Returns: The style a handler commits.
  package func editingStyleByHandler(
    at position: TablePosition, takesTouches: () -> Bool, canEditRow: () -> Bool,
    answeredStyle: () -> RowEditingStyle?
  ) -> RowEditingStyle {
    guard commitsEdits(at: position), canEditRow() else { return .none }
    let answered = answeredStyle()
    return shownEditingStyle(at: position, takesTouches: takesTouches(), answered: answered)
  }

  /// The title of the Delete a row offers where it has no trailing swipe actions (a swipe's,
  /// VoiceOver's, a list's default Delete): a `titleForDeleteConfirmationButton` handler's
  /// answer (``deleteTitle(answered:)``).
  ///
  /// - Parameters:
  ///   - position: The row.
  ///   - host: The host the row is on.
  /// - Returns: The title.
  package func deleteTitle(at position: TablePosition, on host: any TableHost) -> String {
    Self.deleteTitle(
      answered: handles(.titleForDeleteConfirmationButton)
        ? answer(.titleForDeleteConfirmationButton, at: position, on: host) : nil)
  }

  /// The title of a row's Delete from the `titleForDeleteConfirmationButton` answer: that
  /// answer, else UIKit's default, "Delete" (also where the answer is `nil`).
  ///
  /// - Parameter answered: The answer, `nil` where nobody answers.
  /// - Returns: The title.
  package static func deleteTitle(answered: String?) -> String { answered ?? "Delete" }

  /// Whether the user may move a row (its reorder control, a drag to reorder, VoiceOver's moves):
  /// only where someone follows the move (a `moveRow` handler that reaches the row, or the app's
  /// object), so that the app's model never misses a move the view made; there, as `canMoveRow`
  /// answers.
  ///
  /// - Parameters:
  ///   - position: The row.
  ///   - appFollows: Whether the app's own object is told the move.
  ///   - canMoveRow: `canMoveRow`'s answer (the app's object first, then a handler; yes where
  ///     nobody answers, UIKit's default), asked only where someone follows the move.
  /// - Returns: `true` if the user may move the row.
  package func userMayMove(
    at position: TablePosition, appFollows: Bool = false, canMoveRow: () -> Bool
  ) -> Bool {
    guard hasRowHandler(RowEvent<TablePosition, Void>.moveRow.id, at: position) || appFollows
    else { return false }
    return canMoveRow()
  }

  /// Whether the user may move a row (``userMayMove(at:appFollows:canMoveRow:)``), `canMoveRow`
  /// asked of the app's answer and the registry.
  ///
  /// - Parameters:
  ///   - position: The row.
  ///   - host: The host the row is on.
  ///   - appFollows: Whether the app's own object is told the move.
  ///   - app: The app's object's answer to `canMoveRow`, `nil` where it does not answer.
  /// - Returns: `true` if the user may move the row.
  package func userMayMove(
    at position: TablePosition, on host: any TableHost, appFollows: Bool = false,
    app: Bool? = nil
  ) -> Bool {
    userMayMove(at: position, appFollows: appFollows) {
      answer(.canMoveRow, at: position, (), on: host, after: app)
    }
  }
}
