#if os(iOS) && canImport(ObjectiveC)
  import UIKit

  // The only code that needs the Objective-C runtime. Everything it decides comes from
  // `SelectorSnapshot` and `AdapterMethod`, which the Linux twin in
  // `TableViewAdapter+StandIn.swift` exercises in the tests.
  extension TableViewAdapter {
    /// Yes for a table method only when it is required or a handler or the app's object
    /// answers it; for any other selector (the scroll-view methods included), yes when the
    /// adapter itself or an app's object it forwards to implements it.
    nonisolated override func responds(to aSelector: Selector!) -> Bool {
      guard let aSelector else { return false }
      let name = NSStringFromSelector(aSelector)
      if let answer = snapshot.answers(selectorNamed: name) { return answer }
      return super.responds(to: aSelector)
        || snapshot.forwardingTarget(forSelectorNamed: name, responds: objectResponds) != nil
    }

    /// The app's object for a selector the adapter does not implement, such as the scroll-view
    /// methods; never the adapter itself.
    nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
      guard let aSelector,
        let target = snapshot.forwardingTarget(
          forSelectorNamed: NSStringFromSelector(aSelector), responds: objectResponds)
      else { return super.forwardingTarget(for: aSelector) }
      return target
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
