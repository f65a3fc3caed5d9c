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
    private var app: DeclaredApp?
    private var list: ReplayingCollectionView?
    private var shown = ShownRows<Int>(identity: { text in
      text.flatMap { Int($0.prefix { $0 != " " }) }
    })
    private var inconsistencies: [String] = []
    /// The runtime rules of UIKit's that the list saw broken.
    private var ruleViolations: [String] = []
    private let runLoop = StandInRunLoop()
    /// The reference.
    package private(set) var reference = DeclaredModel()
    private var tableBoxes = 0
    /// The declarations the table rejected since the operation began.
    private var rejections: [String] = []
    /// Declared updates applied since the last check that moved a section whose rows changed,
    /// which the view takes in two batches (the rows, then the sections).
    private var stagedUpdates = 0

    /// A list layer; its collection view is made with the first operation.
    package init() {}

    package var operations: [(kind: SoakOperation.Kind, weight: Int)] {
      [
        (.listDeclare, 6), (.listDeclareWhileAnimating, 2), (.listDeclareInvalid, 1),
        (.listTap, 3), (.listSwipeToDelete, 2), (.listDrag, 2), (.listSwipeAction, 2),
        (.listMenuItem, 2),
      ]
    }

    package var handlerBoxBound: Int {
      guard app != nil else { return 0 }
      return tableBoxes + reference.declarationBoxes
    }

    package func tearDown() {
      list?.didRecord = nil
      list?.inconsistentUpdateHandler = nil
      list?.runtimeRuleHandler = nil
      list = nil
      app = nil
      runLoop.clear()
      inconsistencies = []
      ruleViolations = []
      stagedUpdates = 0
      shown = ShownRows(identity: shown.identity)
      reference = DeclaredModel()
    }

    private func start() throws -> (DeclaredApp, ReplayingCollectionView) {
      if let app, let list { return (app, list) }
      let before = LiveHandlerBoxes.count
      let app = try DeclaredApp(model: DeclaredModel())
      tableBoxes = LiveHandlerBoxes.count - before
      let list = ReplayingCollectionView()
      list.standInMove(toWindow: UIWindow())
      list.inconsistentUpdateHandler = { [weak self] in self?.inconsistencies.append($0) }
      // UIKit's runtime rules, enforced: one broken is a failure, not a trap, so it shrinks.
      list.runtimeRuleHandler = { [weak self] in self?.ruleViolations.append("\($0)") }
      app.table.rejectedUpdateHandler = { [weak self] in self?.rejections.append("\($0)") }
      app.table.didApplyUpdate = { [weak self] diff in
        if diff.update.editsRowsInMovedSections { self?.stagedUpdates += 1 }
      }
      app.table.attach(to: list, appearance: .insetGrouped)
      list.handlersNextTurn = { [runLoop] in runLoop.schedule($0) }
      shown.replay(list, from: 0)
      var replayed = list.recordedUpdates.count
      list.didRecord = { [weak self, unowned list] in
        self?.shown.replay(list, from: replayed)
        replayed = list.recordedUpdates.count
      }
      self.app = app
      self.list = list
      return (app, list)
    }

    /// Lets time pass until nothing waits: the next turns of the run loop, the animations.
    private func settle(_ list: UICollectionView) -> [String] {
      runLoop.settle(list) ? [] : ["the list does not settle"]
    }

    package func perform(_ operation: SoakOperation, coverage: inout SoakCoverage) -> [String] {
      let (app, list): (DeclaredApp, ReplayingCollectionView)
      do {
        (app, list) = try start()
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
        reference = reference.edited(&draw)
        app.model = reference
        app.table.update(to: app.declaration(), animated: !draw.chance(10))
        failures += settle(list)
        coverage.checked[kind.rawValue] += 1
        return failures
      case .listDeclareInvalid:
        // Through `update(to:)`: the rejection reported to `rejectedUpdateHandler`, at once even
        // while a batch animates; nothing reaches the list.
        guard let invalid = app.invalidDeclaration(&draw) else { return [] }
        let animating = draw.chance(50)
        list.animatesBatchUpdates = animating
        if animating {
          reference = reference.edited(&draw)
          app.model = reference
          app.table.update(to: app.declaration())
        }
        rejections = []
        let before = list.recordedUpdates.count
        app.table.update(to: invalid)
        list.animatesBatchUpdates = false
        if rejections.count != 1 {
          failures.append("an invalid declaration gave \(rejections.count) rejections, want 1")
        }
        if list.recordedUpdates.count != before {
          failures.append("an invalid declaration reached the list")
        }
        failures += settle(list)
        coverage.checked[kind.rawValue] += 1
        return failures
      case .listDeclareWhileAnimating:
        list.animatesBatchUpdates = true
        for _ in 0..<2 {
          reference = reference.edited(&draw)
          app.model = reference
          app.table.update(to: app.declaration())
        }
        list.animatesBatchUpdates = false
        failures += settle(list)
        coverage.checked[kind.rawValue] += 1
        return failures
      default:
        break
      }
      let positions = reference.positions
      guard !positions.isEmpty else { return [] }
      let position = positions[draw.below(positions.count)]
      let path = IndexPath(item: position.row, section: position.section)
      let item = reference.item(at: position)
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
          reference.change(position) { $0.taps += 1 }
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
        reference.remove(position)
        failures += settle(list)
        // Performed only once the row has left.
        if swipe.completionResults != [true] || swipe.isOpen {
          failures.append(
            "the Delete at \(position) completed \(swipe.completionResults), want [true]")
        }
      case .listSwipeAction:
        // The row swiped open as UIKit does (the section's list configuration's provider for
        // the edge), then the action's button tapped or, one time in three, the row swiped all
        // the way. A row without trailing actions shows the list's Delete where its deletion
        // is handled (`listSwipeToDelete`); such a trailing swipe is not made here.
        let leading = draw.chance(50)
        guard leading || item.trailing else { return [] }
        let swipe = list.swipeItem(at: path, from: leading ? .leading : .trailing)
        let title = leading ? "Flag" : "Delete"
        let full = draw.chance(33)
        let ran = (full ? swipe?.fullSwipe() : swipe?.tap(title)) ?? false
        let offered = leading ? item.leading : item.trailing
        if ran != offered {
          failures.append(
            "\(position): \(full ? "a full swipe" : title) ran \(ran), want \(offered)")
        }
        guard ran, let swipe else { break }
        expected.append(
          HandlerCall(
            id: item.id, event: leading ? "leadingSwipeActions" : "trailingSwipeActions",
            position: position))
        if leading {
          reference.change(position) { $0.flagged.toggle() }
        } else {
          reference.remove(position)
        }
        failures += settle(list)
        // Performed, and for the destructive one only once its row has left; the row closed.
        if swipe.completionResults != [true] || swipe.isOpen {
          failures.append(
            "\(title) at \(position) completed \(swipe.completionResults), want [true]")
        }
      case .listMenuItem:
        let opened = list.userOpensContextMenu(forItemsAt: [path])
        let menu = opened?.configuration.openMenu()
        if (menu != nil) != item.menu {
          failures.append("\(position): a menu \(menu != nil), want \(item.menu)")
        }
        guard let menu else { break }
        let rename = draw.chance(50)
        let title = rename ? "Rename" : "Remove"
        guard
          let chosen = menu.children.lazy.compactMap({ $0 as? UIAction }).first(where: {
            $0.title == title
          }), chosen.choose()
        else {
          failures.append("\(position): no \(title) to choose in the menu")
          break
        }
        expected.append(
          HandlerCall(id: item.id, event: "contextMenu", position: rename ? nil : position))
        if rename {
          reference.change(position) { $0.renames += 1 }
        } else {
          reference.remove(position)
        }
      default:
        // A drag: the list lets the user pick up only rows that can move, and drop them
        // anywhere; it has moved the row when it tells its data source.
        var counts = reference.shown.map(\.items.count)
        counts[position.section] -= 1
        let section = draw.below(counts.count)
        let target = TablePosition(section: section, row: draw.below(counts[section] + 1))
        let destination = IndexPath(item: target.row, section: target.section)
        let landed = list.userMovesItem(at: path, to: destination)
        if (landed != nil) != item.movable {
          failures.append("\(position): moved \(landed != nil), want \(item.movable)")
        }
        guard let landed else { break }
        shown.userMoved(from: path, to: landed)
        expected.append(HandlerCall(id: item.id, event: "moveRow", position: position))
        reference.move(
          from: position, to: TablePosition(section: landed.section, row: landed.item))
      }
      failures += settle(list)
      coverage.checked[kind.rawValue] += 1
      for call in expected { coverage.asked["list " + call.event, default: 0] += 1 }
      if app.calls != expected {
        failures.append("\(kind.name) at \(position): handlers ran \(app.calls), want \(expected)")
      } else {
        for call in expected { coverage.askedChecked["list " + call.event, default: 0] += 1 }
      }
      return failures
    }

    package func check(full: Bool, coverage: inout SoakCoverage) -> [String] {
      guard let app, let list else { return [] }
      var failures = inconsistencies.map { "inconsistent batch: \($0)" }
      failures += ruleViolations.map { "UIKit runtime rule broken: \($0)" }
      failures += shown.failures.map { "replaying the list: \($0)" }
      if app.model != reference { failures.append("the app's model differs from the reference") }
      let want = reference.shown.map { $0.items.map(\.text) }
      let got = shown.sections.map { $0.map { $0.text ?? "?" } }
      if got != want { failures.append("the list shows \(got), want \(want)") }
      // Each staged update was checked as any other: its batches against the device rules and
      // UIKit's counts, its rows replayed.
      let staged = "list declared update shown in two batches"
      coverage.asked[staged, default: 0] += stagedUpdates
      if failures.isEmpty { coverage.askedChecked[staged, default: 0] += stagedUpdates }
      stagedUpdates = 0
      guard full, failures.isEmpty else { return failures }
      for (section, group) in reference.shown.enumerated() {
        for (row, item) in group.items.enumerated() {
          let position = TablePosition(section: section, row: row)
          if app.table.handlers.answer(.indentationLevel, at: position, on: list) != item.id {
            failures.append("\(position): another row's indentationLevel handler answers")
          }
        }
      }
      return failures
    }
  }
#endif
