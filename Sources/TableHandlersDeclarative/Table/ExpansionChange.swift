/// A change of an outline row's expansion, as ``DeclaredTable/expansionDidChange`` reports it.
///
/// ```swift
/// table.expansionDidChange = { change in
///   if change.cause == .user { settings.openFolders = table.expandedRows }
/// }
/// ```
public struct ExpansionChange<RowID: Hashable>: Hashable {
  /// The row that expanded or collapsed.
  public var row: RowID

  /// Whether the row is expanded now.
  public var isExpanded: Bool

  /// Who changed it.
  public var cause: ExpansionCause

  /// Creates a change.
  ///
  /// - Parameters:
  ///   - row: The row that expanded or collapsed.
  ///   - isExpanded: Whether it is expanded now.
  ///   - cause: Who changed it.
  public init(row: RowID, isExpanded: Bool, cause: ExpansionCause) {
    self.row = row
    self.isExpanded = isExpanded
    self.cause = cause
  }
}

extension ExpansionChange: Sendable where RowID: Sendable {}

/// Who expanded or collapsed an outline row.
public enum ExpansionCause: Hashable, Sendable {
  /// The user: a tap on the row or on its disclosure control, or a VoiceOver action.
  case user
  /// The app: ``DeclaredTable/expandedRows`` or ``DeclaredTable/setExpanded(_:for:animated:)``.
  case app
}
