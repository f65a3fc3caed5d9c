import TableHandlersCore
import Testing

@Suite("Row content: a value with no closures")
struct RowContentTests {
  @Test func anImageNameIsASystemImage() {
    var content = RowContent(text: "Airplane Mode", imageName: "airplane")
    #expect(content.image == .system("airplane"))
    #expect(content.imageName == "airplane")
    content.image = .named("logo")
    #expect(content.imageName == "logo")
    #expect(RowContent(imageName: "a", image: .named("b")).image == .named("b"))
    #expect(RowImage.placeholder.name == nil)
  }

  /// `==` is written out (inlinable), and the declarative diff compares the same fields in
  /// place: a new stored property must join both, which this count makes sure someone sees.
  @Test func equalityComparesEveryStoredProperty() {
    #expect(Mirror(reflecting: RowContent()).children.count == 17)
    #expect(RowContent(text: "Row \(41 + 1)") == RowContent(text: "Row 42"))
    #expect(RowContent(image: .named("a")) != RowContent(image: .system("a")))
  }

  @Test func contentsDifferByEveryFieldSoThatADeclarationNoticesIt() {
    let base = RowContent(text: "Wi-Fi")
    var variants = [
      RowContent(text: "Wi-Fi", style: .valueCell), RowContent(text: "Wi-Fi", trailingText: "On"),
      RowContent(text: "Wi-Fi", control: .toggle(isOn: true)),
      RowContent(text: "Wi-Fi", role: .button), RowContent(text: "Wi-Fi", textColor: .red),
      RowContent(text: "Wi-Fi", isEnabled: false), RowContent(text: "Wi-Fi", selectionStyle: .none),
      RowContent(text: "Wi-Fi", accessibilityIdentifier: "wifi"),
      RowContent(text: "Wi-Fi", accessibilityLabel: "Wireless"),
      RowContent(text: "Wi-Fi", customCell: CustomViewDescription(kind: "Cell", description: "")),
    ]
    var withAccessory = base
    withAccessory.customAccessory = CustomViewDescription(kind: "Badge", description: "3")
    variants.append(withAccessory)
    var indented = base
    indented.indentationLevel = 2
    variants.append(indented)
    for disclosure in [OutlineDisclosure.collapsed, .expanded] {
      var outline = base
      outline.outlineDisclosure = disclosure
      variants.append(outline)
    }
    #expect(variants.allSatisfy { $0 != base })
    #expect(Set(variants).count == variants.count)
  }

  @Test func aCustomViewDescriptionComparesItsValue() {
    struct Profile: Hashable, Sendable { var name: String }
    let ann = CustomViewDescription(
      kind: "ProfileCell", description: "Ann", value: Profile(name: "Ann"))
    var renamed = ann
    renamed.value = Profile(name: "Anne")
    #expect(ann != renamed)
    #expect(
      ann
        == CustomViewDescription(
          kind: "ProfileCell", description: "Ann", value: Profile(name: "Ann")))
    #expect(ann != CustomViewDescription(kind: "ProfileCell", description: "Ann"))
    #expect(ann != CustomViewDescription(kind: "ProfileCell", description: "Ann", value: "Ann"))
    #expect(Set([ann, renamed, ann]).count == 2)
    #expect(renamed.value(as: Profile.self)?.name == "Anne")
    #expect(renamed.value(as: String.self) == nil)
    #expect(CustomViewDescription(kind: "K", description: "").value == nil)
  }

  @Test(arguments: [
    (RowControl.toggle(isOn: true), RowControlValue.toggle(true)),
    (.segmented(["A", "B"], selected: nil), .segment(nil)),
    (.slider(value: 0.5, in: 0...1), .slider(0.5)),
    (.stepper(value: 3, in: 0...9), .stepper(3)),
    (.textField(RowTextField(text: "Ann", isSecure: true)), .text("Ann")),
  ])
  func aControlShowsItsValue(control: RowControl, value: RowControlValue) {
    #expect(control.value == value)
  }
}
