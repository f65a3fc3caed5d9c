#if os(Linux)
  import Foundation
  import TableHandlersCore
  import TableHandlersDeclarative
  import TableHandlersTesting
  import TableHandlersUIKit
  import Testing
  import UIKitStandIn

  /// The editing control a row shows while the table edits, and what tapping it commits, on
  /// every host (`TableHandlers.editingStyleByHandler`): a list shows a table view's insert
  /// control as its insert accessory, and a row that deletes as its delete accessory.
  @MainActor
  @Suite("Editing controls on every host")
  struct EditingControlHostTests {
    enum Host: CaseIterable { case headless, table, list }

    @Test(arguments: Host.allCases)
    func anInsertRowShowsTheInsertControlAndCommitsAnInsertion(_ host: Host) throws {
      var committed: [String] = []
      let declared = try DeclaredTable(
        declaration: TableDeclaration<String, String> {
          Section("people") {
            Row("ann", text: "Ann").onDelete { _ in committed.append("delete ann") }
            Row("add", text: "Add a person").editingStyle(.insert)
              .onCommitEditing { call in committed.append("\(call.arguments) add") }
          }
        })
      let controls: [String]
      let tapInsert: () -> Void
      switch host {
      case .headless:
        let table = HeadlessTable(declared: declared)
        table.setEditing(true)
        controls = table.render().split(separator: "\n").map {
          $0.contains("⊕") ? "insert" : $0.contains("⊖") ? "delete" : "none"
        }
        tapInsert = { table.tapEditingControl(TablePosition(section: 0, row: 1)) }
      case .table:
        let tableView = UITableView()
        declared.attach(to: tableView)
        tableView.setEditing(true, animated: false)
        tableView.layoutIfNeeded()
        controls = (0..<2).map {
          switch tableView.visibleBehaviourOfRow(at: IndexPath(row: $0, section: 0))
            .editingControl
          {
          case .insert: "insert"
          case .delete: "delete"
          default: "none"
          }
        }
        tapInsert = { tableView.userCommits(.insert, forRowAt: IndexPath(row: 1, section: 0)) }
      case .list:
        let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
        declared.attach(to: list, appearance: .plain)
        list.isEditing = true
        controls = (0..<2).map {
          let cell = list.displayItem(at: IndexPath(item: $0, section: 0))
          let kinds = ((cell as? UICollectionViewListCell)?.accessories ?? []).map(\.accessoryType)
          return kinds.contains(.insert) ? "insert" : kinds.contains(.delete) ? "delete" : "none"
        }
        tapInsert = {
          list.userTapsAccessory(.insert, ofItemAt: IndexPath(item: 1, section: 0))
        }
      }
      #expect(controls == ["delete", "insert"])
      tapInsert()
      #expect(committed == ["insert add"])
    }
  }
#endif
