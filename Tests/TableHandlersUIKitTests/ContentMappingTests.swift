#if os(Linux)
  import Foundation
  import TableHandlersCore
  import TableHandlersTesting
  import Testing
  import UIKitStandIn

  @testable import TableHandlersUIKit

  /// A table view whose rows show `contents`, through the adapter.
  @MainActor
  final class ContentTable {
    var contents: [RowContent]
    let handlers = TableHandlers()
    let tableView = UITableView(frame: .zero, style: .insetGrouped)

    init(_ contents: [RowContent]) {
      self.contents = contents
      handlers.on(.numberOfRows, at: .section(0)) { [unowned self] _ in self.contents.count }
      handlers.on(.rowContent, at: .table) { [unowned self] call in self.contents[call.row] }
      handlers.attach(to: tableView)
      tableView.layoutIfNeeded()
    }

    /// Shows a row and returns its cell.
    @discardableResult
    func show(_ row: Int) -> UITableViewCell {
      tableView.displayRow(at: IndexPath(row: row, section: 0))
    }

    func list(_ cell: UITableViewCell) -> UIListContentConfiguration? {
      cell.contentConfiguration as? UIListContentConfiguration
    }
  }

  /// A list style, its list configuration and the legacy style its cells are created with.
  struct ListStyleCase: Sendable, CustomTestStringConvertible {
    let style: RowStyle
    let layout: UIListContentConfiguration.Layout
    let cellStyle: UITableViewCell.CellStyle
    var testDescription: String { "\(style)" }
  }

  let listStyleCases: [ListStyleCase] = [
    ListStyleCase(style: .default, layout: .cell, cellStyle: .default),
    ListStyleCase(style: .subtitle, layout: .subtitleCell, cellStyle: .subtitle),
    ListStyleCase(style: .valueCell, layout: .valueCell, cellStyle: .value1),
  ]

  /// Each core color and the UIKit color it becomes.
  let colorCases: [(RowColor, UIColor)] = [
    (.label, .label), (.secondaryLabel, .secondaryLabel), (.tint, .tintColor), (.red, .systemRed),
    (.orange, .systemOrange), (.yellow, .systemYellow), (.green, .systemGreen),
    (.blue, .systemBlue), (.purple, .systemPurple), (.gray, .systemGray),
    (.rgba(red: 1, green: 0.5, blue: 0, alpha: 1), UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)),
  ]

  /// How the adapter's cell shows `RowContent`: styles, images, colors, roles, trailing text,
  /// disabled rows, accessibility and accessories (`Docs/RowsAndActions.md`, "On UIKit").
  @MainActor
  @Suite("Row content on UIKit")
  struct ContentMappingTests {
    @Test(arguments: listStyleCases)
    func eachListStyleIsItsListConfiguration(_ style: ListStyleCase) throws {
      let table = ContentTable([
        RowContent(text: "Wi-Fi", secondaryText: "Home", style: style.style)
      ])
      let cell = table.show(0)
      let configuration = try #require(table.list(cell))
      #expect(configuration.layout == style.layout)
      #expect(configuration.text == "Wi-Fi")
      #expect(configuration.secondaryText == "Home")
      #expect(cell.style == style.cellStyle)
      #expect(cell.reuseIdentifier == ContentCell.reuseIdentifier(for: style.style))
    }

    @Test func value2IsTheLegacyCellWithItsLabels() {
      let table = ContentTable([
        RowContent(text: "mobile", secondaryText: "555-0100", style: .value2)
      ])
      let cell = table.show(0)
      #expect(cell.style == .value2)
      #expect(cell.reuseIdentifier == "TableHandlers.ContentCell.value2")
      #expect(cell.contentConfiguration == nil)
      #expect(cell.textLabel?.text == "mobile")
      #expect(cell.detailTextLabel?.text == "555-0100")
      // UITableViewCell.h: value2's label is in the tint ("blue text").
      #expect(cell.textLabel?.textColor == .tintColor)
      #expect(cell.detailTextLabel?.textColor == .label)
    }

    /// The iOS 13 path (every style through the legacy labels), which `#available` never takes
    /// on Linux, called directly.
    @Test func theLegacyLabelsShowAnyStyle() {
      let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
      ContentCell.applyLabels(
        of: RowContent(
          text: "Ann", secondaryText: "Admin", image: .system("person"), style: .subtitle),
        to: cell)
      #expect(cell.textLabel?.text == "Ann")
      #expect(cell.textLabel?.textColor == .label)
      #expect(cell.textLabel?.textAlignment == .natural)
      #expect(cell.detailTextLabel?.text == "Admin")
      #expect(cell.detailTextLabel?.textColor == .secondaryLabel)
      #expect(cell.imageView?.image?.systemName == "person")

      ContentCell.applyLabels(of: RowContent(text: "Leave", role: .destructiveButton), to: cell)
      #expect(cell.textLabel?.textColor == .systemRed)
      #expect(cell.textLabel?.textAlignment == .center)
      #expect(cell.detailTextLabel?.text == nil)
      #expect(cell.imageView?.image == nil)

      ContentCell.applyLabels(of: RowContent(text: "Off", isEnabled: false), to: cell)
      #expect(cell.textLabel?.textColor == .tertiaryLabel)
      #expect(cell.textLabel?.isEnabled == false)
    }

    @Test func theReuseIdentifiersAreOnePerStyle() {
      let identifiers = RowStyle.allCases.map(ContentCell.reuseIdentifier(for:))
      #expect(Set(identifiers).count == RowStyle.allCases.count)
    }

    @Test func aReusedCellHasItsStylesLegacyStyle() {
      let table = ContentTable([
        RowContent(text: "a", style: .value2), RowContent(text: "b"),
        RowContent(text: "c", style: .value2),
      ])
      let value2 = table.show(0)
      table.tableView.endDisplayingRow(at: IndexPath(row: 0, section: 0))
      let plain = table.show(1)
      #expect(plain !== value2)
      #expect(plain.style == .default)
      let reused = table.show(2)
      #expect(reused === value2)
      #expect(reused.style == .value2)
      #expect(reused.textLabel?.text == "c")
    }

    @Test func imagesByNameBySystemNameAndThePlaceholder() throws {
      let table = ContentTable([
        RowContent(text: "a", image: .named("avatar")),
        RowContent(text: "b", image: .system("airplane")),
        RowContent(text: "c", image: .placeholder),
      ])
      let named = try #require(table.list(table.show(0)))
      #expect(named.image?.name == "avatar")
      #expect(named.image?.systemName == nil)
      let system = try #require(table.list(table.show(1)))
      #expect(system.image?.systemName == "airplane")
      let placeholder = try #require(table.list(table.show(2)))
      #expect(placeholder.image == nil)
      let side = UIListContentConfiguration.ImageProperties.standardDimension
      #expect(placeholder.imageProperties.reservedLayoutSize == CGSize(width: side, height: side))
      #expect(named.imageProperties.reservedLayoutSize == .zero)
    }

    @Test func buttonRowsAreCentredInTheTintAndRedWhenDestructive() throws {
      let table = ContentTable([
        RowContent(text: "Add Account", role: .button),
        RowContent(text: "Leave Group", role: .destructiveButton),
        RowContent(text: "Plain"),
      ])
      let button = try #require(table.list(table.show(0)))
      #expect(button.textProperties.color == .tintColor)
      #expect(button.textProperties.alignment == .center)
      let destructive = try #require(table.list(table.show(1)))
      #expect(destructive.textProperties.color == .systemRed)
      #expect(destructive.textProperties.alignment == .center)
      let plain = try #require(table.list(table.show(2)))
      #expect(plain.textProperties.color == .label)
      #expect(plain.textProperties.alignment == .natural)
    }

    @Test(arguments: colorCases)
    func aTextColorIsItsUIColor(color: RowColor, expected: UIColor) throws {
      let table = ContentTable([RowContent(text: "x", textColor: color)])
      #expect(try #require(table.list(table.show(0))).textProperties.color == expected)
    }

    @Test func trailingTextIsALabelAsTheAccessoryViewUnlessThereIsAControl() {
      let table = ContentTable([
        RowContent(text: "Ann", trailingText: "Admin"),
        RowContent(text: "Bob", trailingText: "ignored", control: .toggle(isOn: true)),
        RowContent(text: "Cy", accessory: .disclosureIndicator, trailingText: "Admin"),
      ])
      let label = table.show(0).accessoryView as? UILabel
      #expect(label?.text == "Admin")
      #expect(label?.textColor == .secondaryLabel)
      #expect(table.show(1).accessoryView is UISwitch)
      // Beside an accessory, the label and the chevron share the one accessory view, in order.
      let both = table.show(2)
      #expect(both.accessoryType == .none)
      let views = both.accessoryView?.subviews ?? []
      #expect((views.first as? UILabel)?.text == "Admin")
      #expect((views.last as? UIImageView)?.image?.systemName == "chevron.forward")
      #expect(views.count == 2)
    }

    @Test func disabledRowsAreDimmedAndTakeNoTouch() throws {
      let table = ContentTable([
        RowContent(text: "Off", secondaryText: "why", trailingText: "Admin", isEnabled: false),
        RowContent(text: "On"),
      ])
      let disabled = table.show(0)
      let configuration = try #require(table.list(disabled))
      #expect(configuration.textProperties.color == .tertiaryLabel)
      #expect(configuration.secondaryTextProperties.color == .tertiaryLabel)
      #expect((disabled.accessoryView as? UILabel)?.textColor == .tertiaryLabel)
      #expect(disabled.selectionStyle == UITableViewCell.SelectionStyle.none)
      #expect(!disabled.isUserInteractionEnabled)
      let enabled = table.show(1)
      #expect(enabled.selectionStyle == .default)
      #expect(enabled.isUserInteractionEnabled)
    }

    @Test func aRowWithoutHighlightStaysTappable() {
      let table = ContentTable([RowContent(text: "Tap me", selectionStyle: .none)])
      let cell = table.show(0)
      #expect(cell.selectionStyle == UITableViewCell.SelectionStyle.none)
      #expect(cell.isUserInteractionEnabled)
    }

    /// Where the delegate is asked (its methods implemented for another row's handlers), a
    /// disabled row is neither highlighted nor selected, as the headless table does not select
    /// it; enabled rows get the handlers' answers or UIKit's.
    @Test func disabledRowsAreNotSelectableAsInTheHeadlessTable() throws {
      let contents = [RowContent(text: "Off", isEnabled: false), RowContent(text: "On")]
      let table = ContentTable(contents)
      var selected: [TablePosition] = []
      table.handlers.on(.willSelectRow, at: .row(0, inSection: 0)) { call in call.position }
      table.handlers.on(.shouldHighlightRow, at: .row(1, inSection: 0)) { _ in true }
      table.handlers.on(.didSelectRow, at: .table) { call in selected.append(call.position) }
      let tableView = table.tableView
      let delegate = delegate(tableView)
      let off = IndexPath(row: 0, section: 0)
      let on = IndexPath(row: 1, section: 0)
      #expect(tableView.cachedDelegateSelectors.contains(TableSelectors.willSelectRow))
      #expect(tableView.send(.willSelectRow(at: off), to: delegate) as IndexPath? == nil)
      #expect(tableView.send(.shouldHighlightRow(at: off), to: delegate) == false)
      #expect(tableView.send(.willSelectRow(at: on), to: delegate) as IndexPath? == on)
      #expect(tableView.send(.shouldHighlightRow(at: on), to: delegate) == true)

      let same = TableHandlers()
      same.on(.numberOfRows, at: .section(0)) { _ in contents.count }
      same.on(.rowContent, at: .table) { call in contents[call.row] }
      same.on(.didSelectRow, at: .table) { call in selected.append(call.position) }
      let headless = HeadlessTable(handlers: same)
      headless.reloadData()
      #expect(headless.tap(TablePosition(section: 0, row: 0)) == nil)
      #expect(headless.tap(TablePosition(section: 0, row: 1)) == TablePosition(section: 0, row: 1))
      #expect(selected == [TablePosition(section: 0, row: 1)])
    }

    @Test func accessibilityIdentifierAndLabelAreTheCells() {
      let table = ContentTable([
        RowContent(
          text: "Wi-Fi",
          control: RowControl(
            .toggle(isOn: true), accessibilityIdentifier: "wifi.switch",
            accessibilityLabel: "Wi-Fi on"),
          accessibilityIdentifier: "wifi", accessibilityLabel: "Wi-Fi network"),
        RowContent(text: "Plain"),
      ])
      let cell = table.show(0)
      #expect(cell.accessibilityIdentifier == "wifi")
      #expect(cell.accessibilityLabel == "Wi-Fi network")
      #expect(cell.accessoryView?.accessibilityIdentifier == "wifi.switch")
      #expect(cell.accessoryView?.accessibilityLabel == "Wi-Fi on")
      table.tableView.endDisplayingRow(at: IndexPath(row: 0, section: 0))
      let reused = table.show(1)
      #expect(reused === cell)
      #expect(reused.accessibilityIdentifier == nil)
      #expect(reused.accessibilityLabel == nil)
    }
  }
#endif
