#if os(Linux)
  import SoakSupport
  import Testing

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
  /// and no declared update waiting; and the live handler boxes are those the board accounts for.
  ///
  /// The steps and their checks are the soak's drag and drop layer on both hosts
  /// (`HostDragAndDropLayer`, over `HostDragAndDropBoard.swift`'s board, reference, app and
  /// hosts), run here alone with its full check after every step, in which the drop handler also
  /// animates an item dropped between rows into its row.
  ///
  /// Placeholders (`TableDrop.insertPlaceholder`) are left out here.
  @MainActor
  @Suite("Drag and drop on a table view and a list, random")
  struct DragAndDropHostRandomTests {
    nonisolated static let seeds: [UInt64] = [41, 42, 43, 44, 45]
    static let stepsPerSeed = 800

    @Test(arguments: seeds)
    func dragsAndDropsFollowTheReference(seed: UInt64) throws {
      let layer = HostDragAndDropLayer()
      let soak = Soak(layers: { [layer] })
      let failure = soak.run(seed: seed, operations: Self.stepsPerSeed, fullCheckEvery: 1)
      #expect(
        failure == nil,
        "seed \(seed) step \(failure?.step ?? 0)\n\(failure?.messages.joined(separator: "\n") ?? "")"
      )
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
        #expect(
          layer.kinds[name, default: 0] >= Self.stepsPerSeed / 200, "\(name): \(layer.kinds)")
      }
    }
  }
#endif
