#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  let leadingSwipeActionsID = EventID.make(named: "leadingSwipeActionsConfiguration")
  let trailingSwipeActionsID = EventID.make(named: "trailingSwipeActionsConfiguration")
  /// The deprecated `tableView(_:editActionsForRowAt:)`: no handler can be registered for it, but
  /// an app's delegate that implements it keeps being called.
  let editActionsID = EventID.make(named: "editActions")

  extension RowEvent where Arguments == Void, Output == UISwipeActionsConfiguration? {
    /// The actions shown when the row is swiped from the leading edge
    /// (`tableView(_:leadingSwipeActionsConfigurationForRowAt:)`).
    ///
    /// Default: `nil`, UIKit's default actions.
    public static var leadingSwipeActionsConfiguration: Self {
      Self(id: leadingSwipeActionsID, defaultAnswer: { _ in nil })
    }

    /// The actions shown when the row is swiped from the trailing edge
    /// (`tableView(_:trailingSwipeActionsConfigurationForRowAt:)`).
    ///
    /// They replace the Delete button that `commitEditing` enables. Default: `nil`,
    /// UIKit's default actions.
    public static var trailingSwipeActionsConfiguration: Self {
      Self(id: trailingSwipeActionsID, defaultAnswer: { _ in nil })
    }
  }
#endif
