#if os(Linux)
  import StandInDoubles
  import Foundation
  import TableHandlersCore
  import TableHandlersDeclarative
  import Testing
  import UIKitStandIn

  @testable import TableHandlersUIKit

  /// A table of named rows whose counts come from a model, attached to a stand-in table view,
  /// for driving swipe actions and menus through UIKit's methods.
  @MainActor
  final class ActionsFixture {
    var names = ["a", "b", "c"]
    let handlers = TableHandlers()
    let tableView = UITableView()

    init(app: RecordingApp? = nil, register: (ActionsFixture) -> Void = { _ in }) {
      handlers.on(.numberOfRows, at: .allSections) { [unowned self] _ in names.count }
      register(self)
      handlers.attach(to: tableView, dataSource: app, delegate: app)
      tableView.layoutIfNeeded()
    }

    /// Deletes a row from the model, the registry and the table view.
    func delete(at position: TablePosition) {
      names.remove(at: position.row)
      var update = TableUpdate()
      update.deleteRows(at: [position])
      try! tableView.performUpdates(update, animated: false)
    }

    /// Inserts rows at the top of the model, the registry and the table view.
    func insertAtTop(_ new: [String]) {
      names.insert(contentsOf: new, at: 0)
      var update = TableUpdate()
      update.insertRows(at: new.indices.map { TablePosition(section: 0, row: $0) })
      try! tableView.performUpdates(update, animated: false)
    }

    /// Swipes a row as a user does.
    func swipe(_ row: Int, from edge: StandInSwipeEdge = .trailing) -> StandInSwipe? {
      tableView.swipeRow(at: IndexPath(row: row, section: 0), from: edge)
    }
  }

  @MainActor
  @Suite("Swipe actions on UIKit: UISwipeActionsConfiguration and UIContextualAction")
  struct SwipeActionMappingTests {
    @Test func everyFieldIsMapped() throws {
      let fixture = ActionsFixture { fixture in
        fixture.handlers.on(.trailingSwipeActions, at: .table) { _ in
          SwipeActions([
            SwipeAction(
              title: "Delete", image: .system("trash"), style: .destructive,
              accessibilityLabel: "Delete message"
            ) { _, done in done(true) },
            SwipeAction(
              title: "Flag", image: .named("flag"),
              backgroundColor: .rgba(red: 1, green: 0.5, blue: 0, alpha: 1)
            ) { _, done in done(true) },
            SwipeAction(title: nil, image: .placeholder, backgroundColor: .purple) { _, done in
              done(true)
            },
            SwipeAction(title: "Pin", isEnabled: false) { _, done in done(true) },
          ])
        }
      }
      let swipe = try #require(fixture.swipe(1))
      let actions = swipe.configuration.actions
      #expect(actions.map(\.title) == ["Delete", "Flag", nil, "Pin"])
      #expect(actions.map(\.style) == [.destructive, .normal, .normal, .normal])
      #expect(actions[0].image?.systemName == "trash")
      #expect(actions[1].image?.name == "flag")
      #expect(actions[2].image == nil)
      #expect(
        actions.map(\.backgroundColor.description) == [
          "systemRed", "rgba(1.0, 0.5, 0.0, 1.0)", "systemPurple", "systemGray 0.4",
        ])
      #expect(actions.map(\.accessibilityLabel) == ["Delete message", nil, nil, nil])
      #expect(swipe.configuration.performsFirstActionWithFullSwipe)
    }

    @Test func aDisabledActionIsShownDimmedAndDoesNothing() throws {
      var ran = false
      let fixture = ActionsFixture { fixture in
        fixture.handlers.on(.trailingSwipeActions, at: .table) { _ in
          SwipeActions([
            SwipeAction(title: "Pin", isEnabled: false) { _, done in
              ran = true
              done(true)
            }
          ])
        }
      }
      let swipe = try #require(fixture.swipe(0))
      // A full swipe would perform the disabled first action: it is off.
      #expect(!swipe.configuration.performsFirstActionWithFullSwipe)
      #expect(swipe.tap("Pin"))
      #expect(!ran)
      #expect(swipe.completionResults == [false])
      #expect(!swipe.isOpen)
    }

    @Test func fullSwipeIsOnByDefaultWithAnOptOut() throws {
      var performed: [String] = []
      func actions(fullSwipe: Bool) -> SwipeActions {
        SwipeActions(
          [
            SwipeAction(title: "Archive") { _, done in
              performed.append("Archive")
              done(true)
            }
          ], performsFirstActionWithFullSwipe: fullSwipe)
      }
      let fixture = ActionsFixture { fixture in
        fixture.handlers.on(.leadingSwipeActions, at: .row(0, inSection: 0)) { _ in
          actions(fullSwipe: true)
        }
        fixture.handlers.on(.leadingSwipeActions, at: .row(1, inSection: 0)) { _ in
          actions(fullSwipe: false)
        }
      }
      let on = try #require(fixture.swipe(0, from: .leading))
      #expect(on.fullSwipe())
      #expect(on.completionResults == [true])
      let off = try #require(fixture.swipe(1, from: .leading))
      #expect(!off.configuration.performsFirstActionWithFullSwipe)
      #expect(!off.fullSwipe())
      #expect(performed == ["Archive"])
    }

    @Test func aDestructiveActionThatDeletesItsRowCompletesTrue() throws {
      let fixture = ActionsFixture { fixture in
        fixture.handlers.on(.trailingSwipeActions, at: .table) { [unowned fixture] _ in
          SwipeActions([
            SwipeAction(title: "Delete", style: .destructive) { position, done in
              fixture.delete(at: position)
              done(true)
            }
          ])
        }
      }
      let swipe = try #require(fixture.swipe(1))
      #expect(swipe.tap("Delete"))
      #expect(fixture.names == ["a", "c"])
      #expect(swipe.completionResults == [true])
      #expect(!swipe.isOpen)
    }

    @Test func aDestructiveActionThatKeepsItsRowCompletesFalse() throws {
      var ran = 0
      let fixture = ActionsFixture { fixture in
        fixture.handlers.on(.trailingSwipeActions, at: .table) { _ in
          SwipeActions([
            SwipeAction(title: "Delete", style: .destructive) { _, done in
              // The model refuses (the message is protected): the row stays.
              ran += 1
              done(true)
            }
          ])
        }
      }
      let swipe = try #require(fixture.swipe(1))
      #expect(swipe.tap("Delete"))
      #expect(ran == 1)
      #expect(fixture.names == ["a", "b", "c"])
      #expect(swipe.completionResults == [false])
      #expect(!swipe.isOpen)
    }

    @Test(arguments: [true, false])
    func aNormalActionCompletesAsItsHandlerSays(performed: Bool) throws {
      let fixture = ActionsFixture { fixture in
        fixture.handlers.on(.leadingSwipeActions, at: .table) { _ in
          SwipeActions([SwipeAction(title: "Read") { _, done in done(performed) }])
        }
      }
      let swipe = try #require(fixture.swipe(0, from: .leading))
      #expect(swipe.tap("Read"))
      #expect(swipe.completionResults == [performed])
    }

    @Test func aCompletionCalledLaterWorksAndOnlyOnce() throws {
      var confirm: (@MainActor (Bool) -> Void)?
      let fixture = ActionsFixture { fixture in
        fixture.handlers.on(.trailingSwipeActions, at: .table) { [unowned fixture] _ in
          SwipeActions([
            SwipeAction(title: "Delete", style: .destructive) { position, done in
              // A confirmation sheet: the row is deleted once the user confirms.
              confirm = { answer in
                if answer { fixture.delete(at: position) }
                done(answer)
                done(!answer)
              }
            }
          ])
        }
      }
      let swipe = try #require(fixture.swipe(2))
      #expect(swipe.tap("Delete"))
      #expect(swipe.isOpen)
      #expect(swipe.completionResults.isEmpty)
      confirm?(true)
      // The kept closure holds the action, whose handler holds `confirm`: let it go.
      confirm = nil
      #expect(fixture.names == ["a", "b"])
      #expect(swipe.completionResults == [true])
      #expect(!swipe.isOpen)
    }

    @Test func anActionWhoseRowLeftDoesNotRun() throws {
      var ran = false
      let fixture = ActionsFixture { fixture in
        fixture.handlers.on(.trailingSwipeActions, at: .table) { _ in
          SwipeActions([
            SwipeAction(title: "Flag") { _, done in
              ran = true
              done(true)
            }
          ])
        }
      }
      let swipe = try #require(fixture.swipe(1))
      fixture.delete(at: TablePosition(section: 0, row: 1))
      #expect(swipe.tap("Flag"))
      #expect(!ran)
      #expect(swipe.completionResults == [false])
    }

    /// An inbox as an app declares it: the destructive action changes the model and
    /// re-declares the table.
    @MainActor
    final class Inbox {
      var messages = ["Hello", "Lunch?", "Invoice"]
      var keeps = false
      private(set) var table: DeclaredTable<Int, String>!

      init() throws {
        table = try DeclaredTable(declaration: declaration())
      }

      func declaration() -> TableDeclaration<Int, String> {
        TableDeclaration {
          Section(0) {
            for message in messages {
              Row(message, text: message).swipeActions { [unowned self] in
                SwipeAction(title: "Delete", style: .destructive) { [unowned self] _, done in
                  if !keeps { messages.removeAll { $0 == message } }
                  table.update(to: declaration())
                  done(true)
                }
              }
            }
          }
        }
      }
    }

    /// A destructive swipe action whose handler re-declares the table without its row.
    ///
    /// Through the declared table's own host (`attach(to:)`, as README shows), in a window:
    /// the re-declaration is applied when the action's handler returns, one batch deleting the
    /// row, and only then is UIKit told whether the row left. The stand-in's batch check holds.
    @Test(arguments: [false, true])
    func aDestructiveActionOfADeclaredRowCompletesTrueWhenTheDeclarationDropsIt(
      attachedAsDeclared: Bool
    ) throws {
      let inbox = try Inbox()
      let tableView = UITableView()
      var nextTurn: [@MainActor () -> Void] = []
      var inconsistencies: [String] = []
      tableView.inconsistentUpdateHandler = { inconsistencies.append($0) }
      if attachedAsDeclared {
        tableView.standInMove(toWindow: UIWindow())
        inbox.table.attach(to: tableView)
        tableView.handlersNextTurn = { nextTurn.append($0) }
      } else {
        inbox.table.handlers.attach(to: tableView)
      }
      tableView.layoutIfNeeded()

      let row = IndexPath(row: 1, section: 0)
      let deleted = try #require(tableView.swipeRow(at: row, from: .trailing))
      #expect(deleted.tap("Delete"))
      #expect(inbox.messages == ["Hello", "Invoice"])
      #expect(deleted.completionResults == [true])

      inbox.keeps = true
      let kept = try #require(tableView.swipeRow(at: row, from: .trailing))
      #expect(kept.tap("Delete"))
      #expect(inbox.messages == ["Hello", "Invoice"])
      #expect(kept.completionResults == [false])
      #expect(nextTurn.isEmpty)
      #expect(inconsistencies.isEmpty)
      if attachedAsDeclared {
        #expect(tableView.updateLog.contains("deleteRows [0.1]"))
        #expect(tableView.send(.numberOfRows(section: 0), to: tableView.dataSource!) == 2)
      }
    }

    @Test func aDisabledRowHasNoSwipeActions() throws {
      let fixture = ActionsFixture { fixture in
        fixture.handlers.on(.rowContent, at: .table) { call in
          RowContent(text: "row", isEnabled: call.row != 1)
        }
        fixture.handlers.on(.commitEditing, at: .table) { _ in }
        fixture.handlers.on(.trailingSwipeActions, at: .table) { _ in
          SwipeActions([SwipeAction(title: "Flag") { _, done in done(true) }])
        }
      }
      #expect(try #require(fixture.swipe(0)).titles == ["Flag"])
      // An empty configuration, not `nil`, which would bring back UIKit's Delete.
      #expect(try #require(fixture.swipe(1)).titles == [])
    }

    @Test func aNeutralNilLeavesUIKitsDefault() {
      let fixture = ActionsFixture { fixture in
        fixture.handlers.on(.trailingSwipeActions, at: .table) { call in
          call.row == 0 ? SwipeActions([SwipeAction(title: "Flag") { _, done in done(true) }]) : nil
        }
      }
      #expect(fixture.swipe(0)?.titles == ["Flag"])
      #expect(fixture.swipe(1) == nil)
    }

    // MARK: Precedence

    /// The app's delegate is asked first; a registered handler's answer wins.
    @Test func theAppsDelegateIsAskedFirstAndANeutralHandlerWins() {
      let app = RecordingApp(implementing: [
        TableSelectors.trailingSwipeActionsConfiguration,
        TableSelectors.numberOfRows, TableSelectors.cellForRow,
      ])
      let fixture = ActionsFixture(app: app) { fixture in
        fixture.handlers.on(.trailingSwipeActions, at: .row(1, inSection: 0)) { _ in
          SwipeActions([SwipeAction(title: "Neutral") { _, done in done(true) }])
        }
      }
      app.calls = []
      #expect(fixture.swipe(1)?.titles == ["Neutral"])
      #expect(app.calls == [TableSelectors.trailingSwipeActionsConfiguration])
      #expect(fixture.swipe(0)?.titles == ["app trailing"])
    }

    enum Reach: String, CaseIterable, Sendable {
      case row, section, table

      var scope: RowScope {
        switch self {
        case .row: return .row(1, inSection: 0)
        case .section: return .section(0)
        case .table: return .table
        }
      }
    }

    /// The closer registration wins; at the same reach, the UIKit-typed one.
    @Test(arguments: Reach.allCases, Reach.allCases)
    func theCloserHandlerWinsAndTheUIKitTypedOneAtTheSameReach(typed: Reach, neutral: Reach)
      throws
    {
      let fixture = ActionsFixture { fixture in
        fixture.handlers.on(.trailingSwipeActionsConfiguration, at: typed.scope) { _ in
          swipe("typed")
        }
        fixture.handlers.on(.trailingSwipeActions, at: neutral.scope) { _ in
          SwipeActions([SwipeAction(title: "neutral") { _, done in done(true) }])
        }
      }
      let order: [Reach] = [.table, .section, .row]
      let neutralWins = order.firstIndex(of: neutral)! > order.firstIndex(of: typed)!
      #expect(try #require(fixture.swipe(1)).titles == [neutralWins ? "neutral" : "typed"])
    }

    @Test func theLeadingEdgeFollowsTheSameRule() throws {
      let fixture = ActionsFixture { fixture in
        fixture.handlers.on(.leadingSwipeActionsConfiguration, at: .table) { _ in swipe("typed") }
        fixture.handlers.on(.leadingSwipeActions, at: .row(1, inSection: 0)) { _ in
          SwipeActions([SwipeAction(title: "neutral") { _, done in done(true) }])
        }
      }
      #expect(try #require(fixture.swipe(1, from: .leading)).titles == ["neutral"])
      #expect(try #require(fixture.swipe(0, from: .leading)).titles == ["typed"])
    }
  }
#endif
