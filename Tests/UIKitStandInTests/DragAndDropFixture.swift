#if !canImport(UIKit)
  import Foundation
  import StandInDoubles
  import Testing
  import UIKitStandIn

  /// The view a drag and drop test runs on: a table, or a collection-view list.
  enum DragDropViewKind: String, CaseIterable, CustomTestStringConvertible {
    case table
    case list

    var testDescription: String { rawValue }
  }

  /// A table or a list of named rows, its data source keeping `sections`, with a drag and drop
  /// delegate (`DragDropStub`) that implements nothing until a test sets its closures.
  @MainActor
  final class DragDropFixture {
    let kind: DragDropViewKind
    var sections: [[String]]
    let delegates = DragDropStub()
    let tableApp = StubApp()
    let tableView = UITableView(frame: .zero, style: .plain)
    let list: ListFixture
    /// The runtime rules broken, by name, and the inconsistent batches' texts.
    var brokenRules: [String] = []
    var inconsistencies: [String] = []
    /// The moves the data source was told, as "from -> to".
    var moves: [String] = []

    init(_ kind: DragDropViewKind, _ sections: [[String]]) {
      self.kind = kind
      self.sections = sections
      list = ListFixture(sections)
      list.app.numberOfSections = { [unowned self] _ in self.sections.count }
      list.app.numberOfItems = { [unowned self] _, section in self.sections[section].count }
      list.app.canMoveItem = { _, _ in true }
      list.app.moveItem = { [unowned self] _, from, to in move(from, to) }
      list.collectionView.dataSource = list.app
      list.collectionView.runtimeRuleHandler = { [unowned self] in
        brokenRules.append($0.rule.rawValue)
      }
      list.collectionView.inconsistentUpdateHandler = { [unowned self] in
        inconsistencies.append($0)
      }
      tableApp.numberOfSections = { [unowned self] _ in self.sections.count }
      tableApp.numberOfRows = { [unowned self] _, section in self.sections[section].count }
      tableApp.cellForRow = { _, _ in UITableViewCell(style: .default, reuseIdentifier: nil) }
      tableApp.moveRow = { [unowned self] _, from, to in move(from, to) }
      tableView.dataSource = tableApp
      tableView.runtimeRuleHandler = { [unowned self] in brokenRules.append($0.rule.rawValue) }
      tableView.inconsistentUpdateHandler = { [unowned self] in inconsistencies.append($0) }
      tableView.layoutIfNeeded()
      setDelegates()
    }

    /// The view, as a scroll view.
    var view: UIScrollView { kind == .table ? tableView : list.collectionView }

    /// Assigns the stub as drag and drop delegate again, so that the views learn the members
    /// it implements now, as UIKit learns them on assignment.
    func setDelegates(drag: Bool = true, drop: Bool = true) {
      tableView.dragDelegate = drag ? delegates : nil
      tableView.dropDelegate = drop ? delegates : nil
      list.collectionView.dragDelegate = drag ? delegates : nil
      list.collectionView.dropDelegate = drop ? delegates : nil
    }

    private func move(_ from: IndexPath, _ to: IndexPath) {
      moves.append("\(from.section).\(from.row) -> \(to.section).\(to.row)")
      let name = sections[from.section].remove(at: from.row)
      sections[to.section].insert(name, at: to.row)
    }

    /// The selectors the delegates were called with, in order.
    var calls: [String] { delegates.calls }

    /// The view's selector for a member (`TableSelectors`' or `CollectionViewSelectors`').
    func selector(_ member: DragDropMember) -> String {
      let selectors =
        kind == .table
        ? TableSelectors.dragDelegate + TableSelectors.dropDelegate
        : CollectionViewSelectors.dragDelegate + CollectionViewSelectors.dropDelegate
      return selectors[member.rawValue]
    }

    // MARK: The user's gestures on the view

    @discardableResult
    func beginsDrag(at path: IndexPath) -> Bool {
      kind == .table
        ? tableView.userBeginsDrag(at: path) : list.collectionView.userBeginsDrag(at: path)
    }

    @discardableResult
    func addsToDrag(at path: IndexPath) -> Int {
      kind == .table
        ? tableView.userAddsToDrag(at: path) : list.collectionView.userAddsToDrag(at: path)
    }

    @discardableResult
    func dragsOver(_ path: IndexPath?) -> UIDropOperation {
      kind == .table ? tableView.userDragsOver(path) : list.collectionView.userDragsOver(path)
    }

    @discardableResult
    func dragsOver(_ path: IndexPath?, carrying items: [UIDragItem], allowsMove: Bool = false)
      -> UIDropOperation
    {
      kind == .table
        ? tableView.userDragsOver(path, carrying: items, allowsMoveOperation: allowsMove)
        : list.collectionView.userDragsOver(path, carrying: items, allowsMoveOperation: allowsMove)
    }

    func dragsOut() {
      kind == .table ? tableView.userDragsOut() : list.collectionView.userDragsOut()
    }

    @discardableResult
    func drops() -> Bool {
      kind == .table ? tableView.userDrops() : list.collectionView.userDrops()
    }

    func cancelsDrag() {
      kind == .table ? tableView.userCancelsDrag() : list.collectionView.userCancelsDrag()
    }

    /// A drag from another app, dropped over `destination`, whose first item the drop
    /// delegate drops to a placeholder at `placeholder`; the placeholder's context.
    func dropsToPlaceholder(at placeholder: IndexPath, over destination: IndexPath? = nil)
      -> DropPlaceholderContext?
    {
      var context: DropPlaceholderContext?
      delegates.performDrop = { _, coordinator in
        context = coordinator.dropToPlaceholder(coordinator.dragItems[0], at: placeholder)
      }
      setDelegates()
      dragsOver(destination, carrying: [textItem("x")])
      drops()
      return context
    }

    // MARK: What the view shows

    var hasActiveDrag: Bool {
      kind == .table ? tableView.hasActiveDrag : list.collectionView.hasActiveDrag
    }

    var hasActiveDrop: Bool {
      kind == .table ? tableView.hasActiveDrop : list.collectionView.hasActiveDrop
    }

    var hasUncommittedUpdates: Bool {
      kind == .table ? tableView.hasUncommittedUpdates : list.collectionView.hasUncommittedUpdates
    }

    var placeholders: [IndexPath] {
      kind == .table
        ? tableView.standInPlaceholderIndexPaths : list.collectionView.standInPlaceholderIndexPaths
    }

    /// The rows or items the view counts in a section.
    func count(inSection section: Int) -> Int {
      kind == .table
        ? tableView.numberOfRows(inSection: section)
        : list.collectionView.numberOfItems(inSection: section)
    }

    // MARK: The app's edits

    /// Inserts a named row into the model and the view, as an app does outside a batch.
    func insert(_ name: String, at path: IndexPath) {
      sections[path.section].insert(name, at: path.row)
      kind == .table
        ? tableView.insertRows(at: [path], with: .automatic)
        : list.collectionView.insertItems(at: [path])
    }

    /// Deletes a row from the model and the view; the model's row is `modelRow` where a batch's
    /// earlier inserts make it differ from the view's (a batch deletes by the index paths before
    /// it).
    func delete(at path: IndexPath, modelRow: Int? = nil) {
      sections[path.section].remove(at: modelRow ?? path.row)
      kind == .table
        ? tableView.deleteRows(at: [path], with: .automatic)
        : list.collectionView.deleteItems(at: [path])
    }

    /// Runs `updates` as one batch of the view.
    func batch(_ updates: @escaping () -> Void) {
      kind == .table
        ? tableView.performBatchUpdates(updates) : list.collectionView.performBatchUpdates(updates)
    }

    func reloadData() {
      kind == .table ? tableView.reloadData() : list.collectionView.reloadData()
    }

    func finishDropAnimations() {
      kind == .table
        ? tableView.standInFinishDropAnimations()
        : list.collectionView.standInFinishDropAnimations()
    }
  }

  /// A drag or drop delegate member, its raw value its place in the views' selector lists
  /// (`dragDelegate` then `dropDelegate`, each in its protocol's declaration order).
  enum DragDropMember: Int {
    case itemsForBeginning, itemsForAdding, dragPreviewParameters, dragSessionWillBegin
    case dragSessionDidEnd, dragSessionAllowsMove, dragSessionIsRestricted
    case performDrop, canHandle, dropSessionDidEnter, dropSessionDidUpdate, dropSessionDidExit
    case dropSessionDidEnd, dropPreviewParameters
  }

  /// An index path of a row or item.
  func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

  /// A drag item whose provider gives `text` as plain text, once a test completes its loads.
  @MainActor
  func textItem(_ text: String) -> UIDragItem {
    let provider = NSItemProvider()
    provider.registerDataRepresentation(forTypeIdentifier: "public.plain-text", visibility: .all) {
      completion in
      completion(Data(text.utf8), nil)
      return nil
    }
    return UIDragItem(itemProvider: provider)
  }
#endif
