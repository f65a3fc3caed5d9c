#if !canImport(UIKit)
  import Foundation

  // Signatures declared by UIKit in `UIWindow.h` (the iOS 17 SDK's UIKit headers).

  /// A stand-in for UIKit's `UIWindow`: the root of a view hierarchy on screen.
  ///
  /// The stand-in uses it only to say whether a view is in a window (`UIView.window`).
  @MainActor open class UIWindow: UIView {}
#endif
