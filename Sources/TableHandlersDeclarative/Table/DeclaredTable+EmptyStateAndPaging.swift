import TableHandlersCore

extension DeclaredTable {
  /// The empty state the table shows now: the declared one while the table has no row, `nil`
  /// otherwise.
  ///
  /// ```swift
  /// let table = try DeclaredTable<String, String> { Section("inbox") {} }
  /// table.update(to: TableDeclaration { Section("inbox") {} }.emptyState(title: "No mail"))
  /// table.shownEmptyState?.title  // "No mail"
  /// ```
  ///
  /// While an update waits (``waitingFor``), the empty state of the declaration shown before
  /// it.
  public var shownEmptyState: EmptyState? { engine.layout.shownEmptyState }

  /// Arms every reach-the-end handler again, the table's and each section's: the next row
  /// about to show within the end runs it, even though the table has not grown.
  ///
  /// ```swift
  /// loader.loadNextPage { result in
  ///   if case .failure = result { table.rearmReachEnd() }  // try again at the next scroll
  /// }
  /// ```
  ///
  /// See `TableDeclaration.onReachEnd(within:_:)`.
  public func rearmReachEnd() {
    engine.reachEnd.rearm()
  }
}
