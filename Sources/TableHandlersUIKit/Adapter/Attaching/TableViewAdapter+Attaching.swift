#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  extension TableViewAdapter {
    /// Makes the adapter the table view's data source, delegate and (when a prefetching event is
    /// answered) prefetch data source, and its drag and drop delegates where they are answered,
    /// the table view's own drag and drop delegates becoming the app's.
    ///
    /// The table view keeps the adapter as an interaction; the registry's
    /// `handledEventsDidChange` re-caches the answered methods (and still calls what it called
    /// before).
    ///
    /// - Parameter tableView: The table view to serve.
    func attach(to tableView: UITableView) {
      followRegistry()
      tableView.addInteraction(self)
      takeAppDragAndDropDelegates(from: tableView)
      cached = answeredMethods()
      snapshot.setAnswered(cached.implemented)
      tableView.dataSource = self
      tableView.delegate = self
      if !cached.prefetching.isEmpty {
        tableView.prefetchDataSource = self
      } else if tableView.prefetchDataSource != nil {
        tableView.prefetchDataSource = nil
      }
      refreshDragAndDrop(on: tableView, now: cached, before: nil)
    }

    /// Gives the table view back its app's objects and the registry its earlier
    /// `handledEventsDidChange`, and lets the table view release the adapter.
    func detachFromTableView() {
      withExtendedLifetime(self) {
        if let tableView {
          tableView.dataSource = app.dataSource
          tableView.delegate = app.delegate
          if tableView.prefetchDataSource != nil || app.prefetchDataSource != nil {
            tableView.prefetchDataSource = app.prefetchDataSource
          }
          giveBackDragAndDrop(to: tableView)
          tableView.removeInteraction(self)
        }
        stopFollowingRegistry()
      }
    }

    /// Replaces the app's objects, re-caching the answered methods if they change.
    func setApp(
      dataSource: (any UITableViewDataSource)?, delegate: (any UITableViewDelegate)?,
      prefetchDataSource: (any UITableViewDataSourcePrefetching)?
    ) {
      app.dataSource = dataSource
      app.delegate = delegate
      app.prefetchDataSource = prefetchDataSource
      if let tableView { takeAppDragAndDropDelegates(from: tableView) }
      app.learnImplementedEvents()
      refreshWhenSafe()
    }

  }

  extension TableViewAdapter {
    /// The adapter through which a registry serves a table view, if any.
    ///
    /// - Parameter handlers: The registry.
    /// - Returns: Its adapter.
    static func serving(_ handlers: TableHandlers) -> TableViewAdapter? {
      attached[ObjectIdentifier(handlers)]?.adapter as? TableViewAdapter
    }
  }

  extension UITableView {
    /// The adapter attached to this table view, if any.
    var handlersAdapter: TableViewAdapter? {
      for case let adapter as TableViewAdapter in interactions { return adapter }
      return nil
    }
  }
#endif
