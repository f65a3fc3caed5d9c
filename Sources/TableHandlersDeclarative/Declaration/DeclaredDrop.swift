import TableHandlersCore

/// Items the user dropped on a declared table, and where they land, by identifier.
///
/// A section's or the table's drop handler
/// (``Section/acceptsDrops(of:operation:at:perform:)``) receives it. Update the model at
/// ``destination`` and declare the table again; for data that loads later, load each item
/// (`DropItem.load(_:completion:)`) and insert it where the model is then, by identifier, or
/// show a placeholder row meanwhile through ``tableDrop``.
@MainActor
public struct DeclaredDrop<SectionID: Hashable, RowID: Hashable> {
  /// The dropped items that conform to one of the accepted types, in the drag's order.
  public let items: [DropItem]

  /// Where the items land.
  public let destination: DeclaredDropDestination<SectionID, RowID>

  /// The operation the table proposed.
  public let operation: DropOperation

  /// The drop as the core reports it, with every item (accepted or not), its position and its
  /// placeholder rows (`TableDrop.insertPlaceholder(forItemAt:at:rowHeight:)`).
  public let tableDrop: TableDrop
}

/// Where dropped items land in a declared table, by identifier.
public enum DeclaredDropDestination<SectionID: Hashable, RowID: Hashable>: Hashable {
  /// Inserted in a section, the first item at `index` among the section's rows as the table
  /// shows them when the drop lands (the section's row count for its end).
  case insert(section: SectionID, index: Int)

  /// Onto a row, as into a container.
  case onto(row: RowID, section: SectionID)

  /// The section the items land in.
  public var section: SectionID {
    switch self {
    case .insert(let section, _), .onto(_, let section): return section
    }
  }
}
