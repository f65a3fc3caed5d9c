#if os(Linux)
  import Foundation
  import TableHandlersCore
  import TableHandlersDeclarative
  import TableHandlersTesting
  import TableHandlersUIKit
  import Testing
  import UIKitStandIn

  /// A row's indentation level is the same on every host: an `indentationLevel` handler's
  /// answer for its row, else the level its content declares, else none
  /// (`TableHandlers.indentationLevel(answered:content:)`).
  ///
  /// A table view asks its delegate for every row once the method is implemented, so a handler
  /// for one row must not flatten the others (a declared outline's children, whose depth is
  /// their content's level).
  @MainActor
  @Suite("Indentation on every host")
  struct IndentationHostTests {
    enum Host: CaseIterable { case headless, table, list }

    @Test(arguments: Host.allCases)
    func aHandlerForOneRowLeavesTheOthersTheirContentsLevel(_ host: Host) throws {
      var deep = RowContent(text: "Deep")
      deep.indentationLevel = 2
      let declared = try DeclaredTable(
        declaration: TableDeclaration<String, String> {
          Section("folders") {
            Row("Mail", text: "Mail").children([Row("Work", text: "Work")], expanded: true)
            Row("Notes", text: "Notes").indentationLevel(3)
            Row("Deep", content: deep)
            Row("Flat", text: "Flat")
          }
        })
      let levels: [Int]
      switch host {
      case .headless:
        let table = HeadlessTable(declared: declared)
        // Each row's line: its selection and editing marks, two spaces a level, its disclosure.
        levels = table.render().split(separator: "\n").map { line in
          (line.dropFirst(2).prefix { $0 == " " }.count) / 2
        }
      case .table:
        let tableView = UITableView()
        declared.attach(to: tableView)
        tableView.layoutIfNeeded()
        levels = (0..<tableView.numberOfRows(inSection: 0)).map {
          tableView.visibleBehaviourOfRow(at: IndexPath(row: $0, section: 0)).indentationLevel
        }
      case .list:
        let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
        declared.attach(to: list, appearance: .plain)
        levels = (0..<list.numberOfItems(inSection: 0)).map {
          let cell = list.displayItem(at: IndexPath(item: $0, section: 0))
          return (cell as? UICollectionViewListCell)?.indentationLevel ?? -1
        }
      }
      // Mail, its child Work, Notes (its handler), Deep (its content), Flat.
      #expect(levels == [0, 1, 3, 2, 0])
    }
  }
#endif
