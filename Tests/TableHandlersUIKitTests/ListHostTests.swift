#if os(Linux)
  import Foundation
  import TableHandlersCore
  import TableHandlersDeclarative
  import TableHandlersUIKit
  import Testing
  import UIKitStandIn

  /// A declared table on a collection view's list: rows and headers shown, taps, swipe actions
  /// found by their row, updates in one batch.
  @MainActor
  @Suite("The list host")
  struct ListHostTests {
    /// A mailbox screen: an inbox with a header, each message selectable and swipeable.
    final class Mailbox {
      var messages = ["Hello", "Invoice"]
      var log: [String] = []
    }

    static func screen(_ box: Mailbox) -> TableDeclaration<String, String> {
      TableDeclaration {
        Section("inbox", header: "Inbox") {
          for message in box.messages {
            Row(message, text: message)
              .onSelect { call in box.log.append("select \(message) at \(call.position.row)") }
              .swipeActions(edge: .trailing) {
                SwipeAction(title: "Archive") { position, done in
                  box.log.append("archive \(message) at \(position.row)")
                  done(true)
                }
              }
          }
        }
      }
    }

    static func list() -> UICollectionView {
      let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
      list.standInMove(toWindow: UIWindow())
      return list
    }

    static func text(_ cell: UICollectionViewCell?) -> String? {
      ((cell as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration)?
        .text
    }

    @Test func aDeclaredTableShowsItsRowsAndHeaderOnAList() throws {
      let box = Mailbox()
      let table = try DeclaredTable(declaration: Self.screen(box))
      let list = Self.list()
      table.attach(to: list, appearance: .insetGrouped)
      #expect(list.numberOfSections == 1)
      #expect(list.numberOfItems(inSection: 0) == 2)
      #expect(Self.text(list.displayItem(at: IndexPath(item: 1, section: 0))) == "Invoice")
      let header = list.displaySupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
      let configuration =
        (header as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration
      #expect(configuration?.text == "Inbox")
      #expect(
        list.displaySupplementaryView(
          ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
          == nil)
    }

    @Test func aTapRunsTheRowsSelectHandler() throws {
      let box = Mailbox()
      let table = try DeclaredTable(declaration: Self.screen(box))
      let list = Self.list()
      table.attach(to: list, appearance: .plain)
      list.displayItem(at: IndexPath(item: 1, section: 0))
      #expect(list.userTapsItem(at: IndexPath(item: 1, section: 0)))
      #expect(box.log == ["select Invoice at 1"])
    }

    @Test func aSwipeShownBeforeRowsAreInsertedAboveActsOnItsOwnRow() throws {
      let box = Mailbox()
      let table = try DeclaredTable(declaration: Self.screen(box))
      let list = Self.list()
      table.attach(to: list, appearance: .insetGrouped)
      list.displayItem(at: IndexPath(item: 1, section: 0))
      let swipe = try #require(list.swipeItem(at: IndexPath(item: 1, section: 0), from: .trailing))
      box.messages.insert("New", at: 0)
      table.update(to: Self.screen(box))
      #expect(list.numberOfItems(inSection: 0) == 3)
      #expect(swipe.tap("Archive"))
      #expect(box.log == ["archive Invoice at 2"])
    }

    @Test func anUpdateIsOneBatchOfTheRowsThatChanged() throws {
      let box = Mailbox()
      let table = try DeclaredTable(declaration: Self.screen(box))
      let list = Self.list()
      table.attach(to: list, appearance: .insetGrouped)
      _ = list.numberOfItems(inSection: 0)
      list.recordedUpdates = []
      box.messages = ["Invoice", "Later"]
      table.update(to: Self.screen(box))
      #expect(
        list.updateLog == [
          "performBatchUpdates begin", "deleteItems [0.0]", "insertItems [0.1]",
          "performBatchUpdates end",
        ])
    }
  }
#endif
