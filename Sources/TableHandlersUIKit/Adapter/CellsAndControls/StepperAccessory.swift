#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  /// A stepper with its value shown before it, as a row's accessory view: `UIStepper` shows no
  /// value of its own.
  @MainActor
  final class StepperAccessory: UIView {
    /// The value, as text.
    let label = UILabel()
    /// The stepper.
    let stepper = RowControlActions.sending(UIStepper())

    override init(frame: CGRect) {
      super.init(frame: frame)
      addSubview(label)
      addSubview(stepper)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("StepperAccessory is created in code only")
    }

    /// Shows a value and lays the label and the stepper out side by side.
    func show(value: Double, in range: ClosedRange<Double>, step: Double, enabled: Bool) {
      stepper.minimumValue = range.lowerBound
      stepper.maximumValue = range.upperBound
      stepper.stepValue = step
      stepper.value = value
      stepper.isEnabled = enabled
      label.text = Self.text(of: value)
      label.isEnabled = enabled
      label.sizeToFit()
      stepper.sizeToFit()
      let gap: CGFloat = 8
      let height = max(label.frame.height, stepper.frame.height)
      label.frame.origin = CGPoint(x: 0, y: (height - label.frame.height) / 2)
      stepper.frame.origin = CGPoint(
        x: label.frame.width + gap, y: (height - stepper.frame.height) / 2)
      frame.size = CGSize(width: label.frame.width + gap + stepper.frame.width, height: height)
    }

    /// A value as the headless table renders it: whole numbers without a fraction.
    static func text(of value: Double) -> String {
      value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
  }
#endif
