#if os(Linux)
  import Foundation
  import TableHandlersCore
  import TableHandlersDeclarative
  import TableHandlersUIKit
  import Testing
  import UIKitStandIn

  /// A declared table on a collection view's list: swipe actions found by their row, updates
  /// in one batch.
  ///
  /// The rows, headers and taps the list shows as the other hosts do are
  /// `HostParityRandomTests`'.
  @MainActor
  @Suite("The list host")
  struct ListHostTests {
    /// A mailbox screen: an inbox with a header, each message swipeable.
    final class Mailbox {
      var messages = ["Hello", "Invoice"]
      var log: [String] = []
    }

    static func screen(_ box: Mailbox) -> TableDeclaration<String, String> {
      TableDeclaration {
        Section("inbox", header: "Inbox") {
          for message in box.messages {
            Row(message, text: message)
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
