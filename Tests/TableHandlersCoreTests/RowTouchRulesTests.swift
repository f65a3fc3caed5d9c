import TableHandlersCore
import Testing

/// What a touch may do to a row, from its content: the one rule every host reads.
@Suite("Row touch rules")
struct RowTouchRulesTests {
  @Test func aRowTakesTouchesUnlessItsContentIsDisabled() {
    #expect(RowTouchRules.takesTouches(nil))
    #expect(RowTouchRules.takesTouches(RowContent(text: "a")))
    #expect(!RowTouchRules.takesTouches(RowContent(text: "a", isEnabled: false)))
  }

  @Test(arguments: [(RowRole.normal, false), (.button, true), (.destructiveButton, true)])
  func onlyAButtonRowDeselectsItselfAfterATap(role: RowRole, deselects: Bool) {
    #expect(RowTouchRules.deselectsAfterTap(RowContent(text: "a", role: role)) == deselects)
    #expect(!RowTouchRules.deselectsAfterTap(nil))
  }

  @Test func aControlRespondsOnlyWhenItAndItsRowAreEnabled() {
    let on = RowControl.toggle(isOn: true)
    var off = on
    off.isEnabled = false
    #expect(RowTouchRules.respondingControl(RowContent(control: on)) == on)
    #expect(RowTouchRules.respondingControl(RowContent(control: off)) == nil)
    #expect(RowTouchRules.respondingControl(RowContent(control: on, isEnabled: false)) == nil)
    #expect(RowTouchRules.respondingControl(RowContent(text: "no control")) == nil)
  }

  @Test func voiceOverOffersTheOutlineActionOfAnEnabledRowWithChildrenWhoseTapIsHandled() {
    var folder = RowContent(text: "Inbox")
    folder.outlineDisclosure = .collapsed
    #expect(RowTouchRules.offeredDisclosure(folder, disclosureHandled: true) == .collapsed)
    #expect(RowTouchRules.offeredDisclosure(folder, disclosureHandled: false) == nil)
    folder.isEnabled = false
    #expect(RowTouchRules.offeredDisclosure(folder, disclosureHandled: true) == nil)
    #expect(RowTouchRules.offeredDisclosure(RowContent(), disclosureHandled: true) == nil)
  }
}

/// What a row's swipe actions tell the swipe: the one rule every host reads.
@Suite("Swipe action rules")
struct SwipeActionRulesTests {
  static func action(_ style: SwipeAction.Style, enabled: Bool = true) -> SwipeAction {
    SwipeAction(title: "A", style: style, isEnabled: enabled) { _, done in done(true) }
  }

  @Test func aFullSwipePerformsAnEnabledFirstActionWhereTheActionsAskForIt() {
    let on = SwipeActions([Self.action(.normal), Self.action(.normal, enabled: false)])
    #expect(SwipeActionRules.fullSwipePerformsFirst(on))
    let off = SwipeActions([Self.action(.normal)], performsFirstActionWithFullSwipe: false)
    #expect(!SwipeActionRules.fullSwipePerformsFirst(off))
    let disabled = SwipeActions([Self.action(.destructive, enabled: false)])
    #expect(!SwipeActionRules.fullSwipePerformsFirst(disabled))
  }

  @Test(arguments: [SwipeAction.Style.normal, .destructive])
  func anActionThatHidesWhenSelectedCompletesAtTheTapUnlessDestructive(style: SwipeAction.Style) {
    var action = Self.action(style)
    #expect(SwipeActionRules.completionAtTap(of: action) == nil)
    action.hidesWhenSelected = true
    #expect(SwipeActionRules.completionAtTap(of: action) == (style != .destructive))
  }

  @Test func aDestructiveActionIsReportedPerformedOnlyWhenItsRowLeft() {
    for performed in [false, true] {
      for rowLeft in [false, true] {
        #expect(
          SwipeActionRules.reportedCompletion(
            ofActionStyled: .normal, performed: performed, rowLeft: rowLeft) == performed)
        #expect(
          SwipeActionRules.reportedCompletion(
            ofActionStyled: .destructive, performed: performed, rowLeft: rowLeft)
            == (performed && rowLeft))
      }
    }
  }
}
