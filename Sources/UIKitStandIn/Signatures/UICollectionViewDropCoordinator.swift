#if !canImport(UIKit)
  import Foundation

  // Signatures declared by UIKit in `UICollectionView.h` (the iOS 17 SDK's UIKit headers), "Drag
  // & Drop": `UICollectionViewDropProposal` and its intent (`:631-659`),
  // `UICollectionViewDropCoordinator` (`:663-712`), `UICollectionViewPlaceholder` and
  // `UICollectionViewDropPlaceholder` (`:715-734`), `UICollectionViewDropItem` (`:738-754`) and
  // `UICollectionViewDropPlaceholderContext` (`:758-784`). `drop(_:to:)` with a
  // `UIDragPreviewTarget` is left out: the stand-in has no preview target.

  /// The stand-in for UIKit's `UICollectionViewDropProposal`: how a collection view would
  /// handle a drop where the drag is.
  @MainActor open class UICollectionViewDropProposal: UIDropProposal {
    /// Where a drop goes in the collection view; the raw values are `UICollectionView.h`'s
    /// `UICollectionViewDropIntent`, which has no automatic choice (a table's has).
    public enum Intent: Int, Sendable {
      /// The collection view accepts the drop; where is decided later. No gap opens.
      case unspecified = 0
      /// The items go into items inserted at the destination; a gap opens there.
      case insertAtDestinationIndexPath = 1
      /// The items go into the item at the destination, which is highlighted.
      case insertIntoDestinationIndexPath = 2
    }

    /// Where the drop goes; `.unspecified` by default (`UICollectionView.h:655-657`).
    open private(set) var intent: UICollectionViewDropProposal.Intent

    /// Creates a proposal of an operation and an intent.
    ///
    /// - Parameters:
    ///   - operation: The operation.
    ///   - intent: Where the drop goes.
    public init(operation: UIDropOperation, intent: UICollectionViewDropProposal.Intent) {
      self.intent = intent
      super.init(operation: operation)
    }

    /// Creates a proposal of an operation, its intent `.unspecified`.
    ///
    /// - Parameter operation: The operation.
    public override init(operation: UIDropOperation) {
      self.intent = .unspecified
      super.init(operation: operation)
    }
  }

  /// The stand-in for UIKit's `UICollectionViewDropCoordinator`: a drop, as the drop delegate
  /// performs it.
  @MainActor public protocol UICollectionViewDropCoordinator: NSObjectProtocol {
    /// The dropped items, in order.
    var items: [any UICollectionViewDropItem] { get }

    /// The last index path hit during the drop, `nil` over empty space; at the end of a
    /// section, the item that does not exist yet (the section's item count).
    var destinationIndexPath: IndexPath? { get }

    /// The proposal in force at the drop.
    var proposal: UICollectionViewDropProposal { get }

    /// The drop session.
    var session: any UIDropSession { get }

    /// Animates an item to a placeholder the collection view inserts without a data source
    /// update.
    ///
    /// - Parameters:
    ///   - dragItem: The dragged item.
    ///   - placeholder: The placeholder.
    /// - Returns: The placeholder's context, to exchange it for the final item.
    func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder)
      -> any UICollectionViewDropPlaceholderContext

    /// Animates an item to an item the delegate inserted (with `performBatchUpdates` before).
    ///
    /// - Parameters:
    ///   - dragItem: The dragged item.
    ///   - indexPath: The inserted item.
    /// - Returns: The animation.
    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating

    /// Animates an item into a rect of an existing item.
    ///
    /// - Parameters:
    ///   - dragItem: The dragged item.
    ///   - indexPath: The item it goes into.
    ///   - rect: The rect, in that item's cell's coordinates.
    /// - Returns: The animation.
    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect)
      -> any UIDragAnimating
  }

  /// The stand-in for UIKit's `UICollectionViewPlaceholder`: an item shown in place of one
  /// whose data is not there yet.
  @MainActor open class UICollectionViewPlaceholder: NSObject {
    /// Updates the placeholder's cell while it is visible.
    open var cellUpdateHandler: ((UICollectionViewCell) -> Void)?

    /// Where the placeholder is inserted (stand-in only; UIKit keeps it private).
    public let standInInsertionIndexPath: IndexPath

    /// The reuse identifier of the placeholder's cell (stand-in only; UIKit keeps it private).
    public let standInReuseIdentifier: String

    /// Creates a placeholder item.
    ///
    /// - Parameters:
    ///   - insertionIndexPath: Where it is inserted.
    ///   - reuseIdentifier: The reuse identifier its cell is made with.
    public init(insertionIndexPath: IndexPath, reuseIdentifier: String) {
      standInInsertionIndexPath = insertionIndexPath
      standInReuseIdentifier = reuseIdentifier
      super.init()
    }
  }

  /// The stand-in for UIKit's `UICollectionViewDropPlaceholder`: a placeholder for a dropped
  /// item.
  @MainActor open class UICollectionViewDropPlaceholder: UICollectionViewPlaceholder {
    /// How the dropped item is drawn over the placeholder; `nil` for the whole cell.
    open var previewParametersProvider: ((UICollectionViewCell) -> UIDragPreviewParameters?)?
  }

  /// The stand-in for UIKit's `UICollectionViewDropItem`: one item of a drop.
  @MainActor public protocol UICollectionViewDropItem: NSObjectProtocol {
    /// The dragged item, whose provider has the data.
    var dragItem: UIDragItem { get }

    /// Where it was when it was dragged from this collection view, else `nil`.
    var sourceIndexPath: IndexPath? { get }

    /// The size of its drop preview; zero without one.
    var previewSize: CGSize { get }
  }

  /// The stand-in for UIKit's `UICollectionViewDropPlaceholderContext`: a placeholder item
  /// while its data loads.
  @MainActor public protocol UICollectionViewDropPlaceholderContext: UIDragAnimating {
    /// The dragged item the placeholder stands for.
    var dragItem: UIDragItem { get }

    /// Exchanges the placeholder for the final item: `dataSourceUpdates` updates the data
    /// source at the placeholder's index path now.
    ///
    /// - Parameter dataSourceUpdates: Inserts the item into the data source at the path given.
    /// - Returns: `false`, without calling `dataSourceUpdates`, once the placeholder is gone.
    @discardableResult
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool

    /// Removes the placeholder.
    ///
    /// - Returns: `false` once the placeholder is gone.
    @discardableResult
    func deletePlaceholder() -> Bool

    /// Asks for the placeholder's cell to be updated through its `cellUpdateHandler`.
    func setNeedsCellUpdate()
  }
#endif
