/// What a drop at a position would do, as the table proposes it while the user drags over it.
///
/// The UIKit adapter maps it to a `UITableViewDropProposal` or a `UICollectionViewDropProposal`.
public struct DropProposal: Hashable, Sendable {
  /// The operation the drop would perform.
  public var operation: DropOperation

  /// Where the dropped items would go relative to the destination position.
  public var intent: DropIntent

  /// Makes a proposal.
  ///
  /// - Parameters:
  ///   - operation: The operation the drop would perform.
  ///   - intent: Where the dropped items would go; `.unspecified` by default, which opens no
  ///     gap.
  public init(_ operation: DropOperation, intent: DropIntent = .unspecified) {
    self.operation = operation
    self.intent = intent
  }

  /// No drop here, and none anywhere else for the rest of this movement: UIKit's `.cancel`.
  public static let cancel = DropProposal(.cancel)

  /// No drop here, shown to the user as forbidden: UIKit's `.forbidden`.
  public static let forbidden = DropProposal(.forbidden)
}

/// The operation a drop performs (`UIDropOperation`).
public enum DropOperation: Hashable, Sendable {
  /// The drop is refused, with no sign to the user.
  case cancel
  /// The drop is refused, and the user sees that it is forbidden.
  case forbidden
  /// The items are copied.
  case copy
  /// The items are moved; allowed only when the drag allows moving (a drag within the app by
  /// default), else the drop is cancelled.
  case move
}

/// Where dropped items go relative to the destination position
/// (`UITableViewDropProposal.Intent`).
public enum DropIntent: Hashable, Sendable {
  /// The table does not show where; the drop handler decides.
  case unspecified
  /// Inserted at the destination position: the table opens a gap there.
  case insertAtDestination
  /// Into the row at the destination position, as into a container: the table highlights it.
  case insertIntoDestination
  /// At or into the destination, as the drop's location over the row decides. A list, whose
  /// proposals have no such intent, treats it as ``insertAtDestination``.
  case automatic
}
