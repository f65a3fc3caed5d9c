#if os(Linux)
  import Foundation
  import StandInDoubles
  import TableHandlersCore
  import TableHandlersUIKit
  import Testing
  import UIKitStandIn

  /// A drop whose data loads later, through a placeholder row, on a table view and on a list:
  /// the placeholder follows the rows inserted meanwhile, no count or index path includes it
  /// (UIKit's data source index paths), and the rows' handlers follow their rows while it is
  /// shown, when it is committed and when it is removed.
  @MainActor
  @Suite("Drag and drop: drop placeholders")
  struct DropPlaceholderTests {
    /// A screen of three rows, `c`'s own handler marking it, that keeps the placeholder of each
    /// drop at its destination.
    @MainActor
    final class Fixture {
      let screen: DragDropScreen
      var placeholders: [DropPlaceholder] = []
      var items: [DropItem] = []

      init(_ host: DragDropHost) {
        screen = DragDropScreen(host, [["a", "b", "c"]])
        screen.handlers.on(.indentationLevel, at: .row(2, inSection: 0)) { _ in 9 }
        screen.handlers.on(.performDrop) { [unowned self] call in
          let drop = call.arguments
          items += drop.items
          placeholders.append(
            drop.insertPlaceholder(forItemAt: 0, at: drop.destination ?? position(0, 0)))
        }
      }

      /// Where `c`'s handler answers now, and that it answers nowhere else.
      func markedRows() -> [Int] {
        let host: any TableHost = screen.host == .table ? screen.tableView : screen.list
        return (0..<screen.count(0)).filter {
          screen.handlers.answer(.indentationLevel, at: position(0, $0), on: host) == 9
        }
      }

      /// Drops text from another app at a row.
      func drop(_ text: String, at row: Int) -> UIDragItem {
        let item = outsideTextItem(text)
        #expect(screen.view.userDragsOver(path(0, row), carrying: [item]) == .copy)
        #expect(screen.view.userDrops())
        return item
      }
    }

    @Test(
      "a drop's loading finishes after rows were inserted above: it lands where the placeholder is",
      arguments: DragDropHost.allCases)
    func landsWhereThePlaceholderIs(host: DragDropHost) async throws {
      let fixture = Fixture(host)
      let screen = fixture.screen
      let item = fixture.drop("dropped", at: 1)
      let placeholder = try #require(fixture.placeholders.first)
      #expect(placeholder.position == position(0, 1))
      #expect(screen.view.standInPlaceholderIndexPaths == [path(0, 1)])
      // The data source's count leaves it out, and every row keeps its index path and handler.
      #expect(screen.count(0) == 3)
      #expect(fixture.markedRows() == [2])
      #expect(screen.view.hasUncommittedUpdates)

      // Rows inserted above it meanwhile move it down.
      try screen.insert("z", at: position(0, 0))
      try screen.insert("y", at: position(0, 0))
      #expect(placeholder.position == position(0, 3))
      #expect(screen.view.standInPlaceholderIndexPaths == [path(0, 3)])
      #expect(fixture.markedRows() == [4])

      // The data arrives; the row goes where the placeholder is then.
      let loaded = Loaded()
      fixture.items[0].load(DragRepresentation.utf8PlainText) { loaded.set(try? Data($0.get())) }
      item.itemProvider.standInCompleteLoads()
      let text = String(decoding: try #require(loaded.value), as: UTF8.self)
      var committedAt: TablePosition?
      let committed = placeholder.commit { [unowned screen] position in
        committedAt = position
        screen.sections[position.section].insert(text, at: position.row)
      }
      #expect(committed)
      #expect(committedAt == position(0, 3))
      #expect(screen.sections == [["y", "z", "a", "dropped", "b", "c"]])
      #expect(placeholder.position == nil)
      let again = placeholder.commit { _ in Issue.record("committed twice") }
      #expect(!again)
      #expect(screen.count(0) == 6)
      #expect(fixture.markedRows() == [5])
      #expect(screen.view.standInPlaceholderIndexPaths.isEmpty)
      #expect(!screen.view.hasUncommittedUpdates)
      #expect(screen.inconsistencies.isEmpty)
      #expect(screen.misuses.isEmpty)
      // A later insertion still finds every row where the model has it.
      try screen.insert("x", at: position(0, 0))
      #expect(fixture.markedRows() == [6])
      #expect(screen.inconsistencies.isEmpty && screen.misuses.isEmpty)
    }

    @Test("a removed placeholder leaves the table as it was", arguments: DragDropHost.allCases)
    func removed(host: DragDropHost) throws {
      let fixture = Fixture(host)
      let screen = fixture.screen
      _ = fixture.drop("dropped", at: 0)
      let placeholder = try #require(fixture.placeholders.first)
      #expect(fixture.markedRows() == [2])
      #expect(placeholder.remove())
      #expect(!placeholder.remove())
      #expect(placeholder.position == nil)
      #expect(screen.view.standInPlaceholderIndexPaths.isEmpty)
      #expect(screen.count(0) == 3)
      #expect(fixture.markedRows() == [2])
      try screen.insert("z", at: position(0, 3))
      #expect(fixture.markedRows() == [2])
      #expect(screen.inconsistencies.isEmpty && screen.misuses.isEmpty)
    }

    @Test("a drop into an empty section through a placeholder", arguments: DragDropHost.allCases)
    func intoAnEmptySection(host: DragDropHost) throws {
      let screen = DragDropScreen(host, [["a"], []])
      var placeholder: DropPlaceholder?
      screen.handlers.on(.dropProposal) { _ in DropProposal(.copy, intent: .insertAtDestination) }
      screen.handlers.on(.performDrop) { call in
        placeholder = call.arguments.insertPlaceholder(
          forItemAt: 0, at: call.arguments.destination ?? position(0, 0), rowHeight: 30)
      }
      #expect(screen.view.userDragsOver(path(1, 0), carrying: [outsideTextItem("x")]) == .copy)
      #expect(screen.view.hasUncommittedUpdates)
      #expect(screen.view.userDrops())
      let shown = try #require(placeholder)
      #expect(shown.position == position(1, 0))
      #expect(screen.count(1) == 0)
      let committed = shown.commit { [unowned screen] position in
        screen.sections[position.section].insert("x", at: position.row)
      }
      #expect(committed)
      #expect(screen.sections == [["a"], ["x"]])
      #expect(screen.count(1) == 1)
      #expect(screen.inconsistencies.isEmpty && screen.misuses.isEmpty)
    }

    @Test(
      "two placeholders in one section each land where the model inserts, whichever commits first",
      arguments: DragDropHost.allCases)
    func twoPlaceholdersInOneSection(host: DragDropHost) throws {
      let fixture = Fixture(host)
      let screen = fixture.screen
      _ = fixture.drop("p", at: 1)
      _ = fixture.drop("q", at: 2)
      let (first, second) = (fixture.placeholders[0], fixture.placeholders[1])
      #expect(first.position == position(0, 1))
      #expect(second.position == position(0, 2))
      #expect(screen.view.standInPlaceholderIndexPaths == [path(0, 1), path(0, 2)])
      #expect(screen.count(0) == 3)
      // The later one commits first: before c, which moves down.
      let secondCommitted = second.commit { [unowned screen] at in
        screen.sections[at.section].insert("q", at: at.row)
      }
      #expect(secondCommitted)
      #expect(screen.sections == [["a", "b", "q", "c"]])
      #expect(fixture.markedRows() == [3])
      // The first still stands before b.
      #expect(first.position == position(0, 1))
      #expect(screen.view.standInPlaceholderIndexPaths == [path(0, 1)])
      let firstCommitted = first.commit { [unowned screen] at in
        screen.sections[at.section].insert("p", at: at.row)
      }
      #expect(firstCommitted)
      #expect(screen.sections == [["a", "p", "b", "q", "c"]])
      #expect(screen.count(0) == 5)
      #expect(fixture.markedRows() == [4])
      #expect(!screen.view.hasUncommittedUpdates)
      #expect(screen.inconsistencies.isEmpty && screen.misuses.isEmpty)
    }
  }
#endif
