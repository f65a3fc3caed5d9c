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
