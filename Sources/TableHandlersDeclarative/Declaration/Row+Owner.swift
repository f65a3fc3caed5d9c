import TableHandlersCore

// Every row modifier that takes a closure has a form that takes an owner, held weakly, and
// passes it to the closure: a screen declares its rows with `owner: self` and needs neither
// `[unowned self]` (which traps once the screen is gone) nor `[weak self]` (whose `guard` makes
// the row silently inert). Once the owner is gone such a handler answers the event's default
// and reports `TableMisuse.ownerGone` to the registry's `misuseHandler`: the one failure mode.

extension Row {
  /// Adds a handler for an event of this row that receives an owner, held weakly.
  ///
  /// ```swift
  /// Row(item.id, text: item.title)
  ///   .on(.accessoryButtonTapped, owner: self) { screen, call in screen.showInfo(item) }
  /// ```
  ///
  /// Once the owner is gone the handler answers the event's default (nothing runs for events
  /// that return nothing) and reports `TableMisuse.ownerGone(event:section:row:)` to the
  /// `misuseHandler` of the registry that the table showing the row asks.
  ///
  /// - Parameters:
  ///   - event: The event, such as `.didSelectRow`.
  ///   - owner: The object passed to the handler; not retained. `Sendable`, as a `@MainActor`
  ///     screen or view controller is: the modifier is nonisolated and the handler runs on the
  ///     main actor.
  ///   - handler: The closure; it receives the owner and the call.
  /// - Returns: The row with the handler; a second handler for the same event replaces the
  ///   first.
  public func on<Owner: AnyObject & Sendable, Arguments, Output>(
    _ event: RowEvent<Arguments, Output>, owner: Owner,
    perform handler: @escaping @MainActor (Owner, RowCall<Arguments>) -> Output
  ) -> Row {
    on(event) { [weak owner] call in
      guard let owner else {
        TableMisuse.ownerGone(event: event.id.name, section: call.section, row: call.row)
          .report(on: call.table)
        return event.defaultAnswer(call)
      }
      return handler(owner, call)
    }
  }

  /// Handles a tap that selected the row, with an owner; see ``onSelect(_:)`` and
  /// ``on(_:owner:perform:)`` for the owner's rule.
  ///
  /// - Parameters:
  ///   - owner: The object passed to the handler; not retained.
  ///   - handler: The closure.
  /// - Returns: The row with the handler.
  @inlinable
  public func onSelect<Owner: AnyObject & Sendable>(
    owner: Owner, _ handler: @escaping @MainActor (Owner, RowCall<Void>) -> Void
  ) -> Row {
    on(.didSelectRow, owner: owner, perform: handler)
  }

  /// Handles the row's deselection, with an owner; see ``onDeselect(_:)``.
  ///
  /// - Parameters:
  ///   - owner: The object passed to the handler; not retained.
  ///   - handler: The closure.
  /// - Returns: The row with the handler.
  @inlinable
  public func onDeselect<Owner: AnyObject & Sendable>(
    owner: Owner, _ handler: @escaping @MainActor (Owner, RowCall<Void>) -> Void
  ) -> Row {
    on(.didDeselectRow, owner: owner, perform: handler)
  }

  /// Decides whether a tap selects the row, with an owner; see ``willSelect(_:)``.
  ///
  /// - Parameters:
  ///   - owner: The object passed to the handler; not retained.
  ///   - handler: The closure; `nil` vetoes, another position redirects.
  /// - Returns: The row with the handler.
  @inlinable
  public func willSelect<Owner: AnyObject & Sendable>(
    owner: Owner, _ handler: @escaping @MainActor (Owner, RowCall<Void>) -> TablePosition?
  ) -> Row {
    on(.willSelectRow, owner: owner, perform: handler)
  }

  /// Handles a tap on the row's detail button, with an owner; see
  /// ``onAccessoryButtonTap(_:)``.
  ///
  /// - Parameters:
  ///   - owner: The object passed to the handler; not retained.
  ///   - handler: The closure.
  /// - Returns: The row with the handler.
  @inlinable
  public func onAccessoryButtonTap<Owner: AnyObject & Sendable>(
    owner: Owner, _ handler: @escaping @MainActor (Owner, RowCall<Void>) -> Void
  ) -> Row {
    on(.accessoryButtonTapped, owner: owner, perform: handler)
  }

  /// Handles the row's primary action, with an owner; see ``onPrimaryAction(_:)``.
  ///
  /// - Parameters:
  ///   - owner: The object passed to the handler; not retained.
  ///   - handler: The closure.
  /// - Returns: The row with the handler.
  @inlinable
  public func onPrimaryAction<Owner: AnyObject & Sendable>(
    owner: Owner, _ handler: @escaping @MainActor (Owner, RowCall<Void>) -> Void
  ) -> Row {
    on(.performPrimaryAction, owner: owner, perform: handler)
  }

  /// Commits an insertion or deletion the user asked for, with an owner; see
  /// ``onCommitEditing(_:)``.
  ///
  /// - Parameters:
  ///   - owner: The object passed to the handler; not retained.
  ///   - handler: The closure; it receives the editing style.
  /// - Returns: The row with the handler.
  @inlinable
  public func onCommitEditing<Owner: AnyObject & Sendable>(
    owner: Owner, _ handler: @escaping @MainActor (Owner, RowCall<RowEditingStyle>) -> Void
  ) -> Row {
    on(.commitEditing, owner: owner, perform: handler)
  }

  /// Deletes the row when the user swipes it away, with an owner; see ``onDelete(_:)``.
  ///
  /// - Parameters:
  ///   - owner: The object passed to the handler; not retained.
  ///   - handler: The closure.
  /// - Returns: The row with the handler.
  public func onDelete<Owner: AnyObject & Sendable>(
    owner: Owner, _ handler: @escaping @MainActor (Owner, RowCall<Void>) -> Void
  ) -> Row {
    on(.commitEditing, owner: owner) { owner, call in
      guard call.arguments == .delete else { return }
      handler(owner, call.replacingArguments(()))
    }
  }

  /// Handles the row's drop after the user dragged it, with an owner; see ``onMove(_:)``.
  ///
  /// - Parameters:
  ///   - owner: The object passed to the handler; not retained.
  ///   - handler: The closure; it receives the destination.
  /// - Returns: The row with the handler.
  @inlinable
  public func onMove<Owner: AnyObject & Sendable>(
    owner: Owner, _ handler: @escaping @MainActor (Owner, RowCall<TablePosition>) -> Void
  ) -> Row {
    on(.moveRow, owner: owner, perform: handler)
  }

  /// Decides where the dragged row may go, with an owner; see ``targetForMove(_:)``.
  ///
  /// - Parameters:
  ///   - owner: The object passed to the handler; not retained.
  ///   - handler: The closure; it receives the proposed destination and returns the one to use.
  /// - Returns: The row with the handler.
  @inlinable
  public func targetForMove<Owner: AnyObject & Sendable>(
    owner: Owner,
    _ handler: @escaping @MainActor (Owner, RowCall<TablePosition>) -> TablePosition
  ) -> Row {
    on(.targetForMove, owner: owner, perform: handler)
  }

  /// Shows a control with the model's value and handles every change of it, with an owner;
  /// see ``control(_:onChange:)``.
  ///
  /// - Parameters:
  ///   - control: The control and its value.
  ///   - owner: The object passed to the handler; not retained.
  ///   - onChange: Receives the owner and each value the user sets.
  /// - Returns: The row with the control and its handler.
  public func control<Owner: AnyObject & Sendable>(
    _ control: RowControl, owner: Owner,
    onChange: @escaping @MainActor (Owner, RowControlValue) -> Void
  ) -> Row {
    self.control(control) { _ in }
      .on(.controlValueChanged, owner: owner) { owner, call in onChange(owner, call.arguments) }
  }

  /// Shows a switch with the model's value, with an owner; see
  /// ``toggle(isOn:isEnabled:onChange:)``.
  ///
  /// ```swift
  /// Row(Setting.airplaneMode, text: "Airplane Mode")
  ///   .toggle(isOn: settings.airplaneMode, owner: self) { screen, isOn in
  ///     screen.setAirplaneMode(isOn)
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - isOn: The model's value.
  ///   - isEnabled: Whether the switch responds.
  ///   - owner: The object passed to the handler; not retained.
  ///   - onChange: Receives the owner and the value the user set.
  /// - Returns: The row with the switch and its handler.
  public func toggle<Owner: AnyObject & Sendable>(
    isOn: Bool, isEnabled: Bool = true, owner: Owner,
    onChange: @escaping @MainActor (Owner, Bool) -> Void
  ) -> Row {
    control(.toggle(isOn: isOn, isEnabled: isEnabled), owner: owner) { owner, value in
      if case .toggle(let isOn) = value { onChange(owner, isOn) }
    }
  }

  /// Shows a segmented control with the model's selection, with an owner; see
  /// ``segmented(_:selected:onChange:)``.
  ///
  /// - Parameters:
  ///   - segments: The segments' titles.
  ///   - selected: The model's selection, if any.
  ///   - owner: The object passed to the handler; not retained.
  ///   - onChange: Receives the owner and the segment the user chose.
  /// - Returns: The row with the control and its handler.
  public func segmented<Owner: AnyObject & Sendable>(
    _ segments: [String], selected: Int?, owner: Owner,
    onChange: @escaping @MainActor (Owner, Int?) -> Void
  ) -> Row {
    control(.segmented(segments, selected: selected), owner: owner) { owner, value in
      if case .segment(let selected) = value { onChange(owner, selected) }
    }
  }

  /// Shows a slider with the model's value, with an owner; see
  /// ``slider(value:in:onChange:)``.
  ///
  /// - Parameters:
  ///   - value: The model's value.
  ///   - range: The slider's range.
  ///   - owner: The object passed to the handler; not retained.
  ///   - onChange: Receives the owner and the value the user set.
  /// - Returns: The row with the slider and its handler.
  public func slider<Owner: AnyObject & Sendable>(
    value: Double, in range: ClosedRange<Double>, owner: Owner,
    onChange: @escaping @MainActor (Owner, Double) -> Void
  ) -> Row {
    control(.slider(value: value, in: range), owner: owner) { owner, newValue in
      if case .slider(let value) = newValue { onChange(owner, value) }
    }
  }

  /// Shows a stepper with the model's value, with an owner; see
  /// ``stepper(value:in:step:onChange:)``.
  ///
  /// - Parameters:
  ///   - value: The model's value.
  ///   - range: The stepper's range.
  ///   - step: How much one tap changes the value.
  ///   - owner: The object passed to the handler; not retained.
  ///   - onChange: Receives the owner and the value the user set.
  /// - Returns: The row with the stepper and its handler.
  public func stepper<Owner: AnyObject & Sendable>(
    value: Double, in range: ClosedRange<Double>, step: Double = 1, owner: Owner,
    onChange: @escaping @MainActor (Owner, Double) -> Void
  ) -> Row {
    control(.stepper(value: value, in: range, step: step), owner: owner) { owner, newValue in
      if case .stepper(let value) = newValue { onChange(owner, value) }
    }
  }

  /// Shows a text field with the model's text, with an owner; see
  /// ``textField(_:onChange:onSubmit:)``.
  ///
  /// - Parameters:
  ///   - field: The model's text and the field's settings.
  ///   - owner: The object passed to the handlers; not retained.
  ///   - onChange: Receives the owner and the text as it is typed.
  ///   - onSubmit: Receives the owner and the text when the user presses return.
  /// - Returns: The row with the field and its handlers.
  public func textField<Owner: AnyObject & Sendable>(
    _ field: RowTextField, owner: Owner,
    onChange: @escaping @MainActor (Owner, String) -> Void,
    onSubmit: (@MainActor (Owner, String) -> Void)? = nil
  ) -> Row {
    let row = control(.textField(field), owner: owner) { owner, value in
      if case .text(let text) = value { onChange(owner, text) }
    }
    guard let onSubmit else { return row }
    return row.on(.textFieldDidSubmit, owner: owner) { owner, call in
      onSubmit(owner, call.arguments)
    }
  }
}
