// Compiled twice: on Linux against the stand-in, as part of the stand-in's tests, and by
// Scripts/check-ios-standin.sh against the iOS 17 SDK's UIKit, Swift 6 mode, warnings as errors.
// What compiles in both is the stand-in list's API as UIKit spells it: every member of the two
// protocols (on Linux each is required, through the `…Requirements` protocols; on iOS a member
// that only nearly matches UIKit's warns), and every class, struct and method the stand-in
// declares for a list, called as an app calls it.
#if canImport(UIKit)
  import UIKit

  /// The data source protocol the probe conforms to: UIKit's.
  typealias ListProbeDataSource = UICollectionViewDataSource
  /// The delegate protocol the probe conforms to: UIKit's.
  typealias ListProbeDelegate = UICollectionViewDelegate
#else
  import Foundation
  import UIKitStandIn

  /// The data source protocol the probe conforms to: every member required.
  typealias ListProbeDataSource = UICollectionViewDataSourceRequirements
  /// The delegate protocol the probe conforms to: every member required.
  typealias ListProbeDelegate = UICollectionViewDelegateRequirements
#endif

/// An object that implements every member of the stand-in's collection-view protocols, with
/// UIKit's signatures, answering what UIKit answers without them.
@MainActor
final class ListSignatureProbe: NSObject, ListProbeDataSource, ListProbeDelegate {

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 0 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  { UICollectionViewCell() }

  func numberOfSections(in collectionView: UICollectionView) -> Int { 0 }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView { UICollectionReusableView() }

  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  { false }

  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

  func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }

  func collectionView(
    _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
  ) -> IndexPath { IndexPath(item: 0, section: 0) }

  func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool { false }

  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
  }

  func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
  {}

  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  { false }

  func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath)
    -> Bool
  { false }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}

  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}

  func collectionView(
    _ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath
  ) -> Bool { false }

  func collectionView(
    _ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath
  ) {}

  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}

  func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {}

  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}

  func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {}

  func collectionView(
    _ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath
  ) -> Bool { false }

  func collectionView(
    _ collectionView: UICollectionView, canPerformAction action: Selector,
    forItemAt indexPath: IndexPath, withSender sender: Any?
  ) -> Bool { false }

  func collectionView(
    _ collectionView: UICollectionView, performAction action: Selector,
    forItemAt indexPath: IndexPath, withSender sender: Any?
  ) {}

  func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath)
    -> Bool
  { false }

  func collectionView(
    _ collectionView: UICollectionView,
    shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext
  ) -> Bool { false }

  func collectionView(
    _ collectionView: UICollectionView,
    didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
    with coordinator: UIFocusAnimationCoordinator
  ) {}

  func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? { nil }

  func collectionView(
    _ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath
  ) -> Bool { false }

  func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath { IndexPath(item: 0, section: 0) }

  func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath)
    -> Bool
  { false }

  func collectionView(
    _ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
    with context: any UISpringLoadedInteractionContext
  ) -> Bool { false }

  func collectionView(
    _ collectionView: UICollectionView,
    shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool { false }

  func collectionView(
    _ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) {}

  func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {}

  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }

  func collectionView(
    _ collectionView: UICollectionView,
    contextMenuConfiguration configuration: UIContextMenuConfiguration,
    highlightPreviewForItemAt indexPath: IndexPath
  ) -> UITargetedPreview? { nil }

  func collectionView(
    _ collectionView: UICollectionView,
    contextMenuConfiguration configuration: UIContextMenuConfiguration,
    dismissalPreviewForItemAt indexPath: IndexPath
  ) -> UITargetedPreview? { nil }

  func collectionView(
    _ collectionView: UICollectionView,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) {}

  func collectionView(
    _ collectionView: UICollectionView,
    willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}

  func collectionView(
    _ collectionView: UICollectionView,
    willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}

  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }

  func collectionView(
    _ collectionView: UICollectionView,
    previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? { nil }

  func collectionView(
    _ collectionView: UICollectionView,
    previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? { nil }
}

extension ListSignatureProbe {
  /// Uses every type and method the stand-in declares for a list, as an app does.
  func useListAPI() {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    let appearances: [UICollectionLayoutListConfiguration.Appearance] = [
      .plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain,
    ]
    _ = appearances.contains(configuration.appearance)
    configuration.showsSeparators = false
    configuration.backgroundColor = nil
    configuration.headerMode = .supplementary
    configuration.headerMode = .firstItemInSection
    configuration.footerMode = .supplementary
    configuration.footerMode = .none
    configuration.headerTopPadding = 8
    configuration.leadingSwipeActionsConfigurationProvider = { indexPath in
      let action = UIContextualAction(style: .destructive, title: "Delete \(indexPath.item)") {
        _, _, completion in completion(true)
      }
      return UISwipeActionsConfiguration(actions: [action])
    }
    configuration.trailingSwipeActionsConfigurationProvider = nil
    let layout = UICollectionViewCompositionalLayout.list(using: configuration)
    let sectioned = UICollectionViewCompositionalLayout(sectionProvider: { section, environment in
      section < 0
        ? nil
        : NSCollectionLayoutSection.list(
          using: configuration, layoutEnvironment: environment)
    })
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    collectionView.collectionViewLayout = sectioned
    _ = collectionView.collectionViewLayout.collectionView
    // Assigned nil: on Linux the probe conforms to the requirements protocols only, so that
    // each of its members must match; on iOS its conformances are UIKit's.
    collectionView.dataSource = nil
    collectionView.delegate = nil
    collectionView.allowsSelection = true
    collectionView.allowsMultipleSelection = false
    collectionView.allowsSelectionDuringEditing = true
    collectionView.allowsMultipleSelectionDuringEditing = true
    collectionView.isEditing = false
    collectionView.allowsFocus = true
    collectionView.selectionFollowsFocus = false
    useCells(in: collectionView)
    useUpdates(of: collectionView)
  }

  /// Registers, dequeues and configures cells and supplementary views.
  private func useCells(in collectionView: UICollectionView) {
    let path = IndexPath(item: 0, section: 0)
    let header = UICollectionView.elementKindSectionHeader
    collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.register(
      UICollectionReusableView.self, forSupplementaryViewOfKind: header,
      withReuseIdentifier: "header")
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, indexPath, item in
      var content = cell.defaultContentConfiguration()
      content.text = "\(item) \(indexPath.item)"
      cell.contentConfiguration = content
      cell.indentationLevel = 1
      cell.indentationWidth = 10
      cell.indentsAccessories = true
      cell.isSelected = false
      cell.isHighlighted = false
      cell.accessories = [
        .disclosureIndicator(), .checkmark(displayed: .whenNotEditing), .detail {},
        .delete(displayed: .whenEditing, actionHandler: {}), .insert(), .reorder(),
        .multiselect(), .outlineDisclosure(options: .init(style: .header)), .label(text: "3"),
        .customView(configuration: .init(customView: UIView(), placement: .trailing())),
        .popUpMenu(UIMenu(children: [])),
      ]
      _ = cell.accessories.first?.accessoryType == .disclosureIndicator
    }
    let footer = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
      elementKind: UICollectionView.elementKindSectionFooter
    ) { view, kind, indexPath in
      let layouts: [UIListContentConfiguration] = [
        .plainHeader(), .plainFooter(), .groupedHeader(), .groupedFooter(), .sidebarCell(),
        .sidebarHeader(),
      ]
      _ = layouts
      var content = view.defaultContentConfiguration()
      content.text = "\(kind) \(indexPath.section)"
      view.contentConfiguration = content
    }
    let cell = collectionView.dequeueConfiguredReusableCell(
      using: registration, for: path, item: "one")
    _ = cell.contentView
    _ = collectionView.dequeueConfiguredReusableSupplementary(using: footer, for: path)
    let plain = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
    plain.prepareForReuse()
    _ = plain.reuseIdentifier
    _ = collectionView.dequeueReusableSupplementaryView(
      ofKind: header, withReuseIdentifier: "header", for: path)
    _ = collectionView.cellForItem(at: path)
    _ = collectionView.visibleCells
    _ = collectionView.indexPathsForVisibleItems
    _ = collectionView.indexPath(for: plain)
    _ = collectionView.supplementaryView(forElementKind: header, at: path)
    _ = collectionView.visibleSupplementaryViews(ofKind: header)
    _ = collectionView.indexPathsForVisibleSupplementaryElements(ofKind: header)
  }

  /// Counts, selection, scrolling and the structural edits.
  private func useUpdates(of collectionView: UICollectionView) {
    let path = IndexPath(item: 0, section: 0)
    _ = collectionView.numberOfSections
    _ = collectionView.numberOfItems(inSection: 0)
    collectionView.performBatchUpdates(
      {
        collectionView.insertItems(at: [path])
        collectionView.deleteItems(at: [path])
        collectionView.moveItem(at: path, to: path)
        collectionView.reloadItems(at: [path])
        collectionView.reconfigureItems(at: [path])
        collectionView.insertSections(IndexSet(integer: 0))
        collectionView.deleteSections(IndexSet(integer: 0))
        collectionView.moveSection(0, toSection: 1)
        collectionView.reloadSections(IndexSet(integer: 0))
      }, completion: { _ in })
    collectionView.performBatchUpdates(nil)
    collectionView.reloadData()
    collectionView.selectItem(at: path, animated: false, scrollPosition: [.centeredVertically])
    collectionView.selectItem(at: nil, animated: false, scrollPosition: [])
    collectionView.deselectItem(at: path, animated: true)
    _ = collectionView.indexPathsForSelectedItems
    let positions: [UICollectionView.ScrollPosition] = [
      .top, .centeredVertically, .bottom, .left, .centeredHorizontally, .right,
    ]
    collectionView.scrollToItem(at: path, at: positions[0], animated: true)
  }
}

#if canImport(UIKit)
  extension ListSignatureProbe {
    /// Every member the stand-in declares, named as a member of UIKit's protocol.
    ///
    /// A member UIKit does not declare fails to compile here, however far its name is from
    /// UIKit's. Marked deprecated so that naming the deprecated members does not warn.
    @available(iOS, deprecated: 13.0, message: "names deprecated members on purpose")
    static let uikitSelectors: [Selector] = [
      #selector(UICollectionViewDataSource.collectionView(_:numberOfItemsInSection:)),
      #selector(UICollectionViewDataSource.collectionView(_:cellForItemAt:)),
      #selector(UICollectionViewDataSource.numberOfSections(in:)),
      #selector(UICollectionViewDataSource.collectionView(_:viewForSupplementaryElementOfKind:at:)),
      #selector(UICollectionViewDataSource.collectionView(_:canMoveItemAt:)),
      #selector(UICollectionViewDataSource.collectionView(_:moveItemAt:to:)),
      #selector(UICollectionViewDataSource.indexTitles(for:)),
      #selector(UICollectionViewDataSource.collectionView(_:indexPathForIndexTitle:at:)),
      #selector(UICollectionViewDelegate.collectionView(_:shouldHighlightItemAt:)),
      #selector(UICollectionViewDelegate.collectionView(_:didHighlightItemAt:)),
      #selector(UICollectionViewDelegate.collectionView(_:didUnhighlightItemAt:)),
      #selector(UICollectionViewDelegate.collectionView(_:shouldSelectItemAt:)),
      #selector(UICollectionViewDelegate.collectionView(_:shouldDeselectItemAt:)),
      #selector(UICollectionViewDelegate.collectionView(_:didSelectItemAt:)),
      #selector(UICollectionViewDelegate.collectionView(_:didDeselectItemAt:)),
      #selector(UICollectionViewDelegate.collectionView(_:canPerformPrimaryActionForItemAt:)),
      #selector(UICollectionViewDelegate.collectionView(_:performPrimaryActionForItemAt:)),
      #selector(UICollectionViewDelegate.collectionView(_:willDisplay:forItemAt:)),
      #selector(
        UICollectionViewDelegate.collectionView(_:willDisplaySupplementaryView:forElementKind:at:)),
      #selector(UICollectionViewDelegate.collectionView(_:didEndDisplaying:forItemAt:)),
      #selector(
        UICollectionViewDelegate.collectionView(
          _:didEndDisplayingSupplementaryView:forElementOfKind:at:)),
      #selector(UICollectionViewDelegate.collectionView(_:shouldShowMenuForItemAt:)),
      #selector(UICollectionViewDelegate.collectionView(_:canPerformAction:forItemAt:withSender:)),
      #selector(UICollectionViewDelegate.collectionView(_:performAction:forItemAt:withSender:)),
      #selector(UICollectionViewDelegate.collectionView(_:canFocusItemAt:)),
      #selector(UICollectionViewDelegate.collectionView(_:shouldUpdateFocusIn:)),
      #selector(UICollectionViewDelegate.collectionView(_:didUpdateFocusIn:with:)),
      #selector(UICollectionViewDelegate.indexPathForPreferredFocusedView(in:)),
      #selector(UICollectionViewDelegate.collectionView(_:selectionFollowsFocusForItemAt:)),
      #selector(
        UICollectionViewDelegate.collectionView(
          _:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:
          toProposedIndexPath:)),
      #selector(UICollectionViewDelegate.collectionView(_:canEditItemAt:)),
      #selector(UICollectionViewDelegate.collectionView(_:shouldSpringLoadItemAt:with:)),
      #selector(
        UICollectionViewDelegate.collectionView(_:shouldBeginMultipleSelectionInteractionAt:)),
      #selector(UICollectionViewDelegate.collectionView(_:didBeginMultipleSelectionInteractionAt:)),
      #selector(UICollectionViewDelegate.collectionViewDidEndMultipleSelectionInteraction(_:)),
      #selector(
        UICollectionViewDelegate.collectionView(_:contextMenuConfigurationForItemsAt:point:)),
      #selector(
        UICollectionViewDelegate.collectionView(
          _:contextMenuConfiguration:highlightPreviewForItemAt:)),
      #selector(
        UICollectionViewDelegate.collectionView(
          _:contextMenuConfiguration:dismissalPreviewForItemAt:)),
      #selector(
        UICollectionViewDelegate.collectionView(_:willPerformPreviewActionForMenuWith:animator:)),
      #selector(UICollectionViewDelegate.collectionView(_:willDisplayContextMenu:animator:)),
      #selector(UICollectionViewDelegate.collectionView(_:willEndContextMenuInteraction:animator:)),
      #selector(
        UICollectionViewDelegate.collectionView(_:contextMenuConfigurationForItemAt:point:)),
      #selector(
        UICollectionViewDelegate.collectionView(
          _:previewForHighlightingContextMenuWithConfiguration:)),
      #selector(
        UICollectionViewDelegate.collectionView(_:previewForDismissingContextMenuWithConfiguration:)
      ),
    ]
  }
#endif
