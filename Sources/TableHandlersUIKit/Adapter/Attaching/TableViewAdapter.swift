#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  /// The methods UIKit calls, each dispatched to a registry; the data source, delegate and
  /// prefetch data source of one table view.
  ///
  /// The protocol methods are implemented in extensions of this base class. On iOS it conforms to
  /// the UIKit protocols. On Linux it conforms to the stand-in's exhaustive protocols instead,
  /// which have UIKit's exact signatures and no default implementations, so that a mistyped label
  /// fails to compile; the subclass ``TableViewAdapter`` adds the stand-in's UIKit protocols,
  /// whose defaults would otherwise satisfy the exhaustive requirements too.
  @MainActor
  class TableViewAdapterBase: HostAdapter {
    /// The app's own data source, delegate and prefetch data source, asked first.
    let app: AppDelegates

    /// The cell reuse identifiers this adapter registered with its table view.
    var registeredCellIdentifiers: Set<String> = []

    /// The header and footer reuse identifiers this adapter registered with its table view.
    var registeredHeaderFooterIdentifiers: Set<String> = []

    init(handlers: TableHandlers, app: AppDelegates) {
      self.app = app
      super.init(
        handlers: handlers, methods: AdapterMethod.all + AdapterMethod.dragAndDropMethods)
    }

    override var appScrollViewDelegate: (any UIScrollViewDelegate)? { app.delegate }

    override func appImplements(_ id: EventID) -> Bool {
      app.implementedEvents.contains(id)
    }
  }

  /// The adapter attached to a table view: one per table view, kept alive by it as an
  /// interaction (`UIView.interactions` holds interactions strongly), holding it weakly.
  @MainActor
  final class TableViewAdapter: TableViewAdapterBase, ViewAdapter {
    /// The table view the adapter is attached to.
    weak var view: UIView?

    /// Does nothing.
    func willMove(to view: UIView?) {}

    /// Records the table view the adapter was attached to, or `nil` when it was detached.
    func didMove(to view: UIView?) {
      self.view = view
    }

    /// The table view the adapter serves.
    var tableView: UITableView? { view as? UITableView }

    override var viewHasUncommittedUpdates: Bool { tableView?.hasUncommittedUpdates ?? false }

    override var viewHasActiveDrop: Bool { tableView?.hasActiveDrop ?? false }

    /// Gives the table view back its app's objects; see ``ViewAdapter/detachFromView()``.
    override func detach() {
      detachFromView()
    }

    /// Re-caches the answered methods and re-assigns the table view's properties whose answered
    /// methods changed; see ``ViewAdapter/refresh(on:)``.
    override func refresh() {
      refresh(on: tableView)
    }

    override var servedHost: (any TableHost)? { tableView }

    override var visibleRowCells: [(indexPath: IndexPath, cell: UIView)] {
      guard let tableView else { return [] }
      return (tableView.indexPathsForVisibleRows ?? []).compactMap { indexPath in
        tableView.cellForRow(at: indexPath).map { (indexPath, $0) }
      }
    }

    override func indexPath(ofShown cell: UIView) -> IndexPath? {
      (cell as? UITableViewCell).flatMap { tableView?.indexPath(for: $0) }
    }

    override func shownSwipeActions(_ edge: SwipeEdge, at indexPath: IndexPath)
      -> UISwipeActionsConfiguration?
    {
      guard let tableView else { return nil }
      let shown = swipeActionsConfiguration(edge, at: indexPath, on: tableView, after: nil)
      return edge == .trailing ? shown ?? defaultDelete(at: indexPath, on: tableView) : shown
    }

    override func userMayMoveAsUIKitAsks(_ indexPath: IndexPath) -> Bool {
      guard let tableView else { return false }
      return userMayMoveAsUIKitAsks(indexPath, on: tableView)
    }

    override func moveTargetAsUIKitAsks(from source: IndexPath, proposed: IndexPath) -> IndexPath {
      guard let tableView else { return proposed }
      return moveTargetAsUIKitAsks(from: source, proposed: proposed, on: tableView)
    }

    override func moveAsDropDoes(from source: IndexPath, to destination: IndexPath) {
      guard let tableView else { return }
      dropAsUIKitDoes(from: source, to: destination, on: tableView)
      tableView.moveRow(at: source, to: destination)
    }

    var adaptedView: UITableView? { tableView }
    var asDataSource: any UITableViewDataSource { self }
    var asDelegate: any UITableViewDelegate { self }
    var asPrefetchDataSource: any UITableViewDataSourcePrefetching { self }
    var asDragDelegate: any UITableViewDragDelegate { self }
    var asDropDelegate: any UITableViewDropDelegate { self }
    func prepare(_ view: UITableView) {}
    func didRefresh(_ view: UITableView) {}
  }
#endif
