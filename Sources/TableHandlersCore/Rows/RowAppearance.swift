/// How a row lays out its texts and image: UIKit's list styles.
public enum RowStyle: Hashable, Sendable, CaseIterable {
  /// The text alone, or with the image before it (`UIListContentConfiguration.cell()`).
  case `default`
  /// The secondary text below the text (`.subtitleCell()`).
  case subtitle
  /// The secondary text at the trailing edge (`.valueCell()`): a setting and its value.
  case valueCell
  /// A short text label at the leading edge and the secondary text beside it, as contacts show
  /// fields. UIKit has it only as the legacy `UITableViewCell.CellStyle.value2`, which the
  /// adapter uses on every iOS version.
  case value2
}

/// A row's image: one of the app's images, or a system symbol.
public enum RowImage: Hashable, Sendable {
  /// An image of the app's bundle, by name (`UIImage(named:)`).
  case named(String)
  /// A system symbol, by name (`UIImage(systemName:)`), such as `"airplane"`.
  case system(String)
  /// No image, but its room kept, so that rows of a list stay aligned (the unchecked rows of a
  /// list that shows the checkmark in the image slot).
  case placeholder

  /// The image's name; `nil` for ``placeholder``.
  public var name: String? {
    switch self {
    case .named(let name), .system(let name): return name
    case .placeholder: return nil
    }
  }
}

/// What a row is: an ordinary row or a button.
public enum RowRole: Hashable, Sendable, CaseIterable {
  /// An ordinary row.
  case normal
  /// A button row: its text centred, in the tint color ("Add Account").
  case button
  /// A destructive button row: its text centred, in red ("Leave Group").
  case destructiveButton

  /// Whether the row is a button, which the hosts deselect right after its selection handlers
  /// have run, as Settings' button rows flash and clear.
  package var isButton: Bool { self != .normal }
}

/// How a row looks while it is selected, as `UITableViewCell.SelectionStyle`.
public enum RowSelectionStyle: Hashable, Sendable, CaseIterable {
  /// The platform's highlight.
  case `default`
  /// No highlight: the row can still be tapped (unlike a row that `shouldHighlightRow` or
  /// `willSelectRow` refuses).
  case none
}

/// A color, with no UIKit type: a semantic system color, or one given by its components.
public enum RowColor: Hashable, Sendable {
  /// The primary text color (`.label`).
  case label
  /// The secondary text color (`.secondaryLabel`).
  case secondaryLabel
  /// The app's tint color.
  case tint
  /// System red, as destructive actions use.
  case red
  /// System orange.
  case orange
  /// System yellow.
  case yellow
  /// System green.
  case green
  /// System blue.
  case blue
  /// System purple.
  case purple
  /// System gray.
  case gray
  /// A color by its components, each from 0 to 1.
  case rgba(red: Double, green: Double, blue: Double, alpha: Double)
}
