import TableHandlersCore
import Testing

@Suite struct RowContentTests {
  /// `==` is written out (inlinable), and the declarative diff compares the same fields in
  /// place: a new stored property must join both, which this count makes sure someone sees.
  @Test func equalityComparesEveryStoredProperty() {
    #expect(Mirror(reflecting: RowContent()).children.count == 4)
    let base = RowContent(text: "t", secondaryText: "s", imageName: "i", accessory: .checkmark)
    var variants = [base, base, base, base]
    variants[0].text = "x"
    variants[1].secondaryText = "x"
    variants[2].imageName = "x"
    variants[3].accessory = .none
    for variant in variants { #expect(variant != base) }
    #expect(RowContent(text: "Row \(41 + 1)") == RowContent(text: "Row 42"))
  }
}
