/// The small integer that identifies one kind of table event inside a registry.
///
/// The core's events have fixed identifiers. A module that defines events of its own (the UIKit
/// adapter does, for cells and swipe actions) makes one identifier per event with
/// ``EventID/make(named:)``, once, and keeps it in a global `let`.
public struct EventID: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The identifier's index into a registry's per-event storage.
  public let rawValue: Int

  @usableFromInline
  init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// The most event kinds one process can define, core events included.
  public static let capacity = EventSet.capacity

  /// Makes a new identifier for an event defined outside the core.
  ///
  /// Call it once per event and keep the result, typically in a global `let`:
  ///
  /// ```swift
  /// @MainActor let cellForRowID = EventID.make(named: "cellForRow")
  /// ```
  ///
  /// - Precondition: Fewer than ``capacity`` event kinds have been made in this process.
  /// - Parameter name: The event's name, as UIKit's delegate method spells it (`cellForRow`);
  ///   used by ``TableHandlers/dump`` and in error messages.
  /// - Returns: An identifier that no other event uses.
  @MainActor
  public static func make(named name: String) -> EventID {
    precondition(
      eventNames.count < capacity,
      "TableHandlers: cannot define event '\(name)': all \(capacity) event identifiers are in use")
    eventNames.append(name)
    return EventID(rawValue: eventNames.count - 1)
  }

  /// The name the event was defined with.
  @MainActor
  public var name: String { EventID.eventNames[rawValue] }

  /// `#` followed by the raw value; use ``name`` for the readable name.
  public var description: String { "#\(rawValue)" }

  /// Orders identifiers by raw value.
  public static func < (lhs: EventID, rhs: EventID) -> Bool { lhs.rawValue < rhs.rawValue }

  /// Names of every event made so far, indexed by raw value; the core's come first.
  @MainActor
  static var eventNames: [String] = CoreEvent.allCases.map(\.name)
}

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

  @usableFromInline
  var id: EventID { EventID(rawValue: rawValue) }

  var name: String { "\(self)" }
}
