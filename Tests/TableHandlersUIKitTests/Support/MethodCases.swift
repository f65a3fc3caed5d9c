#if os(Linux)
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
    /// Calls the adapter's method and describes its answer.
    let invoke: @MainActor (UITableView) -> String
    /// Registers a handler for the method's event that calls `mark` and answers
    /// ``handlerAnswer``; `nil` for the method no handler can answer.
    let register: (@MainActor (TableHandlers, @escaping @MainActor () -> Void) -> Void)?
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

  @MainActor private let path = IndexPath(row: 1, section: 0)

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

  /// Every selector of the three protocols, in the reference sheet's order.
  let allSelectors =
    TableSelectors.dataSource + TableSelectors.delegate + TableSelectors.prefetching

  /// Every method of the three protocols, in the reference sheet's order.
  @MainActor let methodCases: [MethodCase] =
    dataSourceCases + displayCases + selectionCases + editingCases + menuAndFocusCases
    + prefetchingCases

  @MainActor private let dataSourceCases: [MethodCase] = [
    MethodCase(
      selector: "tableView:numberOfRowsInSection:", appAnswer: "3", handlerAnswer: "4",
      defaultAnswer: "0",
      invoke: { t in describe(dataSource(t).tableView(t, numberOfRowsInSection: 0)) },
      register: { h, mark in
        h.on(.numberOfRows, at: .allSections) { _ in
          mark()
          return 4
        }
      }),
    MethodCase(
      selector: "tableView:cellForRowAtIndexPath:", appAnswer: "cell app app",
      handlerAnswer: "cell handler handler", defaultAnswer: "cell TableHandlers.ContentCell -",
      invoke: { t in describe(dataSource(t).tableView(t, cellForRowAt: path)) },
      register: { h, mark in
        h.on(.cellForRow, at: .table) { _ in
          mark()
          return cell("handler")
        }
      }),
    MethodCase(
      selector: "numberOfSectionsInTableView:", appAnswer: "2", handlerAnswer: "5",
      defaultAnswer: "1",
      invoke: { t in describe(dataSource(t).numberOfSections(in: t)) },
      register: { h, mark in
        h.on(.numberOfSections) { _ in
          mark()
          return 5
        }
      }),
    MethodCase(
      selector: "tableView:titleForHeaderInSection:", appAnswer: "app header 0",
      handlerAnswer: "handler header", defaultAnswer: "nil",
      invoke: { t in describe(dataSource(t).tableView(t, titleForHeaderInSection: 0)) },
      register: { h, mark in
        h.on(.titleForHeader, at: .allSections) { _ in
          mark()
          return "handler header"
        }
      }),
    MethodCase(
      selector: "tableView:titleForFooterInSection:", appAnswer: "app footer 0",
      handlerAnswer: "handler footer", defaultAnswer: "nil",
      invoke: { t in describe(dataSource(t).tableView(t, titleForFooterInSection: 0)) },
      register: { h, mark in
        h.on(.titleForFooter, at: .allSections) { _ in
          mark()
          return "handler footer"
        }
      }),
    MethodCase(
      selector: "tableView:canEditRowAtIndexPath:", appAnswer: "false", handlerAnswer: "true",
      defaultAnswer: "true",
      invoke: { t in describe(dataSource(t).tableView(t, canEditRowAt: path)) },
      register: { h, mark in
        h.on(.canEditRow, at: .table) { _ in
          mark()
          return true
        }
      }),
    MethodCase(
      selector: "tableView:canMoveRowAtIndexPath:", appAnswer: "false", handlerAnswer: "true",
      defaultAnswer: "true",
      invoke: { t in describe(dataSource(t).tableView(t, canMoveRowAt: path)) },
      register: { h, mark in
        h.on(.canMoveRow, at: .table) { _ in
          mark()
          return true
        }
      }),
    MethodCase(
      selector: "sectionIndexTitlesForTableView:", appAnswer: "[\"app\"]",
      handlerAnswer: "[\"handler\"]", defaultAnswer: "nil",
      invoke: { t in describe(dataSource(t).sectionIndexTitles(for: t)) },
      register: { h, mark in
        h.on(.sectionIndexTitles) { _ in
          mark()
          return ["handler"]
        }
      }),
    MethodCase(
      selector: "tableView:sectionForSectionIndexTitle:atIndex:", appAnswer: "70",
      handlerAnswer: "80", defaultAnswer: "2",
      invoke: { t in
        describe(dataSource(t).tableView(t, sectionForSectionIndexTitle: "B", at: 2))
      },
      register: { h, mark in
        h.on(.sectionForSectionIndexTitle) { _ in
          mark()
          return 80
        }
      }),
    MethodCase(
      selector: "tableView:commitEditingStyle:forRowAtIndexPath:", appAnswer: "()",
      handlerAnswer: "()", defaultAnswer: "()",
      invoke: { t in describe(dataSource(t).tableView(t, commit: .delete, forRowAt: path)) },
      register: { h, mark in h.on(.commitEditing, at: .table) { _ in mark() } }),
    MethodCase(
      selector: "tableView:moveRowAtIndexPath:toIndexPath:", appAnswer: "()", handlerAnswer: "()",
      defaultAnswer: "()",
      invoke: { t in
        describe(dataSource(t).tableView(t, moveRowAt: path, to: IndexPath(row: 0, section: 0)))
      },
      register: { h, mark in h.on(.moveRow, at: .table) { _ in mark() } }),
  ]

  @MainActor private let displayCases: [MethodCase] = [
    MethodCase(
      selector: "tableView:willDisplayCell:forRowAtIndexPath:", appAnswer: "()",
      handlerAnswer: "()", defaultAnswer: "()",
      invoke: { t in describe(delegate(t).tableView(t, willDisplay: cell("c"), forRowAt: path)) },
      register: { h, mark in h.on(.willDisplayCell, at: .table) { _ in mark() } }),
    MethodCase(
      selector: "tableView:willDisplayHeaderView:forSection:", appAnswer: "()",
      handlerAnswer: "()", defaultAnswer: "()",
      invoke: { t in
        describe(delegate(t).tableView(t, willDisplayHeaderView: NamedView("v"), forSection: 0))
      },
      register: { h, mark in h.on(.willDisplayHeaderView, at: .allSections) { _ in mark() } }),
    MethodCase(
      selector: "tableView:willDisplayFooterView:forSection:", appAnswer: "()",
      handlerAnswer: "()", defaultAnswer: "()",
      invoke: { t in
        describe(delegate(t).tableView(t, willDisplayFooterView: NamedView("v"), forSection: 0))
      },
      register: { h, mark in h.on(.willDisplayFooterView, at: .allSections) { _ in mark() } }),
    MethodCase(
      selector: "tableView:didEndDisplayingCell:forRowAtIndexPath:", appAnswer: "()",
      handlerAnswer: "()", defaultAnswer: "()",
      invoke: { t in
        describe(delegate(t).tableView(t, didEndDisplaying: cell("c"), forRowAt: path))
      },
      register: { h, mark in h.on(.didEndDisplayingCell, at: .table) { _ in mark() } }),
    MethodCase(
      selector: "tableView:didEndDisplayingHeaderView:forSection:", appAnswer: "()",
      handlerAnswer: "()", defaultAnswer: "()",
      invoke: { t in
        describe(
          delegate(t).tableView(t, didEndDisplayingHeaderView: NamedView("v"), forSection: 0))
      },
      register: { h, mark in h.on(.didEndDisplayingHeaderView, at: .allSections) { _ in mark() } }
    ),
    MethodCase(
      selector: "tableView:didEndDisplayingFooterView:forSection:", appAnswer: "()",
      handlerAnswer: "()", defaultAnswer: "()",
      invoke: { t in
        describe(
          delegate(t).tableView(t, didEndDisplayingFooterView: NamedView("v"), forSection: 0))
      },
      register: { h, mark in h.on(.didEndDisplayingFooterView, at: .allSections) { _ in mark() } }
    ),
    MethodCase(
      selector: "tableView:heightForRowAtIndexPath:", appAnswer: "11.0", handlerAnswer: "31.0",
      defaultAnswer: "-1.0",
      invoke: { t in describe(delegate(t).tableView(t, heightForRowAt: path)) },
      register: { h, mark in
        h.on(.heightForRow, at: .table) { _ in
          mark()
          return 31
        }
      }),
    MethodCase(
      selector: "tableView:heightForHeaderInSection:", appAnswer: "12.0", handlerAnswer: "32.0",
      defaultAnswer: "-1.0",
      invoke: { t in describe(delegate(t).tableView(t, heightForHeaderInSection: 0)) },
      register: { h, mark in
        h.on(.heightForHeader, at: .allSections) { _ in
          mark()
          return 32
        }
      }
    ),
    MethodCase(
      selector: "tableView:heightForFooterInSection:", appAnswer: "13.0", handlerAnswer: "33.0",
      defaultAnswer: "-1.0",
      invoke: { t in describe(delegate(t).tableView(t, heightForFooterInSection: 0)) },
      register: { h, mark in
        h.on(.heightForFooter, at: .allSections) { _ in
          mark()
          return 33
        }
      }
    ),
    MethodCase(
      selector: "tableView:estimatedHeightForRowAtIndexPath:", appAnswer: "21.0",
      handlerAnswer: "41.0", defaultAnswer: "-1.0",
      invoke: { t in describe(delegate(t).tableView(t, estimatedHeightForRowAt: path)) },
      register: { h, mark in
        h.on(.estimatedHeightForRow, at: .table) { _ in
          mark()
          return 41
        }
      }
    ),
    MethodCase(
      selector: "tableView:estimatedHeightForHeaderInSection:", appAnswer: "22.0",
      handlerAnswer: "42.0", defaultAnswer: "-1.0",
      invoke: { t in describe(delegate(t).tableView(t, estimatedHeightForHeaderInSection: 0)) },
      register: { h, mark in
        h.on(.estimatedHeightForHeader, at: .allSections) { _ in
          mark()
          return 42
        }
      }),
    MethodCase(
      selector: "tableView:estimatedHeightForFooterInSection:", appAnswer: "23.0",
      handlerAnswer: "43.0", defaultAnswer: "-1.0",
      invoke: { t in describe(delegate(t).tableView(t, estimatedHeightForFooterInSection: 0)) },
      register: { h, mark in
        h.on(.estimatedHeightForFooter, at: .allSections) { _ in
          mark()
          return 43
        }
      }),
    MethodCase(
      selector: "tableView:viewForHeaderInSection:", appAnswer: "view app header",
      handlerAnswer: "view handler header", defaultAnswer: "nil",
      invoke: { t in describe(delegate(t).tableView(t, viewForHeaderInSection: 0)) },
      register: { h, mark in
        h.on(.viewForHeader, at: .allSections) { _ in
          mark()
          return NamedView("handler header")
        }
      }),
    MethodCase(
      selector: "tableView:viewForFooterInSection:", appAnswer: "view app footer",
      handlerAnswer: "view handler footer", defaultAnswer: "nil",
      invoke: { t in describe(delegate(t).tableView(t, viewForFooterInSection: 0)) },
      register: { h, mark in
        h.on(.viewForFooter, at: .allSections) { _ in
          mark()
          return NamedView("handler footer")
        }
      }),
  ]

  @MainActor private let selectionCases: [MethodCase] = [
    MethodCase(
      selector: "tableView:accessoryButtonTappedForRowWithIndexPath:", appAnswer: "()",
      handlerAnswer: "()", defaultAnswer: "()",
      invoke: { t in describe(delegate(t).tableView(t, accessoryButtonTappedForRowWith: path)) },
      register: { h, mark in h.on(.accessoryButtonTapped, at: .table) { _ in mark() } }),
    MethodCase(
      selector: "tableView:shouldHighlightRowAtIndexPath:", appAnswer: "false",
      handlerAnswer: "true", defaultAnswer: "true",
      invoke: { t in describe(delegate(t).tableView(t, shouldHighlightRowAt: path)) },
      register: { h, mark in
        h.on(.shouldHighlightRow, at: .table) { _ in
          mark()
          return true
        }
      }),
    MethodCase(
      selector: "tableView:didHighlightRowAtIndexPath:", appAnswer: "()", handlerAnswer: "()",
      defaultAnswer: "()",
      invoke: { t in describe(delegate(t).tableView(t, didHighlightRowAt: path)) },
      register: { h, mark in h.on(.didHighlightRow, at: .table) { _ in mark() } }),
    MethodCase(
      selector: "tableView:didUnhighlightRowAtIndexPath:", appAnswer: "()", handlerAnswer: "()",
      defaultAnswer: "()",
      invoke: { t in describe(delegate(t).tableView(t, didUnhighlightRowAt: path)) },
      register: { h, mark in h.on(.didUnhighlightRow, at: .table) { _ in mark() } }),
    MethodCase(
      selector: "tableView:willSelectRowAtIndexPath:", appAnswer: "0.7", handlerAnswer: "0.8",
      defaultAnswer: "0.1",
      invoke: { t in describe(delegate(t).tableView(t, willSelectRowAt: path)) },
      register: { h, mark in
        h.on(.willSelectRow, at: .table) { _ in
          mark()
          return TablePosition(section: 0, row: 8)
        }
      }),
    MethodCase(
      selector: "tableView:willDeselectRowAtIndexPath:", appAnswer: "nil", handlerAnswer: "0.2",
      defaultAnswer: "0.1",
      invoke: { t in describe(delegate(t).tableView(t, willDeselectRowAt: path)) },
      register: { h, mark in
        h.on(.willDeselectRow, at: .table) { _ in
          mark()
          return TablePosition(section: 0, row: 2)
        }
      }),
    MethodCase(
      selector: "tableView:didSelectRowAtIndexPath:", appAnswer: "()", handlerAnswer: "()",
      defaultAnswer: "()",
      invoke: { t in describe(delegate(t).tableView(t, didSelectRowAt: path)) },
      register: { h, mark in h.on(.didSelectRow, at: .table) { _ in mark() } }),
    MethodCase(
      selector: "tableView:didDeselectRowAtIndexPath:", appAnswer: "()", handlerAnswer: "()",
      defaultAnswer: "()",
      invoke: { t in describe(delegate(t).tableView(t, didDeselectRowAt: path)) },
      register: { h, mark in h.on(.didDeselectRow, at: .table) { _ in mark() } }),
    MethodCase(
      selector: "tableView:canPerformPrimaryActionForRowAtIndexPath:", appAnswer: "false",
      handlerAnswer: "true", defaultAnswer: "true",
      invoke: { t in describe(delegate(t).tableView(t, canPerformPrimaryActionForRowAt: path)) },
      register: { h, mark in
        h.on(.canPerformPrimaryAction, at: .table) { _ in
          mark()
          return true
        }
      }),
    MethodCase(
      selector: "tableView:performPrimaryActionForRowAtIndexPath:", appAnswer: "()",
      handlerAnswer: "()", defaultAnswer: "()",
      invoke: { t in describe(delegate(t).tableView(t, performPrimaryActionForRowAt: path)) },
      register: { h, mark in h.on(.performPrimaryAction, at: .table) { _ in mark() } }),
  ]

  @MainActor private let editingCases: [MethodCase] = [
    MethodCase(
      selector: "tableView:editingStyleForRowAtIndexPath:", appAnswer: "style insert",
      handlerAnswer: "style none", defaultAnswer: "style delete",
      invoke: { t in describe(delegate(t).tableView(t, editingStyleForRowAt: path)) },
      register: { h, mark in
        h.on(.editingStyle, at: .table) { _ in
          mark()
          return .none
        }
      }),
    MethodCase(
      selector: "tableView:titleForDeleteConfirmationButtonForRowAtIndexPath:",
      appAnswer: "Remove", handlerAnswer: "Erase", defaultAnswer: "Delete",
      invoke: { t in
        describe(delegate(t).tableView(t, titleForDeleteConfirmationButtonForRowAt: path))
      },
      register: { h, mark in
        h.on(.titleForDeleteConfirmationButton, at: .table) { _ in
          mark()
          return "Erase"
        }
      }),
    MethodCase(
      selector: "tableView:editActionsForRowAtIndexPath:", appAnswer: "rowActions app",
      handlerAnswer: "rowActions app", defaultAnswer: "nil",
      invoke: { t in describe(delegate(t).tableView(t, editActionsForRowAt: path)) },
      register: nil),
    MethodCase(
      selector: "tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:",
      appAnswer: "swipe app leading", handlerAnswer: "swipe handler leading",
      defaultAnswer: "nil",
      invoke: { t in
        describe(delegate(t).tableView(t, leadingSwipeActionsConfigurationForRowAt: path))
      },
      register: { h, mark in
        h.on(.leadingSwipeActionsConfiguration, at: .table) { _ in
          mark()
          return swipe("handler leading")
        }
      }),
    MethodCase(
      selector: "tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:",
      appAnswer: "swipe app trailing", handlerAnswer: "swipe handler trailing",
      defaultAnswer: "nil",
      invoke: { t in
        describe(delegate(t).tableView(t, trailingSwipeActionsConfigurationForRowAt: path))
      },
      register: { h, mark in
        h.on(.trailingSwipeActionsConfiguration, at: .table) { _ in
          mark()
          return swipe("handler trailing")
        }
      }),
    MethodCase(
      selector: "tableView:shouldIndentWhileEditingRowAtIndexPath:", appAnswer: "false",
      handlerAnswer: "true", defaultAnswer: "true",
      invoke: { t in describe(delegate(t).tableView(t, shouldIndentWhileEditingRowAt: path)) },
      register: { h, mark in
        h.on(.shouldIndentWhileEditing, at: .table) { _ in
          mark()
          return true
        }
      }),
    MethodCase(
      selector: "tableView:willBeginEditingRowAtIndexPath:", appAnswer: "()", handlerAnswer: "()",
      defaultAnswer: "()",
      invoke: { t in describe(delegate(t).tableView(t, willBeginEditingRowAt: path)) },
      register: { h, mark in h.on(.willBeginEditing, at: .table) { _ in mark() } }),
    MethodCase(
      selector: "tableView:didEndEditingRowAtIndexPath:", appAnswer: "()", handlerAnswer: "()",
      defaultAnswer: "()",
      invoke: { t in describe(delegate(t).tableView(t, didEndEditingRowAt: path)) },
      register: { h, mark in h.on(.didEndEditing) { _ in mark() } }),
    MethodCase(
      selector: "tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:",
      appAnswer: "0.5", handlerAnswer: "0.6", defaultAnswer: "0.2",
      invoke: { t in
        describe(
          delegate(t).tableView(
            t, targetIndexPathForMoveFromRowAt: path,
            toProposedIndexPath: IndexPath(row: 2, section: 0)))
      },
      register: { h, mark in
        h.on(.targetForMove, at: .table) { _ in
          mark()
          return TablePosition(section: 0, row: 6)
        }
      }),
    MethodCase(
      selector: "tableView:indentationLevelForRowAtIndexPath:", appAnswer: "3", handlerAnswer: "4",
      defaultAnswer: "0",
      invoke: { t in describe(delegate(t).tableView(t, indentationLevelForRowAt: path)) },
      register: { h, mark in
        h.on(.indentationLevel, at: .table) { _ in
          mark()
          return 4
        }
      }),
  ]

  @MainActor private let menuAndFocusCases: [MethodCase] = [
    MethodCase(
      selector: "tableView:shouldShowMenuForRowAtIndexPath:", appAnswer: "true",
      handlerAnswer: "false", defaultAnswer: "false",
      invoke: { t in describe(delegate(t).tableView(t, shouldShowMenuForRowAt: path)) },
      register: { h, mark in
        h.on(.shouldShowMenu, at: .table) { _ in
          mark()
          return false
        }
      }),
    MethodCase(
      selector: "tableView:canPerformAction:forRowAtIndexPath:withSender:", appAnswer: "true",
      handlerAnswer: "false", defaultAnswer: "false",
      invoke: { t in
        describe(
          delegate(t).tableView(t, canPerformAction: "copy:", forRowAt: path, withSender: "menu"))
      },
      register: { h, mark in
        h.on(.canPerformAction, at: .table) { call in
          mark()
          return call.arguments != "copy:"
        }
      }),
    MethodCase(
      selector: "tableView:performAction:forRowAtIndexPath:withSender:", appAnswer: "()",
      handlerAnswer: "()", defaultAnswer: "()",
      invoke: { t in
        describe(
          delegate(t).tableView(t, performAction: "copy:", forRowAt: path, withSender: "menu"))
      },
      register: { h, mark in h.on(.performAction, at: .table) { _ in mark() } }),
    MethodCase(
      selector: "tableView:canFocusRowAtIndexPath:", appAnswer: "false", handlerAnswer: "true",
      defaultAnswer: "true",
      invoke: { t in describe(delegate(t).tableView(t, canFocusRowAt: path)) },
      register: { h, mark in
        h.on(.canFocusRow, at: .table) { _ in
          mark()
          return true
        }
      }),
    MethodCase(
      selector: "tableView:shouldUpdateFocusInContext:", appAnswer: "false", handlerAnswer: "true",
      defaultAnswer: "true",
      invoke: { t in
        describe(delegate(t).tableView(t, shouldUpdateFocusIn: UITableViewFocusUpdateContext()))
      },
      register: { h, mark in
        h.on(.shouldUpdateFocus) { _ in
          mark()
          return true
        }
      }),
    MethodCase(
      selector: "tableView:didUpdateFocusInContext:withAnimationCoordinator:", appAnswer: "()",
      handlerAnswer: "()", defaultAnswer: "()",
      invoke: { t in
        describe(
          delegate(t).tableView(
            t, didUpdateFocusIn: UITableViewFocusUpdateContext(),
            with: UIFocusAnimationCoordinator()))
      },
      register: { h, mark in h.on(.didUpdateFocus) { _ in mark() } }),
    MethodCase(
      selector: "indexPathForPreferredFocusedViewInTableView:", appAnswer: "0.1",
      handlerAnswer: "0.2", defaultAnswer: "nil",
      invoke: { t in describe(delegate(t).indexPathForPreferredFocusedView(in: t)) },
      register: { h, mark in
        h.on(.indexPathForPreferredFocusedView) { _ in
          mark()
          return TablePosition(section: 0, row: 2)
        }
      }),
    MethodCase(
      selector: "tableView:selectionFollowsFocusForRowAtIndexPath:", appAnswer: "true",
      handlerAnswer: "false", defaultAnswer: "false",
      invoke: { t in describe(delegate(t).tableView(t, selectionFollowsFocusForRowAt: path)) },
      register: { h, mark in
        h.on(.selectionFollowsFocus, at: .table) { _ in
          mark()
          return false
        }
      }),
    MethodCase(
      selector: "tableView:shouldSpringLoadRowAtIndexPath:withContext:", appAnswer: "false",
      handlerAnswer: "true", defaultAnswer: "true",
      invoke: { t in
        describe(delegate(t).tableView(t, shouldSpringLoadRowAt: path, with: SpringContext()))
      },
      register: { h, mark in
        h.on(.shouldSpringLoadRow, at: .table) { _ in
          mark()
          return true
        }
      }
    ),
    MethodCase(
      selector: "tableView:shouldBeginMultipleSelectionInteractionAtIndexPath:",
      appAnswer: "true", handlerAnswer: "false", defaultAnswer: "false",
      invoke: { t in
        describe(delegate(t).tableView(t, shouldBeginMultipleSelectionInteractionAt: path))
      },
      register: { h, mark in
        h.on(.shouldBeginMultipleSelectionInteraction, at: .table) { _ in
          mark()
          return false
        }
      }),
    MethodCase(
      selector: "tableView:didBeginMultipleSelectionInteractionAtIndexPath:", appAnswer: "()",
      handlerAnswer: "()", defaultAnswer: "()",
      invoke: { t in
        describe(delegate(t).tableView(t, didBeginMultipleSelectionInteractionAt: path))
      },
      register: { h, mark in
        h.on(.didBeginMultipleSelectionInteraction, at: .table) { _ in mark() }
      }),
    MethodCase(
      selector: "tableViewDidEndMultipleSelectionInteraction:", appAnswer: "()",
      handlerAnswer: "()", defaultAnswer: "()",
      invoke: { t in describe(delegate(t).tableViewDidEndMultipleSelectionInteraction(t)) },
      register: { h, mark in h.on(.didEndMultipleSelectionInteraction) { _ in mark() } }),
    MethodCase(
      selector: "tableView:contextMenuConfigurationForRowAtIndexPath:point:",
      appAnswer: "menu app", handlerAnswer: "menu handler", defaultAnswer: "nil",
      invoke: { t in
        describe(delegate(t).tableView(t, contextMenuConfigurationForRowAt: path, point: .zero))
      },
      register: { h, mark in
        h.on(.contextMenuConfiguration, at: .table) { _ in
          mark()
          return UIContextMenuConfiguration(identifier: NSString(string: "handler"))
        }
      }),
    MethodCase(
      selector: "tableView:previewForHighlightingContextMenuWithConfiguration:",
      appAnswer: "preview view app highlight", handlerAnswer: "preview view handler highlight",
      defaultAnswer: "nil",
      invoke: { t in
        describe(
          delegate(t).tableView(t, previewForHighlightingContextMenuWithConfiguration: menu))
      },
      register: { h, mark in
        h.on(.previewForHighlightingContextMenu) { _ in
          mark()
          return UITargetedPreview(view: NamedView("handler highlight"))
        }
      }),
    MethodCase(
      selector: "tableView:previewForDismissingContextMenuWithConfiguration:",
      appAnswer: "preview view app dismiss", handlerAnswer: "preview view handler dismiss",
      defaultAnswer: "nil",
      invoke: { t in
        describe(delegate(t).tableView(t, previewForDismissingContextMenuWithConfiguration: menu))
      },
      register: { h, mark in
        h.on(.previewForDismissingContextMenu) { _ in
          mark()
          return UITargetedPreview(view: NamedView("handler dismiss"))
        }
      }),
    MethodCase(
      selector: "tableView:willPerformPreviewActionForMenuWithConfiguration:animator:",
      appAnswer: "()", handlerAnswer: "()", defaultAnswer: "()",
      invoke: { t in
        describe(
          delegate(t).tableView(t, willPerformPreviewActionForMenuWith: menu, animator: Animator()))
      },
      register: { h, mark in h.on(.willPerformPreviewAction) { _ in mark() } }),
    MethodCase(
      selector: "tableView:willDisplayContextMenuWithConfiguration:animator:", appAnswer: "()",
      handlerAnswer: "()", defaultAnswer: "()",
      invoke: { t in
        describe(delegate(t).tableView(t, willDisplayContextMenu: menu, animator: nil))
      },
      register: { h, mark in h.on(.willDisplayContextMenu) { _ in mark() } }),
    MethodCase(
      selector: "tableView:willEndContextMenuInteractionWithConfiguration:animator:",
      appAnswer: "()", handlerAnswer: "()", defaultAnswer: "()",
      invoke: { t in
        describe(delegate(t).tableView(t, willEndContextMenuInteraction: menu, animator: nil))
      },
      register: { h, mark in h.on(.willEndContextMenuInteraction) { _ in mark() } }),
  ]

  @MainActor private let prefetchingCases: [MethodCase] = [
    MethodCase(
      selector: "tableView:prefetchRowsAtIndexPaths:", appAnswer: "()", handlerAnswer: "()",
      defaultAnswer: "()",
      invoke: { t in describe(prefetcher(t).tableView(t, prefetchRowsAt: [path])) },
      register: { h, mark in h.on(.prefetchRows) { _ in mark() } }),
    MethodCase(
      selector: "tableView:cancelPrefetchingForRowsAtIndexPaths:", appAnswer: "()",
      handlerAnswer: "()", defaultAnswer: "()",
      invoke: { t in describe(prefetcher(t).tableView(t, cancelPrefetchingForRowsAt: [path])) },
      register: { h, mark in h.on(.cancelPrefetchingForRows) { _ in mark() } }),
  ]
#endif
