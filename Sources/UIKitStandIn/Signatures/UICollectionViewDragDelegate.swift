#if !canImport(UIKit)
  import Foundation

  // Signatures declared by UIKit in `UICollectionView.h` (the iOS 17 SDK's UIKit headers), "Drag &
  // Drop": `UICollectionViewDragDelegate` (UICollectionView.h).

  /// The members of `UICollectionViewDragDelegate`, each required and none given a default, declared
  /// once for both protocols: `UICollectionViewDragDelegate` refines this one and gives its optional
  /// members UIKit's absent-method defaults (the extension below).
  ///
  /// A type that conforms to this protocol but not to `UICollectionViewDragDelegate` must implement
  /// every member with UIKit's exact signature, so that a mistyped label fails to compile on
  /// Linux.
  @MainActor public protocol UICollectionViewDragDelegateRequirements: AnyObject {
    /// The items a drag of a item begins with; an empty array begins no drag.
    ///
    /// `collectionView:itemsForBeginningDragSession:atIndexPath:`, iOS 11.0. Required.
    func collectionView(
      _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession,
      at indexPath: IndexPath
    ) -> [UIDragItem]

    /// The items a item adds to a drag under way; an empty array adds none.
    ///
    /// `collectionView:itemsForAddingToDragSession:atIndexPath:point:`, iOS 11.0.
    func collectionView(
      _ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession,
      at indexPath: IndexPath, point: CGPoint
    ) -> [UIDragItem]

    /// How a lifted item is drawn; `nil` for the whole cell.
    ///
    /// `collectionView:dragPreviewParametersForItemAtIndexPath:`, iOS 11.0.
    func collectionView(
      _ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath
    ) -> UIDragPreviewParameters?

    /// A drag session begins, after the lift.
    ///
    /// `collectionView:dragSessionWillBegin:`, iOS 11.0.
    func collectionView(
      _ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession)

    /// A drag session ended.
    ///
    /// `collectionView:dragSessionDidEnd:`, iOS 11.0.
    func collectionView(
      _ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession)

    /// Whether a drop may move the drag's items.
    ///
    /// `collectionView:dragSessionAllowsMoveOperation:`, iOS 11.0.
    func collectionView(
      _ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: any UIDragSession
    ) -> Bool

    /// Whether the drag may end only in this app.
    ///
    /// `collectionView:dragSessionIsRestrictedToDraggingApplication:`, iOS 11.0.
    func collectionView(
      _ collectionView: UICollectionView,
      dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool
  }

  /// The stand-in for UIKit's `UICollectionViewDragDelegate`: the items a user drags out of a collection view.
  ///
  /// Set it as a collection view's `dragDelegate`. `collectionView(_:itemsForBeginning:at:)` is required; the
  /// other members get UIKit's answers without them.
  @MainActor
  public protocol UICollectionViewDragDelegate: NSObjectProtocol,
    UICollectionViewDragDelegateRequirements
  {}

  /// Defaults for the optional `UICollectionViewDragDelegate` members: UIKit's behaviour without
  /// them, as `UICollectionView.h` states it.
  @MainActor
  extension UICollectionViewDragDelegate {
    /// No items: "If not implemented, or if an empty array is returned, no items will be added
    /// to the drag and the gesture will be handled normally" (UICollectionView.h).
    public func collectionView(
      _ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession,
      at indexPath: IndexPath, point: CGPoint
    ) -> [UIDragItem] { [] }

    /// `nil`: "the entire cell will be used for the preview" (UICollectionView.h).
    public func collectionView(
      _ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath
    ) -> UIDragPreviewParameters? { nil }

    /// Does nothing.
    public func collectionView(
      _ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession
    ) {}

    /// Does nothing.
    public func collectionView(
      _ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession
    ) {
    }

    /// `true`: "If not implemented, defaults to YES" (UICollectionView.h).
    public func collectionView(
      _ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: any UIDragSession
    ) -> Bool { true }

    /// `false`: "If not implemented, defaults to NO" (UICollectionView.h).
    public func collectionView(
      _ collectionView: UICollectionView,
      dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool { false }
  }

  extension CollectionViewSelectors {
    /// The selectors of `UICollectionViewDragDelegate`, in its declaration order, the required one
    /// first, each spelled as `UICollectionView.h` spells it.
    public static let dragDelegate: [String] = [
      itemsForBeginningDrag, itemsForAddingToDrag, dragPreviewParameters, dragSessionWillBegin,
      dragSessionDidEnd, dragSessionAllowsMove, dragSessionIsRestricted,
    ]

    /// `collectionView:itemsForBeginningDragSession:atIndexPath:`.
    public static let itemsForBeginningDrag =
      "collectionView:itemsForBeginningDragSession:atIndexPath:"
    /// `collectionView:itemsForAddingToDragSession:atIndexPath:point:`.
    public static let itemsForAddingToDrag =
      "collectionView:itemsForAddingToDragSession:atIndexPath:point:"
    /// `collectionView:dragPreviewParametersForItemAtIndexPath:`.
    public static let dragPreviewParameters =
      "collectionView:dragPreviewParametersForItemAtIndexPath:"
    /// `collectionView:dragSessionWillBegin:`.
    public static let dragSessionWillBegin = "collectionView:dragSessionWillBegin:"
    /// `collectionView:dragSessionDidEnd:`.
    public static let dragSessionDidEnd = "collectionView:dragSessionDidEnd:"
    /// `collectionView:dragSessionAllowsMoveOperation:`.
    public static let dragSessionAllowsMove = "collectionView:dragSessionAllowsMoveOperation:"
    /// `collectionView:dragSessionIsRestrictedToDraggingApplication:`.
    public static let dragSessionIsRestricted =
      "collectionView:dragSessionIsRestrictedToDraggingApplication:"
  }

  extension UICollectionView {
    /// The drag delegate's members as the simulation asks them, as the table's
    /// (`UITableViewDragDelegate.swift`); `nil` without a drag delegate.
    var standInDragMembers: StandInDragMembers? {
      guard let delegate = dragDelegate else { return nil }
      let cached = cachedDragDelegateSelectors
      var members = StandInDragMembers()
      if cached.contains(CollectionViewSelectors.itemsForBeginningDrag) {
        members.itemsForBeginning = { delegate.collectionView(self, itemsForBeginning: $0, at: $1) }
      }
      if cached.contains(CollectionViewSelectors.itemsForAddingToDrag) {
        members.itemsForAdding = {
          delegate.collectionView(self, itemsForAddingTo: $0, at: $1, point: $2)
        }
      }
      if cached.contains(CollectionViewSelectors.dragSessionWillBegin) {
        members.sessionWillBegin = { delegate.collectionView(self, dragSessionWillBegin: $0) }
      }
      if cached.contains(CollectionViewSelectors.dragSessionDidEnd) {
        members.sessionDidEnd = { delegate.collectionView(self, dragSessionDidEnd: $0) }
      }
      if cached.contains(CollectionViewSelectors.dragSessionAllowsMove) {
        members.sessionAllowsMove = {
          delegate.collectionView(self, dragSessionAllowsMoveOperation: $0)
        }
      }
      if cached.contains(CollectionViewSelectors.dragSessionIsRestricted) {
        members.sessionIsRestricted = {
          delegate.collectionView(self, dragSessionIsRestrictedToDraggingApplication: $0)
        }
      }
      if cached.contains(CollectionViewSelectors.dragPreviewParameters) {
        members.previewParameters = {
          delegate.collectionView(self, dragPreviewParametersForItemAt: $0)
        }
      }
      return members
    }
  }
#endif
