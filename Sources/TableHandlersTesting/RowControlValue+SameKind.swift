import TableHandlersCore

extension RowControlValue {
  /// Whether two values are of the same control.
  func isSameKind(as other: RowControlValue) -> Bool {
    switch (self, other) {
    case (.toggle, .toggle), (.segment, .segment), (.slider, .slider), (.stepper, .stepper),
      (.text, .text):
      return true
    default:
      return false
    }
  }
}
