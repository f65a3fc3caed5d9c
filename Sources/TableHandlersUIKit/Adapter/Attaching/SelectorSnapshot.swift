#if os(iOS) || os(Linux)
  import Foundation

  /// What the adapter's `responds(to:)` decides from, readable from any thread.
  ///
  /// The adapter updates it on the main actor whenever the set of answered methods may have
  /// changed, before it re-assigns itself to the table view, so that UIKit caches exactly these
  /// answers. The Objective-C runtime override (and its Linux twin) only reads it. Every selector
  /// it can answer yes for is one the adapter implements (``implemented``): nothing is forwarded.
  ///
  /// `@unchecked Sendable`: every stored property is read and written under `lock`.
  final class SelectorSnapshot: @unchecked Sendable {
    private let lock = NSLock()

    /// Every selector the adapter implements.
    let implemented: Set<String>

    /// The implemented selectors the adapter currently answers yes for.
    private var answered: Set<String> = []

    /// Creates a snapshot.
    ///
    /// - Parameter implemented: Every selector the adapter implements.
    init(implemented: Set<String>) {
      self.implemented = implemented
    }

    /// Replaces the answered selectors.
    ///
    /// - Parameter answered: The implemented selectors to answer yes for.
    /// - Precondition: Every one is implemented.
    func setAnswered(_ answered: Set<String>) {
      precondition(
        answered.isSubset(of: implemented), "TableHandlers: answers only what it implements")
      lock.lock()
      defer { lock.unlock() }
      self.answered = answered
    }

    /// What `responds(to:)` answers for a selector the adapter implements.
    ///
    /// - Parameter name: The selector's name.
    /// - Returns: Whether the adapter answers it, or `nil` if the adapter does not implement it
    ///   (then `responds(to:)` asks the superclass, which knows only `NSObject`'s own methods).
    func answers(selectorNamed name: String) -> Bool? {
      lock.lock()
      defer { lock.unlock() }
      guard implemented.contains(name) else { return nil }
      return answered.contains(name)
    }
  }
#endif
