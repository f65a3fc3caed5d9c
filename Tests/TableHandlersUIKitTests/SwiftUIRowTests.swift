#if os(Linux)
  import Foundation
  import TableHandlersCore
  import TableHandlersDeclarative
  import TableHandlersUIKit
  import Testing
  import UIKitStandIn

  /// SwiftUI rows on both hosts, as far as Linux, which has no SwiftUI, can show them.
  ///
  /// The row's content configuration (which `Row.swiftUI(_:value:content:)` answers with a
  /// `UIHostingConfiguration` on iOS 16) replaces the list content of the adapter's cell,
  /// every time the cell is configured; a row described as SwiftUI without one shows its
  /// fallback texts. Here a list content configuration stands in for the hosting one.
  @MainActor
  @Suite("SwiftUI rows on a table view and a list")
  struct SwiftUIRowTests {
    /// A profile screen: SwiftUI rows (with a configuration, as on iOS 16, or without, as
    /// before it) beside a text row.
    @MainActor final class Screen {
      var name = "Ada"
      var hosted = true
      var asText = false
      var style = RowStyle.value2
      var log: [String] = []

      func declaration() -> TableDeclaration<String, String> {
        TableDeclaration {
          Section("people") {
            profile()
            Row("plain", text: "Plain")
          }
        }
      }

      private func profile() -> Row<String> {
        if asText { return Row("profile", text: name).onSelect { _ in } }
        let name = name
        var row = Row("profile").style(style)
          .customCell(.swiftUI("Profile \(name)", value: name))
          .onSelect { [unowned self] call in log.append("selected \(call.position)") }
        if hosted {
          row = row.on(.contentConfiguration) { _ in
            var configuration = UIListContentConfiguration.subtitleCell()
            configuration.text = "view of \(name)"
            return configuration
          }
        }
        return row
      }
    }

    static let profile = IndexPath(row: 0, section: 0)
    static let plain = IndexPath(row: 1, section: 0)

    static func shownText(_ cell: UIView?) -> String? {
      let configuration =
        (cell as? UITableViewCell)?.contentConfiguration
        ?? (cell as? UICollectionViewCell)?.contentConfiguration
      return (configuration as? UIListContentConfiguration)?.text
    }

    /// The screen on a table view or a list, in a window, declared.
    @MainActor final class Host {
      let table: DeclaredTable<String, String>
      let tableView: UITableView?
      let list: UICollectionView?
      var reported: [TableMisuse] = []

      init(_ screen: Screen, onList: Bool) throws {
        table = try DeclaredTable(declaration: screen.declaration())
        if onList {
          let list = UICollectionView(
            frame: .zero, collectionViewLayout: UICollectionViewLayout())
          list.standInMove(toWindow: UIWindow())
          table.attach(to: list, appearance: .plain)
          self.list = list
          tableView = nil
        } else {
          let tableView = UITableView()
          tableView.standInMove(toWindow: UIWindow())
          table.attach(to: tableView)
          self.tableView = tableView
          list = nil
        }
        table.handlers.misuseHandler = { [unowned self] in reported.append($0) }
      }

      @discardableResult
      func display(_ path: IndexPath) -> UIView {
        if let list { return list.displayItem(at: IndexPath(item: path.row, section: 0)) }
        return tableView!.displayRow(at: path)
      }

      func endDisplaying(_ path: IndexPath) {
        if let list { return list.endDisplayingItem(at: IndexPath(item: path.row, section: 0)) }
        tableView!.endDisplayingRow(at: path)
      }

      func shown(_ path: IndexPath) -> UIView? {
        if let list { return list.cellForItem(at: IndexPath(item: path.row, section: 0)) }
        return tableView!.cellForRow(at: path)
      }

      var updateLog: [String] { list?.updateLog ?? tableView!.updateLog }

      func tap(_ path: IndexPath) {
        if let list {
          _ = list.userTapsItem(at: IndexPath(item: path.row, section: 0))
        } else {
          let tableView = tableView!
          tableView.send(.didSelectRow(at: path), to: tableView.delegate!)
        }
      }
    }

    @Test(arguments: [false, true])
    func theRowsConfigurationReplacesTheListContentAndTheRowKeepsItsHandlers(onList: Bool)
      throws
    {
      let screen = Screen()
      let host = try Host(screen, onList: onList)
      let cell = host.display(Self.profile)
      #expect(Self.shownText(cell) == "view of Ada")
      // The adapter's own cell, not one of a registered kind: nothing is reported.
      #expect(host.reported.isEmpty)
      if let cell = cell as? UITableViewCell {
        // A `.value2` row's configuration goes into a default-style cell, never beside legacy
        // labels.
        #expect(cell.reuseIdentifier == "TableHandlers.ContentCell")
      }
      #expect(Self.shownText(host.display(Self.plain)) == "Plain")
      host.tap(Self.profile)
      #expect(screen.log == ["selected 0.0"])
    }

    @Test(arguments: [false, true])
    func aChangedValueReconfiguresTheRowWhoseCellGetsTheNewView(onList: Bool) throws {
      let screen = Screen()
      let host = try Host(screen, onList: onList)
      let cell = host.display(Self.profile)
      let before = host.updateLog.count
      screen.name = "Grace"
      let diff = host.table.update(to: screen.declaration())
      #expect(diff.reconfiguredRows.count == 1 && diff.reloadedRows.isEmpty)
      let log = host.updateLog[before...]
      #expect(log.contains { $0.hasPrefix("reconfigure") }, "\(log)")
      #expect(!log.contains { $0.hasPrefix("reload") }, "\(log)")
      #expect(host.shown(Self.profile) === cell)
      #expect(Self.shownText(cell) == "view of Grace")
    }

    @Test(arguments: [false, true])
    func aReusedCellThatShowedAConfigurationShowsATextRowsListContent(onList: Bool) throws {
      let screen = Screen()
      screen.style = .default
      let host = try Host(screen, onList: onList)
      let cell = host.display(Self.profile)
      #expect(Self.shownText(cell) == "view of Ada")
      host.endDisplaying(Self.profile)
      let reused = host.display(Self.plain)
      #expect(reused === cell)
      #expect(Self.shownText(reused) == "Plain")
      // And back: a reused text cell gets the row's configuration.
      host.endDisplaying(Self.plain)
      #expect(Self.shownText(host.display(Self.profile)) == "view of Ada")
    }

    @Test(arguments: [false, true])
    func aRowTurningFromTextToSwiftUIIsReloadedAndShowsItsConfiguration(onList: Bool) throws {
      let screen = Screen()
      screen.asText = true
      let host = try Host(screen, onList: onList)
      #expect(Self.shownText(host.display(Self.profile)) == "Ada")
      screen.asText = false
      let diff = host.table.update(to: screen.declaration())
      #expect(diff.reloadedRows.count == 1 && diff.reconfiguredRows.isEmpty)
      #expect(Self.shownText(host.shown(Self.profile)) == "view of Ada")
      // And back to text: the list content again.
      screen.asText = true
      host.table.update(to: screen.declaration())
      #expect(Self.shownText(host.shown(Self.profile)) == "Ada")
    }

    @Test(arguments: [false, true])
    func withoutAConfigurationASwiftUIRowShowsItsDescription(onList: Bool) throws {
      // What a row declared with `.customCell(.swiftUI(…))` in shared code shows, and what a
      // `Row.swiftUI` row shows before iOS 16.
      let screen = Screen()
      screen.hosted = false
      screen.style = .subtitle
      let host = try Host(screen, onList: onList)
      #expect(Self.shownText(host.display(Self.profile)) == "Profile Ada")
      #expect(host.reported.isEmpty)
      screen.name = "Grace"
      host.table.update(to: screen.declaration())
      #expect(Self.shownText(host.shown(Self.profile)) == "Profile Grace")
    }
  }
#endif
