#if !canImport(UIKit)
  import Foundation

  // Signatures declared by UIKit in `UIAccessibilityCustomAction.h` and, for
  // `accessibilityCustomActions`, `UIAccessibility.h` (the iOS 17 SDK's UIKit headers).

  /// A stand-in for UIKit's `UIAccessibilityCustomAction`: an action an assistive technology
  /// (VoiceOver's actions rotor, Switch Control) offers for an element, by name.
  ///
  /// As in UIKit the class is not isolated to the main actor (it derives from `NSObject`
  /// directly), and its handler is a plain closure. The target-and-selector initializers are
  /// not declared: the adapter makes its actions with a handler.
  open class UIAccessibilityCustomAction: NSObject {
    /// What performing the action runs: it receives the action and returns whether it
    /// succeeded (UIKit's `UIAccessibilityCustomActionHandler`, imported under this name).
    public typealias Handler = (UIAccessibilityCustomAction) -> Bool

    /// The localized name an assistive technology reads for the action [H].
    open var name: String

    /// The image some assistive technologies, such as Switch Control, show with the action [H].
    open var image: UIImage?

    /// What performing the action runs; "if the actionHandler is set, it will be preferred over
    /// the target/selector" [H].
    open var actionHandler: Handler?

    /// Creates an action that runs a handler (iOS 13).
    ///
    /// - Parameters:
    ///   - name: The localized name.
    ///   - actionHandler: What performing the action runs.
    public init(name: String, actionHandler: @escaping Handler) {
      self.name = name
      self.actionHandler = actionHandler
      super.init()
    }

    /// Creates an action with an image that runs a handler (iOS 14).
    ///
    /// - Parameters:
    ///   - name: The localized name.
    ///   - image: The image some assistive technologies show.
    ///   - actionHandler: What performing the action runs.
    @available(iOS 14.0, *)
    public init(name: String, image: UIImage?, actionHandler: @escaping Handler) {
      self.name = name
      self.image = image
      self.actionHandler = actionHandler
      super.init()
    }
  }
#endif
