#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  let prefetchRowsID = EventID.make(named: "prefetchRows")
  let cancelPrefetchingForRowsID = EventID.make(named: "cancelPrefetchingForRows")

  extension TableEvent where Arguments == [TablePosition], Output == Void {
    /// Rows will soon be shown: start loading their data
    /// (`tableView(_:prefetchRowsAt:)`); the argument lists them nearest first.
    ///
    /// Answering it or ``TableEvent/cancelPrefetchingForRows`` makes the adapter the table
    /// view's `prefetchDataSource`.
    public static var prefetchRows: Self {
      Self(id: prefetchRowsID, defaultAnswer: { _ in })
    }

    /// Rows no longer need their data (`tableView(_:cancelPrefetchingForRowsAt:)`).
    public static var cancelPrefetchingForRows: Self {
      Self(id: cancelPrefetchingForRowsID, defaultAnswer: { _ in })
    }
  }
#endif
