#if os(Linux)
  import Foundation
  import Synchronization
  import UIKitStandIn

  /// What the closure-backed app doubles share (`StubApp` for a table, `ListStubApp` for a
  /// list): which members are implemented, learned from the closures set, and said through
  /// `responds(to:)` as UIKit asks it; and the scroll view's members the tests set, which both
  /// views' delegates have.
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

    // MARK: The scroll view's members the tests set, which a table view's and a collection
    // view's delegate share (`UIScrollViewDelegate`)

    /// Answers `scrollViewDidScroll:`; setting it makes the app implement the member.
    package var scrollViewDidScroll: (@MainActor (UIScrollView) -> Void)? {
      didSet { implement(TableSelectors.scrollViewDidScroll, scrollViewDidScroll != nil) }
    }

    package func scrollViewDidScroll(_ scrollView: UIScrollView) {
      answer(scrollViewDidScroll, TableSelectors.scrollViewDidScroll)(scrollView)
    }
  }
#endif
