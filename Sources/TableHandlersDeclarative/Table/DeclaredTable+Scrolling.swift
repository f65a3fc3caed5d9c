import TableHandlersCore

extension DeclaredTable {
  /// What an update keeps in place on screen: the first row the user sees by default.
  ///
  /// ```swift
  /// table.scrollAnchor = .bottom  // a chat: new messages come into view at the end
  /// ```
  ///
  /// On a table view or a list, an update notes where the anchored row is on screen before its
  /// batch, and sets the content offset after it so that the row is there again (to the
  /// point, by the view's own `rectForRow(at:)` or item frame). While the user drags or the
  /// content decelerates, the correction waits, and is applied when the scrolling stops (the
  /// scroll view's did-end-dragging without deceleration, or did-end-decelerating), so the
  /// content never jumps under the user's finger. An update without animation, which reloads
  /// the data, is anchored the same way. The headless table has no content offset and keeps
  /// nothing in place.
  ///
  /// **What a device adds.** Self-sizing rows (`automaticDimension`) are measured only when
  /// shown; rows inserted above the anchor and not yet shown count with their estimated height.
  /// The anchor is placed by the view's own rectangles after the batch, so it lands where it was
  /// whatever the estimates; when the user later scrolls up and UIKit measures those rows, UIKit
  /// itself adjusts the offset for the difference between estimate and height. Close estimates
  /// (`estimatedRowHeight`, or a row's `estimatedHeight`) keep that adjustment small.
  public var scrollAnchor: ScrollAnchor {
    get { engine.scrollAnchor }
    set { engine.scrollAnchor = newValue }
  }

  /// Scrolls the view showing the table so that a row is at a position of the visible area.
  ///
  /// ```swift
  /// if !table.scroll(to: .message(id), position: .middle, animated: true) {
  ///   showMissingMessageNote()
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - id: The row's identifier.
  ///   - position: Where the row ends up; as little scrolling as shows it by default.
  ///   - animated: Whether the scroll animates.
  /// - Returns: `false`, and nothing scrolls, when no row has that identifier (where UIKit's
  ///   own `scrollToRow(at:at:animated:)` raises for a row it does not have); `true` otherwise.
  ///   The headless table brings the row among its visible rows, whatever the position
  ///   (`HeadlessTable.scroll(toShow:)`, which reports the rows that come on screen).
  /// - Complexity: O(1) to find the row, plus the view's scrolling.
  @discardableResult
  public func scroll(
    to id: RowID, position: RowScrollPosition = .nearest, animated: Bool = true
  ) -> Bool {
    guard let row = engine.position(ofRow: id) else { return false }
    engine.host?.scroll(to: row, position: position, animated: animated)
    return true
  }
}
