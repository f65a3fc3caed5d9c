#if !canImport(UIKit)
  import Foundation

  // Signatures declared by UIKit in `UICollectionViewCell.h` and `UICollectionViewListCell.h`
  // (the iOS 17 SDK's UIKit headers), and the Swift overlay's `contentConfiguration`,
  // `accessories` and `defaultContentConfiguration()`.

  /// A stand-in for UIKit's `UICollectionReusableView`: a view a collection view reuses, the
  /// superclass of its cells and of its supplementary views (section headers and footers).
  ///
  /// Unlike UIKit, `init(frame:)` is `required`, so that `UICollectionView` can create an
  /// instance of a registered class through its metatype; a subclass that declares its own
  /// designated initializer implements it too.
  @MainActor open class UICollectionReusableView: UIView {
    /// The identifier the collection view dequeued the view with; `nil` for a view made
    /// directly, which a collection view refuses (`UICollectionView.h`: cells "must be retrieved
    /// by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:").
    public internal(set) var reuseIdentifier: String?

    /// Creates a view with the given frame.
    ///
    /// - Parameter frame: The frame rectangle.
    public required override init(frame: CGRect) {
      super.init(frame: frame)
    }

    /// Creates a view from an archive; the stand-in decodes nothing.
    ///
    /// - Parameter coder: The unarchiver, which is ignored.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    /// Prepares the view to be reused; the default does nothing.
    ///
    /// The collection view calls it before it returns a waiting view from a dequeue.
    open func prepareForReuse() {}
  }

  /// A stand-in for UIKit's `UICollectionViewCell`: one item of a collection view.
  @MainActor open class UICollectionViewCell: UICollectionReusableView {
    /// The view that holds the cell's content.
    public let contentView = UIView()

    /// Whether the cell is selected; the collection view sets it as it selects the item.
    open var isSelected = false

    /// Whether the cell is highlighted; the collection view sets it while the item is touched.
    open var isHighlighted = false

    /// What the cell shows (iOS 14); `nil` until set.
    public var contentConfiguration: (any UIContentConfiguration)?

    /// The cell's state (iOS 14).
    ///
    /// `UICollectionViewCell.h`: "To add your own custom state(s), override the getter and call
    /// super to obtain an instance with the system properties set, then set your own custom
    /// states as desired." The stand-in's system properties are the selection and the
    /// highlight; `isExpanded` is set by a section snapshot, which the stand-in does not model,
    /// so it is `false` unless a subclass sets it.
    open var configurationState: UICellConfigurationState {
      var state = UICellConfigurationState()
      state.isSelected = isSelected
      state.isHighlighted = isHighlighted
      return state
    }

    /// How many times the cell was asked to update its configuration (stand-in only).
    public private(set) var standInConfigurationUpdateRequests = 0

    /// Requests an update of the cell's configuration for its current state (iOS 14); the
    /// stand-in counts the requests.
    open func setNeedsUpdateConfiguration() {
      standInConfigurationUpdateRequests += 1
    }
  }

  /// A stand-in for UIKit's `UICellConfigurationState` (iOS 14): the state a cell's
  /// configuration is drawn for (`UICellConfigurationState.h`, `UIViewConfigurationState.h`).
  ///
  /// The stand-in keeps the states the adapter reads or sets.
  public struct UICellConfigurationState: Hashable {
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell is highlighted.
    public var isHighlighted = false
    /// Whether the cell is editing.
    public var isEditing = false
    /// Whether the cell's item is expanded: an outline disclosure accessory shows it, its
    /// chevron rotated ("A rotating disclosure chevron for use with outlines, used to indicate
    /// and toggle the expanded/collapsed state of the item", `UICellAccessory.h`).
    public var isExpanded = false

    init() {}
  }

  /// A stand-in for UIKit's `UICollectionViewListCell` (iOS 14): a cell of a list, with
  /// indentation and accessories.
  @MainActor open class UICollectionViewListCell: UICollectionViewCell {
    /// The cell's indentation level; 0 by default.
    ///
    /// "Set automatically when using a hierarchical data source" (`UICollectionViewListCell.h`).
    open var indentationLevel = 0

    /// The width of one level of indentation; the stand-in's default is UIKit's standard of 10
    /// points (observed; the header documents none).
    open var indentationWidth: CGFloat = 10

    /// Whether the accessories indent with the content; `true` by default
    /// (`UICollectionViewListCell.h`).
    open var indentsAccessories = true

    /// The accessories shown; empty by default.
    ///
    /// "The order and … leading or trailing side … is defined by the system"
    /// (`UICollectionViewListCell.h`). A custom view accessory's view is shown in the cell, so
    /// it becomes one of the cell's subviews (and leaves them when no accessory shows it).
    public var accessories: [UICellAccessory] = [] {
      didSet {
        let shown = accessories.compactMap(\.standInCustomView)
        for old in oldValue.compactMap(\.standInCustomView)
        where old.superview === self && !shown.contains(where: { $0 === old }) {
          old.removeFromSuperview()
        }
        for view in shown where view.superview !== self { addSubview(view) }
      }
    }

    /// The list content configuration of the cell's list's style, with no content.
    ///
    /// - Returns: `UIListContentConfiguration.cell()`: the stand-in knows one cell style.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
      .cell()
    }
  }
#endif
