import TableHandlersCore

extension HeadlessTable {
  /// The table as text, one line per header, row and footer: a snapshot to compare in tests.
  ///
  /// ```
  /// Copy & Paste
  /// ▶ Name — Apple ⓘ
  ///   ⟨star.fill⟩ Price ⇥ $3 ›
  ///   (Menu is shown by LongPress)
  /// ```
  ///
  /// Rows start with `▶ ` when selected and, in editing mode, with `⊖ ` (delete) or `⊕ `
  /// (insert); then two spaces per indentation level, `▸ ` or `▾ ` for a row with children,
  /// collapsed or expanded (`RowContent.outlineDisclosure`); then the image (`⟨star.fill⟩ ` for a system symbol, `⟨asset photo⟩ ` for an
  /// image of the app's bundle, `⟨ ⟩ ` for a placeholder: a leading choice mark shows as
  /// `⟨checkmark⟩ ` and `⟨ ⟩ `), the text (`( Add )` for a button row, `( Leave )!` for a
  /// destructive one), the secondary text after a token that says where the row's style puts
  /// it (` — ` beside the text, `.default`; ` ↓ ` below it, `.subtitle`; ` ⇥ ` at the trailing
  /// edge, `.valueCell`; ` │ ` after a short label, `.value2`), the control (`[on]`/`[off]`
  /// switch, `[A|(B)]` segments, `[slider 0.5]`, `[− 3 +]` stepper, `[text: …]` field; `!`
  /// after a disabled one) or ` · ` and the trailing text, the accessory (`›` chevron, `ⓘ`
  /// detail button, `ⓘ›` both, `✓` checkmark), ` (disabled)` for a disabled row, ` ≡` for a
  /// reorder control, `[Delete]` (the button's title) on a swiped row, and the swipe actions
  /// of a row swiped open, outermost first, marked as ``menuLines(at:)`` marks items:
  /// ` ⟨Delete (destructive) (full swipe) | Flag | Pin (disabled)⟩`.
  ///
  /// A grouped table shows a section's header title as it is and leaves a blank line between
  /// sections; a plain table shows each header as the bar UIKit pins to the top while its
  /// section scrolls, `▬ Header`, with no blank lines. Footers show as `  (Footer)` in both.
  /// Rows off screen (past ``visibleRowLimit``, or above ``firstVisibleRow`` after a scroll)
  /// are counted, not shown. While a declared table shows its empty state, a last line shows
  /// it: `(empty: No messages — Pull to refresh [Retry])` (``emptyState``).
  ///
  /// A row shown by a custom cell (`RowContent.customCell`) shows `▤ ` and the cell's
  /// description in place of its image, texts, control and accessory; a section's custom
  /// header or footer view (`customHeaderView`, `customFooterView`) shows the same way in place
  /// of its title, as UIKit shows a view in place of a title. A custom accessory view
  /// (`RowContent.customAccessory`) shows as `[▤ ` and its description `]` in place of the
  /// trailing text, before the accessory (a control takes its place). Every host shows a row's
  /// trailing accessories in this order, and none hides another: the expand arrow of a row
  /// with children shows with a count, a control or a custom view. A drop's placeholder shows as
  /// `  ⋯ (dropping)` where its row would be inserted (``dropPlaceholderPositions``).
  ///
  /// - Returns: The rendering of what the table last loaded.
  public func render() -> String {
    var lines: [String] = []
    var hidden = 0
    for (section, loadedSection) in loaded.sections.enumerated() {
      if style == .grouped, section > 0 { lines.append("") }
      if let view = loadedSection.headerView {
        lines.append("▤ " + view.description)
      } else if let header = loadedSection.header {
        lines.append(style == .plain ? "▬ " + header : header)
      }
      for row in 0...loadedSection.rowCount {
        let position = TablePosition(section: section, row: row)
        for placeholder in dropPlaceholders where placeholder.position == position {
          lines.append("  ⋯ (dropping)")
        }
        guard row < loadedSection.rowCount else { break }
        guard let loadedRow = loaded.rows[position] else {
          hidden += 1
          continue
        }
        lines.append(line(for: loadedRow, at: position))
      }
      if let view = loadedSection.footerView {
        lines.append("  (▤ \(view.description))")
      } else if let footer = loadedSection.footer {
        lines.append("  (\(footer))")
      }
    }
    if hidden > 0 { lines.append("… \(hidden) more rows") }
    if let emptyState = shownEmptyState { lines.append("(empty: \(emptyState.text))") }
    return lines.isEmpty ? "(empty table)" : lines.joined(separator: "\n")
  }

  private func line(for row: Snapshot.Row, at position: TablePosition) -> String {
    var text = selectedRows.contains(position) ? "▶ " : "  "
    switch row.editingStyle {
    case .delete: text += "⊖ "
    case .insert: text += "⊕ "
    case .some(.none), nil: break
    }
    text += String(repeating: "  ", count: max(0, min(row.indentation, 8)))
    let content = row.content ?? RowContent()
    switch content.outlineDisclosure {
    case .collapsed: text += "▸ "
    case .expanded: text += "▾ "
    case nil: break
    }
    if let cell = content.customCell {
      text += "▤ " + cell.description
    } else {
      text += contentText(content)
    }
    if !content.isEnabled { text += " (disabled)" }
    if row.showsReorderControl { text += " ≡" }
    if swipedRow == position {
      text +=
        " [\(TableHandlers.deleteTitle(answered: value(.titleForDeleteConfirmationButton, position)))]"
    }
    if let revealed = revealedActions, revealed.position == position {
      text += " ⟨" + revealed.actions.map(\.line).joined(separator: " | ") + "⟩"
    }
    return text
  }

  /// What the content cell shows of a row: its image, texts, and trailing accessories
  /// (`RowContent.trailingAccessories`).
  private func contentText(_ content: RowContent) -> String {
    var text = ""
    switch content.image {
    case .system(let name): text += "⟨\(name)⟩ "
    case .named(let name): text += "⟨asset \(name)⟩ "
    case .placeholder: text += "⟨ ⟩ "
    case nil: break
    }
    switch content.role {
    case .normal: text += content.text ?? "·"
    case .button: text += "( \(content.text ?? "·") )"
    case .destructiveButton: text += "( \(content.text ?? "·") )!"
    }
    if let secondary = content.secondaryText {
      switch content.style {
      case .default: text += " — "
      case .subtitle: text += " ↓ "
      case .valueCell: text += " ⇥ "
      case .value2: text += " │ "
      }
      text += secondary
    }
    // The row's trailing accessories, in the order every host shows them; the outline
    // disclosure shows before the text instead (`line(for:at:)`).
    var standard = ""
    for accessory in content.trailingAccessories {
      switch accessory {
      case .control(let control): text += " " + rendering(of: control)
      case .customView(let view, _): text += " [▤ \(view.description)]"
      case .text(let trailing): text += " · " + trailing
      case .detailButton: standard += "ⓘ"
      case .checkmark: standard += "✓"
      case .disclosureIndicator: standard += "›"
      case .outlineDisclosure: break
      }
    }
    return standard.isEmpty ? text : text + " " + standard
  }

  /// A control as one bracketed word: `[on]`, `[A|(B)|C]`, `[slider 0.5]`, `[− 17 +]`,
  /// `[text: Ann]`; `!` after it when disabled.
  private func rendering(of control: RowControl) -> String {
    var text: String
    switch control.kind {
    case .toggle(let isOn):
      text = isOn ? "[on]" : "[off]"
    case .segmented(let segments, let selected):
      let titles = segments.enumerated().map {
        $0.offset == selected ? "(\($0.element))" : $0.element
      }
      text = "[" + titles.joined(separator: "|") + "]"
    case .slider(let value, _):
      text = "[slider \(number(value))]"
    case .stepper(let value, _, _):
      text = "[− \(number(value)) +]"
    case .textField(let field):
      let shown =
        field.isSecure
        ? String(repeating: "•", count: field.text.count)
        : field.text.isEmpty ? "\(field.placeholder ?? "")…" : field.text
      text = "[text: \(shown)]"
    }
    return control.isEnabled ? text : text + "!"
  }

  private func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
