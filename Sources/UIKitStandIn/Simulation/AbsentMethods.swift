#if !canImport(UIKit)
  import Foundation

  /// What UIKit does for a table method that the data source, delegate or prefetch data source
  /// does not implement, as data (stand-in only).
  ///
  /// Tests compare what an object answers with this model, which is sourced from UIKit's headers
  /// and Apple's documentation, one citation per method in ``UITableView/answerWithoutMethod(_:at:)``,
  /// and never from what a library computes. The ``description`` is the answer printed as Swift
  /// prints the method's own return value: `"()"` for nothing, `"nil"`, `"true"`, `"44.0"`,
  /// `"0.1"` for an index path (section.row), `"style delete"` for an editing style.
  public enum AbsentAnswer: Hashable, Sendable, CustomStringConvertible {
    /// The method returns nothing; UIKit does nothing in its place.
    case nothing
    /// The method returns an optional; UIKit behaves as if it returned `nil`.
    case noObject
    /// A Boolean answer.
    case bool(Bool)
    /// An integer answer.
    case int(Int)
    /// A height.
    case height(CGFloat)
    /// An index path.
    case indexPath(IndexPath)
    /// An editing style.
    case editingStyle(UITableViewCell.EditingStyle)
    /// A title.
    case title(String)

    /// The answer as Swift prints the method's return value.
    public var description: String {
      switch self {
      case .nothing: return "()"
      case .noObject: return "nil"
      case .bool(let value): return "\(value)"
      case .int(let value): return "\(value)"
      case .height(let value): return "\(value)"
      case .indexPath(let path): return "\(path.section).\(path.row)"
      case .editingStyle(let style): return "style \(style)"
      case .title(let title): return title
      }
    }
  }

  extension UITableView {
    /// What UIKit uses at a row or section when the method with this selector is not implemented.
    ///
    /// Sources: [H] the iOS 17 `UITableView.h`; [D] Apple's documentation of the method or of the
    /// table view property named. Where UIKit documents nothing, the comment says so and the
    /// answer is what a table without the method shows.
    ///
    /// - Parameters:
    ///   - selector: A selector of `TableSelectors.dataSource`, `.delegate` or `.prefetching`.
    ///   - indexPath: The row asked about; section methods read its `section`. For
    ///     `tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:` it is the
    ///     proposed destination.
    /// - Precondition: `selector` is one of those lists.
    /// - Returns: The answer, or `nil` for a required method (UIKit cannot run without it) and
    ///   for `tableView:sectionForSectionIndexTitle:atIndex:`, whose absent behaviour UIKit does
    ///   not document and which is asked of the whole table only.
    public func answerWithoutMethod(_ selector: String, at indexPath: IndexPath) -> AbsentAnswer? {
      switch selector {
      // Required: [H] `@required`.
      case "tableView:numberOfRowsInSection:", "tableView:cellForRowAtIndexPath:": return nil
      // Required of a prefetch data source [H]; a table without one prefetches nothing.
      case "tableView:prefetchRowsAtIndexPaths:": return .nothing
      // [H] "Default is 1 if not implemented".
      case "numberOfSectionsInTableView:": return .int(1)
      // [D] titleForHeaderInSection: the table shows no title where it gets none.
      case "tableView:titleForHeaderInSection:", "tableView:titleForFooterInSection:":
        return .noObject
      // [H] "If not implemented, all rows are assumed to be editable."
      case "tableView:canEditRowAtIndexPath:": return .bool(true)
      // [H] "By default, the reordering control will be shown only if the datasource implements
      // -tableView:moveRowAtIndexPath:toIndexPath:": every row may move.
      case "tableView:canMoveRowAtIndexPath:": return .bool(true)
      // [D] sectionIndexTitles(for:): no index without titles.
      case "sectionIndexTitlesForTableView:": return .noObject
      // Undocumented, and asked of the whole table only.
      case "tableView:sectionForSectionIndexTitle:atIndex:": return nil
      // [D] rowHeight: "used when the delegate doesn't implement tableView(_:heightForRowAt:)".
      case "tableView:heightForRowAtIndexPath:": return .height(rowHeight)
      // [D] sectionHeaderHeight / sectionFooterHeight: the same wording for sections.
      case "tableView:heightForHeaderInSection:": return .height(sectionHeaderHeight)
      case "tableView:heightForFooterInSection:": return .height(sectionFooterHeight)
      // [D] estimatedRowHeight, estimatedSectionHeaderHeight, estimatedSectionFooterHeight.
      case "tableView:estimatedHeightForRowAtIndexPath:": return .height(estimatedRowHeight)
      case "tableView:estimatedHeightForHeaderInSection:":
        return .height(estimatedSectionHeaderHeight)
      case "tableView:estimatedHeightForFooterInSection:":
        return .height(estimatedSectionFooterHeight)
      // [D] viewForHeaderInSection: without a view the table uses the title, if any.
      case "tableView:viewForHeaderInSection:", "tableView:viewForFooterInSection:":
        return .noObject
      // [D] shouldHighlightRowAt: "The default value is true."
      case "tableView:shouldHighlightRowAtIndexPath:": return .bool(true)
      // [D] willSelectRowAt / willDeselectRowAt: the row itself is selected or deselected.
      case "tableView:willSelectRowAtIndexPath:", "tableView:willDeselectRowAtIndexPath:":
        return .indexPath(indexPath)
      // [H] "If not implemented, defaults to YES when not editing and NO when editing."
      case "tableView:canPerformPrimaryActionForRowAtIndexPath:": return .bool(!isEditing)
      // [H] "If not implemented, all editable cells will have UITableViewCellEditingStyleDelete".
      case "tableView:editingStyleForRowAtIndexPath:": return .editingStyle(.delete)
      // [H] the confirmation button's title defaults to "Delete" (localized).
      case "tableView:titleForDeleteConfirmationButtonForRowAtIndexPath:": return .title("Delete")
      // [D] editActionsForRowAt, leading/trailingSwipeActionsConfigurationForRowAt: nil gives
      // UIKit's own actions.
      case "tableView:editActionsForRowAtIndexPath:",
        "tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:",
        "tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:":
        return .noObject
      // [H] "If not implemented, the default is YES." (grouped tables only indent).
      case "tableView:shouldIndentWhileEditingRowAtIndexPath:": return .bool(true)
      // [D] targetIndexPathForMoveFromRowAt: the proposed destination is used.
      case "tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:":
        return .indexPath(indexPath)
      // [D] indentationLevel: the cell's own `indentationLevel`, 0 by default.
      case "tableView:indentationLevelForRowAtIndexPath:": return .int(0)
      // [D] shouldShowMenuForRowAt and canPerformAction: false by default.
      case "tableView:shouldShowMenuForRowAtIndexPath:",
        "tableView:canPerformAction:forRowAtIndexPath:withSender:":
        return .bool(false)
      // [H] canFocusRowAtIndexPath: "If implemented, overrides allowsFocus".
      case "tableView:canFocusRowAtIndexPath:": return .bool(allowsFocus)
      // [D] shouldUpdateFocusIn: the update happens.
      case "tableView:shouldUpdateFocusInContext:": return .bool(true)
      // [D] indexPathForPreferredFocusedView: no preference.
      case "indexPathForPreferredFocusedViewInTableView:": return .noObject
      // [H] only called while `selectionFollowsFocus` is on, whose value applies otherwise.
      case "tableView:selectionFollowsFocusForRowAtIndexPath:":
        return .bool(selectionFollowsFocus)
      // [H] "If not implemented, the default is YES, except when the row is being dragged."
      case "tableView:shouldSpringLoadRowAtIndexPath:withContext:": return .bool(true)
      // [H] "If not implemented, the default is NO".
      case "tableView:shouldBeginMultipleSelectionInteractionAtIndexPath:": return .bool(false)
      // [H][D] no configuration, no context menu; no preview, UIKit's own.
      case "tableView:contextMenuConfigurationForRowAtIndexPath:point:",
        "tableView:previewForHighlightingContextMenuWithConfiguration:",
        "tableView:previewForDismissingContextMenuWithConfiguration:":
        return .noObject
      // Notifications and actions: nothing happens in their place.
      case "tableView:commitEditingStyle:forRowAtIndexPath:",
        "tableView:moveRowAtIndexPath:toIndexPath:",
        "tableView:willDisplayCell:forRowAtIndexPath:",
        "tableView:willDisplayHeaderView:forSection:",
        "tableView:willDisplayFooterView:forSection:",
        "tableView:didEndDisplayingCell:forRowAtIndexPath:",
        "tableView:didEndDisplayingHeaderView:forSection:",
        "tableView:didEndDisplayingFooterView:forSection:",
        "tableView:accessoryButtonTappedForRowWithIndexPath:",
        "tableView:didHighlightRowAtIndexPath:", "tableView:didUnhighlightRowAtIndexPath:",
        "tableView:didSelectRowAtIndexPath:", "tableView:didDeselectRowAtIndexPath:",
        "tableView:performPrimaryActionForRowAtIndexPath:",
        "tableView:willBeginEditingRowAtIndexPath:", "tableView:didEndEditingRowAtIndexPath:",
        "tableView:performAction:forRowAtIndexPath:withSender:",
        "tableView:didUpdateFocusInContext:withAnimationCoordinator:",
        "tableView:didBeginMultipleSelectionInteractionAtIndexPath:",
        "tableViewDidEndMultipleSelectionInteraction:",
        "tableView:willPerformPreviewActionForMenuWithConfiguration:animator:",
        "tableView:willDisplayContextMenuWithConfiguration:animator:",
        "tableView:willEndContextMenuInteractionWithConfiguration:animator:",
        "tableView:cancelPrefetchingForRowsAtIndexPaths:":
        return .nothing
      default:
        preconditionFailure("\(selector) is not a method of the table protocols")
      }
    }
  }
#endif
