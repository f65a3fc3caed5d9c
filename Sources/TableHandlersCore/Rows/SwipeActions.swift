/// The actions a row shows when it is swiped from one edge, with no UIKit types: what
/// `leadingSwipeActions` and `trailingSwipeActions` answer.
///
/// ```swift
/// handlers.on(.trailingSwipeActions, at: .section(0)) { call in
///   let message = inbox.messages[call.row]
///   return SwipeActions([
///     SwipeAction(title: "Delete", style: .destructive) { _, done in
///       inbox.delete(message)  // the model's next declaration removes the row
///       done(true)
///     },
///     SwipeAction(title: "Flag", backgroundColor: .orange) { _, done in
///       inbox.flag(message)
///       done(true)
///     },
///   ])
/// }
/// ```
///
/// **Order.** The first action is the outermost one, and the one a full swipe performs, unless
/// ``performsFirstActionWithFullSwipe`` is off: UIKit's own rule.
///
/// **Completion.** An action's handler receives the row's position and a completion it calls
/// once the action is done, at once or later (after a confirmation sheet); the swipe closes
/// then. `done(true)` says the action was performed, `done(false)` that it was not.
///
/// **Rows change only through the model.** A destructive action never removes its row by
/// itself: the handler changes the model, and the model's next declaration (or the app's own
/// edit) removes it. The host tells UIKit that the row was deleted only when it really left.
public struct SwipeActions: Sendable {
  /// The actions, outermost first.
  public var actions: [SwipeAction]
  /// Whether a full swipe performs the first action; on by default, as in UIKit.
  public var performsFirstActionWithFullSwipe: Bool

  /// Creates the actions of one edge.
  ///
  /// - Parameters:
  ///   - actions: The actions, outermost first.
  ///   - performsFirstActionWithFullSwipe: Whether a full swipe performs the first action.
  public init(_ actions: [SwipeAction], performsFirstActionWithFullSwipe: Bool = true) {
    self.actions = actions
    self.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
  }
}

/// One swipe action: its look and what it does.
public struct SwipeAction: Sendable {
  /// How an action looks and what UIKit assumes of it.
  public enum Style: Hashable, Sendable {
    /// An ordinary action.
    case normal
    /// A destructive action: red, and UIKit animates the row away when it completes as
    /// performed, so the host reports it performed only when the row really left.
    case destructive
  }

  /// What the action does: it receives the row's position when the action was chosen, and a
  /// completion to call once done (`true` if the action was performed).
  public typealias Handler =
    @MainActor (_ position: TablePosition, _ done: @escaping @MainActor (Bool) -> Void) -> Void

  /// The title.
  public var title: String?
  /// The image.
  public var image: RowImage?
  /// Normal or destructive.
  public var style: Style
  /// The background color; `nil` for the style's own.
  public var backgroundColor: RowColor?
  /// Whether the action can be chosen: a disabled action is shown but does nothing.
  public var isEnabled: Bool
  /// The accessibility identifier, for UI tests and the headless table.
  public var accessibilityIdentifier: String?
  /// The accessibility label; `nil` reads the title.
  public var accessibilityLabel: String?
  /// Whether the row's swipe closes as soon as the action is chosen, while its handler runs;
  /// off by default: the swipe stays open until the handler calls its completion (an action
  /// that asks for a confirmation first keeps the row open behind it).
  ///
  /// A mail app's "Flag" closes at once; its "More…", which shows a sheet, keeps the row open.
  /// The handler's completion is still called and still decides whether the action counted as
  /// performed; a destructive action that closed at once shows its row leaving as an ordinary
  /// deletion, when the model's next declaration removes it.
  public var hidesWhenSelected = false
  /// What the action does.
  public var handler: Handler

  /// Creates a swipe action.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image.
  ///   - style: Normal or destructive.
  ///   - backgroundColor: The background color.
  ///   - isEnabled: Whether it can be chosen.
  ///   - accessibilityIdentifier: The accessibility identifier.
  ///   - accessibilityLabel: The accessibility label.
  ///   - handler: What it does; it calls its completion once done.
  public init(
    title: String?, image: RowImage? = nil, style: Style = .normal,
    backgroundColor: RowColor? = nil, isEnabled: Bool = true,
    accessibilityIdentifier: String? = nil, accessibilityLabel: String? = nil,
    handler: @escaping Handler
  ) {
    self.title = title
    self.image = image
    self.style = style
    self.backgroundColor = backgroundColor
    self.isEnabled = isEnabled
    self.accessibilityIdentifier = accessibilityIdentifier
    self.accessibilityLabel = accessibilityLabel
    self.handler = handler
  }
}

extension SwipeAction {
  /// The action, closing the row's swipe as soon as it is chosen; see ``hidesWhenSelected``.
  ///
  /// ```swift
  /// SwipeAction(title: "Flag", backgroundColor: .orange) { _, done in
  ///   inbox.flag(message)
  ///   done(true)
  /// }
  /// .hidingWhenSelected()
  /// ```
  ///
  /// - Parameter hides: Whether the swipe closes as soon as the action is chosen.
  /// - Returns: The action.
  public func hidingWhenSelected(_ hides: Bool = true) -> SwipeAction {
    var action = self
    action.hidesWhenSelected = hides
    return action
  }
}

/// The edge a row is swiped from.
public enum SwipeEdge: Hashable, Sendable, CaseIterable {
  /// From the leading edge (left to right in left-to-right languages).
  case leading
  /// From the trailing edge.
  case trailing
}
