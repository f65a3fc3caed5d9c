/// A table host that can pass a report of misuse to the registry it serves, so that code which
/// holds only a call's table (a declared row's handler, made before any registry) reports to
/// that registry's `misuseHandler`.
///
/// The UIKit adapter's table views and the headless table are such hosts; for any other host
/// the report is printed.
@MainActor
package protocol MisuseReportingHost: TableHost {
  /// Reports misuse to the registry this host shows, or prints it when it shows none.
  ///
  /// - Parameter misuse: What went wrong.
  func reportMisuse(_ misuse: TableMisuse)
}

extension TableMisuse {
  /// Reports the misuse to the registry a host shows, where the host can reach it; else prints
  /// it.
  ///
  /// - Parameter table: The host a handler was called on (`call.table`).
  @MainActor
  package func report(on table: any TableHost) {
    if let host = table as? any MisuseReportingHost {
      host.reportMisuse(self)
    } else {
      print("TableHandlers: \(self)")
    }
  }
}
