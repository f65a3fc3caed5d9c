#if os(Linux)
  import Foundation
  import UIKitStandIn

  // The Linux twin of `HostAdapter+ObjectiveC.swift`: the same decisions, read from the same
  // `SelectorSnapshot`, through the stand-in's `StandInResponding` instead of the Objective-C
  // runtime. The stand-in's table and collection views ask it when `dataSource` and `delegate`
  // are assigned, and cache the answers as UIKit does.
  extension HostAdapter: StandInResponding {
    /// Whether the adapter answers a method.
    ///
    /// Yes for a method of its view's protocols or a scroll-view method only when it is
    /// required or a handler or the app's object answers it; no for any other selector
    /// (nothing is forwarded).
    nonisolated func responds(to aSelector: Selector!) -> Bool {
      guard let aSelector else { return false }
      return snapshot.answers(selectorNamed: aSelector.name) ?? false
    }
  }

  /// Whether an app's object implements a method, as its `StandInResponding` conformance says.
  ///
  /// An object that does not conform implements only its protocol's required methods.
  ///
  /// - Parameters:
  ///   - object: The app's object.
  ///   - name: The method's selector.
  /// - Returns: Whether the object says it implements the method.
  func objectResponds(_ object: AnyObject, toSelectorNamed name: String) -> Bool {
    (object as? any StandInResponding)?.responds(to: Selector(name)) ?? false
  }
#endif
