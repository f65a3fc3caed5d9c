import TableHandlersCore

extension Row {
  /// Shows a switch with the model's value, and handles its changes.
  ///
  /// ```swift
  /// Row(Setting.airplaneMode, text: "Airplane Mode")
  ///   .toggle(isOn: settings.airplaneMode) { isOn in settings.airplaneMode = isOn }
  /// ```
  ///
  /// The switch shows `isOn`, the model's value, after every update: a handler that does not
  /// change the model (a failed authentication) makes it spring back, and a change the model
  /// makes later shows with the next declaration.
  ///
  /// - Parameters:
  ///   - isOn: The model's value.
  ///   - isEnabled: Whether the switch responds.
  ///   - onChange: Receives the value the user set.
  /// - Returns: The row with the switch and its handler (`controlValueChanged`).
  public func toggle(
    isOn: Bool, isEnabled: Bool = true, onChange: @escaping @MainActor (Bool) -> Void
  ) -> Row {
    control(.toggle(isOn: isOn, isEnabled: isEnabled)) { value in
      if case .toggle(let isOn) = value { onChange(isOn) }
    }
  }

  /// Shows a segmented control with the model's selection, and handles its changes.
  ///
  /// - Parameters:
  ///   - segments: The segments' titles.
  ///   - selected: The model's selection, if any.
  ///   - onChange: Receives the segment the user chose.
  /// - Returns: The row with the control and its handler.
  public func segmented(
    _ segments: [String], selected: Int?, onChange: @escaping @MainActor (Int?) -> Void
  ) -> Row {
    control(.segmented(segments, selected: selected)) { value in
      if case .segment(let selected) = value { onChange(selected) }
    }
  }

  /// Shows a slider with the model's value, and handles its changes.
  ///
  /// - Parameters:
  ///   - value: The model's value.
  ///   - range: The slider's range.
  ///   - onChange: Receives the value the user set.
  /// - Returns: The row with the slider and its handler.
  public func slider(
    value: Double, in range: ClosedRange<Double>, onChange: @escaping @MainActor (Double) -> Void
  ) -> Row {
    control(.slider(value: value, in: range)) { newValue in
      if case .slider(let value) = newValue { onChange(value) }
    }
  }

  /// Shows a stepper with the model's value, and handles its changes.
  ///
  /// - Parameters:
  ///   - value: The model's value.
  ///   - range: The stepper's range.
  ///   - step: How much one tap changes the value.
  ///   - onChange: Receives the value the user set.
  /// - Returns: The row with the stepper and its handler.
  public func stepper(
    value: Double, in range: ClosedRange<Double>, step: Double = 1,
    onChange: @escaping @MainActor (Double) -> Void
  ) -> Row {
    control(.stepper(value: value, in: range, step: step)) { newValue in
      if case .stepper(let value) = newValue { onChange(value) }
    }
  }

  /// Shows a text field with the model's text, and handles typing and the return key.
  ///
  /// ```swift
  /// Row(Field.name, text: "Name")
  ///   .textField(RowTextField(text: profile.name, placeholder: "Your name")) { profile.name = $0 }
  /// ```
  ///
  /// - Parameters:
  ///   - field: The model's text and the field's settings.
  ///   - onChange: Receives the text as it is typed.
  ///   - onSubmit: Receives the text when the user presses return.
  /// - Returns: The row with the field and its handlers (`controlValueChanged`,
  ///   `textFieldDidSubmit`).
  public func textField(
    _ field: RowTextField, onChange: @escaping @MainActor (String) -> Void,
    onSubmit: (@MainActor (String) -> Void)? = nil
  ) -> Row {
    let row = control(.textField(field)) { value in
      if case .text(let text) = value { onChange(text) }
    }
    guard let onSubmit else { return row }
    return row.on(.textFieldDidSubmit) { call in onSubmit(call.arguments) }
  }

  /// Shows a control with the model's value, and handles every change of it; the specific
  /// modifiers (``toggle(isOn:isEnabled:onChange:)`` and the others) are shorthands for it.
  ///
  /// - Parameters:
  ///   - control: The control and its value.
  ///   - onChange: Receives each value the user sets.
  /// - Returns: The row with the control and its handler.
  public func control(
    _ control: RowControl, onChange: @escaping @MainActor (RowControlValue) -> Void
  ) -> Row {
    editingContent { $0.control = control }
      .on(.controlValueChanged) { call in onChange(call.arguments) }
  }
}

extension Row {
  /// Lays out the row's texts in one of UIKit's list styles.
  ///
  /// - Parameter style: The style (`.valueCell` shows the secondary text at the trailing edge).
  /// - Returns: The row with the style.
  public func style(_ style: RowStyle) -> Row {
    editingContent { $0.style = style }
  }

  /// Makes the row a button row (centred text in the tint color, or in red for a destructive
  /// one); handle its tap with `onSelect`.
  ///
  /// - Parameter role: The role.
  /// - Returns: The row with the role.
  public func role(_ role: RowRole) -> Row {
    editingContent { $0.role = role }
  }

  /// Colors the row's text.
  ///
  /// - Parameter color: The color.
  /// - Returns: The row with the color.
  public func textColor(_ color: RowColor) -> Row {
    editingContent { $0.textColor = color }
  }

  /// Shows text at the row's trailing edge ("Admin").
  ///
  /// - Parameter text: The text.
  /// - Returns: The row with the text.
  public func trailingText(_ text: String) -> Row {
    editingContent { $0.trailingText = text }
  }

  /// Shows an image at the row's leading edge.
  ///
  /// - Parameter image: The image, by name or system name.
  /// - Returns: The row with the image.
  public func image(_ image: RowImage) -> Row {
    editingContent { $0.image = image }
  }

  /// Disables the row: dimmed, not selectable, no swipe actions, its control unresponsive.
  ///
  /// - Parameter isDisabled: Whether the row is disabled.
  /// - Returns: The row.
  public func disabled(_ isDisabled: Bool = true) -> Row {
    editingContent { $0.isEnabled = !isDisabled }
  }

  /// Sets how the row looks while selected; `.none` keeps it tappable without a highlight.
  ///
  /// - Parameter style: The selection style.
  /// - Returns: The row.
  public func selectionStyle(_ style: RowSelectionStyle) -> Row {
    editingContent { $0.selectionStyle = style }
  }

  /// Sets the row's accessibility identifier, which UI tests and the headless table's lookups
  /// find it by.
  ///
  /// - Parameter identifier: The identifier.
  /// - Returns: The row.
  public func accessibilityIdentifier(_ identifier: String) -> Row {
    editingContent { $0.accessibilityIdentifier = identifier }
  }

  /// Sets the row's accessibility label.
  ///
  /// - Parameter label: The label.
  /// - Returns: The row.
  public func accessibilityLabel(_ label: String) -> Row {
    editingContent { $0.accessibilityLabel = label }
  }

  /// The row with its content edited (empty content made first if it had none).
  func editingContent(_ edit: (inout RowContent) -> Void) -> Row {
    var row = self
    var content = row.content ?? RowContent()
    edit(&content)
    row.content = content
    return row
  }
}
