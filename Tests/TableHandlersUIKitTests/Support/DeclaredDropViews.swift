#if os(Linux)
  import Foundation
  import StandInDoubles
  import TableHandlersCore
  import TableHandlersDeclarative
  import TableHandlersUIKit
  import UIKitStandIn

  /// The two views a declared table is shown on in the drag and drop tests: a stand-in table
  /// view and a stand-in list, each in a window, recording the inconsistent batches they see.
  @MainActor
  final class DeclaredDropViews {
    let tableView = UITableView(frame: .zero, style: .plain)
    let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
    /// The inconsistent batches either view saw, in UIKit's words.
    private(set) var inconsistencies: [String] = []

    init() {
      tableView.inconsistentUpdateHandler = { [unowned self] in inconsistencies.append($0) }
      list.inconsistentUpdateHandler = { [unowned self] in inconsistencies.append($0) }
    }

    /// Shows a declared table on one of the views, in a window, laid out.
    func show<SectionID, RowID>(_ table: DeclaredTable<SectionID, RowID>, on host: DragDropHost) {
      switch host {
      case .table:
        tableView.standInMove(toWindow: UIWindow())
        table.attach(to: tableView)
        tableView.layoutIfNeeded()
      case .list:
        list.standInMove(toWindow: UIWindow())
        table.attach(to: list, appearance: .plain)
      }
    }

    /// The view of a host, as the user drags over it.
    func view(_ host: DragDropHost) -> any StandInDragAndDropView {
      host == .table ? tableView : list
    }

    /// The view of a host, as handlers are given it.
    func tableHost(_ host: DragDropHost) -> any TableHost { host == .table ? tableView : list }
  }
#endif
