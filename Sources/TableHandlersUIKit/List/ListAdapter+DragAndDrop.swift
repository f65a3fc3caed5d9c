#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  // UICollectionViewDragDelegate and UICollectionViewDropDelegate, as the table's
  // (`../Adapter/Answering/TableViewAdapter+DragAndDrop.swift`): the app's own drag or drop
  // delegate first, then the registry, whose handler's answer wins; the conversions are shared
  // (`../Adapter/DragAndDrop/DragAndDrop+UIKit.swift`). Each method answers as the table's of
  // the same place in that file, whose comment says how.
  @available(iOS 14, *)
  extension ListAdapterBase: ListDragRequirements {
    func collectionView(
      _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession,
      at indexPath: IndexPath
    ) -> [UIDragItem] {
      itemsForBeginningDrag(
        at: TablePosition(indexPath), on: collectionView,
        app: app.dragDelegate?.collectionView(
          collectionView, itemsForBeginning: session, at: indexPath))
    }

    func collectionView(
      _ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession,
      at indexPath: IndexPath, point: CGPoint
    ) -> [UIDragItem] {
      itemsForAddingToDrag(
        at: TablePosition(indexPath), on: collectionView,
        app: appAnswer(dragItemsForAddingID, else: nil) {
          (app.dragDelegate?.collectionView(_:itemsForAddingTo:at:point:))?(
            collectionView, session, indexPath, point)
        })
    }

    func collectionView(
      _ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath
    ) -> UIDragPreviewParameters? {
      appAnswer(dragPreviewID, else: nil) {
        (app.dragDelegate?.collectionView(_:dragPreviewParametersForItemAt:))?(
          collectionView, indexPath)
      }
    }

    func collectionView(
      _ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession
    ) {
      tellApp(dragSessionWillBeginID) {
        (app.dragDelegate?.collectionView(_:dragSessionWillBegin:))?(collectionView, session)
      }
    }

    func collectionView(
      _ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession
    ) {
      tellApp(dragSessionDidEndID) {
        (app.dragDelegate?.collectionView(_:dragSessionDidEnd:))?(collectionView, session)
      }
    }

    func collectionView(
      _ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: any UIDragSession
    ) -> Bool {
      appAnswer(dragSessionAllowsMoveID, else: true) {
        (app.dragDelegate?.collectionView(_:dragSessionAllowsMoveOperation:))?(
          collectionView, session)
      }
    }

    func collectionView(
      _ collectionView: UICollectionView,
      dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool {
      appAnswer(dragSessionIsRestrictedID, else: false) {
        (app.dragDelegate?.collectionView(_:dragSessionIsRestrictedToDraggingApplication:))?(
          collectionView, session)
      }
    }
  }

  @available(iOS 14, *)
  extension ListAdapterBase: ListDropRequirements {
    func collectionView(
      _ collectionView: UICollectionView,
      performDropWith coordinator: any UICollectionViewDropCoordinator
    ) {
      performDrop(
        on: collectionView,
        app: { app.dropDelegate?.collectionView(collectionView, performDropWith: coordinator) },
        drop: {
          let host = ViewDropHost(
            adapter: self,
            drop: { _ = coordinator.drop(coordinator.items[$0].dragItem, toItemAt: $1) },
            placeholder: { [weak collectionView] index, indexPath, _ in
              // A list's rows size themselves: the placeholder's height is its cell's.
              let identifier = ViewDropHost.placeholderIdentifier
              collectionView?.register(
                UICollectionViewListCell.self, forCellWithReuseIdentifier: identifier)
              let placeholder = UICollectionViewDropPlaceholder(
                insertionIndexPath: indexPath, reuseIdentifier: identifier)
              let context = coordinator.drop(coordinator.items[index].dragItem, to: placeholder)
              return (
                { context.commitInsertion(dataSourceUpdates: $0) }, { context.deletePlaceholder() }
              )
            })
          return (
            coordinator.session, coordinator.destinationIndexPath,
            coordinator.items.map(\.sourceIndexPath),
            DropProposal(coordinator.proposal), host
          )
        })
    }

    func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession)
      -> Bool
    {
      canHandleDrop(session, on: collectionView) {
        (app.dropDelegate?.collectionView(_:canHandle:))?(collectionView, session)
      }
    }

    func collectionView(
      _ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession
    ) {
      tellApp(dropSessionDidEnterID) {
        (app.dropDelegate?.collectionView(_:dropSessionDidEnter:))?(collectionView, session)
      }
    }

    func collectionView(
      _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
      withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal {
      dropProposal(
        session, at: destinationIndexPath, on: collectionView,
        app: {
          (app.dropDelegate?.collectionView(_:dropSessionDidUpdate:withDestinationIndexPath:))?(
            collectionView, session, destinationIndexPath)
        },
        rowCount: { collectionView.numberOfItems(inSection: $0) },
        target: { self.moveTargetAsUIKitAsks(from: $0, proposed: $1, on: collectionView) },
        proposal: { UICollectionViewDropProposal($0) })
    }

    func collectionView(
      _ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession
    ) {
      tellApp(dropSessionDidExitID, thenSettle: true) {
        (app.dropDelegate?.collectionView(_:dropSessionDidExit:))?(collectionView, session)
      }
    }

    func collectionView(
      _ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession
    ) {
      tellApp(dropSessionDidEndID, thenSettle: true) {
        (app.dropDelegate?.collectionView(_:dropSessionDidEnd:))?(collectionView, session)
      }
    }

    func collectionView(
      _ collectionView: UICollectionView, dropPreviewParametersForItemAt indexPath: IndexPath
    ) -> UIDragPreviewParameters? {
      appAnswer(dropPreviewID, else: nil) {
        (app.dropDelegate?.collectionView(_:dropPreviewParametersForItemAt:))?(
          collectionView, indexPath)
      }
    }
  }

  extension UICollectionViewDropProposal {
    /// The core's proposal as a list's; a list has no automatic intent, so `.automatic` inserts
    /// at the destination.
    convenience init(_ proposal: DropProposal) {
      let intent: UICollectionViewDropProposal.Intent =
        switch proposal.intent {
        case .unspecified: .unspecified
        case .insertAtDestination: .insertAtDestinationIndexPath
        case .insertIntoDestination: .insertIntoDestinationIndexPath
        case .automatic: .insertAtDestinationIndexPath
        }
      self.init(operation: UIDropOperation(proposal.operation), intent: intent)
    }
  }

  extension DropProposal {
    /// A list's proposal as the core's.
    @MainActor init(_ proposal: UICollectionViewDropProposal) {
      let intent: DropIntent =
        switch proposal.intent {
        case .unspecified: .unspecified
        case .insertAtDestinationIndexPath: .insertAtDestination
        case .insertIntoDestinationIndexPath: .insertIntoDestination
        @unknown default: .unspecified
        }
      self.init(DropOperation(proposal.operation), intent: intent)
    }
  }
#endif
