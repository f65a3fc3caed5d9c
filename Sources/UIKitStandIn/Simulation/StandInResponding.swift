#if !canImport(UIKit)
  /// An object that says which Objective-C methods it implements, as `NSObject.responds(to:)`
  /// does on Apple platforms (stand-in only).
  ///
  /// Linux has no Objective-C runtime: swift-corelibs-foundation's `NSObject` has no
  /// `responds(to:)`, and the stand-in protocols give every optional member a default
  /// implementation. A delegate that conforms lists the members it really implements, so that code
  /// which asks, as UIKit does, can be tested on Linux. The signature is that of
  /// `NSObjectProtocol.responds(to:)`; implement it `nonisolated`, as `NSObject`'s is.
  ///
  /// ```swift
  /// nonisolated func responds(to aSelector: Selector!) -> Bool {
  ///   ["tableView:numberOfRowsInSection:", "tableView:cellForRowAtIndexPath:"]
  ///     .contains(aSelector.name)
  /// }
  /// ```
  public protocol StandInResponding: AnyObject {
    /// Whether the object implements the method with this selector.
    ///
    /// - Parameter aSelector: The method's selector, such as
    ///   `Selector("tableView:commitEditingStyle:forRowAtIndexPath:")`.
    /// - Returns: `true` if the object implements it.
    func responds(to aSelector: Selector!) -> Bool
  }

  /// The selectors of `selectors` that `object` implements, as UIKit learns them when a delegate
  /// is assigned.
  ///
  /// An object that does not conform to ``StandInResponding`` counts as implementing every
  /// selector, which its protocol's default implementations make true on Linux.
  func respondingSelectors(of object: AnyObject?, among selectors: [String]) -> Set<String> {
    guard let object else { return [] }
    guard let responding = object as? StandInResponding else { return Set(selectors) }
    return Set(selectors.filter { responding.responds(to: Selector($0)) })
  }

  /// A member's answer, sent by a test with `send(_:to:)`, as the type the test asks for.
  ///
  /// One function for every protocol's typed `send`, so that each names only its own members.
  ///
  /// - Precondition: `answer` is an `Answer`: the member returns that type (`Void` for a
  ///   notification, an optional for a member that may answer `nil`).
  /// - Parameters:
  ///   - answer: What the member returned.
  ///   - selector: The member's selector's name, for the failure message.
  /// - Returns: The answer as `Answer`.
  func typedAnswer<Answer>(_ answer: Any, of selector: String) -> Answer {
    guard let typed = answer as? Answer else {
      preconditionFailure("\(selector) answers \(type(of: answer)), not \(Answer.self)")
    }
    return typed
  }
#endif
