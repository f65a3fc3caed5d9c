#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  // The list layout: one list section per section, each asked of the registry when UIKit lays
  // it out, since what a table asks its delegate (a section's header, a row's swipe actions) a
  // list takes from its layout's configuration.
  @available(iOS 14, *)
  extension ListAdapterBase {
    /// A compositional layout of list sections, each configured by ``listConfiguration(for:)``.
    func makeLayout() -> UICollectionViewCompositionalLayout {
      UICollectionViewCompositionalLayout { [weak self] section, environment in
        let configuration =
          self?.listConfiguration(for: section)
          ?? UICollectionLayoutListConfiguration(appearance: .plain)
        return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
      }
    }

    /// A section's list configuration: the list's appearance; a header and a footer where the
    /// registry answers a title or a custom view for them (a list shows none otherwise,
    /// whatever its data source could make); swipe actions asked when the user swipes.
    ///
    /// The swipe providers get only an index path: each looks the row up at that moment, so
    /// that actions shown after rows were inserted above act on their own row.
    func listConfiguration(for section: Int) -> UICollectionLayoutListConfiguration {
      var configuration = UICollectionLayoutListConfiguration(
        appearance: UICollectionLayoutListConfiguration.Appearance(appearance))
      if let collectionView {
        configuration.headerMode =
          hasSupplementaryView(isHeader: true, in: section, on: collectionView)
          ? .supplementary : .none
        configuration.footerMode =
          hasSupplementaryView(isHeader: false, in: section, on: collectionView)
          ? .supplementary : .none
      }
      configuration.leadingSwipeActionsConfigurationProvider = { [weak self] indexPath in
        self?.swipeActions(.leading, at: indexPath)
      }
      configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
        self?.swipeActions(.trailing, at: indexPath)
      }
      return configuration
    }

    /// Whether a section has a header (`isHeader`) or a footer: a title or a custom view.
    func hasSupplementaryView(
      isHeader: Bool, in section: Int, on collectionView: UICollectionView
    ) -> Bool {
      title(isHeader: isHeader, in: section, on: collectionView) != nil
        || customView(isHeader: isHeader, in: section, on: collectionView) != nil
    }

    /// A section's custom header or footer view, from its handler; `nil` for none.
    func customView(isHeader: Bool, in section: Int, on collectionView: UICollectionView)
      -> CustomViewDescription?
    {
      let event: SectionEvent<Void, CustomViewDescription?> =
        isHeader ? .customHeaderView : .customFooterView
      guard handlers.handles(event) else { return nil }
      return handlers.answer(event, in: section, on: collectionView)
    }

    /// A section's header or footer title, from its handler; `nil` for none.
    func title(isHeader: Bool, in section: Int, on collectionView: UICollectionView) -> String? {
      let event: SectionEvent<Void, String?> = isHeader ? .titleForHeader : .titleForFooter
      guard handlers.handles(event) else { return nil }
      return handlers.answer(event, in: section, on: collectionView)
    }

    /// A row's swipe actions from an edge, as the table view's adapter makes them; a list
    /// shows none where a table would show its default Delete, so a row whose deletion is
    /// committed by a handler gets that Delete here.
    func swipeActions(_ edge: SwipeEdge, at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
      guard let collectionView else { return nil }
      if let configuration = swipeActionsConfiguration(
        edge, at: indexPath, on: collectionView, after: nil)
      {
        return configuration
      }
      guard edge == .trailing else { return nil }
      return defaultDelete(at: TablePosition(indexPath), on: collectionView) {
        [weak self, weak collectionView] position in
        guard let self, let collectionView else { return }
        // As a swipe action's handler runs: an update it asks for is applied as soon as it
        // returns, so that the completion can tell whether the row left.
        self.whenSafe.running(.swipeAction) {
          self.handlers.answer(.commitEditing, at: position, .delete, on: collectionView)
        }
      }
    }
  }
#endif
