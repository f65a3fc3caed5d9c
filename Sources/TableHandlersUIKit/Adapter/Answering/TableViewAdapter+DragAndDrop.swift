#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  // UITableViewDragDelegate and UITableViewDropDelegate (iOS 11). As the data source's and
  // delegate's methods, each asks the app's own drag or drop delegate first (the methods it
  // implements), then the registry, whose handler's answer wins; the conversions are shared with
  // the list (`../DragAndDrop/DragAndDrop+UIKit.swift`). The session callbacks no event answers
  // are the app's alone.
  extension TableViewAdapterBase: DragRequirements {
    func tableView(
      _ tableView: UITableView, itemsForBeginning session: any UIDragSession,
      at indexPath: IndexPath
    ) -> [UIDragItem] {
      itemsForBeginningDrag(
        at: TablePosition(indexPath), on: tableView,
        app: app.dragDelegate?.tableView(tableView, itemsForBeginning: session, at: indexPath))
    }

    func tableView(
      _ tableView: UITableView, itemsForAddingTo session: any UIDragSession,
      at indexPath: IndexPath, point: CGPoint
    ) -> [UIDragItem] {
      itemsForAddingToDrag(
        at: TablePosition(indexPath), on: tableView,
        app: appAnswer(dragItemsForAddingID, else: nil) {
          (app.dragDelegate?.tableView(_:itemsForAddingTo:at:point:))?(
            tableView, session, indexPath, point)
        })
    }

    func tableView(
      _ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath
    ) -> UIDragPreviewParameters? {
      appAnswer(dragPreviewID, else: nil) {
        (app.dragDelegate?.tableView(_:dragPreviewParametersForRowAt:))?(tableView, indexPath)
      }
    }

    func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) {
      tellApp(dragSessionWillBeginID) {
        (app.dragDelegate?.tableView(_:dragSessionWillBegin:))?(tableView, session)
      }
    }

    func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) {
      tellApp(dragSessionDidEndID) {
        (app.dragDelegate?.tableView(_:dragSessionDidEnd:))?(tableView, session)
      }
    }

    /// UIKit's answer without the method, `true`, where the app does not answer.
    func tableView(
      _ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession
    ) -> Bool {
      appAnswer(dragSessionAllowsMoveID, else: true) {
        (app.dragDelegate?.tableView(_:dragSessionAllowsMoveOperation:))?(tableView, session)
      }
    }

    /// UIKit's answer without the method, `false`, where the app does not answer.
    func tableView(
      _ tableView: UITableView,
      dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool {
      appAnswer(dragSessionIsRestrictedID, else: false) {
        (app.dragDelegate?.tableView(_:dragSessionIsRestrictedToDraggingApplication:))?(
          tableView, session)
      }
    }
  }

  extension TableViewAdapterBase: DropRequirements {
    /// The app's drop delegate performs the drop, then a `performDrop` handler; a drop of a row
    /// reordered by drag reaches the data source's move instead (UIKit routes a local one-item
    /// move there).
    func tableView(
      _ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator
    ) {
      performDrop(
        on: tableView,
        app: { app.dropDelegate?.tableView(tableView, performDropWith: coordinator) },
        drop: {
          let host = ViewDropHost(
            adapter: self,
            drop: { _ = coordinator.drop(coordinator.items[$0].dragItem, toRowAt: $1) },
            placeholder: { [weak tableView] index, indexPath, rowHeight in
              let identifier = ViewDropHost.placeholderIdentifier
              tableView?.register(UITableViewCell.self, forCellReuseIdentifier: identifier)
              let placeholder = UITableViewDropPlaceholder(
                insertionIndexPath: indexPath, reuseIdentifier: identifier,
                rowHeight: rowHeight.map { CGFloat($0) } ?? UITableView.automaticDimension)
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

    /// A row reordered by drag is always handled; otherwise the app's answer, a
    /// `canHandleDrop` handler's winning (``HostAdapter/canHandleDrop(_:on:app:)``).
    func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool {
      canHandleDrop(session, on: tableView) {
        (app.dropDelegate?.tableView(_:canHandle:))?(tableView, session)
      }
    }

    func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession) {
      tellApp(dropSessionDidEnterID) {
        (app.dropDelegate?.tableView(_:dropSessionDidEnter:))?(tableView, session)
      }
    }

    /// What a drop would do where the drag is now: the reorder proposal, a `dropProposal`
    /// handler's answer, the app's, or the adapter's default, in
    /// ``HostAdapter/dropProposal(_:at:on:app:rowCount:target:proposal:)``'s order.
    func tableView(
      _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
      withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal {
      dropProposal(
        session, at: destinationIndexPath, on: tableView,
        app: {
          (app.dropDelegate?.tableView(_:dropSessionDidUpdate:withDestinationIndexPath:))?(
            tableView, session, destinationIndexPath)
        },
        rowCount: { tableView.numberOfRows(inSection: $0) },
        target: { self.moveTargetAsUIKitAsks(from: $0, proposed: $1, on: tableView) },
        proposal: { UITableViewDropProposal($0) })
    }

    func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession) {
      tellApp(dropSessionDidExitID, thenSettle: true) {
        (app.dropDelegate?.tableView(_:dropSessionDidExit:))?(tableView, session)
      }
    }

    func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession) {
      tellApp(dropSessionDidEndID, thenSettle: true) {
        (app.dropDelegate?.tableView(_:dropSessionDidEnd:))?(tableView, session)
      }
    }

    func tableView(
      _ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath
    ) -> UIDragPreviewParameters? {
      appAnswer(dropPreviewID, else: nil) {
        (app.dropDelegate?.tableView(_:dropPreviewParametersForRowAt:))?(tableView, indexPath)
      }
    }
  }

  extension UITableViewDropProposal {
    /// The core's proposal as a table's.
    convenience init(_ proposal: DropProposal) {
      let intent: UITableViewDropProposal.Intent =
        switch proposal.intent {
        case .unspecified: .unspecified
        case .insertAtDestination: .insertAtDestinationIndexPath
        case .insertIntoDestination: .insertIntoDestinationIndexPath
        case .automatic: .automatic
        }
      self.init(operation: UIDropOperation(proposal.operation), intent: intent)
    }
  }

  extension DropProposal {
    /// A table's proposal as the core's.
    @MainActor init(_ proposal: UITableViewDropProposal) {
      let intent: DropIntent =
        switch proposal.intent {
        case .unspecified: .unspecified
        case .insertAtDestinationIndexPath: .insertAtDestination
        case .insertIntoDestinationIndexPath: .insertIntoDestination
        case .automatic: .automatic
        @unknown default: .unspecified
        }
      self.init(DropOperation(proposal.operation), intent: intent)
    }
  }
#endif
