extension RowEvent where Arguments == RowControlValue, Output == Void {
  /// The user changed the value of the row's control (``RowContent/control``); the arguments
  /// are the new value.
  ///
  /// ```swift
  /// handlers.on(.controlValueChanged, at: .row(0, inSection: 0)) { call in
  ///   if case .toggle(let isOn) = call.arguments { settings.airplaneMode = isOn }
  /// }
  /// ```
  ///
  /// The call's position is the row's position when the value changed, wherever rows moved
  /// since the control appeared. The table shows the model's value again afterwards: a handler
  /// that leaves the model unchanged makes the control spring back.
  ///
  /// UIKit has no such method: the adapter's controls send it.
  @inlinable
  public static var controlValueChanged: Self {
    Self(id: CoreEvent.controlValueChanged.id, defaultAnswer: { _ in })
  }
}

extension RowEvent where Arguments == String, Output == Void {
  /// The user submitted the row's text field (the return key); the arguments are its text.
  ///
  /// UIKit has no such method: the adapter's text fields send it.
  @inlinable
  public static var textFieldDidSubmit: Self {
    Self(id: CoreEvent.textFieldDidSubmit.id, defaultAnswer: { _ in })
  }
}
