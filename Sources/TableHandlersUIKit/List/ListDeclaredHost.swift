#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore
  import TableHandlersDeclarative

  /// Shows a declared table on a collection view's list: each update in one batch (or two, the
  /// rows then the sections, for one that moves a section whose rows change), when it is safe,
  /// with the same waits as on a table view (``TableViewDeclaredHost``).
  ///
  /// The registry changes inside `performBatchUpdates`, before the edits are told. After the
  /// batch, rows whose content changed are reconfigured in their cells (`reconfigureItems`, iOS
  /// 15; reloaded before), rows that need another kind of cell are reloaded, and the headers and
  /// footers of sections whose titles changed are refreshed in place, or their sections reloaded
  /// where a header or footer comes or goes (the list layout decides that per section, so the
  /// layout is invalidated too). An update asked for without animation, or for a list in no
  /// window, reloads the data instead.
  ///
  /// **Animation.** A collection view has no per-row animations: the host's `animation`, the
  /// table view's type so that a screen moves between the two hosts by its view alone, says
  /// whether the list animates at all. With `.none` every batch and every edit after it runs
  /// inside `UIView.performWithoutAnimation(_:)`: rows and sections appear, go and move at
  /// once, their cells, selection and scroll position kept as in an animated batch (unlike a
  /// reload). Any other value animates them as the collection view animates a batch.
  ///
  /// Held by the declared table (its host); holds the collection view and the registry weakly.
  @available(iOS 14, *)
  @MainActor
  final class ListDeclaredHost: BatchedDeclaredHost {
    /// The collection view shown.
    private var collectionView: UICollectionView? { tableHost as? UICollectionView }

    /// `.none` to show updates without animation; any other value animates them
    /// (``ListDeclaredHost``, "Animation").
    let animation: UITableView.RowAnimation

    init(
      collectionView: UICollectionView, handlers: TableHandlers,
      animation: UITableView.RowAnimation
    ) {
      self.animation = animation
      super.init(view: collectionView, handlers: handlers)
    }

    /// Runs edits of the collection view with the host's animation: for `.none`, with UIView
    /// animations off, since a collection view takes no animation per edit.
    ///
    /// - Parameter edits: The edits, a batch or edits outside one.
    private func animating(_ edits: () -> Void) {
      if animation == .none {
        UIView.performWithoutAnimation(edits)
      } else {
        edits()
      }
    }

    private var listAdapter: ListAdapter? { servingAdapter as? ListAdapter }

    /// The rows the list shows selected, but for the one a user's tap is still selecting
    /// (`ListAdapterBase.rowBeingSelected`), until its own handler has run.
    override var selectedRows: [TablePosition]? {
      guard let shown = super.selectedRows, let selecting = listAdapter?.rowBeingSelected else {
        return super.selectedRows
      }
      return shown.filter { $0 != selecting }
    }

    override func reloadViewData() {
      collectionView?.reloadData()
      collectionView?.collectionViewLayout.invalidateLayout()
    }

    override func rect(ofRow row: TablePosition) -> CGRect? {
      guard let collectionView, holds(row) else { return nil }
      return collectionView.layoutAttributesForItem(at: IndexPath(row))?.frame
    }

    override func row(at point: CGPoint) -> TablePosition? {
      collectionView?.indexPathForItem(at: point).map { TablePosition($0) }
    }

    override var visibleRows: [TablePosition] {
      (collectionView?.indexPathsForVisibleItems ?? []).map { TablePosition($0) }
    }

    override func scroll(to row: TablePosition, position: RowScrollPosition, animated: Bool) {
      guard let collectionView else { return }
      let at: UICollectionView.ScrollPosition
      switch position {
      case .top: at = .top
      case .middle: at = .centeredVertically
      case .bottom: at = .bottom
      case .nearest:
        // A collection view has no "as little as shows it": the edge the item is beyond.
        guard let rect = rect(ofRow: row) else { return }
        let visible = collectionView.bounds
        if rect.minY < visible.minY {
          at = .top
        } else if rect.maxY > visible.maxY {
          at = .bottom
        } else {
          return
        }
      }
      collectionView.scrollToItem(at: IndexPath(row), at: at, animated: animated)
    }

    override func performViewBatch(
      _ updates: (() -> Void)?, completion: @escaping (Bool) -> Void
    ) {
      animating { collectionView?.performBatchUpdates(updates, completion: completion) }
    }

    override func tellView(_ update: TableUpdate) {
      collectionView?.tell(update)
    }

    /// A collection view has no method that reloads its index alone (UIKit's
    /// `UICollectionView` documents none; `reloadData()` asks the data source everything
    /// again): an update that changes the index's titles reloads the list's data.
    override var reloadsDataForSectionIndex: Bool { true }

    override func showRest(of diff: DeclarationDiff) {
      guard !reloadedData, let collectionView, let adapter = listAdapter else { return }
      adapter.whenSafe.whileApplying {
        animating { showRest(of: diff, on: collectionView, adapter: adapter) }
      }
    }

    /// Shows on the collection view what the batch did not of an applied difference: content,
    /// cells of another kind, headers and footers.
    private func showRest(
      of diff: DeclarationDiff, on collectionView: UICollectionView, adapter: ListAdapter
    ) {
      if !diff.reconfiguredRows.isEmpty {
        let paths = diff.reconfiguredRows.map { IndexPath($0) }
        if #available(iOS 15, *) {
          collectionView.reconfigureItems(at: paths)
        } else {
          collectionView.reloadItems(at: paths)
        }
      }
      if !diff.reloadedRows.isEmpty {
        collectionView.reloadItems(at: diff.reloadedRows.map { IndexPath($0) })
      }
      guard !diff.reconfiguredSections.isEmpty else { return }
      // A header or footer that comes or goes changes the section's list configuration,
      // which the layout asks again when the section is reloaded; the others change in the
      // views on screen.
      var reloads = sectionsWhoseTitlesCameOrWent(diff)
      reloads.formUnion(
        refreshTitles(
          inSections: diff.reconfiguredSections.filter { !reloads.contains($0) },
          on: collectionView, adapter: adapter))
      if !reloads.isEmpty {
        collectionView.collectionViewLayout.invalidateLayout()
        performBatch { collectionView.reloadSections(reloads) }
      }
    }

    /// Shows the current titles and custom views in the headers and footers on screen of some
    /// sections.
    ///
    /// - Returns: The sections whose header or footer must be made again: a custom view of
    ///   another class than the one on screen, or one that replaces a title or the other way
    ///   round.
    private func refreshTitles(
      inSections sections: [Int], on collectionView: UICollectionView, adapter: ListAdapter
    ) -> IndexSet {
      let wanted = Set(sections)
      var remade = IndexSet()
      for kind in [
        UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter,
      ] {
        let isHeader = kind == UICollectionView.elementKindSectionHeader
        for indexPath in collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind)
        where wanted.contains(indexPath.section) {
          guard let view = collectionView.supplementaryView(forElementKind: kind, at: indexPath)
          else { continue }
          if let description = adapter.customView(
            isHeader: isHeader, in: indexPath.section, on: collectionView)
          {
            if !adapter.handlers.viewKinds.reconfigureListView(view, for: description) {
              remade.insert(indexPath.section)
            }
            continue
          }
          guard let titled = view as? UICollectionViewListCell,
            titled.contentConfiguration is UIListContentConfiguration
          else {
            remade.insert(indexPath.section)
            continue
          }
          var configuration = ListCell.titleConfiguration(
            isHeader: isHeader, appearance: adapter.appearance)
          configuration.text = adapter.title(
            isHeader: isHeader, in: indexPath.section, on: collectionView)
          titled.contentConfiguration = configuration
        }
      }
      return remade
    }

    override func showsSupplementaryView(
      isHeader: Bool, in section: Int, on host: any TableHost
    ) -> Bool {
      guard let collectionView = host as? UICollectionView, let adapter = listAdapter else {
        return super.showsSupplementaryView(isHeader: isHeader, in: section, on: host)
      }
      return adapter.hasSupplementaryView(isHeader: isHeader, in: section, on: collectionView)
    }
  }

  @available(iOS 14, *)
  extension DeclaredTable {
    /// Shows the declared table on a collection view as a list of the given appearance, which
    /// then follows every update.
    ///
    /// ```swift
    /// table.attach(to: collectionView)
    /// // later, after every model change:
    /// table.update(to: screen(model))
    /// ```
    ///
    /// The registry serves the collection view, its current data source, delegate and prefetch
    /// data source kept as the app's objects, asked first
    /// (`TableHandlers.attach(to:appearance:)`); the list is loaded, and every later
    /// `update(to:animated:)` is applied as on a table view (``attach(to:animation:)``): in one
    /// batch, when it is safe; with `animated: false`, or for a list in no window, as a reload.
    ///
    /// A collection view animates a batch as a whole, not row by row: `animation` is the table
    /// view's type, so that a screen moves from a table view to a list (and back) by its view
    /// alone, and on a list it says whether updates animate. `.none` shows each update's
    /// batches and the reloads and reconfigurations after them without animation (inside
    /// `UIView.performWithoutAnimation(_:)`), the cells, selection and scroll position kept as
    /// in an animated batch; any other value animates them as the collection view animates a
    /// batch.
    ///
    /// The declared table shows on one host at a time: attaching replaces a headless table, a
    /// table view or another list.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - appearance: How the list's sections look.
    ///   - animation: `.none` to show updates without animation; any other value animates them
    ///     as the collection view animates a batch.
    public func attach(
      to collectionView: UICollectionView, appearance: ListAppearance = .insetGrouped,
      animation: UITableView.RowAnimation = .automatic
    ) {
      handlers.attach(to: collectionView, appearance: appearance)
      show(on: collectionView, animation: animation)
    }

    /// Shows the declared table on a collection view as a list of the given appearance, with
    /// the given app's own objects asked first; see ``attach(to:appearance:animation:)``.
    ///
    /// ```swift
    /// // The view controller answers the delegate's scroll-view methods itself:
    /// table.attach(to: collectionView, dataSource: nil, delegate: self, animation: .fade)
    /// ```
    ///
    /// `nil` means none, whatever the collection view had before, as on a table view
    /// (``attach(to:dataSource:delegate:prefetchDataSource:animation:)``).
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - appearance: How the list's sections look.
    ///   - dataSource: The app's data source, asked before the declaration; `nil` for none.
    ///   - delegate: The app's delegate, asked before the declaration; `nil` for none.
    ///   - prefetchDataSource: The app's prefetch data source, asked before the declaration's
    ///     prefetching handlers; `nil` for none.
    ///   - animation: `.none` to show updates without animation; any other value animates them
    ///     as the collection view animates a batch.
    public func attach(
      to collectionView: UICollectionView, appearance: ListAppearance = .insetGrouped,
      dataSource: (any UICollectionViewDataSource)?, delegate: (any UICollectionViewDelegate)?,
      prefetchDataSource: (any UICollectionViewDataSourcePrefetching)? = nil,
      animation: UITableView.RowAnimation = .automatic
    ) {
      handlers.attach(
        to: collectionView, appearance: appearance, dataSource: dataSource, delegate: delegate,
        prefetchDataSource: prefetchDataSource)
      show(on: collectionView, animation: animation)
    }

    private func show(on collectionView: UICollectionView, animation: UITableView.RowAnimation) {
      collectionView.reloadData()
      // Loaded first, as on a table view: an update that waited for the previous host is
      // offered to this one.
      host = ListDeclaredHost(
        collectionView: collectionView, handlers: handlers, animation: animation)
    }
  }
#endif
