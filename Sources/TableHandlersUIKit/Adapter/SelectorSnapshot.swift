#if os(iOS) || os(Linux)
  import Foundation

  /// What the adapter's `responds(to:)` and `forwardingTarget(for:)` decide from, readable from
  /// any thread.
  ///
  /// The adapter updates it on the main actor whenever the set of answered methods may have
  /// changed, before it re-assigns itself to the table view, so that UIKit caches exactly these
  /// answers. The Objective-C runtime overrides (and their Linux twin) only read it.
  ///
  /// `@unchecked Sendable`: every stored property is read and written under `lock`.
  final class SelectorSnapshot: @unchecked Sendable {
    private let lock = NSLock()

    /// Every selector the adapter implements.
    private let implemented: Set<String>

    /// The implemented selectors the adapter currently answers yes for.
    private var answered: Set<String> = []

    private weak var delegate: AnyObject?
    private weak var dataSource: AnyObject?
    private weak var prefetchDataSource: AnyObject?

    /// Creates a snapshot.
    ///
    /// - Parameter implemented: Every selector the adapter implements.
    init(implemented: Set<String>) {
      self.implemented = implemented
    }

    /// Replaces the answered selectors.
    ///
    /// - Parameter answered: The implemented selectors to answer yes for.
    func setAnswered(_ answered: Set<String>) {
      lock.lock()
      defer { lock.unlock() }
      self.answered = answered
    }

    /// Replaces the app's objects that unimplemented selectors are forwarded to.
    func setForwardingTargets(
      delegate: AnyObject?, dataSource: AnyObject?, prefetchDataSource: AnyObject?
    ) {
      lock.lock()
      defer { lock.unlock() }
      self.delegate = delegate
      self.dataSource = dataSource
      self.prefetchDataSource = prefetchDataSource
    }

    /// What `responds(to:)` answers for a selector the adapter implements.
    ///
    /// - Parameter name: The selector's name.
    /// - Returns: Whether the adapter answers it, or `nil` if the adapter does not implement it
    ///   (then `responds(to:)` asks the superclass and
    ///   ``forwardingTarget(forSelectorNamed:responds:)``).
    func answers(selectorNamed name: String) -> Bool? {
      lock.lock()
      defer { lock.unlock() }
      guard implemented.contains(name) else { return nil }
      return answered.contains(name)
    }

    /// The app's object that handles a selector the adapter does not implement: its delegate
    /// first (which receives the scroll-view methods), then its data source, then its prefetch
    /// data source, whichever implements it.
    ///
    /// - Parameters:
    ///   - name: The selector's name.
    ///   - responds: Whether an object implements a selector.
    /// - Returns: The object, or `nil` if none implements it; never the adapter.
    func forwardingTarget(
      forSelectorNamed name: String, responds: (AnyObject, String) -> Bool
    ) -> AnyObject? {
      lock.lock()
      let candidates = [delegate, dataSource, prefetchDataSource]
      lock.unlock()
      guard !implemented.contains(name) else { return nil }
      return candidates.lazy.compactMap { $0 }.first { responds($0, name) }
    }
  }
#endif
