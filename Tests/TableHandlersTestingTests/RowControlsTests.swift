import TableHandlersCore
import TableHandlersDeclarative
import TableHandlersTesting
import Testing

/// A settings screen as an app declares it: every control shows the model's value.
@MainActor
final class SettingsScreen {
  var airplaneMode = false
  var refusesAirplaneMode = false
  var appearance: Int? = 0
  var brightness = 0.5
  var textSize = 17.0
  var name = ""
  var submitted: [String] = []
  var isLocked = false
  private(set) var table: DeclaredTable<String, String>!

  init() throws {
    table = try DeclaredTable(declaration: declaration())
  }

  func refresh() { table.update(to: declaration()) }

  func declaration() -> TableDeclaration<String, String> {
    TableDeclaration {
      Section("general", header: "General") {
        Row("airplane", text: "Airplane Mode")
          .toggle(isOn: airplaneMode, isEnabled: !isLocked) { [unowned self] isOn in
            // An authentication that fails leaves the model, and so the switch, as it was.
            guard !refusesAirplaneMode else { return }
            airplaneMode = isOn
            refresh()
          }
          .accessibilityIdentifier("airplane")
        Row("appearance", text: "Appearance")
          .segmented(["Light", "Dark"], selected: appearance) { [unowned self] in
            appearance = $0
            refresh()
          }
        Row("brightness", text: "Brightness")
          .slider(value: brightness, in: 0...1) { [unowned self] in
            brightness = $0
            refresh()
          }
        Row("size", text: "Text Size")
          .stepper(value: textSize, in: 12...24) { [unowned self] in
            textSize = $0
            refresh()
          }
        Row("name", text: "Name")
          .textField(RowTextField(text: name, placeholder: "Your name")) { [unowned self] in
            name = $0
            refresh()
          } onSubmit: { [unowned self] in
            submitted.append($0)
          }
      }
      Section("account") {
        Row("version", text: "Version", secondaryText: "2.1").style(.valueCell).trailingText("Beta")
        Row("admin", text: "Ann").trailingText("Admin")
        Row("locked", text: "Family Sharing").disabled().onSelect { _ in Issue.record("tapped") }
        Row("leave", text: "Leave Group").role(.destructiveButton)
      }
    }
  }
}

@MainActor
@Suite("Row controls: declared, driven headless, the model wins")
struct RowControlsTests {
  @Test func everyControlShowsTheModelsValueAndRendersIt() throws {
    let screen = try SettingsScreen()
    let table = HeadlessTable(declared: screen.table)
    #expect(
      table.render() == """
        General
          Airplane Mode [off]
          Appearance [(Light)|Dark]
          Brightness [slider 0.5]
          Text Size [− 17 +]
          Name [text: Your name…]

          Version ⇥ 2.1 · Beta
          Ann · Admin
          Family Sharing (disabled)
          ( Leave Group )!
        """)
  }

  @Test func settingEachControlReachesTheModelAndShows() throws {
    let screen = try SettingsScreen()
    let table = HeadlessTable(declared: screen.table)
    func row(_ text: String) -> TablePosition { table.position(ofRowTitled: text)! }
    #expect(table.toggle(row("Airplane Mode")))
    #expect(table.setControl(.segment(1), at: row("Appearance")))
    #expect(table.setControl(.slider(0.25), at: row("Brightness")))
    #expect(table.setControl(.stepper(18), at: row("Text Size")))
    #expect(table.type("Ann", at: row("Name")))
    #expect(table.submit(at: row("Name")))
    #expect(screen.airplaneMode && screen.appearance == 1 && screen.brightness == 0.25)
    #expect(screen.textSize == 18 && screen.name == "Ann" && screen.submitted == ["Ann"])
    #expect(
      table.render().hasPrefix(
        """
        General
          Airplane Mode [on]
          Appearance [Light|(Dark)]
          Brightness [slider 0.25]
          Text Size [− 18 +]
          Name [text: Ann]
        """))
  }

  @Test func aRowIsFoundByItsControlsIdentifier() {
    let handlers = TableHandlers()
    handlers.on(.numberOfRows, at: .section(0)) { _ in 2 }
    handlers.on(.rowContent, at: .section(0)) { call in
      call.row == 0
        ? RowContent(text: "Name")
        : RowContent(
          text: "Wi-Fi",
          control: RowControl(.toggle(isOn: false), accessibilityIdentifier: "wifi-switch"))
    }
    let table = HeadlessTable(handlers: handlers)
    table.reloadData()
    #expect(table.position(ofRowWithIdentifier: "wifi-switch") == TablePosition(section: 0, row: 1))
    #expect(table.position(ofRowWithIdentifier: "nothing") == nil)
  }

  @Test func aRefusedChangeSpringsBackAndALaterModelChangeShows() throws {
    let screen = try SettingsScreen()
    let table = HeadlessTable(declared: screen.table)
    let airplane = try #require(table.position(ofRowWithIdentifier: "airplane"))
    screen.refusesAirplaneMode = true
    #expect(table.toggle(airplane))
    #expect(table.control(at: airplane) == .toggle(isOn: false))
    // The model changes later (after an asynchronous step): the next declaration shows it.
    screen.airplaneMode = true
    screen.refresh()
    #expect(table.control(at: airplane) == .toggle(isOn: true))
  }

  @Test func aDisabledRowOrControlDoesNotRespond() throws {
    let screen = try SettingsScreen()
    let table = HeadlessTable(declared: screen.table)
    #expect(table.tap(table.position(ofRowTitled: "Family Sharing")!) == nil)
    screen.isLocked = true
    screen.refresh()
    let airplane = table.position(ofRowTitled: "Airplane Mode")!
    #expect(!table.toggle(airplane))
    #expect(!screen.airplaneMode)
    #expect(table.render().contains("Airplane Mode [off]!"))
    // A value of another control's kind is not sent either.
    #expect(!table.setControl(.toggle(true), at: table.position(ofRowTitled: "Brightness")!))
  }

  @Test func aControlsHandlerGetsItsRowsPositionAtChangeTime() throws {
    final class Model {
      var rows = ["Wi-Fi", "Bluetooth"]
      var changes: [String] = []
    }
    let model = Model()
    let handlers = TableHandlers()
    handlers.on(.numberOfRows, at: .section(0)) { _ in model.rows.count }
    handlers.on(.rowContent, at: .section(0)) { call in
      RowContent(text: model.rows[call.row], control: .toggle(isOn: false))
    }
    handlers.on(.controlValueChanged, at: .row(1, inSection: 0)) { call in
      model.changes.append("\(model.rows[call.row]) at \(call.position)")
    }
    let table = HeadlessTable(handlers: handlers)
    table.reloadData()
    // Rows arrive above the Bluetooth row; nothing reconfigures it.
    model.rows.insert(contentsOf: ["VPN", "Hotspot"], at: 0)
    try table.insertRows(at: [TablePosition(section: 0, row: 0), TablePosition(section: 0, row: 1)])
    #expect(table.toggle(TablePosition(section: 0, row: 3)))
    #expect(model.changes == ["Bluetooth at 0.3"])
  }
}
