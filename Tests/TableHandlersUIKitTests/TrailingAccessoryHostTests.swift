#if os(Linux)
  import Foundation
  import StandInReplay
  import TableHandlersCore
  import TableHandlersDeclarative
  import TableHandlersTesting
  import TableHandlersUIKit
  import Testing
  import UIKitStandIn

  /// Every trailing accessory of a row shows, in one order, on every host.
  ///
  /// On the table view, on the list and on the headless table: a folder's unread count, a
  /// switch or a custom view beside the expand arrow of a row with children, a count beside a
  /// chevron, a custom view beside a checkmark. That the arrow and the detail button work where
  /// they share the trailing edge, `HostParityRandomTests` shows on the three hosts alike (its
  /// disclosure and detail button taps, on rows with a trailing view beside them).
  @MainActor
  @Suite("Trailing accessories on every host")
  struct TrailingAccessoryHostTests {
    enum Host: CaseIterable { case headless, table, list }

    /// A badge of the app's own, shown as a custom accessory view.
    final class Badge: UIView {
      var text = ""
    }

    /// A mail sidebar: folders with unread counts and children, as the screens that showed the
    /// missing arrow had.
    @MainActor
    final class Sidebar {
      var log: [String] = []
      let declared: DeclaredTable<String, String>
      let runLoop = StandInRunLoop()
      let tableView = DrivenTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
      let list = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 600),
        collectionViewLayout: UICollectionViewLayout())
      var headless: HeadlessTable?
      let host: Host

      init(_ host: Host) throws {
        self.host = host
        declared = try DeclaredTable(declaration: TableDeclaration(sections: []))
        declared.rejectedUpdateHandler = { Issue.record("rejected: \($0)") }
        declared.registerAccessoryView(forKind: "Badge", make: Badge.init) { badge, description in
          badge.text = description.description
        }
        declared.update(to: declaration())
        switch host {
        case .headless:
          headless = HeadlessTable(declared: declared)
        case .table:
          tableView.standInMove(toWindow: UIWindow())
          declared.attach(to: tableView)
          tableView.handlersNextTurn = { [runLoop] in runLoop.schedule($0) }
          tableView.layoutIfNeeded()
        case .list:
          list.standInMove(toWindow: UIWindow())
          declared.attach(to: list, appearance: .sidebar)
          list.handlersNextTurn = { [runLoop] in runLoop.schedule($0) }
          _ = list.numberOfItems(inSection: 0)
        }
      }

      private func declaration() -> TableDeclaration<String, String> {
        TableDeclaration {
          Section("mail") {
            Row("Inbox", text: "Inbox").trailingText("12").children {
              Row("Work", text: "Work")
            }
            Row("Alerts", content: RowContent(text: "Alerts", control: .toggle(isOn: true)))
              .children { Row("Urgent", text: "Urgent") }
            Row("Starred", text: "Starred")
              .accessoryView(CustomViewDescription(kind: "Badge", description: "★"))
              .children { Row("Later", text: "Later") }
            Row(
              "Archive",
              content: RowContent(
                text: "Archive", accessory: .disclosureIndicator, trailingText: "3"))
            Row(
              "Sent",
              content: RowContent(
                text: "Sent", accessory: .detailDisclosureButton, control: .toggle(isOn: false))
            )
            .onAccessoryButtonTap { [weak self] call in self?.log.append("detail \(call.row)") }
            Row("Drafts", content: RowContent(text: "Drafts", accessory: .checkmark))
              .accessoryView(CustomViewDescription(kind: "Badge", description: "✎"))
          }
        }
      }

      /// The rows' texts, as each host shows them.
      var texts: [String] {
        switch host {
        case .headless:
          return (0..<(headless?.numberOfRows(inSection: 0) ?? 0)).map {
            headless?.content(at: TablePosition(section: 0, row: $0))?.text ?? "?"
          }
        case .table:
          return (0..<tableView.numberOfRows(inSection: 0)).map {
            let cell = tableView.displayRow(at: IndexPath(row: $0, section: 0))
            return (cell.contentConfiguration as? UIListContentConfiguration)?.text ?? "?"
          }
        case .list:
          return (0..<list.numberOfItems(inSection: 0)).map {
            let cell = list.displayItem(at: IndexPath(item: $0, section: 0))
            return
              ((cell as? UICollectionViewListCell)?.contentConfiguration
              as? UIListContentConfiguration)?.text ?? "?"
          }
        }
      }

      /// A row's trailing accessories, leading to trailing, as the host shows them.
      func accessories(_ row: Int) -> [String] {
        switch host {
        case .headless:
          // The section has no header: its rows are the rendering's first lines.
          let lines = headless?.render().split(separator: "\n") ?? []
          return Self.accessories(inRenderedLine: row < lines.count ? String(lines[row]) : "")
        case .table:
          let cell = tableView.displayRow(at: IndexPath(row: row, section: 0))
          guard let view = cell.accessoryView else { return Self.names(of: cell.accessoryType) }
          #expect(cell.accessoryType == .none, "a view draws the standard accessories")
          let views = view.subviews.isEmpty || view is UIControl ? [view] : view.subviews
          return views.map(Self.name(of:))
        case .list:
          let cell = list.displayItem(at: IndexPath(item: row, section: 0))
          let accessories = (cell as? UICollectionViewListCell)?.accessories ?? []
          // UIKit places its own accessories in an order of its own, and a custom view at the
          // index its placement says (0, the innermost, by default); the adapter lists them
          // in that order.
          return accessories.map { accessory in
            switch accessory.accessoryType {
            case .customView(let view): return Self.name(of: view)
            case .detail: return "detail"
            case .checkmark: return "checkmark"
            case .disclosureIndicator: return "chevron"
            case .outlineDisclosure:
              return (cell.configurationState.isExpanded ? "expanded" : "collapsed")
            default: return "\(accessory.accessoryType)"
            }
          }
        }
      }

      static func name(of view: UIView) -> String {
        switch view {
        case let badge as Badge: return "badge \(badge.text)"
        case let toggle as UISwitch: return "switch \(toggle.isOn ? "on" : "off")"
        case let label as UILabel: return "text \(label.text ?? "")"
        case let image as UIImageView:
          return image.image?.systemName == "checkmark" ? "checkmark" : "chevron"
        case let button as UIButton where button.buttonType == .detailDisclosure: return "detail"
        case let button as UIButton:
          return button.currentImage?.systemName == "chevron.down" ? "expanded" : "collapsed"
        default: return "\(type(of: view))"
        }
      }

      static func names(of type: UITableViewCell.AccessoryType) -> [String] {
        switch type {
        case .disclosureIndicator: return ["chevron"]
        case .detailDisclosureButton: return ["detail", "chevron"]
        case .checkmark: return ["checkmark"]
        case .detailButton: return ["detail"]
        default: return []
        }
      }

      /// The accessories a rendered row line shows (`HeadlessTable.render()`'s tokens).
      static func accessories(inRenderedLine line: String) -> [String] {
        var names: [String] = []
        if let range = line.range(of: "[▤ ") {
          names.append("badge " + line[range.upperBound...].prefix { $0 != "]" })
        }
        if line.contains("[on]") { names.append("switch on") }
        if line.contains("[off]") { names.append("switch off") }
        if let range = line.range(of: " · ") {
          names.append("text " + line[range.upperBound...].prefix { $0 != " " })
        }
        if line.hasSuffix(" ⓘ›") { names += ["detail", "chevron"] }
        if line.hasSuffix(" ›") && !line.hasSuffix("ⓘ›") { names.append("chevron") }
        if line.hasSuffix(" ✓") { names.append("checkmark") }
        if line.contains("▸ ") { names.append("collapsed") }
        if line.contains("▾ ") { names.append("expanded") }
        return names
      }
    }

    @Test(arguments: Host.allCases)
    func everyAccessoryShowsInOneOrder(_ host: Host) throws {
      let sidebar = try Sidebar(host)
      #expect(sidebar.texts == ["Inbox", "Alerts", "Starred", "Archive", "Sent", "Drafts"])
      #expect(sidebar.accessories(0) == ["text 12", "collapsed"])
      #expect(sidebar.accessories(1) == ["switch on", "collapsed"])
      #expect(sidebar.accessories(2) == ["badge ★", "collapsed"])
      #expect(sidebar.accessories(3) == ["text 3", "chevron"])
      #expect(sidebar.accessories(4) == ["switch off", "detail", "chevron"])
      #expect(sidebar.accessories(5) == ["badge ✎", "checkmark"])
    }
  }
#endif
