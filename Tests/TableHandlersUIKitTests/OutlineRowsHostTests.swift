#if os(Linux)
  import Foundation
  import StandInReplay
  import TableHandlersCore
  import TableHandlersDeclarative
  import TableHandlersUIKit
  import Testing
  import UIKitStandIn

  /// Outline rows three levels deep on a table view and on a list: the disclosure shows the
  /// row's state (a chevron button as the table cell's accessory view, the outline disclosure
  /// accessory on a list cell whose configuration state says expanded), a tap on it or on the
  /// row toggles the row as one batch the stand-ins check, handlers follow their rows, and depth
  /// is the indentation level.
  ///
  /// A row's depth and disclosure, its VoiceOver action that expands
  /// and collapses it, and the selection a collapse moves show on both as on the headless table
  /// in `HostParityRandomTests`.
  @MainActor
  @Suite("Outline rows on the UIKit hosts")
  struct OutlineRowsHostTests {
    enum Host: CaseIterable { case table, list }

    /// A three-level tree: Documents ▸ Taxes ▸ 2025, 2026, and cv; Music ▸ song.
    @MainActor
    final class Screen {
      var taxes = ["2025", "2026"]
      var opened: [String] = []
      let declared: DeclaredTable<String, String>
      let runLoop = StandInRunLoop()
      // Tall enough to show every row.
      let tableView = DrivenTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
      let list = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 600),
        collectionViewLayout: UICollectionViewLayout())
      let host: Host

      init(_ host: Host) throws {
        self.host = host
        declared = try DeclaredTable(declaration: TableDeclaration(sections: []))
        declared.rejectedUpdateHandler = { Issue.record("rejected: \($0)") }
        refresh()
        switch host {
        case .table:
          tableView.standInMove(toWindow: UIWindow())
          declared.attach(to: tableView)
          tableView.handlersNextTurn = { [runLoop] in runLoop.schedule($0) }
          tableView.layoutIfNeeded()
        case .list:
          list.standInMove(toWindow: UIWindow())
          declared.attach(to: list, appearance: .plain)
          list.handlersNextTurn = { [runLoop] in runLoop.schedule($0) }
          _ = list.numberOfItems(inSection: 0)
        }
      }

      func refresh() {
        declared.update(
          to: TableDeclaration {
            Section("files") {
              Row("Documents", text: "Documents").children(expanded: true) {
                Row("Taxes", text: "Taxes").children {
                  for year in taxes { file(year) }
                }
                file("cv")
              }
              Row("Music", text: "Music").children { file("song") }
            }
          })
      }

      private func file(_ id: String) -> Row<String> {
        Row(id, text: id).onSelect { [weak self] _ in self?.opened.append(id) }
      }

      /// Lets time pass: waiting turns run and animations end.
      func settle() {
        switch host {
        case .table: runLoop.settle(tableView)
        case .list: runLoop.settle(list)
        }
      }

      /// The rows shown, by their text.
      var rows: [String] {
        switch host {
        case .table:
          (0..<tableView.numberOfRows(inSection: 0)).map { text(of: cell($0)) }
        case .list:
          (0..<list.numberOfItems(inSection: 0)).map { text(of: cell($0)) }
        }
      }

      /// The row's cell, shown if it was not.
      func cell(_ row: Int) -> UIView {
        switch host {
        case .table:
          let path = IndexPath(row: row, section: 0)
          return tableView.cellForRow(at: path) ?? tableView.displayRow(at: path)
        case .list:
          let path = IndexPath(item: row, section: 0)
          return list.cellForItem(at: path) ?? list.displayItem(at: path)
        }
      }

      private func text(of view: UIView?) -> String {
        let cell = view as? UITableViewCell
        let listCell = view as? UICollectionViewListCell
        let configuration =
          (cell?.contentConfiguration ?? listCell?.contentConfiguration)
          as? UIListContentConfiguration
        return configuration?.text ?? "?"
      }

      /// What the row's disclosure shows: its state, or `nil` for none.
      func disclosure(_ row: Int) -> OutlineDisclosure? {
        switch host {
        case .table:
          guard let button = (cell(row) as? UITableViewCell)?.accessoryView as? UIButton
          else { return nil }
          return button.currentImage?.systemName == "chevron.down" ? .expanded : .collapsed
        case .list:
          guard let cell = cell(row) as? UICollectionViewListCell,
            cell.accessories.contains(where: { $0.accessoryType == .outlineDisclosure })
          else { return nil }
          return cell.configurationState.isExpanded ? .expanded : .collapsed
        }
      }

      /// The row's indentation level, as the view shows it.
      func indentation(_ row: Int) -> Int {
        switch host {
        case .table:
          tableView.visibleBehaviourOfRow(at: IndexPath(row: row, section: 0)).indentationLevel
        case .list:
          (cell(row) as? UICollectionViewListCell)?.indentationLevel ?? -1
        }
      }

      /// A tap on the row's disclosure control.
      func tapDisclosure(_ row: Int) {
        switch host {
        case .table:
          let button = (cell(row) as? UITableViewCell)?.accessoryView as? UIControl
          #expect(button?.userSendsActions(for: .touchUpInside) == true)
        case .list:
          _ = cell(row)
          let tap = list.userTapsAccessory(
            .outlineDisclosure, ofItemAt: IndexPath(item: row, section: 0))
          guard case .ran = tap else {
            Issue.record("the disclosure of row \(row) did not run: \(tap)")
            return
          }
        }
      }

      /// A tap on the row.
      func tap(_ row: Int) {
        switch host {
        case .table: tableView.tap(IndexPath(row: row, section: 0))
        case .list: list.userTapsItem(at: IndexPath(item: row, section: 0))
        }
      }
    }

    @Test(arguments: Host.allCases)
    func aThreeLevelOutlineExpandsReDeclaresAndCollapsesWithHandlersFollowing(_ host: Host)
      throws
    {
      let screen = try Screen(host)
      screen.tapDisclosure(1)  // Taxes
      screen.settle()
      #expect(screen.rows == ["Documents", "Taxes", "2025", "2026", "cv", "Music"])
      #expect(screen.disclosure(1) == .expanded)
      #expect(screen.indentation(2) == 2)
      // New children: Taxes stays expanded.
      screen.taxes.insert("2024", at: 0)
      screen.refresh()
      screen.settle()
      #expect(screen.rows == ["Documents", "Taxes", "2024", "2025", "2026", "cv", "Music"])
      screen.tap(5)
      #expect(screen.opened == ["cv"])
      // A tap on a row with children toggles it, a batch the stand-in checks.
      screen.tap(0)
      screen.settle()
      #expect(screen.rows == ["Documents", "Music"])
      #expect(screen.disclosure(0) == .collapsed)
      screen.tap(0)
      screen.settle()
      screen.tap(4)
      #expect(screen.opened == ["cv", "2026"])
      #expect(screen.declared.expandedRows == ["Documents", "Taxes"])
    }
  }
#endif
