#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  let shouldUpdateFocusID = EventID.make(named: "shouldUpdateFocus")
  let didUpdateFocusID = EventID.make(named: "didUpdateFocus")
  let shouldSpringLoadRowID = EventID.make(named: "shouldSpringLoadRow")

  extension TableEvent where Arguments == UITableViewFocusUpdateContext, Output == Bool {
    /// Whether a focus update may happen (`tableView(_:shouldUpdateFocusIn:)`).
    ///
    /// Default: `true`.
    public static var shouldUpdateFocus: Self {
      Self(id: shouldUpdateFocusID, defaultAnswer: { _ in true })
    }
  }

  extension TableEvent
  where
    Arguments == (
      context: UITableViewFocusUpdateContext, coordinator: UIFocusAnimationCoordinator
    ),
    Output == Void
  {
    /// A focus update happened (`tableView(_:didUpdateFocusIn:with:)`).
    public static var didUpdateFocus: Self {
      Self(id: didUpdateFocusID, defaultAnswer: { _ in })
    }
  }

  extension RowEvent where Arguments == any UISpringLoadedInteractionContext, Output == Bool {
    /// Whether the row springs open while something is dragged over it
    /// (`tableView(_:shouldSpringLoadRowAt:with:)`).
    ///
    /// Default: `true`.
    public static var shouldSpringLoadRow: Self {
      Self(id: shouldSpringLoadRowID, defaultAnswer: { _ in true })
    }
  }
#endif
