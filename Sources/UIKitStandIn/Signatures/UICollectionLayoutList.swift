#if !canImport(UIKit)
  import Foundation

  // Signatures declared by UIKit in `UICollectionViewLayout.h`,
  // `UICollectionViewCompositionalLayout.h` and `UICollectionLayoutList.h` (the iOS 17 SDK's
  // UIKit headers), as the Swift overlay spells them (`UICollectionLayoutListConfiguration` is a
  // struct there).

  /// A stand-in for UIKit's `UICollectionViewLayout`: where a collection view's items go.
  ///
  /// The stand-in lays nothing out; a layout only says which sections are lists and how
  /// (``UICollectionView/standInListConfiguration(forSection:)``).
  @MainActor open class UICollectionViewLayout: NSObject {
    /// The collection view the layout is assigned to; held weakly, as in UIKit.
    open internal(set) weak var collectionView: UICollectionView?

    /// Creates a layout.
    public override init() {
      super.init()
    }

    /// The list configuration of a section, or `nil` when the section is not a list (stand-in
    /// only); a plain layout has no list sections.
    ///
    /// - Parameters:
    ///   - section: The section's index.
    ///   - environment: The environment a section provider is given.
    /// - Returns: The configuration.
    func listConfiguration(
      forSection section: Int, environment: any NSCollectionLayoutEnvironment
    ) -> UICollectionLayoutListConfiguration? {
      nil
    }

    /// Invalidates the layout, so that it is computed again at the next layout pass.
    ///
    /// `UICollectionViewLayout.h`, `invalidateLayout`. The stand-in keeps nothing to
    /// invalidate: it asks a compositional layout's section provider each time it needs a
    /// section's configuration; it counts the calls.
    open func invalidateLayout() {
      standInInvalidations += 1
    }

    /// How many times the layout was invalidated (stand-in only).
    public internal(set) var standInInvalidations = 0
  }

  /// A stand-in for UIKit's `NSCollectionLayoutEnvironment`: what a section provider is told
  /// about the collection view; an empty shell on Linux.
  @MainActor public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {}

  /// The closure that makes each section of a compositional layout, given its index and the
  /// layout environment; `nil` for no section.
  public typealias UICollectionViewCompositionalLayoutSectionProvider = (
    Int, any NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection?

  /// A stand-in for UIKit's `NSCollectionLayoutSection` (iOS 13): one section of a compositional
  /// layout; here only a list section.
  @MainActor open class NSCollectionLayoutSection: NSObject {
    /// The list configuration the section was made with (stand-in only).
    public let standInListConfiguration: UICollectionLayoutListConfiguration?

    private init(standInListConfiguration: UICollectionLayoutListConfiguration?) {
      self.standInListConfiguration = standInListConfiguration
      super.init()
    }

    /// A list section (iOS 14).
    ///
    /// "You should pass the layoutEnvironment from inside the
    /// UICollectionViewCompositionalLayoutSectionProvider" (`UICollectionLayoutList.h`).
    ///
    /// - Parameters:
    ///   - configuration: The list's configuration.
    ///   - layoutEnvironment: The environment the section provider was given.
    /// - Returns: The section.
    public static func list(
      using configuration: UICollectionLayoutListConfiguration,
      layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
      NSCollectionLayoutSection(standInListConfiguration: configuration)
    }
  }

  /// A stand-in for UIKit's `UICollectionViewCompositionalLayout` (iOS 13): sections made by one
  /// section or by a section provider.
  @MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider

    /// A layout whose every section is `section`.
    ///
    /// - Parameter section: The section.
    public init(section: NSCollectionLayoutSection) {
      sectionProvider = { _, _ in section }
      super.init()
    }

    /// A layout whose sections `sectionProvider` makes, asked per section with the layout
    /// environment.
    ///
    /// - Parameter sectionProvider: Makes each section.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
      self.sectionProvider = sectionProvider
      super.init()
    }

    /// "A compositional layout containing only list sections of the specified configuration"
    /// (iOS 14, `UICollectionLayoutList.h`).
    ///
    /// - Parameter configuration: Every section's configuration.
    /// - Returns: The layout.
    public static func list(using configuration: UICollectionLayoutListConfiguration)
      -> UICollectionViewCompositionalLayout
    {
      UICollectionViewCompositionalLayout(sectionProvider: { _, environment in
        .list(using: configuration, layoutEnvironment: environment)
      })
    }

    override func listConfiguration(
      forSection section: Int, environment: any NSCollectionLayoutEnvironment
    ) -> UICollectionLayoutListConfiguration? {
      sectionProvider(section, environment)?.standInListConfiguration
    }
  }

  /// A stand-in for UIKit's `UICollectionLayoutListConfiguration` (iOS 14): how a list section
  /// looks and what it asks for.
  ///
  /// Its swipe providers are asked by the list itself, with the item's index path, when the
  /// user swipes (``UICollectionView/swipeItem(at:from:)``); its header and footer modes decide
  /// whether a section has a header or footer at all.
  public struct UICollectionLayoutListConfiguration {
    /// The overall appearance of a list section.
    public enum Appearance: Hashable, Sendable {
      /// A plain list.
      case plain
      /// A grouped list.
      case grouped
      /// A grouped list inset from the edges, with rounded corners.
      case insetGrouped
      /// A sidebar.
      case sidebar
      /// A plain sidebar.
      case sidebarPlain
    }

    /// Whether a section has a header, and how.
    public enum HeaderMode: Hashable, Sendable {
      /// "No headers are shown" (`UICollectionLayoutList.h`).
      case none
      /// "Uses supplementary views of kind UICollectionElementKindSectionHeader to show
      /// headers".
      case supplementary
      /// "Styles the first item in a section as a header": the section's items start at index 1
      /// (Apple, `HeaderMode.firstItemInSection`).
      case firstItemInSection
    }

    /// Whether a section has a footer.
    public enum FooterMode: Hashable, Sendable {
      /// "No footers are shown".
      case none
      /// "Uses supplementary views of kind UICollectionElementKindSectionFooter to show
      /// footers".
      case supplementary
    }

    /// Asked for an item's swipe actions when the user swipes it; `nil` "if this index path does
    /// not show swipe actions" (`UICollectionLayoutList.h`).
    public typealias SwipeActionsConfigurationProvider = (_ indexPath: IndexPath) ->
      UISwipeActionsConfiguration?

    /// A list configuration of an appearance.
    ///
    /// - Parameter appearance: The appearance.
    public init(appearance: Appearance) {
      self.appearance = appearance
    }

    /// The overall appearance of the section.
    public let appearance: Appearance

    /// Whether the section shows separators; `true` by default.
    public var showsSeparators = true

    /// The section's background color; `nil`, the default, is "the system background color for
    /// the specified appearance" (`UICollectionLayoutList.h`).
    public var backgroundColor: UIColor?

    /// "Called when list is about to show leading swipe actions for a particular index path"
    /// (`UICollectionLayoutList.h`); without one, no leading swipe actions.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// "Called when list is about to show trailing swipe actions for a particular index path"
    /// (`UICollectionLayoutList.h`); without one, no trailing swipe actions (a list has no
    /// default Delete action, unlike a table).
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// Whether the section has a header; "Defaults to UICollectionLayoutListHeaderModeNone"
    /// (`UICollectionLayoutList.h`).
    public var headerMode: HeaderMode = .none

    /// Whether the section has a footer; "Defaults to UICollectionLayoutListFooterModeNone".
    public var footerMode: FooterMode = .none

    /// The padding above each section header (iOS 15); `nil`, the default, is the system's.
    public var headerTopPadding: CGFloat?
  }
#endif
