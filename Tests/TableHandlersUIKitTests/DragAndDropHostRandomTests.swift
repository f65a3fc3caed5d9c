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
        // What the user saw, and the handlers that must run.
        var seen: [String] = []
        var expectedLog: [String] = []
        let positions = reference.positions
        switch roll {
        case 0..<30:
          reference.edit(&random)
          for host in hosts { host.app.declare(reference.lists) }
        case 30..<65 where !positions.isEmpty:
          kind = "reorder by drag"
          let source = positions.randomElement(using: &random)!
          let card = reference.card(at: source)
          // Now and then over no position, where a reorder is forbidden.
          let path = (0...Int.random(in: 0...2, using: &random)).map { _ -> IndexPath? in
            Int.random(in: 0..<10, using: &random) == 0 ? nil : reference.destination(&random)
          }
          let roll = Int.random(in: 0..<10, using: &random)
          seen.append("begins \(card.movable)")
          var landed: IndexPath?
          var ending = BoardDragEnding.drop
          if card.movable {
            seen += path.map {
              "over \(String(describing: $0)): \(reference.reorderOperation(of: source, over: $0))"
            }
            let gap = reference.reorderOperation(of: source, over: path.last!) == .move
            switch roll {
            case 0:
              ending = .cancel
              seen.append("cancelled")
            case 1:
              // The model changes while the drag shows a gap: the update waits for the drag.
              seen += ["gap \(gap)", "cancelled"]
            default:
              if gap, let last = path.last! { landed = reference.landing(of: source, over: last) }
              seen.append("dropped \(landed != nil)")
            }
          }
          if roll == 1 {
            kind += ", the model edited meanwhile"
            reference.edit(&random)
            ending = .editThenCancel(reference.lists)
          }
          if let landed {
            kind +=
              landed.section == source.section
              ? " within a list"
              : reference.lists[landed.section].cards.isEmpty
                ? " into an empty list" : " to another list"
            expectedLog.append("move \(card.id) from \(source) to \(landed)")
            reference.move(from: source, to: landed)
          }
          for host in hosts {
            #expect(
              host.reorder(from: source, over: path, ending: ending, landed: landed) == seen,
              "seed \(seed) step \(step) \(host.name): reorder \(source) over \(path)")
          }
        case 65..<100:
          kind = "drop from another app"
          let types = [
            [DragRepresentation.utf8PlainText], [BoardAcceptance.image],
            [DragRepresentation.utf8PlainText, BoardAcceptance.image],
          ].randomElement(using: &random)!
          let path = (0...Int.random(in: 0...2, using: &random)).map { _ -> IndexPath? in
            Int.random(in: 0..<10, using: &random) == 0 ? nil : reference.destination(&random)
          }
          let roll = Int.random(in: 0..<8, using: &random)
          let name = reference.newID()
          var effect: BoardReference.DropEffect?
          for destination in path {
            let (operation, landing) = reference.proposal(for: types, at: destination)
            seen.append("over \(String(describing: destination)): \(operation)")
            effect = landing
          }
          // Each host's view shows a gap where the drop would insert; a table view's automatic
          // intent over a row shows none.
          var gaps = ["", ""]
          var ending = BoardDragEnding.drop
          switch roll {
          case 0:
            ending = .cancel
            effect = nil
            seen.append("cancelled")
          case 1:
            // The model changes while the drag is over the view: the update waits for the drag
            // where the view shows a gap.
            gaps = hosts.map {
              "gap \(reference.showsGap(for: effect, at: path.last!, onList: $0.isList))"
            }
            kind += ", the model edited meanwhile"
            effect = nil
            seen.append("cancelled")
            reference.edit(&random)
            ending = .editThenCancel(reference.lists)
          default:
            seen.append("dropped \(effect != nil)")
          }
          switch effect {
          case .insert(let list, let index):
            kind += " between rows"
            expectedLog.append("drop \(name) into \(reference.lists[list].id) at \(index)")
            reference.lists[list].cards.insert(BoardCard(id: name), at: index)
          case .onto(let list, let row):
            kind += " onto a row"
            expectedLog.append("drop \(name) onto \(reference.lists[list].cards[row].id)")
            reference.lists[list].cards[row].drops += 1
          case nil:
            if !kind.hasSuffix("meanwhile") { kind += " not taken" }
          }
          for (index, host) in hosts.enumerated() {
            var want = seen
            if !gaps[index].isEmpty { want.insert(gaps[index], at: want.count - 1) }
            #expect(
              host.dropFromAnotherApp(name, types: types, over: path, ending: ending) == want,
              "seed \(seed) step \(step) \(host.name): drop of \(types) over \(path)")
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
