#if os(Linux)
  import Foundation
  import UIKitStandIn

  // The Linux twin of `TableViewAdapter+ObjectiveC.swift`: the same decisions, read from the same
  // `SelectorSnapshot`, through the stand-in's `StandInResponding` instead of the Objective-C
  // runtime. The stand-in's `UITableView` asks it when `dataSource` and `delegate` are assigned,
  // and caches the answers as UIKit does.
  extension TableViewAdapter: StandInResponding {
    /// Yes for a table method only when it is required or a handler or the app's object
    /// answers it; for any other selector, yes when an app's object it forwards to implements
    /// it.
    nonisolated func responds(to aSelector: Selector!) -> Bool {
      guard let aSelector else { return false }
      if let answer = snapshot.answers(selectorNamed: aSelector.name) { return answer }
      return snapshot.forwardingTarget(forSelectorNamed: aSelector.name, responds: objectResponds)
        != nil
    }

    /// The app's object for a selector the adapter does not implement, such as the scroll-view
    /// methods; never the adapter itself.
    nonisolated func forwardingTarget(for aSelector: Selector!) -> Any? {
      guard let aSelector else { return nil }
      return snapshot.forwardingTarget(forSelectorNamed: aSelector.name, responds: objectResponds)
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
