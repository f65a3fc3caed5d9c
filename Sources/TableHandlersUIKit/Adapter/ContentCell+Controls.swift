#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  // A row's control (or trailing text) as its cell's `accessoryView`, and what happens when the
  // user changes the control.
  //
  // Every control sends its actions to one target, `RowControlActions.shared`, which holds
  // nothing of a row: at change time it finds the control's cell (its superviews), the cell's
  // table view and adapter, and the row with `indexPath(for:)`, so that a reused cell, or a row
  // that moved since the cell was configured, reaches the right row. Then the model wins: the
  // row's content is asked again and the control shows its value.
  extension ContentCell {
    /// Sets the cell's accessory view for a content.
    ///
    /// The view is the content's control, else a label with its trailing text, else none. A
    /// view of the right kind already there is reused and set entirely, so that a reused cell
    /// shows nothing of its last row.
    ///
    /// - Parameters:
    ///   - content: The row's content.
    ///   - cell: The cell.
    static func applyAccessoryView(of content: RowContent, to cell: UITableViewCell) {
      let view = accessoryView(of: content, reusing: cell.accessoryView)
      if cell.accessoryView !== view { cell.accessoryView = view }
    }

    private static func accessoryView(of content: RowContent, reusing old: UIView?) -> UIView? {
      guard let control = content.control else {
        guard let trailing = content.trailingText else { return nil }
        let label = old as? TrailingTextLabel ?? TrailingTextLabel()
        label.text = trailing
        label.textColor = content.isEnabled ? .secondaryLabel : disabledColor
        label.sizeToFit()
        return label
      }
      let view: UIView
      let enabled = content.isEnabled && control.isEnabled
      switch control.kind {
      case .toggle(let isOn):
        let toggle = old as? UISwitch ?? RowControlActions.sending(UISwitch())
        if toggle.isOn != isOn { toggle.setOn(isOn, animated: old != nil) }
        toggle.isEnabled = enabled
        view = toggle
      case .segmented(let titles, let selected):
        let segments = old as? UISegmentedControl ?? RowControlActions.sending(UISegmentedControl())
        let shown = (0..<segments.numberOfSegments).map { segments.titleForSegment(at: $0) }
        if shown != titles {
          segments.removeAllSegments()
          for (index, title) in titles.enumerated() {
            segments.insertSegment(withTitle: title, at: index, animated: false)
          }
          segments.sizeToFit()
        }
        segments.selectedSegmentIndex = selected ?? UISegmentedControl.noSegment
        segments.isEnabled = enabled
        view = segments
      case .slider(let value, let range):
        let slider = old as? UISlider ?? RowControlActions.sending(UISlider(frame: sliderFrame))
        slider.minimumValue = Float(range.lowerBound)
        slider.maximumValue = Float(range.upperBound)
        slider.setValue(Float(value), animated: false)
        slider.isEnabled = enabled
        view = slider
      case .stepper(let value, let range, let step):
        let stepper = old as? StepperAccessory ?? StepperAccessory()
        stepper.show(value: value, in: range, step: step, enabled: enabled)
        view = stepper
      case .textField(let field):
        let textField =
          old as? UITextField ?? RowControlActions.sendingText(UITextField(frame: textFieldFrame))
        // A field being edited is never overwritten: the user's typing is the newer value.
        if !textField.isEditing, textField.text != field.text { textField.text = field.text }
        textField.placeholder = field.placeholder
        textField.keyboardType = keyboardType(field.keyboard)
        textField.isSecureTextEntry = field.isSecure
        textField.isEnabled = enabled
        view = textField
      }
      view.accessibilityIdentifier = control.accessibilityIdentifier
      view.accessibilityLabel = control.accessibilityLabel
      return view
    }

    /// The frame a slider is created with; an accessory view keeps its frame's size.
    static let sliderFrame = CGRect(x: 0, y: 0, width: 160, height: 34)

    /// The frame a text field is created with.
    static let textFieldFrame = CGRect(x: 0, y: 0, width: 180, height: 34)

    /// UIKit's keyboard for the core's.
    static func keyboardType(_ keyboard: RowKeyboard) -> UIKeyboardType {
      switch keyboard {
      case .default: return .default
      case .number: return .numberPad
      case .decimal: return .decimalPad
      case .email: return .emailAddress
      case .url: return .URL
      case .phone: return .phonePad
      }
    }
  }

  /// The label that shows a row's trailing text as its accessory view.
  @MainActor
  final class TrailingTextLabel: UILabel {}

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

  /// The one target of the adapter's controls: it finds the control's row when the value
  /// changes, dispatches the event there, then shows the model's value again.
  ///
  /// Shared and never released: UIKit does not retain a control's target (UIControl.h), and a
  /// control can outlive the adapter that configured it (a detached registry's cells).
  @MainActor
  final class RowControlActions: NSObject {
    /// The target of every control the adapter makes.
    static let shared = RowControlActions()

    #if canImport(UIKit)
      static let valueChanged = #selector(RowControlActions.controlValueChanged(_:))
      static let submitted = #selector(RowControlActions.textFieldSubmitted(_:))
      static let editingEnded = #selector(RowControlActions.textFieldEditingEnded(_:))

      @objc func controlValueChanged(_ sender: UIControl) { valueChanged(sender) }
      @objc func textFieldSubmitted(_ sender: UIControl) { submitted(sender) }
      @objc func textFieldEditingEnded(_ sender: UIControl) { showModel(sender) }
    #else
      static let valueChanged = Selector("controlValueChanged:")
      static let submitted = Selector("textFieldSubmitted:")
      static let editingEnded = Selector("textFieldEditingEnded:")
    #endif

    /// A new control sending `.valueChanged` to the shared target.
    static func sending<Control: UIControl>(_ control: Control) -> Control {
      control.addTarget(shared, action: valueChanged, for: .valueChanged)
      return control
    }

    /// A new text field sending its typing, its return key and its end of editing to the shared
    /// target.
    static func sendingText(_ field: UITextField) -> UITextField {
      field.addTarget(shared, action: valueChanged, for: .editingChanged)
      field.addTarget(shared, action: submitted, for: .editingDidEndOnExit)
      field.addTarget(shared, action: editingEnded, for: .editingDidEnd)
      return field
    }

    /// A control's value as the core's.
    static func value(of control: UIControl) -> RowControlValue? {
      switch control {
      case let toggle as UISwitch: return .toggle(toggle.isOn)
      case let segments as UISegmentedControl:
        let index = segments.selectedSegmentIndex
        return .segment(index == UISegmentedControl.noSegment ? nil : index)
      case let slider as UISlider: return .slider(Double(slider.value))
      case let stepper as UIStepper: return .stepper(stepper.value)
      case let field as UITextField: return .text(field.text ?? "")
      default: return nil
      }
    }

    /// The user changed a control: `controlValueChanged` at the row's position now, then the
    /// model's value.
    ///
    /// The handler runs as a batch of the adapter's queue (``ApplyWhenSafe``), not as a UIKit
    /// callback: a control's action is no table view callback, so an update the handler asks
    /// for (a declared table's `update(to:)`) is applied as soon as it returns, before the
    /// control is set to the model's value.
    func valueChanged(_ control: UIControl) {
      guard let row = Row(of: control), let value = Self.value(of: control) else { return }
      row.adapter.whenSafe.whileApplying {
        row.handlers.answer(.controlValueChanged, at: row.position, value, on: row.tableView)
      }
      showModel(control)
    }

    /// The user pressed return in a text field: `textFieldDidSubmit` with its text; an update
    /// the handler asks for is applied when it returns, as for ``valueChanged(_:)``.
    func submitted(_ control: UIControl) {
      guard let row = Row(of: control), let field = control as? UITextField else { return }
      row.adapter.whenSafe.whileApplying {
        row.handlers.answer(
          .textFieldDidSubmit, at: row.position, field.text ?? "", on: row.tableView)
      }
    }

    /// Shows the model's value in the control's cell.
    ///
    /// The row's content is asked again where the row is now (the handler may have moved it).
    /// A text field being edited keeps its text.
    func showModel(_ control: UIControl) {
      guard let row = Row(of: control) else { return }
      let content = row.handlers.answer(.rowContent, at: row.position, on: row.tableView)
      ContentCell.applyAccessoryView(of: content ?? RowContent(), to: row.cell)
    }

    /// Where a control is now: its cell, table view, registry and row.
    @MainActor
    struct Row {
      let cell: UITableViewCell
      let tableView: UITableView
      let handlers: TableHandlers
      let adapter: TableViewAdapter
      let position: TablePosition

      /// Finds the control's cell among its superviews, the cell's table view among the cell's,
      /// and the row with `indexPath(for:)`; `nil` when the cell is not shown or no registry is
      /// attached.
      init?(of control: UIControl) {
        var view = control.superview
        while let current = view, !(current is UITableViewCell) { view = current.superview }
        guard let cell = view as? UITableViewCell else { return nil }
        view = cell.superview
        while let current = view, !(current is UITableView) { view = current.superview }
        guard let tableView = view as? UITableView, let adapter = tableView.handlersAdapter,
          let indexPath = tableView.indexPath(for: cell)
        else { return nil }
        self.cell = cell
        self.tableView = tableView
        self.handlers = adapter.handlers
        self.adapter = adapter
        self.position = TablePosition(indexPath)
      }
    }
  }

  #if !canImport(UIKit)
    extension RowControlActions: StandInActionTarget {
      /// The stand-in's target-action call: the method the selector names.
      func perform(action: Selector, sender: UIControl) {
        switch action {
        case Self.valueChanged: valueChanged(sender)
        case Self.submitted: submitted(sender)
        case Self.editingEnded: showModel(sender)
        default: break
        }
      }
    }
  #endif
#endif
