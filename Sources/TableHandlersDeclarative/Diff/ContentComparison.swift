import TableHandlersCore

// Comparing declared contents where the rows keep them. The only unsafe memory access of the
// declarative layer lives in this file.
//
// Invariants:
// 1. A content pointer is formed only inside `withContentComparison`'s buffer closures, from
//    the buffer of the array it was passed, and never escapes them.
// 2. `offset` is the stored `content` property's offset in `Row<RowID>` and `stride` the
//    row's stride, both read from `MemoryLayout` of the same type the buffers hold.

/// Compares the declared contents of two sections' rows in place.
///
/// Copying a content out of its row to compare it would retain and release its strings, and
/// reading a field of a `Row<RowID>` in this unspecialized generic code would look up the
/// row's generic metadata for every row: the offset and stride are read once instead.
struct ContentComparison<RowID: Hashable> {
  private let offset: Int
  private let stride: Int

  init() {
    // `content` is a stored property, so it has an offset.
    offset = MemoryLayout<Row<RowID>>.offset(of: \Row<RowID>.content)!
    stride = MemoryLayout<Row<RowID>>.stride
  }

  /// Calls `body` with a function that says how the content of `old[i]` changed to that of
  /// `new[j]`; the function is valid only during the call.
  ///
  /// - Complexity: O(1) plus `body`; each comparison is O(the content's length).
  func withContentComparison<Result>(
    _ old: [Row<RowID>], _ new: [Row<RowID>], _ body: ((Int, Int) -> ContentChange) -> Result
  ) -> Result {
    old.withUnsafeBytes { old in
      new.withUnsafeBytes { new in
        body { oldRow, newRow in
          change(
            from: (old.baseAddress! + oldRow * stride + offset).assumingMemoryBound(
              to: RowContent?.self),
            to: (new.baseAddress! + newRow * stride + offset).assumingMemoryBound(
              to: RowContent?.self))
        }
      }
    }
  }
}

/// How a declared row's content changed between two declarations.
enum ContentChange {
  /// It did not.
  case none
  /// It changed, and the same kind of cell shows it: the row can be reconfigured in place.
  case sameCell
  /// It needs another kind of cell (its style or its custom cell's kind changed): the row must
  /// be reloaded, since a reconfigured row gets the same cell back.
  case newCell
}

/// How one declared content changed, read where the contents are stored.
@inline(__always)
private func change(from lhs: UnsafePointer<RowContent?>, to rhs: UnsafePointer<RowContent?>)
  -> ContentChange
{
  guard contentsDiffer(lhs, rhs) else { return .none }
  // A missing content shows in the content cell, as a default-style content does.
  let needsNewCell =
    (lhs.pointee?.style ?? .default) != (rhs.pointee?.style ?? .default)
    || lhs.pointee?.customCell?.kind != rhs.pointee?.customCell?.kind
  return needsNewCell ? .newCell : .sameCell
}
/// Whether two declared contents differ, compared field by field where they are stored
/// (`RowContentTests` checks that `RowContent` has no field this misses).
@inline(__always)
private func contentsDiffer(_ lhs: UnsafePointer<RowContent?>, _ rhs: UnsafePointer<RowContent?>)
  -> Bool
{
  // A missing content differs from any present one in `accessory`, which is never nil.
  lhs.pointee?.accessory != rhs.pointee?.accessory || lhs.pointee?.text != rhs.pointee?.text
    || lhs.pointee?.secondaryText != rhs.pointee?.secondaryText
    || lhs.pointee?.image != rhs.pointee?.image || lhs.pointee?.style != rhs.pointee?.style
    || lhs.pointee?.trailingText != rhs.pointee?.trailingText
    || lhs.pointee?.control != rhs.pointee?.control || lhs.pointee?.role != rhs.pointee?.role
    || lhs.pointee?.textColor != rhs.pointee?.textColor
    || lhs.pointee?.isEnabled != rhs.pointee?.isEnabled
    || lhs.pointee?.selectionStyle != rhs.pointee?.selectionStyle
    || lhs.pointee?.accessibilityIdentifier != rhs.pointee?.accessibilityIdentifier
    || lhs.pointee?.accessibilityLabel != rhs.pointee?.accessibilityLabel
    || lhs.pointee?.customCell != rhs.pointee?.customCell
}
