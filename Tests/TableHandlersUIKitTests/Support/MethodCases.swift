#if os(Linux)
  import StandInDoubles
  import Foundation
  import TableHandlersCore
  import UIKitStandIn

  @testable import TableHandlersUIKit

  /// One method of the three table protocols, as a test drives it: how to call the adapter's
  /// implementation (through the UIKit protocol, as UIKit does), how to register a handler for
  /// its event, and what the app's object, the handler and UIKit's default answer.
  @MainActor
  struct MethodCase {
    let selector: String
    let appAnswer: String
    let handlerAnswer: String
    let defaultAnswer: String
    /// Calls the adapter's method for a row (section methods read its section; table methods
    /// ignore it) and describes its answer.
    let invokeAt: @MainActor (UITableView, IndexPath) -> String
    /// Registers a handler for the method's event at a place that calls `mark` and answers
    /// ``handlerAnswer``; `nil` for the method no handler can answer.
    let registerAt:
      (@MainActor (TableHandlers, @escaping @MainActor () -> Void, HandlerPlace) -> Void)?

    init(
      selector: String, appAnswer: String, handlerAnswer: String, defaultAnswer: String,
      invoke: @escaping @MainActor (UITableView, IndexPath) -> String,
      register: (@MainActor (TableHandlers, @escaping @MainActor () -> Void, HandlerPlace) -> Void)?
    ) {
      self.selector = selector
      self.appAnswer = appAnswer
      self.handlerAnswer = handlerAnswer
      self.defaultAnswer = defaultAnswer
      self.invokeAt = invoke
      self.registerAt = register
    }

    /// A delegate method that answers, asked about a row (or its section): the answers the
    /// app, the handler and UIKit give, in that order, and the handler, one of `event` that
    /// marks and answers `answer`.
    static func asking<Arguments, Output>(
      _ selector: String, _ event: RowEvent<Arguments, Output>,
      handler answer: @autoclosure @escaping @MainActor () -> Output,
      answers: (app: String, handler: String, uikit: String),
      _ message: @escaping @MainActor (IndexPath) -> DelegateMessage
    ) -> MethodCase {
      delegateCase(selector, answers, message) { h, mark, place in
        h.on(event, at: place.rows, perform: marking(mark, answer()))
      }
    }

    /// ``asking(_:_:handler:answers:_:)`` for a section's delegate method.
    static func asking<Arguments, Output>(
      _ selector: String, _ event: SectionEvent<Arguments, Output>,
      handler answer: @autoclosure @escaping @MainActor () -> Output,
      answers: (app: String, handler: String, uikit: String),
      _ message: @escaping @MainActor (IndexPath) -> DelegateMessage
    ) -> MethodCase {
      delegateCase(selector, answers, message) { h, mark, place in
        h.on(event, at: place.sections, perform: marking(mark, answer()))
      }
    }

    /// A delegate method that returns nothing, sent about a row (or its section): the app, the
    /// handler and UIKit answer `()`, and the handler is one of `event` that marks.
    static func notice<Arguments>(
      _ selector: String, _ event: RowEvent<Arguments, Void>,
      _ message: @escaping @MainActor (IndexPath) -> DelegateMessage
    ) -> MethodCase {
      delegateCase(selector, ("()", "()", "()"), message) { h, mark, place in
        h.on(event, at: place.rows) { _ in mark() }
      }
    }

    /// ``notice(_:_:_:)`` for a section's delegate method.
    static func notice<Arguments>(
      _ selector: String, _ event: SectionEvent<Arguments, Void>,
      _ message: @escaping @MainActor (IndexPath) -> DelegateMessage
    ) -> MethodCase {
      delegateCase(selector, ("()", "()", "()"), message) { h, mark, place in
        h.on(event, at: place.sections) { _ in mark() }
      }
    }

    /// A delegate method's case: its answers, its message and its handler's registration.
    private static func delegateCase(
      _ selector: String, _ answers: (app: String, handler: String, uikit: String),
      _ message: @escaping @MainActor (IndexPath) -> DelegateMessage,
      register:
        @escaping @MainActor (TableHandlers, @escaping @MainActor () -> Void, HandlerPlace)
        -> Void
    ) -> MethodCase {
      MethodCase(
        selector: selector, appAnswer: answers.app, handlerAnswer: answers.handler,
        defaultAnswer: answers.uikit,
        invoke: { t, path in describe(t.send(message(path), to: delegate(t))) },
        register: register)
    }

    /// The row most cases are driven at.
    static let path = IndexPath(row: 1, section: 0)

    /// Calls the adapter's method at ``path`` and describes its answer.
    func invoke(_ tableView: UITableView) -> String { invokeAt(tableView, Self.path) }

    /// Registers a handler for every row or section; see ``registerAt``.
    var register: (@MainActor (TableHandlers, @escaping @MainActor () -> Void) -> Void)? {
      guard let registerAt else { return nil }
      return { handlers, mark in registerAt(handlers, mark, .everywhere) }
    }
  }

  /// Where a case registers its handler: the scope for a row event and the scope for a section
  /// event (a table event has one place).
  struct HandlerPlace: Sendable {
    let rows: RowScope
    let sections: SectionScope

    static let everywhere = HandlerPlace(rows: .table, sections: .allSections)
  }

  /// The adapter attached to a table view, as UIKit sees it.
  @MainActor
  func dataSource(_ tableView: UITableView) -> any UITableViewDataSource {
    tableView.handlersAdapter!
  }

  /// The adapter attached to a table view, as UIKit sees it.
  @MainActor
  func delegate(_ tableView: UITableView) -> any UITableViewDelegate {
    tableView.handlersAdapter!
  }

  /// The adapter attached to a table view, as UIKit sees it.
  @MainActor
  func prefetcher(_ tableView: UITableView) -> any UITableViewDataSourcePrefetching {
    tableView.handlersAdapter!
  }

  /// A handler that calls `mark` and answers `answer`, made again at each call.
  @MainActor func marking<Call, Answer>(
    _ mark: @escaping @MainActor () -> Void,
    _ answer: @autoclosure @escaping @MainActor () -> Answer
  ) -> @MainActor (Call) -> Answer {
    { _ in
      mark()
      return answer()
    }
  }

  /// The destination the cases propose for a row dragged from `path`: the next row.
  func proposedDestination(from path: IndexPath) -> IndexPath {
    IndexPath(row: path.row + 1, section: path.section)
  }

  /// A context-menu animator for tests.
  @MainActor final class Animator: NSObject, UIContextMenuInteractionCommitAnimating {}

  /// A spring-loading context for tests.
  @MainActor final class SpringContext: NSObject, UISpringLoadedInteractionContext {}

  /// A named swipe-actions configuration.
  @MainActor func swipe(_ title: String) -> UISwipeActionsConfiguration {
    UISwipeActionsConfiguration(actions: [
      UIContextualAction(style: .normal, title: title) { _, _, done in done(true) }
    ])
  }

  /// A cell with a reuse identifier and a text.
  @MainActor func cell(_ name: String) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: name)
    cell.textLabel?.text = name
    return cell
  }

  @MainActor let menu = UIContextMenuConfiguration(identifier: NSString(string: "m"))

  /// The case of a selector.
  @MainActor func methodCase(_ selector: String) -> MethodCase {
    methodCases.first { $0.selector == selector }!
  }

  /// Every selector of the three protocols, in the order of UIKit's headers (`TableSelectors`).
  let allSelectors =
    TableSelectors.dataSource + TableSelectors.delegate + TableSelectors.prefetching

  /// Every method of the three protocols, in the order of UIKit's headers.
  @MainActor let methodCases: [MethodCase] =
    dataSourceCases + displayCases + selectionCases + editingCases + menuAndFocusCases
    + prefetchingCases

  @MainActor private let dataSourceCases: [MethodCase] = [
    MethodCase(
      selector: TableSelectors.numberOfRows, appAnswer: "3", handlerAnswer: "4",
      defaultAnswer: "0",
      invoke: { t, path in describe(t.send(.numberOfRows(section: path.section), to: dataSource(t)))
      },
      register: { h, mark, place in
        h.on(.numberOfRows, at: place.sections, perform: marking(mark, 4))
      }),
    MethodCase(
      selector: TableSelectors.cellForRow, appAnswer: "cell app app",
      handlerAnswer: "cell handler handler", defaultAnswer: "cell TableHandlers.ContentCell -",
      invoke: { t, path in describe(t.send(.cellForRow(at: path), to: dataSource(t))) },
      register: { h, mark, place in
        h.on(.cellForRow, at: place.rows, perform: marking(mark, cell("handler")))
      }),
    MethodCase(
      selector: TableSelectors.numberOfSections, appAnswer: "2", handlerAnswer: "5",
      defaultAnswer: "1",
      invoke: { t, path in describe(t.send(.numberOfSections, to: dataSource(t))) },
      register: { h, mark, place in h.on(.numberOfSections, perform: marking(mark, 5)) }),
    MethodCase(
      selector: TableSelectors.titleForHeader, appAnswer: "app header 0",
      handlerAnswer: "handler header", defaultAnswer: "nil",
      invoke: { t, path in
        describe(t.send(.titleForHeader(section: path.section), to: dataSource(t)))
      },
      register: { h, mark, place in
        h.on(.titleForHeader, at: place.sections, perform: marking(mark, "handler header"))
      }),
    MethodCase(
      selector: TableSelectors.titleForFooter, appAnswer: "app footer 0",
      handlerAnswer: "handler footer", defaultAnswer: "nil",
      invoke: { t, path in
        describe(t.send(.titleForFooter(section: path.section), to: dataSource(t)))
      },
      register: { h, mark, place in
        h.on(.titleForFooter, at: place.sections, perform: marking(mark, "handler footer"))
      }),
    MethodCase(
      selector: TableSelectors.canEditRow, appAnswer: "false", handlerAnswer: "true",
      defaultAnswer: "true",
      invoke: { t, path in describe(t.send(.canEditRow(at: path), to: dataSource(t))) },
      register: { h, mark, place in h.on(.canEditRow, at: place.rows, perform: marking(mark, true))
      }),
    MethodCase(
      selector: TableSelectors.canMoveRow, appAnswer: "false", handlerAnswer: "true",
      // Nobody follows a move here, so no row may move (Docs/Dispatch.md, "Where nobody answers").
      defaultAnswer: "false",
      invoke: { t, path in describe(t.send(.canMoveRow(at: path), to: dataSource(t))) },
      register: { h, mark, place in h.on(.canMoveRow, at: place.rows, perform: marking(mark, true))
      }),
    MethodCase(
      selector: TableSelectors.sectionIndexTitles, appAnswer: "[\"app\"]",
      handlerAnswer: "[\"handler\"]", defaultAnswer: "nil",
      invoke: { t, path in describe(t.send(.sectionIndexTitles, to: dataSource(t))) },
      register: { h, mark, place in h.on(.sectionIndexTitles, perform: marking(mark, ["handler"])) }
    ),
    MethodCase(
      selector: TableSelectors.sectionForSectionIndexTitle, appAnswer: "70",
      handlerAnswer: "80", defaultAnswer: "2",
      invoke: { t, path in
        describe(t.send(.sectionForSectionIndexTitle(title: "B", index: 2), to: dataSource(t)))
      },
      register: { h, mark, place in h.on(.sectionForSectionIndexTitle, perform: marking(mark, 80)) }
    ),
    MethodCase(
      selector: TableSelectors.commitEditing, appAnswer: "()",
      handlerAnswer: "()", defaultAnswer: "()",
      invoke: { t, path in
        describe(t.send(.commitEditing(editingStyle: .delete, at: path), to: dataSource(t)))
      },
      register: { h, mark, place in h.on(.commitEditing, at: place.rows) { _ in mark() } }),
    MethodCase(
      selector: TableSelectors.moveRow, appAnswer: "()", handlerAnswer: "()",
      defaultAnswer: "()",
      invoke: { t, path in
        describe(t.send(.moveRow(from: path, to: IndexPath(row: 0, section: 0)), to: dataSource(t)))
      },
      register: { h, mark, place in h.on(.moveRow, at: place.rows) { _ in mark() } }),
  ]

  @MainActor private let displayCases: [MethodCase] = [
    .notice(TableSelectors.willDisplayCell, .willDisplayCell) { path in
      .willDisplayCell(cell: cell("c"), at: path)
    },
    .notice(TableSelectors.willDisplayHeaderView, .willDisplayHeaderView) { path in
      .willDisplayHeaderView(view: NamedView("v"), section: path.section)
    },
    .notice(TableSelectors.willDisplayFooterView, .willDisplayFooterView) { path in
      .willDisplayFooterView(view: NamedView("v"), section: path.section)
    },
    .notice(TableSelectors.didEndDisplayingCell, .didEndDisplayingCell) { path in
      .didEndDisplayingCell(cell: cell("c"), at: path)
    },
    .notice(TableSelectors.didEndDisplayingHeaderView, .didEndDisplayingHeaderView) { path in
      .didEndDisplayingHeaderView(view: NamedView("v"), section: path.section)
    },
    .notice(TableSelectors.didEndDisplayingFooterView, .didEndDisplayingFooterView) { path in
      .didEndDisplayingFooterView(view: NamedView("v"), section: path.section)
    },
    .asking(
      TableSelectors.heightForRow, .heightForRow, handler: 31, answers: ("11.0", "31.0", "-1.0")
    ) { path in .heightForRow(at: path) },
    .asking(
      TableSelectors.heightForHeader, .heightForHeader, handler: 32,
      answers: ("12.0", "32.0", "-1.0")
    ) { path in .heightForHeader(section: path.section) },
    .asking(
      TableSelectors.heightForFooter, .heightForFooter, handler: 33,
      answers: ("13.0", "33.0", "-1.0")
    ) { path in .heightForFooter(section: path.section) },
    .asking(
      TableSelectors.estimatedHeightForRow, .estimatedHeightForRow, handler: 41,
      answers: ("21.0", "41.0", "-1.0")
    ) { path in .estimatedHeightForRow(at: path) },
    .asking(
      TableSelectors.estimatedHeightForHeader, .estimatedHeightForHeader, handler: 42,
      answers: ("22.0", "42.0", "-1.0")
    ) { path in .estimatedHeightForHeader(section: path.section) },
    .asking(
      TableSelectors.estimatedHeightForFooter, .estimatedHeightForFooter, handler: 43,
      answers: ("23.0", "43.0", "-1.0")
    ) { path in .estimatedHeightForFooter(section: path.section) },
    .asking(
      TableSelectors.viewForHeader, .viewForHeader, handler: NamedView("handler header"),
      answers: ("view app header", "view handler header", "nil")
    ) { path in .viewForHeader(section: path.section) },
    .asking(
      TableSelectors.viewForFooter, .viewForFooter, handler: NamedView("handler footer"),
      answers: ("view app footer", "view handler footer", "nil")
    ) { path in .viewForFooter(section: path.section) },
  ]

  @MainActor private let selectionCases: [MethodCase] = [
    .notice(TableSelectors.accessoryButtonTapped, .accessoryButtonTapped) { path in
      .accessoryButtonTapped(at: path)
    },
    .asking(
      TableSelectors.shouldHighlightRow, .shouldHighlightRow, handler: true,
      answers: ("false", "true", "true")
    ) { path in .shouldHighlightRow(at: path) },
    .notice(TableSelectors.didHighlightRow, .didHighlightRow) { path in .didHighlightRow(at: path)
    },
    .notice(TableSelectors.didUnhighlightRow, .didUnhighlightRow) { path in
      .didUnhighlightRow(at: path)
    },
    .asking(
      TableSelectors.willSelectRow, .willSelectRow, handler: TablePosition(section: 0, row: 8),
      answers: ("0.7", "0.8", "0.1")
    ) { path in .willSelectRow(at: path) },
    .asking(
      TableSelectors.willDeselectRow, .willDeselectRow, handler: TablePosition(section: 0, row: 2),
      answers: ("nil", "0.2", "0.1")
    ) { path in .willDeselectRow(at: path) },
    .notice(TableSelectors.didSelectRow, .didSelectRow) { path in .didSelectRow(at: path) },
    .notice(TableSelectors.didDeselectRow, .didDeselectRow) { path in .didDeselectRow(at: path) },
    .asking(
      TableSelectors.canPerformPrimaryAction, .canPerformPrimaryAction, handler: true,
      answers: ("false", "true", "true")
    ) { path in .canPerformPrimaryAction(at: path) },
    .notice(TableSelectors.performPrimaryAction, .performPrimaryAction) { path in
      .performPrimaryAction(at: path)
    },
  ]

  @MainActor private let editingCases: [MethodCase] = [
    MethodCase(
      selector: TableSelectors.editingStyle, appAnswer: "style insert",
      // Nobody commits here, so no row offers delete (Docs/Dispatch.md, "Where nobody answers").
      handlerAnswer: "style none", defaultAnswer: "style none",
      invoke: { t, path in describe(t.send(.editingStyle(at: path), to: delegate(t))) },
      register: { h, mark, place in
        h.on(.editingStyle, at: place.rows, perform: marking(mark, .none))
      }),
    .asking(
      TableSelectors.titleForDeleteConfirmationButton, .titleForDeleteConfirmationButton,
      handler: "Erase", answers: ("Remove", "Erase", "Delete")
    ) { path in .titleForDeleteConfirmationButton(at: path) },
    MethodCase(
      selector: TableSelectors.editActions, appAnswer: "rowActions app",
      handlerAnswer: "rowActions app", defaultAnswer: "nil",
      invoke: { t, path in describe(t.send(.editActions(at: path), to: delegate(t))) },
      register: nil),
    .asking(
      TableSelectors.leadingSwipeActionsConfiguration, .leadingSwipeActionsConfiguration,
      handler: swipe("handler leading"),
      answers: ("swipe app leading", "swipe handler leading", "nil")
    ) { path in .leadingSwipeActionsConfiguration(at: path) },
    .asking(
      TableSelectors.trailingSwipeActionsConfiguration, .trailingSwipeActionsConfiguration,
      handler: swipe("handler trailing"),
      answers: ("swipe app trailing", "swipe handler trailing", "nil")
    ) { path in .trailingSwipeActionsConfiguration(at: path) },
    .asking(
      TableSelectors.shouldIndentWhileEditing, .shouldIndentWhileEditing, handler: true,
      answers: ("false", "true", "true")
    ) { path in .shouldIndentWhileEditing(at: path) },
    .notice(TableSelectors.willBeginEditing, .willBeginEditing) { path in
      .willBeginEditing(at: path)
    },
    MethodCase(
      selector: TableSelectors.didEndEditing, appAnswer: "()", handlerAnswer: "()",
      defaultAnswer: "()",
      invoke: { t, path in describe(t.send(.didEndEditing(at: path), to: delegate(t))) },
      register: { h, mark, place in h.on(.didEndEditing) { _ in mark() } }),
    .asking(
      TableSelectors.targetForMove, .targetForMove, handler: TablePosition(section: 0, row: 6),
      answers: ("0.5", "0.6", "0.2")
    ) { path in .targetForMove(from: path, proposed: proposedDestination(from: path)) },
    .asking(
      TableSelectors.indentationLevel, .indentationLevel, handler: 4, answers: ("3", "4", "0")
    ) { path in .indentationLevel(at: path) },
  ]

  @MainActor private let menuAndFocusCases: [MethodCase] = [
    .asking(
      TableSelectors.shouldShowMenu, .shouldShowMenu, handler: false,
      answers: ("true", "false", "false")
    ) { path in .shouldShowMenu(at: path) },
    MethodCase(
      selector: TableSelectors.canPerformAction, appAnswer: "true",
      handlerAnswer: "false", defaultAnswer: "false",
      invoke: { t, path in
        describe(
          t.send(.canPerformAction(action: "copy:", at: path, sender: "menu"), to: delegate(t)))
      },
      register: { h, mark, place in
        h.on(.canPerformAction, at: place.rows) { call in
          mark()
          return call.arguments != "copy:"
        }
      }),
    .notice(TableSelectors.performAction, .performAction) { path in
      .performAction(action: "copy:", at: path, sender: "menu")
    },
    .asking(
      TableSelectors.canFocusRow, .canFocusRow, handler: true, answers: ("false", "true", "true")
    ) { path in .canFocusRow(at: path) },
    MethodCase(
      selector: TableSelectors.shouldUpdateFocus, appAnswer: "false", handlerAnswer: "true",
      defaultAnswer: "true",
      invoke: { t, path in
        describe(
          t.send(.shouldUpdateFocus(context: UITableViewFocusUpdateContext()), to: delegate(t)))
      },
      register: { h, mark, place in h.on(.shouldUpdateFocus, perform: marking(mark, true)) }),
    MethodCase(
      selector: TableSelectors.didUpdateFocus, appAnswer: "()",
      handlerAnswer: "()", defaultAnswer: "()",
      invoke: { t, path in
        describe(
          t.send(
            .didUpdateFocus(
              context: UITableViewFocusUpdateContext(), coordinator: UIFocusAnimationCoordinator()),
            to: delegate(t)))
      },
      register: { h, mark, place in h.on(.didUpdateFocus) { _ in mark() } }),
    MethodCase(
      selector: TableSelectors.indexPathForPreferredFocusedView, appAnswer: "0.1",
      handlerAnswer: "0.2", defaultAnswer: "nil",
      invoke: { t, path in describe(t.send(.indexPathForPreferredFocusedView, to: delegate(t))) },
      register: { h, mark, place in
        h.on(
          .indexPathForPreferredFocusedView,
          perform: marking(mark, TablePosition(section: 0, row: 2)))
      }),
    .asking(
      TableSelectors.selectionFollowsFocus, .selectionFollowsFocus, handler: false,
      answers: ("true", "false", "false")
    ) { path in .selectionFollowsFocus(at: path) },
    .asking(
      TableSelectors.shouldSpringLoadRow, .shouldSpringLoadRow, handler: true,
      answers: ("false", "true", "true")
    ) { path in .shouldSpringLoadRow(at: path, context: SpringContext()) },
    .asking(
      TableSelectors.shouldBeginMultipleSelectionInteraction,
      .shouldBeginMultipleSelectionInteraction, handler: false, answers: ("true", "false", "false")
    ) { path in .shouldBeginMultipleSelectionInteraction(at: path) },
    .notice(
      TableSelectors.didBeginMultipleSelectionInteraction, .didBeginMultipleSelectionInteraction
    ) { path in .didBeginMultipleSelectionInteraction(at: path) },
    MethodCase(
      selector: TableSelectors.didEndMultipleSelectionInteraction, appAnswer: "()",
      handlerAnswer: "()", defaultAnswer: "()",
      invoke: { t, path in describe(t.send(.didEndMultipleSelectionInteraction, to: delegate(t))) },
      register: { h, mark, place in h.on(.didEndMultipleSelectionInteraction) { _ in mark() } }),
    MethodCase(
      selector: TableSelectors.contextMenuConfiguration,
      appAnswer: "menu app", handlerAnswer: "menu handler", defaultAnswer: "nil",
      invoke: { t, path in
        describe(t.send(.contextMenuConfiguration(at: path, point: .zero), to: delegate(t)))
      },
      register: { h, mark, place in
        h.on(
          .contextMenuConfiguration, at: place.rows,
          perform: marking(
            mark, UIContextMenuConfiguration(identifier: NSString(string: "handler"))))
      }),
    MethodCase(
      selector: TableSelectors.previewForHighlightingContextMenu,
      appAnswer: "preview view app highlight", handlerAnswer: "preview view handler highlight",
      defaultAnswer: "nil",
      invoke: { t, path in
        describe(
          t.send(.previewForHighlightingContextMenu(configuration: menu), to: delegate(t)))
      },
      register: { h, mark, place in
        h.on(
          .previewForHighlightingContextMenu,
          perform: marking(mark, UITargetedPreview(view: NamedView("handler highlight"))))
      }),
    MethodCase(
      selector: TableSelectors.previewForDismissingContextMenu,
      appAnswer: "preview view app dismiss", handlerAnswer: "preview view handler dismiss",
      defaultAnswer: "nil",
      invoke: { t, path in
        describe(t.send(.previewForDismissingContextMenu(configuration: menu), to: delegate(t)))
      },
      register: { h, mark, place in
        h.on(
          .previewForDismissingContextMenu,
          perform: marking(mark, UITargetedPreview(view: NamedView("handler dismiss"))))
      }),
    MethodCase(
      selector: TableSelectors.willPerformPreviewAction,
      appAnswer: "()", handlerAnswer: "()", defaultAnswer: "()",
      invoke: { t, path in
        describe(
          t.send(
            .willPerformPreviewAction(configuration: menu, animator: Animator()), to: delegate(t)))
      },
      register: { h, mark, place in h.on(.willPerformPreviewAction) { _ in mark() } }),
    MethodCase(
      selector: TableSelectors.willDisplayContextMenu, appAnswer: "()",
      handlerAnswer: "()", defaultAnswer: "()",
      invoke: { t, path in
        describe(
          t.send(.willDisplayContextMenu(configuration: menu, animator: nil), to: delegate(t)))
      },
      register: { h, mark, place in h.on(.willDisplayContextMenu) { _ in mark() } }),
    MethodCase(
      selector: TableSelectors.willEndContextMenuInteraction,
      appAnswer: "()", handlerAnswer: "()", defaultAnswer: "()",
      invoke: { t, path in
        describe(
          t.send(
            .willEndContextMenuInteraction(configuration: menu, animator: nil), to: delegate(t)))
      },
      register: { h, mark, place in h.on(.willEndContextMenuInteraction) { _ in mark() } }),
  ]

  @MainActor private let prefetchingCases: [MethodCase] = [
    MethodCase(
      selector: TableSelectors.prefetchRows, appAnswer: "()", handlerAnswer: "()",
      defaultAnswer: "()",
      invoke: { t, path in describe(t.send(.prefetchRows(at: [path]), to: prefetcher(t))) },
      register: { h, mark, place in h.on(.prefetchRows) { _ in mark() } }),
    MethodCase(
      selector: TableSelectors.cancelPrefetchingForRows, appAnswer: "()",
      handlerAnswer: "()", defaultAnswer: "()",
      invoke: { t, path in
        describe(t.send(.cancelPrefetchingForRows(at: [path]), to: prefetcher(t)))
      },
      register: { h, mark, place in h.on(.cancelPrefetchingForRows) { _ in mark() } }),
  ]
#endif
