/// A row's place in a table: its section and its row within that section.
///
/// The core's stand-in for `IndexPath`: two integers, `Hashable` and `Sendable`, with no
/// Foundation dependency. The UIKit adapter converts at the edge.
///
/// ```swift
/// let second = TablePosition(section: 0, row: 1)
/// ```
public struct TablePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The section index.
  public var section: Int
  /// The row index within ``section``.
  public var row: Int

  /// Creates a position from a section and a row.
  ///
  /// - Parameters:
  ///   - section: The section index.
  ///   - row: The row index within the section.
  @inlinable
  public init(section: Int, row: Int) {
    self.section = section
    self.row = row
  }

  /// Orders positions by section, then by row.
  @inlinable
  public static func < (lhs: TablePosition, rhs: TablePosition) -> Bool {
    lhs.section != rhs.section ? lhs.section < rhs.section : lhs.row < rhs.row
  }

  /// `section.row`, as in `1.4`.
  public var description: String { "\(section).\(row)" }
}
