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

  // How the simulation asks the drag delegate (stand-in only): a member the delegate
  // implemented when it was assigned, else UIKit's answer without it (the defaults above).
  extension UICollectionView {
    /// The drag delegate's answer to a member it implemented when it was last assigned, else
    /// `otherwise`.
    private func dragAnswer<Answer>(
      _ selector: String, otherwise: Answer, _ ask: (any UICollectionViewDragDelegate) -> Answer
    ) -> Answer {
      guard let dragDelegate, cachedDragDelegateSelectors.contains(selector) else {
        return otherwise
      }
      return ask(dragDelegate)
    }

    /// The items to begin a drag with at an item; none without a drag delegate.
    func askedItemsForBeginning(_ session: any UIDragSession, at indexPath: IndexPath)
      -> [UIDragItem]
    {
      dragAnswer(CollectionViewSelectors.itemsForBeginningDrag, otherwise: []) {
        $0.collectionView(self, itemsForBeginning: session, at: indexPath)
      }
    }

    /// The items a item adds to a drag; none when the member is absent.
    func askedItemsForAdding(
      to session: any UIDragSession, at indexPath: IndexPath, point: CGPoint
    ) -> [UIDragItem] {
      dragAnswer(CollectionViewSelectors.itemsForAddingToDrag, otherwise: []) {
        $0.collectionView(self, itemsForAddingTo: session, at: indexPath, point: point)
      }
    }

    /// Tells the drag delegate a drag began, if it implements the member.
    func tellDragSessionWillBegin(_ session: any UIDragSession) {
      dragAnswer(CollectionViewSelectors.dragSessionWillBegin, otherwise: ()) {
        $0.collectionView(self, dragSessionWillBegin: session)
      }
    }

    /// Tells the drag delegate a drag ended, if it implements the member.
    func tellDragSessionDidEnd(_ session: any UIDragSession) {
      dragAnswer(CollectionViewSelectors.dragSessionDidEnd, otherwise: ()) {
        $0.collectionView(self, dragSessionDidEnd: session)
      }
    }

    /// Whether the drag allows a move; `true` when the member is absent.
    func askedDragSessionAllowsMove(_ session: any UIDragSession) -> Bool {
      dragAnswer(CollectionViewSelectors.dragSessionAllowsMove, otherwise: true) {
        $0.collectionView(self, dragSessionAllowsMoveOperation: session)
      }
    }

    /// Whether the drag stays in the app; `false` when the member is absent.
    func askedDragSessionIsRestricted(_ session: any UIDragSession) -> Bool {
      dragAnswer(CollectionViewSelectors.dragSessionIsRestricted, otherwise: false) {
        $0.collectionView(self, dragSessionIsRestrictedToDraggingApplication: session)
      }
    }

    /// A lifted row's preview parameters; `nil` (the whole cell) when the member is absent.
    func askedDragPreviewParameters(at indexPath: IndexPath) -> UIDragPreviewParameters? {
      dragAnswer(CollectionViewSelectors.dragPreviewParameters, otherwise: nil) {
        $0.collectionView(self, dragPreviewParametersForItemAt: indexPath)
      }
    }
  }
#endif
