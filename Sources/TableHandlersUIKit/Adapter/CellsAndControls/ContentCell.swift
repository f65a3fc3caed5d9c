#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  /// The cell the adapter shows for a row that no cell handler answers: its
  /// ``RowEvent/rowContent``, mapped to UIKit as `Docs/RowsAndActions.md` ("On UIKit") lists.
  ///
  /// - Styles: `.default`, `.subtitle` and `.valueCell` are `UIListContentConfiguration`'s
  ///   `cell()`, `subtitleCell()` and `valueCell()` on iOS 14 and later; `.value2`, which list
  ///   content does not have, is the legacy `UITableViewCell.CellStyle.value2` with its labels on
  ///   every version, as every style is on iOS 13. One reuse identifier per style, each cell
  ///   created with the style's legacy `CellStyle`, so that a reused cell always has the labels
  ///   its style needs.
  /// - The trailing accessories are the cell's `accessoryType`, or its `accessoryView`
  ///   (`ContentCell+Controls.swift`).
  @MainActor
  enum ContentCell {
    /// The reuse identifier of the adapter's `.default`-style cells; the other styles add
    /// `.subtitle`, `.value1` or `.value2`.
    static let reuseIdentifier = "TableHandlers.ContentCell"

    /// The reuse identifier of the adapter's cells of a style.
    ///
    /// - Parameter style: The row's style.
    /// - Returns: The identifier.
    static func reuseIdentifier(for style: RowStyle) -> String {
      switch style {
      case .default: return reuseIdentifier
      case .subtitle: return reuseIdentifier + ".subtitle"
      case .valueCell: return reuseIdentifier + ".value1"
      case .value2: return reuseIdentifier + ".value2"
      }
    }

    /// The legacy cell style a style's cells are created with.
    ///
    /// - Parameter style: The row's style.
    /// - Returns: The `UITableViewCell` style.
    static func cellStyle(for style: RowStyle) -> UITableViewCell.CellStyle {
      switch style {
      case .default: return .default
      case .subtitle: return .subtitle
      case .valueCell: return .value1
      case .value2: return .value2
      }
    }

    /// A reused cell of the content's style, or a new one.
    ///
    /// No class is registered for the identifiers: a registered class would be created with the
    /// `.default` style, which has no secondary label.
    ///
    /// - Parameters:
    ///   - content: The row's content, or `nil`.
    ///   - tableView: The table view.
    /// - Returns: The cell.
    static func dequeue(for content: RowContent?, from tableView: UITableView) -> UITableViewCell {
      let style = content?.style ?? .default
      let identifier = reuseIdentifier(for: style)
      return tableView.dequeueReusableCell(withIdentifier: identifier)
        ?? UITableViewCell(style: cellStyle(for: style), reuseIdentifier: identifier)
    }

    /// Shows a row's content in a cell; `nil` shows an empty row.
    ///
    /// Sets everything the content decides, so that a reused cell keeps nothing of its last row.
    ///
    /// - Parameters:
    ///   - content: The row's content, or `nil`.
    ///   - cell: The cell to configure.
    ///   - customAccessory: Makes the view for the content's custom accessory view, given the
    ///     cell's current accessory view to reuse; `nil` (or a `nil` answer) shows the trailing
    ///     text instead.
    static func apply(
      _ content: RowContent?, to cell: UITableViewCell,
      customAccessory: CustomAccessoryMaker? = nil
    ) {
      let content = content ?? RowContent()
      // A disabled row takes no touch, so it neither highlights nor selects, nor does its
      // accessory respond; where the delegate is asked anyway (`shouldHighlightRow`,
      // `willSelectRow`, implemented for another row's handler), it answers no for the row too.
      // `.none` alone would still select: it only hides the highlight.
      cell.isUserInteractionEnabled = content.isEnabled
      cell.selectionStyle =
        content.isEnabled && content.selectionStyle == .default ? .default : .none
      cell.accessibilityIdentifier = content.accessibilityIdentifier
      cell.accessibilityLabel = content.accessibilityLabel
      // A delegate's `indentationLevelForRowAt`, where implemented, overrides it.
      cell.indentationLevel = content.indentationLevel
      applyAccessories(of: content, to: cell, customAccessory: customAccessory)
      // The stand-in has `UIListContentConfiguration` too, so this path is the tested one.
      if #available(iOS 14, *), content.style != .value2 {
        cell.contentConfiguration = listConfiguration(for: content)
        return
      }
      applyLabels(of: content, to: cell)
    }

    /// A content as its cell shows it without a content configuration: a SwiftUI row's
    /// (`CustomViewDescription.isSwiftUI`) shows its texts, or, without text, its description;
    /// any other content is shown as it is.
    ///
    /// The fallback of a SwiftUI row before iOS 16, and wherever its view is not declared (a
    /// row declared with `.customCell(.swiftUI(…))` in shared code).
    ///
    /// - Parameter content: The row's content, or `nil`.
    /// - Returns: The content to show.
    static func fallback(_ content: RowContent?) -> RowContent? {
      guard var content, let custom = content.customCell, custom.isSwiftUI,
        content.text?.isEmpty ?? true
      else { return content }
      content.text = custom.description
      return content
    }

    /// The list configuration of a content (iOS 14 and later), for every style but `.value2`.
    @available(iOS 14, *)
    static func listConfiguration(for content: RowContent) -> UIListContentConfiguration {
      var configuration: UIListContentConfiguration
      switch content.style {
      case .subtitle: configuration = .subtitleCell()
      case .valueCell: configuration = .valueCell()
      case .default, .value2: configuration = .cell()
      }
      configuration.text = content.text
      configuration.secondaryText = content.secondaryText
      configuration.image = image(of: content)
      if content.image == .placeholder {
        let side = UIListContentConfiguration.ImageProperties.standardDimension
        configuration.imageProperties.reservedLayoutSize = CGSize(width: side, height: side)
      }
      configuration.textProperties.color = textColor(of: content)
      configuration.textProperties.alignment = content.role == .normal ? .natural : .center
      if !content.isEnabled {
        configuration.secondaryTextProperties.color = disabledColor
      }
      return configuration
    }

    /// Shows a content through the cell's legacy labels.
    ///
    /// Used for `.value2` on every version and for every style on iOS 13. The placeholder image
    /// keeps no room there.
    static func applyLabels(of content: RowContent, to cell: UITableViewCell) {
      cell.imageView?.image = image(of: content)
      cell.textLabel?.text = content.text
      // UITableViewCell.h: value2's text label is "right aligned ... with blue text".
      cell.textLabel?.textColor =
        content.style == .value2 && content.textColor == nil && content.role == .normal
          && content.isEnabled
        ? tintColor : textColor(of: content)
      cell.textLabel?.textAlignment = content.role == .normal ? .natural : .center
      cell.textLabel?.isEnabled = content.isEnabled
      cell.detailTextLabel?.text = content.secondaryText
      cell.detailTextLabel?.textColor =
        !content.isEnabled ? disabledColor : content.style == .value2 ? .label : .secondaryLabel
      cell.detailTextLabel?.isEnabled = content.isEnabled
    }

    /// The content's image: a bundle image by name or a system symbol.
    static func image(of content: RowContent) -> UIImage? {
      switch content.image {
      case .named(let name): return UIImage(named: name)
      case .system(let name): return UIImage(systemName: name)
      case .placeholder, nil: return nil
      }
    }

    /// The primary text's color: dimmed when disabled, else the content's color, else the
    /// role's (tint for a button row, red for a destructive one, `.label` otherwise).
    static func textColor(of content: RowContent) -> UIColor {
      if !content.isEnabled { return disabledColor }
      if let color = content.textColor { return uiColor(color) }
      switch content.role {
      case .normal: return .label
      case .button: return tintColor
      case .destructiveButton: return .systemRed
      }
    }

    /// The color of a disabled row's texts.
    static var disabledColor: UIColor { .tertiaryLabel }

    /// The tint color as a text color: `UIColor.tintColor` (iOS 15), which resolves to the
    /// cell's tint; before iOS 15, system blue, the default tint.
    static var tintColor: UIColor {
      if #available(iOS 15, *) { return .tintColor }
      return .systemBlue
    }

    /// UIKit's color for a core color.
    ///
    /// - Parameter color: The core's color.
    /// - Returns: The semantic system color, or one from the components.
    static func uiColor(_ color: RowColor) -> UIColor {
      switch color {
      case .label: return .label
      case .secondaryLabel: return .secondaryLabel
      case .tint: return tintColor
      case .red: return .systemRed
      case .orange: return .systemOrange
      case .yellow: return .systemYellow
      case .green: return .systemGreen
      case .blue: return .systemBlue
      case .purple: return .systemPurple
      case .gray: return .systemGray
      case .rgba(let red, let green, let blue, let alpha):
        return UIColor(
          red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
      }
    }
  }
#endif
