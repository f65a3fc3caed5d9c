/// Declares the sections of a table from a model.
///
/// Supports sections, arrays of sections, `if`, `if let`, `if`/`else`, `switch`, `for`…`in` and
/// availability checks. A ``Row`` written directly here, outside any section, is kept so that
/// applying the declaration can reject it by name
/// (``DeclarationError/rowOutsideSection(_:)``).
///
/// ```swift
/// TableDeclaration {
///   for group in model.groups {
///     Section(group.id, header: group.title) {
///       for entry in group.entries { Row(entry.id, text: entry.title) }
///     }
///   }
/// }
/// ```
@resultBuilder
public enum TableBuilder<SectionID: Hashable, RowID: Hashable> {
  /// One section.
  ///
  /// - Parameter section: The section.
  /// - Returns: The section, as a component.
  public static func buildExpression(_ section: Section<SectionID, RowID>)
    -> TableDeclaration<SectionID, RowID>
  {
    TableDeclaration(sections: [section])
  }

  /// Sections made elsewhere, for instance by `map`.
  ///
  /// - Parameter sections: The sections.
  /// - Returns: The sections, as a component.
  public static func buildExpression(_ sections: [Section<SectionID, RowID>])
    -> TableDeclaration<SectionID, RowID>
  {
    TableDeclaration(sections: sections)
  }

  /// A whole declaration made elsewhere, its sections in place: a screen's
  /// `declaration()` function returned from a declared table's closure.
  ///
  /// - Parameter declaration: The declaration.
  /// - Returns: Its sections, as a component.
  public static func buildExpression(_ declaration: TableDeclaration<SectionID, RowID>)
    -> TableDeclaration<SectionID, RowID>
  {
    declaration
  }

  /// A row outside any section: a mistake, reported when the declaration is applied.
  ///
  /// - Parameter row: The stray row.
  /// - Returns: A component that records it.
  public static func buildExpression(_ row: Row<RowID>) -> TableDeclaration<SectionID, RowID> {
    TableDeclaration(sections: [], strayRows: [row.id])
  }

  /// Consecutive statements.
  ///
  /// - Parameter components: Each statement's sections.
  /// - Returns: All the sections, in order.
  /// - Complexity: O(*n*) in the sections.
  public static func buildBlock(_ components: TableDeclaration<SectionID, RowID>...)
    -> TableDeclaration<SectionID, RowID>
  {
    if components.count == 1 { return components[0] }
    return TableDeclaration(
      sections: components.flatMap(\.sections), strayRows: components.flatMap(\.strayRows))
  }

  /// An `if` without `else`, or an `if let`.
  ///
  /// - Parameter component: The sections when the condition holds.
  /// - Returns: Those sections, or none.
  public static func buildOptional(_ component: TableDeclaration<SectionID, RowID>?)
    -> TableDeclaration<SectionID, RowID>
  {
    component ?? TableDeclaration()
  }

  /// The first branch of an `if`/`else` or a `switch`.
  ///
  /// - Parameter component: The branch's sections.
  /// - Returns: The sections.
  public static func buildEither(first component: TableDeclaration<SectionID, RowID>)
    -> TableDeclaration<SectionID, RowID>
  {
    component
  }

  /// Another branch of an `if`/`else` or a `switch`.
  ///
  /// - Parameter component: The branch's sections.
  /// - Returns: The sections.
  public static func buildEither(second component: TableDeclaration<SectionID, RowID>)
    -> TableDeclaration<SectionID, RowID>
  {
    component
  }

  /// A `for`…`in` loop.
  ///
  /// - Parameter components: Each iteration's sections.
  /// - Returns: All the sections, in order.
  /// - Complexity: O(*n*) in the sections.
  public static func buildArray(_ components: [TableDeclaration<SectionID, RowID>])
    -> TableDeclaration<SectionID, RowID>
  {
    TableDeclaration(
      sections: components.flatMap(\.sections), strayRows: components.flatMap(\.strayRows))
  }

  /// An `if #available` branch.
  ///
  /// - Parameter component: The branch's sections.
  /// - Returns: The sections.
  public static func buildLimitedAvailability(_ component: TableDeclaration<SectionID, RowID>)
    -> TableDeclaration<SectionID, RowID>
  {
    component
  }
}
