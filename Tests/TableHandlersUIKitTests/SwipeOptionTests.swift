#if os(Linux)
  import Foundation
  import TableHandlersCore
  import TableHandlersDeclarative
  import TableHandlersTesting
  import TableHandlersUIKit
  import Testing
  import UIKitStandIn

  /// Swipe actions that close the swipe as soon as they are chosen, on a table view and headless.
  @MainActor
  @Suite("Swipe actions that hide when selected")
  struct SwipeOptionTests {
    /// A mailbox whose Flag closes at once and whose More waits for a sheet.
    @MainActor
    final class Mailbox {
      var messages = ["Hello", "Invoice"]
      var flagged: [String] = []
      var pendingMore: (@MainActor (Bool) -> Void)?
      var pendingFlag: (@MainActor (Bool) -> Void)?

      /// Calls the kept completion of More and lets it go, as an app does once its sheet
      /// answered (kept, it would keep the row's actions, which keep this mailbox).
      func finishMore(_ performed: Bool) {
        let completion = pendingMore
        pendingMore = nil
        completion?(performed)
      }

      /// Calls the kept completion of Flag and lets it go, as ``finishMore(_:)`` does.
      func finishFlag(_ performed: Bool) {
        let completion = pendingFlag
        pendingFlag = nil
        completion?(performed)
      }
    }

    static func screen(_ box: Mailbox) -> TableDeclaration<String, String> {
      TableDeclaration {
        Section("inbox") {
          for message in box.messages {
            Row(message, text: message)
              .swipeActions(edge: .trailing) {
                SwipeAction(title: "Delete", style: .destructive) { _, done in
                  box.messages.removeAll { $0 == message }
                  done(true)
                }
                .hidingWhenSelected()
                SwipeAction(title: "Flag") { _, done in
                  // Completes later, after the server answered.
                  box.flagged.append(message)
                  box.pendingFlag = done
                }
                .hidingWhenSelected()
                SwipeAction(title: "More") { _, done in box.pendingMore = done }
              }
          }
        }
      }
    }

    @Test func anActionThatHidesClosesTheSwipeAtOnceAndStillRuns() throws {
      let box = Mailbox()
      let table = try DeclaredTable(declaration: Self.screen(box))
      let tableView = UITableView()
      table.attach(to: tableView)
      tableView.layoutIfNeeded()
      let swipe = try #require(
        tableView.swipeRow(at: IndexPath(row: 0, section: 0), from: .trailing))
      #expect(swipe.tap("Flag"))
      // Closed at the tap, before the handler's completion.
      #expect(!swipe.isOpen)
      #expect(swipe.completionResults == [true])
      #expect(box.flagged == ["Hello"])
      // The completion, called later, tells UIKit nothing more.
      box.finishFlag(false)
      #expect(swipe.completionResults == [true])
    }

    @Test func anActionThatDoesNotHideKeepsTheSwipeOpenUntilItsCompletion() throws {
      let box = Mailbox()
      let table = try DeclaredTable(declaration: Self.screen(box))
      let tableView = UITableView()
      table.attach(to: tableView)
      tableView.layoutIfNeeded()
      let swipe = try #require(
        tableView.swipeRow(at: IndexPath(row: 0, section: 0), from: .trailing))
      #expect(swipe.tap("More"))
      #expect(swipe.isOpen)
      box.finishMore(true)
      #expect(!swipe.isOpen)
      #expect(swipe.completionResults == [true])
    }

    @Test func aDestructiveActionThatHidesTellsUIKitNotPerformedAndTheModelRemovesTheRow() throws {
      let box = Mailbox()
      let table = try DeclaredTable(declaration: Self.screen(box))
      let tableView = UITableView()
      table.attach(to: tableView)
      tableView.layoutIfNeeded()
      let swipe = try #require(
        tableView.swipeRow(at: IndexPath(row: 0, section: 0), from: .trailing))
      #expect(swipe.tap("Delete"))
      // Closed at the tap with `false`: UIKit does not animate the row away itself.
      #expect(swipe.completionResults == [false])
      #expect(!swipe.isOpen)
      #expect(box.messages == ["Invoice"])
      table.update(to: Self.screen(box))
      #expect(table.sections[0].rows.map(\.id) == ["Invoice"])
    }

    @Test func theHeadlessTableClosesTheSwipeAtTheTap() throws {
      let box = Mailbox()
      let table = HeadlessTable(declared: try DeclaredTable(declaration: Self.screen(box)))
      let row = TablePosition(section: 0, row: 1)
      #expect(
        table.performSwipeAction("Flag", edge: .trailing, at: row) == .completed(performed: true))
      #expect(box.flagged == ["Invoice"])
      #expect(!table.render().contains("⟨"))
      box.finishFlag(true)
      #expect(table.performSwipeAction("More", edge: .trailing, at: row) == .pending)
      #expect(table.render().contains("⟨Delete (destructive) (full swipe) | Flag | More⟩"))
      box.finishMore(false)
      #expect(!table.render().contains("⟨"))
      #expect(
        table.performSwipeAction("Delete", edge: .trailing, at: row) == .completed(performed: false)
      )
      #expect(box.messages == ["Hello"])
      let shown = try #require(
        table.shownSwipeActions(.trailing, at: TablePosition(section: 0, row: 0)))
      #expect(shown.map(\.hidesWhenSelected) == [true, true, false])
    }
  }
#endif
