#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  /// How a list looks: the appearance of every section of a collection view's list layout,
  /// `UICollectionLayoutListConfiguration.Appearance`.
  ///
  /// A list's sections may each look different on UIKit; a declared table gives all of them the
  /// appearance it is attached with, and each section's headers and footers come from its
  /// declaration.
  public enum ListAppearance: Hashable, Sendable {
    /// Rows edge to edge, as a plain table (`.plain`).
    case plain
    /// Sections set apart on a grouped background (`.grouped`).
    case grouped
    /// Sections as rounded groups inset from the edges, as Settings shows them (`.insetGrouped`).
    case insetGrouped
    /// A sidebar, as in a split view's primary column (`.sidebar`).
    case sidebar
    /// A sidebar without the grouped background (`.sidebarPlain`).
    case sidebarPlain
  }

  @available(iOS 14, *)
  extension UICollectionLayoutListConfiguration.Appearance {
    /// UIKit's appearance for a list appearance.
    ///
    /// - Parameter appearance: The appearance.
    init(_ appearance: ListAppearance) {
      switch appearance {
      case .plain: self = .plain
      case .grouped: self = .grouped
      case .insetGrouped: self = .insetGrouped
      case .sidebar: self = .sidebar
      case .sidebarPlain: self = .sidebarPlain
      }
    }
  }
#endif
