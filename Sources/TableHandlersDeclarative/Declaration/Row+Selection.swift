import TableHandlersCore

extension Row {
  // Inlined into the app, so that a closure literal reaches the generic registration at its
  // most general abstraction: passed through as a value of its concrete type, it was wrapped
  // in a reabstraction thunk, a 48-byte allocation per row (`table-bench`,
  // `memory.declared.*.textOnSelect`). Every modifier that hands its closure on to
  // `on(_:perform:)` or `on(_:owner:perform:)` unchanged is inlinable for the same reason
  // (`memory.declared.*.textOnDeselect`, `textOnSelectOwner`).
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
  @inlinable
  public func onDeselect(_ handler: @escaping @MainActor (RowCall<Void>) -> Void) -> Row {
    on(.didDeselectRow, perform: handler)
  }

  /// Decides whether a tap selects the row (`tableView(_:willSelectRowAt:)`): return `nil` to
  /// veto or another position to redirect.
  ///
  /// - Parameter handler: The closure.
  /// - Returns: The row with the handler.
  @inlinable
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

  /// Makes a row that does nothing when tapped.
  ///
  /// No highlight, no selection, and no selection handler runs (an informational row:
  /// "Version 2.1"). Unlike ``disabled(_:)``, the row looks as usual and its controls, swipe
  /// actions and menu still work.
  ///
  /// ```swift
  /// Row(Info.version, text: "Version", secondaryText: "2.1").selectable(false)
  /// ```
  ///
  /// It answers `tableView(_:shouldHighlightRowAt:)` with `false` and vetoes
  /// `tableView(_:willSelectRowAt:)`, so neither a touch nor a selection by keyboard or focus
  /// selects it; it replaces the row's own ``shouldHighlight(_:)`` and ``willSelect(_:)``.
  ///
  /// - Parameter isSelectable: `false` for a row a tap does nothing to; `true` leaves the row
  ///   as it is.
  /// - Returns: The row, not selectable when `isSelectable` is `false`.
  public func selectable(_ isSelectable: Bool) -> Row {
    guard !isSelectable else { return self }
    return on(.shouldHighlightRow) { _ in false }.on(.willSelectRow) { _ in nil }
  }

  /// Handles a tap on the row's detail button (`tableView(_:accessoryButtonTappedForRowWith:)`).
  ///
  /// The row's content needs a `.detailButton` or `.detailDisclosureButton` accessory.
  ///
  /// - Parameter handler: The closure.
  /// - Returns: The row with the handler.
  @inlinable
  public func onAccessoryButtonTap(_ handler: @escaping @MainActor (RowCall<Void>) -> Void) -> Row {
    on(.accessoryButtonTapped, perform: handler)
  }

  /// Handles the row's primary action (`tableView(_:performPrimaryActionForRowAt:)`, iOS 16).
  ///
  /// - Parameter handler: The closure.
  /// - Returns: The row with the handler.
  @inlinable
  public func onPrimaryAction(_ handler: @escaping @MainActor (RowCall<Void>) -> Void) -> Row {
    on(.performPrimaryAction, perform: handler)
  }
}
