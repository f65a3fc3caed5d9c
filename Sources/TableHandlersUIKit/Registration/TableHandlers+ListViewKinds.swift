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
    /// Registers the list cell class that shows rows whose custom cell is of a kind
    /// (`RowContent.customCell`, declared with `Row.customCell(_:)`), for every list the
    /// registry serves: the list's counterpart of registering a table view's cell class for the
    /// kind.
    ///
    /// ```swift
    /// handlers.registerCell(ProfileListCell.self, forKind: "ProfileCell") { cell, description in
    ///   if let profile = description.value(as: Profile.self) { cell.show(profile) }
    /// }
    /// ```
    ///
    /// The cell registration is made here, once: UIKit raises when one is made while it asks
    /// for a cell (iOS 15). For a row whose content names the kind, the list adapter dequeues a
    /// cell through it with the row's index path and calls `configure` with the row's
    /// description; a reconfigured row gets the same cell configured again. The row's
    /// selection, swipe, menu and other handlers stay. A kind registered again replaces the
    /// earlier registration for cells dequeued from then on.
    ///
    /// - Parameters:
    ///   - cellType: The `UICollectionViewCell` subclass.
    ///   - kind: The kind, as the descriptions name it.
    ///   - configure: Configures a dequeued cell for a row's description.
    public func registerCell<Cell: UICollectionViewCell>(
      _ cellType: Cell.Type, forKind kind: String,
      configure: @escaping @MainActor (Cell, CustomViewDescription) -> Void
    ) {
      let registration = UICollectionView.CellRegistration<Cell, CustomViewDescription> {
        cell, _, description in
        configure(cell, description)
      }
      viewKinds.listCells[kind] = { collectionView, path, item in
        collectionView.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
      }
    }

    /// Registers the view class that shows sections whose custom header or footer view is of a
    /// kind (`Section.headerView(_:)` and `footerView(_:)` with a `CustomViewDescription`), for
    /// every list the registry serves: the list's counterpart of registering a table view's
    /// header and footer view class for the kind.
    ///
    /// ```swift
    /// handlers.registerHeaderFooterView(ProfileListHeader.self, forKind: "ProfileHeader") {
    ///   header, description in
    ///   header.title = description.description
    /// }
    /// ```
    ///
    /// The registrations (one for headers, one for footers) are made here, once. A section
    /// whose `customHeaderView` (or `customFooterView`) names the kind gets a header (footer)
    /// in its list section, dequeued through them and configured with the description; it is
    /// shown before the app's data source's view, as a handler's answer is. When a declaration
    /// changes the description, the view on screen is configured again in place.
    ///
    /// - Parameters:
    ///   - viewType: The `UICollectionReusableView` subclass.
    ///   - kind: The kind, as the descriptions name it.
    ///   - configure: Configures a dequeued view (or the one on screen) for a description.
    public func registerHeaderFooterView<View: UICollectionReusableView>(
      _ viewType: View.Type, forKind kind: String,
      configure: @escaping @MainActor (View, CustomViewDescription) -> Void
    ) {
      // The description reaches the registration's handler through the view's dequeue: a
      // supplementary registration has no item, so the kind keeps the one being dequeued.
      let pending = PendingDescription()
      let handler: UICollectionView.SupplementaryRegistration<View>.Handler = { view, _, _ in
        if let description = pending.description { configure(view, description) }
      }
      let header = UICollectionView.SupplementaryRegistration<View>(
        elementKind: UICollectionView.elementKindSectionHeader, handler: handler)
      let footer = UICollectionView.SupplementaryRegistration<View>(
        elementKind: UICollectionView.elementKindSectionFooter, handler: handler)
      viewKinds.listSupplementaryViews[kind] = CustomViewKinds.ListSupplementaryKind(
        dequeue: { collectionView, isHeader, path, description in
          pending.description = description
          defer { pending.description = nil }
          return collectionView.dequeueConfiguredReusableSupplementary(
            using: isHeader ? header : footer, for: path)
        },
        reconfigure: reconfiguring(configure))
    }
  }

  /// The description of the header or footer view being dequeued, for its registration's
  /// handler.
  @MainActor
  final class PendingDescription {
    var description: CustomViewDescription?
  }

  extension CustomViewKinds {
    /// Dequeues and configures a list cell for a row's description.
    typealias ListCellKind =
      @MainActor (UICollectionView, IndexPath, CustomViewDescription) -> UICollectionViewCell

    /// Dequeues and configures a list's header or footer view (`true` for a header), or
    /// configures one on screen again.
    struct ListSupplementaryKind {
      let dequeue:
        @MainActor (UICollectionView, Bool, IndexPath, CustomViewDescription) ->
          UICollectionReusableView
      /// Configures a view on screen; `false` when it is of another class.
      let reconfigure: @MainActor (UICollectionReusableView, CustomViewDescription) -> Bool
    }

    /// A list cell of the description's kind for a row, or `nil` (reported) when no list cell
    /// class is registered for the kind.
    func listCell(
      for description: CustomViewDescription, at indexPath: IndexPath,
      on collectionView: UICollectionView
    ) -> UICollectionViewCell? {
      registered(
        listCells, description, "list cell", section: indexPath.section, row: indexPath.item)?(
          collectionView, indexPath, description)
    }

    /// A list header or footer view of the description's kind, or `nil` (reported) when no
    /// list view class is registered for the kind.
    func listSupplementaryView(
      for description: CustomViewDescription, isHeader: Bool, at indexPath: IndexPath,
      on collectionView: UICollectionView
    ) -> UICollectionReusableView? {
      registered(
        listSupplementaryViews, description, isHeader ? "list header view" : "list footer view",
        section: indexPath.section, row: nil)?
        .dequeue(collectionView, isHeader, indexPath, description)
    }

    /// Configures a list header or footer view on screen for a description, if a view class is
    /// registered for its kind and the view is of it.
    func reconfigureListView(
      _ view: UICollectionReusableView, for description: CustomViewDescription
    ) -> Bool {
      listSupplementaryViews[description.kind]?.reconfigure(view, description) ?? false
    }
  }
#endif
