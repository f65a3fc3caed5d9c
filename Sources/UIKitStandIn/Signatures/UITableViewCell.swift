#if !canImport(UIKit)
  import Foundation

  // Signatures declared by UIKit in `UITableViewCell.h` and `UITableViewHeaderFooterView.h` (the iOS
  // 17 SDK's UIKit headers).

  /// A stand-in for UIKit's `UITableViewCell`: one row of a table.
  ///
  /// Unlike UIKit, `init(style:reuseIdentifier:)` is `required`, so that `UITableView` can create
  /// an instance of a registered class through its metatype. A subclass that overrides it writes
  /// `required init(style:reuseIdentifier:)` here (`override` is implied, and spelling it out
  /// warns), but `override init(style:reuseIdentifier:)` on iOS; put the two behind
  /// `#if canImport(UIKit)`.
  @MainActor open class UITableViewCell: UIView {
    /// The predefined layouts of a cell's labels.
    public enum CellStyle: Int, Sendable {
      /// A left-aligned text label and no detail label.
      case `default`
      /// A left-aligned text label and a right-aligned detail label.
      case value1
      /// A right-aligned text label and a left-aligned detail label.
      case value2
      /// A text label above a detail label.
      case subtitle
    }

    /// The editing control a row shows in edit mode.
    public enum EditingStyle: Int, Sendable {
      /// No editing control.
      case none
      /// The red minus control, which leads to a Delete button.
      case delete
      /// The green plus control.
      case insert
    }

    /// The standard accessory views of a cell.
    public enum AccessoryType: Int, Sendable {
      /// No accessory view.
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

    /// How a selected cell looks (the raw values are UITableViewCell.h's).
    public enum SelectionStyle: Int, Sendable {
      /// No highlight.
      case none = 0
      /// A blue highlight.
      case blue = 1
      /// A gray highlight.
      case gray = 2
      /// The platform's highlight, the default.
      case `default` = 3
    }

    /// The layout the cell was created with.
    public let style: CellStyle

    /// The identifier the cell was created with, used to reuse it.
    public let reuseIdentifier: String?

    /// The primary label; every style has one.
    public let textLabel: UILabel?

    /// The secondary label; `nil` for the `.default` style, as in UIKit.
    public let detailTextLabel: UILabel?

    /// The view that holds the cell's content.
    public let contentView = UIView()

    /// The image view of the legacy styles (UITableViewCell.h `imageView`).
    public let imageView: UIImageView? = UIImageView()

    /// The accessory shown when not editing.
    open var accessoryType: AccessoryType = .none

    /// A custom accessory, shown instead of ``accessoryType``; the cell becomes its superview.
    ///
    /// UITableViewCell.h: "if set, use custom view. ignore accessoryType".
    open var accessoryView: UIView? {
      didSet {
        guard oldValue !== accessoryView else { return }
        if oldValue?.superview === self { oldValue?.removeFromSuperview() }
        if let accessoryView { addSubview(accessoryView) }
      }
    }

    /// The indentation of the cell's content, in levels.
    ///
    /// UITableViewCell.h: "adjust content indent. default is 0". The table view's delegate
    /// answers it instead where it implements `indentationLevelForRowAt`.
    open var indentationLevel = 0

    /// How the cell looks while selected; `.default` by default (UITableViewCell.h).
    open var selectionStyle: SelectionStyle = .default

    /// What the cell shows, as on iOS 14 and later; `nil` until set.
    open var contentConfiguration: (any UIContentConfiguration)?

    /// The accessory shown while editing.
    open var editingAccessoryType: AccessoryType = .none

    /// Whether the cell is selected.
    open var isSelected = false

    /// Whether the cell is highlighted.
    open var isHighlighted = false

    /// Whether the cell is in edit mode.
    open var isEditing = false

    /// Creates a cell with a style and a reuse identifier.
    ///
    /// - Parameters:
    ///   - style: The layout of the cell's labels.
    ///   - reuseIdentifier: The identifier used to reuse the cell.
    public required init(style: CellStyle, reuseIdentifier: String?) {
      self.style = style
      self.reuseIdentifier = reuseIdentifier
      self.textLabel = UILabel()
      self.detailTextLabel = style == .default ? nil : UILabel()
      super.init(frame: .zero)
    }

    /// Creates a cell from an archive; the stand-in decodes nothing and uses the default style.
    ///
    /// - Parameter coder: The unarchiver, which is ignored.
    public required init?(coder: NSCoder) {
      self.style = .default
      self.reuseIdentifier = nil
      self.textLabel = UILabel()
      self.detailTextLabel = nil
      super.init(coder: coder)
    }

    /// Creates a default-style cell without a reuse identifier.
    ///
    /// - Parameter frame: The frame rectangle.
    public override convenience init(frame: CGRect) {
      self.init(style: .default, reuseIdentifier: nil)
      self.frame = frame
    }

    /// Sets the selection state.
    ///
    /// - Parameters:
    ///   - selected: The new state.
    ///   - animated: Whether the change is animated; ignored.
    open func setSelected(_ selected: Bool, animated: Bool) {
      isSelected = selected
    }

    /// Sets the editing state.
    ///
    /// - Parameters:
    ///   - editing: The new state.
    ///   - animated: Whether the change is animated; ignored.
    open func setEditing(_ editing: Bool, animated: Bool) {
      isEditing = editing
    }

    /// Prepares the cell to be reused; the default does nothing.
    open func prepareForReuse() {}
  }

  /// A stand-in for UIKit's `UITableViewHeaderFooterView`: a reusable section header or footer.
  ///
  /// Unlike UIKit, `init(reuseIdentifier:)` is `required`, so that `UITableView` can create an
  /// instance of a registered class through its metatype.
  @MainActor open class UITableViewHeaderFooterView: UIView {
    /// The identifier the view was created with, used to reuse it.
    public let reuseIdentifier: String?

    /// The label that shows the header or footer title; `nil` while a `contentConfiguration`
    /// is set (`UITableViewHeaderFooterView.h`: "These properties will always return nil when a
    /// non-nil `contentConfiguration` is set").
    public var textLabel: UILabel? { contentConfiguration == nil ? label : nil }

    private let label = UILabel()

    /// The view that holds the header's or footer's content.
    public let contentView = UIView()

    /// What the view shows, as on iOS 14 and later; `nil` until set.
    open var contentConfiguration: (any UIContentConfiguration)?

    /// Creates a header or footer view with a reuse identifier.
    ///
    /// - Parameter reuseIdentifier: The identifier used to reuse the view.
    public required init(reuseIdentifier: String?) {
      self.reuseIdentifier = reuseIdentifier
      super.init(frame: .zero)
    }

    /// Creates a view from an archive; the stand-in decodes nothing.
    ///
    /// - Parameter coder: The unarchiver, which is ignored.
    public required init?(coder: NSCoder) {
      self.reuseIdentifier = nil
      super.init(coder: coder)
    }

    /// Creates a view without a reuse identifier.
    ///
    /// - Parameter frame: The frame rectangle.
    public override convenience init(frame: CGRect) {
      self.init(reuseIdentifier: nil)
      self.frame = frame
    }

    /// Prepares the view to be reused; the default does nothing.
    open func prepareForReuse() {}
  }
#endif
