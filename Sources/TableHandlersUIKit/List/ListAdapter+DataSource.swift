#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  // UICollectionViewDataSource for a list. Each method reads as the table view's adapter's do:
  // the app's data source first (only for what it implements), then the registry, whose
  // handler's answer wins; where nobody answers, UIKit's own answer without the method.
  @available(iOS 14, *)
  extension ListAdapterBase: ListDataSourceRequirements {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    {
      willCountRows(on: collectionView)
      return handlers.numberOfRows(
        inSection: section, on: collectionView,
        after: app.dataSource?.collectionView(collectionView, numberOfItemsInSection: section))
    }

    /// The row's cell, made by exactly one party, as on a table.
    ///
    /// Where a handler answers the row's content: a cell of the kind registered for its custom
    /// cell, if it has one (not a SwiftUI row's reserved kind), else a list cell showing the
    /// content and its content configuration (`configure(_:showing:at:on:)`). Else the app's data source's
    /// cell, else an empty list cell. Every cell is dequeued through a registration made once.
    ///
    /// The cell gets the row's accessibility actions (`AccessibilityActions+UIKit.swift`),
    /// whoever made it.
    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      whenSafe.running(.callback) {
        let cell = self.cell(at: indexPath, on: collectionView)
        setAccessibilityActions(of: cell, at: indexPath)
        return cell
      }
    }

    /// The row's cell, from the party that makes it.
    private func cell(at indexPath: IndexPath, on collectionView: UICollectionView)
      -> UICollectionViewCell
    {
      let position = TablePosition(indexPath)
      let contentID = RowEvent<Void, RowContent?>.rowContent.id
      if handlers.rowHandlerReach(contentID, at: position) == nil,
        let dataSource = app.dataSource
      {
        return dataSource.collectionView(collectionView, cellForItemAt: indexPath)
      }
      let content = handlers.answer(.rowContent, at: position, on: collectionView)
      if let description = content?.customCell, !description.isSwiftUI,
        let cell = handlers.viewKinds.listCell(
          for: description, at: indexPath, on: collectionView)
      {
        return cell
      }
      let cell = collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration, for: indexPath, item: ())
      configure(cell, showing: content, at: position, on: collectionView)
      return cell
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
      handlers.numberOfSections(
        on: collectionView,
        after: app.implements(.numberOfSections)
          ? (app.dataSource?.numberOfSections(in:))?(collectionView) : nil)
    }

    /// A section's header or footer: a view of the kind registered for its custom view, if it
    /// declares one; else the app's data source's view where it makes one and no handler
    /// answers a title; else a list header or footer showing the title.
    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      let isHeader = kind == UICollectionView.elementKindSectionHeader
      if let description = customView(
        isHeader: isHeader, in: indexPath.section, on: collectionView),
        let view = handlers.viewKinds.listSupplementaryView(
          for: description, isHeader: isHeader, at: indexPath, on: collectionView)
      {
        return view
      }
      let title = title(isHeader: isHeader, in: indexPath.section, on: collectionView)
      if title == nil, app.implements(isHeader ? .titleForHeader : .titleForFooter),
        let view = (app.dataSource?.collectionView(_:viewForSupplementaryElementOfKind:at:))?(
          collectionView, kind, indexPath)
      {
        return view
      }
      let view = collectionView.dequeueConfiguredReusableSupplementary(
        using: isHeader ? headerRegistration : footerRegistration, for: indexPath)
      var configuration = ListCell.titleConfiguration(isHeader: isHeader, appearance: appearance)
      configuration.text = title
      view.contentConfiguration = configuration
      return view
    }

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
      -> Bool
    {
      handlers.userMayMove(
        at: TablePosition(indexPath), on: collectionView, appFollows: appFollowsMoves,
        app: app.implements(.canMoveRow)
          ? (app.dataSource?.collectionView(_:canMoveItemAt:))?(collectionView, indexPath) : nil)
    }

    /// Whether the user may move a row, asked of this adapter's method as UIKit asks it for the
    /// reorder accessory: what every gesture that moves a row asks
    /// (``HostAdapter/userMayMoveAsUIKitAsks(_:)``).
    func userMayMoveAsUIKitAsks(_ indexPath: IndexPath, on collectionView: UICollectionView)
      -> Bool
    {
      self.collectionView(collectionView, canMoveItemAt: indexPath)
    }

    /// The user dropped a dragged row (``HostAdapter/userMovedRow(from:to:on:app:)``).
    func collectionView(
      _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      userMovedRow(from: sourceIndexPath, to: destinationIndexPath, on: collectionView) {
        (app.dataSource?.collectionView(_:moveItemAt:to:))?(
          collectionView, sourceIndexPath, destinationIndexPath)
      }
    }

    /// A row dropped through this adapter's method, as UIKit reports a drop: what a row's
    /// accessibility move does before showing the move.
    func dropAsUIKitDoes(
      from sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath,
      on collectionView: UICollectionView
    ) {
      self.collectionView(collectionView, moveItemAt: sourceIndexPath, to: destinationIndexPath)
    }

    func indexTitles(for collectionView: UICollectionView) -> [String]? {
      ask(.sectionIndexTitles, (), on: collectionView) {
        .some((app.dataSource?.indexTitles(for:))?(collectionView))
      }
    }

    /// The index path an index title jumps to: its section's first item, from the handler's
    /// section (the nearest section with an item when it has none).
    func collectionView(
      _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
    ) -> IndexPath {
      if app.implements(.sectionForSectionIndexTitle),
        !handlers.handles(.sectionForSectionIndexTitle),
        let path = (app.dataSource?.collectionView(_:indexPathForIndexTitle:at:))?(
          collectionView, title, index)
      {
        return path
      }
      let section = handlers.answer(
        .sectionForSectionIndexTitle, (title: title, index: index), on: collectionView)
      // An item's index path ("the index path for the collection view item that should be
      // displayed", Apple): the section's first item, else the first of the next section that
      // has one, else of the previous one. Only a list without any item gets the section alone.
      let counts = handlers.shape.rowCounts
      let start = min(max(section, 0), counts.count)
      if let target = (start..<counts.count).first(where: { counts[$0] > 0 })
        ?? (0..<start).last(where: { counts[$0] > 0 })
      {
        return IndexPath(item: 0, section: target)
      }
      return IndexPath(index: section)
    }
  }
#endif
