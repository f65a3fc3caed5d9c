#if os(Linux)
  import Foundation
  import StandInReplay
  import TableHandlersCore
  import TableHandlersDeclarative
  import TableHandlersUIKit
  import UIKitStandIn

  /// Drag and drop on both UIKit hosts: a declared board of lists of cards, one app attached to
  /// the stand-in `UITableView` (`attach(to:animation:)`) and one to the stand-in
  /// `UICollectionView`'s list (`attach(to:appearance:)`), each in a window with its batch
  /// check on and UIKit's runtime rules enforced, driven alike through the stand-in's drag and
  /// drop drivers against a plain reference of the board.
  ///
  /// The board, its app, its reference and its two hosts are `HostDragAndDropBoard.swift`'s,
  /// shared with the UIKit random test.
  ///
  /// Operations: the board edited and declared again (lists and cards added, removed and
  /// moved, cards' ways and lists' acceptances redrawn); a card reordered by drag
  /// (`reorderingByDrag()`) over a path of one to three places (no position among them now and
  /// then), within its list, to another or into an empty one, then dropped or cancelled, some
  /// cards kept in their list by `targetForMove`, some that cannot move and are not lifted; a drag from another app of
  /// text, an image or both, over a path of places (rows, ends of lists, no position), into
  /// lists that accept text, images, both, between rows or onto rows, or nothing, then dropped
  /// or taken away (either drag, now and then, taken away after the board was declared again
  /// during it, which must wait exactly while the view shows a gap): the drop handler inserts the card into the model at once, or counts a drop
  /// onto a card on it, and declares the table again from inside UIKit's drop callback. After
  /// each operation time passes until nothing waits.
  ///
  /// Checked after every operation: what the user saw along the path (the operation over each
  /// place, whether the drop was performed) and the handlers that ran are the reference's; no
  /// inconsistent batch, no runtime rule broken, no drag or drop left on a view, no declared
  /// update waiting; the app's model and its declared table are the reference's, and the rows
  /// each view shows, replayed from every edit it was told on the rows' identities
  /// (`ShownRows`), are the reference's, with their current text. A full check also asks every row's own `indentationLevel`
  /// handler through the registry, on each host.
  ///
  /// Its handler-box bound, per app: the table's own boxes (counted when the layer starts, with
  /// an empty board that reorders by drag), the three of the drop answers while a list accepts
  /// drops, and per card its `indentationLevel`, and for one that moves its drag items and
  /// `onMove`, and its `targetForMove` for one that stays in its list.
  @MainActor
  package final class HostDragAndDropLayer: SoakLayer {
    private var hosts: [BoardHost] = []
    private var reference = BoardReference()
    private var tableBoxes = 0
    /// The operations performed, by what they did: `edit`, `reorder by drag` or `drop from
    /// another app`, each drag followed by its detail (`BoardReorder.detail`,
    /// `BoardDrop.detail`).
    package private(set) var kinds: [String: Int] = [:]

    /// A layer; its views are made with the first operation.
    package init() {}

    package var operations: [(kind: SoakOperation.Kind, weight: Int)] {
      [(.viewDndEdit, 2), (.viewDndReorder, 3), (.viewDndDrop, 3)]
    }

    package var handlerBoxBound: Int {
      guard !hosts.isEmpty else { return 0 }
      let accepts = reference.lists.contains { $0.accepts != .nothing }
      let cards = reference.lists.flatMap(\.cards).reduce(0) {
        $0 + 1 + ($1.movable ? 2 + ($1.staysInList ? 1 : 0) : 0)
      }
      return hosts.count * (tableBoxes + (accepts ? 3 : 0) + cards)
    }

    package func tearDown() {
      for host in hosts { host.tearDown() }
      hosts = []
      reference = BoardReference()
    }

    private func start() throws -> [BoardHost] {
      if !hosts.isEmpty { return hosts }
      let before = LiveHandlerBoxes.count
      let apps = [try BoardApp([], animatesDrops: true), try BoardApp([], animatesDrops: true)]
      tableBoxes = (LiveHandlerBoxes.count - before) / apps.count
      hosts = [BoardHost(tableView: apps[0]), BoardHost(list: apps[1])]
      return hosts
    }

    package func perform(_ operation: SoakOperation, coverage: inout SoakCoverage) -> [String] {
      let hosts: [BoardHost]
      do {
        hosts = try start()
      } catch {
        return ["the empty board was rejected: \(error)"]
      }
      var draw = Draw(operation.bits)
      let kind = operation.kind
      coverage.exercised[kind.rawValue] += 1
      var failures: [String] = []
      var log: [String] = []
      var asked = ""
      switch kind {
      case .viewDndEdit:
        reference.edit(&draw)
        for host in hosts { host.app.declare(reference.lists) }
        kinds["edit", default: 0] += 1
      case .viewDndReorder:
        guard let drag = reference.reorder(&draw) else { return [] }
        kinds["reorder by drag" + drag.detail, default: 0] += 1
        log = drag.log
        if drag.landed != nil { asked = "reorder by drag" }
        for host in hosts {
          let got = host.reorder(
            from: drag.source, over: drag.path, ending: drag.ending, landed: drag.landed)
          if got != drag.seen {
            failures.append(
              "\(host.name): a reorder from \(drag.source) saw \(got), want \(drag.seen)")
          }
        }
      default:
        let drag = reference.dropFromAnotherApp(&draw)
        kinds["drop from another app" + drag.detail, default: 0] += 1
        log = drag.log
        if drag.effect != nil { asked = "drop from another app" }
        for host in hosts {
          let want = drag.seen(onList: host.isList)
          let got = host.dropFromAnotherApp(
            drag.name, types: drag.types, over: drag.path, ending: drag.ending)
          if got != want {
            failures.append("\(host.name): a drop of \(drag.types) saw \(got), want \(want)")
          }
        }
      }
      for host in hosts {
        host.settle()
        failures += host.logDifferences(from: log).map { "\(host.name): \($0)" }
        if !asked.isEmpty { coverage.asked["\(host.name) \(asked)", default: 0] += 1 }
      }
      if failures.isEmpty {
        coverage.checked[kind.rawValue] += 1
        for host in hosts where !asked.isEmpty {
          coverage.askedChecked["\(host.name) \(asked)", default: 0] += 1
        }
      }
      return failures.map { "\(kind.name): \($0)" }
    }

    package func check(full: Bool, coverage: inout SoakCoverage) -> [String] {
      var failures: [String] = []
      for host in hosts {
        failures += host.differences(from: reference, full: full).map { "\(host.name): \($0)" }
      }
      return failures
    }
  }
#endif
