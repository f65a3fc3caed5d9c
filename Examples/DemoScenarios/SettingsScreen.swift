import TableHandlersCore
import TableHandlersDeclarative
import TableHandlersTesting

/// A settings screen, declared from its model: switches, a stepper, a slider, a value cell that
/// does nothing when tapped, a single-choice section, a disabled row and a destructive button
/// row that clears its own selection.
///
/// Written the recommended way: the declared table declares itself from its owner, the screen,
/// and every handler takes the screen as its owner, so no closure captures `self`. Every control
/// shows the model's value. A handler changes the model and calls `redeclare()`; the declared
/// table's `didApplyUpdate` prints the batch as a `→ update:` line. The
/// passcode switch's handler refuses the change (its authentication fails), so the model, and
/// the switch, stay as they were: the model wins.
@MainActor
final class SettingsScreen {
  /// The sort orders of the single-choice section, as its rows' identifiers.
  static let sortOrders = ["Date", "Sender", "Subject"]

  var airplaneMode = false
  let passcodeLock = false
  var textSize = 17.0
  var brightness = 0.5
  var sortOrder = "Date"

  /// The table declared from the model, which it declares again on `redeclare()`.
  private(set) lazy var declared: DeclaredTable<String, String> = DeclaredTable(owner: self) {
    screen in screen.declaration()
  }

  /// The headless table showing ``declared``.
  private(set) var table: HeadlessTable!

  private let log: DemoLog

  /// Declares the screen and loads its headless table.
  ///
  /// - Parameter log: Where the handlers and the updates write.
  init(log: DemoLog) {
    self.log = log
    table = HeadlessTable(declared: declared)
    declared.didApplyUpdate = { [log] diff in log.fired("update: \(diff)") }
    declared.rejectedUpdateHandler = { [log] error in log.note("error: \(error)") }
  }

  /// Declares the table again from the model; only the difference is applied, and printed.
  func refresh() {
    declared.redeclare()
  }

  func declaration() -> TableDeclaration<String, String> {
    TableDeclaration {
      Section("general", header: "General") {
        Row("airplane", text: "Airplane Mode")
          .toggle(isOn: airplaneMode, owner: self) { screen, isOn in
            screen.log.fired("toggle Airplane Mode: \(isOn ? "on" : "off")")
            screen.airplaneMode = isOn
            screen.refresh()
          }
        Row("passcode", text: "Passcode Lock")
          .toggle(isOn: passcodeLock) { [log] isOn in
            // The authentication fails: the model, and so the switch, stay as they were.
            log.fired("toggle Passcode Lock: \(isOn ? "on" : "off") refused, authentication failed")
          }
        Row("size", text: "Text Size")
          .stepper(value: textSize, in: 12...24, owner: self) { screen, size in
            screen.log.fired("stepper Text Size: \(Int(size))")
            screen.textSize = size
            screen.refresh()
          }
        Row("brightness", text: "Brightness")
          .slider(value: brightness, in: 0...1, owner: self) { screen, value in
            screen.log.fired("slider Brightness: \(value)")
            screen.brightness = value
            screen.refresh()
          }
        // Information only: a tap does nothing to it.
        Row("version", text: "Version", secondaryText: "2.1").style(.valueCell).selectable(false)
      }
      Section("sort", header: "Sort By") {
        for order in Self.sortOrders { Row(order, text: order) }
      }
      .singleChoice(selection: sortOrder) { [unowned self] choice in
        log.fired("singleChoice Sort By: \(choice ?? "none")")
        sortOrder = choice ?? sortOrder
        refresh()
      }
      // A custom header view (on UIKit, the app's view class through `headerView(_:…)`),
      // described in one line for the headless table.
      Section("account") {
        // Managed by an administrator: neither the row nor its switch responds.
        Row("family", text: "Family Sharing")
          .toggle(isOn: true) { [log] _ in log.fired("toggle Family Sharing") }
          .onSelect { [log] call in log.fired("didSelectRow \(call.position): family sharing") }
          .disabled()
        Row("signOut", text: "Sign Out").role(.destructiveButton)
          .onSelect { [log] call in
            // A button row: the table clears its selection by itself.
            log.fired("didSelectRow \(call.position): sign out (a confirmation would ask first)")
          }
      }
      .headerView(CustomViewDescription(kind: "ProfileHeader", description: "Ann Lee, Apple ID"))
    }
  }
}
