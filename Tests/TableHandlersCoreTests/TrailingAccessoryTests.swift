import TableHandlersCore
import Testing

/// A row's trailing accessories: every one a content asks for, none hiding another, in the one
/// order every host shows.
@Suite("Trailing accessories: decided once, in one order")
struct TrailingAccessoryTests {
  static let badge = CustomViewDescription(kind: "Badge", description: "3")

  /// Every combination of a trailing view, an accessory and an outline disclosure gives each
  /// in its place: the row's own view, then the accessory, then the disclosure.
  @Test(arguments: RowAccessory.allCases)
  func eachAccessoryShowsBesideTheOthersInItsPlace(accessory: RowAccessory) {
    let standard: [TrailingAccessory] =
      switch accessory {
      case .none: []
      case .disclosureIndicator: [.disclosureIndicator]
      case .detailDisclosureButton: [.detailButton, .disclosureIndicator]
      case .checkmark: [.checkmark]
      case .detailButton: [.detailButton]
      }
    let views: [(RowContent, [TrailingAccessory])] = [
      (RowContent(), []),
      (RowContent(trailingText: "12"), [.text("12")]),
      (
        RowContent(trailingText: "12", control: .toggle(isOn: true)),
        [.control(.toggle(isOn: true))]
      ),
    ]
    for (base, own) in views {
      for disclosure in [nil, OutlineDisclosure.collapsed, .expanded] {
        var content = base
        content.accessory = accessory
        content.outlineDisclosure = disclosure
        #expect(
          content.trailingAccessories == own + standard
            + (disclosure.map { [.outlineDisclosure($0)] } ?? []),
          "\(content)")
      }
    }
  }

  @Test func aCustomViewTakesThePlaceOfTheTrailingTextWhichItKeepsAsItsFallback() {
    var content = RowContent(accessory: .checkmark, trailingText: "3")
    content.customAccessory = Self.badge
    content.outlineDisclosure = .collapsed
    #expect(
      content.trailingAccessories == [
        .customView(Self.badge, fallbackText: "3"), .checkmark, .outlineDisclosure(.collapsed),
      ])
    content.control = .toggle(isOn: false)
    #expect(
      content.trailingAccessories == [
        .control(.toggle(isOn: false)), .checkmark, .outlineDisclosure(.collapsed),
      ])
  }

  @Test func onlyUIKitsOwnAccessoriesAreStandard() {
    let standard: [TrailingAccessory] = [.detailButton, .checkmark, .disclosureIndicator]
    let own: [TrailingAccessory] = [
      .control(.toggle(isOn: true)), .customView(Self.badge, fallbackText: nil), .text("a"),
      .outlineDisclosure(.expanded),
    ]
    #expect(standard.allSatisfy { $0.isStandard })
    #expect(!own.contains { $0.isStandard })
  }
}
