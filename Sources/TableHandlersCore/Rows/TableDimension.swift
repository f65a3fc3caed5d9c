/// Heights in the core are `Double`; this is UIKit's `automaticDimension`.
public enum TableDimension {
  /// `UITableView.automaticDimension`: let the table size the item.
  public static let automatic: Double = -1
}
