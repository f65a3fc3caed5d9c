#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

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
    /// list.delegate = self
    /// handlers.attach(to: list)  // `self` stays the delegate, asked first
    /// ```
    ///
    /// Every handler registered for the table works on the list, except the ones a list has no
    /// method for (heights, the delete confirmation's title, the swipe-editing callbacks). A
    /// section has a header or a footer where a `titleForHeader` or `titleForFooter` handler
    /// answers a title for it; swipe actions are asked when the user swipes, and act on the row
    /// where it is then.
    ///
    /// The collection view keeps the registry alive and releases it with itself; the app's
    /// objects are held weakly, as UIKit holds them. A registry serves one view at a time:
    /// attaching it to a list detaches it from a table view or another list, and the other way
    /// round; attaching another registry to the same collection view detaches the first.
    /// Attaching the registry again to the list it serves, with the same appearance, keeps
    /// the objects it asks first.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view to serve.
    ///   - appearance: How the list's sections look.
    public func attach(
      to collectionView: UICollectionView, appearance: ListAppearance = .insetGrouped
    ) {
      attachKeepingCurrent(
        to: collectionView, appearance: appearance, dataSource: nil, delegate: nil,
        prefetchDataSource: nil)
    }

    /// Makes this registry the data source and delegate of a collection view, with a list
    /// layout of the given appearance, and the given app's own objects asked first.
    ///
    /// ```swift
    /// // The view controller answers the delegate's scroll-view methods itself:
    /// handlers.attach(to: list, dataSource: nil, delegate: self)
    /// ```
    ///
    /// `nil` means none, as on a table view
    /// (``attach(to:dataSource:delegate:prefetchDataSource:)``), whatever the collection view
    /// had before. Calling it again for the list the registry serves, with the same
    /// appearance, only replaces the app's objects. See ``attach(to:appearance:)``.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view to serve.
    ///   - appearance: How the list's sections look.
    ///   - dataSource: The app's data source, or `nil` for none.
    ///   - delegate: The app's delegate, or `nil` for none; it also receives the scroll-view
    ///     callbacks that it implements.
    ///   - prefetchDataSource: The app's prefetch data source, or `nil` for none.
    public func attach(
      to collectionView: UICollectionView, appearance: ListAppearance = .insetGrouped,
      dataSource: (any UICollectionViewDataSource)?,
      delegate: (any UICollectionViewDelegate)?,
      prefetchDataSource: (any UICollectionViewDataSourcePrefetching)? = nil
    ) {
      attach(
        collectionView, current: collectionView.listAdapter,
        keeps: { $0.appearance == appearance }, dataSource: dataSource, delegate: delegate,
        prefetchDataSource: prefetchDataSource,
        make: { ListAdapter(handlers: self, app: $0, appearance: appearance) })
    }

    /// Attaches the registry to a list with the given app's objects, the collection view's
    /// current one (its serving adapter's app object, else its own property) standing in for
    /// each `nil`.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view to serve.
    ///   - appearance: How the list's sections look.
    ///   - dataSource: The app's data source, or `nil` for the current one.
    ///   - delegate: The app's delegate, or `nil` for the current one.
    ///   - prefetchDataSource: The app's prefetch data source, or `nil` for the current one.
    private func attachKeepingCurrent(
      to collectionView: UICollectionView, appearance: ListAppearance,
      dataSource: (any UICollectionViewDataSource)?, delegate: (any UICollectionViewDelegate)?,
      prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
    ) {
      let current = collectionView.listAdapter
      attach(
        to: collectionView, appearance: appearance,
        dataSource: dataSource ?? current?.app.dataSource ?? collectionView.dataSource,
        delegate: delegate ?? current?.app.delegate ?? collectionView.delegate,
        prefetchDataSource: prefetchDataSource ?? current?.app.prefetchDataSource
          ?? collectionView.prefetchDataSource)
    }

    /// Attaches the registry to a list with an app data source and the collection view's
    /// current delegate, as this form did before `nil` meant none.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view to serve.
    ///   - appearance: How the list's sections look.
    ///   - dataSource: The app's data source, or `nil` for the collection view's current one.
    ///   - prefetchDataSource: The app's prefetch data source, or `nil` for the collection
    ///     view's current one.
    @available(
      *, deprecated,
      message:
        "use attach(to:appearance:dataSource:delegate:prefetchDataSource:), where nil means none, or attach(to:appearance:) to keep the collection view's current objects"
    )
    public func attach(
      to collectionView: UICollectionView, appearance: ListAppearance = .insetGrouped,
      dataSource: (any UICollectionViewDataSource)?,
      prefetchDataSource: (any UICollectionViewDataSourcePrefetching)? = nil
    ) {
      attachKeepingCurrent(
        to: collectionView, appearance: appearance, dataSource: dataSource, delegate: nil,
        prefetchDataSource: prefetchDataSource)
    }

    /// Attaches the registry to a list with an app delegate and the collection view's current
    /// data source, as this form did before `nil` meant none.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view to serve.
    ///   - appearance: How the list's sections look.
    ///   - delegate: The app's delegate, or `nil` for the collection view's current one.
    ///   - prefetchDataSource: The app's prefetch data source, or `nil` for the collection
    ///     view's current one.
    @available(
      *, deprecated,
      message:
        "use attach(to:appearance:dataSource:delegate:prefetchDataSource:), where nil means none, or attach(to:appearance:) to keep the collection view's current objects"
    )
    public func attach(
      to collectionView: UICollectionView, appearance: ListAppearance = .insetGrouped,
      delegate: (any UICollectionViewDelegate)?,
      prefetchDataSource: (any UICollectionViewDataSourcePrefetching)? = nil
    ) {
      attachKeepingCurrent(
        to: collectionView, appearance: appearance, dataSource: nil, delegate: delegate,
        prefetchDataSource: prefetchDataSource)
    }

    /// Attaches the registry to a list with an app prefetch data source and the collection
    /// view's current data source and delegate, as this form did before `nil` meant none.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view to serve.
    ///   - appearance: How the list's sections look.
    ///   - prefetchDataSource: The app's prefetch data source, or `nil` for the collection
    ///     view's current one.
    @available(
      *, deprecated,
      message:
        "use attach(to:appearance:dataSource:delegate:prefetchDataSource:), where nil means none, or attach(to:appearance:) to keep the collection view's current objects"
    )
    public func attach(
      to collectionView: UICollectionView, appearance: ListAppearance = .insetGrouped,
      prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
    ) {
      attachKeepingCurrent(
        to: collectionView, appearance: appearance, dataSource: nil, delegate: nil,
        prefetchDataSource: prefetchDataSource)
    }

    /// The collection view this registry serves as a list, if any.
    public var attachedCollectionView: UICollectionView? {
      (HostAdapter.anyServing(self) as? ListAdapter)?.collectionView
    }
  }
#endif
