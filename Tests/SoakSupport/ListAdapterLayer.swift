#if os(Linux)
  import Foundation
  import StandInReplay
  import TableHandlersCore
  import TableHandlersDeclarative
  import TableHandlersUIKit
  import UIKitStandIn

  /// The adapter layer's declared table on a list: the same app shown by the list adapter on the
  /// stand-in `UICollectionView`, in a window, with the stand-in's batch check on (UIKit's counts
  /// rule, in the collection view's words) and UIKit's runtime rules for lists enforced, against
  /// a plain copy of its model.
  ///
  /// Random declarations applied with `update(to:)` (now and then without animation, two while
  /// a batch animates, or an invalid one, which must be rejected and reach nothing), and a
  /// person's interactions through the stand-in's drivers, as UIKit calls the list's data
  /// source, delegate and list configuration: taps (highlight, selection, primary action), the
  /// list's Delete on a row whose deletion is handled, drops, a swipe action's button or a full
  /// swipe (the list configuration's providers), a context-menu item (the delegate's
  /// `UIContextMenuConfiguration`); their handlers change the model and declare it again from
  /// inside UIKit's callback. After each operation the layer lets time pass (the next turns of
  /// the run loop, the animations) so that every waiting update is applied.
  ///
  /// Not driven on the list yet: the rows' controls (the list host does not show them; a row
  /// with one shows its text alone) and updates from inside a display callback (the list host
  /// does not serve `willDisplay`).
  ///
  /// Checked after every operation: no inconsistent batch and no runtime rule broken; the rows
  /// the list shows, replayed from every edit it was told on the rows' identities
  /// (`ShownRows`), are the reference's, with their current text; the handler that ran is the
  /// touched row's. Every full check also asks every row's own `indentationLevel` handler
  /// through the registry.
  ///
  /// Its handler-box bound is the adapter layer's: the boxes the current declaration holds
  /// plus the table's own, counted once when the layer starts.
  @MainActor
  package final class ListAdapterLayer: SoakLayer {
    /// The state, the operations and the checks it shares with the adapter layer.
    private let core = AdapterLayerCore<ReplayingCollectionView>()

    /// The reference.
    package var reference: DeclaredModel { core.reference }

    /// A list layer; its collection view is made with the first operation.
    package init() {}

    package var operations: [(kind: SoakOperation.Kind, weight: Int)] {
      [
        (.listDeclare, 6), (.listDeclareWhileAnimating, 2), (.listDeclareInvalid, 1),
        (.listTap, 3), (.listSwipeToDelete, 2), (.listDrag, 2), (.listSwipeAction, 2),
        (.listMenuItem, 2),
      ]
    }

    package var handlerBoxBound: Int { core.handlerBoxBound }

    package func tearDown() { core.tearDown() }

    package func perform(_ operation: SoakOperation, coverage: inout SoakCoverage) -> [String] {
      let (app, list): (DeclaredApp, ReplayingCollectionView)
      do {
        (app, list) = try core.start(ReplayingCollectionView.init) { app, list in
          app.table.attach(to: list, appearance: .insetGrouped)
          list.handlersNextTurn = { [runLoop = core.runLoop] in runLoop.schedule($0) }
        }
      } catch {
        return ["the empty declaration was rejected: \(error)"]
      }
      var draw = Draw(operation.bits)
      let kind = operation.kind
      coverage.exercised[kind.rawValue] += 1
      app.calls = []
      var failures: [String] = []
      switch kind {
      case .listDeclare:
        core.declare(app, &draw)
        failures += core.settle(list)
        coverage.checked[kind.rawValue] += 1
        return failures
      case .listDeclareInvalid:
        guard let invalid = core.declareInvalid(app, list, &draw) else { return [] }
        coverage.checked[kind.rawValue] += 1
        return invalid
      case .listDeclareWhileAnimating:
        failures += core.declareWhileAnimating(app, list, &draw)
        coverage.checked[kind.rawValue] += 1
        return failures
      default:
        break
      }
      let positions = core.reference.positions
      guard !positions.isEmpty else { return [] }
      let position = positions[draw.below(positions.count)]
      let path = IndexPath(item: position.row, section: position.section)
      let item = core.reference.item(at: position)
      var expected: [HandlerCall] = []
      switch kind {
      case .listTap:
        // The whole tap as UIKit runs it; then the selection is cleared, as an app does,
        // without the delegate.
        list.userTapsItem(at: path)
        for selected in list.indexPathsForSelectedItems ?? [] {
          list.deselectItem(at: selected, animated: false)
        }
        if item.selects {
          expected.append(HandlerCall(id: item.id, event: "didSelectRow", position: position))
          core.reference.change(position) { $0.taps += 1 }
        }
      case .listSwipeToDelete:
        // A list shows its Delete where a table would offer swipe-to-delete: a row whose
        // deletion is handled and that has no trailing swipe actions of its own.
        guard item.deletable, !item.trailing else { return [] }
        let swipe = list.swipeItem(at: path, from: .trailing)
        guard let swipe, swipe.tap("Delete") else {
          failures.append("\(position): no Delete to tap")
          break
        }
        expected.append(HandlerCall(id: item.id, event: "commitEditing", position: position))
        core.reference.remove(position)
        failures += core.settle(list)
        // Performed only once the row has left.
        if swipe.completionResults != [true] || swipe.isOpen {
          failures.append(
            "the Delete at \(position) completed \(swipe.completionResults), want [true]")
        }
      case .listSwipeAction:
        // The row swiped open as UIKit does (the section's list configuration's provider for
        // the edge). A row without trailing actions shows the list's Delete where its deletion
        // is handled (`listSwipeToDelete`); such a trailing swipe is not made here.
        let leading = draw.chance(50)
        guard leading || item.trailing else { return [] }
        let swipe = list.swipeItem(at: path, from: leading ? .leading : .trailing)
        failures += core.swipeAction(
          swipe, leading: leading, at: position, list, &draw, expected: &expected)
      case .listMenuItem:
        let menu = list.userOpensContextMenu(forItemsAt: [path])?.configuration.openMenu()
        failures += core.chooseMenuItem(menu, at: position, &draw, expected: &expected)
      default:
        // A drag: the list lets the user pick up only rows that can move, and drop them
        // anywhere; it has moved the row when it tells its data source.
        var counts = core.reference.shown.map(\.items.count)
        counts[position.section] -= 1
        let section = draw.below(counts.count)
        let target = TablePosition(section: section, row: draw.below(counts[section] + 1))
        let destination = IndexPath(item: target.row, section: target.section)
        let landed = list.userMovesItem(at: path, to: destination)
        if (landed != nil) != item.movable {
          failures.append("\(position): moved \(landed != nil), want \(item.movable)")
        }
        guard let landed else { break }
        core.shown.userMoved(from: path, to: landed)
        expected.append(HandlerCall(id: item.id, event: "moveRow", position: position))
        core.reference.move(
          from: position, to: TablePosition(section: landed.section, row: landed.item))
      }
      return failures
        + core.finish(kind, at: position, expected: expected, app, list, coverage: &coverage)
    }

    package func check(full: Bool, coverage: inout SoakCoverage) -> [String] {
      core.check(full: full, coverage: &coverage)
    }
  }
#endif
