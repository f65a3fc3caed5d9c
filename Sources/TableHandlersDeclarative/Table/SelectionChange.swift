/// What changed a declared table's selection.
public enum SelectionCause: Hashable, Sendable {
  /// The user: a tap, a multiple-selection pan, or the row a new single selection replaced.
  case user

  /// The app: ``DeclaredTable/selection`` set, or rows selected or deselected on the view by
  /// the app's own code (reported at the next change the declared table sees).
  case app

  /// An update: selected rows that the new declaration no longer has.
  case update
}

/// A change of a declared table's selection, by row identifier.
///
/// ```swift
/// table.selectionDidChange = { change in
///   if change.cause == .update, !change.deselected.isEmpty { closeDetail() }
/// }
/// ```
public struct SelectionChange<RowID: Hashable> {
  /// The selection after the change.
  public var selection: Set<RowID>

  /// The rows that joined the selection.
  public var selected: Set<RowID>

  /// The rows that left the selection.
  public var deselected: Set<RowID>

  /// What changed it.
  public var cause: SelectionCause

  /// Creates a change.
  ///
  /// - Parameters:
  ///   - selection: The selection after the change.
  ///   - selected: The rows that joined it.
  ///   - deselected: The rows that left it.
  ///   - cause: What changed it.
  public init(
    selection: Set<RowID>, selected: Set<RowID>, deselected: Set<RowID>, cause: SelectionCause
  ) {
    self.selection = selection
    self.selected = selected
    self.deselected = deselected
    self.cause = cause
  }
}

extension SelectionChange: Equatable {}
extension SelectionChange: Sendable where RowID: Sendable {}
