#if os(Linux)
  import Foundation
  import TableHandlersCore
  import TableHandlersDeclarative
  import TableHandlersTesting
  import TableHandlersUIKit
  import Testing
  import UIKitStandIn

  /// A model value a shared declaration hands to the app's views.
  struct Contact: Hashable, Sendable {
    var name: String
    var unread: Int
  }

  /// The app's cell for contacts, registered by kind.
  @MainActor
  final class ContactCell: UITableViewCell {
    var contact: Contact?
    var configureCount = 0
  }

  /// The app's header view for contact groups, registered by kind.
  @MainActor
  final class ContactsHeader: UITableViewHeaderFooterView {
    var title: String?
  }

  /// The app's accessory view for unread counts, registered by kind.
  @MainActor
  final class UnreadBadge: UIView {
    var count = 0
  }

  /// Code shared between platforms: it names the views by kind and value, no UIKit type.
  nonisolated func contactsScreen(_ contacts: [Contact], badges: Bool = true)
    -> TableDeclaration<String, String>
  {
    TableDeclaration {
      Section("contacts", header: "Contacts") {
        for contact in contacts {
          Row(contact.name)
            .customCell(
              CustomViewDescription(kind: "Contact", description: contact.name, value: contact))
        }
        for contact in contacts where badges {
          Row("inbox-" + contact.name, text: "Inbox of \(contact.name)")
            .accessoryView(
              CustomViewDescription(
                kind: "Unread", description: "\(contact.unread) unread", value: contact.unread))
        }
      }
      .headerView(
        CustomViewDescription(
          kind: "ContactsHeader", description: "\(contacts.count) contacts", value: contacts.count))
    }
  }

  /// Custom cells, header views and accessory views declared by kind in shared code and
  /// registered once by kind on UIKit.
  @MainActor
  @Suite("Custom views registered by kind")
  struct ViewKindTests {
    let ann = Contact(name: "Ann", unread: 2)
    let bob = Contact(name: "Bob", unread: 0)

    /// A declared table on a table view, with every kind registered.
    func attached(_ contacts: [Contact], misuse: ((TableMisuse) -> Void)? = nil) throws -> (
      DeclaredTable<String, String>, UITableView
    ) {
      let table = try DeclaredTable(declaration: contactsScreen(contacts))
      table.handlers.misuseHandler = misuse
      table.registerCell(ContactCell.self, forKind: "Contact") { cell, description in
        cell.contact = description.value(as: Contact.self)
        cell.configureCount += 1
      }
      table.registerHeaderFooterView(ContactsHeader.self, forKind: "ContactsHeader") {
        header, description in
        header.title = description.description
      }
      table.registerAccessoryView(forKind: "Unread", make: UnreadBadge.init) { badge, description in
        badge.count = description.value(as: Int.self) ?? -1
      }
      let tableView = UITableView()
      // In a window, so that updates are batches, not reloads.
      tableView.standInMove(toWindow: UIWindow())
      table.attach(to: tableView)
      tableView.layoutIfNeeded()
      return (table, tableView)
    }

    @Test func aRowOfARegisteredKindShowsTheKindsCellConfiguredWithItsValue() throws {
      let (_, tableView) = try attached([ann, bob])
      let cell = try #require(
        tableView.displayRow(at: IndexPath(row: 1, section: 0)) as? ContactCell)
      #expect(cell.contact == bob)
      #expect(cell.reuseIdentifier == "Contact")
      #expect(tableView.registeredCellClasses["Contact"] == ContactCell.self)
    }

    @Test func aChangedValueConfiguresTheSameCellAgain() throws {
      let (table, tableView) = try attached([ann, bob])
      let path = IndexPath(row: 0, section: 0)
      let cell = try #require(tableView.displayRow(at: path) as? ContactCell)
      var read = ann
      read.unread = 0
      let diff = table.update(to: contactsScreen([read, bob], badges: true), animated: false)
      #expect(diff.reconfiguredRows.contains(TablePosition(section: 0, row: 0)))
      #expect(diff.reloadedRows.isEmpty)
      let shown = try #require(tableView.displayRow(at: path) as? ContactCell)
      #expect(shown.contact == read)
      _ = cell
    }

    @Test func theHeaderOfARegisteredKindIsDequeuedAndConfiguredInPlaceWhenItChanges() throws {
      let (table, tableView) = try attached([ann, bob])
      tableView.layOutHeaderFooterViews()
      let header = try #require(tableView.headerView(forSection: 0) as? ContactsHeader)
      #expect(header.title == "2 contacts")
      #expect(header.reuseIdentifier == "ContactsHeader")
      let diff = table.update(to: contactsScreen([ann]))
      #expect(diff.reconfiguredSections == [0])
      // The same view on screen shows the new description, without reloading the section.
      #expect(tableView.headerView(forSection: 0) === header)
      #expect(header.title == "1 contacts")
    }

    @Test func anAccessoryViewIsMadeOncePerCellAndConfiguredForEachRow() throws {
      let (_, tableView) = try attached([ann, bob])
      let annInbox = IndexPath(row: 2, section: 0)
      let bobInbox = IndexPath(row: 3, section: 0)
      let cell = tableView.displayRow(at: annInbox)
      let badge = try #require(cell.accessoryView as? UnreadBadge)
      #expect(badge.count == 2)
      // Scrolled off and reused for Bob's inbox: the same badge, configured for Bob.
      tableView.endDisplayingRow(at: annInbox)
      let reused = tableView.displayRow(at: bobInbox)
      #expect(reused === cell)
      #expect(reused.accessoryView === badge)
      #expect(badge.count == 0)
    }

    @Test func theHeadlessTableShowsEveryDescription() throws {
      let table = try DeclaredTable(declaration: contactsScreen([ann]))
      #expect(
        HeadlessTable(declared: table).render() == """
          ▤ 1 contacts
            ▤ Ann
            Inbox of Ann [▤ 2 unread]
          """)
    }

    @Test func anUnregisteredKindShowsThePlatformsViewAndIsReportedOncePerKind() throws {
      var reports: [TableMisuse] = []
      let table = try DeclaredTable(declaration: contactsScreen([ann, bob]))
      table.handlers.misuseHandler = { reports.append($0) }
      let tableView = UITableView()
      table.attach(to: tableView)
      tableView.layoutIfNeeded()
      let cell = tableView.displayRow(at: IndexPath(row: 0, section: 0))
      #expect(!(cell is ContactCell))
      _ = tableView.displayRow(at: IndexPath(row: 1, section: 0))
      let inbox = tableView.displayRow(at: IndexPath(row: 2, section: 0))
      #expect(inbox.accessoryView == nil)
      tableView.layOutHeaderFooterViews()
      // No view of the kind: UIKit's own title view shows the section's title.
      #expect(tableView.headerView(forSection: 0)?.textLabel?.text == "Contacts")
      #expect(
        reports == [
          .unregisteredViewKind(kind: "Contact", view: "cell", section: 0, row: 0),
          .unregisteredViewKind(kind: "Unread", view: "accessory view", section: 0, row: 2),
          .unregisteredViewKind(kind: "ContactsHeader", view: "header view", section: 0, row: nil),
        ])
      #expect(reports[0].description.contains("'Contact'"))
    }

    @Test func aKindRegisteredBeforeAttachingServesEveryTableViewTheRegistryServes() throws {
      let handlers = TableHandlers()
      handlers.registerCell(ContactCell.self, forKind: "Contact") { cell, description in
        cell.contact = description.value(as: Contact.self)
      }
      handlers.on(.numberOfRows, at: .section(0)) { _ in 1 }
      handlers.on(.rowContent, at: .row(0, inSection: 0)) { _ in
        RowContent(
          customCell: CustomViewDescription(kind: "Contact", description: "Ann", value: self.ann))
      }
      for _ in 0..<2 {
        let tableView = UITableView()
        handlers.attach(to: tableView)
        tableView.layoutIfNeeded()
        let cell = tableView.displayRow(at: IndexPath(row: 0, section: 0)) as? ContactCell
        #expect(cell?.contact == ann)
      }
    }
  }
#endif
