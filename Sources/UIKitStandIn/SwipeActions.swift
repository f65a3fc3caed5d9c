#if !canImport(UIKit)
  import Foundation

  /// A stand-in for UIKit's `UITableViewRowAction`, the swipe action of the deprecated
  /// `tableView(_:editActionsForRowAt:)`.
  ///
  /// UIKit deprecates the class in iOS 13; the stand-in does not mark it, so that declaring the
  /// deprecated delegate member produces no warning.
  @MainActor open class UITableViewRowAction: NSObject {
    /// The appearance of a row action.
    ///
    /// As in UIKit, `destructive` is the same value as `default`.
    public enum Style: Int, Sendable {
      /// The default (destructive) appearance.
      case `default` = 0
      /// A non-destructive appearance.
      case normal = 1

      /// A destructive appearance; identical to `default`.
      public static var destructive: Style { .default }
    }

    /// The appearance the action was created with.
    public let style: Style

    /// The title of the action's button.
    open var title: String?

    /// The closure run when the user taps the action.
    public let handler: (UITableViewRowAction, IndexPath) -> Void

    private init(
      storingStyle style: Style, title: String?,
      handler: @escaping (UITableViewRowAction, IndexPath) -> Void
    ) {
      self.style = style
      self.title = title
      self.handler = handler
      super.init()
    }

    /// Creates a row action.
    ///
    /// - Parameters:
    ///   - style: The appearance of the action.
    ///   - title: The title of the action's button.
    ///   - handler: The closure run when the user taps the action.
    public convenience init(
      style: Style, title: String?, handler: @escaping (UITableViewRowAction, IndexPath) -> Void
    ) {
      self.init(storingStyle: style, title: title, handler: handler)
    }
  }

  /// A stand-in for UIKit's `UIContextualAction`: one button of a swipe-actions configuration.
  @MainActor open class UIContextualAction: NSObject {
    /// The appearance of a contextual action.
    public enum Style: Int, Sendable {
      /// A non-destructive appearance.
      case normal
      /// A destructive appearance.
      case destructive
    }

    /// The closure run when the user taps the action.
    ///
    /// It receives the action, the view that showed it and a completion closure to call with
    /// whether the action was performed.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The appearance the action was created with.
    public let style: Style

    /// The title of the action's button.
    open var title: String?

    /// The closure run when the user taps the action.
    public let handler: Handler

    private var assignedBackgroundColor: UIColor?

    /// The button's background colour; assigning `nil` restores the style's own.
    ///
    /// [H] `UIContextualAction.h`: `null_resettable`, "a default background color is set from
    /// the action style". Which colours UIKit picks is not documented; the stand-in says
    /// `systemRed` for a destructive action and `systemGray` for a normal one.
    open var backgroundColor: UIColor! {
      get { assignedBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
      set { assignedBackgroundColor = newValue }
    }

    /// The button's image [H].
    open var image: UIImage?

    /// The accessibility label: on iOS the `NSObject` property of the `UIAccessibility`
    /// informal protocol, which every object has.
    open var accessibilityLabel: String?

    /// What the action's completion was called with, in order, when run by ``perform(in:)``
    /// (stand-in only).
    public private(set) var completionResults: [Bool] = []

    private init(storingStyle style: Style, title: String?, handler: @escaping Handler) {
      self.style = style
      self.title = title
      self.handler = handler
      super.init()
    }

    /// Runs the action as UIKit does when the user taps its button or swipes fully: the
    /// handler, with the view that showed it and a completion that records what it is called
    /// with, now or later, in ``completionResults`` (stand-in only).
    ///
    /// [H] `UIContextualAction.h`: "call the completionHandler to reset the context to its
    /// normal state (e.g. when swiping, resets to unswiped state)"; "pass YES to the
    /// completionHandler if the action was actually performed".
    ///
    /// - Parameters:
    ///   - sourceView: The view that showed the action.
    ///   - completed: Called with the completion's argument, each time it is called.
    public func perform(in sourceView: UIView, completed: ((Bool) -> Void)? = nil) {
      handler(self, sourceView) { [weak self] performed in
        self?.completionResults.append(performed)
        completed?(performed)
      }
    }

    /// Creates a contextual action.
    ///
    /// - Parameters:
    ///   - style: The appearance of the action.
    ///   - title: The title of the action's button.
    ///   - handler: The closure run when the user taps the action.
    public convenience init(
      style: UIContextualAction.Style, title: String?,
      handler: @escaping UIContextualAction.Handler
    ) {
      self.init(storingStyle: style, title: title, handler: handler)
    }
  }

  /// A stand-in for UIKit's `UISwipeActionsConfiguration`: the actions shown on one edge of a row.
  @MainActor open class UISwipeActionsConfiguration: NSObject {
    /// The actions, in the order they appear from the swiped edge.
    public let actions: [UIContextualAction]

    /// Whether a full swipe performs the first action; `true` by default, as in UIKit.
    open var performsFirstActionWithFullSwipe = true

    private init(storing actions: [UIContextualAction]) {
      self.actions = actions
      super.init()
    }

    /// Creates a configuration with the given actions.
    ///
    /// - Parameter actions: The actions, in the order they appear from the swiped edge.
    public convenience init(actions: [UIContextualAction]) {
      self.init(storing: actions)
    }
  }

  /// An edge of a row that a user swipes, for ``UITableView/swipeRow(at:from:)`` (stand-in only).
  public enum StandInSwipeEdge: Sendable {
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing
  }

  /// A row swiped open, showing a configuration's actions (stand-in only).
  ///
  /// Models what UIKit does with the configuration: a tap runs an action; a full swipe runs the
  /// first one if the configuration allows it ([H] `UISwipeActionsConfiguration.h`:
  /// `performsFirstActionWithFullSwipe`, "default YES, set to NO to prevent a full swipe from
  /// performing the first action"); the row closes once the running action calls its
  /// completion ([H] `UIContextualAction.h`).
  @MainActor public final class StandInSwipe {
    /// The configuration shown.
    public let configuration: UISwipeActionsConfiguration

    /// Whether the row is still swiped open: until an action calls its completion.
    public private(set) var isOpen = true

    /// What the actions' completions were called with, in order.
    public private(set) var completionResults: [Bool] = []

    init(configuration: UISwipeActionsConfiguration) {
      self.configuration = configuration
    }

    /// The actions' titles, outermost first.
    public var titles: [String?] { configuration.actions.map(\.title) }

    /// Taps an action's button.
    ///
    /// - Parameter title: The action's title.
    /// - Returns: Whether the row was open and showed such an action.
    @discardableResult
    public func tap(_ title: String) -> Bool {
      guard isOpen, let action = configuration.actions.first(where: { $0.title == title }) else {
        return false
      }
      run(action)
      return true
    }

    /// Swipes the row all the way: runs the first action if the configuration allows it.
    ///
    /// - Returns: Whether an action ran.
    @discardableResult
    public func fullSwipe() -> Bool {
      guard isOpen, configuration.performsFirstActionWithFullSwipe,
        let first = configuration.actions.first
      else { return false }
      run(first)
      return true
    }

    private func run(_ action: UIContextualAction) {
      action.perform(in: UIView()) { [weak self] performed in
        self?.completionResults.append(performed)
        self?.isOpen = false
      }
    }
  }

  extension UITableView {
    /// Swipes a row from an edge as a user does: asks the delegate for the edge's
    /// configuration if it said it implements the method when it was assigned.
    ///
    /// - Parameters:
    ///   - indexPath: The row.
    ///   - edge: The edge swiped from.
    /// - Returns: The open row, or `nil` when the delegate does not implement the method or
    ///   answers `nil`, where UIKit shows its default actions ([D] leading/trailing
    ///   `SwipeActionsConfigurationForRowAt`: "Return nil if you want the table to display the
    ///   default set of actions"; trailing: Delete where the row's editing style is `.delete`).
    ///   A configuration without actions opens nothing (undocumented, the common way to turn a
    ///   row's swipe off); it is returned as it is.
    public func swipeRow(at indexPath: IndexPath, from edge: StandInSwipeEdge) -> StandInSwipe? {
      let selector =
        edge == .leading
        ? "tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:"
        : "tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:"
      guard cachedDelegateSelectors.contains(selector), let delegate else { return nil }
      let configuration =
        edge == .leading
        ? delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
        : delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
      return configuration.map { StandInSwipe(configuration: $0) }
    }
  }
#endif
