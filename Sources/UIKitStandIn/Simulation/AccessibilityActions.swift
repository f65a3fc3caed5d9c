#if !canImport(UIKit)
  import Foundation

  // What VoiceOver does with an element's custom actions (stand-in only). Sources: [H] the iOS 17
  // SDK's `UIAccessibilityCustomAction.h` ("If the actionHandler is set, it will be preferred
  // over the target/selector") and `UIAccessibility.h` (`accessibilityCustomActions`); [D]
  // Apple's documentation of `accessibilityCustomActions`: the actions are offered "in the
  // order they appear in the array".

  extension UIView {
    /// The names of the view's custom actions, in the order VoiceOver's actions rotor offers
    /// them (stand-in only).
    public var standInAccessibilityActionNames: [String] {
      (accessibilityCustomActions ?? []).map(\.name)
    }

    /// A VoiceOver user picks an action by name in the actions rotor and double-taps (stand-in
    /// only): the first of the view's custom actions with that name runs its handler.
    ///
    /// - Parameter name: The action's name.
    /// - Returns: What the action's handler returned (whether it succeeded); `false` when the
    ///   view has no action of that name, or the action has no handler (the stand-in declares
    ///   no target-and-selector actions).
    @discardableResult
    public func standInPerformAccessibilityAction(named name: String) -> Bool {
      guard let action = accessibilityCustomActions?.first(where: { $0.name == name }),
        let handler = action.actionHandler
      else { return false }
      return handler(action)
    }
  }
#endif
