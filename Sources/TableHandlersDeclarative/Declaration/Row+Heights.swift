import TableHandlersCore

extension Row {
  /// Sets the row's height (`tableView(_:heightForRowAt:)`); `TableDimension.automatic` sizes
  /// it to its content.
  ///
  /// - Parameter height: The height in points.
  /// - Returns: The row with the handler.
  public func height(_ height: Double) -> Row {
    on(.heightForRow) { _ in height }
  }

  /// Sets the row's estimated height (`tableView(_:estimatedHeightForRowAt:)`).
  ///
  /// - Parameter height: The estimate in points.
  /// - Returns: The row with the handler.
  public func estimatedHeight(_ height: Double) -> Row {
    on(.estimatedHeightForRow) { _ in height }
  }
}
