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

    /// Sets the cell's accessory view for a content.
    ///
    /// The view is the content's control, else its custom accessory view (made by
    /// `customAccessory`), else a label with its trailing text, else the outline disclosure of
    /// a row with children (``OutlineDisclosureButton``), else none. A view of the right
    /// kind already there is reused and set entirely, so that a reused cell shows nothing of its
    /// last row.
    ///
    /// - Parameters:
    ///   - content: The row's content.
    ///   - cell: The cell.
    ///   - customAccessory: Makes the custom accessory view; `nil` for none.
    static func applyAccessoryView(
      of content: RowContent, to cell: UITableViewCell,
      customAccessory: CustomAccessoryMaker? = nil
    ) {
      var view = accessoryView(
        of: content, reusing: cell.accessoryView, customAccessory: customAccessory)
      // A row with children shows its disclosure where nothing else takes the trailing edge.
      if view == nil, let disclosure = content.outlineDisclosure {
        view = OutlineDisclosureButton.showing(disclosure, reusing: cell.accessoryView)
      }
      if cell.accessoryView !== view { cell.accessoryView = view }
    }

    /// The view at a row's trailing edge: its control, else its custom accessory view, else a
    /// label with its trailing text, else none; `old`, the view shown there before, is reused
    /// where it is of the right kind, and set entirely.
    ///
    /// A table view's cell shows it as its `accessoryView`, a list cell as a custom view
    /// accessory.
    static func accessoryView(
      of content: RowContent, reusing old: UIView?, customAccessory: CustomAccessoryMaker?
    ) -> UIView? {
      guard let control = content.control else {
        if let description = content.customAccessory,
          let view = customAccessory?(description, old)
        {
          return view
        }
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
#endif
