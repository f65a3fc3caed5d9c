#if !canImport(UIKit)
  import Foundation

  // The order in which a table or a collection view reports what it shows.
  // - A collection view's is documented as none: `indexPathsForVisibleItems` is "an unsorted
  //   array of NSIndexPath objects, each of which corresponds to a visible cell in the collection
  //   view" (Apple, `UICollectionView.indexPathsForVisibleItems`), and `visibleCells` says
  //   nothing of an order. On devices both come back out of order once cells are reused
  //   ("the order of the items that are returned do not always match the order of those items
  //   within the collection view", observed on devices, stripysock.com.au, "Working around a
  //   bug(?) in UICollectionView", 2013), and apps sort them before taking the first as the top
  //   one (for example kenthumphries/KHCollectionViewTest,
  //   `UICollectionView+SortedIndexPaths.swift`).
  // - A table's is documented as none either: `indexPathsForVisibleRows` is "an array of
  //   NSIndexPath objects each representing a row index and section index that together
  //   identify a visible row", and `visibleCells` "an array of UITableViewCell objects" (Apple).
  //   A device is seen to answer a table's in row order; the stand-in is deliberately stricter
  //   than a device, so that no code can lean on an order no document promises.
  // The stand-in's order is deterministic, so that a failing test fails again the same way, and
  // it is never sorted when two or more are shown: the shown rows or items, in order, taken at
  // the odd places (1, 3, 5, …), then at the even places from the last to the first. Four rows
  // 0.0, 0.1, 0.2, 0.3 come back as 0.1, 0.3, 0.2, 0.0: the first is never the top one and the
  // last is the top one. The cells and the index paths come back in the same order.
  enum StandInVisibleOrder {
    /// The stand-in's order of shown rows or items, from those rows or items in order (see the
    /// file's notes).
    ///
    /// - Parameter sorted: The shown rows or items, in order.
    /// - Returns: The same elements, not in order when there are two or more.
    /// - Complexity: O(*n*).
    static func scrambled<Element>(_ sorted: [Element]) -> [Element] {
      let odd = stride(from: 1, to: sorted.count, by: 2).map { sorted[$0] }
      let even = stride(from: 0, to: sorted.count, by: 2).reversed().map { sorted[$0] }
      return odd + even
    }

    /// Shown views by position, as the stand-in answers them: their positions and the views
    /// in the same scrambled order.
    ///
    /// - Parameter shown: The shown views by index path.
    /// - Returns: The index paths and the views, in the stand-in's order.
    /// - Complexity: O(*n* log *n*).
    static func scrambled<View>(_ shown: [IndexPath: View]) -> [(IndexPath, View)] {
      scrambled(shown.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }
  }
#endif
