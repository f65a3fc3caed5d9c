#if os(Linux)
  import Foundation
  import TableHandlersCore
  import TableHandlersDeclarative
  import TableHandlersUIKit
  import Testing
  import UIKitStandIn

  /// Rows as on a table, on a list: a slider and a trailing text as trailing views, and custom
  /// cells and header views of registered kinds.
  ///
  /// A switch that finds its row after rows were inserted above, and shows the model, is
  /// `HostParityRandomTests`' on the three hosts.
  @MainActor
  @Suite("The list host's controls and custom views")
  struct ListHostRowsTests {
    /// A settings screen: a Wi-Fi switch that takes changes, a volume slider, a version text, a
    /// profile in a custom cell under a custom header.
    @MainActor final class Settings {
      var wifi = false
      var volume = 0.5
      var profileName = "Ada"
      var headerTitle = "Account"
      var log: [String] = []
      var table: DeclaredTable<String, String>?

      func declaration() -> TableDeclaration<String, String> {
        TableDeclaration {
          Section("general") {
            Row("wifi", text: "Wi-Fi")
              .toggle(isOn: wifi) { [unowned self] isOn in
                log.append("wifi \(isOn)")
                wifi = isOn
                table?.update(to: declaration())
              }
            Row("volume", text: "Volume")
              .slider(value: volume, in: 0...1) { [unowned self] value in
                log.append("volume \(value)")
              }
            Row("version", text: "Version").trailingText("1.2")
          }
          Section("account") {
            Row("profile", text: profileName)
              .customCell(
                CustomViewDescription(
                  kind: "Profile", description: profileName, value: profileName)
              )
              .onSelect { [unowned self] call in log.append("profile at \(call.position)") }
          }
          .headerView(
            CustomViewDescription(kind: "Banner", description: headerTitle, value: headerTitle))
        }
      }
    }

    /// A list cell of the app's own.
    final class ProfileCell: UICollectionViewListCell {
      var name: String?
    }

    /// A header of the app's own.
    final class BannerView: UICollectionReusableView {
      var title: String?
    }

    /// The settings on a list in a window, with the custom kinds registered.
    static func showing(_ settings: Settings) throws -> UICollectionView {
      let table = try DeclaredTable(declaration: settings.declaration())
      settings.table = table
      table.handlers.registerCell(ProfileCell.self, forKind: "Profile") { cell, description in
        cell.name = description.value(as: String.self)
      }
      table.handlers.registerHeaderFooterView(BannerView.self, forKind: "Banner") {
        view, description in
        view.title = description.description
      }
      let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
      list.standInMove(toWindow: UIWindow())
      table.attach(to: list, appearance: .insetGrouped)
      return list
    }

    static func item(_ row: Int, _ section: Int = 0) -> IndexPath {
      IndexPath(item: row, section: section)
    }

    /// The view a list cell shows at its trailing edge, if any.
    static func trailingView(of cell: UICollectionViewCell?) -> UIView? {
      (cell as? UICollectionViewListCell)?.accessories.lazy.compactMap(\.standInCustomView).first
    }

    @Test func aSliderAndATrailingTextShowAsTrailingViewsThatHideWhileEditing() throws {
      let settings = Settings()
      let list = try Self.showing(settings)
      let slider = try #require(
        Self.trailingView(of: list.displayItem(at: Self.item(1))) as? UISlider)
      #expect(slider.value == 0.5)
      slider.value = 0.75
      slider.sendActions(for: .valueChanged)
      #expect(settings.log == ["volume 0.75"])
      let version = list.displayItem(at: Self.item(2))
      let label = try #require(Self.trailingView(of: version) as? UILabel)
      #expect(label.text == "1.2")
      // A table view's cell shows no accessory view while editing; neither does a list's.
      let accessory = try #require((version as? UICollectionViewListCell)?.accessories.first)
      #expect(accessory.standInIsShown(editing: false))
      #expect(!accessory.standInIsShown(editing: true))
    }

    @Test func aRowOfAKindShowsInTheRegisteredCellAndKeepsItsHandlers() throws {
      let settings = Settings()
      let list = try Self.showing(settings)
      let cell = try #require(list.displayItem(at: Self.item(0, 1)) as? ProfileCell)
      #expect(cell.name == "Ada")
      #expect(list.userTapsItem(at: Self.item(0, 1)))
      #expect(settings.log == ["profile at 1.0"])

      // A changed description reconfigures the row in the cell of its kind.
      settings.profileName = "Grace"
      settings.table?.update(to: settings.declaration())
      #expect((list.displayItem(at: Self.item(0, 1)) as? ProfileCell)?.name == "Grace")
    }

    @Test func aSectionsCustomHeaderIsInItsListConfigurationAndChangesInPlace() throws {
      let settings = Settings()
      let list = try Self.showing(settings)
      #expect(list.standInListConfiguration(forSection: 1)?.headerMode == .supplementary)
      #expect(
        list.standInListConfiguration(forSection: 0)?.headerMode
          == UICollectionLayoutListConfiguration.HeaderMode.none)
      let header = try #require(
        list.displaySupplementaryView(
          ofKind: UICollectionView.elementKindSectionHeader, at: Self.item(0, 1)) as? BannerView)
      #expect(header.title == "Account")
      settings.headerTitle = "Your account"
      settings.table?.update(to: settings.declaration())
      #expect(header.title == "Your account")
      #expect(
        list.supplementaryView(
          forElementKind: UICollectionView.elementKindSectionHeader, at: Self.item(0, 1))
          === header)
    }

    @Test func aKindRegisteredOnlyForTablesShowsTheRowsTextsAndIsReported() throws {
      let handlers = TableHandlers()
      var reported: [TableMisuse] = []
      handlers.misuseHandler = { reported.append($0) }
      handlers.on(.numberOfRows, at: .allSections) { _ in 1 }
      handlers.on(.rowContent, at: .table) { _ in
        var content = RowContent(text: "Ada")
        content.customCell = CustomViewDescription(kind: "Profile", description: "Ada")
        return content
      }
      let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
      list.standInMove(toWindow: UIWindow())
      handlers.attach(to: list, appearance: .plain)
      let cell = list.displayItem(at: Self.item(0))
      #expect(
        ((cell as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration)?
          .text == "Ada")
      #expect(reported.count == 1)
    }
  }
#endif
