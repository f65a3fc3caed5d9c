#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  let cellForRowID = EventID.make(named: "cellForRow")
  let willDisplayCellID = EventID.make(named: "willDisplayCell")
  let didEndDisplayingCellID = EventID.make(named: "didEndDisplayingCell")
  let willDisplayListCellID = EventID.make(named: "willDisplayListCell")
  let didEndDisplayingListCellID = EventID.make(named: "didEndDisplayingListCell")

  extension RowEvent where Arguments == Void, Output == UITableViewCell? {
    /// The row's cell (`tableView(_:cellForRowAt:)`).
    ///
    /// Return `nil` for the adapter's own cell, which shows the row's `rowContent`.
    /// ``TableHandlers/onCell(_:at:reuseIdentifier:configure:)`` registers and dequeues a cell
    /// class for you. Default: `nil`.
    public static var cellForRow: Self {
      Self(id: cellForRowID, defaultAnswer: { _ in nil })
    }
  }

  extension RowEvent where Arguments == UITableViewCell, Output == Void {
    /// The row's cell is about to be shown
    /// (`tableView(_:willDisplay:forRowAt:)`); the argument is the cell.
    public static var willDisplayCell: Self {
      Self(id: willDisplayCellID, defaultAnswer: { _ in })
    }

    /// The row's cell left the screen (`tableView(_:didEndDisplaying:forRowAt:)`); the argument
    /// is the cell.
    ///
    /// UIKit also reports cells of rows that were just deleted, at their old positions.
    public static var didEndDisplayingCell: Self {
      Self(id: didEndDisplayingCellID, defaultAnswer: { _ in })
    }
  }

  extension RowEvent where Arguments == UICollectionViewCell, Output == Void {
    /// The row's cell is about to be shown on a list
    /// (`collectionView(_:willDisplay:forItemAt:)`); the argument is the cell.
    ///
    /// The list's counterpart of ``RowEvent/willDisplayCell``, whose argument is a table view's
    /// cell; register both for a row shown on either host.
    public static var willDisplayListCell: Self {
      Self(id: willDisplayListCellID, defaultAnswer: { _ in })
    }

    /// The row's cell left the screen on a list
    /// (`collectionView(_:didEndDisplaying:forItemAt:)`); the argument is the cell.
    ///
    /// The list's counterpart of ``RowEvent/didEndDisplayingCell``. UIKit also reports cells
    /// of items that were just deleted, at their old positions.
    public static var didEndDisplayingListCell: Self {
      Self(id: didEndDisplayingListCellID, defaultAnswer: { _ in })
    }
  }
#endif
