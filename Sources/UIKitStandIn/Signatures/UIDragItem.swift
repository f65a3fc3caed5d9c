#if !canImport(UIKit)
  import Foundation

  // Signatures declared by UIKit in `UIDragItem.h` and `UIDragSession.h` (the iOS 17 SDK's
  // UIKit headers): a dragged item and the drag and drop sessions that carry items. Members that
  // need types the stand-in does not have (`previewProvider`, `canLoadObjects(ofClass:)`,
  // `loadObjects(ofClass:completion:)`, `NSProgressReporting`'s `progress`) are left out.

  /// The stand-in for UIKit's `UIDragItem`: one item of a drag, its data in an item provider.
  @MainActor open class UIDragItem: NSObject {
    /// The item's data, loaded on request.
    open private(set) var itemProvider: NSItemProvider

    /// An object that a drop in the same app may use in place of loading the data; `nil` by
    /// default (`UIDragItem.h`: "only visible to the app that started the drag").
    open var localObject: Any?

    /// Creates an item whose data the item provider gives.
    ///
    /// - Parameter itemProvider: The item's data.
    public init(itemProvider: NSItemProvider) {
      self.itemProvider = itemProvider
      super.init()
    }
  }

  /// The stand-in for UIKit's `UIDragDropSession`: what a drag session and a drop session share.
  @MainActor public protocol UIDragDropSession: NSObjectProtocol {
    /// The items of the drag.
    var items: [UIDragItem] { get }

    /// Where the touch is, in a view's coordinates.
    ///
    /// - Parameter view: The view whose coordinates are wanted.
    /// - Returns: The point.
    func location(in view: UIView) -> CGPoint

    /// Whether a drop may move the items (`UIDropOperation.move`).
    var allowsMoveOperation: Bool { get }

    /// Whether the drag may end only in the app that began it.
    var isRestrictedToDraggingApplication: Bool { get }

    /// Whether some item's provider has a representation of one of the types.
    ///
    /// - Parameter typeIdentifiers: Uniform type identifiers.
    /// - Returns: `true` if one item conforms to one of them.
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
  }

  /// The stand-in for UIKit's `UIDragSession`: a drag, as its source sees it.
  @MainActor public protocol UIDragSession: UIDragDropSession {
    /// An object the app keeps with the drag, for a drop in the same app; `nil` by default.
    var localContext: Any? { get set }
  }

  /// How a drop session shows the progress of loading its data; the raw values are
  /// `UIDragSession.h`'s.
  public enum UIDropSessionProgressIndicatorStyle: UInt, Sendable {
    /// No indicator.
    case none = 0
    /// The system's indicator.
    case `default` = 1
  }

  /// The stand-in for UIKit's `UIDropSession`: a drag, as a view it is dropped on sees it.
  @MainActor public protocol UIDropSession: UIDragDropSession {
    /// The drag session, when the drag began in this app; `nil` for a drag from another app.
    var localDragSession: (any UIDragSession)? { get }

    /// How the drop shows the progress of loading its data; `.default` by default.
    var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle { get set }
  }
#endif
