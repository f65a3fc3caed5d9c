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
    #expect(Mirror(reflecting: RowContent()).children.count == 14)
    #expect(RowContent(text: "Row \(41 + 1)") == RowContent(text: "Row 42"))
    #expect(RowContent(image: .named("a")) != RowContent(image: .system("a")))
  }

  @Test func contentsDifferByEveryFieldSoThatADeclarationNoticesIt() {
    let base = RowContent(text: "Wi-Fi")
    let variants = [
      RowContent(text: "Wi-Fi", style: .valueCell), RowContent(text: "Wi-Fi", trailingText: "On"),
      RowContent(text: "Wi-Fi", control: .toggle(isOn: true)),
      RowContent(text: "Wi-Fi", role: .button), RowContent(text: "Wi-Fi", textColor: .red),
      RowContent(text: "Wi-Fi", isEnabled: false), RowContent(text: "Wi-Fi", selectionStyle: .none),
      RowContent(text: "Wi-Fi", accessibilityIdentifier: "wifi"),
      RowContent(text: "Wi-Fi", accessibilityLabel: "Wireless"),
      RowContent(text: "Wi-Fi", customCell: CustomViewDescription(kind: "Cell", description: "")),
    ]
    #expect(variants.allSatisfy { $0 != base })
    #expect(Set(variants).count == variants.count)
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
