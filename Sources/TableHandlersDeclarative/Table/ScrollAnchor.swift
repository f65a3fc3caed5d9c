/// What a declared table's update keeps in place on screen.
///
/// ```swift
/// chat.scrollAnchor = .bottom  // new messages scroll into view while the user is at the end
/// ```
public enum ScrollAnchor: Hashable, Sendable {
  /// The first row on screen stays where the user saw it: rows inserted or deleted above it,
  /// or grown or shrunk, do not move what the user is reading. If that row is deleted, the next
  /// row on screen that the update keeps is held instead.
  case firstVisibleRow

  /// While the user is at the end of the content, the update keeps them there, showing rows
  /// added at the end (a chat, a log); elsewhere, as ``firstVisibleRow``.
  case bottom

  /// Nothing: the view keeps its content offset, as UIKit does, so rows inserted above what
  /// the user reads push it down.
  case none
}

/// Where a row ends up on screen when a declared table scrolls to it.
public enum RowScrollPosition: Hashable, Sendable {
  /// At the top of the visible area.
  case top

  /// In the middle of the visible area.
  case middle

  /// At the bottom of the visible area.
  case bottom

  /// Scrolled by the least that shows it whole; not at all when it is.
  case nearest
}
