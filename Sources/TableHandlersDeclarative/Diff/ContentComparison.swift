import TableHandlersCore

// Comparing declared contents where the rows keep them. The only unsafe memory access of the
// declarative layer lives in this file.
//
// Invariants:
// 1. A content pointer is formed only inside `withContentComparison`'s buffer closures, from
//    the buffer of the array it was passed, and never escapes them.
// 2. `offset` is the stored `storage` property's offset in `Row<RowID>` and `stride` the
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
    // `storage` is a stored property, so it has an offset.
    offset = MemoryLayout<Row<RowID>>.offset(of: \Row<RowID>.storage)!
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
          let oldStorage = (old.baseAddress! + oldRow * stride + offset).assumingMemoryBound(
            to: RowStorage.self)
          let newStorage = (new.baseAddress! + newRow * stride + offset).assumingMemoryBound(
            to: RowStorage.self)
          return newStorage.pointee.content.change(from: oldStorage.pointee.content)
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
