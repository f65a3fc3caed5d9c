#if os(Linux)
  import Foundation
  import SoakSupport
  import TableHandlersCore
  import TableHandlersDeclarative
  import TableHandlersUIKit
  import TestSupport
  import Testing
  import UIKitStandIn

  /// Drag and drop on both UIKit hosts, at random: a declared board of lists of cards, attached
  /// to a table view (`DeclaredTable.attach(to:animation:)`) and to a collection view's list
  /// (`DeclaredTable.attach(to:appearance:)`), each its own app, driven alike through the
  /// stand-in's drivers, with random model edits between the user's drags and drops.
  ///
  /// The steps: the model edited and declared again; a card reordered by drag
  /// (`TableDeclaration.reorderingByDrag()`) over a random path of places (now and then no
  /// position, where it is forbidden), within its list, to another or into an empty one, some
  /// cards kept in their list by `targetForMove`, some that cannot move; a drag from another app of text, an image or both, over a random path,
  /// between rows, onto rows or over no position, into lists that accept text, images, both, or
  /// nothing, dropped or taken away. The drop handler inserts the card into the model at once
  /// and declares the table again, which the host applies once UIKit's drop callback has
  /// returned; a drop onto a card counts on the card. Now and then the model is declared again
  /// while a drag is over the view: the update must wait (`DeclaredUpdateWait.interactiveMove`)
  /// exactly while the view shows a gap, and be applied once the drag has left and ended.
  ///
  /// Every operation the user saw along a path is checked against the reference
  /// (`BoardReference`), and after every step, on each host: the app's model is the reference's;
  /// the view shows the reference's cards, replayed from every edit it was told on the rows'
  /// identities (`ShownRows`), with their current text; every row's own `indentationLevel`
  /// handler answers at its position (the handlers followed the moves); the handlers that ran are
  /// the reference's; no inconsistent batch, no UIKit runtime rule broken, no drag or drop left,
  /// and no declared update waiting.
  ///
  /// The board, its reference, its app and its two hosts are `SoakSupport`'s
  /// (`HostDragAndDropBoard.swift`), which the soak's drag and drop layer drives too; here the
  /// drop handler also animates an item dropped between rows into its row.
  ///
  /// Placeholders (`TableDrop.insertPlaceholder`) are left out here.
  @MainActor
  @Suite("Drag and drop on a table view and a list, random")
  struct DragAndDropHostRandomTests {
    nonisolated static let seeds: [UInt64] = [41, 42, 43, 44, 45]
    static let stepsPerSeed = 800

    @Test(arguments: seeds)
    func dragsAndDropsFollowTheReference(seed: UInt64) throws {
      var random = SplitMix64(seed: seed)
      var reference = BoardReference()
      reference.edit(&random)
      let hosts = [
        try BoardHost(tableView: BoardApp(reference.lists, animatesDrops: true)),
        try BoardHost(list: BoardApp(reference.lists, animatesDrops: true)),
      ]
      var kinds: [String: Int] = [:]
      for step in 0..<Self.stepsPerSeed {
        let roll = Int.random(in: 0..<100, using: &random)
        var kind = "edit"
        // The handlers that must run.
        var expectedLog: [String] = []
        let positions = reference.positions
        switch roll {
        case 0..<30:
          reference.edit(&random)
          for host in hosts { host.app.declare(reference.lists) }
        case 30..<65 where !positions.isEmpty:
          let drag = reference.reorder(&random)!
          kind = "reorder by drag" + drag.detail
          expectedLog = drag.log
          for host in hosts {
            #expect(
              host.reorder(
                from: drag.source, over: drag.path, ending: drag.ending, landed: drag.landed)
                == drag.seen,
              "seed \(seed) step \(step) \(host.name): reorder \(drag.source) over \(drag.path)")
          }
        case 65..<100:
          let drag = reference.dropFromAnotherApp(&random)
          kind = "drop from another app" + drag.detail
          expectedLog = drag.log
          for host in hosts {
            #expect(
              host.dropFromAnotherApp(
                drag.name, types: drag.types, over: drag.path, ending: drag.ending)
                == drag.seen(onList: host.isList),
              "seed \(seed) step \(step) \(host.name): drop of \(drag.types) over \(drag.path)")
          }
        default:
          reference.edit(&random)
          for host in hosts { host.app.declare(reference.lists) }
        }
        kinds[kind, default: 0] += 1
        let comment: Comment = "seed \(seed) step \(step): \(kind)"
        var failures: [String] = []
        for host in hosts {
          host.settle()
          let differences =
            host.differences(from: reference, full: true) + host.logDifferences(from: expectedLog)
          failures += differences.map { "\(host.name): \($0)" }
        }
        #expect(failures.isEmpty, "\(comment)\n\(failures.joined(separator: "\n"))")
        // One divergence makes every later step diverge too.
        if !failures.isEmpty { return }
      }
      // Every kind of step ran often enough to mean something.
      let wanted = [
        "edit", "reorder by drag", "reorder by drag within a list",
        "reorder by drag to another list", "reorder by drag into an empty list",
        "drop from another app between rows",
        "drop from another app onto a row", "drop from another app not taken",
        "reorder by drag, the model edited meanwhile",
        "drop from another app, the model edited meanwhile",
      ]
      for name in wanted {
        #expect(kinds[name, default: 0] >= Self.stepsPerSeed / 200, "\(name): \(kinds)")
      }
    }
  }
#endif
