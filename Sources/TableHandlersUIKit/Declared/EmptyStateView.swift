#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore
  import TableHandlersDeclarative

  /// The view a declared table's host shows as its view's `backgroundView` while the table has
  /// no row: the empty state's image, title, message and button, centred one above the other,
  /// or the app's own view for a custom one.
  ///
  /// Laid out by hand in `layoutSubviews()` (no stack view, no constraints), with API of iOS 13.
  @MainActor
  final class EmptyStateView: UIView {
    /// What the view shows, compared to keep a view on screen when an update declares the same.
    struct Look: Equatable {
      let text: String
      let image: RowImage?
      let customView: CustomViewDescription?

      init(_ state: EmptyState) {
        text = state.text
        image = state.image
        customView = state.customView
      }
    }

    /// What the view shows.
    let look: Look

    /// What the button does: the latest declaration's.
    var action: (@MainActor () -> Void)?

    /// The views shown, top to bottom.
    private let arranged: [UIView]

    /// The app's view, for a custom empty state: it fills the view.
    private let customView: UIView?

    /// The button, if the empty state has one.
    let button: UIButton?

    /// The element VoiceOver moves to when the view appears: the title, or the app's view.
    let focusElement: UIView

    /// `UIAccessibility.Notification.layoutChanged`, by its value
    /// (`UIAccessibilityLayoutChangedNotification`, 1001): the iOS SDK declares the constant as
    /// a global variable, which Swift 6 does not let code read.
    static let layoutChanged = UIAccessibility.Notification(rawValue: 1001)

    private static let margin: CGFloat = 20
    private static let spacing: CGFloat = 8

    /// Makes the view for an empty state.
    ///
    /// - Parameters:
    ///   - state: The empty state.
    ///   - custom: The app's view for a custom empty state; `nil` shows the description as the
    ///     title (a kind nobody registered).
    init(state: EmptyState, custom: UIView?) {
      look = Look(state)
      action = state.action?.perform
      var views: [UIView] = []
      if let image = state.image, let uiImage = ContentCell.image(of: RowContent(image: image)) {
        let imageView = UIImageView()
        imageView.image = uiImage
        imageView.sizeToFit()
        views.append(imageView)
      }
      let title = Self.label(state.customView?.description ?? state.title, isTitle: true)
      views.append(title)
      if state.customView == nil, let message = state.message {
        views.append(Self.label(message, isTitle: false))
      }
      var button: UIButton?
      if state.customView == nil, let action = state.action {
        let made = UIButton(type: .system)
        made.setTitle(action.title, for: .normal)
        made.sizeToFit()
        views.append(made)
        button = made
      }
      self.button = button
      customView = custom
      arranged = custom == nil ? views : []
      focusElement = custom ?? title
      super.init(frame: .zero)
      for view in custom.map({ [$0] }) ?? arranged { addSubview(view) }
      button?.addTarget(self, action: Self.tapped, for: .touchUpInside)
    }

    required init?(coder: NSCoder) { nil }

    private static func label(_ text: String, isTitle: Bool) -> UILabel {
      let label = UILabel()
      label.text = text
      label.textAlignment = .center
      label.numberOfLines = 0
      if !isTitle { label.textColor = .secondaryLabel }
      #if canImport(UIKit)
        label.font = .preferredFont(forTextStyle: isTitle ? .title2 : .body)
        label.adjustsFontForContentSizeCategory = true
      #endif
      return label
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      if let customView {
        customView.frame = bounds
        return
      }
      let width = max(0, bounds.width - 2 * Self.margin)
      let sizes = arranged.map {
        $0.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
      }
      let height =
        sizes.reduce(0) { $0 + $1.height } + Self.spacing * CGFloat(max(0, arranged.count - 1))
      var y = max(Self.margin, (bounds.height - height) / 2)
      for (view, size) in zip(arranged, sizes) {
        let viewWidth = min(width, size.width)
        view.frame = CGRect(
          x: (bounds.width - viewWidth) / 2, y: y, width: viewWidth, height: size.height)
        y += size.height + Self.spacing
      }
    }

    /// The button was tapped: runs the empty state's action.
    func buttonTapped() {
      action?()
    }

    #if canImport(UIKit)
      static let tapped = #selector(EmptyStateView.tappedButton(_:))

      @objc private func tappedButton(_ sender: UIButton) { buttonTapped() }
    #else
      static let tapped = Selector("tappedButton:")
    #endif
  }

  #if !canImport(UIKit)
    extension EmptyStateView: StandInActionTarget {
      func perform(action: Selector, sender: UIControl) {
        if action == Self.tapped { buttonTapped() }
      }
    }
  #endif
#endif
