#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  /// A table view cell's outline disclosure control: a chevron pointing to the trailing side
  /// while the row is collapsed and down while it is expanded, as a list's outline disclosure
  /// accessory shows; a tap reports `outlineDisclosureTapped` at the row's position then.
  ///
  /// It is the cell's `accessoryView` (a table view cell has no outline accessory of its
  /// own), sending `.touchUpInside` to the controls' one target, which finds the row when
  /// tapped (``RowControlActions``).
  @MainActor
  final class OutlineDisclosureButton: UIButton {
    /// The state shown.
    private(set) var disclosure = OutlineDisclosure.collapsed

    /// A button showing `disclosure`: `old` when it is one, else a new one.
    static func showing(_ disclosure: OutlineDisclosure, reusing old: UIView?)
      -> OutlineDisclosureButton
    {
      let button =
        old as? OutlineDisclosureButton
        ?? RowControlActions.sending(
          OutlineDisclosureButton(type: .system), RowControlActions.disclosureTapped,
          for: .touchUpInside)
      button.show(disclosure)
      return button
    }

    /// Shows a state: the chevron's direction.
    func show(_ disclosure: OutlineDisclosure) {
      self.disclosure = disclosure
      // `chevron.forward` turns with the layout direction (iOS 14); iOS 13 has the right one.
      let image =
        disclosure == .expanded
        ? UIImage(systemName: "chevron.down")
        : UIImage(systemName: "chevron.forward") ?? UIImage(systemName: "chevron.right")
      setImage(image, for: .normal)
      sizeToFit()
    }
  }
#endif
