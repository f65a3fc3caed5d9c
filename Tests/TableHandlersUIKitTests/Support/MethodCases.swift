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

  @MainActor private let menu = UIContextMenuConfiguration(identifier: NSString(string: "m"))

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
      selector: "tableView:numberOfRowsInSection:", appAnswer: "3", handlerAnswer: "4",
      defaultAnswer: "0",
      invoke: { t, path in describe(dataSource(t).tableView(t, numberOfRowsInSection: path.section))
      },
      register: { h, mark, place in
        h.on(.numberOfRows, at: place.sections) { _ in
          mark()
          return 4
        }
      }),
    MethodCase(
      selector: "tableView:cellForRowAtIndexPath:", appAnswer: "cell app app",
      handlerAnswer: "cell handler handler", defaultAnswer: "cell TableHandlers.ContentCell -",
      invoke: { t, path in describe(dataSource(t).tableView(t, cellForRowAt: path)) },
      register: { h, mark, place in
        h.on(.cellForRow, at: place.rows) { _ in
          mark()
          return cell("handler")
        }
      }),
    MethodCase(
      selector: "numberOfSectionsInTableView:", appAnswer: "2", handlerAnswer: "5",
      defaultAnswer: "1",
      invoke: { t, path in describe(dataSource(t).numberOfSections(in: t)) },
      register: { h, mark, place in
        h.on(.numberOfSections) { _ in
          mark()
          return 5
        }
      }),
    MethodCase(
      selector: "tableView:titleForHeaderInSection:", appAnswer: "app header 0",
      handlerAnswer: "handler header", defaultAnswer: "nil",
      invoke: { t, path in
        describe(dataSource(t).tableView(t, titleForHeaderInSection: path.section))
      },
      register: { h, mark, place in
        h.on(.titleForHeader, at: place.sections) { _ in
          mark()
          return "handler header"
        }
      }),
    MethodCase(
      selector: "tableView:titleForFooterInSection:", appAnswer: "app footer 0",
      handlerAnswer: "handler footer", defaultAnswer: "nil",
      invoke: { t, path in
        describe(dataSource(t).tableView(t, titleForFooterInSection: path.section))
      },
      register: { h, mark, place in
        h.on(.titleForFooter, at: place.sections) { _ in
          mark()
          return "handler footer"
        }
      }),
    MethodCase(
      selector: "tableView:canEditRowAtIndexPath:", appAnswer: "false", handlerAnswer: "true",
      defaultAnswer: "true",
      invoke: { t, path in describe(dataSource(t).tableView(t, canEditRowAt: path)) },
      register: { h, mark, place in
        h.on(.canEditRow, at: place.rows) { _ in
          mark()
          return true
        }
      }),
    MethodCase(
      selector: "tableView:canMoveRowAtIndexPath:", appAnswer: "false", handlerAnswer: "true",
      // Nobody follows a move here, so no row may move (Docs/Dispatch.md, "Where nobody answers").
      defaultAnswer: "false",
      invoke: { t, path in describe(dataSource(t).tableView(t, canMoveRowAt: path)) },
      register: { h, mark, place in
        h.on(.canMoveRow, at: place.rows) { _ in
          mark()
          return true
        }
      }),
    MethodCase(
      selector: "sectionIndexTitlesForTableView:", appAnswer: "[\"app\"]",
      handlerAnswer: "[\"handler\"]", defaultAnswer: "nil",
      invoke: { t, path in describe(dataSource(t).sectionIndexTitles(for: t)) },
      register: { h, mark, place in
        h.on(.sectionIndexTitles) { _ in
          mark()
          return ["handler"]
        }
      }),
    MethodCase(
      selector: "tableView:sectionForSectionIndexTitle:atIndex:", appAnswer: "70",
      handlerAnswer: "80", defaultAnswer: "2",
      invoke: { t, path in
        describe(dataSource(t).tableView(t, sectionForSectionIndexTitle: "B", at: 2))
      },
      register: { h, mark, place in
        h.on(.sectionForSectionIndexTitle) { _ in
          mark()
          return 80
        }
      }),
    MethodCase(
      selector: "tableView:commitEditingStyle:forRowAtIndexPath:", appAnswer: "()",
      handlerAnswer: "()", defaultAnswer: "()",
      invoke: { t, path in describe(dataSource(t).tableView(t, commit: .delete, forRowAt: path)) },
      register: { h, mark, place in h.on(.commitEditing, at: place.rows) { _ in mark() } }),
    MethodCase(
      selector: "tableView:moveRowAtIndexPath:toIndexPath:", appAnswer: "()", handlerAnswer: "()",
      defaultAnswer: "()",
      invoke: { t, path in
        describe(dataSource(t).tableView(t, moveRowAt: path, to: IndexPath(row: 0, section: 0)))
      },
      register: { h, mark, place in h.on(.moveRow, at: place.rows) { _ in mark() } }),
  ]

  @MainActor private let displayCases: [MethodCase] = [
    MethodCase(
      selector: "tableView:willDisplayCell:forRowAtIndexPath:", appAnswer: "()",
      handlerAnswer: "()", defaultAnswer: "()",
      invoke: { t, path in
        describe(delegate(t).tableView(t, willDisplay: cell("c"), forRowAt: path))
      },
      register: { h, mark, place in h.on(.willDisplayCell, at: place.rows) { _ in mark() } }),
    MethodCase(
      selector: "tableView:willDisplayHeaderView:forSection:", appAnswer: "()",
      handlerAnswer: "()", defaultAnswer: "()",
      invoke: { t, path in
        describe(
          delegate(t).tableView(t, willDisplayHeaderView: NamedView("v"), forSection: path.section))
      },
      register: { h, mark, place in h.on(.willDisplayHeaderView, at: place.sections) { _ in mark() }
      }),
    MethodCase(
      selector: "tableView:willDisplayFooterView:forSection:", appAnswer: "()",
      handlerAnswer: "()", defaultAnswer: "()",
      invoke: { t, path in
        describe(
          delegate(t).tableView(t, willDisplayFooterView: NamedView("v"), forSection: path.section))
      },
      register: { h, mark, place in h.on(.willDisplayFooterView, at: place.sections) { _ in mark() }
      }),
    MethodCase(
      selector: "tableView:didEndDisplayingCell:forRowAtIndexPath:", appAnswer: "()",
      handlerAnswer: "()", defaultAnswer: "()",
      invoke: { t, path in
        describe(delegate(t).tableView(t, didEndDisplaying: cell("c"), forRowAt: path))
      },
      register: { h, mark, place in h.on(.didEndDisplayingCell, at: place.rows) { _ in mark() } }),
    MethodCase(
      selector: "tableView:didEndDisplayingHeaderView:forSection:", appAnswer: "()",
      handlerAnswer: "()", defaultAnswer: "()",
      invoke: { t, path in
        describe(
          delegate(t).tableView(
            t, didEndDisplayingHeaderView: NamedView("v"), forSection: path.section))
      },
      register: { h, mark, place in
        h.on(.didEndDisplayingHeaderView, at: place.sections) { _ in mark() }
      }
    ),
    MethodCase(
      selector: "tableView:didEndDisplayingFooterView:forSection:", appAnswer: "()",
      handlerAnswer: "()", defaultAnswer: "()",
      invoke: { t, path in
        describe(
          delegate(t).tableView(
            t, didEndDisplayingFooterView: NamedView("v"), forSection: path.section))
      },
      register: { h, mark, place in
        h.on(.didEndDisplayingFooterView, at: place.sections) { _ in mark() }
      }
    ),
    MethodCase(
      selector: "tableView:heightForRowAtIndexPath:", appAnswer: "11.0", handlerAnswer: "31.0",
      defaultAnswer: "-1.0",
      invoke: { t, path in describe(delegate(t).tableView(t, heightForRowAt: path)) },
      register: { h, mark, place in
        h.on(.heightForRow, at: place.rows) { _ in
          mark()
          return 31
        }
      }),
    MethodCase(
      selector: "tableView:heightForHeaderInSection:", appAnswer: "12.0", handlerAnswer: "32.0",
      defaultAnswer: "-1.0",
      invoke: { t, path in
        describe(delegate(t).tableView(t, heightForHeaderInSection: path.section))
      },
      register: { h, mark, place in
        h.on(.heightForHeader, at: place.sections) { _ in
          mark()
          return 32
        }
      }
    ),
    MethodCase(
      selector: "tableView:heightForFooterInSection:", appAnswer: "13.0", handlerAnswer: "33.0",
      defaultAnswer: "-1.0",
      invoke: { t, path in
        describe(delegate(t).tableView(t, heightForFooterInSection: path.section))
      },
      register: { h, mark, place in
        h.on(.heightForFooter, at: place.sections) { _ in
          mark()
          return 33
        }
      }
    ),
    MethodCase(
      selector: "tableView:estimatedHeightForRowAtIndexPath:", appAnswer: "21.0",
      handlerAnswer: "41.0", defaultAnswer: "-1.0",
      invoke: { t, path in describe(delegate(t).tableView(t, estimatedHeightForRowAt: path)) },
      register: { h, mark, place in
        h.on(.estimatedHeightForRow, at: place.rows) { _ in
          mark()
          return 41
        }
      }
    ),
    MethodCase(
      selector: "tableView:estimatedHeightForHeaderInSection:", appAnswer: "22.0",
      handlerAnswer: "42.0", defaultAnswer: "-1.0",
      invoke: { t, path in
        describe(delegate(t).tableView(t, estimatedHeightForHeaderInSection: path.section))
      },
      register: { h, mark, place in
        h.on(.estimatedHeightForHeader, at: place.sections) { _ in
          mark()
          return 42
        }
      }),
    MethodCase(
      selector: "tableView:estimatedHeightForFooterInSection:", appAnswer: "23.0",
      handlerAnswer: "43.0", defaultAnswer: "-1.0",
      invoke: { t, path in
        describe(delegate(t).tableView(t, estimatedHeightForFooterInSection: path.section))
      },
      register: { h, mark, place in
        h.on(.estimatedHeightForFooter, at: place.sections) { _ in
          mark()
          return 43
        }
      }),
    MethodCase(
      selector: "tableView:viewForHeaderInSection:", appAnswer: "view app header",
      handlerAnswer: "view handler header", defaultAnswer: "nil",
      invoke: { t, path in describe(delegate(t).tableView(t, viewForHeaderInSection: path.section))
      },
      register: { h, mark, place in
        h.on(.viewForHeader, at: place.sections) { _ in
          mark()
          return NamedView("handler header")
        }
      }),
    MethodCase(
      selector: "tableView:viewForFooterInSection:", appAnswer: "view app footer",
      handlerAnswer: "view handler footer", defaultAnswer: "nil",
      invoke: { t, path in describe(delegate(t).tableView(t, viewForFooterInSection: path.section))
      },
      register: { h, mark, place in
        h.on(.viewForFooter, at: place.sections) { _ in
          mark()
          return NamedView("handler footer")
        }
      }),
  ]

  @MainActor private let selectionCases: [MethodCase] = [
    MethodCase(
      selector: "tableView:accessoryButtonTappedForRowWithIndexPath:", appAnswer: "()",
      handlerAnswer: "()", defaultAnswer: "()",
      invoke: { t, path in describe(delegate(t).tableView(t, accessoryButtonTappedForRowWith: path))
      },
      register: { h, mark, place in h.on(.accessoryButtonTapped, at: place.rows) { _ in mark() } }),
    MethodCase(
      selector: "tableView:shouldHighlightRowAtIndexPath:", appAnswer: "false",
      handlerAnswer: "true", defaultAnswer: "true",
      invoke: { t, path in describe(delegate(t).tableView(t, shouldHighlightRowAt: path)) },
      register: { h, mark, place in
        h.on(.shouldHighlightRow, at: place.rows) { _ in
          mark()
          return true
        }
      }),
    MethodCase(
      selector: "tableView:didHighlightRowAtIndexPath:", appAnswer: "()", handlerAnswer: "()",
      defaultAnswer: "()",
      invoke: { t, path in describe(delegate(t).tableView(t, didHighlightRowAt: path)) },
      register: { h, mark, place in h.on(.didHighlightRow, at: place.rows) { _ in mark() } }),
    MethodCase(
      selector: "tableView:didUnhighlightRowAtIndexPath:", appAnswer: "()", handlerAnswer: "()",
      defaultAnswer: "()",
      invoke: { t, path in describe(delegate(t).tableView(t, didUnhighlightRowAt: path)) },
      register: { h, mark, place in h.on(.didUnhighlightRow, at: place.rows) { _ in mark() } }),
    MethodCase(
      selector: "tableView:willSelectRowAtIndexPath:", appAnswer: "0.7", handlerAnswer: "0.8",
      defaultAnswer: "0.1",
      invoke: { t, path in describe(delegate(t).tableView(t, willSelectRowAt: path)) },
      register: { h, mark, place in
        h.on(.willSelectRow, at: place.rows) { _ in
          mark()
          return TablePosition(section: 0, row: 8)
        }
      }),
    MethodCase(
      selector: "tableView:willDeselectRowAtIndexPath:", appAnswer: "nil", handlerAnswer: "0.2",
      defaultAnswer: "0.1",
      invoke: { t, path in describe(delegate(t).tableView(t, willDeselectRowAt: path)) },
      register: { h, mark, place in
        h.on(.willDeselectRow, at: place.rows) { _ in
          mark()
          return TablePosition(section: 0, row: 2)
        }
      }),
    MethodCase(
      selector: "tableView:didSelectRowAtIndexPath:", appAnswer: "()", handlerAnswer: "()",
      defaultAnswer: "()",
      invoke: { t, path in describe(delegate(t).tableView(t, didSelectRowAt: path)) },
      register: { h, mark, place in h.on(.didSelectRow, at: place.rows) { _ in mark() } }),
    MethodCase(
      selector: "tableView:didDeselectRowAtIndexPath:", appAnswer: "()", handlerAnswer: "()",
      defaultAnswer: "()",
      invoke: { t, path in describe(delegate(t).tableView(t, didDeselectRowAt: path)) },
      register: { h, mark, place in h.on(.didDeselectRow, at: place.rows) { _ in mark() } }),
    MethodCase(
      selector: "tableView:canPerformPrimaryActionForRowAtIndexPath:", appAnswer: "false",
      handlerAnswer: "true", defaultAnswer: "true",
      invoke: { t, path in describe(delegate(t).tableView(t, canPerformPrimaryActionForRowAt: path))
      },
      register: { h, mark, place in
        h.on(.canPerformPrimaryAction, at: place.rows) { _ in
          mark()
          return true
        }
      }),
    MethodCase(
      selector: "tableView:performPrimaryActionForRowAtIndexPath:", appAnswer: "()",
      handlerAnswer: "()", defaultAnswer: "()",
      invoke: { t, path in describe(delegate(t).tableView(t, performPrimaryActionForRowAt: path)) },
      register: { h, mark, place in h.on(.performPrimaryAction, at: place.rows) { _ in mark() } }),
  ]

  @MainActor private let editingCases: [MethodCase] = [
    MethodCase(
      selector: "tableView:editingStyleForRowAtIndexPath:", appAnswer: "style insert",
      // Nobody commits here, so no row offers delete (Docs/Dispatch.md, "Where nobody answers").
      handlerAnswer: "style none", defaultAnswer: "style none",
      invoke: { t, path in describe(delegate(t).tableView(t, editingStyleForRowAt: path)) },
      register: { h, mark, place in
        h.on(.editingStyle, at: place.rows) { _ in
          mark()
          return .none
        }
      }),
    MethodCase(
      selector: "tableView:titleForDeleteConfirmationButtonForRowAtIndexPath:",
      appAnswer: "Remove", handlerAnswer: "Erase", defaultAnswer: "Delete",
      invoke: { t, path in
        describe(delegate(t).tableView(t, titleForDeleteConfirmationButtonForRowAt: path))
      },
      register: { h, mark, place in
        h.on(.titleForDeleteConfirmationButton, at: place.rows) { _ in
          mark()
          return "Erase"
        }
      }),
    MethodCase(
      selector: "tableView:editActionsForRowAtIndexPath:", appAnswer: "rowActions app",
      handlerAnswer: "rowActions app", defaultAnswer: "nil",
      invoke: { t, path in describe(delegate(t).tableView(t, editActionsForRowAt: path)) },
      register: nil),
    MethodCase(
      selector: "tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:",
      appAnswer: "swipe app leading", handlerAnswer: "swipe handler leading",
      defaultAnswer: "nil",
      invoke: { t, path in
        describe(delegate(t).tableView(t, leadingSwipeActionsConfigurationForRowAt: path))
      },
      register: { h, mark, place in
        h.on(.leadingSwipeActionsConfiguration, at: place.rows) { _ in
          mark()
          return swipe("handler leading")
        }
      }),
    MethodCase(
      selector: "tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:",
      appAnswer: "swipe app trailing", handlerAnswer: "swipe handler trailing",
      defaultAnswer: "nil",
      invoke: { t, path in
        describe(delegate(t).tableView(t, trailingSwipeActionsConfigurationForRowAt: path))
      },
      register: { h, mark, place in
        h.on(.trailingSwipeActionsConfiguration, at: place.rows) { _ in
          mark()
          return swipe("handler trailing")
        }
      }),
    MethodCase(
      selector: "tableView:shouldIndentWhileEditingRowAtIndexPath:", appAnswer: "false",
      handlerAnswer: "true", defaultAnswer: "true",
      invoke: { t, path in describe(delegate(t).tableView(t, shouldIndentWhileEditingRowAt: path))
      },
      register: { h, mark, place in
        h.on(.shouldIndentWhileEditing, at: place.rows) { _ in
          mark()
          return true
        }
      }),
    MethodCase(
      selector: "tableView:willBeginEditingRowAtIndexPath:", appAnswer: "()", handlerAnswer: "()",
      defaultAnswer: "()",
      invoke: { t, path in describe(delegate(t).tableView(t, willBeginEditingRowAt: path)) },
      register: { h, mark, place in h.on(.willBeginEditing, at: place.rows) { _ in mark() } }),
    MethodCase(
      selector: "tableView:didEndEditingRowAtIndexPath:", appAnswer: "()", handlerAnswer: "()",
      defaultAnswer: "()",
      invoke: { t, path in describe(delegate(t).tableView(t, didEndEditingRowAt: path)) },
      register: { h, mark, place in h.on(.didEndEditing) { _ in mark() } }),
    MethodCase(
      selector: "tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:",
      appAnswer: "0.5", handlerAnswer: "0.6", defaultAnswer: "0.2",
      invoke: { t, path in
        describe(
          delegate(t).tableView(
            t, targetIndexPathForMoveFromRowAt: path,
            toProposedIndexPath: proposedDestination(from: path)))
      },
      register: { h, mark, place in
        h.on(.targetForMove, at: place.rows) { _ in
          mark()
          return TablePosition(section: 0, row: 6)
        }
      }),
    MethodCase(
      selector: "tableView:indentationLevelForRowAtIndexPath:", appAnswer: "3", handlerAnswer: "4",
      defaultAnswer: "0",
      invoke: { t, path in describe(delegate(t).tableView(t, indentationLevelForRowAt: path)) },
      register: { h, mark, place in
        h.on(.indentationLevel, at: place.rows) { _ in
          mark()
          return 4
        }
      }),
  ]

  @MainActor private let menuAndFocusCases: [MethodCase] = [
    MethodCase(
      selector: "tableView:shouldShowMenuForRowAtIndexPath:", appAnswer: "true",
      handlerAnswer: "false", defaultAnswer: "false",
      invoke: { t, path in describe(delegate(t).tableView(t, shouldShowMenuForRowAt: path)) },
      register: { h, mark, place in
        h.on(.shouldShowMenu, at: place.rows) { _ in
          mark()
          return false
        }
      }),
    MethodCase(
      selector: "tableView:canPerformAction:forRowAtIndexPath:withSender:", appAnswer: "true",
      handlerAnswer: "false", defaultAnswer: "false",
      invoke: { t, path in
        describe(
          delegate(t).tableView(t, canPerformAction: "copy:", forRowAt: path, withSender: "menu"))
      },
      register: { h, mark, place in
        h.on(.canPerformAction, at: place.rows) { call in
          mark()
          return call.arguments != "copy:"
        }
      }),
    MethodCase(
      selector: "tableView:performAction:forRowAtIndexPath:withSender:", appAnswer: "()",
      handlerAnswer: "()", defaultAnswer: "()",
      invoke: { t, path in
        describe(
          delegate(t).tableView(t, performAction: "copy:", forRowAt: path, withSender: "menu"))
      },
      register: { h, mark, place in h.on(.performAction, at: place.rows) { _ in mark() } }),
    MethodCase(
      selector: "tableView:canFocusRowAtIndexPath:", appAnswer: "false", handlerAnswer: "true",
      defaultAnswer: "true",
      invoke: { t, path in describe(delegate(t).tableView(t, canFocusRowAt: path)) },
      register: { h, mark, place in
        h.on(.canFocusRow, at: place.rows) { _ in
          mark()
          return true
        }
      }),
    MethodCase(
      selector: "tableView:shouldUpdateFocusInContext:", appAnswer: "false", handlerAnswer: "true",
      defaultAnswer: "true",
      invoke: { t, path in
        describe(delegate(t).tableView(t, shouldUpdateFocusIn: UITableViewFocusUpdateContext()))
      },
      register: { h, mark, place in
        h.on(.shouldUpdateFocus) { _ in
          mark()
          return true
        }
      }),
    MethodCase(
      selector: "tableView:didUpdateFocusInContext:withAnimationCoordinator:", appAnswer: "()",
      handlerAnswer: "()", defaultAnswer: "()",
      invoke: { t, path in
        describe(
          delegate(t).tableView(
            t, didUpdateFocusIn: UITableViewFocusUpdateContext(),
            with: UIFocusAnimationCoordinator()))
      },
      register: { h, mark, place in h.on(.didUpdateFocus) { _ in mark() } }),
    MethodCase(
      selector: "indexPathForPreferredFocusedViewInTableView:", appAnswer: "0.1",
      handlerAnswer: "0.2", defaultAnswer: "nil",
      invoke: { t, path in describe(delegate(t).indexPathForPreferredFocusedView(in: t)) },
      register: { h, mark, place in
        h.on(.indexPathForPreferredFocusedView) { _ in
          mark()
          return TablePosition(section: 0, row: 2)
        }
      }),
    MethodCase(
      selector: "tableView:selectionFollowsFocusForRowAtIndexPath:", appAnswer: "true",
      handlerAnswer: "false", defaultAnswer: "false",
      invoke: { t, path in describe(delegate(t).tableView(t, selectionFollowsFocusForRowAt: path))
      },
      register: { h, mark, place in
        h.on(.selectionFollowsFocus, at: place.rows) { _ in
          mark()
          return false
        }
      }),
    MethodCase(
      selector: "tableView:shouldSpringLoadRowAtIndexPath:withContext:", appAnswer: "false",
      handlerAnswer: "true", defaultAnswer: "true",
      invoke: { t, path in
        describe(delegate(t).tableView(t, shouldSpringLoadRowAt: path, with: SpringContext()))
      },
      register: { h, mark, place in
        h.on(.shouldSpringLoadRow, at: place.rows) { _ in
          mark()
          return true
        }
      }
    ),
    MethodCase(
      selector: "tableView:shouldBeginMultipleSelectionInteractionAtIndexPath:",
      appAnswer: "true", handlerAnswer: "false", defaultAnswer: "false",
      invoke: { t, path in
        describe(delegate(t).tableView(t, shouldBeginMultipleSelectionInteractionAt: path))
      },
      register: { h, mark, place in
        h.on(.shouldBeginMultipleSelectionInteraction, at: place.rows) { _ in
          mark()
          return false
        }
      }),
    MethodCase(
      selector: "tableView:didBeginMultipleSelectionInteractionAtIndexPath:", appAnswer: "()",
      handlerAnswer: "()", defaultAnswer: "()",
      invoke: { t, path in
        describe(delegate(t).tableView(t, didBeginMultipleSelectionInteractionAt: path))
      },
      register: { h, mark, place in
        h.on(.didBeginMultipleSelectionInteraction, at: place.rows) { _ in mark() }
      }),
    MethodCase(
      selector: "tableViewDidEndMultipleSelectionInteraction:", appAnswer: "()",
      handlerAnswer: "()", defaultAnswer: "()",
      invoke: { t, path in describe(delegate(t).tableViewDidEndMultipleSelectionInteraction(t)) },
      register: { h, mark, place in h.on(.didEndMultipleSelectionInteraction) { _ in mark() } }),
    MethodCase(
      selector: "tableView:contextMenuConfigurationForRowAtIndexPath:point:",
      appAnswer: "menu app", handlerAnswer: "menu handler", defaultAnswer: "nil",
      invoke: { t, path in
        describe(delegate(t).tableView(t, contextMenuConfigurationForRowAt: path, point: .zero))
      },
      register: { h, mark, place in
        h.on(.contextMenuConfiguration, at: place.rows) { _ in
          mark()
          return UIContextMenuConfiguration(identifier: NSString(string: "handler"))
        }
      }),
    MethodCase(
      selector: "tableView:previewForHighlightingContextMenuWithConfiguration:",
      appAnswer: "preview view app highlight", handlerAnswer: "preview view handler highlight",
      defaultAnswer: "nil",
      invoke: { t, path in
        describe(
          delegate(t).tableView(t, previewForHighlightingContextMenuWithConfiguration: menu))
      },
      register: { h, mark, place in
        h.on(.previewForHighlightingContextMenu) { _ in
          mark()
          return UITargetedPreview(view: NamedView("handler highlight"))
        }
      }),
    MethodCase(
      selector: "tableView:previewForDismissingContextMenuWithConfiguration:",
      appAnswer: "preview view app dismiss", handlerAnswer: "preview view handler dismiss",
      defaultAnswer: "nil",
      invoke: { t, path in
        describe(delegate(t).tableView(t, previewForDismissingContextMenuWithConfiguration: menu))
      },
      register: { h, mark, place in
        h.on(.previewForDismissingContextMenu) { _ in
          mark()
          return UITargetedPreview(view: NamedView("handler dismiss"))
        }
      }),
    MethodCase(
      selector: "tableView:willPerformPreviewActionForMenuWithConfiguration:animator:",
      appAnswer: "()", handlerAnswer: "()", defaultAnswer: "()",
      invoke: { t, path in
        describe(
          delegate(t).tableView(t, willPerformPreviewActionForMenuWith: menu, animator: Animator()))
      },
      register: { h, mark, place in h.on(.willPerformPreviewAction) { _ in mark() } }),
    MethodCase(
      selector: "tableView:willDisplayContextMenuWithConfiguration:animator:", appAnswer: "()",
      handlerAnswer: "()", defaultAnswer: "()",
      invoke: { t, path in
        describe(delegate(t).tableView(t, willDisplayContextMenu: menu, animator: nil))
      },
      register: { h, mark, place in h.on(.willDisplayContextMenu) { _ in mark() } }),
    MethodCase(
      selector: "tableView:willEndContextMenuInteractionWithConfiguration:animator:",
      appAnswer: "()", handlerAnswer: "()", defaultAnswer: "()",
      invoke: { t, path in
        describe(delegate(t).tableView(t, willEndContextMenuInteraction: menu, animator: nil))
      },
      register: { h, mark, place in h.on(.willEndContextMenuInteraction) { _ in mark() } }),
  ]

  @MainActor private let prefetchingCases: [MethodCase] = [
    MethodCase(
      selector: "tableView:prefetchRowsAtIndexPaths:", appAnswer: "()", handlerAnswer: "()",
      defaultAnswer: "()",
      invoke: { t, path in describe(prefetcher(t).tableView(t, prefetchRowsAt: [path])) },
      register: { h, mark, place in h.on(.prefetchRows) { _ in mark() } }),
    MethodCase(
      selector: "tableView:cancelPrefetchingForRowsAtIndexPaths:", appAnswer: "()",
      handlerAnswer: "()", defaultAnswer: "()",
      invoke: { t, path in describe(prefetcher(t).tableView(t, cancelPrefetchingForRowsAt: [path]))
      },
      register: { h, mark, place in h.on(.cancelPrefetchingForRows) { _ in mark() } }),
  ]
#endif
