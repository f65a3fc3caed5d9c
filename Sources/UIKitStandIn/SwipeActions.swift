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

    private init(storingStyle style: Style, title: String?, handler: @escaping Handler) {
      self.style = style
      self.title = title
      self.handler = handler
      super.init()
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
