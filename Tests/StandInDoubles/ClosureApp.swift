#if os(Linux)
  import Foundation
  import Synchronization
  import UIKitStandIn

  /// What the closure-backed app doubles share (`StubApp` for a table, `ListStubApp` for a
  /// list): which members are implemented, learned from the closures set, and said through
  /// `responds(to:)` as UIKit asks it; and the scroll view's members, which both views'
  /// delegates have.
  @MainActor
  package class ClosureApp: NSObject, StandInResponding {
    /// The selectors whose closures are set, readable from any thread as `responds(to:)` is.
    private let implemented = Mutex<Set<String>>([])

    /// An app that implements nothing until its closures are set.
    package override init() {
      super.init()
    }

    package nonisolated func responds(to aSelector: Selector!) -> Bool {
      implemented.withLock { $0.contains(aSelector.name) }
    }

    /// Marks a member implemented (its closure set) or not.
    final func implement(_ selector: String, _ isImplemented: Bool) {
      implemented.withLock {
        if isImplemented { $0.insert(selector) } else { $0.remove(selector) }
      }
    }

    /// The closure of a member, which UIKit calls only when the app implements it; calling one
    /// that is not set stops the test, as UIKit's "unrecognized selector sent to instance" does.
    final func answer<Closure>(_ closure: Closure?, _ selector: String) -> Closure {
      guard let closure else {
        preconditionFailure("unrecognized selector sent to \(type(of: self)): \(selector)")
      }
      return closure
    }

    // MARK: The scroll view's members, which a table view's and a collection view's delegate
    // share (`UIScrollViewDelegate`)

    /// Answers `scrollViewDidScroll:`; setting it makes the app implement the member.
    package var scrollViewDidScroll: (@MainActor (UIScrollView) -> Void)? {
      didSet { implement(TableSelectors.scrollViewDidScroll, scrollViewDidScroll != nil) }
    }

    /// Answers `scrollViewDidZoom:`; setting it makes the app implement the member.
    package var scrollViewDidZoom: (@MainActor (UIScrollView) -> Void)? {
      didSet { implement(TableSelectors.scrollViewDidZoom, scrollViewDidZoom != nil) }
    }

    /// Answers `scrollViewWillBeginDragging:`; setting it makes the app implement the member.
    package var scrollViewWillBeginDragging: (@MainActor (UIScrollView) -> Void)? {
      didSet {
        implement(TableSelectors.scrollViewWillBeginDragging, scrollViewWillBeginDragging != nil)
      }
    }

    /// Answers `scrollViewWillEndDragging:withVelocity:targetContentOffset:`; setting it makes the app implement the member.
    package var scrollViewWillEndDragging:
      (@MainActor (UIScrollView, CGPoint, UnsafeMutablePointer<CGPoint>) -> Void)?
    {
      didSet {
        implement(TableSelectors.scrollViewWillEndDragging, scrollViewWillEndDragging != nil)
      }
    }

    /// Answers `scrollViewDidEndDragging:willDecelerate:`; setting it makes the app implement the member.
    package var scrollViewDidEndDragging: (@MainActor (UIScrollView, Bool) -> Void)? {
      didSet { implement(TableSelectors.scrollViewDidEndDragging, scrollViewDidEndDragging != nil) }
    }

    /// Answers `scrollViewWillBeginDecelerating:`; setting it makes the app implement the member.
    package var scrollViewWillBeginDecelerating: (@MainActor (UIScrollView) -> Void)? {
      didSet {
        implement(
          TableSelectors.scrollViewWillBeginDecelerating, scrollViewWillBeginDecelerating != nil)
      }
    }

    /// Answers `scrollViewDidEndDecelerating:`; setting it makes the app implement the member.
    package var scrollViewDidEndDecelerating: (@MainActor (UIScrollView) -> Void)? {
      didSet {
        implement(TableSelectors.scrollViewDidEndDecelerating, scrollViewDidEndDecelerating != nil)
      }
    }

    /// Answers `scrollViewDidEndScrollingAnimation:`; setting it makes the app implement the member.
    package var scrollViewDidEndScrollingAnimation: (@MainActor (UIScrollView) -> Void)? {
      didSet {
        implement(
          TableSelectors.scrollViewDidEndScrollingAnimation,
          scrollViewDidEndScrollingAnimation != nil)
      }
    }

    /// Answers `viewForZoomingInScrollView:`; setting it makes the app implement the member.
    package var viewForZooming: (@MainActor (UIScrollView) -> UIView?)? {
      didSet { implement(TableSelectors.viewForZooming, viewForZooming != nil) }
    }

    /// Answers `scrollViewWillBeginZooming:withView:`; setting it makes the app implement the member.
    package var scrollViewWillBeginZooming: (@MainActor (UIScrollView, UIView?) -> Void)? {
      didSet {
        implement(TableSelectors.scrollViewWillBeginZooming, scrollViewWillBeginZooming != nil)
      }
    }

    /// Answers `scrollViewDidEndZooming:withView:atScale:`; setting it makes the app implement the member.
    package var scrollViewDidEndZooming: (@MainActor (UIScrollView, UIView?, CGFloat) -> Void)? {
      didSet { implement(TableSelectors.scrollViewDidEndZooming, scrollViewDidEndZooming != nil) }
    }

    /// Answers `scrollViewShouldScrollToTop:`; setting it makes the app implement the member.
    package var scrollViewShouldScrollToTop: (@MainActor (UIScrollView) -> Bool)? {
      didSet {
        implement(TableSelectors.scrollViewShouldScrollToTop, scrollViewShouldScrollToTop != nil)
      }
    }

    /// Answers `scrollViewDidScrollToTop:`; setting it makes the app implement the member.
    package var scrollViewDidScrollToTop: (@MainActor (UIScrollView) -> Void)? {
      didSet { implement(TableSelectors.scrollViewDidScrollToTop, scrollViewDidScrollToTop != nil) }
    }

    /// Answers `scrollViewDidChangeAdjustedContentInset:`; setting it makes the app implement the member.
    package var scrollViewDidChangeAdjustedContentInset: (@MainActor (UIScrollView) -> Void)? {
      didSet {
        implement(
          TableSelectors.scrollViewDidChangeAdjustedContentInset,
          scrollViewDidChangeAdjustedContentInset != nil)
      }
    }

    package func scrollViewDidScroll(_ scrollView: UIScrollView) {
      answer(scrollViewDidScroll, TableSelectors.scrollViewDidScroll)(scrollView)
    }

    package func scrollViewDidZoom(_ scrollView: UIScrollView) {
      answer(scrollViewDidZoom, TableSelectors.scrollViewDidZoom)(scrollView)
    }

    package func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
      answer(scrollViewWillBeginDragging, TableSelectors.scrollViewWillBeginDragging)(scrollView)
    }

    package func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
      targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
      answer(scrollViewWillEndDragging, TableSelectors.scrollViewWillEndDragging)(
        scrollView, velocity, targetContentOffset)
    }

    package func scrollViewDidEndDragging(
      _ scrollView: UIScrollView, willDecelerate decelerate: Bool
    ) {
      answer(scrollViewDidEndDragging, TableSelectors.scrollViewDidEndDragging)(
        scrollView, decelerate)
    }

    package func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
      answer(scrollViewWillBeginDecelerating, TableSelectors.scrollViewWillBeginDecelerating)(
        scrollView)
    }

    package func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
      answer(scrollViewDidEndDecelerating, TableSelectors.scrollViewDidEndDecelerating)(scrollView)
    }

    package func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
      answer(scrollViewDidEndScrollingAnimation, TableSelectors.scrollViewDidEndScrollingAnimation)(
        scrollView)
    }

    package func viewForZooming(in scrollView: UIScrollView) -> UIView? {
      answer(viewForZooming, TableSelectors.viewForZooming)(scrollView)
    }

    package func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
      answer(scrollViewWillBeginZooming, TableSelectors.scrollViewWillBeginZooming)(
        scrollView, view)
    }

    package func scrollViewDidEndZooming(
      _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
    ) {
      answer(scrollViewDidEndZooming, TableSelectors.scrollViewDidEndZooming)(
        scrollView, view, scale)
    }

    package func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
      answer(scrollViewShouldScrollToTop, TableSelectors.scrollViewShouldScrollToTop)(scrollView)
    }

    package func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
      answer(scrollViewDidScrollToTop, TableSelectors.scrollViewDidScrollToTop)(scrollView)
    }

    package func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
      answer(
        scrollViewDidChangeAdjustedContentInset,
        TableSelectors.scrollViewDidChangeAdjustedContentInset)(scrollView)
    }
  }
#endif
