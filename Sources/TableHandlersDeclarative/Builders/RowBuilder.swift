/// Declares the rows of a ``Section`` from a model.
///
/// Supports plain rows, arrays of rows, `if`, `if let`, `if`/`else`, `switch`, `for`…`in` and
/// availability checks:
///
/// ```swift
/// Section(DetailSection.memo) {
///   if !item.tags.isEmpty { Row(DetailRow.tags, text: item.tags.joined(separator: ", ")) }
///   if let memo = item.memo { Row(DetailRow.memo, text: memo) }
///   switch item.owner {
///   case .me: Row(DetailRow.user, text: "You")
///   case .someone(let name): Row(DetailRow.user, text: name)
///   case .nobody: []
///   }
/// }
/// ```
@resultBuilder
public enum RowBuilder<RowID: Hashable> {
  /// One row.
  ///
  /// - Parameter row: The row.
  /// - Returns: The row, as a component.
  public static func buildExpression(_ row: Row<RowID>) -> [Row<RowID>] {
    [row]
  }

  /// Rows made elsewhere, for instance by `map`.
  ///
  /// - Parameter rows: The rows.
  /// - Returns: The rows, as a component.
  public static func buildExpression(_ rows: [Row<RowID>]) -> [Row<RowID>] {
    rows
  }

  /// A row that may be absent.
  ///
  /// - Parameter row: The row, or `nil`.
  /// - Returns: The row, if any, as a component.
  public static func buildExpression(_ row: Row<RowID>?) -> [Row<RowID>] {
    row.map { [$0] } ?? []
  }

  /// Consecutive statements.
  ///
  /// - Parameter components: Each statement's rows.
  /// - Returns: All the rows, in order.
  /// - Complexity: O(*n*) in the rows.
  public static func buildBlock(_ components: [Row<RowID>]...) -> [Row<RowID>] {
    components.count == 1 ? components[0] : components.flatMap { $0 }
  }

  /// An `if` without `else`, or an `if let`.
  ///
  /// - Parameter component: The rows when the condition holds.
  /// - Returns: Those rows, or none.
  public static func buildOptional(_ component: [Row<RowID>]?) -> [Row<RowID>] {
    component ?? []
  }

  /// The first branch of an `if`/`else` or a `switch`.
  ///
  /// - Parameter component: The branch's rows.
  /// - Returns: The rows.
  public static func buildEither(first component: [Row<RowID>]) -> [Row<RowID>] {
    component
  }

  /// Another branch of an `if`/`else` or a `switch`.
  ///
  /// - Parameter component: The branch's rows.
  /// - Returns: The rows.
  public static func buildEither(second component: [Row<RowID>]) -> [Row<RowID>] {
    component
  }

  /// A `for`…`in` loop.
  ///
  /// - Parameter components: Each iteration's rows.
  /// - Returns: All the rows, in order.
  /// - Complexity: O(*n*) in the rows.
  public static func buildArray(_ components: [[Row<RowID>]]) -> [Row<RowID>] {
    components.flatMap { $0 }
  }

  /// An `if #available` branch.
  ///
  /// - Parameter component: The branch's rows.
  /// - Returns: The rows.
  public static func buildLimitedAvailability(_ component: [Row<RowID>]) -> [Row<RowID>] {
    component
  }
}
