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
      (app.delegate?.scrollViewDidScroll(_:))?(scrollView)
    }

    func scrollViewDidZoom(_ scrollView: UIScrollView) {
      (app.delegate?.scrollViewDidZoom(_:))?(scrollView)
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
      (app.delegate?.scrollViewWillBeginDragging(_:))?(scrollView)
    }

    /// Without the app's delegate the target offset stays as UIKit proposed it.
    func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
      targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
      (app.delegate?.scrollViewWillEndDragging(_:withVelocity:targetContentOffset:))?(
        scrollView, velocity, targetContentOffset)
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
      (app.delegate?.scrollViewDidEndDragging(_:willDecelerate:))?(scrollView, decelerate)
    }

    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
      (app.delegate?.scrollViewWillBeginDecelerating(_:))?(scrollView)
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
      (app.delegate?.scrollViewDidEndDecelerating(_:))?(scrollView)
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
      (app.delegate?.scrollViewDidEndScrollingAnimation(_:))?(scrollView)
    }

    /// Without the app's delegate nothing zooms, as without the method.
    func viewForZooming(in scrollView: UIScrollView) -> UIView? {
      (app.delegate?.viewForZooming(in:))?(scrollView)
    }

    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
      (app.delegate?.scrollViewWillBeginZooming(_:with:))?(scrollView, view)
    }

    func scrollViewDidEndZooming(
      _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
    ) {
      (app.delegate?.scrollViewDidEndZooming(_:with:atScale:))?(scrollView, view, scale)
    }

    /// Without the app's delegate the answer is yes, UIKit's default ("If the delegate doesn't
    /// implement this method, true is assumed").
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
      (app.delegate?.scrollViewShouldScrollToTop(_:))?(scrollView) ?? true
    }

    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
      (app.delegate?.scrollViewDidScrollToTop(_:))?(scrollView)
    }

    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
      (app.delegate?.scrollViewDidChangeAdjustedContentInset(_:))?(scrollView)
    }
  }
#endif
