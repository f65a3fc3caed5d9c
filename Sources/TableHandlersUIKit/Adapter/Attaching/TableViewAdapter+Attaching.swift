#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  extension TableViewAdapter {
    /// The adapter through which a registry serves a table view, if any.
    ///
    /// - Parameter handlers: The registry.
    /// - Returns: Its adapter.
    static func serving(_ handlers: TableHandlers) -> TableViewAdapter? {
      attached[ObjectIdentifier(handlers)]?.adapter as? TableViewAdapter
    }
  }

  extension UITableView {
    /// The adapter attached to this table view, if any.
    var handlersAdapter: TableViewAdapter? {
      for case let adapter as TableViewAdapter in interactions { return adapter }
      return nil
    }
  }
#endif
