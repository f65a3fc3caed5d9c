#if !canImport(UIKit)
  import Foundation

  /// A stand-in for UIKit's `UIImage`: a named system symbol, or an image from the app's
  /// asset catalog by name.
  open class UIImage: NSObject {
    /// The system symbol's name; empty for an image from the asset catalog.
    public let systemName: String

    /// The asset catalog image's name, for an image made by `UIImage(named:)`.
    public let assetName: String?

    /// A system symbol image, as `UIImage(systemName:)`.
    ///
    /// - Parameter systemName: The symbol's name.
    public init?(systemName: String) {
      self.systemName = systemName
      self.assetName = nil
    }

    /// An image from the app's asset catalog, as `UIImage(named:)`; the stand-in finds every
    /// name.
    ///
    /// - Parameter name: The image's name.
    public init?(named name: String) {
      self.systemName = ""
      self.assetName = name
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
    }

    /// Which factory method made the configuration (stand-in only).
    public let layout: Layout
    /// The primary text.
    public var text: String?
    /// The secondary text.
    public var secondaryText: String?
    /// The image.
    public var image: UIImage?

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
  }
#endif
