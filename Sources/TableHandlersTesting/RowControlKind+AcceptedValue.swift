import TableHandlersCore

extension RowControl.Kind {
  /// The value this control would hold after a person set it to `value`, as UIKit's control
  /// holds it, or `nil` if the control cannot hold it.
  ///
  /// - `UIStepper.value`: "This property is clamped at its lower extreme to `minimumValue` and
  ///   is clamped at its upper extreme to `maximumValue`" (Apple's documentation of
  ///   `UIStepper.value`).
  /// - `UISlider.value`: "If you try to set a value that's below the minimum or above the
  ///   maximum, the minimum or maximum value is set instead" (Apple's documentation of
  ///   `UISlider.value`).
  /// - `UISegmentedControl.selectedSegmentIndex` names one of the control's segments
  ///   (`numberOfSegments` of them), or none (`noSegment`, -1): a person can only touch a
  ///   segment that is there, so an index outside `0..<numberOfSegments` is not accepted.
  ///
  /// - Parameter value: The value, of this control's kind.
  /// - Returns: The value as the control holds it.
  func acceptedValue(_ value: RowControlValue) -> RowControlValue? {
    switch (self, value) {
    case (.stepper(_, let range, _), .stepper(let new)):
      return .stepper(min(max(new, range.lowerBound), range.upperBound))
    case (.slider(_, let range), .slider(let new)):
      return .slider(min(max(new, range.lowerBound), range.upperBound))
    case (.segmented(let segments, _), .segment(let index?)):
      return segments.indices.contains(index) ? value : nil
    default:
      return value
    }
  }
}
