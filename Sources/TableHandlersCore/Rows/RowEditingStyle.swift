/// A row's editing style, as `UITableViewCell.EditingStyle` (same raw values).
public enum RowEditingStyle: Int, Hashable, Sendable, CaseIterable {
  /// No editing control.
  case none
  /// A delete control.
  case delete
  /// An insert control.
  case insert
}
