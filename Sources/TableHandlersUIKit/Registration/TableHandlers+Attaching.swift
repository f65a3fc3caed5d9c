#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  extension TableHandlers {
    /// Makes this registry the data source and delegate of a table view, keeping the table
    /// view's current data source, delegate and prefetch data source as the app's own: they are
    /// still called, first, and the registry's handlers override their answers.
    ///
    /// ```swift
    /// override func viewDidLoad() {
    ///   super.viewDidLoad()
    ///   handlers.attach(to: tableView)  // the storyboard made `self` its data source and delegate
    /// }
    /// ```
    ///
    /// The table view keeps the registry alive and releases it with itself; the app's objects
    /// are held weakly, as UIKit holds them. The table view is told about a method only when a
    /// handler or the app's object answers it, and re-told (its `dataSource` and `delegate`
    /// assigned `nil` and then the adapter again) whenever that changes, and only then.
    ///
    /// Attaching wraps the registry's `handledEventsDidChange`; leave it alone while attached,
    /// or set it before attaching. A registry serves one table view at a time:
    /// attaching it to another detaches it from the first; attaching another registry to the same
    /// table view detaches the first registry. The same call serves a collection view's list
    /// (``attach(to:appearance:)``).
    ///
    /// - Parameter tableView: The table view to serve.
    public func attach(to tableView: UITableView) {
      let current = tableView.handlersAdapter
      attach(
        to: tableView,
        dataSource: current?.app.dataSource ?? tableView.dataSource,
        delegate: current?.app.delegate ?? tableView.delegate,
        prefetchDataSource: current?.app.prefetchDataSource ?? tableView.prefetchDataSource)
    }

    /// Makes this registry the data source and delegate of a table view, with the given app's
    /// own objects asked first.
    ///
    /// `nil` means none, whatever the table view had before. Calling it again for the table
    /// view the registry serves only replaces the app's objects. See ``attach(to:)``; the same
    /// call serves a collection view's list
    /// (``attach(to:appearance:dataSource:delegate:prefetchDataSource:)``).
    ///
    /// - Parameters:
    ///   - tableView: The table view to serve.
    ///   - dataSource: The app's data source, or `nil` for none.
    ///   - delegate: The app's delegate, or `nil` for none; it also receives the scroll-view
    ///     callbacks that it implements.
    ///   - prefetchDataSource: The app's prefetch data source, or `nil` for none.
    public func attach(
      to tableView: UITableView, dataSource: (any UITableViewDataSource)?,
      delegate: (any UITableViewDelegate)?,
      prefetchDataSource: (any UITableViewDataSourcePrefetching)? = nil
    ) {
      attach(
        tableView, current: tableView.handlersAdapter, dataSource: dataSource, delegate: delegate,
        prefetchDataSource: prefetchDataSource
      ) { TableViewAdapter(handlers: self, app: $0) }
    }

    /// Attaches the registry to a table view or a list with the given app's objects.
    ///
    /// An adapter passed as an app's object stands for its own app's object
    /// (``appObject(_:of:_:)``). The view's current adapter, where it serves this registry and
    /// `keeps` it, only gets the new objects; otherwise it detaches, and so does the adapter
    /// serving this registry elsewhere, since a registry serves one view at a time, a table
    /// view or a list.
    ///
    /// - Parameters:
    ///   - view: The view to serve.
    ///   - current: The view's current adapter, if any.
    ///   - keeps: Whether the current adapter of this registry serves on as it is.
    ///   - dataSource: The app's data source, or `nil` for none.
    ///   - delegate: The app's delegate, or `nil` for none.
    ///   - prefetchDataSource: The app's prefetch data source, or `nil` for none.
    ///   - make: Makes an adapter with the app's objects.
    func attach<Adapter: ViewAdapter>(
      _ view: Adapter.View, current: Adapter?, keeps: (Adapter) -> Bool = { _ in true },
      dataSource: Adapter.View.DataSource?, delegate: Adapter.View.Delegate?,
      prefetchDataSource: Adapter.View.PrefetchDataSource?, make: (Adapter.App) -> Adapter
    ) {
      let dataSource = appObject(dataSource, of: Adapter.self) { $0.app.dataSource }
      let delegate = appObject(delegate, of: Adapter.self) { $0.app.delegate }
      let prefetchDataSource = appObject(prefetchDataSource, of: Adapter.self) {
        $0.app.prefetchDataSource
      }
      if let current {
        if current.handlers === self, keeps(current) {
          current.setApp(
            dataSource: dataSource, delegate: delegate, prefetchDataSource: prefetchDataSource)
          return
        }
        current.detach()
      }
      HostAdapter.anyServing(self)?.detach()
      make(
        Adapter.App(
          dataSource: dataSource, delegate: delegate, prefetchDataSource: prefetchDataSource)
      ).attach(to: view)
    }

    /// Stops serving the table view or list the registry is attached to, giving it back the
    /// app's own data source, delegate and prefetch data source.
    ///
    /// Nothing happens if the registry is not attached.
    public func detach() {
      HostAdapter.anyServing(self)?.detach()
    }

    /// The table view this registry serves, if any.
    public var attachedTableView: UITableView? { attachedAdapter?.tableView }

    /// An object passed as an app's, or, where it is an adapter (the view's current data source,
    /// say), the app's object that the adapter stands in for: an adapter asked first would
    /// forward to itself forever.
    ///
    /// - Parameters:
    ///   - object: The object passed.
    ///   - adapterType: The adapter class of the view's kind.
    ///   - appObject: The app's object of such an adapter.
    /// - Returns: The object to ask first, or `nil` for none.
    func appObject<Adapter: HostAdapter, Object>(
      _ object: Object?, of adapterType: Adapter.Type, _ appObject: (Adapter) -> Object?
    ) -> Object? {
      guard let adapter = object as? Adapter else { return object }
      return appObject(adapter)
    }

    /// The adapter through which this registry serves a table view.
    var attachedAdapter: TableViewAdapter? { TableViewAdapter.serving(self) }
  }

  extension UITableView {
    /// The registry attached to this table view with ``TableHandlersCore/TableHandlers/attach(to:)``, if any.
    public var attachedHandlers: TableHandlers? { handlersAdapter?.handlers }
  }
#endif
