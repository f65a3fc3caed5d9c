import TableHandlersCore

extension HeadlessTable {
  /// Sets a row's control as a person would: the row's `controlValueChanged` handler receives
  /// the value, then the table shows the row's content again, so the control shows the model's
  /// value, whether or not the handler took the change.
  ///
  /// ```swift
  /// table.setControl(.toggle(true), at: TablePosition(section: 0, row: 0))
  /// ```
  ///
  /// The value is the one the UIKit control would hold: a stepper's or a slider's is clamped to its range (a stepper declared `1...30`
  /// set to 50 hands 30 to the handler), and a segment that the control does not have cannot
  /// be chosen.
  ///
  /// - Parameters:
  ///   - value: The new value; its kind must be the control's.
  ///   - position: The row.
  /// - Returns: Whether the row has an enabled control of that kind, in an enabled row, that
  ///   can take the value, and the value was sent.
  @discardableResult
  public func setControl(_ value: RowControlValue, at position: TablePosition) -> Bool {
    guard let control = RowTouchRules.respondingControl(loaded.rows[position]?.content),
      control.value.isSameKind(as: value),
      let accepted = control.kind.acceptedValue(value)
    else { return false }
    _ = running(.control) { ask(.controlValueChanged, position, accepted) }
    refreshContent(at: position)
    return true
  }

  /// Taps a stepper's `+`: its value goes up by its step, to its maximum at most.
  ///
  /// `UIStepper` adds `stepValue` and clamps the result to `maximumValue`; at the maximum its
  /// `+` is disabled (unless it wraps, which a row's stepper does not), so the tap does
  /// nothing.
  ///
  /// - Parameter position: The row.
  /// - Returns: Whether the row has an enabled stepper below its maximum, and the value was
  ///   sent.
  @discardableResult
  public func increment(at position: TablePosition) -> Bool {
    step(at: position, by: 1)
  }

  /// Taps a stepper's `−`: its value goes down by its step, to its minimum at least.
  ///
  /// - Parameter position: The row.
  /// - Returns: Whether the row has an enabled stepper above its minimum, and the value was
  ///   sent.
  @discardableResult
  public func decrement(at position: TablePosition) -> Bool {
    step(at: position, by: -1)
  }

  private func step(at position: TablePosition, by direction: Double) -> Bool {
    guard case .stepper(let value, let range, let step)? = control(at: position)?.kind else {
      return false
    }
    let next = min(max(value + direction * step, range.lowerBound), range.upperBound)
    guard next != value else { return false }
    return setControl(.stepper(next), at: position)
  }

  /// Flips a row's switch.
  ///
  /// - Parameter position: The row.
  /// - Returns: Whether the row has an enabled switch.
  @discardableResult
  public func toggle(_ position: TablePosition) -> Bool {
    guard case .toggle(let isOn)? = loaded.rows[position]?.content?.control?.kind else {
      return false
    }
    return setControl(.toggle(!isOn), at: position)
  }

  /// Types into a row's text field, replacing its text, as one change.
  ///
  /// - Parameters:
  ///   - text: The field's new text.
  ///   - position: The row.
  /// - Returns: Whether the row has an enabled text field.
  @discardableResult
  public func type(_ text: String, at position: TablePosition) -> Bool {
    setControl(.text(text), at: position)
  }

  /// Submits a row's text field (the return key): `textFieldDidSubmit` with the field's text as
  /// the content shows it now.
  ///
  /// - Parameter position: The row.
  /// - Returns: Whether the row has an enabled text field.
  @discardableResult
  public func submit(at position: TablePosition) -> Bool {
    guard let control = RowTouchRules.respondingControl(loaded.rows[position]?.content),
      case .textField(let field) = control.kind
    else { return false }
    _ = running(.control) { ask(.textFieldDidSubmit, position, field.text) }
    refreshContent(at: position)
    return true
  }

  /// The control a row shows, with the value it shows, as last loaded.
  ///
  /// - Parameter position: The row.
  /// - Returns: The control, or `nil` if the row has none.
  public func control(at position: TablePosition) -> RowControl? {
    loaded.rows[position]?.content?.control
  }

  /// The first row, in table order, whose accessibility identifier, or whose control's, is
  /// `identifier`.
  ///
  /// ```swift
  /// let wifi = try #require(table.position(ofRowWithIdentifier: "wifi-switch"))
  /// table.toggle(wifi)
  /// ```
  ///
  /// - Parameter identifier: The identifier, as `RowContent.accessibilityIdentifier` or
  ///   `RowControl.accessibilityIdentifier` gives it.
  /// - Returns: The row's position, or `nil` if no loaded row has it.
  /// - Complexity: O(*n*) in the loaded rows.
  public func position(ofRowWithIdentifier identifier: String) -> TablePosition? {
    firstLoadedRow {
      $0.accessibilityIdentifier == identifier || $0.control?.accessibilityIdentifier == identifier
    }
  }

  /// The first row, in table order, whose text is `text`.
  ///
  /// - Parameter text: The row's primary text.
  /// - Returns: The row's position, or `nil` if no loaded row shows it.
  /// - Complexity: O(*n*) in the loaded rows.
  public func position(ofRowTitled text: String) -> TablePosition? {
    firstLoadedRow { $0.text == text }
  }

  private func firstLoadedRow(where matches: (RowContent) -> Bool) -> TablePosition? {
    loaded.rows.filter { $0.value.content.map(matches) ?? false }.keys.min()
  }

  /// Asks a row's content again, as the adapter reconfigures a row's cell after its control
  /// changed.
  func refreshContent(at position: TablePosition) {
    guard contains(position), loaded.rows[position] != nil else { return }
    log("rowContent \(position)")
    loaded.rows[position]?.content = handlers.answer(.rowContent, at: position, on: self)
  }

  /// The editing style a row shows (`TableHandlers.shownEditingStyle`), asked of the registry
  /// as UIKit asks its delegate.
  func shownEditingStyle(_ position: TablePosition) -> RowEditingStyle {
    handlers.shownEditingStyle(
      at: position, takesTouches: isEnabled(position), answered: answeredEditingStyle(position))
  }

  /// The editing style a handler answers for a row, `nil` where none does; asked as UIKit asks
  /// its delegate (logged wherever someone answers the event).
  func answeredEditingStyle(_ position: TablePosition) -> RowEditingStyle? {
    let asked = value(.editingStyle, position)
    return handlers.hasRowHandler(RowEvent.editingStyle.id, at: position) ? asked : nil
  }

  /// Whether a loaded row takes touches (`RowTouchRules.takesTouches`).
  func isEnabled(_ position: TablePosition) -> Bool {
    RowTouchRules.takesTouches(loaded.rows[position]?.content)
  }
}
