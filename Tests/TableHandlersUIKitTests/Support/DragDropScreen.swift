#if os(Linux)
  import Foundation
  import StandInDoubles
  import TableHandlersCore
  import TableHandlersUIKit
  import UIKitStandIn

  /// The two hosts a drag and drop test runs on.
  enum DragDropHost: String, CaseIterable, Sendable, CustomStringConvertible {
    case table
    case list

    var description: String { rawValue }
  }

  /// A registry serving a table view or a list of named rows, in sections, through the public
  /// attach API, with the stand-in's batch checks recorded; drag and drop handlers are
  /// registered by each test.
  @MainActor
  final class DragDropScreen {
    let host: DragDropHost
    var sections: [[String]]
    let handlers = TableHandlers()
    let tableView = UITableView(frame: .zero, style: .plain)
    let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
    /// The inconsistent batches the view reported.
    var inconsistencies: [String] = []
    /// The misuses the registry reported.
    var misuses: [String] = []

    /// Makes the screen; `app`, if given, is the view's drag and drop delegate before the
    /// registry attaches.
    convenience init(_ host: DragDropHost, _ sections: [[String]], app: DragDropStub? = nil) {
      self.init(host, sections, dragApp: app, dropApp: app)
    }

    /// Makes the screen; `dragApp` and `dropApp`, if given, are the view's drag delegate and
    /// drop delegate before the registry attaches.
    init(
      _ host: DragDropHost, _ sections: [[String]], dragApp: DragDropStub?,
      dropApp: DragDropStub?
    ) {
      self.host = host
      self.sections = sections
      handlers.on(.numberOfSections) { [unowned self] _ in self.sections.count }
      handlers.on(.numberOfRows, at: .allSections) { [unowned self] call in
        self.sections[call.section].count
      }
      handlers.on(.rowContent, at: .table) { [unowned self] call in
        RowContent(text: self.sections[call.section][call.row])
      }
      handlers.misuseHandler = { [unowned self] in self.misuses.append("\($0)") }
      tableView.inconsistentUpdateHandler = { [unowned self] in inconsistencies.append($0) }
      list.inconsistentUpdateHandler = { [unowned self] in inconsistencies.append($0) }
      switch host {
      case .table:
        tableView.dragDelegate = dragApp
        tableView.dropDelegate = dropApp
        handlers.attach(to: tableView)
        tableView.layoutIfNeeded()
      case .list:
        list.standInMove(toWindow: UIWindow())
        list.dragDelegate = dragApp
        list.dropDelegate = dropApp
        handlers.attach(to: list)
      }
    }

    /// The view, for the stand-in's drag and drop drivers.
    var view: any StandInDragAndDropView {
      host == .table ? tableView : list
    }

    /// The selectors the view cached from its drag delegate.
    var cachedDrag: Set<String> {
      host == .table ? tableView.cachedDragDelegateSelectors : list.cachedDragDelegateSelectors
    }

    /// The selectors the view cached from its drop delegate.
    var cachedDrop: Set<String> {
      host == .table ? tableView.cachedDropDelegateSelectors : list.cachedDropDelegateSelectors
    }

    /// Whether the registry's adapter is the view's drag delegate.
    var adapterIsDragDelegate: Bool {
      let delegate: AnyObject? = host == .table ? tableView.dragDelegate : list.dragDelegate
      return delegate != nil && !(delegate is DragDropStub)
    }

    /// Whether the registry's adapter is the view's drop delegate.
    var adapterIsDropDelegate: Bool {
      let delegate: AnyObject? = host == .table ? tableView.dropDelegate : list.dropDelegate
      return delegate != nil && !(delegate is DragDropStub)
    }

    /// The view's drag delegate.
    var dragDelegate: AnyObject? { host == .table ? tableView.dragDelegate : list.dragDelegate }

    /// The view's drop delegate.
    var dropDelegate: AnyObject? { host == .table ? tableView.dropDelegate : list.dropDelegate }

    /// The view's drag interaction switch.
    var dragInteractionEnabled: Bool {
      get { host == .table ? tableView.dragInteractionEnabled : list.dragInteractionEnabled }
      set {
        tableView.dragInteractionEnabled = newValue
        list.dragInteractionEnabled = newValue
      }
    }

    /// The view's selector: the table's or the list's.
    func selector(_ table: String, _ list: String) -> String { host == .table ? table : list }

    /// The rows the view counts in a section now.
    func count(_ section: Int) -> Int {
      host == .table
        ? tableView.numberOfRows(inSection: section) : list.numberOfItems(inSection: section)
    }

    /// Inserts a row into the model and the view, through the registry (its handlers follow).
    func insert(_ name: String, at position: TablePosition) throws {
      sections[position.section].insert(name, at: position.row)
      if host == .table {
        try tableView.insertRows(at: [position])
      } else {
        try list.insertRows(at: [position])
      }
    }

    /// Removes the registry's handlers and attachment when the test is done.
    func detach() { handlers.detach() }
  }

  /// An index path of a row.
  func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

  /// A position of a row.
  func position(_ section: Int, _ row: Int) -> TablePosition {
    TablePosition(section: section, row: row)
  }

  /// A drag item from another app: UTF-8 text.
  @MainActor func outsideTextItem(_ text: String) -> UIDragItem {
    let provider = NSItemProvider()
    provider.registerDataRepresentation(
      forTypeIdentifier: DragRepresentation.utf8PlainText, visibility: .all
    ) { completion in
      completion(Data(text.utf8), nil)
      return nil
    }
    return UIDragItem(itemProvider: provider)
  }
#endif
