import TableHandlersCore

// A declared row's handler holds no registry, only the call's table: through this conformance
// what it reports (an owner that is gone) reaches the registry this table asks.
extension HeadlessTable: MisuseReportingHost {
  /// Reports misuse to ``handlers``' `misuseHandler`.
  ///
  /// - Parameter misuse: What went wrong.
  package func reportMisuse(_ misuse: TableMisuse) {
    handlers.reportMisuse(misuse)
  }
}
