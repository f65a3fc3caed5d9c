import TableHandlersCore

extension Row {
  /// Lays out the row's texts in one of UIKit's list styles.
  ///
  /// - Parameter style: The style (`.valueCell` shows the secondary text at the trailing edge).
  /// - Returns: The row with the style.
  public func style(_ style: RowStyle) -> Row {
    editingContent { $0.style = style }
  }

  /// Makes the row a button row (centred text in the tint color, or in red for a destructive
  /// one); handle its tap with `onSelect`.
  ///
  /// - Parameter role: The role.
  /// - Returns: The row with the role.
  public func role(_ role: RowRole) -> Row {
    editingContent { $0.role = role }
  }

  /// Colors the row's text.
  ///
  /// - Parameter color: The color.
  /// - Returns: The row with the color.
  public func textColor(_ color: RowColor) -> Row {
    editingContent { $0.textColor = color }
  }

  /// Shows text at the row's trailing edge ("Admin").
  ///
  /// - Parameter text: The text.
  /// - Returns: The row with the text.
  public func trailingText(_ text: String) -> Row {
    editingContent { $0.trailingText = text }
  }

  /// Shows an image at the row's leading edge.
  ///
  /// - Parameter image: The image, by name or system name.
  /// - Returns: The row with the image.
  public func image(_ image: RowImage) -> Row {
    editingContent { $0.image = image }
  }

  /// Disables the row: dimmed, not selectable, no swipe actions, its control unresponsive.
  ///
  /// - Parameter isDisabled: Whether the row is disabled.
  /// - Returns: The row.
  public func disabled(_ isDisabled: Bool = true) -> Row {
    editingContent { $0.isEnabled = !isDisabled }
  }

  /// Sets how the row looks while selected; `.none` keeps it tappable without a highlight.
  ///
  /// - Parameter style: The selection style.
  /// - Returns: The row.
  public func selectionStyle(_ style: RowSelectionStyle) -> Row {
    editingContent { $0.selectionStyle = style }
  }

  /// Sets the row's accessibility identifier, which UI tests and the headless table's lookups
  /// find it by.
  ///
  /// - Parameter identifier: The identifier.
  /// - Returns: The row.
  public func accessibilityIdentifier(_ identifier: String) -> Row {
    editingContent { $0.accessibilityIdentifier = identifier }
  }

  /// Sets the row's accessibility label.
  ///
  /// - Parameter label: The label.
  /// - Returns: The row.
  public func accessibilityLabel(_ label: String) -> Row {
    editingContent { $0.accessibilityLabel = label }
  }
}
