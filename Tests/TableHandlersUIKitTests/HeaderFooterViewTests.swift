#if os(Linux)
  import Foundation
  import TableHandlersCore
  import TableHandlersDeclarative
  import TableHandlersTesting
  import Testing
  import UIKitStandIn

  @testable import TableHandlersUIKit

  /// A header view of the app's, configured from the model.
  @MainActor
  final class ProfileHeader: UITableViewHeaderFooterView {
    var name: String?
    var reuses = 0

    override func prepareForReuse() {
      super.prepareForReuse()
      reuses += 1
    }
  }

  /// Another header view class.
  @MainActor
  final class BannerFooter: UITableViewHeaderFooterView {
    var banner: String?
  }

  /// Header and footer views from a view provider, and titles refreshed in place.
  @MainActor
  @Suite("Header and footer views")
  struct HeaderFooterViewTests {
    final class Profile {
      var name = "Ann"
    }

    struct Model {
      var name = "Ann"
      var title = "Friends"
      var footer = "2 friends"
      var customHeader = true
    }

    static func declaration(_ model: Model) -> TableDeclaration<String, String> {
      TableDeclaration {
        if model.customHeader {
          Section("profile") { Row("bio", text: "Bio") }
            .headerView(ProfileHeader.self, description: "Profile of \(model.name)") {
              header, _ in header.name = model.name
            }
            .footerView(BannerFooter.self, reuseIdentifier: "banner", description: "Banner") {
              footer, call in footer.banner = "section \(call.section)"
            }
        } else {
          Section("profile", header: "Profile") { Row("bio", text: "Bio") }
        }
        Section("friends", header: model.title, footer: model.footer) {
          Row("bob", text: "Bob")
        }
      }
    }

    /// A table view showing a declared table; the host refreshes the headers and footers of
    /// the diff's `reconfiguredSections`, as the declared-table apply does.
    func showing(_ model: Model) throws -> (UITableView, DeclaredTable<String, String>) {
      let tableView = UITableView()
      let declared = try DeclaredTable(declaration: Self.declaration(model))
      tableView.standInMove(toWindow: UIWindow())
      // The declared table's host refreshes the headers and footers of changed sections.
      declared.attach(to: tableView)
      tableView.layOutHeaderFooterViews()
      return (tableView, declared)
    }

    @Test func aProviderRegistersItsClassOnceAndDequeuesConfiguredViews() throws {
      let (tableView, _) = try showing(Model())
      let identifier = String(reflecting: ProfileHeader.self)
      #expect(tableView.registeredHeaderFooterClasses[identifier] == ProfileHeader.self)
      #expect(tableView.registeredHeaderFooterClasses["banner"] == BannerFooter.self)
      #expect(
        tableView.handlersAdapter?.registeredHeaderFooterIdentifiers == [identifier, "banner"])
      let header = try #require(tableView.headerView(forSection: 0) as? ProfileHeader)
      #expect(header.reuseIdentifier == identifier)
      #expect(header.name == "Ann")
      let footer = try #require(tableView.footerView(forSection: 0) as? BannerFooter)
      #expect(footer.banner == "section 0")
      // The other section shows its titles in UIKit's own views.
      #expect(tableView.headerView(forSection: 1)?.textLabel?.text == "Friends")
      #expect(tableView.footerView(forSection: 1)?.textLabel?.text == "2 friends")
    }

    @Test func viewsAreReusedByReuseIdentifier() throws {
      let (tableView, _) = try showing(Model())
      let first = try #require(tableView.headerView(forSection: 0) as? ProfileHeader)
      tableView.removeHeaderFooterViewsFromScreen()
      #expect(tableView.headerView(forSection: 0) == nil)
      tableView.layOutHeaderFooterViews()
      let again = try #require(tableView.headerView(forSection: 0) as? ProfileHeader)
      #expect(again === first)
      #expect(again.reuses == 1)
    }

    @Test func aNewModelReconfiguresTheViewOnScreenWithoutReloading() throws {
      var model = Model()
      let (tableView, declared) = try showing(model)
      let header = try #require(tableView.headerView(forSection: 0) as? ProfileHeader)
      let titleView = try #require(tableView.headerView(forSection: 1))
      tableView.recordedUpdates.removeAll()
      model.name = "Ann Lee"
      model.title = "Close friends"
      model.footer = "3 friends"
      let diff = declared.update(to: Self.declaration(model))
      #expect(diff.update.isEmpty)
      #expect(diff.reconfiguredSections == [0, 1])
      #expect(tableView.headerView(forSection: 0) === header)
      #expect(header.name == "Ann Lee")
      #expect(tableView.headerView(forSection: 1) === titleView)
      #expect(titleView.textLabel?.text == "Close friends")
      #expect(tableView.footerView(forSection: 1)?.textLabel?.text == "3 friends")
      // No section reloaded: only an empty batch, so that UIKit measures the new texts again.
      #expect(tableView.updateLog == ["performBatchUpdates begin", "performBatchUpdates end"])
    }

    @Test func aTitleViewWithAListConfigurationShowsTheNewTitleThere() throws {
      var model = Model()
      let (tableView, declared) = try showing(model)
      let titleView = try #require(tableView.headerView(forSection: 1))
      var configuration = UIListContentConfiguration.cell()
      configuration.text = "Friends"
      titleView.contentConfiguration = configuration
      #expect(titleView.textLabel == nil)
      tableView.recordedUpdates.removeAll()
      model.title = "Close friends"
      declared.update(to: Self.declaration(model))
      let shown = titleView.contentConfiguration as? UIListContentConfiguration
      #expect(shown?.text == "Close friends")
      #expect(tableView.updateLog == ["performBatchUpdates begin", "performBatchUpdates end"])
    }

    @Test func aHeaderThatBecomesATitleReloadsItsSection() throws {
      var model = Model()
      let (tableView, declared) = try showing(model)
      tableView.recordedUpdates.removeAll()
      model.customHeader = false
      let diff = declared.update(to: Self.declaration(model))
      #expect(diff.reconfiguredSections == [0])
      #expect(tableView.updateLog == ["reloadSections [0]"])
    }

    @Test func theHeadlessTableShowsTheViewsDescriptions() throws {
      let declared = try DeclaredTable(declaration: Self.declaration(Model()))
      let table = HeadlessTable(declared: declared)
      #expect(
        table.render() == """
          ▤ Profile of Ann
            Bio
            (▤ Banner)

          Friends
            Bob
            (2 friends)
          """)
    }

    @Test func registryProvidersAnswerUIKitAndRefreshInPlace() throws {
      let tableView = UITableView()
      let handlers = TableHandlers()
      let profile = Profile()
      handlers.on(.numberOfSections) { _ in 1 }
      handlers.onHeaderView(ProfileHeader.self, at: .section(0)) { header, _ in
        header.name = profile.name
      }
      handlers.onFooterView(BannerFooter.self, at: .allSections) { footer, _ in
        footer.banner = profile.name
      }
      handlers.attach(to: tableView)
      tableView.layOutHeaderFooterViews()
      let header = try #require(tableView.headerView(forSection: 0) as? ProfileHeader)
      #expect(header.name == "Ann")
      profile.name = "Bo"
      tableView.refreshHeaderFooter(inSections: [0])
      #expect(header.name == "Bo")
      #expect((tableView.footerView(forSection: 0) as? BannerFooter)?.banner == "Bo")
      #expect(tableView.updateLog.isEmpty)
    }
  }
#endif
