#if !canImport(UIKit)
  import Foundation

  // Signatures declared by UIKit in `UITableView.h` (`UITableViewFocusUpdateContext`),
  // `UICollectionView.h` (`UICollectionViewFocusUpdateContext`),
  // `UIFocusAnimationCoordinator.h` and `UISpringLoadedInteraction.h` (the iOS 17 SDK's UIKit
  // headers).

  /// A stand-in for UIKit's `UITableViewFocusUpdateContext`, an empty shell on Linux.
  @MainActor open class UITableViewFocusUpdateContext: NSObject {}

  /// A stand-in for UIKit's `UICollectionViewFocusUpdateContext`, an empty shell on Linux.
  @MainActor open class UICollectionViewFocusUpdateContext: NSObject {}

  /// A stand-in for UIKit's `UIFocusAnimationCoordinator`, an empty shell on Linux.
  @MainActor open class UIFocusAnimationCoordinator: NSObject {}

  /// A stand-in for UIKit's `UISpringLoadedInteractionContext`, an empty shell on Linux.
  @MainActor public protocol UISpringLoadedInteractionContext: NSObjectProtocol {}
#endif
