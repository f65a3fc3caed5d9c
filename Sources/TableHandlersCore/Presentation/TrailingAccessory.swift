/// One thing a row shows at its trailing edge, and what it does: the accessories of a row are
/// decided here, once, in the order every host shows them.
///
/// A table view, a list and the headless table each turn a row's accessories
/// (``RowContent/trailingAccessories``) into what they show; none decides which accessories a
/// row has or in which order. Where a host has fewer places than accessories, its binding puts
/// them together without dropping one (a table view cell's one `accessoryView` holds them all,
/// in this order).
package enum TrailingAccessory: Hashable, Sendable {
  /// The row's control, showing its value; a change reports `controlValueChanged`.
  case control(RowControl)
  /// A view of the app's own; `fallbackText`, the row's trailing text, shows where the host
  /// cannot make the view (its kind is not registered on a UIKit host).
  case customView(CustomViewDescription, fallbackText: String?)
  /// The row's trailing text.
  case text(String)
  /// The detail (info) button; a tap reports `accessoryButtonTapped`.
  case detailButton
  /// A checkmark; it does nothing of its own.
  case checkmark
  /// A chevron that says a tap on the row shows more; it does nothing of its own.
  case disclosureIndicator
  /// The disclosure control of a row with children, in its state; a tap reports
  /// `outlineDisclosureTapped`.
  case outlineDisclosure(OutlineDisclosure)

  /// Whether it is one of UIKit's standard accessories (`UITableViewCell.AccessoryType`),
  /// which a table view cell draws without a view of the app's.
  package var isStandard: Bool {
    switch self {
    case .detailButton, .checkmark, .disclosureIndicator: return true
    case .control, .customView, .text, .outlineDisclosure: return false
    }
  }
}

extension RowContent {
  /// What the row shows at its trailing edge, from the content outward: its trailing view (the
  /// control, else the custom accessory view, else the trailing text), then its accessory (the
  /// detail button before the chevron of `.detailDisclosureButton`), then the outline
  /// disclosure of a row with children, outermost.
  ///
  /// Every accessory shows: none hides another. A row with children that also shows a count
  /// keeps its expand arrow, and a custom view keeps the chevron beside it. The order is the
  /// one UIKit's list cells give system accessories (the outline disclosure outermost) with the
  /// row's own view innermost, where `UICellAccessory.Placement.trailing`'s default position
  /// puts a custom view.
  ///
  /// A row shown by a custom cell (``customCell``) shows that cell's own accessories; this is
  /// what the platform's content cell shows.
  package var trailingAccessories: [TrailingAccessory] {
    var accessories: [TrailingAccessory] = []
    if let control {
      accessories.append(.control(control))
    } else if let customAccessory {
      accessories.append(.customView(customAccessory, fallbackText: trailingText))
    } else if let trailingText {
      accessories.append(.text(trailingText))
    }
    switch accessory {
    case .none: break
    case .disclosureIndicator: accessories.append(.disclosureIndicator)
    case .detailDisclosureButton: accessories += [.detailButton, .disclosureIndicator]
    case .checkmark: accessories.append(.checkmark)
    case .detailButton: accessories.append(.detailButton)
    }
    if let outlineDisclosure { accessories.append(.outlineDisclosure(outlineDisclosure)) }
    return accessories
  }
}
