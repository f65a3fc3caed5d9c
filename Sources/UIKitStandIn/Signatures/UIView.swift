#if !canImport(UIKit)
  import Foundation

  // Signatures declared by UIKit in `UIView.h`, `UIInteraction.h`, `UILabel.h`, `UIScrollView.h`,
  // `UIAccessibility.h` and `UIViewController.h` (the iOS 17 SDK's UIKit headers).

  /// A stand-in for UIKit's `UIView`: a rectangle that table cells, headers and tables derive from.
  ///
  /// Like UIKit's, its designated initializers are `init(frame:)` and `init?(coder:)`, and `init()`
  /// is a convenience initializer for a zero frame. Subclasses that declare their own designated
  /// initializer must therefore implement `required init?(coder:)`, exactly as on iOS.
  @MainActor open class UIView: NSObject {
    /// Runs changes with animations off (`UIView.h`, `performWithoutAnimation:`); the
    /// stand-in animates nothing, so it runs them, with ``areAnimationsEnabled`` `false`
    /// meanwhile, which a collection view records for the batches and edits it is told
    /// (`UICollectionView.recordedAnimations`).
    ///
    /// - Parameter actionsWithoutAnimation: The changes.
    open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
      let enabled = standInAnimationsEnabled
      standInAnimationsEnabled = false
      defer { standInAnimationsEnabled = enabled }
      actionsWithoutAnimation()
    }

    /// Whether animations are on (`UIView.h`, `areAnimationsEnabled`): `false` inside
    /// ``performWithoutAnimation(_:)``.
    open class var areAnimationsEnabled: Bool { standInAnimationsEnabled }

    /// Whether animations are on, for ``areAnimationsEnabled`` (stand-in only).
    private static var standInAnimationsEnabled = true

    /// The view's frame in its superview's coordinate system.
    open var frame: CGRect

    /// The view's bounds in its own coordinate system: its frame's size, at the origin (a
    /// scroll view's origin is its content offset).
    open var bounds: CGRect {
      get { CGRect(origin: .zero, size: frame.size) }
      set { frame.size = newValue.size }
    }

    /// Creates a view with the given frame.
    ///
    /// - Parameter frame: The frame rectangle.
    public init(frame: CGRect) {
      self.frame = frame
      super.init()
    }

    /// Creates a view from an archive; the stand-in decodes nothing and uses a zero frame.
    ///
    /// - Parameter coder: The unarchiver, which is ignored.
    public required init?(coder: NSCoder) {
      self.frame = .zero
      super.init()
    }

    /// Creates a view with a zero frame.
    public override convenience init() {
      self.init(frame: .zero)
    }

    /// The window the view is in, or `nil` when it is in none.
    ///
    /// Read-only, as in UIKit, where it changes as the view moves into or out of a window's
    /// hierarchy (`UIView.window`, "This property is nil if the view has not yet been added to a
    /// window"). The stand-in's views are in a window when ``standInMove(toWindow:)`` put
    /// them, or their superview, there.
    open var window: UIWindow? { standInWindow ?? superview?.window }

    private var standInWindow: UIWindow?

    /// Puts the view in a window, or takes it out with `nil` (stand-in only), as adding it to a
    /// window's hierarchy would.
    ///
    /// - Parameter window: The window.
    public func standInMove(toWindow window: UIWindow?) {
      standInWindow = window
    }

    /// The view that contains this one; held weakly, as in UIKit (stand-in: set where the
    /// stand-in places a view, a cell's `accessoryView` and a table's displayed cells).
    public internal(set) weak var superview: UIView?

    /// Whether touches reach the view; `true` by default (UIView.h `userInteractionEnabled`).
    open var isUserInteractionEnabled = true

    /// The identifier UI tests find the view by (`UIAccessibilityIdentification`).
    open var accessibilityIdentifier: String?

    /// The text VoiceOver reads for the view (`UIAccessibility.h` `accessibilityLabel`).
    open var accessibilityLabel: String?

    /// The actions an assistive technology offers for the view, in order (`UIAccessibility.h`
    /// `accessibilityCustomActions`, iOS 8).
    ///
    /// UIKit declares it on `NSObject` (the `UIAccessibilityAction` informal protocol), so every
    /// object has it; the stand-in declares it where the adapter sets it, on views. VoiceOver
    /// offers these actions in its actions rotor when the element is focused.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?

    /// The colour that tints the view's template images and controls; the stand-in keeps the
    /// value set and draws nothing (UIView.h: `tintColor`, "null_resettable").
    open var tintColor: UIColor!

    /// The views this one contains, in the order added.
    public private(set) var subviews: [UIView] = []

    /// Adds a view on top of the others; it leaves its old superview first (UIView.h).
    ///
    /// - Parameter view: The view.
    open func addSubview(_ view: UIView) {
      view.removeFromSuperview()
      subviews.append(view)
      view.superview = self
    }

    /// Leaves the superview.
    open func removeFromSuperview() {
      superview?.subviews.removeAll { $0 === self }
      superview = nil
    }

    /// Resizes the view to fit its content; the stand-in lays nothing out and keeps the frame.
    open func sizeToFit() {}

    /// The size that fits the view's content within a size.
    ///
    /// The stand-in measures nothing and answers the frame's size (UIView.h: "return 'best'
    /// size to fit given size. does not actually resize view. Default is return existing view
    /// size").
    ///
    /// - Parameter size: The size to fit in.
    /// - Returns: The frame's size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }

    /// Lays out the subviews; a subclass overrides it.
    ///
    /// UIView.h: "override point. called by layoutIfNeeded automatically". The stand-in lays nothing out by itself: a test calls
    /// it where UIKit's layout pass would.
    open func layoutSubviews() {}

    /// Lays the view out now if it needs it.
    ///
    /// A plain view lays nothing out in the stand-in. A table or collection view learns the
    /// counts it does not know and asks again for the cells it shows after `reloadData()`, as
    /// its next layout pass does on a device; tests call it where a turn of the run loop would
    /// pass.
    open func layoutIfNeeded() {}

    /// Makes a view a subview, taking the one it replaces out (stand-in only): for the
    /// background views of tables and collection views.
    func standInPlaceBackgroundView(_ view: UIView?, replacing old: UIView?) {
      if let old, old !== view, old.superview === self { old.removeFromSuperview() }
      if let view { addSubview(view) }
    }

    private var installedInteractions: [any UIInteraction] = []

    /// The interactions attached to the view, held strongly, as in UIKit.
    ///
    /// Setting it removes the old interactions and adds the new ones, telling each as
    /// `removeInteraction(_:)` and `addInteraction(_:)` do.
    open var interactions: [any UIInteraction] {
      get { installedInteractions }
      set {
        for interaction in installedInteractions { removeInteraction(interaction) }
        for interaction in newValue { addInteraction(interaction) }
      }
    }

    /// Attaches an interaction, which the view then keeps alive.
    ///
    /// As in UIKit, the interaction is told `willMove(to:)` with this view before it is added
    /// and `didMove(to:)` after.
    ///
    /// - Parameter interaction: The interaction to attach.
    open func addInteraction(_ interaction: any UIInteraction) {
      interaction.willMove(to: self)
      installedInteractions.append(interaction)
      interaction.didMove(to: self)
    }

    /// Detaches an interaction; nothing happens if it is not attached.
    ///
    /// The interaction is told `willMove(to:)` and `didMove(to:)` with `nil`.
    ///
    /// - Parameter interaction: The interaction to detach.
    open func removeInteraction(_ interaction: any UIInteraction) {
      guard let index = installedInteractions.firstIndex(where: { $0 === interaction }) else {
        return
      }
      interaction.willMove(to: nil)
      installedInteractions.remove(at: index)
      interaction.didMove(to: nil)
    }
  }

  /// A stand-in for UIKit's `UIInteraction`: an object attached to a view, which keeps it alive.
  @MainActor public protocol UIInteraction: NSObjectProtocol {
    /// The view the interaction is attached to; UIKit declares it `weak`.
    var view: UIView? { get }

    /// Tells the interaction that it is about to be attached to a view, or detached (`nil`).
    ///
    /// - Parameter view: The view, or `nil`.
    func willMove(to view: UIView?)

    /// Tells the interaction that it was attached to a view, or detached (`nil`).
    ///
    /// - Parameter view: The view, or `nil`.
    func didMove(to view: UIView?)
  }

  /// A stand-in for UIKit's `UILabel`, reduced to its text and how it is drawn.
  @MainActor open class UILabel: UIView {
    /// The text the label displays.
    open var text: String?

    /// The text's color; `.label` by default (UILabel.h: "default is labelColor").
    open var textColor: UIColor! = .label

    /// The text's alignment; `.natural` by default (UILabel.h).
    open var textAlignment: NSTextAlignment = .natural

    /// Whether the label draws its text enabled; a disabled label is dimmed (UILabel.h
    /// `enabled`, default `true`).
    open var isEnabled = true

    /// The most lines the text takes; 0 for as many as it needs (UILabel.h, default 1).
    open var numberOfLines = 1
  }

  /// A stand-in for UIKit's `UIScrollView`, the superclass of `UITableView`.
  ///
  /// It has no `delegate` property: UIKit's `UITableView` redeclares `delegate` with a narrower
  /// type, which only imported Objective-C properties may do. A table's scroll-view callbacks reach
  /// its `UITableViewDelegate`, which refines `UIScrollViewDelegate`.
  @MainActor open class UIScrollView: UIView {
    /// The point of the content that is shown at the view's origin.
    open var contentOffset: CGPoint = .zero

    /// The size of the scrollable content.
    open var contentSize: CGSize = .zero

    /// The bounds: the content offset as origin, the frame's size (`UIScrollView.h`: a scroll
    /// view scrolls by changing its bounds' origin).
    open override var bounds: CGRect {
      get { CGRect(origin: contentOffset, size: frame.size) }
      set {
        contentOffset = newValue.origin
        frame.size = newValue.size
      }
    }

    /// Whether the user has begun scrolling the content (read-only, as in UIKit; the stand-in's
    /// drivers set it, `ScrollLayout.swift`).
    open var isDragging: Bool { standInIsDragging }

    /// Whether the content is moving after the user lifted their finger (read-only, as in UIKit).
    open var isDecelerating: Bool { standInIsDecelerating }

    /// Whether the user has touched the content to start scrolling (read-only, as in UIKit).
    open var isTracking: Bool { standInIsDragging }

    /// The distances the content is inset by from the scroll view's edges.
    open var contentInset = UIEdgeInsets.zero

    /// The insets the content is actually shown with: ``contentInset`` in the stand-in, which
    /// has no safe area or bars to add.
    open var adjustedContentInset: UIEdgeInsets { contentInset }

    /// The delegate the stand-in's drag drivers tell a scroll-view method, if it implements it:
    /// a table's or a collection view's delegate, as it was last assigned (`ScrollLayout.swift`).
    ///
    /// - Parameter selector: The method's selector.
    /// - Returns: The delegate, or `nil` when it does not implement the method.
    func standInScrollDelegate(implementing selector: String) -> (any UIScrollViewDelegate)? {
      nil
    }

    /// Set by the stand-in's drag drivers.
    var standInIsDragging = false

    /// Set by the stand-in's deceleration drivers.
    var standInIsDecelerating = false

    /// Sets the content offset; the stand-in animates nothing.
    ///
    /// - Parameters:
    ///   - contentOffset: The new offset.
    ///   - animated: Ignored.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
      self.contentOffset = contentOffset
    }
  }

  /// A stand-in for UIKit's `UIEdgeInsets` (`UIGeometry.h`): distances from a rectangle's edges.
  public struct UIEdgeInsets: Hashable, Sendable {
    /// The distance from the top edge.
    public var top: CGFloat
    /// The distance from the left edge.
    public var left: CGFloat
    /// The distance from the bottom edge.
    public var bottom: CGFloat
    /// The distance from the right edge.
    public var right: CGFloat

    /// Creates insets.
    ///
    /// - Parameters:
    ///   - top: The top inset.
    ///   - left: The left inset.
    ///   - bottom: The bottom inset.
    ///   - right: The right inset.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
      self.top = top
      self.left = left
      self.bottom = bottom
      self.right = right
    }

    /// No insets.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
  }

  /// A stand-in for UIKit's `UIViewController`, used by context-menu preview providers.
  @MainActor open class UIViewController: NSObject {
    /// A localized title for the controller.
    open var title: String?

    /// The nib name given at initialization; the stand-in never loads nibs.
    public let nibName: String?

    /// The bundle given at initialization.
    public let nibBundle: Bundle?

    private var loadedView: UIView?

    /// Creates a controller, as UIKit's designated initializer does.
    ///
    /// - Parameters:
    ///   - nibNameOrNil: The name of a nib file, recorded only.
    ///   - nibBundleOrNil: The bundle of the nib file, recorded only.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
      self.nibName = nibNameOrNil
      self.nibBundle = nibBundleOrNil
      super.init()
    }

    /// Creates a controller from an archive; the stand-in decodes nothing.
    ///
    /// - Parameter coder: The unarchiver, which is ignored.
    public required init?(coder: NSCoder) {
      self.nibName = nil
      self.nibBundle = nil
      super.init()
    }

    /// Creates a controller without a nib.
    public override convenience init() {
      self.init(nibName: nil, bundle: nil)
    }

    /// The controller's root view, created by `loadView()` on first access.
    open var view: UIView! {
      get {
        if loadedView == nil {
          loadView()
        }
        return loadedView
      }
      set { loadedView = newValue }
    }

    /// Whether the root view has been created.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Creates the root view; the default creates a plain `UIView`.
    open func loadView() {
      loadedView = UIView()
    }
  }
#endif
