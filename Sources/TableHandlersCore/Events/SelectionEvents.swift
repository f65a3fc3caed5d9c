extension RowEvent where Arguments == Void, Output == Bool {
  /// Whether a touch highlights the row (`tableView(_:shouldHighlightRowAt:)`); `false` halts
  /// selection.
  ///
  /// Default: `true`.
  @inlinable
  public static var shouldHighlightRow: Self {
    Self(id: CoreEvent.shouldHighlightRow.id, defaultAnswer: { _ in true })
  }

  /// Whether the row's primary action may run (`tableView(_:canPerformPrimaryActionForRowAt:)`).
  ///
  /// Default: yes when not editing.
  @inlinable
  public static var canPerformPrimaryAction: Self {
    Self(id: CoreEvent.canPerformPrimaryAction.id, defaultAnswer: { !$0.table.isEditing })
  }

  /// Whether a two-finger pan starts multiple selection at the row
  /// (`tableView(_:shouldBeginMultipleSelectionInteractionAt:)`).
  ///
  /// Default: `false`.
  @inlinable
  public static var shouldBeginMultipleSelectionInteraction: Self {
    Self(id: CoreEvent.shouldBeginMultipleSelectionInteraction.id, defaultAnswer: { _ in false })
  }
}

extension RowEvent where Arguments == Void, Output == Void {
  /// The row was highlighted (`tableView(_:didHighlightRowAt:)`).
  @inlinable
  public static var didHighlightRow: Self {
    Self(id: CoreEvent.didHighlightRow.id, defaultAnswer: { _ in })
  }

  /// The row lost its highlight (`tableView(_:didUnhighlightRowAt:)`).
  @inlinable
  public static var didUnhighlightRow: Self {
    Self(id: CoreEvent.didUnhighlightRow.id, defaultAnswer: { _ in })
  }

  /// The row was selected (`tableView(_:didSelectRowAt:)`).
  @inlinable
  public static var didSelectRow: Self {
    Self(id: CoreEvent.didSelectRow.id, defaultAnswer: { _ in })
  }

  /// The row was deselected (`tableView(_:didDeselectRowAt:)`).
  @inlinable
  public static var didDeselectRow: Self {
    Self(id: CoreEvent.didDeselectRow.id, defaultAnswer: { _ in })
  }

  /// The row's detail button was tapped (`tableView(_:accessoryButtonTappedForRowWith:)`).
  @inlinable
  public static var accessoryButtonTapped: Self {
    Self(id: CoreEvent.accessoryButtonTapped.id, defaultAnswer: { _ in })
  }

  /// The row's primary action (`tableView(_:performPrimaryActionForRowAt:)`, iOS 16).
  @inlinable
  public static var performPrimaryAction: Self {
    Self(id: CoreEvent.performPrimaryAction.id, defaultAnswer: { _ in })
  }

  /// A multiple-selection pan began at the row
  /// (`tableView(_:didBeginMultipleSelectionInteractionAt:)`).
  @inlinable
  public static var didBeginMultipleSelectionInteraction: Self {
    Self(id: CoreEvent.didBeginMultipleSelectionInteraction.id, defaultAnswer: { _ in })
  }
}

extension RowEvent where Arguments == Void, Output == TablePosition? {
  /// The row about to be selected (`tableView(_:willSelectRowAt:)`): return `nil` to veto or
  /// another position to redirect.
  ///
  /// Default: the row itself.
  @inlinable
  public static var willSelectRow: Self {
    Self(id: CoreEvent.willSelectRow.id, defaultAnswer: { $0.position })
  }

  /// The row about to be deselected (`tableView(_:willDeselectRowAt:)`): `nil` keeps it selected.
  ///
  /// Default: the row itself.
  @inlinable
  public static var willDeselectRow: Self {
    Self(id: CoreEvent.willDeselectRow.id, defaultAnswer: { $0.position })
  }
}

extension TableEvent where Arguments == Void, Output == Void {
  /// The multiple-selection pan ended (`tableViewDidEndMultipleSelectionInteraction(_:)`).
  @inlinable
  public static var didEndMultipleSelectionInteraction: Self {
    Self(id: CoreEvent.didEndMultipleSelectionInteraction.id, defaultAnswer: { _ in })
  }
}
