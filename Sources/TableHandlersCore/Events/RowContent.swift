/// What a row shows, with no UIKit types: text, secondary text, an image name and an accessory.
///
/// The headless host renders it as text; the UIKit adapter applies it to a cell with
/// `UIListContentConfiguration`; a cell handler overrides it where a custom cell is needed.
public struct RowContent: Hashable, Sendable {
  /// The primary text.
  public var text: String?
  /// The secondary (detail) text.
  public var secondaryText: String?
  /// The name of an image (a system symbol name on iOS).
  public var imageName: String?
  /// The accessory at the trailing edge.
  public var accessory: RowAccessory

  /// Creates row content.
  ///
  /// - Parameters:
  ///   - text: The primary text.
  ///   - secondaryText: The secondary text.
  ///   - imageName: An image name.
  ///   - accessory: The accessory.
  public init(
    text: String? = nil, secondaryText: String? = nil, imageName: String? = nil,
    accessory: RowAccessory = .none
  ) {
    self.text = text
    self.secondaryText = secondaryText
    self.imageName = imageName
    self.accessory = accessory
  }

  /// Whether two contents show the same thing.
  ///
  /// Written out (and inlinable) rather than derived, so that a declared table compares the
  /// contents of its rows in place, without copying them out of their arrays first; a new
  /// stored property must be compared here too (`hash(into:)` stays derived).
  @inlinable
  public static func == (lhs: RowContent, rhs: RowContent) -> Bool {
    lhs.text == rhs.text && lhs.secondaryText == rhs.secondaryText
      && lhs.imageName == rhs.imageName && lhs.accessory == rhs.accessory
  }
}

/// A row's accessory, as `UITableViewCell.AccessoryType`.
public enum RowAccessory: Int, Hashable, Sendable, CaseIterable {
  /// No accessory.
  case none
  /// A chevron.
  case disclosureIndicator
  /// An info button and a chevron.
  case detailDisclosureButton
  /// A checkmark.
  case checkmark
  /// An info button.
  case detailButton
}

/// A row's editing style, as `UITableViewCell.EditingStyle` (same raw values).
public enum RowEditingStyle: Int, Hashable, Sendable, CaseIterable {
  /// No editing control.
  case none
  /// A delete control.
  case delete
  /// An insert control.
  case insert
}

/// Heights in the core are `Double`; this is UIKit's `automaticDimension`.
public enum TableDimension {
  /// `UITableView.automaticDimension`: let the table size the item.
  public static let automatic: Double = -1
}
