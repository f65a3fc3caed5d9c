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
    /// Makes the adapter the collection view's data source and delegate and gives it the list
    /// layout; the registry's `handledEventsDidChange` re-caches the answered methods (and
    /// still calls what it called before).
    ///
    /// - Parameter collectionView: The collection view to serve.
    func attach(to collectionView: UICollectionView) {
      Self.attached[ObjectIdentifier(handlers)] = WeakAdapter(adapter: self)
      let previous = handlers.handledEventsDidChange
      previousHandledEventsDidChange = previous
      handlers.handledEventsDidChange = { [weak self] events in
        self?.refreshWhenSafe()
        previous?(events)
      }
      collectionView.addInteraction(self)
      let now = answeredMethods()
      snapshot.setAnswered(now.dataSource.union(now.delegate))
      cached = now
      collectionView.collectionViewLayout = makeLayout()
      collectionView.dataSource = self
      collectionView.delegate = self
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
          collectionView.removeInteraction(self)
        }
        if Self.attached[ObjectIdentifier(handlers)]?.adapter === self {
          Self.attached[ObjectIdentifier(handlers)] = nil
        }
        handlers.handledEventsDidChange = previousHandledEventsDidChange
        previousHandledEventsDidChange = nil
      }
    }

    /// The selectors to answer yes for now, from the events the registry's handlers and the
    /// app's objects answer.
    func answeredMethods() -> (dataSource: Set<String>, delegate: Set<String>) {
      var result: (dataSource: Set<String>, delegate: Set<String>) = ([], [])
      for method in AdapterMethod.listMethods {
        let answered = answers(method.event) || method.companionOf.map(answers) == true
        guard answered || method.isRequired else { continue }
        switch method.role {
        case .dataSource: result.dataSource.insert(method.selector)
        case .delegate: result.delegate.insert(method.selector)
        case .prefetching: break
        }
      }
      return result
    }

    /// Brings the snapshot up to date and re-assigns the collection view's data source or
    /// delegate whose answered methods changed, so that UIKit asks `responds(to:)` afresh; the
    /// layout is invalidated, since headers, footers and swipe actions may have come or gone.
    func refresh() {
      let now = answeredMethods()
      snapshot.setAnswered(now.dataSource.union(now.delegate))
      let before = cached
      cached = now
      guard let collectionView else { return }
      if now.dataSource != before.dataSource {
        collectionView.dataSource = nil
        collectionView.dataSource = self
      }
      if now.delegate != before.delegate {
        collectionView.delegate = nil
        collectionView.delegate = self
      }
      collectionView.collectionViewLayout.invalidateLayout()
    }

    /// Re-caches the answered methods now, or once the running batch or edit callback returned.
    func refreshWhenSafe() {
      whenSafe.perform(ReattachKey()) { [weak self] in self?.refresh() }
    }

    /// Replaces the app's objects, re-caching the answered methods.
    func setApp(
      dataSource: (any UICollectionViewDataSource)?, delegate: (any UICollectionViewDelegate)?
    ) {
      app.dataSource = dataSource
      app.delegate = delegate
      app.learnImplementedEvents()
      refreshWhenSafe()
    }
  }

  @available(iOS 14, *)
  extension TableHandlers {
    /// Makes this registry the data source and delegate of a collection view, and gives the
    /// collection view a list layout of the given appearance, keeping its current data source
    /// and delegate as the app's own: they are still called, first, and the registry's handlers
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
    public func attach(
      to collectionView: UICollectionView, appearance: ListAppearance = .insetGrouped,
      dataSource: (any UICollectionViewDataSource)? = nil,
      delegate: (any UICollectionViewDelegate)? = nil
    ) {
      let current = collectionView.listAdapter
      let dataSource =
        dataSource ?? current?.app.dataSource
        ?? collectionView.dataSource.flatMap { $0 is ListAdapter ? nil : $0 }
      let delegate =
        delegate ?? current?.app.delegate
        ?? collectionView.delegate.flatMap { $0 is ListAdapter ? nil : $0 }
      if let current {
        if current.handlers === self, current.appearance == appearance {
          current.setApp(dataSource: dataSource, delegate: delegate)
          return
        }
        current.detach()
      }
      HostAdapter.anyServing(self)?.detach()
      let app = ListAppDelegates(dataSource: dataSource, delegate: delegate)
      ListAdapter(handlers: self, app: app, appearance: appearance).attach(to: collectionView)
    }

    /// The collection view this registry serves as a list, if any.
    public var attachedCollectionView: UICollectionView? {
      (HostAdapter.anyServing(self) as? ListAdapter)?.collectionView
    }
  }
#endif
