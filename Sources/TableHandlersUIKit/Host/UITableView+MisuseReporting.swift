#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  // A declared row's handler holds no registry, only the call's table: through this conformance
  // what it reports (an owner that is gone) reaches the registry attached to the table view.
  extension UITableView: MisuseReportingHost {
    /// Reports misuse to the attached registry's `misuseHandler`; printed without one.
    ///
    /// - Parameter misuse: What went wrong.
    package func reportMisuse(_ misuse: TableMisuse) {
      if let adapter = handlersAdapter {
        adapter.handlers.reportMisuse(misuse)
      } else {
        print("TableHandlers: \(misuse)")
      }
    }
  }
#endif
