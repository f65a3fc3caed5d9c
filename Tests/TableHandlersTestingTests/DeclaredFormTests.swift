import TableHandlersCore
import TableHandlersDeclarative
import TableHandlersTesting
import Testing

/// The declared form of Docs/RowsAndActions.md ("A declared form"), as written there.
@MainActor
final class SignUpForm {
  /// Asks the user a yes-or-no question, and calls back with the answer.
  typealias Confirm =
    @MainActor (
      _ question: String, _ answer: @escaping @MainActor (Bool) -> Void
    ) -> Void

  var email = ""
  var newsletter = true
  var plan = "Free"
  var seats = 1.0
  private(set) var isDeleted = false
  private let confirm: Confirm
  private(set) var table: DeclaredTable<String, String>!

  init(confirm: @escaping Confirm) throws {
    self.confirm = confirm
    table = try DeclaredTable(declaration: declaration())
  }

  var emailFooter: String {
    if email.isEmpty { return "We send your receipts here." }
    let parts = email.split(separator: "@")
    let isValid = parts.count == 2 && parts[1].contains(".")
    return isValid ? "Receipts go to \(email)." : "“\(email)” is not an email address."
  }

  func refresh() { table.update(to: declaration()) }

  func declaration() -> TableDeclaration<String, String> {
    TableDeclaration {
      Section("account", header: "Account", footer: emailFooter) {
        Row("email", text: "Email")
          .textField(RowTextField(text: email, placeholder: "name@example.com", keyboard: .email)) {
            [unowned self] text in
            email = text
            refresh()  // the footer validates as the user types
          }
        Row("newsletter", text: "Newsletter")
          .toggle(isOn: newsletter) { [unowned self] isOn in
            newsletter = isOn
            refresh()
          }
      }
      Section("plan", header: "Plan") {
        Row("Free", text: "Free")
        Row("Team", text: "Team")
      }
      .singleChoice(selection: plan) { [unowned self] choice in
        plan = choice ?? plan
        refresh()
      }
      Section("team", header: "Team") {
        Row("seats", text: "Seats")
          .stepper(value: seats, in: 1...30) { [unowned self] value in
            seats = value
            refresh()
          }
          .disabled(plan != "Team")
        Row("billing", text: "Billing", accessory: .disclosureIndicator)
          .disabled(plan != "Team")
      }
      Section("danger") {
        Row("delete", text: "Delete Account").role(.destructiveButton)
          .onSelect { [unowned self] _ in
            // A button row clears its own selection once tapped.
            confirm("Delete your account?") { [unowned self] confirmed in
              guard confirmed else { return }
              isDeleted = true
              refresh()
            }
          }
      }
    }
  }
}

@MainActor
@Suite("A declared form, driven headless")
struct DeclaredFormTests {
  /// The form, with the questions it asked and a way to answer the last one.
  final class Harness {
    var questions: [String] = []
    var answer: (@MainActor (Bool) -> Void)?
  }

  func makeForm() throws -> (SignUpForm, HeadlessTable, Harness) {
    let harness = Harness()
    let form = try SignUpForm { question, reply in
      harness.questions.append(question)
      harness.answer = reply
    }
    return (form, HeadlessTable(declared: form.table), harness)
  }

  @Test func theFormShowsEveryKindOfRow() throws {
    let (_, table, _) = try makeForm()
    #expect(
      table.render() == """
        Account
          Email [text: name@example.com…]
          Newsletter [on]
          (We send your receipts here.)

        Plan
          Free ✓
          Team

        Team
          Seats [− 1 +] (disabled)
          Billing › (disabled)

          ( Delete Account )!
        """)
  }

  @Test func theFooterValidatesTheFieldAsTheUserTypes() throws {
    let (form, table, _) = try makeForm()
    let email = try #require(table.position(ofRowTitled: "Email"))
    #expect(table.type("ann@", at: email))
    #expect(table.footerTitle(inSection: 0) == "“ann@” is not an email address.")
    #expect(table.type("ann@example", at: email))
    #expect(table.footerTitle(inSection: 0) == "“ann@example” is not an email address.")
    #expect(table.type("ann@example.com", at: email))
    #expect(table.footerTitle(inSection: 0) == "Receipts go to ann@example.com.")
    #expect(form.email == "ann@example.com")
    #expect(table.render().contains("Email [text: ann@example.com]"))
  }

  @Test func theSwitchAndTheChoiceReachTheModel() throws {
    let (form, table, _) = try makeForm()
    #expect(table.toggle(try #require(table.position(ofRowTitled: "Newsletter"))))
    #expect(!form.newsletter)
    table.tap(try #require(table.position(ofRowTitled: "Team")))
    #expect(form.plan == "Team")
    #expect(table.render().contains("Free\n  Team ✓"))
  }

  @Test func theTeamRowsRespondOnlyOnceThePlanIsTeamAndTheStepperClamps() throws {
    let (form, table, _) = try makeForm()
    let seats = try #require(table.position(ofRowTitled: "Seats"))
    let billing = try #require(table.position(ofRowTitled: "Billing"))
    #expect(!table.increment(at: seats))
    #expect(table.tap(billing) == nil)
    table.tap(try #require(table.position(ofRowTitled: "Team")))
    #expect(table.increment(at: seats))
    #expect(form.seats == 2)
    #expect(table.setControl(.stepper(50), at: seats))
    #expect(form.seats == 30, "a stepper declared 1...30 holds no more than 30")
    #expect(table.render().contains("Seats [− 30 +]\n  Billing ›\n"))
  }

  @Test func theDestructiveButtonAsksFirstAndActsOnlyOnYes() throws {
    let (form, table, harness) = try makeForm()
    let delete = try #require(table.position(ofRowTitled: "Delete Account"))
    table.tap(delete)
    #expect(harness.questions == ["Delete your account?"])
    #expect(table.selectedRows.isEmpty, "the button row deselects itself")
    harness.answer?(false)
    #expect(!form.isDeleted)
    table.tap(delete)
    harness.answer?(true)
    #expect(form.isDeleted)
    #expect(harness.questions.count == 2)
  }
}
