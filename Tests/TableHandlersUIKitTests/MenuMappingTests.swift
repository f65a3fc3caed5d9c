#if os(Linux)
  import StandInDoubles
  import Foundation
  import TableHandlersCore
  import Testing
  import UIKitStandIn

  @testable import TableHandlersUIKit

  /// A menu as text, one element a line: `action Title [destructive] [disabled] [on|mixed]`,
  /// `menu Title [inline] image {` … `}`, `deferred`.
  @MainActor
  func menuLines(_ elements: [UIMenuElement], depth: Int = 0) -> [String] {
    let indent = String(repeating: "  ", count: depth)
    return elements.flatMap { element -> [String] in
      switch element {
      case let action as UIAction:
        var line = indent + "action " + action.title
        if action.attributes.contains(.destructive) { line += " [destructive]" }
        if action.attributes.contains(.disabled) { line += " [disabled]" }
        if action.state == .on { line += " [on]" }
        if action.state == .mixed { line += " [mixed]" }
        if let image = action.image { line += " image " + (image.systemName ?? image.name ?? "?") }
        if let identifier = action.accessibilityIdentifier { line += " #" + identifier }
        return [line]
      case let menu as UIMenu:
        var line = indent + "menu " + menu.title
        if menu.options.contains(.displayInline) { line += " [inline]" }
        if let image = menu.image { line += " image " + (image.systemName ?? image.name ?? "?") }
        return [line + " {"] + menuLines(menu.children, depth: depth + 1) + [indent + "}"]
      case is UIDeferredMenuElement:
        return [indent + "deferred"]
      default:
        return [indent + "?"]
      }
    }
  }

  @MainActor
  @Suite("Context menus on UIKit: UIContextMenuConfiguration, UIMenu and UIAction")
  struct MenuMappingTests {
    func configuration(_ fixture: ActionsFixture, row: Int = 1) -> UIContextMenuConfiguration? {
      fixture.tableView.send(
        .contextMenuConfiguration(at: IndexPath(row: row, section: 0), point: .zero),
        to: delegate(fixture.tableView))
    }

    @Test func everyFieldIsMapped() throws {
      let fixture = ActionsFixture { fixture in
        fixture.handlers.on(.contextMenu, at: .table) { _ in
          RowMenu(children: [
            .action(RowMenuAction(title: "Reply", image: .system("arrowshape.turn.up.left")) {}),
            .menu(
              RowMenu(
                isInline: true,
                children: [
                  .action(RowMenuAction(title: "Flag", state: .on) {}),
                  .action(RowMenuAction(title: "Mark", state: .mixed) {}),
                ])),
            .menu(
              RowMenu(
                title: "Sort", isInline: true,
                children: [.action(RowMenuAction(title: "Date", state: .off) {})])),
            .menu(
              RowMenu(
                title: "Move to", image: .system("folder"),
                children: [.action(RowMenuAction(title: "Archive", isEnabled: false) {})])),
            .action(
              RowMenuAction(title: "Delete", isDestructive: true, accessibilityIdentifier: "delete")
              {}),
          ])
        }
      }
      let menu = try #require(configuration(fixture)?.openMenu())
      #expect(menu.title == "")
      #expect(
        menuLines(menu.children) == [
          "action Reply image arrowshape.turn.up.left",
          "menu  [inline] {",
          "  action Flag [on]",
          "  action Mark [mixed]",
          "}",
          "menu Sort [inline] {",
          "  action Date",
          "}",
          "menu Move to image folder {",
          "  action Archive [disabled]",
          "}",
          "action Delete [destructive] #delete",
        ])
    }

    @Test func noMenuIsNoConfiguration() {
      let fixture = ActionsFixture { fixture in
        fixture.handlers.on(.contextMenu, at: .table) { call in
          call.row == 0 ? RowMenu(children: []) : nil
        }
      }
      #expect(configuration(fixture, row: 0) != nil)
      #expect(configuration(fixture, row: 1) == nil)
    }

    @Test func theItemsAreBuiltWhenTheMenuOpens() throws {
      final class Model { var flagged = false }
      let model = Model()
      var asked: [TablePosition] = []
      let fixture = ActionsFixture { fixture in
        fixture.handlers.on(.contextMenu, at: .table) { call in
          asked.append(call.position)
          return RowMenu(children: [
            .action(RowMenuAction(title: "Flag", state: model.flagged ? .on : .off) {})
          ])
        }
      }
      let pressed = try #require(configuration(fixture))
      // Between the long press and the menu's appearance the model changes and rows arrive
      // above: the provider reads the model then, at the row's position then.
      model.flagged = true
      fixture.insertAtTop(["x"])
      let menu = try #require(pressed.openMenu())
      #expect(menuLines(menu.children) == ["action Flag [on]"])
      #expect(asked == [TablePosition(section: 0, row: 1), TablePosition(section: 0, row: 2)])
    }

    @Test func choosingAnItemRunsItsHandlerWhileItsRowIsThere() throws {
      var chosen: [String] = []
      let fixture = ActionsFixture { fixture in
        fixture.handlers.on(.contextMenu, at: .table) { call in
          RowMenu(children: [
            .action(RowMenuAction(title: "Reply") { chosen.append("Reply \(call.row)") }),
            .action(RowMenuAction(title: "Pin", isEnabled: false) { chosen.append("Pin") }),
          ])
        }
      }
      let menu = try #require(configuration(fixture)?.openMenu())
      let actions = menu.children.compactMap { $0 as? UIAction }
      #expect(actions[0].choose())
      #expect(!actions[1].choose())
      #expect(chosen == ["Reply 1"])

      let later = try #require(configuration(fixture)?.openMenu())
      fixture.delete(at: TablePosition(section: 0, row: 1))
      #expect((later.children[0] as? UIAction)?.choose() == true)
      #expect(chosen == ["Reply 1"], "the row the menu was opened on has left")
    }

    @Test func anItemsHandlerGetsTheRowsPositionWhenItIsChosen() throws {
      var chosen: [TablePosition] = []
      let fixture = ActionsFixture { fixture in
        fixture.handlers.on(.contextMenu, at: .table) { _ in
          RowMenu(children: [
            .action(RowMenuAction(title: "Delete", isDestructive: true) { chosen.append($0) })
          ])
        }
      }
      let menu = try #require(configuration(fixture)?.openMenu())
      // Rows arrive above while the menu is open: the item acts on its row where it is now.
      fixture.insertAtTop(["x", "y"])
      #expect((menu.children[0] as? UIAction)?.choose() == true)
      #expect(chosen == [TablePosition(section: 0, row: 3)])
      let later = try #require(configuration(fixture, row: 3)?.openMenu())
      fixture.delete(at: TablePosition(section: 0, row: 3))
      #expect((later.children[0] as? UIAction)?.choose() == true)
      #expect(chosen == [TablePosition(section: 0, row: 3)], "its row has left")
    }

    @Test func aDeferredElementDeliversItsItemsWhenTheMenuShowsIt() throws {
      var pending: (@MainActor ([RowMenuElement]) -> Void)?
      var loads = 0
      let fixture = ActionsFixture { fixture in
        fixture.handlers.on(.contextMenu, at: .table) { _ in
          RowMenu(children: [
            .deferred { completion in
              loads += 1
              completion([.action(RowMenuAction(title: "Now") {})])
            },
            .deferred { completion in
              loads += 1
              pending = completion
            },
          ])
        }
      }
      let menu = try #require(configuration(fixture)?.openMenu())
      #expect(menuLines(menu.children) == ["deferred", "deferred"])
      #expect(loads == 0, "the items are asked when the menu shows the element")
      let now = try #require(menu.children[0] as? UIDeferredMenuElement)
      var delivered: [String] = []
      now.requestElements { delivered += menuLines($0) }
      #expect(delivered == ["action Now"])

      let later = try #require(menu.children[1] as? UIDeferredMenuElement)
      later.requestElements { delivered += menuLines($0) }
      #expect(delivered == ["action Now"])
      pending?([
        .menu(RowMenu(title: "Folders", children: [.action(RowMenuAction(title: "Inbox") {})]))
      ])
      #expect(delivered == ["action Now", "menu Folders {", "  action Inbox", "}"])
      later.requestElements { delivered += menuLines($0) }
      #expect(later.providerCalls == 1, "UIKit caches a deferred element's items")
      #expect(loads == 2)
    }

    // MARK: Precedence

    @Test func theAppsDelegateIsAskedFirstAndANeutralHandlerWins() {
      let app = RecordingApp(implementing: [
        TableSelectors.contextMenuConfiguration,
        TableSelectors.numberOfRows, TableSelectors.cellForRow,
      ])
      let fixture = ActionsFixture(app: app) { fixture in
        fixture.handlers.on(.contextMenu, at: .row(1, inSection: 0)) { _ in
          RowMenu(children: [.action(RowMenuAction(title: "Neutral") {})])
        }
      }
      app.calls = []
      let neutral = configuration(fixture, row: 1)
      #expect(app.calls == [TableSelectors.contextMenuConfiguration])
      #expect(neutral.flatMap { menuLines($0.openMenu()?.children ?? []) } == ["action Neutral"])
      #expect(configuration(fixture, row: 0).map { "\($0.identifier)" } == "app")
    }

    @Test(
      arguments: SwipeActionMappingTests.Reach.allCases, SwipeActionMappingTests.Reach.allCases)
    func theCloserHandlerWinsAndTheUIKitTypedOneAtTheSameReach(
      typed: SwipeActionMappingTests.Reach, neutral: SwipeActionMappingTests.Reach
    ) throws {
      let fixture = ActionsFixture { fixture in
        fixture.handlers.on(.contextMenuConfiguration, at: typed.scope) { _ in
          UIContextMenuConfiguration(identifier: NSString(string: "typed"))
        }
        fixture.handlers.on(.contextMenu, at: neutral.scope) { _ in
          RowMenu(children: [.action(RowMenuAction(title: "neutral") {})])
        }
      }
      let order: [SwipeActionMappingTests.Reach] = [.table, .section, .row]
      let neutralWins = order.firstIndex(of: neutral)! > order.firstIndex(of: typed)!
      let answer = try #require(configuration(fixture))
      if neutralWins {
        #expect(menuLines(answer.openMenu()?.children ?? []) == ["action neutral"])
      } else {
        #expect("\(answer.identifier)" == "typed")
      }
    }
  }
#endif
