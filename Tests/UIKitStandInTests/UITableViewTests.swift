#if !canImport(UIKit)
  import Foundation
  import Testing
  import UIKitStandIn

  /// Implements only the two required data-source members, so it relies on every default.
  @MainActor
  final class MinimalDataSource: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
  }

  /// Implements one delegate member and records its calls; everything else is defaulted.
  @MainActor
  final class SelectionSpy: NSObject, UITableViewDelegate {
    var selected: [IndexPath] = []

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      selected.append(indexPath)
    }
  }

  /// Implements only the required prefetching member.
  @MainActor
  final class MinimalPrefetcher: NSObject, UITableViewDataSourcePrefetching {
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {}
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
      let dataSource = MinimalDataSource()
      let delegate = SelectionSpy()
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

      table.prefetchDataSource = MinimalPrefetcher()
      #expect(table.prefetchDataSourceAssignments == 1)
    }

    @Test("dataSource, delegate and prefetchDataSource are weak")
    func weakReferences() {
      do {
        let dataSource = MinimalDataSource()
        let delegate = SelectionSpy()
        let prefetcher = MinimalPrefetcher()
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
      let dataSource = MinimalDataSource()
      table.register(PlainCell.self, forCellReuseIdentifier: "cell")
      table.dataSource = dataSource
      let cell = table.dataSource?.tableView(table, cellForRowAt: a)
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
      table.delegate = spy
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
      let dataSource = MinimalDataSource()
      #expect(dataSource.numberOfSections(in: table) == 1)
      #expect(dataSource.tableView(table, canEditRowAt: path))
      #expect(dataSource.tableView(table, canMoveRowAt: path))
      #expect(dataSource.tableView(table, titleForHeaderInSection: 0) == nil)
      #expect(dataSource.sectionIndexTitles(for: table) == nil)
      #expect(dataSource.tableView(table, sectionForSectionIndexTitle: "B", at: 1) == 1)
    }

    @Test("a delegate gets UIKit's defaults for what it leaves out")
    func delegateDefaults() {
      let delegate = SelectionSpy()
      let other = IndexPath(row: 0, section: 0)
      table.rowHeight = 44
      #expect(delegate.tableView(table, heightForRowAt: path) == 44)
      #expect(delegate.tableView(table, editingStyleForRowAt: path) == .delete)
      #expect(delegate.tableView(table, willSelectRowAt: path) == path)
      #expect(delegate.tableView(table, shouldHighlightRowAt: path))
      #expect(
        delegate.tableView(table, targetIndexPathForMoveFromRowAt: path, toProposedIndexPath: other)
          == other)
      #expect(delegate.tableView(table, canPerformPrimaryActionForRowAt: path))
      table.isEditing = true
      #expect(!delegate.tableView(table, canPerformPrimaryActionForRowAt: path))
      #expect(!delegate.tableView(table, shouldBeginMultipleSelectionInteractionAt: path))
      #expect(delegate.tableView(table, trailingSwipeActionsConfigurationForRowAt: path) == nil)
      #expect(delegate.scrollViewShouldScrollToTop(table))
      #expect(delegate.viewForZooming(in: table) == nil)
    }

    @Test("the implemented member is called through the protocol")
    func implementedMember() {
      let delegate = SelectionSpy()
      table.delegate = delegate
      table.delegate?.tableView(table, didSelectRowAt: path)
      #expect(delegate.selected == [path])
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
