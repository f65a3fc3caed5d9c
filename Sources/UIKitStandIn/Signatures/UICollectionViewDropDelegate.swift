#if !canImport(UIKit)
  import Foundation

  // Signatures declared by UIKit in `UICollectionView.h` (the iOS 17 SDK's UIKit headers), "Drag &
  // Drop": `UICollectionViewDropDelegate` (UICollectionView.h).

  /// The members of `UICollectionViewDropDelegate`, each required and none given a default, declared
  /// once for both protocols: `UICollectionViewDropDelegate` refines this one and gives its optional
  /// members UIKit's absent-method defaults (the extension below).
  @MainActor public protocol UICollectionViewDropDelegateRequirements: AnyObject {
    /// The user dropped: the delegate updates its data source and animates the dropped items
    /// with the coordinator.
    ///
    /// `collectionView:performDropWithCoordinator:`, iOS 11.0. Required.
    func collectionView(
      _ collectionView: UICollectionView,
      performDropWith coordinator: any UICollectionViewDropCoordinator)

    /// Whether the collection view accepts a drop session at all; asked once per session.
    ///
    /// `collectionView:canHandleDropSession:`, iOS 11.0.
    func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession)
      -> Bool

    /// A drop session began to be tracked over the collection view.
    ///
    /// `collectionView:dropSessionDidEnter:`, iOS 11.0.
    func collectionView(
      _ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession)

    /// How the collection view would handle a drop where the drag is now.
    ///
    /// `collectionView:dropSessionDidUpdate:withDestinationIndexPath:`, iOS 11.0.
    func collectionView(
      _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
      withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal

    /// A drop session is no longer tracked over the collection view.
    ///
    /// `collectionView:dropSessionDidExit:`, iOS 11.0.
    func collectionView(
      _ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession)

    /// A drop session that was over the collection view ended, dropped or not.
    ///
    /// `collectionView:dropSessionDidEnd:`, iOS 11.0.
    func collectionView(
      _ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession)

    /// How an item dropped to a new item is drawn; `nil` for the whole cell.
    ///
    /// `collectionView:dropPreviewParametersForItemAtIndexPath:`, iOS 11.0.
    func collectionView(
      _ collectionView: UICollectionView, dropPreviewParametersForItemAt indexPath: IndexPath
    ) -> UIDragPreviewParameters?
  }

  /// The stand-in for UIKit's `UICollectionViewDropDelegate`: what a collection view does with items dropped
  /// on it.
  ///
  /// Set it as a collection view's `dropDelegate`. `collectionView(_:performDropWith:)` is required; the other
  /// members get UIKit's answers without them.
  @MainActor
  public protocol UICollectionViewDropDelegate: NSObjectProtocol,
    UICollectionViewDropDelegateRequirements
  {}

  /// Defaults for the optional `UICollectionViewDropDelegate` members: UIKit's behaviour without
  /// them.
  @MainActor
  extension UICollectionViewDropDelegate {
    /// `true`: "If not implemented, a default value of YES is assumed" (UICollectionView.h).
    public func collectionView(
      _ collectionView: UICollectionView, canHandle session: any UIDropSession
    ) -> Bool {
      true
    }

    /// Does nothing.
    public func collectionView(
      _ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession
    ) {}

    /// A copy, with no place proposed (`.unspecified`), as the table's default
    /// (`UITableViewDropDelegate.swift`): UIKit documents no proposal for it; a drop that is
    /// performed needs `.copy` or `.move` (`UIDropInteraction.h`), and
    /// `collectionView(_:performDropWith:)` is the one required member.
    public func collectionView(
      _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
      withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal {
      UICollectionViewDropProposal(operation: .copy, intent: .unspecified)
    }

    /// Does nothing.
    public func collectionView(
      _ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession
    ) {
    }

    /// Does nothing.
    public func collectionView(
      _ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession
    ) {}

    /// `nil`: "the entire cell will be used for the preview" (UICollectionView.h).
    public func collectionView(
      _ collectionView: UICollectionView, dropPreviewParametersForItemAt indexPath: IndexPath
    ) -> UIDragPreviewParameters? { nil }
  }

  extension CollectionViewSelectors {
    /// The selectors of `UICollectionViewDropDelegate`, in its declaration order, the required one
    /// first, each spelled as `UICollectionView.h` spells it.
    public static let dropDelegate: [String] = [
      performDrop, canHandleDrop, dropSessionDidEnter, dropSessionDidUpdate, dropSessionDidExit,
      dropSessionDidEnd, dropPreviewParameters,
    ]

    /// `collectionView:performDropWithCoordinator:`.
    public static let performDrop = "collectionView:performDropWithCoordinator:"
    /// `collectionView:canHandleDropSession:`.
    public static let canHandleDrop = "collectionView:canHandleDropSession:"
    /// `collectionView:dropSessionDidEnter:`.
    public static let dropSessionDidEnter = "collectionView:dropSessionDidEnter:"
    /// `collectionView:dropSessionDidUpdate:withDestinationIndexPath:`.
    public static let dropSessionDidUpdate =
      "collectionView:dropSessionDidUpdate:withDestinationIndexPath:"
    /// `collectionView:dropSessionDidExit:`.
    public static let dropSessionDidExit = "collectionView:dropSessionDidExit:"
    /// `collectionView:dropSessionDidEnd:`.
    public static let dropSessionDidEnd = "collectionView:dropSessionDidEnd:"
    /// `collectionView:dropPreviewParametersForItemAtIndexPath:`.
    public static let dropPreviewParameters =
      "collectionView:dropPreviewParametersForItemAtIndexPath:"
  }

  extension UICollectionView {
    /// The drop delegate's members as the simulation asks them, as the table's
    /// (`UITableViewDropDelegate.swift`); `nil` without a drop delegate.
    var standInDropMembers: StandInDropMembers? {
      guard let delegate = dropDelegate else { return nil }
      let cached = cachedDropDelegateSelectors
      var members = StandInDropMembers()
      if cached.contains(CollectionViewSelectors.performDrop) {
        members.performDrop = {
          delegate.collectionView(
            self,
            performDropWith: StandInDropCoordinator($0) {
              UICollectionViewDropProposal(
                operation: $0, intent: .init(rawValue: $1) ?? .unspecified)
            })
        }
      }
      if cached.contains(CollectionViewSelectors.canHandleDrop) {
        members.canHandle = { delegate.collectionView(self, canHandle: $0) }
      }
      if cached.contains(CollectionViewSelectors.dropSessionDidEnter) {
        members.sessionDidEnter = { delegate.collectionView(self, dropSessionDidEnter: $0) }
      }
      if cached.contains(CollectionViewSelectors.dropSessionDidUpdate) {
        members.sessionDidUpdate = {
          let proposal = delegate.collectionView(
            self, dropSessionDidUpdate: $0, withDestinationIndexPath: $1)
          return StandInDropProposal(proposal, intent: proposal.intent.rawValue)
        }
      }
      if cached.contains(CollectionViewSelectors.dropSessionDidExit) {
        members.sessionDidExit = { delegate.collectionView(self, dropSessionDidExit: $0) }
      }
      if cached.contains(CollectionViewSelectors.dropSessionDidEnd) {
        members.sessionDidEnd = { delegate.collectionView(self, dropSessionDidEnd: $0) }
      }
      if cached.contains(CollectionViewSelectors.dropPreviewParameters) {
        members.previewParameters = {
          delegate.collectionView(self, dropPreviewParametersForItemAt: $0)
        }
      }
      return members
    }
  }
#endif
