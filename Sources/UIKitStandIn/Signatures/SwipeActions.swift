#if !canImport(UIKit)
  import Foundation

  // Signatures declared by UIKit in `UITableView.h` (`UITableViewRowAction`), `UIContextualAction.h`
  // and `UISwipeActionsConfiguration.h` (the iOS 17 SDK's UIKit headers).

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
#endif
