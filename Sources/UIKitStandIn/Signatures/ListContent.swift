#if !canImport(UIKit)
  import Foundation

  // Signatures declared by UIKit in `UIImage.h`, `UIContentConfiguration.h` and
  // `UIListContentConfiguration.h` (the iOS 17 SDK's UIKit headers); the header, footer and
  // sidebar layouts are those a collection-view list uses.

  /// A stand-in for UIKit's `UIImage`: here only a named system symbol or a named image of
  /// the app's bundle, found whatever the name (the stand-in has no bundle to look in).
  open class UIImage: NSObject {
    /// The system symbol's name, for `UIImage(systemName:)` (stand-in only).
    public let systemName: String?

    /// The bundle image's name, for `UIImage(named:)` (stand-in only).
    public let name: String?

    /// A system symbol image, as `UIImage(systemName:)`.
    ///
    /// - Parameter systemName: The symbol's name.
    public init?(systemName: String) {
      self.systemName = systemName
      self.name = nil
    }

    /// An image of the app's main bundle, as `UIImage(named:)`.
    ///
    /// - Parameter name: The image's name.
    public init?(named name: String) {
      self.systemName = nil
      self.name = name
    }
  }

  /// A stand-in for UIKit's `UIContentConfiguration`: what a cell shows (iOS 14).
  @MainActor
  public protocol UIContentConfiguration {}

  /// A stand-in for UIKit's `UIListContentConfiguration` (iOS 14): a list cell's text,
  /// secondary text and image.
  public struct UIListContentConfiguration: UIContentConfiguration {
    /// The layout, as the factory method that made the configuration.
    public enum Layout: Hashable, Sendable {
      /// `cell()`: text only, on the left.
      case cell
      /// `valueCell()`: text on the left, secondary text on the right.
      case valueCell
      /// `subtitleCell()`: secondary text under the text.
      case subtitleCell
      /// `plainHeader()`: a plain list's section header.
      case plainHeader
      /// `plainFooter()`: a plain list's section footer.
      case plainFooter
      /// `groupedHeader()`: a grouped list's section header.
      case groupedHeader
      /// `groupedFooter()`: a grouped list's section footer.
      case groupedFooter
      /// `sidebarCell()`: a sidebar's cell.
      case sidebarCell
      /// `sidebarHeader()`: a sidebar's section header.
      case sidebarHeader
    }

    /// How a text is drawn (UIListContentTextProperties.h), reduced to its color and alignment.
    public struct TextProperties: Sendable {
      /// The alignment of a text (`UIListContentTextAlignment`).
      public enum TextAlignment: Int, Sendable {
        /// The script's natural alignment, the default.
        case natural
        /// Centred.
        case center
        /// Justified.
        case justified
      }

      /// The text's color.
      public var color: UIColor
      /// The text's alignment; `.natural` by default.
      public var alignment: TextAlignment = .natural
    }

    /// Which factory method made the configuration (stand-in only).
    public let layout: Layout
    /// The primary text.
    public var text: String?
    /// The secondary text.
    public var secondaryText: String?
    /// The image.
    public var image: UIImage?
    /// How the image is laid out (UIListContentImageProperties.h), reduced to the room it
    /// keeps.
    public struct ImageProperties: Sendable {
      /// A special constant for a `reservedLayoutSize` dimension: the room a symbol image
      /// takes (`UIListContentImageStandardDimension`, iOS 14; its value is UIKit's own).
      public static let standardDimension: CGFloat = -0.5
      /// The room kept for the image even without one; `.zero` by default.
      public var reservedLayoutSize: CGSize = .zero
    }

    /// How the image is laid out.
    public var imageProperties = ImageProperties()
    /// How the primary text is drawn; its color is `.label` by default.
    public var textProperties = TextProperties(color: .label)
    /// How the secondary text is drawn; its color is `.secondaryLabel` by default.
    public var secondaryTextProperties = TextProperties(color: .secondaryLabel)

    private init(layout: Layout) {
      self.layout = layout
    }

    /// The default cell layout.
    ///
    /// - Returns: An empty configuration.
    public static func cell() -> UIListContentConfiguration { .init(layout: .cell) }

    /// The value layout: text on the left, secondary text on the right.
    ///
    /// - Returns: An empty configuration.
    public static func valueCell() -> UIListContentConfiguration { .init(layout: .valueCell) }

    /// The subtitle layout: secondary text under the text.
    ///
    /// - Returns: An empty configuration.
    public static func subtitleCell() -> UIListContentConfiguration {
      .init(layout: .subtitleCell)
    }

    /// A plain list's section header (iOS 14): what a list's header shows a title with.
    ///
    /// - Returns: An empty configuration.
    public static func plainHeader() -> UIListContentConfiguration { .init(layout: .plainHeader) }

    /// A plain list's section footer (iOS 14).
    ///
    /// - Returns: An empty configuration.
    public static func plainFooter() -> UIListContentConfiguration { .init(layout: .plainFooter) }

    /// A grouped list's section header (iOS 14).
    ///
    /// - Returns: An empty configuration.
    public static func groupedHeader() -> UIListContentConfiguration {
      .init(layout: .groupedHeader)
    }

    /// A grouped list's section footer (iOS 14).
    ///
    /// - Returns: An empty configuration.
    public static func groupedFooter() -> UIListContentConfiguration {
      .init(layout: .groupedFooter)
    }

    /// A sidebar's cell (iOS 14).
    ///
    /// - Returns: An empty configuration.
    public static func sidebarCell() -> UIListContentConfiguration { .init(layout: .sidebarCell) }

    /// A sidebar's section header (iOS 14).
    ///
    /// - Returns: An empty configuration.
    public static func sidebarHeader() -> UIListContentConfiguration {
      .init(layout: .sidebarHeader)
    }
  }
#endif
