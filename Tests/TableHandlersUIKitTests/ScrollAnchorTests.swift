#if os(Linux)
  import Foundation
  import TableHandlersCore
  import TableHandlersDeclarative
  import TableHandlersUIKit
  import Testing
  import UIKitStandIn

  /// What a declared update keeps in place on screen, against the stand-in's layout model
  /// (`ScrollLayout.swift`: rows one below the other at the heights the table answers, and a
  /// content offset that a batch leaves as it was, as UIKit does).
  @MainActor
  @Suite("Scroll position kept by identity")
  struct ScrollAnchorTests {
    /// The height of a row, as the table lays it out.
    static let rowHeight: CGFloat = 44

    /// A feed of rows 44 points high, shown on a plain table 440 points high (ten rows).
    @MainActor
    final class Feed {
      var ids: [String]
      let declared: DeclaredTable<String, String>
      let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)

      init(_ count: Int, animated: Bool = true) throws {
        ids = (0..<count).map { "row \($0)" }
        declared = try DeclaredTable(declaration: TableDeclaration())
        declared.update(to: declaration())
        if animated { tableView.standInMove(toWindow: UIWindow()) }
        declared.attach(to: tableView)
      }

      func declaration() -> TableDeclaration<String, String> {
        TableDeclaration { Section("feed") { for id in ids { Row(id, text: id) } } }
      }

      func update(animated: Bool = true) {
        declared.update(to: declaration(), animated: animated)
      }

      /// Where a row's top is on screen: its distance below the content offset.
      func onScreen(_ id: String) -> CGFloat? {
        guard let position = declared.position(ofRow: id) else { return nil }
        return tableView.rectForRow(at: IndexPath(position)).minY - tableView.contentOffset.y
      }
    }

    @Test func twentyRowsInsertedAboveLeaveTheFirstVisibleRowWhereItWas() throws {
      let feed = try Feed(30)
      feed.tableView.contentOffset.y = 450  // row 10's top is 10 points above the bounds
      #expect(feed.onScreen("row 10") == -10)
      feed.ids.insert(contentsOf: (0..<20).map { "new \($0)" }, at: 0)
      feed.update()
      #expect(feed.onScreen("row 10") == -10)
      #expect(feed.tableView.contentOffset.y == 450 + 20 * Self.rowHeight)
    }

    @Test func withNothingAnchoredTheSameUpdatePushesTheRowDown() throws {
      let feed = try Feed(30)
      feed.declared.scrollAnchor = .none
      feed.tableView.contentOffset.y = 450
      feed.ids.insert(contentsOf: (0..<20).map { "new \($0)" }, at: 0)
      feed.update()
      #expect(feed.tableView.contentOffset.y == 450)
      #expect(feed.onScreen("row 10") == -10 + 20 * Self.rowHeight)
    }

    @Test func deletionsAboveAndAnUnanimatedUpdateKeepTheRowToo() throws {
      let feed = try Feed(40, animated: false)
      feed.tableView.contentOffset.y = 880 + 5
      feed.ids.removeFirst(3)
      feed.update(animated: false)
      #expect(feed.onScreen("row 20") == -5)
    }

    @Test func whenTheAnchoredRowIsDeletedTheNextRowOnScreenIsKept() throws {
      let feed = try Feed(30)
      feed.tableView.contentOffset.y = 440
      feed.ids.removeAll { $0 == "row 10" }
      feed.ids.insert("new", at: 0)
      feed.update()
      #expect(feed.onScreen("row 11") == 44)
    }

    @Test func anUpdateWhileTheUserDragsIsAdjustedWhenTheScrollingStops() throws {
      let feed = try Feed(30)
      feed.tableView.contentOffset.y = 440
      feed.tableView.userBeginsDragging()
      feed.tableView.userDrags(by: 4)
      feed.ids.insert(contentsOf: ["a", "b"], at: 0)
      feed.update()
      #expect(feed.tableView.contentOffset.y == 444, "not moved under the user's finger")
      feed.tableView.userEndsDragging(decelerating: true)
      #expect(feed.tableView.contentOffset.y == 444, "nor while the content decelerates")
      feed.tableView.userEndsDecelerating()
      #expect(feed.tableView.contentOffset.y == 444 + 2 * Self.rowHeight)
      #expect(feed.onScreen("row 10") == -4)
    }

    @Test func atTheBottomAChatFollowsNewRowsAndElsewhereKeepsItsRow() throws {
      let feed = try Feed(30)
      feed.declared.scrollAnchor = .bottom
      feed.tableView.contentOffset.y = 30 * Self.rowHeight - 440
      feed.ids.append(contentsOf: ["reply 1", "reply 2"])
      feed.update()
      #expect(feed.tableView.contentOffset.y == 32 * Self.rowHeight - 440)
      feed.tableView.contentOffset.y = 100
      feed.ids.insert("older", at: 0)
      feed.ids.append("reply 3")
      feed.update()
      #expect(feed.tableView.contentOffset.y == 144)
    }

    @Test func scrollingToARowByIdentifier() throws {
      let feed = try Feed(30)
      #expect(feed.declared.scroll(to: "row 20", position: .top, animated: false))
      #expect(feed.tableView.contentOffset.y == 20 * Self.rowHeight)
      #expect(feed.declared.scroll(to: "row 5", position: .nearest, animated: false))
      #expect(feed.tableView.contentOffset.y == 5 * Self.rowHeight)
      feed.ids.removeAll { $0 == "row 7" }
      feed.update()
      #expect(!feed.declared.scroll(to: "row 7", position: .middle, animated: true))
      #expect(feed.tableView.contentOffset.y == 5 * Self.rowHeight)
    }

    /// The same feed on a list 440 points high: items 44 points high (the stand-in's list
    /// layout model), no header.
    @MainActor
    final class ListFeed {
      var ids: [String]
      let declared: DeclaredTable<String, String>
      let list = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 440),
        collectionViewLayout: UICollectionViewLayout())

      init(_ count: Int) throws {
        ids = (0..<count).map { "row \($0)" }
        declared = try DeclaredTable(declaration: TableDeclaration())
        declared.update(to: declaration())
        list.standInMove(toWindow: UIWindow())
        declared.attach(to: list, appearance: .plain)
      }

      func declaration() -> TableDeclaration<String, String> {
        TableDeclaration { Section("feed") { for id in ids { Row(id, text: id) } } }
      }

      func onScreen(_ id: String) -> CGFloat? {
        guard let position = declared.position(ofRow: id),
          let frame = list.layoutAttributesForItem(at: IndexPath(position))?.frame
        else { return nil }
        return frame.minY - list.contentOffset.y
      }
    }

    @Test func onAListTheFirstVisibleItemStaysAndADragDefersIt() throws {
      let feed = try ListFeed(30)
      feed.list.contentOffset.y = 450
      feed.ids.insert(contentsOf: (0..<20).map { "new \($0)" }, at: 0)
      feed.declared.update(to: feed.declaration())
      #expect(feed.onScreen("row 10") == -10)
      feed.list.userBeginsDragging()
      feed.ids.removeFirst(5)
      feed.declared.update(to: feed.declaration())
      #expect(feed.onScreen("row 10") == -10 - 5 * Self.rowHeight)
      feed.list.userEndsDragging(decelerating: false)
      #expect(feed.onScreen("row 10") == -10)
    }

    @Test func onAListScrollingToARowByIdentifier() throws {
      let feed = try ListFeed(30)
      #expect(feed.declared.scroll(to: "row 20", position: .top, animated: false))
      #expect(feed.list.contentOffset.y == 20 * Self.rowHeight)
      #expect(feed.declared.scroll(to: "row 2", animated: false))
      #expect(feed.list.contentOffset.y == 2 * Self.rowHeight)
      #expect(!feed.declared.scroll(to: "row 99"))
    }
  }
#endif
