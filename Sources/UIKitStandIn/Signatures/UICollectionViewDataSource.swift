#if !canImport(UIKit)
  import Foundation

  // Signatures declared by UIKit in `UICollectionView.h` (the iOS 17 SDK's UIKit headers).

  /// The members of `UICollectionViewDataSource`, each required and none given a default,
  /// declared once for both protocols: `UICollectionViewDataSource` refines this one and gives
  /// its optional members UIKit's absent-method defaults (the extension below).
  ///
  /// A type that conforms to this protocol but not to `UICollectionViewDataSource` must
  /// implement every member with UIKit's exact signature, so that a mistyped label fails to
  /// compile on Linux instead of being silently ignored by UIKit on iOS.
  @MainActor public protocol UICollectionViewDataSourceRequirements: AnyObject {
    /// Asks for the number of items in a section.
    ///
    /// `collectionView:numberOfItemsInSection:`, iOS 6.0. Required.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int

    /// Asks for the cell of an item, which "must be retrieved from a call to
    /// -dequeueReusableCellWithReuseIdentifier:forIndexPath:" (`UICollectionView.h`).
    ///
    /// `collectionView:cellForItemAtIndexPath:`, iOS 6.0. Required.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell

    /// Asks for the number of sections.
    ///
    /// `numberOfSectionsInCollectionView:`, iOS 6.0.
    func numberOfSections(in collectionView: UICollectionView) -> Int

    /// Asks for a supplementary view (a list's section header or footer), which must be
    /// dequeued (`UICollectionView.h`).
    ///
    /// `collectionView:viewForSupplementaryElementOfKind:atIndexPath:`, iOS 6.0.
    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView

    /// Asks whether an item can move.
    ///
    /// `collectionView:canMoveItemAtIndexPath:`, iOS 9.0.
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
      -> Bool

    /// Tells the data source that the user moved an item.
    ///
    /// `collectionView:moveItemAtIndexPath:toIndexPath:`, iOS 9.0.
    func collectionView(
      _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath)

    /// Asks for the titles of the index.
    ///
    /// `indexTitlesForCollectionView:`, iOS 14.0.
    func indexTitles(for collectionView: UICollectionView) -> [String]?

    /// Asks which index path an index title jumps to; "an index path with a single index to
    /// indicate an entire section" (`UICollectionView.h`).
    ///
    /// `collectionView:indexPathForIndexTitle:atIndex:`, iOS 14.0.
    func collectionView(
      _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
    ) -> IndexPath
  }

  /// The stand-in for UIKit's `UICollectionViewDataSource`: supplies sections, items, cells and
  /// supplementary views.
  ///
  /// Linux has no `optional` requirements, so the members that are optional in UIKit get
  /// default implementations in an extension that mirror UIKit without the method. Only
  /// `collectionView(_:numberOfItemsInSection:)` and `collectionView(_:cellForItemAt:)` must be
  /// implemented.
  @MainActor
  public protocol UICollectionViewDataSource: NSObjectProtocol,
    UICollectionViewDataSourceRequirements
  {}

  /// Defaults for the optional `UICollectionViewDataSource` members, matching UIKit without them.
  @MainActor
  extension UICollectionViewDataSource {
    /// Returns `1`, UIKit's value when the method is absent.
    public func numberOfSections(in collectionView: UICollectionView) -> Int {
      1
    }

    /// Stops the program: UIKit has no view to show where its layout asks for one and the data
    /// source cannot make it (the stand-in asks only a data source that implements it).
    public func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      preconditionFailure(
        "the collection view's data source does not implement"
          + " collectionView(_:viewForSupplementaryElementOfKind:at:)")
    }

    /// Returns `true`: with `moveItemAt` implemented, "the collection view allows all items to
    /// be reordered" (Apple, `collectionView(_:canMoveItemAt:)`).
    public func collectionView(
      _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
    ) -> Bool {
      true
    }

    /// Does nothing.
    public func collectionView(
      _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {}

    /// Returns `nil`: no index.
    public func indexTitles(for collectionView: UICollectionView) -> [String]? {
      nil
    }

    /// Returns the section `index`, as a one-index path.
    public func collectionView(
      _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
    ) -> IndexPath {
      IndexPath(index: index)
    }
  }

  extension CollectionViewSelectors {
    /// The selectors of `UICollectionViewDataSource`, in its declaration order, required members
    /// first.
    public static let dataSource: [String] = dataSourceMethods.map(\.selector)

    /// Each member of `UICollectionViewDataSource`, in its declaration order: its selector and
    /// what UIKit uses in its place when it is not implemented
    /// (``UICollectionView/answerWithoutMethod(_:at:)``; `nil` for a required method).
    ///
    /// Sources, independent of the table's: [H] the iOS 17 `UICollectionView.h`; [D] Apple's
    /// documentation of the method.
    static let dataSourceMethods: [CollectionViewMethod] = [
      // Required: [H] `@required`.
      CollectionViewMethod(CollectionViewSelectors.numberOfItems) { _, _ in nil },
      CollectionViewMethod(CollectionViewSelectors.cellForItem) { _, _ in nil },
      // [D] numberOfSections(in:): "If you don't implement this method, the collection view
      // uses a default value of 1."
      CollectionViewMethod(CollectionViewSelectors.numberOfSections) { _, _ in .int(1) },
      // [H] the view "must be retrieved" by a dequeue: no view can stand in for it, so a layout
      // that asks for one needs the method (the stand-in asks only then).
      CollectionViewMethod(CollectionViewSelectors.viewForSupplementaryElement) { _, _ in nil },
      // [D] canMoveItemAt: "If you do not implement this method, the collection view allows
      // all items to be reordered" (when moveItemAt is implemented).
      CollectionViewMethod(CollectionViewSelectors.canMoveItem) { _, _ in .bool(true) },
      // [D] moveItemAt: "If you do not implement this method, the collection view ignores any
      // attempts to reorder items": nothing happens in its place.
      CollectionViewMethod(CollectionViewSelectors.moveItem) { _, _ in .nothing },
      // [D] indexTitles(for:): no index without titles.
      CollectionViewMethod(CollectionViewSelectors.indexTitles) { _, _ in .noObject },
      // Undocumented, and asked only of a collection view that shows an index.
      CollectionViewMethod(CollectionViewSelectors.indexPathForIndexTitle) { _, _ in nil },
    ]
  }

  // How the simulation asks the data source (stand-in only): see `dataSourceAnswer`.
  extension UICollectionView {
    /// The number of sections: `numberOfSections(in:)`, else 1.
    func askedNumberOfSections() -> Int {
      dataSourceAnswer(CollectionViewSelectors.numberOfSections, at: IndexPath(item: 0, section: 0))
      {
        $0.numberOfSections(in: self)
      }
    }

    /// The data source's item count of a section (a required member); 0 without a data source.
    func askedNumberOfItems(inSection section: Int) -> Int {
      dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
    }

    /// The data source's cell for an item (a required member), or `nil` without a data source.
    func askedCell(forItemAt indexPath: IndexPath) -> UICollectionViewCell? {
      requesting(Self.elementKindCell) {
        dataSource?.collectionView(self, cellForItemAt: indexPath)
      }
    }

    /// Whether the data source implemented the supplementary-view method when it was assigned.
    var dataSourceMakesSupplementaryViews: Bool {
      cachedDataSourceSelectors.contains(CollectionViewSelectors.viewForSupplementaryElement)
    }

    /// The data source's supplementary view of a kind, or `nil` when it does not implement the
    /// method.
    func askedSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
      -> UICollectionReusableView?
    {
      guard dataSourceMakesSupplementaryViews, let dataSource else { return nil }
      return requesting(kind) {
        dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
      }
    }

    /// Whether an item can move: `collectionView(_:canMoveItemAt:)`, else UIKit's answer.
    func askedCanMoveItem(at indexPath: IndexPath) -> Bool {
      dataSourceAnswer(CollectionViewSelectors.canMoveItem, at: indexPath) {
        $0.collectionView(self, canMoveItemAt: indexPath)
      }
    }

    /// Whether the data source implemented `collectionView(_:moveItemAt:to:)` when it was
    /// assigned.
    var dataSourceMovesItems: Bool {
      cachedDataSourceSelectors.contains(CollectionViewSelectors.moveItem)
    }

    /// Tells the data source that the user moved an item.
    func tellDataSourceItemMoved(from source: IndexPath, to destination: IndexPath) {
      dataSource?.collectionView(self, moveItemAt: source, to: destination)
    }
  }

  extension CollectionViewSelectors {
    /// `collectionView:numberOfItemsInSection:`.
    public static let numberOfItems = "collectionView:numberOfItemsInSection:"

    /// `collectionView:cellForItemAtIndexPath:`.
    public static let cellForItem = "collectionView:cellForItemAtIndexPath:"

    /// `numberOfSectionsInCollectionView:`.
    public static let numberOfSections = "numberOfSectionsInCollectionView:"

    /// `collectionView:viewForSupplementaryElementOfKind:atIndexPath:`.
    public static let viewForSupplementaryElement =
      "collectionView:viewForSupplementaryElementOfKind:atIndexPath:"

    /// `collectionView:canMoveItemAtIndexPath:`.
    public static let canMoveItem = "collectionView:canMoveItemAtIndexPath:"

    /// `collectionView:moveItemAtIndexPath:toIndexPath:`.
    public static let moveItem = "collectionView:moveItemAtIndexPath:toIndexPath:"

    /// `indexTitlesForCollectionView:`.
    public static let indexTitles = "indexTitlesForCollectionView:"

    /// `collectionView:indexPathForIndexTitle:atIndex:`.
    public static let indexPathForIndexTitle = "collectionView:indexPathForIndexTitle:atIndex:"
  }

  /// A call of one `UICollectionViewDataSource` member with its arguments, the collection view
  /// aside (stand-in only): how a test asks an object a member directly, as UIKit asks it, with
  /// `UICollectionView.send(_:to:)`.
  public enum CollectionViewDataSourceMessage {
    /// `collectionView:numberOfItemsInSection:`.
    case numberOfItems(section: Int)
    /// `collectionView:cellForItemAtIndexPath:`.
    case cellForItem(at: IndexPath)
    /// `numberOfSectionsInCollectionView:`.
    case numberOfSections
    /// `collectionView:viewForSupplementaryElementOfKind:atIndexPath:`.
    case viewForSupplementaryElement(kind: String, at: IndexPath)
    /// `collectionView:canMoveItemAtIndexPath:`.
    case canMoveItem(at: IndexPath)
    /// `collectionView:moveItemAtIndexPath:toIndexPath:`.
    case moveItem(from: IndexPath, to: IndexPath)
    /// `indexTitlesForCollectionView:`.
    case indexTitles
    /// `collectionView:indexPathForIndexTitle:atIndex:`.
    case indexPathForIndexTitle(title: String, index: Int)

    /// The member's selector, as UIKit's headers spell it.
    public var selector: String {
      switch self {
      case .numberOfItems: CollectionViewSelectors.numberOfItems
      case .cellForItem: CollectionViewSelectors.cellForItem
      case .numberOfSections: CollectionViewSelectors.numberOfSections
      case .viewForSupplementaryElement: CollectionViewSelectors.viewForSupplementaryElement
      case .canMoveItem: CollectionViewSelectors.canMoveItem
      case .moveItem: CollectionViewSelectors.moveItem
      case .indexTitles: CollectionViewSelectors.indexTitles
      case .indexPathForIndexTitle: CollectionViewSelectors.indexPathForIndexTitle
      }
    }
  }

  extension UICollectionView {
    /// Calls a `UICollectionViewDataSource` member of `object` with this collection view and
    /// the message's arguments, whether or not `object` said it implements it (stand-in only).
    ///
    /// - Returns: The member's answer (`()` for a member that returns nothing).
    @discardableResult
    public func send(
      _ message: CollectionViewDataSourceMessage,
      to object: any UICollectionViewDataSourceRequirements
    ) -> Any {
      reply(to: message, from: object)
    }

    /// `send(_:to:)`'s answer as the member's return
    /// type, `Answer` (stand-in only).
    ///
    /// - Precondition: `Answer` is the type the member returns (`Void` for a notification).
    public func send<Answer>(
      _ message: CollectionViewDataSourceMessage,
      to object: any UICollectionViewDataSourceRequirements
    ) -> Answer {
      standInTyped(reply(to: message, from: object), of: message.selector)
    }

    /// The answer of the member `message` names, asked of `object`.
    private func reply(
      to message: CollectionViewDataSourceMessage,
      from object: any UICollectionViewDataSourceRequirements
    ) -> Any {
      switch message {
      case .numberOfItems(let section):
        return object.collectionView(self, numberOfItemsInSection: section) as Any
      case .cellForItem(let indexPath):
        // A request for a cell, as UIKit's (`CollectionViewRuntimeRules.swift`).
        return requesting(Self.elementKindCell) {
          object.collectionView(self, cellForItemAt: indexPath)
        } as Any
      case .numberOfSections:
        return object.numberOfSections(in: self) as Any
      case .viewForSupplementaryElement(let kind, let indexPath):
        return requesting(kind) {
          object.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
        } as Any
      case .canMoveItem(let indexPath):
        return object.collectionView(self, canMoveItemAt: indexPath) as Any
      case .moveItem(let source, let destination):
        return object.collectionView(self, moveItemAt: source, to: destination) as Any
      case .indexTitles:
        return object.indexTitles(for: self) as Any
      case .indexPathForIndexTitle(let title, let index):
        return object.collectionView(self, indexPathForIndexTitle: title, at: index) as Any
      }
    }
  }
#endif
