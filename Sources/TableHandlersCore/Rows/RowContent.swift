/// What a row shows, with no UIKit types: its texts and image in one of UIKit's list styles, an
/// accessory, a control with its value, and how it looks and reads.
///
/// ```swift
/// RowContent(text: "Wi-Fi", secondaryText: "Home", style: .valueCell, accessory: .disclosureIndicator)
/// RowContent(text: "Airplane Mode", image: .system("airplane"), control: .toggle(isOn: false))
/// RowContent(text: "Leave Group", role: .destructiveButton)
/// ```
///
/// Content is a value: two declarations of a row compare their content to decide whether the
/// row changed. It holds no closures; what a control or an action does is a handler, registered
/// like every other (`controlValueChanged`, the swipe-action and menu events), so that it
/// follows its row and never breaks that comparison.
///
/// The headless host renders it as text; the UIKit adapter applies it to a cell with
/// `UIListContentConfiguration` (the legacy cell styles before iOS 14); a cell handler overrides
/// it where a custom cell is needed.
public struct RowContent: Hashable, Sendable {
  /// The primary text.
  public var text: String?
  /// The secondary (detail) text, placed as ``style`` says.
  public var secondaryText: String?
  /// The image at the leading edge.
  public var image: RowImage?
  /// How the texts and the image are laid out.
  public var style: RowStyle
  /// The accessory at the trailing edge.
  public var accessory: RowAccessory
  /// Text shown at the trailing edge, before the accessory (a role such as "Admin").
  public var trailingText: String?
  /// A control at the trailing edge (a switch, a segmented control, …) showing a value of the
  /// model; it replaces ``trailingText``.
  public var control: RowControl?
  /// What the row is: an ordinary row, or a button row.
  public var role: RowRole
  /// The primary text's color; `nil` for the style's own (the role's for button rows).
  public var textColor: RowColor?
  /// Whether the row can be used: a disabled row is dimmed, cannot be selected, offers no
  /// swipe actions, and its control does not respond.
  public var isEnabled: Bool
  /// How the row looks while it is selected.
  public var selectionStyle: RowSelectionStyle
  /// The row's accessibility identifier, for UI tests and the headless table's lookups.
  public var accessibilityIdentifier: String?
  /// The row's accessibility label; `nil` lets the platform read the texts.
  public var accessibilityLabel: String?
  /// A cell of the app's own that shows the row instead of the platform's content cell.
  ///
  /// `nil` for the content cell. The text rendering shows its description in place of the
  /// texts.
  ///
  /// A declared row whose custom cell changes kind, like one whose ``style`` changes, is
  /// reloaded rather than reconfigured: it needs a new cell.
  public var customCell: CustomViewDescription?
  /// A view of the app's own at the row's trailing edge, in place of the trailing text and
  /// before the accessory; `nil` for none.
  ///
  /// A control (``control``) takes the trailing edge before it. On UIKit, the view of the
  /// kind the app registered (`registerAccessoryView(forKind:make:configure:)`) shows in the
  /// cell's `accessoryView`, configured again, in place, when a declaration changes the
  /// description. The text rendering shows its description at the trailing edge.
  public var customAccessory: CustomViewDescription?
  /// The disclosure control of a row with children, with its state; `nil` for a row without.
  ///
  /// A declared table sets it for the rows that declare children (`Row.children(expanded:_:)`);
  /// a tap on the control expands or collapses the row. It shows outermost at the trailing
  /// edge, beside every other accessory: in the cell's accessory view on a table view, as the
  /// outline disclosure accessory on a list.
  public var outlineDisclosure: OutlineDisclosure?
  /// The indentation of the row's content, in levels; 0 by default.
  ///
  /// A declared table sets each outline row's depth (a child of a top-level row is at level
  /// 1), so that a row whose depth changes is reconfigured. A table view cell and a list cell
  /// show it as their `indentationLevel`; an `indentationLevel` handler (a table view
  /// delegate's `tableView(_:indentationLevelForRowAt:)`) takes precedence.
  public var indentationLevel = 0

  /// Creates row content.
  ///
  /// - Parameters:
  ///   - text: The primary text.
  ///   - secondaryText: The secondary text.
  ///   - imageName: A system image name (an SF Symbol on iOS); ignored when `image` is given.
  ///   - accessory: The accessory.
  ///   - image: The image, by name or system name.
  ///   - style: How the texts and image are laid out.
  ///   - trailingText: Text at the trailing edge.
  ///   - control: A control at the trailing edge, with its value.
  ///   - role: An ordinary row or a button row.
  ///   - textColor: The primary text's color.
  ///   - isEnabled: Whether the row can be used.
  ///   - selectionStyle: How the row looks while selected.
  ///   - accessibilityIdentifier: The accessibility identifier.
  ///   - accessibilityLabel: The accessibility label.
  ///   - customCell: A cell of the app's own that shows the row.
  public init(
    text: String? = nil, secondaryText: String? = nil, imageName: String? = nil,
    accessory: RowAccessory = .none, image: RowImage? = nil, style: RowStyle = .default,
    trailingText: String? = nil, control: RowControl? = nil, role: RowRole = .normal,
    textColor: RowColor? = nil, isEnabled: Bool = true,
    selectionStyle: RowSelectionStyle = .default,
    accessibilityIdentifier: String? = nil, accessibilityLabel: String? = nil,
    customCell: CustomViewDescription? = nil
  ) {
    self.text = text
    self.secondaryText = secondaryText
    self.image = image ?? imageName.map(RowImage.system)
    self.style = style
    self.accessory = accessory
    self.trailingText = trailingText
    self.control = control
    self.role = role
    self.textColor = textColor
    self.isEnabled = isEnabled
    self.selectionStyle = selectionStyle
    self.accessibilityIdentifier = accessibilityIdentifier
    self.accessibilityLabel = accessibilityLabel
    self.customCell = customCell
  }

  /// Whether two contents show the same thing.
  ///
  /// Written out (and inlinable) rather than derived, so that a declared table compares the
  /// contents of its rows in place, without copying them out of their arrays first; a new
  /// stored property must be compared here too, and in the declarative layer's
  /// `ContentComparison` (`RowContentTests` counts them). `hash(into:)` stays derived.
  @inlinable
  public static func == (lhs: RowContent, rhs: RowContent) -> Bool {
    lhs.text == rhs.text && lhs.secondaryText == rhs.secondaryText && lhs.image == rhs.image
      && lhs.style == rhs.style && lhs.accessory == rhs.accessory
      && lhs.trailingText == rhs.trailingText && lhs.control == rhs.control
      && lhs.role == rhs.role && lhs.textColor == rhs.textColor && lhs.isEnabled == rhs.isEnabled
      && lhs.selectionStyle == rhs.selectionStyle
      && lhs.accessibilityIdentifier == rhs.accessibilityIdentifier
      && lhs.accessibilityLabel == rhs.accessibilityLabel && lhs.customCell == rhs.customCell
      && lhs.customAccessory == rhs.customAccessory
      && lhs.outlineDisclosure == rhs.outlineDisclosure
      && lhs.indentationLevel == rhs.indentationLevel
  }

  /// The image's name, whether a system or a bundled image; setting it sets a system image.
  public var imageName: String? {
    get { image?.name }
    set { image = newValue.map(RowImage.system) }
  }
}

/// A row's accessory, as `UITableViewCell.AccessoryType`.
public enum RowAccessory: Int, Hashable, Sendable, CaseIterable {
  /// No accessory.
  case none
  /// A chevron.
  case disclosureIndicator
  /// An info button and a chevron: tapping the row and tapping the button are separate
  /// (`didSelectRow` and `accessoryButtonTapped`).
  case detailDisclosureButton
  /// A checkmark.
  case checkmark
  /// An info button.
  case detailButton
}
