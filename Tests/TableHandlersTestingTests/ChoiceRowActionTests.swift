import TableHandlersCore
import TableHandlersDeclarative
import TableHandlersTesting
import Testing

/// A choice row keeps what it declares itself: its own tap handler runs after the choice is
/// reported ("Custom time…" chooses itself and opens its picker), and with a leading mark a
/// row with an image of its own keeps the image.
@MainActor
@Suite("Choice rows keep their own action and image")
struct ChoiceRowActionTests {
  final class Model {
    var reminder = "never"
    var log: [String] = []
  }

  func declaration(_ model: Model, mark: ChoiceMark) -> TableDeclaration<String, String> {
    TableDeclaration {
      Section("reminder", header: "Remind Me") {
        Row("never", text: "Never")
        Row("hour", text: "In an Hour").image(.system("clock"))
        Row("custom", text: "Custom time…").onSelect { [model] _ in model.log.append("picker") }
      }
      .singleChoice(selection: model.reminder, mark: mark) { [model] choice in
        model.log.append("chose \(choice ?? "nothing")")
        model.reminder = choice ?? "never"
      }
    }
  }

  @Test func theRowsOwnHandlerRunsAfterTheChoiceIsReported() throws {
    let model = Model()
    let declared = try DeclaredTable(declaration: declaration(model, mark: .trailing))
    let table = HeadlessTable(declared: declared)
    _ = table.tap(TablePosition(section: 0, row: 2))
    #expect(model.log == ["chose custom", "picker"])
    // Tapping the chosen row again changes no choice, and still opens the picker.
    declared.update(to: declaration(model, mark: .trailing))
    _ = table.tap(TablePosition(section: 0, row: 2))
    #expect(model.log == ["chose custom", "picker", "picker"])
    _ = table.tap(TablePosition(section: 0, row: 1))
    #expect(model.log == ["chose custom", "picker", "picker", "chose hour"])
  }

  @Test func aLeadingMarkKeepsARowsOwnImageAndMarksItAtTheTrailingEdge() throws {
    let model = Model()
    model.reminder = "hour"
    let declared = try DeclaredTable(declaration: declaration(model, mark: .leading))
    let table = HeadlessTable(declared: declared)
    let never = try #require(table.content(at: TablePosition(section: 0, row: 0)))
    let hour = try #require(table.content(at: TablePosition(section: 0, row: 1)))
    #expect(never.image == .placeholder)
    #expect(never.accessory == .none)
    #expect(hour.image == .system("clock"))
    #expect(hour.accessory == .checkmark)
    model.reminder = "never"
    declared.update(to: declaration(model, mark: .leading))
    #expect(table.content(at: TablePosition(section: 0, row: 0))?.image == .system("checkmark"))
    #expect(table.content(at: TablePosition(section: 0, row: 1))?.accessory == RowAccessory.none)
  }
}
