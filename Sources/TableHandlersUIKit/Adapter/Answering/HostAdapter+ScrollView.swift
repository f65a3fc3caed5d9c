#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  // UIScrollViewDelegate, which UITableViewDelegate and UICollectionViewDelegate inherit, written
  // once for both hosts: every method implemented here, so that nothing is reached by forwarding.
  // UIKit caches `responds(to:)` when the delegate is assigned; a forwarded method whose target
  // was released since would raise "unrecognized selector". Each method calls the app's delegate
  // (never its data source, as UIKit never does), and does what UIKit does without the method
  // when there is none. `responds(to:)` says yes only for the ones the app's delegate implements.
  // The conformance is declared here for the reason given in `TableViewAdapter+Delegate.swift`.
  extension HostAdapter: ScrollViewRequirements {
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      (appScrollViewDelegate?.scrollViewDidScroll(_:))?(scrollView)
    }

    func scrollViewDidZoom(_ scrollView: UIScrollView) {
      (appScrollViewDelegate?.scrollViewDidZoom(_:))?(scrollView)
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
      (appScrollViewDelegate?.scrollViewWillBeginDragging(_:))?(scrollView)
    }

    /// Without the app's delegate the target offset stays as UIKit proposed it.
    func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
      targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
      (appScrollViewDelegate?.scrollViewWillEndDragging(_:withVelocity:targetContentOffset:))?(
        scrollView, velocity, targetContentOffset)
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
      (appScrollViewDelegate?.scrollViewDidEndDragging(_:willDecelerate:))?(scrollView, decelerate)
      if !decelerate { handlers.links.userDidEndScrolling?() }
    }

    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
      (appScrollViewDelegate?.scrollViewWillBeginDecelerating(_:))?(scrollView)
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
      (appScrollViewDelegate?.scrollViewDidEndDecelerating(_:))?(scrollView)
      handlers.links.userDidEndScrolling?()
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
      (appScrollViewDelegate?.scrollViewDidEndScrollingAnimation(_:))?(scrollView)
    }

    /// Without the app's delegate nothing zooms, as without the method.
    func viewForZooming(in scrollView: UIScrollView) -> UIView? {
      (appScrollViewDelegate?.viewForZooming(in:))?(scrollView)
    }

    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
      (appScrollViewDelegate?.scrollViewWillBeginZooming(_:with:))?(scrollView, view)
    }

    func scrollViewDidEndZooming(
      _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
    ) {
      (appScrollViewDelegate?.scrollViewDidEndZooming(_:with:atScale:))?(scrollView, view, scale)
    }

    /// Without the app's delegate the answer is yes, UIKit's default ("If the delegate doesn't
    /// implement this method, true is assumed").
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
      (appScrollViewDelegate?.scrollViewShouldScrollToTop(_:))?(scrollView) ?? true
    }

    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
      (appScrollViewDelegate?.scrollViewDidScrollToTop(_:))?(scrollView)
    }

    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
      (appScrollViewDelegate?.scrollViewDidChangeAdjustedContentInset(_:))?(scrollView)
    }
  }
#endif
