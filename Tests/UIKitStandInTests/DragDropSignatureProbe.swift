// Compiled twice: on Linux against the stand-in, as part of the stand-in's tests, and by
// Scripts/check-ios-standin.sh against the iOS 17 SDK's UIKit, Swift 6 mode, warnings as errors.
// What compiles in both is the stand-in's drag and drop API as UIKit spells it: every member of
// the table's and the collection view's drag and drop delegates (on Linux each is required,
// through the `…Requirements` protocols; on iOS a member that only nearly matches warns), and
// every drag and drop type, property and method the stand-in declares, used as an app uses it.
#if canImport(UIKit)
  import UIKit

  /// The table's drag delegate protocol the probe conforms to: UIKit's.
  typealias TableDragProbeDelegate = UITableViewDragDelegate
  /// The table's drop delegate protocol the probe conforms to: UIKit's.
  typealias TableDropProbeDelegate = UITableViewDropDelegate
  /// The collection view's drag delegate protocol the probe conforms to: UIKit's.
  typealias ListDragProbeDelegate = UICollectionViewDragDelegate
  /// The collection view's drop delegate protocol the probe conforms to: UIKit's.
  typealias ListDropProbeDelegate = UICollectionViewDropDelegate
#else
  import Foundation
  import UIKitStandIn

  /// The table's drag delegate protocol the probe conforms to: every member required.
  typealias TableDragProbeDelegate = UITableViewDragDelegateRequirements
  /// The table's drop delegate protocol the probe conforms to: every member required.
  typealias TableDropProbeDelegate = UITableViewDropDelegateRequirements
  /// The collection view's drag delegate protocol the probe conforms to: every member required.
  typealias ListDragProbeDelegate = UICollectionViewDragDelegateRequirements
  /// The collection view's drop delegate protocol the probe conforms to: every member required.
  typealias ListDropProbeDelegate = UICollectionViewDropDelegateRequirements
#endif

/// An object that implements every member of the four drag and drop delegate protocols, with
/// UIKit's signatures, using the types each member is given as an app does.
@MainActor
final class DragDropSignatureProbe: NSObject, TableDragProbeDelegate, TableDropProbeDelegate,
  ListDragProbeDelegate, ListDropProbeDelegate
{
  func tableView(
    _ tableView: UITableView, itemsForBeginning session: any UIDragSession,
    at indexPath: IndexPath
  ) -> [UIDragItem] {
    session.localContext = indexPath
    let item = UIDragItem(itemProvider: NSItemProvider())
    item.localObject = indexPath
    return session.allowsMoveOperation && !session.isRestrictedToDraggingApplication
      ? [item] : []
  }

  func tableView(
    _ tableView: UITableView, itemsForAddingTo session: any UIDragSession,
    at indexPath: IndexPath, point: CGPoint
  ) -> [UIDragItem] {
    session.location(in: tableView) == point ? session.items : []
  }

  func tableView(
    _ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath
  ) -> UIDragPreviewParameters? {
    let parameters = UIDragPreviewParameters()
    parameters.backgroundColor = nil
    return parameters
  }

  func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) {}

  func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) {}

  func tableView(
    _ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession
  ) -> Bool { true }

  func tableView(
    _ tableView: UITableView,
    dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
  ) -> Bool { false }

  func tableView(
    _ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator
  ) {
    let proposal: UITableViewDropProposal = coordinator.proposal
    let session: any UIDropSession = coordinator.session
    guard let destination = coordinator.destinationIndexPath,
      proposal.intent == .insertAtDestinationIndexPath || proposal.operation == .copy,
      session.localDragSession == nil
    else { return }
    for item in coordinator.items {
      let source: IndexPath? = item.sourceIndexPath
      let size: CGSize = item.previewSize
      if source != nil || size == .zero {
        _ = coordinator.drop(item.dragItem, toRowAt: destination)
        _ = coordinator.drop(item.dragItem, intoRowAt: destination, rect: .zero)
      }
      let placeholder = UITableViewDropPlaceholder(
        insertionIndexPath: destination, reuseIdentifier: "cell", rowHeight: 44)
      placeholder.cellUpdateHandler = { _ in }
      placeholder.previewParametersProvider = { _ in UIDragPreviewParameters() }
      let context: any UITableViewDropPlaceholderContext = coordinator.drop(
        item.dragItem, to: placeholder)
      context.addAnimations {}
      context.addCompletion { position in _ = position == .end }
      _ = context.dragItem.itemProvider.loadDataRepresentation(
        forTypeIdentifier: "public.plain-text"
      ) { data, error in _ = (data, error) }
      if !context.commitInsertion(dataSourceUpdates: { _ in }) { _ = context.deletePlaceholder() }
    }
  }

  func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool {
    session.hasItemsConforming(toTypeIdentifiers: ["public.plain-text"])
  }

  func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession) {
    session.progressIndicatorStyle = .none
  }

  func tableView(
    _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UITableViewDropProposal {
    let proposal = UITableViewDropProposal(
      operation: tableView.hasActiveDrag ? .move : .copy, intent: .automatic)
    proposal.isPrecise = true
    proposal.prefersFullSizePreview = false
    return destinationIndexPath == nil
      ? UITableViewDropProposal(operation: .forbidden) : proposal
  }

  func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession) {}

  func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession) {}

  func tableView(
    _ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath
  ) -> UIDragPreviewParameters? { nil }

  func collectionView(
    _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession,
    at indexPath: IndexPath
  ) -> [UIDragItem] { [UIDragItem(itemProvider: NSItemProvider())] }

  func collectionView(
    _ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession,
    at indexPath: IndexPath, point: CGPoint
  ) -> [UIDragItem] { [] }

  func collectionView(
    _ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath
  ) -> UIDragPreviewParameters? { nil }

  func collectionView(
    _ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession
  ) {}

  func collectionView(
    _ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession
  ) {}

  func collectionView(
    _ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: any UIDragSession
  ) -> Bool { true }

  func collectionView(
    _ collectionView: UICollectionView,
    dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
  ) -> Bool { false }

  func collectionView(
    _ collectionView: UICollectionView,
    performDropWith coordinator: any UICollectionViewDropCoordinator
  ) {
    let proposal: UICollectionViewDropProposal = coordinator.proposal
    guard let destination = coordinator.destinationIndexPath,
      proposal.intent != .insertIntoDestinationIndexPath, coordinator.session.items.count > 0
    else { return }
    for item in coordinator.items where item.sourceIndexPath == nil {
      _ = item.previewSize
      _ = coordinator.drop(item.dragItem, toItemAt: destination)
      _ = coordinator.drop(item.dragItem, intoItemAt: destination, rect: .zero)
      let placeholder = UICollectionViewDropPlaceholder(
        insertionIndexPath: destination, reuseIdentifier: "cell")
      placeholder.cellUpdateHandler = { _ in }
      placeholder.previewParametersProvider = { _ in nil }
      let context: any UICollectionViewDropPlaceholderContext = coordinator.drop(
        item.dragItem, to: placeholder)
      context.setNeedsCellUpdate()
      if !context.commitInsertion(dataSourceUpdates: { _ in }) { _ = context.deletePlaceholder() }
    }
  }

  func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession)
    -> Bool
  { true }

  func collectionView(
    _ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession
  ) {}

  func collectionView(
    _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UICollectionViewDropProposal {
    UICollectionViewDropProposal(
      operation: collectionView.hasActiveDrag ? .move : .cancel,
      intent: .insertAtDestinationIndexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession
  ) {}

  func collectionView(
    _ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession
  ) {}

  func collectionView(
    _ collectionView: UICollectionView, dropPreviewParametersForItemAt indexPath: IndexPath
  ) -> UIDragPreviewParameters? { nil }
}

/// The views' drag and drop properties and the item provider, used as an app uses them.
@MainActor
func dragDropSignatureProbe(
  tableView: UITableView, collectionView: UICollectionView, probe: DragDropSignatureProbe
) -> Bool {
  #if canImport(UIKit)
    tableView.dragDelegate = probe
    tableView.dropDelegate = probe
    collectionView.dragDelegate = probe
    collectionView.dropDelegate = probe
  #else
    _ = probe
  #endif
  tableView.dragInteractionEnabled = true
  collectionView.dragInteractionEnabled = false
  collectionView.reorderingCadence = .fast
  let provider = NSItemProvider()
  provider.registerDataRepresentation(forTypeIdentifier: "public.plain-text", visibility: .all) {
    completion in
    completion(Data(), nil)
    return nil
  }
  let types: [String] = provider.registeredTypeIdentifiers
  let progress: Progress = provider.loadDataRepresentation(forTypeIdentifier: types[0]) { _, _ in }
  let operations: [UIDropOperation] = [.cancel, .forbidden, .copy, .move]
  let intents: [UICollectionViewDropProposal.Intent] = [
    .unspecified, .insertAtDestinationIndexPath, .insertIntoDestinationIndexPath,
  ]
  return progress.totalUnitCount >= 0 && operations.count + intents.count > 0
    && (tableView.hasActiveDrag || tableView.hasActiveDrop || tableView.hasUncommittedUpdates
      || collectionView.hasActiveDrag || collectionView.hasActiveDrop
      || collectionView.hasUncommittedUpdates)
}
