#if os(Linux)
  import Foundation
  import TableHandlersCore
  import Testing
  import UIKitStandIn

  @testable import TableHandlersUIKit

  /// A platform-neutral event that switches on a UIKit method it shares with a UIKit-typed
  /// event (`AdapterMethod.companions`), with a handler that answers something.
  struct CompanionRegistration: CustomTestStringConvertible, Sendable {
    let name: String
    let scope: Registration.Scope

    var testDescription: String { "\(name) at \(scope.rawValue)" }

    /// The UIKit method the event answers.
    var selector: String {
      switch name {
      case "leadingSwipeActions":
        return TableSelectors.leadingSwipeActionsConfiguration
      case "trailingSwipeActions":
        return TableSelectors.trailingSwipeActionsConfiguration
      default: return TableSelectors.contextMenuConfiguration
      }
    }

    var registration: Registration { Registration(selector: selector, scope: scope) }

    @MainActor var id: EventID {
      switch name {
      case "leadingSwipeActions": return RowEvent<Void, SwipeActions?>.leadingSwipeActions.id
      case "trailingSwipeActions": return RowEvent<Void, SwipeActions?>.trailingSwipeActions.id
      default: return RowEvent<Void, RowMenu?>.contextMenu.id
      }
    }

    @MainActor func register(on handlers: TableHandlers) {
      let rows = registration.place.rows
      let actions = SwipeActions([SwipeAction(title: "neutral") { _, done in done(true) }])
      switch name {
      case "leadingSwipeActions": handlers.on(.leadingSwipeActions, at: rows) { _ in actions }
      case "trailingSwipeActions": handlers.on(.trailingSwipeActions, at: rows) { _ in actions }
      default:
        handlers.on(.contextMenu, at: rows) { _ in
          RowMenu(children: [.action(RowMenuAction(title: "neutral") {})])
        }
      }
    }

    static let all: [CompanionRegistration] = [
      "leadingSwipeActions", "trailingSwipeActions", "contextMenu",
    ].flatMap { name in
      [Registration.Scope.oneRow, .oneSection, .wholeTable].map {
        CompanionRegistration(name: name, scope: $0)
      }
    }
  }

  /// The absent-method rule for the platform-neutral swipe and menu events: they switch on
  /// only the UIKit method they answer, and elsewhere the table behaves as if nothing were
  /// registered, by the stand-in's independently sourced model.
  @MainActor
  @Suite("Neutral swipe and menu events switch on their UIKit method and nothing else")
  struct ActionEventsRespondTests {
    @Test func eachNeutralEventSwitchesOnOneMethod() {
      for name in ["leadingSwipeActions", "trailingSwipeActions", "contextMenu"] {
        let companion = CompanionRegistration(name: name, scope: .wholeTable)
        #expect(
          AdapterMethod.all.filter { $0.companions.contains(companion.id) }.map(\.selector)
            == [companion.selector])
      }
    }

    @Test(arguments: CompanionRegistration.all)
    func aNeutralHandlerSwitchesOnItsMethodOnly(companion: CompanionRegistration) {
      let handlers = TableHandlers()
      companion.register(on: handlers)
      let tableView = UITableView()
      handlers.attach(to: tableView)
      // The prefetch data source's required method is answered only by a prefetching table.
      let required = AdapterMethod.all.filter { $0.isRequired && $0.role != .prefetching }
        .map(\.selector)
      let adapter = tableView.handlersAdapter!
      #expect(
        allSelectors.filter { adapter.responds(to: Selector($0)) }
          == allSelectors.filter { required.contains($0) || $0 == companion.selector })
    }

    @Test(arguments: CompanionRegistration.all, [false, true])
    func elsewhereItIsAsIfNothingWereRegistered(companion: CompanionRegistration, editing: Bool) {
      let property = AbsentMethodPropertyTests()
      for path in propertyGrid {
        let handlers = TableHandlers()
        companion.register(on: handlers)
        let registered = property.tableView(editing: editing)
        handlers.attach(to: registered)
        let nothing = property.tableView(editing: editing)
        TableHandlers().attach(to: nothing)
        let covered = companion.registration.covers(path)
        if !covered {
          #expect(
            registered.visibleBehaviourOfRow(at: path) == nothing.visibleBehaviourOfRow(at: path),
            "\(companion.testDescription): row \(path)")
        }
        for selector in allSelectors where !(covered && selector == companion.selector) {
          guard !documentedExceptions.contains(selector),
            selector != TableSelectors.moveRow
          else { continue }
          #expect(
            property.effectiveAnswer(selector, at: path, on: registered)
              == property.effectiveAnswer(selector, at: path, on: nothing),
            "\(companion.testDescription): \(selector) at \(path)")
        }
        if covered {
          #expect(
            property.effectiveAnswer(companion.selector, at: path, on: registered)
              != property.effectiveAnswer(companion.selector, at: path, on: nothing))
        }
      }
    }
  }
#endif
