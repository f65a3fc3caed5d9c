/// The table a registry serves: a `UITableView` through the UIKit adapter, or the headless
/// table of the testing library.
///
/// Handlers receive their host with every call, so they never capture the table view (a retain
/// cycle) and the same handler runs unchanged in an app and in a headless test.
@MainActor
public protocol TableHost: AnyObject {
  /// Whether the table is in editing mode.
  var isEditing: Bool { get }

  /// Deselects a row without calling any handler, as `UITableView.deselectRow(at:animated:)`.
  ///
  /// - Parameters:
  ///   - position: The row to deselect.
  ///   - animated: Whether to animate the change.
  func deselectRow(at position: TablePosition, animated: Bool)
}
