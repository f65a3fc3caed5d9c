import TableHandlersCore

// Outline rows. A declaration whose rows declare children is shown flattened: each row, then,
// while it is expanded, its children one indentation level deeper, recursively. The engine
// keeps the declaration as declared (the latest asked for), so that expanding or collapsing a
// row declares it again, flattened with the new state, as one update: the children come and
// go as inserted and deleted rows, the parent is reconfigured (its disclosure turns), and
// handlers follow their rows as in any update.
//
// A shown row is the declared row, without its children, and with what the outline adds:
// its disclosure state in its content, a tap that toggles it (unless the row declares its
// own selection handler), and its depth as its content's indentation level.

/// The identifier of the package event a host sends when the user taps a row's disclosure
/// control (`RowContent.outlineDisclosure`).
let outlineDisclosureTappedID = EventID.make(named: "outlineDisclosureTapped")

extension RowEvent where Arguments == Void, Output == Void {
  /// The user tapped the row's outline disclosure control (package only): a table view's
  /// accessory view, a list's outline disclosure accessory, or the headless table's driver.
  package static var outlineDisclosureTapped: Self {
    Self(id: outlineDisclosureTappedID, defaultAnswer: { _ in })
  }
}

extension TableHandlers {
  /// The name of the outline action VoiceOver offers a row
  /// (`RowTouchRules.offeredDisclosure`): the registry's
  /// `outlineActionNames`' collapse for an expanded row, its expand for a collapsed one.
  ///
  /// - Parameter content: The row's content, asked only where a handler answers the
  ///   disclosure's tap.
  /// - Returns: The name, or `nil` where the row offers no outline action.
  package func outlineActionName(content: () -> RowContent?) -> String? {
    guard handles(eventID: outlineDisclosureTappedID),
      let shown = RowTouchRules.offeredDisclosure(content(), disclosureHandled: true)
    else { return nil }
    return shown == .expanded ? outlineActionNames.collapse : outlineActionNames.expand
  }
}

/// The expansion of a declared table's outline rows, and the declaration they came from.
struct DeclaredOutline<SectionID: Hashable, RowID: Hashable> {
  /// Whether each row is expanded, by identifier: every row declared with children so far
  /// (its first state, then each change), and every row the app set.
  var expansion: [RowID: Bool] = [:]

  /// The latest declaration asked for, as declared, while it declares children.
  var declaration: TableDeclaration<SectionID, RowID>?

  /// The parent of each row declared as a child in ``declaration``, shown or not.
  var parents: [RowID: RowID] = [:]

  /// Whether a row is expanded; `false` for one never declared with children.
  func isExpanded(_ id: RowID) -> Bool { expansion[id] ?? false }

  /// Makes a flattened declaration the one the outline follows.
  ///
  /// `nil` stands for a declaration without children. The first states a flattening found join
  /// ``expansion``.
  mutating func commit(
    _ flattened: FlattenedOutline<SectionID, RowID>?,
    declaredAs declaration: TableDeclaration<SectionID, RowID>
  ) {
    guard let flattened else {
      self.declaration = nil
      parents = [:]
      return
    }
    self.declaration = declaration
    parents = flattened.parents
    expansion.merge(flattened.firstStates) { kept, _ in kept }
  }
}

/// A declaration shown as its outline rows' expansion says.
struct FlattenedOutline<SectionID: Hashable, RowID: Hashable> {
  /// The rows shown, each section's in order.
  var declaration: TableDeclaration<SectionID, RowID>
  /// The first state of each row with children the outline had no state for.
  var firstStates: [RowID: Bool] = [:]
  /// The parent of each child, shown or not.
  var parents: [RowID: RowID] = [:]
}

extension DeclarationEngine {
  /// A declaration with outline rows, flattened as their expansion says.
  ///
  /// Under ``DuplicateIdentifierPolicy/reject``, a collapsed child whose identifier repeats
  /// another row's, shown or not, is rejected as a shown one is: the update that expands it
  /// later could not be applied.
  ///
  /// - Throws: ``DeclarationError/duplicateRowID(_:inSection:alreadyInSection:)`` for such a
  ///   child; the rows shown are checked by the layout as usual.
  /// - Complexity: O(*r*) in the rows declared, shown or not, hashing each.
  func flattened(_ declaration: TableDeclaration<SectionID, RowID>) throws
    -> FlattenedOutline<SectionID, RowID>
  {
    var result = FlattenedOutline(declaration: declaration)
    // Where each identifier was first declared, and whether it is shown there.
    var places: [RowID: (section: SectionID, shown: Bool)] = [:]
    let checksHidden = duplicatePolicy == .reject

    func visit(
      _ row: Row<RowID>, depth: Int, shown: Bool, in section: SectionID,
      into rows: inout [Row<RowID>]
    ) throws {
      if checksHidden {
        if let first = places[row.id] {
          // Read out first: `||`'s right side is a closure, which a release build's region
          // check would not let take the non-sendable identifier.
          let firstShown = first.shown
          let firstSection = String(describing: first.section)
          if !shown || !firstShown {
            throw DeclarationError.duplicateRowID(
              String(describing: row.id), inSection: String(describing: section),
              alreadyInSection: firstSection)
          }
        } else {
          places[row.id] = (section, shown)
        }
      }
      guard let children = row.outline else {
        if shown { rows.append(depth == 0 ? row : indented(row, depth: depth)) }
        return
      }
      let expanded: Bool
      if let known = outline.expansion[row.id] ?? result.firstStates[row.id] {
        expanded = known
      } else {
        expanded = children.initiallyExpanded
        result.firstStates[row.id] = expanded
      }
      if shown { rows.append(outlineRow(row, depth: depth, expanded: expanded)) }
      for child in children.children {
        result.parents[child.id] = row.id
        try visit(
          child, depth: depth + 1, shown: shown && expanded, in: section, into: &rows)
      }
    }

    for index in result.declaration.sections.indices {
      let section = result.declaration.sections[index]
      guard checksHidden || section.rows.contains(where: { $0.outline != nil }) else { continue }
      var rows: [Row<RowID>] = []
      rows.reserveCapacity(section.rows.count)
      for row in section.rows {
        try visit(row, depth: 0, shown: true, in: section.id, into: &rows)
      }
      result.declaration.sections[index].rows = rows
    }
    return result
  }

  /// A child as shown: its depth as its content's indentation level (a handler of its own
  /// answers first).
  private func indented(_ row: Row<RowID>, depth: Int) -> Row<RowID> {
    row.editingContent { $0.indentationLevel = depth }
  }

  /// A row with children as shown: without them, with its disclosure's state, and toggled by a
  /// tap unless it handles selection itself.
  private func outlineRow(_ declared: Row<RowID>, depth: Int, expanded: Bool) -> Row<RowID> {
    var row = declared
    row.outline = nil
    row = row.editingContent {
      $0.outlineDisclosure = expanded ? .expanded : .collapsed
      $0.indentationLevel = depth
    }
    let events = row.storage.handlers.events
    if !events.contains(RowEvent.didSelectRow.id), !events.contains(RowEvent.willSelectRow.id) {
      // A tap toggles the row and does not select it. While the table edits, a tap selects,
      // as on any row (the rows to delete, say).
      row = row.on(.willSelectRow) { [weak self] call in
        guard let self, !call.table.isEditing else { return call.position }
        userToggledRow(at: call.position)
        return nil
      }
    }
    return row
  }

  /// Registers the handler of taps on disclosure controls while the table shows outline rows,
  /// and removes it once it shows none.
  func registerDisclosureTaps(in handlers: TableHandlers) {
    let shows = outline.declaration != nil
    guard shows != handlesDisclosureTaps else { return }
    handlesDisclosureTaps = shows
    if shows {
      handlers.on(.outlineDisclosureTapped, at: .table) { [unowned self] call in
        userToggledRow(at: call.position)
      }
    } else {
      handlers.remove(.outlineDisclosureTapped, at: .table)
    }
  }

  /// The user tapped a row with children, or its disclosure control.
  func userToggledRow(at position: TablePosition) {
    guard let id = layout.rowID(at: position) else { return }
    setExpansion([(id, !outline.isExpanded(id))], cause: .user, animated: true)
  }

  /// Expands and collapses rows, as one update: each row whose state changes is reported to
  /// ``expansionDidChange``, in the order given.
  ///
  /// A collapse that hides selected rows first moves their selection to the collapsed row
  /// (the outermost one collapsed, when several are), as a selection change of the same cause.
  /// An update the declaration rejects leaves the states as they were.
  func setExpansion(_ wanted: [(RowID, Bool)], cause: ExpansionCause, animated: Bool) {
    let changed = wanted.filter { outline.expansion[$0.0] != $0.1 }
    guard !changed.isEmpty else { return }
    let before = outline.expansion
    for (id, expanded) in changed { outline.expansion[id] = expanded }
    let collapsed = changed.compactMap { $0.1 ? nil : $0.0 }
    if !collapsed.isEmpty { moveSelection(hiddenBy: Set(collapsed), cause: cause) }
    if let declaration = outline.declaration {
      do {
        _ = try update(to: declaration, animated: animated)
      } catch {
        outline.expansion = before
        report(error)
        return
      }
    }
    for (id, expanded) in changed {
      expansionDidChange?(ExpansionChange(row: id, isExpanded: expanded, cause: cause))
    }
  }

  /// Moves the selection of rows that collapsing `collapsed` hides to the outermost collapsed
  /// row shown above each.
  private func moveSelection(hiddenBy collapsed: Set<RowID>, cause: ExpansionCause) {
    let selected = selection
    guard !selected.isEmpty else { return }
    var next = selected
    for id in selected {
      var target: RowID?
      var current = id
      // Up to the root: the last collapsed row met is the outermost.
      for _ in 0...outline.parents.count {
        guard let parent = outline.parents[current] else { break }
        if collapsed.contains(parent), position(ofRow: parent) != nil { target = parent }
        current = parent
      }
      guard let target else { continue }
      next.remove(id)
      next.insert(target)
    }
    guard next != selected else { return }
    setSelection(next, cause: cause == .user ? .user : .app)
  }
}
