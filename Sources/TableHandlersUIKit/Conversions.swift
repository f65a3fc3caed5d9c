#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  extension TablePosition {
    /// Creates a position from a table view's index path.
    ///
    /// - Parameter indexPath: An index path with a section and a row.
    /// - Precondition: `indexPath` has exactly two indexes, as UIKit requires.
    public init(_ indexPath: IndexPath) {
      self.init(section: indexPath.section, row: indexPath.row)
    }
  }

  extension IndexPath {
    /// Creates a table view's index path from a position.
    ///
    /// - Parameter position: The row's section and row.
    public init(_ position: TablePosition) {
      self.init(row: position.row, section: position.section)
    }
  }

  extension CGFloat {
    /// A core height as UIKit's: ``TableDimension/automatic`` becomes
    /// `UITableView.automaticDimension`.
    @MainActor
    init(tableDimension height: Double) {
      self = height == TableDimension.automatic ? UITableView.automaticDimension : CGFloat(height)
    }
  }

  extension Double {
    /// A UIKit height as the core's: `UITableView.automaticDimension` becomes
    /// ``TableDimension/automatic``.
    @MainActor
    init(tableDimension height: CGFloat) {
      self = height == UITableView.automaticDimension ? TableDimension.automatic : Double(height)
    }
  }

  extension RowEditingStyle {
    /// The core's editing style for UIKit's; a style UIKit adds later counts as `.none`.
    ///
    /// The raw values are UIKit's. A `switch` cannot serve both platforms: UIKit's enum needs
    /// `@unknown default`, which the stand-in's exhaustive enum rejects as unreachable.
    init(_ style: UITableViewCell.EditingStyle) {
      self = RowEditingStyle(rawValue: style.rawValue) ?? .none
    }
  }

  extension UITableViewCell.EditingStyle {
    /// UIKit's editing style for the core's.
    init(_ style: RowEditingStyle) {
      switch style {
      case .none: self = .none
      case .delete: self = .delete
      case .insert: self = .insert
      }
    }
  }

  extension UITableViewCell.AccessoryType {
    /// UIKit's accessory type for the core's.
    init(_ accessory: RowAccessory) {
      switch accessory {
      case .none: self = .none
      case .disclosureIndicator: self = .disclosureIndicator
      case .detailDisclosureButton: self = .detailDisclosureButton
      case .checkmark: self = .checkmark
      case .detailButton: self = .detailButton
      }
    }
  }
#endif
