/// Whether a table takes a drop session, who answers what a drop would do, and what a drop of a
/// row the user reorders by drag may do: decided here, once, for the table view, the list and
/// the headless table alike.
package enum DropRules {
  /// Whether the table takes part in a drop session (`canHandle`): a row reordered by drag
  /// always; otherwise as `canHandleDrop` answers (a handler's answer winning over the app's
  /// object's, yes where nobody answers, UIKit's answer without the method).
  ///
  /// - Parameters:
  ///   - reordersRow: Whether the session is a row of this table being reordered by drag.
  ///   - canHandleDrop: `canHandleDrop`'s answer, asked only where no row is reordered.
  /// - Returns: Whether the table handles the session.
  package static func handlesSession(reordersRow: Bool, canHandleDrop: () -> Bool) -> Bool {
    reordersRow || canHandleDrop()
  }

  /// What a drop would do where the drag is now (`dropSessionDidUpdate`).
  ///
  /// Asked in order: the row reordered by drag, by
  /// ``reorderProposal(from:to:rowCount:target:)``; else a `dropProposal` handler, whose answer
  /// wins over the app's object's; else the app's drop delegate. Where nobody answers, a copy
  /// with no intent (UIKit's answer without the method) where someone performs drops, and a
  /// cancel where nobody does (the table is the drop delegate only to reorder).
  ///
  /// - Parameters:
  ///   - source: The row of this table the session reorders by drag, `nil` for any other.
  ///   - reordered: The reordered row's proposal.
  ///   - handlerAnswers: Whether a `dropProposal` handler answers.
  ///   - handler: The handler's answer.
  ///   - app: The app's drop delegate's answer, `nil` where it does not answer.
  ///   - performsDrops: Whether a `performDrop` handler or the app's drop delegate performs
  ///     drops.
  ///   - proposal: A core proposal as the host's.
  /// - Returns: The proposal.
  package static func proposal<Proposal>(
    reordering source: TablePosition?, reordered: (TablePosition) -> Proposal,
    handlerAnswers: Bool, handler: () -> Proposal, app: Proposal?, performsDrops: Bool,
    as proposal: (DropProposal) -> Proposal
  ) -> Proposal {
    if let source { return reordered(source) }
    if handlerAnswers { return handler() }
    return app ?? proposal(performsDrops ? DropProposal(.copy) : .cancel)
  }

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

  /// The events whose handlers make a table take drops: performing them (`performDrop`) or
  /// reordering its rows by drag (`reordersByDrag`).
  ///
  /// Where none of them is handled, a UIKit host is not its view's drop delegate (unless the
  /// app's own object is), so the view takes no drop; the headless table takes none either.
  package static let eventsTakingDrops: [EventID] = [
    CoreEvent.performDrop.id, CoreEvent.reordersByDrag.id,
  ]
}

extension TableHandlers {
  /// Whether a handler makes the table take drops (``DropRules/eventsTakingDrops``).
  package var takesDrops: Bool { DropRules.eventsTakingDrops.contains(where: handles(eventID:)) }
}
