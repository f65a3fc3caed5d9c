/// What a drop of a row the user reorders by drag may do, decided here, once, for the table
/// view and the list alike.
package enum DropRules {
  /// What a drop of a row being reordered proposes at a destination.
  ///
  /// The row would move where the drop lands (in its own section, the end of the section is
  /// its last row once it is lifted out). `targetForMove` is asked, as for the reorder
  /// control: where it keeps the proposed place, a move opening a gap there; where it
  /// retargets the row elsewhere (another row, or back into the row's own section), the drop
  /// is forbidden here, since a drop proposal cannot name another place, and the user sees so
  /// and moves on. Over no position, forbidden too.
  ///
  /// - Parameters:
  ///   - source: The row's position.
  ///   - destination: Where the drop would land.
  ///   - rowCount: The row count of a section, as the view has it.
  ///   - target: Where `targetForMove` (through the adapter's method, as UIKit asks it) sends
  ///     the row for a proposed position.
  /// - Returns: A move at the destination, or forbidden.
  package static func reorderProposal(
    from source: TablePosition, to destination: TablePosition?, rowCount: (Int) -> Int,
    target: (TablePosition, TablePosition) -> TablePosition
  ) -> DropProposal {
    guard var proposed = destination else { return .forbidden }
    if proposed.section == source.section {
      proposed = TablePosition(
        section: source.section, row: max(0, min(proposed.row, rowCount(source.section) - 1)))
    }
    guard target(source, proposed) == proposed else { return .forbidden }
    return DropProposal(.move, intent: .insertAtDestination)
  }
}
