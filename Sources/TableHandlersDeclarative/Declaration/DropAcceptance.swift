import TableHandlersCore

/// Where in a section dropped items may land.
public struct DropPlaces: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: Int

  /// Makes places from raw bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Between two rows, before the first or after the last.
  ///
  /// In an empty section, as its first row. The table opens a gap where the items would land.
  public static let betweenRows = DropPlaces(rawValue: 1)

  /// Onto a row, as into a container (a folder, a playlist): the table highlights the row.
  public static let ontoRows = DropPlaces(rawValue: 2)
}

/// The drops a section or a table accepts: the types, the operation, the places and what to do
/// with the dropped items.
struct DropAcceptance<SectionID: Hashable, RowID: Hashable> {
  /// The type identifiers accepted; an item is accepted if it conforms to one of them.
  var typeIdentifiers: [String]

  /// The operation proposed where a drop is accepted.
  var operation: DropOperation

  /// Where items may land.
  var places: DropPlaces

  /// Receives the dropped items.
  var perform: @MainActor (DeclaredDrop<SectionID, RowID>) -> Void

  /// The intent for a destination in a section of `rowCount` rows, or `nil` if no place there
  /// accepts.
  func intent(forRow row: Int, rowCount: Int) -> DropIntent? {
    let onto = places.contains(.ontoRows) && row < rowCount
    let between = places.contains(.betweenRows)
    switch (between, onto) {
    case (true, true): return .automatic
    case (true, false): return .insertAtDestination
    case (false, true): return .insertIntoDestination
    case (false, false): return nil
    }
  }
}

extension Section {
  /// Accepts items dropped into the section: from another app, another table, or rows of this
  /// table dragged out of it.
  ///
  /// ```swift
  /// Section(List.inbox, header: "Inbox") { … }
  ///   .acceptsDrops(of: [DragRepresentation.utf8PlainText]) { drop in
  ///     for item in drop.items {
  ///       item.load(DragRepresentation.utf8PlainText) { result in … }
  ///     }
  ///   }
  /// ```
  ///
  /// While the user drags over the section, the table proposes `operation` where an item
  /// conforms to one of `typeIdentifiers` and the position is one of `places`, and a forbidden
  /// drop elsewhere in the section. An empty section accepts a drop as its first row. The
  /// section's acceptance replaces the table's
  /// (``TableDeclaration/acceptsDrops(of:operation:at:perform:)``) for its rows.
  ///
  /// - Parameters:
  ///   - typeIdentifiers: The type identifiers accepted.
  ///   - operation: The operation proposed: `.copy` by default. A `.move` from a drag that
  ///     does not allow moving (from another app) is proposed as a copy.
  ///   - places: Where items may land: between rows by default.
  ///   - perform: Receives the dropped items and where they land; update the model there.
  /// - Returns: The section accepting drops.
  public func acceptsDrops(
    of typeIdentifiers: [String], operation: DropOperation = .copy,
    at places: DropPlaces = .betweenRows,
    perform: @escaping @MainActor (DeclaredDrop<ID, RowID>) -> Void
  ) -> Section {
    var section = self
    section.dropAcceptance = DropAcceptance(
      typeIdentifiers: typeIdentifiers, operation: operation, places: places, perform: perform)
    return section
  }
}

extension TableDeclaration {
  /// Accepts items dropped into every section that declares no acceptance of its own
  /// (``Section/acceptsDrops(of:operation:at:perform:)``), and over the table's empty space,
  /// where they land at the end of the last section.
  ///
  /// - Parameters:
  ///   - typeIdentifiers: The type identifiers accepted.
  ///   - operation: The operation proposed: `.copy` by default.
  ///   - places: Where items may land: between rows by default.
  ///   - perform: Receives the dropped items and where they land; update the model there.
  /// - Returns: The declaration accepting drops.
  public func acceptsDrops(
    of typeIdentifiers: [String], operation: DropOperation = .copy,
    at places: DropPlaces = .betweenRows,
    perform: @escaping @MainActor (DeclaredDrop<SectionID, RowID>) -> Void
  ) -> TableDeclaration {
    var declaration = self
    declaration.dropAcceptance = DropAcceptance(
      typeIdentifiers: typeIdentifiers, operation: operation, places: places, perform: perform)
    return declaration
  }

  /// Lets the user reorder rows by dragging them, without entering editing mode, on iPhone as
  /// on iPad.
  ///
  /// ```swift
  /// TableDeclaration<Int, String> {
  ///   Section(0) {
  ///     for task in tasks {
  ///       Row(task.id, text: task.title).onMove { call in tasks.move(call.position, to: call.arguments) }
  ///     }
  ///   }
  /// }
  /// .reorderingByDrag()
  /// ```
  ///
  /// A row that moves (``Row/onMove(_:)``, and ``Row/canMove(_:)`` not `false`) can then be
  /// dragged within the table, and dropping it moves it through the same handlers as the
  /// reorder control: ``Row/targetForMove(_:)`` chooses where it may land, and its `onMove`
  /// receives the move, with the declared table recording it so that the next declaration
  /// that agrees with the model changes nothing. Rows of other sections and empty sections are
  /// destinations too, unless `targetForMove` keeps the row in its section.
  ///
  /// - Parameter enabled: Whether rows are reordered by drag; `true` by default.
  /// - Returns: The declaration.
  public func reorderingByDrag(_ enabled: Bool = true) -> TableDeclaration {
    var declaration = self
    declaration.reordersByDrag = enabled
    return declaration
  }
}
