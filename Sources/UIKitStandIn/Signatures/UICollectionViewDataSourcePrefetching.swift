#if !canImport(UIKit)
  import Foundation

  // Signatures declared by UIKit in `UICollectionView.h` (the iOS 17 SDK's UIKit headers).

  /// The members of `UICollectionViewDataSourcePrefetching`, each required and none given a
  /// default, declared once for both protocols: `UICollectionViewDataSourcePrefetching` refines
  /// this one and gives its optional member UIKit's absent-method default (the extension below).
  ///
  /// A type that conforms to this protocol but not to `UICollectionViewDataSourcePrefetching`
  /// must implement every member with UIKit's exact signature, so that a mistyped label fails to
  /// compile on Linux instead of being silently ignored by UIKit on iOS.
  @MainActor public protocol UICollectionViewDataSourcePrefetchingRequirements: AnyObject {
    /// Asks to start preparing data for items, ordered ascending by geometric distance from the
    /// visible area.
    ///
    /// `collectionView:prefetchItemsAtIndexPaths:`, iOS 10.0. Required.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])

    /// Cancels preparation of data for items that are no longer needed.
    ///
    /// `collectionView:cancelPrefetchingForItemsAtIndexPaths:`, iOS 10.0.
    func collectionView(
      _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
  }

  /// The stand-in for UIKit's `UICollectionViewDataSourcePrefetching`: prepares items before
  /// display.
  ///
  /// Set it as a collection view's `prefetchDataSource`. `collectionView(_:prefetchItemsAt:)` is
  /// required; the cancellation member gets a default implementation.
  @MainActor
  public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol,
    UICollectionViewDataSourcePrefetchingRequirements
  {}

  /// Defaults for the optional `UICollectionViewDataSourcePrefetching` member.
  @MainActor
  extension UICollectionViewDataSourcePrefetching {
    /// Does nothing.
    public func collectionView(
      _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
    ) {}
  }

  extension CollectionViewSelectors {
    /// The selectors of `UICollectionViewDataSourcePrefetching`, in its declaration order, the
    /// required one first.
    public static let prefetching: [String] = prefetchingMethods.map(\.selector)

    /// Each member of `UICollectionViewDataSourcePrefetching`, in its declaration order: its
    /// selector and what UIKit uses in its place when it is not implemented
    /// (``UICollectionView/answerWithoutMethod(_:at:)``; `nil` for a required method).
    ///
    /// Sources: [H] the iOS 17 `UICollectionView.h`.
    static let prefetchingMethods: [CollectionViewMethod] = [
      // Required of a prefetch data source [H]; a collection view without one prefetches
      // nothing.
      CollectionViewMethod(CollectionViewSelectors.prefetchItems) { _, _ in .nothing },
      // A notification: nothing happens in its place.
      CollectionViewMethod(CollectionViewSelectors.cancelPrefetchingForItems) { _, _ in .nothing },
    ]

    /// `collectionView:prefetchItemsAtIndexPaths:`.
    public static let prefetchItems = "collectionView:prefetchItemsAtIndexPaths:"

    /// `collectionView:cancelPrefetchingForItemsAtIndexPaths:`.
    public static let cancelPrefetchingForItems =
      "collectionView:cancelPrefetchingForItemsAtIndexPaths:"
  }

  /// A call of one `UICollectionViewDataSourcePrefetching` member with its arguments, the
  /// collection view aside (stand-in only): how a test asks an object a member directly, as
  /// UIKit asks it, with `UICollectionView.send(_:to:)`.
  public enum CollectionViewPrefetchingMessage {
    /// `collectionView:prefetchItemsAtIndexPaths:`.
    case prefetchItems(at: [IndexPath])
    /// `collectionView:cancelPrefetchingForItemsAtIndexPaths:`.
    case cancelPrefetchingForItems(at: [IndexPath])

    /// The member's selector, as UIKit's headers spell it.
    public var selector: String {
      switch self {
      case .prefetchItems: CollectionViewSelectors.prefetchItems
      case .cancelPrefetchingForItems: CollectionViewSelectors.cancelPrefetchingForItems
      }
    }
  }

  extension UICollectionView {
    /// Calls a `UICollectionViewDataSourcePrefetching` member of `object` with this collection
    /// view and the message's arguments, whether or not `object` said it implements it
    /// (stand-in only): a test's direct call, as UIKit makes it once it knows the member is
    /// implemented.
    public func send(
      _ message: CollectionViewPrefetchingMessage,
      to object: any UICollectionViewDataSourcePrefetchingRequirements
    ) {
      switch message {
      case .prefetchItems(let indexPaths):
        object.collectionView(self, prefetchItemsAt: indexPaths)
      case .cancelPrefetchingForItems(let indexPaths):
        object.collectionView(self, cancelPrefetchingForItemsAt: indexPaths)
      }
    }

    /// Asks the prefetch data source to prepare items, as UIKit does while the user scrolls
    /// toward them (stand-in only): nothing happens while `isPrefetchingEnabled` is off, without
    /// a prefetch data source, or for a member it did not implement when it was assigned.
    ///
    /// - Parameters:
    ///   - indexPaths: The items, nearest first.
    ///   - cancelling: Whether the items are no longer needed instead.
    public func userScrollsNear(_ indexPaths: [IndexPath], cancelling: Bool = false) {
      guard isPrefetchingEnabled, let prefetchDataSource else { return }
      let message: CollectionViewPrefetchingMessage =
        cancelling ? .cancelPrefetchingForItems(at: indexPaths) : .prefetchItems(at: indexPaths)
      guard cachedPrefetchingSelectors.contains(message.selector) else { return }
      send(message, to: prefetchDataSource)
    }
  }
#endif
