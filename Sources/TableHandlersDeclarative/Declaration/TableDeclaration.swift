/// A whole table declared from a model: its sections, each with its rows.
///
/// Write it with a ``TableBuilder``, using `if`, `if let`, `switch` and `for` wherever the
/// model decides what appears:
///
/// ```swift
/// func screen(_ item: Item) -> TableDeclaration<DetailSection, DetailRow> {
///   TableDeclaration {
///     Section(.like) { Row(.like, text: "Likes", secondaryText: "\(item.likes)") }
///     if !item.comments.isEmpty {
///       Section(.comments, header: "Comments") {
///         for comment in item.comments { Row(.comment(comment.id), text: comment.body) }
///       }
///     }
///   }
/// }
/// ```
///
/// A declaration is a plain value: building it registers nothing and checks nothing.
/// ``DeclaredTable`` checks it and applies it to a registry.
///
/// **Identifier types.** `SectionID` and `RowID` are the declaration's own types, usually
/// enums whose cases name the fixed sections and rows and carry model identifiers for the
/// dynamic ones (`case comment(Comment.ID)`). Generic identifiers keep lookups typed
/// (`table.rowID(at:)` returns a `RowID` to `switch` over) and let `.name` shorthand work
/// inside the builders; a table that really mixes unrelated identifier types can use
/// `AnyHashable`.
public struct TableDeclaration<SectionID: Hashable, RowID: Hashable> {
  /// The declared sections, in order.
  public var sections: [Section<SectionID, RowID>]

  /// Rows declared outside any section, kept only to be reported.
  var strayRows: [RowID] = []

  // Empty state and reaching the end: see `EmptyState.swift`.
  /// What the table shows while it has no row.
  var declaredEmptyState: EmptyState?
  /// What runs when a row near the table's end is about to show.
  var declaredReachEnd: ReachEndDeclaration?
  // Section index.
  /// The index declared with ``sectionIndex(titles:section:)``, if any.
  var sectionIndex: SectionIndexDeclaration<SectionID>?
  // Drag and drop.
  /// The drops the table accepts in sections that declare none of their own.
  var dropAcceptance: DropAcceptance<SectionID, RowID>?
  /// Whether rows that can move are reordered by dragging them.
  var reordersByDrag = false

  /// Creates a declaration from sections.
  ///
  /// - Parameter sections: The sections, in order.
  public init(sections: [Section<SectionID, RowID>] = []) {
    self.sections = sections
  }

  /// Creates a declaration with a ``TableBuilder``.
  ///
  /// - Parameter content: Declares the sections.
  public init(@TableBuilder<SectionID, RowID> _ content: () -> TableDeclaration) {
    self = content()
  }

  init(sections: [Section<SectionID, RowID>], strayRows: [RowID]) {
    self.sections = sections
    self.strayRows = strayRows
  }
}
