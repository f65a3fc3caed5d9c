#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  // A list row's accessibility actions (`AccessibilityActions+UIKit.swift`): what the
  // registry's handlers give the row, each asked as the adapter answers its gesture: the swipe
  // configurations as the list sections' providers make them (their Delete included), the move
  // by `canMoveRow`, the target for it and the adapter's own `moveItemAt`. As on a table, the
  // app's delegate is asked only when a move is performed (`TableViewAdapter+Accessibility.swift`).
  @available(iOS 14, *)
  extension ListAdapterBase {
    /// Sets a row's cell's custom actions when the list asks for the cell.
    ///
    /// Costs nothing beyond a few lookups for a row that nothing could give an action, as on a
    /// table (`TableViewAdapter+Accessibility.swift`).
    func setAccessibilityActions(
      of cell: UICollectionViewCell, at indexPath: IndexPath,
      on collectionView: UICollectionView
    ) {
      let position = TablePosition(indexPath)
      let names =
        mayOfferAccessibilityActions(at: position)
        ? accessibleActions(at: indexPath, on: collectionView, in: cell, askingApp: false)
          .map(\.name) : []
      setAccessibilityActions(of: cell, to: names) { [weak self, weak collectionView] view in
        guard let self, let collectionView, let cell = view as? UICollectionViewCell,
          let indexPath = collectionView.indexPath(for: cell)
        else { return nil }
        return self.accessibleActions(
          at: indexPath, on: collectionView, in: cell, askingApp: true)
      }
    }

    /// The row's accessibility actions, asked now.
    ///
    /// - Parameters:
    ///   - indexPath: The row.
    ///   - collectionView: The host.
    ///   - cell: The row's cell, which a swipe action runs in.
    ///   - askingApp: Whether the app's delegate is asked where to move the row first, as at a
    ///     drop: when an action is performed, not when a cell is configured.
    /// - Returns: The actions, in VoiceOver's order.
    func accessibleActions(
      at indexPath: IndexPath, on collectionView: UICollectionView, in cell: UIView,
      askingApp: Bool
    ) -> [AccessibleAction] {
      let position = TablePosition(indexPath)
      return RowAccessibilityActions.inOrder(
        disclosure: accessibleDisclosure(at: position, on: collectionView),
        takesTouches: handlers.rowTakesTouches(at: position, on: collectionView),
        trailing: {
          accessibleSwipeActions(from: { swipeActions(.trailing, at: indexPath) }, in: cell)
        },
        leading: {
          accessibleSwipeActions(from: { swipeActions(.leading, at: indexPath) }, in: cell)
        },
        menu: { accessibleMenuItems(at: position, on: collectionView) },
        moves: { moves(at: indexPath, on: collectionView, askingApp: askingApp) })
    }

    /// The row's moves up and down, where a handler follows its move.
    private func moves(
      at indexPath: IndexPath, on collectionView: UICollectionView, askingApp: Bool
    ) -> [AccessibleAction] {
      let position = TablePosition(indexPath)
      guard canMoveByHandler(at: position, on: collectionView) else { return [] }
      return accessibleMoves(
        at: position, rowCounts: handlers.shape.rowCounts,
        target: { proposed in
          guard askingApp else {
            return handlers.answer(.targetForMove, at: position, proposed, on: collectionView)
          }
          return TablePosition(
            moveTargetAsUIKitAsks(
              from: indexPath, proposed: IndexPath(proposed), on: collectionView))
        },
        move: { [weak self, weak collectionView] destination in
          guard let self, let collectionView else { return false }
          // The data source is told as at a drop; then the list is shown the move, which a
          // drag makes itself.
          self.dropAsUIKitDoes(from: indexPath, to: IndexPath(destination), on: collectionView)
          collectionView.moveItem(at: indexPath, to: IndexPath(destination))
          return true
        })
    }
  }
#endif
