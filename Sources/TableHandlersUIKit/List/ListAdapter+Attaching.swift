#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  @available(iOS 14, *)
  extension ListAdapter {
    /// Makes the adapter the collection view's data source, delegate and (when a prefetching
    /// event is answered) prefetch data source, and gives it the list layout; the registry's
    /// `handledEventsDidChange` re-caches the answered methods (and still calls what it called
    /// before).
    ///
    /// - Parameter collectionView: The collection view to serve.
    func attach(to collectionView: UICollectionView) {
      followRegistry()
      collectionView.addInteraction(self)
      takeAppDragAndDropDelegates(from: collectionView)
      cached = answeredMethods()
      snapshot.setAnswered(cached.implemented)
      collectionView.collectionViewLayout = makeLayout()
      collectionView.dataSource = self
      collectionView.delegate = self
      if !cached.prefetching.isEmpty {
        collectionView.prefetchDataSource = self
      } else if collectionView.prefetchDataSource != nil {
        collectionView.prefetchDataSource = nil
      }
      refreshDragAndDrop(on: collectionView, now: cached, before: nil)
    }

    /// Gives the collection view back its app's objects.
    ///
    /// The registry gets back its earlier `handledEventsDidChange`, and the collection view
    /// releases the adapter. The layout stays: the list has no other.
    func detachFromCollectionView() {
      withExtendedLifetime(self) {
        if let collectionView {
          collectionView.dataSource = app.dataSource
          collectionView.delegate = app.delegate
          if collectionView.prefetchDataSource != nil || app.prefetchDataSource != nil {
            collectionView.prefetchDataSource = app.prefetchDataSource
          }
          giveBackDragAndDrop(to: collectionView)
          collectionView.removeInteraction(self)
        }
        stopFollowingRegistry()
      }
    }

    /// Brings the snapshot up to date and re-assigns the collection view's data source,
    /// delegate or prefetch data source whose answered methods changed, so that UIKit asks
    /// `responds(to:)` afresh; the layout is invalidated, since headers, footers and swipe
    /// actions may have come or gone.
    func refreshCollectionView() {
      let now = answeredMethods()
      snapshot.setAnswered(now.implemented)
      let before = cached
      cached = now
      guard let collectionView else { return }
      if now.dataSource != before.dataSource {
        collectionView.dataSource = nil
        collectionView.dataSource = self
      }
      if now.delegate != before.delegate || now.scrollView != before.scrollView {
        collectionView.delegate = nil
        collectionView.delegate = self
      }
      if now.prefetching != before.prefetching {
        if collectionView.prefetchDataSource != nil { collectionView.prefetchDataSource = nil }
        if !now.prefetching.isEmpty { collectionView.prefetchDataSource = self }
      }
      refreshDragAndDrop(on: collectionView, now: now, before: before)
      collectionView.collectionViewLayout.invalidateLayout()
    }

    /// Replaces the app's objects, re-caching the answered methods.
    func setApp(
      dataSource: (any UICollectionViewDataSource)?, delegate: (any UICollectionViewDelegate)?,
      prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
    ) {
      app.dataSource = dataSource
      app.delegate = delegate
      app.prefetchDataSource = prefetchDataSource
      if let collectionView { takeAppDragAndDropDelegates(from: collectionView) }
      app.learnImplementedEvents()
      refreshWhenSafe()
    }
  }

  @available(iOS 14, *)
  extension TableHandlers {
    /// Makes this registry the data source and delegate of a collection view (and its prefetch
    /// data source when a prefetching event is handled), and gives the collection view a list
    /// layout of the given appearance, keeping its current data source, delegate and prefetch
    /// data source as the app's own: they are still called, first, and the registry's handlers
    /// override their answers, as on a table view (``attach(to:)``).
    ///
    /// ```swift
    /// let list = UICollectionView(
    ///   frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
    /// handlers.attach(to: list, appearance: .insetGrouped)
    /// ```
    ///
    /// Every handler registered for the table works on the list, except the ones a list has no
    /// method for (heights, the delete confirmation's title, the swipe-editing callbacks). A
    /// section has a header or a footer where a `titleForHeader` or `titleForFooter` handler
    /// answers a title for it; swipe actions are asked when the user swipes, and act on the row
    /// where it is then.
    ///
    /// A registry serves one view at a time: attaching it to a list detaches it from a table
    /// view, and the other way round.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view to serve.
    ///   - appearance: How the list's sections look.
    ///   - dataSource: The app's data source, or `nil` for the collection view's current one.
    ///   - delegate: The app's delegate, or `nil` for the collection view's current one.
    ///   - prefetchDataSource: The app's prefetch data source, or `nil` for the collection
    ///     view's current one.
    public func attach(
      to collectionView: UICollectionView, appearance: ListAppearance = .insetGrouped,
      dataSource: (any UICollectionViewDataSource)? = nil,
      delegate: (any UICollectionViewDelegate)? = nil,
      prefetchDataSource: (any UICollectionViewDataSourcePrefetching)? = nil
    ) {
      let current = collectionView.listAdapter
      let dataSource =
        dataSource ?? current?.app.dataSource
        ?? collectionView.dataSource.flatMap { $0 is ListAdapter ? nil : $0 }
      let delegate =
        delegate ?? current?.app.delegate
        ?? collectionView.delegate.flatMap { $0 is ListAdapter ? nil : $0 }
      let prefetchDataSource =
        prefetchDataSource ?? current?.app.prefetchDataSource
        ?? collectionView.prefetchDataSource.flatMap { $0 is ListAdapter ? nil : $0 }
      if let current {
        if current.handlers === self, current.appearance == appearance {
          current.setApp(
            dataSource: dataSource, delegate: delegate, prefetchDataSource: prefetchDataSource)
          return
        }
        current.detach()
      }
      HostAdapter.anyServing(self)?.detach()
      let app = ListAppDelegates(
        dataSource: dataSource, delegate: delegate, prefetchDataSource: prefetchDataSource)
      ListAdapter(handlers: self, app: app, appearance: appearance).attach(to: collectionView)
    }

    /// The collection view this registry serves as a list, if any.
    public var attachedCollectionView: UICollectionView? {
      (HostAdapter.anyServing(self) as? ListAdapter)?.collectionView
    }
  }
#endif
