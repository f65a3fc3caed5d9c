import TableHandlersCore

/// A swipe action as a row offers it, as a value: what the screen shows of it and how it
/// behaves, for a test to compare.
///
/// ```swift
/// let delete = try #require(table.shownSwipeActions(.trailing, at: row)?.first)
/// #expect(delete.style == .destructive && delete.isPerformedByFullSwipe)
/// ```
public struct ShownSwipeAction: Hashable, Sendable {
  /// The title.
  public var title: String?
  /// The image.
  public var image: RowImage?
  /// Normal or destructive (red, and UIKit animates the row away when it is performed).
  public var style: SwipeAction.Style
  /// The background color as declared; `nil` for the style's own.
  public var backgroundColor: RowColor?
  /// Whether the action can be chosen; a disabled one is shown dimmed and does nothing.
  public var isEnabled: Bool
  /// Whether a full swipe performs this action: the first action, when the row's actions
  /// allow a full swipe and the action is enabled (a full swipe does nothing otherwise).
  public var isPerformedByFullSwipe: Bool
  /// The accessibility identifier.
  public var accessibilityIdentifier: String?
  /// The accessibility label as declared; `nil` reads the title.
  public var accessibilityLabel: String?
  /// Whether the swipe closes as soon as the action is chosen
  /// (`SwipeAction.hidesWhenSelected`).
  public var hidesWhenSelected = false

  /// Creates a shown swipe action, for a test's expected value.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image.
  ///   - style: Normal or destructive.
  ///   - backgroundColor: The declared background color.
  ///   - isEnabled: Whether it can be chosen.
  ///   - isPerformedByFullSwipe: Whether a full swipe performs it.
  ///   - accessibilityIdentifier: The accessibility identifier.
  ///   - accessibilityLabel: The declared accessibility label.
  public init(
    title: String?, image: RowImage? = nil, style: SwipeAction.Style = .normal,
    backgroundColor: RowColor? = nil, isEnabled: Bool = true, isPerformedByFullSwipe: Bool = false,
    accessibilityIdentifier: String? = nil, accessibilityLabel: String? = nil
  ) {
    self.title = title
    self.image = image
    self.style = style
    self.backgroundColor = backgroundColor
    self.isEnabled = isEnabled
    self.isPerformedByFullSwipe = isPerformedByFullSwipe
    self.accessibilityIdentifier = accessibilityIdentifier
    self.accessibilityLabel = accessibilityLabel
  }

  /// The action as the screen shows it, `first` if it is the outermost of its edge.
  init(_ action: SwipeAction, in actions: SwipeActions, first: Bool) {
    self.init(
      title: action.title, image: action.image, style: action.style,
      backgroundColor: action.backgroundColor, isEnabled: action.isEnabled,
      isPerformedByFullSwipe: first && SwipeActionRules.fullSwipePerformsFirst(actions),
      accessibilityIdentifier: action.accessibilityIdentifier,
      accessibilityLabel: action.accessibilityLabel)
    hidesWhenSelected = action.hidesWhenSelected
  }

  /// The action in one line, as ``HeadlessTable/render()`` shows a revealed action: its title
  /// (or accessibility identifier), then `(destructive)`, `(disabled)` and `(full swipe)`.
  var line: String {
    var line = title ?? accessibilityIdentifier ?? "?"
    if style == .destructive { line += " (destructive)" }
    if !isEnabled { line += " (disabled)" }
    if isPerformedByFullSwipe { line += " (full swipe)" }
    return line
  }
}
