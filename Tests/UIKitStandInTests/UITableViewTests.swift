#if !canImport(UIKit)
  import Foundation
  import StandInDoubles
  import Testing
  import UIKitStandIn

  /// Implements only the two required data-source members, so it relies on every default.
  @MainActor
  func minimalDataSource() -> RequiredMembersDataSource {
    RequiredMembersDataSource(
      numberOfRows: { _, _ in 3 },
      cellForRow: { tableView, indexPath in
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      })
  }

  /// Implements no delegate member and says nothing of what it implements: everything is
  /// defaulted.
  @MainActor
  final class DefaultedDelegate: NSObject, UITableViewDelegate {}

  /// A delegate that implements one member, recording the rows it is told were selected.
  @MainActor
  final class SelectionSpy {
    /// The delegate, which implements the selection member only.
    let delegate = StubApp()
    var selected: [IndexPath] = []

    init() {
      delegate.didSelectRow = { [unowned self] _, indexPath in selected.append(indexPath) }
    }
  }

  /// A cell subclass that overrides the required initializer.
  @MainActor
  final class CheckmarkCell: UITableViewCell {
    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      accessoryType = .checkmark
    }

    required init?(coder: NSCoder) {
      super.init(coder: coder)
    }
  }

  /// A cell subclass that inherits every initializer.
  @MainActor
  final class PlainCell: UITableViewCell {}

  /// A header subclass that inherits every initializer.
  @MainActor
  final class Header: UITableViewHeaderFooterView {}

  @Suite("UITableView stand-in")
  @MainActor
  struct UITableViewTests {
    let table = UITableView(frame: .zero, style: .insetGrouped)
    let a = IndexPath(row: 0, section: 0)
    let b = IndexPath(row: 1, section: 0)
    let c = IndexPath(row: 0, section: 2)

    @Test("every dataSource and delegate assignment is counted, nil and repeats included")
    func assignmentCounting() {
      let dataSource = minimalDataSource()
      let delegate = DefaultedDelegate()
      #expect(table.dataSourceAssignments == 0)
      table.dataSource = dataSource
      table.dataSource = nil
      table.dataSource = dataSource
      table.dataSource = dataSource
      #expect(table.dataSourceAssignments == 4)
      #expect(table.dataSource === dataSource)

      table.delegate = delegate
      table.delegate = nil
      table.delegate = delegate
      #expect(table.delegateAssignments == 3)
      #expect(table.dataSourceAssignments == 4)

      table.prefetchDataSource = RequiredMemberPrefetcher()
      #expect(table.prefetchDataSourceAssignments == 1)
    }

    @Test("dataSource, delegate and prefetchDataSource are weak")
    func weakReferences() {
      do {
        let dataSource = minimalDataSource()
        let delegate = DefaultedDelegate()
        let prefetcher = RequiredMemberPrefetcher()
        table.dataSource = dataSource
        table.delegate = delegate
        table.prefetchDataSource = prefetcher
        #expect(table.dataSource != nil)
      }
      #expect(table.dataSource == nil)
      #expect(table.delegate == nil)
      #expect(table.prefetchDataSource == nil)
    }

    @Test("structural updates are logged in order")
    func updateLog() {
      table.reloadData()
      table.insertRows(at: [a, b], with: .fade)
      table.deleteRows(at: [b], with: .left)
      table.reloadRows(at: [c], with: .none)
      table.moveRow(at: a, to: c)
      table.insertSections([0, 2], with: .top)
      table.deleteSections([1], with: .bottom)
      table.reloadSections([3], with: .automatic)
      table.moveSection(0, toSection: 2)
      #expect(
        table.updateLog == [
          "reloadData",
          "insertRows [0.0, 0.1]",
          "deleteRows [0.1]",
          "reloadRows [2.0]",
          "moveRow 0.0 -> 2.0",
          "insertSections [0, 2]",
          "deleteSections [1]",
          "reloadSections [3]",
          "moveSection 0 -> 2",
        ])
      #expect(table.recordedUpdates[2] == .deleteRows([b], .left))
      #expect(
        table.recordedUpdates.compactMap(\.animation) == [
          .fade, .left, .none, .top, .bottom, .automatic,
        ])

      table.recordedUpdates.removeAll()
      #expect(table.updateLog.isEmpty)
    }

    @Test("performBatchUpdates brackets its updates and completes with true")
    func batchUpdates() {
      var completed: [Bool] = []
      table.performBatchUpdates(
        { table.deleteRows(at: [b], with: .automatic) },
        completion: { completed.append($0) })
      table.performBatchUpdates(nil)
      #expect(
        table.updateLog == [
          "performBatchUpdates begin", "deleteRows [0.1]", "performBatchUpdates end",
          "performBatchUpdates begin", "performBatchUpdates end",
        ])
      #expect(completed == [true])
    }

    @Test("dequeue returns an instance of the registered class")
    func dequeueRegisteredClass() {
      table.register(CheckmarkCell.self, forCellReuseIdentifier: "check")
      table.register(PlainCell.self, forCellReuseIdentifier: "plain")
      let check = table.dequeueReusableCell(withIdentifier: "check", for: a)
      let plain = table.dequeueReusableCell(withIdentifier: "plain", for: b)
      #expect(check is CheckmarkCell)
      #expect(check.reuseIdentifier == "check")
      #expect(check.accessoryType == .checkmark)
      #expect(type(of: plain) == PlainCell.self)
      #expect(plain.reuseIdentifier == "plain")
      #expect(table.registeredCellClasses.count == 2)

      table.register(nil, forCellReuseIdentifier: "plain")
      #expect(table.dequeueReusableCell(withIdentifier: "plain") == nil)
      #expect(table.dequeueReusableCell(withIdentifier: "check") is CheckmarkCell)
    }

    @Test("the data source can dequeue through the table it is given")
    func dataSourceDequeues() {
      let dataSource = minimalDataSource()
      table.register(PlainCell.self, forCellReuseIdentifier: "cell")
      table.dataSource = dataSource
      let cell = table.send(.cellForRow(at: a), to: table.dataSource!)
      #expect(cell is PlainCell)
    }

    @Test("dequeue returns an instance of the registered header class")
    func dequeueHeader() {
      table.register(Header.self, forHeaderFooterViewReuseIdentifier: "header")
      let header = table.dequeueReusableHeaderFooterView(withIdentifier: "header")
      #expect(header is Header)
      #expect(header?.reuseIdentifier == "header")
      #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "missing") == nil)
    }

    @Test("single selection replaces the selected row")
    func singleSelection() {
      #expect(table.indexPathsForSelectedRows == nil)
      table.selectRow(at: a, animated: false, scrollPosition: .none)
      table.selectRow(at: b, animated: true, scrollPosition: .middle)
      #expect(table.indexPathsForSelectedRows == [b])
      #expect(table.indexPathForSelectedRow == b)
      table.deselectRow(at: b, animated: false)
      #expect(table.indexPathForSelectedRow == nil)
    }

    @Test("reloadData clears a table view's selection (joshaber/Few.swift issue #92)")
    func reloadDataClearsTheSelection() {
      table.allowsMultipleSelection = true
      table.selectRow(at: a, animated: false, scrollPosition: .none)
      table.selectRow(at: c, animated: false, scrollPosition: .none)
      table.reloadData()
      #expect(table.indexPathsForSelectedRows == nil)
    }

    @Test("multiple selection follows the flag for the current editing state")
    func multipleSelection() {
      table.allowsMultipleSelection = true
      table.selectRow(at: a, animated: false, scrollPosition: .none)
      table.selectRow(at: c, animated: false, scrollPosition: .none)
      table.selectRow(at: a, animated: false, scrollPosition: .none)
      #expect(table.indexPathsForSelectedRows == [a, c])

      table.isEditing = true
      table.selectRow(at: b, animated: false, scrollPosition: .none)
      #expect(table.indexPathsForSelectedRows == [b])
      table.allowsMultipleSelectionDuringEditing = true
      table.selectRow(at: c, animated: false, scrollPosition: .top)
      #expect(table.indexPathsForSelectedRows == [b, c])

      table.selectRow(at: nil, animated: false, scrollPosition: .none)
      #expect(table.indexPathsForSelectedRows == nil)
    }

    @Test("selectRow and deselectRow call no delegate method")
    func selectionIsSilent() {
      let spy = SelectionSpy()
      table.delegate = spy.delegate
      table.selectRow(at: a, animated: false, scrollPosition: .none)
      table.deselectRow(at: a, animated: false)
      #expect(spy.selected.isEmpty)
    }

    @Test("isEditing and setEditing(_:animated:) agree")
    func editing() {
      #expect(!table.isEditing)
      table.setEditing(true, animated: true)
      #expect(table.isEditing)
      table.isEditing = false
      #expect(!table.isEditing)
    }

    @Test("heights default to automaticDimension, which is -1")
    func heights() {
      #expect(UITableView.automaticDimension == -1)
      #expect(table.rowHeight == UITableView.automaticDimension)
      #expect(table.estimatedRowHeight == UITableView.automaticDimension)
      #expect(table.sectionHeaderHeight == UITableView.automaticDimension)
      #expect(table.sectionFooterHeight == UITableView.automaticDimension)
      #expect(table.style == .insetGrouped)
      #expect(UITableView().style == .plain)
    }

    @Test("enums carry UIKit's raw values")
    func rawValues() {
      #expect(UITableView.RowAnimation.automatic.rawValue == 100)
      #expect(UITableView.RowAnimation.middle.rawValue == 6)
      #expect(UITableView.RowAnimation.none.rawValue == 5)
      #expect(UITableViewCell.EditingStyle.insert.rawValue == 2)
      #expect(UITableViewCell.AccessoryType.detailButton.rawValue == 4)
      #expect(UITableView.Style.insetGrouped.rawValue == 2)
      #expect(UITableViewRowAction.Style.destructive == .default)
    }
  }

  @Suite("Protocol defaults")
  @MainActor
  struct ProtocolDefaultTests {
    let table = UITableView(frame: .zero, style: .plain)
    let path = IndexPath(row: 2, section: 1)

    @Test("a data source with only the required members gets UIKit's defaults")
    func dataSourceDefaults() {
      let dataSource = minimalDataSource()
      #expect(table.send(.numberOfSections, to: dataSource) == 1)
      #expect(table.send(.canEditRow(at: path), to: dataSource) as Bool)
      #expect(table.send(.canMoveRow(at: path), to: dataSource) as Bool)
      #expect(table.send(.titleForHeader(section: 0), to: dataSource) as String? == nil)
      #expect(table.send(.sectionIndexTitles, to: dataSource) as [String]? == nil)
      #expect(table.send(.sectionForSectionIndexTitle(title: "B", index: 1), to: dataSource) == 1)
    }

    @Test("a delegate gets UIKit's defaults for what it leaves out")
    func delegateDefaults() {
      let delegate = DefaultedDelegate()
      let other = IndexPath(row: 0, section: 0)
      table.rowHeight = 44
      #expect(table.send(.heightForRow(at: path), to: delegate) as CGFloat == 44)
      #expect(
        table.send(.editingStyle(at: path), to: delegate) == UITableViewCell.EditingStyle.delete)
      #expect(table.send(.willSelectRow(at: path), to: delegate) as IndexPath? == path)
      #expect(table.send(.shouldHighlightRow(at: path), to: delegate) as Bool)
      #expect(
        table.send(.targetForMove(from: path, proposed: other), to: delegate)
          == other)
      #expect(table.send(.canPerformPrimaryAction(at: path), to: delegate) as Bool)
      table.isEditing = true
      #expect(!table.send(.canPerformPrimaryAction(at: path), to: delegate) as Bool)
      #expect(!table.send(.shouldBeginMultipleSelectionInteraction(at: path), to: delegate) as Bool)
      #expect(
        table.send(.trailingSwipeActionsConfiguration(at: path), to: delegate)
          as UISwipeActionsConfiguration? == nil)
      #expect(table.send(.scrollViewShouldScrollToTop, to: delegate) as Bool)
      #expect(table.send(.viewForZooming, to: delegate) as UIView? == nil)
    }

    @Test("the implemented member is called through the protocol")
    func implementedMember() {
      let spy = SelectionSpy()
      table.delegate = spy.delegate
      table.send(.didSelectRow(at: path), to: table.delegate!)
      #expect(spy.selected == [path])
    }
  }

  @Suite("Related types")
  @MainActor
  struct RelatedTypeTests {
    @Test("cells have a detail label except in the default style")
    func cellLabels() {
      #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
      let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: "s")
      subtitle.textLabel?.text = "Title"
      #expect(subtitle.detailTextLabel != nil)
      #expect(subtitle.textLabel?.text == "Title")
      #expect(UITableViewCell().reuseIdentifier == nil)
    }

    @Test("swipe configurations keep their actions and run the handler")
    func swipeActions() {
      var log: [String] = []
      let action = UIContextualAction(style: .destructive, title: "Delete") { action, _, done in
        log.append(action.title ?? "")
        done(true)
      }
      let configuration = UISwipeActionsConfiguration(actions: [action])
      #expect(configuration.performsFirstActionWithFullSwipe)
      #expect(configuration.actions.first === action)
      #expect(action.style == .destructive)
      var performed: Bool?
      action.handler(action, UIView()) { performed = $0 }
      #expect(log == ["Delete"])
      #expect(performed == true)
    }

    @Test("context-menu configurations get a unique identifier when given none")
    func contextMenuIdentifier() {
      let first = UIContextMenuConfiguration()
      let second = UIContextMenuConfiguration(identifier: NSString(string: "row") as NSCopying)
      #expect((first.identifier as? NSString) != nil)
      #expect((second.identifier as? NSString) == NSString(string: "row"))
      #expect(
        (UIContextMenuConfiguration().identifier as? NSString) != (first.identifier as? NSString))
    }

    @Test("Selector keeps its name")
    func selector() {
      let copy: Selector = "copy:"
      #expect(copy == Selector("copy:"))
      #expect(copy.name == "copy:")
    }
  }
#endif
