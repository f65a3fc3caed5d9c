#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  // A row's control (or trailing text) as its cell's `accessoryView` (a list cell's custom view
  // accessory), and what happens when the user changes the control.
  //
  // Every control sends its actions to one target, `RowControlActions.shared`, which holds
  // nothing of a row: at change time it finds the control's cell (its superviews), the cell's
  // table view or list and adapter, and the row with `indexPath(for:)`, so that a reused cell,
  // or a row that moved since the cell was configured, reaches the right row. Then the model wins: the
  // row's content is asked again and the control shows its value.
  extension ContentCell {
    /// Makes the view for a custom accessory view's description, given the cell's current
    /// accessory view to reuse; `nil` when its kind is not registered.
    typealias CustomAccessoryMaker = @MainActor (CustomViewDescription, UIView?) -> UIView?

    /// Shows a content's trailing accessories (``TableHandlersCore/RowContent/trailingAccessories``)
    /// in a table view cell, which has one place for them.
    ///
    /// Standard accessories alone are the cell's `accessoryType`. Anything else is its
    /// `accessoryView` (UITableViewCell.h: "if set, use custom view. ignore accessoryType"): the
    /// one view, or, for more than one accessory, an ``AccessoryStackView`` that shows every
    /// accessory in its order, the standard ones drawn as UIKit draws them
    /// (``StandardAccessoryViews``). Views already shown are reused where of the right kind, and
    /// set entirely, so that a reused cell shows nothing of its last row.
    ///
    /// - Parameters:
    ///   - content: The row's content.
    ///   - cell: The cell.
    ///   - customAccessory: Makes the custom accessory view; `nil` for none.
    static func applyAccessories(
      of content: RowContent, to cell: UITableViewCell,
      customAccessory: CustomAccessoryMaker? = nil
    ) {
      let accessories = content.trailingAccessories
      // The common row (a chevron, a checkmark, nothing) makes no view at all.
      guard accessories.contains(where: { !$0.isStandard }) else {
        cell.accessoryType = UITableViewCell.AccessoryType(content.accessory)
        if cell.accessoryView != nil { cell.accessoryView = nil }
        return
      }
      let old = cell.accessoryView
      let oldViews = (old as? AccessoryStackView)?.subviews ?? (old.map { [$0] } ?? [])
      var views: [UIView] = []
      var ownViews = 0
      for accessory in accessories {
        let reused = views.count < oldViews.count ? oldViews[views.count] : nil
        if let view = trailingView(
          for: accessory, enabled: content.isEnabled, reusing: reused,
          customAccessory: customAccessory)
        {
          views.append(view)
          ownViews += 1
        } else if let view = StandardAccessoryViews.view(for: accessory, reusing: reused) {
          views.append(view)
        }
      }
      let view: UIView?
      if ownViews == 0 {
        view = nil
      } else if views.count == 1 {
        view = views[0]
      } else {
        let stack = old as? AccessoryStackView ?? AccessoryStackView()
        stack.show(views)
        view = stack
      }
      // Standard accessories alone are drawn by the cell; with a view, the view draws them.
      cell.accessoryType = view == nil ? UITableViewCell.AccessoryType(content.accessory) : .none
      if cell.accessoryView !== view { cell.accessoryView = view }
    }

    /// The view of one of a row's own trailing accessories; `nil` for a standard accessory.
    ///
    /// The view is the row's control, its custom accessory view (made by `customAccessory`;
    /// where it makes none, a label with the fallback text), a label with its trailing text, or
    /// the outline disclosure button. `old`, the view shown there before, is reused where it is
    /// of the right kind, and set entirely.
    ///
    /// A table view's cell shows it in its `accessoryView`, a list cell as a custom view
    /// accessory (the outline disclosure is the list's own accessory there).
    static func trailingView(
      for accessory: TrailingAccessory, enabled isEnabled: Bool, reusing old: UIView?,
      customAccessory: CustomAccessoryMaker?
    ) -> UIView? {
      switch accessory {
      case .control(let control):
        return controlView(control, enabled: isEnabled, reusing: old)
      case .customView(let description, let fallbackText):
        if let view = customAccessory?(description, old) { return view }
        return fallbackText.map { label($0, enabled: isEnabled, reusing: old) }
      case .text(let text):
        return label(text, enabled: isEnabled, reusing: old)
      case .outlineDisclosure(let disclosure):
        return OutlineDisclosureButton.showing(disclosure, reusing: old)
      case .detailButton, .checkmark, .disclosureIndicator:
        return nil
      }
    }

    /// A label with a row's trailing text.
    private static func label(_ text: String, enabled isEnabled: Bool, reusing old: UIView?)
      -> UIView
    {
      let label = old as? TrailingTextLabel ?? TrailingTextLabel()
      label.text = text
      label.textColor = isEnabled ? .secondaryLabel : disabledColor
      label.sizeToFit()
      return label
    }

    /// The view of a row's control, showing its value; `old` is reused where it is a control of
    /// the same kind.
    private static func controlView(
      _ control: RowControl, enabled isEnabled: Bool, reusing old: UIView?
    ) -> UIView {
      let view: UIView
      // A control responds only in a row that takes touches (`RowTouchRules`).
      let enabled = isEnabled && control.isEnabled
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
#endif
