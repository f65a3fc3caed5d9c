#if os(Linux)
  import Foundation
  import StandInDoubles
  import TableHandlersCore
  import TableHandlersDeclarative
  import TableHandlersUIKit
  import Testing
  import UIKitStandIn

  /// A declared table on a list: the app's delegate asked first, deleting with the list's
  /// Delete, the editing accessories.
  ///
  /// A row the user moves and a header declared later show on
  /// the list as on the other hosts in `HostParityRandomTests`.
  @MainActor
  @Suite("The list host: the app first, deleting, editing")
  struct ListHostEditingTests {
    final class Model {
      var items = ["A", "B", "C"]
      var log: [String] = []
      /// The table the model's rows re-declare after a deletion, as a screen keeps it.
      weak var table: DeclaredTable<String, String>?
    }

    static func screen(_ model: Model) -> TableDeclaration<String, String> {
      TableDeclaration {
        Section("items") {
          for item in model.items {
            Row(item, text: item)
              .onSelect { call in
                model.log.append("handler select \(item) at \(call.position.row)")
              }
              .onDelete { _ in
                model.items.removeAll { $0 == item }
                model.table?.update(to: screen(model))
              }
              .onMove { call in
                model.log.append("move \(item) to \(call.arguments.row)")
                model.items.removeAll { $0 == item }
                model.items.insert(item, at: call.arguments.row)
              }
          }
        }
      }
    }

    /// A list in a window showing the model's table; the table is returned to keep it alive.
    static func showing(_ model: Model, delegate: (any UICollectionViewDelegate)? = nil) throws
      -> (DeclaredTable<String, String>, UICollectionView)
    {
      let table = try DeclaredTable(declaration: screen(model))
      model.table = table
      let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
      list.standInMove(toWindow: UIWindow())
      list.delegate = delegate
      table.attach(to: list, appearance: .insetGrouped)
      return (table, list)
    }

    static func item(_ row: Int) -> IndexPath { IndexPath(item: row, section: 0) }

    @Test func theAppsDelegateIsAskedFirstThenTheHandlerRuns() throws {
      let model = Model()
      let app = ListStubApp()
      app.didSelectItem = { _, indexPath in model.log.append("app select \(indexPath.item)") }
      let (table, list) = try Self.showing(model, delegate: app)
      list.displayItem(at: Self.item(1))
      list.userTapsItem(at: Self.item(1))
      #expect(model.log == ["app select 1", "handler select B at 1"])
      withExtendedLifetime(table) {}
    }

    @Test func aRowWhoseDeletionIsHandledGetsTheTablesDeleteAndLeaves() throws {
      let model = Model()
      let (table, list) = try Self.showing(model)
      list.displayItem(at: Self.item(1))
      let swipe = try #require(list.swipeItem(at: Self.item(1), from: .trailing))
      #expect(swipe.tap("Delete"))
      #expect(model.items == ["A", "C"])
      #expect(table.sections[0].rows.map(\.id) == ["A", "C"])
      #expect(list.numberOfItems(inSection: 0) == 2)
      // Performed: the row really left, so UIKit may animate it away.
      #expect(swipe.completionResults == [true])
    }

    @Test func whileEditingARowShowsDeleteAndReorderAccessories() throws {
      let model = Model()
      let (table, list) = try Self.showing(model)
      list.isEditing = true
      let cell = try #require(list.displayItem(at: Self.item(0)) as? UICollectionViewListCell)
      let kinds = cell.accessories.map(\.accessoryType)
      #expect(kinds.contains(.delete))
      #expect(kinds.contains(.reorder))
      // The delete button reveals the trailing swipe actions, where the Delete is.
      guard
        case .revealedSwipe(let swipe?) = list.userTapsAccessory(.delete, ofItemAt: Self.item(0))
      else {
        Issue.record("the delete accessory did not reveal the swipe actions")
        return
      }
      #expect(swipe.tap("Delete"))
      #expect(model.items == ["B", "C"])
      #expect(table.sections[0].rows.map(\.id) == ["B", "C"])
      #expect(list.numberOfItems(inSection: 0) == 2)
    }
  }
#endif
