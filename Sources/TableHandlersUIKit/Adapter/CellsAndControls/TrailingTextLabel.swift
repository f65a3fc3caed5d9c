#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  /// The label that shows a row's trailing text as its accessory view.
  @MainActor
  final class TrailingTextLabel: UILabel {}
#endif
