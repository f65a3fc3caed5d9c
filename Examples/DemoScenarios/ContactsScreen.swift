import TableHandlersCore
import TableHandlersDeclarative
import TableHandlersTesting

/// A contacts screen declared from its model: a section per initial, the alphabet as its index
/// (a letter without contacts jumps to the nearest one that has some), and an empty state with
/// a button once every contact is deleted.
@MainActor
final class ContactsScreen {
  /// The contacts, by name.
  private(set) var names: [String]

  let log: DemoLog

  /// The declared table; set once, in `init`.
  private(set) var declared: DeclaredTable<String, String>!

  /// The headless table showing it.
  private(set) var table: HeadlessTable!

  /// The contacts the screen starts with, and the button of the empty state adds back.
  static let sample = [
    "Ada Lovelace", "Alan Turing", "Barbara Liskov", "Edsger Dijkstra", "Grace Hopper",
    "Margaret Hamilton", "Niklaus Wirth", "Radia Perlman",
  ]

  /// The index: every letter and "#", as a collation gives them.
  static let indexTitles =
    (UnicodeScalar("A").value...UnicodeScalar("Z").value).map {
      String(Character(UnicodeScalar($0)!))
    } + ["#"]

  init(log: DemoLog, names: [String] = ContactsScreen.sample) {
    self.log = log
    self.names = names
    // Names are unique and every row is in a section: the declaration cannot be rejected.
    declared = try! DeclaredTable(declaration: declaration())
    table = HeadlessTable(declared: declared, style: .plain)
  }

  /// The screen as a declaration of the model.
  func declaration() -> TableDeclaration<String, String> {
    let initials = Dictionary(grouping: names) { String($0.prefix(1)) }
    return TableDeclaration {
      for initial in initials.keys.sorted() {
        Section(initial, header: initial) {
          for name in initials[initial, default: []].sorted() {
            Row(name, text: name)
              .onSelect { [unowned self] _ in log.fired("didSelectRow: open \(name)") }
              .onDelete { [unowned self] _ in delete(name) }
          }
        }
      }
    }
    // A letter's section is the letter: one without contacts jumps to the nearest that has.
    .sectionIndex(titles: Self.indexTitles) { $0 }
    .emptyState(
      title: "No Contacts", message: "Contacts you add appear here.",
      action: EmptyState.Action(title: "Add Contacts") { [unowned self] in addSample() })
  }

  private func delete(_ name: String) {
    log.fired("commitEditing: delete \(name)")
    names.removeAll { $0 == name }
    declared.update(to: declaration())
  }

  private func addSample() {
    log.fired("empty state's button: add the sample contacts")
    names = Self.sample
    declared.update(to: declaration())
  }
}
