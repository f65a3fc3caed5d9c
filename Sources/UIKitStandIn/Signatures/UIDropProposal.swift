#if !canImport(UIKit)
  import Foundation

  // Signatures declared by UIKit in `UIDropInteraction.h` (`UIDropOperation`,
  // `UIDropProposal`), `UIDragInteraction.h` (`UIDragAnimating`), `UIViewAnimating.h`
  // (`UIViewAnimatingPosition`), `UIPreviewParameters.h` and `UIDragPreviewParameters.h` (the
  // iOS 17 SDK's UIKit headers).

  /// What a drop does with its items; the raw values are `UIDropInteraction.h`'s.
  public enum UIDropOperation: UInt, Sendable {
    /// The drag is cancelled; the drop is not performed.
    case cancel = 0
    /// The drag is cancelled, and the view says it forbids a drop here now.
    case forbidden = 1
    /// The items are copied.
    case copy = 2
    /// The items are moved; allowed only when the session's `allowsMoveOperation` is true,
    /// "otherwise it will be treated as UIDropOperationCancel" (`UIDropInteraction.h`).
    case move = 3
  }

  /// The stand-in for UIKit's `UIDropProposal`: how a view would handle a drop where the drag
  /// is.
  @MainActor open class UIDropProposal: NSObject {
    /// The operation the view would perform.
    open private(set) var operation: UIDropOperation

    /// Whether the drop needs precise placement (the touch is offset above the finger); `false`
    /// by default.
    open var isPrecise = false

    /// Whether the preview keeps the item's full size over the view; `false` by default.
    open var prefersFullSizePreview = false

    /// Creates a proposal of an operation.
    ///
    /// - Parameter operation: The operation.
    public init(operation: UIDropOperation) {
      self.operation = operation
      super.init()
    }
  }

  /// Where an animation stopped; the raw values are `UIViewAnimating.h`'s.
  public enum UIViewAnimatingPosition: Int, Sendable {
    /// At its end.
    case end = 0
    /// At its start.
    case start = 1
    /// Where it was when stopped.
    case current = 2
  }

  /// The stand-in for UIKit's `UIDragAnimating`: an animation of a drag item, to which
  /// animations and completions can be added.
  ///
  /// The stand-in animates nothing: added animations run, and completions are called with
  /// `.end`, when the drop's animations finish (`UITableView`'s or `UICollectionView`'s
  /// `standInFinishDropAnimations()`).
  @MainActor public protocol UIDragAnimating: NSObjectProtocol {
    /// Adds animations to run alongside the item's.
    ///
    /// - Parameter animations: The animations.
    func addAnimations(_ animations: @escaping () -> Void)

    /// Adds a completion, called when the item's animation ends.
    ///
    /// - Parameter completion: Called with where the animation stopped.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
  }

  /// The stand-in for UIKit's `UIPreviewParameters`: how a preview of a view is drawn.
  @MainActor open class UIPreviewParameters: NSObject {
    /// The preview's background; `nil` for the system's (the property is `null_resettable`).
    open var backgroundColor: UIColor!

    /// Creates default parameters.
    public override init() {
      super.init()
    }
  }

  /// The stand-in for UIKit's `UIDragPreviewParameters`: how a dragged row or item is drawn.
  @MainActor open class UIDragPreviewParameters: UIPreviewParameters {}
#endif
