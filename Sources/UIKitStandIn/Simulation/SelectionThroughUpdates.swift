#if !canImport(UIKit)
  import Foundation

  // What happens to the selection when a table or collection view is told edits, as UIKit does:
  // - A selected row (item) that an insertion, deletion or move shifts stays selected at its
  //   new index path: the selection belongs to the row, as `indexPathsForSelectedRows` shows
  //   after a batch on a device. A deleted row leaves the selection.
  // - A reloaded row (`reloadRows(at:with:)`, `reloadItems(at:)`, or its section reloaded)
  //   is deselected: "reloadRowsAtIndexPaths:withRowAnimation: will deselect whatever rows you
  //   reload" (Steve Tibbett, "UITableView selection not sticking when reloading cells", 2011,
  //   still the behaviour), since a reload replaces the row's cell as a delete and an insert
  //   would (Apple, `reloadRows(at:with:)`: inside an update block it "behaves similarly to
  //   deleteRowsAtIndexPaths:withRowAnimation:").
  // - A reconfigured row keeps its selection: `reconfigureRows(at:)` and `reconfigureItems(at:)`
  //   update "the data for the rows at the index paths you specify, preserving the existing
  //   cells for the rows" (Apple).
  // - A table's `reloadData()` clears the selection: "We call `reloadData()` every time we diff
  //   a TableView, and that kills our selection" (joshaber/Few.swift issue #92); "un-pausing
  //   the fetched datasource reloads the table the selection is lost"
  //   (objcio/issue-4-full-core-data-application issue #6). Apps that keep a selection across
  //   it restore it themselves.
  // - A collection view's `reloadData()` keeps the selected index paths, whatever the data
  //   source now has there: "When calling `collectionView.reloadData()`, selected indexpath
  //   stays the same, but be aware of order of data changed" (onmyway133/blog issue #434,
  //   observed on devices); the cells shown again at those index paths show as selected. No
  //   source says what becomes of a selected index path the reloaded data source no longer
  //   has: the stand-in keeps it too, the stricter reading, so that code taking
  //   `indexPathsForSelectedItems` to name existing items after a reload fails here.
  // - A row the user drags to another place keeps its selection there, and the rows between
  //   shift with theirs, as for `moveRow(at:to:)`.
  // No delegate method is called for any of these, as for `selectRow(at:animated:scrollPosition:)`
  // and `deselectRow(at:animated:)` (UITableView.h).

  extension UITableView {
    /// Carries the selection through a group of edits (see the file's notes).
    func carrySelection(through plan: DisplayedCellsPlan) {
      selectedRows = selectedRows.compactMap { plan.reloaded($0) ? nil : plan.newPath(of: $0) }
    }

    /// `reloadData()` clears the selection (see the file's notes).
    func clearSelectionOnReload() {
      selectedRows.removeAll()
    }
  }

  extension UICollectionView {
    /// Carries the selection through a batch of edits (see the file's notes).
    func carrySelection(through plan: DisplayedCellsPlan) {
      let carried = selectedItems.compactMap { plan.reloaded($0) ? nil : plan.newPath(of: $0) }
      if carried != selectedItems { selectedItems = carried }
    }

    /// `reloadData()` keeps the selected index paths, even those the data source no longer has
    /// (see the file's notes).
    func keepSelectionOnReload() {}
  }
#endif
