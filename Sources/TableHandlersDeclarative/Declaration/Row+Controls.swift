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
