/// A control at a row's trailing edge, showing a value of the model.
///
/// ```swift
/// RowContent(text: "Airplane Mode", control: .toggle(isOn: settings.airplaneMode))
/// RowContent(text: "Text Size", control: .stepper(value: 17, in: 12...24, step: 1))
/// ```
///
/// The control shows the value the content gives it, and only that: when the user changes it,
/// the row's `controlValueChanged` handler receives the new value (with the row's position at
/// that moment) and updates the model; the table then shows the model's value again. A handler
/// that refuses the change (an authentication that failed) leaves the model as it was, and the
/// control springs back. The model wins.
public struct RowControl: Hashable, Sendable {
  /// Which control, with its value.
  public var kind: Kind
  /// Whether the control responds; a disabled row's control never does.
  public var isEnabled: Bool
  /// The control's accessibility identifier.
  public var accessibilityIdentifier: String?
  /// The text VoiceOver reads for the control, when the row's text does not say it.
  public var accessibilityLabel: String?

  /// A kind of control, with the value it shows.
  public enum Kind: Hashable, Sendable {
    /// A switch (`UISwitch`).
    case toggle(isOn: Bool)
    /// A segmented control (`UISegmentedControl`) with its segments' titles and the selected
    /// one, if any.
    case segmented([String], selected: Int?)
    /// A slider (`UISlider`).
    case slider(value: Double, range: ClosedRange<Double>)
    /// A stepper (`UIStepper`); its value is shown as the row's trailing text.
    case stepper(value: Double, range: ClosedRange<Double>, step: Double)
    /// A text field (`UITextField`).
    case textField(RowTextField)
  }

  /// Creates a control.
  ///
  /// - Parameters:
  ///   - kind: The control and its value.
  ///   - isEnabled: Whether it responds.
  ///   - accessibilityIdentifier: Its accessibility identifier.
  ///   - accessibilityLabel: The text VoiceOver reads for it.
  public init(
    _ kind: Kind, isEnabled: Bool = true, accessibilityIdentifier: String? = nil,
    accessibilityLabel: String? = nil
  ) {
    self.kind = kind
    self.isEnabled = isEnabled
    self.accessibilityIdentifier = accessibilityIdentifier
    self.accessibilityLabel = accessibilityLabel
  }

  /// A switch.
  ///
  /// - Parameters:
  ///   - isOn: The model's value.
  ///   - isEnabled: Whether it responds.
  /// - Returns: The control.
  public static func toggle(isOn: Bool, isEnabled: Bool = true) -> RowControl {
    RowControl(.toggle(isOn: isOn), isEnabled: isEnabled)
  }

  /// A segmented control.
  ///
  /// - Parameters:
  ///   - segments: The segments' titles.
  ///   - selected: The selected segment, if any.
  /// - Returns: The control.
  public static func segmented(_ segments: [String], selected: Int?) -> RowControl {
    RowControl(.segmented(segments, selected: selected))
  }

  /// A slider.
  ///
  /// - Parameters:
  ///   - value: The model's value, in `range`.
  ///   - range: The slider's range.
  /// - Returns: The control.
  public static func slider(value: Double, in range: ClosedRange<Double>) -> RowControl {
    RowControl(.slider(value: value, range: range))
  }

  /// A stepper.
  ///
  /// - Parameters:
  ///   - value: The model's value, in `range`.
  ///   - range: The stepper's range.
  ///   - step: How much one tap changes the value.
  /// - Returns: The control.
  public static func stepper(value: Double, in range: ClosedRange<Double>, step: Double = 1)
    -> RowControl
  {
    RowControl(.stepper(value: value, range: range, step: step))
  }

  /// A text field.
  ///
  /// - Parameter field: The field's text and settings.
  /// - Returns: The control.
  public static func textField(_ field: RowTextField) -> RowControl {
    RowControl(.textField(field))
  }

  /// The value the control shows.
  public var value: RowControlValue {
    switch kind {
    case .toggle(let isOn): return .toggle(isOn)
    case .segmented(_, let selected): return .segment(selected)
    case .slider(let value, _): return .slider(value)
    case .stepper(let value, _, _): return .stepper(value)
    case .textField(let field): return .text(field.text)
    }
  }
}

/// A text field's text and settings.
public struct RowTextField: Hashable, Sendable {
  /// The model's text.
  public var text: String
  /// The text shown while the field is empty.
  public var placeholder: String?
  /// The keyboard the field asks for.
  public var keyboard: RowKeyboard
  /// Whether the field hides what is typed (a password).
  public var isSecure: Bool

  /// Creates a text field's settings.
  ///
  /// - Parameters:
  ///   - text: The model's text.
  ///   - placeholder: The text shown while empty.
  ///   - keyboard: The keyboard.
  ///   - isSecure: Whether typing is hidden.
  public init(
    text: String, placeholder: String? = nil, keyboard: RowKeyboard = .default,
    isSecure: Bool = false
  ) {
    self.text = text
    self.placeholder = placeholder
    self.keyboard = keyboard
    self.isSecure = isSecure
  }
}

/// The keyboard a text field asks for, as `UIKeyboardType`.
public enum RowKeyboard: Hashable, Sendable, CaseIterable {
  /// The default keyboard.
  case `default`
  /// Digits only.
  case number
  /// Digits and a decimal separator.
  case decimal
  /// An email address.
  case email
  /// A URL.
  case url
  /// A phone number.
  case phone
}

/// A value a user set with a row's control: what `controlValueChanged` receives.
public enum RowControlValue: Hashable, Sendable {
  /// A switch's new state.
  case toggle(Bool)
  /// A segmented control's new selection.
  case segment(Int?)
  /// A slider's new value.
  case slider(Double)
  /// A stepper's new value.
  case stepper(Double)
  /// A text field's new text, as it is being typed.
  case text(String)
}
