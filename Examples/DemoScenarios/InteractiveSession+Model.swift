import TableHandlersCore

extension InteractiveSession {
  /// Changes the reminders screen's model as `+`, `-` and `r` ask.
  ///
  /// `+` adds a reminder, `-` removes and `r` renames the one under the cursor. Only the model
  /// changes: the table follows it once the main actor has run, which ``settle()`` waits for.
  ///
  /// - Parameter command: ``InteractiveCommand/addComment``, ``InteractiveCommand/removeComment``
  ///   or ``InteractiveCommand/rename``.
  /// - Returns: `false` if the screen is not the reminders screen, and nothing was done.
  func changeReminders(_ command: InteractiveCommand) -> Bool {
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *),
      let screen = scenarioScreen as? RemindersScreen
    else { return false }
    let model = screen.model
    if command == .addComment {
      let title = "New reminder \(model.added + 1)"
      model.add(title)
      log.note("added \(title) to the model")
      return true
    }
    guard let position = cursorPosition, let id = screen.rowID(at: position),
      let reminder = model.reminder(id)
    else {
      let name = command == .rename ? "r renames" : "- removes"
      log.note("no reminder under the cursor: \(name) the reminder under it")
      return true
    }
    if command == .rename {
      let suffix = " (renamed)"
      let title =
        reminder.title.hasSuffix(suffix)
        ? String(reminder.title.dropLast(suffix.count)) : reminder.title + suffix
      model.rename(id, to: title)
      log.note("renamed \(reminder.title) to \(title) in the model")
    } else {
      model.remove(id)
      log.note("removed \(reminder.title) from the model")
    }
    return true
  }

  /// Returns once the table has followed what the last command changed in the model: on a
  /// screen whose table follows an observable model, once the main actor has run the
  /// re-declaration the change scheduled; on every other screen, at once.
  ///
  /// The cursor stays on its row if the table still shows it, and on a row in any case.
  ///
  /// ```swift
  /// let session = InteractiveSession(scenario: .reminders)
  /// session.perform(.addComment)  // the model has the reminder; the table not yet
  /// await session.settle()  // the table shows it
  /// ```
  public func settle() async {
    guard let screen = scenarioScreen as? any ModelFollowingScreen else { return }
    let row = cursorPosition.flatMap { screen.rowID(at: $0) }
    await screen.settle()
    if let row, let position = screen.position(ofRow: row),
      let index = rows.firstIndex(of: position)
    {
      moveCursor(to: index)
    } else {
      moveCursor(to: cursor)
    }
  }
}
