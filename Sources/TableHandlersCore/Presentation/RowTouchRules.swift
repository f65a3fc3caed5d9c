/// What a user's touch may do to a row, from its content: decided here, once, for the table
/// view, the list and the headless table alike.
///
/// A host asks these with the content it shows (a UIKit host the content answered now, the
/// headless table the content it loaded); it decides none of them itself.
package enum RowTouchRules {
  /// Whether a row takes touches: a disabled row (``RowContent/isEnabled`` false) neither
  /// highlights nor selects, offers no swipe actions, neither its accessories nor its control
  /// respond, no drag begins on it (`DragRules.beginning`) and no multiple-selection pan starts
  /// on it; a row without content takes them.
  ///
  /// On a device a disabled row's cell has `isUserInteractionEnabled` off, so none of its
  /// touches reach it.
  ///
  /// - Parameter content: The row's content, or `nil` where none is answered.
  /// - Returns: `true` when the row takes touches.
  package static func takesTouches(_ content: RowContent?) -> Bool {
    content?.isEnabled ?? true
  }

  /// The control a row shows that responds to the user: a control that is enabled, in a row
  /// that takes touches; `nil` for none.
  ///
  /// - Parameter content: The row's content, or `nil` where none is answered.
  /// - Returns: The control, or `nil`.
  package static func respondingControl(_ content: RowContent?) -> RowControl? {
    guard takesTouches(content), let control = content?.control, control.isEnabled else {
      return nil
    }
    return control
  }

  /// Whether a row that a tap selected deselects itself at once: a button row does
  /// (``RowRole/button``, ``RowRole/destructiveButton``), as Settings' do, without a
  /// deselection callback (`deselectRow(at:animated:)` never calls the delegate).
  ///
  /// - Parameter content: The row's content, or `nil` where none is answered.
  /// - Returns: `true` when the row deselects itself.
  package static func deselectsAfterTap(_ content: RowContent?) -> Bool {
    content?.role.isButton ?? false
  }

  /// Whether VoiceOver offers a row's outline action (expand or collapse): a row with children
  /// that takes touches, where a handler answers the disclosure's tap, as a tap on its
  /// disclosure would.
  ///
  /// - Parameters:
  ///   - content: The row's content, or `nil` where none is answered.
  ///   - disclosureHandled: Whether a handler answers `outlineDisclosureTapped`.
  /// - Returns: The disclosure the action toggles, or `nil` for none.
  package static func offeredDisclosure(_ content: RowContent?, disclosureHandled: Bool)
    -> OutlineDisclosure?
  {
    guard disclosureHandled, takesTouches(content) else { return nil }
    return content?.outlineDisclosure
  }
}

extension TableHandlers {
  /// The content a row shows now, asked of its handler; `nil`, asking nothing, where no handler
  /// answers content.
  ///
  /// - Parameters:
  ///   - position: The row.
  ///   - host: The host the row is on.
  /// - Returns: The content, or `nil`.
  package func currentContent(at position: TablePosition, on host: any TableHost)
    -> RowContent?
  {
    guard handles(eventID: RowEvent<Void, RowContent?>.rowContent.id) else { return nil }
    return answer(.rowContent, at: position, on: host)
  }

  /// A row's indentation level on every host: what an `indentationLevel` handler that reaches
  /// the row answers (or the app's own delegate, where no handler does), else the level its
  /// content declares (a declared outline's depth), else none.
  ///
  /// A table view uses its delegate's answer for every row once the method is implemented
  /// (`UITableViewDelegate`'s `indentationLevelForRowAt`), so the table view's adapter answers
  /// with this for each row, not with the event's default.
  ///
  /// - Parameters:
  ///   - answered: The handler's or the app's answer, `nil` where neither answers for the row.
  ///   - content: The row's content, asked only where nobody answers.
  /// - Returns: The level.
  package static func indentationLevel(
    answered: Int?, content: @autoclosure () -> RowContent?
  ) -> Int {
    answered ?? content()?.indentationLevel ?? 0
  }

  /// Whether a row takes touches now (``RowTouchRules/takesTouches(_:)``).
  ///
  /// - Parameters:
  ///   - position: The row.
  ///   - host: The host the row is on.
  /// - Returns: `true` when the row takes touches.
  package func rowTakesTouches(at position: TablePosition, on host: any TableHost) -> Bool {
    RowTouchRules.takesTouches(currentContent(at: position, on: host))
  }

  /// Whether a row that a tap selected deselects itself now
  /// (``RowTouchRules/deselectsAfterTap(_:)``).
  ///
  /// - Parameters:
  ///   - position: The row.
  ///   - host: The host the row is on.
  /// - Returns: `true` when the row deselects itself.
  package func rowDeselectsAfterTap(at position: TablePosition, on host: any TableHost) -> Bool {
    RowTouchRules.deselectsAfterTap(currentContent(at: position, on: host))
  }
}
