/// One step of a soak: what kind of operation, and the random bits it draws its details from.
///
/// An operation is data: its positions, events and edits are drawn from `bits` against the
/// table as it is when the operation runs (a row index is taken modulo the rows there are), so
/// any subsequence of a run still replays. That is what lets the shrinker remove steps.
package struct SoakOperation: Hashable, Sendable, CustomStringConvertible {
  /// The kinds of operation, by layer.
  ///
  package enum Kind: Int, CaseIterable, Sendable {
    // The registry (`RegistryLayer`): single edits, batches, registrations and dispatches.
    case insertSections, deleteSections, moveSection, reloadSections
    case insertRows, deleteRows, moveRow, reloadRows
    case batch
    case register, remove, removeAll
    case dispatch
    // A declared table through the headless table (`DeclaredLayer`): declarations, a
    // person's interactions, whose handlers update the declaration from inside, the app
    // setting the selection by identifier, a reload, which shows every row again and so
    // reaches the declared end, and a VoiceOver user's custom actions.
    case declare, declareInvalid
    case tap, swipeToDelete, drag, control, swipeAction, menuItem
    case select, reload, accessibilityAction
    // A declared table on the stand-in table view through the UIKit adapter (`AdapterLayer`,
    // Linux): declarations, also from inside a display callback, and a person's interactions
    // as UIKit calls them, scrolling included.
    case tableViewDeclare, tableViewDeclareWhileAnimating, tableViewDeclareInvalid
    case tableViewDeclareWhileDisplaying
    case tableViewTap, tableViewSwipeToDelete
    case tableViewDrag, tableViewControl, tableViewSwipeAction, tableViewMenuItem
    case tableViewScroll
    // The same declared table on the stand-in collection view's list (`ListAdapterLayer`,
    // Linux): declarations and a person's interactions through the list's drivers.
    case listDeclare, listDeclareWhileAnimating, listDeclareInvalid
    case listTap, listSwipeToDelete, listDrag, listSwipeAction, listMenuItem
    // A declared outline through the headless table (`OutlineLayer`): trees declared again,
    // taps on rows and disclosures, the app setting expansion and selection.
    case outlineDeclare, outlineTap, outlineDisclosure, outlineExpand, outlineSelect
    // Drag and drop on a declared board through the headless table (`DragAndDropLayer`):
    // drags to reorder, drops at once or with placeholders, model edits meanwhile, placeholders
    // committed or removed, lists coming and going.
    case dndReorder, dndDrop, dndEdit, dndResolve, dndLists
    // Drag and drop on a declared board on the stand-in table view and list
    // (`HostDragAndDropLayer`, Linux): the board edited, cards reordered by drag, drops from
    // another app, each on both hosts.
    case viewDndEdit, viewDndReorder, viewDndDrop
    // A planted trap (`PlantedTrapLayer`), in the soak's tests only: never in the library, and
    // in a run only with `SOAK_PLANTED_TRAP=1`.
    case plantedPush, plantedPop

    /// The name the report prints.
    package var name: String { "\(self)" }
  }

  /// The kind.
  package var kind: Kind
  /// The bits the operation's details are drawn from.
  package var bits: UInt64

  /// An operation.
  ///
  /// - Parameters:
  ///   - kind: Its kind.
  ///   - bits: The bits its details are drawn from.
  package init(_ kind: Kind, _ bits: UInt64) {
    self.kind = kind
    self.bits = bits
  }

  /// The operation as Swift source, as a regression test writes it.
  package var description: String {
    "SoakOperation(.\(kind.name), \(RegressionTest.grouped(bits)))"
  }
}

/// Draws an operation's details from its bits.
package struct Draw {
  private var state: UInt64

  /// A draw from `bits`.
  ///
  /// - Parameter bits: An operation's bits.
  package init(_ bits: UInt64) { state = bits }

  /// A number in `0..<count`, or 0 when `count` is not positive.
  ///
  /// - Parameter count: The number of choices.
  /// - Returns: The choice.
  package mutating func below(_ count: Int) -> Int {
    // SplitMix64, as `TestSupport`'s generator: the same bits always draw the same details.
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    z ^= z >> 31
    return count > 0 ? Int(z % UInt64(count)) : 0
  }

  /// Whether a chance of `percent` in 100 came up.
  ///
  /// - Parameter percent: The chance.
  /// - Returns: Whether it came up.
  package mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
}
