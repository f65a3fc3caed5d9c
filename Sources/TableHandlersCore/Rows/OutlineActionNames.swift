/// The names assistive technologies read for the actions that expand and collapse a row with
/// children, which a host offers first among the row's actions.
///
/// ```swift
/// let handlers = TableHandlers()
/// handlers.outlineActionNames = OutlineActionNames(expand: "Aufklappen", collapse: "Zuklappen")
/// ```
///
/// A row offers one of the two, the one its disclosure would do (`RowContent.outlineDisclosure`):
/// expand while it is collapsed, collapse while it is expanded.
public struct OutlineActionNames: Hashable, Sendable {
  /// The name of the action that shows a row's children.
  public var expand: String

  /// The name of the action that hides a row's children.
  public var collapse: String

  /// Names the two actions.
  ///
  /// - Parameters:
  ///   - expand: The name of the action that shows a row's children.
  ///   - collapse: The name of the action that hides them.
  public init(expand: String, collapse: String) {
    self.expand = expand
    self.collapse = collapse
  }

  /// "Expand" and "Collapse", the names a registry starts with.
  public static let english = OutlineActionNames(expand: "Expand", collapse: "Collapse")
}
