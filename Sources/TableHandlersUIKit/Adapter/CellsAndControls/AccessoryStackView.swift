#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  /// A table view cell's accessory view when a row shows more than one trailing accessory: the
  /// accessories side by side, in their order, leading to trailing.
  ///
  /// A table view cell has one `accessoryView`, where a list cell takes any number of
  /// accessories; this view lets the table view show what the list shows (a count beside the
  /// expand arrow, a switch beside a chevron) instead of dropping all but one.
  @MainActor
  final class AccessoryStackView: UIView {
    /// The space between two accessories, in points: UIKit's standard spacing between sibling
    /// views (`UIStackView.spacingUseSystem`'s value in a cell).
    static let spacing: CGFloat = 8

    /// Shows views, in order, in place of the ones shown; a view already shown stays.
    ///
    /// - Parameter views: The accessories' views, leading to trailing.
    func show(_ views: [UIView]) {
      if subviews.count == views.count, zip(subviews, views).allSatisfy({ $0 === $1 }) { return }
      for view in subviews where !views.contains(where: { $0 === view }) {
        view.removeFromSuperview()
      }
      // Added again in order: a view added is put last, leaving its old place.
      for view in views { addSubview(view) }
      // A new size lays the accessories out again.
      frame.size = fittingSize
    }

    /// The size that holds every accessory at its own size, side by side.
    private var fittingSize: CGSize {
      let sizes = subviews.map(\.frame.size)
      let width =
        sizes.reduce(0) { $0 + $1.width } + Self.spacing * CGFloat(max(0, sizes.count - 1))
      return CGSize(width: width, height: sizes.map(\.height).max() ?? 0)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize }

    override func layoutSubviews() {
      super.layoutSubviews()
      var x: CGFloat = 0
      for view in subviews {
        let size = view.frame.size
        view.frame = CGRect(
          x: x, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
        x += size.width + Self.spacing
      }
    }
  }

  /// UIKit's standard accessories (`UITableViewCell.AccessoryType`) as views, for a table view
  /// cell whose accessory view shows them beside a view of the row's (``AccessoryStackView``).
  ///
  /// The detail button is UIKit's own (`UIButton(type: .detailDisclosure)`, the button a cell
  /// shows for `.detailButton`) and reports its tap as the cell's would
  /// (``RowControlActions/detailTapped(_:)``); the checkmark and the chevron are the system
  /// symbols UIKit draws them with, in its colours.
  @MainActor
  enum StandardAccessoryViews {
    /// The view of a standard accessory, `old` reused where it is one; `nil` for any other.
    ///
    /// - Parameters:
    ///   - accessory: The accessory.
    ///   - old: The view shown in its place before.
    /// - Returns: The view.
    static func view(for accessory: TrailingAccessory, reusing old: UIView?) -> UIView? {
      switch accessory {
      case .detailButton:
        if let button = old as? UIButton, button.buttonType == .detailDisclosure { return button }
        let button = RowControlActions.sending(
          UIButton(type: .detailDisclosure), RowControlActions.detailButtonTapped,
          for: .touchUpInside)
        button.sizeToFit()
        return button
      case .checkmark:
        return image(named: "checkmark", color: ContentCell.tintColor, reusing: old)
      case .disclosureIndicator:
        return image(named: "chevron.forward", color: .tertiaryLabel, reusing: old)
      case .control, .customView, .text, .outlineDisclosure:
        return nil
      }
    }

    /// An image view showing a system symbol.
    private static func image(named name: String, color: UIColor, reusing old: UIView?)
      -> UIImageView
    {
      let view = old as? StandardAccessoryImageView ?? StandardAccessoryImageView()
      if view.symbolName != name {
        view.symbolName = name
        // `chevron.forward` turns with the layout direction (iOS 14); iOS 13 has the right one.
        view.image =
          UIImage(systemName: name)
          ?? (name == "chevron.forward" ? UIImage(systemName: "chevron.right") : nil)
        view.sizeToFit()
      }
      view.tintColor = color
      return view
    }
  }

  /// The image view of a checkmark or a chevron beside a row's own accessory view.
  @MainActor
  final class StandardAccessoryImageView: UIImageView {
    /// The system symbol shown.
    var symbolName: String?
  }
#endif
