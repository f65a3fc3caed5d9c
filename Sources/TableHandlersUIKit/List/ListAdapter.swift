#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  /// The methods a collection view's list calls, each dispatched to a registry; the data
  /// source, delegate and prefetch data source of one collection view, and the maker of its list
  /// layout.
  ///
  /// As on a table view, the app's own objects are asked first and a handler's answer wins, and
  /// the collection view is told about a method only when someone answers it. What a list has
  /// in its layout rather than in its delegate (swipe actions, whether a section has a header or
  /// a footer) the adapter's layout asks the registry, section by section, when UIKit lays the
  /// section out.
  ///
  /// The protocol methods are implemented in extensions of this base class, as the table view's
  /// adapter's are: on iOS it conforms to the UIKit protocols; on Linux to the stand-in's
  /// exhaustive `…Requirements` protocols, so that a mistyped label fails to compile, and the
  /// subclass ``ListAdapter`` adds the stand-in's UIKit protocols.
  @available(iOS 14, *)
  @MainActor
  class ListAdapterBase: HostAdapter {
    /// The app's own data source, delegate and prefetch data source, asked first.
    let app: ListAppDelegates

    /// How every section looks.
    let appearance: ListAppearance

    /// The registration of the list cells that show rows' content, made once: UIKit raises
    /// when a registration is made while it asks for a cell (iOS 15).
    let cellRegistration: UICollectionView.CellRegistration<ListRowCell, Void>

    /// The registration of section headers, made once.
    let headerRegistration: UICollectionView.SupplementaryRegistration<UICollectionViewListCell>

    /// The registration of section footers, made once.
    let footerRegistration: UICollectionView.SupplementaryRegistration<UICollectionViewListCell>

    init(handlers: TableHandlers, app: ListAppDelegates, appearance: ListAppearance) {
      self.app = app
      self.appearance = appearance
      // Configured where they are dequeued, where the adapter can ask the registry.
      cellRegistration = UICollectionView.CellRegistration { _, _, _ in }
      headerRegistration = UICollectionView.SupplementaryRegistration(
        elementKind: UICollectionView.elementKindSectionHeader
      ) { _, _, _ in }
      footerRegistration = UICollectionView.SupplementaryRegistration(
        elementKind: UICollectionView.elementKindSectionFooter
      ) { _, _, _ in }
      super.init(
        handlers: handlers,
        methods: AdapterMethod.listMethods + AdapterMethod.listDragAndDropMethods)
    }

    /// The collection view the adapter serves; ``ListAdapter`` knows it.
    var collectionView: UICollectionView? { nil }

    /// The row a user's tap selects, while the delegate is told that the row selected before
    /// was deselected.
    ///
    /// A collection view may show the tapped row selected already then; a table view selects
    /// it after. The declared table leaves it out
    /// of the selection it reads meanwhile (``ListDeclaredHost``), so that a tap's changes are
    /// reported as on a table view: the deselection first, the selection once the row's own
    /// handler has run (nothing for a row that deselects itself after a tap).
    var rowBeingSelected: TablePosition?

    override func appImplements(_ id: EventID) -> Bool {
      app.implementedEvents.contains(id)
    }

    override var appScrollViewDelegate: (any UIScrollViewDelegate)? { app.delegate }

    /// The methods to answer yes for, as for a table, but of one generation of context-menu
    /// methods where the app's delegate uses only the one before iOS 16.
    ///
    /// A collection view that sees any of iOS 16's context-menu methods (the menu of items,
    /// either preview of an item) calls none of the earlier ones (`UICollectionView.h`). So the
    /// adapter claims iOS 16's too only when the app's delegate implements one of them or none
    /// of the earlier ones: an app that answers the earlier ones alone is still asked.
    override func answeredMethods() -> AnsweredMethods {
      var answered = super.answeredMethods()
      let menus = AdapterMethod.listContextMenuMethods
      if menus.before16.all.contains(where: app.implements(selector:)),
        !menus.since16.all.contains(where: app.implements(selector:))
      {
        answered.delegate.subtract(menus.since16.all)
      }
      return answered
    }
  }

  /// The adapter attached to a collection view: kept alive by it as an interaction, holding it
  /// weakly.
  @available(iOS 14, *)
  @MainActor
  final class ListAdapter: ListAdapterBase, ViewAdapter {
    /// The collection view the adapter is attached to.
    weak var view: UIView?

    override var collectionView: UICollectionView? { view as? UICollectionView }

    override var viewHasUncommittedUpdates: Bool {
      collectionView?.hasUncommittedUpdates ?? false
    }

    override var viewHasActiveDrop: Bool { collectionView?.hasActiveDrop ?? false }

    /// Does nothing.
    func willMove(to view: UIView?) {}

    /// Records the collection view the adapter was attached to, or `nil` when it was detached.
    func didMove(to view: UIView?) {
      self.view = view
    }

    /// Gives the collection view back its app's objects; see ``ViewAdapter/detachFromView()``.
    override func detach() {
      detachFromView()
    }

    /// Re-caches the answered methods and re-assigns the collection view's properties whose
    /// answered methods changed; see ``ViewAdapter/refresh(on:)``.
    override func refresh() {
      refresh(on: collectionView)
    }

    var adaptedView: UICollectionView? { collectionView }
    var asDataSource: any UICollectionViewDataSource { self }
    var asDelegate: any UICollectionViewDelegate { self }
    var asPrefetchDataSource: any UICollectionViewDataSourcePrefetching { self }
    var asDragDelegate: any UICollectionViewDragDelegate { self }
    var asDropDelegate: any UICollectionViewDropDelegate { self }

    /// Gives the collection view the list layout.
    func prepare(_ view: UICollectionView) {
      view.collectionViewLayout = makeLayout()
    }

    /// Invalidates the layout, since headers, footers and swipe actions may have come or gone.
    func didRefresh(_ view: UICollectionView) {
      view.collectionViewLayout.invalidateLayout()
    }

    override var servedHost: (any TableHost)? { collectionView }

    override var visibleRowCells: [(indexPath: IndexPath, cell: UIView)] {
      guard let collectionView else { return [] }
      return collectionView.indexPathsForVisibleItems.compactMap { indexPath in
        collectionView.cellForItem(at: indexPath).map { (indexPath, $0) }
      }
    }

    override func indexPath(ofShown cell: UIView) -> IndexPath? {
      (cell as? UICollectionViewCell).flatMap { collectionView?.indexPath(for: $0) }
    }

    override func shownSwipeActions(_ edge: SwipeEdge, at indexPath: IndexPath)
      -> UISwipeActionsConfiguration?
    {
      swipeActions(edge, at: indexPath)
    }

    override func userMayMoveAsUIKitAsks(_ indexPath: IndexPath) -> Bool {
      guard let collectionView else { return false }
      return userMayMoveAsUIKitAsks(indexPath, on: collectionView)
    }

    override func moveTargetAsUIKitAsks(from source: IndexPath, proposed: IndexPath) -> IndexPath {
      guard let collectionView else { return proposed }
      return moveTargetAsUIKitAsks(from: source, proposed: proposed, on: collectionView)
    }

    override func moveAsDropDoes(from source: IndexPath, to destination: IndexPath) {
      guard let collectionView else { return }
      dropAsUIKitDoes(from: source, to: destination, on: collectionView)
      collectionView.moveItem(at: source, to: destination)
    }
  }
#endif
