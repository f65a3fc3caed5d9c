#if os(Linux)
  import Foundation
  import StandInDoubles
  import TableHandlersCore
  import TableHandlersUIKit
  import Testing
  import UIKitStandIn

  /// Every gesture that moves a row asks whether the user may move it the same way.
  ///
  /// The reorder control (a list's reorder accessory), VoiceOver's moves and a drag to reorder
  /// ask it with the same inputs (`TableHandlers.userMayMove`, through the view's own
  /// `canMoveRowAt` or `canMoveItemAt` method of the adapter). So where the app's data source
  /// refuses a move, none of them moves the row; where the app follows moves itself, all of
  /// them do.
  @MainActor
  @Suite("Whether a row moves: one question for every gesture")
  struct MoveQuestionTests {
    enum Host: CaseIterable, CustomStringConvertible {
      case table, list
      var description: String { self == .table ? "table" : "list" }
    }

    /// Three rows on a table view or a list in editing mode, reordered by drag, with an app
    /// data source whose members each test sets.
    @MainActor final class Screen {
      let host: Host
      var rows = ["a", "b", "c"]
      var appMoves: [String] = []
      let handlers = TableHandlers()
      let tableView = UITableView()
      let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
      let tableApp = StubApp()
      let listApp = ListStubApp()

      /// Makes the screen; `moveHandler` registers a `moveRow` handler that moves the model,
      /// `appCanMove` makes the app's data source answer whether a row can move, and
      /// `appFollows` makes it follow moves itself (`moveRowAt`, `moveItemAt`).
      init(
        _ host: Host, moveHandler: Bool, appCanMove: ((Int) -> Bool)? = nil,
        appFollows: Bool = false
      ) {
        self.host = host
        handlers.on(.numberOfRows, at: .allSections) { [unowned self] _ in rows.count }
        handlers.on(.rowContent, at: .table) { [unowned self] call in
          RowContent(text: rows[call.row])
        }
        handlers.on(.reordersByDrag) { _ in true }
        if moveHandler {
          handlers.on(.moveRow, at: .table) { [unowned self] call in
            rows.insert(rows.remove(at: call.row), at: call.arguments.row)
          }
        }
        let follow: @MainActor (IndexPath, IndexPath) -> Void = { [unowned self] from, to in
          appMoves.append("\(from.row) -> \(to.row)")
          rows.insert(rows.remove(at: from.row), at: to.row)
        }
        // The data source's required members, which the rows' handlers answer first.
        tableApp.numberOfRows = { [unowned self] _, _ in rows.count }
        tableApp.cellForRow = { _, _ in UITableViewCell(style: .default, reuseIdentifier: nil) }
        listApp.numberOfItems = { [unowned self] _, _ in rows.count }
        listApp.cellForItem = { _, _ in UICollectionViewListCell() }
        switch host {
        case .table:
          if let appCanMove { tableApp.canMoveRow = { _, indexPath in appCanMove(indexPath.row) } }
          if appFollows { tableApp.moveRow = { follow($1, $2) } }
          tableView.standInMove(toWindow: UIWindow())
          tableView.dataSource = tableApp
          handlers.attach(to: tableView)
          tableView.setEditing(true, animated: false)
          tableView.layoutIfNeeded()
        case .list:
          if let appCanMove { listApp.canMoveItem = { _, indexPath in appCanMove(indexPath.row) } }
          if appFollows { listApp.moveItem = { follow($1, $2) } }
          list.standInMove(toWindow: UIWindow())
          list.dataSource = listApp
          handlers.attach(to: list)
          list.isEditing = true
        }
      }

      /// Whether the row shows a reorder control (a list: its cell's reorder accessory).
      func showsReorderControl(_ row: Int) -> Bool {
        let indexPath = IndexPath(row: row, section: 0)
        switch host {
        case .table: return tableView.visibleBehaviourOfRow(at: indexPath).showsReorderControl
        case .list:
          cell(row)
          return list.visibleBehaviourOfItem(at: indexPath).shownAccessories.contains(.reorder)
        }
      }

      /// The VoiceOver moves the row's cell offers.
      func voiceOverMoves(_ row: Int) -> [String] {
        cell(row).standInAccessibilityActionNames.filter { $0.hasPrefix("Move") }
      }

      /// Shows the row's cell, configured now.
      @discardableResult
      func cell(_ row: Int) -> UIView {
        let indexPath = IndexPath(row: row, section: 0)
        return host == .table
          ? tableView.displayRow(at: indexPath) : list.displayItem(at: indexPath)
      }

      /// Whether a long press on the row lifts it as a reorder: the drag begins, and its drop one
      /// row down moves it; the drag is cancelled otherwise.
      func dragReorders(_ row: Int) -> Bool {
        let view: any StandInDragAndDropView = host == .table ? tableView : list
        guard view.userBeginsDrag(at: IndexPath(row: row, section: 0)) else { return false }
        guard view.userDragsOver(IndexPath(row: row + 1, section: 0)) == .move else {
          view.userCancelsDrag()
          return false
        }
        return view.userDrops()
      }
    }

    @Test(
      "where the app's data source refuses a move: no reorder control, no VoiceOver move, no drag",
      arguments: Host.allCases)
    func theAppRefusesAMove(host: Host) {
      let screen = Screen(host, moveHandler: true, appCanMove: { $0 != 1 })
      #expect(!screen.showsReorderControl(1))
      #expect(screen.voiceOverMoves(1).isEmpty)
      #expect(!screen.dragReorders(1))
      #expect(screen.rows == ["a", "b", "c"])
      // The rows it allows move by every gesture.
      #expect(screen.showsReorderControl(0))
      #expect(screen.voiceOverMoves(0) == ["Move down"])
      #expect(screen.dragReorders(0))
      #expect(screen.rows == ["b", "a", "c"])
      screen.handlers.detach()
    }

    @Test(
      "where the app follows moves itself and no handler does: every gesture moves the row",
      arguments: Host.allCases)
    func theAppFollowsMoves(host: Host) {
      let screen = Screen(host, moveHandler: false, appFollows: true)
      #expect(screen.showsReorderControl(1))
      #expect(screen.voiceOverMoves(1) == ["Move up", "Move down"])
      #expect(screen.cell(1).standInPerformAccessibilityAction(named: "Move up"))
      #expect(screen.appMoves == ["1 -> 0"])
      #expect(screen.rows == ["b", "a", "c"])
      #expect(screen.dragReorders(1))
      #expect(screen.appMoves == ["1 -> 0", "1 -> 2"])
      #expect(screen.rows == ["b", "c", "a"])
      screen.handlers.detach()
    }

    @Test(
      "where nobody follows a move, no gesture offers one, whatever the app answers",
      arguments: Host.allCases)
    func nobodyFollows(host: Host) {
      let screen = Screen(host, moveHandler: false, appCanMove: { _ in true })
      #expect(!screen.showsReorderControl(0))
      #expect(screen.voiceOverMoves(0).isEmpty)
      #expect(!screen.dragReorders(0))
      screen.handlers.detach()
    }
  }
#endif
