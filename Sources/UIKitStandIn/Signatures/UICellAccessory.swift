#if !canImport(UIKit)
  import Foundation

  // Signatures declared by UIKit in `UICellAccessory.h` (the iOS 17 SDK's UIKit headers), as the
  // Swift overlay spells them (`UICellAccessory`, iOS 14).

  /// A stand-in for UIKit's `UICellAccessory` (iOS 14): an accessory of a list cell.
  ///
  /// UIKit keeps an accessory's displayed state and action handler private; the stand-in shows
  /// them to the simulation and to tests as ``standInDisplayed`` and ``standInActionHandler``.
  /// The label accessory's options leave out the font (the stand-in has no `UIFont`).
  public struct UICellAccessory {
    /// A handler run when the user taps an accessory.
    public typealias ActionHandler = () -> Void

    /// When an accessory is shown.
    public enum DisplayedState: Hashable, Sendable {
      /// Always.
      case always
      /// Only while the cell is editing.
      case whenEditing
      /// Only while the cell is not editing.
      case whenNotEditing
    }

    /// The room an accessory keeps.
    public enum LayoutDimension: Sendable {
      /// The accessory's own width.
      case actual
      /// The system's standard width.
      case standard
      /// A fixed width.
      case custom(CGFloat)
    }

    /// Where a custom accessory goes, among the others.
    public enum Placement {
      /// Where a custom accessory goes in the list of accessories of its side.
      public typealias Position = (_ accessories: [UICellAccessory]) -> Int

      /// A position just before an accessory of the same kind.
      ///
      /// - Parameter accessory: The accessory to precede.
      /// - Returns: The position.
      public static func position(before accessory: UICellAccessory) -> Position {
        { accessories in
          accessories.firstIndex { $0.accessoryType == accessory.accessoryType } ?? 0
        }
      }

      /// A position just after an accessory of the same kind.
      ///
      /// - Parameter accessory: The accessory to follow.
      /// - Returns: The position.
      public static func position(after accessory: UICellAccessory) -> Position {
        { accessories in
          (accessories.firstIndex { $0.accessoryType == accessory.accessoryType }).map { $0 + 1 }
            ?? accessories.count
        }
      }

      /// On the leading side.
      case leading(displayed: DisplayedState = .always, at: Position = { $0.count })
      /// On the trailing side.
      case trailing(displayed: DisplayedState = .always, at: Position = { _ in 0 })
    }

    /// The options of a disclosure indicator.
    public struct DisclosureIndicatorOptions {
      /// Whether the accessory is hidden while it keeps its room.
      public var isHidden: Bool
      /// The room the accessory keeps.
      public var reservedLayoutWidth: LayoutDimension
      /// The tint color, or `nil` for the system's.
      public var tintColor: UIColor?

      /// Creates options; a `nil` argument keeps the system's default.
      ///
      /// - Parameters:
      ///   - isHidden: Whether the accessory is hidden.
      ///   - reservedLayoutWidth: The room it keeps.
      ///   - tintColor: Its tint color.
      public init(
        isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
        tintColor: UIColor? = nil
      ) {
        self.isHidden = isHidden ?? false
        self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
        self.tintColor = tintColor
      }
    }

    /// The options of a detail (info) button (iOS 15.4).
    public typealias DetailOptions = DisclosureIndicatorOptions

    /// The options of a checkmark.
    public typealias CheckmarkOptions = DisclosureIndicatorOptions

    /// The options of a pop-up menu (iOS 16).
    public typealias PopUpMenuOptions = DisclosureIndicatorOptions

    /// The options of a delete control.
    public struct DeleteOptions {
      /// Whether the accessory is hidden while it keeps its room.
      public var isHidden: Bool
      /// The room the accessory keeps.
      public var reservedLayoutWidth: LayoutDimension
      /// The tint color, or `nil` for the system's.
      public var tintColor: UIColor?
      /// The background color, or `nil` for the system's.
      public var backgroundColor: UIColor?

      /// Creates options; a `nil` argument keeps the system's default.
      ///
      /// - Parameters:
      ///   - isHidden: Whether the accessory is hidden.
      ///   - reservedLayoutWidth: The room it keeps.
      ///   - tintColor: Its tint color.
      ///   - backgroundColor: Its background color.
      public init(
        isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
        tintColor: UIColor? = nil, backgroundColor: UIColor? = nil
      ) {
        self.isHidden = isHidden ?? false
        self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
        self.tintColor = tintColor
        self.backgroundColor = backgroundColor
      }
    }

    /// The options of an insert control.
    public typealias InsertOptions = DeleteOptions

    /// The options of a multiple-selection control.
    public typealias MultiselectOptions = DeleteOptions

    /// The options of a reorder control.
    public struct ReorderOptions {
      /// Whether the accessory is hidden while it keeps its room.
      public var isHidden: Bool
      /// The room the accessory keeps.
      public var reservedLayoutWidth: LayoutDimension
      /// The tint color, or `nil` for the system's.
      public var tintColor: UIColor?
      /// Whether a vertical separator shows before the control.
      public var showsVerticalSeparator: Bool

      /// Creates options; a `nil` argument keeps the system's default.
      ///
      /// - Parameters:
      ///   - isHidden: Whether the accessory is hidden.
      ///   - reservedLayoutWidth: The room it keeps.
      ///   - tintColor: Its tint color.
      ///   - showsVerticalSeparator: Whether a separator shows before it.
      public init(
        isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
        tintColor: UIColor? = nil, showsVerticalSeparator: Bool? = nil
      ) {
        self.isHidden = isHidden ?? false
        self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
        self.tintColor = tintColor
        self.showsVerticalSeparator = showsVerticalSeparator ?? true
      }
    }

    /// The options of an outline disclosure control.
    public struct OutlineDisclosureOptions {
      /// How the control looks.
      public enum Style: Sendable {
        /// As the cell's kind decides.
        case automatic
        /// As in a header.
        case header
        /// As in a cell.
        case cell
      }

      /// How the control looks.
      public var style: Style
      /// Whether the accessory is hidden while it keeps its room.
      public var isHidden: Bool
      /// The room the accessory keeps.
      public var reservedLayoutWidth: LayoutDimension
      /// The tint color, or `nil` for the system's.
      public var tintColor: UIColor?

      /// Creates options; a `nil` argument keeps the system's default.
      ///
      /// - Parameters:
      ///   - style: How the control looks.
      ///   - isHidden: Whether the accessory is hidden.
      ///   - reservedLayoutWidth: The room it keeps.
      ///   - tintColor: Its tint color.
      public init(
        style: Style? = nil, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
        tintColor: UIColor? = nil
      ) {
        self.style = style ?? .automatic
        self.isHidden = isHidden ?? false
        self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
        self.tintColor = tintColor
      }
    }

    /// The options of a label, without UIKit's `font`.
    public struct LabelOptions {
      /// Whether the accessory is hidden while it keeps its room.
      public var isHidden: Bool
      /// The room the accessory keeps.
      public var reservedLayoutWidth: LayoutDimension
      /// The tint color, or `nil` for the system's.
      public var tintColor: UIColor?
      /// Whether the font follows the content size category.
      public var adjustsFontForContentSizeCategory: Bool

      /// Creates options; a `nil` argument keeps the system's default.
      ///
      /// - Parameters:
      ///   - isHidden: Whether the accessory is hidden.
      ///   - reservedLayoutWidth: The room it keeps.
      ///   - tintColor: Its tint color.
      ///   - adjustsFontForContentSizeCategory: Whether the font follows the content size.
      public init(
        isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
        tintColor: UIColor? = nil, adjustsFontForContentSizeCategory: Bool? = nil
      ) {
        self.isHidden = isHidden ?? false
        self.reservedLayoutWidth = reservedLayoutWidth ?? .actual
        self.tintColor = tintColor
        self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory ?? true
      }
    }

    /// A custom view as an accessory, with its placement.
    public struct CustomViewConfiguration {
      /// The view.
      public let customView: UIView
      /// Its side and position, and when it shows.
      public let placement: Placement
      /// Whether the accessory is hidden while it keeps its room.
      public var isHidden: Bool
      /// The room the accessory keeps.
      public var reservedLayoutWidth: LayoutDimension
      /// The tint color, or `nil` for the system's.
      public var tintColor: UIColor?
      /// Whether the view keeps its size.
      public var maintainsFixedSize: Bool

      /// Creates a configuration; a `nil` argument keeps the system's default.
      ///
      /// - Parameters:
      ///   - customView: The view.
      ///   - placement: Its side and position, and when it shows.
      ///   - isHidden: Whether the accessory is hidden.
      ///   - reservedLayoutWidth: The room it keeps.
      ///   - tintColor: Its tint color.
      ///   - maintainsFixedSize: Whether the view keeps its size.
      public init(
        customView: UIView, placement: Placement, isHidden: Bool? = nil,
        reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
        maintainsFixedSize: Bool? = nil
      ) {
        self.customView = customView
        self.placement = placement
        self.isHidden = isHidden ?? false
        self.reservedLayoutWidth = reservedLayoutWidth ?? .actual
        self.tintColor = tintColor
        self.maintainsFixedSize = maintainsFixedSize ?? false
      }
    }

    /// The kind of an accessory.
    public enum AccessoryType: Hashable {
      /// A chevron.
      case disclosureIndicator
      /// A control that expands or collapses an outline item.
      case outlineDisclosure
      /// A checkmark.
      case checkmark
      /// A delete control.
      case delete
      /// An insert control.
      case insert
      /// A reorder control.
      case reorder
      /// A multiple-selection control.
      case multiselect
      /// A label.
      case label
      /// A custom view.
      case customView(UIView)
      /// A detail (info) button (iOS 15.4).
      case detail
      /// A pop-up menu (iOS 16).
      case popUpMenu
    }

    /// The kind of the accessory.
    public let accessoryType: AccessoryType

    /// When the accessory shows (stand-in only; UIKit keeps it private).
    public let standInDisplayed: DisplayedState

    /// What a tap on the accessory runs, if anything (stand-in only; UIKit keeps it private).
    public let standInActionHandler: ActionHandler?

    /// The text of a label accessory (stand-in only).
    public let standInText: String?

    /// The view of a custom view accessory, `nil` for any other (stand-in only).
    public var standInCustomView: UIView? {
      if case .customView(let view) = accessoryType { return view }
      return nil
    }

    private init(
      _ type: AccessoryType, displayed: DisplayedState, text: String? = nil,
      actionHandler: ActionHandler? = nil
    ) {
      accessoryType = type
      standInDisplayed = displayed
      standInText = text
      standInActionHandler = actionHandler
    }

    /// A disclosure indicator (a chevron).
    ///
    /// - Parameters:
    ///   - displayed: When it shows; always by default.
    ///   - options: How it looks.
    /// - Returns: The accessory.
    public static func disclosureIndicator(
      displayed: DisplayedState = .always,
      options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()
    ) -> UICellAccessory {
      UICellAccessory(.disclosureIndicator, displayed: displayed)
    }

    /// A detail (info) button (iOS 15.4); with a `nil` handler "taps on the accessory are
    /// ignored" (`UICellAccessory.h`).
    ///
    /// - Parameters:
    ///   - displayed: When it shows; always by default.
    ///   - options: How it looks.
    ///   - actionHandler: What a tap runs.
    /// - Returns: The accessory.
    public static func detail(
      displayed: DisplayedState = .always, options: DetailOptions = DetailOptions(),
      actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
      UICellAccessory(.detail, displayed: displayed, actionHandler: actionHandler)
    }

    /// A checkmark.
    ///
    /// - Parameters:
    ///   - displayed: When it shows; always by default.
    ///   - options: How it looks.
    /// - Returns: The accessory.
    public static func checkmark(
      displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()
    ) -> UICellAccessory {
      UICellAccessory(.checkmark, displayed: displayed)
    }

    /// A delete control, shown while editing by default; with a `nil` handler, a tap "will
    /// reveal any trailing swipe actions" (`UICellAccessory.h`).
    ///
    /// - Parameters:
    ///   - displayed: When it shows; while editing by default.
    ///   - options: How it looks.
    ///   - actionHandler: What a tap runs.
    /// - Returns: The accessory.
    public static func delete(
      displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
      actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
      UICellAccessory(.delete, displayed: displayed, actionHandler: actionHandler)
    }

    /// An insert control, shown while editing by default; with a `nil` handler taps are
    /// ignored (`UICellAccessory.h`).
    ///
    /// - Parameters:
    ///   - displayed: When it shows; while editing by default.
    ///   - options: How it looks.
    ///   - actionHandler: What a tap runs.
    /// - Returns: The accessory.
    public static func insert(
      displayed: DisplayedState = .whenEditing, options: InsertOptions = InsertOptions(),
      actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
      UICellAccessory(.insert, displayed: displayed, actionHandler: actionHandler)
    }

    /// A reorder control, shown while editing by default; it "automatically initiates
    /// interactive reordering on the collection view when dragged (if supported)"
    /// (`UICellAccessory.h`).
    ///
    /// - Parameters:
    ///   - displayed: When it shows; while editing by default.
    ///   - options: How it looks.
    /// - Returns: The accessory.
    public static func reorder(
      displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()
    ) -> UICellAccessory {
      UICellAccessory(.reorder, displayed: displayed)
    }

    /// A multiple-selection control, shown while editing by default.
    ///
    /// - Parameters:
    ///   - displayed: When it shows; while editing by default.
    ///   - options: How it looks.
    /// - Returns: The accessory.
    public static func multiselect(
      displayed: DisplayedState = .whenEditing, options: MultiselectOptions = MultiselectOptions()
    ) -> UICellAccessory {
      UICellAccessory(.multiselect, displayed: displayed)
    }

    /// An outline disclosure control; with a `nil` handler a tap toggles the item's expansion
    /// in its section snapshot (`UICellAccessory.h`), which the stand-in does not model.
    ///
    /// - Parameters:
    ///   - displayed: When it shows; always by default.
    ///   - options: How it looks.
    ///   - actionHandler: What a tap runs.
    /// - Returns: The accessory.
    public static func outlineDisclosure(
      displayed: DisplayedState = .always,
      options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
      actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
      UICellAccessory(.outlineDisclosure, displayed: displayed, actionHandler: actionHandler)
    }

    /// What a pop-up menu accessory runs when its selected element changes.
    public typealias MenuSelectedElementDidChangeHandler = (UIMenu) -> Void

    /// A pop-up menu (iOS 16).
    ///
    /// - Parameters:
    ///   - menu: The menu.
    ///   - displayed: When it shows; always by default.
    ///   - options: How it looks.
    ///   - selectedElementDidChangeHandler: What a change of the selected element runs.
    /// - Returns: The accessory.
    public static func popUpMenu(
      _ menu: UIMenu, displayed: DisplayedState = .always,
      options: PopUpMenuOptions = PopUpMenuOptions(),
      selectedElementDidChangeHandler: MenuSelectedElementDidChangeHandler? = nil
    ) -> UICellAccessory {
      UICellAccessory(.popUpMenu, displayed: displayed)
    }

    /// A label.
    ///
    /// - Parameters:
    ///   - text: The label's text.
    ///   - displayed: When it shows; always by default.
    ///   - options: How it looks.
    /// - Returns: The accessory.
    public static func label(
      text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()
    ) -> UICellAccessory {
      UICellAccessory(.label, displayed: displayed, text: text)
    }

    /// A custom view; it shows as its placement says.
    ///
    /// - Parameter configuration: The view and its placement.
    /// - Returns: The accessory.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
      let displayed: DisplayedState
      switch configuration.placement {
      case .leading(let state, _), .trailing(let state, _): displayed = state
      }
      return UICellAccessory(.customView(configuration.customView), displayed: displayed)
    }

    /// Whether the accessory shows in a cell that is or is not editing (stand-in only).
    ///
    /// - Parameter editing: Whether the cell is editing.
    /// - Returns: `true` when its displayed state allows it.
    public func standInIsShown(editing: Bool) -> Bool {
      switch standInDisplayed {
      case .always: return true
      case .whenEditing: return editing
      case .whenNotEditing: return !editing
      }
    }
  }
#endif
