#if os(Linux)
  import Foundation
  import TableHandlersCore
  import TableHandlersDeclarative
  import Testing
  import UIKitStandIn

  @testable import TableHandlersUIKit

  /// A settings screen on a stand-in table view: each row's content comes from `rows`, and the
  /// `controlValueChanged` handlers at `.table` record what they receive and, unless `refuses`,
  /// write it back to the model.
  @MainActor
  final class ControlScreen {
    var rows: [RowContent]
    var refuses = false
    private(set) var changes: [(TablePosition, RowControlValue)] = []
    private(set) var submits: [(TablePosition, String)] = []
    let handlers = TableHandlers()
    let tableView = UITableView(frame: .zero, style: .insetGrouped)

    init(_ rows: [RowContent]) {
      self.rows = rows
      handlers.on(.numberOfRows, at: .section(0)) { [unowned self] _ in self.rows.count }
      handlers.on(.rowContent, at: .table) { [unowned self] call in self.rows[call.row] }
      handlers.on(.controlValueChanged, at: .table) { [unowned self] call in
        changes.append((call.position, call.arguments))
        if !refuses { take(call.arguments, at: call.row) }
      }
      handlers.on(.textFieldDidSubmit, at: .table) { [unowned self] call in
        submits.append((call.position, call.arguments))
      }
      handlers.attach(to: tableView)
      tableView.layoutIfNeeded()
    }

    /// The model takes a value.
    func take(_ value: RowControlValue, at row: Int) {
      guard var control = rows[row].control else { return }
      switch (control.kind, value) {
      case (.toggle, .toggle(let isOn)): control.kind = .toggle(isOn: isOn)
      case (.segmented(let titles, _), .segment(let index)):
        control.kind = .segmented(titles, selected: index)
      case (.slider(_, let range), .slider(let new)):
        control.kind = .slider(value: new, range: range)
      case (.stepper(_, let range, let step), .stepper(let new)):
        control.kind = .stepper(value: new, range: range, step: step)
      case (.textField(var field), .text(let text)):
        field.text = text
        control.kind = .textField(field)
      default: return
      }
      rows[row].control = control
    }

    @discardableResult
    func show(_ row: Int) -> UITableViewCell {
      tableView.displayRow(at: IndexPath(row: row, section: 0))
    }

    func positions() -> [TablePosition] { changes.map(\.0) }
    func values() -> [RowControlValue] { changes.map(\.1) }
  }

  /// A declared settings screen: Wi-Fi takes changes, Passcode Lock refuses them.
  @MainActor
  final class DeclaredSettings {
    var wifi = false
    var passcode = false
    private(set) var table: DeclaredTable<String, String>!

    init() throws {
      table = try DeclaredTable(declaration: declaration())
    }

    func declaration() -> TableDeclaration<String, String> {
      TableDeclaration {
        Section("general") {
          Row("wifi", text: "Wi-Fi")
            .toggle(isOn: wifi) { [unowned self] isOn in
              wifi = isOn
              table.update(to: declaration())
            }
          Row("passcode", text: "Passcode Lock")
            .toggle(isOn: passcode) { _ in }
        }
      }
    }
  }

  /// A row's control as the cell's accessory view: its value from the model, its changes
  /// reaching the handler at the row's position at change time, and the model winning.
  @MainActor
  @Suite("Row controls on UIKit")
  struct ControlMappingTests {
    let first = TablePosition(section: 0, row: 0)

    /// The control finds its row when it changes: rows inserted above move the row without
    /// reconfiguring its cell, and the change reaches the row's handler at its new position.
    @Test func aToggleFlipReachesItsRowAfterRowsWereInsertedAboveWithoutReconfiguring() throws {
      let screen = ControlScreen([RowContent(text: "Airplane Mode", control: .toggle(isOn: false))])
      var rowHandler: [TablePosition] = []
      // The row's own handler, which replaces the table's for this row and moves with it.
      screen.handlers.on(.controlValueChanged, at: .row(0, inSection: 0)) { [unowned screen] call in
        rowHandler.append(call.position)
        screen.take(call.arguments, at: call.row)
      }
      let cell = screen.show(0)
      let toggle = try #require(cell.accessoryView as? UISwitch)
      var asked = 0
      screen.handlers.on(.willDisplayCell, at: .table) { _ in asked += 1 }

      screen.rows.insert(contentsOf: [RowContent(text: "A"), RowContent(text: "B")], at: 0)
      try screen.tableView.insertRows(at: [
        TablePosition(section: 0, row: 0), TablePosition(section: 0, row: 1),
      ])
      let moved = IndexPath(row: 2, section: 0)
      #expect(screen.tableView.cellForRow(at: moved) === cell)
      #expect(screen.tableView.indexPath(for: cell) == moved)
      #expect(!screen.tableView.updateLog.contains { $0.hasPrefix("reconfigureRows") })
      #expect(!screen.tableView.updateLog.contains { $0.hasPrefix("reloadRows") })
      #expect(asked == 0)

      toggle.isOn = true
      toggle.sendActions(for: .valueChanged)
      #expect(rowHandler == [TablePosition(section: 0, row: 2)])
      #expect(screen.rows[2].control == .toggle(isOn: true))
      #expect(toggle.isOn)
    }

    /// A declared toggle whose handler re-declares the table.
    ///
    /// Through the declared table's own host (`attach(to:)`, as README shows) the update is
    /// applied when the handler returns, so the switch shows the model's new value at once,
    /// with nothing left for a later turn.
    @Test(arguments: [false, true])
    func aDeclaredToggleOnATableView(attachedAsDeclared: Bool) throws {
      let settings = try DeclaredSettings()
      let tableView = UITableView()
      var nextTurn: [@MainActor () -> Void] = []
      if attachedAsDeclared {
        tableView.standInMove(toWindow: UIWindow())
        settings.table.attach(to: tableView)
        tableView.handlersNextTurn = { nextTurn.append($0) }
      } else {
        settings.table.handlers.attach(to: tableView)
      }
      tableView.layoutIfNeeded()
      let wifi = try #require(
        tableView.displayRow(at: IndexPath(row: 0, section: 0)).accessoryView as? UISwitch)
      let passcode = try #require(
        tableView.displayRow(at: IndexPath(row: 1, section: 0)).accessoryView as? UISwitch)
      wifi.isOn = true
      wifi.sendActions(for: .valueChanged)
      passcode.isOn = true
      passcode.sendActions(for: .valueChanged)
      #expect(settings.wifi)
      #expect(wifi.isOn)
      #expect(!settings.passcode)
      #expect(!passcode.isOn)
      #expect(nextTurn.isEmpty)
      if attachedAsDeclared { #expect(tableView.updateLog.contains("reconfigureRows [0.0]")) }
    }

    @Test func aRefusingHandlerSpringsTheSwitchBack() throws {
      let screen = ControlScreen([RowContent(text: "Passcode Lock", control: .toggle(isOn: false))])
      screen.refuses = true
      let toggle = try #require(screen.show(0).accessoryView as? UISwitch)
      toggle.isOn = true
      toggle.sendActions(for: .valueChanged)
      #expect(screen.values() == [.toggle(true)])
      #expect(!toggle.isOn)
    }

    @Test func aLaterModelChangeShowsWhenTheRowIsReconfigured() throws {
      let screen = ControlScreen([RowContent(text: "Sync", control: .toggle(isOn: false))])
      let cell = screen.show(0)
      let toggle = try #require(cell.accessoryView as? UISwitch)
      screen.rows[0].control = .toggle(isOn: true)
      #expect(!toggle.isOn)
      screen.tableView.reconfigureRows(at: [IndexPath(row: 0, section: 0)])
      #expect(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) === cell)
      #expect(cell.accessoryView === toggle)
      #expect(toggle.isOn)
    }

    @Test func aSegmentedControlShowsItsSegmentsAndSendsTheSelection() throws {
      let screen = ControlScreen([
        RowContent(text: "Sort", control: .segmented(["Date", "Sender"], selected: 0)),
        RowContent(text: "None", control: .segmented(["A", "B"], selected: nil)),
      ])
      let segments = try #require(screen.show(0).accessoryView as? UISegmentedControl)
      #expect(segments.numberOfSegments == 2)
      #expect(segments.titleForSegment(at: 1) == "Sender")
      #expect(segments.selectedSegmentIndex == 0)
      segments.selectedSegmentIndex = 1
      segments.sendActions(for: .valueChanged)
      #expect(screen.values() == [.segment(1)])
      #expect(segments.selectedSegmentIndex == 1)
      let none = try #require(screen.show(1).accessoryView as? UISegmentedControl)
      #expect(none.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test func aSliderShowsItsRangeAndSendsItsValue() throws {
      let screen = ControlScreen([
        RowContent(text: "Brightness", control: .slider(value: 0.25, in: 0...2))
      ])
      let slider = try #require(screen.show(0).accessoryView as? UISlider)
      #expect(slider.minimumValue == 0)
      #expect(slider.maximumValue == 2)
      #expect(slider.value == 0.25)
      #expect(slider.frame.width > 0)
      slider.value = 1.5
      slider.sendActions(for: .valueChanged)
      #expect(screen.values() == [.slider(1.5)])
      screen.refuses = true
      slider.value = 2
      slider.sendActions(for: .valueChanged)
      #expect(slider.value == 1.5)
    }

    @Test func aStepperShowsItsValueBesideItAndSendsIt() throws {
      let screen = ControlScreen([
        RowContent(text: "Text Size", control: .stepper(value: 17, in: 12...24, step: 2))
      ])
      let accessory = try #require(screen.show(0).accessoryView as? StepperAccessory)
      #expect(accessory.label.text == "17")
      #expect(accessory.stepper.value == 17)
      #expect(accessory.stepper.minimumValue == 12)
      #expect(accessory.stepper.maximumValue == 24)
      #expect(accessory.stepper.stepValue == 2)
      accessory.stepper.value = 19
      accessory.stepper.sendActions(for: .valueChanged)
      #expect(screen.values() == [.stepper(19)])
      #expect(accessory.label.text == "19")
    }

    @Test func aTextFieldTypesSubmitsAndIsNotOverwrittenWhileEdited() throws {
      let field = RowTextField(
        text: "", placeholder: "Name", keyboard: .email, isSecure: true)
      let screen = ControlScreen([RowContent(text: "Email", control: .textField(field))])
      screen.refuses = true
      let textField = try #require(screen.show(0).accessoryView as? UITextField)
      #expect(textField.placeholder == "Name")
      #expect(textField.keyboardType == .emailAddress)
      #expect(textField.isSecureTextEntry)
      #expect(textField.text == "")

      textField.becomeFirstResponder()
      textField.text = "ann@"
      textField.sendActions(for: .editingChanged)
      #expect(screen.values() == [.text("ann@")])
      // The model refused the text, but the field being edited keeps what was typed.
      #expect(textField.text == "ann@")
      screen.tableView.reconfigureRows(at: [IndexPath(row: 0, section: 0)])
      #expect(textField.text == "ann@")

      textField.standInPressReturn()
      #expect(screen.submits.map(\.0) == [first])
      #expect(screen.submits.map(\.1) == ["ann@"])
      #expect(!textField.isEditing)
      // Editing ended: the field shows the model's text again.
      #expect(textField.text == "")
    }

    @Test func anAcceptedTextStaysAfterEditing() throws {
      let screen = ControlScreen([
        RowContent(text: "Name", control: .textField(RowTextField(text: "Ann")))
      ])
      let textField = try #require(screen.show(0).accessoryView as? UITextField)
      textField.becomeFirstResponder()
      textField.text = "Anna"
      textField.sendActions(for: .editingChanged)
      textField.standInPressReturn()
      #expect(textField.text == "Anna")
      #expect(screen.submits.map(\.1) == ["Anna"])
    }

    @Test func disabledControlsAndControlsOfDisabledRowsDoNotRespond() throws {
      let screen = ControlScreen([
        RowContent(text: "A", control: .toggle(isOn: true, isEnabled: false)),
        RowContent(text: "B", control: .slider(value: 0, in: 0...1), isEnabled: false),
        RowContent(text: "C", control: .textField(RowTextField(text: "")), isEnabled: false),
      ])
      #expect((screen.show(0).accessoryView as? UIControl)?.isEnabled == false)
      #expect((screen.show(1).accessoryView as? UIControl)?.isEnabled == false)
      let field = try #require(screen.show(2).accessoryView as? UITextField)
      #expect(!field.isEnabled)
      #expect(!field.becomeFirstResponder())
      // A person's touches do nothing: no handler runs, nothing changes.
      let toggle = try #require(screen.show(0).accessoryView as? UISwitch)
      let slider = try #require(screen.show(1).accessoryView as? UISlider)
      #expect(!toggle.userSendsActions(for: .valueChanged))
      slider.value = 1
      #expect(!slider.userSendsActions(for: .valueChanged))
      field.text = "typed"
      #expect(!field.userSendsActions(for: .editingChanged))
      #expect(screen.values().isEmpty)
      // The same gestures on an enabled control reach the handler.
      let enabled = ControlScreen([RowContent(text: "D", control: .toggle(isOn: false))])
      let live = try #require(enabled.show(0).accessoryView as? UISwitch)
      live.isOn = true
      #expect(live.userSendsActions(for: .valueChanged))
      #expect(enabled.values() == [.toggle(true)])
    }

    /// A reused cell shows its new row's value, has one target only, and its changes reach the
    /// new row; a row without a control takes the control away.
    @Test func reuseKeepsNothingOfTheOldRow() throws {
      let screen = ControlScreen([
        RowContent(text: "On", control: .toggle(isOn: true)),
        RowContent(text: "Off", control: .toggle(isOn: false)),
        RowContent(text: "Plain"),
      ])
      let cell = screen.show(0)
      let toggle = try #require(cell.accessoryView as? UISwitch)
      screen.tableView.endDisplayingRow(at: IndexPath(row: 0, section: 0))
      #expect(screen.tableView.reusableCellCount(withIdentifier: ContentCell.reuseIdentifier) == 1)

      let reused = screen.show(1)
      #expect(reused === cell)
      #expect(reused.accessoryView === toggle)
      #expect(!toggle.isOn)
      #expect(toggle.allTargets.count == 1)
      #expect(
        toggle.actions(forTarget: RowControlActions.shared, forControlEvent: .valueChanged)?.count
          == 1)
      toggle.isOn = true
      toggle.sendActions(for: .valueChanged)
      #expect(screen.positions() == [TablePosition(section: 0, row: 1)])

      screen.tableView.endDisplayingRow(at: IndexPath(row: 1, section: 0))
      let plain = screen.show(2)
      #expect(plain === cell)
      #expect(plain.accessoryView == nil)
      #expect(toggle.superview == nil)
    }

    @Test func aControlOfARowThatIsNoLongerShownSendsNothing() throws {
      let screen = ControlScreen([RowContent(text: "On", control: .toggle(isOn: true))])
      let toggle = try #require(screen.show(0).accessoryView as? UISwitch)
      screen.tableView.endDisplayingRow(at: IndexPath(row: 0, section: 0))
      toggle.isOn = false
      toggle.sendActions(for: .valueChanged)
      #expect(screen.changes.isEmpty)
    }

    @Test func aDeletedRowsCellGoesToTheReuseQueue() throws {
      let screen = ControlScreen([
        RowContent(text: "A", control: .toggle(isOn: true)),
        RowContent(text: "B", control: .toggle(isOn: false)),
      ])
      let a = screen.show(0)
      let b = screen.show(1)
      screen.rows.remove(at: 0)
      try screen.tableView.deleteRows(at: [first])
      #expect(screen.tableView.indexPath(for: a) == nil)
      #expect(screen.tableView.indexPath(for: b) == IndexPath(row: 0, section: 0))
      let toggle = try #require(b.accessoryView as? UISwitch)
      toggle.isOn = true
      toggle.sendActions(for: .valueChanged)
      #expect(screen.positions() == [first])
      #expect(screen.rows[0].control == .toggle(isOn: true))
    }
  }
#endif
