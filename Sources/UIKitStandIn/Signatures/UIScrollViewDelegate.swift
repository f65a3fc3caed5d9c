#if !canImport(UIKit)
  import Foundation

  // Signatures declared by UIKit in `UIScrollView.h` (the iOS 17 SDK's UIKit headers).

  /// The members of `UIScrollViewDelegate`, each required and none given a default, declared once for
  /// both protocols: `UIScrollViewDelegate` refines this one and gives its optional members UIKit's
  /// absent-method defaults (the extension below).
  ///
  /// A type that conforms to this protocol but not to `UIScrollViewDelegate` (the adapter's base class;
  /// its subclass adds the UIKit conformance) must implement every member with UIKit's exact
  /// signature, so that a mistyped label fails to compile on Linux instead of being silently
  /// ignored by UIKit on iOS, where the SDK's "nearly matches" warning does the same.
  @MainActor public protocol UIScrollViewDelegateRequirements: AnyObject {
    /// Tells the delegate that the content offset changed.
    ///
    /// `scrollViewDidScroll:`, iOS 2.0.
    func scrollViewDidScroll(_ scrollView: UIScrollView)

    /// Tells the delegate that the zoom scale changed.
    ///
    /// `scrollViewDidZoom:`, iOS 3.2.
    func scrollViewDidZoom(_ scrollView: UIScrollView)

    /// Tells the delegate that dragging is about to begin.
    ///
    /// `scrollViewWillBeginDragging:`, iOS 2.0.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)

    /// Tells the delegate that dragging is about to end; it may change the target offset.
    ///
    /// `scrollViewWillEndDragging:withVelocity:targetContentOffset:`, iOS 5.0.
    func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
      targetContentOffset: UnsafeMutablePointer<CGPoint>)

    /// Tells the delegate that dragging ended.
    ///
    /// `scrollViewDidEndDragging:willDecelerate:`, iOS 2.0.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)

    /// Tells the delegate that deceleration is about to begin.
    ///
    /// `scrollViewWillBeginDecelerating:`, iOS 2.0.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)

    /// Tells the delegate that deceleration ended.
    ///
    /// `scrollViewDidEndDecelerating:`, iOS 2.0.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)

    /// Tells the delegate that a programmatic scrolling animation ended.
    ///
    /// `scrollViewDidEndScrollingAnimation:`, iOS 2.0.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)

    /// Asks for the view to scale when zooming.
    ///
    /// `viewForZoomingInScrollView:`, iOS 2.0.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?

    /// Tells the delegate that zooming is about to begin.
    ///
    /// `scrollViewWillBeginZooming:withView:`, iOS 3.2.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)

    /// Tells the delegate that zooming ended.
    ///
    /// `scrollViewDidEndZooming:withView:atScale:`, iOS 2.0.
    func scrollViewDidEndZooming(
      _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)

    /// Asks whether a status-bar tap may scroll to the top.
    ///
    /// `scrollViewShouldScrollToTop:`, iOS 2.0.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool

    /// Tells the delegate that the view scrolled to the top.
    ///
    /// `scrollViewDidScrollToTop:`, iOS 2.0.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)

    /// Tells the delegate that the adjusted content inset changed.
    ///
    /// `scrollViewDidChangeAdjustedContentInset:`, iOS 11.0.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
  }

  /// The stand-in for UIKit's `UIScrollViewDelegate`: scroll, drag, deceleration and zoom events.
  ///
  /// Every member is optional in UIKit. Linux has no `optional` requirements, so each is a plain
  /// requirement with UIKit's Swift signature and a default implementation in an extension.
  @MainActor
  public protocol UIScrollViewDelegate: NSObjectProtocol, UIScrollViewDelegateRequirements {}

  /// Defaults for every `UIScrollViewDelegate` member, matching UIKit when a method is absent.
  @MainActor
  extension UIScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}

    /// Does nothing.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}

    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}

    /// Does nothing.
    public func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
      targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}

    /// Does nothing.
    public func scrollViewDidEndDragging(
      _ scrollView: UIScrollView, willDecelerate decelerate: Bool
    ) {}

    /// Does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}

    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}

    /// Does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}

    /// Returns `nil`: no zooming.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? {
      nil
    }

    /// Does nothing.
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}

    /// Does nothing.
    public func scrollViewDidEndZooming(
      _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
    ) {}

    /// Returns `true`.
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
      true
    }

    /// Does nothing.
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}

    /// Does nothing.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
  }

  extension TableSelectors {
    /// The selectors of `UIScrollViewDelegate`, in its declaration order.
    public static let scrollView: [String] = scrollViewMethods.map(\.selector)

    /// Each member of `UIScrollViewDelegate`, in its declaration order: its selector, spelled as
    /// UIKit's `UIScrollView.h` spells it, and what UIKit uses in its place when it is not
    /// implemented (``UITableView/answerWithoutMethod(_:at:)``).
    ///
    /// Sources: [D] Apple's documentation of the method.
    static let scrollViewMethods: [StandInMethod] = [
      // Notifications: nothing happens in their place.
      StandInMethod(TableSelectors.scrollViewDidScroll) { _, _ in .nothing },
      StandInMethod(TableSelectors.scrollViewDidZoom) { _, _ in .nothing },
      StandInMethod(TableSelectors.scrollViewWillBeginDragging) { _, _ in .nothing },
      StandInMethod(TableSelectors.scrollViewWillEndDragging) { _, _ in
        .nothing
      },
      StandInMethod(TableSelectors.scrollViewDidEndDragging) { _, _ in .nothing },
      StandInMethod(TableSelectors.scrollViewWillBeginDecelerating) { _, _ in .nothing },
      StandInMethod(TableSelectors.scrollViewDidEndDecelerating) { _, _ in .nothing },
      StandInMethod(TableSelectors.scrollViewDidEndScrollingAnimation) { _, _ in .nothing },
      // [D] viewForZooming(in:): "If you do not implement this method, no zooming occurs."
      StandInMethod(TableSelectors.viewForZooming) { _, _ in .noObject },
      // Notifications: nothing happens in their place.
      StandInMethod(TableSelectors.scrollViewWillBeginZooming) { _, _ in .nothing },
      StandInMethod(TableSelectors.scrollViewDidEndZooming) { _, _ in .nothing },
      // [D] scrollViewShouldScrollToTop(_:): "If the delegate doesn't implement this method,
      // true is assumed."
      StandInMethod(TableSelectors.scrollViewShouldScrollToTop) { _, _ in .bool(true) },
      // Notifications: nothing happens in their place.
      StandInMethod(TableSelectors.scrollViewDidScrollToTop) { _, _ in .nothing },
      StandInMethod(TableSelectors.scrollViewDidChangeAdjustedContentInset) { _, _ in .nothing },
    ]
  }

  extension TableSelectors {
    /// `scrollViewDidScroll:`.
    public static let scrollViewDidScroll = "scrollViewDidScroll:"

    /// `scrollViewDidZoom:`.
    public static let scrollViewDidZoom = "scrollViewDidZoom:"

    /// `scrollViewWillBeginDragging:`.
    public static let scrollViewWillBeginDragging = "scrollViewWillBeginDragging:"

    /// `scrollViewWillEndDragging:withVelocity:targetContentOffset:`.
    public static let scrollViewWillEndDragging =
      "scrollViewWillEndDragging:withVelocity:targetContentOffset:"

    /// `scrollViewDidEndDragging:willDecelerate:`.
    public static let scrollViewDidEndDragging = "scrollViewDidEndDragging:willDecelerate:"

    /// `scrollViewWillBeginDecelerating:`.
    public static let scrollViewWillBeginDecelerating = "scrollViewWillBeginDecelerating:"

    /// `scrollViewDidEndDecelerating:`.
    public static let scrollViewDidEndDecelerating = "scrollViewDidEndDecelerating:"

    /// `scrollViewDidEndScrollingAnimation:`.
    public static let scrollViewDidEndScrollingAnimation = "scrollViewDidEndScrollingAnimation:"

    /// `viewForZoomingInScrollView:`.
    public static let viewForZooming = "viewForZoomingInScrollView:"

    /// `scrollViewWillBeginZooming:withView:`.
    public static let scrollViewWillBeginZooming = "scrollViewWillBeginZooming:withView:"

    /// `scrollViewDidEndZooming:withView:atScale:`.
    public static let scrollViewDidEndZooming = "scrollViewDidEndZooming:withView:atScale:"

    /// `scrollViewShouldScrollToTop:`.
    public static let scrollViewShouldScrollToTop = "scrollViewShouldScrollToTop:"

    /// `scrollViewDidScrollToTop:`.
    public static let scrollViewDidScrollToTop = "scrollViewDidScrollToTop:"

    /// `scrollViewDidChangeAdjustedContentInset:`.
    public static let scrollViewDidChangeAdjustedContentInset =
      "scrollViewDidChangeAdjustedContentInset:"
  }

  /// A call of one `UIScrollViewDelegate` member with its arguments, the table view aside (stand-in
  /// only): how a test asks an object a member directly, as UIKit asks it, with
  /// ``UIScrollView/send(_:to:)``, naming the member by its case.
  public enum ScrollViewMessage {
    /// `scrollViewDidScroll:`.
    case scrollViewDidScroll
    /// `scrollViewDidZoom:`.
    case scrollViewDidZoom
    /// `scrollViewWillBeginDragging:`.
    case scrollViewWillBeginDragging
    /// `scrollViewWillEndDragging:withVelocity:targetContentOffset:`.
    case scrollViewWillEndDragging(
      velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// `scrollViewDidEndDragging:willDecelerate:`.
    case scrollViewDidEndDragging(decelerate: Bool)
    /// `scrollViewWillBeginDecelerating:`.
    case scrollViewWillBeginDecelerating
    /// `scrollViewDidEndDecelerating:`.
    case scrollViewDidEndDecelerating
    /// `scrollViewDidEndScrollingAnimation:`.
    case scrollViewDidEndScrollingAnimation
    /// `viewForZoomingInScrollView:`.
    case viewForZooming
    /// `scrollViewWillBeginZooming:withView:`.
    case scrollViewWillBeginZooming(view: UIView?)
    /// `scrollViewDidEndZooming:withView:atScale:`.
    case scrollViewDidEndZooming(view: UIView?, scale: CGFloat)
    /// `scrollViewShouldScrollToTop:`.
    case scrollViewShouldScrollToTop
    /// `scrollViewDidScrollToTop:`.
    case scrollViewDidScrollToTop
    /// `scrollViewDidChangeAdjustedContentInset:`.
    case scrollViewDidChangeAdjustedContentInset

    /// The member's selector, as UIKit's headers spell it.
    public var selector: String {
      switch self {
      case .scrollViewDidScroll: TableSelectors.scrollViewDidScroll
      case .scrollViewDidZoom: TableSelectors.scrollViewDidZoom
      case .scrollViewWillBeginDragging: TableSelectors.scrollViewWillBeginDragging
      case .scrollViewWillEndDragging: TableSelectors.scrollViewWillEndDragging
      case .scrollViewDidEndDragging: TableSelectors.scrollViewDidEndDragging
      case .scrollViewWillBeginDecelerating: TableSelectors.scrollViewWillBeginDecelerating
      case .scrollViewDidEndDecelerating: TableSelectors.scrollViewDidEndDecelerating
      case .scrollViewDidEndScrollingAnimation: TableSelectors.scrollViewDidEndScrollingAnimation
      case .viewForZooming: TableSelectors.viewForZooming
      case .scrollViewWillBeginZooming: TableSelectors.scrollViewWillBeginZooming
      case .scrollViewDidEndZooming: TableSelectors.scrollViewDidEndZooming
      case .scrollViewShouldScrollToTop: TableSelectors.scrollViewShouldScrollToTop
      case .scrollViewDidScrollToTop: TableSelectors.scrollViewDidScrollToTop
      case .scrollViewDidChangeAdjustedContentInset:
        TableSelectors.scrollViewDidChangeAdjustedContentInset
      }
    }
  }

  extension UIScrollView {
    /// Calls a `UIScrollViewDelegate` member of `object` with this table view and the message's
    /// arguments, whether or not `object` said it implements it (stand-in only): a test's
    /// direct call, as UIKit makes it once it knows the member is implemented.
    ///
    /// - Returns: The member's answer (`()` for a member that returns nothing).
    @discardableResult
    public func send(_ message: ScrollViewMessage, to object: any UIScrollViewDelegateRequirements)
      -> Any
    {
      reply(to: message, from: object)
    }

    /// ``send(_:to:)``'s answer as the member's return type, `Answer` (stand-in only).
    ///
    /// A test names the type where the context does not (`as Bool`, `as CGFloat`); a member
    /// that returns an optional is asked for as that optional (`as String?`), so that its `nil`
    /// is an answer.
    ///
    /// - Precondition: `Answer` is the type the member returns (`Void` for a notification).
    public func send<Answer>(
      _ message: ScrollViewMessage, to object: any UIScrollViewDelegateRequirements
    ) -> Answer {
      typedAnswer(reply(to: message, from: object), of: message.selector)
    }

    /// The answer of the member `message` names, asked of `object`.
    private func reply(
      to message: ScrollViewMessage, from object: any UIScrollViewDelegateRequirements
    ) -> Any {
      switch message {
      case .scrollViewDidScroll:
        return object.scrollViewDidScroll(self) as Any
      case .scrollViewDidZoom:
        return object.scrollViewDidZoom(self) as Any
      case .scrollViewWillBeginDragging:
        return object.scrollViewWillBeginDragging(self) as Any
      case .scrollViewWillEndDragging(let velocity, let targetContentOffset):
        return object.scrollViewWillEndDragging(
          self, withVelocity: velocity, targetContentOffset: targetContentOffset) as Any
      case .scrollViewDidEndDragging(let decelerate):
        return object.scrollViewDidEndDragging(self, willDecelerate: decelerate) as Any
      case .scrollViewWillBeginDecelerating:
        return object.scrollViewWillBeginDecelerating(self) as Any
      case .scrollViewDidEndDecelerating:
        return object.scrollViewDidEndDecelerating(self) as Any
      case .scrollViewDidEndScrollingAnimation:
        return object.scrollViewDidEndScrollingAnimation(self) as Any
      case .viewForZooming:
        return object.viewForZooming(in: self) as Any
      case .scrollViewWillBeginZooming(let view):
        return object.scrollViewWillBeginZooming(self, with: view) as Any
      case .scrollViewDidEndZooming(let view, let scale):
        return object.scrollViewDidEndZooming(self, with: view, atScale: scale) as Any
      case .scrollViewShouldScrollToTop:
        return object.scrollViewShouldScrollToTop(self) as Any
      case .scrollViewDidScrollToTop:
        return object.scrollViewDidScrollToTop(self) as Any
      case .scrollViewDidChangeAdjustedContentInset:
        return object.scrollViewDidChangeAdjustedContentInset(self) as Any
      }
    }
  }
#endif
