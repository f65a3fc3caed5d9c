import TableHandlersCore
import TableHandlersDeclarative
import TableHandlersTesting
import TestSupport
import Testing

/// Rows written in SwiftUI, in their platform-neutral part: the description they show
/// headless, when they are reconfigured or reloaded, and their handlers following them.
@MainActor
@Suite("SwiftUI rows in declared tables, headless")
struct SwiftUIRowRenderingTests {
  /// A row of the screen: text, or SwiftUI with a description and a value.
  enum Shape: Equatable {
    case text(String)
    case swiftUI(String, value: Int)
  }

  @MainActor final class Screen {
    var above: [String] = []
    var profile = Shape.swiftUI("Ada, 3 posts", value: 3)
    var tapped: [String] = []

    func declaration() -> TableDeclaration<String, String> {
      TableDeclaration {
        Section("people", header: "People") {
          for name in above { Row(name, text: name) }
          profileRow()
          Row("plain", text: "Plain")
        }
      }
    }

    private func profileRow() -> Row<String> {
      let row: Row<String>
      switch profile {
      case .text(let text): row = Row("profile", text: text)
      case .swiftUI(let description, let value):
        row = Row("profile").customCell(.swiftUI(description, value: value))
      }
      return row.onSelect { [unowned self] _ in tapped.append("profile") }
    }
  }

  @Test func aSwiftUIDescriptionIsOfTheReservedKindAndComparedByDescriptionAndValue() {
    let description = CustomViewDescription.swiftUI("Ada", value: 3)
    #expect(description.kind == CustomViewDescription.swiftUIKind)
    #expect(description.isSwiftUI)
    #expect(description.value(as: Int.self) == 3)
    #expect(CustomViewDescription.swiftUI("Ada").value == nil)
    #expect(description != .swiftUI("Ada", value: 4))
    #expect(description != .swiftUI("Grace", value: 3))
    #expect(!CustomViewDescription(kind: "ProfileCell", description: "Ada").isSwiftUI)
  }

  @Test func theHeadlessTableShowsTheDescription() throws {
    let screen = Screen()
    let table = HeadlessTable(declared: try DeclaredTable(declaration: screen.declaration()))
    #expect(
      table.render() == """
        People
          ▤ Ada, 3 posts
          Plain
        """)
  }

  @Test func aChangedValueOrDescriptionReconfiguresAndAChangedKindReloads() throws {
    let screen = Screen()
    let declared = try DeclaredTable(declaration: screen.declaration())
    let table = HeadlessTable(declared: declared)
    let row = TablePosition(section: 0, row: 0)

    screen.profile = .swiftUI("Ada, 3 posts", value: 4)
    var diff = declared.update(to: screen.declaration())
    #expect(diff.reconfiguredRows == [row] && diff.reloadedRows.isEmpty)

    screen.profile = .swiftUI("Ada, 4 posts", value: 4)
    diff = declared.update(to: screen.declaration())
    #expect(diff.reconfiguredRows == [row] && diff.reloadedRows.isEmpty)
    #expect(table.render().contains("▤ Ada, 4 posts"))

    screen.profile = .text("Ada")
    diff = declared.update(to: screen.declaration())
    #expect(diff.reloadedRows == [row] && diff.reconfiguredRows.isEmpty)
    screen.profile = .swiftUI("Ada, 4 posts", value: 4)
    diff = declared.update(to: screen.declaration())
    #expect(diff.reloadedRows == [row] && diff.reconfiguredRows.isEmpty)
    #expect(table.render().contains("▤ Ada, 4 posts"))
  }

  @Test func theRowsHandlersFollowItWhenRowsAreInsertedAbove() throws {
    let screen = Screen()
    let declared = try DeclaredTable(declaration: screen.declaration())
    let table = HeadlessTable(declared: declared)
    screen.above = ["A", "B"]
    declared.update(to: screen.declaration())
    #expect(
      table.render() == """
        People
          A
          B
          ▤ Ada, 3 posts
          Plain
        """)
    _ = table.tap(TablePosition(section: 0, row: 2))
    _ = table.tap(TablePosition(section: 0, row: 0))
    #expect(screen.tapped == ["profile"])
  }

  /// Random changes of one row between text and SwiftUI rows of a few descriptions and values,
  /// with rows inserted and removed above it, against the rule: nothing for an equal row, a
  /// reload when it turns from text to SwiftUI or back, else a reconfigure.
  @Test func randomChangesAgainstTheReferenceRule() throws {
    var generator = SystemRandomNumberGenerator()
    let seed = UInt64.random(in: 0...UInt64.max, using: &generator)
    var random = SplitMix64(seed: seed)
    let screen = Screen()
    let declared = try DeclaredTable(declaration: screen.declaration())
    let table = HeadlessTable(declared: declared)
    for step in 0..<300 {
      let old = screen.profile
      switch random.next() % 3 {
      case 0: screen.profile = .text(["Ada", "Grace"][Int(random.next() % 2)])
      default:
        screen.profile = .swiftUI(
          ["Ada, 3 posts", "Grace"][Int(random.next() % 2)], value: Int(random.next() % 2))
      }
      screen.above = Array(["A", "B", "C"].prefix(Int(random.next() % 4)))
      let diff = declared.update(to: screen.declaration())
      let position = TablePosition(section: 0, row: screen.above.count)
      let kindChanged: Bool
      switch (old, screen.profile) {
      case (.text, .swiftUI), (.swiftUI, .text): kindChanged = true
      default: kindChanged = false
      }
      let context = Comment(rawValue: "seed \(seed), step \(step): \(old) → \(screen.profile)")
      if old == screen.profile {
        #expect(!diff.reloadedRows.contains(position), context)
        #expect(!diff.reconfiguredRows.contains(position), context)
      } else if kindChanged {
        #expect(diff.reloadedRows.contains(position), context)
        #expect(!diff.reconfiguredRows.contains(position), context)
      } else {
        #expect(diff.reconfiguredRows.contains(position), context)
        #expect(!diff.reloadedRows.contains(position), context)
      }
      let shown: String
      switch screen.profile {
      case .text(let text): shown = text
      case .swiftUI(let description, _): shown = "▤ " + description
      }
      #expect(table.render().split(separator: "\n")[1 + screen.above.count] == "  " + shown[...])
    }
  }
}
