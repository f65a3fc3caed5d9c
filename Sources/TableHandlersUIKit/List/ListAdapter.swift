#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  /// The methods a collection view's list calls, each dispatched to a registry; the data source
  /// and delegate of one collection view, and the maker of its list layout.
  ///
  /// As on a table view, the app's own objects are asked first and a handler's answer wins, and
  /// the collection view is told about a method only when someone answers it. What a list has
  /// in its layout rather than in its delegate (swipe actions, whether a section has a header or
  /// a footer) the adapter's layout asks the registry, section by section, when UIKit lays the
  /// section out.
  ///
  /// Kept alive by its collection view as an interaction, holding it weakly.
  @available(iOS 14, *)
  @MainActor
  final class ListAdapter: HostAdapter, UIInteraction {
    /// The app's own data source and delegate, asked first.
    let app: ListAppDelegates

    /// How every section looks.
    let appearance: ListAppearance

    /// What `responds(to:)` answers; see ``SelectorSnapshot``.
    nonisolated let snapshot: SelectorSnapshot

    /// The data-source and delegate selectors answered, as the collection view last cached them.
    var cached: (dataSource: Set<String>, delegate: Set<String>) = ([], [])

    /// The collection view the adapter is attached to.
    weak var view: UIView?

    /// The registration of the list cells that show rows' content, made once: UIKit raises
    /// when a registration is made while it asks for a cell (iOS 15).
    let cellRegistration: UICollectionView.CellRegistration<UICollectionViewListCell, Void>

    /// The registration of section headers, made once.
    let headerRegistration: UICollectionView.SupplementaryRegistration<UICollectionViewListCell>

    /// The registration of section footers, made once.
    let footerRegistration: UICollectionView.SupplementaryRegistration<UICollectionViewListCell>

    /// The registry's `handledEventsDidChange` before the adapter replaced it; still called.
    var previousHandledEventsDidChange: ((EventSet) -> Void)?

    init(handlers: TableHandlers, app: ListAppDelegates, appearance: ListAppearance) {
      self.app = app
      self.appearance = appearance
      snapshot = SelectorSnapshot(implemented: Set(AdapterMethod.listMethods.map(\.selector)))
      // Configured where they are dequeued, where the adapter can ask the registry.
      cellRegistration = UICollectionView.CellRegistration { _, _, _ in }
      headerRegistration = UICollectionView.SupplementaryRegistration(
        elementKind: UICollectionView.elementKindSectionHeader
      ) { _, _, _ in }
      footerRegistration = UICollectionView.SupplementaryRegistration(
        elementKind: UICollectionView.elementKindSectionFooter
      ) { _, _, _ in }
      super.init(handlers: handlers)
    }

    override func appImplements(_ id: EventID) -> Bool {
      app.implementedEvents.contains(id)
    }

    /// Does nothing.
    func willMove(to view: UIView?) {}

    /// Records the collection view the adapter was attached to, or `nil` when it was detached.
    func didMove(to view: UIView?) {
      self.view = view
    }

    /// The collection view the adapter serves.
    var collectionView: UICollectionView? { view as? UICollectionView }

    /// Gives the collection view back its app's objects; see ``detachFromCollectionView()``.
    override func detach() {
      detachFromCollectionView()
    }

  }

  #if canImport(ObjectiveC)
    @available(iOS 14, *)
    extension ListAdapter {
      /// Whether the adapter answers a method.
      ///
      /// Yes for a list method only when it is required or a handler or the app's object
      /// answers it; for any other selector, what `NSObject` says of its own methods. Nothing
      /// is forwarded.
      nonisolated override func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        return snapshot.answers(selectorNamed: NSStringFromSelector(aSelector))
          ?? super.responds(to: aSelector)
      }
    }
  #else
    // The Linux twin, read from the same snapshot through the stand-in's `StandInResponding`,
    // which the stand-in's collection view asks when its data source and delegate are assigned.
    extension ListAdapter: StandInResponding {
      /// Whether the adapter answers a method: yes for a list method only when it is required or
      /// a handler or the app's object answers it; no for any other selector.
      nonisolated func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        return snapshot.answers(selectorNamed: aSelector.name) ?? false
      }
    }
  #endif
#endif
