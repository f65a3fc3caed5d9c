import TableHandlersCore

extension Row {
  // Inlined into the app, so that a closure literal reaches the generic registration at its
  // most general abstraction: passed through as a value of its concrete type, it was wrapped
  // in a reabstraction thunk, a 48-byte allocation per row (`table-bench`,
  // `memory.declared.*.textOnSelect`).
  /// Handles a tap that selected the row (`tableView(_:didSelectRowAt:)`).
  ///
  /// - Parameter handler: The closure.
  /// - Returns: The row with the handler.
  @inlinable
  public func onSelect(_ handler: @escaping @MainActor (RowCall<Void>) -> Void) -> Row {
    on(.didSelectRow, perform: handler)
  }

  /// Handles the row's deselection (`tableView(_:didDeselectRowAt:)`).
  ///
  /// - Parameter handler: The closure.
  /// - Returns: The row with the handler.
  public func onDeselect(_ handler: @escaping @MainActor (RowCall<Void>) -> Void) -> Row {
    on(.didDeselectRow, perform: handler)
  }

  /// Decides whether a tap selects the row (`tableView(_:willSelectRowAt:)`): return `nil` to
  /// veto or another position to redirect.
  ///
  /// - Parameter handler: The closure.
  /// - Returns: The row with the handler.
  public func willSelect(_ handler: @escaping @MainActor (RowCall<Void>) -> TablePosition?) -> Row {
    on(.willSelectRow, perform: handler)
  }

  /// Sets whether a touch highlights the row (`tableView(_:shouldHighlightRowAt:)`); `false`
  /// also stops selection.
  ///
  /// - Parameter highlights: The answer.
  /// - Returns: The row with the handler.
  public func shouldHighlight(_ highlights: Bool) -> Row {
    on(.shouldHighlightRow) { _ in highlights }
  }

  /// Handles a tap on the row's detail button (`tableView(_:accessoryButtonTappedForRowWith:)`).
  ///
  /// The row's content needs a `.detailButton` or `.detailDisclosureButton` accessory.
  ///
  /// - Parameter handler: The closure.
  /// - Returns: The row with the handler.
  public func onAccessoryButtonTap(_ handler: @escaping @MainActor (RowCall<Void>) -> Void) -> Row {
    on(.accessoryButtonTapped, perform: handler)
  }

  /// Handles the row's primary action (`tableView(_:performPrimaryActionForRowAt:)`, iOS 16).
  ///
  /// - Parameter handler: The closure.
  /// - Returns: The row with the handler.
  public func onPrimaryAction(_ handler: @escaping @MainActor (RowCall<Void>) -> Void) -> Row {
    on(.performPrimaryAction, perform: handler)
  }
}
