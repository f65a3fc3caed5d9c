#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  // UIScrollViewDelegate, which UITableViewDelegate inherits: every method implemented here, so
  // that nothing is reached by forwarding. UIKit caches `responds(to:)` when the delegate is
  // assigned; a forwarded method whose target was released since would raise "unrecognized
  // selector". Each method calls the app's delegate (never its data source, as UIKit never does),
  // and does what UIKit does without the method when there is none. `responds(to:)` says yes only
  // for the ones the app's delegate implements. The conformance is declared here for the reason
  // given in `TableViewAdapter+Delegate.swift`.
  extension TableViewAdapterBase: ScrollViewRequirements {
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      app.calls.scrollViewDidScroll(scrollView)
    }

    func scrollViewDidZoom(_ scrollView: UIScrollView) {
      app.calls.scrollViewDidZoom(scrollView)
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
      app.calls.scrollViewWillBeginDragging(scrollView)
    }

    /// Without the app's delegate the target offset stays as UIKit proposed it.
    func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
      targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
      app.calls.scrollViewWillEndDragging(scrollView, velocity, targetContentOffset)
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
      app.calls.scrollViewDidEndDragging(scrollView, decelerate)
    }

    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
      app.calls.scrollViewWillBeginDecelerating(scrollView)
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
      app.calls.scrollViewDidEndDecelerating(scrollView)
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
      app.calls.scrollViewDidEndScrollingAnimation(scrollView)
    }

    /// Without the app's delegate nothing zooms, as without the method.
    func viewForZooming(in scrollView: UIScrollView) -> UIView? {
      app.calls.viewForZooming(scrollView)
    }

    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
      app.calls.scrollViewWillBeginZooming(scrollView, view)
    }

    func scrollViewDidEndZooming(
      _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
    ) {
      app.calls.scrollViewDidEndZooming(scrollView, view, scale)
    }

    /// Without the app's delegate the answer is yes, UIKit's default ("If the delegate doesn't
    /// implement this method, true is assumed").
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
      app.calls.scrollViewShouldScrollToTop(scrollView) ?? true
    }

    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
      app.calls.scrollViewDidScrollToTop(scrollView)
    }

    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
      app.calls.scrollViewDidChangeAdjustedContentInset(scrollView)
    }
  }
#endif
