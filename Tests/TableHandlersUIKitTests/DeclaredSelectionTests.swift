#if os(Linux)
  import Foundation
  import TableHandlersCore
  import TableHandlersDeclarative
  import TableHandlersUIKit
  import Testing
  import UIKitStandIn

  /// A declared table's selection by identifier on a table view and on a list: an observer makes
  /// the views tell the user's selections, and the selection follows its rows through an update
  /// while editing with multiple selection.
  ///
  /// UIKit drops the selection of a reloaded row, a table view's `reloadData()` drops all of it
  /// and a list's keeps its index paths whatever rows they now name (the stand-ins model each,
  /// `SelectionThroughUpdates.swift`); the declared table selects the kept rows again after the
  /// batch and deselects the others, without calling a selection handler, and reports the rows
  /// an update removed, which `HostParityRandomTests` checks on every host.
  @MainActor
  @Suite("Selection by identity on the UIKit hosts")
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

    /// Either host, through what its view shows selected.
    enum Host: CaseIterable { case table, list }

    /// A declared inbox attached to a view in a window, so that updates are batches.
    @MainActor
    final class Screen {
      let inbox: Inbox
      let declared: DeclaredTable<String, String>
      let tableView = DrivenTableView()
      let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
      let host: Host

      init(_ host: Host, _ ids: [String]) throws {
        self.host = host
        inbox = Inbox(ids)
        declared = try DeclaredTable(declaration: inbox.screen())
        switch host {
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

      /// The rows the view shows selected.
      var selectedRows: [Int] {
        switch host {
        case .table: (tableView.indexPathsForSelectedRows ?? []).map(\.row).sorted()
        case .list: (list.indexPathsForSelectedItems ?? []).map(\.item).sorted()
        }
      }

      /// A user's tap on a row, as UIKit delivers it.
      func tap(_ row: Int) {
        switch host {
        case .table: tableView.tap(IndexPath(row: row, section: 0))
        case .list: list.userTapsItem(at: IndexPath(item: row, section: 0))
        }
      }

      /// Whether the view tells the adapter a row's deselection, which only an observer or a
      /// handler asks for.
      ///
      /// The view always tells a row's selection where content is declared: a button row
      /// deselects itself once tapped.
      var delegateAnswersSelection: Bool {
        switch host {
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
    func anObserverMakesTheAdapterTellTheUsersSelections(_ host: Host) throws {
      let screen = try Screen(host, ["a", "b", "c"])
      screen.inbox.messages = screen.inbox.messages.map { ($0.id, $0.text, false) }
      // No row handles selection in this declaration: nothing to answer until observed.
      screen.declared.update(
        to: TableDeclaration {
          Section("inbox") { for id in ["a", "b", "c"] { Row(id, text: id) } }
        })
      #expect(!screen.delegateAnswersSelection)
      var changes: [SelectionChange<String>] = []
      screen.declared.selectionDidChange = { changes.append($0) }
      #expect(screen.delegateAnswersSelection)
      screen.tap(1)
      screen.tap(2)
      #expect(screen.declared.selection == ["c"])
      // Told alike on both hosts, the deselection first, though a collection view may show the
      // tapped row selected before it tells its delegate of the other's deselection.
      #expect(changes.allSatisfy { $0.cause == .user })
      #expect(
        changes.map { "+\($0.selected.sorted()) -\($0.deselected.sorted())" } == [
          "+[\"b\"] -[]", "+[] -[\"b\"]", "+[\"c\"] -[]",
        ])
      screen.declared.selectionDidChange = nil
      #expect(!screen.delegateAnswersSelection)
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
      switch host {
      case .table:
        screen.tableView.allowsMultipleSelectionDuringEditing = true
        screen.tableView.setEditing(true, animated: false)
      case .list:
        screen.list.allowsMultipleSelectionDuringEditing = true
        screen.list.isEditing = true
      }
      screen.declared.selection = ["a", "c"]
      screen.inbox.messages.reverse()
      screen.inbox.messages[1].flagged = true  // "c", now second, reloaded
      screen.update()
      #expect(screen.selectedRows == [1, 3])
      #expect(screen.declared.selection == ["a", "c"])
    }
  }
#endif
