#if os(iOS) && canImport(ObjectiveC)
  import UIKit

  // The only code that needs the Objective-C runtime. Everything it decides comes from
  // `SelectorSnapshot` and `AdapterMethod`, which the Linux twin in
  // `HostAdapter+StandIn.swift` exercises in the tests.
  extension HostAdapter {
    /// Whether the adapter answers a method.
    ///
    /// Yes for a method of its view's protocols or a scroll-view method only when it is
    /// required or a handler or the app's object answers it; for any other selector, what
    /// `NSObject` says of its own methods. Nothing is forwarded: every selector this can say
    /// yes to is implemented by the adapter.
    nonisolated override func responds(to aSelector: Selector!) -> Bool {
      guard let aSelector else { return false }
      return snapshot.answers(selectorNamed: NSStringFromSelector(aSelector))
        ?? super.responds(to: aSelector)
    }
  }

  /// Whether an app's object implements a method, as the Objective-C runtime says.
  ///
  /// - Parameters:
  ///   - object: The app's object.
  ///   - name: The method's selector.
  /// - Returns: `object.responds(to:)`.
  func objectResponds(_ object: AnyObject, toSelectorNamed name: String) -> Bool {
    (object as? any NSObjectProtocol)?.responds(to: NSSelectorFromString(name)) ?? false
  }
#endif
