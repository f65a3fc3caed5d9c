import TableHandlersCore

// Outline rows: a row may declare children, shown indented below it while it is expanded.
// The declared table keeps each row's expansion by identifier (`DeclaredTable.expandedRows`)
// and shows the declaration flattened: the rows of expanded parents follow their parent, one
// indentation level deeper.

/// A row's children, shared by the copies of the row.
final class RowOutline<ID: Hashable> {
  /// The children, in order; never empty.
  let children: [Row<ID>]

  /// Whether the row is expanded the first time the table shows it.
  let initiallyExpanded: Bool

  init(children: [Row<ID>], initiallyExpanded: Bool) {
    self.children = children
    self.initiallyExpanded = initiallyExpanded
  }
}

extension Row {
  /// The row's children and their first expansion; `nil` for a row without children.
  ///
  /// Most rows have none: the children are kept in the content's box (``StoredContent``), so
  /// that a row without them pays nothing for them.
  var outline: RowOutline<ID>? {
    get { storage.content.outline.map { unsafeDowncast($0, to: RowOutline<ID>.self) } }
    set { storage.content = StoredContent(storage.content.value, outline: newValue) }
  }

  /// Declares the row's children, shown indented below it while it is expanded.
  ///
  /// ```swift
  /// Row(folder.id, text: folder.name).children(expanded: folder.isOpenByDefault) {
  ///   for file in folder.files { Row(file.id, text: file.name) }
  /// }
  /// ```
  ///
  /// Children are rows like any other, with their own handlers and their own children. Their
  /// identifiers share the table's space: unique among every row declared, shown or not (a
  /// collapsed child that repeats an identifier rejects the declaration, under
  /// `DuplicateIdentifierPolicy.reject`, as a shown one does).
  ///
  /// The row shows a disclosure control (`RowContent.outlineDisclosure`); a tap on it, or on
  /// the row when the row declares no selection handler of its own (``onSelect(_:)``,
  /// `willSelectRow`), expands or collapses it, as one animated update in which handlers
  /// follow their rows. Each child is one indentation level deeper than its parent, unless it
  /// declares its own level (``indentationLevel(_:)``).
  ///
  /// The expansion is the table's state, kept by identifier (`DeclaredTable.expandedRows`):
  /// `expanded` is only the state of a row the table has not declared before. A row that
  /// leaves the table and comes back keeps the state it had.
  ///
  /// - Parameters:
  ///   - expanded: Whether the row is expanded the first time it is declared.
  ///   - children: Declares the children; a row without any shows no disclosure.
  /// - Returns: The row with its children; they replace children declared before.
  public func children(
    expanded: Bool = false, @RowBuilder<ID> _ children: () -> [Row<ID>]
  ) -> Row {
    self.children(children(), expanded: expanded)
  }

  /// Declares the row's children from an array; see ``children(expanded:_:)``.
  ///
  /// - Parameters:
  ///   - children: The children; an empty array makes the row one without children.
  ///   - expanded: Whether the row is expanded the first time it is declared.
  /// - Returns: The row with its children.
  public func children(_ children: [Row<ID>], expanded: Bool = false) -> Row {
    var row = self
    row.outline =
      children.isEmpty ? nil : RowOutline(children: children, initiallyExpanded: expanded)
    return row
  }

  /// The row's children, as declared; empty for a row without.
  public var children: [Row<ID>] { outline?.children ?? [] }
}
