/// The events the core defines, in the order of their fixed identifiers.
@usableFromInline
enum CoreEvent: Int, CaseIterable, Sendable {
  // Counts and content
  case numberOfSections, numberOfRows, titleForHeader, titleForFooter
  case sectionIndexTitles, sectionForSectionIndexTitle, rowContent
  // Selection
  case shouldHighlightRow, didHighlightRow, didUnhighlightRow, willSelectRow, willDeselectRow
  case didSelectRow, didDeselectRow, accessoryButtonTapped
  case canPerformPrimaryAction, performPrimaryAction
  // Editing
  case canEditRow, editingStyle, commitEditing, titleForDeleteConfirmationButton
  case shouldIndentWhileEditing, willBeginEditing, didEndEditing, indentationLevel
  // Moving
  case canMoveRow, targetForMove, moveRow
  // Legacy copy and paste menu
  case shouldShowMenu, canPerformAction, performAction
  // Heights
  case heightForRow, estimatedHeightForRow, heightForHeader, estimatedHeightForHeader
  case heightForFooter, estimatedHeightForFooter
  // Focus
  case canFocusRow, selectionFollowsFocus, indexPathForPreferredFocusedView
  // Multiple selection
  case shouldBeginMultipleSelectionInteraction, didBeginMultipleSelectionInteraction
  case didEndMultipleSelectionInteraction
  // Row controls (no UIKit method: the adapter's controls send them)
  case controlValueChanged, textFieldDidSubmit
  // Swipe actions and context menus, platform-neutral (the adapter maps them to UIKit's)
  case leadingSwipeActions, trailingSwipeActions, contextMenu
  // Custom header and footer views, platform-neutral (the adapter's view providers show them)
  case customHeaderView, customFooterView
  // Drag and drop, platform-neutral (the adapter maps them to UIKit's drag and drop delegates)
  case dragItems, reordersByDrag, canHandleDrop, dropProposal, performDrop

  @inlinable
  var id: EventID { EventID(rawValue: rawValue) }

  var name: String { "\(self)" }
}
