#if !canImport(UIKit)
  import Foundation

  // Signatures declared by UIKit in `UITableView.h` (the iOS 17 SDK's UIKit headers), "Drag &
  // Drop": `UITableViewDropProposal` and its intent (`:675-703`), `UITableViewDropCoordinator`
  // (`:706-743`), `UITableViewPlaceholder` and `UITableViewDropPlaceholder` (`:746-769`),
  // `UITableViewDropItem` (`:772-789`) and `UITableViewDropPlaceholderContext` (`:792-807`).
  // `drop(_:to:)` with a `UIDragPreviewTarget` is left out: the stand-in has no preview target.

  /// The stand-in for UIKit's `UITableViewDropProposal`: how a table would handle a drop where
  /// the drag is.
  @MainActor open class UITableViewDropProposal: UIDropProposal {
    /// Where a drop goes in the table; the raw values are `UITableView.h`'s
    /// `UITableViewDropIntent`.
    public enum Intent: Int, Sendable {
      /// The table accepts the drop; where is decided later. No gap opens.
      case unspecified = 0
      /// The items go into rows inserted at the destination; a gap opens there.
      case insertAtDestinationIndexPath = 1
      /// The items go into the row at the destination, which is highlighted.
      case insertIntoDestinationIndexPath = 2
      /// The table chooses one of the two inserts by where the drop is.
      case automatic = 3
    }

    /// Where the drop goes; `.unspecified` by default (`UITableView.h:701`).
    open private(set) var intent: UITableViewDropProposal.Intent

    /// Creates a proposal of an operation and an intent.
    ///
    /// - Parameters:
    ///   - operation: The operation.
    ///   - intent: Where the drop goes.
    public init(operation: UIDropOperation, intent: UITableViewDropProposal.Intent) {
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

  /// The stand-in for UIKit's `UITableViewDropCoordinator`: a drop, as the drop delegate
  /// performs it.
  @MainActor public protocol UITableViewDropCoordinator: NSObjectProtocol {
    /// The items dropped, in order.
    var items: [any UITableViewDropItem] { get }

    /// The last index path hit during the drop, `nil` over empty space; at the end of a
    /// section, the row that does not exist yet (the section's row count).
    var destinationIndexPath: IndexPath? { get }

    /// The proposal in force when the user dropped.
    var proposal: UITableViewDropProposal { get }

    /// The drop session.
    var session: any UIDropSession { get }

    /// Animates an item to a placeholder row the table inserts without a data source update.
    ///
    /// - Parameters:
    ///   - dragItem: The item.
    ///   - placeholder: The placeholder row.
    /// - Returns: The placeholder's context, to exchange it for the final row.
    func drop(_ dragItem: UIDragItem, to placeholder: UITableViewDropPlaceholder)
      -> any UITableViewDropPlaceholderContext

    /// Animates an item to a row the delegate inserted (with `performBatchUpdates` before).
    ///
    /// - Parameters:
    ///   - dragItem: The item.
    ///   - indexPath: The inserted row.
    /// - Returns: The animation.
    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating

    /// Animates an item into a rect of an existing row.
    ///
    /// - Parameters:
    ///   - dragItem: The item.
    ///   - indexPath: The row.
    ///   - rect: The rect, in the cell's coordinates.
    /// - Returns: The animation.
    func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect)
      -> any UIDragAnimating
  }

  /// The stand-in for UIKit's `UITableViewPlaceholder`: a row shown in place of one whose data
  /// is not there yet.
  @MainActor open class UITableViewPlaceholder: NSObject {
    /// Updates the placeholder's cell while it is visible.
    open var cellUpdateHandler: ((UITableViewCell) -> Void)?

    /// Where the placeholder is inserted (stand-in only; UIKit keeps it private).
    public let standInInsertionIndexPath: IndexPath

    /// The reuse identifier of the placeholder's cell (stand-in only; UIKit keeps it private).
    public let standInReuseIdentifier: String

    /// The placeholder row's height (stand-in only; UIKit keeps it private).
    public let standInRowHeight: CGFloat

    /// Creates a placeholder row.
    ///
    /// - Parameters:
    ///   - insertionIndexPath: Where it is inserted.
    ///   - reuseIdentifier: The reuse identifier its cell is dequeued with.
    ///   - rowHeight: Its height, or `UITableView.automaticDimension`.
    public init(insertionIndexPath: IndexPath, reuseIdentifier: String, rowHeight: CGFloat) {
      standInInsertionIndexPath = insertionIndexPath
      standInReuseIdentifier = reuseIdentifier
      standInRowHeight = rowHeight
      super.init()
    }
  }

  /// The stand-in for UIKit's `UITableViewDropPlaceholder`: a placeholder row for a dropped
  /// item.
  @MainActor open class UITableViewDropPlaceholder: UITableViewPlaceholder {
    /// How the dropped item is drawn over the placeholder; `nil` for the whole cell.
    open var previewParametersProvider: ((UITableViewCell) -> UIDragPreviewParameters?)?
  }

  /// The stand-in for UIKit's `UITableViewDropItem`: one dropped item.
  @MainActor public protocol UITableViewDropItem: NSObjectProtocol {
    /// The dragged item, whose provider has the data.
    var dragItem: UIDragItem { get }

    /// The row it came from when it was dragged from this table, else `nil`; `nil` too once
    /// the table was updated or reloaded after the drag began (`UITableView.h:778-783`).
    var sourceIndexPath: IndexPath? { get }

    /// The size of its drop preview; zero without one.
    var previewSize: CGSize { get }
  }

  /// The stand-in for UIKit's `UITableViewDropPlaceholderContext`: a placeholder row while its
  /// data loads.
  @MainActor public protocol UITableViewDropPlaceholderContext: UIDragAnimating {
    /// The item the placeholder was made for.
    var dragItem: UIDragItem { get }

    /// Exchanges the placeholder for the final row: `dataSourceUpdates` updates the data source
    /// at the placeholder's index path now.
    ///
    /// - Parameter dataSourceUpdates: Inserts the item into the data source at the path given.
    /// - Returns: `false`, without calling `dataSourceUpdates`, when the placeholder is gone.
    @discardableResult
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool

    /// Removes the placeholder.
    ///
    /// - Returns: `false` when the placeholder is gone.
    @discardableResult
    func deletePlaceholder() -> Bool
  }
#endif
