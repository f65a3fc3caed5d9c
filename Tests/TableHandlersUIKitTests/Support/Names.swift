#if os(Linux)
  import Foundation
  import StandInDoubles
  import UIKitStandIn

  /// A printable form of an answer, naming the objects tests create.
  @MainActor
  func describe(_ value: Any?) -> String {
    guard let value else { return "nil" }
    if let optional = value as? OptionalDescribable { return optional.describedValue }
    switch value {
    case let cell as UITableViewCell:
      return "cell \(cell.reuseIdentifier ?? "-") \(cell.textLabel?.text ?? "-")"
    case let view as NamedView: return "view \(view.name)"
    case let configuration as UISwipeActionsConfiguration:
      return "swipe " + configuration.actions.map { $0.title ?? "-" }.joined(separator: ",")
    case let configuration as UIContextMenuConfiguration:
      return "menu \(configuration.identifier)"
    case let preview as UITargetedPreview: return "preview \(describe(preview.view))"
    case let indexPath as IndexPath: return "\(indexPath.section).\(indexPath.row)"
    case let actions as [UITableViewRowAction]:
      return "rowActions " + actions.map { $0.title ?? "-" }.joined(separator: ",")
    case let style as UITableViewCell.EditingStyle: return "style \(style)"
    case is Void: return "()"
    default: return "\(value)"
    }
  }

  /// Unwraps optionals of any depth for ``describe(_:)``.
  protocol OptionalDescribable {
    @MainActor var describedValue: String { get }
  }

  extension Optional: OptionalDescribable {
    @MainActor var describedValue: String {
      switch self {
      case .none: return "nil"
      case .some(let wrapped): return describe(wrapped)
      }
    }
  }
#endif
