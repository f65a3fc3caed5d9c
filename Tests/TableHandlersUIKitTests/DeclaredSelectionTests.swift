#if os(Linux)
  import Foundation
  import TableHandlersCore
  import TableHandlersDeclarative
  import TableHandlersTesting
  import TableHandlersUIKit
  import Testing
  import UIKitStandIn

  /// A declared table's selection by identifier on the headless table, a table view and a list:
  /// read, set and observed (an observer makes the views tell the user's selections); kept
  /// through moves, reconfigures and reloads, also with multiple selection while editing; left,
  /// and reported, by a row the update removed; never re-running a selection handler.
  ///
  /// UIKit drops the selection of a reloaded row, a table view's `reloadData()` drops all of it
  /// and a list's keeps its index paths whatever rows they now name (the stand-ins model each,
  /// `SelectionThroughUpdates.swift`); the declared table selects the kept rows again after the
  /// batch and deselects the others, without calling a selection handler, and reports the rows
  /// an update removed, which `HostParityRandomTests` checks on every host at random.
  @MainActor
  @Suite("Selection by identity on every host")
  struct DeclaredSelectionTests {
    /// Messages whose select handler records each call; a flagged one needs another kind of cell.
    @MainActor
    final class Inbox {
      var messages: [(id: String, text: String, flagged: Bool)]
      var selectCalls: [String] = []
      init(_ ids: [String]) { messages = ids.map { ($0, $0, false) } }

      func screen() -> TableDeclaration<String, String> {
        TableDeclaration {
          Section("inbox") {
            for message in messages {
              Row(message.id, text: message.text)
                .style(message.flagged ? .subtitle : .default)
                .onSelect { _ in self.selectCalls.append(message.id) }
            }
          }
        }
      }
    }

    /// The host, through what it shows selected.
    enum Host: CaseIterable { case headless, table, list }

    /// A declared inbox on the headless table, or attached to a view in a window, so that
    /// updates are batches.
    @MainActor
    final class Screen {
      let inbox: Inbox
      let declared: DeclaredTable<String, String>
      let tableView = DrivenTableView()
      let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
      private(set) var headless: HeadlessTable?
      let host: Host

      init(_ host: Host, _ ids: [String], attached: Bool = true) throws {
        self.host = host
        inbox = Inbox(ids)
        declared = try DeclaredTable(declaration: inbox.screen())
        if attached { attach() }
      }

      /// Shows the declared table on the host.
      func attach() {
        switch host {
        case .headless:
          headless = HeadlessTable(declared: declared)
        case .table:
          tableView.standInMove(toWindow: UIWindow())
          declared.attach(to: tableView)
          tableView.layoutIfNeeded()
        case .list:
          list.standInMove(toWindow: UIWindow())
          declared.attach(to: list, appearance: .plain)
          _ = list.numberOfItems(inSection: 0)
        }
      }

      /// The rows the host shows selected.
      var selectedRows: [Int] {
        switch host {
        case .headless: (headless?.selectedRows ?? []).map(\.row).sorted()
        case .table: (tableView.indexPathsForSelectedRows ?? []).map(\.row).sorted()
        case .list: (list.indexPathsForSelectedItems ?? []).map(\.item).sorted()
        }
      }

      /// A user's tap on a row, as UIKit delivers it.
      func tap(_ row: Int) {
        switch host {
        case .headless: headless?.tap(TablePosition(section: 0, row: row))
        case .table: tableView.tap(IndexPath(row: row, section: 0))
        case .list: list.userTapsItem(at: IndexPath(item: row, section: 0))
        }
      }

      /// The app selects a row on the host itself, behind the declared table's back.
      func appSelects(_ row: Int) {
        switch host {
        case .headless: headless?.selectRow(at: TablePosition(section: 0, row: row))
        case .table:
          tableView.selectRow(
            at: IndexPath(row: row, section: 0), animated: false, scrollPosition: .none)
        case .list:
          list.selectItem(
            at: IndexPath(item: row, section: 0), animated: false, scrollPosition: [])
        }
      }

      /// Editing, with multiple selection.
      func editWithMultipleSelection() {
        switch host {
        case .headless:
          headless?.allowsSelectionDuringEditing = true
          headless?.allowsMultipleSelectionDuringEditing = true
          headless?.setEditing(true)
        case .table:
          tableView.allowsSelectionDuringEditing = true
          tableView.allowsMultipleSelectionDuringEditing = true
          tableView.setEditing(true, animated: false)
        case .list:
          list.allowsSelectionDuringEditing = true
          list.allowsMultipleSelectionDuringEditing = true
          list.isEditing = true
        }
      }

      /// Whether a view tells the adapter a row's deselection, which only an observer or a
      /// handler asks for; `nil` on the headless table, which has no delegate.
      ///
      /// The view always tells a row's selection where content is declared: a button row
      /// deselects itself once tapped.
      var delegateAnswersSelection: Bool? {
        switch host {
        case .headless: nil
        case .table: tableView.cachedDelegateSelectors.contains(TableSelectors.didDeselectRow)
        case .list:
          list.cachedDelegateSelectors.contains(CollectionViewSelectors.didDeselectItem)
        }
      }

      func update() {
        declared.update(to: inbox.screen())
      }
    }

    @Test(arguments: Host.allCases)
    func anObserverIsToldTheUsersTaps(_ host: Host) throws {
      let screen = try Screen(host, ["a", "b", "c"])
      // No row handles selection in this declaration: nothing to answer until observed.
      screen.declared.update(
        to: TableDeclaration {
          Section("inbox") { for id in ["a", "b", "c"] { Row(id, text: id) } }
        })
      #expect(screen.delegateAnswersSelection != true)
      var changes: [SelectionChange<String>] = []
      screen.declared.selectionDidChange = { changes.append($0) }
      #expect(screen.delegateAnswersSelection != false)
      screen.tap(1)
      #expect(screen.declared.selection == ["b"])
      screen.tap(2)
      #expect(screen.declared.selection == ["c"])
      // Told alike on every host, the deselection first, though a collection view may show the
      // tapped row selected before it tells its delegate of the other's deselection.
      #expect(
        changes == [
          SelectionChange(selection: ["b"], selected: ["b"], deselected: [], cause: .user),
          SelectionChange(selection: [], selected: [], deselected: ["b"], cause: .user),
          SelectionChange(selection: ["c"], selected: ["c"], deselected: [], cause: .user),
        ])
      screen.declared.selectionDidChange = nil
      #expect(screen.delegateAnswersSelection != true)
    }

    @Test(arguments: Host.allCases)
    func settingTheSelectionSelectsWithoutCallingSelectHandlers(_ host: Host) throws {
      let screen = try Screen(host, ["a", "b", "c"])
      var changes: [SelectionChange<String>] = []
      screen.declared.selectionDidChange = { changes.append($0) }
      screen.declared.selection = ["c", "missing"]
      #expect(screen.declared.selection == ["c"])
      #expect(screen.selectedRows == [2])
      if let headless = screen.headless { #expect(headless.render().contains("▶ c")) }
      #expect(screen.inbox.selectCalls.isEmpty)
      #expect(changes.map(\.cause) == [.app])
      screen.declared.selection = []
      #expect(screen.selectedRows.isEmpty)
      #expect(changes.last?.deselected == ["c"])
    }

    @Test(arguments: Host.allCases)
    func aSelectedRowThatMovesIsReconfiguredOrReloadedStaysSelected(_ host: Host) throws {
      let screen = try Screen(host, ["a", "b", "c"])
      let inbox = screen.inbox
      var changes: [SelectionChange<String>] = []
      screen.declared.selection = ["b"]
      screen.declared.selectionDidChange = { changes.append($0) }
      // Twenty rows inserted above, and the selected row moved to the end.
      inbox.messages = (0..<20).map { ("new\($0)", "new\($0)", false) } + inbox.messages
      inbox.messages.append(inbox.messages.remove(at: 21))
      screen.update()
      #expect(screen.declared.selection == ["b"])
      #expect(screen.selectedRows == [22])
      // Reconfigured: its text changed.
      inbox.messages[22].text = "b, edited"
      screen.update()
      #expect(screen.selectedRows == [22])
      // Reloaded: another kind of cell, which drops a view's selection of the row.
      inbox.messages[22].flagged = true
      let diff = screen.declared.update(to: inbox.screen())
      #expect(diff.reloadedRows == [TablePosition(section: 0, row: 22)])
      #expect(screen.selectedRows == [22])
      #expect(screen.declared.selection == ["b"])
      #expect(changes.isEmpty, "the row never left the selection")
      #expect(inbox.selectCalls.isEmpty, "re-selecting calls no select handler")
    }

    @Test(arguments: Host.allCases)
    func aDeletedSelectedRowLeavesTheSelectionAndIsReported(_ host: Host) throws {
      let screen = try Screen(host, ["a", "b", "c"])
      screen.declared.selection = ["b"]
      var changes: [SelectionChange<String>] = []
      screen.declared.selectionDidChange = { changes.append($0) }
      screen.inbox.messages.remove(at: 1)
      screen.update()
      #expect(screen.declared.selection.isEmpty)
      #expect(screen.selectedRows.isEmpty)
      #expect(
        changes == [
          SelectionChange(selection: [], selected: [], deselected: ["b"], cause: .update)
        ])
    }

    /// A button row deselects itself once tapped: the tap that moves the selection to it
    /// reports only the deselection of the row selected before, on both hosts.
    @Test(arguments: Host.allCases)
    func aButtonRowTappedReportsOnlyTheDeselectionItCauses(_ host: Host) throws {
      let screen = try Screen(host, ["a", "b"])
      var tapped: [String] = []
      screen.declared.update(
        to: TableDeclaration {
          Section("inbox") {
            Row("a", text: "a").onSelect { _ in tapped.append("a") }
            Row("b", text: "Sign out").role(.button).onSelect { _ in tapped.append("b") }
          }
        })
      var changes: [SelectionChange<String>] = []
      screen.declared.selectionDidChange = { changes.append($0) }
      screen.tap(0)
      screen.tap(1)
      #expect(tapped == ["a", "b"])
      #expect(screen.selectedRows == [])
      #expect(
        changes.map { "+\($0.selected.sorted()) -\($0.deselected.sorted())" } == [
          "+[\"a\"] -[]", "+[] -[\"a\"]",
        ])
    }

    @Test(arguments: Host.allCases)
    func multipleSelectionWhileEditingFollowsTheRows(_ host: Host) throws {
      let screen = try Screen(host, ["a", "b", "c", "d"])
      screen.editWithMultipleSelection()
      screen.declared.selection = ["a"]
      screen.tap(2)
      #expect(screen.declared.selection == ["a", "c"])
      screen.inbox.messages.reverse()
      screen.inbox.messages[1].flagged = true  // "c", now second, reloaded
      screen.update()
      #expect(screen.selectedRows == [1, 3])
      #expect(screen.declared.selection == ["a", "c"])
      // A second tap on a selected row deselects it, as in multiple selection on a view.
      screen.tap(1)
      #expect(screen.declared.selection == ["a"])
      #expect(screen.selectedRows == [3])
    }

    @Test(arguments: Host.allCases)
    func aChangeMadeOnTheHostByTheAppIsReportedAtTheNextUpdate(_ host: Host) throws {
      let screen = try Screen(host, ["a", "b", "c"])
      var changes: [SelectionChange<String>] = []
      screen.declared.selectionDidChange = { changes.append($0) }
      screen.appSelects(0)
      screen.inbox.messages.append(("d", "d", false))
      screen.update()
      #expect(
        changes == [
          SelectionChange(selection: ["a"], selected: ["a"], deselected: [], cause: .app)
        ])
    }

    @Test(arguments: Host.allCases)
    func aTableShownNowhereKeepsTheSelectionAndItsHostTakesItOver(_ host: Host) throws {
      let screen = try Screen(host, ["a", "b", "c"], attached: false)
      let inbox = screen.inbox
      screen.declared.selection = ["c"]
      inbox.messages.insert(("z", "z", false), at: 0)
      screen.update()
      #expect(screen.declared.selection == ["c"])
      inbox.messages.removeLast()
      screen.update()
      #expect(screen.declared.selection.isEmpty)
      screen.declared.selection = ["b"]
      screen.attach()
      #expect(screen.selectedRows == [2])
    }
  }
#endif
