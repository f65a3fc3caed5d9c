import TableHandlersCore

extension Section where RowID: Sendable {
  /// Makes the section's rows a single choice: the chosen row shows a checkmark, and tapping a
  /// row reports the new choice.
  ///
  /// ```swift
  /// Section(Setting.sort, header: "Sort By") {
  ///   for order in SortOrder.allCases { Row(order, text: order.title) }
  /// }
  /// .singleChoice(selection: settings.sortOrder) { settings.sortOrder = $0 ?? .date }
  /// ```
  ///
  /// The checkmark follows `selection`, the model's value, after every update: tapping only
  /// reports. Tapping a row deselects it, as Settings does, reports the choice, then runs the
  /// row's own `didSelectRow` handler if it has one (a "Custom…" row that opens a picker).
  /// With `mark: .leading`, a row with an image of its own keeps it and shows its checkmark
  /// at the trailing edge instead. Two choice sections on one screen are independent.
  ///
  /// - Parameters:
  ///   - selection: The model's chosen row, if any.
  ///   - allowsEmpty: Whether tapping the chosen row clears the choice ("zero or one"); by
  ///     default it keeps it ("exactly one").
  ///   - mark: Where the checkmark shows.
  ///   - onChange: Receives the new choice; called only when it changes.
  /// - Returns: The section with its rows marked and their tap handlers.
  /// - Complexity: O(*n*) in the section's rows.
  public func singleChoice(
    selection: RowID?, allowsEmpty: Bool = false, mark: ChoiceMark = .trailing,
    onChange: @escaping @MainActor (RowID?) -> Void
  ) -> Section {
    choice(
      isChosen: { $0 == selection }, mark: mark,
      tapped: { id in
        let new: RowID? = id == selection ? (allowsEmpty ? nil : selection) : id
        if new != selection { onChange(new) }
      })
  }

  /// Makes the section's rows a multiple choice: chosen rows show a checkmark, and tapping a
  /// row adds it to the choice or takes it out.
  ///
  /// - Parameters:
  ///   - selection: The model's chosen rows.
  ///   - mark: Where the checkmarks show.
  ///   - onChange: Receives the new choice.
  /// - Returns: The section with its rows marked and their tap handlers.
  /// - Complexity: O(*n*) in the section's rows.
  public func multipleChoice(
    selection: Set<RowID>, mark: ChoiceMark = .trailing,
    onChange: @escaping @MainActor (Set<RowID>) -> Void
  ) -> Section {
    choice(
      isChosen: { selection.contains($0) }, mark: mark,
      tapped: { id in
        var new = selection
        if new.contains(id) { new.remove(id) } else { new.insert(id) }
        onChange(new)
      })
  }

  private func choice(
    isChosen: (RowID) -> Bool, mark: ChoiceMark,
    tapped: @escaping @MainActor (RowID) -> Void
  ) -> Section {
    var section = self
    section.rows = rows.map { row in
      let chosen = isChosen(row.id)
      let id = row.id
      let own = row.declaredHandler(for: .didSelectRow)
      return row.editingContent { content in
        switch mark {
        case .trailing:
          content.accessory = chosen ? .checkmark : .none
        case .leading:
          // A row with an image of its own keeps it, and shows the choice at the trailing
          // edge instead.
          if let image = content.image, image != .placeholder {
            content.accessory = chosen ? .checkmark : .none
          } else {
            content.image = chosen ? .system("checkmark") : .placeholder
          }
        }
      }
      .on(.didSelectRow) { call in
        call.table.deselectRow(at: call.position, animated: true)
        tapped(id)
        own?(call)
      }
    }
    return section
  }
}
